"""Königrufen by rules/koenigrufen-stockholms-wirasallskap.txt (Stockholms
Wirasällskap), read rule by rule in rules/koenigrufen-checklist.md (KR-A01 …
KR-O17), with SPEC.md "Königrufen: decisions": four players, the 54-card
tarock pack (talong.core.tarock), a talon of six, an auction over the bid
table of p.20, a called king for a secret partner, the talon exchange, a round
of declarations and kontras, twelve tricks, and a settlement line by line in
spelpoäng, zero-sum. A party is a number of whole rounds (option `rounds`,
default 2; a round is four deals) after a seat draw for the first dealer.

Deal options: {"players": 4, "dealer": seat, "number": n}. Seats are numbered
clockwise (the text plays clockwise, p.12): förhand is dealer + 1, the cutter
dealer - 1. The action grammar is in docs/koenigrufen-actions.md.

Modules: tables (data), rules (dealing, tricks, following, discards), bidding
(the auction), announce (declarations and kontras), state (the phases),
scoring, view (the observer), texts, resample (determinization for AI).
"""
from __future__ import annotations

import random
from typing import Any

from talong.core.cards import CardError
from talong.core.records import deal_dealer
from talong.core.engine import Game, GameError, GameInfo, RecordError
from talong.core.party import Party
from talong.core.tarock import TAROCK_54, TAROKS
from talong.i18n import msg
from .rules import RULE_DEAL
from .state import KoenigrufenState
from .tables import NUM_SEATS, PACK

RULE_DRAW = "koenigrufen-stockholms-wirasallskap.txt p.12 Placering av spelare och giv (lottning)"
RULE_PARTY = "SPEC.md Königrufen: decisions (a party is whole rounds, option rounds, default 2)"
SUIT_DRAW_ORDER = {"h": 3, "d": 2, "s": 1, "c": 0}   # p.12: "från högst till lägst: h, d, s och c"


def draw_power(card: int) -> tuple[int, int, int]:
    """Trick power in the seat draw (p.12): any tarok beats a suit card
    (Sküs highest); suit cards by rank, red ess = black ten and so on (the
    rank index within the suit does exactly that), then h, d, s, c."""
    if TAROKS >> card & 1:
        return (1, card, 0)
    name = TAROCK_54.name_of(card)
    return (0, TAROCK_54.rank_of(card), SUIT_DRAW_ORDER[name[0]])


def seat_draw(seed: int) -> dict[str, Any]:
    """Every player draws a card from the fanned pack; the highest deals first
    (p.12). Seats are the players' places at our table, so the draw decides
    the first dealer and the drawn order is recorded."""
    rng = random.Random(seed)
    cards = rng.sample(range(54), NUM_SEATS)
    order = sorted(range(NUM_SEATS), key=lambda s: draw_power(cards[s]), reverse=True)
    return {"cards": [TAROCK_54.name_of(c) for c in cards], "order": order, "dealer": order[0]}


def _order_from_record(deal: dict[str, Any]) -> list[int]:
    names = deal.get("pack")
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise RecordError("deal record: \"pack\" must list the 54 cards in dealing order", RULE_DEAL)
    try:
        order = [PACK.parse(n) for n in names]
    except CardError as err:
        raise RecordError(f"deal record: {err}", RULE_DEAL) from None
    if len(order) != 54 or len(set(order)) != 54:
        raise RecordError(f"deal record: the pack must hold each of the 54 cards once, got {len(order)} "
                          f"cards ({len(set(order))} different)", RULE_DEAL)
    return order


def pack_order(hands: dict[int, list[str]], talon: list[str], dealer: int) -> list[str]:
    """The dealing order that gives these hands and talon (six each from
    förhand, the talon, six each again): for explicit deals in tests and tools."""
    order: list[str] = []
    for part in range(2):
        for i in range(1, NUM_SEATS + 1):
            seat = (dealer + i) % NUM_SEATS
            order += list(hands[seat])[6 * part:6 * part + 6]
        if part == 0:
            order += list(talon)
    return order


