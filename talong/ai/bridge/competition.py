"""The bridge AI's calls when the opponents bid: overcalls (1-level 8-16,
2-level 11-16, five cards, a good suit), the 1NT overcall (15-18 with a
stopper), the takeout double, advancing partner's overcall or double, and
responding when the opponents came in over partner's opening (raises, new
suits, negative double, notrump with a stopper)."""
from __future__ import annotations

from .hand import STRAINS, SUITS, Ctx, level
from .options import Option, en as _en, sv as _sv


def overcall_options(ctx: Ctx) -> list[Option]:
    their = ctx.last_bid[1][1]
    t = STRAINS.index(their)
    options = []
    n_cheap = ctx.cheapest("N")
    if n_cheap and level(n_cheap) == 1 and their != "N":
        options.append(Option(n_cheap, lambda h: h.balanced and 15 <= h.hcp <= 18 and h.stopper(t),
                              "15-18 hp, balanserad, håll i deras färg", "15-18 HCP, balanced, stopper in their suit",
                              False, (15, 18)))
    their_suits = {c[1] for _, c in ctx.theirs}
    for s in (3, 2, 1, 0):
        bid = ctx.cheapest(SUITS[s])
        if SUITS[s] in their_suits or bid is None or level(bid) > 2:
            continue
        low = 8 if level(bid) == 1 else 11
        strength = (lambda s, low: lambda h: low <= h.hcp <= 16 or (17 <= h.hcp <= 18 and h.lengths[s] >= 6))(s, low)
        options.append(Option(bid, (lambda s, strength: lambda h: strength(h) and h.lengths[s] >= 5
                                    and h.good_suit(s) and s == h.longest())(s, strength),
                              f"inkliv: {low}-16 hp, 5+ {_sv(SUITS[s])} (17-18 med 6)", f"overcall: {low}-16 HCP, 5+ "
                              f"{_en(SUITS[s])} (17-18 with six)", False, (low, 18), {s: 5}))
    their_level = level(ctx.last_bid[1])
    if "double" in ctx.legal and their != "N" and their_level <= 3:
        others = [s for s in range(4) if s != t]
        options.append(Option("double", lambda h: (h.hcp >= (12 if their_level <= 2 else 13) and h.lengths[t] <= 2
                                                   and all(h.lengths[s] >= 3 for s in others))
                              or (h.hcp >= 17 and their_level <= 2),
                              "upplysningsdubbling: öppningsstyrka, kort i deras färg",
                              "takeout double: opening values, short in their suit", False, (12, 37)))
    options.append(Option("pass", lambda h: True, "inget inkliv", "no overcall", False, (0, 16)))
    return options


def advance_options(ctx: Ctx) -> list[Option]:
    partner_call = ctx.partner_calls[-1]
    their_suits = {c[1] for _, c in ctx.theirs}
    if partner_call == "double":
        options = []
        free = ctx.calls[-1][1] != "pass"   # RHO bid over the double: bidding is no longer forced
        unbid = [u for u in range(4) if SUITS[u] not in their_suits]
        for s in (3, 2, 1, 0):
            bid = ctx.cheapest(SUITS[s])
            if SUITS[s] in their_suits or bid is None or level(bid) > (3 if free else 4):
                continue
            best = (lambda s: lambda h: s == max(unbid, key=lambda u: (h.lengths[u], u)))(s)
            jump = f"{level(bid) + 1}{SUITS[s]}"
            if not free and level(jump) <= 3:
                options.append(Option(jump, (lambda best, s: lambda h: best(h) and 9 <= h.hcp <= 11
                                         and h.lengths[s] >= 4)(best, s),
                                      f"9-11 hp, 4+ {_sv(SUITS[s])}",
                                      f"9-11 HCP, 4+ {_en(SUITS[s])}", False, (9, 11), {s: 4}))
            low = 6 if free else 0
            options.append(Option(bid, (lambda best, low: lambda h: best(h) and h.hcp >= low)(best, low),
                                  f"{low}+ hp, längsta färg {_sv(SUITS[s])}", f"{low}+ HCP, longest suit "
                                  f"{_en(SUITS[s])}", False, (low, 8), {s: 4}))
        return options + [Option("pass", lambda h: True, "straffpass", "penalty pass", False, (6, 37))]
    strain = partner_call[1]
    s = STRAINS.index(strain)
    options = []
    if strain != "N":
        raise1 = ctx.cheapest(strain)
        if raise1 and level(raise1) <= 3:
            their = [STRAINS.index(x) for x in their_suits if x != "N"]
            if s >= 2:
                options.append(Option(f"4{strain}", lambda h: h.lengths[s] >= 3 and h.hcp + h.shortness() >= 14,
                                      "utgång med stöd", "game with support", False, (12, 37), {s: 3}))
            else:
                options.append(Option("3N", lambda h: h.hcp >= 13 and all(h.stopper(t) for t in their),
                                      "13+ hp, håll i deras färg", "13+ HCP, stopper in their suit", False,
                                      (13, 37)))
            options += [
                        Option(f"{level(raise1) + 1}{strain}" if level(raise1) <= 2 else "-",
                               lambda h: h.lengths[s] >= 3 and 10 <= h.hcp <= 13,
                               f"inviterande höjning, 3+ {_sv(strain)}", f"invitational raise, 3+ {_en(strain)}",
                               False, (10, 13), {s: 3}),
                        Option(raise1, lambda h: h.lengths[s] >= 3 and 6 <= h.hcp <= 9,
                               f"enkel höjning, 3+ {_sv(strain)}", f"single raise, 3+ {_en(strain)}", False,
                               (6, 9), {s: 3})]
    else:
        options.append(Option("3N", lambda h: h.hcp >= 9, "9+ hp, att spela", "9+ HCP, to play", False, (9, 37)))
    return options + [Option("pass", lambda h: True, "inget att tillägga", "nothing more to say")]


