"""Whole parties of every game in chromium, clicking only what the table
offers, as issue 9 asks ("What must be true when it is done"): at AI pause 0
and 0.3 s two deals each (Vira with 3 and with 4 players; Königrufen, whose
party is counted in rounds, its whole round of four deals at pause 0 and the
round's first two at 0.3), and at 0.1 s one deal with a second party played
over HTTP on the same server all along ("under CPU load (run two parties at
once)"); checking that the table never waits more than 5 s without a change
while others act, that the legal cards are marked (and only they), that
every trick's winner is shown, and that the score sheet sums to the
standings. The parties at pause 0 are played at phone size, checking at
every turn that the hand and the controls fit the screen and that no word of
the other language shows; those at 0.1 s by keyboard alone: Tab walks to
each control, which shows its focus, and Enter presses it."""
from __future__ import annotations

import os
import re
import threading
import time
from collections import Counter

import httpx
import pytest

from test_web_browser import DESKTOP, PHONE, SHOTS, open_seat, page, server, settle_for_shot  # noqa: F401 (fixtures)

pytestmark = pytest.mark.browser

STALL = 5.0   # seconds without a new version while someone else is to act
# After the last card of a bridge board the table says it waits for the other
# table (phase "companions"), whose last decisions then have the AI workers first;
# on a loaded 2-core machine that can take longer than a turn, so it has its own bound.
OTHER_TABLE = 30.0

# Every text the live region announces, in order (it is never re-rendered, only its text changes).
OBSERVE = """
document.addEventListener('DOMContentLoaded', () => {
  window.__announced = [];
  const region = document.getElementById('announcer');
  new MutationObserver(() => window.__announced.push(region.textContent))
    .observe(region, { childList: true, characterData: true, subtree: true });
});
"""

STATE = """() => {
  const t = document.querySelector('.table-page');
  if (!t) return null;
  const act = [...t.querySelectorAll('[data-action]')].filter((e) => !e.disabled && e.checkVisibility());
  return { version: t.dataset.version, phase: t.dataset.phase, actions: act.map((e) => e.dataset.action) };
}"""


def start(page, server, game: str, players: int, delay: float, deals: int = 2) -> tuple[str, str, int]:
    """Open a party of `deals` deals, or of one round where the game counts
    its party in rounds only (Königrufen: a round is one deal per player)."""
    page.add_init_script(OBSERVE)
    page.goto(server.url + f"/#/game/{game}")
    page.wait_for_selector("#start-party")
    page.select_option("#opt-players", str(players))
    units = page.eval_on_selector_all("#opt-unit option", "os => os.map((o) => o.value)")
    if "deals" in units:
        page.select_option("#opt-unit", "deals")
        page.fill("#opt-length", str(deals))
    else:
        page.select_option("#opt-unit", "rounds")
        page.fill("#opt-length", "1")
        deals = players
    page.select_option("#opt-ai", "basic")   # quick AI players: the table is under test, not the AI
    page.fill("#opt-delay", str(delay))
    page.click("#start-party")
    page.wait_for_selector(".table-page")
    party = page.evaluate("location.hash.split('/')[2]")
    token = page.evaluate(f"JSON.parse(localStorage.getItem('talong.seat.{party}')).token")
    return party, token, deals


def api_payload(server, party: str, token: str) -> dict:
    seat = httpx.get(f"{server.url}/api/parties/{party}", timeout=60).json()
    human = next(s["seat"] for s in seat["seats"] if s["kind"] == "human")
    res = httpx.get(f"{server.url}/api/parties/{party}/seats/{human}/view",
                    headers={"Authorization": f"Bearer {token}"}, timeout=60)
    return res.json()


