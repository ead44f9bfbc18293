"""The Schafkopf table in a real browser (Debian's chromium through
Playwright) against the real server, AI delay 0: a whole deal through the UI
(a Rufer bid in the contract panel, the called ace shown, eight tricks played
by clicking legal cards, card points per side, the engine's settlement lines
laid out by the generic table, the running score, the final standings), the
contract panel when the contract table did not load (built from the legal
bids alone), the lobby and the card pattern chooser (Bavarian, Double-German,
Salzburg). The wording of the settlement lines (Sie, Tout, Schwarz, ...) is
the engine's and tested in tests/schafkopf/test_schafkopf_scoring.py.
Screenshots go to $TALONG_SCREENSHOTS (make screenshots: docs/screenshots/)/schafkopf-*.png. Helpers and fixtures
(server, page) come from test_web_browser.py."""
from __future__ import annotations

import functools

import httpx
import pytest

from talong.ai import make_player
from talong.core.engine import make_party
from talong.core.party import deal_seed
from talong.games.schafkopf import GAME
from talong.games.schafkopf.terminal import _sorted_hand
from talong.i18n import line_text

from test_web_browser import DESKTOP, PHONE, click_and_wait, page, server, shoot  # noqa: F401  (fixtures)

pytestmark = pytest.mark.browser


def bidding(state, human):
    """The bidding round with the basic AI players (their bids depend on the hand only)."""
    ai = make_player("schafkopf", "basic")
    while state.phase == "bidding":
        seat = state.to_move()
        state = state.apply(human(state) if seat == 0 else ai.choose(state.view(seat), state.legal_actions()))
    return state


@functools.cache
def party_seed() -> tuple[int, str]:
    """A party seed whose first deal lets the human (seat 0, the dealer, who
    bids last) call an ace after three passes, and whose second deal is passed
    out when the human passes too (Zusammengeworfen)."""
    for seed in range(1, 2000):
        party = make_party(GAME, {"players": 4, "deals": 2}, seed)
        first = party.next_deal()
        found = []

        def call_an_ace(state):
            rufer = [a for a in state.legal_actions() if a.startswith("bid rufer ")]
            if len(state.bids) == 3 and all(a == "pass" for _, a in state.bids) and rufer:
                found.append(rufer[0])
                return rufer[0]
            return "pass"

        bidding(first, call_an_ace)
        if not found:
            continue
        second = GAME.deal(party.deal_options(2), seed=deal_seed(seed, 2))
        if bidding(second, lambda state: "pass").contract is None:
            return seed, found[0]
    raise AssertionError("no seed with a Rufer for the human and a passed-out second deal")


def open_party(page, server, party: str, seat: int, token: str) -> None:
    page.goto(server.url + "/#/")
    page.wait_for_selector(".game-card")
    page.evaluate("([p, s, t]) => localStorage.setItem('talong.seat.' + p, JSON.stringify({seat: s, token: t, at: Date.now()}))",
                  [party, seat, token])
    page.goto(server.url + f"/#/party/{party}")
    page.wait_for_selector(".table-page .seat-me .hand .card")


def hand(page) -> list[str]:
    return [el.get_attribute("data-card") for el in page.query_selector_all(".seat-me .hand .card")]


def shoot_all(page, name: str) -> None:
    for lang in ("sv", "en"):
        for size, tag in ((DESKTOP, "desktop"), (PHONE, "phone")):
            shoot(page, f"schafkopf-{name}-{tag}-{lang}", lang, size)


