"""Fischen's cards as bits, its phases and the public origin tags of hidden cards: the shared vocabulary of
the rules (``rules.py``), what a seat may know (``view.py``) and the re-deal of hidden cards (``knowledge.py``),
so each of them imports it and none imports another for it.

Card ids are grouped by suit and ascend in value within a suit, buoys last, so a hand is a bitmask over card ids
and holding a card, following suit and the cards a seat may play are a few int operations.
"""

from __future__ import annotations

from fishgames.core import CHANCE
from fishgames.core.phase import GamePhase
from fishgames.games.fischen.data import (
    ALL_OTHERS,
    GREEN,
    GREEN_BASE,
    HAND_SIZES,
    IS_ZERO,
    LEVEL_CARDS,
    LEVELS,
    NUM_CARDS,
    REMOVED_START,
    START_CARDS,
    SUITS,
)


class Phase(GamePhase):
    DEAL = 0  # chance: the start cards
    SEA = 1  # chance: the sea deck, level by level
    LEADER = 2  # chance: round 1's leader
    PLAY = 3  # a seat plays a card
    ZERO = 4  # a zero's player picks its catch
    PASS = 5  # "1 Karte nach links": every seat picks a card
    NAME = 6  # "Farbe bestimmen": its player names a colour
    BOAT = 7  # chance: a seat's catch shuffled under its boat
    OVER = 8


P_DEAL, P_SEA, P_LEADER, P_PLAY, P_ZERO, P_PASS, P_NAME, P_BOAT, P_OVER = Phase
PHASE_NAMES = tuple(phase.text for phase in Phase)
CHANCE_PHASES = frozenset({P_DEAL, P_SEA, P_LEADER, P_BOAT})

# Public origin tags of cards (``tag = kind * 8 + arg``), see knowledge.py.
T_PUB, T_DEAL, T_HAND, T_TOP, T_BOAT, T_SEA = range(6)


def tag_of(kind: int, arg: int = 0) -> int:
    return kind * 8 + arg


PUB = tag_of(T_PUB)
DEALT = tag_of(T_DEAL)
SEA_TAGS = tuple(tag_of(T_SEA, level) for level in range(len(LEVELS) + 1))
BOAT_TAGS = tuple(tag_of(T_BOAT, seat) for seat in range(max(HAND_SIZES)))
CHANCE_TO_ACT = (CHANCE,)
SEAT_TUPLES = tuple((seat,) for seat in range(max(HAND_SIZES) + 1))
#: Cards that act while a trick is resolved (spec §4.3 step 4): zeros and "catch all other cards".
RESOLVING = frozenset({*(c for c in range(NUM_CARDS) if IS_ZERO[c]), ALL_OTHERS})

#: Card ids are grouped by suit (``data.colour_card``) and ascend in value within a suit, buoys last, so each
#: suit is one run of bits: ``SUIT_RANGE[s]`` = (first id, end id) of suit ``s``.
FIRST_BUOY = 93
SUIT_RANGE = tuple((GREEN_BASE, FIRST_BUOY) if s == GREEN else (s * 19, s * 19 + 19) for s in range(len(SUITS)))

#: A trick as a bitmask (``trick_bits``) answers "which suit decides, which card is best, does anything special
#: act" without a scan each: ``SUIT_BITS[s]`` holds suit ``s``'s cards, ``SPECIAL_BITS`` the zeros and buoys,
#: the only cards with effects beyond "the best card takes all".
BIT = tuple(1 << c for c in range(NUM_CARDS))
SUIT_BITS = tuple((1 << end) - (1 << first) for first, end in SUIT_RANGE)
SPECIAL_BITS = sum(BIT[c] for c in range(NUM_CARDS) if IS_ZERO[c] or c >= FIRST_BUOY)
#: A hand's cards that may follow suit ``s``: the suit's and the buoys (spec §4.3 step 2).
BUOY_BITS = sum(BIT[FIRST_BUOY:])
FOLLOW_BITS = tuple(bits | BUOY_BITS for bits in SUIT_BITS)
BIT_OF = {c: BIT[c] for c in range(NUM_CARDS)}
BELOW = tuple(bit - 1 for bit in BIT)  # the cards below each card  # for cards from outside: anything else is held by nobody
#: The start cards dealt at each player count, in ``START_CARDS`` order (the deal shuffles a copy).
DEALABLE = {n: tuple(c for c in START_CARDS if c not in REMOVED_START[n]) for n in HAND_SIZES}
SORTED_DEALABLE = {n: sorted(cards) for n, cards in DEALABLE.items()}
#: The sea deck's blocks, top first: (start, end, the level's cards as a sorted list).
SEA_BLOCKS = tuple((sum(len(LEVEL_CARDS[lv]) for lv in LEVELS[:i]), sum(len(LEVEL_CARDS[lv]) for lv in LEVELS[:i + 1]),
                    list(LEVEL_CARDS[level])) for i, level in enumerate(LEVELS))


def mask_of(cards) -> int:
    """The bitmask of ``cards``."""
    bits = 0
    for c in cards:
        bits |= BIT[c]
    return bits


def cards_of(mask: int) -> list[int]:
    """The card ids in ``mask``, ascending."""
    cards = []
    while mask:
        c = mask.bit_length() - 1
        cards.append(c)
        mask ^= BIT[c]
    cards.reverse()
    return cards


def sea_level_counts(sea_size: int) -> list[int]:
    """Cards left per star level (index 0 = 1★) for a sea of ``sea_size`` cards: levels are stacked."""
    counts = [0] * len(LEVELS)
    left = sea_size
    for level in reversed(LEVELS):  # the bottom level is the last one drawn
        take = min(left, len(LEVEL_CARDS[level]))
        counts[level - 1] = take
        left -= take
    return counts


def hand_size(players: int, round_no: int) -> int:
    return HAND_SIZES[players][round_no - 1]
