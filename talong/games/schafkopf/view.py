"""What one seat may see of a Schafkopf deal (the observer).

Public: the bids, the contract and called ace, every card played (the current
trick, the last trick, all finished tricks), tricks and card points taken per
seat. Private: the seat's own hand. The Rufer partner is shown only once the
ace (or its running away) has revealed him, or to the partner himself, who
knows from his hand. Another seat's hand never appears, not even as a count.
"""
from __future__ import annotations

from typing import Any

from .tables import PACK, SUIT_CODES
from .texts import contract_text


def _trick(leader: int, cards, winner: int | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"leader": leader,
                           "cards": [{"seat": (leader + i) % 4, "card": PACK.name_of(c)} for i, c in enumerate(cards)]}
    if winner is not None:
        out["winner"] = winner
    return out


def view(state, seat: int | None) -> dict[str, Any]:
    contract = None
    if state.contract is not None:
        c = state.contract
        contract = {"key": c.key, "name": c.name, "order": c.order, "solo": c.solo, "tout": c.tout,
                    "suit": None if state.suit is None else SUIT_CODES[state.suit],
                    "declarer": state.declarer,
                    "text_sv": contract_text(c.key, state.suit, "sv"),
                    "text_en": contract_text(c.key, state.suit, "en")}
    called_ace = SUIT_CODES[state.suit] + "A" if contract and contract["key"] == "rufer" else None
    partner = None
    if state.partner is not None and (state.revealed or seat == state.partner or state.phase == "over"):
        partner = state.partner
    hand = PACK.names(state.hands[seat]) if seat is not None else []
    tricks = [_trick(l, cards, w) for l, cards, w in state.tricks]
    out: dict[str, Any] = {
        "game": "schafkopf", "seat": seat, "phase": state.phase, "to_move": state.to_move(),
        "dealer": state.dealer, "forehand": state.forehand, "number": state.number,
        "hand": hand,
        "bids": [{"seat": s, "action": a} for s, a in state.bids],
        "contract": contract, "called_ace": called_ace, "partner": partner,
        "called_suit_led": state.called_led,
        "trick": _trick(state.leader, state.trick) if state.phase == "play" else None,
        "last_trick": tricks[-1] if tricks else None,
        "tricks": tricks,
        "tricks_taken": list(state.won), "points_taken": list(state.points),
    }
    if state.phase == "over":
        out["result"] = state.result()
    return out
