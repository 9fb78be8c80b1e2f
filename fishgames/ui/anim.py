"""Animation as data: tweens with easing, sequences, parallels, delays and calls.

Time is injected (``update(dt)``), never read from a clock, so tests can step through an
animation and "instant" speed finishes everything in one frame.  The :class:`Animator`
plays *blocking* animations one after another (the event queue: a trick is shown in rule
order) and *ambient* ones freely (bobbing fish, glowing targets).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pytweening

#: Duration factor per animation-speed setting ("instant" finishes in the same frame).
SPEED_FACTORS = {"slow": 1.6, "normal": 1.0, "fast": 0.45, "instant": 0.0}

Ease = Callable[[float], float]
EASE_OUT: Ease = pytweening.easeOutCubic
EASE_IN_OUT: Ease = pytweening.easeInOutQuad
EASE_BACK: Ease = pytweening.easeOutBack
LINEAR: Ease = pytweening.linear


class Animation:
    done = False

    def update(self, dt: float) -> float:
        """Advance by ``dt``; return the time left over once finished (0 while running)."""
        raise NotImplementedError

    def finish(self) -> None:
        while not self.done:
            self.update(1e9)


def _lerp(a, b, t: float):
    if isinstance(a, tuple):
        return tuple(x + (y - x) * t for x, y in zip(a, b, strict=True))
    return a + (b - a) * t


class Tween(Animation):
    """Move ``target.attr`` (a number or tuple) to ``end`` over ``duration`` seconds."""

    def __init__(self, target: Any, attr: str, end, duration: float, ease: Ease = EASE_OUT, start=None):
        self.target, self.attr, self.end = target, attr, end
        self.duration = duration
        self.ease = ease
        self.start = start
        self.elapsed = 0.0

    def update(self, dt: float) -> float:
        if self.start is None:
            self.start = getattr(self.target, self.attr)
        self.elapsed += dt
        if self.duration <= 0 or self.elapsed >= self.duration:
            setattr(self.target, self.attr, self.end)
            self.done = True
            return max(0.0, self.elapsed - self.duration)
        setattr(self.target, self.attr, _lerp(self.start, self.end, self.ease(self.elapsed / self.duration)))
        return 0.0


class Ticker(Animation):
    """Calls ``fn(f)`` with f running 0 → 1 over ``duration`` (glows, shakes, flashes, fades)."""

    def __init__(self, fn: Callable[[float], object], duration: float):
        self.fn, self.duration, self.elapsed = fn, duration, 0.0

    def update(self, dt: float) -> float:
        self.elapsed += dt
        f = 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)
        self.fn(f)
        if f >= 1.0:
            self.done = True
            return max(0.0, self.elapsed - self.duration)
        return 0.0


class Delay(Animation):
    def __init__(self, duration: float):
        self.duration = duration
        self.elapsed = 0.0

    def update(self, dt: float) -> float:
        self.elapsed += dt
        if self.elapsed >= self.duration:
            self.done = True
            return self.elapsed - self.duration
        return 0.0


class Call(Animation):
    """Run a function at this point of a sequence (play a sound, flip a card)."""

    def __init__(self, fn: Callable[[], Any]):
        self.fn = fn

    def update(self, dt: float) -> float:
        if not self.done:
            self.done = True
            self.fn()
        return dt


class Sequence(Animation):
    def __init__(self, *steps: Animation):
        self.steps = list(steps)

    def update(self, dt: float) -> float:
        while self.steps:
            dt = self.steps[0].update(dt)
            if not self.steps[0].done:
                return 0.0
            self.steps.pop(0)
        self.done = True
        return dt


class Parallel(Animation):
    def __init__(self, *parts: Animation):
        self.parts = list(parts)

    def update(self, dt: float) -> float:
        left = [part.update(dt) for part in self.parts if not part.done]
        if all(part.done for part in self.parts):
            self.done = True
            return min(left) if left else dt
        return 0.0


class Animator:
    """The scene's animation queue; ``speed`` scales every duration."""

    def __init__(self, speed: str = "normal"):
        self.factor = SPEED_FACTORS.get(speed, 1.0)
        self.queue: list[Animation] = []
        self.ambient: list[Animation] = []

    def set_speed(self, speed: str) -> None:
        self.factor = SPEED_FACTORS.get(speed, 1.0)

    def seconds(self, duration: float) -> float:
        """A design duration scaled by the speed setting."""
        return duration * self.factor

    @property
    def idle(self) -> bool:
        return not self.queue

    def play(self, *animations: Animation) -> None:
        """Queue blocking animations; they run after everything queued before."""
        self.queue.extend(animations)
        if self.factor == 0:
            self.flush()

    def add_ambient(self, animation: Animation) -> None:
        self.ambient.append(animation)

    def flush(self) -> None:
        for animation in self.queue:
            animation.finish()
        self.queue.clear()

    def update(self, dt: float) -> None:
        left = dt
        while self.queue:
            left = self.queue[0].update(left)
            if not self.queue[0].done:
                break
            self.queue.pop(0)
        for animation in self.ambient:  # not blocking: they run beside the queue, on the whole frame's time
            animation.update(dt)
        self.ambient = [a for a in self.ambient if not a.done]


def tweens(target: Any, duration: float, ease: Ease = EASE_OUT, **ends) -> Iterable[Tween]:
    return [Tween(target, attr, end, duration, ease) for attr, end in ends.items()]
