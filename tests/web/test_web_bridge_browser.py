"""The bridge table in a real browser (Debian's chromium through Playwright)
against the real server, AI delay 0 (SPEC.md "Contract bridge: decisions").

The human sits South. A whole board through the UI: every call from the
bidding box (only the legal calls enabled), the auction on screen with the
AI's explanations and the alert mark, thirteen tricks by clicking legal
cards - dummy's too, since South declares on this seed - then the result,
its Law 77 score lines and the IMP comparison with the other table.
Screenshots: $TALONG_SCREENSHOTS (make screenshots: docs/screenshots/)/bridge-{auction,play,result,claim,claim-disputed}-{desktop,phone}-{sv,en}.png.

South's choices are the bridge AI's (computed here from South's own payload),
so the board is the one the four AI players play at the other table: a flat
board, 0 IMP; the party's scoring itself is tested in tests/bridge/test_bridge_party.py.
"""
from __future__ import annotations

import httpx
import pytest

from talong import i18n
from talong.ai.bridge import BridgeAI

from test_web_browser import DESKTOP, PHONE, SHOTS, click_and_wait, open_seat, page, server, shoot  # noqa: F401 (fixtures)

pytestmark = pytest.mark.browser

# Party seed on which the AI's choices for South make South declarer twice:
# board 1 (dealer N, none vulnerable) N 1NT, S 3H, N 4H: 4H= by S, +420;
# board 2 (dealer E, N-S vulnerable) S 1NT, N 2C (Stayman, alerted), S 2H, N 4H.
SEED = 1561


def create_party(server, seed: int, deals: int = 1) -> tuple[str, str]:
    with httpx.Client(base_url=server.url, timeout=60) as http:
        res = http.post("/api/parties", json={"game": "bridge", "seat": 2, "seed": seed, "ai": "basic",
                                              "ai_delay": 0, "length": {"unit": "deals", "value": deals}})
        assert res.status_code == 201, res.text
        return res.json()["party"], res.json()["token"]


def payload(server, party: str, token: str) -> dict:
    res = httpx.get(f"{server.url}/api/parties/{party}/seats/2/view", headers={"Authorization": f"Bearer {token}"},
                    timeout=60)
    assert res.status_code == 200, res.text
    return res.json()


def click_card(page, selector: str, keyboard: bool = False) -> None:
    """Click a card on its index corner, the part a player sees of a card
    overlapped by the next (or focus it and press Enter); wait for the next version."""
    before = page.get_attribute(".table-page", "data-version")
    if keyboard:
        page.focus(selector)
        page.keyboard.press("Enter")
    else:
        page.click(selector, position={"x": 7, "y": 12})
    page.wait_for_function(
        "v => { const t = document.querySelector('.table-page');"
        " return (t && t.dataset.version !== v) || document.querySelector('.panel .error'); }", arg=before)


def shots(page, name: str) -> None:
    for lang in ("sv", "en"):
        for size, tag in ((DESKTOP, "desktop"), (PHONE, "phone")):
            shoot(page, f"bridge-{name}-{tag}-{lang}", lang, size)


def test_lobby_seats_the_human_south_with_the_imp_summary(server, page):
    page.goto(server.url + "/#/")
    page.wait_for_selector(".game-card")
    assert "4 spelare · Du mot tre AI-spelare · IMP mot ett bord med fyra AI-spelare" in page.inner_text(".game-cards")
    page.click("a.game-card[href='#/game/bridge']")
    page.fill("#opt-length", "1")
    page.click("#start-party")
    page.wait_for_selector(".bridge-felt .bseat.at-bottom[data-letter='S']")
    assert "Syd (Du)" in page.inner_text(".bseat.at-bottom .bplate")
    assert "Nord · AI-partner" in page.inner_text(".bseat.at-top .bplate")
    assert page.query_selector(".bseat.at-left[data-letter='W']") and page.query_selector(".bseat.at-right[data-letter='E']")
    assert page.query_selector(".board-plate") and "Bricka 1" in page.inner_text(".board-info")
    # the four-colour deck (dom.js skin()) is a switch at the table, remembered per browser
    assert not page.query_selector(".bidding-box .strain.four")
    page.check("#four-colour")
    page.wait_for_selector(".bidding-box .strain-C.four")
    assert page.evaluate("localStorage.getItem('talong.fourColour')") == "1"
    page.uncheck("#four-colour")
    page.wait_for_selector(".bidding-box .strain-C:not(.four)")


