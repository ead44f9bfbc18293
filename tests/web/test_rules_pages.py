"""The "Fullständiga regler" pages: HTML fragments in Swedish and English for
every game, rendered from each game's template (talong/games/<game>/rules_page.py)
and the catalogues (talong/core/rules_page.py), and the glossary.

The tables are built from the games' data; these tests hold them to the
rule tables as data (talong/games/vira/tables.py, talong/games/schafkopf/
tables.py) and to the bridge engine (talong/games/bridge/boards.py,
scoring.py, imps.py, matchpoints.py, adjusted.py), so a wrong number on a
page fails here. Parsing uses only the
standard library's html.parser.
"""
from __future__ import annotations

import html
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from talong import i18n
from talong.core.engine import load
from talong.core.rules_page import Glossary, Renderer, render_page
from talong.games import get_game
from talong.games.bridge import adjusted
from talong.games.bridge.auction import STRAINS
from talong.games.bridge.boards import dealer_of, seat_index, side_vulnerable, vulnerability_of
from talong.games.bridge.imps import IMP_SCALE, imps
from talong.games.bridge.matchpoints import matchpoints, percentages, top
from talong.games.bridge.scoring import contract_score, score, score_lines
from talong.games.koenigrufen import tables as kr
from talong.games.schafkopf.tables import CONTRACTS, RANK_POINTS, TOTAL_POINTS
from talong.games.vira.tables import BETAR, BIDS, GASK, KOP, SOLO, Bid

RULES_DIR = Path(__file__).resolve().parents[2] / "talong" / "web" / "rules"
GAMES = ("vira", "schafkopf", "bridge", "koenigrufen")
LANGS = ("sv", "en")
PAGES = [(game, lang) for game in GAMES for lang in LANGS]

VOID_TAGS = {"br", "hr", "img", "wbr", "col", "source", "track", "area", "embed", "input"}
FORBIDDEN_TAGS = {"html", "head", "body", "script", "style", "iframe", "object", "link", "meta"}
CELL_TAGS = {"td", "th"}


class Fragment(HTMLParser):
    """What the tests need from one fragment: ids, links, classes, the body
    rows of every table (by its "rules-" class) and the glossary entries."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: list[str] = []
        self.headings: list[str] = []        # ids of h2/h3, in order
        self.hrefs: list[str] = []
        self.tags: set[str] = set()
        self.classes: set[str] = set()
        self.bad_attrs: list[tuple[str, str]] = []
        self.nesting_errors: list[str] = []
        self.tables: dict[str, list[tuple[dict[str, str], list[str]]]] = {}
        self.glossary: list[tuple[str, str, str]] = []   # (dt id, term, text)
        self.sections: dict[str, list[str]] = {}          # heading id -> its text
        self._section: str | None = None
        self._stack: list[str] = []
        self._table_keys: list[str] | None = None
        self._in_tbody = False
        self._row: tuple[dict[str, str], list[str]] | None = None
        self._buffer: list[str] | None = None
        self._dt: tuple[str, str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        self.tags.add(tag)
        for k in a:
            if k == "style" or k.startswith("on"):
                self.bad_attrs.append((tag, k))
        self.classes.update(a.get("class", "").split())
        if "id" in a:
            self.ids.append(a["id"])
            if tag in ("h2", "h3"):
                self.headings.append(a["id"])
                self._section = a["id"]
                self.sections[a["id"]] = []
        if tag == "a" and "href" in a:
            self.hrefs.append(a["href"])
        if tag == "table":
            self._table_keys = [c for c in a.get("class", "").split() if c != "rules-table"]
        elif tag == "tbody":
            self._in_tbody = True
        elif tag == "tr" and self._in_tbody:
            self._row = (a, [])
        elif tag in CELL_TAGS and self._row is not None:
            self._buffer = []
        elif tag in ("dt", "dd"):
            self._buffer = []
            if tag == "dt":
                self._dt = (a.get("id", ""), "")
        if tag not in VOID_TAGS:
            self._stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self._stack or self._stack[-1] != tag:
            self.nesting_errors.append(f"</{tag}> closes <{self._stack[-1] if self._stack else None}>")
        else:
            self._stack.pop()
        text = " ".join("".join(self._buffer).split()) if self._buffer is not None else ""
        if tag in CELL_TAGS and self._row is not None:
            self._row[1].append(text)
            self._buffer = None
        elif tag == "tr" and self._row is not None:
            for key in self._table_keys or ():
                self.tables.setdefault(key, []).append(self._row)
            self._row = None
        elif tag == "tbody":
            self._in_tbody = False
        elif tag == "dt" and self._dt is not None:
            self._dt = (self._dt[0], text)
            self._buffer = None
        elif tag == "dd" and self._dt is not None:
            self.glossary.append((self._dt[0], self._dt[1], text))
            self._dt, self._buffer = None, None

    def handle_data(self, data: str) -> None:
        if self._section is not None:
            self.sections[self._section].append(data)
        if self._buffer is not None:
            self._buffer.append(data)


def parse(text: str) -> Fragment:
    fragment = Fragment()
    fragment.feed(text)
    fragment.close()
    return fragment


def section(fragment: Fragment, anchor: str) -> str:
    """The text from heading `anchor` up to the next h2/h3, whitespace folded."""
    return " ".join("".join(fragment.sections[anchor]).split())


def page_text(game: str, lang: str) -> str:
    """The page as the server renders it: the game's template (GameInfo.rules_page)
    with the catalogue's words (talong/core/rules_page.py)."""
    return render_page(load(get_game(game).info.rules_page or "")(), lang)


_PARSED: dict[tuple[str, str], Fragment] = {}


def page(game: str, lang: str) -> Fragment:
    if (game, lang) not in _PARSED:
        _PARSED[game, lang] = parse(page_text(game, lang))
    return _PARSED[game, lang]


def plain(html_text: str) -> str:
    """A message's text without its tags, as a reader sees it."""
    return html.unescape(re.sub(r"<[^>]+>", "", html_text))


def glossary() -> dict[str, list[dict[str, str]]]:
    """Each game's glossary as its template lists it (anchor and term) with
    the catalogues' words: {"term", "term_en", "anchor", "sv", "en"} ("term_en"
    differs where the term itself is translated: bridge's Swedish terms)."""
    out: dict[str, list[dict[str, str]]] = {}
    sv, en = Renderer("sv"), Renderer("en")
    for game in GAMES:
        blocks = load(get_game(game).info.rules_page or "")()
        terms = next(b for b in blocks if isinstance(b, Glossary)).terms
        out[game] = []
        for x in terms:
            out[game].append({"term": plain(sv.text(x.term)), "term_en": plain(en.text(x.term)),
                              "anchor": x.anchor, "sv": plain(sv.text(x.text)), "en": plain(en.text(x.text))})
    return out


def number(cell: str) -> int | None:
    """A table number: "+1", "−3" (typographic minus) or "0"; a dash is None."""
    cell = cell.replace("−", "-").strip()
    if cell in ("–", "—", "-", ""):
        return None
    return int(cell)


# --- what the Vira bid table must say, from tables.py --------------------

KIND_NAME = {GASK: "Gaskspel", KOP: "Köpspel", SOLO: "Solospel"}


