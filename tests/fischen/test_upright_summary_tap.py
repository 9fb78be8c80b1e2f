"""On an upright 720 × 1280 window (canvas 1280 × 2276, its tap floor over the summary button's 64 px), a tap on
the round summary's "Weiter" where it is drawn closes it: its tap area was grown inside the landscape 1280 × 720
stage, hundreds of pixels above the button, so a player's tap (and ``scene_demo.run``) missed it."""

from __future__ import annotations

from fishgames.games.fischen import scene_demo
from fishgames.games.fischen.scene import FischenTable
from fishgames.ui import drive
from tests.ui.driver import running_app, start_table


def test_a_tap_on_the_drawn_summary_button_closes_it_upright(tmp_path, monkeypatch):
    monkeypatch.setenv("FISHGAMES_HOME", str(tmp_path))
    with running_app(window=(720, 1280)) as app:
        scene = start_table(app, "fischen", FischenTable, settle=1)
        scene_demo.run(app, scene, stop=lambda: scene.summary is not None)
        assert scene.summary is not None and scene.portrait
        assert scene.L.SUMMARY_BUTTON.top > 720  # below the landscape stage's foot
        drive.tap(app, scene.L.SUMMARY_BUTTON.center)
        assert scene.summary is None
