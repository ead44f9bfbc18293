"""The koenigrufen rules page: its structure, anchors and tables; the words are
catalogue messages rules.koenigrufen.* (talong/core/rules_page.py, docs/i18n.md)."""
from __future__ import annotations

from talong.core.rules_page import Row, col, Block, Cell, Glossary, Heading, M, Para, Table, Term, row

from html import escape

from .tables import CONTRACTS, FIGURES


def contract_rows() -> list[Row]:
    """p.20 "Budtabell för Königrufen": every game with its order (or
    förhand only), kind, spelpoäng and talon, as tables.CONTRACTS holds them."""
    return [row(str(c.rank) if c.rank else M("rules.koenigrufen.forehand_only"),
                Cell(f'<a href="#kr-contract-{c.key}">{escape(c.name)}</a>', "th", (("scope", "row"),)),
                M(f"rules.koenigrufen.kind.{c.kind}"), str(c.won), str(c.lost), str(c.lost_forehand),
                M(f"rules.koenigrufen.talon.{c.talon}"), attrs=(("data-contract", c.key),))
            for c in CONTRACTS]


def figure_rows() -> list[Row]:
    """p.20 "Figurer": silent and declared value, as tables.FIGURES holds them."""
    return [row(Cell(escape(f.name), "th", (("scope", "row"),)), str(f.silent), str(f.declared),
                attrs=(("data-figure", f.key),))
            for f in FIGURES]


