"""The searching Königrufen AI (talong/ai/koenigrufen_search.py): sampled
deals from its seat's view, valued by the double-dummy solver; three levels
by budget; the talon half and discards by simulation."""
import random

from talong.ai import default_player, make_player, player_names
from talong.ai.koenigrufen_search import QuickKoenigrufenAI, SearchingKoenigrufenAI, card_values, utility
from talong.core.tarock import PACK_NAMES, SUIT_MASKS
from talong.games.koenigrufen import GAME
from talong.runner import play_deal
from talong.solvers import koenigrufen as ks

from kr_support import deal, placed, run

INDEX = {n: c for c, n in enumerate(PACK_NAMES)}


def test_three_levels_and_the_default():
    """Issue 12: three named levels differing only by budget; the default is
    the searching one that meets the decision time (docs/koenigrufen-ai.md)."""
    names = player_names("koenigrufen")
    assert {"quick", "search", "deep"} <= set(names)
    assert default_player("koenigrufen") == "search"
    levels = [make_player("koenigrufen", n, seed=1) for n in ("quick", "search", "deep")]
    assert [type(p).SAMPLES for p in levels] == sorted(type(p).SAMPLES for p in levels)
    assert all(isinstance(p, SearchingKoenigrufenAI) for p in levels)


def test_plays_whole_deals():
    """The quick level at every seat plays deals to the end (the engine
    accepts each action), and the settlement sums to zero (KR-N02)."""
    for seed in (3, 8):
        players = [QuickKoenigrufenAI(seed=seed * 4 + s) for s in range(4)]
        end, _ = play_deal(GAME.deal({"dealer": seed % 4}, seed=seed), players)
        assert end.is_terminal() and sum(end.result()["returns"]) == 0


def _swap_hidden(state, seat):
    """The same deal with one card swapped between two other hands, within
    a suit both hold: nothing `seat` can see changes."""
    others = [s for s in range(4) if s != seat]
    for a in others:
        for b in others:
            if a >= b:
                continue
            for suit in range(5):
                ca, cb = state.hands[a] & SUIT_MASKS[suit], state.hands[b] & SUIT_MASKS[suit]
                if ca and cb:
                    x, y = ca & -ca, cb & -cb
                    if state.called_king is not None and (x | y) >> state.called_king & 1:
                        continue
                    new = state._copy()
                    hands = list(state.hands)
                    hands[a] = hands[a] ^ x ^ y
                    hands[b] = hands[b] ^ x ^ y
                    new.hands = tuple(hands)
                    return new
    return None


def test_hidden_cards_do_not_change_the_choice():
    """SPEC.md: an AI only ever gets its seat's view. Two deals that differ
    only in cards the seat cannot see give the same view and the same card."""
    state = GAME.deal({"dealer": 0}, seed=21)
    players = [make_player("koenigrufen", "basic", seed=s) for s in range(4)]
    while state.phase != "play" or len(state.tricks) < 3:
        seat = state.to_move()
        state = state.apply(players[seat].choose(state.view(seat), state.legal_actions()))
    seat = state.to_move()
    other = _swap_hidden(state, seat)
    assert other is not None and other.hands != state.hands
    assert other.view(seat) == state.view(seat)
    ai = QuickKoenigrufenAI(seed=5)
    assert ai.choose(state.view(seat), state.legal_actions()) == ai.choose(other.view(seat), other.legal_actions())


def _best_by_solver(state, seat):
    values = ks.play_values(state, seat)
    sign = ks.seat_sign(state, seat)
    best = max(sign * v for v in values.values())
    return {a for a, v in values.items() if sign * v == best}


