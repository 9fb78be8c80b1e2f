"""Fugu's lanes' plates and market at 1920 × 1080 painted ahead (issue 29): while the animations play, the looks they
will show once played are painted on their copies in a light frame (``Drawer._panels_ahead``, through
``Canvas.composed_ahead``), so the frame that shows one only copies it and the frame after paints no copy.  Every
frame has the pixels of painting each look when it shows."""

from __future__ import annotations

import hashlib

import pygame
import pytest

from fishgames.games.fugu.scene import FuguTable
from fishgames.ui import canvas
from fishgames.ui.widgets import GLOW_REACH
from tests.ui.driver import frames, start_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401
from tests.ui.test_crisp import sharp_app
from tests.ui.test_log_ahead import _FrameCosts

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")

FRAMES = 300  # four computers' Fugu at "fast": the deal and some dozen swaps
KINDS = ("lane plates", "fugu market")


def _play(ahead: bool) -> tuple[list[str], int, int]:
    """Four computers' Fugu at 1920 × 1080 for FRAMES frames, every frame light (a constant cost): each frame's screen
    hashed, the lanes' plates and market painted in the frames after the table's first two (drawn as usual or on
    their copies), and the looks painted ahead.  ``ahead`` False: ``_panels_ahead`` paints nothing."""
    hashes, in_frame, painted_ahead = [], 0, 0
    with sharp_app((1920, 1080)) as app, pytest.MonkeyPatch.context() as patch:
        app.update_settings(animation_speed="fast")
        table = start_table(app, "fugu", FuguTable, humans=0, players=4, seed=4242, settle=0)
        patch.setattr(table, "ahead_clock", _FrameCosts())
        if not ahead:
            patch.setattr(table, "_panels_ahead", lambda surface: False)
        counting = [False]
        composed, composed_ahead = canvas.Canvas.composed, canvas.Canvas.composed_ahead

        def spied(self, key, rect, paint, *args, **kwargs):
            def counted(*drawn):
                nonlocal in_frame
                in_frame += counting[0] and key[0] in KINDS
                paint(*drawn)
            composed(self, key, rect, counted, *args, **kwargs)

        def spied_ahead(self, key, rect, paint, *args):
            nonlocal painted_ahead
            done = composed_ahead(self, key, rect, paint, *args)
            painted_ahead += done and key[0] in KINDS
            return done

        patch.setattr(canvas.Canvas, "composed", spied)
        patch.setattr(canvas.Canvas, "composed_ahead", spied_ahead)
        for index in range(FRAMES):
            counting[0] = index >= 2
            frames(app, 1)
            hashes.append(hashlib.sha1(pygame.image.tobytes(app.screen.pixels, "RGB")).hexdigest())
    return hashes, in_frame, painted_ahead


def test_plates_and_market_painted_ahead_are_only_copied_when_they_show_and_the_pixels_are_the_same():
    hashes, in_frame, ahead = _play(ahead=True)
    before, in_frame_before, ahead_before = _play(ahead=False)
    assert hashes == before, "a frame differs from painting each look when it shows"
    assert ahead_before == 0 and in_frame_before >= 30, (ahead_before, in_frame_before)
    assert ahead >= 20, f"only {ahead} looks painted ahead"
    assert in_frame <= in_frame_before // 2, f"{in_frame} looks painted in-frame, {in_frame_before} without"


def test_the_lanes_plates_are_one_look_naming_each_plate_and_holding_its_glow(app):
    """The lanes' plates as one composed look (a glow reaches over the plates beside it): its key names each plate's
    look, its rect holds the glowing plate's glow and the others' edges, and it paints what each plate painted in turn
    does."""
    table = start_table(app, "fugu", FuguTable, humans=1, players=4)
    shown, seats = table.shown, list(table.lanes)
    plates = {seat: pygame.Rect(table.L.LANE_X, top, *table.L.LANE_PLATE) for seat, top in table.lanes.items()}
    for turn in seats:
        key, rect, paint = table._lane_plates_look(shown, turn)
        assert [look[2] for look in key[1]] == [seat == turn for seat in seats], key
        for seat, plate in plates.items():
            reach = GLOW_REACH if seat == turn else 2
            assert rect.contains(plate.inflate(2 * reach, 2 * reach)), (turn, seat, rect)
        one, each = pygame.Surface((1280, 720)), pygame.Surface((1280, 720))
        paint(one, rect)
        for seat, plate in plates.items():
            table._paint_lane_plate(each, seat, plate, seat == turn, shown)
        assert pygame.image.tobytes(one, "RGB") == pygame.image.tobytes(each, "RGB"), turn
