"""The bridge AI's bidding system in uncontested auctions: simple natural
bidding (SPEC: "every AI call carries its explanation from the AI's bidding
system, alertable calls marked").

Opening: 1NT 15-17 balanced, 2NT 20-21, five-card majors (12-21, rule of
20), better minor, strong artificial 2C (22+, alerted), weak twos in D/H/S
(6-10, six cards), three-level preempts (seven cards). Responses: raises of
the major (6-9 single, 10-12 limit, 13+ game), one-over-one, two-over-one
(10+), 1NT 6-10, 2NT/3NT; over 1NT Stayman (alerted), weak sign-offs,
invitations and games; 2D waiting over 2C (alerted). Opener's rebid by
strength; Stayman continuations. Competition is in competition.py, later
calls in placement.py.
"""
from __future__ import annotations

from .hand import SUITS, Ctx, level
from .options import Option, en as _en, opens, sv as _sv


# --- opening bids --------------------------------------------------------------
def opening_options() -> list[Option]:
    def one_major(s):
        other = 5 - s  # H <-> S
        return lambda h: opens(h) and h.lengths[s] >= 5 and h.lengths[s] >= h.lengths[other] \
            and not (h.balanced and 15 <= h.hcp <= 17)
    return [
        Option("2C", lambda h: h.hcp >= 22, "22+ hp, vilken fördelning som helst, krav",
               "22+ HCP, any shape, forcing", True, (22, 37), forcing=True),
        Option("2N", lambda h: h.balanced and 20 <= h.hcp <= 21, "20-21 hp, balanserad",
               "20-21 HCP, balanced", False, (20, 21)),
        Option("1N", lambda h: h.balanced and 15 <= h.hcp <= 17, "15-17 hp, balanserad",
               "15-17 HCP, balanced", False, (15, 17)),
        Option("1S", one_major(3), "12-21 hp, 5+ spader", "12-21 HCP, 5+ spades", False, (10, 21), {3: 5}),
        Option("1H", one_major(2), "12-21 hp, 5+ hjärter", "12-21 HCP, 5+ hearts", False, (10, 21), {2: 5}),
        Option("1D", lambda h: opens(h) and (h.lengths[1] > h.lengths[0] or h.lengths[1] == h.lengths[0] >= 4),
               "12-21 hp, 3+ ruter (bättre låg färg)", "12-21 HCP, 3+ diamonds (better minor)",
               False, (10, 21), {1: 3}),
        Option("1C", opens, "12-21 hp, 3+ klöver (bättre låg färg)", "12-21 HCP, 3+ clubs (better minor)",
               False, (10, 21), {0: 3}),
        *[Option(f"2{SUITS[s]}", (lambda s: lambda h: 6 <= h.hcp <= 10 and h.lengths[s] == 6
                                  and h.good_suit(s))(s),
                 f"svag tvåa: 6-10 hp, 6 {_sv(SUITS[s])}", f"weak two: 6-10 HCP, six {_en(SUITS[s])}",
                 False, (6, 10), {s: 6}) for s in (3, 2, 1)],
        *[Option(f"3{SUITS[s]}", (lambda s: lambda h: 5 <= h.hcp <= 10 and h.lengths[s] >= 7)(s),
                 f"spärr: 5-10 hp, 7+ {_sv(SUITS[s])}", f"preempt: 5-10 HCP, 7+ {_en(SUITS[s])}",
                 False, (5, 10), {s: 7}) for s in (3, 2, 1, 0)],
        Option("pass", lambda h: True, "inte öppningsstyrka", "no opening bid", False, (0, 11)),
    ]


