"""Invariants every game keeps, driven through the shared engine interface
(docs/architecture.md): self-play records replay to the same outcome, a
tampered record is refused with the action's index and the rule, and a
refused action leaves the state as it was."""
import copy
import json
import random

import pytest

from talong.ai import RandomPlayer, make_player, player_names
from talong.core import records
from talong.core.cards import PACKS
from talong.core.engine import IllegalAction, RecordError
from talong.games import available_games, get_game
from talong.runner import play_deal, replay, self_play

GAMES = available_games()
TABLES = {"vira": [{"players": 3, "deals": 3}, {"players": 4, "deals": 4}],
          "schafkopf": [{"players": 4, "deals": 4}],
          "bridge": [{"players": 4, "deals": 4}],
          "koenigrufen": [{"players": 4, "rounds": 1}]}


def _party(game, options, seed):
    players = [RandomPlayer(seed * 10 + s) for s in range(options["players"])]
    lines = list(self_play(game, options, seed, players))
    return lines[:-1], lines[-1]["record"]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_self_play_record_replays_to_the_same_outcome(game, seed):
    """SPEC.md, Every game: 'A deal is fully reproducible from its record:
    the explicit deal (or a seed) plus the list of actions.'"""
    for options in TABLES[game]:
        lines, record = _party(game, options, seed)
        again = replay(records.load(records.dumps(record)))
        assert [d["returns"] for d in again["deals"]] == [line["returns"] for line in lines]
        assert json.loads(json.dumps(again))  # the outcome is plain JSON


@pytest.mark.parametrize("game", GAMES)
def test_record_with_an_illegal_action_is_refused_with_index_and_rule(game):
    """SPEC.md, Every game: 'Illegal input ... gets a clear error naming the
    rule, and changes nothing'; issue: 'A record with an illegal action is
    rejected with the action's index and the rule.'"""
    _, record = _party(game, TABLES[game][0], 7)
    tampered = copy.deepcopy(record)
    actions = tampered["deals"][0]["actions"]
    index = len(actions) - 1
    actions[index] = {**actions[index], "action": "play XX"}
    with pytest.raises(RecordError, match=f"action {index}"):
        replay(tampered)
    out_of_turn = copy.deepcopy(record)
    first = out_of_turn["deals"][0]["actions"][0]
    out_of_turn["deals"][0]["actions"][0] = {**first, "seat": (first["seat"] + 1) % 4 if game != "vira" else
                                             (first["seat"] + 1) % TABLES[game][0]["players"]}
    with pytest.raises(RecordError, match="action 0"):
        replay(out_of_turn)


@pytest.mark.parametrize("game", GAMES)
def test_refused_action_changes_nothing(game):
    """SPEC.md, Every game: an illegal action 'changes nothing'."""
    rng = random.Random(5)
    state = get_game(game).deal({"players": TABLES[game][0]["players"]}, seed=11)
    while not state.is_terminal():
        seat = state.to_move()
        before = json.dumps(state.view(seat), sort_keys=True)
        legal = state.legal_actions()
        with pytest.raises(IllegalAction):
            state.apply("no such action")
        assert json.dumps(state.view(seat), sort_keys=True) == before
        assert state.legal_actions() == legal
        state = state.apply(rng.choice(legal))


# --- public history and determinization (issue 8, items 2 and 3; contract C3) ---------------------
# Every game's view carries the public history: "history" (every action in order with its seat,
# another seat's hidden card shown as the bare verb) and "tricks_played" ([{"leader", "cards":
# [[seat, card], ...], "winner"}]); `Game.resample(view, rng)` deals the unseen cards afresh.
CARD_NAMES = {PACKS[p].name_of(c) for p in PACKS for c in range(PACKS[p].size)}


def _cards_in(value) -> set[str]:
    """Every card name anywhere in a JSON value (strings split into words)."""
    if isinstance(value, dict):
        return set().union(*map(_cards_in, value.values()), *map(_cards_in, value.keys())) if value else set()
    if isinstance(value, (list, tuple)):
        return set().union(*map(_cards_in, value)) if value else set()
    if isinstance(value, str):
        return {word for word in value.split() if word in CARD_NAMES}
    return set()


def _tables(game):
    return [(name, n) for name in game for n in get_game(name).seats]


