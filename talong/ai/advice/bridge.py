"""Bridge advice. Card play: each legal card valued by DDS (endplay) on
layouts sampled from the seat's view as the strong AI samples them
(talong/ai/bridge/ddplay.py: `Game.resample`, kept when they fit what the
auction showed), in tricks for the side to play, with how often the
contract makes (or goes down) after it. The review of a finished deal
solves the real deal instead: the cost of a card is the tricks it lost
double dummy. Calls: the AI's call with the system's meaning of it (no
search)."""
from __future__ import annotations

import random
from typing import Any

from talong.core.cards import FRENCH_52, iter_cards

from .common import Evaluation
from talong.games.bridge.dds_lock import DDS_LOCK as _DDS   # one DDS call at a time in a process

SAMPLES = 16           # as the strong AI samples: a hint p95 near 1 s
COSTLY = 1.0           # tricks
_RANKS_HIGH_FIRST = "AKQJT98765432"
_PBN_SUITS = "SHDC"
_DENOMS = "CDHSN"      # talong's trump suit index 0-3, 4 (or -1): no trump


def candidates(view: dict[str, Any], legal: list[str]) -> list[str]:
    return [a for a in legal if a.startswith("play ")] if view.get("phase") == "play" else []


def _denom(strain: str):
    from endplay.types import Denom
    return {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades, "N": Denom.nt}[strain]


def _card_name(card: Any) -> str:
    from talong.ai.bridge.hand import RANKS
    return "SHDC"[int(card.suit)] + RANKS[int(card.rank).bit_length() - 3]


def _solved(deals: list) -> list[dict[str, int]]:
    from endplay.dds import solve_all_boards
    with _DDS:
        boards = solve_all_boards(deals)
    return [{_card_name(card): int(tricks) for card, tricks in board} for board in boards]


def evaluate(view: dict[str, Any], legal: list[str], rng: random.Random, samples: int = SAMPLES) -> Evaluation | None:
    from endplay.types import Card, Deal, Player

    from talong.ai.bridge.ddplay import Position
    pos = Position(view)
    deals = []
    for _ in range(samples):
        deal = Deal(pos.pbn(pos.sample(view, rng)), first=Player(pos.leader), trump=_denom(pos.strain))
        for _, card in pos.trick:
            deal.play(Card(card))
        deals.append(deal)
    cards = [a.split()[1] for a in legal]
    totals = dict.fromkeys(legal, 0.0)
    best_count = dict.fromkeys(legal, 0)
    hits = dict.fromkeys(legal, 0)
    for got in _solved(deals):
        if any(c not in got for c in cards):
            return None
        top = max(got[c] for c in cards)
        for a, c in zip(legal, cards):
            totals[a] += got[c]
            best_count[a] += got[c] == top
            hits[a] += got[c] >= pos.target
    ours = pos.turn % 2 == pos.declarer % 2
    return Evaluation({a: totals[a] / len(deals) for a in legal}, "unit.tricks", "sampled", len(deals), best_count,
                      "goal.make" if ours else "goal.beat", hits)


def exact(state, legal: list[str]) -> Evaluation | None:
    """Double dummy on the real deal (every hand known): tricks for the
    side to play after each legal card. For reviews of finished deals."""
    from endplay.types import Card, Deal, Player
    if state.phase() != "play":
        return None
    parts = []
    trick_cards = dict(state.trick)
    for seat in range(4):
        held = state.hands[seat] | (1 << trick_cards[seat] if seat in trick_cards else 0)
        names = {FRENCH_52.name_of(c) for c in iter_cards(held)}
        parts.append(".".join("".join(r for r in _RANKS_HIGH_FIRST if s + r in names) for s in _PBN_SUITS))
    strain = _DENOMS[state.trump] if 0 <= state.trump < 4 else "N"
    deal = Deal("N:" + " ".join(parts), first=Player(state.leader), trump=_denom(strain))
    for _, card in state.trick:
        deal.play(Card(FRENCH_52.name_of(card)))
    got = _solved([deal])[0]
    cards = [a.split()[1] for a in legal]
    if any(c not in got for c in cards):
        return None
    return Evaluation({a: float(got[c]) for a, c in zip(legal, cards)}, "unit.tricks", "double_dummy", 1)


def tie_break(view: dict[str, Any], top: list[str]) -> str:
    from talong.ai.bridge.cardplay import choose_card
    return choose_card(view, top)


def explain(view: dict[str, Any], action: str) -> dict[str, Any] | None:
    """The system's meaning of a call (Law 20F), read from the auction only: a message."""
    if view.get("phase") != "auction":
        return None
    from talong.ai.bridge import explain_call
    from talong.ai.bridge.hand import SEATS
    note = explain_call(SEATS.index(view["dealer"]), [e["call"] for e in view.get("auction", [])], action)
    return note["msg"]
