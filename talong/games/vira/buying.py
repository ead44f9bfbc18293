"""Buying, choice of trump and laying down the hand (köp och val av trumf).

Rules: vira-stockholms-wirasallskap.txt "Köp och val av trumf", "Gaskspel",
"Köpspel", "Solospel", "Att spela eller att lägga handen" and the "Köp" table
of vira-sa-spelar-du-vira.txt.

- Gaskspel: the declarer keeps N cards ("keep CARD" steps; gask på N keeps N,
  Vira and Gök all 13), the rest are put aside, he takes the whole talong and
  discards down to 13 ("discard CARD"); then play or lay; a gask 0-4 not bid
  in färg is played "high" or "low"; trump is chosen after the buy.
- Köpspel: trump before the buy (free, or turned up: turné 1 card, vingel 2,
  tringel 3); the declarer discards any number ("discard CARD") and takes as
  many from the top ("buy"), turned-up cards must be bought; then play, lay or
  omköp (once); köpmisär på N buys exactly N and then discards to 12 (11).
- Solospel: trump first (solo 6-12, solo vira) or a discard (petite misär);
  then play or lay; royale is laid open before the opponents buy.
- Opponents (left of the declarer first) buy any number while the talong lasts.
"""
from __future__ import annotations

from talong.core.cards import FRENCH_52, iter_cards
from talong.core.engine import IllegalAction
from talong.i18n import msg

from . import refusals, rules
from .deal import CARD, NAMES, SUIT_CODES
from .play import ACE, SUIT_OF
from .phases import ACES, BUY, CHOOSE, DECIDE, DONE, HIGHLOW, KEEP, MISAR, OPP, PLAY, TRUMP
from .tables import GASK, KOP

DISCARD_ACTION = tuple("discard " + n for n in NAMES)
KEEP_ACTION = tuple("keep " + n for n in NAMES)
TRUMP_ACTION = tuple("trump " + c for c in SUIT_CODES)
TURN_CARDS = {"turné": 1, "vingel": 2, "tringel": 3}
OMKOP_MIN = {"spel": 1, "turné": 2, "vingel": 3, "tringel": 4}  # talong cards left to make an omköp
ALL_ACES = sum(1 << FRENCH_52.card(s, ACE) for s in range(len(FRENCH_52.suits)))


def _actions(table, mask: int) -> list[str]:
    return [table[c] for c in iter_cards(mask)]


def _set_hand(s, seat: int, mask: int) -> None:
    hands = list(s.hands)
    hands[seat] = mask
    s.hands = tuple(hands)


def _add_discards(s, seat: int, mask: int) -> None:
    discards = list(s.discards)
    discards[seat] |= mask
    s.discards = tuple(discards)


def _take_top(s, seat: int, k: int) -> None:
    """Take k cards from the top of the talong into seat's hand."""
    taken = 0
    for c in s.talong[:k]:
        taken |= 1 << c
    s.talong = s.talong[k:]
    _set_hand(s, seat, s.hands[seat] | taken)
    bought = list(s.bought)
    bought[seat] += k
    s.bought = tuple(bought)


# --- flow ----------------------------------------------------------------------
def begin(s) -> None:
    """After the auction (and the level of an unspecified bid)."""
    bid, s.mover = s.bid, s.declarer
    if bid.kind == GASK:
        if bid.family == "gask" and bid.level:
            s.phase = KEEP
        else:
            if bid.family == "gask":   # gask på 0 keeps nothing
                _add_discards(s, s.declarer, s.hands[s.declarer])
                _set_hand(s, s.declarer, 0)
            _take_all(s)
    elif bid.kind == KOP:
        if bid.family == "spel":
            s.phase = TRUMP
        elif bid.family in TURN_CARDS:
            _turn(s)
        else:
            s.phase = BUY
    elif bid.tricks is not None:
        s.phase = TRUMP
    elif bid.misar.cards == 12:
        s.phase = MISAR
    else:
        s.phase = DECIDE


