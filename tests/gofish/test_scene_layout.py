"""Your Go Fish hand stands on the sand, inside the table's driftwood rim, at any size, and a chosen stack
stops under the prompt.

Checked against the drawn table art (its rim pixels), not against the layout's own idea of the rim.
"""

from __future__ import annotations

import random

import pygame
import pytest

from fishgames.games.gofish import scene_layout as L
from fishgames.games.gofish.data import DECK
from fishgames.ui import sprites, theme

RIM_COLOURS = {(86, 65, 43), (156, 118, 78), (181, 152, 122)}  # art.scenery._rim of the sand table


@pytest.fixture(scope="module")
def table_art() -> pygame.Surface:
    pygame.init()
    return sprites.image("table", L.TABLE.size, "sand", 5)


def hands():
    """Hands from one card to every card of 13 ranks but one suit (39), spread and stacked."""
    rng = random.Random("gofish/hands")
    yield tuple(range(0, DECK, 4))  # one of each rank
    yield tuple(c for c in range(DECK) if c % 4)  # 13 stacks of three
    for size in (1, 2, 5, 9, 15, 16, 20, 24, 30):
        for _ in range(6):
            yield tuple(sorted(rng.sample(range(DECK), size)))


def outline(rect: pygame.Rect):
    """Points every 4 px along the edge of ``rect`` (its last pixel row and column included)."""
    right, bottom = rect.right - 1, rect.bottom - 1
    for x in range(rect.x, right + 1, 4):
        yield (x, rect.y)
        yield (x, bottom)
    for y in range(rect.y, bottom + 1, 4):
        yield (rect.x, y)
        yield (right, y)
    yield (right, bottom)


def on_rim(art: pygame.Surface, point) -> bool:
    x, y = point[0] - L.TABLE.x, point[1] - L.TABLE.y
    if not (0 <= x < art.get_width() and 0 <= y < art.get_height()):
        return True  # off the table altogether
    r, g, b, a = art.get_at((x, y))
    return a < 255 or (r, g, b) in RIM_COLOURS


def test_the_rim_colours_are_the_tables_edge(table_art):
    """The check below means something: the art's edge is rim-coloured and its middle is not."""
    assert on_rim(table_art, (L.TABLE.x + 5, L.TABLE.centery))
    assert on_rim(table_art, (L.TABLE.centerx, L.TABLE.bottom - 3))
    assert not on_rim(table_art, L.TABLE.center)


@pytest.mark.parametrize("lift", [0, L.RAISE, L.LIFT])
def test_every_hand_card_stands_inside_the_rim(table_art, lift):
    checked = 0
    for hand in hands():
        positions, _ = L.hand_layout(hand)
        for card, (x, y) in positions.items():
            rect = pygame.Rect(0, 0, L.CARD_W, L.CARD_H)
            rect.center = (round(x), round(y - lift))
            over = [p for p in outline(rect) if on_rim(table_art, p)]
            assert not over, f"card {card} of a {len(hand)}-card hand lies on the rim at {over[:3]}"
            checked += 1
    assert checked > 700  # the loop ran over every card of every hand


def test_a_chosen_stack_stops_under_the_prompt():
    pygame.font.init()  # (alone, or first on its worker under -n 2, no other test has started pygame's fonts)
    label = theme.font(theme.BODY, True).size("Wen fragst du nach Königen? Tippe einen leuchtenden Platz an.")
    box = L.prompt_box(label)
    assert L.HAND_Y - L.CARD_H // 2 - L.LIFT >= box.bottom
