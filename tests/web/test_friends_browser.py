"""Play with friends in the browser (issue 11, "What must be true when it is
done"): three (Vira) and four (bridge) separate browser contexts play a whole
deal together through the UI - the host creates the table seat by seat, the
others join with the invitation link, the host starts it. One player
disconnects mid-deal (the context is closed), the AI takes over once the seat
is away (`away_after` 10 s, the shortest the API allows), the player rejoins
(a new context with the same localStorage) and continues. Every context's
WebSocket messages and the cards in its DOM are checked against the engine,
rebuilt from the party's record: no hidden card of another seat ever
appears. The pages run under the Content-Security-Policy of the contract
(no violation is reported), the chat shows script tags as text and says so
when the rate limit is hit, spectators see only the public view, and "Mina
bord" lists the party."""
from __future__ import annotations

import json
import re
import time

import httpx
import pytest

from talong.ai.hooks import party as make_party
from talong.games import get_game
from test_web_browser import DESKTOP, PHONE, server  # noqa: F401 (fixtures)
from test_web_party_browser import STATE, choose as choose_vira
from test_web_hidden import hidden_from as vira_hidden
from test_web_bridge import hidden_from as bridge_hidden

pytestmark = pytest.mark.browser
sync_api = pytest.importorskip("playwright.sync_api")

CARD = re.compile(r"\b[CDHS][2-9TJQKA]\b")
SHOTS = __import__("pathlib").Path(__file__).resolve().parents[2] / "build" / "screenshots-friends"
CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
       "frame-ancestors 'none'; base-uri 'none'; form-action 'self'")
AWAY = 10   # seconds: the shortest away_after the API allows

# Every CSP violation a page reports, and every text the page's DOM shows as a card.
WATCH_CSP = """
window.__csp = [];
document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(
  { directive: e.violatedDirective, blocked: e.blockedURI, source: e.sourceFile || '' }));
"""
# One look at a page: its version and phase, the actions it offers, the cards its DOM shows.
LOOK = """() => {
  const t = document.querySelector('.table-page');
  if (!t) return null;
  const act = [...t.querySelectorAll('[data-action]')].filter((e) => !e.disabled && e.checkVisibility());
  return { version: t.dataset.version, phase: t.dataset.phase, actions: act.map((e) => e.dataset.action),
           bidding: Boolean(t.querySelector('.bidding-box.mine')),
           cards: [...document.querySelectorAll('#app [data-card]')].map((e) => e.dataset.card) };
}"""


class Person:
    """One browser context (its own localStorage) at the table: its page, the
    WebSocket messages it received and the cards its DOM showed, by version."""

    def __init__(self, browser, name: str, storage=None) -> None:
        self.browser, self.name = browser, name
        self.messages: list[dict] = []
        self.dom: list[dict] = []
        self.errors: list[str] = []
        self.seat: int | None = None
        self.open(storage)

    def open(self, storage=None) -> None:
        self.context = self.browser.new_context(viewport=DESKTOP, storage_state=storage, reduced_motion="reduce")
        self.page = self.context.new_page()
        self.page.set_default_timeout(15000)
        self.page.add_init_script(WATCH_CSP)
        self.page.on("pageerror", lambda err: self.errors.append(str(err)))
        self.page.on("websocket", self._socket)

    def _socket(self, ws) -> None:
        def received(payload) -> None:
            if isinstance(payload, str):
                self.messages.append(json.loads(payload))
        ws.on("framereceived", received)

    def leave(self):
        """Close the context as a player closes the browser; returns its localStorage."""
        storage = self.context.storage_state()
        self.context.close()
        return storage

    def look(self) -> dict | None:
        """The page's state; the cards its DOM shows are kept once per version."""
        shot = self.page.evaluate(LOOK)
        if shot and (not self.dom or self.dom[-1]["version"] != int(shot["version"])):
            self.dom.append({"version": int(shot["version"]), "cards": shot["cards"]})
        return shot

    def token(self, party: str) -> str:
        return self.page.evaluate(f"JSON.parse(localStorage.getItem('talong.seat.{party}')).token")

    def csp_violations(self) -> list[dict]:
        """The page's CSP violations (the test never uses wait_for_function, which evaluates in the page)."""
        return self.page.evaluate("window.__csp || []")


