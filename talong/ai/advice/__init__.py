"""Hints and reviews for a human player, in every game (issue 12, item 4).

`hint(game, view, legal)`: for the seat to move, the choice to make, a
one-line reason (a message id with its parameters, rendered in Swedish and
English) and the value of each legal action in the game's unit. Card play
is searched: each game's evaluator (a module of this package named like the
game: `bridge`, `vira`, ...) values the legal cards on layouts sampled from
the seat's view - DDS in bridge, the double-dummy solver in Vira and
Schafkopf, rollouts in Königrufen. Of the best-valued cards, the game's
default AI picks (its rules break the tie). Other decisions (bids, buys,
the talon) are the default AI's choice, with the reason "the AI's rules";
bridge calls carry the system's meaning.

`review(game, start, actions, seat)`: every card-play decision of `seat`
in a finished deal, valued as a hint would have valued it then - from that
seat's view at that moment, never from the cards it could not see - with
its cost, value(best) - value(chosen); the costliest are marked. Bridge is
the exception the issue asks for: the cost of a card is its double-dummy
cost on the real deal, labelled so.

Only the seat's view is read for a hint, and only the seat's own actions
and counts are named in a reason, so a hint cannot tell a hidden card.
"""
from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from talong import i18n
from talong.core.engine import GameError, State
from talong.games import get_game

from . import texts
from .common import EPS, Evaluation, view_rng

MARKED = 3    # the review marks at most this many decisions: the costliest above the game's threshold

__all__ = ["hint", "review", "evaluation", "Evaluation"]


def evaluator(game: str) -> ModuleType | None:
    """This package's module for the game, if it has one."""
    try:
        return importlib.import_module(f"{__name__}.{game}")
    except ModuleNotFoundError as err:
        if err.name == f"{__name__}.{game}":
            return None
        raise


def _describer(game: str, view: dict[str, Any]):
    """The game's words for an action, from a state drawn from the view (describe reads no hidden card)."""
    state = get_game(game).resample(view, view_rng(view, 0))
    return state.describe


def evaluation(game: str, view: dict[str, Any], legal: list[str], seed: int = 0,
               samples: int | None = None) -> Evaluation | None:
    """The searched values of a card-play decision (None: not a decision the game's evaluator searches)."""
    module = evaluator(game)
    if module is None:
        return None
    cards = module.candidates(view, legal)
    if len(cards) < 2:
        return None
    return module.evaluate(view, cards, view_rng(view, seed), samples or module.SAMPLES)


def _default_choice(game: str, view: dict[str, Any], legal: list[str], seed: int) -> str:
    from talong.ai import default_player, make_player
    return make_player(game, default_player(game), seed=seed).choose(view, legal)


def _reason(ev: Evaluation, action: str) -> tuple[str, dict[str, Any]]:
    values = ev.values
    lower = [a for a in values if values[a] < values[action] - EPS]   # cards as good are not compared
    if not lower:
        return "advice.equal", {"action": action, "n": ev.samples}
    other = max(lower, key=lambda a: (values[a], ev.hits.get(a, 0)))
    gain = round(values[action] - values[other], 1)
    if ev.target and ev.hits.get(action, 0) != ev.hits.get(other, 0):
        return "advice.target", {"action": action, "goal": texts.word(ev.target), "k": ev.hits[action],
                                 "n": ev.samples, "k_other": ev.hits[other], "other": other}
    common = {"action": action, "n": ev.samples, "gain": texts.amount(ev.unit, float(gain)), "other": other}
    if ev.best_count.get(action) == ev.samples:
        return "advice.sure", common
    return "advice.best", {**common, "k": ev.best_count.get(action, 0)}