def act_as_the_ai(page, server, party, token, ai, stop=None, check: bool = True) -> dict:
    """South's turns through the UI, each choice the bridge AI's from South's
    own payload, until the settlement (or until `stop(page, payload)` holds on
    South's turn); checks (unless `check` is off, where another test already
    walks the same board) that exactly the legal calls and cards are offered."""
    done = {"calls": 0, "plays": 0, "dummy": 0, "shot": False}
    for _ in range(120):
        page.wait_for_selector("#next-deal, .bidding-box.mine, .bridge-felt button.card.playable")
        if page.query_selector("#next-deal"):
            return done
        p = payload(server, party, token)
        view, legal = p["view"], p["legal_actions"]
        assert p["to_move"] == 2 and legal
        if stop and stop(page, p):
            return done
        if view["phase"] == "auction" and check:
            # the compact box: a row of levels, then the chosen level's strains with Pass, X and XX
            assert len(page.query_selector_all(".bidding-box button.lvl")) == 7
            assert len(page.query_selector_all(".bidding-box button.bb")) == 8   # 5 strains, pass, X, XX
            enabled = set()
            for level in [b.get_attribute("data-level") for b in page.query_selector_all(".bidding-box button.lvl:not([disabled])")]:
                page.click(f".bidding-box button.lvl[data-level='{level}']")
                page.wait_for_selector(f".bidding-box button.lvl.chosen[data-level='{level}']")
                enabled |= {b.get_attribute("data-action") for b in page.query_selector_all(".bidding-box button.bb:not([disabled])")}
            enabled |= {b.get_attribute("data-action") for b in page.query_selector_all(".bidding-box button.bb:not([disabled])")}
            assert enabled == set(legal)  # only the legal calls are offered (Laws 18-19)
            cells = page.query_selector_all(".auction-table button.call")
            assert len(cells) == len(view["auction"])  # the whole auction is on screen (Law 20)
            for cell, entry in zip(cells, view["auction"]):
                assert i18n.render(entry["explanation"]["msg"], "sv") in cell.get_attribute("title")
        if view["phase"] == "auction":
            done["calls"] += 1
            call = ai.choose(view, legal)
            if call[0].isdigit():
                page.click(f".bidding-box button.lvl[data-level='{call[0]}']")
            click_and_wait(page, f".bidding-box button.bb[data-action='{call}']")
            continue
        card = ai.choose(view, legal)
        from_dummy = view["turn"] != "S"
        plays = {a for a in legal if a.startswith("play ")}
        claims = {a for a in legal if a.startswith("claim ")}
        assert plays and set(legal) == plays | claims
        if check:
            playable = {b.get_attribute("data-action") for b in page.query_selector_all(".bridge-felt button.card.playable")}
            assert playable == plays  # exactly the legal cards are clickable; a claim is never a card
            if done["plays"] % 4 == 0:   # opening the claim control is slow: at every 4th card
                assert claim_offer(page) == claims  # Law 68: the claim control offers exactly the legal claims
        if from_dummy:  # Law 45B: declarer plays dummy's cards, on dummy's hand
            done["dummy"] += 1
            assert view["dummy"] == "N" and "träkarlen" in page.inner_text(".bhint")
            if not done["shot"] and len(view["tricks"]) >= 3 and view["trick"]:
                done["shot"] = True
                shots(page, "play")
                page.click("#toggle-last")  # the last trick is viewable
                page.wait_for_selector(".btrick.last")
                shown = [e.get_attribute("data-card") for e in page.query_selector_all(".btrick.last .card")]
                assert sorted(shown) == sorted(view["tricks"][-1]["cards"])
                page.click("#toggle-last")
                page.wait_for_selector(".btrick:not(.last)")
        done["plays"] += 1
        where = ".bseat.is-dummy" if from_dummy else ".bseat.at-bottom"
        click_card(page, f"{where} button.card[data-action='{card}']", keyboard=done["plays"] % 5 == 0)
    pytest.fail("the board did not end")


