"""The basic Vira AI (talong/ai/vira/basic.py and the modules it uses): legal in every phase, better than
random, sensible in specific situations, and working from its seat's view only.

Rules behind the situations: rules/vira-stockholms-wirasallskap.txt
"Budgivningen", "Att spela eller att lägga handen", "Spelet av korten",
"Gaskspel" (misär); costs from "Betalningar" and the bid table."""
import copy
import inspect

import pytest

from talong.ai import make_player
from talong.ai.base import RandomPlayer
from talong.ai.vira import ViraAI, basic as vira, decide as vira_decide, eval as vira_eval, play as vira_play
from talong.games.vira import GAME
from talong.games.vira.scenario import deal_state, run
from talong.runner import play_deal

from vira_ai_support import Checked


@pytest.mark.parametrize("players", [3, 4])
def test_ai_plays_every_phase_legally(players):
    """Every action the AI picks is legal (vira-stockholms-wirasallskap.txt,
    Budgivningen / Köp och val av trumf / Spelet av korten), with AI and
    random players at the table, over many deals."""
    steps = set()
    for seed in range(60):
        mixed = seed % 2   # random bidders outbid everyone, so half the tables are AI only
        table = [Checked(RandomPlayer(seed + s) if mixed and (seed + s) % 3 == 0 else ViraAI(seed + s))
                 for s in range(players)]
        end, _ = play_deal(GAME.deal({"players": players, "forhand": seed % players}, seed=seed), table)
        assert end.is_terminal()
        for p in table:
            if isinstance(p.player, ViraAI):
                steps |= p.steps
    assert {"bidding", "trump", "buy", "opp", "decide", "play"} <= steps


def test_ai_handles_the_rare_steps_legally():
    """Gask (keep, choose, high/low, misär discards, aces as ones), levels of
    unspecified bids, köpmisär and solo: driven by forcing the contract, the
    AI then plays on legally (vira-stockholms-wirasallskap.txt, Gaskspel,
    Köpspel, Solospel, Bud utan angiven nivå)."""
    seen = set()
    for opening in ("bid gask", "bid gask-0", "bid gask-2", "bid gask-4", "bid köpmisär", "bid solo",
                    "bid gök", "bid turné-6", "bid vingel-6", "bid tringel-9", "bid solo-petite-misär-ouverte"):
        for seed in range(6):
            state = run(GAME.deal({"players": 3, "forhand": 0}, seed=seed), [opening, "pass", "pass"])
            table = [Checked(ViraAI(s)) for s in range(3)]
            end, _ = play_deal(state, table)
            assert end.is_terminal()
            for p in table:
                seen |= p.steps
    assert {"level", "keep", "choose", "highlow", "misar"} <= seen


def _mean_returns(deals, players, make_ai):
    """Seats rotated on the same deals: the tested player at each active seat in turn."""
    total = count = 0
    for seed in range(deals):
        for seat in range(3):
            table = [RandomPlayer(seed * 10 + s) for s in range(players)]
            table[seat] = make_ai(seed)
            end, _ = play_deal(GAME.deal({"players": players, "forhand": 0}, seed=seed), table)
            total += end.result()["returns"][seat]
            count += 1
    return total / count


def test_ai_beats_the_random_player_on_the_same_deals():
    """Over 200 deals, each played three times with the tested player in each
    seat, the AI's average result in pinnar (betar counted as 8 pinnar,
    rules/vira-stockholms-wirasallskap.txt 'Spelmarker och pulla') is clearly
    above the random player's on the same deals and seats."""
    ai = _mean_returns(200, 3, ViraAI)
    rnd = _mean_returns(200, 3, lambda seed: RandomPlayer(seed + 99))
    assert ai > rnd + 20, (ai, rnd)
    assert ai > 0, ai


def test_registered_as_the_basic_vira_player():
    assert isinstance(make_player("vira", "basic", seed=1), ViraAI)


