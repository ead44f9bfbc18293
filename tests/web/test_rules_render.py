"""The rules pages are built from one template per game and the catalogues
(issue 8, item 4: "The rules pages are built from templates and the game's own
data tables, not written out twice. Adding German later should mean adding one
catalogue."), served by GET /api/rules/<game>/<lang> (talong/core/rules_page.py).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from talong import i18n
from talong.core.engine import load
from talong.core.rules_page import Table, render_page
from talong.games import get_game

from test_rules_pages import GAMES, Fragment, parse

TEST_LOCALES = Path(__file__).resolve().parents[1] / "i18n" / "locales"


def shapes(f: Fragment) -> dict[str, list[tuple[tuple[tuple[str, str], ...], int]]]:
    """Each table's body rows as (row attributes, number of cells)."""
    return {key: [(tuple(sorted(attrs.items())), len(cells)) for attrs, cells in rows]
            for key, rows in f.tables.items()}


@pytest.fixture
def german():
    i18n.add_locale_dir(TEST_LOCALES)
    yield
    i18n.remove_locale_dir(TEST_LOCALES)


@pytest.mark.parametrize("game", GAMES)
def test_sv_and_en_have_the_same_anchors_and_table_shapes(game: str, client) -> None:
    """SPEC.md "The site": the full rules in Swedish and English, one structure.
    Served pages in both languages have identical anchors (in order), links and
    tables of identical shape (rows, their attributes, cells per row)."""
    sv = parse(client.get(f"/api/rules/{game}/sv").text)
    en = parse(client.get(f"/api/rules/{game}/en").text)
    assert sv.ids == en.ids and sv.hrefs == en.hrefs
    assert shapes(sv) == shapes(en) and shapes(sv)
    assert sv.tables.keys() == en.tables.keys()


@pytest.mark.parametrize("game", GAMES)
def test_every_table_is_built_from_the_template(game: str) -> None:
    """No per-language copy of a table: a table is built by a function over the
    game's data (the data tables the issue names), or, for a worked example,
    its literal cells hold only numbers and signs; its words are messages."""
    blocks = load(get_game(game).info.rules_page or "")()
    tables = [b for b in blocks if isinstance(b, Table)]
    built = [t.classes for t in tables if callable(t.rows)]
    assert built, game
    for table in tables:
        if callable(table.rows):
            continue
        for row in table.rows:
            for cell in row.cells:
                if isinstance(cell.text, str):
                    words = [w for w in cell.text.split() if w.isalpha() and w.islower() and len(w) > 3]
                    assert words == [], f"{table.classes}: literal prose {cell.text!r}"


DATA_TABLES = {
    "vira": {"rules-bid-table", "rules-betar-table", "rules-return-table"},
    "schafkopf": {"rules-card-values", "rules-contract-table"},
    "bridge": {"rules-board-table", "rules-trick-score-table", "rules-overtrick-table", "rules-premium-table",
               "rules-undertrick-table", "rules-undertrick-total-table", "rules-imp-table"},
    "koenigrufen": {"rules-kr-contracts", "rules-kr-figures"},
}


@pytest.mark.parametrize("game", GAMES)
def test_data_tables_come_from_the_game_data(game: str) -> None:
    """The tables the rules take from data (Vira's bid, betar and re-turn
    tables, Schafkopf's contracts and card values, bridge's Law 2 boards and
    Law 77/78B tables, Königrufen's contracts and figures) are functions of
    the game package's data, never rows written in the template."""
    blocks = load(get_game(game).info.rules_page or "")()
    built = {b.classes for b in blocks if isinstance(b, Table) and callable(b.rows)}
    assert DATA_TABLES[game] <= built


def test_the_route_serves_html_and_refuses_unknown_games_and_languages(client) -> None:
    """GET /api/rules/<game>/<lang>: an HTML fragment; 404 naming the
    constraint for an unknown game or a language without a catalogue."""
    page = client.get("/api/rules/vira/sv")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert page.text.startswith('<article class="rules-page" lang="sv">')
    assert "Vira i korthet" in page.text
    assert client.get("/api/rules/vira/en").text.count("Vira at a glance") == 1
    missing = client.get("/api/rules/nosuchgame/sv")
    assert missing.status_code == 404
    no_lang = client.get("/api/rules/vira/xx")
    assert no_lang.status_code == 404 and "GET /api/i18n" in no_lang.json()["rule"]


def test_rules_messages_stay_out_of_the_front_end_catalogue(client) -> None:
    """The pages are rendered by the server, so GET /api/i18n does not ship
    their prose to every browser (talong.i18n.SERVER_ONLY)."""
    messages = client.get("/api/i18n/sv").json()["messages"]
    assert "ui.lobby" in messages and not [k for k in messages if k.startswith("rules.")]
    assert i18n.t("sv", "rules.vira.vira-overview.title") == "Vira i korthet"


@pytest.mark.parametrize("game", GAMES)
def test_german_is_one_catalogue_for_the_rules_pages(game: str, german, client) -> None:
    """docs/i18n.md "Adding a language": the test-only German catalogue
    (tests/i18n/locales/de) renders every rules page with no code change. What
    it lacks falls back to English message by message, so the German page has
    the English page's anchors and table shapes."""
    de = client.get(f"/api/rules/{game}/de")
    assert de.status_code == 200 and de.text.startswith('<article class="rules-page" lang="de">')
    en = client.get(f"/api/rules/{game}/en").text
    assert parse(de.text).ids == parse(en).ids and shapes(parse(de.text)) == shapes(parse(en))
    if game == "vira":
        # the two German messages are used, everything else is English
        assert '<h2 id="vira-overview">Vira in Kürze</h2>' in de.text
        assert "<td>6 Stiche</td>" in de.text and "<td>6 tricks</td>" in en
        assert de.text.replace("Vira in Kürze", "Vira at a glance").replace(" Stiche", " tricks") \
            .replace('lang="de"', 'lang="en"') == en
    elif game == "bridge":
        # the German seat name (bridge.seat.south) in the table of dealers, everything else English
        assert "<td>Süd</td>" in de.text and "<td>South</td>" in en
        assert de.text.replace('lang="de"', 'lang="en"').replace("<td>Süd</td>", "<td>South</td>") == en
    else:
        assert de.text.replace('lang="de"', 'lang="en"') == en


def test_a_missing_english_message_is_a_bug() -> None:
    """A template naming a message no catalogue has fails loudly (KeyError),
    as t() does: the tests catch a typo in a message id."""
    from talong.core.rules_page import M, Para

    with pytest.raises(KeyError):
        render_page([Para(M("rules.vira.no-such-message"))], "sv")