def wait_settled(page) -> None:
    """The board's own result shows at once; the party's result (with the
    IMPs) once the other table is stored too (phase "companions" until then)."""
    page.wait_for_selector(".board-result")
    page.wait_for_selector(".table-page[data-phase='settlement'], .table-page[data-phase='finished']", timeout=30000)


def claim_offer(page) -> set:
    """The claims the claim control offers: open it, read its numbers, close it again."""
    if not page.query_selector("#claim-toggle"):
        return set()
    page.click("#claim-toggle")
    page.wait_for_selector(".claim-numbers")
    offered = {b.get_attribute("data-action") for b in page.query_selector_all(".claim-numbers button.claim-n")}
    page.click("#claim-toggle")
    page.wait_for_selector(".claim-numbers", state="detached")
    return offered


def test_a_whole_bridge_board_through_the_ui(server, page):
    ai = BridgeAI()
    party, token = create_party(server, SEED, deals=2)
    open_seat(page, server, party, token, 2)
    page.wait_for_selector(".bridge-felt")
    info = page.inner_text(".board-info")
    assert "Bricka 1" in info and "Giv: Nord" in info and "Zon: ingen" in info
    assert not page.query_selector(".board-plate .pocket.vul")
    done = act_as_the_ai(page, server, party, token, ai)
    assert done["calls"] >= 2 and done["plays"] == 13 + done["dummy"] and done["dummy"] >= 6 and done["shot"]
    # the result: contract, declarer, tricks, the Law 77 score and the IMP comparison
    wait_settled(page)
    end = payload(server, party, token)
    r = end["result"]
    assert (r["contract"], r["declarer"], r["tricks"], r["score_ns"]) == ("4H", "S", 10, 420)
    result = page.inner_text(".board-result")
    assert "4♥= av S" in result and "NS +420" in result and "Andra bordet" in result
    settlement = page.inner_text(".settlement")
    assert "Lag 77" in settlement and "Bricka 1" in settlement and "+420" in settlement
    standings = page.inner_text(".bridge-standings")
    assert "NS 0 IMP" in standings and "4♥= av S" in standings  # the AI's own choices: a flat board
    # the auction stays on screen during and after the play (Law 20)
    assert len(page.query_selector_all(".bridge-auction-panel button.call")) == len(end["view"]["auction"])
    # all four hands, read back from the thirteen tricks, as a hand record
    records = [e.get_attribute("data-cards").split() for e in page.query_selector_all(".bridge-felt .hand-record")]
    assert len(records) == 4 and all(len(r) == 13 for r in records) and len({c for r in records for c in r}) == 52
    shots(page, "result")
    page.select_option("#lang", "en")
    page.wait_for_selector(".table-page[data-lang='en'] .board-result")
    assert "4♥= by S" in page.inner_text(".board-result") and "Other table" in page.inner_text(".board-result")
    page.select_option("#lang", "sv")
    page.wait_for_selector(".table-page[data-lang='sv'] .board-result")
    # board 2: East deals, North-South vulnerable (Law 2), marked red on the board and the seats
    click_and_wait(page, "#next-deal")
    page.wait_for_selector(".bridge-felt[data-board='2']")
    assert "Zon: NS" in page.inner_text(".board-info") and "Giv: Öst" in page.inner_text(".board-info")
    red = {e.get_attribute("class").split()[1] for e in page.query_selector_all(".board-plate .pocket.vul")}
    assert red == {"p-top", "p-bottom"} and len(page.query_selector_all(".bplate.vul")) == 2

    def alerted(page, p):
        return bool(page.query_selector(".auction-table button.call.alert"))
    act_as_the_ai(page, server, party, token, ai, stop=alerted)
    page.hover(".auction-table button.call.alert")
    assert "Stayman" in page.inner_text(".call-note") and page.query_selector(".auction-table th.vul")
    shots(page, "auction")