# --- bidding ---------------------------------------------------------------------
def _bidding_state(hand, forhand=True, bottom="S2"):
    state = deal_state(hands={0: hand}, bottom=bottom, forhand=0 if forhand else 2)
    if not forhand:
        state = state.apply("bid begär")   # seat 2 opens; seat 0 (mellanhand) is next
    assert state.to_move() == 0
    return state


def _bidding_view(hand, forhand=True, bottom="S2"):
    """A real bidding view of seat 0 with the given hand."""
    state = _bidding_state(hand, forhand, bottom)
    return state.view(0), state.legal_actions()


def test_eight_top_trumps_bid_a_high_game():
    """A hand with the eight top spades is worth far more than begär
    (Budgivningen: 'Varje bud måste följas av valfritt högre bud eller av pass')."""
    state = _bidding_state("SA SK SQ SJ ST S9 S8 S7 HA DA C2 C3 H2", forhand=False)
    ai = ViraAI(1)
    action = ai.choose(state.view(0), state.legal_actions())
    assert action.split()[1] in ("8-spel", "9-spel", "solo-8", "solo-9", "solo-10"), action
    # Left to play it, the AI takes its eight spades as trump.
    state = run(state, [action, "pass", "pass"])
    assert state.to_move() == 0 and state.view(0)["step"] == "trump"
    assert ai.choose(state.view(0), state.legal_actions()) == "trump S"


def test_weak_hand_passes_and_forhand_opens_cheapest():
    """Budgivningen: 'Det är kutym att förhand inte får öppna budgivningen med
    att passa' — förhand with a poor hand opens with the cheapest bid; in
    another hand the same cards pass."""
    weak = "C4 C7 C9 CJ D5 D8 DT DQ H6 H9 HJ S7 SQ"
    view, legal = _bidding_view(weak, forhand=False)
    assert ViraAI(1).choose(view, legal) == "pass"
    view, legal = _bidding_view(weak, forhand=True)
    assert "pass" not in legal
    assert ViraAI(1).choose(view, legal) == legal[0] == "bid begär"


def test_low_hand_bids_kopmisar():
    """A hand of low cards (låggard in every suit, 'Avpassning av gök') suits
    a misär: the AI bids köpmisär rather than a trump game."""
    view, legal = _bidding_view("C2 C3 C4 C5 D2 D3 D4 H2 H3 H4 H6 S2 S3", forhand=False)
    action = ViraAI(1).choose(view, legal)
    assert action.startswith("bid köpmisär") or action.startswith("bid solo-grande-misär"), action


# --- play or lay -----------------------------------------------------------------
def _decide_view(state):
    while state.view(state.to_move())["step"] != "decide":
        state = state.apply(state.legal_actions()[-1] if state.view(state.to_move())["step"] == "buy"
                            else state.legal_actions()[0])
    return state.view(state.to_move()), state.legal_actions()


def test_hopeless_hand_is_laid_and_good_hand_played():
    """'Att spela eller att lägga handen': laying costs as bet (köpspel), the
    least the hand can lose; a hand far from its tricks is laid, a sure one played."""
    state = run(deal_state(hands={0: "C2 C3 C4 C5 C6 D2 D3 D4 D5 H2 H3 H4 H5"},
                           talong="C7 C8 C9 D6 D7 D8 H6 H7 H8 S2 S3 S4 S5"),
                ["bid 9-spel", "pass", "pass", "trump S"])
    for card in ("C2", "C3", "D2", "D3", "H2"):
        state = state.apply(f"discard {card}")
    state = state.apply("buy")
    view, legal = _decide_view(state)
    assert "lay" in legal
    assert ViraAI(0).choose(view, legal) == "lay"

    state = run(deal_state(hands={0: "SA SK SQ SJ ST S9 S8 S7 HA HK DA DK CA"}),
                ["bid 9-spel", "pass", "pass", "trump S", "buy"])
    view, legal = _decide_view(state)
    assert ViraAI(0).choose(view, legal) == "play"


