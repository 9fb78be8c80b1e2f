"""A Canvas's parts (``Canvas.subsurface``) are kept by their rect, not made anew each time (issue 29 "Speed holds":
the canvas's per-call Python at k ≠ 1).  Fat Fish's rows ask the stage for the same bands every frame, ~6 a frame at
1920 × 1080, and each was a new pygame subsurface and a new Canvas.  The pixels are the same: ``tools/frame_hashes.py``
(tools/README.md, canvas26)."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.fatfish.scene import FatFishTable
from fishgames.ui import canvas
from tests.ui.driver import frames
from tests.ui.look_spy import busy_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")

FRAMES = 160  # six computers' Fat Fish at "fast": rows laid and cleared, every frame's bands asked again


def test_a_canvas_part_asked_again_is_the_one_made_before():
    counts = {"asked": 0, "made": 0, "inside": 0}
    with busy_table("fatfish", FatFishTable, 6, "looks_ahead", True) as (app, table, patch):
        frames(app, 20)  # (the table's first looks: its bands made once)
        subsurface, init = canvas.Canvas.subsurface, canvas.Canvas.__init__

        def asked(self, rect):
            counts["asked"] += 1
            counts["inside"] += 1
            try:
                part = subsurface(self, rect)
            finally:
                counts["inside"] -= 1
            rect = pygame.Rect(rect)  # (a part kept is the one asked for: its place, size and the frame's damage)
            assert part.get_size() == rect.size and part.origin == (self.origin[0] + rect.x, self.origin[1] + rect.y)
            assert part.damage is self.get_abs_parent().damage and part.underlay is self.underlay
            return part

        def made(self, *args, **kwargs):
            counts["made"] += counts["inside"] > 0
            init(self, *args, **kwargs)

        patch.setattr(canvas.Canvas, "subsurface", asked)
        patch.setattr(canvas.Canvas, "__init__", made)
        frames(app, FRAMES)
    assert counts["asked"] >= 3 * FRAMES, counts  # (the rows' bands, the hand's runs: ~6 a frame)
    assert counts["made"] <= counts["asked"] // 10, counts
