"""The bridge rules page: its structure, anchors and tables; the words are
catalogue messages rules.bridge.* (talong/core/rules_page.py, docs/i18n.md)."""
from __future__ import annotations

from talong.core.rules_page import Row, col, Block, Cell, Glossary, Heading, Items, M, Para, Table, Term, row

from .boards import SEAT_MESSAGES, SEATS, dealer_of, vulnerability_of
from .imps import IMP_SCALE
from .scoring import STRAINS, score, score_lines, trick_score

VUL = (False, True)      # the column order of the Law 77 tables: not vulnerable, vulnerable
DOUBLED = (0, 1, 2)      # undoubled, doubled, redoubled
TH = (("scope", "row"),)


def board_rows() -> list[Row]:
    """Law 2: dealer and vulnerability of boards 1-16 (boards.py)."""
    return [row(str(b), M(SEAT_MESSAGES[SEATS.index(dealer_of(b))]), M(f"rules.bridge.vulnerable.{vulnerability_of(b)}"),
                attrs=(("data-board", str(b)),))
            for b in range(1, 17)]


def _item(name: str, level: int, strain: str, doubled: int, vul: bool, tricks: int) -> int:
    return dict(score_lines(level, strain, doubled, vul, tricks))[name]


def trick_score_rows() -> list[Row]:
    """Law 77: trick score of the first and of each later odd trick (scoring.trick_score)."""
    rows = []
    for strain in STRAINS:
        first = [trick_score(1, strain, d) for d in DOUBLED]
        later = [trick_score(2, strain, d) - f for d, f in zip(DOUBLED, first)]
        rows.append(row(Cell(M(f"rules.bridge.strain.{strain}"), "th", TH), *map(str, first + later),
                        attrs=(("data-strain", strain),)))
    return rows


def overtrick_rows() -> list[Row]:
    """Law 77: each overtrick, not vulnerable and vulnerable (scoring.score_lines)."""
    groups = (("CD", 0, "minor"), ("HSN", 0, "major"), (STRAINS, 1, "doubled"), (STRAINS, 2, "redoubled"))
    return [row(Cell(M(f"rules.bridge.overtricks.{key}"), "th", TH),
                *(str(_item("overtricks", 1, strains[0], doubled, v, 8)) for v in VUL),
                attrs=(("data-strains", " ".join(strains)), ("data-doubled", str(doubled))))
            for strains, doubled, key in groups]


PREMIUMS = (   # (data-premium, score_lines item, a contract that earns it: level, strain, doubled, tricks)
    ("game", "game", (3, "N", 0, 9)), ("part score", "part score", (1, "C", 0, 7)),
    ("small slam", "small slam", (6, "C", 0, 12)), ("grand slam", "grand slam", (7, "C", 0, 13)),
    ("insult-doubled", "insult", (1, "C", 1, 7)), ("insult-redoubled", "insult", (1, "C", 2, 7)),
)


def premium_rows() -> list[Row]:
    """Law 77: game, part-score, slam and insult premiums (scoring.score_lines)."""
    rows = []
    for key, item, (level, strain, doubled, tricks) in PREMIUMS:
        values = [str(_item(item, level, strain, doubled, v, tricks)) for v in VUL]
        rows.append(row(Cell(M(f"rules.bridge.premium.{key.replace(' ', '-')}"), "th", TH), *values,
                        attrs=(("data-premium", key),)))
    return rows


def penalty(down: int, doubled: int, vul: bool) -> int:
    """The defenders' points for `down` undertricks (scoring.score of a grand slam)."""
    return -score(7, "C", doubled, vul, 13 - down) if down else 0


def undertrick_rows() -> list[Row]:
    """Law 77: the first, second, third and each later undertrick."""
    return [row(Cell(M(f"rules.bridge.undertrick.{k}"), "th", TH),
                *(str(penalty(k, d, v) - penalty(k - 1, d, v)) for v in VUL for d in DOUBLED),
                attrs=(("data-undertrick", str(k)),))
            for k in range(1, 5)]