def requirement(bid: Bid, lang: str) -> str:
    """The Krav column: tricks for a high game, the misär type for a low one
    (vira-sa-spelar-du-vira.txt, "Vilka bud finns i Vira?")."""
    parts = []
    if bid.tricks is not None:
        parts.append(f"{bid.tricks} stick" if lang == "sv" else f"{bid.tricks} tricks")
    if bid.misar is not None:
        if lang == "sv":
            parts.append(f"{'öppen' if bid.misar.open else 'sluten'} misär, {bid.misar.cards} kort")
        else:
            parts.append(f"{'open' if bid.misar.open else 'closed'} misär, {bid.misar.cards} cards")
    return (" eller " if lang == "sv" else " or ").join(parts)


def check_bid_table(fragment: Fragment, lang: str) -> None:
    rows = fragment.tables.get("rules-bid-table", [])
    assert len(rows) == len(BIDS) == 40, f"{lang}: {len(rows)} rows in the bid table, expected 40"
    for (attrs, cells), bid in zip(rows, BIDS):
        where = f"{lang}, bid nr {bid.number} ({bid.name})"
        assert attrs.get("id") == f"bid-{bid.key}", where
        assert len(cells) == 7, where
        nr, name, kind, req, *pins = cells
        assert int(nr) == bid.number, where
        assert name == bid.name, where
        assert kind == KIND_NAME[bid.kind], where
        assert req == requirement(bid, lang), where
        values = [number(p) for p in pins]
        if len(bid.pins) == 3:
            assert values == list(bid.pins), f"{where}: pins {values} != {list(bid.pins)}"
        else:
            assert values == [bid.pins[0], None, None], f"{where}: pins {values} != {list(bid.pins)}"


def check_betar_table(fragment: Fragment, lang: str) -> None:
    rows = fragment.tables.get("rules-betar-table", [])
    assert [a.get("data-betar") for a, _ in rows] == list(BETAR), lang
    for attrs, cells in rows:
        key = attrs["data-betar"]
        expected = BETAR[key]
        assert len(cells) == 7, f"{lang}, betar row {key}"
        values = [number(c) for c in cells[1:]]
        assert values[:3] == [expected.hem, expected.bet, expected.kodilj], f"{lang}, betar row {key}: {values}"
        omkop = list(expected.omkop) if expected.omkop is not None else [None, None, None]
        assert values[3:] == omkop, f"{lang}, betar row {key} after omköp: {values[3:]}"


# --- every page ------------------------------------------------------------

@pytest.mark.parametrize("game,lang", PAGES)
def test_pages_are_clean_fragments(game: str, lang: str) -> None:
    """SPEC.md "The site": the full rules are a tab of the game page, so each
    page is an HTML fragment: no document tags, no scripts, no inline style,
    only "rules-" classes, unique ids and properly nested tags."""
    f = page(game, lang)
    text = page_text(game, lang)
    assert not f.tags & FORBIDDEN_TAGS, f.tags & FORBIDDEN_TAGS
    assert "<script" not in text.lower() and "style=" not in text.lower()
    assert f.bad_attrs == []
    assert f.nesting_errors == [] and f._stack == []
    assert all(c.startswith("rules-") for c in f.classes), sorted(f.classes)
    assert len(f.ids) == len(set(f.ids)), [i for i in f.ids if f.ids.count(i) > 1]


@pytest.mark.parametrize("game", GAMES)
def test_both_languages_have_the_same_anchors(game: str) -> None:
    """SPEC.md "The site": the full rules in Swedish and English. Both
    languages have the same sections in the same order and the same anchors,
    so a link to a rule works in either language."""
    sv, en = page(game, "sv"), page(game, "en")
    assert sv.headings == en.headings
    assert set(sv.ids) == set(en.ids)
    assert sorted(sv.hrefs) == sorted(en.hrefs)


@pytest.mark.parametrize("game,lang", PAGES)
def test_internal_links_point_to_anchors(game: str, lang: str) -> None:
    """Every link on a rules page leads to an anchor on the same page."""
    f = page(game, lang)
    assert f.hrefs, "a rules page links its terms to the glossary"
    for href in f.hrefs:
        assert href.startswith("#"), href
        assert href[1:] in f.ids, href


# --- Vira --------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_vira_bid_table_matches_tables(lang: str) -> None:
    """vira-sa-spelar-du-vira.txt "Vilka bud finns i Vira?" (the 40 bids of
    the Stockholms Wirasällskap budtabell) as talong/games/vira/tables.py
    holds it: row by row number, name, kind, requirement and the pin columns
    ofärg/färg/högsta färg (misär bids one value)."""
    check_bid_table(page("vira", lang), lang)


@pytest.mark.parametrize("lang", LANGS)
def test_every_vira_bid_has_an_anchor(lang: str) -> None:
    """Each of the 40 bids can be linked to as id="bid-<key>"."""
    ids = set(page("vira", lang).ids)
    missing = [b.key for b in BIDS if f"bid-{b.key}" not in ids]
    assert missing == []


@pytest.mark.parametrize("lang", LANGS)
def test_vira_betar_table_matches_tables(lang: str) -> None:
    """vira-sa-spelar-du-vira.txt "Hur räknas betar och pinnar i Vira?" and
    vira-stockholms-wirasallskap.txt "Betalning av betar": hem/bet/kodilj
    after a simple buy and after omköp, as tables.BETAR holds them."""
    check_betar_table(page("vira", lang), lang)


def test_vira_betar_rows_are_named_as_the_rule_text() -> None:
    """The Swedish betar table names its rows as the rule text does."""
    names = [cells[0].lower() for _, cells in page("vira", "sv").tables["rules-betar-table"]]
    assert names == ["övriga bud" if key == "övriga" else key for key in BETAR]


@pytest.mark.parametrize("lang", LANGS)
def test_vira_re_turn_minimum_talong(lang: str) -> None:
    """vira-stockholms-wirasallskap.txt "Köpspel som spelas högt": at least
    two cards left to turnéra om, three to vingla om, four to tringla om; one,
    two and three cards turned up."""
    rows = [cells for _, cells in page("vira", lang).tables["rules-return-table"]]
    assert rows == [["Turné", "1", "2"], ["Vingel", "2", "3"], ["Tringel", "3", "4"]]


@pytest.mark.parametrize("lang", LANGS)
def test_vira_worked_example_turne_7(lang: str) -> None:
    """vira-sa-spelar-du-vira.txt "Räknat spel i Vira": Turné 7 in högsta
    färg without omköp pays one pinne per opponent, betar +1/-1/-2. The
    example's numbers must agree with the tables."""
    bid = next(b for b in BIDS if b.key == "turné-7")
    row = BETAR[bid.betar_row]
    assert bid.pin_value("högsta färg") == 1 and (row.hem, row.bet, row.kodilj) == (1, -1, -2)
    rows = [cells for _, cells in page("vira", lang).tables["rules-example-table"]]
    assert len(rows) == 3
    betar = [int(re.search(r"\d+", cells[1]).group()) for cells in rows]
    assert betar == [row.hem, -row.bet, -row.kodilj]
    for cells in rows:
        assert f"{2 * bid.pin_value('högsta färg')} pin" in cells[2]


def test_a_wrong_table_value_fails() -> None:
    """The table checks can fail: a page with one wrong pin value, a wrong
    bid name or a wrong bet is caught."""
    text = page_text("vira", "sv")
    solo_vira = '<tr id="bid-solo-vira">'
    wrong_pin = text.replace(solo_vira + "<td>40</td>", solo_vira + "<td>41</td>")
    assert wrong_pin != text
    with pytest.raises(AssertionError):
        check_bid_table(parse(wrong_pin), "sv")
    wrong_value = re.sub(r'(<tr id="bid-gask-5">.*?)<td>5</td></tr>', r"\1<td>6</td></tr>", text)
    assert wrong_value != text
    with pytest.raises(AssertionError):
        check_bid_table(parse(wrong_value), "sv")
    wrong_bet = text.replace("<td>−9</td><td>−15</td>", "<td>−9</td><td>−14</td>")
    assert wrong_bet != text
    with pytest.raises(AssertionError):
        check_betar_table(parse(wrong_bet), "sv")


