"""Vira for talong.research (docs/research.md): the action vocabulary from the
action grammar (talong/games/vira/__init__.py, docs/vira-actions.md), the
bounds on a seat's return and the longest deal. Loaded through
`GameInfo.research` by the research package only."""
from __future__ import annotations

from talong.core.engine import Game
from talong.research.spec import ResearchSpec, card_actions, suit_codes

from .tables import BETAR, BIDS

_QUALIFIERS = ("", " färg", " högsta-färg")


def _bids(game: Game) -> list[str]:
    tables = game.tables()
    keys = [bid["key"] for bid in tables["bids"]]
    words = list(tables["unspecified"])
    bids = [*keys, *words, *(f"högre-{word}" for word in words)]
    return [f"bid {bid}{q}" for bid in bids for q in _QUALIFIERS]


def templates(game: Game) -> list[str]:
    keys = [bid["key"] for bid in game.tables()["bids"]]
    return ["pass", *_bids(game), *(f"level {key}" for key in keys),
            *card_actions(game, "keep", "discard", "play"),
            *(f"trump {suit}" for suit in suit_codes(game)),
            "buy", "play", "lay", "omköp", "high", "low", "aces-as-ones", "aces-as-aces"]


def _bound() -> float:
    """Pinnar plus betar at 8 pinnar each (payments.settle "returns"): the
    declarer is paid by (or pays) two opponents the highest pin value, twice
    after an omköp (the game and the laid first buy), and at most the
    tringel's 15 betar and a Gök penalty bet on top."""
    pins = max(max(bid.pins) for bid in BIDS)
    betar = max(abs(v) for row in BETAR.values()
                for v in (row.hem, row.bet, row.kodilj, *(row.omkop or ())))
    return float(2 * 2 * pins + 8 * (betar + 1))


SPEC = ResearchSpec(templates, -_bound(), _bound(), zero_sum=False,
                    # bidding: each of the 150 bid strings at most twice (topped, or
                    # repeated once from a better hand) and the passes; then keeps,
                    # discards, buys, choices and the 39 cards, well under 200
                    max_moves=2 * 150 + 3 + 200)
