"""Random legal deals through the engine interface (hypothesis, derandomized):
invariants of Laws 6, 17-19, 22, 44 and of the engine contract."""
import random

from hypothesis import HealthCheck, given, settings, strategies as st

from talong.core.cards import FRENCH_52
from talong.core.engine import IllegalAction
from talong.games.bridge import GAME
from talong.games.bridge.auction import CALLS
from talong.games.bridge.play import PLAY_ACTIONS

ALL_NAMES = {FRENCH_52.name_of(c) for c in range(52)}
EVERY_ACTION = list(CALLS) + list(PLAY_ACTIONS) + [f"claim {n}" for n in range(15)]
FAST = settings(max_examples=150, derandomize=True, deadline=None,
                suppress_health_check=[HealthCheck.too_slow])


def cards_in(value):
    if isinstance(value, str):
        return {value} & ALL_NAMES
    if isinstance(value, dict):
        return set().union(set(value) & ALL_NAMES, *(cards_in(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(cards_in(v) for v in value))
    return set()


def random_deal(board, seed, pass_rate):
    """A legal deal played at random: passes weighted so auctions end."""
    rng = random.Random(seed)
    start = state = GAME.deal({"board": board}, seed=seed)
    actions, states = [], [state]
    while not state.is_terminal():
        legal = state.legal_actions()
        action = "pass" if legal[0] == "pass" and rng.random() < pass_rate else rng.choice(legal)
        actions.append((state.to_move(), action))
        state = state.apply(action)
        states.append(state)
    return start, actions, states


deals = st.tuples(st.integers(1, 64), st.integers(0, 2**32), st.sampled_from([0.3, 0.6, 0.85]))


@FAST
@given(deals)
def test_cards_are_conserved_and_a_contract_plays_13_tricks(args):
    """Law 6B / Law 1A: 52 cards in four hands of 13, each card once, dealt
    or played; definition "Stick": a played contract has 13 tricks (Law 79A)."""
    start, actions, states = random_deal(*args)
    for state in states:
        played = 0
        for _, trick, _ in state.tricks:
            for _, card in trick:
                played |= 1 << card
        for _, card in state.trick:
            played |= 1 << card
        union = 0
        for hand in state.hands:
            assert union & hand == 0
            union |= hand
        assert union & played == 0 and union | played == FRENCH_52.full
    end = states[-1]
    if end.contract_text() != "Passed":
        assert sum(end.won) == 13
        if end.claim is None:   # no claim stood (Law 69A): all 13 tricks were played
            assert len(end.tricks) == 13
            assert sum(1 for _, a in actions if a.startswith("play ")) == 52
    else:
        assert [a for _, a in actions] == ["pass"] * 4


@FAST
@given(deals)
def test_replay_of_deal_record_and_actions_gives_the_same_result(args):
    """Reproducibility (SPEC "Every game"): deal_record() plus the actions
    rebuild the same deal, the same contract and the same score."""
    start, actions, states = random_deal(*args)
    state = GAME.deal({}, deal=start.deal_record())
    for seat, action in actions:
        state = state.apply_by(seat, action)
    assert state.result() == states[-1].result()
    assert state.view(None) == states[-1].view(None)
    result = state.result()
    assert sum(result["returns"]) == 0
    assert result["returns"] == [result["score_ns"], -result["score_ns"]] * 2


@FAST
@given(deals)
def test_views_hide_other_hands(args):
    """SPEC "Every game": a seat sees its own cards and what was shown openly
    (played cards, dummy after the opening lead, Law 41D, a claimer's hand
    to the opponents, Law 68C), nothing else."""
    _, _, states = random_deal(*args)
    for state in states[:: max(1, len(states) // 6)] + [states[-1]]:
        played = {FRENCH_52.name_of(c) for _, t, _ in state.tricks for _, c in t} | \
                 {FRENCH_52.name_of(c) for _, c in state.trick}
        lead_made = bool(played) and state.declarer >= 0
        dummy = set(FRENCH_52.names(state.hands[state.dummy])) if lead_made else set()
        for seat in range(4):
            own = set(FRENCH_52.names(state.hands[seat]))
            shown = {c for claimer, _, _, hand, _ in state.claim_log if claimer % 2 != seat % 2
                     for c in FRENCH_52.names(hand)}
            assert cards_in(state.view(seat)) <= own | dummy | played | shown
        assert cards_in(state.view(None)) <= dummy | played


@FAST
@given(deals, st.integers(0, 2**16))
def test_every_action_not_listed_as_legal_is_refused(args, pick):
    """Laws 18D, 19A1, 19B1, 22A, 44C, 7B3, 68A: legal_actions (calls and
    cards) and claims() (Laws 68-69) list exactly what apply accepts;
    anything else raises IllegalAction and changes nothing."""
    _, _, states = random_deal(*args)
    rng = random.Random(pick)
    for state in rng.sample(states[:-1], min(5, len(states) - 1)):
        legal = set(state.legal_actions()) | set(state.claims())
        for action in rng.sample(EVERY_ACTION, 12):
            if action in legal:
                state.apply(action)
            else:
                before = state.view(state.to_move())
                try:
                    state.apply(action)
                except IllegalAction as err:
                    assert err.rule
                else:
                    raise AssertionError(f"{action} accepted but not listed as legal")
                assert state.view(state.to_move()) == before


@FAST
@given(deals, st.integers(0, 3), st.integers(0, 2**16))
def test_resampled_deal_keeps_what_the_seat_knows(args, seat, pick):
    """Determinization (STYLE.md, OpenSpiel's ResampleFromInfostate): the
    seat's view is unchanged - own hand, dummy after the lead (Law 41D),
    played cards, auction - hand sizes are kept, a player who did not follow
    suit gets none of that suit (Law 44C), and the 52 cards stay a deal (Law 6B)."""
    _, _, states = random_deal(*args)
    rng = random.Random(pick)
    state = rng.choice(states)
    other = state.resample(seat, rng)
    assert other.view(seat) == state.view(seat)
    assert [h.bit_count() for h in other.hands] == [h.bit_count() for h in state.hands]
    union = 0
    for hand in other.deal:
        assert hand.bit_count() == 13 and union & hand == 0
        union |= hand
    assert union == FRENCH_52.full
    for _, trick, _ in other.tricks:
        led = trick[0][1] // 13
        for s, card in trick[1:]:
            if card // 13 != led:
                assert other.hands[s] & FRENCH_52.suit_mask(led) == 0
    if not other.is_terminal():
        assert other.legal_actions()   # the resampled deal can be played on


def test_resample_deals_the_hidden_hands_afresh():
    """Determinization changes what the seat cannot see, and only that."""
    state = GAME.deal({"board": 1}, seed=5)
    other = state.resample(0, random.Random(1))
    assert other.hands[0] == state.hands[0] and other.hands[1:] != state.hands[1:]
    assert state.deal_record() != other.deal_record()      # the original is untouched
    assert GAME.deal({"board": 1}, seed=5).deal_record() == state.deal_record()