def claim_after_trick_nine(server, page, tricks, shot: bool = False) -> tuple[dict, int, int, str, str]:
    """Board 1 (South declares 4H) through the UI until South is on play after
    trick 9, then South claims `tricks(remaining, won)` from the claim control.
    Returns (the payload after the AI's answers, remaining, won, party, token)."""
    ai = BridgeAI()
    party, token = create_party(server, SEED, deals=2)   # a next board: the end shows #next-deal
    open_seat(page, server, party, token, 2)
    page.wait_for_selector(".bridge-felt")

    def late(page, p):
        return p["view"]["phase"] == "play" and len(p["view"]["tricks"]) >= 9
    act_as_the_ai(page, server, party, token, ai, stop=late, check=False)   # the whole-board test checks these turns
    view = payload(server, party, token)["view"]
    remaining, won = 13 - len(view["tricks"]), view["tricks_won"]["NS"]
    page.click("#claim-toggle")
    page.wait_for_selector(".claim-numbers")
    numbers = [b.inner_text() for b in page.query_selector_all(".claim-numbers button.claim-n")]
    assert numbers == [str(n) for n in range(remaining + 1)]  # Law 68A: 0 .. the remaining tricks
    assert "Lag 68" in page.inner_text(".claim-control")
    if shot:
        shots(page, "claim")
    n = tricks(remaining, won)
    click_and_wait(page, f".claim-numbers button.claim-n[data-action='claim {n}']")
    end = payload(server, party, token)
    claim = end["view"]["claims"][-1]
    assert (claim["seat"], claim["tricks"], claim["remaining"]) == ("S", n, remaining)
    return end, remaining, won, party, token


def test_a_claim_the_ai_confirms_ends_the_board(server, page):
    """Laws 68-69 (docs/bridge-actions.md "Claims"): South, declarer in 4H on
    board 1, claims the tricks that make the contract (the ten the AI's own
    play takes here) after trick 9; the AI defenders accept a claim their
    double-dummy check confirms (talong/ai/bridge/claims.py), so the board ends
    at once and is scored with the claimed tricks (Law 69A)."""
    end, remaining, won, _, _ = claim_after_trick_nine(server, page, lambda remaining, won: 10 - won, shot=True)
    assert end["view"]["claims"][-1]["status"] == "agreed" and end["view"]["phase"] == "over"
    assert (end["result"]["tricks"], end["result"]["score_ns"]) == (10, 420)
    page.wait_for_selector(".board-result")
    agreed = page.inner_text(".claim-agreed")
    assert "Anspråket godtogs" in agreed and f"Syd gör anspråk på {10 - won} av {remaining}" in agreed
    assert "4♥= av S" in page.inner_text(".board-result") and not page.query_selector("#claim-toggle")


def test_a_claim_the_ai_refutes_is_played_out(server, page):
    """Law 70 (our substitute, docs/bridge-actions.md "Claims"): South claims
    all the remaining tricks after trick 9, which best defence prevents; the
    AI defenders dispute, the deal is played out card by card with no further
    claim, and the board is scored as played (4H=, +420)."""
    end, remaining, won, party, token = claim_after_trick_nine(server, page, lambda remaining, won: remaining)
    assert end["view"]["claims"][-1]["status"] == "disputed" and end["view"]["phase"] == "play"
    assert not [a for a in end["legal_actions"] if a.startswith("claim ")]
    page.wait_for_selector(".bhint.disputed")
    assert "Anspråket bestreds" in page.inner_text(".bhint.disputed") and not page.query_selector("#claim-toggle")
    shots(page, "claim-disputed")
    done = act_as_the_ai(page, server, party, token, BridgeAI())
    assert done["plays"] >= 1
    r = payload(server, party, token)["result"]
    assert (r["contract"], r["declarer"], r["tricks"], r["score_ns"]) == ("4H", "S", 10, 420)


REVIEW_DESKTOP = {"width": 1366, "height": 768}


def play_board_over_http(server, party: str, token: str) -> dict:
    """South passes and plays its first legal card, through the API, until the
    board is settled (over at both tables: the other table plays in the background)."""
    import time
    headers = {"Authorization": f"Bearer {token}"}
    deadline = time.monotonic() + 240
    with httpx.Client(base_url=server.url, timeout=60) as http:
        while time.monotonic() < deadline:
            p = payload(server, party, token)
            if p["phase"] in ("settlement", "finished"):
                return p
            if p["phase"] == "play" and p["to_move"] == 2 and p["legal_actions"]:
                res = http.post(f"/api/parties/{party}/seats/2/actions", headers=headers,
                                json={"version": p["version"], "actions": [p["legal_actions"][0]]})
                assert res.status_code in (200, 409), res.text
            else:
                time.sleep(0.1)
    pytest.fail("the board was not settled")