# --- Glossary ----------------------------------------------------------------

REQUIRED_TERMS = {
    "vira": ["spelförare", "förhand", "mellanhand", "efterhand", "giv", "talong", "högsta färg", "färg",
             "ofärg", "trumf", "sang", "stick", "misär", "gask", "köp", "omköp", "köpspel", "solospel",
             "turné", "vingel", "tringel", "hemgång", "bet", "kodilj", "pinne", "rund", "pulla", "åla",
             "lägga (lagd hand)", "låggard", "Borup", "kastkort", "öppen/sluten misär", "petite", "grande",
             "ouverte", "royale", "i förhand", "i färg", "i högsta färg", "hjärterlott"],
    "schafkopf": ["Rufer", "Wenz", "Solo", "Tout", "Sie", "Laufende", "Schneider", "Schwarz", "Daus", "Ober",
                  "Unter", "Eichel", "Gras", "Herz", "Schellen", "davonlaufen", "Sau"],
    "bridge": ["bricka", "giv", "zon", "spelförare", "träkarl", "motspelare", "bud", "kontraktsbud", "pass",
               "dubbelt (kontra)", "redubbelt (rekontra)", "benämning", "sang", "trumf", "trick", "stick",
               "kontrakt", "utspel", "följa färg", "honnör", "alertering", "artificiellt bud", "hemgång",
               "övertrick", "bet", "trickpoäng", "delkontrakt", "utgång", "lilleslam", "storslam", "anspråk",
               "IMP", "matchpoäng", "korrigerat resultat", "PBN"],
    "koenigrufen": ["tarok", "Sküs", "Mond", "Pagat", "matador", "förhand", "talong", "knacka", "mein Spiel", "Rufer",
                    "den fjärde kungen", "Dreier", "bei", "ouverte", "Farben", "Trischaken", "figur", "Trull", "Valat",
                    "kontra", "blad", "spelpoäng"],
}


@pytest.mark.parametrize("game", GAMES)
def test_glossary_terms_have_swedish_and_english(game: str) -> None:
    """SPEC.md "The site": game terms stay in their own language in both UI
    languages, with a glossary. Every term has a Swedish and an English text
    and an anchor "term-..."; the required terms are all there. Bridge terms
    are Swedish on the Swedish page and English on the English one (the brief:
    Swedish bridge terms stay Swedish in sv), so each also has "term_en",
    which names the Swedish word too, and a "term-bridge-" anchor."""
    entries = glossary()[game]
    terms = [e["term"] for e in entries]
    assert len(terms) == len(set(terms))
    for e in entries:
        assert e["sv"].strip() and e["en"].strip(), e["term"]
        assert e["anchor"].startswith("term-") and " " not in e["anchor"], e["term"]
        if game == "bridge":
            assert e["anchor"].startswith("term-bridge-"), e["term"]
            assert e["term_en"].strip(), e["term"]
            assert e["term"].split(" (")[0] in e["term_en"], e["term_en"]
    missing = [t for t in REQUIRED_TERMS[game] if t not in terms]
    assert missing == []


@pytest.mark.parametrize("game,lang", PAGES)
def test_glossary_section_matches_the_template(game: str, lang: str) -> None:
    """The glossary at the end of each page is the template's term list
    (talong/games/<game>/rules_page.py), term by term, with its anchor, in the
    page's language (a bridge term in English on the English page: "term_en")."""
    entries = glossary()[game]
    expected = [(e["anchor"], e.get(f"term_{lang}", e["term"]), " ".join(e[lang].split())) for e in entries]
    assert page(game, lang).glossary == expected


def test_vira_and_schafkopf_term_anchors_do_not_clash() -> None:
    """Both games' glossaries may be on one page: their anchors differ."""
    data = glossary()
    assert not {e["anchor"] for e in data["vira"]} & {e["anchor"] for e in data["schafkopf"]}


def test_bridge_anchors_do_not_clash_with_the_other_games() -> None:
    """No anchor of the bridge pages (sections and glossary terms) is an
    anchor of the Vira or Schafkopf pages, so links never cross games."""
    for lang in LANGS:
        others = set(page("vira", lang).ids) | set(page("schafkopf", lang).ids)
        assert not set(page("bridge", lang).ids) & others, lang
    data = glossary()
    assert not {e["anchor"] for e in data["bridge"]} & {e["anchor"] for g in ("vira", "schafkopf") for e in data[g]}


# --- Schafkopf -----------------------------------------------------------------

CONTRACT_ANCHORS = ["contract-rufer", "contract-wenz", "contract-solo", "contract-wenz-tout",
                    "contract-solo-tout", "contract-sie"]


@pytest.mark.parametrize("lang", LANGS)
def test_schafkopf_contract_sections(lang: str) -> None:
    """schafkopf-cardavia.txt "3. Budgivning och kontrakt": Rufer < Wenz <
    Solo < Wenz Tout < Solo Tout < Sie, each with its own section, in that
    order."""
    headings = page("schafkopf", lang).headings
    assert [h for h in headings if h.startswith("contract-")] == CONTRACT_ANCHORS


@pytest.mark.parametrize("lang", LANGS)
def test_schafkopf_contract_table_matches_tables(lang: str) -> None:
    """schafkopf-cardavia.txt "5. Poängsättning och slut" with SPEC.md
    "Schafkopf: decisions": bidding order, base values (Rufer 1, Wenz and
    Solo 5, Tout 10, Sie 20), fewest Laufende (3, Wenz 2) and their factor
    (x2 Tout, x4 Sie), as talong/games/schafkopf/tables.py holds them."""
    rows = page("schafkopf", lang).tables["rules-contract-table"]
    assert [a.get("data-contract") for a, _ in rows] == [c.key for c in CONTRACTS]
    for (_, cells), c in zip(rows, CONTRACTS):
        assert cells[1] == c.name
        assert [int(x) for x in (cells[0], *cells[2:])] == [c.order, c.base, c.laufende_min, c.laufende_factor]


@pytest.mark.parametrize("lang", LANGS)
def test_schafkopf_card_values(lang: str) -> None:
    """schafkopf-cardavia.txt "2. Upplägg": "Värdena är 11, 10, 4, 3, 2, 0,
    0, 0: totalt 120."""
    rows = page("schafkopf", lang).tables["rules-card-values"]
    values = {a["data-rank"]: int(cells[1]) for a, cells in rows}
    assert values == RANK_POINTS
    assert sum(values.values()) * 4 == TOTAL_POINTS == 120


# --- Bridge ----------------------------------------------------------------------

SEAT_NAMES = {"sv": {"N": "Nord", "E": "Öst", "S": "Syd", "W": "Väst"},
              "en": {"N": "North", "E": "East", "S": "South", "W": "West"}}
VULNERABLE_NAMES = {"sv": {"None": "Ingen", "NS": "Nord-Syd", "EW": "Öst-Väst", "All": "Båda"},
                    "en": {"None": "None", "NS": "North-South", "EW": "East-West", "All": "Both"}}
VUL = (False, True)          # the column order of every Law 77 table: not vulnerable, vulnerable
DOUBLED = (0, 1, 2)          # undoubled, doubled, redoubled


