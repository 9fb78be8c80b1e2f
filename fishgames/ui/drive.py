"""Synthetic pointer input: taps, clicks and drags posted to the app's event queue, then a few frames.

Used by the games' ``scene_demo`` drivers (``tools/screenshots.py`` reaches a moment of a game with them)
and by the tests, so both press the same hit areas a player's finger or mouse does.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

DT = 1 / 60
SIZE = (1280, 720)


def frames(app, n: int = 1, dt: float = DT) -> None:
    for _ in range(n):
        app.step(dt)


def finger(kind: int, pos, size=SIZE) -> pygame.event.Event:
    """A touch event at ``pos`` in window pixels (SDL gives fingers in 0..1 window coordinates)."""
    return pygame.event.Event(kind, {"x": pos[0] / size[0], "y": pos[1] / size[1], "dx": 0.0, "dy": 0.0,
                                     "finger_id": 0, "touch_id": 0, "pressure": 1.0})


def mouse(kind: int, pos) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, {"pos": pos, "rel": (0, 0), "buttons": (1, 0, 0)})
    return pygame.event.Event(kind, {"pos": pos, "button": 1})


def tap(app, pos, touch: bool = True, n: int = 2) -> None:
    """A short press at ``pos`` (a finger, or the mouse with ``touch=False``), then ``n`` frames."""
    pos = (int(pos[0]), int(pos[1]))
    if touch:
        pygame.event.post(finger(pygame.FINGERDOWN, pos))
        pygame.event.post(finger(pygame.FINGERUP, pos))
    else:
        pygame.event.post(mouse(pygame.MOUSEBUTTONDOWN, pos))
        pygame.event.post(mouse(pygame.MOUSEBUTTONUP, pos))
    frames(app, n)


def click(app, pos, n: int = 2) -> None:
    """A mouse click at ``pos``, then ``n`` frames."""
    tap(app, pos, touch=False, n=n)


def drag(app, start, end, touch: bool = True, steps: int = 6, hold: Callable[[], None] | None = None) -> None:
    """Press at ``start``, move in ``steps`` frames to ``end`` and let go there; ``hold()`` runs just before
    the release (the card is still in the air)."""
    start, end = (int(start[0]), int(start[1])), (int(end[0]), int(end[1]))

    def event(kind_touch: int, kind_mouse: int, pos) -> pygame.event.Event:
        return finger(kind_touch, pos) if touch else mouse(kind_mouse, pos)

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
