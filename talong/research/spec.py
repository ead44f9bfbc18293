"""What a research framework needs to know about a game that the engine
interface does not say: a fixed action vocabulary, bounds on the returns and
on the length of a deal.

The vocabulary is the game's action grammar (its module docstring and
docs/<game>-actions.md) written as templates, with the slots filled from the
game's metadata: `{card}` from the pack `Game.info.pack` names, `{suit}` from
its suit codes, and the game's own words from `Game.tables()` (Vira's bid
keys, Schafkopf's contracts and the suits each may name, bridge's levels and
strains). An action's id is its index in the vocabulary, so ids are stable
across deals and versions as long as the grammar is. The vocabulary may hold
strings that are never legal (a qualifier on a bid that takes none); every
legal action is in it (tests/research check that over random deals).

One entry per game in `SPECS`; a registered game without one is refused by
`spec_for` with a message naming this module (Königrufen adds its entry when
its engine lands).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from talong.core.cards import PACKS
from talong.core.engine import Game, GameError


@dataclass(frozen=True)
class ResearchSpec:
    templates: Callable[[Game], list[str]]   # action templates with {card}/{suit}/... filled or to fill
    min_utility: float                       # lowest return a seat can get in one deal
    max_utility: float
    zero_sum: bool                           # returns sum to 0 in every deal
    max_moves: int                           # most player actions in one deal (an upper bound)


def card_actions(game: Game, *verbs: str) -> list[str]:
    """`<verb> <card>` for every card of the game's pack."""
    pack = PACKS[game.info.pack]
    return [f"{verb} {pack.name_of(c)}" for verb in verbs for c in range(pack.size)]


def suit_codes(game: Game) -> list[str]:
    return [suit.code for suit in PACKS[game.info.pack].suits]


# --- Vira (talong/games/vira/__init__.py "Action grammar", docs/vira-actions.md)
_VIRA_QUALIFIERS = ("", " färg", " högsta-färg")


def _vira_bids(game: Game) -> list[str]:
    tables = game.tables()
    keys = [bid["key"] for bid in tables["bids"]]
    words = list(tables["unspecified"])
    bids = [*keys, *words, *(f"högre-{word}" for word in words)]
    return [f"bid {bid}{q}" for bid in bids for q in _VIRA_QUALIFIERS]


def _vira(game: Game) -> list[str]:
    keys = [bid["key"] for bid in game.tables()["bids"]]
    return ["pass", *_vira_bids(game), *(f"level {key}" for key in keys),
            *card_actions(game, "keep", "discard", "play"),
            *(f"trump {suit}" for suit in suit_codes(game)),
            "buy", "play", "lay", "omköp", "high", "low", "aces-as-ones", "aces-as-aces"]


def _vira_bound() -> float:
    """Pinnar plus betar at 8 pinnar each (payments.settle "returns"): the
    declarer is paid by (or pays) two opponents the highest pin value, twice
    after an omköp (the game and the laid first buy), and at most the
    tringel's 15 betar and a Gök penalty bet on top."""
    from talong.games.vira.tables import BETAR, BIDS
    pins = max(max(bid.pins) for bid in BIDS)
    betar = max(abs(v) for row in BETAR.values()
                for v in (row.hem, row.bet, row.kodilj, *(row.omkop or ())))
    return float(2 * 2 * pins + 8 * (betar + 1))


# --- Schafkopf (talong/games/schafkopf/__init__.py "Action grammar")
def _schafkopf(game: Game) -> list[str]:
    bids = []
    for contract in game.tables()["contracts"]:
        suits = contract["suits"]
        bids += [f"bid {contract['key']} {s}" for s in suits] if suits else [f"bid {contract['key']}"]
    return ["pass", *bids, *card_actions(game, "play")]


def _schafkopf_bound() -> float:
    """schafkopf/scoring.settle: value = base + Schwarz bonus + Laufende x
    factor (at most the 14 trumps of an Ober game); a soloist gets it three
    times (SOLOIST_FACTOR)."""
    from talong.games.schafkopf.scoring import SOLOIST_FACTOR
    from talong.games.schafkopf.tables import CONTRACTS, SCHWARZ_BONUS
    return float(SOLOIST_FACTOR * max(c.base + SCHWARZ_BONUS + 14 * c.laufende_factor for c in CONTRACTS))


