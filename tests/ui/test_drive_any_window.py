"""``fishgames.ui.drive``'s taps and drags land where they are aimed on a window of any size: their fingers are
posted in 0..1 of the app's canvas, not of a 1280 × 720 one (a probe of Fischen at 720 × 1280 stuck once, its
"Weiter" missed)."""

from __future__ import annotations

import pytest

from fishgames.ui import drive
from fishgames.ui.app import App


@pytest.fixture
def upright_app(tmp_path, monkeypatch):
    """A headless app in an upright 720 × 1280 window (its canvas 1280 × 2276), with every pointer it routes noted."""
    monkeypatch.setenv("FISHGAMES_HOME", str(tmp_path))
    app = App(windowed=True, window=(720, 1280), bot_workers=False, disk_thread=False)
    app.seen = []
    route = app.router.route

    def noted(event):
        pointers, gui_events = route(event)
        app.seen += [(pointer.kind, pointer.pos) for pointer in pointers]
        return pointers, gui_events

    monkeypatch.setattr(app.router, "route", noted)
    try:
        yield app
    finally:
        app.close()


def near(pos, aim) -> bool:
    return abs(pos[0] - aim[0]) <= 1 and abs(pos[1] - aim[1]) <= 1


def test_a_tap_and_a_drag_land_where_aimed_on_an_upright_window(upright_app):
    w, h = upright_app.canvas
    assert h > 2 * w - 400  # upright: taller than the 1280 × 720 the fingers once assumed
    aim = (w - 100, h - 150)
    drive.tap(upright_app, aim)
    assert [kind for kind, _ in upright_app.seen[:2]] == ["down", "up"], upright_app.seen
    assert all(near(pos, aim) for _, pos in upright_app.seen[:2]), upright_app.seen
    upright_app.seen.clear()
    drive.drag(upright_app, (60, 80), aim)
    assert near(upright_app.seen[0][1], (60, 80)) and near(upright_app.seen[-1][1], aim), upright_app.seen