class KoenigrufenParty(Party):
    """Whole rounds of four deals; the first dealer is drawn; the deal passes
    clockwise (p.19: förhand of a deal deals the next)."""

    def __init__(self, game: Game, options: dict[str, Any], seed: int) -> None:
        super().__init__(game, options, seed)
        rounds = self.options.get("rounds", 2)
        if "deals" in self.options and "rounds" not in options:
            deals = int(self.options["deals"])
            if deals <= 0 or deals % NUM_SEATS:
                raise GameError(f"a Königrufen party is whole rounds of four deals, not {deals} deals", RULE_PARTY)
            rounds = deals // NUM_SEATS
        if not isinstance(rounds, int) or not 1 <= rounds <= 20:
            raise GameError(f"rounds must be a whole number 1-20, not {rounds!r}", RULE_PARTY)
        self.rounds = rounds
        self.options["rounds"] = rounds
        self.draw = seat_draw(seed)

    def deal_options(self, number: int) -> dict[str, Any]:
        return {**self.options, "players": NUM_SEATS, "dealer": (self.draw["dealer"] + number - 1) % NUM_SEATS,
                "number": number}

    def is_over(self) -> bool:
        return self.deals_played >= NUM_SEATS * self.rounds

    def standings(self) -> dict[str, Any]:
        """The totals and the score sheet: one row per deal (contract, the
        first declarer, won or lost, each seat's points); its columns sum to
        the totals (p.19: each deal is settled at once, and the sum is kept)."""
        rows = []
        for number, r in enumerate(self.results, start=1):
            declarers, won = r.get("declarers") or [], r.get("won")
            rows.append({"deal": number, "kind": "deal", "contract": r.get("contract_name") or "",
                         "declarer": declarers[0] if declarers else None,
                         **({} if won is None else {"msg": msg("koenigrufen.won" if won else "koenigrufen.lost")}),
                         "amounts": list(r["returns"])})
        return {"deals_played": self.deals_played, "rounds": self.rounds, "totals": list(self.totals),
                "draw": self.draw, "sheet": rows}

    def final_settlement(self) -> dict[str, Any]:
        """p.19 Slutsammanräkning: each player's sum (zero in all); places by
        total, equal totals share a place."""
        totals = list(self.totals)
        places = [1 + sum(other > total for other in totals) for total in totals]
        lines: list[dict[str, Any]] = [{"msg": msg("koenigrufen.party.played", count=self.deals_played,
                                                   sum=sum(totals))}]
        for seat in sorted(range(NUM_SEATS), key=lambda s: (places[s], s)):
            shared = places.count(places[seat]) > 1
            lines.append({"msg": msg("koenigrufen.party.place_shared" if shared else "koenigrufen.party.place",
                                     place=places[seat],
                                     seat=msg("koenigrufen.seat", n=seat + 1), total=f"{totals[seat]:+d}",
                                     count=abs(totals[seat])),
                          "seat": seat, "amount": totals[seat]})
        return {**self.standings(), "places": places, "lines": lines}


class Koenigrufen(Game):
    info = GameInfo(
        rules_page="talong.games.koenigrufen.rules_page:page",
        name="koenigrufen", title="Königrufen", seats=(NUM_SEATS,), pack="tarock-54",
        scoring="koenigrufen.scoring",
        blurb="koenigrufen.blurb",
        # KoenigrufenParty: whole rounds of four deals (SPEC.md, Königrufen: decisions)
        length_units=("rounds",), length={"unit": "rounds", "value": 2, "min": 1, "max": 20},
        # weakest first; quick/search/deep: the solver-based player by budget (docs/koenigrufen-ai.md)
        ai={"basic": "talong.ai.koenigrufen:KoenigrufenAI",
            "strong": "talong.ai.koenigrufen_strong:StrongKoenigrufenAI",
            "quick": "talong.ai.koenigrufen_search:QuickKoenigrufenAI",
            "search": "talong.ai.koenigrufen_search:SearchingKoenigrufenAI",
            "deep": "talong.ai.koenigrufen_search:DeepKoenigrufenAI"},
        ai_default="search",
        terminal="talong.games.koenigrufen.terminal:table",
        ui={"script": "js/koenigrufen.js", "css": ["css/koenigrufen.css"], "pack": "tarock-54"},
        research="talong.games.koenigrufen.research:SPEC",   # docs/research.md
    )

    def deal(self, options: dict[str, Any], *, seed: int | None = None,
             deal: dict[str, Any] | None = None) -> KoenigrufenState:
        dealer, number = deal_dealer("Königrufen", options, deal, NUM_SEATS, RULE_DEAL, "clockwise",
                                     "\"dealer\" and \"pack\"")
        if deal is not None:
            return KoenigrufenState(dealer, number, _order_from_record(deal))
        return KoenigrufenState(dealer, number, PACK.shuffled(random.Random(seed)))

    def party(self, options: dict[str, Any], seed: int) -> KoenigrufenParty:
        return KoenigrufenParty(self, options, seed)

    def resample(self, view: dict[str, Any], rng: random.Random) -> KoenigrufenState:
        """A state at the view's point of the deal, from a full deal consistent
        with the view (contract C3; talong/games/koenigrufen/resample.py)."""
        from .resample import resample
        return resample(view, rng)

    def tables(self) -> dict[str, Any]:
        from .tables import CONTRACTS, FIGURES
        return {"contracts": [{"key": c.key, "name": c.name, "rank": c.rank, "kind": c.kind, "won": c.won,
                               "lost": c.lost, "lost_forehand": c.lost_forehand, "talon": c.talon, "call": c.call,
                               "bird": c.bird, "tricks": c.tricks, "farben": c.farben, "solo": c.solo,
                               "ouverte": c.ouverte, "base": c.base, "forehand_only": c.forehand_only}
                              for c in CONTRACTS],
                "figures": [{"key": f.key, "name": f.name, "silent": f.silent, "declared": f.declared}
                            for f in FIGURES]}


GAME = Koenigrufen()
