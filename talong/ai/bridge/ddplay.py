"""Card play by sampling and a double-dummy solver (the "strong" bridge AI).

For each card decision (declarer also decides for dummy) the hand to play
deals the cards it cannot see at random, N times, with the game's
determinization (`BridgeGame.resample`, games/bridge/resample.py):
consistently with its view - its own hand, dummy once the opening lead is
made, the played cards, the voids shown by failing to follow suit (Law 44C)
and how many cards each hand still holds - fitted to the auction: with
the inference "system" (the default) each hidden hand is brought to make
the calls it made by the bidding system (inference.py, passes included);
with "ranges" (LEGACY) a layout is kept only if it fits the HCP and
lengths the calls showed. Every sampled position is solved double
dummy for every legal card (Bo Haglund's DDS through endplay, in
`solve_all_boards` batches), and the card with the best mean wins: per
layout the tricks the card takes for our side plus a bonus when they reach
what our side needs (declarer: the contract; defenders: one down), so that
safety beats an overtrick. Ties go to the rule-based card
(cardplay.py) when it is among the best, else to the lowest card.

Deterministic: the sampler's RNG is seeded from a hash of the view's
public-to-this-seat content and the AI's seed; it reads nothing but the
view. The opening lead is chosen the same way (three hands hidden, sampled
with the auction's inference) unless the config says "rules"; the rules of
cardplay.py take any decision where the solver fails, and the opening lead
unless a card scores clearly better (`lead_margin`). The work per decision
is bounded by the position (samples_for) and, on an overloaded machine, by
the clock (`wall`: no new DDS batch once the decision has run that long).
"""
from __future__ import annotations

import hashlib
import json
import random
import time
from dataclasses import dataclass, replace
from typing import Any

from talong.core.cards import FRENCH_52, iter_cards
from talong.games.bridge import GAME

from .cardplay import choose_card
from .hand import RANKS, SEATS, SUITS, Ctx
from .inference import AuctionReader
from .system import partner_shows
from talong.games.bridge.dds_lock import DDS_LOCK as _SOLVER   # one DDS call at a time in a process

SAMPLES = 16          # layouts per decision once the hands are small (see samples_for)
MAKE_BONUS = 2        # a layout where the card reaches our target counts this many tricks more
_PBN_SUITS = "SHDC"   # PBN hand order
_RANKS_HIGH_FIRST = "AKQJT98765432"
_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}
_NAME = tuple(FRENCH_52.name_of(c) for c in FRENCH_52.cards())
TRIES = 30            # layouts drawn per sample before one that fits the auction is given up
SEAT_STEPS = 400      # with the system's inference: swaps to bring one hidden hand to fit its calls
CHUNK = 8             # layouts per DDS batch: the unit of work checked against the clock


@dataclass(frozen=True)
class PlayConfig:
    """How the strong AI plays its cards. `samples` is the most layouts
    per decision; `scaled` cuts them where a double-dummy solve is dear (many
    cards left, samples_for), so that the work per decision is bounded by
    the position, not the clock, and the same view always gives the same
    card; `lead` "simulation" chooses the opening lead by sampling and DDS,
    "rules" by cardplay.py; `inference` "system" weighs layouts by replaying
    each hidden hand's calls through the bidding system (inference.py),
    "ranges" keeps the first layout whose HCP and lengths fit what the
    calls showed; `claims` lets it claim (claiming.py)."""
    samples: int = SAMPLES
    scaled: bool = True
    lead: str = "simulation"
    lead_samples: int = 8
    lead_margin: float = 0.25   # the rules' lead stands unless a card scores this much more per layout
    inference: str = "system"
    claims: bool = True
    wall: float = 0.8         # seconds: no new DDS batch after this in a decision (an overloaded machine)


# The strong AI as it was before the opening lead by simulation, the
# system's inference and the claims: the yardstick of the benchmarks.
LEGACY = PlayConfig(samples=SAMPLES, scaled=False, lead="rules", inference="ranges", claims=False, wall=1e9)


