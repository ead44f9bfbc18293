"""Words of Vira's refusals: card and suit names, seats as players see them,
and the refusal of an action that belongs to another step.

Every refusal is a catalogue message (`vira.refusal.*`), so each player reads
it in their own language; the rule it breaks goes in IllegalAction's `rule`.
"""
from __future__ import annotations

from talong.core.engine import IllegalAction
from talong.i18n import Message, msg

from . import rules
from .deal import NAMES
from .phases import ACES, BIDDING, BUY, CHOOSE, DECIDE, HIGHLOW, KEEP, LEVEL, MISAR, OPP, PLAY, TRUMP

FACES = "TJQKA"   # ranks with a name; 2-9 are said as the number


def suit(code: str) -> Message:
    return msg(f"vira.refusal.suit.{code}")


def card(c: int) -> Message:
    """A card by its name in the reader's language ("the 7 of hearts", "hjärter 7")."""
    name = NAMES[c]
    rank = name[1]
    return msg("vira.refusal.card", suit=suit(name[0]),
               rank=msg(f"vira.refusal.rank.{rank}") if rank in FACES else rank)


def seat(s: int) -> int:
    """Seats are numbered from 1 for players (0 in the engine and in records)."""
    return s + 1


# What a player tried to do, by the first word of the action.
DOING = {"keep": "keep", "discard": "discard", "buy": "buy", "lay": "lay", "omköp": "omkop",
         "high": "high", "low": "low", "trump": "trump", "aces-as-ones": "aces", "aces-as-aces": "aces",
         "bid": "bid", "pass": "pass", "level": "level"}
# What the step asks instead.
STEP_ASKS = {BIDDING: "bidding", LEVEL: "level", KEEP: "keep", CHOOSE: "choose", MISAR: "misar", DECIDE: "decide",
             HIGHLOW: "highlow", TRUMP: "trump", BUY: "buy", OPP: "buy", ACES: "aces", PLAY: "play"}


def step_asks(phase: str, omkop: bool = False, opening: bool = False) -> Message:
    """What the player should do in `phase`, in plain words."""
    if phase == DECIDE and omkop:
        return msg("vira.refusal.todo.decide_omkop")
    if phase == BIDDING and opening:
        return msg("vira.refusal.todo.opening")
    return msg(f"vira.refusal.todo.{STEP_ASKS[phase]}")


def doing(words: list[str]) -> Message | None:
    """The thing a player tried, or None when the action's word is no Vira action."""
    if not words:
        return None
    if words[0] == "play":   # "play" alone plays the hand; "play <card>" plays a card
        return msg("vira.refusal.doing.play_card" if len(words) > 1 else "vira.refusal.doing.play_hand")
    key = DOING.get(words[0])
    return msg(f"vira.refusal.doing.{key}") if key else None


def wrong_step(action: str, phase: str, what: Message) -> IllegalAction:
    """An action that is not one of this step's actions at all: what the player
    tried cannot be done now, and what to do instead. An unknown word is quoted."""
    tried = doing(action.split())
    rule = rules.form(rules.STEP[phase])
    if tried is None:
        return IllegalAction(msg("vira.refusal.not_an_action", action=repr(action), todo=what), rule)
    return IllegalAction(msg("vira.refusal.wrong_step", doing=tried, todo=what), rule)