def test_omkop_not_taken_when_laying_is_cheaper():
    """Betalning av betar: after omköp 'bet och kodilj kostar tre respektive
    fem betar' and hem gives nothing, so a hopeless hand is laid for one bet."""
    state = run(deal_state(hands={0: "C2 C3 C4 C5 C6 D2 D3 D4 D5 H2 H3 H4 H5"},
                           talong="C7 C8 C9 D6 D7 D8 H6 H7 H8 S2 S3 S4 S5"),
                ["bid begär", "pass", "pass", "trump S", "discard C2", "buy"])
    view, legal = _decide_view(state)
    assert "omköp" in legal
    assert ViraAI(0).choose(view, legal) != "omköp"


# --- card play --------------------------------------------------------------------
def _play_view(hand, trick, trump="S", declarer=2, seat=1, low=False, bid="begär"):
    return {"game": "vira", "seat": seat, "players": 3, "number": 1, "phase": "play", "step": "play",
            "forhand": 0, "bottom_card": "S2", "hogsta_farg": "S", "farg": "C", "ofarg": ["D", "H"],
            "hand": hand, "trick": [{"seat": s, "card": c} for s, c in trick], "last_trick": None,
            "tricks_played": [], "open_hands": {},
            "contract": {"bid": bid, "declarer": declarer, "opponents": [s for s in range(3) if s != declarer],
                         "trump": None if low else trump, "low": low, "tricks_needed": None if low else 6,
                         "aces_as_ones": False}}


def test_defender_plays_low_under_partners_winning_card():
    """Spelet av korten: the highest card of the led suit wins; a defender
    last to play does not waste his ace on his partner's winning king."""
    view = _play_view(["HA", "H3", "C5"], [(2, "H5"), (0, "HK")])
    assert ViraAI(1).choose(view, ["play HA", "play H3"]) == "play H3"


def test_last_hand_wins_cheaply_against_the_declarer():
    """The declarer's card is beaten with the cheapest winning card."""
    view = _play_view(["HA", "HQ", "H3"], [(0, "H5"), (2, "HJ")])
    assert ViraAI(1).choose(view, ["play HA", "play HQ", "play H3"]) == "play HQ"


def test_second_hand_low_without_a_master():
    """Second hand low: with the declarer still to play, no cheap master, duck."""
    view = _play_view(["HK", "H3"], [(0, "H5")], declarer=2, seat=1)
    assert ViraAI(1).choose(view, ["play HK", "play H3"]) == "play H3"


def test_void_defender_ruffs_the_declarers_winner_cheaply():
    view = _play_view(["S3", "SK", "C5"], [(2, "HA"), (0, "H4")], seat=1)
    assert ViraAI(1).choose(view, ["play S3", "play SK", "play C5"]) == "play S3"


def test_declarer_draws_trumps_with_a_master():
    """In trump games the declarer leads his top trump while the opponents may hold trumps."""
    view = _play_view(["SA", "SK", "S4", "HA", "C7"], [], declarer=1, seat=1)
    assert ViraAI(1).choose(view, [f"play {c}" for c in view["hand"]]) == "play SA"


def test_misar_declarer_plays_under():
    """Gaskspel/misär: 'För hemgång krävs att spelföraren inte tar ett enda
    stick' — the declarer plays the highest card that still goes under."""
    view = _play_view(["H9", "HQ", "H2"], [(0, "HT")], declarer=1, seat=1, low=True, bid="köpmisär-1")
    assert ViraAI(1).choose(view, ["play H9", "play HQ", "play H2"]) == "play H9"


def test_misar_declarer_throws_a_dangerous_card_when_void():
    view = _play_view(["CA", "C2", "D3"], [(0, "H5")], declarer=1, seat=1, low=True, bid="köpmisär-1")
    assert ViraAI(1).choose(view, ["play CA", "play C2", "play D3"]) == "play CA"


def test_misar_defender_leads_low_and_ducks_under_the_declarer():
    """Misär defenders lead low to force the declarer, and let his card win."""
    lead = _play_view(["HK", "H2", "C9"], [], declarer=2, seat=1, low=True, bid="köpmisär-1")
    assert ViraAI(1).choose(lead, ["play HK", "play H2", "play C9"]) == "play H2"
    duck = _play_view(["HK", "H4", "C9"], [(0, "H2"), (2, "H6")], declarer=2, seat=1, low=True,
                      bid="köpmisär-1")
    assert ViraAI(1).choose(duck, ["play HK", "play H4"]) == "play H4"


