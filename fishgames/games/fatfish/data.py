"""Fat Fish as data: the printed rules numbers and, in ONE table, every house value (spec §10).

Cards are small ints ``colour * 6 + (value - 1)`` (0..29): copies of one colour and value are
interchangeable, so a card *is* its kind.  Text form: colour letter + value, e.g. ``r5``.
"""

from __future__ import annotations

# -- printed rules (spec §1-§4) -------------------------------------------------------------

COLOURS = ("red", "yellow", "green", "blue", "purple")
COLOUR_LETTERS = "rygbp"
VALUES = (1, 2, 3, 4, 5, 6)
DECK_EACH = 12  # personal deck per player
HAND_SIZE = 4
START_ROWS = 3
TAKE_AT = 5  # the card that makes a row this long takes it
MAX_PER_TURN = 4
PLUS_IF_ONE_COLOUR = 2  # a single-coloured row gives two plus cards

# -- house values (spec §10): change them here and nowhere else -----------------------------

HOUSE_VALUES = {
    # copies of each value in one colour: 4+4+4+3+3+2 = 20 cards, value sum 63
    "copies": {1: 4, 2: 4, 3: 4, 4: 3, 5: 3, 6: 2},
    # reserve (Vorrat) = this many cards per player beyond the first
    "reserve_per_extra_player": 3,
    # a minus-pile card costs its face value; with the option it costs this instead
    "minus_per_card_option": 1,
    # ranking: higher total, then FEWER minus-pile cards, then a shared place
    "tie_break": "fewer_minus_cards",
    # the start player is a uniformly random seat
    "start_player": "uniform",
    # all nine licences are laid out face up in the variant
    "licences_in_play": ("L1", "L2", "L3", "L4", "L5", "L6", "L7", "L8", "L9"),
    # id: (translation name, kind, condition, parameter, victory points)
    "licences": {
        "L1": ("small_fry", "first", "all_values_at_most", 3, 5),
        "L2": ("two_tone", "first", "colours_exactly", 2, 4),
        "L3": ("empty_net", "first", "net_at_most", 0, 5),
        "L4": ("rainbow", "first", "colours_exactly", 5, 3),
        "L5": ("monochrome", "first", "colours_exactly", 1, 4),
        "L6": ("whopper", "first", "sixes_at_least", 2, 4),
        "L7": ("minnow_king", "end", "most_plus_of_value", 1, 5),
        "L8": ("fat_cat", "end", "most_plus_of_value", 6, 5),
        "L9": ("clean_boat", "end", "fewest_minus_cards", None, 5),
    },
}

#: Game options (spec §5 option and §1 variant) with their defaults.
OPTIONS = {"minus_one_per_card": False, "licences": False}

# -- derived tables (fast lookups for the rules engine) -------------------------------------

N_KINDS = len(COLOURS) * len(VALUES)
COLOUR_OF = tuple(k // 6 for k in range(N_KINDS))
VALUE_OF = tuple(k % 6 + 1 for k in range(N_KINDS))
CARD_TEXT = tuple(COLOUR_LETTERS[k // 6] + str(k % 6 + 1) for k in range(N_KINDS))
CARD_OF_TEXT = {text: k for k, text in enumerate(CARD_TEXT)}
COPIES = tuple(HOUSE_VALUES["copies"][VALUE_OF[k]] for k in range(N_KINDS))
FULL_DECK = tuple(k for k in range(N_KINDS) for _ in range(COPIES[k]))
LICENCE_IDS = tuple(HOUSE_VALUES["licences_in_play"])
LICENCES = {lid: HOUSE_VALUES["licences"][lid] for lid in LICENCE_IDS}
FIRST_LICENCES = tuple(lid for lid in LICENCE_IDS if LICENCES[lid][1] == "first")
END_LICENCES = tuple(lid for lid in LICENCE_IDS if LICENCES[lid][1] == "end")


def reserve_size(players: int) -> int:
    return HOUSE_VALUES["reserve_per_extra_player"] * (players - 1)


def cards_in_play(players: int) -> int:
    return players * DECK_EACH + START_ROWS + reserve_size(players)