def wait_for_turn(page) -> dict:
    """Wait until the human can act; fail when the table shows the same
    version for more than STALL seconds in the meantime."""
    last, since = None, time.monotonic()
    while True:
        state = page.evaluate(STATE)
        if state and (state["actions"] or state["phase"] == "finished"):
            return state
        version = state and state["version"]
        if version != last:
            last, since = version, time.monotonic()
        bound = STALL
        if state and state["phase"] == "companions":
            assert "andra bordet" in page.inner_text("#status"), page.inner_text("#status")
            bound = OTHER_TABLE
        assert time.monotonic() - since < bound, f"the table waited more than {bound} s at version {version}"
        time.sleep(0.05)


TAB_LIMIT = 250   # Tab presses allowed to reach a control from wherever the focus is

# Where the focus is, and whether it can be seen (an outline or a focus ring drawn as a shadow).
FOCUSED = """s => {
  const e = document.activeElement;
  if (!e || !e.matches(s)) return null;
  const st = getComputedStyle(e);
  return { visible: (st.outlineStyle !== 'none' && parseFloat(st.outlineWidth) > 0) || st.boxShadow !== 'none' };
}"""


def tab_to(page, selector: str) -> None:
    """Walk the page with Tab, as a keyboard player does, until `selector`
    has the focus; the focused control must show that it has it (WCAG 2.4.7)."""
    for _ in range(TAB_LIMIT):
        focused = page.evaluate(FOCUSED, selector)
        if focused:
            assert focused["visible"], f"{selector} has the focus but shows no focus ring"
            return
        page.keyboard.press("Tab")
    pytest.fail(f"{selector} is not reachable with Tab within {TAB_LIMIT} presses")


def press(page, selector: str, keyboard: bool) -> None:
    if keyboard:
        tab_to(page, selector)
        page.keyboard.press("Enter")
    elif "button.card" in selector and page.viewport_size["width"] < 500:
        # A fanned hand on a phone overlaps its cards, so a pointer at the card's
        # centre lands on its neighbour: the card's own click, as a tap on its index.
        page.dispatch_event(selector, "click")
    else:
        page.click(selector)


def check_cards_marked(page) -> None:
    """Legal cards carry .legal, no legal card is dimmed, every dimmed card is not playable."""
    marks = page.evaluate("""() => {
      const own = [...document.querySelectorAll('.felt button.card[data-action]')];
      return { legal: own.map((e) => e.classList.contains('legal')),
               dimmedPlayable: document.querySelectorAll('.felt .card.dimmed[data-action]').length };
    }""")
    assert marks["legal"] and all(marks["legal"]), marks
    assert marks["dimmedPlayable"] == 0


def tricks_in_view(view: dict) -> int:
    played = view.get("tricks_played")
    if isinstance(played, int):
        return played
    tricks = view.get("tricks")
    if isinstance(tricks, list):
        return len(tricks)
    return len(played or [])


def check_all_hands(page, game: str, payload: dict) -> None:
    """Issue 9 item 5: "After each deal, all four (three) hands are shown":
    every card of the deal, played or still held, once (bridge shows its
    hand record on the felt, checked in test_web_bridge_browser.py)."""
    if game == "bridge" or payload["phase"] not in ("settlement", "finished"):
        return
    played = [card for trick in payload["view"]["tricks_played"] for _, card in trick["cards"]]
    dealt = sorted(played + [card for hand in payload["hands_left"] for card in hand])
    shown = page.eval_on_selector_all(".all-hands .hand-line .cards [data-card]", "els => els.map((e) => e.dataset.card)")
    assert sorted(shown) == dealt and dealt


def check_sheet(page, server, party: str, token: str) -> None:
    """The score sheet's column sums equal the standings the server sends."""
    if page.get_attribute("#toggle-sheet", "aria-expanded") != "true":
        page.click("#toggle-sheet")
    page.wait_for_selector("#score-sheet")
    sums = [int(x) for x in page.eval_on_selector_all("#score-sheet tfoot [data-sum]", "els => els.map((e) => e.dataset.sum)")]
    standings = api_payload(server, party, token)["standings"]
    if "imps" in standings:      # bridge: IMPs per side
        assert sums == [standings["imps"]["NS"], standings["imps"]["EW"]] * 2
    else:
        assert sums == standings["totals"]
        shown = [int(x) for x in page.eval_on_selector_all(".standings td.total", "els => els.map((e) => e.dataset.total)")]
        assert shown == standings["totals"]
    page.click("#toggle-sheet")


