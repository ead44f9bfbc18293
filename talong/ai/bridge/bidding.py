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

from talong.i18n import msg

from .hand import SUITS, Ctx, level
from .options import Option, opens, strain


# --- opening bids --------------------------------------------------------------
def opening_options() -> list[Option]:
    def one_major(s):
        other = 5 - s  # H <-> S
        return lambda h: opens(h) and h.lengths[s] >= 5 and h.lengths[s] >= h.lengths[other] \
            and not (h.balanced and 15 <= h.hcp <= 17)
    return [
        Option("2C", lambda h: h.hcp >= 22, msg("bridge.ai.strong_any_shape", min=22),
               True, (22, 37), forcing=True),
        Option("2N", lambda h: h.balanced and 20 <= h.hcp <= 21, msg("bridge.ai.hcp_balanced", low=20, high=21),
               False, (20, 21)),
        Option("1N", lambda h: h.balanced and 15 <= h.hcp <= 17, msg("bridge.ai.hcp_balanced", low=15, high=17),
               False, (15, 17)),
        Option("1S", one_major(3), msg("bridge.ai.hcp_length", low=12, high=21, length=5, suit=strain("S")),
               False, (10, 21), {3: 5}),
        Option("1H", one_major(2), msg("bridge.ai.hcp_length", low=12, high=21, length=5, suit=strain("H")),
               False, (10, 21), {2: 5}),
        Option("1D", lambda h: opens(h) and (h.lengths[1] > h.lengths[0] or h.lengths[1] == h.lengths[0] >= 4),
               msg("bridge.ai.better_minor", low=12, high=21, length=3, suit=strain("D")),
               False, (10, 21), {1: 3}),
        Option("1C", opens, msg("bridge.ai.better_minor", low=12, high=21, length=3, suit=strain("C")),
               False, (10, 21), {0: 3}),
        *[Option(f"2{SUITS[s]}", (lambda s: lambda h: 6 <= h.hcp <= 10 and h.lengths[s] == 6
                                  and h.good_suit(s))(s),
                 msg("bridge.ai.weak_two", low=6, high=10, suit=strain(SUITS[s])),
                 False, (6, 10), {s: 6}) for s in (3, 2, 1)],
        *[Option(f"3{SUITS[s]}", (lambda s: lambda h: 5 <= h.hcp <= 10 and h.lengths[s] >= 7)(s),
                 msg("bridge.ai.preempt", low=5, high=10, length=7, suit=strain(SUITS[s])),
                 False, (5, 10), {s: 7}) for s in (3, 2, 1, 0)],
        Option("pass", lambda h: True, msg("bridge.ai.no_opening"), False, (0, 11)),
    ]


# --- responses to partner's opening (opponents silent) ------------------------
def response_options(ctx: Ctx) -> list[Option]:
    opening = ctx.opening[1]
    if opening == "1N":
        return notrump_responses()
    if opening == "2N":
        return [Option("3N", lambda h: 5 <= h.hcp <= 10, msg("bridge.ai.hcp_to_play", low=5, high=10), False, (5, 10)),
                Option("4N", lambda h: 11 <= h.hcp <= 12, msg("bridge.ai.invites_6nt", low=11, high=12),
                       False, (11, 12)),
                Option("6N", lambda h: h.hcp >= 13, msg("bridge.ai.min_to_play", min=13), False, (13, 37)),
                Option("pass", lambda h: True, msg("bridge.ai.hcp", low=0, high=4), False, (0, 4))]
    if opening == "2C":
        return [Option("2D", lambda h: True, msg("bridge.ai.waiting", suit=strain("D")), True, forcing=True)]
    strain_ = opening[1]
    if strain_ == "N":          # 3NT-7NT: not an opening of the system; taken as natural, to play
        return [Option("pass", lambda h: True, msg("bridge.ai.nothing_more"))]
    if level(opening) >= 2:   # weak two, preempt, or a higher opening taken as natural
        s = SUITS.index(strain_)
        game = f"{4 if s >= 2 else 5}{strain_}"
        return [Option(game, lambda h: h.lengths[s] >= 3 and h.hcp + h.shortness() >= 16,
                       msg("bridge.ai.to_play_support", suit=strain(strain_)), False, (13, 37), {s: 3}),
                Option("3N", lambda h: h.balanced and h.hcp >= 16, msg("bridge.ai.min_to_play", min=16),
                       False, (16, 37)),
                Option("pass", lambda h: True, msg("bridge.ai.nothing_more"))]
    s = SUITS.index(strain_)
    if s >= 2:
        return major_responses(s)
    return minor_responses(s)