def contested_response_options(ctx: Ctx) -> list[Option]:
    """Partner opened one of a suit and the opponents came in."""
    o = ctx.opening[1][1]
    s = SUITS.index(o)
    their = [STRAINS.index(c[1]) for _, c in ctx.theirs if c[1] != "N"]
    stopped = lambda h: all(h.stopper(t) for t in their)  # noqa: E731
    need = 3 if s >= 2 else 4
    options: list[Option] = []
    raise1 = ctx.cheapest(o)
    if raise1:
        if s >= 2:
            options.append(Option(f"4{o}", lambda h: h.lengths[s] >= need and h.hcp + h.shortness() >= 13,
                                  f"utgång, stöd i {_sv(o)}", f"game, {_en(o)} support", False, (11, 37), {s: need}))
        if level(raise1) <= 2:
            options.append(Option(f"{level(raise1) + 1}{o}",
                                  lambda h: h.lengths[s] >= need and 10 <= h.hcp + h.shortness() <= 12,
                                  f"inviterande höjning, {need}+ {_sv(o)}", f"invitational raise, {need}+ {_en(o)}",
                                  False, (9, 12), {s: need}, invites=True))
        options.append(Option(raise1, lambda h: h.lengths[s] >= need and 6 <= h.hcp + h.shortness() <= 9,
                              f"höjning, {need}+ {_sv(o)}", f"raise, {need}+ {_en(o)}", False, (5, 9), {s: need}))
    options.append(Option("3N", lambda h: h.balanced and 13 <= h.hcp <= 16 and stopped(h), "13-16 hp, håll i deras "
                          "färg", "13-16 HCP, stopper in their suit", False, (13, 16)))
    for t in (3, 2, 1, 0):
        bid = ctx.cheapest(SUITS[t])
        if t == s or STRAINS[t] in {c[1] for _, c in ctx.theirs} or bid is None or level(bid) > 2:
            continue
        length, low = (4, 6) if level(bid) == 1 else (5, 10)
        options.append(Option(bid, (lambda t, length, low: lambda h: h.lengths[t] >= length and h.hcp >= low
                                    and t == h.longest([u for u in range(4) if u != s]))(t, length, low),
                              f"{low}+ hp, {length}+ {_sv(SUITS[t])}, krav", f"{low}+ HCP, {length}+ "
                              f"{_en(SUITS[t])}, forcing", False, (low, 37), {t: length}, True))
    if "double" in ctx.legal:
        majors = [m for m in (2, 3) if SUITS[m] not in {c[1] for _, c in ctx.theirs} and m != s]
        options.append(Option("double", lambda h: h.hcp >= 8 and any(h.lengths[m] >= 4 for m in majors),
                              "negativ dubbling: 8+ hp, 4+ i ej bjuden högfärg",
                              "negative double: 8+ HCP, 4+ in an unbid major", False, (8, 37)))
    n1 = ctx.cheapest("N")
    if n1 and level(n1) <= 2:
        options.append(Option(n1, lambda h: 8 <= h.hcp <= 12 and stopped(h), "8-12 hp, håll i deras färg",
                              "8-12 HCP, stopper in their suit", False, (8, 12)))
    return options + [Option("pass", lambda h: True, "inget lämpligt bud", "no suitable call", False, (0, 12))]
