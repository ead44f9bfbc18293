"""The schafkopf rules page: its structure, anchors and tables; the words are
catalogue messages rules.schafkopf.* (talong/core/rules_page.py, docs/i18n.md)."""
from __future__ import annotations

from talong.core.rules_page import Row, col, Block, Cell, Glossary, Heading, Items, M, Para, Table, Term, row

from html import escape

from .tables import CONTRACTS, RANK_POINTS


def card_value_rows() -> list[Row]:
    """Each rank and its Augen, as tables.RANK_POINTS holds them."""
    return [row(M(f"rules.schafkopf.rank.{rank}"), str(points), attrs=(("data-rank", rank),))
            for rank, points in RANK_POINTS.items()]


def contract_rows() -> list[Row]:
    """The contracts in bidding order with base value and Laufende, as
    tables.CONTRACTS holds them."""
    return [row(str(c.order), Cell(f'<a href="#contract-{c.key}">{escape(c.name)}</a>', "th", (("scope", "row"),)),
                str(c.base), str(c.laufende_min), str(c.laufende_factor), attrs=(("data-contract", c.key),))
            for c in CONTRACTS]


def page() -> list[Block]:
    return [
        Heading(2, 'schafkopf-overview', M("rules.schafkopf.schafkopf-overview.title")),
        Para(M("rules.schafkopf.schafkopf-overview.1")),
        Para(M("rules.schafkopf.schafkopf-overview.2")),
        Heading(2, 'schafkopf-cards', M("rules.schafkopf.schafkopf-cards.title")),
        Para(M("rules.schafkopf.schafkopf-cards.1")),
        Table('rules-card-values', (
        col(M("rules.schafkopf.card_values.h1c1"), M("rules.schafkopf.card_values.h1c2")),
    ), card_value_rows),
        Para(M("rules.schafkopf.schafkopf-cards.2")),
        Heading(2, 'schafkopf-deal', M("rules.schafkopf.schafkopf-deal.title")),
        Para(M("rules.schafkopf.schafkopf-deal.1")),
        Heading(2, 'schafkopf-bidding', M("rules.schafkopf.schafkopf-bidding.title")),
        Para(M("rules.schafkopf.schafkopf-bidding.1")),
        Table('rules-contract-table', (
        col(M("rules.schafkopf.contract_table.h1c1"), M("rules.schafkopf.contract_table.h1c2"), M("rules.schafkopf.contract_table.h1c3"), M("rules.schafkopf.contract_table.h1c4"), M("rules.schafkopf.contract_table.h1c5")),
    ), contract_rows),
        Items((M("rules.schafkopf.schafkopf-bidding.2"), M("rules.schafkopf.schafkopf-bidding.3"), M("rules.schafkopf.schafkopf-bidding.4"), M("rules.schafkopf.schafkopf-bidding.5"), M("rules.schafkopf.schafkopf-bidding.6"),)),
        Heading(2, 'schafkopf-contracts', M("rules.schafkopf.schafkopf-contracts.title")),
        Heading(3, 'contract-rufer', M("rules.schafkopf.contract-rufer.title")),
        Para(M("rules.schafkopf.contract-rufer.1")),
        Heading(3, 'contract-wenz', M("rules.schafkopf.contract-wenz.title")),
        Para(M("rules.schafkopf.contract-wenz.1")),
        Heading(3, 'contract-solo', M("rules.schafkopf.contract-solo.title")),
        Para(M("rules.schafkopf.contract-solo.1")),
        Heading(3, 'contract-wenz-tout', M("rules.schafkopf.contract-wenz-tout.title")),
        Para(M("rules.schafkopf.contract-wenz-tout.1")),
        Heading(3, 'contract-solo-tout', M("rules.schafkopf.contract-solo-tout.title")),
        Para(M("rules.schafkopf.contract-solo-tout.1")),
        Heading(3, 'contract-sie', M("rules.schafkopf.contract-sie.title")),
        Para(M("rules.schafkopf.contract-sie.1")),
        Heading(2, 'schafkopf-trumps', M("rules.schafkopf.schafkopf-trumps.title")),
        Items((M("rules.schafkopf.schafkopf-trumps.1"), M("rules.schafkopf.schafkopf-trumps.2"), M("rules.schafkopf.schafkopf-trumps.3"),)),
        Heading(2, 'schafkopf-play', M("rules.schafkopf.schafkopf-play.title")),
        Items((M("rules.schafkopf.schafkopf-play.1"), M("rules.schafkopf.schafkopf-play.2"), M("rules.schafkopf.schafkopf-play.3"), M("rules.schafkopf.schafkopf-play.4"),)),
        Heading(3, 'schafkopf-called-ace', M("rules.schafkopf.schafkopf-called-ace.title")),
        Para(M("rules.schafkopf.schafkopf-called-ace.1")),
        Items((M("rules.schafkopf.schafkopf-called-ace.2"), M("rules.schafkopf.schafkopf-called-ace.3"), M("rules.schafkopf.schafkopf-called-ace.4"),)),
        Heading(2, 'schafkopf-scoring', M("rules.schafkopf.schafkopf-scoring.title")),
        Para(M("rules.schafkopf.schafkopf-scoring.1")),
        Items((M("rules.schafkopf.schafkopf-scoring.2"), M("rules.schafkopf.schafkopf-scoring.3"), M("rules.schafkopf.schafkopf-scoring.4"), M("rules.schafkopf.schafkopf-scoring.5"), M("rules.schafkopf.schafkopf-scoring.6"),)),
        Heading(3, 'schafkopf-laufende', M("rules.schafkopf.schafkopf-laufende.title")),
        Para(M("rules.schafkopf.schafkopf-laufende.1")),
        Items((M("rules.schafkopf.schafkopf-laufende.2"), M("rules.schafkopf.schafkopf-laufende.3"), M("rules.schafkopf.schafkopf-laufende.4"), M("rules.schafkopf.schafkopf-laufende.5"),)),
        Heading(3, 'schafkopf-settlement', M("rules.schafkopf.schafkopf-settlement.title")),
        Items((M("rules.schafkopf.schafkopf-settlement.1"), M("rules.schafkopf.schafkopf-settlement.2"), M("rules.schafkopf.schafkopf-settlement.3"),)),
        Heading(2, 'schafkopf-example', M("rules.schafkopf.schafkopf-example.title")),
        Table('rules-example-table', (
        col(M("rules.schafkopf.example_table.h1c1"), M("rules.schafkopf.example_table.h1c2"), M("rules.schafkopf.example_table.h1c3")),
    ), (
        row(M("rules.schafkopf.example_table.r1c1"), '1', M("rules.schafkopf.example_table.r1c3")),
        row(M("rules.schafkopf.example_table.r2c1"), '5 + 1 + 3 = 9', M("rules.schafkopf.example_table.r2c3")),
        row(M("rules.schafkopf.example_table.r3c1"), '1 + 3 = 4', M("rules.schafkopf.example_table.r3c3")),
        row(M("rules.schafkopf.example_table.r4c1"), '10 + 2 × 2 = 14', M("rules.schafkopf.example_table.r4c3")),
    )),
        Heading(2, 'schafkopf-glossary', M("rules.schafkopf.schafkopf-glossary.title")),
        Glossary((
        Term('term-rufer', 'Rufer', M("rules.schafkopf.def.rufer")),
        Term('term-wenz', 'Wenz', M("rules.schafkopf.def.wenz")),
        Term('term-solo', 'Solo', M("rules.schafkopf.def.solo")),
        Term('term-tout', 'Tout', M("rules.schafkopf.def.tout")),
        Term('term-sie', 'Sie', M("rules.schafkopf.def.sie")),
        Term('term-spieler', 'Spieler', M("rules.schafkopf.def.spieler")),
        Term('term-trumpf', 'Trumpf', M("rules.schafkopf.def.trumpf")),
        Term('term-stich', 'Stich', M("rules.schafkopf.def.stich")),
        Term('term-augen', 'Augen', M("rules.schafkopf.def.augen")),
        Term('term-laufende', 'Laufende', M("rules.schafkopf.def.laufende")),
        Term('term-schneider', 'Schneider', M("rules.schafkopf.def.schneider")),
        Term('term-schwarz', 'Schwarz', M("rules.schafkopf.def.schwarz")),
        Term('term-daus', 'Daus', M("rules.schafkopf.def.daus")),
        Term('term-sau', 'Sau', M("rules.schafkopf.def.sau")),
        Term('term-könig', 'König', M("rules.schafkopf.def.könig")),
        Term('term-ober', 'Ober', M("rules.schafkopf.def.ober")),
        Term('term-unter', 'Unter', M("rules.schafkopf.def.unter")),
        Term('term-eichel', 'Eichel', M("rules.schafkopf.def.eichel")),
        Term('term-gras', 'Gras', M("rules.schafkopf.def.gras")),
        Term('term-herz', 'Herz', M("rules.schafkopf.def.herz")),
        Term('term-schellen', 'Schellen', M("rules.schafkopf.def.schellen")),
        Term('term-davonlaufen', 'davonlaufen', M("rules.schafkopf.def.davonlaufen")),
    )),
    ]
