"""A table's bubbles and message line last wall-clock seconds: slow frames (dt capped at 0.1 s) never stretch
them.  The app gets an injected clock that moves 0.5 s per frame while each frame reports 0.1 s."""

from __future__ import annotations

import pytest

from fishgames.core import Seat
from fishgames.ui import games
from fishgames.ui.app import App
from fishgames.ui.scene import Push
from tests.test_kiosk_timing import CAPPED_DT, FakeClock

pytestmark = pytest.mark.usefixtures("every_app_unpainted")  # no check here reads a pixel of the screen


@pytest.fixture
def slow_table():
    clock = FakeClock()
    app = App(bot_workers=False, disk_thread=False, clock=clock)
    app.update_settings(animation_speed="slow")
    seats = [Seat("human", None, "Anna"), Seat("human", None, "Ben")]  # nobody moves on their own
    table = games.start_scene(app, "gofish", seats, 3, "easy")
    app.stack.apply(Push(table))
    try:
        yield app, table, clock
    finally:
        app.close()


def _slow_frames(app, clock, n: int) -> None:
    for _ in range(n):
        clock.advance(0.5)
        app.step(CAPPED_DT)


def test_a_bubble_and_a_message_end_after_their_seconds_of_clock_time(slow_table):
    app, table, clock = slow_table
    table.speak(1, "Have you got any fives?", seconds=2.6)
    table.say("Tap a card first", seconds=3.0)
    _slow_frames(app, clock, 5)  # 2.5 s of clock time, 0.5 s of frame time
    assert 1 in table.bubbles and table.message is not None
    _slow_frames(app, clock, 2)  # 3.5 s
    assert 1 not in table.bubbles and table.message is None  # capped frames would have kept them for 26 frames
