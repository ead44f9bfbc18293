"""Fuzzing the basic bridge AI (talong/ai/bridge/) over auctions no system
covers: random legal calls from every seat, on all sixteen boards (every
dealer and vulnerability, Law 2), every opening bid from 1C to 7N (1NT-7NT
included: a 3NT or 6NT opening once crashed North's response), doubles and
redoubles wherever they are legal. The AI must never raise and must always
pick a legal call or card; its explanation of any legal call must exist.

And the explanations are a function of the auction alone (Law 20F, Law 40:
what the partnership agreement says a call means), never of the hand of
the player who calls - otherwise they would show that hand to the
opponents."""
from __future__ import annotations

import random

import pytest

from talong import i18n
from talong.ai.bridge import BridgeAI, explain_call
from talong.games.bridge import GAME
from talong.games.bridge.auction import BIDS

AI = BridgeAI(0)
KEYS = {"msg", "alert"}


def check_note(note: dict) -> None:
    """A message that renders in every language (every id and parameter in the catalogues)."""
    assert set(note) == KEYS and isinstance(note["alert"], bool)
    assert all(i18n.render(note["msg"], lang) for lang in i18n.languages())


def next_call(rng: random.Random, legal: list[str], ai_call: str, opening: str | None, unopened: bool) -> str:
    """The call actually made: the forced opening, else a double or redouble
    when legal (often), the AI's own call, a pass, or a random bid."""
    if unopened and opening is not None:
        return opening
    r = rng.random()
    if "redouble" in legal and r < 0.35:
        return "redouble"
    if "double" in legal and r < 0.25:
        return "double"
    if r < 0.5:
        return ai_call
    if r < 0.8:
        return "pass"
    bids = [c for c in legal if c in BIDS]
    return bids[min(len(bids) - 1, int(rng.expovariate(0.4)))] if bids else "pass"


def fuzz_board(board: int, opening: str | None, seed: int, other_hands: bool = True):
    """One board: a random legal auction, the AI asked at every call (its
    choice, and its explanation of that choice, of the call made and of a
    few other legal calls), then the play with the AI asked at every card."""
    rng = random.Random(seed)
    state = GAME.deal({"board": board}, seed=seed).explained(explain_call)
    while state.phase() == "auction":
        seat, legal = state.to_move(), state.legal_actions()
        view = state.view(seat)
        call = AI.choose(view, legal)
        assert call in legal, (view["auction"], call)
        made = next_call(rng, legal, call, opening, all(e["call"] == "pass" for e in view["auction"]))
        for asked in {call, made, *rng.sample(legal, min(4, len(legal)))}:
            note = AI.explain(view, asked)
            check_note(note)
            if other_hands:   # the same call in the same auction: the same explanation, whoever holds what
                other = state.view((seat + rng.randrange(1, 4)) % 4)
                assert AI.explain({**view, "hand": other["hand"]}, asked) == note
                assert AI.explain({**view, "hand": []}, asked) == note
        state = state.apply(made)
    while not state.is_terminal():
        seat, legal = state.to_move(), state.legal_actions()
        card = AI.choose(state.view(seat), legal)
        assert card in legal
        # the defenders sometimes play at random, so the AI meets positions it would not make itself
        state = state.apply(rng.choice(legal) if seat % 2 != state.declarer % 2 and rng.random() < 0.3 else card)
    return state


@pytest.mark.parametrize("board", range(1, 17))
def test_every_opening_on_every_board_then_random_calls(board):
    """All 35 opening bids and the AI's own opening, by the dealer of each of
    the 16 boards (so every seat opens, partner and opponents answer, in
    every vulnerability), continued at random with doubles and redoubles."""
    for index, opening in enumerate([*BIDS, None]):
        state = fuzz_board(board, opening, seed=board * 100 + index, other_hands=index % 3 == 0)
        assert state.phase() == "over"


def test_random_auctions_and_play_over_many_deals():
    """Random legal auctions where anyone may open anything (the dealer
    passes now and then, so the opening comes from every seat)."""
    rng = random.Random(7)
    for seed in range(150):
        opening = rng.choice([*BIDS, None, None, None])
        fuzz_board(seed % 16 + 1, opening if rng.random() < 0.7 else None, seed=10_000 + seed)