def major_responses(s: int) -> list[Option]:
    m = SUITS[s]
    support = lambda h: h.lengths[s] >= 3  # noqa: E731
    points = lambda h: h.hcp + h.shortness()  # noqa: E731
    options = [
        Option(f"4{m}", lambda h: support(h) and points(h) >= 13,
               msg("bridge.ai.raise_game", min=13, length=3, suit=strain(m)), False, (11, 20), {s: 3}),
        Option(f"3{m}", lambda h: support(h) and 10 <= points(h) <= 12,
               msg("bridge.ai.limit_raise", low=10, high=12, length=3, suit=strain(m)),
               False, (8, 12), {s: 3}, invites=True),
        Option(f"2{m}", lambda h: support(h) and 6 <= points(h) <= 9,
               msg("bridge.ai.single_raise_points", low=6, high=9, length=3, suit=strain(m)),
               False, (5, 9), {s: 3}),
    ]
    if m == "H":
        options.append(Option("1S", lambda h: h.hcp >= 6 and h.lengths[3] >= 4,
                              msg("bridge.ai.new_suit_forcing", min=6, length=4, suit=strain("S")),
                              False, (6, 37), {3: 4}, True))
    for t in (1, 0):   # two over one in the longer minor
        options.append(Option(f"2{SUITS[t]}", (lambda t: lambda h: h.hcp >= 10 and h.lengths[t] >= 4
                                               and t == h.longest((0, 1)))(t),
                              msg("bridge.ai.two_over_one", min=10, length=4, suit=strain(SUITS[t])),
                              False, (10, 37), {t: 4}, True))
    if m == "S":
        options.append(Option("2H", lambda h: h.hcp >= 10 and h.lengths[2] >= 5,
                              msg("bridge.ai.two_over_one", min=10, length=5, suit=strain("H")),
                              False, (10, 37), {2: 5}, True))
    options += [
        Option("3N", lambda h: h.balanced and 13 <= h.hcp <= 15, msg("bridge.ai.balanced_to_play", low=13, high=15),
               False, (13, 15)),
        Option("1N", lambda h: 6 <= h.hcp <= 10, msg("bridge.ai.hcp_nothing_better", low=6, high=10),
               False, (6, 10)),
        Option("2N", lambda h: h.hcp >= 11, msg("bridge.ai.min_nothing_better", min=11), False, (11, 37),
               forcing=True),
        Option("pass", lambda h: True, msg("bridge.ai.hcp", low=0, high=5), False, (0, 5)),
    ]
    return options


def minor_responses(s: int) -> list[Option]:
    m = SUITS[s]
    options = [Option(f"1{SUITS[t]}", (lambda t: lambda h: h.hcp >= 6 and h.lengths[t] >= 4
                                       and h.lengths[t] >= h.lengths[5 - t])(t),
                      msg("bridge.ai.new_suit_forcing", min=6, length=4, suit=strain(SUITS[t])), False,
                      (6, 37), {t: 4}, True) for t in (2, 3)]
    if m == "C":
        options.insert(0, Option("1D", lambda h: h.hcp >= 6 and h.lengths[1] >= 5 and max(h.lengths[2:]) < 4,
                                 msg("bridge.ai.new_suit_forcing", min=6, length=5, suit=strain("D")),
                                 False, (6, 37), {1: 5}, True))
    if m == "D":
        options.append(Option("2C", lambda h: h.hcp >= 10 and h.lengths[0] >= 4,
                              msg("bridge.ai.new_suit_forcing", min=10, length=4, suit=strain("C")),
                              False, (10, 37), {0: 4}, True))
    options += [
        Option(f"3{m}", lambda h: h.lengths[s] >= 5 and 10 <= h.hcp <= 12,
               msg("bridge.ai.hcp_length", low=10, high=12, length=5, suit=strain(m)),
               False, (10, 12), {s: 5}, invites=True),
        Option(f"2{m}", lambda h: h.lengths[s] >= 5 and 6 <= h.hcp <= 9,
               msg("bridge.ai.hcp_length", low=6, high=9, length=5, suit=strain(m)), False, (6, 9), {s: 5}),
        Option("3N", lambda h: h.hcp >= 13, msg("bridge.ai.no_major_to_play", min=13), False, (13, 17)),
        Option("2N", lambda h: 11 <= h.hcp <= 12, msg("bridge.ai.no_major_invites", low=11, high=12),
               False, (11, 12), invites=True),
        Option("1N", lambda h: 6 <= h.hcp <= 10, msg("bridge.ai.no_major", low=6, high=10), False, (6, 10)),
        Option("pass", lambda h: True, msg("bridge.ai.hcp", low=0, high=5), False, (0, 5)),
    ]
    return options