def test_the_board_review_shows_the_other_tables_auction_and_play_the_dd_table_and_par(server, page):
    """After a board (docs/bridge-actions.md, "Board review"): the side panel
    shows the other table's auction in the auction grid and its play trick by
    trick, the double-dummy table (5 strains x 4 declarers) and the par line,
    in Swedish and English; "Ladda ner PBN" downloads the finished board of
    both rooms. Screenshots bridge-review-{desktop,phone}-{sv,en}.png at
    1366x768 and 390x844. Then board 2, and a fresh page picks board 1 in
    the standings: its review is fetched once (with the seat token) from
    /api/parties/{id}/results/1, a loading line shows meanwhile, then its DD
    table (screenshots bridge-review-past-{desktop,phone}-sv.png)."""
    party, token = create_party(server, SEED, deals=2)
    end = play_board_over_http(server, party, token)
    assert "review" not in end["standings"]["boards"][0]   # the standings' line is short: the review is the result's
    other, review = end["result"]["other_table"], end["result"]["review"]
    open_seat(page, server, party, token, 2)
    page.wait_for_selector(".board-review")
    text = page.inner_text(".board-review")
    assert "Brickgenomgång" in text and "Budgivningen vid andra bordet" in text and "Par: NS" in text
    calls = [b.get_attribute("data-call") for b in page.query_selector_all(".board-review .auction-table button.call")]
    assert calls == [e["call"] for e in other["auction"]]
    tricks = page.query_selector_all(".board-review .trick-list li")
    assert len(tricks) == len(other["play"])
    for li, trick in zip(tricks, other["play"]):
        assert [c.get_attribute("data-card") for c in li.query_selector_all(".tcard")] == trick["cards"]
        won = li.query_selector(".tcard.won").get_attribute("data-card")
        assert trick["cards"][("NESW".index(trick["winner"]) - "NESW".index(trick["leader"])) % 4] == won
    for seat in "NESW":
        cells = page.query_selector_all(f".dd-table tr[data-seat='{seat}'] td")
        assert {c.get_attribute("data-strain"): int(c.inner_text()) for c in cells} == review["double_dummy"][seat]
    score = review["par"]["score_ns"]
    assert f"NS {'+' if score > 0 else '−' if score < 0 else ''}{abs(score)}" in page.inner_text(".par-line")
    # the board is settled: all four hands on the felt, as the hand record
    hands = [e.get_attribute("data-cards").split() for e in page.query_selector_all(".bridge-felt .hand-record")]
    assert len(hands) == 4 and len({c for h in hands for c in h}) == 52
    # "Ladda ner PBN": both rooms of board 1, fetched with the seat's token
    with page.expect_download() as download:
        page.click("#download-pbn")
    pbn = open(download.value.path(), encoding="utf-8").read()
    assert pbn.count('[Board "1"]') == 2 and '[Room "Open"]' in pbn and '[Room "Closed"]' in pbn
    for lang in ("sv", "en"):
        for size, tag in ((REVIEW_DESKTOP, "desktop"), (PHONE, "phone")):
            page.set_viewport_size(REVIEW_DESKTOP)   # the language menu is in the header on the desktop
            if page.input_value("#lang") != lang:
                page.select_option("#lang", lang)
                page.wait_for_selector(f".table-page[data-lang='{lang}'] .board-review")
            page.set_viewport_size(size)
            page.wait_for_timeout(150)
            if size is PHONE:   # the whole page; the status bar stays at the top, off the review
                page.evaluate("window.scrollTo(0, 0)")
            else:
                page.eval_on_selector(".board-review", "e => e.scrollIntoView({block: 'start'})")
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SHOTS / f"bridge-review-{tag}-{lang}.png"), full_page=size is PHONE)
    assert "The other table's auction" in page.inner_text(".board-review")
    assert "Double dummy" in page.inner_text(".board-review")
    review_past_board(server, page, party, token, end, other, review)


