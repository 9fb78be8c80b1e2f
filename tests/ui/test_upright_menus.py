"""The shell's menu screens on an upright 720 × 1280 panel, in the type of the game list's and the set-up's upright
arrangements: Settings' labels and buttons as large as the set-up's (22.5 physical px labels, buttons 58 physical
px tall, its notes 16.9), nothing cut, nothing off the screen, in German and English; a tap where a button is drawn
acts on it."""

from __future__ import annotations

import pygame
import pytest

from fishgames.ui.scenes.settings import SettingsScene
from fishgames.ui.text import wrap
from tests.ui.driver import click, until
from tests.ui.test_setup_upright import BUTTON_PHYSICAL, LABEL_PHYSICAL, SCALE, TEXT_PHYSICAL
from tests.ui.test_small_panels import measure
from tests.ui.test_upright_dialogs import UPRIGHT, drawn_frame, open_shot

# Art (the menu's sea and tiles, the tables') drawn once per process: these checks read texts and buttons.
pytestmark = pytest.mark.usefixtures("art_drawn_once")


def upright_problems(app, scene, monkeypatch, top_row=("back",), text_physical=TEXT_PHYSICAL,
                     narrow=lambda key: False) -> list[str]:
    """What is too small (text under ``text_physical`` px, buttons and their labels under the upright sizes; the
    ``top_row`` beside Back as tall as it; ``narrow`` keys — a keyboard's letters — a tap wide, their letters 20
    physical px), cut, off the screen or overlapping on ``scene`` drawn now upright."""
    _, shortened = drawn_frame(app, monkeypatch)
    problems = [f"cut: {whole!r} as {cut!r}" for whole, cut in shortened]
    seen = measure(app, monkeypatch)
    problems += [f"text {text!r} at {size} px" for size, text in sorted(set(seen.texts))
                 if size * SCALE < text_physical]
    stage = pygame.Rect((0, 0), scene.stage_size)
    buttons = [(key, widget) for key, widget in scene.widgets.items()]
    for key, button in buttons:
        rect = button.relative_rect
        least = 44 if key in top_row or narrow(key) else BUTTON_PHYSICAL
        label = 20 if narrow(key) else LABEL_PHYSICAL
        problems += [f"{key} {rect} off the screen"] if not stage.contains(rect) else []
        problems += [f"{key} {rect.size} under {least} physical"] if min(rect.size) * SCALE < least else []
        problems += [f"{key}: label at {button.font.point_size}"] if button.font.point_size * SCALE < label else []
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
        click(app, scene.widgets[("sound", not before)])
        assert app.settings.sound == (not before), "the tap on the drawn sound button did nothing"
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("shot", ["statistics", "statistics_charts"])
def test_upright_statistics_are_large_whole_and_answer_where_drawn(shot, lang, tmp_path, monkeypatch):
    """The statistics' tabs, filters, table and charts in the upright type (its charts' labels 28 logical px: 15.75
    physical, the floor 12 — the stage's 16 px ticks showed at 12.4 only because of the floor)."""
    from fishgames.ui.scenes.statistics import StatisticsScene

    app = open_shot(shot, tmp_path / "home", lang, UPRIGHT)
    try:
        scene = app.stack.top
        until(app, lambda: not scene.loading)
        assert isinstance(scene, StatisticsScene) and scene.portrait and not scene.empty
        monkeypatch.setattr(scene, "charts_picture", scene.draw_charts)  # drawn anew: each text measured
        least = 15.5 if shot == "statistics_charts" else TEXT_PHYSICAL  # the charts' labels: 28 px
        problems = upright_problems(app, scene, monkeypatch, top_row=("back", "charts"), text_physical=least)
        assert not problems, problems[:8]
        assert all(scene.panel.top > widget.relative_rect.bottom for key, widget in scene.widgets.items()
                   if key != "player"), "a button over the panel"
        tab = next(key for key in scene.widgets if isinstance(key, tuple) and key[1] != scene.scope)
        click(app, scene.widgets[tab])
        assert scene.scope == tab[1], "the tap on a drawn tab did nothing"
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_upright_rules_read_large_and_scroll_where_drawn(lang, tmp_path, monkeypatch):
    """The rules' paragraphs 34 logical px upright (19 physical; the stage's 22 showed at 12.4), the tabs and the
    scroll arrows with the upright labels; a tap on the drawn ▼ scrolls."""
    from fishgames.ui.scenes.rules_help import RulesHelpScene

    app = open_shot("rules_fischen", tmp_path / "home", lang, UPRIGHT)  # the longest rules: they scroll
    try:
        scene = app.stack.top
        assert isinstance(scene, RulesHelpScene) and scene.portrait
        problems = upright_problems(app, scene, monkeypatch, top_row=("back", "learn"), text_physical=18.5)
        problems += [f"paragraph at {size} px" for _, size, _, bold, *_ in scene.blocks() if size * SCALE < 18.5]
        assert not problems, problems[:8]
        assert scene.view.rect.w >= 0.8 * scene.stage_size[0], scene.view.rect
        if lang == "de":  # (the English rules fit the upright panel's height whole)
            assert scene.view.max_offset > 0
            click(app, scene.widgets["down"])
            until(app, lambda: scene.view.offset > 0)
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_upright_results_are_large_whole_and_answer_where_drawn(lang, tmp_path, monkeypatch):
    """The results over a finished table: headline, rows and highlights in the upright type, the copy buttons and
    the three big ones with the upright labels; a tap on the drawn "Back to menu" goes to the menu."""
    from fishgames.ui.scenes.menu import MenuScene
    from fishgames.ui.scenes.results import ResultsScene

    app = open_shot("results", tmp_path / "home", lang, UPRIGHT)
    try:
        scene = app.stack.top
        assert isinstance(scene, ResultsScene) and scene.portrait
        monkeypatch.setattr(scene.table, "draw", lambda surface: None)  # (its own type: the tables' tests)
        problems = upright_problems(app, scene, monkeypatch, top_row=())
        assert not problems, problems[:8]
        assert all(scene.panel.contains(widget.relative_rect) for widget in scene.widgets.values())
        click(app, scene.widgets["menu"])
        until(app, lambda: isinstance(app.stack.top, MenuScene))
    finally:
        app.close()


