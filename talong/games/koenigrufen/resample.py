"""Determinization (contract C3): a full deal consistent with one seat's view.

`resample(view, rng)` keeps everything the view shows (own hand, the auction,
the call, the turned-up talon, shown discards, declarations, every card
played), deals the unseen cards to the places they could be (other hands, the
declarer's face-down discards, the unseen talon) respecting what is public:
voids shown by failures to follow suit, no kings or matadors among the
discards, the taken talon half held by the declarer, "den fjärde kungen"
(the declarer held the other three kings), kung ultimo declared by the
king's holder, a revealed partner. It then replays the public history through
the engine, so the new state is legal by construction; a sample the replay
refuses (say, a negative-game overtaking duty it breaks) is drawn again.
"""
from __future__ import annotations

import random
from typing import Any

from talong.core.engine import GameError
from talong.core.tarock import KINGS, MATADORS, PACK_NAMES, SUIT_MASKS, TAROK, TAROKS, king
from .rules import suit_of
from .tables import ASIDE, CONTRACT_BY_KEY, FED, HALF, NUM_SEATS, SOLO, WHOLE

RULE = "contract C3: Game.resample(view, rng)"
_INDEX = {name: c for c, name in enumerate(PACK_NAMES)}


def _mask(names) -> int:
    m = 0
    for n in names:
        m |= 1 << _INDEX[n]
    return m


def _voids(view) -> list[int]:
    """Suits (as card masks) each seat has shown it no longer holds."""
    voids = [0] * NUM_SEATS
    tricks = list(view["tricks_played"]) + ([view["trick"]] if view.get("trick") else [])
    for trick in tricks:
        cards = trick["cards"]
        if not cards:
            continue
        led = suit_of(_INDEX[cards[0][1]])
        for s, name in cards[1:]:
            card = _INDEX[name]
            if suit_of(card) != led:
                voids[s] |= SUIT_MASKS[led]
                if led != TAROK and not TAROKS >> card & 1:
                    voids[s] |= TAROKS
    return voids


def resample(view: dict[str, Any], rng: random.Random, tries: int = 300):
    from .state import KoenigrufenState
    seat, dealer, number = view["seat"], view["dealer"], view["number"]
    if view["phase"] in ("cut", "piles"):
        return _replay_start(KoenigrufenState(dealer, number, _shuffled(rng)), view)
    c = CONTRACT_BY_KEY[view["contract"]["key"]] if view.get("contract") else None
    declarer = view.get("declarer")
    own = _mask(view["hand"])
    played = [0] * NUM_SEATS
    fed: list[int] = []
    tricks = list(view["tricks_played"]) + ([view["trick"]] if view.get("trick") else [])
    for trick in tricks:
        for s, name in trick["cards"]:
            played[s] |= 1 << _INDEX[name]
        if trick.get("talon_card"):
            fed.append(_INDEX[trick["talon_card"]])
    talon_view = view.get("talon") or {}
    public_talon = [_INDEX[n] for n in talon_view.get("top", []) + talon_view.get("bottom", [])]
    taken = talon_view.get("taken")
    disc = view["discards"]
    shown = _mask(disc["shown"])
    own_disc = _mask(disc.get("cards", [])) if seat == declarer else 0
    whole_known = [_INDEX[n] for n in talon_view.get("cards", [])]
    taken_mask = 0
    if public_talon and taken is not None:
        taken_mask = _mask(PACK_NAMES[x] for x in public_talon[3 * taken:3 * taken + 3])
    all_played = 0
    for p in played:
        all_played |= p
    known = own | all_played | _mask(PACK_NAMES[x] for x in fed) | shown | own_disc | _mask(
        PACK_NAMES[x] for x in public_talon) | _mask(PACK_NAMES[x] for x in whole_known)
    floating = taken_mask & ~all_played & ~own & ~own_disc & ~shown   # in the declarer's hand or his discards
    known &= ~floating
    fixed = {int(s): _mask(names) for s, names in (view.get("open_hands") or {}).items()}   # ouverte: all open
    for m in fixed.values():
        known |= m
    floating &= ~known

    hand_sizes = view["hand_sizes"]
    slots: dict[Any, int] = {("hand", s): hand_sizes[s] for s in range(NUM_SEATS) if s != seat and s not in fixed}
    if seat != declarer and disc["count"]:
        slots["disc"] = disc["count"] - shown.bit_count()
    hidden_talon = 0
    if c is None or view["phase"] == "call" or c.talon in (SOLO, ASIDE):
        hidden_talon = 6 if not public_talon else 0
    elif c.talon == FED:
        hidden_talon = 6 - len(fed)
    if hidden_talon:
        slots["talon"] = hidden_talon
    pool = [x for x in range(54) if not known >> x & 1]
    if sum(slots.values()) != len(pool):
        raise GameError(f"the view does not add up: {len(pool)} unseen cards for {sum(slots.values())} places", RULE)

    voids = _voids(view)
    allowed = {x: set(slots) for x in pool}
    farben = c is not None and c.farben
    for x in pool:
        for s in range(NUM_SEATS):
            if ("hand", s) in allowed[x] and voids[s] >> x & 1:
                allowed[x].discard(("hand", s))
        if "disc" in allowed[x] and ((KINGS | MATADORS) >> x & 1 or (TAROKS >> x & 1 and not farben)):
            allowed[x].discard("disc")
        if floating >> x & 1:
            allowed[x] &= {("hand", declarer), "disc"}
    called = view.get("called")
    if called is not None and c is not None:
        _king_constraints(view, allowed, declarer, called, played)

    for _ in range(tries):
        placed = _assign(pool, _fourth_king(view, allowed, declarer, seat, played, rng), slots, rng)
        if placed is None:
            continue
        try:
            return _rebuild(view, c, placed, own, played, own_disc, shown, public_talon, taken_mask, fed,
                            whole_known, declarer, seat, rng, fixed)
        except GameError:
            continue
    raise GameError("no deal consistent with the view was found", RULE)


