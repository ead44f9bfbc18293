"""The Königrufen table in a real browser (Debian's chromium through
Playwright) against the real server, AI delay 0: a whole deal through the UI
(förhand's Rufer in the bidding panel with the bid values, the king call with
the kings as cards, the two talon halves as fans to choose one, the discards
with the count the rule allows, the announcement round as its own panel with
what each player said, twelve tricks played by clicking legal cards with the
trick winner shown, the settlement line by line with each seat's amount and
the running totals). The settlement's wording and amounts are the engine's
and tested in tests/koenigrufen/test_kr_scoring.py. Screenshots go to
$TALONG_SCREENSHOTS/koenigrufen-*.png. Helpers and fixtures (server, page)
come from test_web_browser.py."""
from __future__ import annotations

import functools

import httpx
import pytest

from talong.ai import make_player
from talong.core.engine import make_party
from talong.games.koenigrufen import GAME
from talong.i18n import line_text

from test_web_browser import DESKTOP, PHONE, click_and_wait, page, server, shoot  # noqa: F401  (fixtures)

pytestmark = pytest.mark.browser
OPTIONS = {"players": 4, "rounds": 1}


def human_choice(state) -> str:
    """What the person at seat 0 does in the test: cut, förhand's Rufer,
    the first king and half offered, the first discards offered; in the
    announcement round the first figure offered once, then done or pass."""
    legal = state.legal_actions()
    if "bid rufer" in legal:
        return "bid rufer"
    said = [e["action"] for e in state.view(0)["announcements"] if e["seat"] == 0]
    if state.phase == "announce":
        figures = [a for a in legal if a.startswith("announce ")]
        if figures and not said:
            return figures[0]
        return "done" if "done" in legal else "pass"
    if state.phase == "bidding":
        return "pass" if "pass" in legal else legal[0]
    return legal[0]


@functools.cache
def party_seed() -> int:
    """A party seed whose first deal has the person (seat 0) as förhand, whose
    Rufer the basic AI players let stand, and who then calls, takes a talon
    half, discards and announces (the server seeds its AI players by
    party seed × 31 + seat, talong/server/tables.py)."""
    for seed in range(1, 400):
        party = make_party(GAME, dict(OPTIONS), seed)
        state = party.next_deal()
        ais = {s: make_player("koenigrufen", "basic", seed=seed * 31 + s) for s in (1, 2, 3)}
        phases = []
        while not state.is_terminal() and state.phase not in ("play",):
            seat = state.to_move()
            phases.append(state.phase)
            action = human_choice(state) if seat == 0 else ais[seat].choose(state.view(seat), state.legal_actions())
            state = state.apply(action)
        c = state.contract
        if c is not None and c.key == "rufer" and state.declarer == 0 and "talon" in phases \
                and state.view(0)["called"] and state.view(0)["called"]["suit"] and not state.gave_up:
            return seed
    raise AssertionError("no seed where the person plays Rufer with a talon choice")


def open_party(page, server, party: str, seat: int, token: str) -> None:
    page.goto(server.url + "/#/")
    page.wait_for_selector(".game-card")
    page.evaluate("([p, s, t]) => localStorage.setItem('talong.seat.' + p, JSON.stringify({seat: s, token: t, at: Date.now()}))",
                  [party, seat, token])
    page.goto(server.url + f"/#/party/{party}")
    page.wait_for_selector(".table-page .seat-me .hand .card")


def shoot_all(page, name: str) -> None:
    for lang in ("sv", "en"):
        for size, tag in ((DESKTOP, "desktop"), (PHONE, "phone")):
            shoot(page, f"koenigrufen-{name}-{tag}-{lang}", lang, size)


def hand(page) -> list[str]:
    return [el.get_attribute("data-card") for el in page.query_selector_all(".seat-me .hand .card")]