def numbers(cells: list[str]) -> list[int | None]:
    return [number(c) for c in cells]


def overtrick_value(strain: str, doubled: int, vulnerable: bool) -> int:
    """Law 77 points for one overtrick: 1-level contract, eight tricks."""
    return dict(score_lines(1, strain, doubled, vulnerable, 8))["overtricks"]


def undertricks_total(down: int, doubled: int, vulnerable: bool) -> int:
    """Law 77 points to the defenders for `down` undertricks (7NT, any count 1-13)."""
    return -score(7, "N", doubled, vulnerable, 13 - down)


def premium(key: str, vulnerable: bool) -> int:
    """A Law 77 bonus, taken from score_lines of a contract that earns it."""
    level, strain, doubled, tricks, item = {
        "game": (4, "S", 0, 10, "game"), "part score": (1, "C", 0, 7, "part score"),
        "small slam": (6, "S", 0, 12, "small slam"), "grand slam": (7, "S", 0, 13, "grand slam"),
        "insult-doubled": (1, "C", 1, 7, "insult"), "insult-redoubled": (1, "C", 2, 7, "insult"),
    }[key]
    return dict(score_lines(level, strain, doubled, vulnerable, tricks))[item]


def check_board_table(fragment: Fragment, lang: str) -> None:
    rows = fragment.tables.get("rules-board-table", [])
    assert [int(a["data-board"]) for a, _ in rows] == list(range(1, 17)), lang
    for attrs, cells in rows:
        board = int(attrs["data-board"])
        assert cells == [str(board), SEAT_NAMES[lang][dealer_of(board)],
                         VULNERABLE_NAMES[lang][vulnerability_of(board)]], f"{lang}, board {board}: {cells}"


def check_law77_tables(fragment: Fragment, lang: str) -> None:
    """Every number of the five Law 77 tables against scoring.py."""
    rows = fragment.tables.get("rules-trick-score-table", [])
    assert [a["data-strain"] for a, _ in rows] == list(STRAINS), lang
    names = [i18n.t(lang, f"bridge.strain.{strain}") for strain in STRAINS]
    for (attrs, cells), name in zip(rows, names):
        strain = attrs["data-strain"]
        assert cells[0].lower().startswith(name), f"{lang}, {strain}: {cells[0]}"
        first = [score_lines(1, strain, d, False, 7)[0][1] for d in DOUBLED]
        later = [score_lines(2, strain, d, False, 8)[0][1] - f for d, f in zip(DOUBLED, first)]
        assert numbers(cells[1:]) == first + later, f"{lang}, trick score {strain}: {cells}"

    rows = fragment.tables.get("rules-overtrick-table", [])
    assert sorted(s for a, _ in rows for s in a["data-strains"].split() if a["data-doubled"] == "0") == sorted(STRAINS)
    assert sorted(a["data-doubled"] for a, _ in rows) == ["0", "0", "1", "2"], lang
    for attrs, cells in rows:
        doubled = int(attrs["data-doubled"])
        for strain in attrs["data-strains"].split():
            expected = [overtrick_value(strain, doubled, v) for v in VUL]
            assert numbers(cells[1:]) == expected, f"{lang}, overtricks {strain} x{doubled}: {cells}"

    rows = fragment.tables.get("rules-premium-table", [])
    assert [a["data-premium"] for a, _ in rows] == ["game", "part score", "small slam", "grand slam",
                                                     "insult-doubled", "insult-redoubled"], lang
    for attrs, cells in rows:
        expected = [premium(attrs["data-premium"], v) for v in VUL]
        assert numbers(cells[1:]) == expected, f"{lang}, {attrs['data-premium']}: {cells}"

    rows = fragment.tables.get("rules-undertrick-table", [])
    assert [a["data-undertrick"] for a, _ in rows] == ["1", "2", "3", "4"], lang
    for attrs, cells in rows:
        k = int(attrs["data-undertrick"])
        for n in ([k] if k < 4 else range(4, 14)):      # the last row: the fourth and every later one
            expected = [undertricks_total(n, d, v) - (undertricks_total(n - 1, d, v) if n > 1 else 0)
                        for v in VUL for d in DOUBLED]
            assert numbers(cells[1:]) == expected, f"{lang}, undertrick {n}: {cells}"

    rows = fragment.tables.get("rules-undertrick-total-table", [])
    assert [int(a["data-down"]) for a, _ in rows] == list(range(1, 14)), lang
    for attrs, cells in rows:
        down = int(attrs["data-down"])
        assert int(cells[0]) == down
        expected = [undertricks_total(down, d, v) for v in VUL for d in DOUBLED]
        assert numbers(cells[1:]) == expected, f"{lang}, down {down}: {cells}"


def check_imp_table(fragment: Fragment, lang: str) -> None:
    """The Law 78B scale row by row: "low–high" (the last "4000+") and the
    IMPs, against imps.IMP_SCALE and imps.imps at both ends of each step."""
    rows = fragment.tables.get("rules-imp-table", [])
    lows = [0] + [low for low, _ in IMP_SCALE]
    assert len(rows) == len(lows) == 25, lang
    for i, ((attrs, cells), low) in enumerate(zip(rows, lows)):
        high = lows[i + 1] - 10 if i + 1 < len(lows) else None
        assert int(attrs["data-imps"]) == i == int(cells[1]), f"{lang}, row {i}: {cells}"
        assert cells[0] == (f"{low}–{high}" if high is not None else f"{low}+"), f"{lang}, row {i}: {cells}"
        assert imps(low) == i and imps(-low) == -i
        if high is not None:
            assert imps(high) == i and imps(high + 10) == i + 1


@pytest.mark.parametrize("lang", LANGS)
def test_bridge_board_table_matches_law_2(lang: str) -> None:
    """bridge-lagar-for-tavlingsbridge-2017.txt LAG 2 BRICKORNA: dealer and
    vulnerability of boards 1-16 (the cycle repeated for every group of 16),
    as talong/games/bridge/boards.py deals them."""
    check_board_table(page("bridge", lang), lang)
    assert [dealer_of(b + 16) for b in range(1, 17)] == [dealer_of(b) for b in range(1, 17)]
    assert [vulnerability_of(b + 16) for b in range(1, 17)] == [vulnerability_of(b) for b in range(1, 17)]


@pytest.mark.parametrize("lang", LANGS)
def test_bridge_law77_tables_match_scoring(lang: str) -> None:
    """Law 77 (the WBF score table, SPEC.md "Contract bridge: decisions"):
    trick score per denomination undoubled/doubled/redoubled, overtricks,
    game/part-score/slam bonuses and the bonus for making a doubled or
    redoubled contract, undertricks per trick and in total (1-13), not
    vulnerable and vulnerable, as talong/games/bridge/scoring.py scores them."""
    check_law77_tables(page("bridge", lang), lang)


@pytest.mark.parametrize("lang", LANGS)
def test_bridge_score_examples_match_scoring(lang: str) -> None:
    """The worked Law 77 examples: each row's score is scoring.contract_score
    of its contract, vulnerability and tricks, and the numbers of its
    calculation add up to it."""
    rows = page("bridge", lang).tables["rules-score-example-table"]
    assert len(rows) >= 10
    made = set()
    for attrs, cells in rows:
        vulnerable = {"no": False, "yes": True}[attrs["data-vulnerable"]]
        tricks = int(attrs["data-tricks"])
        expected = contract_score(attrs["data-contract"], vulnerable, tricks)
        assert int(cells[2]) == tricks and number(cells[4]) == expected, f"{lang}, {attrs}: {cells}"
        assert sum(int(n) for n in re.findall(r"\d+", cells[3])) == abs(expected), f"{lang}: {cells[3]}"
        made.update(item for item, _ in score_lines(int(attrs["data-contract"][0]), attrs["data-contract"][1],
                                                    attrs["data-contract"].count("X"), vulnerable, tricks))
    assert made == {"trick score", "overtricks", "game", "part score", "small slam", "grand slam", "insult",
                    "undertricks"}


