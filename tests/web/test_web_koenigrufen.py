"""The Königrufen table's texts (talong/web/js/koenigrufen.js) for real
engine views, rendered under node with a minimal DOM stand-in and the
catalogues as GET /api/i18n serves them: the instruction for each step, the
contract line, the seat tags, the announcement round and the panels, in
Swedish and in English (rules: koenigrufen-stockholms-wirasallskap.txt)."""
from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path

import pytest

from talong import i18n
from talong.games.koenigrufen import GAME, pack_order
from talong.core.tarock import PACK_NAMES

from node_dom import node_stub

JS = Path(__file__).resolve().parents[2] / "talong" / "web" / "js"
NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="needs node")

SCRIPT = "const [payload, cases] = JSON.parse(require('fs').readFileSync(0, 'utf8'));" + node_stub(" ") + r"""
Promise.all([import(process.argv[1]), import(process.argv[2])]).then(([i18n, kr]) => {
  const out = {};
  const text = (n) => (n ? n.textContent.replace(/\s+/g, ' ').trim() : '');
  const seat = (s) => `S${s + 1}`;
  for (const lang of i18n.languages()) {
    i18n.setLang(lang);
    out[lang] = cases.map((p) => ({
      instruction: p.legal_actions.length ? kr.instruction(p, 0) : null,
      contract: text(kr.contractLine(p.view, seat)),
      roles: [0, 1, 2, 3].map((s) => kr.roleText(p.view, s)),
      announcements: text(kr.auction(p.view, seat)[0]),
      panel: text(kr.panel(p, p.tables, () => {})),
      buttons: (function walk(n) { return !n || n.tag === '#text' ? [] : [...(n.tag === 'button' ? [text(n)] : []),
        ...n.children.flatMap(walk)]; })(kr.panel(p, p.tables, () => {})),
    }));
  }
  console.log(JSON.stringify(out));
});
"""


def render(states_seats) -> dict[str, list[dict]]:
    """The table's texts for each (state, seat), per language."""
    cases = [{"phase": "over" if s.is_terminal() else "play", "seat": seat, "view": s.view(seat),
              "legal_actions": s.legal_actions() if s.to_move() == seat else [], "tables": GAME.tables()}
             for s, seat in states_seats]
    payload = {"languages": i18n.languages(), "catalogues": {lang: i18n.exported(lang) for lang in i18n.languages()}}
    run = subprocess.run([NODE, "-e", SCRIPT, (JS / "i18n.js").as_uri(), (JS / "koenigrufen.js").as_uri()],
                         input=json.dumps([payload, cases]), capture_output=True, text=True, timeout=60, check=True)
    return json.loads(run.stdout)


def deal(hands: dict[int, list[str]], talon: list[str] | None = None, dealer: int = 3):
    """An explicit deal, cut (seat 0 is förhand with dealer 3); missing seats
    get the rest of the pack in order."""
    used = {c for h in hands.values() for c in h} | set(talon or [])
    rest = [c for c in PACK_NAMES if c not in used]
    if talon is None:
        talon, rest = rest[:6], rest[6:]
    hands = dict(hands)
    for seat in range(4):
        if seat not in hands:
            hands[seat], rest = rest[:12], rest[12:]
    return GAME.deal({"dealer": dealer}, deal={"dealer": dealer, "pack": pack_order(hands, talon, dealer)}).apply("cut")


def run(state, *actions):
    for action in actions:
        state = state.apply(action)
    return state


def play_out(state, seed: int = 1):
    rng = random.Random(seed)
    while not state.is_terminal():
        state = state.apply(rng.choice(state.legal_actions()))
    return state


H0 = ["sk", "hk", "ck", "S", "XXI", "XX", "XIX", "h1", "h2", "s7", "s8", "c7"]   # three kings; dk elsewhere