@pytest.mark.parametrize("opening", ["1N", "2N", "3N", "4N", "5N", "6N", "7N"])
@pytest.mark.parametrize("dealer_board", [1, 2, 3, 4])
def test_partner_of_a_notrump_opener_answers(opening, dealer_board):
    """The reported crash: responder to a 3NT/6NT opening (any NT opening
    now) chooses a legal call and explains it, at every table position."""
    state = GAME.deal({"board": dealer_board}, seed=dealer_board)
    state = state.apply(opening).apply("pass")
    seat = state.to_move()
    view = state.view(seat)
    call = AI.choose(view, state.legal_actions())
    assert call in state.legal_actions()
    check_note(AI.explain(view, call))


def hand(spades, hearts, diamonds, clubs):
    return [f"S{r}" for r in spades] + [f"H{r}" for r in hearts] + [f"D{r}" for r in diamonds] + \
        [f"C{r}" for r in clubs]


def auction_view(dealer: str, calls: list[str], cards: list[str]) -> dict:
    seat = ("NESW".index(dealer) + len(calls)) % 4
    seats = [("NESW".index(dealer) + i) % 4 for i in range(len(calls))]
    return {"game": "bridge", "seat": seat, "phase": "auction", "dealer": dealer, "hand": cards,
            "auction": [{"seat": "NESW"[s], "call": c} for s, c in zip(seats, calls)]}


BALANCED_13 = hand("K93", "QJ84", "A72", "K63")        # 1N rebid: 12-14 balanced
UNBALANCED = hand("A3", "KJ84", "7", "KQ9632")          # would rebid 2C itself


@pytest.mark.parametrize("calls, call, hands", [
    (["1C", "pass", "1H", "pass"], "1N", [BALANCED_13, UNBALANCED, hand("J932", "4", "K72", "AQ632")]),
    (["1D", "pass", "2C", "pass"], "2N", [hand("KQ3", "QJ8", "A972", "K63"), hand("A3", "K8", "KJ8742", "Q63")]),
    (["1S", "pass", "2H", "pass"], "4H", [hand("AKQ84", "KJ4", "A7", "963"), hand("AJ984", "Q4", "K7", "K963")]),
    (["1H", "pass", "2H", "pass", "pass", "3C", "pass", "pass"], "double",
     [hand("A3", "KJ84", "75", "KQT9"), hand("A3", "KJ8742", "75", "963")]),
    (["1H", "pass", "1S", "pass", "2S", "pass"], "4S",
     [hand("AKQ4", "J874", "Q5", "K96"), hand("QJ854", "A74", "75", "963")]),
    ([], "pass", [hand("9743", "T74", "832", "Q92"), hand("AKQ3", "AKJ4", "KQ2", "A4")]),
])
def test_two_hands_making_the_same_call_get_the_same_explanation(calls, call, hands):
    """Law 20F / Law 40: the explanation is the agreement, the same whatever
    the caller holds. (It once used the caller's own hand to choose among
    the meanings the system gives one call: 1C-1H-1N said "12-14 balanced"
    or "nothing better" depending on the hand, telling the opponents which.)"""
    notes = [AI.explain(auction_view("N", calls, cards), call) for cards in hands]
    assert all(note == notes[0] for note in notes)
    assert notes[0] == explain_call(0, calls, call) == AI.explain(auction_view("N", calls, []), call)
    check_note(notes[0])


def test_a_call_with_several_meanings_names_them_all():
    """Full disclosure (Law 40): where the system gives one call several
    meanings in an auction, the explanation names each of them."""
    note = explain_call(0, ["1C", "pass", "1H", "pass"], "1N")
    en, sv = i18n.render(note["msg"], "en"), i18n.render(note["msg"], "sv")
    assert "12-14" in en and "nothing better" in en and "; or " in en
    assert "12-14" in sv and "inget bättre bud" in sv and "; eller " in sv


def test_the_explanation_matches_the_choice_where_the_system_has_one_meaning():
    """Opening bids: what the AI chooses is what it tells the table, alerts included."""
    for cards, call, alert in [(hand("AQ4", "KJ3", "Q92", "K874"), "1N", False),
                               (hand("AKQ3", "AKJ4", "KQ2", "A4"), "2C", True)]:
        view = auction_view("N", [], cards)
        assert AI.choose(view, GAME.deal({}, seed=1).legal_actions()) == call
        note = AI.explain(view, call)
        assert note["alert"] is alert and note == explain_call(0, [], call)