def notrump_responses() -> list[Option]:
    four_major = lambda h: 4 in (h.lengths[2], h.lengths[3]) and max(h.lengths[2:]) == 4  # noqa: E731
    options = [Option("2C", lambda h: h.hcp >= 8 and four_major(h), msg("bridge.ai.stayman", min=8),
                      True, (8, 37), forcing=True)]
    for s in (3, 2):
        m = SUITS[s]
        options += [
            Option(f"4{m}", (lambda s: lambda h: 10 <= h.hcp <= 15 and h.lengths[s] >= 6)(s),
                   msg("bridge.ai.to_play_hcp_length", low=10, high=15, length=6, suit=strain(m)),
                   False, (10, 15), {s: 6}),
            Option(f"3{m}", (lambda s: lambda h: 10 <= h.hcp <= 15 and h.lengths[s] == 5)(s),
                   msg("bridge.ai.five_game_forcing", low=10, high=15, suit=strain(m)), False,
                   (10, 15), {s: 5}, True)]
    options += [Option(f"2{SUITS[s]}", (lambda s: lambda h: h.hcp < 8 and h.lengths[s] >= 5
                                        and s == h.longest((1, 2, 3)))(s),
                       msg("bridge.ai.sign_off", low=0, high=7, length=5, suit=strain(SUITS[s])), False,
                       (0, 7), {s: 5}) for s in (3, 2, 1)]
    options += [
        Option("6N", lambda h: h.hcp >= 18, msg("bridge.ai.min_to_play", min=18), False, (18, 37)),
        Option("4N", lambda h: 16 <= h.hcp <= 17, msg("bridge.ai.invites_6nt", low=16, high=17),
               False, (16, 17)),
        Option("3N", lambda h: 10 <= h.hcp <= 15, msg("bridge.ai.hcp_to_play", low=10, high=15), False, (10, 15)),
        Option("2N", lambda h: 8 <= h.hcp <= 9, msg("bridge.ai.hcp_invites", low=8, high=9), False, (8, 9),
               invites=True),
        Option("pass", lambda h: True, msg("bridge.ai.hcp", low=0, high=7), False, (0, 7)),
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
            return [Option("6N", lambda h: h.hcp >= 21, msg("bridge.ai.maximum_accepts"), False, (21, 21)),
                    Option("pass", lambda h: True, msg("bridge.ai.minimum_declines"), False, (20, 20))]
        return [Option("pass", lambda h: True, msg("bridge.ai.nothing_more"))]
    if opening == "2C":
        return [Option("2N", lambda h: h.balanced, msg("bridge.ai.hcp_balanced", low=22, high=24), False, (22, 24)),
                *[Option(ctx.cheapest(SUITS[s]), (lambda s: lambda h: s == h.longest())(s),
                         msg("bridge.ai.natural_game_forcing", suit=strain(SUITS[s])),
                         False, (22, 37), {s: 5}, True) for s in (3, 2, 1, 0)]]
    if level(opening) >= 2 or response == "pass" or response == "3N" or level(response) >= 4:
        return [Option("pass", lambda h: True, msg("bridge.ai.nothing_more"))]
    if response == "2N":   # over a minor 11-12 balanced (invites), over a major 11+ (forcing)
        s = SUITS.index(o)
        if s >= 2:
            return [Option(f"4{o}", lambda h: h.lengths[s] >= 6, msg("bridge.ai.length_to_play", length=6,
                                                                     suit=strain(o)), False, (12, 21), {s: 6}),
                    Option("3N", lambda h: True, msg("bridge.ai.game_after_forcing_2nt"), False, (12, 21))]
        return [Option("3N", lambda h: h.hcp >= 14, msg("bridge.ai.min_accepts", min=14), False, (14, 21)),
                Option("pass", lambda h: True, msg("bridge.ai.minimum_declines"), False, (12, 13))]
    s = SUITS.index(o)
    r = response[1]
    if r == o:   # partner raised: 2-level 6-9, 3-level 10-12 (limit), so game needs 19+ / 14+
        need = {2: 19, 3: 14}.get(level(response), 99)
        game = f"4{o}" if s >= 2 else "3N"
        points = (lambda h: h.hcp + h.shortness()) if s >= 2 else (lambda h: h.hcp)  # noqa: E731
        raises = [Option(game, lambda h: points(h) >= need, msg("bridge.ai.game_together", min=25),
                         False, (need, 21))]
        if level(response) == 2:
            raises.append(Option(f"3{o}", lambda h: need - 3 <= points(h) < need,
                                 msg("bridge.ai.invites_game", low=16, high=18), False, (16, 18), invites=True))
        return raises + [Option("pass", lambda h: True, msg("bridge.ai.minimum"), False, (12, need - 1))]
    options: list[Option] = []
    if r in "HS" and level(response) == 1:
        t = SUITS.index(r)
        options += [Option(f"4{r}", lambda h: h.lengths[t] >= 4 and h.hcp + h.shortness() >= 19,
                           msg("bridge.ai.min_points_four", min=19, suit=strain(r)), False, (17, 21), {t: 4}),
                    Option(f"3{r}", lambda h: h.lengths[t] >= 4 and 16 <= h.hcp + h.shortness() <= 18,
                           msg("bridge.ai.points_four", low=16, high=18, suit=strain(r)), False, (15, 18), {t: 4}),
                    Option(f"2{r}", lambda h: h.lengths[t] >= 4,
                           msg("bridge.ai.points_four", low=12, high=15, suit=strain(r)), False, (12, 15), {t: 4})]
    if r in "HS" and level(response) == 2:   # a two-over-one in hearts (10+): game with 16+
        t = SUITS.index(r)
        options += [Option(f"4{r}", lambda h: h.lengths[t] >= 3 and h.hcp + h.shortness() >= 16,
                           msg("bridge.ai.min_points_length", min=16, length=3, suit=strain(r)),
                           False, (15, 21), {t: 3}),
                    Option(f"3{r}", lambda h: h.lengths[t] >= 3,
                           msg("bridge.ai.points_length", low=12, high=15, length=3, suit=strain(r)),
                           False, (12, 15), {t: 3})]
    if response == "1N":
        options += [Option("3N", lambda h: h.hcp >= 19, msg("bridge.ai.hcp", low=19, high=21), False, (19, 21)),
                    Option("2N", lambda h: 17 <= h.hcp <= 18, msg("bridge.ai.hcp_invites", low=17, high=18),
                           False, (17, 18), invites=True),
                    Option(f"2{o}", lambda h: h.lengths[s] >= 6, msg("bridge.ai.length_minimum", length=6,
                                                                     suit=strain(o)),
                           False, (12, 16), {s: 6}),
                    *[Option(f"2{SUITS[t]}", (lambda t: lambda h: h.lengths[t] >= 4 and not h.balanced)(t),
                             msg("bridge.ai.length", length=4, suit=strain(SUITS[t])), False, (12, 18), {t: 4})
                      for t in range(s)],
                    Option("pass", lambda h: True, msg("bridge.ai.minimum_balanced"), False, (12, 14))]
        return options
    own_rebid = ctx.cheapest(o)
    if level(response) == 2:
        options += [Option("3N", lambda h: h.balanced and h.hcp >= 18, msg("bridge.ai.hcp_balanced", low=18, high=19),
                           False, (18, 19)),
                    Option("2N", lambda h: h.balanced, msg("bridge.ai.hcp_balanced", low=12, high=14),
                           False, (12, 14))]
    else:
        options += [Option("2N", lambda h: h.balanced and 18 <= h.hcp <= 19,
                           msg("bridge.ai.hcp_balanced", low=18, high=19), False, (18, 19)),
                    Option("1N", lambda h: h.balanced and h.hcp <= 14, msg("bridge.ai.hcp_balanced", low=12, high=14),
                           False, (12, 14))]
    for t in (3, 2, 1, 0):   # a new suit: at the one level, or a lower suit up to the response's level (2+)
        bid = ctx.cheapest(SUITS[t])
        if t == s or SUITS[t] == r or bid is None or level(bid) > max(level(response), 2) \
                or not (t < s or level(bid) == 1):
            continue
        options.append(Option(bid, (lambda t: lambda h: h.lengths[t] >= 4)(t),
                              msg("bridge.ai.length", length=4, suit=strain(SUITS[t])), False, (12, 18), {t: 4}))
    options += [
        Option(own_rebid, lambda h: h.lengths[s] >= 5, msg("bridge.ai.length", length=5, suit=strain(o)),
               False, (12, 18), {s: 5}),
        Option(ctx.cheapest("N"), lambda h: True, msg("bridge.ai.nothing_better"), False, (12, 18)),
    ]
    return options


def notrump_rebids(response: str) -> list[Option]:
    if response == "2C":
        return [Option("2H", lambda h: h.lengths[2] >= 4, msg("bridge.ai.length", length=4, suit=strain("H")),
                       False, (15, 17), {2: 4}),
                Option("2S", lambda h: h.lengths[3] >= 4,
                       msg("bridge.ai.length_not_four", length=4, suit=strain("S"), other=strain("H")),
                       False, (15, 17), {3: 4}),
                Option("2D", lambda h: True, msg("bridge.ai.no_four_card_major"), True, (15, 17))]
    if response == "2N":
        return [Option("3N", lambda h: h.hcp >= 16, msg("bridge.ai.hcp_accepts", low=16, high=17), False, (16, 17)),
                Option("pass", lambda h: True, msg("bridge.ai.hcp_declines", hcp=15), False, (15, 15))]
    if response in ("3H", "3S"):
        t = SUITS.index(response[1])
        return [Option(f"4{response[1]}", lambda h: h.lengths[t] >= 3,
                       msg("bridge.ai.length", length=3, suit=strain(response[1])), False, (15, 17), {t: 3}),
                Option("3N", lambda h: True, msg("bridge.ai.at_most_two", suit=strain(response[1])),
                       False, (15, 17))]
    if response == "4N":
        return [Option("6N", lambda h: h.hcp >= 16, msg("bridge.ai.hcp_accepts", low=16, high=17), False, (16, 17)),
                Option("pass", lambda h: True, msg("bridge.ai.hcp_declines", hcp=15), False, (15, 15))]
    return [Option("pass", lambda h: True, msg("bridge.ai.nothing_more"))]


def stayman_continuations(ctx: Ctx) -> list[Option]:
    answer = ctx.partner_calls[-1]
    options = []
    if answer in ("2H", "2S"):
        t = SUITS.index(answer[1])
        options += [Option(f"4{answer[1]}", lambda h: h.lengths[t] >= 4 and h.hcp >= 10,
                           msg("bridge.ai.game_four_support"), False, (10, 15), {t: 4}),
                    Option(f"3{answer[1]}", lambda h: h.lengths[t] >= 4, msg("bridge.ai.invites_four_support"),
                           False, (8, 9), {t: 4}, invites=True)]
    options += [Option("3N", lambda h: h.hcp >= 10, msg("bridge.ai.hcp_to_play", low=10, high=15), False, (10, 15)),
                Option("2N", lambda h: True, msg("bridge.ai.hcp_invites", low=8, high=9), False, (8, 9),
                       invites=True)]
    return options
