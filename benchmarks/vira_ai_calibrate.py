"""Fit the strong Vira AI's numbers (talong/ai/vira/calib.py) on self-play.

For each deal, five contracts are forced: the best köpspel (begär, 7-9-spel),
the best turné / vingel / tringel, the best solo, the best gask (high) or
Vira, and the best misär, by the current numbers, each on the seat it suits
best or (half the time) on a random seat, so that weak hands are measured too.
All three seats are the strong AI; in trump games without search
(rules-of-thumb play, 100 times faster; the real AI plays at least as well,
so the numbers are on the safe side), in misär with it (cheap there, and
misär play hinges on it); the declarer always plays the hand (never lays) so every deal
gives a result. Recorded: the declarer's hand when the play starts and the
tricks he took. Fitted: least squares of the tricks on
handeval.high_features (+ kind offsets) and logistic regressions of
"no trick" / "at most one trick" on handeval.misar_features.

    .venv/bin/python benchmarks/vira_ai_calibrate.py [deals] [--write]
"""
from __future__ import annotations

import math
import random
import sys
import time

from talong.ai.vira import calib as cal
from talong.ai.vira.bits import mask, suit_index
from talong.ai.vira.contracts import Evaluation, kind_of
from talong.ai.vira.handeval import high_features, misar_features
from talong.ai.vira import StrongViraAI
from talong.games.vira import GAME
from talong.games.vira.tables import BID_BY_KEY
from talong.runner import play_deal

GROUPS = {"köp": ("spel",), "turn": ("turné", "vingel", "tringel"), "solo": ("solo", "solo-vira"),
          "gask": ("gask", "vira"), "misär": ("köpmisär", "gök", "solomisär")}
QUAL = ("", " färg", " högsta-färg")
CAL_BUDGET = 4000   # a third of the real search budget: the misär runs stay affordable


def forced_auction(order: list[int], declarer: int, action: str) -> list[str] | None:
    pos = order.index(declarer)
    if pos == 0:
        return [action, "pass", "pass"]
    if action == "bid begär":
        return None
    return ["bid begär", action, "pass", "pass"] if pos == 1 else ["bid begär", "pass", action, "pass"]


class Recorder:
    """The strong AI at the declarer's seat that always plays the hand and
    notes its cards when the play starts."""

    def __init__(self, seed: int, search: bool) -> None:
        self.ai, self.start = StrongViraAI(seed, search=search, budget=CAL_BUDGET), None

    def choose(self, view, legal):
        if view["step"] == "decide" and "play" in legal:
            return "play"
        if view["step"] == "play" and self.start is None:
            self.start = (mask(view["hand"]), dict(view["contract"]))
        return self.ai.choose(view, legal)


def scenarios(state, rng: random.Random):
    """(group, seat, auction) per group: the contract of the group that
    suits a seat best, on a random seat half the time (so weak hands are
    measured too) and on the seat it suits best otherwise."""
    view0 = state.view(state.to_move())
    order = [view0["forhand"], (view0["forhand"] + 1) % 3, (view0["forhand"] - 1) % 3]
    evals = {s: Evaluation(mask(state.view(s)["hand"]), suit_index(view0["hogsta_farg"]),
                           suit_index(view0["farg"]), 3) for s in order}
    out = []
    for group, families in GROUPS.items():
        seats = order if rng.random() < 0.5 else [rng.choice(order)]
        best = None
        for s in seats:
            for (key, q), plan in evals[s].plans.items():
                bid = BID_BY_KEY[key]
                if bid.family not in families and not (group == "misär" and bid.family == "gask" and plan.low):
                    continue
                if group == "gask" and plan.low:
                    continue
                if forced_auction(order, s, f"bid {key}{QUAL[q]}") is None:
                    continue
                if best is None or plan.ev > best[0]:
                    best = (plan.ev, s, f"bid {key}{QUAL[q]}", plan.p_hem)
        if best:
            out.append((group, best[1], forced_auction(order, best[1], best[2]), best[3]))
    return out


def collect(deals: int):
    high, low, checks = [], [], []
    rng = random.Random(deals)
    for seed in range(deals):
        state = GAME.deal({"players": 3, "forhand": seed % 3}, seed=seed)
        for group, seat, actions, p_hem in scenarios(state, rng):
            s = state
            for a in actions:
                s = s.apply(a)
            search = group == "misär"
            table = [StrongViraAI(seed * 10 + x, search=search, budget=CAL_BUDGET) for x in range(3)]
            rec = table[seat] = Recorder(seed * 10 + seat, search)
            end, _ = play_deal(s, table)
            if rec.start is None:
                continue
            hand, c = rec.start
            bid = BID_BY_KEY[c["bid"]]
            tricks = end.result()["tricks"][seat]
            checks.append((BID_BY_KEY[c["bid"]].family, p_hem, end.result()["outcome"] == "hem"))
            if c.get("low") or bid.tricks is None:
                opened = bid.misar.open or bid.key.endswith("royale")
                low.append((misar_features(hand) + (float(opened), float(bid.kind != "gask"),
                                                    hand.bit_count() - 12.0), tricks, bid.key))
            else:
                high.append((high_features(hand, suit_index(c["trump"])), kind_of(bid), tricks, bid.key))
    return high, low, checks


