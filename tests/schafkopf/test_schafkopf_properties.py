"""Invariants over thousands of random legal Schafkopf deals (random players)."""
import json
import random
import re

from hypothesis import HealthCheck, given, settings, strategies as st

from talong.ai import RandomPlayer
from talong.core import records
from talong.games.schafkopf import GAME
from talong.games.schafkopf.rules import TRUMP
from talong.games.schafkopf.tables import PACK
from talong.runner import play_deal

SETTINGS = settings(max_examples=250, derandomize=True, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])
CARD_TOKEN = re.compile(r'"([SHGE][789UOKTA])"')


def random_deals(seed, count):
    rng = random.Random(seed)
    for n in range(count):
        players = [RandomPlayer(rng.getrandbits(32)) for _ in range(4)]
        start = GAME.deal({"dealer": n % 4, "number": n + 1}, seed=rng.getrandbits(63))
        end, actions = play_deal(start, players)
        yield start, end, actions


def check_called_ace(start, actions):
    """An independent check of the three called-ace sentences of
    schafkopf-cardavia.txt 4. (and plain following) over a finished Rufer."""
    state = start
    for entry in actions:
        seat, action = entry["seat"], entry["action"]
        if state.phase == "play" and state.contract.key == "rufer":
            rk, card = state.rk, PACK.parse(action.split()[1])
            ace = PACK.card(state.suit, 7)
            hand = state.hands[seat]
            holder = hand >> ace & 1
            called_plain = rk.suit_masks[state.suit]
            if state.trick:
                lead = state.trick[0]
                follow = hand & rk.follow_mask(lead)
                if holder and not state.called_led and called_plain >> lead & 1:
                    assert card == ace, "the called ace must be played the first time its suit is led"
                elif follow:
                    assert follow >> card & 1, "follow suit"
                if holder and not state.called_led and card == ace and not called_plain >> lead & 1:
                    assert hand == 1 << ace, "the called ace is not discarded before its suit is led"
            elif holder and not state.called_led and called_plain >> card & 1 and card != ace:
                assert (hand & called_plain).bit_count() >= 4, "running away needs the ace and three others"
        state = state.apply(action)


@SETTINGS
@given(st.integers(0, 2**32))
def test_points_settlement_and_called_ace_over_random_deals(seed):
    """1.: 120 card points in all; 5.: "Poängen summeras till noll"; 4.: the called-ace
    rules hold in every Rufer."""
    for start, end, actions in random_deals(seed, 12):
        result = end.result()
        assert sum(result["returns"]) == 0
        if result["contract"] and result["played_tricks"] == 8:
            assert sum(result["card_points"].values()) == 120
            assert sum(result["tricks"].values()) == 8
            assert result["won"] == (result["card_points"]["declarers"] >= 61) or end.contract.tout
        if result["contract"] == "rufer":
            check_called_ace(start, actions)
            assert result["partner"] not in (None, result["declarer"])
        if end.contract is not None and end.contract.tout and not result["won"]:
            assert end.tricks[-1][2] != end.declarer
        # Reproducible: the explicit deal plus the actions give the same result.
        again = records.replay_actions(GAME.deal({"dealer": start.dealer}, deal=start.deal_record()), actions)
        assert again.result() == result


def _hidden_cards_check(state):
    for seat in range(4):
        view = state.view(seat)
        text = json.dumps(view, ensure_ascii=False)
        shown = set(CARD_TOKEN.findall(text))
        for other in range(4):
            if other != seat:
                assert not shown & set(PACK.names(state.hands[other])), \
                    f"seat {seat} sees a card of seat {other}"
        assert view["hand"] == PACK.names(state.hands[seat])
        if state.partner is not None and view["partner"] is not None:
            assert state.revealed or seat == state.partner or state.phase == "over"
    public = json.dumps(state.view(None))
    assert not set(CARD_TOKEN.findall(public)) & set(sum((PACK.names(h) for h in state.hands), []))


@settings(max_examples=25, derandomize=True, deadline=None)
@given(st.integers(0, 2**32))
def test_views_hide_other_hands_and_the_secret_partner(seed):
    """SPEC "Every game": a seat sees only its own cards and what has been shown; the
    Rufer partner stays secret until revealed (3.: "hemlig partner")."""
    for start, end, actions in random_deals(seed, 4):
        state = start
        _hidden_cards_check(state)
        for entry in actions:
            state = state.apply(entry["action"])
            _hidden_cards_check(state)


def test_partner_never_shown_early_over_many_deals():
    """3.: the partner is revealed by the ace or by running away, not before."""
    for start, end, actions in random_deals(5, 300):
        if end.contract is None or end.contract.key != "rufer":
            continue
        state = start
        for entry in actions:
            before = state
            state = state.apply(entry["action"])
            if before.phase == "play" and not before.revealed and state.revealed:
                card = PACK.parse(entry["action"].split()[1])
                ran_away = len(before.trick) == 3 and before.rk.suit[before.trick[0]] == state.suit \
                    and PACK.card(state.suit, 7) not in before.trick + (card,)
                assert card == PACK.card(state.suit, 7) or ran_away
                assert before.rk.suit[card] != TRUMP or ran_away