def open_dialog(name: str, home, lang: str, kiosk: bool = False):
    """A dialog the screenshot tool has no shot of (``test_small_panels.BUILDERS``: over the set-up, where it
    opens), in ``lang``, its window then turned upright."""
    from fishgames.storage import Storage
    from fishgames.ui.app import App
    from tests.screenshot_shots import screenshot_tool
    from tests.ui.test_small_panels import BUILDERS

    app = App(windowed=True, lang=lang, storage=Storage(home), bot_workers=False, disk_thread=False, kiosk=kiosk)
    app.update_settings(animation_speed="instant")
    screenshot_tool().put_up(app, BUILDERS[name](app, "fischen"))
    app.step(1 / 60)
    app.window_resized(UPRIGHT)
    app.step(1 / 60)
    return app


@pytest.mark.parametrize("kiosk", [False, True])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_upright_level_picker_is_large_whole_and_answers_where_drawn(lang, kiosk, tmp_path, monkeypatch):
    """Each level's words 32 logical px (18 physical) beside its button, every line of them inside its row (a
    kiosk's German pro says the most); a tap on a drawn level chooses it."""
    from fishgames.ui.scenes.levelpicker import LevelPickerScene

    app = open_dialog("levelpicker", tmp_path / "home", lang, kiosk)
    try:
        scene = app.stack.top
        assert isinstance(scene, LevelPickerScene) and scene.portrait
        assert any("@" in level for level in scene.levels) == kiosk  # a kiosk's capped pro
        monkeypatch.setattr(app.stack.scenes[-2], "draw", lambda surface: None)  # (the set-up's own test)
        problems = upright_problems(app, scene, monkeypatch, top_row=())
        assert not problems, problems[:8]
        width = scene.panel.w - 48 - scene.name_w - 24
        for level, row in scene.rows():
            lines = len(wrap(scene.abouts[level], scene.about_size, width))
            assert lines * int(scene.about_size * 1.3) <= row.h, (level, lines, row)
        level = scene.levels[0]
        click(app, scene.widgets[level])
        setup = app.stack.top
        assert setup is not scene and setup.seats[1]["level"] == level
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_upright_name_pad_is_large_whole_and_types_where_drawn(lang, tmp_path, monkeypatch):
    """The name pad's title, hints and quick choices in the upright type, Cancel, space, OK, ⇧ and ⌫ with the
    upright labels; taps on drawn keys type, one on a drawn quick choice takes it."""
    from fishgames.ui.scenes.namepad import NamePadScene

    app = open_dialog("namepad", tmp_path / "home", lang)
    try:
        scene = app.stack.top
        assert isinstance(scene, NamePadScene) and scene.portrait
        monkeypatch.setattr(app.stack.scenes[-2], "draw", lambda surface: None)  # (the set-up's own test)
        letters = lambda key: isinstance(key, tuple) and key[0] == "key"  # noqa: E731 - eleven a row, 48 px wide
        problems = upright_problems(app, scene, monkeypatch, top_row=(), narrow=letters)
        assert not problems, problems[:8]
        assert all(scene.panel.contains(widget.relative_rect) for widget in scene.widgets.values())
        click(app, scene.widgets[("key", "B")])
        click(app, scene.widgets[("key", "O")])
        assert scene.text == "Bo", scene.text
        click(app, scene.widgets[("choice", "Cara")])
        assert app.stack.top is not scene and app.stack.top.seats[0]["name"] == "Cara"
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("shot", ["codepicker", "codepicker_seats", "codepicker_typed_players"])
def test_the_upright_code_picker_reads_large_and_keeps_every_button(shot, lang, tmp_path, monkeypatch):
    """The code picker's hint, captions, level names and reasons in the upright type, its arrows and buttons with
    the upright labels, Paste and the seats' switch in a row of their own (beside Cancel and "Play this code"
    they were left out upright); a tap on a drawn up arrow changes its character."""
    from fishgames.ui.scenes.codepicker import CodePickerScene

    app = open_shot(shot, tmp_path / "home", lang, UPRIGHT)
    try:
        scene = app.stack.top
        assert isinstance(scene, CodePickerScene) and scene.portrait
        monkeypatch.setattr(app.stack.scenes[-2], "draw", lambda surface: None)  # (the set-up's own test)
        arrows = lambda key: isinstance(key, tuple)  # noqa: E731 - a code of five seats: 11 columns, 52 px wide
        problems = upright_problems(app, scene, monkeypatch, top_row=(), narrow=arrows)
        assert not problems, problems[:8]
        assert all(scene.panel.contains(widget.relative_rect) for widget in scene.widgets.values())
        assert "seats" in scene.widgets and ("paste" in scene.widgets) == bool(scene.clipboard)
        before = scene.shown_chars()[-1]
        click(app, scene.widgets[("up", len(scene.values) - 1)])
        assert scene.shown_chars()[-1] != before
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_upright_replace_question_is_large_whole_and_answers_where_drawn(lang, tmp_path, monkeypatch):
    """"Replace your saved game?" upright: its words 36 logical px (20 physical), both answers with the upright
    labels; a tap on the drawn Keep closes it and changes nothing."""
    from fishgames.ui.scenes.replace_saved import ReplaceSavedScene

    app = open_dialog("replace_saved", tmp_path / "home", lang)
    try:
        scene = app.stack.top
        assert isinstance(scene, ReplaceSavedScene) and scene.portrait
        monkeypatch.setattr(app.stack.scenes[-2], "draw", lambda surface: None)  # (the set-up's own test)
        problems = upright_problems(app, scene, monkeypatch, top_row=(), text_physical=19.5)
        assert not problems, problems[:8]
        click(app, scene.widgets["keep"])
        assert app.stack.top is not scene and scene not in app.stack.scenes
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("shot", ["ingame_menu", "ingame_log_said"])
def test_the_upright_in_game_menu_is_large_whole_and_answers_where_drawn(shot, lang, tmp_path, monkeypatch):
    """The in-game menu upright: its buttons 96 tall with the upright labels, the code's words and the log 30
    logical px (16.9 physical) and more; a tap on the drawn Resume closes it."""
    from fishgames.ui.scenes.ingame_menu import InGameMenuScene

    app = open_shot(shot, tmp_path / "home", lang, UPRIGHT)
    try:
        scene = app.stack.top
        assert isinstance(scene, InGameMenuScene) and scene.portrait
        monkeypatch.setattr(scene.table, "draw", lambda surface: None)  # (its own type: the tables' tests)
        arrows = ("log_up", "log_down")
        problems = upright_problems(app, scene, monkeypatch, top_row=arrows)  # the arrows beside the log: 96 wide
        assert not problems, problems[:8]
        assert all(scene.left.contains(scene.widgets[key].relative_rect) for key in ("resume", "leave"))
        assert scene.right.contains(scene.log_view.rect)
        click(app, scene.widgets["resume"])
        assert app.stack.top is scene.table
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_upright_pin_pad_is_large_whole_and_types_where_drawn(lang, tmp_path, monkeypatch):
    """The PIN pad upright: its title and status in the upright type, OK, ⌫ and Cancel with the upright labels
    (the digits 36 logical px: 20 physical); a tap on a drawn digit enters it."""
    from fishgames.ui.scenes.pinpad import PinPadScene

    app = open_shot("pinpad", tmp_path / "home", lang, UPRIGHT)
    try:
        scene = app.stack.top
        assert isinstance(scene, PinPadScene) and scene.portrait
        monkeypatch.setattr(app.stack.scenes[-2], "draw", lambda surface: None)  # (the menu's own test)
        digits = lambda key: key.isdigit()  # noqa: E731 - the @digit keys' own 36 px
        problems = upright_problems(app, scene, monkeypatch, top_row=(), narrow=digits)
        assert not problems, problems[:8]
        before = len(scene.entered)
        click(app, scene.widgets["5"])
        assert len(scene.entered) == before + 1 and scene.entered.endswith("5")
    finally:
        app.close()
