"""A steady glow's ring goes through the underlay in pieces (``Canvas.blit_hollow``): its bands cut at its middle's
columns and at the canvas's edges.  Where a piece reaches over a picture drawn before it in the frame (a Lure plate's
ring over the plate beside it), the others, on backdrop only, are still kept blended and copied — the whole ring was
never kept there (it also reaches past the screen's top), and each band was blended anew every frame, ~1.1 ms of every
glowing frame at 1920 × 1080 (issue 29).  The pixels are those of blending the whole ring every frame."""

from __future__ import annotations

import pygame
import pytest

from fishgames.ui import fine, widgets
from fishgames.ui.canvas import Canvas

pytestmark = pytest.mark.usefixtures("glows_as_in_the_app")  # (the ring's bands come from the app's ring cache)

SIZE = (400, 160)  # logical
PLATE = pygame.Rect(110, 10, 200, 60)  # the glowing plate, its ring past the canvas's top as at a Lure table's top row
NEIGHBOUR = pygame.Rect(40, 0, 64, 100)  # the plate beside it, under the ring's left side and its two left corners


def _backdrop() -> pygame.Surface:
    """An opaque logical backdrop with its twin at k = 1.5, striped (a stale copy or a blend twice would show)."""
    logical, twin = pygame.Surface(SIZE), pygame.Surface(fine.size(SIZE))
    for surface in (logical, twin):
        for y in range(0, surface.get_height(), 3):
            surface.fill((20 + y % 150, 70, 160 - y % 100), (0, y, surface.get_width(), 2))
    return fine.pair(logical, twin)


def _neighbour() -> pygame.Surface:
    logical = pygame.Surface(NEIGHBOUR.size)
    twin = pygame.Surface(fine.size(NEIGHBOUR.size))
    for surface in (logical, twin):
        surface.fill((200, 40, 60))
    return fine.pair(logical, twin)


def _frame(canvas: Canvas, backdrop, neighbour, laid: bool) -> bytes:
    """A frame as Lure's casting phase draws a row of plates: the backdrop, the plate beside, then the steady ring."""
    canvas.next_frame()
    if laid:
        canvas.lay(backdrop, (0, 0))
    else:  # no underlay: every picture blended as it comes
        canvas.blit(backdrop, (0, 0))
    canvas.blit(neighbour, NEIGHBOUR.topleft)
    widgets.draw_glow(canvas, PLATE, (255, 200, 80), 0.9, steady=True)
    return pygame.image.tobytes(canvas.pixels, "RGB")


def test_a_rings_pieces_on_backdrop_are_kept_when_its_corners_reach_over_a_picture(fine_scale_restored):
    fine.set_scale(1.5)
    widgets._glow_ring.cache_clear()
    ring = widgets._glow_ring(PLATE.size, 14, (255, 200, 80))
    assert fine.is_hollow(ring)  # (banded at k = 1.5: what the app's plates have)
    where = ring.get_rect(center=PLATE.center)
    assert where.colliderect(NEIGHBOUR) and where.top < 0  # the whole ring lands over the neighbour and past the top
    backdrop, neighbour = _backdrop(), _neighbour()
    laid = Canvas(pygame.Surface(fine.size(SIZE)), SIZE, 1.5)
    blended = Canvas(pygame.Surface(fine.size(SIZE)), SIZE, 1.5)
    hits = []
    for _ in range(5):
        before = laid.underlay.hits
        assert _frame(laid, backdrop, neighbour, True) == _frame(blended, backdrop, neighbour, False)
        hits.append(laid.underlay.hits - before)
    # first sighting, then kept (painted on the backdrop's copy), then copied: of the eight pieces (the top and bottom
    # bands in three, the sides) all but the three over the neighbour — the top's two within the canvas among them
    assert hits == [0, 0, 5, 5, 5]
