"""Text that used to live in code as Swedish/English pairs comes from the
catalogues (issue 8 item 4, docs/i18n.md): the bridge AI's explanations of
its calls, the calls and strains, Vira's and Schafkopf's action and card
words, the server's action labels. Each renders in sv and en from the
catalogue, and the test-only German catalogue changes it with no code change.
So do bridge's card and claim words, Königrufen's action words, the decimal
separator and the front end's card, suit, rank and seat names (cards.js,
tarock-cards.js, bridge.js), the last rendered under node."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from talong import i18n
from talong.ai.advice import hint
from talong.ai.bridge import explain_call
from talong.ai.advice.report import review_lines
from talong.ai.bridge.bidding import (major_responses, minor_responses, notrump_rebids, notrump_responses,
                                      opening_options)
from talong.games import get_game
from talong.games.bridge.auction import describe_call, explanation_text
from talong.core.cards import FRENCH_52
from talong.games.bridge.lin import pbn_boards
from talong.games.bridge.state import claim_line
from talong.games.bridge.terminal import auction_rows
from talong.games.koenigrufen.terminal import announce as koenigrufen_announce
from talong.games.koenigrufen.texts import describe as koenigrufen_describe
from talong.games.koenigrufen.texts import seat_text as koenigrufen_seat
from talong.games.schafkopf.texts import describe as schafkopf_describe
from talong.games.vira.view import card_text as vira_card

ROOT = Path(__file__).resolve().parents[2]
NODE = shutil.which("node")
TEST_LOCALES = Path(__file__).resolve().parent / "locales"
NOTRUMP = {"msg": {"id": "bridge.ai.hcp_balanced", "params": {"low": 15, "high": 17}}, "alert": False}


@pytest.fixture
def german():
    i18n.add_locale_dir(TEST_LOCALES)
    yield
    i18n.remove_locale_dir(TEST_LOCALES)


def texts(note: dict) -> tuple[str, str]:
    return i18n.render(note["msg"], "sv"), i18n.render(note["msg"], "en")


def test_an_explanation_is_a_message_with_parameters():
    """The explain hook gives {"msg", "alert"}; ranges, lengths and suits are
    parameters, the suit itself a message."""
    assert explain_call(0, [], "1N") == NOTRUMP
    assert texts(NOTRUMP) == ("15-17 hp, balanserad", "15-17 HCP, balanced")
    weak = explain_call(0, [], "2S")
    assert weak["msg"]["params"]["suit"] == {"id": "bridge.strain.S", "params": {}}
    assert texts(weak) == ("svag tvåa: 6-10 hp, 6 spader", "weak two: 6-10 HCP, six spades")
    stayman = explain_call(0, ["1N", "pass"], "2C")
    assert stayman["alert"] is True
    assert texts(stayman) == ("Stayman: frågar efter 4-korts högfärg, 8+ hp",
                              "Stayman: asks for a four-card major, 8+ HCP")


def test_several_meanings_and_plain_calls():
    sv, en = texts(explain_call(0, ["1C", "pass", "1H", "pass"], "1N"))
    assert en.count("; or ") == 1 and sv.count("; eller ") == 1 and "12-14 HCP, balanced" in en
    assert texts(explain_call(0, ["1C", "pass", "1H", "pass", "1N", "pass", "3N", "pass"], "7N")) == \
        ("storslam i sang, att spela", "grand slam in notrump, to play")
    assert texts(explain_call(0, [], "redouble")) == ("redubbelt", "redouble")   # not legal: read plainly


def test_every_option_of_the_system_renders_in_every_language():
    """No option's message lacks an id or a parameter in any catalogue."""
    options = [*opening_options(), *notrump_responses(), *major_responses(2), *major_responses(3),
               *minor_responses(0), *minor_responses(1)]
    options += [o for r in ("2C", "2N", "3H", "3S", "4N", "pass") for o in notrump_rebids(r)]
    for option in options:
        for lang in i18n.languages():
            text = i18n.render(option.text, lang)
            assert text and "{" not in text, (option.call, lang, text)
    sv = {i18n.render(o.text, "sv") for o in options}
    en = {i18n.render(o.text, "en") for o in options}
    assert "inget att tillägga" in sv and "nothing more to say" in en and not sv & {"nothing more to say"}


