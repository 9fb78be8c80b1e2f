"""Go Fish as data: the deck order, deal sizes and the few fixed numbers of the app (spec §2, §3, §11).

The spec has no house values; everything here is a fixed rule of the app, kept in one table so
the logic never carries bare numbers.
"""

from __future__ import annotations

from fishgames.core.phase import GamePhase

GAME = "gofish"


class Phase(GamePhase):
    DEAL = 0  # chance shuffles and deals
    PLAY = 1  # the seat whose turn it is asks
    OVER = 2


#: Rank names in canonical order (index 0 = A … 12 = K); suits ♣ ♦ ♥ ♠ (index 0–3).
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("C", "D", "H", "S")
SUIT_SYMBOLS = ("♣", "♦", "♥", "♠")
RANK_INDEX = {name: index for index, name in enumerate(RANKS)}

N_RANKS = 13
N_SUITS = 4
DECK = N_RANKS * N_SUITS  # card index = 4 × rank + suit
FULL = (1 << N_SUITS) - 1  # suit mask of a complete book
BOOKS = N_RANKS

#: Cards dealt to each seat, by player count (spec §3).
HAND_SIZE = {2: 7, 3: 5, 4: 5}
MIN_PLAYERS = 2
MAX_PLAYERS = 4

#: Tests and tools stop a game after this many asks and report it as a failure (spec §11.3).
MAX_ASKS = 5000

#: How many of the most recent asks a bot rebuilds its knowledge from (spec §11.1); None = all.
MEMORY = {"easy": 2, "normal": 4, "pro": None, "master": None}

#: Number of cards in a suit mask (hands keep one 4-bit suit mask per rank).
POPCOUNT = tuple(bin(mask).count("1") for mask in range(1 << N_SUITS))


def rank_of(card: int) -> int:
    return card >> 2


def card_text(card: int) -> str:
    """Compact text such as ``10H`` (records and tests); the UI draws symbols instead."""
    return RANKS[card >> 2] + SUITS[card & 3]


def card_label(card: int) -> str:
    """Human-readable label such as ``7♥`` (tests compare with the spec's examples)."""
    return RANKS[card >> 2] + SUIT_SYMBOLS[card & 3]


def parse_card(text: str) -> int:
    text = text.strip().upper()
    for index, symbol in enumerate(SUIT_SYMBOLS):
        text = text.replace(symbol, SUITS[index])
    rank, suit = text[:-1], text[-1:]
    if rank not in RANK_INDEX or suit not in SUITS:
        raise ValueError(f"not a card: {text!r}")
    return 4 * RANK_INDEX[rank] + SUITS.index(suit)
