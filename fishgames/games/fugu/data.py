"""Fugu as data: the cards, the setup per player count and every scoring number in one place.

The rules file (``seeds/fugu.md`` §10) says Fugu has no house values: every number below follows
the digital implementation. They still live here, in one table each, so rules, scoring, bots and the
scene read the same source.
"""

from __future__ import annotations

from fishgames.core.phase import GamePhase


class Phase(GamePhase):
    """Where the game stands; saved and shown by its :attr:`text` ("setup", "start", ...)."""

    SETUP = 0  # chance deals the market
    START = 1  # chance chooses the start player (not in solo)
    PLAY = 2  # the current seat swaps or passes
    REVEAL = 3  # chance reveals the card that went into the market
    REFILL = 4  # solo: chance refills the discarded market position
    OVER = 5


# -- creatures -------------------------------------------------------------------------------------------

BANNERFISH, PUFFERFISH, OCTOPUS, CORAL_PINK, CORAL_GREEN, CORAL_YELLOW = range(6)
FACE_DOWN = -1  # "creature" of an empty / face-down slot

#: Translation-key stems of the creatures (``fugu.creature.<name>``), indexed by creature id.
CREATURE_NAMES = ("bannerfish", "pufferfish", "octopus", "coral_pink", "coral_green", "coral_yellow")
CORALS = (CORAL_PINK, CORAL_GREEN, CORAL_YELLOW)
FISH = (BANNERFISH, PUFFERFISH)

#: Which numbers show which creature (§2.1); every number 1..75 exists exactly once.
CREATURE_NUMBERS = {
    BANNERFISH: tuple(range(3, 76, 3)),
    PUFFERFISH: (5, 11, 17, 23, 29, 35, 41, 47, 53, 59, 65, 71),
    OCTOPUS: (2, 8, 14, 20, 26, 32, 37, 44, 50, 55, 62, 68, 73),
    CORAL_PINK: (1, 10, 19, 28, 38, 46, 56, 64, 74),
    CORAL_GREEN: (4, 13, 22, 31, 40, 49, 58, 67),
    CORAL_YELLOW: (7, 16, 25, 34, 43, 52, 61, 70),
}
MAX_CARD = 75


def _creature_table() -> tuple[int, ...]:
    table = [FACE_DOWN] * (MAX_CARD + 1)
    for creature, numbers in CREATURE_NUMBERS.items():
        for number in numbers:
            assert table[number] == FACE_DOWN, number
            table[number] = creature
    assert FACE_DOWN not in table[1:], "every number 1..75 needs a creature"
    return tuple(table)


#: ``CREATURE[abs(slot value)]``: index 0 (a face-down slot) gives ``FACE_DOWN``.
CREATURE: tuple[int, ...] = _creature_table()
#: ``KIND[v]`` for a signed slot value v in -75..75 (Python's negative indexing does the ``abs``).
KIND: tuple[int, ...] = CREATURE + tuple(CREATURE[MAX_CARD - i] for i in range(MAX_CARD))
assert all(KIND[v] == CREATURE[abs(v)] for v in range(-MAX_CARD, MAX_CARD + 1))
IS_FISH: tuple[bool, ...] = tuple(c in FISH for c in CREATURE)
IS_CORAL: tuple[bool, ...] = tuple(c in CORALS for c in CREATURE)

# -- setup (§3) --------------------------------------------------------------------------------------------

ROW_LENGTH = 18
MARKET_SIZE = 3
#: players -> highest card number in play (cards 1..highest are used).
HIGHEST_CARD = {1: 39, 2: 39, 3: 57, 4: 75}
SOLO_DECK = 18  # solo: the cards left after market and row

# -- scoring (§2.2) ----------------------------------------------------------------------------------------

#: Bannerfish group size -> points; sizes above the table's end score like the last entry.
BANNERFISH_GROUP = (0, 0, 2, 5, 9)
#: Fish neighbours of a pufferfish (0, 1, 2) -> points.
PUFFERFISH_POINTS = (3, 1, 0)
OCTOPUS_PER_CORAL = 2
CORAL_SET = 3
#: The k-th anchor costs k points (k = 1, 2, ...): a anchors cost a(a+1)/2 in total.
ANCHOR_STEP = 1
SOLO_FACE_DOWN = -1  # solo only: each face-down card left in the row

# -- solo (§4 step 3d, §6) --------------------------------------------------------------------------------

#: A revealed card below this discards the lower other market card, at or above it the higher one.
SOLO_DISCARD_THRESHOLD = 20
SOLO_WIN_ABOVE = 0  # a solo game is won with a final score above this
#: Rating bands, best first: (lowest score of the band, translation-key stem ``fugu.band.<name>``).
SOLO_BANDS = (
    (25, "sea_master"),
    (20, "like_a_fish"),
    (15, "snorkeller"),
    (10, "paddler"),
    (None, "landlubber"),
)


def bannerfish_group_points(size: int) -> int:
    return BANNERFISH_GROUP[min(size, len(BANNERFISH_GROUP) - 1)]


def anchor_penalty(anchors: int) -> int:
    """Total cost of ``anchors`` anchor-side cards: 1 + 2 + ... + a (times the step)."""
    return ANCHOR_STEP * anchors * (anchors + 1) // 2


def solo_band(score: int) -> str:
    for lowest, name in SOLO_BANDS:
        if lowest is None or score >= lowest:
            return name
    raise AssertionError("the last band has no lower bound")