def test_a_whole_schafkopf_rufer_deal_through_the_ui(server, page):
    seed, bid = party_seed()
    http = httpx.Client(base_url=server.url, timeout=60)
    res = http.post("/api/parties", json={"game": "schafkopf", "seed": seed, "ai": "basic", "ai_delay": 0,
                                          "length": {"unit": "deals", "value": 2}})
    assert res.status_code == 201, res.text
    party, token = res.json()["party"], res.json()["token"]
    payload = lambda: http.get(f"/api/parties/{party}/seats/0/view",  # noqa: E731
                               headers={"Authorization": f"Bearer {token}"}).json()
    open_party(page, server, party, 0, token)

    # Bidding: my turn after three passes; the panel offers exactly the legal bids.
    page.wait_for_selector(".sk-bidding")
    legal = payload()["legal_actions"]
    offered = {el.get_attribute("data-action") for el in page.query_selector_all(".panel [data-action]")}
    assert offered == set(legal) and bid in offered
    assert page.query_selector_all(".sk-contracts button.bid[disabled]"), "illegal contracts are shown disabled"
    assert page.inner_text(".sk-auction").count("Pass") == 3
    view = payload()["view"]
    assert hand(page) == _sorted_hand(view["hand"], view), "trumps first (Ober, Unter, Herz), then the suits"
    # the trumps' tag is in the table's language, styled as every trump tag (not German "Trumpf")
    tags = [el.inner_text() for el in page.query_selector_all(".seat-me .suit-class.trump")]
    has_trump = any(c[1] in "OU" or c[0] == "H" for c in view["hand"])   # the Rufer order before a contract
    assert tags == (["trumf"] if has_trump else []) and "Trumpf" not in page.inner_text(".seat-me")
    assert "giv" in page.inner_text(".seat-me .nameplate") and "förhand" in page.inner_text(".seat-left .nameplate")
    # the contract names link to their rules, and the table tab leads back
    page.click(".sk-contracts tr[data-contract='rufer'] th a")
    page.wait_for_selector("#contract-rufer.highlight")
    page.click(f".tabs a[href='#/party/{party}']")
    page.wait_for_selector(".sk-bidding")
    shoot_all(page, "bidding")

    click_and_wait(page, f".sk-bidding button[data-action='{bid}']")
    ace = bid.split()[-1] + "A"
    page.wait_for_selector(f".sk-called[data-called-ace='{ace}'] .card[data-card='{ace}']")
    suit = {"E": "Eichel", "G": "Gras", "S": "Schellen"}[ace[0]]
    assert f"{suit}-Daus" in page.inner_text(".sk-contract") and "Rufer" in page.inner_text(".sk-contract")
    assert "spelförare" in page.inner_text(".seat-me .nameplate")

    # Eight tricks, clicking a legal card each time; the table offers only the legal ones.
    shot = False
    for _ in range(40):
        page.wait_for_selector("#next-deal, .seat-me button.card[data-action^='play ']")
        if page.query_selector("#next-deal"):
            break
        p = payload()
        playable = {el.get_attribute("data-action") for el in page.query_selector_all(".seat-me button.card[data-action]")}
        assert playable == set(p["legal_actions"])
        view = p["view"]
        assert hand(page) == _sorted_hand(view["hand"], view)
        if not shot and len(view["tricks"]) >= 2 and view["trick"]["cards"]:
            assert page.query_selector(f".sk-info[data-leader='{view['trick']['leader']}']")
            shoot_all(page, "play")
            shot = True
        first = page.query_selector(".seat-me button.card[data-action^='play ']").get_attribute("data-action")
        click_and_wait(page, f".seat-me button.card[data-action='{first}']")
    else:
        pytest.fail("the deal did not end")
    assert shot and not hand(page)

    # The end: card points per side, the settlement line by line, the running score.
    result = payload()["result"]
    assert result["contract"] == "rufer" and result["played_tricks"] == 8
    ours = int(page.inner_text(".sk-points[data-side='declarers']"))
    theirs = int(page.inner_text(".sk-points[data-side='defenders']"))
    assert (ours, theirs) == (result["card_points"]["declarers"], result["card_points"]["defenders"])
    assert ours + theirs == 120
    lines = page.inner_text(".settlement ol.lines").replace("\u2212", "-")  # amounts show a true minus sign
    assert f"{ours} : {theirs}" in lines and f"Värde {result['value']}" in lines and "Grundvärde 1" in lines
    assert ("vunnet" if result["won"] else "förlorat") in lines
    # the lines are the engine's, word for word; the seat lines carry seat and amount
    texts = [el.inner_text() for el in page.query_selector_all(".settlement ol.lines li .text")]
    assert texts == [line_text(line, "sv") for line in result["lines"]]
    assert texts[0].startswith(f"Rufer ({suit}-Daus): spelförare plats 1, partner plats ")
    amounts = page.query_selector_all(".settlement ol.lines .amount")
    assert len(amounts) == 4 and f"Plats 1 (Du): {result['returns'][0]:+d}".replace("+0", "0") in lines
    # a seat's line says its role only: the seat and amount stand once, beside it
    assert texts[-4:][0] == "Spelförare" and lines.count("Plats 1 ") == 1
    totals = [int(td.get_attribute("data-total")) for td in page.query_selector_all(".standings tbody td.total")]
    assert totals == result["returns"]
    shoot_all(page, "settlement")
    page.select_option("#lang", "en")
    page.wait_for_selector(".table-page[data-lang='en'] .settlement")
    assert "Value" in page.inner_text(".settlement") and "declarer's side" in page.inner_text(".sk-board").lower()
    assert [el.inner_text() for el in page.query_selector_all(".settlement ol.lines li .text")] == \
        [line_text(line, "en") for line in result["lines"]]
    page.select_option("#lang", "sv")
    page.wait_for_selector(".table-page[data-lang='sv'] #next-deal")
    click_and_wait(page, "#next-deal")

    # Deal 2: everybody passes, the human too: thrown in (Zusammengeworfen), and the party is
    # over: nobody deals next, so neither the board nor the settlement says so.
    page.wait_for_selector(".sk-bidding")
    assert "Giv 2" in page.inner_text(".table-page .summary")
    click_and_wait(page, ".sk-bidding [data-action='pass']")
    page.wait_for_selector(".sk-board.zusammen")
    board = page.inner_text(".sk-board")
    assert "Fyra pass" in board and "kastas ihop" in board and "Nästa givare" not in board
    assert "Fyra pass: given kastas ihop, inga poäng." in page.inner_text(".settlement")
    assert "nästa giv" not in page.inner_text(".settlement")
    final = page.inner_text(".final").replace("\u2212", "-")
    assert "Partiet är slut" in final and "Placering 1" in final and "2 givar spelades" in final
    standings = payload()["final"]
    assert [el.inner_text() for el in page.query_selector_all(".final ol.lines li .text")] == \
        [line_text(line, "sv") for line in standings["lines"]]
    assert len(page.query_selector_all(".final ol.lines .amount")) == 4
    assert f"Plats 1 (Du): {standings['totals'][0]:+d}".replace("+0", "0") in final
    # the finished party's replay shows the deal with the German pack
    page.click(f".final a[href='#/replay/{party}/1']")
    page.wait_for_selector(".replay-hands .card svg.german")
    assert [len(x.query_selector_all(".card")) for x in page.query_selector_all(".replay-seat")] == [8, 8, 8, 8]
    for _ in range(4):
        page.click("#replay-next")
    page.wait_for_selector(".replay .sk-contract[data-contract='rufer']")
    http.close()


