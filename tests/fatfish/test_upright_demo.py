"""``scene_demo.run`` plays Fat Fish to its end on an upright window too: its taps aim at the table's own layout
(``scene.L``: the upright one there), not at the landscape module's rows, "Done" and take button (it stuck)."""

from __future__ import annotations

from fishgames.core import Seat
from fishgames.games.fatfish import scene_demo
from fishgames.ui import games
from fishgames.ui.app import App
from fishgames.ui.scene import Push
from fishgames.ui.scenes.results import ResultsScene


def test_the_demo_plays_an_upright_fat_fish_to_its_end(tmp_path, monkeypatch):
    monkeypatch.setenv("FISHGAMES_HOME", str(tmp_path))
    app = App(windowed=True, window=(720, 1280), bot_workers=False, disk_thread=False)
    try:
        app.update_settings(animation_speed="instant")
        seats = [Seat("human", None, "Anna")] + [Seat("bot", "easy", games.bot_name(i)) for i in range(1, 4)]
        scene = games.start_scene(app, "fatfish", seats, 4242, "easy")
        app.stack.apply(Push(scene))
        scene_demo.frames(app)
        assert scene.portrait
        scene_demo.run(app, scene, limit=8000)
        assert isinstance(app.stack.top, ResultsScene)
    finally:
        app.close()