@pytest.mark.parametrize("lang", LANGS)
def test_bridge_imp_table_matches_imps(lang: str) -> None:
    """Law 78B, the IMP scale, as talong/games/bridge/imps.py holds it (and
    the two steps the text quotes: 500 points 11 IMPs, 4000 points 24)."""
    check_imp_table(page("bridge", lang), lang)
    assert imps(500) == 11 and imps(4000) == 24


@pytest.mark.parametrize("lang", LANGS)
def test_bridge_matchpoint_example(lang: str) -> None:
    """Law 78A (definition "Partävlingsberäkning"): the example board's
    matchpoints (2 per score beaten, 1 per tie), East-West's top minus
    North-South's, and the percentages, as matchpoints.py computes them."""
    rows = [cells for _, cells in page("bridge", lang).tables["rules-mp-example-table"]]
    scores = [number(c[1]) for c in rows]
    mp = matchpoints(scores)
    assert [int(c[2]) for c in rows] == mp
    assert [int(c[3]) for c in rows] == [top(len(scores)) - m for m in mp]
    assert [float(c[4].replace(",", ".")) for c in rows] == [float(p) for p in percentages(scores)]
    assert f"{'topscore' if lang == 'sv' else 'top'} {top(len(scores))}" in section(page("bridge", lang),
                                                                                    "bridge-matchpoints")


@pytest.mark.parametrize("lang", LANGS)
def test_bridge_adjusted_table_matches_law_12c2(lang: str) -> None:
    """Law 12C2(a)-(b): drygt medel 60 % / +3 IMP, medel 50 % / 0, knappt
    medel 40 % / -3 IMP, as talong/games/bridge/adjusted.py awards them."""
    rows = page("bridge", lang).tables["rules-adjusted-table"]
    assert [a["data-code"] for a, _ in rows] == ["A+", "A", "A-"]
    for attrs, cells in rows:
        code = attrs["data-code"]
        assert cells[0] == adjusted.NAMES[code][LANGS.index(lang)]
        assert int(cells[2]) == adjusted.mp_percent(code) == adjusted.PERCENT[code]
        assert number(cells[3]) == adjusted.imp_value(code) == adjusted.IMPS[code]


@pytest.mark.parametrize("lang", LANGS)
def test_bridge_party_example_matches_scoring_and_imps(lang: str) -> None:
    """talong/games/bridge/party.py: North-South's Law 77 score here against
    the other table's, the difference converted by Law 78B. Each row's
    contract, declarer and tricks (data-here, data-other) give the scores
    shown with the board's Law 2 vulnerability, written as the table writes
    results (party.result_text: "4♠= av S", "3NT-1 by S")."""
    from talong.games.bridge.party import result_text
    rows = page("bridge", lang).tables["rules-party-example-table"]
    assert rows
    for attrs, cells in rows:
        board = int(attrs["data-board"])
        assert int(cells[0]) == board
        ns = []
        for key, shown in (("data-here", cells[1]), ("data-other", cells[3])):
            contract, declarer, tricks = attrs[key].split()
            assert shown == result_text(contract, declarer, int(tricks), lang), f"{lang}, board {board}: {shown}"
            seat = seat_index(declarer)
            points = contract_score(contract, side_vulnerable(vulnerability_of(board), seat), int(tricks))
            ns.append(points if seat % 2 == 0 else -points)
        assert [number(cells[2]), number(cells[4])] == ns, f"{lang}, board {board}: {cells}"
        assert number(cells[5]) == ns[0] - ns[1]
        assert number(cells[6]) == imps(ns[0] - ns[1])


def test_bridge_alert_examples_are_the_ai_systems() -> None:
    """SPEC.md: every AI call carries its explanation from the AI's bidding
    system, alertable calls marked. The page's examples are that system's:
    1NT 15-17 not alerted, 2C 22+ alerted, Stayman alerted."""
    from talong.ai.bridge.bidding import notrump_responses, opening_options
    openings = {o.call: o for o in opening_options()}
    assert not openings["1N"].alert and openings["1N"].hcp == (15, 17) and openings["2C"].alert
    assert openings["2C"].hcp[0] == 22
    assert any(o.call == "2C" and o.alert and "Stayman" in i18n.render(o.text, "en") for o in notrump_responses())
    assert f"”{i18n.render(openings['1N'].text, 'sv')}”" in section(page("bridge", "sv"), "bridge-alerts")
    assert f"“{i18n.render(openings['1N'].text, 'en')}”" in section(page("bridge", "en"), "bridge-alerts")


def test_a_wrong_bridge_table_value_fails() -> None:
    """The bridge table checks can fail: one wrong number in the Law 77
    tables, the IMP scale or the board table is caught."""
    text = page_text("bridge", "sv")
    cases = [
        (check_law77_tables, '<tr data-down="4"><th scope="row">4</th><td>200</td><td>800</td>',
         '<tr data-down="4"><th scope="row">4</th><td>200</td><td>900</td>'),
        (check_law77_tables, '<tr data-premium="small slam"><th scope="row">Lilleslam</th><td>500</td><td>750</td>',
         '<tr data-premium="small slam"><th scope="row">Lilleslam</th><td>500</td><td>700</td>'),
        (check_law77_tables, '<tr data-strain="N"><th scope="row">Sang</th><td>40</td>',
         '<tr data-strain="N"><th scope="row">Sang</th><td>30</td>'),
        (check_imp_table, "<td>600–740</td>", "<td>600–750</td>"),
        (check_board_table, '<tr data-board="7"><td>7</td><td>Syd</td><td>Båda</td>',
         '<tr data-board="7"><td>7</td><td>Syd</td><td>Ingen</td>'),
    ]
    for check, right, wrong in cases:
        assert text.count(right) == 1, right
        with pytest.raises(AssertionError):
            check(parse(text.replace(right, wrong)), "sv")


# --- Traceability ----------------------------------------------------------------

def test_traceability_list_points_to_real_anchors_and_tests() -> None:
    """talong/web/rules/TRACEABILITY.md maps each rule-text section to the
    page section that explains it and the test that checks it: every anchor
    exists in both languages and every test named exists here."""
    text = (RULES_DIR / "TRACEABILITY.md").read_text(encoding="utf-8")
    anchors = re.findall(r"`#([^`]+)`", text)
    tests = set(re.findall(r"`(test_\w+)`", text))
    assert anchors and tests
    all_ids = {lang: set().union(*(page(game, lang).ids for game in GAMES)) for lang in LANGS}
    for lang in LANGS:
        assert [a for a in anchors if a not in all_ids[lang]] == [], lang
    assert [t for t in tests if t not in globals()] == []
    fact_ids = {f"{a}-{i}" for i, (_, a, _, _) in enumerate(FACTS)}
    cited = re.findall(r"`test_rule_is_explained` \[([^\]]+)\]", text)
    assert cited and [c for c in cited if c not in fact_ids] == []


# --- Each rule section is explained, in both languages ---------------------------

