"""The statistics' list of one game's finished games has an upright arrangement (``Scene.tall``): on a 720 × 1280
screen it is as wide as the screen with taller rows in larger type — when, the players with their scores across the
row, the notes wrapped beside taller Share/Watch buttons whose labels are as large as the players' line, and taller
page arrows — and as many rows as the height holds; on the 1280 × 720 stage it stays as it was.  In German and
English nothing on it is cut, and a click on a drawn Watch button opens that game's replay, one on the drawn page
arrow turns the page."""

from __future__ import annotations

import pytest

from fishgames.ui.scenes.game_list import GameListScene
from fishgames.ui.scenes.replay import ReplayScene
from tests.ui.driver import click, until
from tests.ui.test_upright_dialogs import UPRIGHT, drawn_frame, open_shot

# Art (the menu's sea and tiles, the tables') drawn once per process: these checks read texts and buttons.
pytestmark = pytest.mark.usefixtures("art_drawn_once")


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("window", [UPRIGHT, (1280, 720)])
def test_the_game_list_is_upright_on_a_portrait_screen_whole_and_answers_where_drawn(window, lang, tmp_path,
                                                                                    monkeypatch):
    app = open_shot("game_list", tmp_path / "home", lang, window)
    try:
        scene = app.stack.top
        assert isinstance(scene, GameListScene) and scene.rows and scene.portrait == (window == UPRIGHT)
        drawn, shortened = drawn_frame(app, monkeypatch)
        assert not shortened, shortened
        at = scene.places
        assert scene.stage_rect.contains(at.panel) and at.panel.w >= 0.9 * scene.stage_size[0]
        sizes = dict(drawn)
        for i, row in enumerate(scene.shown):
            assert sizes.get(scene.people(row), 0) >= (40 if scene.portrait else 24), scene.people(row)
            for key in [key for key in scene.widgets if isinstance(key, tuple) and key[1] == row.id]:
                assert scene.row_box(i).contains(scene.widgets[key].rect), key
        watch = [key for key in scene.widgets if isinstance(key, tuple) and key[0] == "watch"]
        for key in [key for key in scene.widgets if isinstance(key, tuple)] + ["previous", "next"]:
            button = scene.widgets[key]  # labels as large as the players' line upright; the theme's own on the stage
            size = 40 if scene.portrait else {"watch": 28}.get(key[0], 24) if isinstance(key, tuple) else 24
            assert button.font.point_size == size and button.font.size(button.text)[0] <= button.rect.w - 24, key
        if scene.portrait:
            assert len(scene.shown) >= 7, len(scene.shown)  # more rows than the stage's six
            assert all(scene.widgets[key].rect.h >= 96 for key in watch)
            notes = [text for text, size in drawn if size == at.small and text[4:5] != "-"]  # not the dates
            assert len(notes) >= 2 and not [text for text in notes if "·" in (text.strip()[:1], text.strip()[-1:])]
        assert len(scene.rows) > len(scene.shown) and scene.page == 0
        click(app, scene.widgets["next"])
        assert scene.page == 1 and scene.shown == scene.rows[scene.per_page:2 * scene.per_page]
        click(app, scene.widgets["previous"])
        assert scene.page == 0
        click(app, scene.widgets[watch[0]])
        until(app, lambda: isinstance(app.stack.top, ReplayScene))
    finally:
        app.close()
