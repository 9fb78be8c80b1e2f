"""``fishgames.ui.drive``'s taps, clicks and drags land where they are aimed on a window of any size and drawing
scale: their fingers are posted in 0..1 of the app's canvas, not of a 1280 × 720 one (a probe of Fischen at
720 × 1280 stuck once, its "Weiter" missed), and their mouse events in the window's pixels, the logical place times
the drawing scale (at 1920 × 1080 drawn sharp, 1.5, a click aimed at (1000, 600) landed at (666, 400)).  A position
is on the top scene's stage, where its rects are (a drawn button tapped by its rect acts on any canvas: on a 1280 × 800
one the stage sits at y 40, and taps aimed on the canvas landed 40 px above the button); a pygame-gui element is
pressed at its rect, which is on the canvas already."""

from __future__ import annotations

import pytest

from fishgames.core import Seat, registry
from fishgames.games.fugu.scene import FuguTable
from fishgames.ui import drive, games
from fishgames.ui.app import App
from fishgames.ui.scene import Push
from tests.toy_game import TOY, Bet
from tests.ui.driver import start_table
from tests.ui.toy_scene import BET_BUTTONS, ToyTable


def noting_app(tmp_path, monkeypatch, window, sharp=None):
    """A headless app in a ``window`` (``sharp``: drawn at the window's own pixels), with every pointer it routes
    noted in ``app.seen``."""
    monkeypatch.setenv("FISHGAMES_HOME", str(tmp_path))
    app = App(windowed=True, window=window, sharp=sharp, bot_workers=False, disk_thread=False)
    app.seen = []
    route = app.router.route

    def noted(event):
        pointers, gui_events = route(event)
        app.seen += [(pointer.kind, pointer.pos) for pointer in pointers]
        return pointers, gui_events

    monkeypatch.setattr(app.router, "route", noted)
    return app


@pytest.fixture
def upright_app(tmp_path, monkeypatch):
    """An upright 720 × 1280 window (its canvas 1280 × 2276)."""
    app = noting_app(tmp_path, monkeypatch, (720, 1280))
    try:
        yield app
    finally:
        app.close()


@pytest.fixture
def sharp_app(tmp_path, monkeypatch):
    """A 1920 × 1080 window drawn at its own pixels: 1.5 window pixels a logical one (the dummy driver draws at 1
    unless asked)."""
    app = noting_app(tmp_path, monkeypatch, (1920, 1080), sharp=True)
    try:
        yield app
    finally:
        app.close()


def near(pos, aim) -> bool:
    return abs(pos[0] - aim[0]) <= 1 and abs(pos[1] - aim[1]) <= 1


def lands(app, aim, touch: bool) -> None:
    """A tap (or click) at ``aim`` and a drag to it from (60, 80) are routed where they were aimed."""
    drive.tap(app, aim, touch)
    assert [kind for kind, _ in app.seen[:2]] == ["down", "up"], app.seen
    assert all(near(pos, aim) for _, pos in app.seen[:2]), app.seen
    app.seen.clear()
    drive.drag(app, (60, 80), aim, touch)
    assert near(app.seen[0][1], (60, 80)) and near(app.seen[-1][1], aim), app.seen


@pytest.mark.parametrize("touch", [True, False], ids=["finger", "mouse"])
def test_a_tap_and_a_drag_land_where_aimed_on_an_upright_window(upright_app, touch):
    w, h = upright_app.canvas
    assert h > 2 * w - 400  # upright: taller than the 1280 × 720 the fingers once assumed
    lands(upright_app, (w - 100, h - 150), touch)


@pytest.mark.parametrize("touch", [True, False], ids=["finger", "mouse"])
def test_a_tap_and_a_drag_land_where_aimed_at_a_drawing_scale_over_one(sharp_app, touch):
    assert sharp_app.router.scale == 1.5 and sharp_app.canvas == (1280, 720)
    lands(sharp_app, (1000, 600), touch)


def test_a_click_on_a_drawn_menu_button_opens_it_at_a_drawing_scale_over_one(sharp_app):
    menu = sharp_app.stack.top
    drive.click(sharp_app, menu.buttons["settings"])
    assert type(sharp_app.stack.top).__name__ == "SettingsScene"


def acted(app, scene, monkeypatch) -> list:
    """The moves ``scene`` makes from now on."""
    made = []
    act = scene.act
    monkeypatch.setattr(scene, "act", lambda action: made.append(action) or act(action))
    return made


@pytest.mark.parametrize("touch", [True, False], ids=["finger", "mouse"])
def test_a_drawn_button_tapped_by_its_stage_rect_acts_on_a_16_10_window(tmp_path, monkeypatch, touch):
    """Fugu at 1280 × 800 (the stage at y 40): "Stop here", a button the table draws, tapped at its rect's centre on
    the stage, opens its question; a tap aimed on the canvas landed above it and did nothing."""
    app = noting_app(tmp_path, monkeypatch, (1280, 800))
    try:
        app.update_settings(animation_speed="instant")
        scene = start_table(app, "fugu", FuguTable, humans=1, players=2)
        stop = scene.buttons["pass"].rect
        assert app.stage_of(scene).topleft == (0, 40) and scene.my_turn() and not scene.confirm_pass
        drive.tap(app, stop.center, touch)
        assert scene.confirm_pass, app.seen
        assert near(app.seen[0][1], (stop.centerx, stop.centery + 40)), app.seen  # routed on the canvas
    finally:
        app.close()


def test_a_drawn_button_tapped_by_its_stage_rect_acts_on_a_scene_across_an_upright_windows_middle(
        tmp_path, monkeypatch):
    """The tests' toy table has no upright arrangement: at 720 × 1280 it is laid out on the stage across the canvas's
    middle (y 778).  Its bet button, tapped by its rect, bets (aimed on the canvas, the tap landed in the sea above)."""
    monkeypatch.setitem(registry._specs, "toy", TOY)
    monkeypatch.setitem(games._scenes, "toy", ToyTable)
    app = noting_app(tmp_path, monkeypatch, (720, 1280))
    try:
        table = games.start_scene(app, "toy", [Seat("human", None, "Anna"), Seat("bot", "easy", "B")], 1234, "easy")
        app.stack.apply(Push(table))
        drive.frames(app, 2)
        assert app.stage_of(table).topleft == (0, (2276 - 720) // 2)
        made = acted(app, table, monkeypatch)
        drive.tap(app, BET_BUTTONS[2].center)
        assert made == [Bet(2)]
    finally:
        app.close()