@pytest.fixture
def browser(chromium):
    return chromium


def shoot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    for size, tag in ((DESKTOP, "desktop"), (PHONE, "phone")):
        page.set_viewport_size(size)
        page.wait_for_timeout(150)
        page.screenshot(path=str(SHOTS / f"{name}-{tag}.png"), full_page=size is PHONE)
    page.set_viewport_size(DESKTOP)


def host_table(host: Person, server, game: str, players: int, name: str, open_seats: list[int]) -> str:
    """The host's new-table form, seat by seat; returns the invitation link from the waiting room."""
    page = host.page
    page.goto(server.url + f"/#/game/{game}")
    page.wait_for_selector("#start-party")
    page.select_option("#opt-players", str(players))
    page.select_option("#opt-unit", "deals")
    page.fill("#opt-length", "1")
    page.select_option("#opt-ai", "basic")
    page.fill("#opt-delay", "0")
    for seat in open_seats:
        page.select_option(f"#seat-kind-{seat}", "open")
    page.fill("#opt-name", name)
    page.check("#opt-public")
    page.check("#opt-spectators")
    page.fill("#opt-away", str(AWAY))
    page.click("#start-party")
    page.wait_for_selector(".waiting-room #invite-link")
    assert page.query_selector("#start-gathered"), "the host starts the party"
    return page.input_value("#invite-link")


def join(person: Person, link: str, name: str) -> str:
    page = person.page
    page.goto(link)
    page.wait_for_selector("#join-form")
    page.fill("#join-name", name)
    page.click("#join-seat")
    page.wait_for_selector(".waiting-room")
    assert page.query_selector("#waiting-for-host") and not page.query_selector("#start-gathered")
    return page.evaluate("location.hash.split('/')[2]")


def seat_of(person: Person, party: str) -> int:
    return person.page.evaluate(f"JSON.parse(localStorage.getItem('talong.seat.{party}')).seat")


def check_chat(host: Person, guest: Person) -> None:
    """Script tags and control characters arrive as text; the sixth message in 10 s is refused with a message."""
    evil = "<script>window.__pwned=1</script><b>hej</b>"
    guest.page.fill("#chat-input", evil)
    assert guest.page.inner_text("#chat-count") == f"{len(evil)}/200"
    guest.page.click("#chat-send")
    host.page.wait_for_selector(".chat-message .chat-text")
    assert host.page.inner_text(".chat-message .chat-text") == evil
    assert not host.page.query_selector("#chat-messages script, #chat-messages b")
    assert host.page.evaluate("window.__pwned") is None
    for n in range(6):
        guest.page.fill("#chat-input", f"meddelande {n}")
        guest.page.click("#chat-send")
        until(guest.page, "() => document.querySelector('#chat-input').value === ''"
                          " || document.querySelector('#chat-error').textContent !== ''")
    assert "högst 5 meddelanden" in guest.page.inner_text("#chat-error")


def until(page, predicate: str, arg=None, timeout: float = 15.0) -> None:
    """Poll `predicate` through page.evaluate: Playwright's wait_for_function
    compiles its predicate in the page, which the CSP under test reports as eval."""
    deadline = time.monotonic() + timeout
    while not page.evaluate(predicate, arg):
        assert time.monotonic() < deadline, f"waited {timeout} s for {predicate}"
        time.sleep(0.03)


def moved(page, before) -> None:
    """Wait for the table's next version (or an error) after an action."""
    until(page, "v => { const t = document.querySelector('.table-page');"
                " return Boolean((t && t.dataset.version !== v) || document.querySelector('.panel .error')); }", before)


def vira_turn(person: Person, state: dict | None) -> bool:
    """Act once if the page offers actions (the Vira choices of the party browser test)."""
    if not state or not state["actions"] or state["phase"] != "play":
        return False
    before = state["version"]
    choose_vira(person.page, state, False)
    moved(person.page, before)
    return True


