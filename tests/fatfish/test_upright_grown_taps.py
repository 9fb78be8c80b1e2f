"""Fat Fish upright: a tap at the drawn centre of "Done" and of the take button acts, with the buttons grown for a
finger; the coach rings them where they are drawn.  Both are grown about their centres inside the table's own stage
(``Scene.tap_area``), as ``draw_button`` grows them where it draws them: grown inside the landscape 1280 × 720 stage,
an upright table's buttons (at y ≈ 2000 on its 1280 × 2276 canvas) counted taps at the landscape stage's foot.

Today's largest tap floor (``legibility.MAX_TAP``, 79) stays under the upright buttons' 96 px, so they grow only where
that floor is raised: here to what 150 % asks at 720 × 1280 uncapped (118), as a larger floor would.  Those 96 px keep
a finger's margin over that floor (they were 80: 45 physical px at 720 × 1280, 1 over the 44 asked)."""

from __future__ import annotations

import pytest

from fishgames.games.fatfish import scene_coach, scene_demo
from fishgames.games.fatfish.rules import Keep, Phase, Stop
from fishgames.games.fatfish.scene import FatFishTable
from fishgames.ui import drive, legibility
from tests.ui.driver import running_app, start_table


@pytest.mark.parametrize("moment", ["done", "take"])
def test_a_tap_on_a_grown_button_where_it_is_drawn_acts_upright(tmp_path, monkeypatch, moment):
    monkeypatch.setenv("FISHGAMES_HOME", str(tmp_path))
    monkeypatch.setattr(legibility, "MAX_TAP", 118)
    with running_app(window=(720, 1280), ui_scale=1.5) as app:
        scene = start_table(app, "fatfish", FatFishTable, settle=1)
        assert scene.portrait and legibility.current.tap == 118
        if moment == "done":
            def ready() -> bool:
                return scene.can_stop(scene.view)
            button, action = scene.L.DONE, Stop
        else:
            def ready() -> bool:
                return scene.decision(scene.view) == Phase.TAKE.text and scene.take.choice(scene.view) is not None
            button, action = scene.L.TAKE_BUTTON, Keep
        scene_demo.run(app, scene, stop=ready, stop_chance=0.0 if moment == "take" else 0.35, limit=8000)
        assert ready()
        assert button.h < 118 and button.top > 720  # grown, and below the landscape stage's foot
        assert scene_coach.targets(scene, action(()) if action is Keep else Stop())[-1].collidepoint(button.center)
        made = []
        act = scene.act
        monkeypatch.setattr(scene, "act", lambda a: made.append(a) or act(a))
        drive.tap(app, button.center)
        assert made and isinstance(made[0], action)


@pytest.mark.parametrize("ui_scale", [1.0, 1.5])
def test_the_upright_buttons_stand_clear_of_the_largest_tap_floor(tmp_path, monkeypatch, ui_scale):
    """At 720 × 1280 (a logical px shown at 0.5625: the floor is the largest, 79 px, 44 physical, at any UI scale)
    Done and the take button are at least 48 physical px short side and a tenth over the floor, as drawn and as tapped
    (no growth needed to reach the floor)."""
    monkeypatch.setenv("FISHGAMES_HOME", str(tmp_path))
    with running_app(window=(720, 1280), ui_scale=ui_scale) as app:
        scene = start_table(app, "fatfish", FatFishTable, settle=1)
        assert scene.portrait and legibility.current.tap == legibility.MAX_TAP == 79
        assert legibility.shown_scale == pytest.approx(720 / 1280, abs=1e-3)
        for button in (scene.L.DONE, scene.L.TAKE_BUTTON):
            short = min(button.size)
            assert short * legibility.shown_scale >= 48 and short >= 1.1 * legibility.MAX_TAP, button
            assert scene.tap_area(button) == button  # already over the floor: the tap area is the drawn button
