"""Frames whose pixels no check reads, drawn without painting: every line of the drawing code still runs
(the same texts measured and fitted, the same caches filled, the same bubbles placed), but an empty clip on
the screen keeps the blits off it, which is most of a table frame's cost.  For checks on what the drawing
code asks (``tests/ui/cut_spy.py``) or on state, and for frames stepped only to reach a moment; never
around a frame whose pixels are compared."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest


@contextmanager
def unpainted(app) -> Iterator[None]:
    """Within: frames drawn onto ``app.screen`` leave it as it was (its clip is empty); afterwards the
    screen is painted again."""
    screen = app.screen
    saved = screen.get_clip()
    screen.set_clip(pygame.Rect(0, 0, 0, 0))
    try:
        yield
    finally:
        screen.set_clip(saved)


@contextmanager
def painted(app) -> Iterator[None]:
    """Within: frames are painted onto the whole screen again (a frame whose pixels are compared, drawn in
    the middle of unpainted ones); afterwards the clip is as it was."""
    screen = app.screen
    saved = screen.get_clip()
    screen.set_clip(None)
    try:
        yield
    finally:
        screen.set_clip(saved)


@contextmanager
def unpainted_running_app(speed: str = "instant", **options) -> Iterator:
    """``tests.ui.driver.running_app`` drawing its frames unpainted, for a module whose checks read no pixel of
    the screen (the per-game scene tests: what the drawing code drew is noted by the tables themselves)."""
    from tests.ui.driver import running_app

    with running_app(speed, **options) as app, unpainted(app):
        yield app


@pytest.fixture(name="app")
def unpainted_app(app):
    """The suite's ``app`` (``tests/conftest.py``) drawing its frames unpainted, for a module whose checks read
    no pixel of the screen (they read state, what was drawn where, or a picture drawn onto a surface of their
    own): ``from tests.ui.unpainted import unpainted_app  # noqa: F401`` puts it in the place of the suite's."""
    with unpainted(app):
        yield app


@contextmanager
def undrawn(app) -> Iterator[None]:
    """Within: the app's frames are stepped (scenes updated, bots and animations run) but not drawn at all —
    for frames whose next is drawn from scratch anyway (every cache of drawn text forgotten, laid out again)."""
    app.draw = lambda: None  # the instance's own, over App.draw
    try:
        yield
    finally:
        del app.draw


@contextmanager
def drawn_once_at_the_end(app) -> Iterator[None]:
    """Within: the app's frames are stepped (scenes updated, bots and animations run) but not drawn; on leaving,
    one frame is drawn, as the last of them would have drawn it (``App.step`` draws after updating, and drawing
    moves no clock).  For the frames a builder steps to reach a moment that is drawn and checked afterwards:
    the moments the small-panel checks look at come out the same, pixel for pixel, at every size they are
    checked at (compared with every frame drawn: see the commit that brought this)."""
    with undrawn(app):
        yield
    app.draw()


def step_drawn_if(app, drawn: bool, dt: float) -> None:
    """One frame of ``app`` stepped by ``dt``: drawn if ``drawn`` (a frame a check reads), else stepped undrawn
    (:func:`undrawn`).  For live-game checks that read every n-th frame's placed things (the bubbles are placed as
    a frame is drawn): each use compared the frames it reads with every frame drawn (see its module)."""
    if drawn:
        app.step(dt)
        return
    with undrawn(app):
        app.step(dt)
