"""Over 1920 × 1080 (k = 1.5) the byte budgets hold the pictures they held there (``fine.beyond``): every picture
is k² its logical size, and the sprite cache kept at 1.5's bytes let Go Fish's, Fischen's and Fugu's flying cards'
turned copies go before they were shown again at 2560 × 1440 (busy p99 5.4-7.3× that of 1280 × 720, 1.8-2.7×
with the budgets grown)."""

from __future__ import annotations

import pygame
import pytest

from fishgames.ui import fine, sprites


def flight_kept(k: float) -> int:
    """How many of a flight's turned copies (drawn at ``k`` as the art kit draws them: ``sprites.twinned``) a cache
    of 1920 × 1080's bytes keeps."""
    logical = (100, 140)
    square = 100 * 140 * 4 + round(100 * 1.5) * round(140 * 1.5) * 4  # a copy and its twin at k = 1.5
    cache = sprites.SurfaceCache(budget=20 * square, turned_budget=6 * square)
    for angle in range(1, 30):
        def made():
            return sprites.twinned(pygame.Surface(fine.size(logical), pygame.SRCALPHA))
        cache.get((sprites.TURNED, ("card", 0), angle, 1.0, 1.0), made)
    return len(cache)


def test_a_budget_set_for_1920x1080_keeps_as_many_pictures_at_2560x1440(fine_scale_restored):
    fine.set_scale(1.5)
    at_1080 = flight_kept(1.5)
    assert fine.beyond() == 1 and fine.room() == 1.5  # unchanged up to 1920 × 1080
    fine.set_scale(2.0)
    assert flight_kept(2.0) == at_1080 == 6
    assert fine.room() == pytest.approx(2 * (2 / 1.5) ** 2)