def review_past_board(server, page, party: str, token: str, end: dict, other: dict, review: dict) -> None:
    """Board 2 is played; a fresh page (nothing cached) picks board 1 in the
    standings: a loading line while its result is fetched, then its review."""
    import time
    with httpx.Client(base_url=server.url, timeout=60) as http:
        res = http.post(f"/api/parties/{party}/seats/2/next", headers={"Authorization": f"Bearer {token}"},
                        json={"version": end["version"]})
        assert res.status_code == 200, res.text
    end2 = play_board_over_http(server, party, token)
    assert end2["deal"] == 2 and all("review" not in b for b in end2["standings"]["boards"])
    held = []   # the fetch of board 1's result, held until the loading line is seen
    page.route(f"**/api/parties/{party}/results/1", lambda route: held.append(route))
    page.set_viewport_size(REVIEW_DESKTOP)
    page.goto("about:blank")   # a fresh page: nothing of board 1 in memory
    open_seat(page, server, party, token, 2)
    if page.input_value("#lang") != "sv":
        page.select_option("#lang", "sv")
    # under a loaded machine the first payload of a fresh page can take long (seen once over 15 s)
    page.wait_for_selector(".table-page[data-lang='sv'] .board-review[data-deal='2'][data-loaded='true']", timeout=40000)
    assert not held   # the board just settled: its review came with the payload
    page.click(".bridge-standings .review-open[data-deal='1']")
    page.wait_for_selector(".board-review[data-deal='1'] .review-loading")
    assert "Hämtar genomgången av bricka 1" in page.inner_text(".board-review[data-deal='1']")
    deadline = time.monotonic() + 30
    while not held and time.monotonic() < deadline:
        page.wait_for_timeout(50)
    assert len(held) == 1 and held[0].request.headers.get("authorization") == f"Bearer {token}"
    held[0].continue_()
    page.wait_for_selector(".board-review[data-deal='1'][data-loaded='true']")
    page.unroute(f"**/api/parties/{party}/results/1")
    for seat in "NESW":
        cells = page.query_selector_all(f".board-review[data-deal='1'] .dd-table tr[data-seat='{seat}'] td")
        assert {c.get_attribute("data-strain"): int(c.inner_text()) for c in cells} == review["double_dummy"][seat]
    calls = [b.get_attribute("data-call") for b in
             page.query_selector_all(".board-review[data-deal='1'] .auction-table button.call")]
    assert calls == [e["call"] for e in other["auction"]]
    assert len(page.query_selector_all(".board-review[data-deal='1'] .trick-list li")) == len(other["play"])
    assert "Brickgenomgång · Bricka 1" in page.inner_text(".board-review[data-deal='1'] h3")
    for size, tag in ((REVIEW_DESKTOP, "desktop"), (PHONE, "phone")):
        page.set_viewport_size(size)
        page.wait_for_timeout(150)
        page.eval_on_selector(".board-review", "e => e.scrollIntoView({block: 'start'})")
        top = page.eval_on_selector(".board-review h3", "e => e.getBoundingClientRect().top")
        status = page.eval_on_selector(".table-layout .status", "e => e.getBoundingClientRect().bottom")
        assert top >= (status if size is PHONE else 0) - 1   # the heading clear of the phone's sticky status line
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"bridge-review-past-{tag}-sv.png"))
    # on the phone, picked again: closed; picked once more: shown from the cache (no second fetch),
    # scrolled into view above the standings, its heading clear of the sticky status line
    page.route(f"**/api/parties/{party}/results/1", lambda route: held.append(route))
    page.click(".bridge-standings .review-open[data-deal='1']")
    page.wait_for_selector(".board-review[data-deal='2']")
    page.click(".bridge-standings .review-open[data-deal='1']")
    page.wait_for_selector(".board-review[data-deal='1'][data-loaded='true']")
    assert len(held) == 1
    top = page.eval_on_selector(".board-review h3", "e => e.getBoundingClientRect().top")
    status = page.eval_on_selector(".table-layout .status", "e => e.getBoundingClientRect().bottom")
    assert status - 1 <= top < PHONE["height"]
    page.set_viewport_size(REVIEW_DESKTOP)
