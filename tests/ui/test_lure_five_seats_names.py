"""Lure with five seats (issue 29, pass-and-play): the other human's long name on the top row of four plates, as
``test_other_name_whole`` checks it at four seats — two humans named as long as the name pad allows and three bots,
played to a human's turn, the window resized live to each screen at UI scale 100 % and 150 %: while one frame is
drawn afresh no ``fishgames.ui.text.cut`` may shorten either name or a row of it.  Where the row has no spare
width (four plates of 273 × 88 and the Menu), the plate is spread (``lure.scene_plate.spread``): a smaller badge,
the rows beside it, the score beside one row (session 24 measured the name cut 'Anna-…' at 800 × 480 at 100 %,
and at 150 % on 800 × 480, 1280 × 720 and 1920 × 1080)."""

from __future__ import annotations

import pytest

from fishgames.storage import Storage
from fishgames.ui import games
from fishgames.ui.app import App
from tests.screenshot_shots import screenshot_tool
from tests.ui.art_once import art_drawn_once
from tests.ui.test_other_name_whole import NAMES, SIZES, _at_a_humans_turn
from tests.ui.test_own_name_whole import _resized
from tests.ui.test_small_panel_words import cuts_while_drawing
from tests.ui.unpainted import drawn_once_at_the_end, unpainted

pytestmark = pytest.mark.usefixtures("art_drawn_once")

@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_another_humans_name_is_never_cut_in_lures_row_of_five(scale, size, tmp_path, monkeypatch):
    tool = screenshot_tool()
    monkeypatch.setattr(tool, "HUMANS", (*NAMES, *tool.HUMANS[2:]))
    app = App(windowed=True, lang="en", storage=Storage(tmp_path), bot_workers=False, disk_thread=False,
              window=(1280, 720), ui_scale=scale)
    app.update_settings(animation_speed="instant")
    try:
        with art_drawn_once(), unpainted(app), drawn_once_at_the_end(app):
            table = tool.open_table(app, "lure", 5, 2, 4242, games.spec("lure").levels[0])
            _at_a_humans_turn(app, table, tool)
            for _ in range(10):
                app.step(1 / 60)
        assert table.players == 5
        other = next(seat for seat in range(2) if seat != table.bottom)
        assert {table.seat_name(table.bottom), table.seat_name(other)} == set(NAMES)
        drawn = cuts_while_drawing(app, monkeypatch, lambda: _resized(app, SIZES[size]))
        cut = sorted({f"{text!r} drawn as {shown!r}" for text, shown in drawn
                      if len(text) >= 4 and any(text in name for name in NAMES)})
        assert not cut, f"Lure, five seats, at {size}, UI scale {scale:.0%}:\n" + "\n".join(cut)
    finally:
        app.close()
