"""Who sits at a table (issue 11, docs/web.md "Play with friends"): seat
kinds ("human", "open", "ai"), display names, presence, the host's
operations (start, handover), leaving and reclaiming a seat, and the chat.

A party created with `seats` (settings "away_after") is a table of friends:
a human seat whose holder left, or has been offline for `away_after`
seconds, is played by the AI at its next decision until the holder comes
back. Presence (open sockets, the last authenticated request) is kept per
server process: it only decides who plays next, never what anyone sees.

Seat changes are compare-and-set on the stored seats (store.change_seats):
two joins of one seat, or a join racing a handover, leave exactly one
winner; the loser gets 409 and nothing changes. `Table` mixes this in; the
methods run under the table's lock.
"""
from __future__ import annotations

import time
import unicodedata
from typing import Any

from talong.core.engine import IllegalAction
from talong.i18n import msg
from talong.store import RateLimited, StoredParty, WriteConflict

from .errors import Conflict, TooMany

GATHERING, PLAYING = "gathering", "playing"
HUMAN, OPEN, AI = "human", "open", "ai"
NAME_MAX, CHAT_MAX = 24, 200
CHAT_TAIL = 20
CHAT_RATE = (5, 10.0)    # messages per seconds, per seat
NAME_RULE = "display names: 1..24 characters after NFC normalisation, no control characters (docs/web.md)"
CHAT_RULE = "chat: 1..200 characters after NFC normalisation, no control characters, 5 per 10 s (docs/web.md)"
_JOINERS = {"\u200c", "\u200d"}   # zero-width (non-)joiners are part of emoji and Indic script


def clean_text(text: str, most: int, what: str, rule: str) -> str:
    """`text` NFC-normalised and trimmed, or IllegalAction naming `rule`.
    Control and format characters (bidi overrides among them) are refused,
    never silently dropped: what is stored is what the sender sees."""
    text = unicodedata.normalize("NFC", text).strip()
    for char in text:
        category = unicodedata.category(char)
        if category in ("Cc", "Cs", "Co") or (category == "Cf" and char not in _JOINERS):
            raise IllegalAction(msg("server.refusal.control_char", what=msg(what), code=f"{ord(char):04X}"), rule)
    if not 1 <= len(text) <= most:
        raise IllegalAction(msg("server.refusal.length", what=msg(what), most=most, length=len(text)), rule)
    return text


def clean_name(name: str) -> str:
    return clean_text(name, NAME_MAX, "server.what.name", NAME_RULE)


