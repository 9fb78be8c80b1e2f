"""The set-up screen on an upright 720 × 1280 panel has an arrangement of its own, in the type of the game list's
upright rows: every text a player reads at 16.9 physical px or more (the floor is 12), every label on its buttons
at 22.5 (``common.UPRIGHT_LABEL_SIZE``), every button 54 physical px tall or more (the floor is 44), Start larger
still at the screen's foot; nothing cut, nothing off the screen, in German and English.  A tap where Start is drawn
(found in the frame's pixels, not taken from the layout) starts the game."""

from __future__ import annotations

import pygame
import pytest

from fishgames.ui.scenes import common
from fishgames.ui.scenes.setup import SetupScene
from tests.ui.driver import click, until
from tests.ui.test_small_panels import measure
from tests.ui.test_upright_dialogs import UPRIGHT, drawn_frame, open_shot

# Art (the menu's sea and tiles, the tables') drawn once per process: these checks read texts and buttons.
pytestmark = pytest.mark.usefixtures("art_drawn_once")

SCALE = UPRIGHT[0] / 1280  # physical px per logical one on the upright panel (its canvas is 1280 × 2276)
TEXT_PHYSICAL = 16.5  # the smallest text (the hints): 30 logical px, 16.9 physical
LABEL_PHYSICAL = 22.5  # the buttons' labels, as the game list's upright rows'
BUTTON_PHYSICAL = 54  # every button's shorter side: 96 logical px ...
#: ... but the top row's, as tall as every upright screen's Back (``common.UPRIGHT_BACK_H``: 45 physical px)
TOP_ROW = {"back", "learn"}
START_PHYSICAL = 72  # Start's height: 136 logical px, 76.5 physical


def primary(colour) -> bool:
    """Start's face (theme.json @primary: #FFD45C, hovered #FFE28A)."""
    r, g, b = colour[:3]
    return r > 235 and 190 < g < 240 and 60 < b < 160


def drawn_start(surface: pygame.Surface) -> pygame.Rect | None:
    """The box of the rows where Start's colour runs on for more than half the canvas's width (the On toggles
    share its colour, but are narrow)."""
    w, h = surface.get_size()
    rows = []
    for y in range(0, h, 4):
        run = [x for x in range(0, w, 4) if primary(surface.get_at((x, y)))]
        if len(run) * 4 > w // 2:
            rows.append(pygame.Rect(run[0], y, run[-1] - run[0], 4))
    return rows[0].unionall(rows[1:]) if rows else None


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("shot", ["setup", "setup_fatfish_options", "setup_code_seats"])
def test_the_upright_set_up_is_large_type_and_large_buttons_and_nothing_cut(shot, lang, tmp_path, monkeypatch):
    app = open_shot(shot, tmp_path / "home", lang, UPRIGHT)
    try:
        scene = app.stack.top
        assert isinstance(scene, SetupScene) and scene.portrait
        drawn, shortened = drawn_frame(app, monkeypatch)
        assert not shortened, shortened
        seen = measure(app, monkeypatch)
        small = sorted({(size, text) for size, text in seen.texts if size * SCALE < TEXT_PHYSICAL})
        assert not small, f"text under {TEXT_PHYSICAL} physical px: {small[:6]}"
        stage = pygame.Rect((0, 0), scene.stage_size)
        for key, button in scene.widgets.items():
            rect = button.relative_rect
            assert stage.contains(rect), f"{key} {rect} off the screen"
            least = 44 if key in TOP_ROW else BUTTON_PHYSICAL
            assert min(rect.size) * SCALE >= least, f"{key} {rect.size} under {least} physical"
            assert button.font.point_size * SCALE >= LABEL_PHYSICAL, f"{key}: its label at {button.font.point_size}"
            assert button.font.size(button.text)[0] <= rect.w - 24, f"{key}: {button.text!r} runs to its edges"
        buttons = [(key, widget.relative_rect) for key, widget in scene.widgets.items()]
        assert not [(a, b) for i, (a, ra) in enumerate(buttons) for b, rb in buttons[i + 1:] if ra.colliderect(rb)]
        at = scene.places
        start = scene.widgets["start"].relative_rect
        assert start.h * SCALE >= START_PHYSICAL and start.w >= stage.w // 2, start
        assert start.top >= at.options.bottom + 24 and start.bottom > stage.h * 4 // 5, "Start not at the foot"
        assert at.players.bottom < at.options.top and at.players.w >= 0.9 * stage.w, (at.players, at.options)
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_tap_where_the_upright_start_is_drawn_starts_the_game(lang, tmp_path):
    app = open_shot("setup", tmp_path / "home", lang, UPRIGHT)
    try:
        scene = app.stack.top
        assert isinstance(scene, SetupScene) and scene.portrait
        app.draw()
        start = drawn_start(app.screen)
        assert start is not None, "no Start drawn"
        assert start.h * SCALE >= START_PHYSICAL - 4, f"Start drawn {start.h} px high"
        click(app, start.center)
        until(app, lambda: not isinstance(app.stack.top, SetupScene) and hasattr(app.stack.top, "match"))
    finally:
        app.close()


def test_upright_labels_are_the_game_lists():
    """The set-up's labels are the size of the game list's upright ones (one size for the upright screens)."""
    assert common.UPRIGHT_LABEL_SIZE * SCALE >= LABEL_PHYSICAL