# --- responses to partner's opening (opponents silent) ------------------------
def response_options(ctx: Ctx) -> list[Option]:
    opening = ctx.opening[1]
    if opening == "1N":
        return notrump_responses()
    if opening == "2N":
        return [Option("3N", lambda h: 5 <= h.hcp <= 10, "5-10 hp, att spela", "5-10 HCP, to play", False, (5, 10)),
                Option("4N", lambda h: 11 <= h.hcp <= 12, "11-12 hp, inviterar till 6 sang",
                       "11-12 HCP, invites 6NT", False, (11, 12)),
                Option("6N", lambda h: h.hcp >= 13, "13+ hp, att spela", "13+ HCP, to play", False, (13, 37)),
                Option("pass", lambda h: True, "0-4 hp", "0-4 HCP", False, (0, 4))]
    if opening == "2C":
        return [Option("2D", lambda h: True, "avvaktande, säger inget om ruter", "waiting, says nothing about "
                       "diamonds", True, forcing=True)]
    strain = opening[1]
    if strain == "N":          # 3NT-7NT: not an opening of the system; taken as natural, to play
        return [Option("pass", lambda h: True, "inget att tillägga", "nothing more to say")]
    if level(opening) >= 2:   # weak two, preempt, or a higher opening taken as natural
        s = SUITS.index(strain)
        game = f"{4 if s >= 2 else 5}{strain}"
        return [Option(game, lambda h: h.lengths[s] >= 3 and h.hcp + h.shortness() >= 16,
                       f"att spela, stöd i {_sv(strain)}", f"to play, {_en(strain)} support", False, (13, 37), {s: 3}),
                Option("3N", lambda h: h.balanced and h.hcp >= 16, "16+ hp, att spela", "16+ HCP, to play",
                       False, (16, 37)),
                Option("pass", lambda h: True, "inget att tillägga", "nothing more to say")]
    s = SUITS.index(strain)
    if s >= 2:
        return major_responses(s)
    return minor_responses(s)


def major_responses(s: int) -> list[Option]:
    m = SUITS[s]
    support = lambda h: h.lengths[s] >= 3  # noqa: E731
    points = lambda h: h.hcp + h.shortness()  # noqa: E731
    options = [
        Option(f"4{m}", lambda h: support(h) and points(h) >= 13, f"13+ p, 3+ {_sv(m)}, utgång",
               f"13+ points, 3+ {_en(m)}, game", False, (11, 20), {s: 3}),
        Option(f"3{m}", lambda h: support(h) and 10 <= points(h) <= 12, f"limithöjning: 10-12 p, 3+ {_sv(m)}",
               f"limit raise: 10-12 points, 3+ {_en(m)}", False, (8, 12), {s: 3}, invites=True),
        Option(f"2{m}", lambda h: support(h) and 6 <= points(h) <= 9, f"enkel höjning: 6-9 p, 3+ {_sv(m)}",
               f"single raise: 6-9 points, 3+ {_en(m)}", False, (5, 9), {s: 3}),
    ]
    if m == "H":
        options.append(Option("1S", lambda h: h.hcp >= 6 and h.lengths[3] >= 4, "6+ hp, 4+ spader, krav",
                              "6+ HCP, 4+ spades, forcing", False, (6, 37), {3: 4}, True))
    for t in (1, 0):   # two over one in the longer minor
        options.append(Option(f"2{SUITS[t]}", (lambda t: lambda h: h.hcp >= 10 and h.lengths[t] >= 4
                                               and t == h.longest((0, 1)))(t),
                              f"2 över 1: 10+ hp, 4+ {_sv(SUITS[t])}, krav", f"two over one: 10+ HCP, 4+ "
                              f"{_en(SUITS[t])}, forcing", False, (10, 37), {t: 4}, True))
    if m == "S":
        options.append(Option("2H", lambda h: h.hcp >= 10 and h.lengths[2] >= 5, "2 över 1: 10+ hp, 5+ hjärter, krav",
                              "two over one: 10+ HCP, 5+ hearts, forcing", False, (10, 37), {2: 5}, True))
    options += [
        Option("3N", lambda h: h.balanced and 13 <= h.hcp <= 15, "13-15 hp, balanserad, att spela",
               "13-15 HCP, balanced, to play", False, (13, 15)),
        Option("1N", lambda h: 6 <= h.hcp <= 10, "6-10 hp, inget bättre bud", "6-10 HCP, nothing better",
               False, (6, 10)),
        Option("2N", lambda h: h.hcp >= 11, "11+ hp, inget bättre bud", "11+ HCP, nothing better", False, (11, 37),
               forcing=True),
        Option("pass", lambda h: True, "0-5 hp", "0-5 HCP", False, (0, 5)),
    ]
    return options


