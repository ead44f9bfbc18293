"""Invariants over thousands of random legal Königrufen deals: the 54 cards
are conserved at every step, the piles plus the talon parts hold 210 thirds,
the settlement is zero-sum, no view holds a hidden card or the secret
partner, and every trick follows the card rules (an independent check)."""
import json
import random
import re

from talong.core.tarock import PACK_NAMES, SUIT_CARDS, TAROCK_54, TAROKS, TOTAL_THIRDS, thirds
from talong.games.koenigrufen import GAME
from talong.games.koenigrufen.tables import ASIDE, FED, HALF, SOLO, WHOLE

CARD = set(PACK_NAMES)
TOKEN = re.compile(r'"([^"]{1,5})"')
FULL = TAROCK_54.full


def driver(rng):
    """A random legal player that passes often in the auction and rarely says
    something in the declarations, so that every contract family occurs."""
    def choose(state):
        legal = state.legal_actions()
        if state.phase == "bidding" and "pass" in legal and rng.random() < 0.7:
            return "pass"
        if state.phase == "bidding" and rng.random() < 0.5:
            return legal[min(len(legal) - 1, 1 + int(rng.random() * 4))]
        if state.phase == "announce" and rng.random() < 0.75:
            return legal[0]
        return rng.choice(legal)
    return choose


def deals(seed, count):
    rng = random.Random(seed)
    choose = driver(rng)
    for n in range(count):
        state = GAME.deal({"dealer": n % 4, "number": n + 1}, seed=rng.getrandbits(63))
        states = [state]
        while not state.is_terminal():
            state = state.apply(choose(state))
            states.append(state)
        yield states


def talon_rest(s) -> int:
    """Talon cards still lying as talon: all of it until it is bought (or
    when the game was given up), Trischaken's cards not yet fed, and the talon
    set aside in the negative games."""
    whole = sum(1 << c for c in s.talon)
    if s.contract is None or s.phase in ("call", "talon") or s.gave_up:
        return whole
    if s.contract.talon == FED:
        return sum(1 << c for c in s.talon[s.fed:])
    return whole if s.contract.talon == ASIDE else 0


def parts(s):
    trick = sum(1 << c for c in s.trick)
    if s.phase == "piles":          # after a knock the four piles lie on the table
        return [*s.piles, sum(1 << c for c in s.talon)]
    return [*s.hands, trick, *s.piles_won, s.discards, s.opp_share if s.contract and s.contract.talon in (HALF, SOLO)
            else 0, talon_rest(s)]


def test_cards_conserved_thirds_sum_and_zero_sum():
    """KR-A01 / KR-A12 (engine invariant): 54 cards at every step, and the
    piles plus the talon parts hold 210 thirds; KR-N02 every deal's returns
    sum to zero; KR-C01 twelve cards each after the deal."""
    seen = set()
    for states in deals(1, 2000):
        for s in states[1:]:
            ps = parts(s)
            union = 0
            for p in ps:
                assert union & p == 0, (s.phase, s.contract and s.contract.key)
                union |= p
            assert union == FULL, (s.phase, s.contract and s.contract.key, TAROCK_54.names(FULL & ~union))
        end = states[-1]
        seen.add(end.contract.key)
        result = end.result()
        assert sum(result["returns"]) == 0
        assert sum(sum(line["amounts"]) for line in result["lines"] if "amounts" in line) == 0
        assert sum(thirds(p) for p in parts(end)) == TOTAL_THIRDS
        if result.get("card_points") and not end.gave_up and len(end.tricks) == 12:
            assert result["card_points"]["declarers"] + result["card_points"]["opponents"] == TOTAL_THIRDS
        assert all(h.bit_count() == 12 for h in states[2].start) if states[1].phase != "piles" else True
    assert len(seen) >= 15, seen


def visible(s, seat) -> set[str]:
    if s.phase == "over":
        return CARD
    names = set(TAROCK_54.names(s.hands[seat]))
    for _leader, cards, _w, fed in s.tricks:
        names |= {PACK_NAMES[c] for c in cards}
        if fed is not None:
            names.add(PACK_NAMES[fed])
    names |= {PACK_NAMES[c] for c in s.trick}
    names |= set(TAROCK_54.names(s.shown))
    c = s.contract
    if c is not None and c.talon == HALF and s.phase != "call":
        names |= {PACK_NAMES[x] for x in s.talon}
    if c is not None and seat == s.declarer:
        names |= set(TAROCK_54.names(s.discards))
        if c.talon == WHOLE:
            names |= {PACK_NAMES[x] for x in s.talon}
    if s.open_hands:
        for h in s.hands:
            names |= set(TAROCK_54.names(h))
    return names


