"""The strong Vira AI (talong/ai/vira/strong.py and the modules it uses):
legal in every phase, bids that fit the hand across the bid table, a search
that is right where the answer is known, and a player that works from its
seat's view only.

Rules: rules/vira-stockholms-wirasallskap.txt "Budgivningen", "Köp och val
av trumf", "Gaskspel", "Köpspel", "Solospel", "Spelet av korten",
"Avpassning av gök"; the bid table of rules/vira-sa-spelar-du-vira.txt."""
import copy
import inspect
import random

import pytest

from talong.ai import make_player, player_names
from talong.ai.base import RandomPlayer
from talong.ai.vira import (ViraAI, StrongViraAI, bid as vira_bid, bits as vira_bits, cardsel as vira_cardsel,
                            contracts as vira_contracts, dd as vira_dd, handeval as vira_handeval,
                            know as vira_know, prep as vira_prep, search as vira_search, strong as vira_strong,
                            value as vira_value)
from talong.ai.vira.bits import SUIT_MASK, mask
from talong.ai.vira.dd import Solver
from talong.games.vira import GAME
from talong.games.vira.deal import NAMES
from talong.games.vira.scenario import deal_state, run
from talong.games.vira.tables import BID_BY_KEY
from talong.runner import play_deal, self_play

from vira_ai_support import Checked

MODULES = (vira_bid, vira_bits, vira_cardsel, vira_contracts, vira_dd, vira_handeval, vira_know, vira_prep,
           vira_search, vira_strong, vira_value)


# --- legality and the whole flow ----------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4])
def test_every_decision_is_legal_over_many_deals(players):
    """Random deals with strong, basic and random players mixed; the search
    is off here for speed (it only ranks the legal cards it is given) and on
    in the next test."""
    steps = set()
    for seed in range(40):
        # odd seeds: strong players only; even seeds: strong, basic and random mixed
        kinds = (StrongViraAI, ViraAI, RandomPlayer)
        table = [Checked(kinds[0 if seed % 2 else (seed + s) % 3](seed + s)) for s in range(players)]
        for p in table:
            if isinstance(p.player, StrongViraAI):
                p.player.search = False
        end, _ = play_deal(GAME.deal({"players": players, "forhand": seed % players}, seed=seed), table)
        assert end.is_terminal()
        for p in table:
            if isinstance(p.player, StrongViraAI):
                steps |= p.steps
    assert {"bidding", "trump", "decide", "play"} <= steps and steps & {"buy", "choose", "misar", "opp"}


def test_forced_contracts_of_every_family_are_played_legally_with_search():
    """Gask (keep, choose, high/low, misär discards), Vira, Gök, köpmisär,
    turné / vingel / tringel, solo and solo misär: forced by the auction, the
    strong AI (search on) then plays each deal out legally."""
    seen = set()
    openings = ("bid gask", "bid gask-2", "bid gask-4", "bid vira", "bid gök", "bid köpmisär", "bid turné-6",
                "bid vingel-7", "bid tringel-9", "bid solo", "bid solo-petite-misär", "bid solo-grande-misär-ouverte")
    for i, opening in enumerate(openings):
        state = run(GAME.deal({"players": 3, "forhand": 0}, seed=100 + i), [opening, "pass", "pass"])
        table = [Checked(StrongViraAI(s, budget=4000)) for s in range(3)]   # a smaller search: faster test
        end, _ = play_deal(state, table)
        assert end.is_terminal()
        for p in table:
            seen |= p.steps
    assert {"level", "keep", "choose", "highlow", "misar", "trump", "buy", "opp", "decide", "play"} <= seen


def test_a_party_of_strong_players_completes():
    """A whole viraparti (three deals, Borup last) with the strong AI in every
    seat, settled at the end ("Delning och slutsammanräkning")."""
    players = [StrongViraAI(s) for s in range(3)]
    lines = list(self_play("vira", {"players": 3, "deals": 3}, 5, players))
    final = lines[-1]["final"]
    assert final["complete"] and sum(final["final"]) == 0


