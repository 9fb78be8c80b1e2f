"""A whole screen dimmed under a summary (``widgets.dim_whole``) is one cached strip of veil blitted down it: the
same pixels as one screen-sized veil, which the veil cache kept after the summary closed (11 MB at 1920 × 1080 in
Fischen; issue 33: memory)."""

from __future__ import annotations

import pygame
import pytest

from fishgames.ui import fine, widgets
from fishgames.ui.canvas import Canvas
from fishgames.ui.picture_cache import SCREEN_BYTES

RGBA = (0, 10, 20, 120)


def _backdrop(size) -> pygame.Surface:
    backdrop = pygame.Surface(size)
    for y in range(size[1]):  # every row another colour: a row blended twice or not at all shows
        backdrop.fill(((37 * y) % 256, (91 + 13 * y) % 256, (200 - 7 * y) % 256), (0, y, size[0], 1))
    return backdrop


@pytest.mark.parametrize("k", [1.0, 1.25, 1.5, 2.0, 1092 / 1024, 819 / 1024])  # (1366 × 768, 1024 × 600: off the eighths)
@pytest.mark.parametrize("size", [(1280, 720), (1344, 756), (1000, 730)])
def test_dimming_in_strips_gives_the_pixels_of_one_whole_veil(fine_scale_restored, k, size):
    fine.set_scale(k)
    widgets.veil.cache_clear()
    pictures = []
    for dim in (lambda canvas: canvas.blit(widgets.veil(canvas.get_size(), RGBA), (0, 0)),
                lambda canvas: widgets.dim_whole(canvas, RGBA)):
        pixels = _backdrop(fine.size(size))
        dim(Canvas(pixels, size, k) if k != 1 else pixels)
        pictures.append(pygame.image.tobytes(pixels, "RGB"))
    assert pictures[0] == pictures[1]


def test_dimming_a_whole_screen_at_k_1_5_keeps_one_strip(fine_scale_restored):
    fine.set_scale(1.5)
    widgets.veil.cache_clear()
    size = (1280, 720)
    widgets.dim_whole(Canvas(_backdrop(fine.size(size)), size, 1.5), RGBA)
    assert widgets.veil.cache_len() == 1
    assert widgets.veil.cache_bytes() <= SCREEN_BYTES // 4, f"{widgets.veil.cache_bytes() / 2**20:.1f} MB kept"
