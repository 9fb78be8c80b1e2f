"""Driving the real App in tests: pointer input (from :mod:`fishgames.ui.drive`), frames, and game tables.

The ``app`` fixture itself lives in ``tests/conftest.py`` (a headless App at instant animation speed, no
bot worker threads, no fsync); a test module that wants other settings overrides it locally.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from fishgames.core import Seat
from fishgames.ui import games
from fishgames.ui.app import App
from fishgames.ui.drive import DT, click, drag, finger, frames, tap  # noqa: F401 (the test modules' toolbox)
from fishgames.ui.scene import Push

NAMES = ("Anna", "Ben", "Cleo", "Dario", "Emil", "Frida")


@contextmanager
def running_app(speed: str = "instant", kiosk: bool = False, **settings) -> Iterator[App]:
    """A headless App (bots in the main thread) at animation ``speed``, closed afterwards (which also
    clears the font caches: the fonts die with pygame.quit())."""
    app = App(kiosk=kiosk, bot_workers=False)
    app.update_settings(animation_speed=speed, **settings)
    try:
        yield app
    finally:
        app.close()


def start_table(app, game: str, table_type: type, humans: int = 1, players: int = 4, level: str = "easy",
                seed: int = 4242, options: dict | None = None, settle: int = 2):
    """Push a new ``game`` table with ``humans`` named humans first and bots of ``level`` after them."""
    seats = [Seat("human", None, NAMES[i]) for i in range(humans)]
    seats += [Seat("bot", level, games.bot_name(i)) for i in range(humans, players)]
    scene = games.start_scene(app, game, seats, seed, level, options=options)
    assert isinstance(scene, table_type)
    app.stack.apply(Push(scene))
    frames(app, settle)
    return scene


def install(app, scene, state) -> None:
    """Put a hand-made position on the table (the record no longer matches; such tests do not resume)."""
    scene.match.state = state
    scene._sync(force=True)
    frames(app)


def until(app, condition, limit: int = 600) -> None:
    """Step frames until ``condition()`` holds (at most ``limit``)."""
    for _ in range(limit):
        if condition():
            return
        app.step(DT)
    raise AssertionError("condition not reached")