def test_registered_as_the_default_vira_ai():
    """The web lobby takes the last registered name as the default AI."""
    assert player_names("vira")[-1] == "strong"
    assert "basic" in player_names("vira")
    assert isinstance(make_player("vira", "strong", seed=1), StrongViraAI)


# --- bidding --------------------------------------------------------------------------------
def _bid(hand, forhand=True, bottom="S2", before=("bid begär",)):
    """Seat 0's bid with `hand`; as mellanhand after förhand (seat 2) opened."""
    state = deal_state(hands={0: hand}, bottom=bottom, forhand=0 if forhand else 2)
    if not forhand:
        state = run(state, before)
    assert state.to_move() == 0
    return StrongViraAI(1).choose(state.view(0), state.legal_actions()), state


def test_weak_hand_passes():
    """'Varje bud måste följas av valfritt högre bud eller av pass': a hand
    with neither high cards (for a trump game) nor low ones (for a misär)
    passes after an opening."""
    action, _ = _bid("C7 C9 CT CJ D6 D9 DT H8 H9 HT HQ S9 SJ", forhand=False)
    assert action == "pass"


def test_forhand_must_open_even_when_weak():
    """'Det är kutym att förhand inte får öppna budgivningen med att passa'."""
    action, state = _bid("C4 C7 C9 CJ D5 D8 DT DQ H6 H9 HJ S7 SQ", forhand=True)
    assert "pass" not in state.legal_actions() and action.startswith("bid ")


def test_clear_misar_hand_bids_misar():
    """Only low cards, safe in every suit: a misär bid (köpmisär, Gök, a low
    gask or a solo misär), never a trump game."""
    action, _ = _bid("C2 C3 C4 C5 D2 D3 D4 H2 H3 H4 H6 S2 S3", forhand=False)
    bid = BID_BY_KEY[action.split()[1].removeprefix("högre-")] if action.split()[1] in BID_BY_KEY else None
    assert action.split()[1].startswith(("köpmisär", "gök", "solo-petite", "solo-grande", "gask")), action
    assert bid is None or bid.tricks is None or bid.family == "gask", action


def test_strong_long_suit_bids_gask_solo_or_vira():
    """Eight top spades and two side aces: far above begär; a gask, solo or
    Vira (the high end of the bid table), not a köpspel."""
    action, _ = _bid("SA SK SQ SJ ST S9 S8 S7 HA DA C2 C3 H2", forhand=False)
    key = action.split()[1]
    assert key.startswith(("gask", "solo", "vira")) and "misär" not in key, action


def test_does_not_outbid_a_high_bid_with_a_middling_hand():
    """Competitive bidding stops where the hand stops: a decent hand that
    would open a köpspel passes over solo 9."""
    state = deal_state(hands={0: "SA SK S9 S7 S4 HA HQ H3 DK D5 C8 C6 C2"}, forhand=2)
    state = run(state, ["bid solo-9"])
    assert StrongViraAI(1).choose(state.view(0), state.legal_actions()) == "pass"


def test_bid_meanings_follow_the_engine():
    """An equal bid from a better hand is legal 'i förhand' and means the same
    bid; an unspecified gask counts as the lowest level that overbids."""
    state = deal_state(hands={}, forhand=2)
    state = run(state, ["bid 7-spel"])          # seat 2 is förhand; seat 0, mellanhand, is next
    view, legal = state.view(0), state.legal_actions()
    meaning = vira_bid.meanings(view, legal)
    assert meaning["pass"] is None
    assert meaning["bid gask"].bid.key == "gask-0"
    assert "bid 7-spel" not in legal and meaning["bid 7-spel färg"].bid.key == "7-spel"


def test_a_gok_is_not_passed_without_laggard_when_that_costs():
    """'Avpassning av gök': the first hand after a Gök needs låggard in two
    suits; passing without them is charged a bet when the Gök goes hem."""
    state = run(deal_state(hands={0: "SA SK SQ S5 S4 HA D9 DJ CQ CJ C9 C8 H9", 2: "C2"}, forhand=2), ["bid gök"])
    assert vira_bid.gok_pass_penalty(state.view(0)) > 0
    state = run(deal_state(hands={0: "C2 C3 C4 D2 H4 H3 S9 SJ SQ SK DK DQ HT", 2: "S2"}, forhand=2), ["bid gök"])
    assert vira_bid.gok_pass_penalty(state.view(0)) == 0