def _take_all(s) -> None:
    """Gaskspel: the declarer takes the whole talong."""
    _take_top(s, s.declarer, len(s.talong))
    s.phase = CHOOSE if s.hands[s.declarer].bit_count() > 13 else DECIDE


def _turn(s) -> None:
    """Turné/vingel/tringel: turn up the top 1/2/3 talong cards (public)."""
    k = TURN_CARDS[s.bid.family]
    s.turned = s.talong[:k]
    s.shown = s.shown + s.turned
    if k == 1:
        s.trump = SUIT_OF[s.turned[0]]
        if not s.omkop:
            s.first_trump = s.trump
        s.phase = BUY
    else:
        s.phase = TRUMP


def _continue(s) -> None:
    """The declarer plays the hand: what follows his decision."""
    bid = s.bid
    if bid.kind == GASK:
        if bid.family == "gök":
            s.low = True
            start_play(s)
        elif bid.family == "vira" or bid.level >= 5 or s.qual:
            s.phase = TRUMP
        else:
            s.phase = HIGHLOW
    elif bid.kind == KOP:
        if bid.family == "köpmisär":
            s.low = True
            s.phase = MISAR
        else:
            _opponents_buy(s, s.opponents)
    else:
        if bid.key.endswith("royale"):
            s.open = True
        _opponents_buy(s, s.opponents)


def _opponents_buy(s, queue: tuple) -> None:
    """Left opponent first; when the talong runs out, the other cannot buy."""
    if queue and s.talong:
        s.opp_queue = queue
        s.phase, s.mover = OPP, queue[0]
    else:
        s.opp_queue = ()
        start_play(s)


def start_play(s) -> None:
    """Open hands are laid on the table; förhand always leads to the first trick."""
    bid = s.bid
    if bid.tricks is None or s.low:
        s.low, s.trump = True, None
        if bid.misar.open:
            s.open = True
    s.phase, s.mover = PLAY, s.forhand


def _after_misar_discards(s) -> None:
    if s.bid.kind == GASK:
        if s.hands[s.declarer] & ALL_ACES == ALL_ACES:
            s.phase = ACES
        else:
            start_play(s)
    elif s.bid.kind == KOP:
        _opponents_buy(s, s.opponents)
    else:
        s.phase = DECIDE


# --- KEEP (gask på 1-6) -----------------------------------------------------------
def legal_keep(s) -> list[str]:
    return _actions(KEEP_ACTION, s.hands[s.declarer] & ~s.kept)


def apply_keep(s, action: str) -> None:
    s.kept |= 1 << CARD[action[5:]]
    if s.kept.bit_count() == s.bid.level:
        seat = s.declarer
        _add_discards(s, seat, s.hands[seat] & ~s.kept)
        _set_hand(s, seat, s.kept)
        _take_all(s)


# --- CHOOSE and MISAR: single discards down to a target ---------------------------
def legal_discard(s) -> list[str]:
    return _actions(DISCARD_ACTION, s.hands[s.mover])


def apply_choose(s, action: str) -> None:
    _discard(s, action)
    if s.hands[s.declarer].bit_count() == 13:
        s.phase = DECIDE


def apply_misar(s, action: str) -> None:
    _discard(s, action)
    if s.hands[s.declarer].bit_count() == s.bid.misar.cards:
        _after_misar_discards(s)


def _discard(s, action: str) -> None:
    bit = 1 << CARD[action[8:]]
    _set_hand(s, s.mover, s.hands[s.mover] & ~bit)
    _add_discards(s, s.mover, bit)


# --- DECIDE: play, lay, omköp -------------------------------------------------------
def _may_omkop(s) -> bool:
    bid = s.bid
    if bid.kind != KOP or s.omkop:
        return False
    need = bid.level if bid.family == "köpmisär" else OMKOP_MIN[bid.family]
    return len(s.talong) >= need


def legal_decide(s) -> list[str]:
    return ["play", "lay", "omköp"] if _may_omkop(s) else ["play", "lay"]