def bridge_turn(person: Person, state: dict | None, server, party: str) -> bool:
    """Act once on this seat's turn: the first bid opens 1 club, every other call passes;
    in the play the first playable card (dummy's too, for declarer)."""
    page = person.page
    if not state or state["phase"] != "play" or not (state["bidding"] or any(a.startswith("play ") for a in state["actions"])):
        return False
    before = state["version"]
    if state["bidding"]:
        legal = payload(server, party, person.seat, person.token(party))["legal_actions"]
        if "1C" in legal:
            page.click(".bidding-box button.lvl[data-level='1']")
            page.click(".bidding-box button.bb[data-action='1C']")
        else:
            page.click(".bidding-box button.bb[data-action='pass']")
    else:
        page.click(".bridge-felt button.card.playable", position={"x": 7, "y": 12})
    moved(page, before)
    return True


def payload(server, party: str, seat: int, token: str) -> dict:
    res = httpx.get(f"{server.url}/api/parties/{party}/seats/{seat}/view", headers={"Authorization": f"Bearer {token}"})
    assert res.status_code == 200, res.text
    return res.json()


def states_from_record(record: dict) -> tuple[dict, int]:
    """The engine state at every version of the party's one deal, from its record."""
    party = make_party(get_game(record["game"]), record["options"], int(record["seed"]))
    entry = record["deals"][0]
    state = party.next_deal(entry["deal"])
    states = {1: state}
    for k, action in enumerate(entry["actions"]):
        state = state.apply(action["action"] if isinstance(action, dict) else action[1])
        states[2 + k] = state
    return states, 1 + len(entry["actions"])


def check_hidden(person: Person, states: dict, last: int, seat: int | None, hidden) -> int:
    """No message to this context and no card in its DOM shows a card its seat may not see."""
    checked = 0
    for message in person.messages:
        if message.get("type") != "view" or message.get("deal") not in (None, 1):
            continue
        state = states[min(message["version"], last)]
        assert message["view"] == json.loads(json.dumps(state.view(seat))), (person.name, message["version"])
        found = set(CARD.findall(json.dumps({k: v for k, v in message.items() if k not in ("party", "chat_tail", "invite", "people")}
                                            | {"view": {k: v for k, v in message["view"].items() if k != "bottom_card"}},
                                            ensure_ascii=False)))
        leaked = found & hidden(state, seat)
        assert not leaked, f"{person.name} (seat {seat}) got {sorted(leaked)} at version {message['version']}"
        checked += 1
    for shot in person.dom:
        state = states[min(shot["version"], last)]
        bottom = state.view(seat).get("bottom_card")
        leaked = set(shot["cards"]) - {bottom} & hidden(state, seat)
        assert not leaked, f"{person.name}'s page showed {sorted(leaked)} at version {shot['version']}"
    return checked


