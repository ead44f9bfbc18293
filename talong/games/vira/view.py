"""What a seat sees of a Vira deal, and texts for actions.

A seat sees its own hand, kept cards and discards ("Det är tillåtet för både
spelföraren och motspelarna att titta på sina egna kastkort",
vira-stockholms-wirasallskap.txt, Att spela eller att lägga handen), and the
public table: the bottom card and suit classes, the auction, the contract,
turned-up turné/vingel/tringel cards, an open misär hand once it is laid
open, the current and last trick, counts of cards. Never another seat's
hidden cards, the talong's content, or others' discards.

The public history of the deal (what a seat has seen, so that a player can
rebuild what it knows from its view alone): `history`, every action in
order, with the card of another seat's "keep"/"discard" hidden (the seat's
own are shown: it knows what it put away); `tricks_played`, every finished
trick with who played each card and who won it; `dealt`, the seat's own 13
dealt cards; `turned_up`, every card turned up from the talong.
"""
from __future__ import annotations

from typing import Any

from talong.core.cards import iter_cards
from talong.i18n import Message, msg, render

from . import bidding
from .bidding import QUAL_NAMES
from .deal import CARD, NAMES, ROLES, SUIT_CODES
from .phases import DONE, PUBLIC_PHASE
from .tables import BID_BY_KEY

WORD_RANKS = "TJQKA"   # ranks named by a word (vira.rank.*); the others by their number


def _names(mask: int) -> list[str]:
    return [NAMES[c] for c in iter_cards(mask)]


HIDDEN_VERBS = ("keep", "discard")   # a card put away or kept is seen by its owner only


def public_action(seat: int, action: str, viewer: int | None) -> str:
    """`action` as `viewer` saw it: another seat's kept or put-away card hidden."""
    verb = action.split(" ", 1)[0]
    return verb if verb in HIDDEN_VERBS and seat != viewer else action


def tricks_played(s) -> list[dict[str, Any]]:
    return [{"leader": leader, "cards": [[x, NAMES[c]] for x, c in trick], "winner": win}
            for leader, trick, win in s.trick_log]


def card_message(name: str) -> Message:
    """"klöver tia" / "ten of clubs", "ruter 9" / "9 of diamonds"."""
    suit, rank = name[0], name[1]
    return msg("vira.card", suit=msg(f"vira.suit.{suit}"),
               rank=msg(f"vira.rank.{rank}") if rank in WORD_RANKS else rank)


def card_text(name: str, lang: str) -> str:
    return render(card_message(name), lang)


def contract(s) -> dict[str, Any] | None:
    if s.bid is None:
        return None
    bid = s.bid
    return {"bid": bid.key, "name": bid.name, "level": bid.level, "qualifier": QUAL_NAMES[s.qual],
            "unspecified": s.unspec, "declarer": s.declarer, "opponents": list(s.opponents),
            # a gask played low needs no trick: "exakt noll stick" (Gask på 0 4)
            "kind": bid.kind, "tricks_needed": None if s.low else bid.tricks,
            "trump": SUIT_CODES[s.trump] if s.trump is not None else None,
            "low": s.low, "omkop": s.omkop, "aces_as_ones": s.aces_low, "laid": s.laid}


def _highest(s) -> dict[str, Any] | None:
    if s.top is None:
        return None
    entry = next(e for e in reversed(s.auction) if e.choice is not None)
    choice = entry.choice
    return {"seat": entry.seat, "bid": choice.bid.key, "name": choice.bid.name,
            "qualifier": QUAL_NAMES[choice.qual], "unspecified": choice.unspec, "i_forhand": choice.takeover}


