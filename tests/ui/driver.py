"""Driving the real App in tests: pointer input (from :mod:`fishgames.ui.drive`), frames, and game tables.

The ``app`` fixture itself lives in ``tests/conftest.py`` (a headless App at instant animation speed, no
bot worker threads, no fsync); a test module that wants other settings overrides it locally.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from fishgames.core import Seat
from fishgames.ui import games
from fishgames.ui.app import App
from fishgames.ui.drive import DT, click, drag, finger, frames, tap  # noqa: F401 (the test modules' toolbox)
from fishgames.ui.scene import Push

NAMES = ("Anna", "Ben", "Cleo", "Dario", "Emil", "Frida")


@contextmanager
def running_app(speed: str = "instant", kiosk: bool = False, window: tuple[int, int] | None = None,
                **settings) -> Iterator[App]:
    """A headless App at animation ``speed`` (in a window of ``window`` where given), closed afterwards (which also
    clears the font caches: the fonts die with pygame.quit()).  Bots and disk jobs run in the main thread, so a
    test sees their effects at once; the threaded disk worker is tested in ``tests/test_trust.py`` and
    ``tests/test_bad_input.py``."""
    app = App(kiosk=kiosk, bot_workers=False, disk_thread=False, **({"windowed": True, "window": window} if window else {}))
    app.update_settings(animation_speed=speed, **settings)
    try:
        yield app
    finally:
        app.close()


_BLANK: dict[tuple[int, int], pygame.Surface] = {}


def blank_surface(size: tuple[int, int]) -> pygame.Surface:
    """A black surface of ``size`` to draw a scene on: the pixels of a new ``pygame.Surface(size)``, kept between
    calls (a new screenful cost a millisecond or more of fresh memory at every look), so a picture is good until
    the next call."""
    size = tuple(size)
    if size not in _BLANK:
        _BLANK.clear()
        _BLANK[size] = pygame.Surface(size)
    surface = _BLANK[size]
    surface.fill((0, 0, 0))
    return surface


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


def new_game_point(menu, name: str) -> tuple[int, int]:
    """Where a tap on the menu opens ``name``'s set-up: its "New game" pill if it has a saved game (a tap
    elsewhere on that tile resumes it), else the tile's centre."""
    from fishgames.ui.scenes.menu import tile_pills

    rect = menu.tiles[name]
    return tile_pills(rect, True, menu.portrait)["new"].center if name in menu.saved_games else rect.center


def install(app, scene, state) -> None:
    """Put a hand-made position on the table (the record no longer matches; such tests do not resume)."""
    scene.match.state = state
    scene._sync(force=True)
    frames(app)


def same_pixels(a: pygame.Surface, b: pygame.Surface) -> bool:
    """The two surfaces show the same picture: their bytes compared in place, eight at a time (a millisecond for a
    1920 × 1080 frame; ``tobytes(..., "RGB")`` of both took 25), and only where those differ, their RGB as
    ``tobytes`` gives it (an opaque surface's unused fourth byte may differ between two ways of drawing it)."""
    if a.get_size() != b.get_size():
        return False
    if a.get_bitsize() == b.get_bitsize() == 32 and a.get_pitch() == b.get_pitch():
        words = [memoryview(surface.get_view("0")).cast("B") for surface in (a, b)]
        if len(words[0]) % 8 == 0:
            words = [view.cast("Q") for view in words]
        if words[0] == words[1]:
            return True
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


_KEPT: dict[tuple, pygame.Surface] = {}


def screen_hash(app) -> str:
    """The app's whole screen as it is now, as one short text (frames compared over a whole play)."""
    return hashlib.sha1(pygame.image.tobytes(app.screen.pixels, "RGB")).hexdigest()