def test_a_third_language_is_one_catalogue(german):
    """The German test catalogue words two messages; the rest of an
    explanation falls back to English message by message."""
    assert i18n.render(NOTRUMP["msg"], "de") == "15-17 FP, ausgeglichen"
    assert i18n.render(explain_call(0, [], "2S")["msg"], "de") == "weak two: 6-10 HCP, six Pik"
    assert describe_call("4S", "de") == "4 Pik" and describe_call("double", "de") == "double"


def test_the_server_labels_every_catalogues_language(german, tmp_path):
    from fastapi.testclient import TestClient

    from talong.server.app import create_app
    with TestClient(create_app(f"sqlite:///{tmp_path / 'labels.sqlite'}", ai_delay=0)) as client:
        res = client.post("/api/parties", json={"game": "bridge", "seat": 2, "seed": 1, "ai": "basic"})
        assert res.status_code == 201, res.text
        labels = res.json()["view"]["labels"]
    assert labels and all(set(label) == {"de", "en", "sv"} for label in labels.values())
    spades = next(call for call in labels if call[0].isdigit() and call[1] == "S")
    assert labels[spades] == {"de": f"{spades[0]} Pik", "en": f"{spades[0]} spades", "sv": f"{spades[0]} spader"}


def test_calls_vira_and_schafkopf_words():
    assert (describe_call("3N", "sv"), describe_call("3N", "en")) == ("3 sang", "3 notrump")
    assert (describe_call("double", "sv"), describe_call("pass", "en")) == ("dubbelt", "pass")
    assert (vira_card("CT", "sv"), vira_card("D9", "en")) == ("klöver tia", "9 of diamonds")
    assert schafkopf_describe("play EO", "sv") == "Spelar Eichel-Ober"
    assert schafkopf_describe("play EO", "en") == "Plays Eichel Ober"
    assert schafkopf_describe("bid rufer G", "sv") == "Bjuder Rufer med Gras-Daus"
    assert schafkopf_describe("bid solo H", "en") == "Bids Herz Solo"
    vira = get_game("vira").deal({}, seed=3)
    assert vira.describe("buy", "en").startswith("buys ") and vira.describe("lay", "sv") == "lägger handen"


def test_terminal_export_and_hint_render_the_explanation():
    """The terminal shows the player's language; LIN/PBN files carry English
    (their convention); a hint names the meaning in every language."""
    view = {"dealer": "N", "auction": [{"seat": "N", "call": "1N", "explanation": NOTRUMP}]}
    assert any(row.endswith("1NT: 15-17 hp, balanserad") for row in auction_rows(view, "sv"))
    assert explanation_text(NOTRUMP) == "15-17 HCP, balanced" and explanation_text("gesthem") == "gesthem"
    board = {"deal": {}, "actions": [{"seat": 0, "action": "1N", "alert": True, "explanation": NOTRUMP}]}
    assert pbn_boards([board])[0]["notes"]["Auction"] == ["1:15-17 HCP, balanced"]
    state = get_game("bridge").deal({"board": 1}, seed=1)
    got = hint("bridge", state.view(0), state.legal_actions())
    assert got["reason"]["id"] == "advice.system"
    meaning = got["reason"]["params"]["meaning"]
    assert got["text"]["sv"].endswith(i18n.render(meaning, "sv"))
    assert got["text"]["en"].endswith(i18n.render(meaning, "en"))


def test_bridge_card_and_claim_words():
    bridge = get_game("bridge").deal({"board": 1}, seed=1)
    words = {a: (bridge.describe(a, "sv"), bridge.describe(a, "en"))
             for a in ("play SQ", "play HT", "play C2", "play DA", "claim 8", "claim 1", "accept", "dispute")}
    assert words == {"play SQ": ("♠D", "♠Q"), "play HT": ("♥10", "♥10"),
                     "play C2": ("♣2", "♣2"), "play DA": ("♦E", "♦A"),
                     "claim 8": ("anspråk på 8 stick", "claim of 8 tricks"),
                     "claim 1": ("anspråk på 1 stick", "claim of 1 trick"),
                     "accept": ("godta anspråket", "accept the claim"),
                     "dispute": ("bestrida anspråket: spelet fortsätter", "dispute the claim: play on")}
    assert [FRENCH_52.rank_label(FRENCH_52.parse(c), "sv") for c in ("ST", "SJ", "SQ", "SK", "SA")] == \
        ["10", "Kn", "D", "K", "E"]
    assert [FRENCH_52.rank_label(FRENCH_52.parse(c), "en") for c in ("ST", "SJ", "SA", "S7")] == ["10", "J", "A", "7"]