def apply_decide(s, action: str) -> None:
    if action == "lay":
        s.laid = True
        s.phase, s.mover = DONE, None
    elif action == "play":
        _continue(s)
    else:
        s.omkop = True
        if s.bid.family in TURN_CARDS:
            _turn(s)
        else:
            s.phase = BUY


# --- HIGHLOW, TRUMP, ACES -------------------------------------------------------------
def legal_highlow(s) -> list[str]:
    return ["high", "low"]


def apply_highlow(s, action: str) -> None:
    if action == "high":
        s.phase = TRUMP
        return
    s.low = True
    if s.hands[s.declarer].bit_count() > s.bid.misar.cards:
        s.phase = MISAR
    else:
        _after_misar_discards(s)


def trump_suits(s) -> list[int]:
    if s.bid.family in ("vingel", "tringel"):
        return sorted({SUIT_OF[c] for c in s.turned})
    if s.qual == 2:
        return [s.hogsta]
    if s.qual == 1:
        return sorted((s.hogsta, s.farg))
    return [0, 1, 2, 3]


def legal_trump(s) -> list[str]:
    return [TRUMP_ACTION[suit] for suit in trump_suits(s)]


def apply_trump(s, action: str) -> None:
    s.trump = SUIT_CODES.index(action[6:])
    kind = s.bid.kind
    if kind == KOP:
        if not s.omkop:
            s.first_trump = s.trump
        s.phase = BUY
    elif kind == GASK:
        start_play(s)
    else:
        s.phase = DECIDE


def legal_aces(s) -> list[str]:
    return ["aces-as-ones", "aces-as-aces"]


def apply_aces(s, action: str) -> None:
    s.aces_low = action == "aces-as-ones"
    start_play(s)


# --- BUY (declarer in köpspel) and OPP (opponents) ---------------------------------------
def _buy_limits(s) -> tuple[int, int]:
    """(least, most) cards the one to move may exchange now."""
    if s.phase == OPP:
        return 0, len(s.talong)
    bid = s.bid
    if bid.family == "köpmisär":
        return bid.level, bid.level
    least = len(s.turned) if bid.family in TURN_CARDS else (1 if s.omkop else 0)
    return least, len(s.talong)


def legal_buy(s) -> list[str]:
    least, most = _buy_limits(s)
    n = s.pending.bit_count()
    out = _actions(DISCARD_ACTION, s.hands[s.mover]) if n < most else []
    if n >= least and not (s.phase == BUY and s.bid.family == "köpmisär"):
        out.append("buy")
    return out


def apply_buy(s, action: str) -> None:
    seat = s.mover
    if action != "buy":
        bit = 1 << CARD[action[8:]]
        _set_hand(s, seat, s.hands[seat] & ~bit)
        s.pending |= bit
        if not (s.phase == BUY and s.bid.family == "köpmisär" and s.pending.bit_count() == s.bid.level):
            return
    k = s.pending.bit_count()
    _add_discards(s, seat, s.pending)
    s.pending = 0
    _take_top(s, seat, k)
    s.turned = ()
    if s.phase == OPP:
        _opponents_buy(s, s.opp_queue[1:])
    else:
        s.buys += 1
        s.phase = DECIDE


