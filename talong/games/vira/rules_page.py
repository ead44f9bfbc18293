"""The vira rules page: its structure, anchors and tables; the words are
catalogue messages rules.vira.* (talong/core/rules_page.py, docs/i18n.md)."""
from __future__ import annotations

from talong.core.rules_page import Row, col, Text, num, signed, Block, Cell, Glossary, Heading, Items, M, Para, Table, Term, row

from html import escape

from .buying import OMKOP_MIN, TURN_CARDS
from .tables import BETAR, BIDS, GASK, KOP, SOLO, Bid

KIND = {GASK: "gask", KOP: "köp", SOLO: "solo"}


def requirement(bid: Bid) -> Text:
    """The Krav column: tricks for a high game, the misär type for a low one,
    or both (vira-sa-spelar-du-vira.txt, "Vilka bud finns i Vira?")."""
    parts: list[Text] = []
    if bid.tricks is not None:
        parts.append(M("rules.vira.req.tricks", count=bid.tricks))
    if bid.misar is not None:
        kind = "open" if bid.misar.open else "closed"
        parts.append(M(f"rules.vira.req.misar_{kind}", count=bid.misar.cards))
    return parts[0] if len(parts) == 1 else M("rules.vira.req.either", a=parts[0], b=parts[1])


def bid_rows() -> list[Row]:
    """The 40 bids of the budtabell, as tables.BIDS holds them."""
    rows = []
    for bid in BIDS:
        pins = [num(p) for p in bid.pins] if len(bid.pins) == 3 else [num(bid.pins[0]), num(None), num(None)]
        rows.append(row(str(bid.number), Cell(escape(bid.name), "th", (("scope", "row"),)),
                        M(f"rules.vira.kind.{KIND[bid.kind]}"), requirement(bid), *pins,
                        attrs=(("id", f"bid-{bid.key}"),)))
    return rows


def betar_rows() -> list[Row]:
    """Betar after a simple buy and after omköp, as tables.BETAR holds them."""
    rows = []
    for key, b in BETAR.items():
        after = [signed(x) for x in b.omkop] if b.omkop is not None else [num(None)] * 3
        rows.append(row(Cell(M(f"rules.vira.betar_row.{key.replace(' ', '-')}"), "th", (("scope", "row"),)),
                        signed(b.hem), num(b.bet), num(b.kodilj), *after, attrs=(("data-betar", key),)))
    return rows


def return_rows() -> list[Row]:
    """Cards turned up and the talong needed to turn again (buying.TURN_CARDS,
    buying.OMKOP_MIN)."""
    return [row(M(f"rules.vira.family.{family}"), str(cards), str(OMKOP_MIN[family]))
            for family, cards in TURN_CARDS.items()]


