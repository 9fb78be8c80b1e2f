"""Fugu's reefs at 1920 × 1080 without a new row picture in the frame that shows it (issue 29): a swap's new look drawn
ahead in a light frame (``Drawer.looks_ahead``), the lifted card's gap drawn as the look before in pieces around it
(``Drawer._gaps_in_pieces``), and while the deal fills a reef in the whole row's picture with its first slots shown
(``Drawer._row_parts``).  Each frame has the pixels of painting the row's picture when it shows."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.fugu import scene_draw
from fishgames.games.fugu.scene import FuguTable
from fishgames.ui import fine
from fishgames.ui.canvas import Canvas
from tests.ui.driver import frames, screen_hash, start_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401
from tests.ui.test_crisp import sharp_app
from tests.ui.test_log_ahead import _FrameCosts

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")

FRAMES = 300  # four computers' Fugu at "fast": the deal and some dozen swaps


def _play(new: bool) -> tuple[list[str], int, int]:
    """Four computers' Fugu at 1920 × 1080 for FRAMES frames, every frame light (a constant cost): each frame's screen
    hashed, the row pictures painted in the frames after the table's first two (not by ``looks_ahead``), and those
    painted by ``looks_ahead``.  ``new`` False: every row's own picture painted when it shows (as before)."""
    hashes, in_frame, ahead = [], 0, 0
    with sharp_app((1920, 1080)) as app, pytest.MonkeyPatch.context() as patch:
        app.update_settings(animation_speed="fast")
        scene_draw._row_image.cache_clear()
        table = start_table(app, "fugu", FuguTable, humans=0, players=4, seed=4242, settle=0)
        patch.setattr(table, "ahead_clock", _FrameCosts())
        if not new:
            parts = table._row_parts
            patch.setattr(table, "looks_ahead", lambda surface: False)
            patch.setattr(table, "_gaps_in_pieces", lambda *args: False)
            patch.setattr(table, "_row_parts", lambda seat, row, dealt: parts(seat, list(row)[:max(1, dealt)], dealt))
        looks_ahead = table.looks_ahead

        def spied_ahead(surface) -> bool:
            nonlocal ahead
            misses = scene_draw._row_image.cache_info().misses
            try:
                return looks_ahead(surface)
            finally:
                ahead += scene_draw._row_image.cache_info().misses - misses

        patch.setattr(table, "looks_ahead", spied_ahead)
        for index in range(FRAMES):
            misses, before = scene_draw._row_image.cache_info().misses, ahead
            frames(app, 1)
            if index >= 2:
                in_frame += scene_draw._row_image.cache_info().misses - misses - (ahead - before)
            hashes.append(screen_hash(app))
    return hashes, in_frame, ahead


def test_rows_drawn_ahead_in_pieces_and_dealt_whole_paint_no_row_when_they_show_and_the_pixels_are_the_same():
    hashes, in_frame, ahead = _play(new=True)
    before, in_frame_before, _ = _play(new=False)
    assert hashes == before, "a frame differs from painting each row's own picture when it shows"
    assert in_frame_before >= 20, "the old way paints a row for each slot dealt and each swap's gap and landing"
    assert ahead >= 4, f"only {ahead} swaps' new looks drawn ahead"
    assert in_frame <= 3, f"{in_frame} row pictures painted in the frame that showed them"


@pytest.mark.parametrize("k", [1.0, 1.5])
def test_a_gap_in_pieces_and_a_reef_being_dealt_have_the_pixels_of_their_own_pictures(app, k):
    """A reef with its gaps drawn in pieces of its look before, and one with its first slots dealt cut from the whole
    row's picture, pixel for pixel as the row's own picture blitted on the same ground (the own reef and a lane)."""
    fine.set_scale(k)
    try:
        for size, step, x in (((66, 96), 70, 12), ((46, 64), 48, 272)):
            whole = (0, 5, -3, 0, 0, 11, 0, 2, 0, 0, 0, 7, 0, 0, -9, 0, 0, 1)
            for look, shown, gaps in ((whole, 18, (3,)), (whole, 18, (0, 4, 17)), (whole, 7, ()), (whole, 1, ())):
                row = tuple(None if s in gaps else v for s, v in enumerate(look))
                assert _drawn(row, shown, size, step, x, k, look, True) == _drawn(row, shown, size, step, x, k, look,
                                                                                False), (size, gaps, shown)
    finally:
        fine.set_scale(1.0)
        scene_draw._row_image.cache_clear()


class _Reef:
    """As much of the Fugu table as ``Drawer._draw_row`` asks of it: a reef at ``x`` in one row of 18 slots (seat 0:
    the own reef at the bottom, or a lane's)."""

    def __init__(self, size, step, x, k, look):
        own = size == scene_draw.L.OWN_TILE
        self.L, self.bottom, self.faces_drawn, self.rows_shown = scene_draw.L, 0 if own else 1, set(), {}
        self.size, self.step, self.x = size, step, x
        self.rows_shown[0] = ((look, size, step, k, 18), scene_draw._row_image(look, size, step, k, 18))
        self.shown = type("Shown", (), {})()

    def slot_rect(self, seat, slot):
        return pygame.Rect(self.x + slot * self.step, 600, *self.size)

    _gaps_in_pieces = scene_draw.Drawer._gaps_in_pieces
    _row_parts = scene_draw.Drawer._row_parts


def _drawn(row, shown, size, step, x, k, look, new: bool) -> bytes:
    """The screen's pixels with ``row`` (its first ``shown`` slots) drawn on a ground of stripes: by the table's way
    (``new``) or as its own picture."""
    screen = pygame.Surface((round(1280 * k), round(720 * k)))
    for y in range(0, screen.get_height(), 3):
        screen.fill((40 + y % 150, 90, 160 - y % 90), (0, y, screen.get_width(), 3))
    surface = Canvas(screen, (1280, 720), k) if k != 1 else screen
    if new:
        reef = _Reef(size, step, x, k, look)
        reef.shown.rows, reef.shown.dealt = [list(row)], float(shown)
        scene_draw.Drawer._draw_row(reef, surface, 0)
    else:
        surface.blit(scene_draw._row_image(row[:shown], size, step, k, 18), (x, 600))
    return pygame.image.tobytes(screen, "RGB")
