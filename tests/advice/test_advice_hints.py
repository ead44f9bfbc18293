"""Hints (talong/ai/advice, issue 12 item 4: "on a position with a known best
move, the hint gives that move"; "the reason comes from its search") and
their hidden information (SPEC.md "Every game": hidden cards never leave
the server; a hint is built from the seat's view alone).

A known best move: late in a deal (two cards left in the hand to play), every
layout of the unseen cards the seat's view allows is drawn, and on each the
rest of the play is searched exhaustively through the engine itself
(`legal_actions` / `apply`, each seat maximizing its own side's result in the
hint's unit: tricks, card points, or in Königrufen's negative games and
Trischaken the settlement). A card that is strictly better than every other card on every
layout is the known best move; the hint must give it."""
from __future__ import annotations

import json
import random
import re

import pytest

from talong.ai import make_player
from talong.ai.advice import hint
from talong.ai.hooks import party as make_party
from talong.core.cards import PACKS, iter_cards
from talong.games import get_game

GAMES = ["vira", "schafkopf", "bridge", "koenigrufen"]


def side_value(state, seat: int) -> float:
    """The seat's side's result of a finished play, in the game's unit."""
    game = state.game
    if game == "schafkopf":
        side = {state.declarer, state.partner} - {None}
        ours = sum(state.points[s] for s in side)
        return ours if seat in side else 120 - ours
    if game == "vira":
        taken = state.tricks[state.declarer]
        low = bool(state.low) or state.bid.tricks is None
        return (taken if not low else -taken) * (1 if seat == state.declarer else -1)
    if game == "bridge":
        return state.won[seat % 2]
    if state.contract.kind == "positive":   # Königrufen: the side's card points, in thirds
        from talong.solvers.koenigrufen import declarer_side, side_thirds_so_far
        ours = side_thirds_so_far(state)
        return ours if seat in declarer_side(state) else 210 - ours
    return state.result()["returns"][seat]   # negative games, Trischaken: the settlement


def played_out(state) -> bool:
    return state.is_terminal() or not any(a.startswith("play ") for a in state.legal_actions())


def minimax(state) -> dict[int, float]:
    """Exhaustive play to the end: {seat: side value}, each mover maximizing its own."""
    if played_out(state):
        return {s: side_value(state, s) for s in range(state.num_seats)}
    mover = state.to_move()
    best = None
    for action in state.legal_actions():
        if action.startswith("play "):
            values = minimax(state.apply(action))
            if best is None or values[mover] > best[mover]:
                best = values
    return best


def known_best(game, state, seat: int, draws: int = 120) -> str | None:
    """The card strictly better than every other on every layout drawn from the seat's view."""
    view = state.view(seat)
    legal = [a for a in state.legal_actions() if a.startswith("play ")]
    rng = random.Random(7)
    layouts = {}
    for _ in range(draws):
        sample = game.resample(view, rng)
        layouts[repr(sample.deal_record()) + repr(getattr(sample, "hands", ""))] = sample
    best = None
    for sample in layouts.values():
        values = {a: minimax(sample.apply(a))[seat] for a in legal}
        top = max(values, key=values.get)
        if any(values[a] >= values[top] for a in legal if a != top) or best not in (None, top):
            return None
        best = top
    return best


def late_positions(name: str, wanted: int = 2):
    """Positions of deals played by the basic AI where the seat to move holds
    two cards, both legal, and one is the known best move."""
    game = get_game(name)
    found = []
    for seed in range(1, 80):
        state = make_party(game, {}, seed).next_deal()
        ai = [make_player(name, "basic", seed=s) for s in range(state.num_seats)]
        while not state.is_terminal():
            seat = state.to_move()
            view = state.view(seat)
            legal = state.legal_actions()
            plays = [a for a in legal if a.startswith("play ")]
            if len(plays) == 2 and len(view["hand"]) == 2 and view.get("phase") == "play":
                best = known_best(game, state, seat)
                if best is not None:
                    found.append((state, seat, best))
                    break
            state = state.apply(ai[seat].choose(view, legal))
        if len(found) >= wanted:
            return found
    return found


@pytest.mark.parametrize("name", GAMES)
def test_the_hint_gives_the_known_best_move(name):
    positions = late_positions(name)
    assert positions, f"no position with a known best move found in {name}"
    for state, seat, best in positions:
        got = hint(name, state.view(seat), state.legal_actions())
        assert got["action"] == best, (got, best)
        assert got["reason"]["id"] in ("advice.sure", "advice.best", "advice.target")
        assert got["values"][best] == max(got["values"].values())
        assert got["text"]["sv"] and got["text"]["en"]


def _names(name: str, state, seat: int) -> set[str]:
    """Cards in other seats' hands that the seat's view does not show."""
    pack = PACKS[get_game(name).info.pack]
    view_text = json.dumps(state.view(seat), ensure_ascii=False)
    shown = set(re.findall(r"[A-Za-z0-9]+", view_text))
    hands = state.hands   # one card set per seat (Vira: by seat, the sitter-out's empty)
    seats = hands.keys() if isinstance(hands, dict) else range(len(hands))
    others = [hands[s] for s in seats if s != seat]
    return {pack.name_of(c) for h in others for c in iter_cards(h)} - shown


@pytest.mark.parametrize("name", GAMES)
def test_a_hint_names_no_card_the_seat_cannot_see(name):
    game = get_game(name)
    checked = 0
    for seed in range(1, 6):
        state = make_party(game, {}, seed).next_deal()
        rng = random.Random(seed)
        ai = [make_player(name, "basic", seed=s) for s in range(state.num_seats)]
        while not state.is_terminal():
            seat = state.to_move()
            view, legal = state.view(seat), state.legal_actions()
            if view.get("phase") == "play" and len(legal) > 1 and rng.random() < 0.25:
                text = json.dumps(hint(name, view, legal), ensure_ascii=False)
                hidden = _names(name, state, seat)
                assert hidden, "the other hands hold cards this seat cannot see"
                assert not hidden & set(re.findall(r"[A-Za-z0-9]+", text)), (text, hidden)
                checked += 1
            state = state.apply(ai[seat].choose(view, legal))
    assert checked >= 3


def test_a_hint_is_the_same_for_the_same_view():
    game = get_game("schafkopf")
    for seed in range(1, 40):
        state = make_party(game, {}, seed).next_deal()
        ai = [make_player("schafkopf", "basic", seed=s) for s in range(4)]
        while not state.is_terminal():
            seat = state.to_move()
            view, legal = state.view(seat), state.legal_actions()
            if view.get("phase") == "play" and len(legal) > 2:
                given = hint("schafkopf", view, legal)
                assert given == hint("schafkopf", view, legal)
                # the Swedish text names cards as the table's bids and contract box do
                # ("Herz-Unter" beside "Eichel-Solo", never "hjärter-Unter") and counts kortpoäng
                sv = given["text"]["sv"]
                assert re.match(r"Spelar (Eichel|Gras|Herz|Schellen)-", sv) and not re.search(r"\b(ek|löv|hjärter|klockor)-", sv)
                if given["unit"]:
                    assert given["unit"]["sv"] in ("kortpoäng", "stick") and "ögon" not in sv
                return
            state = state.apply(ai[seat].choose(view, legal))
    raise AssertionError("no Schafkopf play found")
