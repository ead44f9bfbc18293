"""What one seat may see of a Königrufen deal (the observer; KR-E03, KR-E12,
KR-F17, KR-H13, KR-H21).

Public: the auction, the contract and the call ("den fjärde kungen" hides the
suit from everyone but the declarer and the king's holder), both talon halves
once turned up in a half-talon game, taroks laid away face up, the
declarations and kontras, every card played with the tricks and their
winners (contract C3: ``tricks_played``), Trischaken's fed talon cards, and in
the ouverte games every hand from the lead to the second trick. Private: the
seat's own hand; the declarer's own discards (and the whole talon he took in
Sechserdreier). The partner is shown only once the called king is played or
a declaration reveals him, or to the partner himself; a declarer who called
his own king is told he plays alone (``own_king``), the others are not;
everything is shown when the deal is over. Trischaken has no declarer
(``contract.no_declarer``, KR-D21) and no talon halves: its talon goes to
the first six tricks (``talon.fed``).
"""
from __future__ import annotations

from typing import Any

from talong.core.cards import iter_cards
from talong.core.tarock import PACK_NAMES, SUIT_LETTERS
from .tables import FED, HALF, NUM_SEATS, PACK, TRISCHAKEN, WHOLE


def _names(mask: int) -> list[str]:
    return [PACK_NAMES[c] for c in iter_cards(mask)]


def _trick(leader: int, cards, winner: int | None = None, fed: int | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"leader": leader,
                           "cards": [[(leader + i) % NUM_SEATS, PACK_NAMES[c]] for i, c in enumerate(cards)]}
    if winner is not None:
        out["winner"] = winner
    if fed is not None:
        out["talon_card"] = PACK_NAMES[fed]
    return out


def view(state, seat: int | None) -> dict[str, Any]:
    over = state.phase == "over"
    c = state.contract
    declarer = state.declarer
    holder = seat is not None and state.called_king is not None and bool(state.start[seat] >> state.called_king & 1)
    knows_call = seat == declarer or over or holder or state.revealed or state.king_seen_in_talon
    called = None
    if state.called is not None:
        suit_public = not state.called_fourth or knows_call
        called = {"fourth": state.called_fourth,
                  "suit": SUIT_LETTERS[state.called] if suit_public else None}
    partner = None
    if state.partner is not None and (state.revealed or seat == state.partner or over):
        partner = state.partner
    alone_public = c is not None and (not c.call or state.king_seen_in_talon or
                                      (state.revealed and state.partner is None) or over)
    # A self-call (KR-E05): the declarer knows he holds the called king and
    # plays alone; the others learn it only when it becomes public (KR-E12).
    own_king = (c is not None and c.call and state.called is not None and state.partner is None
                and not state.king_in_talon and (seat == declarer or over))
    alone = c is not None and c.kind != TRISCHAKEN and state.partner is None and (alone_public or own_king)
    talon: dict[str, Any] | None = None
    if state.talon and c is not None:
        turned = c.talon == HALF and state.phase != "call"
        talon = {"halves_open": turned, "taken": state.half}
        if c.talon == FED:
            # Trischaken: no halves; the talon goes to the first six tricks,
            # one card each, face up (KR-F16, KR-H14).
            talon["fed"] = [PACK_NAMES[f] for _l, _c, _w, f in state.tricks if f is not None]
        elif turned or over:
            talon["top"] = [PACK_NAMES[x] for x in state.talon[:3]]
            talon["bottom"] = [PACK_NAMES[x] for x in state.talon[3:]]
        elif c.talon == WHOLE and seat == declarer:
            talon["cards"] = [PACK_NAMES[x] for x in state.talon]
    discards = {"count": state.discards.bit_count(), "shown": _names(state.shown)}
    if seat == declarer or over:
        discards["cards"] = _names(state.discards)
    hands_open = state.open_hands or over
    # The public history (docs/architecture.md, contract C3): every action in
    # order; another seat's face-down discard is the bare verb (KR-F04 «dolt»).
    history = [{"seat": s, "action": "discard" if a.startswith("discard ") and s != seat and not over
                and not state.shown >> PACK.parse(a.split()[1]) & 1 else a} for s, a in state.log]
    out: dict[str, Any] = {
        "game": "koenigrufen", "seat": seat, "phase": state.phase, "to_move": state.to_move(),
        "dealer": state.dealer, "forehand": state.forehand, "cutter": state.cutter, "number": state.number,
        "knocked": state.knocked,
        "piles_taken": [[s, p + 1] for p, s in enumerate(state.pile_owner) if s is not None] if state.knocked else [],
        "hand": _names(state.hands[seat]) if seat is not None else [],
        "hand_sizes": [h.bit_count() for h in state.hands],
        "history": history,
        "bids": [{"seat": s, "action": a} for s, a in state.auction.entries],
        "contract": None if c is None else {"key": c.key, "name": c.name, "kind": c.kind, "rank": c.rank,
                                            "declarers": list(state.declarers), "farben": c.farben,
                                            "ouverte": c.ouverte, "solo": c.solo,
                                            # KR-D21 «finns ingen egentlig spelförare»
                                            "no_declarer": c.kind == TRISCHAKEN},
        "declarer": declarer,
        "called": called, "partner": partner, "partner_revealed": state.revealed,
        "declarer_alone": True if alone else None,
        "own_king": True if own_king else None,
        "talon": talon, "discards": discards, "gave_up": state.gave_up,
        "announcements": [{"seat": s, "action": a} for s, a in state.ann_log],
        "declared": {k: {"side": v[0], "seat": v[1]} for k, v in state.declared.items()},
        "kontra": dict(state.kontra),
        "kontra_ad_personam": [[d, o, lvl] for (d, o), lvl in sorted(state.neg_kontra.items())],
        "trick": _trick(state.leader, state.trick) if state.phase == "play" else None,
        "tricks_played": [_trick(l, cards, w, f) for l, cards, w, f in state.tricks],
        "tricks_taken": list(state.won),
        "open_hands": {str(s): _names(state.hands[s]) for s in range(NUM_SEATS)} if hands_open else None,
    }
    out["last_trick"] = out["tricks_played"][-1] if out["tricks_played"] else None
    if over:
        out["result"] = state.result()
        out["talon_all"] = [PACK_NAMES[x] for x in state.talon]
    return out
