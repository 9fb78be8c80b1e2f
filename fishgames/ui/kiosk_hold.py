"""The kiosk's way out: a press held KIOSK_HOLD seconds in the top-left corner opens the PIN pad.  While the
press is held, a ring round the finger fills up with the seconds held (wall-clock, as the press is timed), so
the person holding sees that something is coming and how long to keep holding.  A short tap on the corner
(a Back button sits there) shows nothing: the ring appears after ``SHOW_AFTER`` seconds."""

from __future__ import annotations

import math

import pygame

from fishgames.ui import pen, theme

SHOW_AFTER = 0.25  # seconds held before the ring shows
RADIUS, WIDTH = 34, 8


def progress(held: float, hold: float) -> float | None:
    """How full the ring is (0..1) after ``held`` of ``hold`` seconds, or None while it does not show."""
    if held < SHOW_AFTER or held >= hold:
        return None
    return (held - SHOW_AFTER) / (hold - SHOW_AFTER)


def draw_ring(surface: pygame.Surface, centre: tuple[int, int], fraction: float) -> pygame.Rect:
    """A pale track with the filled part in the glow colour, from 12 o'clock clockwise; returns its bounds."""
    rect = pygame.Rect(0, 0, 2 * RADIUS, 2 * RADIUS)
    rect.center = centre
    pen.circle(surface, theme.INK, centre, RADIUS + 3)
    pen.circle(surface, theme.SHALLOW, centre, RADIUS, WIDTH)
    steps = max(2, int(60 * fraction))
    points = []
    for i in range(steps + 1):
        angle = -math.pi / 2 + 2 * math.pi * fraction * i / steps
        points.append((centre[0] + (RADIUS - WIDTH / 2) * math.cos(angle),
                       centre[1] + (RADIUS - WIDTH / 2) * math.sin(angle)))
    if fraction > 0:
        pen.lines(surface, theme.GLOW, False, points, WIDTH)
        for point in (points[0], points[-1]):  # round ends
            pen.circle(surface, theme.GLOW, point, WIDTH // 2)
    return rect.inflate(8, 8)
