"""Which part of the bridge AI's system applies to a call (opening,
response, rebid, Stayman, overcall, advance, contested response) and what
partner's calls showed. A situation gives a list of Options in priority
order whose calls depend on the auction only, so one list serves both to
choose (the first option whose test holds) and to explain (every option
with that call: the explanation never looks at a hand); None means a later
call, placed by placement.plan. Conditions on the auction are applied when
the list is built, never inside an option's hand test, so that no option
listed is impossible in the auction it is listed for."""
from __future__ import annotations

from talong.games.bridge.auction import BID_RANK

from .bidding import opening_options, rebid_options, response_options, stayman_continuations
from .competition import advance_options, contested_response_options, overcall_options
from .hand import SUITS, Ctx, level
from .options import Option


def situation(ctx: Ctx) -> list[Option] | None:
    """The option list of the current situation, or None for a later call
    (placed by `plan`). Only options whose call is legal now are listed
    (an option may name no call, or an insufficient one, when the auction
    is high)."""
    options = _situation(ctx)
    if options is None:
        return None
    return [o for o in options if o.call in ctx.legal]


def _situation(ctx: Ctx) -> list[Option] | None:
    if ctx.opening is None:
        return opening_options()
    opener, opening = ctx.opening
    # every call other than pass counts as having acted (a double or redouble too)
    my_acts = [c for c in ctx.my_calls if c != "pass"]
    partner_acts = [c for c in ctx.partner_calls if c != "pass"]
    partner_last = ctx.partner_calls[-1] if ctx.partner_calls else None
    if opener == ctx.partner and not my_acts and not ctx.theirs and ctx.last_bid == ctx.opening:
        return response_options(ctx)
    if opener == ctx.partner and not my_acts and opening[1] != "N" and level(opening) == 1 \
            and len(partner_acts) == 1 and ctx.theirs:
        return contested_response_options(ctx)
    if opener == ctx.me and len(my_acts) == 1 and len(partner_acts) == 1 and not ctx.theirs \
            and partner_last in BID_RANK:
        return rebid_options(ctx)
    if opener == ctx.partner and opening == "1N" and my_acts == ["2C"] and len(partner_acts) == 2 \
            and not ctx.theirs and partner_last in BID_RANK:
        return stayman_continuations(ctx)
    if opener % 2 != ctx.side and not my_acts and not partner_acts and ctx.last_bid[0] % 2 != ctx.side:
        return overcall_options(ctx)
    if opener % 2 != ctx.side and not my_acts and len(partner_acts) == 1 and partner_last in (*BID_RANK, "double"):
        return advance_options(ctx)
    return None


def partner_shows(ctx: Ctx) -> tuple[int, int, dict[int, int], bool, bool]:
    """Partner's HCP range, shown suit lengths, and whether partner's last
    call is forcing or invites game, read through our own system. A call that several
    options share shows only what all of them show."""
    low, high, forcing, invites = 0, 37, False, False
    shows: dict[int, int] = {}
    for index, (seat, call) in enumerate(ctx.calls):
        if seat != ctx.partner:
            continue
        options = situation(ctx.prefix(index))
        matching = [o for o in options or () if o.call == call]
        forcing = any(o.forcing for o in matching)
        invites = any(o.invites for o in matching)
        if not matching:
            if call in BID_RANK and call[1] != "N":
                s = SUITS.index(call[1])
                shows[s] = max(shows.get(s, 0), 4)
            continue
        low = max(low, min(o.hcp[0] for o in matching))
        high = min(high, max(o.hcp[1] for o in matching))
        for s in range(4):
            n = min(o.shows.get(s, 0) for o in matching)
            if n:
                shows[s] = max(shows.get(s, 0), n)
    return low, max(low, high), shows, forcing, invites

