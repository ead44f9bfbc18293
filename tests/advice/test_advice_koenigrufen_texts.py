"""Königrufen hints and reviews name cards and calls in words (the action
texts of talong/games/koenigrufen/texts.py, through `State.describe`): no
card code ("s9", "ska", "XXI" without "tarok", "T3") reaches a player."""
from __future__ import annotations

import random
import sys
from pathlib import Path

from talong.ai import make_player
from talong.ai.advice import hint, review
from talong.ai.hooks import party as make_party
from talong.games import get_game

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "koenigrufen"))
from kr_support import RAW_CODE  # noqa: E402


def played_deals(count: int):
    """Deals of the basic AI from the first seeds: (start, actions, end)."""
    game = get_game("koenigrufen")
    for seed in range(1, count + 1):
        start = state = make_party(game, {}, seed).next_deal()
        ai = [make_player("koenigrufen", "basic", seed=s) for s in range(4)]
        actions = []
        while not state.is_terminal():
            seat = state.to_move()
            action = ai[seat].choose(state.view(seat), state.legal_actions())
            actions.append({"seat": seat, "action": action})
            state = state.apply(action)
        yield start, actions


def texts_of(value) -> list[str]:
    return [value["sv"], value["en"]]


def test_hints_name_cards_and_calls_in_words():
    rng = random.Random(5)
    verbs: set[str] = set()
    for start, actions in played_deals(4):
        state = start
        for entry in actions:
            seat, legal = state.to_move(), state.legal_actions()
            verb = entry["action"].split()[0]
            # every call, talon and discard decision; some card plays (searched: a reason with two cards)
            if len(legal) > 1 and (verb in ("call", "discard") or (verb == "play" and rng.random() < 0.2)):
                got = hint("koenigrufen", state.view(seat), legal, samples=2)
                for text in texts_of(got["text"]):
                    assert not RAW_CODE.search(text), text
                verbs.add(got["action"].split()[0])
            state = state.apply(entry["action"])
    assert {"call", "discard", "play"} <= verbs


def test_reviews_name_cards_in_words():
    checked = 0
    for start, actions in played_deals(2):
        for seat in range(4):
            got = review("koenigrufen", start, actions, seat, samples=2)
            for d in got["decisions"]:
                for text in texts_of(d["text"]) + texts_of(d["best_text"]):
                    assert not RAW_CODE.search(text), text
                    checked += 1
    assert checked > 20
