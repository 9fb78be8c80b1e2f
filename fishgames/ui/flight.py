"""Cards in the air: one :class:`Flight` animation for every table (and :class:`Fade` for score pop-ups).

A flight moves a sprite along a gentle arc, scales it and may turn it over on the way.  Where it starts
and lands may be functions asked at take-off (the table shown then decides where a hand card sits).
While it moves, the sprite can join the scene's ``flying`` list (drawn above the table), and
``on_launch`` / ``on_land`` update what the table shows (a card leaves the pond, lands in a hand).
"""

from __future__ import annotations

from collections.abc import Callable

from fishgames.ui.anim import EASE_OUT, Animation, Ease, Ticker


def _point(where):
    return where() if callable(where) else where


class Flight(Animation):
    """Move ``sprite`` to ``end`` over ``duration`` seconds.

    ``start``: where it takes off (default: where the sprite is at take-off).  ``scale``: a number to
    scale to from the sprite's scale, a ``(from, to)`` pair, or None to keep it.  ``arc``: how many pixels
    the middle of the path rises.  ``flip``: turn the card over on the way (None: when ``sprite.turn`` is
    set; it is cleared on landing); the turn happens between the fractions ``flip_window = (begin, span)``
    of the flight.  ``keep``: the sprite stays in ``flying`` after landing (a card shown on a stage).
    """

    def __init__(self, sprite, end, duration: float, scale=None, *, start=None, arc: float = 0.0,
                 ease: Ease = EASE_OUT, flip: bool | None = None, flip_window: tuple[float, float] = (0.0, 1.0),
                 flying: list | None = None, on_launch: Callable[[], object] | None = None,
                 on_land: Callable[[], object] | None = None, keep: bool = False):
        self.sprite, self.start, self.end, self.duration = sprite, start, end, duration
        self.scale, self.arc, self.ease = scale, arc, ease
        self.flip, self.flip_window = flip, flip_window
        self.flying, self.on_launch, self.on_land, self.keep = flying, on_launch, on_land, keep
        self.elapsed = 0.0
        self.launched = False
        self.a = self.b = (0.0, 0.0)
        self.scales = (1.0, 1.0)

    def _launch(self) -> None:
        sprite = self.sprite
        self.launched = True
        self.a = sprite.pos if self.start is None else _point(self.start)
        self.b = _point(self.end)
        if self.scale is not None:
            self.scales = self.scale if isinstance(self.scale, tuple) else (sprite.scale, self.scale)
        if self.flying is not None and sprite not in self.flying:
            self.flying.append(sprite)
        if self.on_launch:
            self.on_launch()

    def update(self, dt: float) -> float:
        sprite = self.sprite
        if not self.launched:
            self._launch()
        self.elapsed += dt
        u = 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)
        e = self.ease(u)
        (ax, ay), (bx, by) = self.a, self.b
        sprite.pos = (ax + (bx - ax) * e, ay + (by - ay) * e - self.arc * 4 * e * (1 - e))
        if self.scale is not None:
            sprite.scale = self.scales[0] + (self.scales[1] - self.scales[0]) * e
        turning = getattr(sprite, "turn", False) if self.flip is None else self.flip
        if turning:
            begin, span = self.flip_window
            sprite.flip = min(1.0, max(0.0, (u - begin) / span))
        if u < 1.0:
            return 0.0
        self.done = True
        if turning:
            sprite.settle_flip()
            if self.flip is None:
                sprite.turn = False
        if not self.keep and self.flying is not None and sprite in self.flying:
            self.flying.remove(sprite)
        if self.on_land:
            self.on_land()
        return max(0.0, self.elapsed - self.duration)


class Fade(Ticker):
    """Fade a sprite out over the last ``span`` of ``duration``, from the fraction ``begin`` on (a score pop-up
    drifting away: over its second half or so)."""

    def __init__(self, sprite, duration: float, begin: float = 0.45, span: float = 0.55):
        def fade(f: float) -> None:
            sprite.alpha = 255 * (1 - max(0.0, f - begin) / span)

        super().__init__(fade, duration)
        self.sprite = sprite