def samples_for(config: PlayConfig, cards_left: int, opening_lead: bool) -> int:
    """Layouts to solve for a decision. A double-dummy solve of a full hand
    costs some 0.1-0.2 s on this machine, a solve at six cards a hundredth
    of that: the early decisions take fewer layouts so that every decision
    stays within about a second (benchmarks/bridge_declarer_vs_dd.py). Up to
    ten cards a hand the layouts fit one DDS batch, which the clock guard
    never cuts: the AI stays a pure function of its view where the solves
    are dear (tests/test_all_games.py rebuilds a table from its record)."""
    if opening_lead:
        return min(config.lead_samples, config.samples)
    if not config.scaled:
        return config.samples
    if cards_left >= 12:
        return min(config.samples, 6)
    if cards_left >= 10:
        return min(config.samples, CHUNK)
    return config.samples


def _view_key(view: dict, seed: int) -> int:
    """A hash of what the view shows (to the seat it belongs to) and the seed."""
    public = {k: view.get(k) for k in ("seat", "turn", "dealer", "contract", "declarer", "dummy", "hand", "dummy_hand",
                                       "trick", "tricks", "tricks_won", "leader")}
    public["auction"] = [e["call"] for e in view.get("auction", [])]
    text = json.dumps(public, sort_keys=True, default=str) + f"|{seed}"
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


