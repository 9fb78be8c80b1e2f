"""Fischen's prompt, painted once per look on a copy of the backdrop and copied (``canvas.composed``, issue 29: frame
cost at 1920 × 1080), as Lure's: every frame after it changed has exactly the pixels of painting it anew, and a
frame that shows the same prompt again paints nothing of it."""

from __future__ import annotations

import pytest

from fishgames.games.fischen import scene_draw
from fishgames.games.fischen.scene import FischenTable
from tests.ui.driver import frames, start_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401
from tests.ui.test_composed_lure_fugu import (
    AFTER_A_CHANGE,
    _composed_kinds,
    _painted_anew_differs,
    _play_and_check,
    same_width_prompts_painted_anew,
)
from tests.ui.test_crisp import sharp_app

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")


def test_fischens_prompt_copied_shows_the_pixels_of_painting_it_anew():
    with sharp_app((1920, 1080)) as app:
        app.update_settings(animation_speed="fast")
        table = start_table(app, "fischen", FischenTable, humans=0, players=5, seed=4242)
        _play_and_check(app, lambda: table.prompt_text(), {"fischen prompt"}, 300, 4)


def test_a_frame_showing_the_same_prompt_again_paints_none_of_it():
    with sharp_app((1920, 1080)) as app:
        table = start_table(app, "fischen", FischenTable, humans=0, players=5, seed=4242)
        painted = []
        real = scene_draw._paint_prompt
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(table, "prompt_text", lambda view=None: "Fischen: wait for the others")
            patch.setattr(scene_draw, "_paint_prompt", lambda *args: painted.append(1) or real(*args))
            frames(app, AFTER_A_CHANGE)
            assert "fischen prompt" in _composed_kinds(app) and painted
            painted.clear()
            frames(app, 5)
            assert painted == []
            assert not _painted_anew_differs(app)


def test_a_prompt_with_other_words_in_a_box_of_the_same_size_is_not_the_copy_of_the_old_words():
    with sharp_app((1920, 1080)) as app:
        table = start_table(app, "fischen", FischenTable, humans=0, players=5, seed=4242)
        same_width_prompts_painted_anew(app, table, "fischen prompt", "Trick 12: wait", "Trick 21: wait")
