"""At 3840 × 2160 the replay theatre is prepared a part a frame before it goes up (issue 29: Watch's first frame there
was 61-99 ms of CPU): the frame the record arrives only makes it, its table's art is drawn ahead a step a frame
(``table_ahead.TableAhead``), then the table is entered, drawn and the theatre's bar built (hidden) a frame each.
Counted per frame, not timed."""

from __future__ import annotations

from concurrent.futures import Future

import pytest

from fishgames.ui import fine, games, sprites
from fishgames.ui.scene import Push
from fishgames.ui.scenes.replay import OpeningReplay, ReplayScene
from tests.replay.helpers import finished_record
from tests.ui.driver import frames
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401
from tests.ui.test_crisp import sharp_app

pytestmark = pytest.mark.usefixtures("menu_art_kept_on_disk")


def test_at_4k_the_theatre_is_made_its_art_drawn_ahead_then_entered_drawn_and_its_bar_built_a_frame_each(monkeypatch):
    done: list[str] = []  # what this frame did
    real_prepare, real_enter = sprites.prepare, ReplayScene._enter_table
    table_class = games.scene_class("gofish")
    real_draw = table_class.draw
    real_build = ReplayScene.build
    monkeypatch.setattr(sprites, "prepare", lambda *a, **k: done.append("art") or real_prepare(*a, **k))
    monkeypatch.setattr(ReplayScene, "_enter_table", lambda self: done.append("entered") or real_enter(self))
    monkeypatch.setattr(table_class, "draw", lambda self, surface: done.append("drawn") or real_draw(self, surface))
    monkeypatch.setattr(ReplayScene, "build", lambda self: done.append("built") or real_build(self))
    with sharp_app((3840, 2160)) as app:
        assert fine.k == 3
        sprites.CACHE.clear()  # (as the replay list leaves it when it showed too briefly to draw the table's art)
        loading = Future()
        loading.set_result(finished_record("gofish"))
        opening = OpeningReplay(app, loading)
        app.stack.apply(Push(opening))
        each_frame = []
        for _ in range(400):
            done.clear()
            frames(app, 1)
            if isinstance(app.stack.top, ReplayScene):
                break
            each_frame.append(set(done))
            theatre = opening.theatre
        assert isinstance(app.stack.top, ReplayScene) and app.stack.top is theatre
        assert done == ["drawn"] and theatre.root.visible  # its first frame: the table drawn, its bar shown
        assert each_frame[0] == set()  # the record arrived: the theatre made, nothing drawn
        assert all(len(did) <= 1 for did in each_frame), each_frame  # never two of art, entering, drawing, the bar
        assert each_frame[-3:] == [{"entered"}, {"drawn"}, {"built"}]
        assert sum(did == {"art"} for did in each_frame) >= 3  # its art drawn ahead over frames
