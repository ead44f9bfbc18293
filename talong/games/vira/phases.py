"""Vira's internal phases (the view reports bidding / buying / play / done)."""
BIDDING, LEVEL, KEEP, CHOOSE, DECIDE, HIGHLOW, TRUMP, BUY, MISAR, ACES, OPP, PLAY, DONE = (
    "bidding", "level", "keep", "choose", "decide", "highlow", "trump", "buy", "misar", "aces",
    "opp", "play", "done")
PUBLIC_PHASE = {BIDDING: "bidding", PLAY: "play", DONE: "done"}