def choose(page, state: dict, keyboard: bool) -> None:
    actions = state["actions"]
    cards = [a for a in actions if " " in a and a.split(" ")[0] in ("play", "keep")]
    discards = [a for a in actions if a.startswith("discard ")]
    if cards:
        check_cards_marked(page)
        press(page, f".felt button.card[data-action='{cards[0]}']", keyboard)
        return
    if discards:
        for action in discards:   # select until the confirm button is enabled
            if page.query_selector("#buy:not([disabled]), #discard:not([disabled])"):
                break
            press(page, f"button.card[data-action='{action}']", keyboard)
            page.wait_for_selector(f"button.card.selected[data-action='{action}']")
        target = "#buy" if page.query_selector("#buy") else "#discard"
        assert page.query_selector(f"{target}:not([disabled])"), "no legal selection enables the button"
        press(page, target, keyboard)
        return
    for preferred in ("pass", "play", "high"):
        if preferred in actions:
            press(page, f"[data-action='{preferred}']:not([disabled])", keyboard)
            return
    press(page, f"[data-action='{actions[0]}']:not([disabled])", keyboard)


# UI words of one language that must never show in the other (game terms such as
# förhand, talong, pulla, betar, pinnar, Rufer or Solo keep their own language in both).
NOT_IN = {
    "sv": ["Your turn", "Waiting", "Settlement", "Standings", "Score sheet", "Next deal", "Declarer", "Bidding",
           "Auction", "Last trick", " the ", " tricks", "Choose", "Select", "Play ", " won ", " lost", "Deal ", "Seat ",
           "Turned up", "Second pack", "Trump", "Your hand", "bought", "Full rules", "Table"],
    "en": ["Din tur", "Väntar", "Avräkning", "Ställning", "Protokoll", "Nästa giv", "Spelförare", "Budgivning",
           "Senaste sticket", " och ", " stick", "Välj", "Spela ", "vunnet", "förlorat", "Giv ", "Plats ", "Bord",
           "Fullständiga", " kort", "Andra leken", "Uppvända", "köpt", "Trumf", "Din hand", "Summa"],
}


def check_language(page) -> None:
    """The page in Swedish has no English UI words, and the same page in English no Swedish ones."""
    for lang in ("sv", "en", "sv"):
        if not page.is_visible("#lang"):   # on a phone the language is under "Inställningar"
            page.click("#settings-toggle")
        page.select_option("#lang", lang)
        page.wait_for_selector(f".table-page[data-lang='{lang}']")
        if page.get_attribute("#toggle-sheet", "aria-expanded") == "false":
            page.click("#toggle-sheet")    # the score sheet is part of the page too
            page.wait_for_selector("#score-sheet")
        text = page.inner_text("#app")
        found = [word for word in NOT_IN[lang] if re.search(rf"(?<!\w){re.escape(word.strip())}(?!\w)", text)]
        assert not found, f"{lang} page shows {found}: {text[:1500]}"


# `make screenshots` sets TALONG_SCREENSHOTS: then every kind of step of every game is
# shot once at both sizes (the ordinary test run stays quick).
STEP_SHOTS = "TALONG_SCREENSHOTS" in os.environ


def step_of(page) -> str:
    """The kind of step on screen, e.g. "play-auction" or "play-play-discard"."""
    return page.evaluate("() => { const t = document.querySelector('.table-page');"
                         " return [t.dataset.phase, t.dataset.viewPhase, t.dataset.step].filter(Boolean).join('-'); }")