def test_koenigrufen_words():
    pairs = {"pass": ("Pass", "Pass"), "knacka": ("Knackar", "Knocks (knacka)"),
             "pile 2": ("Väljer hög 2", "Takes pile 2"), "bid dreier": ("Bjuder Dreier", "Bids Dreier"),
             "call fourth": ("Anropar den fjärde kungen", "Calls the fourth king"),
             "call h": ("Anropar hjärterkungen", "Calls the king of hearts"),
             "talon bottom": ("Tar undre talonghalvan", "Takes the bottom talon half"),
             "discard hk": ("Lägger bort hjärter kung", "Lays away king of hearts"),
             "announce game": ("Deklarerar spelet", "Declares the game"),
             "rekontra game-pagat": ("Rekontra på spelet", "Rekontra on the game"),
             "play XXI": ("Spelar tarok XXI (Mond)", "Plays tarok XXI (Mond)"), "nonsense 1": ("nonsense 1", "nonsense 1")}
    assert {a: (koenigrufen_describe(a, "sv"), koenigrufen_describe(a, "en")) for a in pairs} == pairs
    assert (koenigrufen_seat(0, "sv"), koenigrufen_seat(3, "en")) == ("plats 1", "seat 4")
    state = get_game("koenigrufen").deal({}, seed=1)
    while not any(a.startswith("discard ") for a in state.legal_actions()):
        state = state.apply(state.legal_actions()[0])
    hidden = [a for a in state.legal_actions() if a.startswith("discard ")
              and a.split()[1] not in state.apply(a).view(None)["discards"]["shown"]]
    assert hidden and koenigrufen_announce(state, hidden[0], "sv") == "Lägger bort ett kort"
    assert koenigrufen_announce(state, hidden[0], "en") == "Lays a card away"


def test_each_catalogue_names_its_decimal_sign():
    review = {"decisions": [{"marked": True, "text": {"sv": "x", "en": "x"}, "cost": 1.5,
                             "best_text": {"sv": "y", "en": "y"}}],
              "unit": {"sv": "p", "en": "p"}, "unit_key": "unit.score", "method": {"sv": "m", "en": "m"}, "total": 2.75}
    assert "2,8" in review_lines(review, "sv")[0] and "2.8" in review_lines(review, "en")[0]   # one decimal, as the table shows


def test_a_card_and_a_seat_change_with_the_german_catalogue(german):
    """The German test catalogue names the queen of hearts and South: bridge's
    replay text, the terminal's rank index and a line's seat read them, and
    what it lacks falls back to English word by word."""
    bridge = get_game("bridge").deal({"board": 1}, seed=1)
    assert bridge.describe("play HQ", "de") == "♥D"   # bridge.card: the suit's symbol and the German index
    assert bridge.describe("play SK", "de") == "♠K"   # an index the German catalogue lacks: English
    assert FRENCH_52.rank_label(FRENCH_52.parse("HQ"), "de") == "D"
    line = i18n.line_text(claim_line(2, 3, 10, 0, "agreed"), "de")
    assert "Süd claims" in line and line == i18n.line_text(claim_line(2, 3, 10, 0, "agreed"), "en") \
        .replace("South", "Süd", 1)