class SeatsMixin:
    """The people side of `Table` (see the module docstring)."""

    stored: Any
    store: Any
    id: str
    lock: Any
    version: int

    def _init_people(self) -> None:
        self.built_at = time.monotonic()
        self.connections: dict[int, int] = {}     # seat -> open sockets in this process
        self.seen: dict[int, float] = {}          # seat -> last authenticated request or socket close
        self.social = 0                           # grows on every seat or chat change (payload cache key)
        self.chat_tail: list[dict[str, Any]] = self.store.chat(self.id, last=CHAT_TAIL) if self.friends else []

    # --- facts -----------------------------------------------------------------------
    @property
    def friends(self) -> bool:
        """A table of friends (created with `seats`): presence and the host matter."""
        return "away_after" in self.stored.settings

    @property
    def status(self) -> str:
        return self.stored.status

    @property
    def default_ai(self) -> str:
        return str(self.stored.settings.get("ai") or "random")

    @property
    def away_after(self) -> float:
        return float(self.stored.settings.get("away_after", 60))

    @property
    def host_seat(self) -> int | None:
        return self.stored.settings.get("host_seat")

    @property
    def spectators(self) -> bool:
        return bool(self.stored.settings.get("spectators"))

    def _no_seat(self, seat: int) -> IllegalAction:
        return IllegalAction(msg("server.refusal.no_seat", seat=seat + 1, players=len(self.stored.seats)),
                             "seats (docs/web.md)")

    def seat_info(self, seat: int) -> dict[str, Any]:
        return self.stored.seats[seat]

    def holder(self, seat: int) -> int:
        """Which holder of the seat this is: grows at every join and handover,
        so a socket opened by an earlier holder (in any process) is closed."""
        return int(self.seat_info(seat).get("holder", 0))

    def online(self, seat: int, now: float | None = None) -> bool:
        """A human seat's holder has a socket open here, or was seen within `away_after`."""
        if self.seat_info(seat)["kind"] != HUMAN:
            return False
        if self.connections.get(seat):
            return True
        now = time.monotonic() if now is None else now
        return now - self.seen.get(seat, self.built_at) < self.away_after

    def away(self, seat: int, now: float | None = None) -> bool:
        """A human seat the AI plays for now: its holder left, or (at a table
        of friends) has been offline for `away_after` seconds."""
        info = self.seat_info(seat)
        if info["kind"] != HUMAN:
            return False
        return bool(info.get("left")) or (self.friends and not self.online(seat, now))

    def controller(self, seat: int) -> str | None:
        """The AI level that plays `seat` at its next decision, or None when
        its human plays it (or nobody may act: the party is gathering)."""
        if self.status == GATHERING:
            return None
        info = self.seat_info(seat)
        if info["kind"] == AI:
            return info.get("ai") or self.default_ai
        if info["kind"] == OPEN or self.away(seat):
            return self.default_ai
        return None

    def presence(self) -> tuple[tuple[bool, bool], ...]:
        now = time.monotonic()
        return tuple((self.online(s, now), self.away(s, now)) for s in range(len(self.stored.seats)))

    def people(self, you: int | None) -> list[dict[str, Any]]:
        now = time.monotonic()
        return [{"seat": s, "kind": info["kind"], "name": info.get("name"), "online": self.online(s, now),
                 "away": self.away(s, now), "you": s == you} for s, info in enumerate(self.stored.seats)]

    def has_open_seat(self) -> bool:
        return any(info["kind"] == OPEN for info in self.stored.seats)

    def social_fields(self, seat: int | None) -> dict[str, Any]:
        """What the payload adds for the people at the table (contract: people,
        status, host, chat_tail, spectators, invite for the host)."""
        out: dict[str, Any] = {"people": self.people(seat), "status": self.status, "host": False,
                               "chat_tail": list(self.chat_tail), "spectators": self.spectators}
        if seat is not None and self.friends and seat == self.host_seat:
            out["host"] = True
            if self.stored.invite and (self.status == GATHERING or self.has_open_seat()):
                out["invite"] = self.stored.invite
        return out

    # --- presence (the hub and the routes report it) -----------------------------------
    def touch_seat(self, seat: int) -> None:
        self.seen[seat] = time.monotonic()

    def connected(self, seat: int, delta: int) -> None:
        self.connections[seat] = max(0, self.connections.get(seat, 0) + delta)
        self.seen[seat] = time.monotonic()

    # --- changing the seats ------------------------------------------------------------
    def _change_seats(self, seats: list[dict[str, Any]], issue: int | None = None, revoke: int | None = None,
                      status: str | None = None) -> str | None:
        """Store the new seats if nobody changed them first (else 409, nothing
        changed), then reload them."""
        try:
            token = self.store.change_seats(self.id, self.stored.seats_text, seats, issue, revoke, status)
        except WriteConflict:
            self.reload_party()
            raise Conflict(msg("server.refusal.seats_changed"), "seats (docs/web.md)") from None
        self.reload_party()
        return token

    def reload_party(self, stored: StoredParty | None = None) -> None:
        """Take the stored party row (`stored`, if just read; else read now)."""
        stored = stored or self.store.party(self.id)
        if stored is not None and (stored.seats_text, stored.status) != (self.stored.seats_text, self.stored.status):
            self.stored = stored
            self.social += 1

    def reload_chat(self) -> None:
        if self.friends:
            tail = self.store.chat(self.id, last=CHAT_TAIL)
            if tail != self.chat_tail:
                self.chat_tail, self.social = tail, self.social + 1

    def _seats_copy(self) -> list[dict[str, Any]]:
        return [dict(info) for info in self.stored.seats]

    def join(self, seat: int, name: str) -> str:
        """Take open seat `seat` with a display name; returns its new token."""
        name = clean_name(name)
        with self.lock:
            self.reload_party()
            if not 0 <= seat < len(self.stored.seats):
                raise self._no_seat(seat)
            if self.status not in (GATHERING, PLAYING):
                raise Conflict(msg("server.refusal.no_seat_after_end"), "invitation (docs/web.md)")
            if self.seat_info(seat)["kind"] != OPEN:
                raise Conflict(msg("server.refusal.seat_taken", seat=seat + 1),
                               "invitation: one free seat per join (docs/web.md)")
            seats = self._seats_copy()
            seats[seat] = {"kind": HUMAN, "ai": None, "name": name, "holder": self.holder(seat) + 1}
            token = self._change_seats(seats, issue=seat)   # a second join of the seat gets 409 here
            self.touch_seat(seat)
            assert token is not None
            return token

    def begin(self) -> None:
        """The host starts the party: open seats become AI seats."""
        with self.lock:
            self.reload_party()
            if self.status != GATHERING:
                raise Conflict(msg("server.refusal.already_started" if self.status == PLAYING
                                   else "server.refusal.party_finished"),
                               "host: start (docs/web.md)")
            seats = [info if info["kind"] != OPEN else {"kind": AI, "ai": self.default_ai}
                     for info in self._seats_copy()]
            self._change_seats(seats, status=PLAYING)

    def handover(self, seat: int, to: str) -> None:
        """The host gives a seat to the AI or opens it for a new player; a
        player's token is revoked either way."""
        with self.lock:
            self.reload_party()
            if not 0 <= seat < len(self.stored.seats):
                raise self._no_seat(seat)
            if seat == self.host_seat:
                raise IllegalAction(msg("server.refusal.host_seat"), "host: handover (docs/web.md)")
            if self.status not in (GATHERING, PLAYING):
                raise Conflict(msg("server.refusal.party_finished"), "host: handover (docs/web.md)")
            info = self.seat_info(seat)
            if info["kind"] == to:
                raise Conflict(msg("server.refusal.already_ai" if to == AI else "server.refusal.already_open",
                                   seat=seat + 1), "host: handover (docs/web.md)")
            seats = self._seats_copy()
            seats[seat] = {"kind": AI, "ai": self.default_ai} if to == AI else {"kind": OPEN, "ai": None}
            seats[seat]["holder"] = self.holder(seat) + 1
            self._change_seats(seats, revoke=seat if info["kind"] == HUMAN else None)
            self.connections.pop(seat, None)

    def leave(self, seat: int) -> None:
        with self.lock:
            self.reload_party()
            if self.seat_info(seat).get("left"):
                raise Conflict(msg("server.refusal.already_left", seat=seat + 1), "seats (docs/web.md)")
            seats = self._seats_copy()
            seats[seat]["left"] = True
            self._change_seats(seats)

    def reclaim(self, seat: int) -> bool:
        """The holder plays the seat again; False if it was not left."""
        with self.lock:
            self.reload_party()
            self.touch_seat(seat)
            if not self.seat_info(seat).get("left"):
                return False
            seats = self._seats_copy()
            seats[seat].pop("left", None)
            self._change_seats(seats)
            return True

    # --- chat --------------------------------------------------------------------------
    def post_chat(self, seat: int, text: str) -> dict[str, Any]:
        text = clean_text(text, CHAT_MAX, "server.what.chat", CHAT_RULE)
        name = self.seat_info(seat).get("name") or f"{seat}"
        try:
            message = self.store.add_chat(self.id, seat, name, text, *CHAT_RATE)
        except RateLimited:
            raise TooMany(msg("server.refusal.chat_rate", most=CHAT_RATE[0], window=f"{CHAT_RATE[1]:g}"),
                          CHAT_RULE) from None
        with self.lock:
            if all(m["seq"] != message["seq"] for m in self.chat_tail):
                self.chat_tail = sorted([*self.chat_tail, message], key=lambda m: m["seq"])[-CHAT_TAIL:]
            self.social += 1
        return message