class Position:
    """The public facts of a play position, from one seat's view."""

    def __init__(self, view: dict) -> None:
        self.seat = view["seat"] if isinstance(view["seat"], int) else SEATS.index(view["seat"])
        self.turn = SEATS.index(view["turn"])
        self.declarer = SEATS.index(view["declarer"])
        self.dummy = (self.declarer + 2) % 4
        self.strain = view["contract"][1]
        self.level = int(view["contract"][0])
        known: dict[int, list[str]] = {self.seat: list(view["hand"])}
        if view.get("dummy_hand") is not None:
            known[self.dummy] = list(view["dummy_hand"])
        self.known = known
        self.trick = [(SEATS.index(t["seat"]), t["card"]) for t in view["trick"]]
        self.leader = self.trick[0][0] if self.trick else self.turn
        # the cards each seat has played (completed tricks and the current one)
        tricks = [(SEATS.index(t["leader"]), t["cards"]) for t in view["tricks"]]
        if self.trick:
            tricks.append((self.trick[0][0], [c for _, c in self.trick]))
        self.tricks = tricks
        self.played_by: dict[int, list[str]] = {s: [] for s in range(4)}
        for leader, cards in tricks:
            for i, card in enumerate(cards):
                self.played_by[(leader + i) % 4].append(card)
        self.hidden = [s for s in range(4) if s not in known]
        self.shown = self._shown(view)
        side = "NS" if self.turn % 2 == 0 else "EW"
        won = view["tricks_won"][side]
        if self.turn % 2 == self.declarer % 2:
            self.target = self.level + 6 - won
        else:
            self.target = 13 - (self.level + 6) + 1 - won

    def _shown(self, view: dict) -> dict[int, tuple[int, int, dict[int, int]]]:
        """Per hidden seat, what its calls showed by the system (system.py,
        read as its partner reads them): HCP range and suit lengths."""
        out = {}
        calls = [(SEATS.index(e["seat"]), e["call"]) for e in view.get("auction", [])]
        dealer = SEATS.index(view["dealer"])
        for s in self.hidden:
            if not any(seat == s for seat, _ in calls):
                continue
            low, high, shows, _, _ = partner_shows(Ctx(calls, (s + 2) % 4, dealer))
            out[s] = (low, high, shows)
        return out

    def fits(self, hands: dict[int, list[str]]) -> bool:
        """Do the sampled hands (with the cards each already played) fit what
        their calls showed (one HCP of slack)?"""
        for s, (low, high, shows) in self.shown.items():
            cards = hands[s] + self.played_by[s]
            hcp = sum(_HCP.get(c[1], 0) for c in cards)
            if not low - 1 <= hcp <= high + 1:
                return False
            for suit, n in shows.items():
                if sum(1 for c in cards if c[0] == SUITS[suit]) < n:
                    return False
        return True

    def sample(self, view: dict, rng: random.Random) -> dict[int, list[str]]:
        """Hidden hands dealt by the game's determinization (`Game.resample`:
        voids and sizes respected), the first of TRIES that fits the auction,
        else the last one drawn."""
        last: dict[int, list[str]] = {}
        for _ in range(TRIES if self.shown else 1):
            hands = self.draw(view, rng)
            if self.fits(hands):
                return hands
            last = hands
        return last

    def draw(self, view: dict, rng: random.Random) -> dict[int, list[str]]:
        """One layout of the hidden hands by `Game.resample`."""
        state = GAME.resample(view, rng)
        return {s: [_NAME[c] for c in iter_cards(state.hands[s])] for s in self.hidden}

    def layouts(self, view: dict, rng: random.Random, n: int, inference: str) -> list[dict[int, list[str]]]:
        """`n` layouts of the hidden hands: by the game's determinization
        (`Game.resample`) without inference or when the auction says nothing
        of them; with the system's inference (inference.py), seat by seat."""
        if inference != "system":
            return [self.sample(view, rng) for _ in range(n)]
        reader = AuctionReader(view, self.hidden)
        if not reader.informative():
            return [self.draw(view, rng) for _ in range(n)]
        return [self.infer(view, reader, rng) for _ in range(n)]

    def infer(self, view: dict, reader: AuctionReader, rng: random.Random) -> dict[int, list[str]]:
        """One layout fitting the auction. The hidden hands that made the
        most calls are dealt first, each from the cards left (its size and
        the voids it showed respected, as `Game.resample` does); a hand is
        drawn at random, then improved by random swaps with the cards left
        that bring it no further from its calls (first the HCP and lengths
        they showed, then the calls the system makes with it), for at most
        SEAT_STEPS swaps. The last hand takes the rest; a layout that breaks
        a void is drawn again (TRIES times, then `Game.resample`'s own)."""
        played = {c for cards in self.played_by.values() for c in cards}
        held = {c for cards in self.known.values() for c in cards}
        unseen = [c for c in _NAME if c not in played and c not in held]
        voids = self.voids()
        order = sorted(self.hidden, key=lambda s: -len([t for t in reader.turns.get(s, ()) if t[1] != "pass"]))
        for _ in range(TRIES):
            left, out = list(unseen), {}
            for seat in order[:-1]:
                room = 13 - len(self.played_by[seat])
                allowed = [c for c in left if c[0] not in voids[seat]]
                if len(allowed) < room:
                    break
                out[seat] = self._fit(seat, allowed, room, reader, rng)
                taken = set(out[seat])
                left = [c for c in left if c not in taken]
            else:
                last = order[-1]
                if not any(c[0] in voids[last] for c in left):
                    out[last] = left
                    return out
        return self.draw(view, rng)

    def _distance(self, seat: int, cards: list[str]) -> int:
        """How far 13 cards are from the HCP range and lengths the seat's calls showed."""
        if seat not in self.shown:
            return 0
        low, high, shows = self.shown[seat]
        hcp = sum(_HCP.get(c[1], 0) for c in cards)
        short = sum(max(0, n - sum(1 for c in cards if c[0] == SUITS[suit])) for suit, n in shows.items())
        return max(0, low - hcp) + max(0, hcp - high) + short

    def _fit(self, seat: int, allowed: list[str], room: int, reader: AuctionReader,
             rng: random.Random) -> list[str]:
        hand = rng.sample(allowed, room)
        if room == 0:
            return hand
        pool = [c for c in allowed if c not in set(hand)]
        calls = len(reader.turns.get(seat, ()))
        played = self.played_by[seat]

        def score(cards: list[str]) -> int:
            distance = self._distance(seat, cards + played)
            return 100 * distance + calls if distance else reader.misfits(seat, cards + played)
        current = score(hand)
        for _ in range(SEAT_STEPS if pool else 0):
            if current == 0:
                break
            i, j = rng.randrange(room), rng.randrange(len(pool))
            hand[i], pool[j] = pool[j], hand[i]
            new = score(hand)
            if new <= current:
                current = new
            else:
                hand[i], pool[j] = pool[j], hand[i]
        return hand

    def voids(self) -> dict[int, set[str]]:
        """Per seat, the suits it failed to follow (Law 44C)."""
        out: dict[int, set[str]] = {s: set() for s in range(4)}
        for leader, cards in self.tricks:
            for i, card in enumerate(cards[1:], 1):
                if card[0] != cards[0][0]:
                    out[(leader + i) % 4].add(cards[0][0])
        return out

    def pbn(self, hidden: dict[int, list[str]]) -> str:
        """The deal of the cards still held plus the current trick's cards (PBN)."""
        parts = []
        for s in range(4):
            cards = list(self.known.get(s, hidden.get(s, [])))
            cards += [c for t, c in self.trick if t == s]
            parts.append(".".join("".join(r for r in _RANKS_HIGH_FIRST if suit + r in cards)
                                  for suit in _PBN_SUITS))
        return "N:" + " ".join(parts)


