"""A glow's ring and its steady faded copies hold only their twins' pixels at k ≠ 1, and the faded copies are kept by
bytes (issue 33: memory at 1920 × 1080 — Fat Fish's rings and faded copies were 35 MB, 11 of it logical pixels no
screen shows, and the faded copies were kept by their rings alone, outside any budget)."""

from __future__ import annotations

import pygame
import pytest

from fishgames.ui import fine, widgets
from fishgames.ui.canvas import Canvas
from fishgames.ui.picture_cache import SCREEN_BYTES

pytestmark = pytest.mark.usefixtures("glows_as_in_the_app")  # (its checks look into the ring cache)

#: Fat Fish's glowing places at 1280 × 720 (a lane, a plate, the hand), one of each per seat colour.
PLACES = [pygame.Rect(20, 20, 518, 120), pygame.Rect(20, 200, 220, 100), pygame.Rect(300, 200, 204, 404)]
COLOURS = [(255, 200, 80), (90, 200, 120), (90, 120, 200), (200, 90, 220), (230, 90, 80), (80, 210, 220)]


def _owned(surface: pygame.Surface) -> int:
    """The pixels ``surface`` holds of its own (a subsurface holds none; a ring kept without its middle holds its side
    columns beside its rows: ``extra_bytes``)."""
    if surface.get_parent() is not None:
        return 0
    return surface.get_width() * surface.get_height() * surface.get_bytesize() + getattr(surface, "extra_bytes", 0)


def _glowing_table(k: float) -> Canvas | pygame.Surface:
    fine.set_scale(k)
    widgets._glow_ring.cache_clear()
    widgets._plain_ring.cache_clear()
    widgets._fades.clear()
    size = (1280, 720)
    screen = pygame.Surface(fine.size(size))
    return Canvas(screen, size, k) if k != 1 else screen


def test_at_k_1_5_rings_and_their_faded_copies_hold_only_their_twins(fine_scale_restored):
    canvas = _glowing_table(1.5)
    rings = []
    for colour in COLOURS:
        for place in PLACES:
            widgets.draw_glow(canvas, place, colour, 0.9, steady=True)
            rings.append(widgets._glow_ring(place.size, 14, colour))
    logical = sum(_owned(ring) for ring in rings)
    assert logical == 0, f"{logical / 2**20:.1f} MB of logical rings beside their twins"
    fades = [widgets._fades[ring][1] for ring in rings if ring in widgets._fades]
    assert len(fades) == len(rings)  # all 18 within the faded copies' budget
    logical = sum(_owned(picture) for picture in fades)
    assert logical == 0, f"{logical / 2**20:.1f} MB of logical faded copies beside their twins"
    assert sum(fine.held_bytes(ring) for ring in rings) == sum(_owned(fine.twin(ring)) for ring in rings)


def test_the_faded_copies_are_kept_within_their_budget(fine_scale_restored):
    canvas = _glowing_table(1.5)
    rings = []  # held here, so the rings' own budget does not let their faded copies go with them
    for n in range(60):  # 60 lanes' steady glows in as many colours: 46 MB of faded twins unbounded
        widgets.draw_glow(canvas, PLACES[0], (60 + 3 * n, 200, 120), 0.9, steady=True)
        rings.append(widgets._glow_ring(PLACES[0].size, 14, (60 + 3 * n, 200, 120)))
    held = sum(fine.held_bytes(entry[1]) for entry in widgets._fades.values())
    assert held <= widgets._fades.budget * fine.room()
    assert widgets._fades.budget == 3 * SCREEN_BYTES
    newest = widgets._glow_ring(PLACES[0].size, 14, (60 + 3 * 59, 200, 120))
    assert newest in widgets._fades  # the newest stays


def test_a_plain_surface_at_k_1_5_gets_the_logical_rings_pixels(fine_scale_restored):
    """The replay theatre draws its table on a plain surface: there the hollow ring's pixels (its twin's corner) must
    not show, but the ring drawn at the logical size, as at k = 1."""
    pictures = {}
    for k in (1.0, 1.5):
        fine.set_scale(k)
        widgets._glow_ring.cache_clear()
        widgets._plain_ring.cache_clear()
        widgets._fades.clear()
        plain = pygame.Surface((700, 500))
        plain.fill((20, 60, 90))
        for place, strength, steady in ((PLACES[0], 1.0, False), (PLACES[1], 0.9, True), (PLACES[2], 0.5, False)):
            widgets.draw_glow(plain, place, (255, 200, 80), strength, steady=steady)
        pictures[k] = pygame.image.tobytes(plain, "RGB")
    assert pictures[1.5] == pictures[1.0]


def test_at_k_1_5_rings_and_their_faded_copies_keep_no_clear_middle(fine_scale_restored):
    """A ring's twin and its faded copy's are kept without their clear middles (``widgets._Banded``): Fat Fish's 22
    rings and 18 faded copies at 1920 × 1080 were 24.4 MB, 13.9 of it middles with no pixel showing.  Here 42 % of
    the whole rings' bytes are kept."""
    canvas = _glowing_table(1.5)
    rings, whole = [], 0
    for colour in COLOURS:
        for place in PLACES:
            widgets.draw_glow(canvas, place, colour, 0.9, steady=True)
            rings.append(widgets._glow_ring(place.size, 14, colour))
            drawn = widgets._ring_pixels(place.size, 14, colour, 8, 1.5)
            whole += 2 * _owned(drawn)  # the ring and its faded copy, whole
    held = sum(fine.held_bytes(ring) + fine.held_bytes(widgets._fades[ring][1]) for ring in rings)
    assert held <= 0.55 * whole, f"{held / 2**20:.1f} of {whole / 2**20:.1f} MB of rings kept"
