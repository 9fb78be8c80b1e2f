"""Go Fish's question log is rebuilt from the view when an action's story ends (``GoFishTable._fill_log``); while the
story plays, its next look is painted ahead in a light frame (``GoFishTable.looks_ahead`` through
``TableScene.log_ahead``), so the frame that ends the story paints no log (issue 29: 1-1.6 ms of those frames, among
Go Fish's slowest at 1920 × 1080)."""

from __future__ import annotations

import pytest

from fishgames.core import Seat
from fishgames.games.gofish.scene import GoFishTable
from fishgames.ui import games
from fishgames.ui import table as table_module
from fishgames.ui.scene import Push
from tests.ui.driver import frames
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401
from tests.ui.test_crisp import sharp_app
from tests.ui.test_log_ahead import _FrameCosts

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")


def test_the_question_log_is_painted_ahead_while_the_story_plays_not_when_it_shows(monkeypatch):
    painted: list[bool] = []  # each log painted in this frame: ahead (True) or as it shows (False)
    ahead = [False]
    paint_log, panel_ahead = table_module._paint_log, table_module.TableScene.panel_ahead

    def spy_paint(log, picture, rect):
        painted.append(ahead[0])
        return paint_log(log, picture, rect)

    def spy_ahead(self, *args, **named):
        ahead[0] = True
        try:
            return panel_ahead(self, *args, **named)
        finally:
            ahead[0] = False

    monkeypatch.setattr(table_module, "_paint_log", spy_paint)
    monkeypatch.setattr(table_module.TableScene, "panel_ahead", spy_ahead)
    with sharp_app((1280, 720)) as app:  # (the same panels as at 1920 × 1080, at less cost: a story is ~100 frames)
        app.update_settings(animation_speed="fast")
        seats = [Seat("bot", "random", games.bot_name(i)) for i in range(4)]  # (moving at once, as tools/frames.py's)
        table = games.start_scene(app, "gofish", seats, 4242, "normal")  # (a level whose table shows the log)
        assert isinstance(table, GoFishTable)
        monkeypatch.setattr(table, "ahead_clock", _FrameCosts())  # every frame light: the machine's load decides nothing
        app.stack.apply(Push(table))
        frames(app, 2)
        assert table.log_panel is not None, "normal shows the question log"
        shown, new_looks, painted_when_shown, painted_ahead = list(table.log_panel.lines), 0, 0, 0
        for _ in range(1200):
            painted.clear()
            frames(app, 1)
            painted_ahead += sum(painted)
            if table.log_panel.lines != shown:
                shown = list(table.log_panel.lines)
                new_looks += 1
                painted_when_shown += not all(painted)
        assert new_looks >= 10, new_looks
        assert painted_when_shown <= 1, f"{painted_when_shown} of {new_looks} new looks of the log painted as they showed"
        assert painted_ahead <= new_looks + 1, "a look painted ahead more than once"  # (+1: a story still playing)