def test_views_hold_no_hidden_card_and_no_secret_partner():
    """SPEC.md Every game «A player … sees only what that seat may see»;
    KR-E03 / KR-E12 the partner is secret until the king is played or a
    declaration shows him; KR-F17 talon and discard visibility; KR-H13 open
    hands only from the lead to trick 2."""
    for states in deals(2, 300):
        for s in states:
            for seat in range(4):
                v = s.view(seat)
                text = json.dumps(v, ensure_ascii=False)
                shown = {t for t in TOKEN.findall(text) if t in CARD}
                extra = shown - visible(s, seat)
                assert not extra, (s.phase, seat, extra)
                if s.partner is not None and not s.revealed and seat != s.partner and s.phase != "over":
                    assert v["partner"] is None
                    assert f'"partner": {s.partner}' not in text
                if s.called_fourth and s.phase != "over" and not s.revealed and seat not in (s.declarer, s.partner) \
                        and not s.king_seen_in_talon:
                    assert v["called"]["suit"] is None


def test_every_trick_follows_the_card_rules_independently_checked():
    """KR-H03 / KR-H04 the trick winner; KR-H06 färgtvång; KR-H07 taroktvång;
    KR-H12 no tarok lead in the Farben games while holding a suit card;
    KR-H20 positive games and Trischaken go to the twelfth trick; KR-H19
    negative games stop only when decided."""
    for states in deals(3, 1500):
        end = states[-1]
        c = end.contract
        if c.kind != "negative" and not end.gave_up and not end.farben_short:
            assert len(end.tricks) == 12
        for before, after in zip(states, states[1:]):
            if before.phase != "play":
                continue
            seat = before.to_move()
            card = next(x for x in range(54) if before.hands[seat] >> x & 1 and not after.hands[seat] >> x & 1)
            hand = before.hands[seat]
            if before.trick:
                led = before.trick[0]
                led_mask = TAROKS if led >= 32 else 0xFF << (8 * (led >> 3))
                if hand & led_mask:
                    assert led_mask >> card & 1
                elif led < 32 and hand & TAROKS:
                    assert TAROKS >> card & 1
            elif c.farben and hand & SUIT_CARDS:
                assert SUIT_CARDS >> card & 1
        for leader, cards, winner, _fed in end.tricks:
            led = cards[0]
            same = [i for i, x in enumerate(cards) if (x >= 32) == (led >= 32) and (x >= 32 or x >> 3 == led >> 3)]
            taroks = [i for i, x in enumerate(cards) if x >= 32]
            pool = same if c.farben or not taroks else taroks
            best = max(pool, key=lambda i: cards[i])
            assert winner == (leader + best) % 4


def test_declaration_lists_agree_with_the_rules_they_list():
    """KR-G15 / KR-G18 / KR-G19 / KR-G26 / KR-G27: every item offered in the
    announce phase is accepted, and every other announce/kontra item of the
    contract is refused (the offered list is built apart from the checks)."""
    from talong.core.engine import IllegalAction
    from talong.games.koenigrufen.tables import FIGURES
    checked = 0
    for states in deals(4, 400):
        for s in states:
            if s.phase != "announce" or s.contract.kind != "positive":
                continue
            legal = set(s.legal_actions())
            items = {f"announce {f.key}" for f in FIGURES} | {f"{k} {i}" for k in ("kontra", "rekontra", "subkontra")
                                                             for i in ["game", *(f.key for f in FIGURES)]}
            for item in items:
                if item in legal:
                    s.apply(item)
                else:
                    try:
                        s.apply(item)
                    except IllegalAction:
                        continue
                    raise AssertionError(f"{item!r} accepted but not listed ({s.contract.key})")
            checked += 1
    assert checked > 300


def test_fourth_king_call_stays_secret_until_revealed():
    """KR-E04 «den fjärde kungen»: the suit and the partner stay hidden from
    the opponents until the king is played or the partner declares (KR-E03,
    KR-E12), over 200 Rufers where förhand holds three kings and calls the
    fourth; every view holds only visible cards."""
    from talong.core.tarock import king
    from talong.games.koenigrufen import pack_order
    rng = random.Random(8)
    choose = driver(rng)
    hidden_seen = 0
    for n in range(200):
        kings = [PACK_NAMES[king(s)] for s in range(4)]
        rng.shuffle(kings)
        rest = [c for c in PACK_NAMES if c not in kings]
        rng.shuffle(rest)
        rest.insert(rng.randrange(9, len(rest) + 1), kings[3])     # the fourth king is not förhand's
        hands = {0: kings[:3] + rest[:9], 1: rest[9:21], 2: rest[21:33], 3: rest[33:45]}
        s = GAME.deal({"dealer": 3}, deal={"dealer": 3, "pack": pack_order(hands, rest[45:], 3)})
        s = s.apply("cut").apply("bid rufer").apply("pass").apply("pass").apply("pass").apply("call fourth")
        while True:
            for seat in range(4):
                v = s.view(seat)
                text = json.dumps(v, ensure_ascii=False)
                assert {t for t in TOKEN.findall(text) if t in CARD} <= visible(s, seat)
                secret = s.phase != "over" and not s.revealed and not s.king_seen_in_talon
                if secret and seat not in (0, s.partner):
                    assert v["called"]["suit"] is None and v["partner"] is None
                    hidden_seen += 1
            if s.is_terminal():
                break
            s = s.apply(choose(s))
    assert hidden_seen > 1000
