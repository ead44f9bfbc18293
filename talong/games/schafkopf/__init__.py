"""Schafkopf by rules/schafkopf-cardavia.txt (Cardavia's page), with SPEC.md
"Schafkopf: decisions": four players, the 32-card German pack, one round of
explicit contract bids, Rufer (a called ace for a secret partner), Wenz,
Solo, Wenz Tout, Solo Tout and Sie; points per deal, zero-sum.

Deal options: {"players": 4, "dealer": seat, "number": n}. Seats are numbered
clockwise: seat s+1 sits to the left of seat s, so förhand (first to bid and
to lead) is dealer + 1.

Action grammar (strings; suit letters E Eichel/ek, G Gras/löv, H Herz/hjärter,
S Schellen/klockor; cards as in talong.core.cards.GERMAN_32, e.g. "EO", "HT"):

    pass                  pass in the bidding round
    bid rufer <E|G|S>     Rufer calling that suit's ace (never Herz)
    bid wenz              Wenz
    bid solo <E|G|H|S>    Solo with that trump suit
    bid wenz-tout         Wenz Tout
    bid solo-tout <suit>  Solo Tout with that trump suit
    bid sie               Sie (all four Obers and all four Unters)
    play <card>           play a card, e.g. "play EO"

Keywords are case-insensitive; `legal_actions` lists the canonical forms.
The view format is documented in docs/schafkopf-actions.md.

Modules: tables (data), rules (card order, following, called ace, which bids a
hand may name), state (the phases), view (the observer), scoring, texts,
terminal (`talong play schafkopf`); the party (SchafkopfParty, below) is the
generic one with the final standings spelled out.
"""
from __future__ import annotations

import random
from typing import Any, Sequence

from talong.core.cards import CardError
from talong.core.records import deal_dealer
from talong.core.engine import Game, GameInfo, RecordError, State
from talong.core.party import Party
from talong.i18n import msg
from .state import NUM_SEATS, SchafkopfState
from .tables import PACK

RULE_DEAL = "schafkopf-cardavia.txt 2. Upplägg"


def deal_hands(cards: list[int], dealer: int) -> tuple[int, ...]:
    """"Dela medurs i två rundor om fyra, åtta kort vardera": clockwise from
    the seat left of the dealer, four cards at a time, twice round."""
    hands = [0] * NUM_SEATS
    pos = 0
    for _round in range(2):
        for i in range(1, NUM_SEATS + 1):
            seat = (dealer + i) % NUM_SEATS
            for c in cards[pos:pos + 4]:
                hands[seat] |= 1 << c
            pos += 4
    return tuple(hands)


def _hands_from_record(deal: dict[str, Any]) -> tuple[int, ...]:
    hands = deal.get("hands")
    if not isinstance(hands, dict):
        raise RecordError("deal record: \"hands\" must map each seat 0-3 to a list of 8 cards", RULE_DEAL)
    keys = {str(k) for k in hands}
    if keys != {"0", "1", "2", "3"}:
        raise RecordError(f"deal record: hands for seats {sorted(keys)}; expected seats 0, 1, 2, 3", RULE_DEAL)
    out, seen = [], 0
    for seat in range(NUM_SEATS):
        names = hands.get(seat, hands.get(str(seat)))
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise RecordError(f"deal record: seat {seat}'s hand must be a list of card names", RULE_DEAL)
        try:
            mask = PACK.parse_set(names)
        except CardError as err:
            raise RecordError(f"deal record: seat {seat}: {err}", RULE_DEAL) from None
        if mask.bit_count() != 8:
            raise RecordError(f"deal record: seat {seat} has {mask.bit_count()} cards; each player gets 8",
                              RULE_DEAL)
        if mask & seen:
            raise RecordError(f"deal record: seat {seat} holds {', '.join(PACK.names(mask & seen))}, "
                              "already dealt to another seat", RULE_DEAL)
        seen |= mask
        out.append(mask)
    return tuple(out)


