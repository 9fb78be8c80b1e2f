"""Dice faces d4–d20, each with its own silhouette and colour, and pre-rendered tumbling frames."""

from __future__ import annotations

import math
import random

import pygame

from fishgames.ui import pen, theme
from fishgames.ui.art.draw import (
    SS,
    Colour,
    Steps,
    blend_ellipse,
    canvas,
    darken,
    downsample,
    finish,
    ink_on,
    lighten,
    outlined_text,
)

PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


DIE_SIDES = (4, 6, 8, 10, 12, 20)
#: A body colour per die type, so a d12 never looks like a d20 (Lure passes the seat colour for d6s).
DIE_COLOURS: dict[int, Colour] = {
    4: (213, 94, 0),
    6: (252, 248, 236),
    8: (0, 114, 178),
    10: (0, 158, 115),
    12: (204, 121, 167),
    20: (230, 159, 0),
}


def _regular(n: int, r: float, rot: float = -math.pi / 2, cx: float = 0.0, cy: float = 0.0):
    return [
        (cx + r * math.cos(rot + 2 * math.pi * i / n), cy + r * math.sin(rot + 2 * math.pi * i / n))
        for i in range(n)
    ]


def _die_geometry(sides: int):
    """Silhouette, the front face and the numeral centre in a unit box (−1..1)."""
    if sides == 4:
        outer = [(0, -0.95), (0.98, 0.78), (-0.98, 0.78)]
        return outer, outer, (0, 0.22), 0.62
    if sides == 6:
        return None, None, (0, 0), 1.0
    if sides == 8:
        outer = [(0, -1), (0.86, 0), (0, 1), (-0.86, 0)]
        face = [(0, -1), (0.86, 0), (-0.86, 0)]  # the upper facet is the "front"
        return outer, face, (0, -0.22), 0.62
    if sides == 10:
        outer = [(0, -1), (0.94, -0.12), (0.94, 0.2), (0, 1), (-0.94, 0.2), (-0.94, -0.12)]
        face = [(0, -1), (0.6, 0.12), (0, 0.5), (-0.6, 0.12)]
        return outer, face, (0, 0.0), 0.62
    if sides == 12:
        outer = _regular(10, 1.0, -math.pi / 2)
        face = _regular(5, 0.6, -math.pi / 2)
        return outer, face, (0, 0.03), 0.68
    outer = _regular(6, 1.0, -math.pi / 2)
    face = _regular(3, 0.72, -math.pi / 2, 0, 0.05)
    return outer, face, (0, 0.12), 0.56


