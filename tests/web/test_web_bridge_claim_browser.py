"""An AI declarer's claim at the web table (Laws 68-70 as docs/bridge-actions.md
"Claims" builds them; talong/ai/bridge/claiming.py decides when the AI claims).

The human sits South and defends: on this seed East declares 4S (the AI's
own auction; South's calls and cards are the basic AI's, clicked through
the UI). The strong AI claims when its tricks are certain from its view;
South then sees the claim panel - who claims how many, the claimer's hand
(shown to the opponents only, Law 68C) - and answers. Accepted, the board
is scored with the claimed tricks (Law 69A); disputed, the rest is played
out card by card (Law 70, our substitute). Screenshots:
$TALONG_SCREENSHOTS/bridge-ai-claim-{desktop,phone}-{sv,en}.png.
"""
from __future__ import annotations

import httpx
import pytest

from talong.ai.bridge import BridgeAI

from test_web_browser import DESKTOP, PHONE, click_and_wait, open_seat, page, server, shoot  # noqa: F401 (fixtures)
from test_web_bridge_browser import wait_settled

pytestmark = pytest.mark.browser

SEED = 21    # board 1: East declares 4S after the AI's auction and claims the last two tricks


def create_party(server) -> tuple[str, str]:
    with httpx.Client(base_url=server.url, timeout=60) as http:
        res = http.post("/api/parties", json={"game": "bridge", "seat": 2, "seed": SEED, "ai": "strong",
                                              "ai_delay": 0, "length": {"unit": "deals", "value": 2}})
        assert res.status_code == 201, res.text
        return res.json()["party"], res.json()["token"]


def payload(server, party: str, token: str) -> dict:
    res = httpx.get(f"{server.url}/api/parties/{party}/seats/2/view", headers={"Authorization": f"Bearer {token}"}, timeout=60)
    assert res.status_code == 200, res.text
    return res.json()


def open_table(server, page) -> tuple[str, str]:
    page.set_default_timeout(90_000)     # the strong AI thinks up to a few seconds a card on a busy machine
    party, token = create_party(server)
    open_seat(page, server, party, token, 2)
    page.wait_for_selector(".bridge-felt")
    return party, token


def play_south(page, server, party, token, until_claim: bool) -> dict:
    """South's calls and cards (the basic AI's choice from South's payload),
    clicked, until East's claim waits for South's answer (or the board ends)."""
    ai = BridgeAI()
    for _ in range(80):
        page.wait_for_selector("#next-deal, .claim-panel .claim-answers, .bidding-box.mine, "
                               ".bridge-felt button.card.playable")
        p = payload(server, party, token)
        if page.query_selector("#next-deal") or p["view"]["phase"] == "over":
            return p
        if until_claim and page.query_selector(".claim-panel .claim-answers"):
            return p
        view, legal = p["view"], p["legal_actions"]
        assert p["to_move"] == 2, p
        choice = ai.choose(view, legal)
        if view["phase"] == "auction":
            if choice[0].isdigit():
                page.click(f".bidding-box button.lvl[data-level='{choice[0]}']")
            click_and_wait(page, f".bidding-box button.bb[data-action='{choice}']")
        else:
            before = page.get_attribute(".table-page", "data-version")
            page.click(f".bseat.at-bottom button.card[data-action='{choice}']", position={"x": 7, "y": 12})
            page.wait_for_function("v => document.querySelector('.table-page').dataset.version !== v", arg=before)
    pytest.fail("the board did not reach a claim or its end")


def reach_the_claim(server, page) -> tuple[str, str, dict]:
    party, token = open_table(server, page)
    p = play_south(page, server, party, token, until_claim=True)
    view = p["view"]
    assert view["phase"] == "claim" and view["declarer"] == "E" and view["contract"] == "4S"
    claim = view["claim"]
    assert claim["seat"] == "E" and claim["answer_by"][0] == "S" and p["legal_actions"] == ["accept", "dispute"]
    # Law 68C (our substitute): the claimer's hand is shown to South, an opponent, and the panel shows it
    assert len(claim["hand"]) == claim["remaining"] and set(claim["hand"]).isdisjoint(view["hand"])
    shown = page.get_attribute(".claim-panel .claim-hand .hand-record", "data-cards").split()
    assert sorted(shown) == sorted(claim["hand"])
    what = page.inner_text(".claim-panel .claim-what")
    assert f"Öst gör anspråk på {claim['tricks']} av {claim['remaining']}" in what
    assert "69A" in page.inner_text(".bhint.claim")   # Law 69A: the claim stands when the opponents accept
    page.wait_for_selector(".held-trick", state="detached")   # the last trick shown a moment (issue 9) has gone
    return party, token, {**claim, "won_then": view["tricks_won"]["EW"]}


def test_south_accepts_the_ai_declarers_claim_and_the_board_is_scored(server, page):
    """Law 69A: East (AI) claims; South sees the claim with East's hand and
    accepts; North (AI) accepts too, as its double-dummy check agrees; the
    board ends with East-West credited the claimed tricks."""
    party, token, claim = reach_the_claim(server, page)
    for lang in ("sv", "en"):
        for size, tag in ((DESKTOP, "desktop"), (PHONE, "phone")):
            shoot(page, f"bridge-ai-claim-{tag}-{lang}", lang, size)
    click_and_wait(page, ".claim-panel button.claim-answer[data-action='accept']")
    wait_settled(page)
    end = payload(server, party, token)
    assert end["view"]["phase"] == "over" and end["view"]["claims"][-1]["status"] == "agreed"
    assert end["result"]["declarer"] == "E" and end["result"]["tricks"] == claim["won_then"] + claim["tricks"]
    assert len(end["view"]["tricks"]) == 13 - claim["remaining"]      # no more cards were played
    assert "Anspråket godtogs" in page.inner_text(".claim-agreed")


def test_south_disputes_the_ai_declarers_claim_and_the_deal_is_played_out(server, page):
    """Law 70 (our substitute): South disputes East's claim; the claim is
    withdrawn, the rest is played out card by card and no further claim is
    offered; East still takes the tricks it claimed (they were certain)."""
    party, token, claim = reach_the_claim(server, page)
    click_and_wait(page, ".claim-panel button.claim-answer[data-action='dispute']")
    after = payload(server, party, token)
    assert after["view"]["claims"][-1]["status"] == "disputed" and after["view"]["phase"] == "play"
    won_then = after["view"]["tricks_won"]["EW"]
    end = play_south(page, server, party, token, until_claim=False)
    assert end["view"]["phase"] == "over" and len(end["view"]["tricks"]) == 13
    assert end["view"]["tricks_won"]["EW"] >= won_then + claim["tricks"]
    page.wait_for_selector(".board-result")
    assert not page.query_selector(".claim-panel")