def shoot_step(page, game: str, players: int, seen: set) -> None:
    name = f"{game}{players}-{step_of(page)}"
    if name in seen:
        return
    seen.add(name)
    SHOTS.mkdir(parents=True, exist_ok=True)
    settle_for_shot(page)
    playing_at = page.viewport_size
    for size, tag in ((DESKTOP, "desktop"), (PHONE, "phone")):
        page.set_viewport_size(size)
        page.evaluate("window.scrollTo(0, 0)")   # the step as the player meets it, not where a check scrolled
        page.wait_for_timeout(120)
        page.screenshot(path=str(SHOTS / f"step-{name}-{tag}.png"), full_page=size is PHONE)
    page.set_viewport_size(playing_at)


# Issue 9 item 4: "At 390x844 the player's hand, whose turn it is, and the action
# controls fit on one screen without scrolling." The status (whose turn it is)
# sticks to the top; the hand and every control the player may use must fit in
# the rest of the screen at once. Returns the overflow in pixels (0: it fits).
FIT = """() => {
  const status = document.getElementById('status');
  const parts = [...document.querySelectorAll('.table-page .hand, .table-page [data-action]')]
    .filter((e) => e.checkVisibility() && !e.disabled && !e.closest('details:not([open])'));
  if (!status || !parts.length) return null;
  const y = window.scrollY;
  const tops = parts.map((e) => e.getBoundingClientRect().top + y);
  const bottoms = parts.map((e) => e.getBoundingClientRect().bottom + y);
  const room = window.innerHeight - status.getBoundingClientRect().height;
  return { overflow: Math.max(0, Math.max(...bottoms) - Math.min(...tops) - room),
           span: Math.max(...bottoms) - Math.min(...tops), room };
}"""


def check_fit(page, state: dict) -> None:
    fit = page.evaluate(FIT)
    if fit is not None:
        assert fit["overflow"] <= 1, (state["phase"], state["actions"][:6], fit)


def play_party(page, server, game: str, players: int, delay: float, keyboard: bool = False, deals: int = 2,
               languages: bool = False, shots: bool = False, fit: bool = False, stop_after: int = 0) -> None:
    """Play a party of `deals` deals to its final settlement, or (`stop_after`)
    only its first deals, where the party is longer (a Königrufen round)."""
    party, token, deals = start(page, server, game, players, delay, deals)
    seen: set = set()
    checked: Counter = Counter()   # the language check: on the first two turns of each kind of step
    announced = 0
    settled = 0
    acted = False
    for _ in range(1500):
        state = wait_for_turn(page)
        if state["phase"] in ("settlement", "finished"):
            view = api_payload(server, party, token)["view"]
            texts = page.evaluate("window.__announced")[announced:]
            # one announcement may name several winners (the AI seats played several tricks between two payloads)
            winners = [w for x in texts for w in re.findall(r"[^.]*tog sticket", x)]
            # At pause 0 a first deal the human sits out (Vira with four) is played out
            # while the party is created, before the page opens: it has no trick to show.
            if acted or settled or delay:
                assert len(winners) >= tricks_in_view(view), (len(winners), tricks_in_view(view), texts[-5:])
            announced += len(texts)
            acted = False
            check_all_hands(page, game, api_payload(server, party, token))
            check_sheet(page, server, party, token)
            if shots and STEP_SHOTS:
                shoot_step(page, game, players, seen)
            if languages:
                check_language(page)
            settled += 1
            if settled == stop_after and state["phase"] != "finished":
                return
            if state["phase"] == "finished":
                assert settled == deals
                page.wait_for_selector(".final ol.lines li")
                return
            before = state["version"]
            press(page, "#next-deal", keyboard)
            page.wait_for_function("v => document.querySelector('.table-page').dataset.version !== v", arg=before)
            continue
        if shots and STEP_SHOTS:
            shoot_step(page, game, players, seen)
            state = wait_for_turn(page)
        if languages and checked[step_of(page)] < 2:
            checked[step_of(page)] += 1
            check_language(page)
            state = wait_for_turn(page)
        if fit:
            check_fit(page, state)
        before = state["version"]
        acted = True
        choose(page, state, keyboard)
        page.wait_for_function(
            "v => { const t = document.querySelector('.table-page');"
            " return (t && t.dataset.version !== v) || document.querySelector('.panel .error, .notice'); }",
            arg=before, timeout=10000)
        assert not page.query_selector(".panel .error"), (page.inner_text(".panel .error"),   # and its HTTP status
                                                          page.get_attribute(".panel .error", "data-status"))
    pytest.fail("the party did not end")


