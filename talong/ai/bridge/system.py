"""Which part of the bridge AI's system applies to a call (opening,
response, rebid, Stayman, overcall, advance, contested response) and what
partner's calls showed. A situation gives a list of Options in priority
order whose calls depend on the auction only, so one list serves both to
choose (the first option whose test holds) and to explain (the first option
with that call); None means a later call, placed by placement.plan."""
from __future__ import annotations

from talong.games.bridge.auction import BID_RANK

from .bidding import opening_options, rebid_options, response_options, stayman_continuations
from .competition import advance_options, contested_response_options, overcall_options
from .hand import SUITS, Ctx, level
from .options import Option


def situation(ctx: Ctx) -> list[Option] | None:
    """The option list of the current situation, or None for a later call
    (placed by `plan`)."""
    if ctx.opening is None:
        return opening_options()
    opener, opening = ctx.opening
    my_bids = [c for c in ctx.my_calls if c != "pass"]
    partner_bids = [c for c in ctx.partner_calls if c != "pass"]
    if opener == ctx.partner and not my_bids and not ctx.theirs:
        return response_options(ctx)
    if opener == ctx.partner and not my_bids and opening[1] != "N" and level(opening) == 1 \
            and len(partner_bids) == 1 and ctx.theirs:
        return contested_response_options(ctx)
    if opener == ctx.me and len(my_bids) == 1 and len(partner_bids) == 1 and not ctx.theirs \
            and ctx.partner_calls[-1] != "pass":
        return rebid_options(ctx)
    if opener == ctx.partner and opening == "1N" and my_bids == ["2C"] and len(partner_bids) == 2 \
            and not ctx.theirs:
        return stayman_continuations(ctx)
    if opener % 2 != ctx.side and not my_bids and not partner_bids and ctx.last_bid[0] % 2 != ctx.side:
        return overcall_options(ctx)
    if opener % 2 != ctx.side and not my_bids and len(partner_bids) == 1 and ctx.partner_calls[-1] != "pass":
        return advance_options(ctx)
    return None


def partner_shows(ctx: Ctx) -> tuple[int, int, dict[int, int], bool, bool]:
    """Partner's HCP range, shown suit lengths, and whether partner's last
    call is forcing or invites game, read through our own system. A call that several
    options share shows only what all of them show."""
    low, high, shows, forcing, invites = 0, 37, {}, False, False
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


def explain_option(ctx: Ctx, call: str) -> Option | None:
    options = situation(ctx)
    if options is None:
        return None
    return next((o for o in options if o.call == call), None)