def test_lobby_start_and_the_card_pattern_changes_the_faces(server, page):
    page.goto(server.url + "/#/")
    page.wait_for_selector("a.game-card[href='#/game/schafkopf']")
    assert "4 spelare · Du mot tre AI-spelare · Poäng per given" in page.inner_text("a.game-card[href='#/game/schafkopf']")
    page.click("a.game-card[href='#/game/schafkopf']")
    page.fill("#opt-length", "1")
    page.click("#start-party")
    page.wait_for_selector(".table-page .seat-me .hand .card svg.german")
    assert len(hand(page)) == 8

    def faces():
        return [el.inner_html() for el in page.query_selector_all(".seat-me .hand .card")]

    def pattern():
        return {el.get_attribute("data-pattern") for el in page.query_selector_all(".seat-me .hand .card svg")}

    assert pattern() == {"bavarian"}
    bavarian = faces()
    for key in ("salzburg", "double-german"):
        page.click(f"label:has(#pattern-{key})")
        page.wait_for_selector(f".seat-me .hand .card svg[data-pattern='{key}']")
        assert pattern() == {key} and faces() != bavarian
    assert page.evaluate("localStorage.getItem('talong.pattern')") == "double-german"
    page.reload()
    page.wait_for_selector(".seat-me .hand .card svg[data-pattern='double-german']")
    assert page.is_checked("#pattern-double-german")
    # one drawing for every pattern: rank indices and suit signs in each; Ober and Unter differ
    drawn = page.evaluate("""async () => {
        const m = await import('/static/js/cards.js');
        const out = {};
        for (const p of ['bavarian', 'double-german', 'salzburg'])
          for (const c of ['EO', 'EU', 'SA', 'H7'])
            out[p + c] = m.drawCard({pack: 'german-32', suit: c[0], rank: c[1]}, {lang: 'sv', pattern: p});
        return out;
    }""")
    for p in ("bavarian", "double-german", "salzburg"):
        assert ">O</text>" in drawn[p + "EO"] and ">U</text>" in drawn[p + "EU"] and ">A</text>" in drawn[p + "SA"]
        assert drawn[p + "EO"] != drawn[p + "EU"]
    assert len({drawn[p + "H7"] for p in ("bavarian", "double-german", "salzburg")}) == 3
    page.click("label:has(#pattern-bavarian)")
    page.wait_for_selector(".seat-me .hand .card svg[data-pattern='bavarian']")
    # the table keeps no settlement of its own: the generic table lays out the engine's lines
    exported = page.evaluate("async () => Object.keys(await import('/static/js/schafkopf.js'))")
    assert "resultLines" not in exported and "finalLines" not in exported


