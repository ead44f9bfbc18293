"""Königrufen settlement, line by line (p.17-19 "Vinst och förlust", p.20
tables; SPEC.md "Königrufen: decisions"). Every line is a payment between
sides and sums to zero, so the deal does.

Units: spelpoäng. Card points are in thirds (rules: 35/2 = 107 thirds wins).
"""
from __future__ import annotations

from typing import Any

from talong.i18n import Message, msg

from talong.core.tarock import KINGS, MATADORS, TOTAL_THIRDS, points_text, thirds
from .tables import (CONTRACT_BY_KEY, FIGURE_BY_KEY, GRAMMELN_THIRDS, GROSSGRAMMELN_THIRDS, KONTRA_NAMES,
                     NEGATIVE, NUM_SEATS, SOLO_FIGURE_FACTOR, TRISCHAKEN, WIN_THIRDS, BORGMASTARE_THIRDS,
                     allowed_figures)
from .texts import figure_name

_OUTCOME = {True: "koenigrufen.won", False: "koenigrufen.lost"}
BIRD_TARGET = {"kakadu": 10, "uhu": 11, "pagatultimo": 12, "kungultimo": 12}
THRESHOLD = {"grammeln": GRAMMELN_THIRDS, "grossgrammeln": GROSSGRAMMELN_THIRDS}


def _line(text: Message, amounts: list[int]) -> dict[str, Any]:
    return {"msg": text, "amounts": list(amounts)}


def _kontra_text(level: int) -> str:
    return "" if not level else f" ({KONTRA_NAMES[level - 1]} ×{2 ** level})"


def side_payment(d_seats: list[int], sign_d: int, unit: int) -> list[int]:
    """The declaring side `d_seats` receives `unit` × sign from the others as
    the text pays the game: alone, from each of three; with a partner, each
    opponent pays one of the pair."""
    amounts = [0] * NUM_SEATS
    others = [s for s in range(NUM_SEATS) if s not in d_seats]
    if len(d_seats) == 1:
        amounts[d_seats[0]] = 3 * unit * sign_d
    else:
        for s in d_seats:
            amounts[s] = unit * sign_d
    for s in others:
        amounts[s] = -unit * sign_d
    return amounts


def settle(state) -> dict[str, Any]:
    c = state.contract
    if c.kind == TRISCHAKEN:
        return _trischaken(state)
    if c.kind == NEGATIVE:
        return _negative(state)
    return _positive(state)


def _base(state, lines) -> dict[str, Any]:
    returns = [sum(line["amounts"][s] for line in lines) for s in range(NUM_SEATS)]
    return {"contract": state.contract.key, "contract_name": state.contract.name,
            "declarers": list(state.declarers), "forehand": state.forehand,
            "lines": lines, "returns": returns, "tricks": list(state.won),
            "played_tricks": len(state.tricks), "ended_early": state.ended_early}


