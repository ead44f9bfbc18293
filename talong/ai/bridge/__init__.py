"""The basic bridge AI (registered as PLAYERS["bridge"]["basic"]).

`choose(view, legal)` returns a call or a card. Modules: hand.py (reading
the hand and the auction), options.py (a call of the system with its
explanation), bidding.py (uncontested auctions), competition.py (when the
opponents bid), system.py (which part applies; what partner showed),
placement.py (later calls: place the contract, compete, double),
cardplay.py (leads and plays). Deterministic: the same view gives the same
choice.

`explain(view, call)` gives the system's meaning of a call, {"msg",
"alert"} (the meaning a catalogue message `bridge.ai.*`, rendered in each
reader's language), for the auction display (SPEC: every AI call carries
its explanation, alertable calls marked). An explanation is what the
partnership agreement says the call means (Law 20F, Law 40): it is read
from the public part of the view only - the dealer and the auction before
the call, which also say who makes it - never from a hand, so it cannot
leak the caller's cards to the opponents. Where the system gives one call
several meanings in an auction, the explanation names them all. The same
function is `explain_call(dealer, calls, call)`.

Who attaches it: the bridge game names `explain_call` as its "explain"
hook (`BridgeGame.hooks`); talong.ai.hooks resolves it for the party, which
attaches it to every board (`BridgeState.explained`), so the AI's calls and
the human's alike carry it (docs/records.md, "Hooks").

Claims: `choose` answers a pending claim (claims.py: accept only when a
double-dummy check of the layout the view reveals says it is right). The
basic AI never claims; the strong AI claims tricks certain from its view
(claiming.py). docs/bridge-ai.md describes the strong AI.
"""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from talong.i18n import Message, msg

from .cardplay import choose_card
from .claims import answer_claim
from .claiming import choose_claim
from .ddplay import LEGACY, PlayConfig, choose_dd_card
from .hand import SEATS, Ctx, Hand
from .inference import system_call
from .placement import describe_generic, describe_later
from .system import situation

__all__ = ["BridgeAI", "StrongBridgeAI", "explain_call", "LEGACY", "PlayConfig"]


class BridgeAI:
    name = "basic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)   # kept for the Player interface; play is deterministic

    def choose(self, view: dict[str, Any], legal: list[str]) -> str:
        if view["phase"] == "auction":
            return self._bid(view, legal)
        if view["phase"] == "claim":
            return answer_claim(view)
        return choose_card(view, cards_only(legal))

    def explain(self, view: dict[str, Any], action: str) -> dict[str, Any]:
        """What `action` means in this AI's system: read from the view's
        dealer and auction only (never its hand)."""
        calls = [entry["call"] for entry in view["auction"]]
        return explain_call(SEATS.index(view["dealer"]), calls, action)

    def _bid(self, view: dict[str, Any], legal: list[str]) -> str:
        call = system_call(Ctx.from_view(view), Hand(view["hand"]))
        return call if call in legal else "pass"


class StrongBridgeAI(BridgeAI):
    """The basic AI's bidding; card play by sampling the unseen hands (with
    the auction's inference, inference.py) and solving each layout double
    dummy (ddplay.py), the opening lead included, the rules of cardplay.py
    as the fallback; claims when certain (claiming.py). `config` (a
    PlayConfig) sets the work; LEGACY is the strong AI before all that. Registered as
    PLAYERS["bridge"]["strong"]. Deterministic: the same view and seed give
    the same card."""
    name = "strong"

    def __init__(self, seed: int | None = None, samples: int | None = None, config: PlayConfig | None = None) -> None:
        super().__init__(seed)
        self.seed = seed or 0
        config = config or PlayConfig()
        self.config = replace(config, samples=samples) if samples is not None else config

    def choose(self, view: dict[str, Any], legal: list[str]) -> str:
        if view["phase"] == "auction":
            return self._bid(view, legal)
        if view["phase"] == "claim":
            return answer_claim(view)
        if self.config.claims:
            claim = choose_claim(view, legal)
            if claim is not None:
                return claim
        return choose_dd_card(view, cards_only(legal), self.seed, config=self.config)


def cards_only(legal: list[str]) -> list[str]:
    """The cards among the legal actions (a claim is chosen apart, claiming.py)."""
    return [a for a in legal if a.startswith("play ")]


def explain_call(dealer: int, calls: list[str], call: str) -> dict[str, Any]:
    """The system's meaning of `call` made after `calls` (dealer 0-3 =
    N, E, S, W), by the player whose turn it is: a function of the auction
    only. Every option of the situation with this call is named, in the
    system's order; alerted if any of them is alertable. A call the system
    has no option for is described as natural (or plainly: pass, double,
    redouble); a later call as `describe_later` reads it."""
    seat = (dealer + len(calls)) % 4
    ctx = Ctx([((dealer + i) % 4, c) for i, c in enumerate(calls)], seat, dealer)
    if call not in ctx.legal:
        return _note(describe_generic(call), False)
    options = situation(ctx)
    if options is None:
        return _note(describe_later(ctx, call), False)
    same = [o for o in options if o.call == call]
    if not same:
        return _note(describe_generic(call), False)
    # one meaning once, however many options share it (compared as data: messages are dicts)
    meanings = list({repr(o.text): o.text for o in same}.values())
    text = meanings[-1]
    for earlier in reversed(meanings[:-1]):   # "A; or B; or C", in the system's order
        text = msg("bridge.ai.or", first=earlier, second=text)
    return _note(text, any(o.alert for o in same))


def _note(text: Message, alert: bool) -> dict[str, Any]:
    return {"msg": text, "alert": alert}