def view(s, seat: int | None) -> dict[str, Any]:
    mine = seat is not None and 0 <= seat < s.n
    out: dict[str, Any] = {
        "game": "vira", "seat": seat, "players": s.n, "number": s.number,
        "phase": PUBLIC_PHASE.get(s.phase, "buying"), "step": s.phase, "to_move": s.mover,
        "roles": {x: (ROLES[s.pos[x]] if s.pos[x] >= 0 else "sitter") for x in range(s.n)},
        "dealer": s.dealer, "forhand": s.forhand, "bottom_card": NAMES[s.bottom],
        "hogsta_farg": SUIT_CODES[s.hogsta], "farg": SUIT_CODES[s.farg],
        "ofarg": [SUIT_CODES[x] for x in s.ofarg],
        "hand": _names(s.hands[seat]) if mine else [],
        "kept": _names(s.kept) if mine and seat == s.declarer else [],
        "pending": _names(s.pending) if mine and seat == s.mover else [],
        "discards": _names(s.discards[seat]) if mine else [],
        "hand_sizes": {x: s.hands[x].bit_count() + (s.pending.bit_count() if x == s.mover else 0)
                       for x in s.active},
        "bought": {x: s.bought[x] for x in s.active},
        "talong_size": len(s.talong),
        "auction": [{"seat": e.seat, "action": e.action, "msg": entry_message(e)} for e in s.auction],
        "highest_bid": _highest(s),
        "contract": contract(s),
        "turned_up": [NAMES[c] for c in s.shown],
        "turned_now": [NAMES[c] for c in s.turned],
        "open_hands": {s.declarer: _names(s.hands[s.declarer])} if s.open else {},
        "trick": [{"seat": x, "card": NAMES[c]} for x, c in s.trick],
        "last_trick": {"cards": [{"seat": x, "card": NAMES[c]} for x, c in s.last_trick],
                       "winner": s.last_winner} if s.last_trick else None,
        "tricks": {x: s.tricks[x] for x in s.active},
        "tricks_played": tricks_played(s),
        "history": [{"seat": x, "action": public_action(x, a, seat if mine else None)} for x, a in s.log],
        "dealt": _names(s.hands0[seat]) if mine else [],
        "gok_penalty_seats": list(s.gok_penalty) if s.phase == DONE else [],
    }
    if s.phase == DONE:
        out["result"] = s.result()
    return out


# --- texts ------------------------------------------------------------------------------------
def _bid_message(choice) -> Message:
    """"bjuder 7-spel i färg" / "bids 7-spel i färg": bid names are game terms, the same in both."""
    if choice.unspec:
        name = ("högre " if choice.higher else "") + choice.unspec
    else:
        name = choice.bid.name
    if choice.qual == 1:
        name += " i färg"
    elif choice.qual == 2:
        name += " i högsta färg"
    if choice.takeover:
        name += " i förhand"
    if choice.unspec:
        return msg("vira.auction.bid_unspecified", name=name, counts=choice.bid.name)
    return msg("vira.auction.bid", name=name)


def entry_message(entry) -> Message:
    return msg("vira.auction.pass") if entry.choice is None else _bid_message(entry.choice)


def describe_entry(entry, lang: str) -> str:
    return render(entry_message(entry), lang)


# the actions that read the same whatever the state (vira.action.*)
FIXED_ACTIONS = {"play": "play_hand", "lay": "lay", "omköp": "omkop", "high": "high", "low": "low",
                 "aces-as-ones": "aces_as_ones", "aces-as-aces": "aces_as_aces", "pass": "pass"}
CARD_VERBS = ("play", "discard", "keep")


def action_message(s, action: str) -> Message | None:
    """An action of the seat to move as a message; None for one not understood."""
    words = action.split()
    if not words:
        return None
    if s.phase == "bidding":
        opts = bidding.options(s.top, s.pos[s.mover], not s.auction)
        act = bidding.canonical(action, opts)
        if act in opts:
            return msg("vira.action.pass") if opts[act] is None else _bid_message(opts[act])
    head = words[0]
    card = words[1].upper() if len(words) == 2 and words[1].upper() in CARD else None
    if card and head in CARD_VERBS:
        return msg(f"vira.action.{head}_card", card=card_message(card))
    if head == "trump" and len(words) == 2 and words[1] in SUIT_CODES:
        return msg("vira.action.trump", suit=msg(f"vira.suit.{words[1]}"))
    if head == "level" and len(words) == 2 and words[1] in BID_BY_KEY:
        return msg("vira.action.level", name=BID_BY_KEY[words[1]].name)
    if head == "buy":
        return msg("vira.action.buy", count=s.pending.bit_count())
    if action in FIXED_ACTIONS:
        return msg(f"vira.action.{FIXED_ACTIONS[action]}")
    return None


def describe(s, action: str, lang: str = "en") -> str:
    message = action_message(s, action)
    return action if message is None else render(message, lang)
