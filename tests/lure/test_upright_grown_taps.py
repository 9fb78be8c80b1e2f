"""Lure upright: a tap at the drawn centre of a lure in the rack picks it, with the lures grown for a finger inside
the table's own stage (``Scene.tap_area``; in the landscape 1280 × 720 stage their areas lay at its foot, far above
the rack at y ≈ 2100 of the 1280 × 2276 canvas).  The upright lures (100 px) stand over today's largest floor (79):
here it is raised to what 150 % asks at 720 × 1280 uncapped (118), as in ``tests/fatfish/test_upright_grown_taps.py``."""

from __future__ import annotations

from fishgames.games.lure.data import Phase
from fishgames.games.lure.scene import LureTable
from fishgames.ui import drive, legibility
from tests.ui.driver import running_app, start_table, until


def test_a_tap_on_a_grown_lure_where_it_is_drawn_picks_it_upright(tmp_path, monkeypatch):
    monkeypatch.setenv("FISHGAMES_HOME", str(tmp_path))
    monkeypatch.setattr(legibility, "MAX_TAP", 118)
    with running_app(window=(720, 1280), ui_scale=1.5) as app:
        scene = start_table(app, "lure", LureTable, settle=1)
        until(app, lambda: scene.decision(scene.view) == Phase.CAST.text)
        assert scene.portrait and legibility.current.tap == 118 and scene.my_lures()
        lure = scene.rack_tokens(len(scene.my_lures()), Phase.CAST.text)[0]
        assert lure.h + 4 < 118 and lure.top > 720  # grown, and below the landscape stage's foot
        drive.tap(app, lure.center)
        assert scene.pick_lures == {0}
