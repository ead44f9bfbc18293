"""Fitted numbers of the strong Vira AI. Regenerate with
`.venv/bin/python benchmarks/vira_ai_calibrate.py` (it prints this file).

HIGH_WEIGHTS: least-squares weights of handeval.high_features for the
declarer's tricks, with offsets per kind of game (gask: no opponent buys;
köp and solo: the opponents buy after the declarer) and the spread (sd) of
the tricks around the estimate. MISAR_*: logistic weights of
handeval.misar_features (+ open hand, opponents buy, 11/12/13 cards)
for "no trick" and "at most one trick".
"""
HIGH_WEIGHTS = (-1.114, 0.529, 0.478, 0.334, 0.643, 0.895, 0.581, 0.645, 0.228, 0.133, -0.127)
HIGH_OFFSET = {"köp": 0.000, "turn": -0.088, "gask": 1.556, "solo": 0.020}
HIGH_SD = {"köp": 1.117, "turn": 1.141, "gask": 1.403, "solo": 1.132}
CAP_ODDS = 0.15   # chance of each trick beyond 13 - losing-trick count (set by hand)
# features: 1, unsafe, excess, voids, open, opponents buy, cards - 12
MISAR_ZERO = (2.535, -0.062, -0.177, 0.774, -0.128, -0.335, -0.275)
MISAR_ONE = (4.147, 0.037, -0.191, 0.817, -0.659, -0.650, -0.353)
SAMPLES = "500 deals: 1716 high and 784 misär contracts played"
# Before the buy the AI imagines it on sampled talongs and picks the best
# contract; measured against the outcomes (the calibration's "predicted /
# actual" lines), that choice is optimistic for some families, most for the
# turned-up trumps. Shifts of the expected tricks (normal scale) and of the
# misär log-odds when bidding, set from those lines (500 deals).
BID_SHIFT = {"spel": -0.13, "turné": -0.17, "vingel": -0.42, "tringel": -0.42}
MISAR_BID_SHIFT = {"köpmisär": -0.52}
