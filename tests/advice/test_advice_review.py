"""Reviews of a finished deal (talong/ai/advice, issue 12 item 4): "on a deal
where the human played a card that double dummy says loses two tricks, the
review marks that card"; every other game's decisions valued from the seat's
view at the time, never from cards it could not see."""
from __future__ import annotations

from endplay.dds import solve_board
from endplay.types import Card, Deal, Denom, Player

from talong.ai import make_player
from talong.ai.advice import review
from talong.ai.advice import schafkopf as sk
from talong.ai.advice.common import view_rng
from talong.ai.hooks import party as make_party
from talong.core.cards import FRENCH_52, iter_cards
from talong.games import get_game

SOUTH = 2


def dd_tricks(state) -> dict[str, int]:
    """DDS straight from the deal: tricks for the side to play after each card of the hand to play."""
    held = dict(state.trick)
    hands = []
    for seat in range(4):
        cards = {FRENCH_52.name_of(c) for c in iter_cards(state.hands[seat])}
        if seat in held:
            cards.add(FRENCH_52.name_of(held[seat]))
        hands.append(".".join("".join(r for r in "AKQJT98765432" if s + r in cards) for s in "SHDC"))
    trump = [Denom.clubs, Denom.diamonds, Denom.hearts, Denom.spades][state.trump] if 0 <= state.trump < 4 \
        else Denom.nt
    deal = Deal("N:" + " ".join(hands), first=[Player.north, Player.east, Player.south, Player.west][state.leader],
                trump=trump)
    for _, card in state.trick:
        deal.play(Card(FRENCH_52.name_of(card)))
    out = {}
    for card, tricks in solve_board(deal):
        out["play " + "SHDC"[int(card.suit)] + "23456789TJQKA"[int(card.rank).bit_length() - 3]] = int(tricks)
    return out


def a_deal_with_a_two_trick_blunder():
    """South plays like the basic AI except once: the first card that double
    dummy says loses exactly two tricks. (start, actions, index of that card)."""
    game = get_game("bridge")
    for seed in range(1, 60):
        start = state = make_party(game, {}, seed).next_deal()
        ai = [make_player("bridge", "basic", seed=s) for s in range(4)]
        actions, blunder = [], None
        while not state.is_terminal():
            seat = state.to_move()
            legal = [a for a in state.legal_actions() if not a.startswith("claim")]
            action = ai[seat].choose(state.view(seat), legal)
            if seat == SOUTH and blunder is None and action.startswith("play ") and len(legal) > 1:
                values = dd_tricks(state)
                best = max(values.values())
                worse = [a for a in legal if best - values[a] == 2]
                if worse:
                    action, blunder = worse[0], len(actions)
            actions.append({"seat": seat, "action": action})
            state = state.apply(action)
        if blunder is not None:
            return start, actions, blunder
    raise AssertionError("no deal with a two-trick card found")


def test_the_bridge_review_marks_the_card_that_lost_two_tricks_double_dummy():
    start, actions, blunder = a_deal_with_a_two_trick_blunder()
    r = review("bridge", start, actions, SOUTH)
    assert r["method"]["en"].startswith("double dummy") and r["unit"]["en"] == "tricks"
    [d] = [d for d in r["decisions"] if d["index"] == blunder]
    assert d["action"] == actions[blunder]["action"]
    assert d["cost"] == 2 and d["marked"]
    assert d["best_value"] - d["value"] == 2
    assert d["cost_text"] == {"en": "2 tricks", "sv": "2 stick"}   # the unit in its plural form


def test_a_review_values_each_decision_from_the_seats_view_at_the_time():
    """Schafkopf: each reviewed decision's values are the evaluation of the
    view the seat had then (its own cards and what was played), nothing more."""
    game = get_game("schafkopf")
    for seed in range(1, 40):
        start = state = make_party(game, {}, seed).next_deal()
        ai = [make_player("schafkopf", "basic", seed=s) for s in range(4)]
        actions, views = [], {}
        while not state.is_terminal():
            seat = state.to_move()
            view, legal = state.view(seat), state.legal_actions()
            action = ai[seat].choose(view, legal)
            if seat == 1:
                views[len(actions)] = (view, legal)
            actions.append({"seat": seat, "action": action})
            state = state.apply(action)
        if state.contract is None:
            continue
        r = review("schafkopf", start, actions, 1)
        assert r["decisions"] and (r["unit"]["sv"], r["unit"]["en"]) == ("kortpoäng", "card points")   # the score board's word
        for d in r["decisions"]:
            view, legal = views[d["index"]]
            ev = sk.evaluate(view, legal, view_rng(view, 0), sk.REVIEW_SAMPLES, nodes=sk.REVIEW_BUDGET)
            assert round(ev.best_value() - ev.values[d["action"]], 2) == d["cost"]
        costs = sorted((d["cost"] for d in r["decisions"] if d["cost"] >= sk.COSTLY), reverse=True)
        assert sorted((d["cost"] for d in r["decisions"] if d["marked"]), reverse=True) == costs[:3]
        if costs:
            return
    raise AssertionError("no Schafkopf deal with a costly decision")
