"""Mouse and finger events become one stream of pointer events in logical coordinates.

SDL's touch-to-mouse emulation is switched off by the app (``SDL_TOUCH_MOUSE_EVENTS=0``),
so every touch arrives once, as a finger event; the router turns fingers and the mouse
into ``down`` / ``move`` / ``up`` plus a final ``tap`` (short, still) or ``drop`` (after a
drag).  It also synthesises mouse events from fingers for pygame-gui, which only
understands the mouse.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

TAP_SLOP = 12  # px a press may wander and still be a tap
DRAG_START = 16  # px after which a press becomes a drag


@dataclass(frozen=True)
class Pointer:
    kind: str  # "down" | "move" | "drag" | "up" | "tap" | "drop" | "wheel"
    pos: tuple[int, int]
    start: tuple[int, int]
    source: str  # "mouse" | "touch"
    held: float = 0.0  # seconds since the press, on the router's clock
    wheel: int = 0  # a "wheel" pointer: notches, up positive (scroll views scroll by it)


class InputRouter:
    """``clock``: the monotonic clock (seconds) a press's ``held`` is measured with — the app passes its
    wall clock, so a long press lasts as long on a slow machine; without one, ``tick(dt)`` advances an
    own count (the router alone, in tests)."""

    def __init__(self, size: tuple[int, int], clock: Callable[[], float] | None = None):
        self.size = size
        #: The window's pixels per logical pixel (the app's drawing scale): mouse events come in the window's
        #: pixels, pointers go out in logical ones; pygame-gui gets the window's (it scales them itself).
        self.scale = 1.0
        self._press: tuple[tuple[int, int], str, float] | None = None
        self._dragging = False
        self._mouse: tuple[int, int] | None = None  # the mouse's last place: where the wheel turns
        self._ticked = 0.0
        self.now: Callable[[], float] = clock if clock is not None else (lambda: self._ticked)

    def tick(self, dt: float) -> None:
        self._ticked += dt

    @property
    def pressed(self) -> Pointer | None:
        """The press in progress (kiosk corner hold, long-press), if any."""
        if self._press is None:
            return None
        start, source, at = self._press
        return Pointer("down", start, start, source, self.now() - at)

    def _logical(self, event) -> tuple[int, int]:
        return int(event.x * self.size[0]), int(event.y * self.size[1])

    def _window(self, event) -> tuple[int, int]:
        """A finger's place in the window's pixels (as a mouse event has it)."""
        return int(event.x * self.size[0] * self.scale), int(event.y * self.size[1] * self.scale)

    def _unscaled(self, pos) -> tuple[int, int]:
        if self.scale == 1:
            return tuple(map(int, pos))
        return int(pos[0] / self.scale), int(pos[1] / self.scale)

    def route(self, event: pygame.event.Event) -> tuple[list[Pointer], list[pygame.event.Event]]:
        """Pointer events for scenes, and the events to pass on to pygame-gui."""
        kind = event.type
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            if getattr(event, "touch", False):
                return [], []  # emulated from a finger we already handle
            if kind != pygame.MOUSEMOTION and getattr(event, "button", 1) != 1:
                return [], [event]
            phase = {pygame.MOUSEBUTTONDOWN: "down", pygame.MOUSEBUTTONUP: "up"}.get(kind, "move")
            self._mouse = self._unscaled(event.pos)
            return self._pointer(phase, self._mouse, "mouse"), [event]
        if kind in (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION):
            pos = self._logical(event)
            phase = {pygame.FINGERDOWN: "down", pygame.FINGERUP: "up"}.get(kind, "move")
            mouse_kind = {"down": pygame.MOUSEBUTTONDOWN, "up": pygame.MOUSEBUTTONUP}.get(phase, pygame.MOUSEMOTION)
            fields = {"pos": self._window(event) if self.scale != 1 else pos, "touch": False}
            if phase == "move":
                fields.update(rel=(0, 0), buttons=(1, 0, 0))
            else:
                fields.update(button=1)
            return self._pointer(phase, pos, "touch"), [pygame.event.Event(mouse_kind, fields)]
        if kind == pygame.MOUSEWHEEL and event.y:
            pos = self._mouse or self._unscaled(pygame.mouse.get_pos())
            return [Pointer("wheel", pos, pos, "mouse", wheel=int(event.y))], [event]
        return [], [event]

    def _pointer(self, phase: str, pos: tuple[int, int], source: str) -> list[Pointer]:
        if phase == "down":
            self._press = (pos, source, self.now())
            self._dragging = False
            return [Pointer("down", pos, pos, source)]
        if self._press is None:
            return [Pointer("move", pos, pos, source)] if phase == "move" else []
        start, _, at = self._press
        held = self.now() - at
        moved = abs(pos[0] - start[0]) + abs(pos[1] - start[1])
        if phase == "move":
            if moved > DRAG_START:
                self._dragging = True
            return [Pointer("drag" if self._dragging else "move", pos, start, source, held)]
        self._press = None
        final = "drop" if self._dragging else ("tap" if moved <= TAP_SLOP else "up")
        events = [Pointer("up", pos, start, source, held)]
        if final != "up":
            events.append(Pointer(final, pos, start, source, held))
        return events