def _random_deals(name: str, players: int, seeds):
    """(options, [(state, seat, action), ...], final state) of random deals. On odd
    seeds a seat passes when it may, three times in four: random bids climb to the top
    of a bid table, and low contracts are where the buys and discards are."""
    for seed in seeds:
        rng = random.Random(seed)
        options = {"players": players}
        state = get_game(name).deal(options, seed=seed)
        steps = []
        while not state.is_terminal():
            legal = state.legal_actions()
            passes = seed % 2 and "pass" in legal and rng.random() < 0.75
            seat, action = state.to_move(), "pass" if passes else rng.choice(legal)
            steps.append((state, seat, action))
            state = state.apply(action)
        yield options, steps, state


def _viewers(state):
    return [*range(state.num_seats), None]


@pytest.mark.parametrize("name,players", _tables(GAMES))
def test_views_carry_the_public_history_and_never_a_hidden_card(name, players):
    """Issue 8 item 2 (contract C3): a seat's view holds everything it has seen in the
    deal - every action in order (another seat's hidden card as the bare verb), every
    trick with who played each card and who won it - and never a card another seat
    sees alone (SPEC.md, Every game: hidden information never leaves the server except
    through the seat's own view). A card is private to a seat when its view shows it
    and a spectator's does not; a seat may show cards to some seats only (a bridge
    claimer to the opponents, Law 68C), and a view lists those under
    "shown_to_you": [{"seat", "cards"}]."""
    for _, steps, final in _random_deals(name, players, [1, 2, 3, 5]):
        done: list[tuple[int, str]] = []
        plays: list[tuple[int, str]] = []
        for state, seat, action in [*steps, (final, None, None)]:
            views = {x: state.view(x) for x in _viewers(state)}
            for viewer, view in views.items():
                history = [(e["seat"], e["action"]) for e in view["history"]]
                assert len(history) == len(done)
                for (who, shown), (real_seat, real) in zip(history, done):
                    assert who == real_seat
                    assert shown == real or (who != viewer and real.startswith(shown + " ")), (shown, real)
                flat = [(x, card) for trick in view["tricks_played"] for x, card in trick["cards"]]
                assert flat == plays[:len(flat)] and len(plays) - len(flat) < state.num_seats
                for i, trick in enumerate(view["tricks_played"]):
                    assert trick["leader"] == trick["cards"][0][0]
                    assert trick["winner"] in [x for x, _ in trick["cards"]]
                    if i + 1 < len(view["tricks_played"]):
                        assert view["tricks_played"][i + 1]["leader"] == trick["winner"]
            public = _cards_in(views[None])
            shown = {x: {card for entry in views[x].get("shown_to_you", []) for card in entry["cards"]}
                     for x in range(state.num_seats)}
            private = {x: _cards_in(views[x]) - public - shown[x] for x in range(state.num_seats)}
            for x in range(state.num_seats):
                for other in range(state.num_seats):
                    if other != x:
                        assert not (_cards_in(views[x]) & private[other]) - shown[x], (x, other)
            if action is None:
                break
            if action.startswith("play ") and action.split()[1] in CARD_NAMES:
                card = action.split()[1]
                holder = next(x for x in range(state.num_seats) if card in views[x]["hand"])
                plays.append((holder, card))
            done.append((seat, action))


def _replayed(name, options, resampled, view):
    """The resampled deal replayed from its deal record with the concrete actions of
    the view's history (each seat's own view of its own actions): every action must be
    legal on it - suit following included, so no seat holds a suit it showed void in."""
    state = get_game(name).deal(options, deal=resampled.deal_record())
    own = {x: resampled.view(x)["history"] for x in range(resampled.num_seats)}
    for i, entry in enumerate(view["history"]):
        state = state.apply(own[entry["seat"]][i]["action"])
    return state


@pytest.mark.parametrize("name,players", _tables(GAMES))
def test_resample_agrees_with_the_view(name, players):
    """Issue 8 item 3 (OpenSpiel's ResampleFromInfostate): `Game.resample(view, rng)`
    is a state at the same point of the deal whose view for that seat is the same (own
    cards, every card seen, the history), from a full deal on which the whole history
    is legal (the voids shown by failures to follow suit, the cards put away)."""
    game = get_game(name)
    rng = random.Random(7)
    for options, steps, _ in _random_deals(name, players, [3, 4]):
        for state, _, _ in steps[::3]:
            for seat in _viewers(state):
                view = state.view(seat)
                resampled = game.resample(view, rng)
                assert resampled.view(seat) == view
                assert _replayed(name, options, resampled, view).view(seat) == view