def minor_responses(s: int) -> list[Option]:
    m = SUITS[s]
    options = [Option(f"1{SUITS[t]}", (lambda t: lambda h: h.hcp >= 6 and h.lengths[t] >= 4
                                       and h.lengths[t] >= h.lengths[5 - t])(t),
                      f"6+ hp, 4+ {_sv(SUITS[t])}, krav", f"6+ HCP, 4+ {_en(SUITS[t])}, forcing", False,
                      (6, 37), {t: 4}, True) for t in (2, 3)]
    if m == "C":
        options.insert(0, Option("1D", lambda h: h.hcp >= 6 and h.lengths[1] >= 5 and max(h.lengths[2:]) < 4,
                                 "6+ hp, 5+ ruter, krav", "6+ HCP, 5+ diamonds, forcing", False, (6, 37), {1: 5},
                                 True))
    if m == "D":
        options.append(Option("2C", lambda h: h.hcp >= 10 and h.lengths[0] >= 4, "10+ hp, 4+ klöver, krav",
                              "10+ HCP, 4+ clubs, forcing", False, (10, 37), {0: 4}, True))
    options += [
        Option(f"3{m}", lambda h: h.lengths[s] >= 5 and 10 <= h.hcp <= 12, f"10-12 hp, 5+ {_sv(m)}",
               f"10-12 HCP, 5+ {_en(m)}", False, (10, 12), {s: 5}, invites=True),
        Option(f"2{m}", lambda h: h.lengths[s] >= 5 and 6 <= h.hcp <= 9, f"6-9 hp, 5+ {_sv(m)}",
               f"6-9 HCP, 5+ {_en(m)}", False, (6, 9), {s: 5}),
        Option("3N", lambda h: h.hcp >= 13, "13+ hp, ingen högfärg, att spela", "13+ HCP, no major, to play",
               False, (13, 17)),
        Option("2N", lambda h: 11 <= h.hcp <= 12, "11-12 hp, ingen högfärg, inviterar",
               "11-12 HCP, no major, invitational", False, (11, 12), invites=True),
        Option("1N", lambda h: 6 <= h.hcp <= 10, "6-10 hp, ingen högfärg", "6-10 HCP, no major", False, (6, 10)),
        Option("pass", lambda h: True, "0-5 hp", "0-5 HCP", False, (0, 5)),
    ]
    return options


def notrump_responses() -> list[Option]:
    four_major = lambda h: 4 in (h.lengths[2], h.lengths[3]) and max(h.lengths[2:]) == 4  # noqa: E731
    options = [Option("2C", lambda h: h.hcp >= 8 and four_major(h), "Stayman: frågar efter 4-korts högfärg, 8+ hp",
                      "Stayman: asks for a four-card major, 8+ HCP", True, (8, 37), forcing=True)]
    for s in (3, 2):
        m = SUITS[s]
        options += [
            Option(f"4{m}", (lambda s: lambda h: 10 <= h.hcp <= 15 and h.lengths[s] >= 6)(s),
                   f"att spela: 10-15 hp, 6+ {_sv(m)}", f"to play: 10-15 HCP, 6+ {_en(m)}", False, (10, 15), {s: 6}),
            Option(f"3{m}", (lambda s: lambda h: 10 <= h.hcp <= 15 and h.lengths[s] == 5)(s),
                   f"10-15 hp, 5 {_sv(m)}, utgångskrav", f"10-15 HCP, five {_en(m)}, game forcing", False,
                   (10, 15), {s: 5}, True)]
    options += [Option(f"2{SUITS[s]}", (lambda s: lambda h: h.hcp < 8 and h.lengths[s] >= 5
                                        and s == h.longest((1, 2, 3)))(s),
                       f"avslut: 0-7 hp, 5+ {_sv(SUITS[s])}", f"sign-off: 0-7 HCP, 5+ {_en(SUITS[s])}", False,
                       (0, 7), {s: 5}) for s in (3, 2, 1)]
    options += [
        Option("6N", lambda h: h.hcp >= 18, "18+ hp, att spela", "18+ HCP, to play", False, (18, 37)),
        Option("4N", lambda h: 16 <= h.hcp <= 17, "16-17 hp, inviterar till 6 sang", "16-17 HCP, invites 6NT",
               False, (16, 17)),
        Option("3N", lambda h: 10 <= h.hcp <= 15, "10-15 hp, att spela", "10-15 HCP, to play", False, (10, 15)),
        Option("2N", lambda h: 8 <= h.hcp <= 9, "8-9 hp, inviterar", "8-9 HCP, invitational", False, (8, 9),
               invites=True),
        Option("pass", lambda h: True, "0-7 hp", "0-7 HCP", False, (0, 7)),
    ]
    return options


