"""The bridge AI's calls when the opponents bid: overcalls (1-level 8-16,
2-level 11-16, five cards, a good suit), the 1NT overcall (15-18 with a
stopper), the takeout double, advancing partner's overcall or double, and
responding when the opponents came in over partner's opening (raises, new
suits, negative double, notrump with a stopper)."""
from __future__ import annotations

from talong.i18n import msg

from .hand import STRAINS, SUITS, Ctx, level
from .options import Option, strain


def overcall_options(ctx: Ctx) -> list[Option]:
    their = ctx.last_bid[1][1]
    t = STRAINS.index(their)
    options = []
    n_cheap = ctx.cheapest("N")
    if n_cheap and level(n_cheap) == 1 and their != "N":
        options.append(Option(n_cheap, lambda h: h.balanced and 15 <= h.hcp <= 18 and h.stopper(t),
                              msg("bridge.ai.balanced_stopper", low=15, high=18), False, (15, 18)))
    their_suits = {c[1] for _, c in ctx.theirs}
    for s in (3, 2, 1, 0):
        bid = ctx.cheapest(SUITS[s])
        if SUITS[s] in their_suits or bid is None or level(bid) > 2:
            continue
        low = 8 if level(bid) == 1 else 11
        strength = (lambda s, low: lambda h: low <= h.hcp <= 16 or (17 <= h.hcp <= 18 and h.lengths[s] >= 6))(s, low)
        options.append(Option(bid, (lambda s, strength: lambda h: strength(h) and h.lengths[s] >= 5
                                    and h.good_suit(s) and s == h.longest())(s, strength),
                              msg("bridge.ai.overcall", low=low, high=16, length=5, suit=strain(SUITS[s]),
                                  strong_low=17, strong_high=18), False, (low, 18), {s: 5}))
    their_level = level(ctx.last_bid[1])
    if "double" in ctx.legal and their != "N" and their_level <= 3:
        others = [s for s in range(4) if s != t]
        options.append(Option("double", lambda h: (h.hcp >= (12 if their_level <= 2 else 13) and h.lengths[t] <= 2
                                                   and all(h.lengths[s] >= 3 for s in others))
                              or (h.hcp >= 17 and their_level <= 2),
                              msg("bridge.ai.takeout_double"), False, (12, 37)))
    options.append(Option("pass", lambda h: True, msg("bridge.ai.no_overcall"), False, (0, 16)))
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
                                      msg("bridge.ai.hcp_length", low=9, high=11, length=4, suit=strain(SUITS[s])),
                                      False, (9, 11), {s: 4}))
            low = 6 if free else 0
            options.append(Option(bid, (lambda best, low: lambda h: best(h) and h.hcp >= low)(best, low),
                                  msg("bridge.ai.longest_suit", min=low, suit=strain(SUITS[s])),
                                  False, (low, 8), {s: 4}))
        return options + [Option("pass", lambda h: True, msg("bridge.ai.penalty_pass"), False, (6, 37))]
    called = partner_call[1]
    s = STRAINS.index(called)
    options = []
    if called != "N":
        raise1 = ctx.cheapest(called)
        if raise1 and level(raise1) <= 3:
            their = [STRAINS.index(x) for x in their_suits if x != "N"]
            if s >= 2:
                options.append(Option(f"4{called}", lambda h: h.lengths[s] >= 3 and h.hcp + h.shortness() >= 14,
                                      msg("bridge.ai.game_with_support"), False, (12, 37), {s: 3}))
            else:
                options.append(Option("3N", lambda h: h.hcp >= 13 and all(h.stopper(t) for t in their),
                                      msg("bridge.ai.min_stopper", min=13), False, (13, 37)))
            options += [
                        Option(f"{level(raise1) + 1}{called}" if level(raise1) <= 2 else "-",
                               lambda h: h.lengths[s] >= 3 and 10 <= h.hcp <= 13,
                               msg("bridge.ai.invitational_raise", length=3, suit=strain(called)),
                               False, (10, 13), {s: 3}),
                        Option(raise1, lambda h: h.lengths[s] >= 3 and 6 <= h.hcp <= 9,
                               msg("bridge.ai.single_raise", length=3, suit=strain(called)), False,
                               (6, 9), {s: 3})]
    else:
        options.append(Option("3N", lambda h: h.hcp >= 9, msg("bridge.ai.min_to_play", min=9), False, (9, 37)))
    return options + [Option("pass", lambda h: True, msg("bridge.ai.nothing_more"))]


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
                                  msg("bridge.ai.game_support", suit=strain(o)), False, (11, 37), {s: need}))
        if level(raise1) <= 2:
            options.append(Option(f"{level(raise1) + 1}{o}",
                                  lambda h: h.lengths[s] >= need and 10 <= h.hcp + h.shortness() <= 12,
                                  msg("bridge.ai.invitational_raise", length=need, suit=strain(o)),
                                  False, (9, 12), {s: need}, invites=True))
        options.append(Option(raise1, lambda h: h.lengths[s] >= need and 6 <= h.hcp + h.shortness() <= 9,
                              msg("bridge.ai.raise", length=need, suit=strain(o)), False, (5, 9), {s: need}))
    options.append(Option("3N", lambda h: h.balanced and 13 <= h.hcp <= 16 and stopped(h),
                          msg("bridge.ai.hcp_stopper", low=13, high=16), False, (13, 16)))
    for t in (3, 2, 1, 0):
        bid = ctx.cheapest(SUITS[t])
        if t == s or STRAINS[t] in {c[1] for _, c in ctx.theirs} or bid is None or level(bid) > 2:
            continue
        length, low = (4, 6) if level(bid) == 1 else (5, 10)
        options.append(Option(bid, (lambda t, length, low: lambda h: h.lengths[t] >= length and h.hcp >= low
                                    and t == h.longest([u for u in range(4) if u != s]))(t, length, low),
                              msg("bridge.ai.new_suit_forcing", min=low, length=length, suit=strain(SUITS[t])),
                              False, (low, 37), {t: length}, True))
    if "double" in ctx.legal:
        majors = [m for m in (2, 3) if SUITS[m] not in {c[1] for _, c in ctx.theirs} and m != s]
        options.append(Option("double", lambda h: h.hcp >= 8 and any(h.lengths[m] >= 4 for m in majors),
                              msg("bridge.ai.negative_double", min=8, length=4), False, (8, 37)))
    n1 = ctx.cheapest("N")
    if n1 and level(n1) <= 2:
        options.append(Option(n1, lambda h: 8 <= h.hcp <= 12 and stopped(h),
                              msg("bridge.ai.hcp_stopper", low=8, high=12), False, (8, 12)))
    return options + [Option("pass", lambda h: True, msg("bridge.ai.no_suitable_call"), False, (0, 12))]
