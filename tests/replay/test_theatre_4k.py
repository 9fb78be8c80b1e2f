"""At 3840 × 2160 the replay theatre is prepared a part a frame before it goes up (issue 29: Watch's first frame there
was 61-99 ms of CPU): the frame the record arrives only makes it, its table's art is drawn ahead a step a frame
(``preparing.TableAhead``), then the table is entered in one frame and drawn in the next.  Counted per frame, not
timed."""

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


def test_at_4k_the_theatre_is_made_its_art_drawn_ahead_then_entered_and_drawn_a_frame_each(monkeypatch):
    done: list[str] = []  # what this frame did
    real_prepare, real_enter = sprites.prepare, ReplayScene._enter_table
    table_class = games.scene_class("gofish")
    real_draw = table_class.draw
    monkeypatch.setattr(sprites, "prepare", lambda *a, **k: done.append("art") or real_prepare(*a, **k))
    monkeypatch.setattr(ReplayScene, "_enter_table", lambda self: done.append("entered") or real_enter(self))
    monkeypatch.setattr(table_class, "draw", lambda self, surface: done.append("drawn") or real_draw(self, surface))
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
        assert isinstance(app.stack.top, ReplayScene)
        assert each_frame[0] == set()  # the record arrived: the theatre made, nothing drawn
        assert all(len(did) <= 1 for did in each_frame), each_frame  # never two of art, entering, drawing
        assert each_frame[-2:] == [{"entered"}, {"drawn"}]
        assert sum(did == {"art"} for did in each_frame) >= 3  # its art drawn ahead over frames
