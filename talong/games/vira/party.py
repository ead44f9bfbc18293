"""A Vira party (viraparti): seating lot, rotation, pulla and åla, markers,
and the final settlement.

Implements rules/vira-stockholms-wirasallskap.txt "Bordsplacering" (hjärterlott
for the first förhand), "Giv" and "Spelets fortsatta gång" (the förhand of a
finished deal deals the next; with four the dealer's right-hand neighbour
sits out), "Spelmarker och pulla" and "Betalning av betar" (markers, the
pulla, åla), "Delning och slutsammanräkning" (party length, Borup, sharing
the pulla and the remainder pinnar); rules/vira-sa-spelar-du-vira.txt
"Platser och giv"; SPEC.md "Vira: decisions" (åla, party length).

Seats are numbered clockwise: seat s+1 sits to the left of seat s. Markers
are numbers here, so the rule text's make-shifts for a bowl that runs out of
betar (pinnar and runda in the pulla, sexmastare) never arise.
"""
from __future__ import annotations

import copy
import random
from typing import Any, Sequence

from talong.core.cards import FRENCH_52
from talong.core.engine import Game, GameError, RecordError, State
from talong.core.party import Party
from talong.i18n import Message, msg

from .payments import plural, seat_en, seat_message
from .tables import PINNAR_PER_BET, PINNAR_PER_RUND

SEATING = "rules/vira-stockholms-wirasallskap.txt, Bordsplacering"
PULLA = "rules/vira-stockholms-wirasallskap.txt, Betalning av betar"
FINAL = "rules/vira-stockholms-wirasallskap.txt, Delning och slutsammanräkning"
SUITS = ("hjärter", "spader", "ruter", "klöver")  # the lot cards: different suits, one of them hearts


def markers(pinnar: int) -> dict[str, int]:
    """An amount in pinnar as betar, runda and pinnar (1 bet = 8 pinnar,
    1 rund = 2 pinnar), every part carrying the amount's sign."""
    sign = -1 if pinnar < 0 else 1
    betar, rest = divmod(abs(pinnar), PINNAR_PER_BET)
    runda, pins = divmod(rest, PINNAR_PER_RUND)
    return {"betar": sign * betar, "runda": sign * runda, "pinnar": sign * pins}


def markers_text(pinnar: int) -> str:
    """Game terms keep their Swedish names in both languages; every part
    carries the amount's sign ("−2 betar, −2 runda"), with a true minus."""
    m = markers(pinnar)
    names = (("betar", "bet", "betar"), ("runda", "rund", "runda"), ("pinnar", "pinne", "pinnar"))
    sign = "−" if pinnar < 0 else "+" if pinnar > 0 else ""
    parts = [sign + plural(abs(m[key]), one, many) for key, one, many in names if m[key]]
    return ", ".join(parts) if parts else "0"


def signed_pinnar(pinnar: int) -> str:
    """"+1 pinne", "−20 pinnar", "0 pinnar"."""
    sign = "−" if pinnar < 0 else "+" if pinnar > 0 else ""
    return sign + plural(abs(pinnar), "pinne", "pinnar")


def hjarterlott(players: int, rng: random.Random) -> dict[str, Any]:
    """"Bordsplacering": one card per player, all of different suits and one
    of them hearts, shuffled; each player draws one; hearts is first förhand."""
    others = list(SUITS[1:])
    rng.shuffle(others)
    cards = ["hjärter", *others[:players - 1]]
    rng.shuffle(cards)
    forhand = cards.index("hjärter")
    return {"method": "draw", "cards": {str(seat): suit for seat, suit in enumerate(cards)}, "forhand": forhand}


def hjarterlott_dealt(players: int, rng: random.Random) -> dict[str, Any]:
    """"Bordsplacering", seats taken first come first served: seat 0 shuffles
    a pack and lays the cards face up one by one clockwise, starting with the
    player on his left; the first to get a heart is first förhand."""
    pack = FRENCH_52.shuffled(rng)
    hearts = next(i for i, suit in enumerate(FRENCH_52.suits) if suit.code == "H")
    first = next(i for i, card in enumerate(pack) if FRENCH_52.suit_of(card) == hearts)
    dealt = [[(i + 1) % players, FRENCH_52.name_of(card)] for i, card in enumerate(pack[:first + 1])]
    return {"method": "deal", "cards": dealt, "forhand": dealt[-1][0]}