@pytest.mark.parametrize("name,players", _tables(GAMES))
def test_resample_spreads_the_unseen_cards_evenly_at_the_first_action(name, players):
    """Determinization deals what a seat cannot see at random: before any action
    every unseen card is equally likely in each other hand (within 5 standard
    deviations of the mean count over 300 draws)."""
    game = get_game(name)
    state = game.deal({"players": players}, seed=11)
    seat = state.to_move()
    view = state.view(seat)
    rng = random.Random(3)
    counts: dict[int, dict[str, int]] = {}
    draws = 300
    for _ in range(draws):
        resampled = game.resample(view, rng)
        for x in range(state.num_seats):
            if x != seat:
                for card in resampled.view(x)["hand"]:
                    counts.setdefault(x, {}).setdefault(card, 0)
                    counts[x][card] += 1
    unseen = set().union(*(set(c) for c in counts.values()))
    assert not unseen & set(view["hand"])
    for x, per_card in counts.items():
        mean = sum(per_card.values()) / len(unseen)
        p = mean / draws
        sd = (draws * p * (1 - p)) ** 0.5
        for card in unseen:
            assert abs(per_card.get(card, 0) - mean) <= 5 * sd, (x, card, per_card.get(card, 0), mean)


@pytest.mark.parametrize("name,players", _tables(GAMES))
def test_resample_reaches_the_real_deal_late_in_the_play(name, players):
    """Determinization covers every deal that fits: late in a deal, where voids and
    known cards constrain it, each unseen card is drawn at least once in the hand
    that really holds it (the real deal always fits the view)."""
    game = get_game(name)
    rng = random.Random(5)
    for _, steps, _ in _random_deals(name, players, [6, 7]):
        for state, seat, _ in steps[-8:]:
            view = state.view(seat)
            real = {x: set(state.view(x)["hand"]) - set(view["hand"]) for x in range(state.num_seats) if x != seat}
            seen: dict[int, set[str]] = {x: set() for x in real}
            for _ in range(60):
                resampled = game.resample(view, rng)
                for x in real:
                    seen[x] |= set(resampled.view(x)["hand"])
            for x in real:
                hidden = real[x] - _cards_in(view)
                assert hidden <= seen[x], (x, hidden - seen[x])


def _budget_only(name: str, ai: str) -> bool:
    """A level whose class only sets numbers (samples, node limits) over a
    parent class that is a level itself: it runs the parent's code, so the
    parent's case covers it (Königrufen's quick and deep, Schafkopf's expert)."""
    cls = type(make_player(name, ai, 0))
    own_code = any(callable(v) or isinstance(v, (staticmethod, classmethod, property))
                   for k, v in vars(cls).items() if not k.startswith("__"))
    parents = {type(make_player(name, other, 0)) for other in player_names(name) if other != ai}
    return not own_code and cls.__base__ in parents


def _ais():
    return [(name, ai) for name in GAMES for ai in player_names(name)
            if ai != "random" and not _budget_only(name, ai)]


@pytest.mark.parametrize("name,ai", _ais())
def test_ai_decides_the_same_on_a_view_rebuilt_from_the_record(name, ai):
    """Issue 8 item 2: AI players are pure functions of (view, legal actions) -
    they keep no memory between calls - so a table rebuilt from its record (a
    server restart) plays exactly as the live one: a fresh player given each
    view rebuilt from the stored record picks the action the live player
    picked. (The random player is not an AI: it draws from its own stream.)"""
    game = get_game(name)
    options = {"players": game.seats[0]}
    seed = 4
    live = [make_player(name, ai, seed * 10 + s) for s in range(game.seats[0])]
    start = game.deal(options, seed=seed)
    _, actions = play_deal(start, live)
    record = json.loads(json.dumps(records.deal_entry(1, start, actions)))
    state = game.deal(options, deal=record["deal"])
    for entry in record["actions"]:
        seat = state.to_move()
        assert seat == entry["seat"]
        fresh = make_player(name, ai, seed * 10 + seat)
        assert fresh.choose(state.view(seat), state.legal_actions()) == entry["action"]
        state = state.apply(entry["action"])
    assert state.is_terminal()