def test_a_whole_koenigrufen_deal_through_the_ui(server, page):
    seed = party_seed()
    http = httpx.Client(base_url=server.url, timeout=60)
    res = http.post("/api/parties", json={"game": "koenigrufen", "seed": seed, "ai": "basic", "ai_delay": 0,
                                          "length": {"unit": "rounds", "value": 1}})
    assert res.status_code == 201, res.text
    party, token = res.json()["party"], res.json()["token"]
    payload = lambda: http.get(f"/api/parties/{party}/seats/0/view",  # noqa: E731
                               headers={"Authorization": f"Bearer {token}"}).json()
    open_party(page, server, party, 0, token)

    # Bidding: förhand opens; the panel offers exactly the legal bids, each with its value.
    page.wait_for_selector(".kr-bidding")
    p = payload()
    offered = {el.get_attribute("data-action") for el in page.query_selector_all(".panel [data-action]")}
    assert offered == set(p["legal_actions"]) and "bid rufer" in offered and "pass" not in offered
    assert "vunnet 1 / förlorat 1" in page.inner_text(".kr-bids li[data-contract='rufer']")
    assert "förhand" in page.inner_text(".seat-me .nameplate")
    view = p["view"]
    shown = hand(page)
    assert sorted(shown) == sorted(view["hand"])
    taroks = [c for c in shown if c == "S" or c.isupper()]
    assert shown[:len(taroks)] == taroks, "the taroks come first in the hand"
    shoot_all(page, "bidding")
    click_and_wait(page, ".kr-bidding button[data-action='bid rufer']")

    # The king call: the kings the rule allows as cards.
    page.wait_for_selector(".kr-call")
    calls = [el.get_attribute("data-action") for el in page.query_selector_all(".kr-call [data-action]")]
    assert set(calls) == set(payload()["legal_actions"])
    king_call = next(a for a in calls if a != "call fourth")
    click_and_wait(page, f".kr-call [data-action='{king_call}']")
    page.wait_for_selector(f".kr-called[data-called='{king_call.split()[1]}k']")

    # The talon: two fans of three, each a button; take the top half.
    page.wait_for_selector(".kr-half.choose[data-action='talon top']")
    talon = payload()["view"]["talon"]
    fans = [[el.get_attribute("data-card") for el in half.query_selector_all(".card")]
            for half in page.query_selector_all(".kr-half")]
    assert fans == [talon["top"], talon["bottom"]]
    shoot_all(page, "talon")
    click_and_wait(page, ".kr-half.choose[data-action='talon top']")

    # Discards: three, and the button waits for exactly three.
    page.wait_for_selector(".seat-me button.card[data-action^='discard ']")
    assert len(hand(page)) == 15
    assert "Lägg bort 3 kort" in page.inner_text("#instruction")
    legal = [a for a in payload()["legal_actions"] if a.startswith("discard ")]
    for action in legal[:2]:
        page.click(f".seat-me button.card[data-action='{action}']")
    assert page.is_disabled("#discard")
    page.click(f".seat-me button.card[data-action='{legal[2]}']")
    assert not page.is_disabled("#discard")
    click_and_wait(page, "#discard")

    # The announcement round: its own panel lists what each player said.
    page.wait_for_selector(".kr-announce-panel")
    page.wait_for_selector(".kr-announcements")
    figure = page.query_selector(".kr-announce-panel button[data-action^='announce ']").get_attribute("data-action")
    click_and_wait(page, f".kr-announce-panel button[data-action='{figure}']")
    said = page.inner_text(".kr-announcements li[data-seat='0']")
    assert said.split(":", 1)[1].strip(), "the own declaration is listed"
    shoot_all(page, "announce")
    for _ in range(10):
        page.wait_for_selector(".kr-announce-panel, .seat-me button.card[data-action^='play ']")
        if not page.query_selector(".kr-announce-panel"):
            break
        end = "done" if page.query_selector(".kr-announce-panel [data-action='done']") else "pass"
        click_and_wait(page, f".kr-announce-panel [data-action='{end}']")
    announcements = payload()["view"]["announcements"]
    for s in range(4):
        mine = [e for e in announcements if e["seat"] == s]
        text = page.inner_text(f".kr-announcements li[data-seat='{s}']")
        assert ("…" in text) == (not mine)

    # Twelve tricks, clicking a legal card each time; the trick winner is named.
    shot = False
    for _ in range(30):
        page.wait_for_selector("#next-deal, .seat-me button.card[data-action^='play ']")
        if page.query_selector("#next-deal"):
            break
        p = payload()
        playable = {el.get_attribute("data-action") for el in page.query_selector_all(".seat-me button.card[data-action]")}
        assert playable == set(p["legal_actions"])
        view = p["view"]
        if view["last_trick"]:
            assert page.query_selector(f".kr-last[data-winner='{view['last_trick']['winner']}']")
        if not shot and len(view["tricks_played"]) >= 2 and view["trick"]["cards"]:
            shoot_all(page, "play")
            shot = True
        first = page.query_selector(".seat-me button.card[data-action^='play ']").get_attribute("data-action")
        click_and_wait(page, f".seat-me button.card[data-action='{first}']")
    else:
        pytest.fail("the deal did not end")
    assert shot

    # The settlement: every line with each seat's amount, the sum, the running totals.
    result = payload()["result"]
    assert result["contract"] == "rufer"
    rows = page.query_selector_all(".kr-lines tbody tr")
    assert len(rows) == len(result["lines"])
    for row, line in zip(rows, result["lines"]):
        cells = [c.inner_text().replace("\u2212", "-").replace("+", "") for c in row.query_selector_all("td")]
        assert cells[0] == line_text(line, "sv")
        assert [int(x or 0) for x in cells[1:]] == line["amounts"]
    sums = [int(c.inner_text().replace("\u2212", "-").replace("+", "")) for c in page.query_selector_all(".kr-lines tfoot td")]
    assert sums == result["returns"] and sum(sums) == 0
    cp = result["card_points"]
    assert page.inner_text(".kr-points[data-side='declarers']") == cp["declarers_text"]
    totals = [int(el.get_attribute("data-total")) for el in page.query_selector_all(".standings td.total")]
    assert totals == result["returns"]
    shoot_all(page, "settlement")
