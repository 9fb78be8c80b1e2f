"""A steady glow (``widgets.draw_glow(..., steady=True)``: a seat's turn, a resting row) is blitted from a copy of
its ring faded once (``widgets._faded``), not with a surface alpha in every blit — SDL's faded blit cost ~3.7× a
plain one at 1920 × 1080 (issue 29).  The pixels must be exactly those of the faded blit."""

from __future__ import annotations

import pygame
import pytest

from fishgames.ui import fine, widgets
from fishgames.ui.canvas import Canvas

pytestmark = pytest.mark.usefixtures("glows_as_in_the_app")  # (its checks look into the ring cache)


def _backdrop(size) -> pygame.Surface:
    backdrop = pygame.Surface(size)
    for y in range(size[1]):  # every row another colour: a blend over them shows each rounding
        backdrop.fill(((37 * y) % 256, (91 + 13 * y) % 256, (200 - 7 * y) % 256), (0, y, size[0], 1))
    return backdrop


@pytest.mark.parametrize("k", [1.0, 1.5])
@pytest.mark.parametrize("strength", [0.9, 0.85, 0.5, 0.35, 0.02])
def test_a_steady_glow_gives_the_pixels_of_the_ring_blitted_faded(fine_scale_restored, k, strength):
    fine.set_scale(k)
    lane = pygame.Rect(40, 30, 300, 90)
    colour = (255, 200, 80)
    size = (400, 160)
    steady, faded = _backdrop(fine.size(size)), _backdrop(fine.size(size))
    for _ in range(2):  # made once, then the same copy
        widgets.draw_glow(Canvas(steady, size, k) if k != 1 else steady, lane, colour, strength, steady=True)
    ring = widgets._glow_ring(lane.size, 14, colour)
    assert widgets._fades[ring][0] == int(255 * strength)
    where = ring.get_rect(center=lane.center)
    twin = widgets._ring_pixels(lane.size, 14, colour, 8, k)  # the whole ring (at k != 1 kept without its middle)
    for _ in range(2):
        twin.set_alpha(int(255 * strength))
        faded.blit(twin, (round(where.x * k), round(where.y * k)))
        twin.set_alpha(255)
    assert pygame.image.tobytes(steady, "RGB") == pygame.image.tobytes(faded, "RGB")


def test_a_steady_glow_is_faded_once_per_strength(fine_scale_restored):
    fine.set_scale(1.5)
    lane = pygame.Rect(40, 30, 300, 90)
    size = (400, 160)
    canvas = Canvas(_backdrop(fine.size(size)), size, 1.5)
    widgets.draw_glow(canvas, lane, (90, 200, 120), 0.9, steady=True)
    ring = widgets._glow_ring(lane.size, 14, (90, 200, 120))
    first = widgets._fades[ring][1]
    assert fine.twin(first) is not None and fine.twin(first) is not fine.twin(ring)
    widgets.draw_glow(canvas, lane, (90, 200, 120), 0.9, steady=True)
    assert widgets._fades[ring][1] is first
    widgets.draw_glow(canvas, lane, (90, 200, 120), 0.35, steady=True)
    assert widgets._fades[ring][1] is not first and widgets._fades[ring][0] == int(255 * 0.35)


def test_onto_a_picture_with_its_own_alpha_the_glow_is_blitted_faded_as_before(fine_scale_restored):
    """The faded copy was shown to give the faded blit's pixels onto an opaque screen only."""
    picture = pygame.Surface((400, 160), pygame.SRCALPHA)
    lane = pygame.Rect(40, 30, 300, 90)
    widgets.draw_glow(picture, lane, (200, 90, 220), 0.9, steady=True)
    assert widgets._glow_ring(lane.size, 14, (200, 90, 220)) not in widgets._fades


def test_a_steady_glow_listed_ahead_is_faded_ahead(fine_scale_restored, monkeypatch):
    """A table lists its steady glows with their strength (``table_kit.glow_spec(..., steady=)``): the set-up fades
    them while it shows, not the frame that first glows (Fat Fish's lanes: ~1.5 ms each at 1920 × 1080, a dozen of
    its slowest frames)."""
    from fishgames.ui import sprites, table_kit

    fine.set_scale(1.5)
    widgets._glow_ring.cache_clear()
    sprites.CACHE.clear()
    lane = pygame.Rect(40, 30, 300, 90)
    sprites.prewarm([table_kit.glow_spec(lane.size, (90, 120, 200), steady=0.85)])
    made = []
    monkeypatch.setattr(widgets, "_alpha_scaled", lambda picture, alpha: made.append(alpha))
    size = (400, 160)
    widgets.draw_glow(Canvas(_backdrop(fine.size(size)), size, 1.5), lane, (90, 120, 200), 0.85, steady=True)
    assert made == []