LOTS = {"draw": hjarterlott, "deal": hjarterlott_dealt}


class ViraParty(Party):
    """Options: {"players": 3|4, "rounds": N or "deals": N (default one
    round: every player förhand once), "hjarterlott": "draw" (default, the
    seating lot) or "deal" (seats kept, cards dealt face up)}."""

    def __init__(self, game: Game, options: dict[str, Any], seed: int) -> None:
        options = dict(options)
        options.setdefault("players", 3)
        if "rounds" in options and "deals" in options:
            raise GameError("agree on either rounds or deals, not both", FINAL)
        super().__init__(game, options, seed)
        if self.players not in (3, 4):
            raise GameError(f"Vira is played by 3 or 4 players, not {self.players}",
                            "rules/vira-stockholms-wirasallskap.txt, Spelare och tillbehör")
        length = options.get("deals", options.get("rounds", 1))
        if not isinstance(length, int) or isinstance(length, bool) or length < 1:
            raise GameError(f"the party length must be a whole number of at least 1, got {length!r}", FINAL)
        self.total_deals = length if "deals" in options else length * self.players
        method = options.get("hjarterlott", "draw")
        if not isinstance(method, str) or method not in LOTS:
            raise GameError("hjärterlott is 'draw' (draw the seats) or 'deal' (cards dealt face up), "
                            f"not {method!r}", SEATING)
        first = options.get("first_forhand")   # the seat draw made at the table, as a record sets it
        if first is not None:
            if type(first) is not int or not 0 <= first < self.players:
                raise GameError(f"first_forhand must be a seat 0-{self.players - 1}, not {first!r}", SEATING)
            self.lot: dict[str, Any] = {"method": "set", "forhand": first}
        else:
            self.lot = LOTS[method](self.players, random.Random(seed))
        self.first_forhand = self.lot["forhand"]
        self.pulla = 0
        self.betar_put = [0] * self.players      # betar each player put into the pulla (åla included)
        self.betar_lifted = [0] * self.players   # betar each player lifted from the pulla
        self.pinnar_won = [0] * self.players
        self.pinnar_lost = [0] * self.players
        self.lines: list[dict[str, Any]] = [self._lot_line()]
        self.lines.append(self._ala(0, msg("vira.ala.before_first")))
        self.totals = [self.score(s) for s in range(self.players)]

    # --- seating and rotation ---------------------------------------------
    def forhand(self, number: int) -> int:
        """Förhand of deal `number`: the förhand of a finished deal is the
        dealer (efterhand, on förhand's right) of the next one."""
        return (self.first_forhand + number - 1) % self.players

    def seats_of(self, number: int) -> dict[str, int | None]:
        f = self.forhand(number)
        return {"forhand": f, "mellanhand": (f + 1) % self.players, "efterhand": (f - 1) % self.players,
                "sits_out": (f - 2) % self.players if self.players == 4 else None}

    def deal_options(self, number: int) -> dict[str, Any]:
        if not 1 <= number <= self.total_deals:
            raise GameError(f"the party has deals 1-{self.total_deals}, not {number}", FINAL)
        return {"players": self.players, "forhand": self.forhand(number), "number": number,
                "borup": number == self.total_deals}

    def is_over(self) -> bool:
        return self.deals_played >= self.total_deals

    # --- results ------------------------------------------------------------
    def finish_deal(self, state, companions: Sequence[State] = ()) -> dict[str, Any]:
        if self.is_over():
            raise GameError("the party is over: no more deals", FINAL)
        self.check_finished(state, companions)
        result = state.result()
        lines = self._apply(result, self.deals_played + 1)
        self.deals_played += 1
        full = {**result, "party_lines": lines}
        self.results.append(full)
        return full

    def add_result(self, result: dict[str, Any]) -> None:
        """Apply the settlement of the deal just counted (deals_played)."""
        self._apply(result, self.deals_played)

    def _apply(self, result: dict[str, Any], number: int) -> list[dict[str, Any]]:
        """Check a deal's settlement, then apply it: betar put into the pulla
        first, then åla if the pulla holds fewer betar than the declarer is to
        lift, then the lift; pinnar between the players. Nothing changes when
        the result is refused."""
        betar, pinnar = self._checked(result, number)
        lines: list[dict[str, Any]] = []
        for seat, n in sorted(betar.items()):
            if n < 0:
                self.pulla -= n
                self.betar_put[seat] -= n
        for seat, n in sorted(betar.items()):
            while n > self.pulla:
                lines.append(self._ala(number, msg("vira.ala.lift", pulla=plural(self.pulla, "bet", "betar"),
                                                   seat=seat_message(seat), lift=plural(n, "bet", "betar"))))
            if n > 0:
                self.pulla -= n
                self.betar_lifted[seat] += n
        for seat, p in enumerate(pinnar):
            if p > 0:
                self.pinnar_won[seat] += p
            else:
                self.pinnar_lost[seat] -= p
        self.lines.extend(lines)
        self.totals = [self.score(s) for s in range(self.players)]
        return lines

    def _checked(self, result: Any, number: int) -> tuple[dict[int, int], list[int]]:
        where = f"deal {number}: "
        if not isinstance(result, dict) or not isinstance(result.get("betar"), dict) \
                or not isinstance(result.get("pinnar"), list):
            raise RecordError(f"{where}a Vira result needs \"betar\" (seat -> betar) and \"pinnar\" (per seat)")
        pinnar = result["pinnar"]
        if len(pinnar) != self.players or not all(type(p) is int for p in pinnar):
            raise RecordError(f"{where}\"pinnar\" must hold {self.players} whole numbers, got {pinnar!r}")
        if sum(pinnar):
            raise RecordError(f"{where}pinnar go between the players and must sum to 0, got {pinnar!r}",
                              "rules/vira-stockholms-wirasallskap.txt, Betalning av pinnar")
        betar: dict[int, int] = {}
        for key, n in result["betar"].items():
            if not str(key).isdigit() or not 0 <= int(key) < self.players or type(n) is not int:
                raise RecordError(f"{where}bad betar entry {key!r}: {n!r}")
            betar[int(key)] = n
        if sum(n > 0 for n in betar.values()) > 1:
            raise RecordError(f"{where}only the declarer lifts betar from the pulla, got {result['betar']!r}", PULLA)
        out = self.seats_of(number)["sits_out"] if 1 <= number <= self.total_deals else None
        if out is not None and (pinnar[out] or betar.get(out)):
            raise RecordError(f"{where}{seat_en(out)} sits out this deal and can neither pay nor be paid",
                              "rules/vira-stockholms-wirasallskap.txt, Bordsplacering")
        return betar, list(pinnar)

    def _ala(self, number: int, why: Message) -> dict[str, Any]:
        """Åla: everyone (with four, the one sitting out too) puts one bet in the pulla."""
        for seat in range(self.players):
            self.betar_put[seat] += 1
        self.pulla += self.players
        return {"msg": msg("vira.line.ala", why=why, players=self.players, pulla=plural(self.pulla, "bet", "betar")),
                "seat": None, "amount": -1, "unit": "bet", "kind": "åla", "deal": number}

    def _lot_line(self) -> dict[str, Any]:
        f = self.first_forhand
        if self.lot["method"] == "set":
            return {"msg": msg("vira.line.lot_set", n=f + 1),
                    "seat": f, "amount": 0, "unit": "bet", "kind": "hjärterlott", "deal": 0}
        if self.lot["method"] == "draw":
            shown: Message | list[Message] = [msg("vira.lot.card", n=int(s) + 1, card=suit)
                                              for s, suit in self.lot["cards"].items()]
        else:
            shown = msg("vira.lot.face_up", shown=[msg("vira.lot.card", n=s + 1, card=c) for s, c in self.lot["cards"]])
        return {"msg": msg("vira.line.hjarterlott", shown=shown, n=f + 1),
                "seat": f, "amount": 0, "unit": "bet", "kind": "hjärterlott", "deal": 0}

    # --- standings ------------------------------------------------------------
    def betar(self, seat: int) -> int:
        return self.betar_lifted[seat] - self.betar_put[seat]

    def pinnar(self, seat: int) -> int:
        return self.pinnar_won[seat] - self.pinnar_lost[seat]

    def score(self, seat: int) -> int:
        """Won minus lost in pinnar, the pulla not yet shared."""
        return self.pinnar(seat) + PINNAR_PER_BET * self.betar(seat)

    def standings(self) -> dict[str, Any]:
        """The scores so far; once the party is over, after the final
        settlement (the pulla shared: "shared" is then true and "pulla"
        tells what was shared), so that the standings always equal the sum
        of the score sheet's rows."""
        over = self.is_over()
        final = self.final_settlement()["final"] if over else None
        scores = final or [self.score(s) for s in range(self.players)]
        players = [{"seat": s, "betar": self.betar(s), "betar_put": self.betar_put[s],
                    "betar_lifted": self.betar_lifted[s], "pinnar": self.pinnar(s),
                    "pinnar_won": self.pinnar_won[s], "pinnar_lost": self.pinnar_lost[s],
                    "score": scores[s], "markers": markers(scores[s])} for s in range(self.players)]
        return {"deals_played": self.deals_played, "total_deals": self.total_deals,
                "pulla": self.pulla, "shared": over,
                "totals": list(scores), "players": players,
                "marker_pinnar": {"bet": PINNAR_PER_BET, "rund": PINNAR_PER_RUND},
                "next_forhand": None if over else self.forhand(self.deals_played + 1),
                "next_is_borup": not over and self.deals_played + 1 == self.total_deals,
                "first_forhand": self.first_forhand, "hjarterlott": copy.deepcopy(self.lot),
                "lines": [dict(line) for line in self.lines], "sheet": self.sheet(final)}

    def sheet(self, final: list[int] | None = None) -> list[dict[str, Any]]:
        """The score sheet in pinnar: one row per deal (contract, declarer,
        result, each seat's amount), a row for every åla, and the sharing of
        the pulla at the end. Its columns sum to the standings' totals."""
        rows: list[dict[str, Any]] = []
        ala = [-PINNAR_PER_BET] * self.players

        def ala_rows(number: int) -> None:
            for line in self.lines:
                if line.get("kind") == "åla" and line.get("deal") == number:
                    rows.append({"deal": number, "kind": "åla", "msg": msg("vira.sheet.ala"),
                                 "amounts": list(ala)})

        ala_rows(0)
        for number, result in enumerate(self.results, start=1):
            ala_rows(number)
            contract = result.get("contract") or {}
            name = " ".join(x for x in (contract.get("name"), f"i {contract['qualifier']}"
                                        if contract.get("qualifier") else None) if x)
            declarer = result.get("declarer")
            tricks = (result.get("tricks") or {}).get(declarer, 0)
            outcome = {"hem": "vira.sheet.hem", "bet": "vira.sheet.bet", "kodilj": "vira.sheet.kodilj"}
            said = result.get("outcome")
            rows.append({"deal": number, "kind": "deal", "contract": name, "declarer": declarer,
                         "msg": msg("vira.sheet.deal", outcome=msg(outcome[said]) if said in outcome else str(said),
                                    count=tricks),
                         "amounts": [result["pinnar"][s] + PINNAR_PER_BET * int(result["betar"].get(str(s), 0))
                                     for s in range(self.players)]})
        if final is not None:
            before = [self.score(s) for s in range(self.players)]
            rows.append({"deal": None, "kind": "share", "msg": msg("vira.sheet.share"),
                         "amounts": [final[s] - before[s] for s in range(self.players)]})
        return rows

    # --- the end ----------------------------------------------------------------
    def final_settlement(self) -> dict[str, Any]:
        """"Delning och slutsammanräkning": share the pulla equally, change an
        indivisible rest of betar into pinnar, give the remainder pinnar to
        the biggest loser (with the rule text's special cases)."""
        n, pulla = self.players, self.pulla
        before = [self.score(s) for s in range(n)]
        each_betar, rest_betar = divmod(pulla, n)
        each_pinnar, rest = divmod(rest_betar * PINNAR_PER_BET, n)
        lines = [_line(msg("vira.final.share", pulla=plural(pulla, "bet", "betar"), players=n,
                           each=plural(each_betar, "bet", "betar")), None, each_betar, "bet")]
        if rest_betar:
            rest_text = plural(rest_betar, "bet", "betar")
            changed, each = rest_betar * PINNAR_PER_BET, markers_text(each_pinnar)
            lines.append(_line(msg("vira.final.rest", rest=rest_text, count=rest_betar, changed=changed, each=each),
                               None, each_pinnar, "pinne"))
        shared = [b + PINNAR_PER_BET * each_betar + each_pinnar for b in before]
        extra, extra_lines = self._remainder(shared, rest)
        lines.extend(extra_lines)
        final = [shared[s] + extra[s] for s in range(n)]
        for s in range(n):
            # "+400 pinnar (+50 betar)"; nothing to break down in a zero
            shown = f"{signed_pinnar(final[s])} ({markers_text(final[s])})" if final[s] else signed_pinnar(0)
            lines.append(_line(msg("vira.final.seat", n=s + 1, shown=shown), s, final[s], "pinne"))
        return {"complete": self.is_over(), "deals_played": self.deals_played, "pulla": pulla, "before_sharing": before,
                "share": {"betar": each_betar, "pinnar": each_pinnar}, "remainder": rest,
                "remainder_to": extra, "final": final, "totals": final,
                "markers": [markers(v) for v in final], "lines": lines}

    def _remainder(self, shared: list[int], rest: int) -> tuple[list[int], list[dict[str, Any]]]:
        """The last one or two pinnar go to the player who lost most. Two left
        and two lost equally, or the biggest loser lost only one pinne more
        than the next: one each. One left and two lost equally: lots."""
        n = self.players
        extra = [0] * n
        if rest == 0:
            return extra, []
        order = sorted(range(n), key=lambda s: (shared[s], s))
        low = shared[order[0]]
        tied = [s for s in order if shared[s] == low]
        # Three cannot tie for last while pinnar remain: the shared scores sum
        # to minus the remainder (1 or 2), which three equal parts cannot.
        if rest == 1 and len(tied) == 1:
            return self._give(extra, [tied[0]], msg("vira.rest.lost_most"))
        if rest == 1:
            pick = random.Random(f"{self.seed}:slutlott").choice(tied)
            return self._give(extra, [pick], msg("vira.rest.won_lot", seats=_seats(tied)))
        if len(tied) >= 2:
            return self._give(extra, tied[:2], msg("vira.rest.tied"))
        if shared[order[1]] - low == 1:
            return self._give(extra, order[:2], msg("vira.rest.one_more"))
        return self._give(extra, [order[0], order[0]], msg("vira.rest.lost_most"))

    @staticmethod
    def _give(extra: list[int], seats: list[int], why: Message):
        for s in seats:
            extra[s] += 1
        lines = []
        for s in sorted(set(seats)):
            got = plural(extra[s], "pinne", "pinnar")
            lines.append(_line(msg("vira.final.remainder", n=s + 1, got=got, why=why), s, extra[s], "pinne"))
        return extra, lines


def _line(text: Message, seat: int | None, amount: int, unit: str) -> dict[str, Any]:
    return {"msg": text, "seat": seat, "amount": amount, "unit": unit}


def _seats(seats: list[int]) -> Message | list[Message]:
    """"plats 1 och plats 3"; three or more: comma-separated."""
    named = [seat_message(s) for s in sorted(seats)]
    return msg("vira.seats_two", a=named[0], b=named[1]) if len(named) == 2 else named