# --- opener's rebid (opponents silent) -------------------------------------------
def rebid_options(ctx: Ctx) -> list[Option]:
    opening, response = ctx.opening[1], ctx.partner_calls[-1]
    o = opening[1]
    if opening == "1N":
        return notrump_rebids(response)
    if opening == "2N":
        if response == "4N":
            return [Option("6N", lambda h: h.hcp >= 21, "maximum, accepterar", "maximum, accepts", False, (21, 21)),
                    Option("pass", lambda h: True, "minimum, avböjer", "minimum, declines", False, (20, 20))]
        return [Option("pass", lambda h: True, "inget att tillägga", "nothing more to say")]
    if opening == "2C":
        return [Option("2N", lambda h: h.balanced, "22-24 hp, balanserad", "22-24 HCP, balanced", False, (22, 24)),
                *[Option(ctx.cheapest(SUITS[s]), (lambda s: lambda h: s == h.longest())(s),
                         f"naturligt, {_sv(SUITS[s])}, utgångskrav", f"natural, {_en(SUITS[s])}, game forcing",
                         False, (22, 37), {s: 5}, True) for s in (3, 2, 1, 0)]]
    if level(opening) >= 2 or response == "pass" or response == "3N" or level(response) >= 4:
        return [Option("pass", lambda h: True, "inget att tillägga", "nothing more to say")]
    if response == "2N":   # over a minor 11-12 balanced (invites), over a major 11+ (forcing)
        s = SUITS.index(o)
        if s >= 2:
            return [Option(f"4{o}", lambda h: h.lengths[s] >= 6, f"6+ {_sv(o)}, att spela",
                           f"6+ {_en(o)}, to play", False, (12, 21), {s: 6}),
                    Option("3N", lambda h: True, "utgång efter kravet", "game after the forcing 2NT", False, (12, 21))]
        return [Option("3N", lambda h: h.hcp >= 14, "14+ hp, accepterar", "14+ HCP, accepts", False, (14, 21)),
                Option("pass", lambda h: True, "minimum, avböjer", "minimum, declines", False, (12, 13))]
    s = SUITS.index(o)
    r = response[1]
    if r == o:   # partner raised: 2-level 6-9, 3-level 10-12 (limit), so game needs 19+ / 14+
        need = {2: 19, 3: 14}.get(level(response), 99)
        game = f"4{o}" if s >= 2 else "3N"
        points = (lambda h: h.hcp + h.shortness()) if s >= 2 else (lambda h: h.hcp)  # noqa: E731
        raises = [Option(game, lambda h: points(h) >= need, "utgång: 25+ p tillsammans", "game: 25+ points together",
                         False, (need, 21))]
        if level(response) == 2:
            raises.append(Option(f"3{o}", lambda h: need - 3 <= points(h) < need, "inviterar till utgång, 16-18 p",
                                 "invites game, 16-18 points", False, (16, 18), invites=True))
        return raises + [Option("pass", lambda h: True, "minimum", "minimum", False, (12, need - 1))]
    options: list[Option] = []
    if r in "HS" and level(response) == 1:
        t = SUITS.index(r)
        options += [Option(f"4{r}", lambda h: h.lengths[t] >= 4 and h.hcp + h.shortness() >= 19,
                           f"19+ p, 4 {_sv(r)}", f"19+ points, four {_en(r)}", False, (17, 21), {t: 4}),
                    Option(f"3{r}", lambda h: h.lengths[t] >= 4 and 16 <= h.hcp + h.shortness() <= 18,
                           f"16-18 p, 4 {_sv(r)}", f"16-18 points, four {_en(r)}", False, (15, 18), {t: 4}),
                    Option(f"2{r}", lambda h: h.lengths[t] >= 4, f"12-15 p, 4 {_sv(r)}",
                           f"12-15 points, four {_en(r)}", False, (12, 15), {t: 4})]
    if r in "HS" and level(response) == 2:   # a two-over-one in hearts (10+): game with 16+
        t = SUITS.index(r)
        options += [Option(f"4{r}", lambda h: h.lengths[t] >= 3 and h.hcp + h.shortness() >= 16,
                           f"16+ p, 3+ {_sv(r)}", f"16+ points, 3+ {_en(r)}", False, (15, 21), {t: 3}),
                    Option(f"3{r}", lambda h: h.lengths[t] >= 3, f"12-15 p, 3+ {_sv(r)}",
                           f"12-15 points, 3+ {_en(r)}", False, (12, 15), {t: 3})]
    if response == "1N":
        options += [Option("3N", lambda h: h.hcp >= 19, "19-21 hp", "19-21 HCP", False, (19, 21)),
                    Option("2N", lambda h: 17 <= h.hcp <= 18, "17-18 hp, inviterar", "17-18 HCP, invitational",
                           False, (17, 18), invites=True),
                    Option(f"2{o}", lambda h: h.lengths[s] >= 6, f"6+ {_sv(o)}, minimum", f"6+ {_en(o)}, minimum",
                           False, (12, 16), {s: 6}),
                    *[Option(f"2{SUITS[t]}", (lambda t: lambda h: h.lengths[t] >= 4 and not h.balanced)(t),
                             f"4+ {_sv(SUITS[t])}", f"4+ {_en(SUITS[t])}", False, (12, 18), {t: 4})
                      for t in range(s)],
                    Option("pass", lambda h: True, "minimum, balanserad", "minimum, balanced", False, (12, 14))]
        return options
    own_rebid = ctx.cheapest(o)
    if level(response) == 2:
        options += [Option("3N", lambda h: h.balanced and h.hcp >= 18, "18-19 hp, balanserad", "18-19 HCP, balanced",
                           False, (18, 19)),
                    Option("2N", lambda h: h.balanced, "12-14 hp, balanserad", "12-14 HCP, balanced", False, (12, 14))]
    else:
        options += [Option("2N", lambda h: h.balanced and 18 <= h.hcp <= 19, "18-19 hp, balanserad",
                           "18-19 HCP, balanced", False, (18, 19)),
                    Option("1N", lambda h: h.balanced and h.hcp <= 14, "12-14 hp, balanserad", "12-14 HCP, balanced",
                           False, (12, 14))]
    for t in (3, 2, 1, 0):   # a new suit: at the one level, or a lower suit up to the response's level (2+)
        bid = ctx.cheapest(SUITS[t])
        if t == s or SUITS[t] == r or bid is None or level(bid) > max(level(response), 2) \
                or not (t < s or level(bid) == 1):
            continue
        options.append(Option(bid, (lambda t: lambda h: h.lengths[t] >= 4)(t), f"4+ {_sv(SUITS[t])}",
                              f"4+ {_en(SUITS[t])}", False, (12, 18), {t: 4}))
    options += [
        Option(own_rebid, lambda h: h.lengths[s] >= 5, f"5+ {_sv(o)}", f"5+ {_en(o)}", False, (12, 18), {s: 5}),
        Option(ctx.cheapest("N"), lambda h: True, "inget bättre bud", "nothing better", False, (12, 18)),
    ]
    return options


