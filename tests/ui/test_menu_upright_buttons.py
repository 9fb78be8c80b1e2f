"""The menu's buttons under its tiles on a portrait 720 × 1280 screen: taller, with labels as large as the
screen's body text (they were the stage's 24-28 px labels, 14-16 physical px there), Continue alone on the first
row and the others in the row under it, each label whole on its button; on the 1280 × 720 stage the row stays as
it was (the theme's own label sizes, one row)."""

from __future__ import annotations

import pytest

from fishgames.ui.scenes.menu import MenuScene
from tests.ui.driver import click
from tests.ui.test_upright_dialogs import UPRIGHT, open_shot

# Art (the menu's sea and tiles, the tables') drawn once per process: these checks read texts and buttons.
pytestmark = pytest.mark.usefixtures("art_drawn_once")


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("window", [UPRIGHT, (1280, 720)])
def test_the_menus_buttons_are_large_upright_whole_and_answer_where_drawn(window, lang, tmp_path):
    app = open_shot("menu_continue", tmp_path / "home", lang, window)  # with a saved game: Continue shows too
    try:
        menu = app.stack.top
        assert isinstance(menu, MenuScene) and menu.portrait == (window == UPRIGHT)
        assert set(menu.buttons) == {"continue", "settings", "statistics", "rules", "quit"}
        for key, button in menu.buttons.items():
            size = 40 if menu.portrait else 28 if key == "continue" else 24
            label = button.font.size(button.text)[0]
            assert button.font.point_size == size and label <= button.rect.w - 24, (key, button.text, label)
            assert menu.stage_rect.contains(button.rect), key
        tops = {key: button.rect.top for key, button in menu.buttons.items()}
        others = {tops[key] for key in tops if key != "continue"}
        assert len(others) == 1  # one row
        if menu.portrait:
            assert tops["continue"] < min(others) and min(b.rect.h for b in menu.buttons.values()) >= 96
        else:
            assert others == {tops["continue"]}
        click(app, menu.buttons["settings"])
        assert type(app.stack.top).__name__ == "SettingsScene"
    finally:
        app.close()