# --- positive games -----------------------------------------------------------
def _positive(state) -> dict[str, Any]:
    c, d = state.contract, state.declarer
    side_d = [d] + ([state.partner] if state.partner is not None else [])
    side_o = [s for s in range(NUM_SEATS) if s not in side_d]
    decl_share, opp_share = state.decl_share, state.opp_share
    king_found = c.talon == "solo" and c.call and state.king_in_talon
    if king_found:        # Solorufer: the declarer gets the half where the called king lay (p.15)
        half = 0 if state.called_king in state.talon[:3] else 1
        moved = sum(1 << x for x in state.talon[3 * half:3 * half + 3])
        decl_share, opp_share = decl_share | moved, opp_share & ~moved
    pile_d = decl_share | _piles(state, side_d)
    pile_o = opp_share | _piles(state, side_o)
    tricks_d = sum(state.won[s] for s in side_d)
    played = len(state.tricks)
    valat_side = None
    if played == 12 and tricks_d == 12:
        valat_side = "D"
    elif played == 12 and tricks_d == 0:
        valat_side = "O"
    declared_valat = state.declared.get("valat", (None,))[0]
    if declared_valat and valat_side != declared_valat:
        valat_side = None     # a failed declared Valat: nobody "won with Valat" (KR-K07)
    if valat_side == "D":     # the loser's talon share counts to the won tricks (p.18)
        pile_d, pile_o = pile_d | pile_o, 0
    elif valat_side == "O":
        pile_o, pile_d = pile_o | pile_d, 0
    t_d, t_o = thirds(pile_d), thirds(pile_o)

    lines: list[dict[str, Any]] = []
    who = _who(state, side_d)
    lines.append(_line(who, [0] * NUM_SEATS))
    if state.gave_up:
        return _gave_up(state, lines, side_d)
    if state.farben_short:
        lost = c.lost_forehand if d == state.forehand else c.lost
        lines.append(_line(msg("koenigrufen.line.farben_short", name=c.name, lost=lost), side_payment(side_d, -1, lost)))
        return {**_base(state, lines), "won": False, "partner": state.partner, "card_points": None}

    if declared_valat == "D":
        won, mult = tricks_d == 12, 8
    elif declared_valat == "O":
        won, mult = tricks_d > 0, 8
    else:
        won = t_d >= WIN_THIRDS
        mult = 4 if valat_side else 1
    value = c.won if won else (c.lost_forehand if d == state.forehand else c.lost)
    kf = 2 ** state.kontra.get("game", 0)
    figures = _figures(state, side_d, pile_d, pile_o, t_d, t_o)
    silent_winner = [f for f in figures if not f["declared"] and f["side"] == valat_side and f["sign"] > 0]
    pay_valat = True
    if valat_side:
        alt = value * kf + sum(f["value"] for f in silent_winner)
        pay_valat = value * mult * kf >= alt
        if not pay_valat:
            mult = 1
    unit = value * mult * kf
    sign = 1 if won else -1
    lines.append(_line(msg("koenigrufen.line.points", declarers=points_text(t_d), opponents=points_text(t_o),
                           count=tricks_d), [0] * NUM_SEATS))
    valat = "" if mult == 1 else msg("koenigrufen.valat", mult=mult)
    level = _kontra_text(kf.bit_length() - 1)
    lines.append(_line(msg("koenigrufen.line.game", name=c.name, outcome=msg(_OUTCOME[won]), valat=valat, value=value,
                           level=level, unit=unit), side_payment(side_d, sign, unit)))
    for f in figures:
        if valat_side and not f["declared"] and pay_valat:
            continue          # with a Valat only declared figures are paid (p.18)
        if valat_side and not f["declared"] and f["side"] != valat_side:
            continue
        sign_d = f["sign"] if f["side"] == "D" else -f["sign"]
        kind = msg("koenigrufen.figure.declared" if f["declared"] else "koenigrufen.figure.silent")
        result = msg("koenigrufen.figure.made" if f["sign"] > 0 else "koenigrufen.figure.lost")
        owner = msg("koenigrufen.side.declarers" if f["side"] == "D" else "koenigrufen.side.opponents")
        lines.append(_line(msg("koenigrufen.line.figure", name=f["name"], kind=kind, result=result, owner=owner,
                               value=f["value"], level=_kontra_text(f["level"])),
                           side_payment(side_d, sign_d, f["value"])))
    out = _base(state, lines)
    out.update({"won": won, "partner": state.partner, "valat": valat_side, "king_in_talon": state.king_in_talon,
                "card_points": {"declarers": t_d, "opponents": t_o, "declarers_text": points_text(t_d),
                                "opponents_text": points_text(t_o)}})
    return out


def _piles(state, seats: list[int]) -> int:
    mask = 0
    for s in seats:
        mask |= state.piles_won[s]
    return mask


def _who(state, side_d: list[int]) -> Message:
    c, d = state.contract, state.declarer
    partner: Message | str = ""
    if c.call:
        if state.partner is not None:
            partner = msg("koenigrufen.who.partner", n=state.partner + 1)
        elif state.king_in_talon:
            partner = msg("koenigrufen.who.king_in_talon")
        else:
            partner = msg("koenigrufen.who.own_king")
    return msg("koenigrufen.line.who", name=c.name, n=d + 1, partner=partner)


def _gave_up(state, lines, side_d) -> dict[str, Any]:
    c = state.contract
    lines.append(_line(msg("koenigrufen.line.gave_up", name=c.name, lost=c.lost), side_payment(side_d, -1, c.lost)))
    if c.bird:
        f = FIGURE_BY_KEY[c.bird]
        lines.append(_line(msg("koenigrufen.line.gave_up_bird", name=f.name, value=f.declared),
                           side_payment(side_d, -1, f.declared)))
    return {**_base(state, lines), "won": False, "partner": None, "gave_up": True, "card_points": None}


def _figures(state, side_d, pile_d, pile_o, t_d, t_o) -> list[dict[str, Any]]:
    """Every figure that is paid: declared ones (made or lost) and silent ones
    made, plus failed silent attempts at a bird or kung ultimo (p.18)."""
    c = state.contract
    factor = SOLO_FIGURE_FACTOR if c.solo else 1
    out = []
    side_of = {s: ("D" if s in side_d else "O") for s in range(NUM_SEATS)}
    for key in allowed_figures(c):
        if key == "valat":
            continue
        fig = FIGURE_BY_KEY[key]
        declared = state.declared.get(key)
        level = state.kontra.get(key, 0) if declared else 0
        results = []    # (side, sign, declared)
        if key in ("trull", "kings"):
            cards = MATADORS if key == "trull" else KINGS
            holder = "D" if pile_d & cards == cards else "O" if pile_o & cards == cards else None
            if declared:
                results.append((declared[0], 1 if holder == declared[0] else -1, True))
            elif holder:
                results.append((holder, 1, False))
        elif key in THRESHOLD:
            made = {"D": t_d >= THRESHOLD[key], "O": t_o >= THRESHOLD[key]}
            if declared:
                results.append((declared[0], 1 if made[declared[0]] else -1, True))
            else:
                results += [(s, 1, False) for s in ("D", "O") if made[s]]
        else:
            card = state.called_king if key == "kungultimo" else fig.card
            target = BIRD_TARGET[key]
            player, wins = None, False
            if card is not None and len(state.tricks) >= target:
                leader, cards, winner, _fed = state.tricks[target - 1]
                if card in cards:
                    player = (leader + cards.index(card)) % NUM_SEATS
                    wins = side_of[winner] == side_of[player] if key == "kungultimo" else \
                        (leader + _winning_index(state, cards)) % NUM_SEATS == player
            if declared:
                ok = player == declared[1] and wins
                results.append((declared[0], 1 if ok else -1, True))
                if player is not None and side_of[player] != declared[0]:
                    results.append((side_of[player], 1 if wins else -1, False))
            elif player is not None:
                results.append((side_of[player], 1 if wins else -1, False))
        for side, sign, is_declared in results:
            base = fig.declared if is_declared else fig.silent
            out.append({"key": key, "name": figure_name(key), "side": side, "sign": sign, "declared": is_declared,
                        "level": level if is_declared else 0,
                        "value": base * factor * (2 ** level if is_declared else 1)})
    return out