def page() -> list[Block]:
    return [
        Heading(2, 'vira-overview', M("rules.vira.vira-overview.title")),
        Para(M("rules.vira.vira-overview.1")),
        Para(M("rules.vira.vira-overview.2")),
        Heading(2, 'vira-players', M("rules.vira.vira-players.title")),
        Para(M("rules.vira.vira-players.1")),
        Para(M("rules.vira.vira-players.2")),
        Items((M("rules.vira.vira-players.3"), M("rules.vira.vira-players.4"), M("rules.vira.vira-players.5"), M("rules.vira.vira-players.6"),)),
        Heading(3, 'vira-heart-draw', M("rules.vira.vira-heart-draw.title")),
        Para(M("rules.vira.vira-heart-draw.1")),
        Para(M("rules.vira.vira-heart-draw.2")),
        Heading(2, 'vira-packs', M("rules.vira.vira-packs.title")),
        Para(M("rules.vira.vira-packs.1")),
        Para(M("rules.vira.vira-packs.2")),
        Heading(2, 'vira-deal', M("rules.vira.vira-deal.title")),
        Para(M("rules.vira.vira-deal.1")),
        Para(M("rules.vira.vira-deal.2")),
        Heading(2, 'vira-suits', M("rules.vira.vira-suits.title")),
        Para(M("rules.vira.vira-suits.1")),
        Para(M("rules.vira.vira-suits.2")),
        Heading(2, 'vira-bidding', M("rules.vira.vira-bidding.title")),
        Para(M("rules.vira.vira-bidding.1")),
        Items((M("rules.vira.vira-bidding.2"), M("rules.vira.vira-bidding.3"), M("rules.vira.vira-bidding.4"), M("rules.vira.vira-bidding.5"), M("rules.vira.vira-bidding.6"),)),
        Heading(3, 'vira-qualifiers', M("rules.vira.vira-qualifiers.title")),
        Para(M("rules.vira.vira-qualifiers.1")),
        Para(M("rules.vira.vira-qualifiers.2")),
        Heading(3, 'vira-better-hand', M("rules.vira.vira-better-hand.title")),
        Para(M("rules.vira.vira-better-hand.1")),
        Para(M("rules.vira.vira-better-hand.2")),
        Heading(3, 'vira-unspecified', M("rules.vira.vira-unspecified.title")),
        Para(M("rules.vira.vira-unspecified.1")),
        Items((M("rules.vira.vira-unspecified.2"), M("rules.vira.vira-unspecified.3"), M("rules.vira.vira-unspecified.4"), M("rules.vira.vira-unspecified.5"), M("rules.vira.vira-unspecified.6"), M("rules.vira.vira-unspecified.7"),)),
        Heading(3, 'vira-numbers', M("rules.vira.vira-numbers.title")),
        Para(M("rules.vira.vira-numbers.1")),
        Items((M("rules.vira.vira-numbers.2"), M("rules.vira.vira-numbers.3"), M("rules.vira.vira-numbers.4"),)),
        Para(M("rules.vira.vira-numbers.5")),
        Heading(2, 'vira-bid-table', M("rules.vira.vira-bid-table.title")),
        Para(M("rules.vira.vira-bid-table.1")),
        Table('rules-bid-table', (
        col(M("rules.vira.bid_table.h1c1"), M("rules.vira.bid_table.h1c2"), M("rules.vira.bid_table.h1c3"), M("rules.vira.bid_table.h1c4"), M("rules.vira.bid_table.h1c5"), 'Färg', M("rules.vira.bid_table.h1c7")),
    ), bid_rows),
        Heading(2, 'vira-buying', M("rules.vira.vira-buying.title")),
        Para(M("rules.vira.vira-buying.1")),
        Items((M("rules.vira.vira-buying.2"), M("rules.vira.vira-buying.3"), M("rules.vira.vira-buying.4"),)),
        Para(M("rules.vira.vira-buying.5")),
        Para(M("rules.vira.vira-buying.6")),
        Heading(3, 'vira-gask', M("rules.vira.vira-gask.title")),
        Para(M("rules.vira.vira-gask.1")),
        Para(M("rules.vira.vira-gask.2")),
        Items((M("rules.vira.vira-gask.3"), M("rules.vira.vira-gask.4"), M("rules.vira.vira-gask.5"),)),
        Para(M("rules.vira.vira-gask.6")),
        Para(M("rules.vira.vira-gask.7")),
        Para(M("rules.vira.vira-gask.8")),
        Heading(3, 'vira-kopspel', M("rules.vira.vira-kopspel.title")),
        Para(M("rules.vira.vira-kopspel.1")),
        Para(M("rules.vira.vira-kopspel.2")),
        Heading(3, 'vira-turne', M("rules.vira.vira-turne.title")),
        Para(M("rules.vira.vira-turne.1")),
        Para(M("rules.vira.vira-turne.2")),
        Para(M("rules.vira.vira-turne.3")),
        Para(M("rules.vira.vira-turne.4")),
        Table('rules-return-table', (
        col(M("rules.vira.return_table.h1c1"), M("rules.vira.return_table.h1c2"), M("rules.vira.return_table.h1c3")),
    ), return_rows),
        Para(M("rules.vira.vira-turne.5")),
        Heading(3, 'vira-kopmisar', M("rules.vira.vira-kopmisar.title")),
        Para(M("rules.vira.vira-kopmisar.1")),
        Heading(3, 'vira-solo', M("rules.vira.vira-solo.title")),
        Para(M("rules.vira.vira-solo.1")),
        Para(M("rules.vira.vira-solo.2")),
        Heading(3, 'vira-solomisar', M("rules.vira.vira-solomisar.title")),
        Para(M("rules.vira.vira-solomisar.1")),
        Items((M("rules.vira.vira-solomisar.2"), M("rules.vira.vira-solomisar.3"), M("rules.vira.vira-solomisar.4"), M("rules.vira.vira-solomisar.5"), M("rules.vira.vira-solomisar.6"), M("rules.vira.vira-solomisar.7"),)),
        Heading(2, 'vira-misar', M("rules.vira.vira-misar.title")),
        Para(M("rules.vira.vira-misar.1")),
        Items((M("rules.vira.vira-misar.2"), M("rules.vira.vira-misar.3"), M("rules.vira.vira-misar.4"), M("rules.vira.vira-misar.5"),)),
        Para(M("rules.vira.vira-misar.6")),
        Heading(2, 'vira-laying', M("rules.vira.vira-laying.title")),
        Para(M("rules.vira.vira-laying.1")),
        Para(M("rules.vira.vira-laying.2")),
        Heading(2, 'vira-play', M("rules.vira.vira-play.title")),
        Para(M("rules.vira.vira-play.1")),
        Items((M("rules.vira.vira-play.2"), M("rules.vira.vira-play.3"), M("rules.vira.vira-play.4"), M("rules.vira.vira-play.5"), M("rules.vira.vira-play.6"), M("rules.vira.vira-play.7"),)),
        Para(M("rules.vira.vira-play.8")),
        Heading(2, 'vira-signals', M("rules.vira.vira-signals.title")),
        Para(M("rules.vira.vira-signals.1")),
        Para(M("rules.vira.vira-signals.2")),
        Heading(2, 'vira-payment', M("rules.vira.vira-payment.title")),
        Para(M("rules.vira.vira-payment.1")),
        Table('rules-outcome-table', (
        col(M("rules.vira.outcome_table.h1c1"), M("rules.vira.outcome_table.h1c2"), M("rules.vira.outcome_table.h1c3")),
    ), (
        row(M("rules.vira.outcome_table.r1c1"), M("rules.vira.outcome_table.r1c2"), M("rules.vira.outcome_table.r1c3")),
        row('<a href="#term-bet">Bet</a>', M("rules.vira.outcome_table.r2c2"), M("rules.vira.outcome_table.r2c3")),
        row(M("rules.vira.outcome_table.r3c1"), M("rules.vira.outcome_table.r3c2"), M("rules.vira.outcome_table.r3c3")),
    )),
        Para(M("rules.vira.vira-payment.2")),
        Heading(3, 'vira-betar', M("rules.vira.vira-betar.title")),
        Para(M("rules.vira.vira-betar.1")),
        Table('rules-betar-table', (
        row(Cell(M("rules.vira.betar_table.h1c1"), 'th', (('scope', 'col'), ('rowspan', '2'))), Cell(M("rules.vira.betar_table.h1c2"), 'th', (('scope', 'colgroup'), ('colspan', '3'))), Cell(M("rules.vira.betar_table.h1c3"), 'th', (('scope', 'colgroup'), ('colspan', '3')))),
        col(M("rules.vira.betar_table.h2c1"), 'Bet', M("rules.vira.betar_table.h2c3"), M("rules.vira.betar_table.h2c4"), 'Bet', M("rules.vira.betar_table.h2c6")),
    ), betar_rows),
        Para(M("rules.vira.vira-betar.2")),
        Heading(3, 'vira-pinnar', M("rules.vira.vira-pinnar.title")),
        Para(M("rules.vira.vira-pinnar.1")),
        Para(M("rules.vira.vira-pinnar.2")),
        Para(M("rules.vira.vira-pinnar.3")),
        Heading(3, 'vira-laid-payment', M("rules.vira.vira-laid-payment.title")),
        Items((M("rules.vira.vira-laid-payment.1"), M("rules.vira.vira-laid-payment.2"), M("rules.vira.vira-laid-payment.3"),)),
        Heading(3, 'vira-omkop-payment', M("rules.vira.vira-omkop-payment.title")),
        Para(M("rules.vira.vira-omkop-payment.1")),
        Heading(2, 'vira-gok', M("rules.vira.vira-gok.title")),
        Para(M("rules.vira.vira-gok.1")),
        Para(M("rules.vira.vira-gok.2")),
        Items((M("rules.vira.vira-gok.3"), M("rules.vira.vira-gok.4"), M("rules.vira.vira-gok.5"), M("rules.vira.vira-gok.6"), M("rules.vira.vira-gok.7"),)),
        Para(M("rules.vira.vira-gok.8")),
        Items((M("rules.vira.vira-gok.9"), M("rules.vira.vira-gok.10"), M("rules.vira.vira-gok.11"), M("rules.vira.vira-gok.12"),)),
        Para(M("rules.vira.vira-gok.13")),
        Heading(2, 'vira-markers', M("rules.vira.vira-markers.title")),
        Para(M("rules.vira.vira-markers.1")),
        Items((M("rules.vira.vira-markers.2"), M("rules.vira.vira-markers.3"), M("rules.vira.vira-markers.4"),)),
        Para(M("rules.vira.vira-markers.5")),
        Para(M("rules.vira.vira-markers.6")),
        Heading(3, 'vira-ala', M("rules.vira.vira-ala.title")),
        Para(M("rules.vira.vira-ala.1")),
        Heading(2, 'vira-party', M("rules.vira.vira-party.title")),
        Para(M("rules.vira.vira-party.1")),
        Para(M("rules.vira.vira-party.2")),
        Heading(2, 'vira-settlement', M("rules.vira.vira-settlement.title")),
        Para(M("rules.vira.vira-settlement.1")),
        Items((M("rules.vira.vira-settlement.2"), M("rules.vira.vira-settlement.3"), M("rules.vira.vira-settlement.4"), M("rules.vira.vira-settlement.5"), M("rules.vira.vira-settlement.6"),)),
        Para(M("rules.vira.vira-settlement.7")),
        Heading(2, 'vira-example', M("rules.vira.vira-example.title")),
        Para(M("rules.vira.vira-example.1")),
        Table('rules-example-table', (
        col(M("rules.vira.example_table.h1c1"), M("rules.vira.example_table.h1c2"), M("rules.vira.example_table.h1c3")),
    ), (
        row(M("rules.vira.example_table.r1c1"), M("rules.vira.example_table.r1c2"), M("rules.vira.example_table.r1c3")),
        row(M("rules.vira.example_table.r2c1"), M("rules.vira.example_table.r2c2"), M("rules.vira.example_table.r2c3")),
        row(M("rules.vira.example_table.r3c1"), M("rules.vira.example_table.r3c2"), M("rules.vira.example_table.r3c3")),
    )),
        Heading(3, 'vira-example-omkop', M("rules.vira.vira-example-omkop.title")),
        Para(M("rules.vira.vira-example-omkop.1")),
        Heading(2, 'vira-glossary', M("rules.vira.vira-glossary.title")),
        Glossary((
        Term('term-spelförare', 'spelförare', M("rules.vira.def.spelförare")),
        Term('term-motspelare', 'motspelare', M("rules.vira.def.motspelare")),
        Term('term-förhand', 'förhand', M("rules.vira.def.förhand")),
        Term('term-mellanhand', 'mellanhand', M("rules.vira.def.mellanhand")),
        Term('term-efterhand', 'efterhand', M("rules.vira.def.efterhand")),
        Term('term-giv', 'giv', M("rules.vira.def.giv")),
        Term('term-talong', 'talong', M("rules.vira.def.talong")),
        Term('term-högsta-färg', 'högsta färg', M("rules.vira.def.högsta-färg")),
        Term('term-färg', 'färg', M("rules.vira.def.färg")),
        Term('term-ofärg', 'ofärg', M("rules.vira.def.ofärg")),
        Term('term-trumf', 'trumf', M("rules.vira.def.trumf")),
        Term('term-sang', 'sang', M("rules.vira.def.sang")),
        Term('term-högspel', 'högspel', M("rules.vira.def.högspel")),
        Term('term-lågspel', 'lågspel', M("rules.vira.def.lågspel")),
        Term('term-stick', 'stick', M("rules.vira.def.stick")),
        Term('term-saka', 'saka', M("rules.vira.def.saka")),
        Term('term-misär', 'misär', M("rules.vira.def.misär")),
        Term('term-öppen-sluten-misär', 'öppen/sluten misär', M("rules.vira.def.öppen-sluten-misär")),
        Term('term-gask', 'gask', M("rules.vira.def.gask")),
        Term('term-gök', 'gök', M("rules.vira.def.gök")),
        Term('term-vira', 'vira', M("rules.vira.def.vira")),
        Term('term-köp', 'köp', M("rules.vira.def.köp")),
        Term('term-enkelt-köp', 'enkelt köp', M("rules.vira.def.enkelt-köp")),
        Term('term-omköp', 'omköp', M("rules.vira.def.omköp")),
        Term('term-köpspel', 'köpspel', M("rules.vira.def.köpspel")),
        Term('term-köpmisär', 'köpmisär', M("rules.vira.def.köpmisär")),
        Term('term-solospel', 'solospel', M("rules.vira.def.solospel")),
        Term('term-turné', 'turné', M("rules.vira.def.turné")),
        Term('term-vingel', 'vingel', M("rules.vira.def.vingel")),
        Term('term-tringel', 'tringel', M("rules.vira.def.tringel")),
        Term('term-kastkort', 'kastkort', M("rules.vira.def.kastkort")),
        Term('term-petite', 'petite', M("rules.vira.def.petite")),
        Term('term-grande', 'grande', M("rules.vira.def.grande")),
        Term('term-ouverte', 'ouverte', M("rules.vira.def.ouverte")),
        Term('term-royale', 'royale', M("rules.vira.def.royale")),
        Term('term-i-förhand', 'i förhand', M("rules.vira.def.i-förhand")),
        Term('term-i-färg', 'i färg', M("rules.vira.def.i-färg")),
        Term('term-i-högsta-färg', 'i högsta färg', M("rules.vira.def.i-högsta-färg")),
        Term('term-hemgång', 'hemgång', M("rules.vira.def.hemgång")),
        Term('term-bet', 'bet', M("rules.vira.def.bet")),
        Term('term-kodilj', 'kodilj', M("rules.vira.def.kodilj")),
        Term('term-sätta', 'sätta', M("rules.vira.def.sätta")),
        Term('term-pinne', 'pinne', M("rules.vira.def.pinne")),
        Term('term-rund', 'rund', M("rules.vira.def.rund")),
        Term('term-pulla', 'pulla', M("rules.vira.def.pulla")),
        Term('term-åla', 'åla', M("rules.vira.def.åla")),
        Term('term-lägga', 'lägga (lagd hand)', M("rules.vira.def.lägga")),
        Term('term-låggard', 'låggard', M("rules.vira.def.låggard")),
        Term('term-ågrenmarkeringar', 'Ågrenmarkeringar', M("rules.vira.def.ågrenmarkeringar")),
        Term('term-runda', 'runda', M("rules.vira.def.runda")),
        Term('term-borup', 'Borup', M("rules.vira.def.borup")),
        Term('term-hjärterlott', 'hjärterlott', M("rules.vira.def.hjärterlott")),
    )),
    ]