def test_forehand_opening_and_the_free_choice_have_their_own_instructions():
    """p.12 «Budgivningen öppnas av förhand … Förhand får inte passa utan måste
    ge ett bud. Han har emellertid rätt att börja med … »mein Spiel«»: no
    "bid higher or pass" to förhand's first bid (he has no Pass). «Om övriga
    spelare passar av mein Spiel, får förhand spela vilket spel som helst i
    budtabellen … Trischaken eller Sechserdreier»: the free choice says so."""
    start = deal({0: H0})
    after = start.apply("bid mein-spiel")
    choose = run(after, "pass", "pass", "pass")
    assert "pass" not in start.legal_actions() and "pass" in after.legal_actions() and choose.phase == "choose"
    out = render([(start, 0), (after, 1), (choose, 0)])
    sv, en = out["sv"], out["en"]
    assert "passa" in sv[0]["instruction"] and "får inte passa" in sv[0]["instruction"]
    assert "Bjud högre" not in sv[0]["instruction"] and "Bid higher" not in en[0]["instruction"]
    assert "may not pass" in en[0]["instruction"] and "mein Spiel" in en[0]["instruction"]
    assert sv[1]["instruction"] == "Bjud högre eller passa." and en[1]["instruction"] == "Bid higher or pass."
    for lang in (sv, en):
        text = lang[2]["instruction"]
        assert "Trischaken" in text and "Sechserdreier" in text and "mein Spiel" in text
        assert "passa." not in text and "or pass" not in text and "Bjud" not in text
    assert sv[2]["panel"].startswith("Välj ditt spel") and "(mein Spiel passades)" not in sv[2]["panel"]
    assert en[2]["panel"].startswith("Choose your game")


def test_announcement_instruction_names_the_button_there_is():
    """p.14 «Han inleder alltid med orden»jag spelar med«» (a declaring turn
    ends with Done), «Han kan också välja att stå över sin tur med ett pass»:
    the instruction names Klar/Done or pass as the panel's button does; the
    figure values are explained in plain words (Tyst / Dekl., p.20)."""
    s = run(deal({0: H0}), "bid rufer", "pass", "pass", "pass", "call d", "talon top")
    while s.phase == "discard":
        s = s.apply(next(a for a in s.legal_actions() if a.startswith("discard")))
    assert s.phase == "announce"
    first = s
    later = first.apply("done")
    assert "done" in first.legal_actions() and "pass" in later.legal_actions()
    out = render([(first, first.to_move()), (later, later.to_move())])
    for lang, done, pass_ in (("sv", "Klar", "Pass"), ("en", "Done", "Pass")):
        one, two = out[lang]
        assert done in one["buttons"] and done in one["instruction"] and "pass" not in one["instruction"].lower()
        assert pass_ in two["buttons"] and two["instruction"].lower().rstrip(".").endswith("pass" if lang == "en" else "passa")
    assert out["sv"][1]["instruction"] == "Deklarera, säg kontra eller passa."       # no comma before eller
    assert "deklarerad (tyst: hälften)" not in out["sv"][0]["panel"]
    assert "tyst ger den hälften" in out["sv"][0]["panel"]


def test_figure_names_are_english_in_english():
    """The figure table p.20 (Fyra kungar, Kung ultimo) in Swedish; plain
    English words in English; the game terms (Trull, Uhu...) stay."""
    s = run(deal({0: H0}), "bid rufer", "pass", "pass", "pass", "call d", "talon top")
    while s.phase == "discard":
        s = s.apply(next(a for a in s.legal_actions() if a.startswith("discard")))
    out = render([(s, s.to_move())])
    assert any(b.startswith("Fyra kungar") for b in out["sv"][0]["buttons"])
    assert not any("Fyra kungar" in b for b in out["en"][0]["buttons"])
    assert any(b.startswith("Four kings") for b in out["en"][0]["buttons"])
    assert any(b.startswith("Trull") for b in out["en"][0]["buttons"])


def _trischaken_over():
    s = run(deal({0: H0}), "bid mein-spiel", "pass", "pass", "pass", "choose trischaken")
    return s, play_out(s)


def test_trischaken_has_no_declarer_and_its_talon_went_to_the_tricks():
    """KR-D21 p.13 «Om förhand fick mein Spiel avpassat och angav Trischaken
    finns ingen egentlig spelförare, utan alla spelar mot alla»: no declarer
    in the contract line or the seat tags, no "alone against three"; KR-F16
    «I Trischaken delas talongen ut till spelarna under de första sex
    sticken»: no talon halves, the fed cards instead; p.14 «Det är inte
    möjligt att ange kontra i Trischaken»: no announcement round."""
    playing, over = _trischaken_over()
    for s in (playing, over):
        for seat in range(4):
            v = s.view(seat)
            assert v["contract"]["no_declarer"] is True and v["declarer_alone"] is None
            assert "top" not in v["talon"] and "bottom" not in v["talon"]
    assert len(over.view(1)["talon"]["fed"]) == 6 and playing.view(1)["talon"]["fed"] == []
    assert sorted(over.view(1)["talon"]["fed"]) == sorted(over.view(1)["talon_all"])
    out = render([(over, 0), (over, 3)])
    for lang, label, word in (("sv", "Spelförare:", "spelförare"), ("en", "Declarer:", "declarer")):
        for case in out[lang]:
            assert label not in case["contract"] and not any(word in r for r in case["roles"])
            assert "ensam" not in case["contract"] and "alone" not in case["contract"]
            assert case["announcements"] == ""
    assert "alla spelar mot alla" in out["sv"][0]["contract"] and "all play against all" in out["en"][0]["contract"]