def kept_pixels(surface: pygame.Surface) -> pygame.Surface:
    """A copy of an opaque ``surface``'s pixels on a surface of its format kept between calls (one per size and
    format), to compare a later picture with (:func:`same_pixels`): good until the next call for that size and
    format.  (A surface with per-pixel alpha gets a new copy: a blit onto a kept one would blend.)"""
    if surface.get_flags() & pygame.SRCALPHA:
        return surface.copy()
    key = (surface.get_size(), surface.get_bitsize(), surface.get_masks())
    if key not in _KEPT:
        if len(_KEPT) > 8:
            _KEPT.clear()
        _KEPT[key] = pygame.Surface(surface.get_size(), 0, surface)
    kept = _KEPT[key]
    kept.blit(surface, (0, 0))
    return kept


def frame_times(scene, surface, n: int = 240, after=None) -> list[float]:
    """Seconds of ``scene.update`` + ``scene.draw`` for each of ``n`` frames; ``after()`` runs between them
    (a human's move, so the animations keep coming)."""
    times = []
    for _ in range(n):
        began = time.perf_counter()
        scene.app.advance_clock(DT)  # what App.step does before the scene's update
        scene.update(DT)
        scene.draw(surface)
        times.append(time.perf_counter() - began)
        if after is not None:
            after()
    return times


def assert_redeal_is_invisible(scene, viewer: int, other: int, redeal, sync, first_frame_ok=None) -> None:
    """Hidden information on the drawn pixels: the table drawn again after ``redeal(other)`` (another
    human's hidden hand dealt anew) is identical; after ``redeal(viewer)`` (the control: the viewer's own
    hand) it differs.  ``sync()`` brings the table up to the new state; ``first_frame_ok()`` checks the
    first frame (e.g. the faces drawn are exactly the viewer's hand).
    """
    surface = pygame.Surface((1280, 720))

    def render() -> bytes:
        sync()
        surface.fill((0, 0, 0))
        scene.draw(surface)
        return pygame.image.tobytes(surface, "RGB")

    before = render()
    assert first_frame_ok is None or first_frame_ok()
    redeal(other)
    assert render() == before, "the other human's hidden cards changed the picture"
    redeal(viewer)
    assert render() != before  # the control: your own cards are on the picture


def until(app, condition, limit: int = 600) -> None:
    """Step frames until ``condition()`` holds (at most ``limit``)."""
    for _ in range(limit):
        if condition():
            return
        app.step(DT)
    raise AssertionError("condition not reached")


def settled(app) -> None:
    """Let the disk worker finish what the app gave it (writes, history queries), then step a frame so
    the scenes take the results."""
    assert app.disk.wait_idle(10), "the disk worker did not finish"
    app.step(DT)


def assert_bots_keep_playing_animated(app, scene, n: int = 240) -> None:
    """Over ``n`` frames of a bots-only table: the bots act at least twice, the animator is busy in the frame of
    every bot move, and in over 40 frames in all (a frame-time-free check that play stays alive)."""
    actions = scene.match.record.actions
    start, busy, moves = len(actions), 0, []
    for _ in range(n):
        before = len(actions)
        app.step(DT)
        busy += not scene.animator.idle
        if len(actions) > before:
            moves.append(not scene.animator.idle)
    assert len(actions) - start >= 2 and len(moves) >= 2, "the bots stopped playing"
    assert all(moves), "a bot move was not animated"
    assert busy > 40, f"animating in only {busy} of {n} frames"


def key(app, code: int, text: str = "", mod: int = 0) -> None:
    """One key press as pygame-ce delivers it: KEYDOWN with the typed text (and the TEXTINPUT after it)."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, {"key": code, "mod": mod, "unicode": text,
                                                          "scancode": 0}))
    if text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, {"text": text}))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, {"key": code, "mod": mod, "unicode": "", "scancode": 0}))
    app.step(DT)


def start_with_setup_row_turned(app, game: str, row: str):
    """Open ``game``'s set-up, check its ``row`` (a table choice) is on, tap it off and start: the table."""
    from fishgames.ui.scene import Push
    from fishgames.ui.scenes.setup import SetupScene

    setup = SetupScene(app, game)
    app.stack.apply(Push(setup))
    frames(app)
    assert setup.choices[row], f"{row} should be on before it is turned off"
    click(app, setup.widgets[row])
    frames(app)
    click(app, setup.widgets["start"])
    frames(app, 2)
    return app.stack.top