class SecondParty(threading.Thread):
    """Another party of the same game on the same server, its human seat
    played over HTTP (the first legal action, at once) until stopped: the
    server works for two tables while the browser's party is checked."""

    def __init__(self, server, game: str, players: int) -> None:
        super().__init__(daemon=True)
        self.url, self.game, self.players = server.url, game, players
        self.stop, self.actions, self.failure = threading.Event(), 0, None

    def run(self) -> None:
        try:
            with httpx.Client(base_url=self.url, timeout=60) as http:
                while not self.stop.is_set():
                    self.play(http)
        except Exception as err:   # the browser test reports it
            self.failure = err

    def play(self, http: httpx.Client) -> None:
        made = http.post("/api/parties", json={"game": self.game, "players": self.players, "ai": "basic",
                                               "ai_delay": 0.1}).json()
        url, auth = f"/api/parties/{made['party']}/seats/{made['seat']}", {"Authorization": f"Bearer {made['token']}"}
        while not self.stop.is_set():
            view = http.get(f"{url}/view", headers=auth).json()
            if view["phase"] == "finished":
                return
            if view["phase"] == "settlement":
                http.post(f"{url}/next", headers=auth, json={"version": view["version"]})
            elif view["legal_actions"]:
                res = http.post(f"{url}/actions", headers=auth,
                                json={"version": view["version"], "actions": [view["legal_actions"][0]]})
                assert res.status_code in (200, 409), res.text   # 409: an AI moved first; look again
                self.actions += 1
                time.sleep(0.25)   # a player's pace, not a flood: the other table is company, not a load test
            else:
                time.sleep(0.05)   # AI seats or the other table are to act


@pytest.mark.parametrize("game,players", [("vira", 3), ("vira", 4), ("schafkopf", 4), ("koenigrufen", 4),
                                          ("bridge", 4)])
@pytest.mark.parametrize("delay", [0, 0.1, 0.3])
def test_a_whole_party(server, page, game, players, delay):
    """Issue 9's acceptance: a whole party at AI pause 0 and 0.3 s (and 0.1 s,
    item 1), checking at every turn that the table never waits more than 5 s,
    that the legal cards are marked, that each trick winner is announced, and
    that the score sheet equals the standings. Each pause adds its own checks,
    so that one party serves several of issue 9's items:
    - pause 0, at phone size (390x844): "No English text in the Swedish UI,
      and none the other way round" (on the first two turns of each kind of
      step, and at every settlement), and item 4, "the player's hand, whose
      turn it is, and the action controls fit on one screen without
      scrolling" (FIT), at every turn;
    - pause 0.1 s, by keyboard alone (item 8), with a second party of the same
      game played over HTTP on the same server all along (item 1: "under CPU
      load (run two parties at once)");
    - pause 0.3 s, by mouse at desktop size (1366x768)."""
    second = SecondParty(server, game, players) if delay == 0.1 else None
    if second:
        second.start()
    if delay == 0:
        page.set_viewport_size(PHONE)
    try:
        # The party to its end at pause 0; at 0.1 one deal, at 0.3 two (Königrufen's party is a round of four).
        play_party(page, server, game, players, delay, shots=delay == 0, deals=1 if delay == 0.1 else 2,
                   stop_after={0: 0, 0.1: 1, 0.3: 2}[delay], keyboard=delay == 0.1,
                   languages=delay == 0, fit=delay == 0)
    finally:
        if second:
            second.stop.set()
            second.join(60)
    if second:
        assert second.failure is None and second.actions > 0, (second.failure, second.actions)