def test_card_values_follow_the_solver():
    """In a known ending the AI's per-sample values rank the cards as the
    solver does for the seat's side: the declarer side's 35/2 and card
    points (p.15), a declarer's trick target (p.16), Trischaken's own
    points kept low, for declarers and opponents alike."""
    rng = random.Random(4)
    cases = 0
    for contract, declarers, partner in (("rufer", (0,), 2), ("dreier", (1,), None), ("bettler", (0,), None),
                                         ("trischaken", (), None)):
        for _ in range(6):
            cards = rng.sample(range(54), 12)
            hands = {s: [PACK_NAMES[c] for c in cards[3 * s:3 * s + 3]] for s in range(4)}
            state = placed(contract, hands, declarers=declarers, partner=partner, tricks_done=9)
            seat = state.to_move()
            legal = state.legal_actions()
            values = card_values(state, seat, legal, exact_tricks=6, node_limit=100_000)
            top = max(values.values())
            chosen = {a for a, v in values.items() if abs(v - top) < 1e-9}
            assert chosen == _best_by_solver(state, seat), (contract, seat, values)
            cases += 1
    assert cases == 24


def test_utility_counts_the_win_first():
    """The declarer side wins with 35/2 = 107 thirds (p.15): one third more
    at the line is worth more than many thirds anywhere else."""
    state = placed("dreier", {0: ["h4"], 1: ["h3"], 2: ["h2"], 3: ["h1"]}, declarers=(0,), tricks_done=11)
    state.decl_share = 0
    assert utility(state, 0, 107) - utility(state, 0, 106) > utility(state, 0, 150) - utility(state, 0, 108)
    assert utility(state, 1, 107) == -utility(state, 0, 107)


def test_talon_half_by_simulation():
    """p.13 Köpet: the declarer takes one of the two turned-up halves. Offered
    the three highest taroks against three small cards of his short suit, the
    searching AI takes the taroks."""
    hands = {0: ["hk", "hd", "h3", "h4", "dk", "d4", "X", "IX", "VIII", "VII", "VI", "V"]}
    state = deal(hands, talon=["S", "XXI", "XX", "c7", "c8", "c9"], dealer=3)
    while state.phase == "bidding":
        legal = state.legal_actions()
        state = state.apply("bid mein-spiel" if "bid mein-spiel" in legal else "pass")
    state = run(state, "choose rufer", "call s")
    assert state.phase == "talon"
    ai = SearchingKoenigrufenAI(seed=2)
    assert ai.choose(state.view(0), state.legal_actions()) == "talon top"


# --- decisions before the play, by rollouts on sampled deals (issue 10 item 4) ---

NOTHING = ["hd", "hka", "h2", "dd", "dka", "d3", "sd", "ska", "s8", "cd", "X", "XI"]
MONSTER = ["S", "XXI", "XX", "XIX", "XVIII", "XVII", "XVI", "XV", "XIV", "hk", "dk", "ck"]


def _handler(ai, state, seat):
    """The AI's own pick (not `choose`, which would mask an illegal one)."""
    return getattr(ai, "_" + state.phase)(state.view(seat), state.legal_actions())


def test_decisions_before_the_play_are_legal():
    """Every bid, choice, call and declaration the searching AI makes is one
    the engine offers (checked on the handler itself), in whole deals."""
    seen = set()
    for seed in (4, 9, 17):
        players = [QuickKoenigrufenAI(seed=seed * 4 + s) for s in range(4)]
        state = GAME.deal({"dealer": seed % 4}, seed=seed)
        while not state.is_terminal():
            seat = state.to_move()
            if state.phase in ("bidding", "choose", "call", "announce") and len(state.legal_actions()) > 1:
                action = _handler(players[seat], state, seat)
                assert action in state.legal_actions(), (state.phase, action)
                seen.add(state.phase)
            state = state.apply(players[seat].choose(state.view(seat), state.legal_actions()))
        assert sum(state.result()["returns"]) == 0
    assert {"bidding", "announce"} <= seen


def test_solodreier_hand_is_bid_up_and_nothing_passes():
    """Budgivningen p.12-13: after förhand's mein Spiel, a hand of nine top
    taroks and three kings bids Solodreier (the top bid); a hand of queens
    and cavalls with two middle taroks (no game, and no Bettler: the queens
    take tricks) passes. As förhand, the same monster hand names Solodreier
    after mein Spiel is passed out."""
    state = deal({1: MONSTER}).apply("bid mein-spiel")
    assert SearchingKoenigrufenAI(seed=3).choose(state.view(1), state.legal_actions()) == "bid solodreier"
    state = deal({1: NOTHING}).apply("bid mein-spiel")
    assert SearchingKoenigrufenAI(seed=3).choose(state.view(1), state.legal_actions()) == "pass"
    state = run(deal({0: MONSTER}), "bid mein-spiel", "pass", "pass", "pass")
    assert state.phase == "choose"
    assert SearchingKoenigrufenAI(seed=3).choose(state.view(0), state.legal_actions()) == "choose solodreier"


