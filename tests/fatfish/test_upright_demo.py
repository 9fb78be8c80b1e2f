"""``scene_demo.run`` plays Fat Fish to its end on an upright window too: its taps aim at the table's own layout
(``scene.L``: the upright one there), not at the landscape module's rows, "Done" and take button (it stuck)."""

from __future__ import annotations

from fishgames.games.fatfish import scene_demo
from fishgames.games.fatfish.scene import FatFishTable
from fishgames.ui.scenes.results import ResultsScene
from tests.ui.driver import running_app, start_table


def test_the_demo_plays_an_upright_fat_fish_to_its_end(tmp_path, monkeypatch):
    monkeypatch.setenv("FISHGAMES_HOME", str(tmp_path))
    with running_app(window=(720, 1280)) as app:
        scene = start_table(app, "fatfish", FatFishTable, settle=1)
        assert scene.portrait
        scene_demo.run(app, scene, limit=8000)
        assert isinstance(app.stack.top, ResultsScene)