def _card_name(card: Any) -> str:
    """An endplay Card as talong's name ("SA")."""
    return "SHDC"[int(card.suit)] + RANKS[int(card.rank).bit_length() - 3]


def solve(pos: Position, layouts: list[dict[int, list[str]]], wall: float = 1e9,
          chunk: int = CHUNK) -> list[dict[str, int]]:
    """Per layout, {card: tricks our side takes with it} for the hand to
    play, double dummy (DDS batches of CHUNK layouts; no new batch after
    `wall` seconds, as the last batch's time predicts: a layout list may
    come back shortened, never empty)."""
    from endplay.dds import solve_all_boards
    from endplay.types import Card, Deal, Denom, Player

    trump = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades, "N": Denom.nt}[pos.strain]
    players = [Player.north, Player.east, Player.south, Player.west]
    out: list[dict[str, int]] = []
    start = last = time.perf_counter()
    for first in range(0, len(layouts), chunk):
        now = time.perf_counter()
        if out and (now - start) + (now - last) > wall:
            break
        last = now
        deals = []
        for hidden in layouts[first:first + chunk]:
            deal = Deal(pos.pbn(hidden), first=players[pos.leader], trump=trump)
            for _, card in pos.trick:
                deal.play(Card(card))
            deals.append(deal)
        with _SOLVER:
            solved = solve_all_boards(deals)
        out += [{_card_name(card): tricks for card, tricks in board} for board in solved]
    return out


def dd_scores(view: dict, legal: list[str], seed: int, samples: int = SAMPLES,
              config: PlayConfig = LEGACY) -> dict[str, float] | None:
    """{card name: mean score over the sampled layouts} for the legal cards
    of the hand to play, or None when the position cannot be solved."""
    pos = Position(view)
    rng = random.Random(_view_key(view, seed))
    layouts = pos.layouts(view, rng, samples, config.inference)
    cards = [a.split()[1] for a in legal]
    totals = {c: 0.0 for c in cards}
    solved = solve(pos, layouts, config.wall)
    for got in solved:
        for c in cards:
            tricks = got.get(c)
            if tricks is None:
                return None     # the solver did not score a legal card: do not trust this run
            totals[c] += tricks + (MAKE_BONUS if tricks >= pos.target else 0)
    return {c: total / len(solved) for c, total in totals.items()}


def choose_dd_card(view: dict, legal: list[str], seed: int = 0, samples: int | None = None,
                   config: PlayConfig = LEGACY) -> str:
    """The card (an action "play XX") of best total over the sampled layouts.
    The opening lead too when `config.lead` is "simulation": the three
    hidden hands sampled with the auction's inference (inference.py)."""
    if samples is not None:
        config = replace(config, samples=samples)
    if len(legal) == 1:
        return legal[0]
    rules = choose_card(view, legal)
    opening_lead = view.get("dummy_hand") is None
    if opening_lead and config.lead != "simulation":
        return rules
    n = samples_for(config, len(view["hand"]), opening_lead)
    totals = dd_scores(view, legal, seed, n, config)
    if not totals:
        return rules
    best = max(totals.values())
    top = [c for c, v in totals.items() if v == best]
    margin = config.lead_margin if opening_lead else 0.0
    if totals[rules.split()[1]] >= best - margin:
        return rules
    return "play " + min(top, key=lambda c: (RANKS.index(c[1]), SUITS.index(c[0])))
