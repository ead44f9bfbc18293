"""The round of declarations and kontras (p.14-15 "Deklarationer och
kontringar", p.16 bei, p.18 Valat by the opponents; checklist KR-G01…G27).

An item is the game or a declared figure. Each item has an owner side ("D":
the declarer's side, "O": the opponents) and a kontra level 0-3 (kontra ×2,
rekontra ×4, subkontra ×8). In negative games a kontra is "ad personam": the
level is kept per (declarer, opponent) pair and the item is named
``game-<declarer seat>``. A turn is several items, one action each, closed by
"done" (or "pass" when the seat said nothing); three passes in a row end it.
"""
from __future__ import annotations

from .tables import FIGURE_BY_KEY, KONTRA_NAMES, NEGATIVE, allowed_figures

RULE_ANN = "koenigrufen-stockholms-wirasallskap.txt p.14 Deklarationer och kontringar"
RULE_VALAT_OPP = "koenigrufen-stockholms-wirasallskap.txt p.18 Valat av motspelarna"


def side_of(state, seat: int) -> str:
    return "D" if seat in state.declarers or seat == state.partner else "O"


def side_public(state, seat: int) -> bool:
    """KR-G15: it is known which side `seat` is on, from public facts only."""
    if seat in state.declarers or state.revealed or not state.contract.call or state.king_seen_in_talon:
        return True
    return bool(state.known >> seat & 1)


def game_owner(state) -> str:
    return "O" if state.declared.get("valat", ("D",))[0] == "O" else "D"


def item_owner(state, item: str) -> str | None:
    if item == "game":
        return game_owner(state)
    if item == "valat":
        return None          # "Valat som kontras tillsammans med spelet"
    entry = state.declared.get(item)
    return entry[0] if entry else None


def legal_items(state, seat: int) -> list[str]:
    """Every item `seat` may say now, in a fixed order."""
    out = []
    if state.contract.kind == NEGATIVE:
        for d in state.declarers:
            key = f"game-{d}"
            if seat != d and state.neg_kontra.get((d, seat), 0) == 0:
                out.append(f"kontra {key}")
            if seat != d and state.neg_kontra.get((d, seat), 0) == 2:
                out.append(f"subkontra {key}")
            if seat == d:
                for o in range(4):
                    if o != d and state.neg_kontra.get((d, o), 0) == 1:
                        out.append(f"rekontra {key} {o}")
        return out
    # The same tests as announce_refusal / kontra_refusal, with the seat's
    # side worked out once: this list is built for every decision.
    side = side_of(state, seat)
    public = side == "D" or side_public(state, seat)
    declared = state.declared
    kontra = state.kontra
    for key in allowed_figures(state.contract):
        if key in declared:
            continue
        if key == "kungultimo":
            if side == "D" and state.hands[seat] >> state.called_king & 1:
                out.append("announce kungultimo")
        elif side == "D" or (public and (key != "valat" or not kontra.get("game", 0))):
            out.append(f"announce {key}")
    opp_valat = declared.get("valat", ("",))[0] == "O"
    owner = "O" if opp_valat else "D"
    for item in ("game", *declared):
        if item == "valat":
            continue
        if item != "game":
            owner = declared[item][0]
        level = kontra.get(item, 0)
        if level == 3:
            continue
        if level == 1:
            if side == owner:
                out.append(f"rekontra {item}")
        elif side != owner and not (level == 0 and side == "O" and opp_valat):
            out.append(f"{KONTRA_NAMES[level]} {item}")
    return out


def announce_refusal(state, seat: int, key: str) -> str | None:
    if key not in allowed_figures(state.contract):
        return f"{key} is not a figure of {state.contract.name}"
    if key in state.declared:
        return f"{FIGURE_BY_KEY[key].name} has already been declared (only one side may declare a figure)"
    side = side_of(state, seat)
    if key == "kungultimo":
        if side != "D" or not state.hands[seat] >> state.called_king & 1:
            return "kung ultimo may only be declared by the player holding the called king"
        return None
    if side == "O":
        if not side_public(state, seat):
            return ("an opponent may declare only when it is known which side he is on: the declarer plays "
                    "alone, the partner has declared, or he has said kontra himself")
        if key == "valat" and state.kontra.get("game", 0):
            return "the opponents may not declare Valat on a game they have already kontra'd"
    return None


