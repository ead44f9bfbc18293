"""Later calls of the bridge AI: place the contract from the combined
strength (own HCP + partner's shown minimum) and the best fit (own length +
partner's shown length), or compete and double in a contested auction.

Targets: slam at 33+ combined (6 of a major fit, else 6NT), game at 25+
(4 of a major fit, else 3NT), otherwise stay low. In competition, bid on by
the number of trumps held together (level <= trumps - 6), and double the
opponents for penalty with length and honours in their suit.
"""
from __future__ import annotations

from talong.games.bridge.auction import BID_RANK, STRAIN_NAMES_EN, STRAIN_NAMES_SV

from .system import partner_shows
from .hand import STRAINS, SUITS, Ctx, Hand, level


def _sufficient(ctx: Ctx, bid: str | None) -> bool:
    return bid is not None and bid in ctx.legal


def plan(ctx: Ctx, h: Hand) -> tuple[str, str, str]:
    """(call, text_sv, text_en) for a call the opening/response/rebid
    situations do not cover. The texts say why this hand chose the call
    (they depend on the hand): they are never shown to the table, whose
    explanation is `describe_later` (the auction only)."""
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
        kind_sv, kind_en = ("slam", "slam") if target[0] == "6" else ("utgång", "game")
        need = 33 if target[0] == "6" else 25
        return target, f"{kind_sv}: {need}+ hp tillsammans", f"{kind_en}: {need}+ HCP together"
    if ctx.last_bid is None or ctx.our_contract():
        current = ctx.last_bid[1] if ctx.last_bid else None
        fits_now = current is not None and (current[1] == "N" or fit[STRAINS.index(current[1])] >= 7)
        if has_fit and not fits_now and current is not None:
            bid = ctx.cheapest(SUITS[best])
            if _sufficient(ctx, bid) and level(bid) <= max(2, fit[best] - 6):
                return bid, "rättar till vår bästa färg (8+ kort tillsammans)", \
                    "corrects to our best fit (8+ cards together)"
        partner_suits = [c[1] for c in ctx.partner_calls if c in BID_RANK and c[1] != "N"]
        if len(partner_suits) >= 2 and current is not None and current[1] == partner_suits[-1] \
                and ctx.last_bid[0] == ctx.partner:
            first, second = SUITS.index(partner_suits[0]), SUITS.index(partner_suits[-1])
            bid = ctx.cheapest(partner_suits[0])
            if h.lengths[first] > h.lengths[second] and _sufficient(ctx, bid) and level(bid) <= 3:
                return bid, f"preferens för {STRAIN_NAMES_SV[first]}", f"preference for {STRAIN_NAMES_EN[first]}"
        long = h.longest()
        bid = ctx.cheapest(SUITS[long])
        if not fits_now and current is not None and (h.lengths[long] >= 6 or (h.lengths[long] >= 5 and h.hcp >= 15)) \
                and _sufficient(ctx, bid) and level(bid) <= (4 if h.hcp >= 16 else 3):
            return bid, f"egen lång färg: 6+ {STRAIN_NAMES_SV[long]} (eller 5 med 15+ hp)", \
                f"own long suit: 6+ {STRAIN_NAMES_EN[long]} (or five with 15+ HCP)"
        if forcing and ctx.partner_calls and ctx.partner_calls[-1] != "pass":
            for bid in (ctx.cheapest(SUITS[best]) if has_fit else None, ctx.cheapest("N"),
                        ctx.cheapest(SUITS[h.longest()])):
                if _sufficient(ctx, bid):
                    return bid, "billigaste naturliga bud efter partnerns krav", \
                        "cheapest natural call after partner's forcing bid"
        return "pass", "nöjd med kontraktet", "content with the contract"
    # the opponents' contract
    their = ctx.last_bid[1]
    s = STRAINS.index(their[1])
    if "double" in ctx.legal and level(their) >= 2:
        trumps_held = s < 4 and h.lengths[s] >= 4 and h.good_suit(s)
        if (trumps_held and combined >= 20) or (their[1] == "N" and h.hcp >= 15 and combined >= 21):
            return "double", "straffdubbling", "penalty double"
    if "double" in ctx.legal and their[1] != "N" and level(their) <= 2 and h.lengths[s] >= 4 \
            and h.stopper(s) and combined >= 22:
        return "double", "straffdubbling", "penalty double"
    n = ctx.cheapest("N")
    if not has_fit and their[1] != "N" and h.stopper(s) and combined >= 22 and _sufficient(ctx, n) \
            and level(n) <= (3 if combined >= 25 else 2):
        return n, "håll i deras färg", "stopper in their suit"
    if has_fit:
        bid = ctx.cheapest(SUITS[best])
        if combined >= 25 and best >= 2 and _sufficient(ctx, f"4{SUITS[best]}"):
            return f"4{SUITS[best]}", "utgång i vår färg", "game in our fit"
        if _sufficient(ctx, bid) and level(bid) <= fit[best] - 6 and combined >= 17:
            return bid, "konkurrerar: 8+ trumf tillsammans, nivå efter antal trumf", \
                "competes: 8+ trumps together, level by the number of trumps"
    long = h.longest()
    bid = ctx.cheapest(SUITS[long])
    if h.lengths[long] >= 6 and h.hcp >= 10 and _sufficient(ctx, bid) and level(bid) <= h.lengths[long] - 4:
        return bid, f"konkurrerar: 6+ {STRAIN_NAMES_SV[long]}, 10+ hp", \
            f"competes: 6+ {STRAIN_NAMES_EN[long]}, 10+ HCP"
    return "pass", "inget att tillägga", "nothing more to say"


def describe_generic(call: str) -> tuple[str, str]:
    if call == "pass":
        return "pass", "pass"
    if call in ("double", "redouble"):
        return ("dubbelt", "double") if call == "double" else ("redubbelt", "redouble")
    if call in BID_RANK:
        i = STRAINS.index(call[1])
        return f"naturligt, {STRAIN_NAMES_SV[i]}", f"natural, {STRAIN_NAMES_EN[i]}"
    return call, call


def describe_later(ctx: Ctx, call: str) -> tuple[str, str]:
    """What a later call (one `plan` places) means by agreement, read from
    the auction alone - never from a hand (Law 20F, Law 40): pass is
    content, a double of the opponents' contract is for penalty (the only
    double `plan` makes), a bid is natural (six and seven are slams)."""
    if call == "pass":
        return "inget att tillägga", "nothing more to say"
    if call == "double" and ctx.last_bid is not None and not ctx.our_contract():
        return "straffdubbling", "penalty double"
    if call in BID_RANK:
        i = STRAINS.index(call[1])
        if level(call) >= 6:
            kind_sv, kind_en = ("storslam", "grand slam") if level(call) == 7 else ("lillslam", "small slam")
            return f"{kind_sv} i {STRAIN_NAMES_SV[i]}, att spela", f"{kind_en} in {STRAIN_NAMES_EN[i]}, to play"
    return describe_generic(call)