W, S, K = "vira-stockholms-wirasallskap.txt", "vira-sa-spelar-du-vira.txt", "schafkopf-cardavia.txt"
B = "bridge-lagar-for-tavlingsbridge-2017.txt"
# (rule text and section, page anchor, phrases in the Swedish section, in the English section)
FACTS = [
    (f"{W} Spelare och tillbehör", "vira-players",
     ["tre eller fyra", "står spelaren till höger om givaren över", "Mellanhand sitter till vänster om förhand",
      "är alltid den som ger"],
     ["three or four", "the player to the dealer's right sits out", "sits to förhand's left", "is always the dealer"]),
    (f"{W} Bordsplacering", "vira-heart-draw",
     ["hjärter blir förhand i första given", "Den som först får ett hjärterkort blir förhand"],
     ["Whoever drew the heart is förhand in the first deal", "The first to receive a heart becomes förhand"]),
    (f"{W} Giv (the second pack)", "vira-packs",
     ["bottenkortet synligt", "till vänster om förhand", "blandar in sig och kuperar ut sig"],
     ["bottom card showing", "to förhand's left", "shuffle in, cut out"]),
    (f"{W} Giv", "vira-deal",
     ["ett varv med fyra kort", "tre varv med tre kort", "tretton kort"],
     ["a round of four cards each", "three rounds of three", "thirteen cards"]),
    (f"{W} Färgernas rangordning", "vira-suits",
     ["spader högsta färg blir klöver färg", "hjärter och ruter ofärger"],
     ["spades are högsta färg, for example, clubs are färg", "hearts and diamonds are ofärger"]),
    (f"{W} Budgivningen", "vira-bidding",
     ["Förhand får inte öppna med pass", "får inte komma in i budgivningen igen", "När två spelare har passat"],
     ["Förhand may not open with a pass", "may not come back into the bidding", "When two players have passed"]),
    (f"{W} Budgivningen; SPEC.md Vira: decisions (qualifiers)", "vira-qualifiers",
     ["högsta färg eller färg som trumf", "får inte spelas lågt", "Gask på 0–6", "Solo 6–12"],
     ["choose högsta färg or färg as trump", "may not be played low", "Gask på 0–6", "Solo 6–12"]),
    (f"{W} Budgivningen; SPEC.md (equal bid)", "vira-better-hand",
     ["förhand går före mellanhand och efterhand", "Bättre färg går före bättre hand", "7-spel i färg i förhand"],
     ["förhand comes before mellanhand and efterhand", "A better suit qualifier goes before a better hand",
      "7-spel i färg i förhand"]),
    (f"{W} Bud utan angiven nivå", "vira-unspecified",
     ["väljer spelföraren själv", "lägsta budet av samma slag", "högre solo", "Vingel efter 7-spel"],
     ["the declarer chooses the level himself", "lowest bid of the same kind", "högre solo", "Vingel after 7-spel"]),
    (f"{W} Numrens skiftande innebörd", "vira-numbers",
     ["behåller av sin egen hand", "köpa bort", "hur många stick"],
     ["keeps", "buy away", "how many tricks"]),
    (f"{W} Köp och val av trumf", "vira-buying",
     ["Trumf väljs efter köpet", "Trumf bestäms före köpet", "egna kastkort"],
     ["Trump is chosen after buying", "Trump is settled before buying", "their own kastkort"]),
    (f"{W} Gaskspel", "vira-gask",
     ["sju stick plus ett för varje behållet kort", "elva slutna kort", "tretton öppna", "alla fyra ess",
      "minst tolv stick", "alla tretton stick"],
     ["seven tricks plus one for each card kept", "eleven closed cards", "thirteen open", "all four aces",
      "at least twelve tricks", "all thirteen tricks"]),
    (f"{W} Köpspel", "vira-kopspel",
     ["enkelt köp", "inte byta trumf", "kan hans partner inte köpa"],
     ["enkelt köp", "may not change trump", "his partner cannot buy"]),
    (f"{W} Köpspel som spelas högt (turné, vingel, tringel)", "vira-turne",
     ["måste köpa det uppslagna kortet", "Båda korten måste köpas", "Alla tre måste köpas"],
     ["must buy the turned card", "Both cards must be bought", "All three must be bought"]),
    (f"{W} Köpspel som spelas lågt", "vira-kopmisar",
     ["exakt så många kort som numret anger", "exakt lika många igen", "tolv slutna kort"],
     ["exactly as many cards as the number says", "exactly as many again", "twelve closed cards"]),
    (f"{W} Solospel", "vira-solo",
     ["köper bara motspelarna", "inget omköp"], ["only the opponents buy", "no omköp"]),
    (f"{W} Solospel som spelas lågt", "vira-solomisar",
     ["petite", "grande", "ouverte", "royale", "innan motspelarna köper"],
     ["petite", "grande", "ouverte", "royale", "before the opponents buy"]),
    (f"{W} Gaskspel (misär with 11, 12, 13 cards)", "vira-misar",
     ["två oönskade kort", "två kort var kvar", "kastkorten förblir dolda"],
     ["two unwanted cards", "two cards each", "kastkort stay hidden"]),
    (f"{W} Att spela eller att lägga handen", "vira-laying",
     ["räknas som bet", "räknas som kodilj"], ["counts as bet", "counts as kodilj"]),
    (f"{W} Spelet av korten", "vira-play",
     ["Förhand spelar alltid ut till första sticket", "Man måste följa färg om man kan", "högsta trumf sticket"],
     ["Förhand always leads to the first trick", "You must follow suit if you can",
      "the highest trump wins the trick"]),
    (f"{W} Markeringar; SPEC.md (Ågren signals a convention)", "vira-signals",
     ["Högt kort följt av lågt visar styrka", "inte en regel"],
     ["A high card followed by a low one shows strength", "not a rule"]),
    (f"{W} Betalningar", "vira-payment",
     ["Ett stick för lite", "Två eller fler stick för lite"], ["One trick too few", "Two or more tricks too few"]),
    (f"{W} Betalning av betar", "vira-betar",
     ["lyfter han en bet", "tre betar och kodilj fem"], ["lifts one bet", "three betar and kodilj five"]),
    (f"{W} Betalning av pinnar; SPEC.md (low gask)", "vira-pinnar",
     ["detsamma vid bet som vid kodilj", "ofärgskolumnen"], ["the same for bet and kodilj", "ofärg column"]),
    (f"{W} Betalning av pinnar (laid hands)", "vira-laid-payment",
     ["som i ofärg", "den trumf som valdes före köpet"], ["as in ofärg", "the trump chosen before the buy"]),
    (f"{W} Betalning av pinnar (omköp)", "vira-omkop-payment",
     ["som om handen hade lagts efter det första köpet", "dubbel"],
     ["as if the hand had been laid down after the first buy", "doubled"]),
    (f"{W} Avpassning av gök; SPEC.md (penalty charged)", "vira-gok",
     ["en tvåa", "en fyra och en trea", "en sexa och två kort lägre än sex", "en åtta och tre kort lägre än åtta",
      "en tia och fyra kort lägre än tio", "minst två färger", "minst en låggard", "ingen straffbet"],
     ["a two", "a four and a three", "a six and two cards lower than six", "an eight and three cards lower than eight",
      "a ten and four cards lower than ten", "at least two suits", "at least one låggard", "no penalty bet"]),
    (f"{W} Spelmarker och pulla", "vira-markers",
     ["värda två pinnar", "värda åtta pinnar", "1 bet = 8 pinnar"],
     ["worth two pinnar", "worth eight pinnar", "1 bet = 8 pinnar"]),
    (f"{W} Betalning av betar (åla); SPEC.md (åla)", "vira-ala",
     ["en bet var", "den som står över", "färre betar"], ["one bet", "the one sitting out", "fewer betar"]),
    (f"{W} Spelets fortsatta gång, Delning; SPEC.md (party length)", "vira-party",
     ["rundor", "Borup", "förhand i den avslutade given blir efterhand"],
     ["rundor", "Borup", "förhand of the finished deal is efterhand"]),
    (f"{W} Delning och slutsammanräkning", "vira-settlement",
     ["delas lika", "förlorat mest", "en pinne var", "drar de lott"],
     ["shared equally", "lost most", "one pinne each", "draw lots"]),
    (f"{S} Räknat spel i Vira", "vira-example",
     ["Turné 7", "högsta färg"], ["Turné 7", "högsta färg"]),
    (f"{K} 1. Syfte", "schafkopf-overview", ["61", "60"], ["61", "60"]),
    (f"{K} 2. Upplägg", "schafkopf-deal",
     ["fyra kort i taget", "åtta kort", "till vänster om givaren bjuder först"],
     ["four cards at a time", "eight cards", "to the dealer's left bids first"]),
    (f"{K} 3. Budgivning och kontrakt; SPEC.md Schafkopf: decisions", "schafkopf-bidding",
     ["strikt högre", "den tidigare platsen", "Passar alla fyra"],
     ["strictly higher", "the earlier seat keeps", "If all four pass"]),
    (f"{K} 3. (Rufer)", "contract-rufer",
     ["alla fyra Ober, alla fyra Unter och hjärter", "får inte själv ha det kallade esset", "vanligt kort"],
     ["all four Obers, all four Unters and Herz", "must not hold the called ace", "plain card"]),
    (f"{K} 3. (Wenz)", "contract-wenz",
     ["Bara de fyra Unter är trumf", "Daus, tia, König, Ober, nia"],
     ["Only the four Unters are trump", "Daus, ten, König, Ober, nine"]),
    (f"{K} 3. (Solo)", "contract-solo",
     ["alla Ober, alla Unter och en färg", "vanligt kort"], ["all Obers, all Unters and a suit", "plain card"]),
    (f"{K} 3. (Tout)", "contract-wenz-tout", ["alla åtta stick"], ["all eight tricks"]),
    (f"{K} 3. (Tout)", "contract-solo-tout", ["alla åtta stick"], ["all eight tricks"]),
    (f"{K} 3. (Sie)", "contract-sie",
     ["alla fyra Ober och alla fyra Unter", "vinner omedelbart"], ["all four Obers and all four Unters", "wins at once"]),
    (f"{K} 4. Att spela en tur (trump order)", "schafkopf-trumps",
     ["först alla Ober, sedan alla Unter", "ek före löv före hjärter före klockor"],
     ["first all Obers, then all Unters", "Eichel, Gras, Herz, Schellen"]),
    (f"{K} 4. Att spela en tur", "schafkopf-play",
     ["aldrig tvungen att ta sticket och aldrig tvungen att trumfa"],
     ["never obliged to win the trick, and never obliged to trump"]),
    (f"{K} 4. Att spela en tur (called ace)", "schafkopf-called-ace",
     ["även om någon redan har trumfat", "sista kortet", "minst tre andra vanliga kort"],
     ["even if someone has already trumped", "last card", "at least three other plain cards"]),
    (f"{K} 5. Poängsättning och slut", "schafkopf-scoring",
     ["91 poäng eller mer", "90 eller mer", "läggs 2 till"], ["91 points or more", "90 or more", "add 2 instead"]),
    (f"{K} 5. (Laufende)", "schafkopf-laufende",
     ["från tre i följd", "från två", "2 i ett Tout och 4 i Sie"],
     ["from three in sequence", "from two", "2 in a Tout and 4 in Sie"]),
    (f"{K} 5. (payments)", "schafkopf-settlement",
     ["tre gånger så mycket", "noll"], ["three times as much", "zero"]),
    (f"{B} LAG 1 KORTLEKEN; DEFINITIONER Honnör", "bridge-cards",
     ["52 kort", "spader ♠, hjärter ♥, ruter ♦ och klöver ♣", "ess högst", "ned till 2",
      "Ess, kung, dam, knekt och tia kallas honnörer"],
     ["52 cards", "spades ♠, hearts ♥, diamonds ♦ and clubs ♣", "the ace is highest", "down to the 2",
      "The ace, king, queen, jack and ten are the honours"]),
    (f"{B} LAG 2 BRICKORNA", "bridge-boards",
     ["Nord, Öst, Syd och Väst", "bestämmer vem som är giv", "i zonen", "grupp om 16 brickor",
      "gäller det som står på brickan"],
     ["North, East, South and West", "decides who is the dealer", "vulnerable", "every group of 16 boards",
      "what is marked on the board applies"]),
    (f"{B} LAG 6 BLANDNING OCH GIV", "bridge-deal",
     ["blandas ordentligt", "ett kort i taget", "tretton kort var",
      "Två kort som låg bredvid varandra i leken får inte hamna i samma hand", "blandar man och ger om"],
     ["shuffled thoroughly", "one card at a time", "thirteen cards each",
      "Two cards that lay next to each other in the pack may not go to the same hand", "shuffled and dealt again"]),
    (f"{B} LAG 17 BUDGIVNINGSPERIODEN", "bridge-auction",
     ["som brickan anger som giv bjuder först", "spelaren till vänster om given", "i tur och ordning medsols"],
     ["The player the board names as dealer makes the first call", "the player on the dealer's left calls",
      "in turn clockwise"]),
    (f"{B} LAG 18 KONTRAKTSBUD; SPEC.md Contract bridge: decisions (only legal calls)", "bridge-bids",
     ["från ett till sju", "Pass, dubbelt och redubbelt räknas som bud men inte som kontraktsbud",
      "sang, spader, hjärter, ruter, klöver", "fler trick", "lika många trick i en högre benämning",
      "tillräckligt", "otillräckligt och ett regelbrott", "visas bara tillåtna bud"],
     ["from one to seven", "Pass, double and redouble are calls but not bids",
      "notrump, spades, hearts, diamonds, clubs", "more odd tricks",
      "the same number of odd tricks in a higher denomination", "sufficient", "insufficient and an infraction",
      "only legal calls are offered"]),
    (f"{B} LAG 19 DUBBLINGAR OCH REDUBBLINGAR", "bridge-double",
     ["bara dubbla det senaste kontraktsbudet", "bara om motståndarna bjöd det",
      "bara redubbla den senaste dubblingen", "får det bara finnas pass", "utan att nämna budet",
      "upphör dubblingen att gälla", "högre poäng"],
     ["double only the last bid", "only if the opponents made it", "redouble only the last double",
      "there may be passes only", "without naming the bid", "cancels it", "scores more"]),
    ("WBF Laws 2017 Law 22 (the Swedish text: LAG 17D2, definition Kontrakt)", "bridge-auction-end",
     ["tre pass i rad", "Det sista kontraktsbudet blir kontraktet", "Passar alla fyra", "noll poäng"],
     ["three passes in a row", "The last bid becomes the contract", "If all four players pass", "scores zero"]),
    (f"{B} LAG 20 UPPREPNING OCH FÖRKLARING AV BUD; DEFINITIONER Alertering, Artificiellt bud; SPEC.md",
     "bridge-alerts",
     ["hela budgivningen upprepad", "förklarade av deras partner", "Budgivningen står alltid på skärmen",
      "har en förklaring på svenska och engelska", "märkta med ett utropstecken"],
     ["the whole auction repeated", "explained by their partner", "The auction is always on screen",
      "carries an explanation in Swedish and English", "marked with an exclamation mark"]),
    (f"{B} DEFINITIONER Kontrakt, Spelförare, Träkarl, Motspelare", "bridge-contract",
     ["odubblat, dubblat eller redubblat", "som först nämnde kontraktets färg eller sang",
      "Spelförarens partner kallas träkarl", "uppvända på bordet"],
     ["undoubled, doubled or redoubled", "who first named the contract's suit or notrump",
      "Declarer's partner is the dummy", "face up on the table"]),
    (f"{B} DEFINITIONER Första utspel; WBF Laws 2017 Law 41A", "bridge-opening-lead",
     ["motspelaren till vänster om spelföraren", "innan budgivningen är slut"],
     ["the defender on declarer's left", "before the auction is over"]),
    (f"{B} DEFINITIONER Träkarl 2; WBF Laws 2017 Laws 41D, 45B", "bridge-dummy",
     ["Efter det första utspelet läggs träkarlens hand uppvänd", "Spelföraren spelar träkarlens kort",
      "du spelar Nords kort"],
     ["After the opening lead dummy's hand is spread face up", "Declarer plays dummy's cards",
      "you play North's cards"]),
    (f"{B} DEFINITIONER Stick, Följa färg; WBF Laws 2017 Law 44", "bridge-tricks",
     ["Man måste följa färg", "vilket kort som helst", "den högsta trumfen",
      "högsta kortet i den utspelade färgen", "Den som vann sticket spelar ut till nästa stick"],
     ["You must follow suit", "any card", "the highest trump wins", "the highest card of the suit led wins",
      "The winner of the trick leads to the next one"]),
    ("WBF Laws 2017 Laws 68-70; docs/bridge-actions.md (claims)", "bridge-claims",
     ["claim N", "det pågående sticket inräknat", "N kan vara noll", "spelföraren som gör anspråket",
      "erbjuder inte anspråk"],
     ["claim N", "the trick in progress included", "N may be zero", "it is declarer who claims",
      "does not offer claims"]),
    ("WBF Laws 2017 Law 77 (trick score)", "bridge-trick-score",
     ["Dubblat fördubblar trickpoängen och redubbelt fyrdubblar den", "40 + 30 + 30 = 100"],
     ["A double doubles the trick score and a redouble multiplies it by four", "40 + 30 + 30 = 100"]),
    (f"WBF Laws 2017 Law 77 (bonuses); {B} DEFINITIONER Delkontrakt, Utgång, Slam", "bridge-premiums",
     ["minst 100 trickpoäng är utgång", "mindre än 100 trickpoäng är ett delkontrakt", "sex trick, tolv stick",
      "sju trick, alla tretton stick", "spelar hem ett dubblat eller redubblat kontrakt"],
     ["at least 100 trick points is a game", "less than 100 trick points is a part score",
      "six odd tricks, twelve tricks", "seven odd tricks, all thirteen", "Making a doubled or redoubled contract"]),
    (f"WBF Laws 2017 Law 77 (undertricks); {B} DEFINITIONER Bet", "bridge-undertricks",
     ["går till motspelarna", "redubblat kostar dubbelt så mycket som dubblat"],
     ["go to the defenders", "redoubled costs twice as much as doubled"]),
    (f"WBF Laws 2017 Law 78A; {B} DEFINITIONER Partävlingsberäkning", "bridge-matchpoints",
     ["2 matchpoäng för varje resultat man slår och 1 för varje lika resultat", "2 gånger antalet andra bord",
      "topscore minus Nord-Syds matchpoäng"],
     ["2 matchpoints for each result beaten and 1 for each tie", "twice the number of other tables",
      "the top minus North-South's matchpoints"]),
    (f"WBF Laws 2017 Law 78B; {B} DEFINITIONER IMP", "bridge-imps",
     ["räknas om till IMP", "samma antal med minustecken", "500 poängs skillnad ger 11 IMP", "4000 poäng ger bara 24"],
     ["converted to IMPs", "the same number with a minus sign", "500 points gives 11 IMPs", "4000 points only 24"]),
    (f"{B} LAG 12 C2", "bridge-adjusted",
     ["drygt medel", "knappt medel", "minst 60 procent", "högst 40 procent", "plus tre IMP", "minus tre IMP",
      "sin egen procent"],
     ["average plus", "average minus", "at least 60 per cent", "at most 40 per cent", "plus three IMPs",
      "minus three IMPs", "its own percentage"]),
    ("SPEC.md Contract bridge: decisions; talong/games/bridge/party.py", "bridge-party",
     ["Du sitter Syd", "fyra AI-spelare", "samma kort, giv och zon", "räknas om till IMP", "omvänt tecken",
      "0 IMP"],
     ["You sit South", "four AI players", "the same cards, dealer and vulnerability", "converted to IMPs",
      "the opposite sign", "0 IMPs"]),
    ("SPEC.md Contract bridge: decisions (PBN, DDS)", "bridge-pbn",
     ["PBN", "radnummer", "DDS", "dubbeldummyanalys", "parresultat"],
     ["PBN", "line number", "DDS", "double-dummy analysis", "par score"]),
]