def test_a_self_call_is_known_to_the_declarer_only():
    """KR-E05 «En spelare som tror att han är tillräckligt stark … får anropa
    någon av sina egna kungar»; KR-E12 the opponents do not know it
    («Partnerskapet är tillsvidare dolt»): the declarer's view says he plays
    alone, the others' still say the partner is unknown."""
    s = run(deal({0: H0}), "bid rufer", "pass", "pass", "pass", "call s")
    assert s.partner is None and not s.king_in_talon
    assert s.view(0)["declarer_alone"] is True and s.view(0)["own_king"] is True
    for seat in (1, 2, 3):
        assert s.view(seat)["declarer_alone"] is None and s.view(seat)["own_king"] is None
    out = render([(s, 0), (s, 1)])
    assert "ensam mot tre" in out["sv"][0]["contract"] and "okänd" not in out["sv"][0]["contract"]
    assert "alone against three" in out["en"][0]["contract"]
    assert "partnern är ännu okänd" in out["sv"][1]["contract"] and "ensam" not in out["sv"][1]["contract"]


def test_after_the_round_no_seat_is_waiting():
    """p.14 «När tre spelare i rad passat, är deklarations- och
    kontringsrundan avslutad»: at the settlement the list shows what each
    seat said, never "väntar"."""
    s = run(deal({0: H0}), "bid rufer", "pass", "pass", "pass", "call d")
    over = play_out(s, 3)
    out = render([(over, 1)])
    assert out["sv"][0]["announcements"].startswith("Deklarationer och kontra")
    assert "väntar" not in out["sv"][0]["announcements"] and "waiting" not in out["en"][0]["announcements"]


FACE_SCRIPT = "const [payload] = JSON.parse(require('fs').readFileSync(0, 'utf8'));" + node_stub(" ") + r"""
Promise.all([import(process.argv[1]), import(process.argv[2]), import(process.argv[3])]).then(([i18n, tarock, cards]) => {
  const out = {};
  for (const lang of i18n.languages()) {
    i18n.setLang(lang);
    out[lang] = Object.fromEntries(['hk', 'hd', 'cka', 'ckn', 'hka', 'dkn'].map((n) => [n, tarock.draw(tarock.parse(n))]));
    out[lang].french = Object.fromEntries(['SJ', 'CK', 'HQ'].map((n) => [n, cards.drawCard(cards.parseCard(n))]));
  }
  console.log(JSON.stringify(out));
});
"""


def test_a_cavall_or_jack_in_a_fanned_hand_never_reads_as_a_king():
    """Issue 9 review: in a fanned hand the next card covers a figure's right
    half; a centred "Ka" or "Kn" (tarock, and the Swedish knekt of bridge's
    and Vira's pack) then showed only its "K". A two-letter figure
    index under the symbol stays in the card's visible left half (x ≤ 52 of
    100), while a king's and a queen's single letter stays centred."""
    import re
    payload = {"languages": i18n.languages(), "catalogues": {lang: i18n.exported(lang) for lang in i18n.languages()}}
    run = subprocess.run([NODE, "-e", FACE_SCRIPT, (JS / "i18n.js").as_uri(), (JS / "tarock-cards.js").as_uri(),
                          (JS / "cards.js").as_uri()],
                         input=json.dumps([payload]), capture_output=True, text=True, timeout=60, check=True)
    for lang, faces in json.loads(run.stdout).items():
        for name, svg in faces.pop("french").items():   # bridge's and Vira's pack: the Swedish knekt "Kn"
            x, text = [(float(m[0]), m[1]) for m in re.findall(r'<text x="([\d.]+)"[^>]*y="98"[^>]*>([^<]+)</text>', svg)][-1]
            assert (x == 39 and 'textLength="24"' in svg) if len(text) > 1 else x == 50, (lang, name, text, x)
        for name, svg in faces.items():
            # the centre index: the last <text> drawn at y=106
            x, size, text = [(float(m[0]), float(m[1]), m[2]) for m in re.findall(
                r'<text x="([\d.]+)" y="106" font-size="([\d.]+)"[^>]*>([^<]+)</text>', svg)][-1]
            if len(text) > 1:
                length = re.search(r'<text x="[\d.]+" y="106"[^>]*textLength="([\d.]+)"', svg)
                width = float(length[1]) if length else 0.62 * size * len(text)
                assert x + width / 2 <= 52, (lang, name, text, x, width)
            else:
                assert x == 50, (lang, name, text, x)
