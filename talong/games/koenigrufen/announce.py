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

from talong.core.engine import IllegalAction
from talong.i18n import Message, msg
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


def announce_refusal(state, seat: int, key: str) -> Message | None:
    """Why `seat` may not declare figure `key` now (a catalogue message), or None."""
    if key not in allowed_figures(state.contract):
        figure = FIGURE_BY_KEY[key].name if key in FIGURE_BY_KEY else key
        return msg("koenigrufen.refusal.not_a_figure_of", figure=figure, game=state.contract.name)
    if key in state.declared:
        return msg("koenigrufen.refusal.already_declared", figure=FIGURE_BY_KEY[key].name)
    side = side_of(state, seat)
    if key == "kungultimo":
        if side != "D" or not state.hands[seat] >> state.called_king & 1:
            return msg("koenigrufen.refusal.kungultimo_holder")
        return None
    if side == "O":
        if not side_public(state, seat):
            return msg("koenigrufen.refusal.side_not_known")
        if key == "valat" and state.kontra.get("game", 0):
            return msg("koenigrufen.refusal.valat_after_kontra")
    return None


def kontra_refusal(state, seat: int, item: str, level: int) -> Message | None:
    """Why `seat` may not say kontra (level 1), rekontra (2) or subkontra (3)
    on `item` now (a catalogue message), or None."""
    owner = item_owner(state, item)
    if owner is None:
        return msg("koenigrufen.refusal.not_kontrable", item=repr(item))
    side = side_of(state, seat)
    name = KONTRA_NAMES[level - 1]
    if level > 3:
        return msg("koenigrufen.refusal.kontra_max")
    if state.kontra.get(item, 0) != level - 1:
        return msg("koenigrufen.refusal.kontra_level", name=name, count=state.kontra.get(item, 0))
    if level == 2:
        if side != owner:
            return msg("koenigrufen.refusal.rekontra_side")
    elif side == owner:
        return msg("koenigrufen.refusal.kontra_side")
    if level == 1 and side == "O" and state.declared.get("valat", ("",))[0] == "O":
        return msg("koenigrufen.refusal.valat_no_kontra")
    return None


def apply_item(state, seat: int, action: str) -> None:
    """Apply one item to the (copied) `state`; raises IllegalAction with the reason."""
    parts = action.split()
    verb = parts[0] if parts else ""
    if state.contract.kind == NEGATIVE:
        return _apply_negative(state, seat, parts, action)
    if verb == "announce" and len(parts) == 2:
        why = announce_refusal(state, seat, parts[1]) if parts[1] in FIGURE_BY_KEY else \
            msg("koenigrufen.refusal.unknown_figure", figure=repr(parts[1]), figures=", ".join(FIGURE_BY_KEY))
        if why:
            raise IllegalAction(why, RULE_ANN)
        side = side_of(state, seat)
        state.declared = {**state.declared, parts[1]: (side, seat)}
        _reveal(state, seat, side)
        return
    if verb in KONTRA_NAMES and len(parts) == 2:
        level = KONTRA_NAMES.index(verb) + 1
        why = kontra_refusal(state, seat, parts[1], level)
        if why:
            raise IllegalAction(why, RULE_ANN)
        state.kontra = {**state.kontra, parts[1]: level}
        _reveal(state, seat, side_of(state, seat))
        return
    raise IllegalAction(msg("koenigrufen.refusal.not_a_declaration", action=repr(action)), RULE_ANN)


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
    raise IllegalAction(msg("koenigrufen.refusal.negative_kontra", action=repr(action)), RULE_ANN)
