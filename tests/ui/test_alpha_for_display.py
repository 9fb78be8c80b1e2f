"""Pictures with per-pixel alpha are put in the window's format once (``sprites.alpha_for_display``), and one already
in it is kept as it is: its conversion was a copy of every pixel, and at 1920 × 1080 a tenth of the slowest busy
frames (cards turned in flight, Fugu's reef rows, each with its twin; issue 29)."""

from __future__ import annotations

import pygame

from fishgames.ui import fine, sprites


def _drawn(size=(40, 30)) -> pygame.Surface:
    picture = pygame.Surface(size, pygame.SRCALPHA)
    for x in range(size[0]):
        picture.fill((x * 6 % 256, 90, 200, x * 9 % 256), (x, 0, 1, size[1]))
    return picture


def test_a_picture_in_the_windows_alpha_format_is_kept_and_others_are_converted(app):
    assert pygame.display.get_surface() is not None
    picture = _drawn()
    assert sprites.alpha_for_display(picture) is picture
    assert pygame.image.tobytes(picture, "RGBA") == pygame.image.tobytes(picture.convert_alpha(), "RGBA")
    opaque = pygame.Surface((40, 30))
    opaque.fill((10, 20, 30))
    converted = sprites.alpha_for_display(opaque)
    assert converted is not opaque and converted.get_flags() & pygame.SRCALPHA
    faded = _drawn()
    faded.set_alpha(120)
    assert sprites.alpha_for_display(faded) is not faded


def test_the_sprite_cache_keeps_a_drawn_picture_and_its_twin_without_copying_them(app):
    fine.set_scale(1.5)
    try:
        logical, twin = _drawn((40, 30)), _drawn((60, 45))
        fine.pair(logical, twin)
        kept = sprites.CACHE.put(("test-alpha", (40, 30)), logical)
        assert kept is logical and fine.twin(kept) is twin
    finally:
        sprites.CACHE.clear()
        fine.set_scale(1.0)