def play_together(people: list[Person], turn, victim: Person | None, party: str, seats_by_person, deadline: float) -> dict:
    """Everyone acts when their page offers a choice, until the deal is over. The
    victim closes its browser on its own turn once the play has begun; the AI
    plays its seat when it is away; it rejoins with the same localStorage.
    No victim given: the first player but the host who gets a card to play."""
    events: dict = {"left": False, "ai_played": False, "back": False}
    storage, left_at_version = None, None
    while True:
        if time.monotonic() > deadline:
            for p in people:
                if not p.context.pages:
                    continue
                SHOTS.mkdir(parents=True, exist_ok=True)
                p.page.screenshot(path=str(SHOTS / f"timeout-{p.name}.png"))
            states = [(p.name, p.page.evaluate(STATE)) for p in people if p.context.pages]
            raise AssertionError(f"the deal took too long: {events}, {states}")
        present = [p for p in people if not (p is victim and events["left"] and not events["back"])]
        looks = {p.name: p.look() for p in present}
        if all(looks[p.name] and looks[p.name]["phase"] in ("settlement", "finished") for p in present) \
                and (events["back"] or not events["left"]):
            break
        acted = False
        for p in present:
            mine = looks[p.name]
            if not events["left"] and (p is victim or (victim is None and p is not people[0])) \
                    and mine and any(a.startswith("play ") for a in mine["actions"]):
                victim = events["victim"] = p
                left_at_version = int(looks[p.name]["version"])
                storage = p.leave()
                events["left"] = True
                break
            acted = turn(p, looks[p.name]) or acted
        if events["left"] and not events["back"]:
            host = people[0]
            seat = seats_by_person[victim.name]
            away = host.page.query_selector(f".people li.person[data-seat='{seat}'][data-away='true']")
            version = int(host.page.get_attribute(".table-page", "data-version"))
            still_due = host.page.query_selector(f".people li.person.to-move[data-seat='{seat}']")
            if away and version > left_at_version and not still_due:
                events["ai_played"] = True   # the away seat's turn was played by the AI
                victim.open(storage)
                victim.page.goto(host.page.url.split("#")[0] + f"#/party/{party}")
                victim.page.wait_for_selector(".table-page")
                host.page.wait_for_selector(f".people li.person[data-seat='{seat}'][data-away='false']")
                events["back"] = True
        if not acted:
            time.sleep(0.05)
    return events


def record_of(server, party: str, token: str) -> dict:
    res = httpx.get(f"{server.url}/api/parties/{party}/record", headers={"Authorization": f"Bearer {token}"})
    assert res.status_code == 200, res.text
    return res.json()


def test_three_friends_play_vira_with_a_dropout_and_a_spectator(server, browser):
    anna, bo, cia = Person(browser, "anna"), Person(browser, "bo"), Person(browser, "cia")
    link = host_table(anna, server, "vira", 3, "Anna", [1, 2])
    party = anna.page.evaluate("location.hash.split('/')[2]")
    shoot(anna.page, "waiting-room-host")
    # the public table is listed in another browser's lobby, joinable there
    watcher = Person(browser, "watcher")
    watcher.page.goto(server.url + "/#/")
    watcher.page.wait_for_selector(f"#open-tables li[data-party='{party}'] a[href^='#/join/']")
    assert join(bo, link, "Bo") == party
    join(cia, link, "<i>Cia</i>")
    shoot(cia.page, "waiting-room-guest")
    cia.page.goto(link)          # the invitation never grants a second seat
    cia.page.wait_for_selector("#already-seated")
    cia.page.goto(server.url + f"/#/party/{party}")
    anna.page.wait_for_selector(".waiting-seats li[data-kind='human'] >> nth=2")
    names = anna.page.inner_text(".waiting-seats")
    assert "Bo" in names and "<i>Cia</i>" in names and not anna.page.query_selector(".waiting-seats i")
    check_chat(anna, bo)
    anna.page.click("#start-gathered")
    for p in (anna, bo, cia):
        p.page.wait_for_selector(".table-page[data-phase='play']")
    seats = {p.name: seat_of(p, party) for p in (anna, bo, cia)}
    for p in (anna, bo, cia):
        p.seat = seats[p.name]
    assert sorted(seats.values()) == [0, 1, 2]
    # names at the seats, who is online; the spectator sees the public view only
    assert "Bo" in anna.page.inner_text(".felt") and "<i>Cia</i>" in anna.page.inner_text(".felt")
    anna.page.wait_for_selector(".felt .presence.online >> nth=2")
    watcher.page.goto(server.url + f"/#/watch/{party}")
    watcher.page.wait_for_selector(".table-page #spectating")
    shoot(anna.page, "vira-table-host")

    began = time.monotonic()
    events = play_together([anna, bo, cia, watcher], vira_turn, cia, party, seats, time.monotonic() + 300)
    assert events.pop("victim") is cia
    assert events == {"left": True, "ai_played": True, "back": True}
    print(f"vira: the deal took {time.monotonic() - began:.1f} s through the UI")
    shoot(cia.page, "vira-after-rejoin")

    record = record_of(server, party, anna.token(party))
    states, last = states_from_record(record)
    for p in (anna, bo, cia):
        assert check_hidden(p, states, last, p.seat, vira_hidden) > 3
    check_hidden(watcher, states, last, None, vira_hidden)
    # the record notes who played the victim's seat from which action on
    seating = record["deals"][0]["seating"]
    assert any(entry["seat"] == seats["cia"] and entry["by"] == "ai" for entry in seating), seating
    assert any(entry["seat"] == seats["cia"] and entry["by"] == "human" for entry in seating), seating
    assert any("<script>" in m["text"] for m in record["chat"])   # the chat is stored with the party
    # "Mina bord" lists the party in each player's browser
    bo.page.goto(server.url + "/#/")
    bo.page.wait_for_selector(f"#mine tr[data-party='{party}']")
    shoot(bo.page, "lobby-mine")
    for p in (anna, bo, cia, watcher):
        assert not p.csp_violations(), (p.name, p.csp_violations())
        assert not p.errors, (p.name, p.errors)