class SchafkopfParty(Party):
    """The generic party (dealer to the left each deal, points summed per
    seat); its final settlement names each seat's place and total."""

    def finish_deal(self, state: State, companions: Sequence[State] = ()) -> dict[str, Any]:
        """The generic settlement; a deal thrown in (four passes) that is not
        the party's last adds a party line naming the next dealer: the deal's
        own lines cannot, the engine does not know whether the party goes on."""
        result = super().finish_deal(state, companions)
        if result["contract"] is None and not self.is_over():
            nxt = self.deal_options(self.deals_played + 1)["dealer"]
            result = {**result, "party_lines": [{"msg": msg("schafkopf.party.next_dealer", n=nxt + 1)}]}
            self.results[-1] = result
        return result

    def standings(self) -> dict[str, Any]:
        """The totals and the score sheet: one row per deal (contract,
        declarer, won or lost, each seat's points); its columns sum to the totals."""
        rows = []
        for number, r in enumerate(self.results, start=1):
            won = r.get("won")
            rows.append({"deal": number, "kind": "deal", "contract": r.get("contract_name") or "",
                         "suit": r.get("suit"), "declarer": r.get("declarer"),
                         **({} if r.get("declarer") is None else
                            {"msg": msg("schafkopf.won" if won else "schafkopf.lost")}),
                         "amounts": list(r["returns"])})
        return {**super().standings(), "total_deals": int(self.options.get("deals", 8)), "sheet": rows}

    def final_settlement(self) -> dict[str, Any]:
        """Places by total points, highest first (equal totals share a place,
        the next place is skipped), with the lines a table shows: the deals
        played, then each seat's place as text with its seat and total as the
        line's fields (a table prints "seat: total" beside it), best first."""
        totals = list(self.totals)
        places = [1 + sum(other > total for other in totals) for total in totals]
        n = self.deals_played
        lines: list[dict[str, Any]] = [{"msg": msg("schafkopf.party.played", count=n)}]
        for seat in sorted(range(self.players), key=lambda s: (places[s], s)):
            shared = places.count(places[seat]) > 1
            lines.append({"msg": msg("schafkopf.party.place_shared" if shared else "schafkopf.party.place",
                                     place=places[seat]),
                          "seat": seat, "amount": totals[seat]})
        return {**self.standings(), "places": places, "lines": lines}


class Schafkopf(Game):
    info = GameInfo(
        rules_page="talong.games.schafkopf.rules_page:page",
        name="schafkopf", title="Schafkopf", seats=(4,), pack="german-32",
        scoring="schafkopf.scoring",
        blurb="schafkopf.blurb",
        length_units=("deals",), length={"unit": "deals", "value": 8, "min": 1},
        ai={"basic": "talong.ai.schafkopf:SchafkopfAI",
            "strong": "talong.ai.schafkopf_search:SearchingSchafkopfAI",
            "expert": "talong.ai.schafkopf_search:ExpertSchafkopfAI"},
        ai_default="strong",   # the strongest level within 300 ms a decision (docs/schafkopf-ai.md)
        terminal="talong.games.schafkopf.terminal:table",
        ui={"script": "js/schafkopf.js", "css": ["css/schafkopf.css"], "pack": "german-32"},
        research="talong.games.schafkopf.research:SPEC",   # docs/research.md
    )

    def tables(self) -> dict[str, Any]:
        """The contracts in their order with base tariffs and Laufende, the
        suits, and the card points (tables.py)."""
        from . import tables as sk
        choices = {"ace": sk.CALLABLE_SUITS, "suit": sk.SOLO_SUITS}
        return {"contracts": [{"key": c.key, "name": c.name, "order": c.order, "base": c.base, "choice": c.choice,
                               "suits": [sk.SUIT_CODES[s] for s in choices.get(c.choice, ())],
                               "solo": c.solo, "tout": c.tout, "laufende_min": c.laufende_min,
                               "laufende_factor": c.laufende_factor, "anchor": f"contract-{c.key}"}
                              for c in sk.CONTRACTS],
                "suits": [{"code": sk.SUIT_CODES[s], "name": sk.SUIT_NAMES_EN[s],
                           "msg": msg(f"schafkopf.suit.{sk.SUIT_CODES[s]}")} for s in sk.TRUMP_SUIT_ORDER],
                "card_points": dict(sk.RANK_POINTS), "total_points": sk.TOTAL_POINTS}

    def deal(self, options: dict[str, Any], *, seed: int | None = None,
             deal: dict[str, Any] | None = None) -> SchafkopfState:
        dealer, number = deal_dealer("Schafkopf", options, deal, NUM_SEATS, RULE_DEAL, "to the left",
                                     "\"dealer\" and \"hands\"")
        if deal is not None:
            return SchafkopfState(dealer, number, _hands_from_record(deal))
        cards = PACK.shuffled(random.Random(seed))
        return SchafkopfState(dealer, number, deal_hands(cards, dealer))

    def party(self, options: dict[str, Any], seed: int) -> SchafkopfParty:
        return SchafkopfParty(self, options, seed)

    def resample(self, view: dict[str, Any], rng: random.Random) -> SchafkopfState:
        from .resample import resample   # determinization: resample.py
        return resample(view, rng)


GAME = Schafkopf()
