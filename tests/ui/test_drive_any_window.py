"""``fishgames.ui.drive``'s taps, clicks and drags land where they are aimed on a window of any size and drawing
scale: their fingers are posted in 0..1 of the app's canvas, not of a 1280 × 720 one (a probe of Fischen at
720 × 1280 stuck once, its "Weiter" missed), and their mouse events in the window's pixels, the logical place times
the drawing scale (at 1920 × 1080 drawn sharp, 1.5, a click aimed at (1000, 600) landed at (666, 400))."""

from __future__ import annotations

import pytest

from fishgames.ui import drive
from fishgames.ui.app import App


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
    drive.click(sharp_app, menu.buttons["settings"].rect.center)
    assert type(sharp_app.stack.top).__name__ == "SettingsScene"
