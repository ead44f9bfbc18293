"""The message catalogues (docs/i18n.md): every id the code uses exists in
every catalogue, every catalogue has the same ids with the same parameters,
plurals follow each language's rule, and a new language is one catalogue."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from talong import i18n

ROOT = Path(__file__).resolve().parents[2]
PY = sorted((ROOT / "talong").rglob("*.py"))
JS = sorted((ROOT / "talong" / "web" / "js").glob("*.js")) + [ROOT / "talong" / "web" / "index.html"]
TEST_LOCALES = Path(__file__).resolve().parent / "locales"

# Literal ids: msg("x"), texts("x"), t(lang, "x") in Python; t('x'), data-t="x",
# {id: 'x'} and bridge.js's L('x') (= t('bridge.ui.x')) in the front end.
PY_IDS = [re.compile(r"""\b(?:msg|texts)\(\s*["']([a-z][\w]*\.[\w.]+)["']"""),
          re.compile(r"""\bt\(\s*\w+\s*,\s*["']([a-z][\w]*\.[\w.]+)["']""")]
JS_IDS = [re.compile(r"""\bt\(\s*'([a-z][\w]*\.[\w.]+)'"""), re.compile(r'data-t="([\w.]+)"'),
          re.compile(r"""\bid:\s*'([a-z][\w]*\.[\w.]+)'""")]


def shipped() -> dict[str, i18n.Catalogue]:
    return {lang: cat for lang, cat in i18n.catalogues().items()
            if (i18n.LOCALES / lang / "LC_MESSAGES" / "talong.po").exists()}


def used_ids() -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for path, patterns in [(p, PY_IDS) for p in PY] + [(p, JS_IDS) for p in JS]:
        text = path.read_text(encoding="utf-8")
        for pattern in patterns:
            for m in pattern.finditer(text):
                found.setdefault(m.group(1), set()).add(str(path.relative_to(ROOT)))
        if path.name == "bridge.js":
            for m in re.finditer(r"\bL\('(\w+)'\)", text):
                found.setdefault(f"bridge.ui.{m.group(1)}", set()).add(str(path.relative_to(ROOT)))
    return found


def params(text: i18n.Text) -> set[str]:
    forms = text if isinstance(text, tuple) else (text,)
    return {name for form in forms for name in i18n.PARAM.findall(form)}


def test_swedish_and_english_ship():
    assert {"sv", "en"} <= set(shipped())


def test_every_id_used_exists_in_every_catalogue():
    used = used_ids()
    assert len(used) > 100   # the scan finds the code's ids (a broken regex would find none)
    for lang, cat in shipped().items():
        missing = {mid: sorted(where) for mid, where in used.items() if mid not in cat.messages}
        assert not missing, f"{lang}: ids used but not in the catalogue: {missing}"


def test_catalogues_have_the_same_ids_and_parameters():
    cats = shipped()
    english = cats["en"].messages
    for lang, cat in cats.items():
        assert set(cat.messages) == set(english), f"{lang}: {set(cat.messages) ^ set(english)}"
        for mid, text in cat.messages.items():
            assert params(text) == params(english[mid]), f"{lang} {mid}: parameters differ from English"
            assert isinstance(text, tuple) == isinstance(english[mid], tuple), f"{lang} {mid}: plural in one only"


def test_no_empty_text_and_plural_forms_complete():
    for lang, cat in shipped().items():
        for mid, text in cat.messages.items():
            forms = text if isinstance(text, tuple) else (text,)
            assert all(f.strip() for f in forms), f"{lang} {mid}: empty translation"
            if isinstance(text, tuple):
                assert len(text) == cat.num_plurals, f"{lang} {mid}: {len(text)} forms, the rule has {cat.num_plurals}"


def test_plurals_follow_the_language():
    """No more "1 tricks": the form comes from the catalogue's Plural-Forms rule."""
    assert i18n.t("en", "ui.tricks_count", count=1) == "1 trick"
    assert i18n.t("en", "ui.tricks_count", count=0) == "0 tricks"
    assert i18n.t("en", "ui.tricks_count", count=2) == "2 tricks"
    assert i18n.t("sv", "ui.tricks_count", count=1) == "1 stick"
    assert i18n.t("sv", "ui.cards_count", count=13) == "13 kort"


def test_messages_nest_and_render_in_each_language():
    line = i18n.msg("bridge.ui.sheetLine", here="+420", there=i18n.msg("ui.tricks_count", count=1))
    assert i18n.render(line, "en") == "NS +420 · Other table NS 1 trick"
    assert i18n.render(line, "sv") == "NS +420 · Andra bordet NS 1 stick"
    assert i18n.texts("ui.lobby") == {"en": "Card room", "sv": "Spelrum"}


def test_a_missing_parameter_or_id_is_an_error_not_a_blank():
    with pytest.raises(KeyError):
        i18n.t("en", "bridge.ui.sheetLine", here="+1")
    with pytest.raises(KeyError):
        i18n.t("en", "no.such.message")


@pytest.fixture
def client(tmp_path):
    from fastapi.testclient import TestClient

    from talong.server.app import create_app
    with TestClient(create_app(f"sqlite:///{tmp_path / 'i18n.sqlite'}", ai_delay=0)) as c:
        yield c


@pytest.fixture
def german():
    i18n.add_locale_dir(TEST_LOCALES)
    yield
    i18n.remove_locale_dir(TEST_LOCALES)


def test_german_is_one_more_catalogue(german):
    """Adding a language is adding one catalogue directory: no code changes.
    What the (test-only, partial) German catalogue lacks falls back to English."""
    assert "de" in i18n.languages()
    assert i18n.t("de", "ui.tricks_count", count=1) == "1 Stich"
    assert i18n.t("de", "ui.tricks_count", count=3) == "3 Stiche"
    assert i18n.t("de", "ui.lobby") == "Spielsaal"
    assert i18n.t("de", "ui.settings") == "Settings"
    assert i18n.texts("ui.lobby")["de"] == "Spielsaal"


def test_the_api_serves_every_catalogue(german, client):
    every = client.get("/api/i18n").json()
    assert every["languages"] == ["de", "en", "sv"]
    assert every["catalogues"]["de"]["messages"]["ui.tricks_count"] == ["{count} Stich", "{count} Stiche"]
    sv = client.get("/api/i18n/sv").json()
    assert sv["plural"] == "(n != 1)" and sv["messages"]["ui.lobby"] == "Spelrum"
    lobby = {g["name"]: g for g in client.get("/api/games").json()}
    assert all("de" in g["blurb"] and all("de" in line for line in g["summaries"].values()) for g in lobby.values())
    missing = client.get("/api/i18n/xx")
    assert missing.status_code == 404 and "GET /api/i18n" in missing.json()["rule"]