def undertrick_total_rows() -> list[Row]:
    """Law 77: the total for 1 to 13 undertricks."""
    return [row(Cell(str(down), "th", TH), *(str(penalty(down, d, v)) for v in VUL for d in DOUBLED),
                attrs=(("data-down", str(down)),))
            for down in range(1, 14)]


def imp_rows() -> list[Row]:
    """Law 78B: the IMP scale, each step "low–high" (imps.IMP_SCALE; scores
    are multiples of 10)."""
    lows = [0] + [low for low, _ in IMP_SCALE]
    rows = []
    for i, low in enumerate(lows):
        span = f"{low}–{lows[i + 1] - 10}" if i + 1 < len(lows) else f"{low}+"
        rows.append(row(span, str(i), attrs=(("data-imps", str(i)),)))
    return rows


def page() -> list[Block]:
    return [
        Heading(2, 'bridge-overview', M("rules.bridge.bridge-overview.title")),
        Para(M("rules.bridge.bridge-overview.1")),
        Para(M("rules.bridge.bridge-overview.2")),
        Heading(2, 'bridge-cards', M("rules.bridge.bridge-cards.title")),
        Para(M("rules.bridge.bridge-cards.1")),
        Para(M("rules.bridge.bridge-cards.2")),
        Heading(2, 'bridge-boards', M("rules.bridge.bridge-boards.title")),
        Para(M("rules.bridge.bridge-boards.1")),
        Table('rules-board-table', (
        col(M("rules.bridge.board_table.h1c1"), M("rules.bridge.board_table.h1c2"), M("rules.bridge.board_table.h1c3")),
    ), board_rows),
        Para(M("rules.bridge.bridge-boards.2")),
        Para(M("rules.bridge.bridge-boards.3")),
        Heading(2, 'bridge-deal', M("rules.bridge.bridge-deal.title")),
        Para(M("rules.bridge.bridge-deal.1")),
        Para(M("rules.bridge.bridge-deal.2")),
        Heading(2, 'bridge-auction', M("rules.bridge.bridge-auction.title")),
        Para(M("rules.bridge.bridge-auction.1")),
        Heading(3, 'bridge-bids', M("rules.bridge.bridge-bids.title")),
        Para(M("rules.bridge.bridge-bids.1")),
        Para(M("rules.bridge.bridge-bids.2")),
        Items((M("rules.bridge.bridge-bids.3"), M("rules.bridge.bridge-bids.4"), M("rules.bridge.bridge-bids.5"), M("rules.bridge.bridge-bids.6"),)),
        Heading(3, 'bridge-double', M("rules.bridge.bridge-double.title")),
        Items((M("rules.bridge.bridge-double.1"), M("rules.bridge.bridge-double.2"), M("rules.bridge.bridge-double.3"), M("rules.bridge.bridge-double.4"), M("rules.bridge.bridge-double.5"),)),
        Heading(3, 'bridge-auction-end', M("rules.bridge.bridge-auction-end.title")),
        Items((M("rules.bridge.bridge-auction-end.1"), M("rules.bridge.bridge-auction-end.2"), M("rules.bridge.bridge-auction-end.3"),)),
        Heading(2, 'bridge-alerts', M("rules.bridge.bridge-alerts.title")),
        Para(M("rules.bridge.bridge-alerts.1")),
        Para(M("rules.bridge.bridge-alerts.2")),
        Items((M("rules.bridge.bridge-alerts.3"), M("rules.bridge.bridge-alerts.4"), M("rules.bridge.bridge-alerts.5"), M("rules.bridge.bridge-alerts.6"), M("rules.bridge.bridge-alerts.7"),)),
        Heading(2, 'bridge-contract', M("rules.bridge.bridge-contract.title")),
        Para(M("rules.bridge.bridge-contract.1")),
        Para(M("rules.bridge.bridge-contract.2")),
        Heading(2, 'bridge-play', M("rules.bridge.bridge-play.title")),
        Para(M("rules.bridge.bridge-play.1")),
        Heading(3, 'bridge-opening-lead', M("rules.bridge.bridge-opening-lead.title")),
        Para(M("rules.bridge.bridge-opening-lead.1")),
        Heading(3, 'bridge-dummy', M("rules.bridge.bridge-dummy.title")),
        Para(M("rules.bridge.bridge-dummy.1")),
        Para(M("rules.bridge.bridge-dummy.2")),
        Heading(3, 'bridge-tricks', M("rules.bridge.bridge-tricks.title")),
        Items((M("rules.bridge.bridge-tricks.1"), M("rules.bridge.bridge-tricks.2"), M("rules.bridge.bridge-tricks.3"), M("rules.bridge.bridge-tricks.4"), M("rules.bridge.bridge-tricks.5"), M("rules.bridge.bridge-tricks.6"),)),
        Heading(3, 'bridge-claims', M("rules.bridge.bridge-claims.title")),
        Para(M("rules.bridge.bridge-claims.1")),
        Para(M("rules.bridge.bridge-claims.2")),
        Items((M("rules.bridge.bridge-claims.3"), M("rules.bridge.bridge-claims.4"), M("rules.bridge.bridge-claims.5"), M("rules.bridge.bridge-claims.6"), M("rules.bridge.bridge-claims.7"),)),
        Heading(2, 'bridge-scoring', M("rules.bridge.bridge-scoring.title")),
        Para(M("rules.bridge.bridge-scoring.1")),
        Heading(3, 'bridge-trick-score', M("rules.bridge.bridge-trick-score.title")),
        Para(M("rules.bridge.bridge-trick-score.1")),
        Table('rules-trick-score-table', (
        row(Cell(M("rules.bridge.trick_score_table.h1c1"), 'th', (('scope', 'col'), ('rowspan', '2'))), Cell(M("rules.bridge.trick_score_table.h1c2"), 'th', (('scope', 'colgroup'), ('colspan', '3'))), Cell(M("rules.bridge.trick_score_table.h1c3"), 'th', (('scope', 'colgroup'), ('colspan', '3')))),
        col(M("rules.bridge.trick_score_table.h2c1"), M("rules.bridge.trick_score_table.h2c2"), M("rules.bridge.trick_score_table.h2c3"), M("rules.bridge.trick_score_table.h2c4"), M("rules.bridge.trick_score_table.h2c5"), M("rules.bridge.trick_score_table.h2c6")),
    ), trick_score_rows),
        Para(M("rules.bridge.bridge-trick-score.2")),
        Heading(3, 'bridge-overtricks', M("rules.bridge.bridge-overtricks.title")),
        Para(M("rules.bridge.bridge-overtricks.1")),
        Table('rules-overtrick-table', (
        col(M("rules.bridge.overtrick_table.h1c1"), M("rules.bridge.overtrick_table.h1c2"), M("rules.bridge.overtrick_table.h1c3")),
    ), overtrick_rows),
        Heading(3, 'bridge-premiums', M("rules.bridge.bridge-premiums.title")),
        Para(M("rules.bridge.bridge-premiums.1")),
        Table('rules-premium-table', (
        col(M("rules.bridge.premium_table.h1c1"), M("rules.bridge.premium_table.h1c2"), M("rules.bridge.premium_table.h1c3")),
    ), premium_rows),
        Heading(3, 'bridge-undertricks', M("rules.bridge.bridge-undertricks.title")),
        Para(M("rules.bridge.bridge-undertricks.1")),
        Table('rules-undertrick-table', (
        row(Cell(M("rules.bridge.undertrick_table.h1c1"), 'th', (('scope', 'col'), ('rowspan', '2'))), Cell(M("rules.bridge.undertrick_table.h1c2"), 'th', (('scope', 'colgroup'), ('colspan', '3'))), Cell(M("rules.bridge.undertrick_table.h1c3"), 'th', (('scope', 'colgroup'), ('colspan', '3')))),
        col(M("rules.bridge.undertrick_table.h2c1"), M("rules.bridge.undertrick_table.h2c2"), M("rules.bridge.undertrick_table.h2c3"), M("rules.bridge.undertrick_table.h2c4"), M("rules.bridge.undertrick_table.h2c5"), M("rules.bridge.undertrick_table.h2c6")),
    ), undertrick_rows),
        Para(M("rules.bridge.bridge-undertricks.2")),
        Table('rules-undertrick-total-table', (
        row(Cell(M("rules.bridge.undertrick_total_table.h1c1"), 'th', (('scope', 'col'), ('rowspan', '2'))), Cell(M("rules.bridge.undertrick_total_table.h1c2"), 'th', (('scope', 'colgroup'), ('colspan', '3'))), Cell(M("rules.bridge.undertrick_total_table.h1c3"), 'th', (('scope', 'colgroup'), ('colspan', '3')))),
        col(M("rules.bridge.undertrick_total_table.h2c1"), M("rules.bridge.undertrick_total_table.h2c2"), M("rules.bridge.undertrick_total_table.h2c3"), M("rules.bridge.undertrick_total_table.h2c4"), M("rules.bridge.undertrick_total_table.h2c5"), M("rules.bridge.undertrick_total_table.h2c6")),
    ), undertrick_total_rows),
        Heading(3, 'bridge-score-examples', M("rules.bridge.bridge-score-examples.title")),
        Para(M("rules.bridge.bridge-score-examples.1")),
        Table('rules-score-example-table', (
        col(M("rules.bridge.score_example_table.h1c1"), M("rules.bridge.score_example_table.h1c2"), M("rules.bridge.score_example_table.h1c3"), M("rules.bridge.score_example_table.h1c4"), M("rules.bridge.score_example_table.h1c5")),
    ), (
        row(M("rules.bridge.score_example_table.r1c1"), M("rules.bridge.score_example_table.r1c2"), '8', M("rules.bridge.score_example_table.r1c4"), '120', attrs=(('data-contract', '1N'), ('data-vulnerable', 'no'), ('data-tricks', '8'))),
        row(M("rules.bridge.score_example_table.r2c1"), M("rules.bridge.score_example_table.r2c2"), '9', M("rules.bridge.score_example_table.r2c4"), '400', attrs=(('data-contract', '3N'), ('data-vulnerable', 'no'), ('data-tricks', '9'))),
        row(M("rules.bridge.score_example_table.r3c1"), M("rules.bridge.score_example_table.r3c2"), '9', M("rules.bridge.score_example_table.r3c4"), '600', attrs=(('data-contract', '3N'), ('data-vulnerable', 'yes'), ('data-tricks', '9'))),
        row(M("rules.bridge.score_example_table.r4c1"), M("rules.bridge.score_example_table.r4c2"), '10', M("rules.bridge.score_example_table.r4c4"), '420', attrs=(('data-contract', '4S'), ('data-vulnerable', 'no'), ('data-tricks', '10'))),
        row(M("rules.bridge.score_example_table.r5c1"), M("rules.bridge.score_example_table.r5c2"), '11', M("rules.bridge.score_example_table.r5c4"), '650', attrs=(('data-contract', '4S'), ('data-vulnerable', 'yes'), ('data-tricks', '11'))),
        row(M("rules.bridge.score_example_table.r6c1"), M("rules.bridge.score_example_table.r6c2"), '9', M("rules.bridge.score_example_table.r6c4"), '570', attrs=(('data-contract', '2HX'), ('data-vulnerable', 'no'), ('data-tricks', '9'))),
        row(M("rules.bridge.score_example_table.r7c1"), M("rules.bridge.score_example_table.r7c2"), '11', M("rules.bridge.score_example_table.r7c4"), '1000', attrs=(('data-contract', '5CXX'), ('data-vulnerable', 'yes'), ('data-tricks', '11'))),
        row(M("rules.bridge.score_example_table.r8c1"), M("rules.bridge.score_example_table.r8c2"), '12', M("rules.bridge.score_example_table.r8c4"), '990', attrs=(('data-contract', '6N'), ('data-vulnerable', 'no'), ('data-tricks', '12'))),
        row(M("rules.bridge.score_example_table.r9c1"), M("rules.bridge.score_example_table.r9c2"), '13', M("rules.bridge.score_example_table.r9c4"), '2210', attrs=(('data-contract', '7S'), ('data-vulnerable', 'yes'), ('data-tricks', '13'))),
        row(M("rules.bridge.score_example_table.r10c1"), M("rules.bridge.score_example_table.r10c2"), '8', M("rules.bridge.score_example_table.r10c4"), '−100', attrs=(('data-contract', '3N'), ('data-vulnerable', 'yes'), ('data-tricks', '8'))),
        row(M("rules.bridge.score_example_table.r11c1"), M("rules.bridge.score_example_table.r11c2"), '7', M("rules.bridge.score_example_table.r11c4"), '−500', attrs=(('data-contract', '4SX'), ('data-vulnerable', 'no'), ('data-tricks', '7'))),
        row(M("rules.bridge.score_example_table.r12c1"), M("rules.bridge.score_example_table.r12c2"), '5', M("rules.bridge.score_example_table.r12c4"), '−1600', attrs=(('data-contract', '2DXX'), ('data-vulnerable', 'yes'), ('data-tricks', '5'))),
    )),
        Heading(2, 'bridge-matchpoints', M("rules.bridge.bridge-matchpoints.title")),
        Para(M("rules.bridge.bridge-matchpoints.1")),
        Para(M("rules.bridge.bridge-matchpoints.2")),
        Table('rules-mp-example-table', (
        col(M("rules.bridge.mp_example_table.h1c1"), M("rules.bridge.mp_example_table.h1c2"), M("rules.bridge.mp_example_table.h1c3"), M("rules.bridge.mp_example_table.h1c4"), M("rules.bridge.mp_example_table.h1c5")),
    ), (
        row('1', '420', '5', '3', M("rules.bridge.mp_example_table.r1c5")),
        row('2', '450', '8', '0', '100'),
        row('3', '170', '2', '6', '25'),
        row('4', '420', '5', '3', M("rules.bridge.mp_example_table.r4c5")),
        row('5', '−50', '0', '8', '0'),
    )),
        Para(M("rules.bridge.bridge-matchpoints.3")),
        Heading(2, 'bridge-imps', M("rules.bridge.bridge-imps.title")),
        Para(M("rules.bridge.bridge-imps.1")),
        Table('rules-imp-table', (
        col(M("rules.bridge.imp_table.h1c1"), M("rules.bridge.imp_table.h1c2")),
    ), imp_rows),
        Para(M("rules.bridge.bridge-imps.2")),
        Heading(2, 'bridge-adjusted', M("rules.bridge.bridge-adjusted.title")),
        Para(M("rules.bridge.bridge-adjusted.1")),
        Table('rules-adjusted-table', (
        col(M("rules.bridge.adjusted_table.h1c1"), M("rules.bridge.adjusted_table.h1c2"), M("rules.bridge.adjusted_table.h1c3"), M("rules.bridge.adjusted_table.h1c4")),
    ), (
        row(Cell(M("rules.bridge.adjusted_table.r1c1"), 'th', (('scope', 'row'),)), M("rules.bridge.adjusted_table.r1c2"), '60', '+3', attrs=(('data-code', 'A+'),)),
        row(Cell(M("rules.bridge.adjusted_table.r2c1"), 'th', (('scope', 'row'),)), M("rules.bridge.adjusted_table.r2c2"), '50', '0', attrs=(('data-code', 'A'),)),
        row(Cell(M("rules.bridge.adjusted_table.r3c1"), 'th', (('scope', 'row'),)), M("rules.bridge.adjusted_table.r3c2"), '40', '−3', attrs=(('data-code', 'A-'),)),
    )),
        Items((M("rules.bridge.bridge-adjusted.2"), M("rules.bridge.bridge-adjusted.3"), M("rules.bridge.bridge-adjusted.4"), M("rules.bridge.bridge-adjusted.5"),)),
        Heading(2, 'bridge-party', M("rules.bridge.bridge-party.title")),
        Para(M("rules.bridge.bridge-party.1")),
        Items((M("rules.bridge.bridge-party.2"), M("rules.bridge.bridge-party.3"), M("rules.bridge.bridge-party.4"), M("rules.bridge.bridge-party.5"),)),
        Para(M("rules.bridge.bridge-party.6")),
        Table('rules-party-example-table', (
        col(M("rules.bridge.party_example_table.h1c1"), M("rules.bridge.party_example_table.h1c2"), M("rules.bridge.party_example_table.h1c3"), M("rules.bridge.party_example_table.h1c4"), M("rules.bridge.party_example_table.h1c5"), M("rules.bridge.party_example_table.h1c6"), M("rules.bridge.party_example_table.h1c7")),
    ), (
        row('1', M("rules.bridge.party_example_table.r1c2"), '420', M("rules.bridge.party_example_table.r1c4"), '170', '250', '+6', attrs=(('data-board', '1'), ('data-here', '4S S 10'), ('data-other', '3S S 10'))),
        row('2', M("rules.bridge.party_example_table.r2c2"), '−100', M("rules.bridge.party_example_table.r2c4"), '600', '−700', '−12', attrs=(('data-board', '2'), ('data-here', '3N S 8'), ('data-other', '3N N 9'))),
        row('3', M("rules.bridge.party_example_table.r3c2"), '−620', M("rules.bridge.party_example_table.r3c4"), '−620', '0', '0', attrs=(('data-board', '3'), ('data-here', '4H W 10'), ('data-other', '4H W 10'))),
    )),
        Heading(2, 'bridge-pbn', M("rules.bridge.bridge-pbn.title")),
        Para(M("rules.bridge.bridge-pbn.1")),
        Para(M("rules.bridge.bridge-pbn.2")),
        Heading(2, 'bridge-glossary', M("rules.bridge.bridge-glossary.title")),
        Glossary((
        Term('term-bridge-bricka', M("rules.bridge.term.bridge-bricka"), M("rules.bridge.def.bridge-bricka")),
        Term('term-bridge-giv', M("rules.bridge.term.bridge-giv"), M("rules.bridge.def.bridge-giv")),
        Term('term-bridge-väderstreck', M("rules.bridge.term.bridge-väderstreck"), M("rules.bridge.def.bridge-väderstreck")),
        Term('term-bridge-zon', M("rules.bridge.term.bridge-zon"), M("rules.bridge.def.bridge-zon")),
        Term('term-bridge-bud', M("rules.bridge.term.bridge-bud"), M("rules.bridge.def.bridge-bud")),
        Term('term-bridge-kontraktsbud', M("rules.bridge.term.bridge-kontraktsbud"), M("rules.bridge.def.bridge-kontraktsbud")),
        Term('term-bridge-pass', 'pass', M("rules.bridge.def.bridge-pass")),
        Term('term-bridge-dubbelt', M("rules.bridge.term.bridge-dubbelt"), M("rules.bridge.def.bridge-dubbelt")),
        Term('term-bridge-redubbelt', M("rules.bridge.term.bridge-redubbelt"), M("rules.bridge.def.bridge-redubbelt")),
        Term('term-bridge-benämning', M("rules.bridge.term.bridge-benämning"), M("rules.bridge.def.bridge-benämning")),
        Term('term-bridge-sang', M("rules.bridge.term.bridge-sang"), M("rules.bridge.def.bridge-sang")),
        Term('term-bridge-trumf', M("rules.bridge.term.bridge-trumf"), M("rules.bridge.def.bridge-trumf")),
        Term('term-bridge-trick', M("rules.bridge.term.bridge-trick"), M("rules.bridge.def.bridge-trick")),
        Term('term-bridge-stick', M("rules.bridge.term.bridge-stick"), M("rules.bridge.def.bridge-stick")),
        Term('term-bridge-kontrakt', M("rules.bridge.term.bridge-kontrakt"), M("rules.bridge.def.bridge-kontrakt")),
        Term('term-bridge-spelförare', M("rules.bridge.term.bridge-spelförare"), M("rules.bridge.def.bridge-spelförare")),
        Term('term-bridge-träkarl', M("rules.bridge.term.bridge-träkarl"), M("rules.bridge.def.bridge-träkarl")),
        Term('term-bridge-motspelare', M("rules.bridge.term.bridge-motspelare"), M("rules.bridge.def.bridge-motspelare")),
        Term('term-bridge-utspel', M("rules.bridge.term.bridge-utspel"), M("rules.bridge.def.bridge-utspel")),
        Term('term-bridge-följa-färg', M("rules.bridge.term.bridge-följa-färg"), M("rules.bridge.def.bridge-följa-färg")),
        Term('term-bridge-honnör', M("rules.bridge.term.bridge-honnör"), M("rules.bridge.def.bridge-honnör")),
        Term('term-bridge-alertering', M("rules.bridge.term.bridge-alertering"), M("rules.bridge.def.bridge-alertering")),
        Term('term-bridge-artificiellt-bud', M("rules.bridge.term.bridge-artificiellt-bud"), M("rules.bridge.def.bridge-artificiellt-bud")),
        Term('term-bridge-hemgång', M("rules.bridge.term.bridge-hemgång"), M("rules.bridge.def.bridge-hemgång")),
        Term('term-bridge-övertrick', M("rules.bridge.term.bridge-övertrick"), M("rules.bridge.def.bridge-övertrick")),
        Term('term-bridge-bet', M("rules.bridge.term.bridge-bet"), M("rules.bridge.def.bridge-bet")),
        Term('term-bridge-trickpoäng', M("rules.bridge.term.bridge-trickpoäng"), M("rules.bridge.def.bridge-trickpoäng")),
        Term('term-bridge-delkontrakt', M("rules.bridge.term.bridge-delkontrakt"), M("rules.bridge.def.bridge-delkontrakt")),
        Term('term-bridge-utgång', M("rules.bridge.term.bridge-utgång"), M("rules.bridge.def.bridge-utgång")),
        Term('term-bridge-lilleslam', M("rules.bridge.term.bridge-lilleslam"), M("rules.bridge.def.bridge-lilleslam")),
        Term('term-bridge-storslam', M("rules.bridge.term.bridge-storslam"), M("rules.bridge.def.bridge-storslam")),
        Term('term-bridge-anspråk', M("rules.bridge.term.bridge-anspråk"), M("rules.bridge.def.bridge-anspråk")),
        Term('term-bridge-imp', 'IMP', M("rules.bridge.def.bridge-imp")),
        Term('term-bridge-matchpoäng', M("rules.bridge.term.bridge-matchpoäng"), M("rules.bridge.def.bridge-matchpoäng")),
        Term('term-bridge-topscore', M("rules.bridge.term.bridge-topscore"), M("rules.bridge.def.bridge-topscore")),
        Term('term-bridge-korrigerat-resultat', M("rules.bridge.term.bridge-korrigerat-resultat"), M("rules.bridge.def.bridge-korrigerat-resultat")),
        Term('term-bridge-pbn', 'PBN', M("rules.bridge.def.bridge-pbn")),
        Term('term-bridge-dubbeldummy', M("rules.bridge.term.bridge-dubbeldummy"), M("rules.bridge.def.bridge-dubbeldummy")),
        Term('term-bridge-parresultat', M("rules.bridge.term.bridge-parresultat"), M("rules.bridge.def.bridge-parresultat")),
    )),
    ]
