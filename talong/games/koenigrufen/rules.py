"""Card rules of Königrufen: dealing, which card wins a trick, which cards may
be played (p.16-17 "Spelet av korten") and which may be laid away (p.13
"Köpet", p.15 Farbendreier). Pure functions over bitmasks.
"""
from __future__ import annotations

from talong.core.cards import CardSet, highest
from talong.core.tarock import KINGS, MATADORS, PAGAT, SUIT_CARDS, SUIT_MASKS, TAROK, TAROKS
from .tables import NUM_SEATS

RULE_TRICK = "koenigrufen-stockholms-wirasallskap.txt p.16 Spelet av korten"
RULE_FOLLOW = "koenigrufen-stockholms-wirasallskap.txt p.16-17 Färgtvång och taroktvång"
RULE_NEGATIVE = "koenigrufen-stockholms-wirasallskap.txt p.17 Överstickstvång och spel av Pagaten"
RULE_FARBEN_LEAD = "koenigrufen-stockholms-wirasallskap.txt p.17 Andra bestämmelser (Farben: utspel)"
RULE_BIRDS = "koenigrufen-stockholms-wirasallskap.txt p.17 Andra bestämmelser (deklarerade fåglar)"
RULE_DISCARD = "koenigrufen-stockholms-wirasallskap.txt p.13 Köpet"
RULE_DEAL = "koenigrufen-stockholms-wirasallskap.txt p.12 Placering av spelare och giv"


def suit_of(card: int) -> int:
    return card >> 3 if card < 32 else TAROK


def deal_normal(order: list[int], dealer: int) -> tuple[tuple[CardSet, ...], tuple[int, ...]]:
    """p.12: six cards to each player clockwise from förhand, six to the talon,
    then six more each. Returns the hands and the talon (top card first)."""
    hands = [0] * NUM_SEATS
    pos = 0
    for part in range(2):
        for i in range(1, NUM_SEATS + 1):
            seat = (dealer + i) % NUM_SEATS
            for c in order[pos:pos + 6]:
                hands[seat] |= 1 << c
            pos += 6
        if part == 0:
            talon = tuple(order[pos:pos + 6])
            pos += 6
    return tuple(hands), talon


def knack_piles(order: list[int]) -> tuple[tuple[int, ...], tuple[CardSet, ...]]:
    """p.12 knacka: the talon of six first, then four piles of twelve."""
    talon = tuple(order[:6])
    piles = tuple(sum(1 << c for c in order[6 + 12 * p:18 + 12 * p]) for p in range(4))
    return talon, piles


def trick_winner(cards: list[int], farben: bool) -> int:
    """Index of the winning card: the highest tarok, else the highest card of
    the led suit; in the Farben games always the highest of the led suit."""
    led = suit_of(cards[0])
    best = 0
    for i in range(1, len(cards)):
        c, b = cards[i], cards[best]
        cs, bs = suit_of(c), suit_of(cards[best])
        if cs == bs:
            if c > b:
                best = i
        elif not farben and cs == TAROK:
            best = i
        elif cs == led and bs != led and (farben or bs != TAROK):
            best = i
    return best


def basic_legal(hand: CardSet, trick: list[int], *, negative: bool, farben: bool) -> CardSet:
    """Färgtvång, taroktvång; in negative games överstickstvång and the Pagat
    rule; in the Farben games no tarok lead while holding a suit card."""
    if not trick:
        legal = hand
        if farben and hand & SUIT_CARDS:
            legal = hand & SUIT_CARDS
        if negative and legal & TAROKS & ~(1 << PAGAT) and legal >> PAGAT & 1:
            legal &= ~(1 << PAGAT)
        return legal
    led = suit_of(trick[0])
    follow = hand & SUIT_MASKS[led]
    if follow:
        legal = follow
    elif hand & TAROKS:
        legal = hand & TAROKS
    else:
        return hand
    if not negative:
        return legal
    # Pagat: not before it is the holder's last tarok (takes precedence over överstick).
    if legal & TAROKS and legal >> PAGAT & 1 and hand & TAROKS & ~(1 << PAGAT):
        legal &= ~(1 << PAGAT)
    played_taroks = 0
    for c in trick:
        if c >= 32:
            played_taroks |= 1 << c
    if legal & TAROKS:
        if played_taroks:
            over = legal & ~((1 << (highest(played_taroks) + 1)) - 1)
            return over or legal
        return legal             # a tarok on a side-suit lead beats everything played
    if played_taroks:
        return legal             # "Har någon hunnit spela tarok ... får lägga valfri"
    top = max((c for c in trick if suit_of(c) == led), default=-1)
    over = legal & ~((1 << (top + 1)) - 1)
    return over or legal


def discardable(hand: CardSet, farben: bool) -> CardSet:
    """Cards that may be laid away next from `hand` (p.13): never kings or
    matadors; other taroks only when the hand holds nothing but kings and
    taroks (the Farbendreier allows taroks II-XX freely, p.15)."""
    plain = hand & SUIT_CARDS & ~KINGS
    taroks = hand & TAROKS & ~MATADORS
    if farben:
        return plain | taroks
    return plain or taroks
