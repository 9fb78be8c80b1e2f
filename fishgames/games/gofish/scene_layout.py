"""Where things sit on the Go Fish table (1280 × 720) and where each card of a hand goes."""

from __future__ import annotations

from functools import lru_cache

import pygame

from fishgames.games.gofish.look import HAND_CARD
from fishgames.ui import theme

W, H = theme.SIZE
CARD_W, CARD_H = HAND_CARD

# -- geometry (1280 × 720) -------------------------------------------------------------------------
PLATE_Y, PLATE_H = 8, 100
FAN_Y = 140  # centre of an opponent's fan of card backs
FAN_SCALE = 0.4
HINT_Y = 176  # first row of the easy hints under a fan
HINT_ROW = 27
TABLE = pygame.Rect(12, 232, W - 24, H - 236)
#: The sand table's driftwood rim (``art.scenery.sand_table``: ``max(8, short side // 40)`` plus its 2 px dark
#: edge) and the felt inside it, whose corners are rounded by the table's radius less the rim.
RIM = max(8, min(TABLE.size) // 40) + 2
FELT = TABLE.inflate(-2 * RIM, -2 * RIM)
FELT_RADIUS = max(12, min(TABLE.size) // 12) - RIM
SLOT = (56, 70)
SLOT_STEP = 62
BOOK_Y = 244
BOOK_X = W // 2 - (13 * SLOT_STEP - (SLOT_STEP - SLOT[0])) // 2
POND = pygame.Rect(0, 0, 330, 128)
POND.center = (540, 406)
POND_SCALE = 0.5
STAGE = (770, 400)  # where a lucky fish is shown
OWN_PLATE = pygame.Rect(28, 356, 300, PLATE_H)
LOG_RECT = pygame.Rect(904, 330, 362, 158)
PROMPT_Y = 510
HAND_Y = FELT.bottom - 4 - CARD_H // 2  # centre line of your hand: the cards stand on the felt, not the rim
STACK_DX = 24  # cards of one rank fan out by this much
STACK_GAP = 16
RAISE = 10  # your turn: every stack rises a little (all are legal)
LIFT = 24  # the chosen stack (it stops under the prompt)
HAND_MARGIN = FELT.x + FELT_RADIUS * 2 // 3  # a wide hand's outer cards clear the felt's rounded corners


def prompt_box(label: tuple[int, int]) -> pygame.Rect:
    """The pill of the prompt around a label of size ``label``, centred on the prompt line."""
    box = pygame.Rect(0, 0, *label)
    box.center = (W // 2, PROMPT_Y)
    return box.inflate(36, 14)


# -- cached pieces -------------------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def hand_layout(cards: tuple[int, ...]) -> tuple[dict[int, tuple[float, float]], dict[int, pygame.Rect]]:
    """Card centres and the stacks' tap rects for a hand: ranks left to right, suits fanned inside a stack;
    a wide hand overlaps its stacks just enough to fit."""
    stacks: dict[int, list[int]] = {}
    for card in sorted(cards):
        stacks.setdefault(card >> 2, []).append(card)
    if not stacks:
        return {}, {}
    ranks = list(stacks)
    widths = [CARD_W + (len(stacks[r]) - 1) * STACK_DX for r in ranks]
    room = W - 2 * HAND_MARGIN
    natural = sum(widths) + STACK_GAP * (len(ranks) - 1)
    squeeze = 1.0
    if natural > room:
        squeeze = (room - widths[-1]) / (sum(widths[:-1]) + STACK_GAP * (len(ranks) - 1))
    steps = [(w + STACK_GAP) * squeeze for w in widths[:-1]] + [widths[-1]]
    x = W / 2 - sum(steps) / 2
    positions: dict[int, tuple[float, float]] = {}
    hits: dict[int, pygame.Rect] = {}
    top = HAND_Y - CARD_H // 2 - LIFT
    for rank, width, step in zip(ranks, widths, steps, strict=True):
        for j, card in enumerate(stacks[rank]):
            positions[card] = (x + CARD_W / 2 + j * STACK_DX, HAND_Y)
        hits[rank] = pygame.Rect(round(x), top, round(min(step, width)), H - top)
        x += step
    return positions, hits



def pond_angle(angle: float) -> int:
    """A pond card's turn in steps of 5 degrees (a few cached pictures)."""
    return round(angle / 5) * 5
