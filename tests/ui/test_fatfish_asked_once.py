"""What a Fat Fish frame asks that stays the same the whole frame, or until the plates change, is worked out once
(issue 29, turnend26): where the table is laid out (``App.stage_of``, asked ~40 times a frame through each panel's
place and the layout's ``L``, ``portrait`` and ``stage_size``) once a frame, and whether the plates' row is tight
(``tight_row``: every name and total measured) once per row of names and totals.  Counts only: the table's
``ahead_clock`` is replaced by a counter of its reads (two a frame: its update's and its drawing's end), so every frame
weighs the same and reads as light, and the looks painted ahead run and ask too; six computers play, so turns end and
totals change.  The first is every table's now
(``Scene.laid_out``): Lure's frame is checked too.  What the asks cost is measured in tools/README.md (turnend26)."""

from __future__ import annotations

import itertools

import pytest

from fishgames.games.fatfish import scene_draw
from fishgames.games.fatfish.scene import FatFishTable
from fishgames.games.lure.scene import LureTable
from fishgames.ui.app import App
from fishgames.ui.scene import SceneStack
from tests.ui.driver import frames, start_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401
from tests.ui.test_crisp import sharp_app

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")

FRAMES = 160


@pytest.mark.parametrize("size", [(1920, 1080), (720, 1280)])
def test_fatfish_frame_asks_its_stage_once_and_measures_a_row_of_names_once(size):
    asked, measured, rows = [], [], set()
    with sharp_app(size) as app, pytest.MonkeyPatch.context() as patch:
        app.update_settings(animation_speed="fast")
        table = start_table(app, "fatfish", FatFishTable, humans=0, players=6, seed=4242)
        patch.setattr(table, "ahead_clock", itertools.count().__next__)  # (reads counted: every frame light)
        stage_of, tight_row = App.stage_of, scene_draw.tight_row
        patch.setattr(App, "stage_of", lambda app, scene: asked.append(drawing[0] and scene is table) or
                      stage_of(app, scene))
        drawing = _while_drawn(patch)
        patch.setattr(scene_draw, "tight_row",
                      lambda width, plates: measured.append(1) or rows.add((width, tuple(plates))) or
                      tight_row(width, plates))
        drawn = []
        for _ in range(FRAMES):
            asked.clear()
            frames(app, 1)
            drawn.append(sum(asked))
    assert max(drawn) == 1, f"a frame's drawing asked App.stage_of for the table up to {max(drawn)} times: {drawn}"
    assert len(measured) <= len(rows), \
        f"the plates' row measured {len(measured)} times for {len(rows)} rows of names and totals"


def _while_drawn(patch) -> list[bool]:
    """[True] while the app draws a frame's scenes (``SceneStack.draw``), else [False]."""
    drawing, draw = [False], SceneStack.draw
    patch.setattr(SceneStack, "draw", lambda stack, surface: drawing.__setitem__(0, True) or
                  draw(stack, surface) or drawing.__setitem__(0, False))
    return drawing


def test_a_lure_frame_asks_its_stage_once():
    """Every table as Fat Fish (``Scene.laid_out``): Lure's drawing asked ``App.stage_of`` for the table hundreds of
    times a frame (~360,000 times in one nothing-cut test game)."""
    asked = []
    with sharp_app((1920, 1080)) as app, pytest.MonkeyPatch.context() as patch:
        table = start_table(app, "lure", LureTable, humans=0, players=5, seed=4242)
        stage_of = App.stage_of
        patch.setattr(App, "stage_of", lambda app, scene: asked.append(drawing[0] and scene is table) or
                      stage_of(app, scene))
        drawing = _while_drawn(patch)
        drawn = []
        for _ in range(FRAMES // 2):
            asked.clear()
            frames(app, 1)
            drawn.append(sum(asked))
    assert max(drawn) == 1, f"a frame's drawing asked App.stage_of for the table up to {max(drawn)} times: {drawn}"