# node has fetch but no page: stub what i18n.js reads; then the card modules
# and bridge.js render their words in every language.
CARDS_SCRIPT = """
const [payload] = JSON.parse(require('fs').readFileSync(0, 'utf8'));
const store = {};
globalThis.localStorage = { getItem: (k) => store[k] ?? null, setItem: (k, v) => { store[k] = String(v); } };
globalThis.document = { documentElement: {} };
globalThis.fetch = async () => ({ json: async () => payload });
const base = process.argv[1];
Promise.all(['i18n', 'cards', 'bridge'].map((m) => import(`${base}/${m}.js`))).then(([i18n, cards, bridge]) => {
  const out = {};
  const label = (name, pack) => cards.cardLabel(cards.parseCard(name, pack));
  for (const lang of i18n.languages()) {
    i18n.setLang(lang);
    out[lang] = [label('HQ'), label('ST'), label('C7'), cards.rankIndex('french-52', 'Q'),
      label('EA', 'german-32'), label('SK', 'german-32'), label('HT', 'german-32'),
      label('hkn', 'tarock-54'), label('cka', 'tarock-54'), label('d1', 'tarock-54'), label('XXI', 'tarock-54'),
      label('V', 'tarock-54'), label('S', 'tarock-54'), bridge.seatLabel(2, 2),
      i18n.t(cards.PATTERNS.bavarian)];
  }
  console.log(JSON.stringify(out));
});
"""


@pytest.mark.skipif(NODE is None, reason="needs node")
def test_the_front_end_names_cards_and_seats_from_the_catalogues(german):
    payload = {"languages": i18n.languages(), "catalogues": {lang: i18n.exported(lang) for lang in i18n.languages()}}
    run = subprocess.run([NODE, "-e", CARDS_SCRIPT, (ROOT / "talong/web/js").as_uri()], input=json.dumps([payload]),
                         capture_output=True, text=True, timeout=60, check=True)
    got = json.loads(run.stdout)
    assert got["sv"] == ["hjärter dam", "spader tia", "klöver 7", "D", "Eichel Daus", "Schellen König", "Herz tia",
                         "hjärter knekt", "klöver kavall", "ruter 1", "tarok XXI (Mond)", "tarok V", "Sküs",
                         "Syd (Du)", "Bayerskt"]
    assert got["en"] == ["queen of hearts", "ten of spades", "7 of clubs", "Q", "Daus of Eichel",
                         "König of Schellen", "ten of Herz", "jack of hearts", "cavall of clubs", "1 of diamonds",
                         "tarok XXI (Mond)", "tarok V", "Sküs", "South (You)", "Bavarian"]
    # German: one catalogue, no code: its card, index, seat and pattern; English for what it lacks
    assert got["de"][:4] == ["Herz Dame", "spades ten", "clubs 7", "D"]
    assert got["de"][-2:] == ["Süd (You)", "Bayerisches Bild"]


def test_no_swedish_english_pairs_left_in_the_converted_code():
    """The pairs this change moved stay out: no text_sv/text_en, no
    `lang == "sv"` choice of words, no {sv: ..., en: ...} suit tables."""
    python = [*(ROOT / "talong/ai/bridge").glob("*.py"), ROOT / "talong/games/bridge/auction.py",
              ROOT / "talong/games/vira/view.py", ROOT / "talong/games/vira/terminal.py",
              ROOT / "talong/games/schafkopf/texts.py", ROOT / "talong/server/tables.py",
              ROOT / "talong/ai/advice/bridge.py", ROOT / "talong/games/bridge/state.py",
              ROOT / "talong/games/bridge/terminal.py",
              ROOT / "talong/games/koenigrufen/texts.py", ROOT / "talong/games/koenigrufen/terminal.py",
              ROOT / "talong/ai/advice/report.py", ROOT / "talong/core/cards.py", ROOT / "talong/core/tarock.py"]
    for path in python:
        text = path.read_text()
        assert not re.search(r"text_(sv|en)|lang\s*[!=]=\s*[\"']sv|[\"']sv[\"']\s*:|name_sv", text), path
    for name in ("koenigrufen.js", "schafkopf.js", "generic.js", "vira.js", "i18n.js", "cards.js", "tarock-cards.js",
                 "bridge.js", "advice.js", "dom.js"):
        text = (ROOT / "talong/web/js" / name).read_text()
        assert not re.search(r"text_sv|text_en|\b(sv|en):\s*[\['{]|===\s*'sv'", text), name