def die_face(sides: int, value: int, size: int, colour=None, ink=None, shadow: bool = True) -> pygame.Surface:
    """One die showing ``value`` on a square transparent surface of ``size``×``size`` px.

    Each type has its own silhouette (d4 triangle, d6 rounded square with pips, d8 diamond,
    d10 kite, d12 pentagon in a decagon, d20 triangle in a hexagon) and default colour.
    """
    if sides not in DIE_SIDES:
        raise ValueError(f"no d{sides}")
    if not 1 <= value <= sides:
        raise ValueError(f"d{sides} cannot show {value}")
    colour = tuple(colour or DIE_COLOURS[sides])[:3]
    ink = ink or ink_on(colour)
    big_size = size * SS
    big = canvas(big_size, big_size)
    half = big_size / 2
    scale = half * 0.9

    def P(p):
        return (half + p[0] * scale, half + p[1] * scale)

    edge = darken(colour, 0.5)
    if shadow:  # soft contact shadow
        blend_ellipse(
            big,
            (0, 0, 0, 60),
            pygame.Rect(big_size * 0.14, big_size * 0.82, big_size * 0.72, big_size * 0.14),
        )
    lw = max(2, int(big_size * 0.025))
    if sides == 6:
        body = pygame.Rect(0, 0, scale * 1.8, scale * 1.8)
        body.center = (half, half - big_size * 0.02)
        rad = int(body.w * 0.2)
        pen.rect(big, edge, body, border_radius=rad)
        pen.rect(big, darken(colour, 0.12), body.inflate(-lw * 2, -lw * 2), border_radius=rad - lw)
        top = body.inflate(-lw * 2, -lw * 2)
        top.h -= int(body.h * 0.07)
        pen.rect(big, colour, top, border_radius=rad - lw)
        blend_ellipse(
            big,
            (255, 255, 255, 70),
            pygame.Rect(top.x + top.w * 0.12, top.y + top.h * 0.06, top.w * 0.5, top.h * 0.18),
        )
        pip_ink = ink if colour != DIE_COLOURS[6] else theme.INK
        for px, py in PIPS[value]:
            c = (top.centerx + px * top.w * 0.28, top.centery + py * top.h * 0.28)
            pen.circle(
                big, darken(pip_ink, 0.2) if pip_ink != theme.WHITE else (230, 230, 230), c, top.w * 0.095
            )
            pen.circle(big, pip_ink, (c[0], c[1] - lw * 0.3), top.w * 0.085)
        return downsample(big, (size, size))
    outer, face, centre, text_scale = _die_geometry(sides)
    pen.polygon(big, edge, [P(p) for p in outer])
    inner = [(x * 0.94, y * 0.94) for x, y in outer]
    pen.polygon(big, darken(colour, 0.18), [P(p) for p in inner])
    if face is not outer:
        # side facets: lines from the face corners to the silhouette corners
        for fx, fy in face:
            nearest = min(inner, key=lambda q: (q[0] - fx) ** 2 + (q[1] - fy) ** 2)
            pen.line(big, darken(colour, 0.32), P((fx, fy)), P(nearest), lw)
        pen.polygon(big, colour, [P(p) for p in face])
        pen.polygon(big, lighten(colour, 0.25), [P(p) for p in face], lw)
    else:
        pen.polygon(big, colour, [P((x * 0.88, y * 0.88 + 0.02)) for x, y in outer])
    blend_ellipse(
        big,
        (255, 255, 255, 60),
        pygame.Rect(half - scale * 0.45, half - scale * 0.75, scale * 0.5, scale * 0.22),
    )
    font_px = int(size * 0.44 * text_scale / 0.62 * (0.9 if value >= 10 else 1.0))
    label = outlined_text(
        str(value),
        max(10, font_px * SS // 1),
        ink,
        darken(colour, 0.35) if ink == theme.WHITE else lighten(colour, 0.3),
        width=SS,
        twin=False,  # (drawn into the face at its own pixels: the label's twin is never shown)
    )
    if value in (6, 9) and sides > 6:
        pen.line(
            label,
            ink,
            (label.get_width() * 0.28, label.get_height() * 0.86),
            (label.get_width() * 0.72, label.get_height() * 0.86),
            max(2, SS * 2),
        )
    big.blit(label, label.get_rect(center=P(centre)))
    return downsample(big, (size, size))


def die_tumble_frames(
    sides: int, size: int, colour=None, count: int = 6, seed: int = 0
) -> list[pygame.Surface]:
    """Pre-rendered frames of a die rolling: random faces, turned and squashed, each ``size``×``size``."""
    return finish(die_tumble_steps(sides, size, colour, count, seed))


def die_tumble_steps(sides: int, size: int, colour=None, count: int = 6, seed: int = 0) -> Steps:
    """:func:`die_tumble_frames` a frame a step (``draw.Steps``)."""
    rng = random.Random(f"tumble/{sides}/{seed}")
    frames = []
    for i in range(count):
        if i:
            yield
        face = die_face(sides, rng.randint(1, sides), size, colour, shadow=False)
        squash = 0.72 + 0.28 * abs(math.cos(i * 1.3))
        face = pygame.transform.smoothscale(face, (max(1, int(size * squash)), size))
        turned = pygame.transform.rotozoom(face, (i * 67 + rng.uniform(-12, 12)) % 360, 0.82)
        frame = canvas(size, size)
        blend_ellipse(frame, (0, 0, 0, 50), pygame.Rect(size * 0.2, size * 0.84, size * 0.6, size * 0.12))
        frame.blit(turned, turned.get_rect(center=(size / 2, size / 2)))
        frames.append(frame)
    return frames
