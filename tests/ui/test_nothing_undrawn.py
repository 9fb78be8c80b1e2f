"""Every pixel of a sharp frame (``fishgames.ui.fine``: drawn at 1920 × 1080's own pixels) is drawn from the scene's
pictures, none from uninitialised memory: the same inputs, the same picture (a screenshot of the menu at 1920 × 1080
had a pixel at (0, 0) of a different colour on every run).  Its cause: pygame-gui's containers are 0 × 0 pictures,
and resampling one for the screen gave smoothscale's one pixel of whatever memory held, blended over the sea.
"""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.gofish.scene import GoFishTable
from fishgames.ui import fine
from fishgames.ui.canvas import Canvas
from fishgames.ui.scenes import tile_art
from tests.ui.driver import start_table
from tests.ui.test_crisp import sharp_app

LOUD = (255, 0, 255)  # a colour no scene paints: left anywhere, that pixel was not drawn


def loud_pixels(surface: pygame.Surface) -> list[pygame.Rect]:
    return pygame.mask.from_threshold(surface, LOUD, (1, 1, 1, 255)).get_bounding_rects()


def drawn_over_loud(app) -> pygame.Surface:
    """A frame drawn onto the window's pixels filled with :data:`LOUD` first.  The fill is what a window whose
    pixels were lost holds, so the app is told so (an expose), as the window system would: it draws that frame whole
    (:mod:`fishgames.ui.damage` would otherwise keep the frame before's pixels where nothing changed)."""
    app.draw()  # every picture made (at the drawing scale) before the one that counts
    app.screen.pixels.fill(LOUD)
    app.dispatch(pygame.event.Event(pygame.WINDOWEXPOSED))
    app.draw()
    return app.screen.pixels


def test_an_empty_picture_puts_no_pixel_on_a_sharp_canvas():
    pixels = pygame.Surface((30, 24))
    pixels.fill(LOUD)
    canvas = Canvas(pixels, (20, 16), 1.5)
    empty = pygame.Surface((0, 0), pygame.SRCALPHA)  # what pygame-gui's containers show
    assert min(fine.physical(empty).get_size()) == 0, "an empty picture was resampled to a pixel of its own"
    canvas.blit(empty, (0, 0))
    assert loud_pixels(pixels) == [pixels.get_rect()]
    assert pixels.get_at((0, 0)) == LOUD


def test_the_menu_at_1920x1080_is_the_sea_in_every_pixel_it_leaves_bare():
    with sharp_app((1920, 1080)) as app:
        frame = drawn_over_loud(app)
        assert fine.k == pytest.approx(1.5)
        assert loud_pixels(frame) == [], "pixels left undrawn"
        sea = fine.twin(tile_art.title_backdrop(app.canvas))
        for corner in ((0, 0), (1, 0), (0, 1), (1919, 0)):  # nothing but the backdrop is drawn in the corners
            assert frame.get_at(corner) == sea.get_at(corner), f"pixel {corner} is not the sea's"


def test_a_table_at_1920x1080_leaves_no_pixel_undrawn():
    with sharp_app((1920, 1080)) as app:
        start_table(app, "gofish", GoFishTable, humans=1, players=4)
        frame = drawn_over_loud(app)
        assert loud_pixels(frame) == [], "pixels left undrawn"
        first = pygame.image.tobytes(frame, "RGB")
        app.draw()
        assert pygame.image.tobytes(app.screen.pixels, "RGB") == first, "the same frame drawn twice differs"
