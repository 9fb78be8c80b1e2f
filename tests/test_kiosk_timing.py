"""Kiosk waits are wall-clock time, and the kiosk PIN pad backs off after wrong guesses.

The App gets an injected clock (``App(clock=...)``); the frames here are long — the clock moves on
0.5 s per frame while ``step`` gets the 0.1 s that ``App.run`` caps ``dt`` at (a busy machine) — or the
clock stands still while frames run (a fast one).  Every wait must follow the clock, not the frames.
"""

from __future__ import annotations

import pygame
import pytest

from fishgames.i18n import t
from fishgames.pin import FIRST_LOCKOUT, FREE_TRIES, MAX_LOCKOUT, PinGuard
from fishgames.ui import app as app_module
from fishgames.ui.app import TOAST_SECONDS, App
from fishgames.ui.drive import click, finger
from fishgames.ui.kiosk import KIOSK_HOLD, KIOSK_IDLE_ATTRACT, KIOSK_IDLE_TABLE
from fishgames.ui.scene import Push, Scene
from fishgames.ui.scenes.menu import MenuScene
from fishgames.ui.scenes.pinpad import PinPadScene

pytestmark = pytest.mark.usefixtures("every_app_unpainted")  # no check here reads a pixel of the screen

CAPPED_DT = 0.1  # what App.run passes on a slow frame
LONG_FRAME = 0.5  # what the clock says such a frame really took