# --- Bridge (docs/bridge-actions.md "Actions")
def _bridge(game: Game) -> list[str]:
    tables = game.tables()
    bids = [f"{level}{strain}" for level in tables["levels"] for strain in tables["strains"]]
    return ["pass", "double", "redouble", *bids, *card_actions(game, "play"),
            *(f"claim {n}" for n in range(14)), "accept", "dispute"]


# --- Königrufen (docs/koenigrufen-actions.md "Action grammar", on its branch;
# this entry is used once the game is in the registry, and the vocabulary test
# of tests/research then checks it against the engine)
_KR_VERBS = ("kontra", "rekontra", "subkontra")


def _koenigrufen(game: Game) -> list[str]:
    tables = game.tables()
    games = [c["key"] for c in tables["contracts"]]
    figures = [f["key"] for f in tables["figures"]]
    seats = range(max(game.info.seats))
    return ["cut", "knacka", *(f"pile {n}" for n in range(1, 5)), "pass", "done", "bid mein-spiel",
            *(f"bid {key}" for key in games), *(f"choose {key}" for key in games),
            *(f"call {suit}" for suit in (*suit_codes(game), "fourth")),
            "talon top", "talon bottom", "giveup", *card_actions(game, "discard", "play"),
            *(f"announce {figure}" for figure in figures),
            *(f"{verb} {item}" for verb in _KR_VERBS for item in ("game", *figures)),
            *(f"{verb} game-{d}" for verb in _KR_VERBS for d in seats),
            *(f"{verb} game-{d} {o}" for verb in _KR_VERBS for d in seats for o in seats)]


# Law 77: the largest board score is 7600 (13 down, redoubled, vulnerable);
# returns are the side's score, +score for N-S and -score for E-W.
# Longest deal: the longest auction (319 calls), 52 cards, and one disputed
# claim with its two answers (no claim after a dispute: Law 70, our substitute).
SPECS: dict[str, ResearchSpec] = {
    "vira": ResearchSpec(_vira, -_vira_bound(), _vira_bound(), zero_sum=False,
                         # bidding: each of the 150 bid strings at most twice (topped, or
                         # repeated once from a better hand) and the passes; then keeps,
                         # discards, buys, choices and the 39 cards, well under 200
                         max_moves=2 * 150 + 3 + 200),
    "schafkopf": ResearchSpec(_schafkopf, -_schafkopf_bound(), _schafkopf_bound(), zero_sum=True,
                              max_moves=4 + 32),   # one round of bids, 8 tricks of 4
    "bridge": ResearchSpec(_bridge, -7600.0, 7600.0, zero_sum=True, max_moves=319 + 52 + 3),
    # Spelpoäng, zero-sum (its scoring.py on its branch). Bound: per opponent at
    # most the largest game value (12) x valat (8) x kontra (2^3), plus every
    # figure (30 declared) x 2 x 2^3, about 1300; a solo declarer is paid three
    # times that: under 4000, so 10000 is a safe bound.
    # A deal: a cut, four piles, at most 21 bids per seat, a call, the talon,
    # 6 discards, declarations and kontras (under 40 per seat), 48 cards.
    "koenigrufen": ResearchSpec(_koenigrufen, -10000.0, 10000.0, zero_sum=True,
                                max_moves=1 + 4 + 4 * 21 + 3 + 6 + 4 * 40 + 48),
}


def spec_for(name: str) -> ResearchSpec:
    if name not in SPECS:
        raise GameError(f"talong.research has no action vocabulary for {name!r}: add its entry to SPECS "
                        f"in talong/research/spec.py (it has {', '.join(SPECS)})")
    return SPECS[name]


class Vocabulary:
    """Action strings <-> integer ids for one game."""

    def __init__(self, game: Game) -> None:
        self.actions: list[str] = spec_for(game.info.name).templates(game)
        self.ids = {action: i for i, action in enumerate(self.actions)}
        if len(self.ids) != len(self.actions):
            raise GameError(f"{game.info.name}: the action vocabulary lists an action twice")

    def __len__(self) -> int:
        return len(self.actions)

    def id_of(self, action: str) -> int:
        try:
            return self.ids[action]
        except KeyError:
            raise GameError(f"action {action!r} is not in the research vocabulary "
                            "(talong/research/spec.py)") from None

    def action(self, action_id: int) -> str:
        if not 0 <= action_id < len(self.actions):
            raise GameError(f"action id {action_id} is outside the vocabulary 0..{len(self.actions) - 1}")
        return self.actions[action_id]
