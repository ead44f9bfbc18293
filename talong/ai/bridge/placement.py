"""Later calls of the bridge AI: place the contract from the combined
strength (own HCP + partner's shown minimum) and the best fit (own length +
partner's shown length), or compete and double in a contested auction.

Targets: slam at 33+ combined (6 of a major fit, else 6NT), game at 25+
(4 of a major fit, else 3NT), otherwise stay low. In competition, bid on by
the number of trumps held together (level <= trumps - 6), and double the
opponents for penalty with length and honours in their suit.
"""
from __future__ import annotations

from talong.games.bridge.auction import BID_RANK
from talong.i18n import Message, msg

from .hand import STRAINS, SUITS, Ctx, Hand, level
from .options import strain
from .system import partner_shows


def _sufficient(ctx: Ctx, bid: str | None) -> bool:
    return bid is not None and bid in ctx.legal


def plan(ctx: Ctx, h: Hand) -> tuple[str, Message]:
    """(call, reason) for a call the opening/response/rebid situations do
    not cover. The reason says why this hand chose the call (it depends on
    the hand): it is never shown to the table, whose explanation is
    `describe_later` (the auction only)."""
    low, high, shows, forcing, invites = partner_shows(ctx)
    # Partner's strength: the middle of a limited range, else the minimum; an
    # invitation is accepted with a maximum.
    partner = (low + high) // 2 if high - low <= 6 else low
    combined = h.hcp + partner + (1 if invites else 0)
    fit = [h.lengths[s] + shows.get(s, 0) for s in range(4)]
    best = max(range(4), key=lambda s: (fit[s] >= 8, s >= 2 and fit[s] >= 8, fit[s], s))
    has_fit = fit[best] >= 8
    if has_fit and best >= 2:
        combined += h.shortness()   # ruffing values count once a major fit is found
    target = None
    if combined >= 33:
        target = f"6{SUITS[best]}" if has_fit and best >= 2 else "6N"
    elif combined >= 25:
        target = f"4{SUITS[best]}" if has_fit and best >= 2 else "3N"
    if _sufficient(ctx, target) and (ctx.our_contract() or ctx.last_bid is None or target[1] != "N"
                                     or h.stopper(STRAINS.index(ctx.last_bid[1][1]) % 4)):
        if target[0] == "6":
            return target, msg("bridge.ai.slam_together", min=33)
        return target, msg("bridge.ai.game_hcp_together", min=25)
    if ctx.last_bid is None or ctx.our_contract():
        current = ctx.last_bid[1] if ctx.last_bid else None
        fits_now = current is not None and (current[1] == "N" or fit[STRAINS.index(current[1])] >= 7)
        if has_fit and not fits_now and current is not None:
            bid = ctx.cheapest(SUITS[best])
            if _sufficient(ctx, bid) and level(bid) <= max(2, fit[best] - 6):
                return bid, msg("bridge.ai.corrects_to_fit", length=8)
        partner_suits = [c[1] for c in ctx.partner_calls if c in BID_RANK and c[1] != "N"]
        if len(partner_suits) >= 2 and current is not None and current[1] == partner_suits[-1] \
                and ctx.last_bid[0] == ctx.partner:
            first, second = SUITS.index(partner_suits[0]), SUITS.index(partner_suits[-1])
            bid = ctx.cheapest(partner_suits[0])
            if h.lengths[first] > h.lengths[second] and _sufficient(ctx, bid) and level(bid) <= 3:
                return bid, msg("bridge.ai.preference", suit=strain(SUITS[first]))
        long = h.longest()
        bid = ctx.cheapest(SUITS[long])
        if not fits_now and current is not None and (h.lengths[long] >= 6 or (h.lengths[long] >= 5 and h.hcp >= 15)) \
                and _sufficient(ctx, bid) and level(bid) <= (4 if h.hcp >= 16 else 3):
            return bid, msg("bridge.ai.own_long_suit", length=6, suit=strain(SUITS[long]), min=15)
        if forcing and ctx.partner_calls and ctx.partner_calls[-1] != "pass":
            for bid in (ctx.cheapest(SUITS[best]) if has_fit else None, ctx.cheapest("N"),
                        ctx.cheapest(SUITS[h.longest()])):
                if _sufficient(ctx, bid):
                    return bid, msg("bridge.ai.cheapest_after_forcing")
        return "pass", msg("bridge.ai.content")
    # the opponents' contract
    their = ctx.last_bid[1]
    s = STRAINS.index(their[1])
    if "double" in ctx.legal and level(their) >= 2:
        trumps_held = s < 4 and h.lengths[s] >= 4 and h.good_suit(s)
        if (trumps_held and combined >= 20) or (their[1] == "N" and h.hcp >= 15 and combined >= 21):
            return "double", msg("bridge.ai.penalty_double")
    if "double" in ctx.legal and their[1] != "N" and level(their) <= 2 and h.lengths[s] >= 4 \
            and h.stopper(s) and combined >= 22:
        return "double", msg("bridge.ai.penalty_double")
    n = ctx.cheapest("N")
    if not has_fit and their[1] != "N" and h.stopper(s) and combined >= 22 and _sufficient(ctx, n) \
            and level(n) <= (3 if combined >= 25 else 2):
        return n, msg("bridge.ai.stopper")
    if has_fit:
        bid = ctx.cheapest(SUITS[best])
        if combined >= 25 and best >= 2 and _sufficient(ctx, f"4{SUITS[best]}"):
            return f"4{SUITS[best]}", msg("bridge.ai.game_in_fit")
        if _sufficient(ctx, bid) and level(bid) <= fit[best] - 6 and combined >= 17:
            return bid, msg("bridge.ai.competes_fit", length=8)
    long = h.longest()
    bid = ctx.cheapest(SUITS[long])
    if h.lengths[long] >= 6 and h.hcp >= 10 and _sufficient(ctx, bid) and level(bid) <= h.lengths[long] - 4:
        return bid, msg("bridge.ai.competes_long", length=6, suit=strain(SUITS[long]), min=10)
    return "pass", msg("bridge.ai.nothing_more")


def describe_generic(call: str) -> Message:
    """A call the system has no option for, read plainly: pass, double,
    redouble, a bid as natural."""
    if call in ("pass", "double", "redouble"):
        return msg(f"bridge.ai.{call}")
    if call in BID_RANK:
        return msg("bridge.ai.natural", suit=strain(call[1]))
    return msg("bridge.call.other", call=call)


def describe_later(ctx: Ctx, call: str) -> Message:
    """What a later call (one `plan` places) means by agreement, read from
    the auction alone - never from a hand (Law 20F, Law 40): pass is
    content, a double of the opponents' contract is for penalty (the only
    double `plan` makes), a bid is natural (six and seven are slams)."""
    if call == "pass":
        return msg("bridge.ai.nothing_more")
    if call == "double" and ctx.last_bid is not None and not ctx.our_contract():
        return msg("bridge.ai.penalty_double")
    if call in BID_RANK and level(call) >= 6:
        slam = "bridge.ai.grand_slam" if level(call) == 7 else "bridge.ai.small_slam"
        return msg(slam, suit=strain(call[1]))
    return describe_generic(call)