class FakeClock:
    def __init__(self, start: float = 1000.0):
        self.t = start

    def __call__(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
def kiosk(clock):
    app = App(kiosk=True, bot_workers=False, clock=clock)
    app.update_settings(animation_speed="instant")
    try:
        app.step(CAPPED_DT)
        yield app
    finally:
        app.close()


def long_frames(app, clock, n: int, wall: float = LONG_FRAME) -> None:
    for _ in range(n):
        clock.advance(wall)
        app.step(CAPPED_DT)


# -- the corner hold, the idle time-outs, toasts ----------------------------------------------------------

def test_corner_hold_opens_the_pad_after_three_seconds_of_clock_time_on_long_frames(kiosk, clock):
    pygame.event.post(finger(pygame.FINGERDOWN, (10, 10)))
    kiosk.step(CAPPED_DT)  # the press starts now
    frames_needed = round(KIOSK_HOLD / LONG_FRAME)  # 6 frames, 0.6 s of capped dt
    long_frames(kiosk, clock, frames_needed - 1)
    assert not isinstance(kiosk.stack.top, PinPadScene)  # 2.5 s
    long_frames(kiosk, clock, 1)
    assert isinstance(kiosk.stack.top, PinPadScene) and kiosk.stack.top.mode == "unlock"


def test_corner_hold_does_not_open_the_pad_early_on_many_fast_frames(kiosk, clock):
    pygame.event.post(finger(pygame.FINGERDOWN, (10, 10)))
    kiosk.step(CAPPED_DT)
    long_frames(kiosk, clock, 60, wall=0.0)  # 6 s of dt, no time on the clock
    assert not isinstance(kiosk.stack.top, PinPadScene)


def test_toast_lasts_toast_seconds_of_clock_time_however_many_frames(kiosk, clock):
    kiosk.notify("pin.wrong")
    long_frames(kiosk, clock, 400, wall=0.0)  # more frames than 6 s at 60 fps, no time passes
    assert [text for text, _ in kiosk.toasts] == [t("pin.wrong")]
    frames = round(TOAST_SECONDS / LONG_FRAME)  # 12 long frames, 1.2 s of capped dt
    long_frames(kiosk, clock, frames - 1)
    assert kiosk.toasts, "gone before TOAST_SECONDS"
    long_frames(kiosk, clock, 1)
    assert kiosk.toasts == []


class IdleTable(Scene):
    idle_returns_to_menu = True


def test_idle_table_returns_to_the_menu_after_clock_time(kiosk, clock):
    table = IdleTable(kiosk)
    kiosk.stack.apply(Push(table))
    long_frames(kiosk, clock, 17, wall=10.0)  # 170 s
    assert kiosk.stack.top is table
    long_frames(kiosk, clock, 1, wall=10.0)  # 180 s
    assert isinstance(kiosk.stack.top, MenuScene) and len(kiosk.stack.scenes) == 1
    assert KIOSK_IDLE_TABLE == 180.0  # the frame counts above are made for it


def test_attract_demo_starts_after_clock_time(kiosk, clock, monkeypatch):
    started = []
    monkeypatch.setattr(MenuScene, "start_demo", lambda self, name=None: started.append(name))
    long_frames(kiosk, clock, round(KIOSK_IDLE_ATTRACT / 10) - 1, wall=10.0)
    assert started == []
    long_frames(kiosk, clock, 1, wall=10.0)
    assert started == [None]


class FinishedDemo:
    """Stands in for the menu's demo table once its game is over."""

    class match:
        class state:
            @staticmethod
            def is_over() -> bool:
                return True

    class animator:
        @staticmethod
        def update(dt: float) -> None:
            pass

    def exit(self) -> None:
        pass


def test_finished_demo_stays_demo_pause_seconds_of_clock_time(kiosk, clock, monkeypatch):
    from fishgames.ui.scenes.menu import DEMO_PAUSE

    menu = kiosk.stack.top
    started = []
    monkeypatch.setattr(MenuScene, "start_demo", lambda self, name=None: started.append(name))
    menu.demo = FinishedDemo()
    menu.update(CAPPED_DT)  # the first frame that sees the game over
    for _ in range(round(DEMO_PAUSE / LONG_FRAME) - 1):
        clock.advance(LONG_FRAME)
        menu.update(CAPPED_DT)
    assert started == [] and menu.demo is not None
    clock.advance(LONG_FRAME)
    menu.update(CAPPED_DT)
    assert started == [None] and menu.demo is None  # the stand-in start_demo starts nothing


def test_run_measures_on_the_wall_clock_when_none_was_given(monkeypatch):
    """Without an injected clock, stepped frames count their dt (tests, tools); ``run`` switches to the
    wall clock, continuing the count."""
    wall = FakeClock(50.0)
    monkeypatch.setattr(app_module, "wall_clock", wall)
    app = App(kiosk=True, bot_workers=False)
    app.step(0.25)
    assert app.now() == pytest.approx(0.25)
    app.run(smoke_frames=3)  # closes the app; its clock stays usable
    assert app.now() == pytest.approx(0.25)
    wall.advance(7.0)
    assert app.now() == pytest.approx(7.25)


# -- the PIN guard -------------------------------------------------------------------------------------------

def test_pin_guard_locks_after_three_wrong_pins_doubles_and_caps(clock):
    guard = PinGuard(clock=clock)
    for _ in range(FREE_TRIES - 1):
        guard.failed()
        assert guard.wait() == 0.0
    expected = [30.0, 60.0, 120.0, 240.0, 300.0, 300.0, 300.0]
    assert (FIRST_LOCKOUT, MAX_LOCKOUT) == (expected[0], expected[-1])
    waits = []
    for _ in expected:
        guard.failed()
        waits.append(guard.wait())
        clock.advance(guard.wait())
        assert guard.wait() == 0.0
    assert waits == expected
    for _ in range(200):  # a very patient guesser: still capped, no overflow
        guard.failed()
    assert guard.wait() == MAX_LOCKOUT
    guard.succeeded()
    assert guard.wait() == 0.0
    guard.failed()
    assert guard.wait() == 0.0  # the count starts again


def enter(app, pad, pin: str) -> None:
    for digit in pin:
        click(app, pad.widgets[digit])
    click(app, pad.widgets["ok"])


def open_pad(app, mode: str = "unlock") -> PinPadScene:
    pad = PinPadScene(app, mode)
    app.stack.apply(Push(pad))
    app.step(CAPPED_DT)
    return pad


def test_pad_locks_after_three_wrong_pins_shows_the_wait_and_refuses_the_right_one(kiosk, clock):
    right = "1234"  # the PIN of a new installation (kept hashed)
    wrong = "0000" if right != "0000" else "1111"
    pad = open_pad(kiosk)
    for _ in range(FREE_TRIES - 1):
        enter(kiosk, pad, wrong)
        assert pad.status_text() == t("pin.wrong")
    enter(kiosk, pad, wrong)
    assert pad.status_text() == t("pin.locked", wait="0:30")
    assert not pad.widgets["ok"].is_enabled and pad.widgets["cancel"].is_enabled
    enter(kiosk, pad, right)  # the buttons are greyed out
    for key in (*right, "ok"):  # and the pad itself refuses them too
        pad.press(key)
    assert kiosk.running and pad.entered == ""
    clock.advance(FIRST_LOCKOUT - 0.5)
    kiosk.step(CAPPED_DT)
    assert pad.status_text() == t("pin.locked", wait="0:01")
    enter(kiosk, pad, right)
    assert kiosk.running
    clock.advance(0.5)
    kiosk.step(CAPPED_DT)
    assert pad.widgets["ok"].is_enabled and "0:" not in pad.status_text()
    enter(kiosk, pad, wrong)  # one more wrong PIN: twice as long
    assert pad.status_text() == t("pin.locked", wait="1:00")
    clock.advance(2 * FIRST_LOCKOUT)
    kiosk.step(CAPPED_DT)
    enter(kiosk, pad, right)
    assert not kiosk.running
    assert kiosk.pin_guard.failures == 0  # the right PIN reset the count


def test_reopening_the_pad_keeps_the_lockout(kiosk, clock):
    right = "1234"  # the PIN of a new installation (kept hashed)
    wrong = "0000" if right != "0000" else "1111"
    pad = open_pad(kiosk)
    for _ in range(FREE_TRIES):
        enter(kiosk, pad, wrong)
    click(kiosk, pad.widgets["cancel"])
    assert isinstance(kiosk.stack.top, MenuScene)
    clock.advance(10.0)
    again = open_pad(kiosk)
    assert again is not pad and again.status_text() == t("pin.locked", wait="0:20")
    assert not again.widgets["5"].is_enabled
    enter(kiosk, again, right)
    assert kiosk.running and isinstance(kiosk.stack.top, PinPadScene)


def test_pin_change_in_kiosk_guards_the_current_pin_too(kiosk, clock):
    """Guessing the current PIN through Settings > Change PIN is no way around the lockout."""
    right = "1234"  # the PIN of a new installation (kept hashed)
    wrong = "0000" if right != "0000" else "1111"
    pad = open_pad(kiosk, "change")
    for _ in range(FREE_TRIES):
        enter(kiosk, pad, wrong)
    enter(kiosk, pad, right)
    assert pad.stage == "verify" and pad.status_text() == t("pin.locked", wait="0:30")
    clock.advance(FIRST_LOCKOUT)
    kiosk.step(CAPPED_DT)
    enter(kiosk, pad, right)
    assert pad.stage == "set"
