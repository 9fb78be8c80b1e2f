"""The GUI monkey (tools/monkey.py), short: random mouse, finger and key events into every scene.

Kiosk mode gets every target (the toy table stands in for the table-bound scenes; each real game with a
table scene gets its setup, code picker and table); desktop mode repeats the shell and toy targets with
QUIT filtered.  After every gesture: no exception, a non-empty stack with the menu at the bottom, the app
running.  ``python tools/monkey.py`` is the long version.
"""

from __future__ import annotations

import contextlib
import sys
import tempfile
from pathlib import Path

import pytest

from fishgames.core import registry
from fishgames.ui import games
from tests.toy_game import TOY
from tests.ui.toy_scene import ToyTable
from tests.ui.unpainted import unpainted

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
import monkey  # noqa: E402

TABLE_BOUND = ("table", "ingame", "cover", "results")

#: Each target's App closes before the next opens, and a closing App forgets all drawn art (the floors go back
#: to none): every target drew the same cards, fish and backdrops again (825 pictures in the kiosk run).  The
#: monkey checks no picture, so each is drawn once a process (``tests/ui/art_once.py``); the app's cache
#: code around the renderer runs as ever.
pytestmark = pytest.mark.usefixtures("art_drawn_once")


@pytest.fixture
def toy(monkeypatch):
    registry.names()
    monkeypatch.setitem(registry._specs, "toy", TOY)
    monkeypatch.setitem(games._scenes, "toy", ToyTable)


@pytest.fixture(autouse=True)
def unpainted_apps(monkeypatch):
    """The monkey's checks never read a pixel (no exception, the menu at the bottom, the app running), so its
    apps draw unpainted (``tests/ui/unpainted.py``): every line of the drawing code runs, no blit reaches
    the screen — a fifth of the monkey's time."""
    made = monkey.monkey_app

    @contextlib.contextmanager
    def monkey_app(*args, **kwargs):
        with made(*args, **kwargs) as app, unpainted(app):
            yield app

    monkeypatch.setattr(monkey, "monkey_app", monkey_app)


def _targets(real_tables: bool) -> list[str]:
    chosen = []
    for target in monkey.targets():
        kind, _, game = target.partition(":")
        if game in ("", "toy") or (real_tables and kind in ("setup", "code", "table")):
            chosen.append(target)
    return chosen


#: Gestures per target in CI; ``tools/monkey.py`` runs 50,000 (its ``--events``).
KIOSK_EVENTS = 60
DESKTOP_EVENTS = 50


def test_monkey_in_kiosk_mode_reaches_every_scene_and_never_breaks(toy):
    targets = _targets(real_tables=True)
    assert {"menu", "settings", "statistics", "rules", "pinpad", "setup:toy", "code:toy"} <= set(targets)
    assert {f"{kind}:toy" for kind in TABLE_BOUND} <= set(targets)
    reports = monkey.run_monkey(KIOSK_EVENTS, seed=1, modes=("kiosk",), kinds=targets, toy=False, out=lambda *_: None)
    assert [r.target for r in reports] == targets
    assert all(r.events >= KIOSK_EVENTS for r in reports)
    seen = set().union(*(r.scenes for r in reports))
    assert {"MenuScene", "SettingsScene", "PinPadScene", "ToyTable", "InGameMenuScene", "CoverScene",
            "ResultsScene"} <= seen


def test_monkey_on_a_desktop_with_quit_filtered(toy):
    homes = Path(tempfile.gettempdir()).glob
    before = set(homes("fishgames-monkey-*"))
    targets = [t for t in _targets(real_tables=False) if t.partition(":")[0] not in ("code", "statistics")]
    reports = monkey.run_monkey(DESKTOP_EVENTS, seed=2, modes=("desktop",), kinds=targets, toy=False, out=lambda *_: None)
    assert len(reports) == len(targets) and all(r.mode == "desktop" for r in reports)
    assert set(homes("fishgames-monkey-*")) == before, "the monkey left its apps' homes behind"


def test_the_monkey_notices_a_broken_scene(toy, monkeypatch):
    """The checks can fail: a table whose drawing raises is reported with the seed and the last gestures."""
    def broken(self, surface, view):
        raise RuntimeError("drawing exploded")

    monkeypatch.setattr(ToyTable, "draw_table", broken)
    with pytest.raises(monkey.MonkeyFailure, match=r"(?s)seed=3 mode=kiosk target=table:toy.*drawing exploded"):
        monkey.run_monkey(50, seed=3, modes=("kiosk",), kinds=["table:toy"], toy=False, out=lambda *_: None)


def test_the_monkeys_gestures_cover_an_upright_canvas_and_land_where_aimed(monkeypatch):
    """On an upright 720 × 1280 window (canvas 1280 × 2276) the monkey's fingers and clicks land where it aims them,
    and its random spots reach the canvas's lower part: with its own 1280 × 720 size a finger aimed at (1000, 2000)
    landed at (1000, 6322), and no spot fell below 720."""
    with monkey.monkey_app(False, 1, window=(720, 1280)) as app:
        seen = []
        route = app.router.route

        def noted(event):
            pointers, gui_events = route(event)
            seen.extend(pointer.pos for pointer in pointers if pointer.kind == "down")
            return pointers, gui_events

        monkeypatch.setattr(app.router, "route", noted)
        ape = monkey.Monkey(app, monkey.random.Random(5))
        assert app.canvas == (1280, 2276)
        for source in ("touch", "mouse"):
            ape.press(source, "down", (1000, 2000))
            ape.press(source, "up", (1000, 2000))
            ape.step()
        assert [(abs(x - 1000) <= 1 and abs(y - 2000) <= 1) for x, y in seen] == [True, True], seen
        assert max(ape.point()[1] for _ in range(200)) > 1500