def notrump_rebids(response: str) -> list[Option]:
    if response == "2C":
        return [Option("2H", lambda h: h.lengths[2] >= 4, "4+ hjärter", "4+ hearts", False, (15, 17), {2: 4}),
                Option("2S", lambda h: h.lengths[3] >= 4, "4+ spader, inte 4 hjärter", "4+ spades, not four hearts",
                       False, (15, 17), {3: 4}),
                Option("2D", lambda h: True, "ingen 4-korts högfärg", "no four-card major", True, (15, 17))]
    if response == "2N":
        return [Option("3N", lambda h: h.hcp >= 16, "16-17 hp, accepterar", "16-17 HCP, accepts", False, (16, 17)),
                Option("pass", lambda h: True, "15 hp, avböjer", "15 HCP, declines", False, (15, 15))]
    if response in ("3H", "3S"):
        t = SUITS.index(response[1])
        return [Option(f"4{response[1]}", lambda h: h.lengths[t] >= 3, f"3+ {_sv(response[1])}",
                       f"3+ {_en(response[1])}", False, (15, 17), {t: 3}),
                Option("3N", lambda h: True, f"högst 2 {_sv(response[1])}", f"at most two {_en(response[1])}",
                       False, (15, 17))]
    if response == "4N":
        return [Option("6N", lambda h: h.hcp >= 16, "16-17 hp, accepterar", "16-17 HCP, accepts", False, (16, 17)),
                Option("pass", lambda h: True, "15 hp, avböjer", "15 HCP, declines", False, (15, 15))]
    return [Option("pass", lambda h: True, "inget att tillägga", "nothing more to say")]


def stayman_continuations(ctx: Ctx) -> list[Option]:
    answer = ctx.partner_calls[-1]
    options = []
    if answer in ("2H", "2S"):
        t = SUITS.index(answer[1])
        options += [Option(f"4{answer[1]}", lambda h: h.lengths[t] >= 4 and h.hcp >= 10, "utgång, 4-kortsstöd",
                           "game, four-card support", False, (10, 15), {t: 4}),
                    Option(f"3{answer[1]}", lambda h: h.lengths[t] >= 4, "inviterar, 4-kortsstöd",
                           "invitational, four-card support", False, (8, 9), {t: 4}, invites=True)]
    options += [Option("3N", lambda h: h.hcp >= 10, "10-15 hp, att spela", "10-15 HCP, to play", False, (10, 15)),
                Option("2N", lambda h: True, "8-9 hp, inviterar", "8-9 HCP, invitational", False, (8, 9), invites=True)]
    return options
