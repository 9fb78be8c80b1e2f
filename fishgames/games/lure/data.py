"""Lure as data: the fish cards, the lure mix, dice and setup — every house value in ``HOUSE``.

The rules engine reads only the derived constants below, so a corrected printed value
(see rules §10) is a one-line change in ``HOUSE`` and nothing else.
"""

from __future__ import annotations

from typing import NamedTuple

from fishgames.core.phase import GamePhase


class Phase(GamePhase):
    """Where a round stands."""

    DEAL_FISH = 0
    DEAL_LURES = 1
    RESHUFFLE = 2
    CAST = 3
    ADJUST = 4
    ROLL = 5
    OVER = 6


#: Requirement keys of rules §2.3 ("" = only the total counts).
REQUIREMENTS = ("", "odd", "even", "has1", "has6", "has1and5", "pair", "triple", "distinct", "run3")

#: The ONE table of house values (rules §10) plus the printed numbers they sit next to.
HOUSE = {
    # Lure mix: kind -> count; Extra Die tokens are listed by value (rules §2.2).
    "adjust_lures": 8,
    "boast_lures": 8,
    "extra_die_values": (1, 2, 3, 4, 5, 6, 5, 6),
    "boast_vp": 2,
    # Per player: five d6 plus the special d12 and d20 (rules §2.1).
    "d6_per_player": 5,
    "special_dice": (12, 20),
    "minimum_bid": 1,
    "lure_hand_limit": None,  # no limit
    "starting_lures": 1,
    # players -> (fish removed unseen, fish revealed per Splash) (rules §3).
    "setup": {2: (10, 2), 3: (10, 2), 4: (0, 3), 5: (0, 3)},
    # Fish list (rules §2.4): id, key, catch number, requirement, VP.
    "fish": (
        (1, "minnow", 5, "", 1),
        (2, "smelt", 8, "", 1),
        (3, "dace", 11, "", 2),
        (4, "rudd", 14, "", 2),
        (5, "chub", 17, "", 3),
        (6, "trout", 20, "", 3),
        (7, "zander", 23, "", 4),
        (8, "pike", 26, "", 5),
        (9, "salmon", 29, "", 6),
        (10, "huchen", 32, "", 7),
        (11, "tuna", 35, "", 8),
        (12, "sturgeon", 38, "", 9),
        (13, "goby", 3, "odd", 2),
        (14, "loach", 4, "even", 2),
        (15, "grayling", 9, "odd", 3),
        (16, "roach", 10, "even", 3),
        (17, "bream", 8, "has1", 3),
        (18, "carp", 12, "has6", 3),
        (19, "eel", 10, "has1and5", 4),
        (20, "char", 20, "has6", 5),
        (21, "marlin", 28, "has6", 7),
        (22, "perch", 7, "pair", 2),
        (23, "barbel", 15, "pair", 3),
        (24, "salmon_shark", 30, "pair", 7),
        (25, "tench", 12, "distinct", 2),
        (26, "catfish", 20, "distinct", 4),
        (27, "bass", 12, "triple", 5),
        (28, "grouper", 18, "run3", 5),
        (29, "mackerel", 24, "run3", 6),
        (30, "swordfish", 22, "triple", 7),
    ),
}


class Fish(NamedTuple):
    id: int
    key: str
    catch: int
    req: str
    vp: int


FISH: dict[int, Fish] = {row[0]: Fish(*row) for row in HOUSE["fish"]}


def fish_text_keys(key: str) -> dict[str, str]:
    """A fish's name in a sentence, as translation keys (a reason's params: the table translates them): bare
    (``fish``), as a subject (``fish_nom``: "der Stint") and as an object (``fish_acc``: "den Stint")."""
    return {form: f"lure.{form}.{key}" for form in ("fish", "fish_nom", "fish_acc")}
FISH_IDS: tuple[int, ...] = tuple(sorted(FISH))
#: Fish ids in the order a roll is resolved: ascending catch number, then id (rules §4 step 3e).
CATCH_ORDER_KEY = {fid: (f.catch, fid) for fid, f in FISH.items()}

# Lure kinds are small ints; a hand or pile is a list of kinds.
ADJUST = 0
BOAST = 1
EXTRA_BASE = 2  # kind EXTRA_BASE + v - 1 is an Extra Die showing v (v = 1..6)
N_KINDS = 8
KIND_TEXT = ("A", "B", "E1", "E2", "E3", "E4", "E5", "E6")
KIND_OF_TEXT = {text: kind for kind, text in enumerate(KIND_TEXT)}


def extra_value(kind: int) -> int:
    """The number an Extra Die lure shows (0 for Adjust / Boast)."""
    return kind - EXTRA_BASE + 1 if kind >= EXTRA_BASE else 0


def _lure_mix() -> tuple[int, ...]:
    kinds = [ADJUST] * HOUSE["adjust_lures"] + [BOAST] * HOUSE["boast_lures"]
    kinds += [EXTRA_BASE + v - 1 for v in HOUSE["extra_die_values"]]
    return tuple(sorted(kinds))


#: The full lure supply as sorted kinds (24 tokens).
LURE_MIX: tuple[int, ...] = _lure_mix()
BOAST_VP: int = HOUSE["boast_vp"]
D6_COUNT: int = HOUSE["d6_per_player"]
D12, D20 = HOUSE["special_dice"]
MIN_BID: int = HOUSE["minimum_bid"]
STARTING_LURES: int = HOUSE["starting_lures"]


def setup_for(players: int) -> tuple[int, int]:
    """(fish removed unseen, fish per Splash) for a player count."""
    return HOUSE["setup"][players]


def rounds_for(players: int) -> int:
    removed, splash = setup_for(players)
    return -(-(len(FISH) - removed) // splash)