# --- contract values ------------------------------------------------------------------------
def test_payoffs_follow_the_tables():
    """Begär hem: one bet from the pulla, which keeps 1/3 of it for the
    declarer; solo 10 in högsta färg: 16 pinnar from each opponent
    (vira-sa-spelar-du-vira.txt, 'Hur räknas betar och pinnar' and the bid table)."""
    hem, bet, kodilj = vira_value.declarer_values(BID_BY_KEY["begär"], "ofärg", 3)
    assert (hem, bet, kodilj) == pytest.approx((8 * 2 / 3, -8 * 2 / 3, -16 * 2 / 3))
    hem, _, _ = vira_value.declarer_values(BID_BY_KEY["solo-10"], "högsta färg", 3)
    assert hem == pytest.approx(8 * 2 / 3 + 32)
    # after an omköp: hem 0 betar, and the first buy's pinnar paid first
    hem, bet, _ = vira_value.declarer_values(BID_BY_KEY["9-spel"], "ofärg", 3, omkop=True, first_class="ofärg")
    assert hem == pytest.approx(2 - 2) and bet == pytest.approx(-3 * 8 * 2 / 3 - 2 - 2)


def test_better_hands_are_worth_more():
    """The evaluation ranks hands sensibly: more top trumps, more tricks; a
    lower hand, a better misär."""
    weak = mask("C4 C7 C9 CJ D5 D8 DT DQ H6 H9 HJ S7 SQ".split())
    strong = mask("SA SK SQ SJ ST S9 S8 S7 HA DA C2 C3 H2".split())
    low = mask("C2 C3 C4 C5 D2 D3 D4 H2 H3 H4 H6 S2 S3".split())
    assert vira_contracts.high_mu(strong, 3, "köp").mu > vira_contracts.high_mu(weak, 3, "köp").mu + 4
    assert vira_contracts.misar_chances(low, False, True)[0] > vira_contracts.misar_chances(weak, False, True)[0]
    assert vira_handeval.unsafe_cards(low) == []


