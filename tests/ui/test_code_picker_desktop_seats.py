"""On a desktop's landscape screen the code picker shows its "Each seat" / "One level" switch beside Paste (the stage's
panel widens to hold the whole button row), so a mouse player makes a code of mixed levels without knowing its
notation: at 1280 × 720 and at 800 × 480, in German and English, the switch is on the panel, clear of its neighbours,
its words whole, and a click where it is drawn switches the code between one letter and a letter per seat."""

from __future__ import annotations

import pytest

from fishgames.ui.scenes import common
from fishgames.ui.scenes.codepicker import CodePickerScene
from tests.ui.driver import click
from tests.ui.test_upright_dialogs import drawn_frame, open_shot

#: Its checks read the picker's texts and where its buttons are, not art or pixels: each picture of art drawn
#: once a process (``tests/ui/art_once.py``), every frame drawn unpainted (``tests/ui/unpainted.py``).
pytestmark = pytest.mark.usefixtures("art_drawn_once", "every_app_unpainted")


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("window", [(1280, 720), (800, 480)])
@pytest.mark.parametrize("shot", ["codepicker", "codepicker_seats"])
def test_the_desktop_picker_shows_the_seats_switch_beside_paste_and_a_click_on_it_switches(shot, window, lang,
                                                                                        tmp_path, monkeypatch):
    app = open_shot(shot, tmp_path / "home", lang, window)
    try:
        picker = app.stack.top
        assert isinstance(picker, CodePickerScene) and not picker.portrait and picker.clipboard
        _, shortened = drawn_frame(app, monkeypatch)
        assert not shortened, shortened
        assert "seats" in picker.widgets and "paste" in picker.widgets, sorted(map(str, picker.widgets))
        switch = picker.widgets["seats"]
        assert switch.visible and picker.panel.contains(switch.rect) and picker.stage_rect.contains(picker.panel)
        for other in ("cancel", "paste", "use"):
            assert not switch.rect.colliderect(picker.widgets[other].rect), other
        assert switch.rect.w >= common.button_width(switch.text, "@toggle", 0), switch.text  # its words whole
        letters = picker.letters
        click(app, switch)
        assert (picker.letters > 1) == (letters == 1), (letters, picker.letters, picker.text)
        assert picker.widgets["seats"].visible
    finally:
        app.close()