def page() -> list[Block]:
    return [
        Heading(2, 'koenigrufen-overview', M("rules.koenigrufen.koenigrufen-overview.title")),
        Para(M("rules.koenigrufen.koenigrufen-overview.1")),
        Para(M("rules.koenigrufen.koenigrufen-overview.2")),
        Heading(2, 'koenigrufen-cards', M("rules.koenigrufen.koenigrufen-cards.title")),
        Para(M("rules.koenigrufen.koenigrufen-cards.1")),
        Para(M("rules.koenigrufen.koenigrufen-cards.2")),
        Heading(2, 'koenigrufen-deal', M("rules.koenigrufen.koenigrufen-deal.title")),
        Para(M("rules.koenigrufen.koenigrufen-deal.1")),
        Heading(2, 'koenigrufen-bidding', M("rules.koenigrufen.koenigrufen-bidding.title")),
        Para(M("rules.koenigrufen.koenigrufen-bidding.1")),
        Table('rules-kr-contracts', (
        col(M("rules.koenigrufen.kr_contracts.h1c1"), M("rules.koenigrufen.kr_contracts.h1c2"), M("rules.koenigrufen.kr_contracts.h1c3"), M("rules.koenigrufen.kr_contracts.h1c4"), M("rules.koenigrufen.kr_contracts.h1c5"), M("rules.koenigrufen.kr_contracts.h1c6"), M("rules.koenigrufen.kr_contracts.h1c7")),
    ), contract_rows),
        Para(M("rules.koenigrufen.koenigrufen-bidding.2")),
        Heading(2, 'koenigrufen-contracts', M("rules.koenigrufen.koenigrufen-contracts.title")),
        Heading(3, 'kr-contract-rufer', M("rules.koenigrufen.kr-contract-rufer.title")),
        Para(M("rules.koenigrufen.kr-contract-rufer.1")),
        Heading(3, 'kr-contract-piccolo', M("rules.koenigrufen.kr-contract-piccolo.title")),
        Para(M("rules.koenigrufen.kr-contract-piccolo.1")),
        Heading(3, 'kr-contract-zwiccolo', M("rules.koenigrufen.kr-contract-zwiccolo.title")),
        Para(M("rules.koenigrufen.kr-contract-zwiccolo.1")),
        Heading(3, 'kr-contract-solorufer', M("rules.koenigrufen.kr-contract-solorufer.title")),
        Para(M("rules.koenigrufen.kr-contract-solorufer.1")),
        Heading(3, 'kr-contract-bettler', M("rules.koenigrufen.kr-contract-bettler.title")),
        Para(M("rules.koenigrufen.kr-contract-bettler.1")),
        Heading(3, 'kr-contract-pagatrufer', M("rules.koenigrufen.kr-contract-pagatrufer.title")),
        Para(M("rules.koenigrufen.kr-contract-pagatrufer.1")),
        Heading(3, 'kr-contract-uhurufer', M("rules.koenigrufen.kr-contract-uhurufer.title")),
        Para(M("rules.koenigrufen.kr-contract-uhurufer.1")),
        Heading(3, 'kr-contract-kakadurufer', M("rules.koenigrufen.kr-contract-kakadurufer.title")),
        Para(M("rules.koenigrufen.kr-contract-kakadurufer.1")),
        Heading(3, 'kr-contract-farbendreier', M("rules.koenigrufen.kr-contract-farbendreier.title")),
        Para(M("rules.koenigrufen.kr-contract-farbendreier.1")),
        Heading(3, 'kr-contract-piccolo-bei-piccolo', M("rules.koenigrufen.kr-contract-piccolo-bei-piccolo.title")),
        Para(M("rules.koenigrufen.kr-contract-piccolo-bei-piccolo.1")),
        Heading(3, 'kr-contract-dreier', M("rules.koenigrufen.kr-contract-dreier.title")),
        Para(M("rules.koenigrufen.kr-contract-dreier.1")),
        Heading(3, 'kr-contract-bettler-bei-piccolo', M("rules.koenigrufen.kr-contract-bettler-bei-piccolo.title")),
        Para(M("rules.koenigrufen.kr-contract-bettler-bei-piccolo.1")),
        Heading(3, 'kr-contract-piccolo-bei-bettler', M("rules.koenigrufen.kr-contract-piccolo-bei-bettler.title")),
        Para(M("rules.koenigrufen.kr-contract-piccolo-bei-bettler.1")),
        Heading(3, 'kr-contract-piccolo-ouverte', M("rules.koenigrufen.kr-contract-piccolo-ouverte.title")),
        Para(M("rules.koenigrufen.kr-contract-piccolo-ouverte.1")),
        Heading(3, 'kr-contract-bettler-bei-bettler', M("rules.koenigrufen.kr-contract-bettler-bei-bettler.title")),
        Para(M("rules.koenigrufen.kr-contract-bettler-bei-bettler.1")),
        Heading(3, 'kr-contract-farbensolo', M("rules.koenigrufen.kr-contract-farbensolo.title")),
        Para(M("rules.koenigrufen.kr-contract-farbensolo.1")),
        Heading(3, 'kr-contract-bettler-ouverte', M("rules.koenigrufen.kr-contract-bettler-ouverte.title")),
        Para(M("rules.koenigrufen.kr-contract-bettler-ouverte.1")),
        Heading(3, 'kr-contract-solodreier', M("rules.koenigrufen.kr-contract-solodreier.title")),
        Para(M("rules.koenigrufen.kr-contract-solodreier.1")),
        Heading(3, 'kr-contract-trischaken', M("rules.koenigrufen.kr-contract-trischaken.title")),
        Para(M("rules.koenigrufen.kr-contract-trischaken.1")),
        Heading(3, 'kr-contract-sechserdreier', M("rules.koenigrufen.kr-contract-sechserdreier.title")),
        Para(M("rules.koenigrufen.kr-contract-sechserdreier.1")),
        Heading(2, 'koenigrufen-call', M("rules.koenigrufen.koenigrufen-call.title")),
        Para(M("rules.koenigrufen.koenigrufen-call.1")),
        Heading(2, 'koenigrufen-talon', M("rules.koenigrufen.koenigrufen-talon.title")),
        Para(M("rules.koenigrufen.koenigrufen-talon.1")),
        Heading(2, 'koenigrufen-announce', M("rules.koenigrufen.koenigrufen-announce.title")),
        Para(M("rules.koenigrufen.koenigrufen-announce.1")),
        Table('rules-kr-figures', (
        col(M("rules.koenigrufen.kr_figures.h1c1"), M("rules.koenigrufen.kr_figures.h1c2"), M("rules.koenigrufen.kr_figures.h1c3")),
    ), figure_rows),
        Heading(2, 'koenigrufen-play', M("rules.koenigrufen.koenigrufen-play.title")),
        Para(M("rules.koenigrufen.koenigrufen-play.1")),
        Heading(2, 'koenigrufen-settlement', M("rules.koenigrufen.koenigrufen-settlement.title")),
        Para(M("rules.koenigrufen.koenigrufen-settlement.1")),
        Heading(2, 'koenigrufen-party', M("rules.koenigrufen.koenigrufen-party.title")),
        Para(M("rules.koenigrufen.koenigrufen-party.1")),
        Heading(2, 'koenigrufen-glossary', M("rules.koenigrufen.koenigrufen-glossary.title")),
        Glossary((
        Term('term-kr-tarok', 'tarok', M("rules.koenigrufen.def.kr-tarok")),
        Term('term-kr-skus', 'Sküs', M("rules.koenigrufen.def.kr-skus")),
        Term('term-kr-mond', 'Mond', M("rules.koenigrufen.def.kr-mond")),
        Term('term-kr-pagat', 'Pagat', M("rules.koenigrufen.def.kr-pagat")),
        Term('term-kr-matador', 'matador', M("rules.koenigrufen.def.kr-matador")),
        Term('term-kr-forhand', 'förhand', M("rules.koenigrufen.def.kr-forhand")),
        Term('term-kr-talong', 'talong', M("rules.koenigrufen.def.kr-talong")),
        Term('term-kr-knacka', 'knacka', M("rules.koenigrufen.def.kr-knacka")),
        Term('term-kr-mein-spiel', 'mein Spiel', M("rules.koenigrufen.def.kr-mein-spiel")),
        Term('term-kr-rufer', 'Rufer', M("rules.koenigrufen.def.kr-rufer")),
        Term('term-kr-fjarde-kungen', 'den fjärde kungen', M("rules.koenigrufen.def.kr-fjarde-kungen")),
        Term('term-kr-dreier', 'Dreier', M("rules.koenigrufen.def.kr-dreier")),
        Term('term-kr-bei', 'bei', M("rules.koenigrufen.def.kr-bei")),
        Term('term-kr-ouverte', 'ouverte', M("rules.koenigrufen.def.kr-ouverte")),
        Term('term-kr-farben', 'Farben', M("rules.koenigrufen.def.kr-farben")),
        Term('term-kr-trischaken', 'Trischaken', M("rules.koenigrufen.def.kr-trischaken")),
        Term('term-kr-figur', 'figur', M("rules.koenigrufen.def.kr-figur")),
        Term('term-kr-trull', 'Trull', M("rules.koenigrufen.def.kr-trull")),
        Term('term-kr-valat', 'Valat', M("rules.koenigrufen.def.kr-valat")),
        Term('term-kr-kontra', 'kontra', M("rules.koenigrufen.def.kr-kontra")),
        Term('term-kr-blad', 'blad', M("rules.koenigrufen.def.kr-blad")),
        Term('term-kr-spelpoang', 'spelpoäng', M("rules.koenigrufen.def.kr-spelpoang")),
    )),
    ]
