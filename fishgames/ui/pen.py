"""``pygame.draw`` for surfaces of either kind: a pygame Surface as it is, a :class:`~fishgames.ui.canvas.Canvas`
at the screen's own pixels.

Scenes and widgets draw their shapes through here with logical coordinates, widths and radii; on a Canvas
they are scaled and drawn on its pixels (a line 2 logical px wide is 3 px at 1920 × 1080, not a 2 px line
stretched), on a Surface pygame draws them exactly as before.  Same names and arguments as ``pygame.draw``.
"""

from __future__ import annotations

import pygame

from fishgames.ui.canvas import Canvas

_RADII = ("border_radius", "border_top_left_radius", "border_top_right_radius", "border_bottom_left_radius",
          "border_bottom_right_radius")


def _width(width: int, k: float) -> int:
    return 0 if width <= 0 else max(1, round(width * k))


def _points(points, k: float) -> list[tuple[float, float]]:
    return [(x * k, y * k) for x, y in points]


def _writing(canvas: Canvas, bounds, reach: float = 0) -> None:
    """A shape is about to be drawn within ``bounds`` (the canvas's pixels) grown by ``reach``: the screen's damage
    is told first (:meth:`fishgames.ui.damage.Damage.writing`)."""
    if canvas.damage is not None and canvas.damage.stale_rects:  # (none stale: nothing to repair, no rect made)
        grow = 2 * int(reach) + 4
        canvas.damage.writing(pygame.Rect(bounds).inflate(grow, grow).move(canvas.pixel_offset))


def _around(points) -> pygame.Rect:
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    left, top = int(min(xs)) - 1, int(min(ys)) - 1
    return pygame.Rect(left, top, int(max(xs)) + 2 - left, int(max(ys)) + 2 - top)


def _back(canvas: Canvas, drawn: pygame.Rect) -> pygame.Rect:
    canvas.covered(drawn)
    k = canvas.k
    return pygame.Rect(int(drawn.x / k), int(drawn.y / k), round(drawn.w / k), round(drawn.h / k))


def rect(surface, colour, rect, width: int = 0, *radius_args, **radii) -> pygame.Rect:
    if not isinstance(surface, Canvas):
        return pygame.draw.rect(surface, colour, rect, width, *radius_args, **radii)
    k = surface.k
    radius_args = tuple(r if r <= 0 else max(1, round(r * k)) for r in radius_args)
    radii = {name: (r if r <= 0 else max(1, round(r * k))) for name, r in radii.items() if name in _RADII}
    place, width = surface.rect(rect), _width(width, k)
    _writing(surface, place, width)
    return _back(surface, pygame.draw.rect(surface.pixels, colour, place, width, *radius_args, **radii))


def circle(surface, colour, center, radius: float, width: int = 0, *corners, **named) -> pygame.Rect:
    if not isinstance(surface, Canvas):
        return pygame.draw.circle(surface, colour, center, radius, width, *corners, **named)
    k = surface.k
    c = surface.point(center)
    _writing(surface, (c[0] - radius * k, c[1] - radius * k, 2 * radius * k, 2 * radius * k), _width(width, k))
    return _back(surface, pygame.draw.circle(surface.pixels, colour, c, radius * k,
                                             _width(width, k), *corners, **named))


def ellipse(surface, colour, rect, width: int = 0) -> pygame.Rect:
    if not isinstance(surface, Canvas):
        return pygame.draw.ellipse(surface, colour, rect, width)
    _writing(surface, surface.rect(rect), _width(width, surface.k))
    return _back(surface, pygame.draw.ellipse(surface.pixels, colour, surface.rect(rect), _width(width, surface.k)))


def arc(surface, colour, rect, start: float, stop: float, width: int = 1) -> pygame.Rect:
    if not isinstance(surface, Canvas):
        return pygame.draw.arc(surface, colour, rect, start, stop, width)
    _writing(surface, surface.rect(rect), _width(width, surface.k))
    return _back(surface, pygame.draw.arc(surface.pixels, colour, surface.rect(rect), start, stop,
                                          _width(width, surface.k)))


def polygon(surface, colour, points, width: int = 0) -> pygame.Rect:
    if not isinstance(surface, Canvas):
        return pygame.draw.polygon(surface, colour, points, width)
    k = surface.k
    _writing(surface, _around(_points(points, k)), _width(width, k))
    return _back(surface, pygame.draw.polygon(surface.pixels, colour, _points(points, k), _width(width, k)))


def line(surface, colour, start, end, width: int = 1) -> pygame.Rect:
    if not isinstance(surface, Canvas):
        return pygame.draw.line(surface, colour, start, end, width)
    k = surface.k
    _writing(surface, _around([surface.point(start), surface.point(end)]), _width(width, k))
    return _back(surface, pygame.draw.line(surface.pixels, colour, surface.point(start), surface.point(end),
                                           _width(width, k)))


def lines(surface, colour, closed: bool, points, width: int = 1) -> pygame.Rect:
    if not isinstance(surface, Canvas):
        return pygame.draw.lines(surface, colour, closed, points, width)
    k = surface.k
    _writing(surface, _around(_points(points, k)), _width(width, k))
    return _back(surface, pygame.draw.lines(surface.pixels, colour, closed, _points(points, k), _width(width, k)))


def aaline(surface, colour, start, end, blend: int = 1) -> pygame.Rect:
    if not isinstance(surface, Canvas):
        return pygame.draw.aaline(surface, colour, start, end)
    _writing(surface, _around([surface.point(start), surface.point(end)]), 1)
    return _back(surface, pygame.draw.aaline(surface.pixels, colour, surface.point(start), surface.point(end)))


def aalines(surface, colour, closed: bool, points) -> pygame.Rect:
    if not isinstance(surface, Canvas):
        return pygame.draw.aalines(surface, colour, closed, points)
    _writing(surface, _around(_points(points, surface.k)), 1)
    return _back(surface, pygame.draw.aalines(surface.pixels, colour, closed, _points(points, surface.k)))