# --- fitting (pure Python: a few small linear systems) --------------------------------------
def solve(a: list[list[float]], b: list[float]) -> list[float]:
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for i in range(n):
        p = max(range(i, n), key=lambda r: abs(m[r][i]))
        m[i], m[p] = m[p], m[i]
        if abs(m[i][i]) < 1e-12:
            continue
        for r in range(n):
            if r != i:
                f = m[r][i] / m[i][i]
                m[r] = [x - f * y for x, y in zip(m[r], m[i])]
    return [m[i][n] / m[i][i] if abs(m[i][i]) > 1e-12 else 0.0 for i in range(n)]


def least_squares(xs: list[tuple], ys: list[float], ridge: float = 1.0) -> list[float]:
    k = len(xs[0])
    a = [[sum(x[i] * x[j] for x in xs) + (ridge if i == j and i else 0.0) for j in range(k)] for i in range(k)]
    b = [sum(x[i] * y for x, y in zip(xs, ys)) for i in range(k)]
    return solve(a, b)


def logistic(xs: list[tuple], ys: list[int], ridge: float = 1.0, rounds: int = 25) -> list[float]:
    k = len(xs[0])
    w = [0.0] * k
    for _ in range(rounds):
        grad = [-ridge * w[i] * (i > 0) for i in range(k)]
        hess = [[(ridge if i == j and i else 0.0) for j in range(k)] for i in range(k)]
        for x, y in zip(xs, ys):
            z = max(-30.0, min(30.0, sum(a * b for a, b in zip(w, x))))
            p = 1 / (1 + math.exp(-z))
            for i in range(k):
                grad[i] += (y - p) * x[i]
                for j in range(k):
                    hess[i][j] += p * (1 - p) * x[i] * x[j]
        step = solve(hess, grad)
        w = [a + b for a, b in zip(w, step)]
    return w


def fit(high, low):
    kinds = ("köp", "turn", "gask", "solo")
    xs = [f + tuple(float(kind == k) for k in kinds[1:]) for f, kind, _, _ in high]
    ys = [float(t) for _, _, t, _ in high]
    w = least_squares(xs, ys)
    nf = len(high[0][0])
    weights, offsets = w[:nf], {"köp": 0.0, **{k: w[nf + i] for i, k in enumerate(kinds[1:])}}
    sd = {}
    for k in kinds:
        res = [t - (sum(a * b for a, b in zip(weights, f)) + offsets[k]) for f, kind, t, _ in high if kind == k]
        sd[k] = max(0.8, math.sqrt(sum(r * r for r in res) / max(1, len(res) - 1))) if res else 1.5
    zero = logistic([x for x, _, _ in low], [int(t == 0) for _, t, _ in low])
    one = logistic([x for x, _, _ in low], [int(t <= 1) for _, t, _ in low])
    return weights, offsets, sd, zero, one


def render(weights, offsets, sd, zero, one, n_high, n_low, deals) -> str:
    r = lambda xs: "(" + ", ".join(f"{x:.3f}" for x in xs) + ")"
    d = lambda m: "{" + ", ".join(f'"{k}": {v:.3f}' for k, v in m.items()) + "}"
    doc = cal.__doc__.strip()
    return (f'"""{doc}\n"""\n'
            f"HIGH_WEIGHTS = {r(weights)}\nHIGH_OFFSET = {d(offsets)}\nHIGH_SD = {d(sd)}\n"
            f"CAP_ODDS = {cal.CAP_ODDS}   # chance of each trick beyond 13 - losing-trick count (set by hand)\n"
            "# features: 1, unsafe, excess, voids, open, opponents buy, cards - 12\n"
            f"MISAR_ZERO = {r(zero)}\nMISAR_ONE = {r(one)}\n"
            f'SAMPLES = "{deals} deals: {n_high} high and {n_low} misär contracts played"\n'
            + SHIFT_NOTE + f"BID_SHIFT = {cal.BID_SHIFT}\nMISAR_BID_SHIFT = {cal.MISAR_BID_SHIFT}\n")


SHIFT_NOTE = """# Before the buy the AI imagines it on sampled talongs and picks the best
# contract; measured against the outcomes (the calibration's "predicted /
# actual" lines), that choice is optimistic for some families, most for the
# turned-up trumps. Shifts of the expected tricks (normal scale) and of the
# misär log-odds when bidding, set by hand from those lines.
"""


def report(checks) -> None:
    """Before the fit: the chance of hem the current numbers gave each
    forced contract when it was chosen, against how often it went hem."""
    by: dict = {}
    for fam, p, hem in checks:
        row = by.setdefault(fam, [0, 0.0, 0])
        row[0] += 1
        row[1] += p
        row[2] += hem
    for fam, (n, p, hem) in sorted(by.items(), key=lambda kv: -kv[1][0]):
        print(f"# {fam:10s} {n:5d} contracts, predicted hem {p / n:.2f}, actual {hem / n:.2f}")


if __name__ == "__main__":
    deals = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else 400
    start = time.perf_counter()
    high, low, checks = collect(deals)
    weights, offsets, sd, zero, one = fit(high, low)
    text = render(weights, offsets, sd, zero, one, len(high), len(low), deals)
    print(text)
    report(checks)
    print(f"# {time.perf_counter() - start:.0f} s")
    if "--write" in sys.argv:
        with open(cal.__file__, "w", encoding="utf-8") as out:
            out.write(text)
