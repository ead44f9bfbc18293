"""The basic bridge AI (registered as PLAYERS["bridge"]["basic"]).

`choose(view, legal)` returns a call or a card. Modules: hand.py (reading
the hand and the auction), options.py (a call of the system with its
explanation), bidding.py (uncontested auctions), competition.py (when the
opponents bid), system.py (which part applies; what partner showed),
placement.py (later calls: place the contract, compete, double),
cardplay.py (leads and plays). `explain(view, action)` gives the
system's meaning of a call, {"text_sv", "text_en", "alert"}, for the
auction display (SPEC: every AI call carries its explanation, alertable
calls marked); the table passes it to `BridgeState.apply(call,
explanation=...)`. Deterministic: the same view gives the same choice.
"""
from __future__ import annotations

import random
from typing import Any

from .options import Option
from .system import situation
from .cardplay import choose_card
from .hand import Ctx, Hand
from .placement import describe_generic, plan

__all__ = ["BridgeAI"]


class BridgeAI:
    name = "basic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)   # kept for the Player interface; play is deterministic

    def choose(self, view: dict[str, Any], legal: list[str]) -> str:
        if view["phase"] == "auction":
            return self._bid(view, legal)[0]
        return choose_card(view, legal)

    def explain(self, view: dict[str, Any], action: str) -> dict[str, Any]:
        """What `action` (a call, made from `view`) means in this AI's system."""
        ctx, hand = Ctx.from_view(view), Hand(view["hand"])
        options = situation(ctx)
        if options is not None:
            usable = [o for o in options if o.call == action]
            option = next((o for o in usable if o.test(hand)), usable[0] if usable else None)
            if option is not None:
                return _note(option.text_sv, option.text_en, option.alert)
        else:
            call, sv, en = plan(ctx, hand)
            if call == action:
                return _note(sv, en, False)
        sv, en = describe_generic(action)
        return _note(sv, en, False)

    def _bid(self, view: dict[str, Any], legal: list[str]) -> tuple[str, dict[str, Any]]:
        ctx, hand = Ctx.from_view(view), Hand(view["hand"])
        allowed = set(legal)
        options = situation(ctx)
        if options is not None:
            option: Option | None = next((o for o in options if o.call in allowed and o.test(hand)), None)
            if option is not None:
                return option.call, _note(option.text_sv, option.text_en, option.alert)
        call, sv, en = plan(ctx, hand)
        if call not in allowed:
            call, sv, en = "pass", "pass", "pass"
        return call, _note(sv, en, False)


def _note(text_sv: str, text_en: str, alert: bool) -> dict[str, Any]:
    return {"text_sv": text_sv, "text_en": text_en, "alert": alert}