def test_bidding_opening_is_mein_spiel():
    """Förhand may not pass (p.12): he opens mein Spiel, which keeps every game."""
    state = deal({0: NOTHING})
    assert SearchingKoenigrufenAI(seed=1).choose(state.view(0), state.legal_actions()) == "bid mein-spiel"


def _announce_state(seed):
    state = GAME.deal({"dealer": 0}, seed=seed)
    players = [make_player("koenigrufen", "basic", seed=s) for s in range(4)]
    while state.phase != "announce":
        if state.is_terminal():
            return None
        seat = state.to_move()
        state = state.apply(players[seat].choose(state.view(seat), state.legal_actions()))
    return state


def test_hidden_cards_do_not_change_bids_or_declarations():
    """SPEC.md: an AI only ever gets its seat's view. Two deals that differ
    only in cards the seat cannot see give the same view and the same bid,
    and the same declaration or kontra."""
    ai = QuickKoenigrufenAI(seed=5)
    state = GAME.deal({"dealer": 0}, seed=21).apply("cut").apply("bid mein-spiel")
    seat = state.to_move()
    other = _swap_hidden(state, seat)
    assert other is not None and other.hands != state.hands and other.view(seat) == state.view(seat)
    assert ai.choose(state.view(seat), state.legal_actions()) == ai.choose(other.view(seat), other.legal_actions())
    checked = 0
    for seed in range(30, 60):
        state = _announce_state(seed)
        if state is None or len(state.legal_actions()) < 2:
            continue
        seat = state.to_move()
        other = _swap_hidden(state, seat)
        if other is None:
            continue
        assert other.view(seat) == state.view(seat)
        assert _handler(ai, state, seat) == _handler(ai, other, seat)
        checked += 1
        if checked == 3:
            break
    assert checked == 3


def test_decisions_are_deterministic():
    """The same view and seed give the same action: the draws are seeded by
    the seed and the point of the deal only (two fresh players, and one
    asked twice)."""
    for seed in (11, 12):
        state = GAME.deal({"dealer": 1}, seed=seed).apply("cut").apply("bid mein-spiel")
        seat = state.to_move()
        view, legal = state.view(seat), state.legal_actions()
        first = SearchingKoenigrufenAI(seed=seed)
        assert first.choose(view, legal) == first.choose(view, legal) == \
            SearchingKoenigrufenAI(seed=seed).choose(view, legal)
        values = first._rollout_values(view, legal)
        assert values == SearchingKoenigrufenAI(seed=seed)._rollout_values(view, legal)
        assert len(values["pass"]) == SearchingKoenigrufenAI.DECISION_SAMPLES


def test_kontra_is_judged_on_plausible_deals():
    """An opponent's samples of a Dreier keep only declarer hands strong
    enough to have bid it (PLAUSIBLE_DREIER): without that, the uniform
    samples give the declarer a random hand and every opponent would say
    kontra. The declarer's own samples are not filtered, nor a Rufer's."""
    from talong.ai.koenigrufen import strength
    from talong.ai.koenigrufen_search import PLAUSIBLE_DREIER, plausible
    state = run(deal({1: MONSTER}), "bid mein-spiel", "bid dreier", "pass", "pass", "pass")
    assert state.contract.key == "dreier" and state.declarer == 1
    rng = random.Random(2)
    kept = 0
    for _ in range(200):
        sample = GAME.resample(state.view(0), rng)
        ok = plausible(sample, 0)
        assert ok == (strength(sample.start[1]) >= PLAUSIBLE_DREIER)
        kept += ok
        assert plausible(GAME.resample(state.view(1), rng), 1)
    assert 0 < kept < 200
    rufer = run(deal({1: MONSTER}), "bid mein-spiel", "pass", "pass", "pass", "choose rufer")
    assert all(plausible(GAME.resample(rufer.view(1), rng), 1) for _ in range(20))