def _king_constraints(view, allowed, declarer, called, played) -> None:
    """The called king: with its holder public (revealed, or the seat itself)
    or kung ultimo declared, it is in that hand."""
    suit = called.get("suit")
    if suit is None:
        return
    k = king("hdsc".index(suit))
    ultimo = view.get("declared", {}).get("kungultimo")
    target = ultimo["seat"] if ultimo else view.get("partner")
    if k in allowed and target is not None:
        allowed[k] &= {("hand", target)}


def _fourth_king(view, allowed, declarer, seat, played, rng) -> dict:
    """"Den fjärde kungen": the declarer held the three other kings. When the
    seat does not know which king was called, one unseen king not played by
    the declarer is drawn as the called one; the others are his."""
    called = view.get("called")
    if not called or not called.get("fourth") or seat == declarer or called.get("suit") is not None:
        return allowed
    kings = [king(s) for s in range(4)]
    elsewhere = [k for k in kings if k not in allowed and not played[declarer] >> k & 1]
    unseen = [k for k in kings if k in allowed]
    out = {x: set(v) for x, v in allowed.items()}
    fourth = elsewhere[0] if elsewhere else rng.choice(unseen) if unseen else None
    for k in unseen:
        if k == fourth:
            out[k].discard(("hand", declarer))
        else:
            out[k] &= {("hand", declarer)}
    return out


def _assign(pool, allowed, slots, rng):
    """Random placement with capacities, most constrained cards first."""
    room = dict(slots)
    order = sorted(pool, key=lambda x: (len(allowed[x]), rng.random()))
    placed: dict[Any, list[int]] = {k: [] for k in slots}
    for x in order:
        options = [k for k in allowed[x] if room[k] > 0]
        if not options:
            return None
        pick = rng.choices(options, weights=[room[k] for k in options])[0]
        room[pick] -= 1
        placed[pick].append(x)
    return placed


def _shuffled(rng) -> list[int]:
    cards = list(range(54))
    rng.shuffle(cards)
    return cards


def _rebuild(view, c, placed, own, played, own_disc, shown, public_talon, taken_mask, fed, whole_known,
             declarer, seat, rng, fixed):
    from talong.core.engine import IllegalAction
    from . import pack_order
    from .state import KoenigrufenState
    current = [0] * NUM_SEATS
    if seat is not None:   # a spectator (seat None) holds no cards
        current[seat] = own
    for s in range(NUM_SEATS):
        if s in fixed:
            current[s] = fixed[s]
        elif s != seat:
            current[s] = sum(1 << x for x in placed[("hand", s)])
    discards = own_disc if seat == declarer else shown | sum(1 << x for x in placed.get("disc", []))
    start = [current[s] | played[s] for s in range(NUM_SEATS)]
    hidden_talon = placed.get("talon", [])
    rng.shuffle(hidden_talon)
    if c is not None and c.talon == HALF and public_talon:
        start[declarer] = (start[declarer] | discards) & ~taken_mask
        talon = public_talon
    elif c is not None and c.talon == WHOLE and view["phase"] != "call":
        eighteen = start[declarer] | discards
        if whole_known:
            talon = whole_known
        else:
            cards = [x for x in range(54) if eighteen >> x & 1]
            talon = rng.sample(cards, 6)
        start[declarer] = eighteen & ~sum(1 << x for x in talon)
    elif c is not None and c.talon == FED:
        talon = fed + hidden_talon
    else:
        talon = hidden_talon
    if any(h.bit_count() != 12 for h in start) or len(talon) != 6:
        raise GameError("inconsistent sample", RULE)
    hands = {s: [PACK_NAMES[x] for x in range(54) if start[s] >> x & 1] for s in range(NUM_SEATS)}
    talon_names = [PACK_NAMES[x] for x in talon]
    if view["knocked"]:   # p.12 knacka: the talon, then the four piles in the order they lie
        owner = {pile: s for s, pile in view["piles_taken"]}
        order = talon_names + [name for pile in range(1, 5) for name in hands[owner[pile]]]
    else:
        order = pack_order(hands, talon_names, view["dealer"])
    state = KoenigrufenState(view["dealer"], view["number"], [_INDEX[n] for n in order])
    try:
        state = _replay(state, view, discards & ~own_disc if seat == declarer else discards & ~shown)
    except IllegalAction as err:
        raise GameError(f"the sample breaks a rule: {err}", RULE) from None
    if state.phase != view["phase"] or state.to_move() != view["to_move"] or (seat is not None and state.hands[seat] != own):
        raise GameError("the sample does not reach the view's position", RULE)
    return state


def _replay(state, view, hidden):
    """The view's public history replayed on the sampled deal; another seat's
    face-down discard (the bare verb) lays away the sampled cards `hidden`,
    suit cards first (taroks only when forced, KR-F05)."""
    cards = sorted((x for x in range(54) if hidden >> x & 1), key=lambda x: (TAROKS >> x & 1, x))
    for entry in view["history"]:
        action = entry["action"]
        if action == "discard":
            action = f"discard {PACK_NAMES[cards.pop(0)]}"
        state = state.apply(action)
    return state


def _replay_start(state, view):
    if view["phase"] == "piles":
        state = state.apply("knacka")
        for s, pile in sorted(view["piles_taken"], key=lambda e: (e[0] - view["forehand"]) % 4):
            if state.phase == "piles" and state.to_move() == s:
                state = state.apply(f"pile {pile}")
    return state
