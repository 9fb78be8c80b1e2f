"""Synthetic pointer input: taps, clicks and drags posted to the app's event queue, then a few frames.

Used by the games' ``scene_demo`` drivers (``tools/screenshots.py`` reaches a moment of a game with them)
and by the tests, so both press the same hit areas a player's finger or mouse does.

**Where they aim** (one rule for :func:`tap`, :func:`click` and :func:`drag`): a position is on the stage of the scene
on top (``App.stage_of(top)``), the space of that scene's own rects and of the pointers its ``handle`` gets — so
``tap(app, scene.L.DONE.center)`` presses Done wherever the stage sits on the canvas (on a 1280 × 800 screen it sits
at y 40, on an upright one a dialog's sits across the middle).  A pygame-gui element (``UIButton``: the shell's
widgets, a cover's button, the table's Menu) is passed itself and pressed at the centre of its rect, which pygame-gui
keeps on the canvas.  :func:`on_canvas` says where either lands on the canvas.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import lru_cache

import pygame
from pygame_gui.core import UIElement

from fishgames.ui.scenes.cover import CoverScene
from fishgames.ui.scenes.results import ResultsScene

DT = 1 / 60


def frames(app, n: int = 1, dt: float = DT) -> None:
    for _ in range(n):
        app.step(dt)


def finger(kind: int, pos, size: tuple[int, int] | None = None) -> pygame.event.Event:
    """A touch event at ``pos`` of a window ``size`` big (SDL gives fingers in 0..1 window coordinates; the app reads
    them on its canvas).  ``tap`` and ``drag`` post theirs on the app's canvas (``App.canvas``, of any size: an upright
    720 × 1280 window's is 1280 × 2276); without ``size``, ``pos`` is in the open window's pixels."""
    size = size or pygame.display.get_window_size()
    return pygame.event.Event(kind, {"x": pos[0] / size[0], "y": pos[1] / size[1], "dx": 0.0, "dy": 0.0,
                                     "finger_id": 0, "touch_id": 0, "pressure": 1.0})


def window_pixels(pos, scale: float) -> tuple[int, int]:
    """Logical ``pos`` (in the app's canvas) in the pixels of a window drawn at ``scale`` (``App.router.scale``, the
    drawing scale), where SDL gives the mouse: 1.5 of them a logical pixel at 1920 × 1080, and the app divides by
    its scale (sent as they were, a click aimed at (1000, 600) landed at (666, 400))."""
    return (round(pos[0] * scale), round(pos[1] * scale)) if scale != 1 else pos


def mouse(kind: int, pos, scale: float = 1.0) -> pygame.event.Event:
    """A mouse event at logical ``pos`` of a window drawn at ``scale`` (:func:`window_pixels`)."""
    pos = window_pixels(pos, scale)
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, {"pos": pos, "rel": (0, 0), "buttons": (1, 0, 0)})
    return pygame.event.Event(kind, {"pos": pos, "button": 1})


def on_canvas(app, at) -> tuple[int, int]:
    """Where a press aimed ``at`` lands on the app's canvas: a pygame-gui element at its rect's centre (on the canvas
    already), a position as on the stage of the scene on top (moved by where that stage sits: see the module's rule)."""
    if isinstance(at, UIElement):
        return at.rect.center
    top = app.stack.top
    dx, dy = app.stage_of(top).topleft if top is not None else (0, 0)
    return int(at[0]) + dx, int(at[1]) + dy


def tap(app, at, touch: bool = True, n: int = 2) -> None:
    """A short press ``at`` a position on the top scene's stage or a pygame-gui element (:func:`on_canvas`; a
    finger, or the mouse with ``touch=False``), then ``n`` frames."""
    pos = on_canvas(app, at)
    if touch:
        pygame.event.post(finger(pygame.FINGERDOWN, pos, app.canvas))
        pygame.event.post(finger(pygame.FINGERUP, pos, app.canvas))
    else:
        pygame.event.post(mouse(pygame.MOUSEBUTTONDOWN, pos, app.router.scale))
        pygame.event.post(mouse(pygame.MOUSEBUTTONUP, pos, app.router.scale))
    frames(app, n)


def click(app, at, n: int = 2) -> None:
    """A mouse click ``at`` a position on the top scene's stage or a pygame-gui element (:func:`tap`), then ``n``
    frames."""
    tap(app, at, touch=False, n=n)


def drag(app, start, end, touch: bool = True, steps: int = 6, hold: Callable[[], None] | None = None) -> None:
    """Press at ``start``, move in ``steps`` frames to ``end`` and let go there; ``hold()`` runs just before
    the release (the card is still in the air).  Both are on the stage of the scene on top as the press starts
    (:func:`on_canvas`)."""
    start, end = on_canvas(app, start), on_canvas(app, end)

    def event(kind_touch: int, kind_mouse: int, pos) -> pygame.event.Event:
        return finger(kind_touch, pos, app.canvas) if touch else mouse(kind_mouse, pos, app.router.scale)

    pygame.event.post(event(pygame.FINGERDOWN, pygame.MOUSEBUTTONDOWN, start))
    frames(app)
    for k in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * k // steps, start[1] + (end[1] - start[1]) * k // steps)
        pygame.event.post(event(pygame.FINGERMOTION, pygame.MOUSEMOTION, p))
        frames(app)
    if hold is not None:
        hold()
    pygame.event.post(event(pygame.FINGERUP, pygame.MOUSEBUTTONUP, end))
    frames(app, 2)


def table_turns(app, scene, limit: int, stop: Callable[[], bool] | None = None,
                on_cover: Callable | None = None) -> Iterator[int]:
    """Yield the frame numbers at which ``scene`` (a table) is on top and a human move may be made.

    Everything else a player would do in between is done here: a pass-and-play cover is confirmed
    with a click on its button (``on_cover(cover)`` first), and while another scene is on top the
    app simply runs.  Ends when the results scene is on top or ``stop()`` is true; raises when the
    game has not ended within ``limit`` frames.  The caller makes one move (or steps a frame) per
    yield.
    """
    for frame in range(limit):
        top = app.stack.top
        if isinstance(top, ResultsScene) or (stop is not None and stop()):
            return
        if isinstance(top, CoverScene):
            if on_cover is not None:
                on_cover(top)
            click(app, top.show_button)
        elif top is not scene:
            app.step(DT)
        else:
            yield frame
    raise AssertionError(f"no end after {limit} frames")


def press_point(rect: pygame.Rect) -> tuple[int, int]:
    """Where a finger presses a glowing place: near its left edge (hand cards overlap from the right)."""
    return (rect.x + min(12, rect.w // 2), rect.centery)


@lru_cache(maxsize=1)
def _look_canvas(size: tuple[int, int]) -> pygame.Surface:
    """The surface a look draws the table on, kept for its size: a new screenful each look cost a millisecond of
    fresh memory, and no pixel of it is read (the look only has the guide place its buttons and glow)."""
    return pygame.Surface(size)


def guide_advance(app, scene, on_target: Callable[[pygame.Rect], None] | None = None) -> None:
    """One thing the learner of a guided game does next: tap "Next", or tap the glowing places in order (each
    shown to ``on_target`` first), or wait a frame.  The guide places its buttons and glow where it draws them,
    so the table is drawn before each look."""
    guide = scene.guide
    canvas = _look_canvas(app.screen.get_size())
    scene.draw(canvas)
    if "next" in guide.buttons:
        tap(app, guide.buttons["next"].center)
        return
    targets = guide.targets()
    if not targets:
        app.step(DT)
        return
    before = guide.index
    for rect in targets:
        if on_target is not None:
            on_target(rect)
        tap(app, press_point(rect))
        scene.draw(canvas)
    if guide.index == before and guide.targets():  # a button that shows only after those taps
        tap(app, press_point(guide.targets()[-1]))