# Once window.__slow is set, every POST of actions is counted when sent and its
# reply held back for 4 s, as on a slow connection while the WebSocket push is already there.
SLOW_REPLIES = """
window.__sent = 0;
window.__slow = false;
const realFetch = window.fetch;
window.fetch = async (url, opts) => {
  const acting = window.__slow && opts && opts.method === 'POST' && String(url).endsWith('/actions');
  if (acting) window.__sent += 1;
  const res = await realFetch(url, opts);
  if (acting) await new Promise((done) => setTimeout(done, 4000));
  return res;
};
"""


def next_version(page, before: str) -> dict:
    page.wait_for_function("v => document.querySelector('.table-page').dataset.version !== v", arg=before,
                           timeout=3000)
    return wait_for_turn(page)


def test_a_click_on_a_pushed_turn_is_sent_while_the_last_reply_is_on_its_way(server, page):
    """Issue 9: "The table freezes" (a click must never be lost). The push of
    the player's next turn may overtake the reply to their last action; a
    click on that newer view is sent at once, not dropped as a double click."""
    page.add_init_script(SLOW_REPLIES)
    start(page, server, "schafkopf", 4, 0, deals=4)
    state = wait_for_turn(page)
    while not any(a.startswith("play ") for a in state["actions"]):   # bid the highest game, to its first card
        if state["phase"] == "finished":
            pytest.fail("four deals without a game played")
        bid = [a for a in state["actions"] if "tout" not in a.lower()][-1]   # a Tout may end at the first trick
        press(page, "#next-deal" if state["phase"] == "settlement" else f"[data-action='{bid}']", False)
        state = next_version(page, state["version"])
    page.evaluate("window.__slow = true")
    choose(page, state, False)
    page.wait_for_function("() => window.__sent === 1")
    pushed = next_version(page, state["version"])   # the reply is still held back
    assert any(a.startswith("play ") for a in pushed["actions"]), pushed
    choose(page, pushed, False)
    page.wait_for_function("() => window.__sent === 2", timeout=2000)


def drop_actions(page, how: str) -> list[int]:
    """Drop the next POST of actions, as a connection does that breaks:
    "request" before it reaches the server, "reply" after the server took
    it. Returns the list of POSTs of actions seen (their count grows)."""
    posts: list[int] = []

    def handle(route):
        posts.append(1)
        if len(posts) == 1 and how == "reply":
            route.fetch()   # the server takes the action...
            route.abort("connectionreset")   # ...and its answer never arrives
        elif len(posts) == 1:
            route.abort("connectionreset")
        else:
            route.continue_()

    page.route("**/actions", handle)
    return posts


@pytest.mark.parametrize("how", ["request", "reply"])
def test_an_action_that_got_no_answer_is_sent_once_more_and_never_lost(server, page, how):
    """Issue 9: "The table freezes", and the standard "No state is lost": an
    action whose connection broke (before the server took it, or after, with
    the answer lost) is sent once more with the same version. The table goes
    on without a refusal on screen: either the second request is taken, or it
    is refused as stale because the first one landed, and the table is read again."""
    party, token, _ = start(page, server, "vira", 3, 0, deals=2)
    state = wait_for_turn(page)
    posts = drop_actions(page, how)
    choose(page, state, False)
    for _ in range(100):    # the dropped request and, after a pause, its one retry
        if len(posts) == 2:
            break
        page.wait_for_timeout(50)
    assert len(posts) == 2, posts
    after = next_version(page, state["version"])
    page.wait_for_timeout(300)   # the retry's answer is in
    assert not page.query_selector(".panel .error"), page.inner_text(".panel .error")
    assert api_payload(server, party, token)["version"] >= int(after["version"]) > int(state["version"])