def test_the_contract_panel_without_the_contract_table(server, page):
    """If GET /api/games/schafkopf/tables fails, the panel offers the legal bids
    alone (no copy of the contract table, so no base values) and says so."""
    seed, bid = party_seed()
    http = httpx.Client(base_url=server.url, timeout=60)
    res = http.post("/api/parties", json={"game": "schafkopf", "seed": seed, "ai": "basic", "ai_delay": 0,
                                          "length": {"unit": "deals", "value": 1}})
    assert res.status_code == 201, res.text
    party, token = res.json()["party"], res.json()["token"]
    legal = http.get(f"/api/parties/{party}/seats/0/view", headers={"Authorization": f"Bearer {token}"}).json()[
        "legal_actions"]
    page.route("**/api/games/schafkopf/tables", lambda route: route.fulfill(status=500, body="{}"))
    open_party(page, server, party, 0, token)
    page.wait_for_selector(".sk-bidding")
    offered = {el.get_attribute("data-action") for el in page.query_selector_all(".panel [data-action]")}
    assert offered == set(legal) and bid in offered
    rows = [el.get_attribute("data-contract") for el in page.query_selector_all(".sk-contracts tr")]
    assert rows == list(dict.fromkeys(a.split()[1] for a in legal if a.startswith("bid ")))
    assert not page.query_selector_all(".sk-base") and not page.query_selector_all(".sk-contracts button[disabled]")
    assert "Kontraktstabellen kunde inte hämtas" in page.inner_text(".sk-bidding [role='alert']")
    click_and_wait(page, f".sk-bidding button[data-action='{bid}']")
    page.wait_for_selector(f".sk-called[data-called-ace='{bid.split()[-1]}A']")
    http.close()