def kontra_refusal(state, seat: int, item: str, level: int) -> str | None:
    owner = item_owner(state, item)
    if owner is None:
        return f"{item!r} is not an item that can be kontra'd now (Valat is kontra'd with the game)"
    side = side_of(state, seat)
    name = KONTRA_NAMES[level - 1]
    if level > 3:
        return "no more than kontra, rekontra and subkontra"
    if state.kontra.get(item, 0) != level - 1:
        return f"{name} needs the level before it: the item is at {state.kontra.get(item, 0)} doublings"
    if level == 2:
        if side != owner:
            return "only the side whose game or declaration was kontra'd may say rekontra"
    elif side == owner:
        return "kontra and subkontra are said by the other side than the one who made the game or declaration"
    if level == 1 and side == "O" and state.declared.get("valat", ("",))[0] == "O":
        return "the opponents declared Valat and may no longer say kontra"
    return None


def apply_item(state, seat: int, action: str) -> None:
    """Apply one item to the (copied) `state`; raises ValueError with the reason."""
    parts = action.split()
    verb = parts[0] if parts else ""
    if state.contract.kind == NEGATIVE:
        return _apply_negative(state, seat, parts, action)
    if verb == "announce" and len(parts) == 2:
        why = announce_refusal(state, seat, parts[1]) if parts[1] in FIGURE_BY_KEY else \
            f"unknown figure {parts[1]!r}"
        if why:
            raise ValueError(why)
        side = side_of(state, seat)
        state.declared = {**state.declared, parts[1]: (side, seat)}
        _reveal(state, seat, side)
        return
    if verb in KONTRA_NAMES and len(parts) == 2:
        level = KONTRA_NAMES.index(verb) + 1
        why = kontra_refusal(state, seat, parts[1], level)
        if why:
            raise ValueError(why)
        state.kontra = {**state.kontra, parts[1]: level}
        _reveal(state, seat, side_of(state, seat))
        return
    raise ValueError(f"{action!r} is not a declaration: expected announce <figure>, kontra/rekontra/subkontra "
                     "<item>, or done/pass")


def _reveal(state, seat: int, side: str) -> None:
    """Saying something shows the seat's side (KR-G15 ii, iii)."""
    if seat == state.partner:
        state.revealed = True
    state.known |= 1 << seat


def _apply_negative(state, seat: int, parts: list[str], action: str) -> None:
    if len(parts) >= 2 and parts[1].startswith("game-") and parts[1][5:].isdigit():
        d = int(parts[1][5:])
        if d in state.declarers:
            if parts[0] == "kontra" and len(parts) == 2 and seat != d and state.neg_kontra.get((d, seat), 0) == 0:
                state.neg_kontra = {**state.neg_kontra, (d, seat): 1}
                return
            if parts[0] == "subkontra" and len(parts) == 2 and seat != d and state.neg_kontra.get((d, seat), 0) == 2:
                state.neg_kontra = {**state.neg_kontra, (d, seat): 3}
                return
            if parts[0] == "rekontra" and len(parts) == 3 and seat == d and parts[2].isdigit() \
                    and state.neg_kontra.get((d, int(parts[2])), 0) == 1:
                state.neg_kontra = {**state.neg_kontra, (d, int(parts[2])): 2}
                return
    raise ValueError(f"{action!r}: in a negative game only the game can be kontra'd, ad personam: an opponent says "
                     "kontra game-<declarer>, the declarer rekontra game-<declarer> <opponent>, the opponent "
                     "subkontra game-<declarer>")
