"""A seat's view as strings and fixed-size tensors, for any game.

Everything here reads `State.view(seat)` only, so nothing a seat may not see
can reach a string or a tensor.

- Observation string: the view as canonical JSON (sorted keys).
- Information-state string: the seat's views since the deal, each written as
  the keys that changed since its previous view (the first in full), one
  JSON line per change. The views can be rebuilt from it, so it holds
  exactly what the seat has seen, in order (perfect recall).
- Tensors, one layout for every game, sized by the pack and the largest
  table (`Layout`):
    seat one-hot (N) | seat to move one-hot, last = nobody (N + 1) |
    own hand (P) | card planes (K x P) | value buckets (H)
  A card name anywhere in the view except `hand` sets its bit in the card
  plane of its top-level key (plane = crc32(key) mod K: "trick", "auction",
  "discards", ... each keep one plane unless two keys collide). Every other
  leaf (a phase, a bid, a count) sets the bucket crc32("path=value") mod H
  (path: the dict keys down to it, with list positions left out). This is
  feature hashing: generic over games whose views differ, at the price of
  rare collisions.
  The information-state tensor adds K more card planes: every card the seat
  has seen under each key at any time in the deal (it is a fixed-size
  summary of the information state; the string is the exact one).
"""
from __future__ import annotations

import json
import zlib
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from talong.core.cards import PACKS, Pack

CARD_PLANES = 16
VALUE_BUCKETS = 128


def canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def view_change(previous: dict[str, Any] | None, view: dict[str, Any]) -> str | None:
    """The keys of `view` that differ from `previous` (all of them when there
    is none) as canonical JSON; None when nothing changed. A key that
    disappears is written with the value null under "-removed"."""
    if previous is None:
        return canonical(view)
    changed = {k: v for k, v in view.items() if k not in previous or previous[k] != v}
    removed = sorted(k for k in previous if k not in view)
    if removed:
        changed["-removed"] = removed
    return canonical(changed) if changed else None


def _crc(text: str) -> int:
    return zlib.crc32(text.encode("utf-8"))


@dataclass(frozen=True)
class Layout:
    seats: int            # the largest table of the game
    pack: Pack
    names: dict[str, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "names", {self.pack.name_of(c): c for c in range(self.pack.size)})

    @property
    def observation_size(self) -> int:
        return 2 * self.seats + 1 + self.pack.size * (1 + CARD_PLANES) + VALUE_BUCKETS

    @property
    def information_size(self) -> int:
        return self.observation_size + CARD_PLANES * self.pack.size

    @classmethod
    def of(cls, seats: int, pack_name: str) -> "Layout":
        return cls(seats, PACKS[pack_name])

    def card_index(self, text: str) -> int | None:
        return self.names.get(text)  # exact names only: "SA", never a bid such as "1S"

    def observation(self, view: dict[str, Any], seat: int) -> np.ndarray:
        out = np.zeros(self.observation_size, np.float32)
        n, p = self.seats, self.pack.size
        out[seat] = 1.0
        mover = view.get("to_move")
        out[n + (mover if isinstance(mover, int) and 0 <= mover < n else n)] = 1.0
        hand_at = 2 * n + 1
        for name in view.get("hand") or ():
            card = self.card_index(name)
            if card is not None:
                out[hand_at + card] = 1.0
        planes_at, buckets_at = hand_at + p, hand_at + p * (1 + CARD_PLANES)
        for key, value in view.items():
            if key == "hand":
                continue
            plane = planes_at + (_crc(key) % CARD_PLANES) * p
            for path, leaf in _leaves(value, key):
                card = self.card_index(leaf) if isinstance(leaf, str) else None
                if card is not None:
                    out[plane + card] = 1.0
                else:
                    out[buckets_at + _crc(f"{path}={leaf}") % VALUE_BUCKETS] = 1.0
        return out

    def seen_planes(self, observation: np.ndarray) -> np.ndarray:
        """The card planes of an observation vector (to OR into a history)."""
        start = 2 * self.seats + 1 + self.pack.size
        return observation[start:start + CARD_PLANES * self.pack.size]


def _leaves(value: Any, path: str):
    """(path, leaf) for every scalar under `value`; list positions are not
    part of the path (a trick's cards share one)."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _leaves(v, f"{path}/{k}")
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _leaves(v, path)
    else:
        yield path, value
