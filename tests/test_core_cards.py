"""Cards and packs (talong/core/cards.py)."""
import random

import pytest

from talong.core.cards import FRENCH_52, GERMAN_32, CardError, iter_cards, mask_of


def test_french_pack_has_52_distinct_named_cards():
    names = [FRENCH_52.name_of(c) for c in range(FRENCH_52.size)]
    assert len(set(names)) == 52 and FRENCH_52.full.bit_count() == 52
    assert FRENCH_52.parse("SA") == FRENCH_52.card(3, 12)
    assert FRENCH_52.parse("c2") == 0
    assert [FRENCH_52.rank_of(c) for c in (0, 12, 13, 51)] == [0, 12, 0, 12]
    assert [FRENCH_52.suit_of(c) for c in (0, 12, 13, 51)] == [0, 0, 1, 3]
    assert list(FRENCH_52.cards()) == list(range(52))


def test_german_pack_has_32_cards_in_four_suits():
    assert GERMAN_32.size == 32
    assert sum(GERMAN_32.suit_mask(s).bit_count() for s in range(4)) == 32
    assert GERMAN_32.name_of(GERMAN_32.parse("EO")) == "EO"
    assert GERMAN_32.rank_of(GERMAN_32.parse("EO")) == 4 and GERMAN_32.suit_of(GERMAN_32.parse("EO")) == 3


def test_suit_masks_partition_the_pack():
    union = 0
    for s in range(4):
        assert union & FRENCH_52.suit_mask(s) == 0
        union |= FRENCH_52.suit_mask(s)
    assert union == FRENCH_52.full


def test_unknown_card_names_the_input():
    with pytest.raises(CardError, match="'S1'"):
        FRENCH_52.parse("S1")
    with pytest.raises(CardError, match="twice"):
        FRENCH_52.parse_set(["SA", "SA"])


def test_sets_round_trip_through_masks():
    cards = random.Random(3).sample(range(52), 13)
    mask = mask_of(cards)
    assert list(iter_cards(mask)) == sorted(cards)
    assert FRENCH_52.parse_set(FRENCH_52.names(mask)) == mask


def test_seeded_shuffle_is_reproducible():
    a = FRENCH_52.shuffled(random.Random(42))
    b = FRENCH_52.shuffled(random.Random(42))
    assert a == b and sorted(a) == list(range(52))
