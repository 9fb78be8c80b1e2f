"""The card table and the setup table (rules §2.1, §3)."""

from collections import Counter

import pytest

from fishgames.games.fugu.data import (
    BANNERFISH,
    CORAL_GREEN,
    CORAL_PINK,
    CORAL_YELLOW,
    CREATURE,
    CREATURE_NUMBERS,
    HIGHEST_CARD,
    MARKET_SIZE,
    MAX_CARD,
    OCTOPUS,
    PUFFERFISH,
    ROW_LENGTH,
    SOLO_DECK,
)

# §2.1: creature -> (count in 1-39, in 1-57, in 1-75)
TABLE = {
    BANNERFISH: (13, 19, 25),
    PUFFERFISH: (6, 9, 12),
    OCTOPUS: (7, 10, 13),
    CORAL_PINK: (5, 7, 9),
    CORAL_GREEN: (4, 6, 8),
    CORAL_YELLOW: (4, 6, 8),
}


def test_every_number_exists_once_ruling_7_5():
    numbers = [n for nums in CREATURE_NUMBERS.values() for n in nums]
    assert sorted(numbers) == list(range(1, MAX_CARD + 1))


@pytest.mark.parametrize("column,highest", [(0, 39), (1, 57), (2, 75)])
def test_creature_counts_per_deck(column, highest):
    counts = Counter(CREATURE[n] for n in range(1, highest + 1))
    assert {c: counts[c] for c in TABLE} == {c: t[column] for c, t in TABLE.items()}


def test_bannerfish_are_the_multiples_of_three():
    assert all((CREATURE[n] == BANNERFISH) == (n % 3 == 0) for n in range(1, 76))


def test_setup_table():
    assert HIGHEST_CARD == {1: 39, 2: 39, 3: 57, 4: 75}
    assert (ROW_LENGTH, MARKET_SIZE, SOLO_DECK) == (18, 3, 18)
    # multiplayer: every card is dealt (rows + market); solo: row + market + deck
    for players in (2, 3, 4):
        assert players * ROW_LENGTH + MARKET_SIZE == HIGHEST_CARD[players]
    assert ROW_LENGTH + MARKET_SIZE + SOLO_DECK == HIGHEST_CARD[1]