def test_four_friends_play_a_bridge_board_with_a_dropout(server, browser):
    south, west, north, east = (Person(browser, n) for n in ("south", "west", "north", "east"))
    link = host_table(south, server, "bridge", 4, "Sven", [0, 1, 3])
    party = south.page.evaluate("location.hash.split('/')[2]")
    for p, name in ((north, "Nora"), (east, "Erik"), (west, "Vera")):
        join(p, link, name)
    south.page.click("#start-gathered")
    everyone = [south, west, north, east]
    for p in everyone:
        p.page.wait_for_selector(".table-page[data-phase='play']")
        p.seat = seat_of(p, party)
    seats = {p.name: p.seat for p in everyone}
    assert sorted(seats.values()) == [0, 1, 2, 3]
    # "Lämna bordet": the AI plays the seat at once, the table shows it; "Ta tillbaka platsen" ends that
    north.page.click("#leave-table")
    north.page.wait_for_selector("#reclaim-seat")
    assert north.page.query_selector("#away-notice")
    south.page.wait_for_selector(f".people li.person[data-seat='{north.seat}'][data-away='true']")
    north.page.click("#reclaim-seat")
    north.page.wait_for_selector("#leave-table")
    south.page.wait_for_selector(f".people li.person[data-seat='{north.seat}'][data-away='false']")
    events = play_together(everyone, lambda p, state: bridge_turn(p, state, server, party), None, party, seats, time.monotonic() + 300)
    assert events["victim"] is not south   # dummy never plays: whoever plays first after the lead drops out
    del events["victim"]
    assert events == {"left": True, "ai_played": True, "back": True}
    shoot(south.page, "bridge-result-host")
    record = record_of(server, party, south.token(party))
    states, last = states_from_record(record)
    for p in everyone:
        assert check_hidden(p, states, last, p.seat, bridge_hidden) > 3
        assert not p.csp_violations(), (p.name, p.csp_violations())
        assert not p.errors, (p.name, p.errors)


def test_pages_run_under_the_content_security_policy(server, browser):
    """The lobby, a game page, the rules and a table load and work with the
    contract's CSP enforced (added here when the server does not send it)."""
    person = Person(browser, "csp")
    person.page.route("**/*", lambda route: _with_csp(route))
    person.page.goto(server.url + "/#/")
    person.page.wait_for_selector(".game-card")
    person.page.goto(server.url + "/#/game/vira/rules")
    person.page.wait_for_selector(".rules-text")
    person.page.goto(server.url + "/#/game/vira")
    person.page.click("#start-party")
    person.page.wait_for_selector(".table-page")
    person.page.evaluate("localStorage.setItem('talong.trickHold', '2500')")
    assert not person.csp_violations(), person.csp_violations()


def _with_csp(route) -> None:
    if route.request.resource_type != "document":
        route.continue_()
        return
    response = route.fetch()
    headers = {**response.headers, "content-security-policy": CSP}
    route.fulfill(response=response, headers=headers)
