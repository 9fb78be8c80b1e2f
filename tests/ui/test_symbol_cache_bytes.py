"""``theme.symbol_cache`` keeps its pictures by bytes as well as by count (issue 33: memory at 1920 × 1080): kept by
count alone, 32 of Fischen's score tracks or Fugu's score panels, each with its twin, held tens of megabytes."""

from __future__ import annotations

import gc
import weakref

import pygame

from fishgames.ui import fine, theme
from fishgames.ui.canvas import picture
from fishgames.ui.picture_cache import SCREEN_BYTES, picture_bytes


def _held(pictures) -> int:
    alive = {id(p): p for p in (ref() for ref in pictures) if p is not None}
    return sum(picture_bytes(p) for p in alive.values())


def test_big_pictures_are_kept_within_a_screens_bytes_at_k_1_5(fine_scale_restored):
    fine.set_scale(1.5)

    @theme.symbol_cache(32)
    def track(n: int) -> pygame.Surface:  # a score track's size, a new one for every change of the scores
        return picture((300, 420), lambda surf: surf.fill((10, 20, 30 + n % 200)))

    pictures = [weakref.ref(track(n)) for n in range(32)]
    gc.collect()
    assert fine.twin(pictures[-1]()) is not None
    assert track.budget == SCREEN_BYTES
    assert 0 < _held(pictures) <= SCREEN_BYTES * fine.room(), f"{_held(pictures) / 2**20:.1f} MB held"


def test_small_pictures_are_kept_at_most_maxsize(fine_scale_restored):
    drawn = []

    @theme.symbol_cache(8)
    def badge(n: int) -> pygame.Surface:
        drawn.append(n)
        return pygame.Surface((20, 20))

    for n in range(40):
        badge(n)
    assert badge.cache_info().currsize == 8
    badge(39)
    assert drawn.count(39) == 1  # the newest found again, not drawn again
    badge(0)
    assert drawn.count(0) == 2  # the oldest let go
    theme.symbols = not theme.symbols
    try:
        badge(39)
        assert drawn.count(39) == 2  # drawn anew with the symbols switched
    finally:
        theme.symbols = not theme.symbols