# --- refusals ----------------------------------------------------------------------------------
def explain(s, action: str) -> IllegalAction:
    words = action.split()
    phase = s.phase
    if len(words) == 2 and words[0] in ("keep", "discard") and words[1].upper() in CARD:
        card = CARD[words[1].upper()]
        if not s.hands[s.mover] >> card & 1 and phase in (KEEP, CHOOSE, MISAR, BUY, OPP):
            rule = {KEEP: rules.GASK_KEEP, CHOOSE: rules.GASK_13, MISAR: rules.MISAR_DISCARD}.get(phase,
                                                                                                rules.BUY_COUNT)
            return IllegalAction(msg("vira.refusal.not_held", card=refusals.card(card)), rule)
        if phase == KEEP and words[0] == "keep" and s.kept >> card & 1:
            return IllegalAction(msg("vira.refusal.already_kept", card=refusals.card(card)), rules.GASK_KEEP)
        if phase in (BUY, OPP) and words[0] == "discard":
            least, most = _buy_limits(s)
            rule = rules.KOPMISAR if s.bid.family == "köpmisär" and phase == BUY else rules.BUY_COUNT
            return IllegalAction(msg("vira.refusal.exchange_most", count=most), rule)
    if action == "buy" and phase in (BUY, OPP):
        least, _ = _buy_limits(s)
        rule = rules.KOPMISAR if s.bid.family == "köpmisär" else rules.MUST_BUY_TURNED if s.turned else rules.OMKOP
        return IllegalAction(msg("vira.refusal.put_away_first", count=least), rule)
    if action == "omköp" and phase == DECIDE:
        if s.bid.kind != KOP:
            return IllegalAction(msg("vira.refusal.omkop_kopspel"), rules.LAY)
        if s.omkop:
            return IllegalAction(msg("vira.refusal.omkop_once"), rules.OMKOP)
        return IllegalAction(msg("vira.refusal.omkop_talong"), rules.OMKOP_MIN)
    if action == "low" and phase in (HIGHLOW, TRUMP) and s.bid.family == "gask":
        if s.bid.level >= 5:   # Gask på 5 and 6 are always played high
            return IllegalAction(msg("vira.refusal.gask_high", bid=s.bid.name), rules.GASK_HIGH)
        return IllegalAction(msg("vira.refusal.gask_qualified_low"), rules.GASK_LOW_QUAL)
    if words and words[0] == "trump" and phase == TRUMP:
        rule = rules.VINGEL_TRUMP if s.bid.family in ("vingel", "tringel") else rules.TRUMP_QUAL
        return IllegalAction(msg("vira.refusal.trump_may_be", action=repr(action),
                                 suits=[refusals.suit(SUIT_CODES[t]) for t in trump_suits(s)]), rule)
    if phase == TRUMP and words and words[0] in ("discard", "buy"):
        return IllegalAction(msg("vira.refusal.trump_first"), rules.TRUMP_FIRST)
    verbs = {KEEP: ("keep",), CHOOSE: ("discard",), MISAR: ("discard",), DECIDE: ("play", "lay", "omköp"),
             HIGHLOW: ("high", "low"), TRUMP: ("trump",), BUY: ("discard", "buy"), OPP: ("discard", "buy"),
             ACES: ("aces-as-ones", "aces-as-aces")}
    what = refusals.step_asks(phase, omkop=phase == DECIDE and _may_omkop(s))
    # "play <card>" is the play's action even where "play" alone (play the hand) is legal
    if not words or words[0] not in verbs[phase] or (words[0] == "play" and len(words) > 1):
        return refusals.wrong_step(action, phase, what)
    if phase == ACES:
        return IllegalAction(msg("vira.refusal.aces_first"), rules.ACES)
    rule = {HIGHLOW: rules.GASK_LOW_QUAL, TRUMP: rules.TRUMP_QUAL}.get(phase, rules.form(rules.STEP[phase]))
    legal = (legal_keep if phase == KEEP else lambda st: LEGAL_BUYING[phase](st))(s)
    shown = ", ".join(legal[:6]) + (", ..." if len(legal) > 6 else "")
    return IllegalAction(msg("vira.refusal.not_legal_now", action=repr(action), todo=what, legal=shown), rule)


LEGAL_BUYING = {KEEP: legal_keep, CHOOSE: legal_discard, MISAR: legal_discard, DECIDE: legal_decide,
                HIGHLOW: legal_highlow, TRUMP: legal_trump, ACES: legal_aces, BUY: legal_buy, OPP: legal_buy}
APPLY_BUYING = {KEEP: apply_keep, CHOOSE: apply_choose, MISAR: apply_misar, DECIDE: apply_decide,
                HIGHLOW: apply_highlow, TRUMP: apply_trump, ACES: apply_aces, BUY: apply_buy, OPP: apply_buy}


def register(legal: dict, apply: dict, explain_: dict) -> None:
    legal.update(LEGAL_BUYING)
    apply.update(APPLY_BUYING)
    for phase in LEGAL_BUYING:
        explain_[phase] = explain
