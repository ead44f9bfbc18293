"""Invariants over many random legal Vira deals (hypothesis, derandomized):
the 52 dealt cards are conserved through buying, discarding and play; no view
holds a card hidden from its seat; a deal replays from deal_record() + actions
to the same result. Rules: vira-stockholms-wirasallskap.txt "Giv" (52 cards,
13 each, talong 13), "Att spela eller att lägga handen" (own discards only);
SPEC.md "Every game"."""
import json
import random

from hypothesis import given, settings, strategies as st

from talong.core.engine import IllegalAction
from talong.games.vira import GAME
from talong.games.vira.deal import NAMES, CARD
from talong.games.vira.state import ViraState

FULL = (1 << 52) - 1
SETTINGS = settings(max_examples=600, derandomize=True, deadline=None)


def names_in(obj, skip=("bottom_card",)):
    """Every card name appearing as a string in a view (the second pack's bottom card excepted)."""
    found = set()
    if isinstance(obj, dict):
        for key, value in obj.items():
            if key not in skip:
                found |= names_in(value, skip)
    elif isinstance(obj, (list, tuple)):
        for value in obj:
            found |= names_in(value, skip)
    elif isinstance(obj, str) and obj in CARD:
        found.add(obj)
    return found


def mask_names(mask):
    return {NAMES[c] for c in range(52) if mask >> c & 1}


def hidden_from(state: ViraState, seat):
    """Cards the seat may not see: others' hands and discards and pending
    buys, the talong; minus what is public (turned-up cards, an open hand)."""
    hidden = set()
    for other in state.active:
        if other != seat:
            hidden |= mask_names(state.hands[other] | state.discards[other])
            if other == state.mover:
                hidden |= mask_names(state.pending)
    hidden |= {NAMES[c] for c in state.talong}
    hidden -= {NAMES[c] for c in state.shown}
    if state.open:
        hidden -= mask_names(state.hands[state.declarer])
    return hidden


def choose(state, legal, rng, never_lay):
    """Random legal action. Uniform bidders climb to the solos at the top of
    the table, so the auction is pass-biased: the contract is then spread
    over all 40 bids and every way of buying is driven."""
    if state.phase == "bidding" and "pass" in legal and rng.random() < 0.8:
        return "pass"
    choices = [a for a in legal if a != "lay"] if never_lay and len(legal) > 1 else legal
    return rng.choice(choices)


def play_random(seed: int, players: int, never_lay: bool, check_views: bool):
    rng = random.Random(seed)
    forhand = seed % players
    state = GAME.deal({"players": players, "forhand": forhand}, seed=seed)
    start, actions, played = state, [], 0
    while not state.is_terminal():
        legal = state.legal_actions()
        action = choose(state, legal, rng, never_lay)
        if check_views:
            for seat in range(players):
                view = state.view(seat)
                leak = names_in(view) & hidden_from(state, seat)
                assert not leak, f"seat {seat} sees hidden {leak} at step {state.phase}"
            assert not names_in(state.view(None)) & hidden_from(state, None)
        state = state.apply(action)
        actions.append(action)
        if action.startswith("play "):
            played |= 1 << CARD[action[5:]]
        # conservation: every dealt card is in exactly one place
        places = [state.hands[s] for s in state.active] + [state.discards[s] for s in state.active]
        places += [state.pending, played, sum(1 << c for c in state.talong)]
        assert sum(p.bit_count() for p in places) == 52
        union = 0
        for p in places:
            union |= p
        assert union == FULL
    return start, actions, state


@SETTINGS
@given(st.integers(0, 2**32), st.sampled_from([3, 4]), st.booleans())
def test_cards_are_conserved_and_replay_gives_the_same_result(seed, players, never_lay):
    """vira-stockholms-wirasallskap.txt, Giv: the 52 cards are dealt 13 each and
    13 to the talong; buying only moves cards between hands, talong and
    discards. SPEC.md: 'A deal is fully reproducible from its record: the
    explicit deal (or a seed) plus the list of actions.'"""
    start, actions, end = play_random(seed, players, never_lay, check_views=False)
    record = json.loads(json.dumps(start.deal_record()))
    again = GAME.deal({"players": players}, deal=record)
    for action in actions:
        again = again.apply(action)
    assert again.is_terminal()
    assert again.result() == end.result()
    assert json.loads(json.dumps(end.result())) == json.loads(json.dumps(again.result()))


@settings(max_examples=150, derandomize=True, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from([3, 4]))
def test_no_view_holds_a_card_hidden_from_its_seat(seed, players):
    """SPEC.md, Every game: 'A player (human or AI) sees only what that seat may
    see at that moment: its own cards and what has been shown openly.';
    vira-stockholms-wirasallskap.txt: discards are seen by their owner only,
    turned-up cards and open misär hands by all."""
    play_random(seed, players, never_lay=True, check_views=True)


@settings(max_examples=150, derandomize=True, deadline=None)
@given(st.integers(0, 2**32))
def test_refused_actions_change_nothing(seed):
    """SPEC.md, Every game: 'Illegal input ... gets a clear error naming the
    rule, and changes nothing.'"""
    rng = random.Random(seed)
    state = GAME.deal({"players": 3}, seed=seed)
    bad = ["play SA", "bid gök", "discard C2", "keep H7", "buy", "lay", "omköp", "trump X", "pass", "level gask-5"]
    while not state.is_terminal():
        legal = state.legal_actions()
        before = json.dumps(state.view(state.to_move()), sort_keys=True)
        for action in bad:
            if action not in legal:
                try:
                    state.apply(action)
                except IllegalAction as err:
                    assert err.rule
                else:
                    raise AssertionError(f"{action!r} was accepted in step {state.phase}")
        assert json.dumps(state.view(state.to_move()), sort_keys=True) == before
        assert state.legal_actions() == legal
        state = state.apply(choose(state, legal, rng, never_lay=True))