@pytest.mark.parametrize("rule,anchor,sv,en", FACTS, ids=[f"{a}-{i}" for i, (_, a, _, _) in enumerate(FACTS)])
def test_rule_is_explained(rule: str, anchor: str, sv: list[str], en: list[str]) -> None:
    """Each rule section (cited in `rule`, file and section) is explained in
    the page section `anchor` in both languages: the section holds the key
    statements of the rule."""
    game = ("schafkopf" if anchor.startswith(("schafkopf", "contract"))
            else "bridge" if anchor.startswith("bridge") else "vira")
    for lang, phrases in (("sv", sv), ("en", en)):
        text = section(page(game, lang), anchor)
        missing = [p for p in phrases if p not in text]
        assert missing == [], f"{lang} #{anchor} ({rule})"


# --- Königrufen ----------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_koenigrufen_bid_table_matches_tables(lang: str) -> None:
    """rules/koenigrufen-stockholms-wirasallskap.txt p.20 "Budtabell för
    Königrufen" with SPEC.md "Königrufen: decisions": the page's bid table is
    talong/games/koenigrufen/tables.py CONTRACTS, row by row (order, name,
    won, lost, lost by förhand), and every game has its own section."""
    f = page("koenigrufen", lang)
    rows = f.tables["rules-kr-contracts"]
    assert [a["data-contract"] for a, _ in rows] == [c.key for c in kr.CONTRACTS]
    for (_, cells), c in zip(rows, kr.CONTRACTS):
        assert cells[0] == (str(c.rank) if c.rank else "förhand")
        assert cells[1] == c.name
        assert cells[3:6] == [str(c.won), str(c.lost), str(c.lost_forehand)], c.key
    assert {f"kr-contract-{c.key}" for c in kr.CONTRACTS} <= set(f.headings)


@pytest.mark.parametrize("lang", LANGS)
def test_koenigrufen_figure_table_matches_tables(lang: str) -> None:
    """p.20 "Figurer": the page's figure table is FIGURES (silent, declared)."""
    rows = page("koenigrufen", lang).tables["rules-kr-figures"]
    assert [(a["data-figure"], cells[0], cells[1:]) for a, cells in rows] == \
        [(x.key, x.name, [str(x.silent), str(x.declared)]) for x in kr.FIGURES]

