"""The contract between Vira's engine and its payments: what happened in a deal.

The engine (talong/games/vira/state.py) fills a `DealOutcome` when a deal
ends; talong/games/vira/payments.py `settle(outcome, players)` turns it into
betar, pinnar and lines. Nothing here computes a payment.
"""
from __future__ import annotations

from dataclasses import dataclass

from .tables import Bid


@dataclass(frozen=True)
class DealOutcome:
    bid: Bid                      # final bid, level resolved (tables.Bid)
    qualifier: str | None         # None, "färg" or "högsta färg" (the bid's trump qualifier)
    declarer: int                 # seat
    opponents: tuple[int, int]    # seats of the two opponents (left of declarer first)
    played_low: bool              # played as misär (köpmisär, solomisär, Gök, or a gask 0-4 played low)
    trump_class: str | None       # class of the trump the hand was played with (OFARG/FARG/HOGSTA), None in misär/sang or if laid before trump was chosen
    first_trump_class: str | None # köpspel with omköp: class of the trump chosen before the first buy; else same as trump_class
    omkop: bool                   # declarer made an omköp
    laid: bool                    # declarer laid down the hand (lade handen) instead of playing
    declarer_tricks: int | None   # tricks taken by declarer (None if laid)
    tricks_needed: int | None     # for high play; None for misär
    gok_penalty_seats: tuple[int, ...]  # opponents who passed a Gök without the required låggard (only relevant if Gök goes home; engine decides who failed, payments decides whether a penalty is due: if BOTH passed without meeting the requirements, no penalty)
