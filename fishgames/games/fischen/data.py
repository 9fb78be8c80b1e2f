"""Fischen as data: the 100 cards, their suits, values, star levels, and every house value.

Cards are small ints so the hot paths (legal moves, trick resolution) work on lists of ints:

* colour cards incl. the coloured zeros: ``suit * 19 + value`` for suit 0..3 and value 0..18 (ids 0..75)
* green trumps incl. the green zero: ``76 + value`` for value 0..16 (ids 76..92)
* the seven buoys: ids 93..99 (no suit, no value)

Everything the printed rules leave open (spec §10) lives in :data:`HOUSE_VALUES`, the one table to
correct later.
"""

from __future__ import annotations

# -- suits ------------------------------------------------------------------------------------

SUITS = ("blue", "yellow", "purple", "red", "green")
SUIT_LETTERS = ("b", "y", "p", "r", "g")
BLUE, YELLOW, PURPLE, RED, GREEN = range(5)
NO_SUIT = -1
COLOURS = (BLUE, YELLOW, PURPLE, RED)

# -- buoys ------------------------------------------------------------------------------------

LEFT, MINUS3A, MINUS3B, ALL_OTHERS, FIRST_CARD, NAME_COLOUR, LOWEST_WINS = range(93, 100)
BUOY_CODES = {
    LEFT: "left",  # "1 Karte nach links"
    MINUS3A: "minus3a",  # "-3 Punkte"
    MINUS3B: "minus3b",
    ALL_OTHERS: "all",  # "Alle anderen Karten fangen"
    FIRST_CARD: "first",  # "1. Karte spielen"
    NAME_COLOUR: "name",  # "Farbe bestimmen"
    LOWEST_WINS: "low",  # "Niedrigster Wert gewinnt"
}
MINUS3 = frozenset({MINUS3A, MINUS3B})
#: Buoys that act at the end of their own trick / on the next trick (spec §2.1).
END_OF_TRICK_BUOYS = frozenset({LEFT, MINUS3A, MINUS3B, ALL_OTHERS})
NEXT_TRICK_BUOYS = frozenset({FIRST_CARD, NAME_COLOUR, LOWEST_WINS})

NUM_CARDS = 100
GREEN_BASE = 76


def colour_card(suit: int, value: int) -> int:
    return GREEN_BASE + value if suit == GREEN else suit * 19 + value


def _build_tables():
    suit, value, code = [NO_SUIT] * NUM_CARDS, [-1] * NUM_CARDS, [""] * NUM_CARDS
    for s in COLOURS:
        for v in range(19):
            c = colour_card(s, v)
            suit[c], value[c], code[c] = s, v, f"{SUIT_LETTERS[s]}{v}"
    for v in range(17):
        c = colour_card(GREEN, v)
        suit[c], value[c], code[c] = GREEN, v, f"g{v}"
    for c, text in BUOY_CODES.items():
        code[c] = text
    return tuple(suit), tuple(value), tuple(code)


#: Per card id: suit (``NO_SUIT`` for buoys), value (-1 for buoys), text code (``b7``, ``g0``, ``left``).
SUIT, VALUE, CODE = _build_tables()
CARD_OF_CODE = {text: c for c, text in enumerate(CODE)}
IS_BUOY = tuple(c >= 93 for c in range(NUM_CARDS))
IS_ZERO = tuple(VALUE[c] == 0 for c in range(NUM_CARDS))
ZEROS = tuple(c for c in range(NUM_CARDS) if IS_ZERO[c])

#: Start cards: values 1..10 of the four colours (0★, dealt in setup).
START_CARDS = tuple(colour_card(s, v) for s in COLOURS for v in range(1, 11))

# -- the house values (spec §10), all in one table ---------------------------------------------

HOUSE_VALUES = {
    # Hand size per player count for rounds 1..8 (R1 is forced by the deal; R2–R8 are ours).
    "hand_sizes": {
        3: (10, 10, 11, 11, 12, 12, 13, 13),
        4: (9, 9, 10, 10, 10, 11, 11, 11),
        5: (8, 8, 8, 8, 9, 9, 9, 9),
    },
    # Depth level of every sea card: level -> colour values (each of the 4 colours), green values,
    # suits of the zeros, buoys.  Level 1 lies on top of the sea deck, level 5 at the bottom.
    "star_levels": {
        1: {"colour": (11, 12), "green": (1, 2), "zeros": (BLUE,), "buoys": (LEFT,)},
        2: {"colour": (13, 14), "green": (3, 4, 5), "zeros": (), "buoys": (MINUS3A,)},
        3: {"colour": (15, 16), "green": (6, 7), "zeros": (YELLOW,), "buoys": (FIRST_CARD,)},
        4: {"colour": (17, 18), "green": (8, 9, 10), "zeros": (), "buoys": (NAME_COLOUR,)},
        5: {
            "colour": (),
            "green": (11, 12, 13, 14, 15, 16),
            "zeros": (PURPLE, RED, GREEN),
            "buoys": (MINUS3B, ALL_OTHERS, LOWEST_WINS),
        },
    },
    # Who leads round 1: a uniformly random seat (a chance step).
    "round1_leader": "random",
}

# -- fixed rules numbers (printed rules, not house values) --------------------------------------

ROUNDS = 8
MIN_PLAYERS, MAX_PLAYERS = 3, 5
POINTS_PER_CARD = 1
MINUS_POINTS = 3
#: Start cards removed from the game per player count (public).
REMOVED_START = {
    3: tuple(colour_card(s, v) for v in (1, 2) for s in COLOURS)
    + (colour_card(BLUE, 3), colour_card(RED, 3)),
    4: tuple(colour_card(s, 1) for s in COLOURS),
    5: (),
}

HAND_SIZES = HOUSE_VALUES["hand_sizes"]
LEVELS = (1, 2, 3, 4, 5)


def _level_cards():
    table = {}
    for level, spec in HOUSE_VALUES["star_levels"].items():
        cards = [colour_card(s, v) for s in COLOURS for v in spec["colour"]]
        cards += [colour_card(GREEN, v) for v in spec["green"]]
        cards += [colour_card(s, 0) for s in spec["zeros"]]
        cards += list(spec["buoys"])
        table[level] = tuple(sorted(cards))
    return table


#: Sea cards per level (sorted ids).
LEVEL_CARDS = _level_cards()
#: Star level of every card (0 for start cards).
STAR = tuple(next((lv for lv, cs in LEVEL_CARDS.items() if c in cs), 0) for c in range(NUM_CARDS))
SEA_CARDS = tuple(c for lv in LEVELS for c in LEVEL_CARDS[lv])


def _check_tables() -> None:
    """The tables must add up to the printed card list (a wrong edit fails at import)."""
    assert len(SEA_CARDS) == len(set(SEA_CARDS)) == 60
    assert not set(SEA_CARDS) & set(START_CARDS)
    assert len(START_CARDS) + len(SEA_CARDS) == NUM_CARDS
    for players, sizes in HAND_SIZES.items():
        assert len(sizes) == ROUNDS
        assert sizes[0] * players == len(START_CARDS) - len(REMOVED_START[players])


_check_tables()
