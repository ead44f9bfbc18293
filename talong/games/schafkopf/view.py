"""What one seat may see of a Schafkopf deal (the observer).

Public: the bids, the contract and called ace, every card played (the current
trick, the last trick, all finished tricks), tricks and card points taken per
seat, how many cards each seat still holds (8 less the cards it has played).
Private: the seat's own hand. The Rufer partner is shown only once the ace (or
its running away) has revealed him, or to the partner himself, who knows from
his hand. Another seat's cards never appear.

For the table on screen the view also carries `card_order`, the card order of
the deal (public, from the engine's tables; before a contract the Rufer order):
`trump_ranks` (the ranks that are trump in every suit, highest first: Ober,
Unter; Wenz: Unter), `rank_suits` (their order among themselves: Eichel, Gras,
Herz, Schellen), `trump_suit` (Herz in a Rufer, the Solo suit, none in Wenz)
and `plain_ranks` (a suit's other cards highest first; Wenz: the Ober between
König and 9). A browser sorts a hand with it without knowing any rule. It names
ranks and suits, never a card, so no card name in a view but the seat's own.
"""
from __future__ import annotations

from typing import Any

from .tables import HERZ, PACK, PLAIN_ORDER_OBER_GAME, PLAIN_ORDER_WENZ, SUIT_CODES, TRUMP_SUIT_ORDER, WENZ
from .texts import contract_message


def _trick(leader: int, cards, winner: int | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"leader": leader,
                           "cards": [{"seat": (leader + i) % 4, "card": PACK.name_of(c)} for i, c in enumerate(cards)]}
    if winner is not None:
        out["winner"] = winner
    return out


def _history(state) -> list[dict[str, Any]]:
    """Every action in order with its seat: the bids, then the cards played (all public)."""
    plays = [((l + i) % 4, c) for l, cards, _ in state.tricks for i, c in enumerate(cards)]
    plays += [((state.leader + i) % 4, c) for i, c in enumerate(state.trick)]
    return ([{"seat": s, "action": a} for s, a in state.bids]
            + [{"seat": s, "action": f"play {PACK.name_of(c)}"} for s, c in plays])


def card_order(contract, suit: int | None) -> dict[str, Any]:
    """The order of `contract_ranking` as ranks and suits (None: before a
    contract, the Rufer order)."""
    wenz = contract is not None and contract.family == WENZ
    trump_suit = None if wenz else suit if contract is not None and contract.choice == "suit" else HERZ
    return {"trump_ranks": ["U"] if wenz else ["O", "U"],
            "rank_suits": [SUIT_CODES[s] for s in TRUMP_SUIT_ORDER],
            "trump_suit": None if trump_suit is None else SUIT_CODES[trump_suit],
            "plain_ranks": list(PLAIN_ORDER_WENZ if wenz else PLAIN_ORDER_OBER_GAME)}


def view(state, seat: int | None) -> dict[str, Any]:
    contract = None
    if state.contract is not None:
        c = state.contract
        contract = {"key": c.key, "name": c.name, "order": c.order, "solo": c.solo, "tout": c.tout,
                    "suit": None if state.suit is None else SUIT_CODES[state.suit],
                    "declarer": state.declarer,
                    "msg": contract_message(c.key, state.suit)}
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
        "partner_revealed": state.revealed,   # public: the ace was played or ran away
        "trick": _trick(state.leader, state.trick) if state.phase == "play" else None,
        "last_trick": tricks[-1] if tricks else None,
        "tricks": tricks,
        # the public history in the engine-wide form (docs/architecture.md)
        "tricks_played": [{"leader": l, "cards": [[(l + i) % 4, PACK.name_of(c)] for i, c in enumerate(cards)],
                           "winner": w} for l, cards, w in state.tricks],
        "history": _history(state),
        "tricks_taken": list(state.won), "points_taken": list(state.points),
        "hand_sizes": [h.bit_count() for h in state.hands],
        "card_order": card_order(state.contract, state.suit),
    }
    if seat is not None and seat == state.to_move():
        out["bids_refused"] = state.refused_bids()   # why a greyed bid is greyed: the seat's own hand only
    if state.phase == "over":
        out["result"] = state.result()
    return out
