"""On a portrait 720 × 1280 screen the shell screens' Back and the menu tiles' pills (Play, Continue, New game) have
labels as large as the portrait buttons' (``common.UPRIGHT_LABEL_SIZE``, 40 logical px: 22.5 physical; they were the
stage's 24, 13.5 physical), each whole on its button; on the 1280 × 720 stage they stay as they were."""

from __future__ import annotations

import pytest

from fishgames.i18n import t
from fishgames.ui import theme
from fishgames.ui.scenes import common, menu
from tests.ui.driver import click
from tests.ui.test_upright_dialogs import UPRIGHT, open_shot

#: Its checks read the Back's and the pills' labels and where they are, not art or pixels: each picture of art drawn
#: once a process (``tests/ui/art_once.py``), every frame drawn unpainted (``tests/ui/unpainted.py``).
pytestmark = pytest.mark.usefixtures("art_drawn_once", "every_app_unpainted")

#: The screenshot tool's moment of each shell screen with a Back, and that Back's label.
BACKS = {"settings": "settings.back", "rules": "help.back", "statistics": "stats.back", "setup": "setup.back",
         "game_list": "stats.back"}


def back_of(scene, label: str):
    found = [element for element in scene.root.elements
             if type(element).__name__ == "UIButton" and element.text == label and element.visible]
    assert len(found) == 1, [getattr(element, "text", None) for element in scene.root.elements]
    return found[0]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("window", [UPRIGHT, (1280, 720)])
@pytest.mark.parametrize("shot", list(BACKS))
def test_back_is_large_upright_whole_and_goes_back(shot, window, lang, tmp_path):
    app = open_shot(shot, tmp_path / "home", lang, window)
    try:
        scene = app.stack.top
        assert scene.portrait == (window == UPRIGHT)
        back = back_of(scene, t(BACKS[shot]))
        size = common.UPRIGHT_LABEL_SIZE if scene.portrait else 24
        label = back.font.size(back.text)[0]
        assert back.font.point_size == size and label <= back.rect.w - 24, (back.text, label, back.rect)
        assert scene.stage_rect.contains(back.rect)
        click(app, back)
        assert app.stack.top is not scene, "a tap on Back left the screen open"
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("window", [UPRIGHT, (1280, 720)])
def test_the_tiles_pills_have_large_labels_upright_and_leave_the_words_above_them_room(window, lang, tmp_path,
                                                                                       monkeypatch):
    app = open_shot("menu_continue", tmp_path / "home", lang, window)  # Fischen saved: Continue and New game
    try:
        scene = app.stack.top
        assert isinstance(scene, menu.MenuScene) and scene.portrait == (window == UPRIGHT)
        drawn: dict[str, int] = {}
        text = theme.text

        def noted(content, size, *args, **kwargs):
            drawn[content] = size
            return text(content, size, *args, **kwargs)

        monkeypatch.setattr(theme, "text", noted)
        app.draw()
        monkeypatch.setattr(theme, "text", text)
        size = common.UPRIGHT_LABEL_SIZE if scene.portrait else theme.BODY
        for key in ("menu.tile_continue", "menu.new_game", "menu.play"):
            assert drawn.get(t(key)) == size, (t(key), drawn.get(t(key)))
        for name, rect in scene.tiles.items():
            saved = name in scene.saved_games
            pills = menu.tile_pills(rect, saved, scene.portrait)
            for pill in pills.values():  # (a label drawn at ``size`` fits its pill: _pill shrinks one that does not)
                assert rect.contains(pill) and pill.h >= (menu.PORTRAIT_PILL_H if scene.portrait else menu.PILL_H)
            top = min(pill.top for pill in pills.values())
            words_end = rect.y + scene.art_h + 56 + (0 if saved else menu.PITCH_HEIGHT)
            assert top >= words_end, (name, top, words_end)
        new = menu.tile_pills(scene.tiles["fischen"], True, scene.portrait)["new"]
        click(app, new.center)
        assert type(app.stack.top).__name__ != "MenuScene", "a tap on New game did nothing"
    finally:
        app.close()