def test_an_action_without_an_answer_twice_says_so_in_plain_words(server, page):
    """When the retry gets no answer either, the player is told that the
    server did not answer (not that a rule refused the choice), without a rules link."""
    start(page, server, "vira", 3, 0, deals=2)
    state = wait_for_turn(page)
    page.route("**/actions", lambda route: route.abort("connectionreset"))
    choose(page, state, False)
    page.wait_for_selector(".panel .error[data-status='0']")
    text = page.inner_text(".panel .error")
    assert text.startswith("Servern svarade inte"), text
    assert not page.query_selector(".panel .error a"), "a dropped connection is not a rule"
    assert wait_for_turn(page)["version"] == state["version"]   # nothing changed: the choice is offered again


def reach(server, game: str, wanted, seed: int = 1) -> tuple[str, int, str]:
    """A party (basic AI players) played through the API, the human always
    taking its first legal action, until `wanted(payload)` holds."""
    made = httpx.post(server.url + "/api/parties", json={"game": game, "seed": seed, "ai": "basic"}, timeout=60).json()
    party, seat, token, payload = made["party"], made["seat"], made["token"], made["view"]
    headers = {"Authorization": f"Bearer {token}"}
    for _ in range(400):
        if wanted(payload):
            return party, seat, token
        base = f"{server.url}/api/parties/{party}/seats/{seat}"
        if payload["phase"] == "settlement":
            payload = httpx.post(f"{base}/next", headers=headers, json={"version": payload["version"]}, timeout=60).json()
        elif payload["legal_actions"]:
            payload = httpx.post(f"{base}/actions", headers=headers, timeout=60,
                                 json={"version": payload["version"], "actions": [payload["legal_actions"][0]]}).json()
        else:
            time.sleep(0.1)
            payload = httpx.get(f"{base}/view", headers=headers, timeout=60).json()
    raise AssertionError(f"{game}: the wanted step never came")


IN_VIEW = """s => { const e = [...document.querySelectorAll(s)].find((x) => x.checkVisibility() && !x.disabled);
  if (!e) return null;
  const r = e.getBoundingClientRect(), top = document.getElementById('status').getBoundingClientRect().bottom;
  return { top: r.top, bottom: r.bottom, floor: window.innerHeight, ceiling: top }; }"""


@pytest.mark.parametrize("game,step,control", [
    ("koenigrufen", lambda p: p["phase"] == "play" and p["view"].get("phase") == "announce" and p["legal_actions"],
     ".turn-controls [data-action]"),
    ("koenigrufen", lambda p: p["phase"] == "settlement", "#next-deal"),
    ("bridge", lambda p: p["phase"] == "settlement", "#next-deal")], ids=["kr-announce", "kr-settled", "bridge-settled"])
def test_on_a_phone_the_step_opens_with_its_control_on_screen(server, page, game, step, control):
    """Issue 9 item 4: "the player's hand, whose turn it is, and the action
    controls fit on one screen without scrolling". A table opened (or a new
    step come) on a phone shows its first control on screen, below the
    sticky status: the game's panel follows the felt, and the page scrolls
    a control below the fold up once per step. "Nästa giv" sits under the
    settlement's heading and never covers one of its lines."""
    party, seat, token = reach(server, game, step)
    page.set_viewport_size(PHONE)
    open_seat(page, server, party, token, seat)
    page.wait_for_selector(control)
    page.wait_for_timeout(300)
    box = page.evaluate(IN_VIEW, control)
    assert box and box["top"] >= box["ceiling"] - 1 and box["bottom"] <= box["floor"] + 1, box
    if control == "#next-deal":
        first_line = page.evaluate("() => [...document.querySelectorAll('.settlement > :not(h3):not(#next-deal)')]"
                                   ".filter((e) => e.checkVisibility())[0].getBoundingClientRect().top")
        assert box["bottom"] <= first_line, (box, first_line)