def _winning_index(state, cards) -> int:
    from .rules import trick_winner
    return trick_winner(list(cards), state.contract.farben)


# --- negative games -----------------------------------------------------------
def _negative(state) -> dict[str, Any]:
    c = state.contract
    lines = []
    games = c.bei or (c.key,)
    outcome = []
    for d, game_key, target in zip(state.declarers, games, state.targets()):
        value = CONTRACT_BY_KEY[game_key].won if c.bei else c.won
        ok = state.won[d] == target
        outcome.append({"declarer": d, "game": game_key, "target": target, "tricks": state.won[d], "won": ok})
        name = CONTRACT_BY_KEY[game_key].name if c.bei else c.name
        lines.append(_line(msg("koenigrufen.line.negative", name=name, n=d + 1, count=state.won[d], target=target,
                               outcome=msg(_OUTCOME[ok]), value=value), [0] * NUM_SEATS))
        for o in range(NUM_SEATS):
            if o == d:
                continue
            level = state.neg_kontra.get((d, o), 0)
            unit = value * 2 ** level
            amounts = [0] * NUM_SEATS
            amounts[d] = unit if ok else -unit
            amounts[o] = -amounts[d]
            lines.append(_line(msg("koenigrufen.line.negative_opponent", n=o + 1, level=_kontra_text(level), unit=unit),
                               amounts))
    out = _base(state, lines)
    out.update({"won": all(x["won"] for x in outcome), "games": outcome, "partner": None})
    return out


# --- Trischaken ---------------------------------------------------------------
def _trischaken(state) -> dict[str, Any]:
    pts = [thirds(state.piles_won[s]) for s in range(NUM_SEATS)]
    most = max(pts)
    losers = [s for s in range(NUM_SEATS) if pts[s] == most]
    if state.forehand in losers:
        losers = [state.forehand]        # "förlorar bara förhand"
    jungfrur = [s for s in range(NUM_SEATS) if state.won[s] == 0]
    shown = [msg("koenigrufen.seat_points", n=s + 1, points=points_text(p)) for s, p in enumerate(pts)]
    lines = [_line(msg("koenigrufen.line.trischaken", points=shown), [0] * NUM_SEATS)]
    for loser in losers:
        factors, factor = [], 1   # game terms: the same words in both languages
        if pts[loser] >= BORGMASTARE_THIRDS:
            factor *= 2
            factors.append("borgmästare ×2")
        if jungfrur:
            factor *= 2
            factors.append("jungfru ×2")
        if loser == state.forehand:
            factor *= 2
            factors.append("förhand ×2")
        # «en spelpoäng till var och en av de övriga spelarna, d.v.s. han
        # förlorar sammanlagt 3 poäng»; with a jungfru the whole sum goes to
        # the jungfru or jungfrur (p.19): the line names the unit and the sum.
        total = 3 * factor
        amounts = [0] * NUM_SEATS
        amounts[loser] = -total
        if jungfrur:
            for j in jungfrur:
                amounts[j] += total // len(jungfrur)
        else:
            for s in range(NUM_SEATS):
                if s != loser:
                    amounts[s] += factor
        extra = f" ({', '.join(factors)})" if factors else ""
        if jungfrur:
            to = msg("koenigrufen.to.jungfru" if len(jungfrur) == 1 else "koenigrufen.to.jungfrur")
            text = msg("koenigrufen.line.trischaken_jungfru", n=loser + 1, factor=factor, extra=extra, total=total,
                       to=to)
        else:
            text = msg("koenigrufen.line.trischaken_loser", n=loser + 1, factor=factor, extra=extra, total=total)
        lines.append(_line(text, amounts))
    out = _base(state, lines)
    out.update({"won": None, "partner": None, "points": pts, "losers": losers, "jungfrur": jungfrur,
                "total_thirds": TOTAL_THIRDS})
    return out
