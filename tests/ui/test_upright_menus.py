"""The shell's menu screens on an upright 720 × 1280 panel, in the type of the game list's and the set-up's upright
arrangements: Settings' labels and buttons as large as the set-up's (22.5 physical px labels, buttons 58 physical
px tall, its notes 16.9), nothing cut, nothing off the screen, in German and English; a tap where a button is drawn
acts on it."""

from __future__ import annotations

import pygame
import pytest

from fishgames.ui.scenes.settings import SettingsScene
from tests.ui.driver import click
from tests.ui.test_setup_upright import BUTTON_PHYSICAL, LABEL_PHYSICAL, SCALE, TEXT_PHYSICAL
from tests.ui.test_small_panels import measure
from tests.ui.test_upright_dialogs import UPRIGHT, drawn_frame, open_shot


def upright_problems(app, scene, monkeypatch, top_row=("back",)) -> list[str]:
    """What is too small, cut, off the screen or overlapping on ``scene`` drawn now on the upright panel."""
    _, shortened = drawn_frame(app, monkeypatch)
    problems = [f"cut: {whole!r} as {cut!r}" for whole, cut in shortened]
    seen = measure(app, monkeypatch)
    problems += [f"text {text!r} at {size} px" for size, text in sorted(set(seen.texts))
                 if size * SCALE < TEXT_PHYSICAL]
    stage = pygame.Rect((0, 0), scene.stage_size)
    buttons = [(key, widget) for key, widget in scene.widgets.items()]
    for key, button in buttons:
        rect = button.relative_rect
        least = 44 if key in top_row else BUTTON_PHYSICAL
        problems += [f"{key} {rect} off the screen"] if not stage.contains(rect) else []
        problems += [f"{key} {rect.size} under {least} physical"] if min(rect.size) * SCALE < least else []
        problems += [f"{key}: label at {button.font.point_size}"] if button.font.point_size * SCALE < LABEL_PHYSICAL \
            else []
        problems += [f"{key}: {button.text!r} to its edges"] if button.font.size(button.text)[0] > rect.w - 24 else []
    problems += [f"{a} and {b} overlap" for i, (a, wa) in enumerate(buttons) for b, wb in buttons[i + 1:]
                 if wa.relative_rect.colliderect(wb.relative_rect)]
    return problems


@pytest.mark.parametrize("lang", ["de", "en"])
def test_upright_settings_are_large_whole_and_answer_where_drawn(lang, tmp_path, monkeypatch):
    app = open_shot("settings", tmp_path / "home", lang, UPRIGHT)
    try:
        scene = app.stack.top
        assert isinstance(scene, SettingsScene) and scene.portrait
        problems = upright_problems(app, scene, monkeypatch)
        assert not problems, problems[:8]
        assert scene.stage_rect.contains(scene.upright_panel())
        for key, widget in scene.widgets.items():
            if isinstance(key, tuple):
                assert scene.upright_panel().contains(widget.relative_rect), key
        before = app.settings.sound
        click(app, scene.widgets[("sound", not before)].rect.center)
        assert app.settings.sound == (not before), "the tap on the drawn sound button did nothing"
    finally:
        app.close()
