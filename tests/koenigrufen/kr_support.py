"""Helpers for the Königrufen tests: explicit deals, action runs, and states
placed at a given point (for the card and scoring rules)."""
from __future__ import annotations

import re

from talong.core.tarock import PACK_NAMES
from talong.games.koenigrufen import GAME, pack_order
from talong.games.koenigrufen.tables import CONTRACT_BY_KEY, PACK

TEXT = "koenigrufen-stockholms-wirasallskap.txt"
ALL = list(PACK_NAMES)
# A card's code left in a player's text (texts.py names cards in words): a suit
# letter and a rank ("hk", "ska", "s9"), a tarok written "T3", or a bare Roman
# numeral or "S" not after "tarok" (upper case only: Swedish "i" is a word).
RAW_CODE = re.compile(r"(?i:\b[hdsc](k|d|ka|kn|\d+)\b)|\bT\d+\b|(?<!tarok )\b[IVX]+\b|\bS\b")


def mask(names) -> int:
    return PACK.parse_set(names)


def deal(hands, talon=None, dealer=3, cut=True):
    """An explicit deal. `hands` maps seats to 12 card names (missing seats
    get the remaining cards in pack order); `talon` lists six, top first.
    With dealer 3, seat 0 is förhand. With `cut` the cutter cuts at once,
    so the state is in the bidding."""
    hands = {int(k): list(v) for k, v in hands.items()}
    used = set(sum(hands.values(), [])) | set(talon or [])
    rest = [c for c in ALL if c not in used]
    if talon is None:
        talon, rest = rest[:6], rest[6:]
    for seat in range(4):
        if seat not in hands:
            hands[seat], rest = rest[:12], rest[12:]
    state = GAME.deal({"dealer": dealer}, deal={"dealer": dealer, "pack": pack_order(hands, talon, dealer)})
    return state.apply("cut") if cut else state


def run(state, *actions):
    for action in actions:
        state = state.apply(action)
    return state


def placed(contract, hands, *, declarers=(0,), partner=None, called=None, dealer=3, birds=None,
           tricks_done=0, leader=None, trick=()):
    """A state in the play of `contract` with the given hands, `tricks_done`
    tricks already played and the current `trick` (card names, from
    `leader`): for the card rules tested in isolation."""
    s = deal({}, None, dealer)._copy()
    s.contract = CONTRACT_BY_KEY[contract]
    s.declarers = tuple(declarers)
    s.partner = partner
    if called is not None:
        from talong.core.tarock import king
        s.called = "hdsc".index(called)
        s.called_king = king(s.called)
    s.hands = tuple(mask(hands.get(i, [])) for i in range(4))
    s.phase = "play"
    s.birds = dict(birds or {})
    s.tricks = tuple((0, (), 0, None) for _ in range(tricks_done))
    s.leader = leader if leader is not None else (declarers[-1] if s.contract.kind == "negative" else s.forehand)
    s.trick = tuple(PACK.parse(c) for c in trick)
    return s


def legal(state, seat=None):
    seat = state.to_move() if seat is None else seat
    return sorted(PACK.names(state.legal_cards(seat)))


def finished(contract, *, declarers=(0,), partner=None, piles=None, won=None, decl_share=(), opp_share=(),
             declared=None, kontra=None, neg_kontra=None, tricks=None, called=None, dealer=3, talon=None,
             king_in_talon=False):
    """A finished deal with the given piles (card names per seat), tricks won
    per seat, talon shares and declarations: for the settlement tables, where
    the play that led there does not matter."""
    s = deal({}, talon, dealer)._copy()
    s.contract = CONTRACT_BY_KEY[contract]
    s.declarers = tuple(declarers)
    s.partner = partner
    if called is not None:
        from talong.core.tarock import king
        s.called = "hdsc".index(called)
        s.called_king = king(s.called)
    s.king_in_talon = king_in_talon
    s.piles_won = tuple(mask((piles or {}).get(i, [])) for i in range(4))
    s.won = tuple((won or [0, 0, 0, 0]))
    s.decl_share, s.opp_share = mask(decl_share), mask(opp_share)
    s.declared = dict(declared or {})
    s.kontra = dict(kontra or {})
    s.neg_kontra = dict(neg_kontra or {})
    n = sum(s.won)
    s.tricks = tuple(tricks) if tricks is not None else tuple((0, (), 0, None) for _ in range(n))
    s.phase = "over"
    s._result = None
    return s