# --- view only ----------------------------------------------------------------------
def test_ai_uses_only_the_view():
    """The AI is built with a seed only and sees a copy of its seat's view:
    its modules never touch the engine's state, and its choices on a copied
    view equal those on the original."""
    for module in (vira, vira_decide, vira_eval, vira_play):
        source = inspect.getsource(module)
        assert "vira.state" not in source and "ViraState" not in source and ".apply(" not in source
    state = GAME.deal({"players": 3, "forhand": 0}, seed=7)
    a, b = ViraAI(3), ViraAI(3)
    while not state.is_terminal():
        seat, legal = state.to_move(), state.legal_actions()
        view = state.view(seat)
        assert set(view) >= {"hand", "step"} and "hands" not in view and "talong" not in view
        choice = a.choose(copy.deepcopy(view), legal)
        assert choice == b.choose(view, legal)
        state = state.apply(choice)


def test_ai_is_deterministic_on_a_deal():
    """Determinism: the same deal and seeds give the same actions."""
    runs = []
    for _ in range(2):
        _, actions = play_deal(GAME.deal({"players": 4, "forhand": 1}, seed=11), [ViraAI(s) for s in range(4)])
        runs.append(actions)
    assert runs[0] == runs[1]


def test_gok_is_not_passed_without_laggard_when_a_game_is_near():
    """'Avpassning av gök': the first hand after a Gök needs låggard in two
    suits to pass; without them a hand near a game bids on instead of
    risking the penalty bet, and a hand with the låggarder passes."""
    state = deal_state(hands={0: "SA SK SQ S5 S4 HA D9 DJ CQ CJ C9 C8 H9", 2: "C2"}, forhand=2)
    state = state.apply("bid gök")
    view = state.view(0)
    assert vira_eval.laggards(view["hand"]) == 0
    legal = state.legal_actions()
    assert not set(legal) & set(vira_decide.willing(view))      # no game it would bid on its own
    action = ViraAI(1).choose(view, legal)
    assert action != "pass" and action in vira_decide.willing(view, vira_decide.GOK_STRETCH)
    state = deal_state(hands={0: "C2 C3 C4 D2 H4 H3 S9 SJ SQ SK DK DQ HT", 2: "S2"}, forhand=2)
    state = state.apply("bid gök")
    assert vira_eval.laggards(state.view(0)["hand"]) >= 2
    assert ViraAI(1).choose(state.view(0), state.legal_actions()) == "pass"


def test_defender_feeds_a_ruff_to_the_partner_shown_void():
    """The AI reads the tricks it saw from its view ('Spelet av korten': one must follow
    suit if one can, so a discard shows a void): it leads the suit its partner
    can ruff while the declarer still follows."""
    view = _play_view(["H9", "H3", "C5", "C8", "DK"], [], trump="S", declarer=2, seat=1)
    view["last_trick"] = {"cards": [{"seat": 2, "card": "HA"}, {"seat": 0, "card": "D2"},
                                    {"seat": 1, "card": "H2"}], "winner": 2}
    view["tricks_played"] = [{"leader": 2, "cards": [[2, "HA"], [0, "D2"], [1, "H2"]], "winner": 2}]
    ai = ViraAI(1)
    assert ai.choose(view, [f"play {c}" for c in view["hand"]]) == "play H3"


def test_declarer_does_not_cash_an_ace_an_opponent_can_ruff():
    view = _play_view(["HA", "C4", "C7", "D5"], [], trump="S", declarer=1, seat=1)
    view["last_trick"] = {"cards": [{"seat": 1, "card": "HK"}, {"seat": 2, "card": "S4"},
                                    {"seat": 0, "card": "H5"}], "winner": 2}
    view["tricks_played"] = [{"leader": 1, "cards": [[1, "HK"], [2, "S4"], [0, "H5"]], "winner": 2}]
    assert ViraAI(1).choose(view, [f"play {c}" for c in view["hand"]]) != "play HA"