# --- card choice ----------------------------------------------------------------------------
def _brute(hands, leader, trick, trump, decl, high):
    k = len(trick)
    p = (leader + k) % 3
    if hands[decl] == 0 and k == 0:
        return 0
    legal = (hands[p] & SUIT_MASK[trick[0] // 13]) if k else 0
    vals = []
    for c in vira_bits.cards(legal or hands[p]):
        nh = list(hands)
        nh[p] &= ~(1 << c)
        t = trick + (c,)
        if k < 2:
            vals.append(_brute(tuple(nh), leader, t, trump, decl, high))
            continue
        led = t[0] // 13
        key = [100 + x % 13 if x // 13 == trump else x % 13 if x // 13 == led else -1 for x in t]
        w = (leader + key.index(max(key))) % 3
        vals.append((w == decl) + _brute(tuple(nh), w, (), trump, decl, high))
    return max(vals) if (p == decl) == high else min(vals)


def test_double_dummy_solver_agrees_with_plain_minimax():
    """'Spelet av korten': follow suit, highest trump or else highest card of
    the led suit wins; the declarer plays against two cooperating opponents.
    The pruned solver gives the plain minimax value on small random endings,
    trump games and misär (also with fewer declarer cards)."""
    rng = random.Random(5)
    for _ in range(120):
        n = rng.choice([2, 3, 4])
        pack = rng.sample(range(52), 15)
        decl, high = rng.randrange(3), rng.random() < 0.5
        sizes = [n] * 3 if high or rng.random() < 0.5 else [n + 1 if s != decl else n for s in range(3)]
        hands, i = [], 0
        for size in sizes:
            hands.append(mask(vira_bits.NAMES[c] for c in pack[i:i + size]))
            i += size
        trump = rng.choice([0, 1, 2, 3, None]) if high else None
        leader = rng.randrange(3)
        expect = _brute(tuple(hands), leader, (), trump, decl, high)
        solver = Solver(trump, decl, high)
        assert solver.tricks(tuple(hands), leader) == expect
        assert all(solver.at_least(tuple(hands), leader, (), k) == (expect >= k) for k in range(n + 2))


def _misar_ending():
    """Köpmisär på 2 by seat 1: seat 0 leads and wins ten tricks of clubs,
    diamonds and spades, the declarer always lowest; then seat 0 leads H9 to
    the declarer's last two cards, H8 HK."""
    filler = [("CA", "C2", "C5"), ("CK", "C3", "C6"), ("CQ", "C4", "C7"),
              ("DA", "D2", "D5"), ("DK", "D3", "D6"), ("DQ", "D4", "D7"),
              ("SA", "S2", "S6"), ("SK", "S3", "S7"), ("SQ", "S4", "S8"), ("SJ", "S5", "S9")]
    hands = {0: [t[0] for t in filler] + ["H9", "CJ", "CT"], 1: [t[1] for t in filler] + ["D8", "D9", "DT"],
             2: [t[2] for t in filler] + ["HA", "HQ", "HJ"]}
    state = run(deal_state(hands=hands, talong="H8 HK", forhand=0),
                ["bid begär", "bid köpmisär-2", "pass", "pass", "discard D8", "discard D9", "play", "discard DT",
                 "buy", "buy"])
    return run(state, [f"play {c}" for trick in filler for c in trick] + ["play H9"])


def _gok_ending():
    """Gök by seat 2: seat 0 leads and wins ten tricks, seat 1 wins the
    eleventh; the declarer, always lowest, ends with H5 S2 (open), seat 1
    with C2 H4 and the lead, seat 0 with two clubs."""
    filler = [("DA", "DQ", "D2"), ("DK", "DJ", "D3"), ("DT", "D9", "D4"), ("D8", "D7", "D5"),
              ("SA", "SQ", "S3"), ("SK", "SJ", "S4"), ("ST", "S9", "S5"), ("S8", "S7", "S6"),
              ("CA", "CQ", "C3"), ("CK", "CJ", "C4"), ("C9", "CT", "C5")]
    hands = {0: [t[0] for t in filler] + ["C8", "C7"], 1: [t[1] for t in filler] + ["C2", "H4"],
             2: [t[2] for t in filler] + ["H5", "S2"]}
    talong = [c for c in NAMES if not any(c in h for h in hands.values())]
    state = run(deal_state(hands=hands, talong=talong, forhand=0),
                ["bid begär", "pass", "bid gök", "pass"] + [f"discard {c}" for c in talong] + ["play"])
    return run(state, [f"play {c}" for trick in filler for c in trick])


def test_search_ducks_in_misar_when_a_lower_card_is_safe():
    """Misär ('spelföraren inte får ta ett enda stick'): with the last two
    cards, the declarer facing a lead of the 9 keeps under it with the 8,
    never the king (which would win)."""
    state = _misar_ending()
    assert state.legal_actions() == ["play H8", "play HK"]
    ai = StrongViraAI(1)
    assert ai.choose(state.view(1), state.legal_actions()) == "play H8"


def test_misar_defenders_lead_the_suit_that_forces_the_declarer():
    """Gök is played open ("Göken spelas öppen"): the declarer shows H5 S2.
    The rule of thumb leads the defender's lowest card, C2, and the declarer,
    void in clubs, throws his H5 and is safe; the search leads H4, which the
    declarer must follow with H5 ('Man måste alltid följa färg om man kan')
    and wins the trick unless the partner has to go over it."""
    state = _gok_ending()
    view, legal = state.view(1), state.legal_actions()
    assert view["open_hands"] == {2: ["H5", "S2"]} and legal == ["play C2", "play H4"]
    assert ViraAI(1).choose(copy.deepcopy(view), legal) == "play C2"
    assert StrongViraAI(1).choose(view, legal) == "play H4"


# --- knowledge --------------------------------------------------------------------------------
def test_sampled_deals_respect_what_the_seat_knows():
    """A sampled deal (the game's determinization, which the search uses)
    keeps the own hand, gives each other seat its number of cards, never a
    card seen played or the own discards, and no card of a suit a seat showed
    void in ('Man måste alltid följa färg om man kan')."""
    state = run(GAME.deal({"players": 3, "forhand": 0}, seed=3), ["bid begär", "pass", "pass", "trump S", "buy"])
    while state.view(state.to_move())["step"] != "play":
        state = state.apply(state.legal_actions()[-1] if "buy" in state.legal_actions() else
                            ("play" if "play" in state.legal_actions() else state.legal_actions()[0]))
    while not vira_know.voids(state.view(state.to_move())):   # play on until a seat shows a void
        seat = state.to_move()
        state = state.apply(StrongViraAI(seat, search=False).choose(state.view(seat), state.legal_actions()))
    seat = state.to_move()
    view = state.view(seat)
    played = vira_know.played(view)
    voids = vira_know.voids(view)
    rng = random.Random(1)
    for _ in range(20):
        hands = GAME.resample(view, rng).hands
        assert hands[seat] == mask(view["hand"])
        for s in range(3):
            assert hands[s].bit_count() == view["hand_sizes"][s]
            assert not hands[s] & played
            if s != seat:
                assert not hands[s] & mask(view["hand"] + view["discards"])
            for suit in voids.get(s, ()):
                assert not hands[s] & SUIT_MASK["CDHS".index(suit)]


def test_ai_works_from_the_view_only():
    """The strong AI's modules never touch the engine's state, and its choices
    on a deep copy of the view equal those on the original view."""
    for module in MODULES:
        source = inspect.getsource(module)
        assert "vira.state" not in source and "ViraState" not in source and ".apply(" not in source
        assert "hands0" not in source and "talong0" not in source
    state = GAME.deal({"players": 3, "forhand": 0}, seed=7)
    a, b = StrongViraAI(3), StrongViraAI(3)
    while not state.is_terminal():
        seat, legal = state.to_move(), state.legal_actions()
        view = state.view(seat)
        assert "talong" not in view and "hands" not in view
        choice = a.choose(copy.deepcopy(view), legal)
        assert choice == b.choose(view, legal)
        state = state.apply(choice)


def test_same_view_same_choice_whatever_the_hidden_cards():
    """Two deals that look the same from seat 0 (same hand, different cards
    elsewhere) get the same bid: the AI cannot see what it may not."""
    hand = "SA SK SQ S9 S4 HA HQ H3 DK D5 C8 C6 C2"
    one = deal_state(hands={0: hand}, forhand=0)
    other_cards = [c for c in vira_bits.NAMES if c not in hand.split()]
    random.Random(2).shuffle(other_cards)
    two = deal_state(hands={0: hand, 1: other_cards[:13], 2: other_cards[13:26]}, talong=other_cards[26:], forhand=0)
    assert one.view(0) == two.view(0)
    assert StrongViraAI(4).choose(one.view(0), one.legal_actions()) == \
        StrongViraAI(4).choose(two.view(0), two.legal_actions())


def test_knowledge_holds_every_card_played_even_after_single_legal_cards():
    """Issue 8: the AIs once answered a single legal card before noting the
    trick, and searched with played cards missing. Now what a seat knows is
    read from its view at each decision: every card played so far (the
    engine's tricks and the one on the table) and every void shown ('Man
    måste alltid följa färg om man kan') - whoever acted before."""
    state = run(GAME.deal({"players": 3, "forhand": 0}, seed=3), ["bid begär", "pass", "pass", "trump S", "buy"])
    players = [StrongViraAI(s, search=False) for s in range(3)]
    checked = 0
    while not state.is_terminal():
        seat, legal = state.to_move(), state.legal_actions()
        view = state.view(seat)
        if view["step"] == "play":
            checked += 1
            tricks = [t for _, t, _ in state.trick_log] + [state.trick]
            assert vira_know.played(view) == mask(NAMES[c] for t in tricks for _, c in t)
            shown = {}
            for t in tricks:
                for x, c in t[1:]:
                    if c // 13 != t[0][1] // 13:
                        shown.setdefault(x, set()).add("CDHS"[t[0][1] // 13])
            assert vira_know.voids(view) == shown
        state = state.apply("play" if view["step"] == "decide" else players[seat].choose(view, legal))
    assert checked == 39 and any(vira_know.voids(state.view(0)).values())
