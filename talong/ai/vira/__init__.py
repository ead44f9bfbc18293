"""The Vira AIs (registered as PLAYERS["vira"]): `ViraAI` ("basic", rules of
thumb: basic.py, decide.py, eval.py, play.py) and `StrongViraAI` ("strong":
strong.py with bid.py, contracts.py, prep.py, cardsel.py, handeval.py,
calib.py and value.py for the bidding and the buy; know.py, search.py and
dd.py for the card play). Both are pure functions of (view, legal actions):
they keep nothing between calls. docs/vira-ai.md describes them.
"""
from __future__ import annotations

from .basic import ViraAI
from .strong import StrongViraAI

__all__ = ["ViraAI", "StrongViraAI"]
