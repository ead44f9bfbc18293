"""The basic Königrufen AI: it plays whole parties through its seat's view
only, and a pair of it beats a pair of random players in duplicate."""
import random

from talong.ai import RandomPlayer, make_player, player_names
from talong.ai.koenigrufen import KoenigrufenAI, strength
from talong.games.koenigrufen import GAME
from talong.runner import play_deal, self_play

from kr_support import mask


def test_registered_and_plays_a_party():
    """SPEC.md Every game: the AI sees only its seat's view; KR-N02 the
    party's totals sum to zero."""
    assert "basic" in player_names("koenigrufen")
    players = [make_player("koenigrufen", "basic", seed=s) for s in range(4)]
    lines = list(self_play("koenigrufen", {"rounds": 1}, 11, players))
    assert sum(lines[-1]["final"]["totals"]) == 0


def test_strength_orders_hands():
    """A hand of high taroks and kings is stronger than a hand of low cards."""
    strong = mask(["S", "XXI", "XX", "XIX", "XVIII", "XVII", "XVI", "sk", "hk", "ck", "dk", "h1"])
    weak = mask(["h4", "h3", "h2", "d4", "d3", "d2", "s7", "s8", "s9", "c7", "c8", "II"])
    assert strength(strong) > KoenigrufenAI.SOLODREIER > strength(weak)


def test_beats_random_players_in_duplicate():
    """The same 40 deals are played twice, the AI pair sitting once at seats
    0/2 and once at 1/3: the AI pair wins on average."""
    rng = random.Random(2)
    total = 0
    for i in range(40):
        seed = rng.getrandbits(63)
        for ai_seats in ((0, 2), (1, 3)):
            players = [KoenigrufenAI(i * 4 + s) if s in ai_seats else RandomPlayer(i * 4 + s) for s in range(4)]
            end, _ = play_deal(GAME.deal({"dealer": i % 4}, seed=seed), players)
            total += sum(end.result()["returns"][s] for s in ai_seats)
    assert total > 0


def test_strong_ai_plays_legal_cards_from_sampled_deals():
    """The strong AI chooses among the legal cards by sampling deals
    consistent with its view (Game.resample): a whole deal completes, and
    its rollout finishes a resampled deal under the engine's rules."""
    from talong.ai.koenigrufen_strong import StrongKoenigrufenAI, rollout
    players = [StrongKoenigrufenAI(seed=s) if s % 2 == 0 else KoenigrufenAI(seed=s) for s in range(4)]
    end, actions = play_deal(GAME.deal({"dealer": 1}, seed=77), players)
    assert end.is_terminal() and sum(end.result()["returns"]) == 0
    state = GAME.deal({"dealer": 3}, seed=5)
    while state.phase != "play":
        state = state.apply(state.legal_actions()[0])
    sample = GAME.resample(state.view(state.to_move()), random.Random(1))
    assert rollout(sample).is_terminal()