def hint(game: str, view: dict[str, Any], legal: list[str], seed: int = 0, samples: int | None = None) -> dict[str, Any]:
    """The hint for the seat whose view this is (see the module docstring).
    {"action", "reason": {"id", "params"}, "text": {"sv", "en"}, "values",
    "unit", "method", "samples"}; values only for searched decisions."""
    if not legal:
        raise GameError("no hint: it is not this seat's turn", "hints: only the seat to move is advised")
    describe = _describer(game, view)
    module = evaluator(game)
    out: dict[str, Any] = {"values": {}, "unit": None, "method": None, "samples": 0}
    ev = evaluation(game, view, legal, seed, samples)
    params: dict[str, Any]
    cards = module.candidates(view, legal) if module is not None else []
    if len(legal) == 1:
        action, message, params = legal[0], "advice.only", {"action": legal[0]}
    elif len(cards) == 1:   # one card, besides other kinds of action (a bridge claim)
        action, message, params = cards[0], "advice.only_card", {"action": cards[0]}
    elif ev is None:
        action = _default_choice(game, view, legal, seed)
        meaning = module.explain(view, action) if module is not None and hasattr(module, "explain") else None
        if meaning is not None:
            message, params = "advice.system", {"action": action, "meaning": meaning}
        else:
            what = "what.bidding" if view.get("phase") in ("bidding", "auction") else "what.decision"
            message, params = "advice.rules", {"action": action, "what": texts.word(what)}
    else:
        top = ev.best()
        action = top[0] if len(top) == 1 else module.tie_break(view, top)
        message, params = _reason(ev, action)
        out.update(values={a: round(v, 2) for a, v in ev.values.items()}, unit=texts.word(ev.unit),
                   method=texts.word(f"method.{ev.method}"), samples=ev.samples)
    return {"action": action, "reason": {"id": message, "params": params},
            "text": texts.render(message, params, describe), **out}


def review(game: str, start: State, actions: list[dict[str, Any]], seat: int, seed: int = 0,
           samples: int | None = None) -> dict[str, Any]:
    """The review of one deal for `seat` (see the module docstring):
    {"seat", "method", "unit", "decisions": [{"index", "action", "text",
    "best", "best_text", "cost", "value", "best_value", "marked"}], "total"}."""
    module = evaluator(game)
    state = start
    decisions: list[dict[str, Any]] = []
    method = unit = None
    for index, entry in enumerate(actions):
        action = entry["action"]
        if entry["seat"] == seat and state.to_move() == seat and module is not None:
            view = state.view(seat)
            cards = module.candidates(view, state.legal_actions())
            if len(cards) > 1 and action in cards:
                if hasattr(module, "exact"):
                    ev = module.exact(state, cards)
                else:
                    ev = module.evaluate(view, cards, view_rng(view, seed),
                                         samples or getattr(module, "REVIEW_SAMPLES", module.SAMPLES),
                                         **({"nodes": module.REVIEW_BUDGET} if hasattr(module, "REVIEW_BUDGET") else {}))
                if ev is not None:
                    method, unit = ev.method, ev.unit
                    best = max(ev.values, key=lambda a: (ev.values[a], a == action))
                    cost = max(0.0, ev.best_value() - ev.values[action])
                    decisions.append({
                        "index": index, "action": action, "best": best,
                        "text": {lang: state.describe(action, lang) for lang in i18n.languages()},
                        "best_text": {lang: state.describe(best, lang) for lang in i18n.languages()},
                        "cost": round(cost, 2), "cost_text": texts.amount(ev.unit, round(cost, 2)),
                        "value": round(ev.values[action], 2),
                        "best_value": round(ev.best_value(), 2), "samples": ev.samples, "marked": False})
        state = state.apply(action)
    threshold = getattr(module, "COSTLY", 0.5) if module is not None else 0.5
    if isinstance(threshold, dict):   # per unit (Königrufen: card points or settlement points)
        threshold = threshold.get(unit, 0.5)
    costly = sorted((d for d in decisions if d["cost"] >= threshold - EPS), key=lambda d: (-d["cost"], d["index"]))
    for d in costly[:MARKED]:
        d["marked"] = True
    total = round(sum(d["cost"] for d in decisions), 2)
    return {"seat": seat, "method": texts.word(f"method.{method}") if method else None,
            "unit": texts.word(unit) if unit else None, "unit_key": unit, "decisions": decisions, "total": total,
            "total_text": texts.amount(unit, total) if unit else None}
