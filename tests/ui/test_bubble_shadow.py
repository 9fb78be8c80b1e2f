"""A speech bubble's shadow is laid from pieces shared by every bubble size, the same pixels as a veil of its size
(issue 33: the app's memory at 1920 × 1080).  A veil per bubble size filled the veil cache with shadows — every new
thing a bot says is a new size: 8.6 of its 10.5 MB in Go Fish's busy table (``tools/README.md``, mem14c)."""

from __future__ import annotations

import random

import pygame
import pytest

from fishgames.ui import fine, widgets
from fishgames.ui.canvas import Canvas
from tests.ui.driver import same_pixels


@pytest.fixture
def veils_forgotten(fine_scale_restored):
    widgets.veil.cache_clear()
    yield
    fine.set_scale(1.0)
    widgets.veil.cache_clear()


def _striped(size: tuple[int, int], rnd: random.Random) -> pygame.Surface:
    """An opaque background of many colours, so a pixel blended twice or left out shows."""
    surface = pygame.Surface(size)
    for x in range(0, size[0], 5):
        pygame.draw.line(surface, (rnd.randrange(256), rnd.randrange(256), rnd.randrange(256)), (x, 0),
                         (x, size[1]))
    return surface


@pytest.mark.parametrize("k", [1.0, 1.125, 1.5, 2.0])
def test_a_rounded_veil_from_pieces_is_the_veil_of_its_size(veils_forgotten, k):
    """Random sizes and places, on a plain surface (k = 1) and on a Canvas at the screen's pixels: the same bytes
    as the whole veil blitted there (sizes too small for the corners take the whole veil, as before).  One striped
    background per scale, laid anew under each case; each pair compared whole (``same_pixels``)."""
    fine.set_scale(k)
    rnd = random.Random(33)
    background = _striped(fine.size((800, 480)), rnd)
    whole, pieces = background.copy(), background.copy()
    on_whole = whole if k == 1 else Canvas(whole, (800, 480), k)
    on_pieces = pieces if k == 1 else Canvas(pieces, (800, 480), k)
    for _ in range(120):
        rect = pygame.Rect(rnd.randint(-10, 300), rnd.randint(-10, 200), rnd.randint(8, 420), rnd.randint(8, 200))
        whole.blit(background, (0, 0))
        pieces.blit(background, (0, 0))
        on_whole.blit(widgets.veil(rect.size, widgets.BUBBLE_SHADOW, 16), rect.topleft)
        widgets.draw_rounded_veil(on_pieces, rect, widgets.BUBBLE_SHADOW, 16)
        assert same_pixels(whole, pieces), (k, rect)


def test_bubbles_of_many_sizes_leave_no_shadow_in_the_veil_cache(veils_forgotten):
    """Forty bubbles of different sizes at k = 1.5 (a 1920 × 1080 screen): their shadows keep nothing in the veil
    cache (one veil per size kept 3 MB here, and up to the cache's 10.5 MB budget in a long game)."""
    fine.set_scale(1.5)
    screen = Canvas(pygame.Surface((1920, 1080)), (1280, 720), 1.5)
    for n in range(40):
        widgets.draw_speech_bubble(screen, "Have you got any " + "very " * (n % 12) + f"sevens, seat {n}?",
                                   (200 + 20 * n, 400))
    held = widgets.veil.cache_bytes()
    assert held < 2**20 // 4, f"{held / 2**20:.1f} MB of bubble shadows kept in the veil cache"
