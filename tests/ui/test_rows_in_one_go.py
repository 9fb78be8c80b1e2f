"""Fat Fish's row bands drawn as usual in one frame (a move's new look: every band) are drawn in one go
(``Drawer._draw_rows``): each row painted once on the screen, not once per band it lies in — the same pixels as the
rows drawn straight on the stage (issue 29: those frames are the slowest at 1920 × 1080)."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.fatfish import scene_draw
from fishgames.games.fatfish.scene import FatFishTable
from fishgames.ui import canvas, underlay
from tests.ui.driver import frames, start_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401
from tests.ui.test_crisp import sharp_app

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")


def test_a_moves_bands_drawn_as_usual_paint_each_row_once_with_the_same_pixels(monkeypatch):
    on_screen: list[int] = []  # the rows painted on the screen (not on a copy) in this frame
    as_usual: list = []  # the rows' bands left to be drawn as usual in this frame
    paint_row, composed = scene_draw.Drawer._paint_row, canvas.Canvas.composed

    def spy_row(self, surface, r, *rest):
        if surface.pixels.get_abs_parent() is self.app.screen.pixels:
            on_screen.append(r)
        return paint_row(self, surface, r, *rest)

    def spy_composed(self, key, rect, paint, reach=0, paced=False, later=None):
        before = len(later) if later is not None else 0
        composed(self, key, rect, paint, reach, paced, later)
        if key[0] == "fatfish rows" and later is not None and len(later) > before:
            as_usual.append(key)

    monkeypatch.setattr(scene_draw.Drawer, "_paint_row", spy_row)
    monkeypatch.setattr(canvas.Canvas, "composed", spy_composed)
    with sharp_app((1920, 1080)) as app:
        table = start_table(app, "fatfish", FatFishTable, humans=0, players=6, seed=4242)
        app.update_settings(animation_speed="fast")
        saved, compared = 0, False
        for _ in range(300):
            on_screen.clear()
            as_usual.clear()
            frames(app, 1)
            if len(as_usual) < 4:
                continue
            left = {key[1] for key in as_usual}  # the bands left to be drawn as usual, and the runs they make
            runs, run = [], set()
            for band, rows, _ in table._row_plan[1]:
                if tuple(band) in left:
                    run |= set(rows)
                elif run:
                    runs, run = [*runs, run], set()
            runs += [run] if run else []
            per_band = sum(len(key[2]) for key in as_usual)
            assert len(on_screen) == sum(len(rows) for rows in runs) < per_band, (on_screen, runs)
            saved += 1
            if not compared:
                shown = pygame.image.tobytes(app.screen.pixels, "RGB")
                with pytest.MonkeyPatch.context() as patch:  # the rows drawn straight on the stage, in no bands
                    patch.setattr(scene_draw, "Canvas", type("NotACanvas", (), {}))
                    patch.setattr(underlay.Underlay, "composed",
                                  lambda self, key, target, area, paint, *paced: self.covered(target))
                    app.draw()
                assert pygame.image.tobytes(app.screen.pixels, "RGB") == shown
                compared = True
        assert saved >= 3
