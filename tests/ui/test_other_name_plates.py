"""Where another human's long name takes a plate's room (issue 29, pass-and-play), what follows that plate: a Fat Fish
plate grown for the name on an upright screen keeps its score pop-ups, flights and bubbles off the name, and
Fischen's widened top plate holds the name on a sharp screen too (``test_other_name_whole`` draws at the logical
scale, where 'Johannes Mohr' is 201 px; a real 800 × 480 screen draws it 205 px wide)."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.fatfish import scene_layout as FL
from fishgames.storage import Storage
from fishgames.ui import games
from fishgames.ui.app import App
from tests.screenshot_shots import screenshot_tool
from tests.ui.art_once import art_drawn_once
from tests.ui.test_other_name_whole import NAMES, _at_a_humans_turn
from tests.ui.test_own_name_whole import _resized
from tests.ui.test_small_panel_words import cuts_while_drawing
from tests.ui.unpainted import drawn_once_at_the_end, unpainted

pytestmark = pytest.mark.usefixtures("art_drawn_once")


def _two_humans(game: str, scale: float, home, monkeypatch, sharp: bool = False):
    """The table of ``test_other_name_whole`` (two long-named humans, two bots) at a human's turn; (app, table,
    the other human's seat)."""
    tool = screenshot_tool()
    monkeypatch.setattr(tool, "HUMANS", (*NAMES, *tool.HUMANS[2:]))
    app = App(windowed=True, lang="en", storage=Storage(home), bot_workers=False, disk_thread=False,
              window=(1280, 720), ui_scale=scale, sharp=sharp or None)
    app.update_settings(animation_speed="instant")
    with art_drawn_once(), unpainted(app), drawn_once_at_the_end(app):
        table = tool.open_table(app, game, 4, 2, 4242, games.spec(game).levels[0])
        _at_a_humans_turn(app, table, tool)
        for _ in range(10):
            app.step(1 / 60)
    return app, table, next(seat for seat in range(2) if seat != table.bottom)


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_a_grown_fat_fish_plate_keeps_its_pop_ups_flights_and_bubbles_off_the_name(scale, tmp_path, monkeypatch):
    app, table, other = _two_humans("fatfish", scale, tmp_path, monkeypatch)
    try:
        _resized(app, (720, 1280))
        plate = table.plate_rects()[other]
        assert plate.h > FL.PLATE_H, "the plate did not grow for the name's rows"
        assert plate.bottom + 8 <= table.L.RESERVE.y, "the grown plate reaches the reserve"
        start, end = table.score_path(other)
        assert start[1] > plate.bottom and end[1] > plate.bottom, f"a pop-up {start} -> {end} over the plate {plate}"
        lowest = max(table.seat_point(other, what)[1] for what in ("hand", "deck", "minus"))
        assert lowest > plate.y + plate.h - FL.PLATE_H + 40, "cards fly to the name's rows, not to the counts"
        names = [rect for rect in table.keep_clear() if rect.topleft == plate.topleft and rect.w == plate.w]
        assert names and names[0].h >= plate.h - FL.PLATE_H + 44, "bubbles may cover the name's second row"
    finally:
        app.close()


def test_fischens_widened_plate_holds_the_name_on_a_sharp_small_screen(tmp_path, monkeypatch):
    app, table, other = _two_humans("fischen", 1.5, tmp_path, monkeypatch, sharp=True)
    try:
        drawn = cuts_while_drawing(app, monkeypatch, lambda: _resized(app, (800, 480)))
        cut = sorted({f"{text!r} drawn as {shown!r}" for text, shown in drawn if len(text) >= 4 and
                      any(text in name for name in NAMES)})
        assert not cut, "\n".join(cut)
        assert table.plate_rects()[other].w > 320 and pygame.Rect(table.plate_rects()[other]).y < 8
    finally:
        app.close()
