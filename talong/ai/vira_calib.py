"""Fitted numbers of the strong Vira AI. Regenerate with
`.venv/bin/python benchmarks/vira_ai_calibrate.py` (it prints this file).

HIGH_WEIGHTS: least-squares weights of vira_handeval.high_features for the
declarer's tricks, with offsets per kind of game (gask: no opponent buys;
köp and solo: the opponents buy after the declarer) and the spread (sd) of
the tricks around the estimate. MISAR_*: logistic weights of
vira_handeval.misar_features (+ open hand, opponents buy, 11/12/13 cards)
for "no trick" and "at most one trick".
"""
HIGH_WEIGHTS = (-1.428, 0.765, 0.072, 0.260, 0.725, 0.818, 0.514, 0.610, 0.281, 0.111, 0.100)
HIGH_OFFSET = {"köp": 0.000, "turn": -0.2, "gask": 0.647, "solo": -0.335}
HIGH_SD = {"köp": 1.092, "turn": 1.2, "gask": 1.379, "solo": 1.163}
# features: 1, unsafe, excess, voids, open, opponents buy, cards - 12
MISAR_ZERO = (2.764, -0.336, -0.129, 0.393, 0.908, -0.139, -0.660)
MISAR_ONE = (3.396, 0.316, -0.255, 1.690, -0.256, 0.183, 0.234)
SAMPLES = "400 deals: 1189 high and 411 misär contracts played"
