"""Fish, creatures and props as vector shapes (body profile, fins with rays, eyes with highlights).

Every drawing lives in a unit space (x 0..1 tail → snout) mapped by a :class:`Pen`, is drawn
supersampled on three layers (fins behind, body, details in front), outlined and scaled down.
"""

from __future__ import annotations

import math
import random

import pygame

from fishgames.ui import theme
from fishgames.ui.art.draw import (
    SS,
    Colour,
    blend_ellipse,
    canvas,
    clip_to_shape,
    cubic,
    darken,
    downsample,
    lighten,
    mix,
    outline_under,
    quad,
    stroke_under,
)

FISH = ("mackerel", "sardine", "goby", "pufferfish", "flounder", "angelfish", "bannerfish")
CREATURES = ("octopus", "coral", "anchor", "buoy", "lure", "shell")
SPECIES = FISH + CREATURES


#: The drawings that take nothing from their ``variant`` (its random stream draws spots, an octopus's arms, coral):
#: the same pixels for every variant, so cards of one colour may share one drawing (``sprites.shared_fish``).
#: ``tests/ui/test_art.py`` draws each with several variants.
SAME_EVERY_VARIANT = frozenset({"mackerel", "sardine", "angelfish", "bannerfish", "anchor", "buoy", "lure", "shell"})


#: How :meth:`Fish.spots` marks a body: its spots drawn; none (the picture every variant shares); every pixel of the
#: body as a spot's (the colours a spot takes wherever it falls: ``art.spotted`` picks them by the spots' places).
DRAWN, BARE, PAINTED = "drawn", "bare", "painted"
#: Both at once: bare on ``mid``, painted on a layer of its own (``Fish.painted``), the rest drawn once.
BOTH = "both"


#: Default (body, accent) colours per species; callers pass their own for variety.
SPECIES_COLOURS: dict[str, tuple[Colour, Colour]] = {
    "mackerel": ((46, 128, 150), (18, 52, 74)),
    "sardine": ((52, 104, 168), (26, 46, 82)),
    "goby": ((214, 168, 98), (132, 78, 40)),
    "pufferfish": ((236, 196, 84), (120, 84, 36)),
    "flounder": ((178, 140, 96), (232, 120, 46)),
    "angelfish": ((226, 226, 214), (40, 40, 48)),
    "bannerfish": ((246, 244, 236), (30, 32, 40)),
    "octopus": ((224, 104, 92), (250, 196, 170)),
    "coral": ((238, 128, 160), (255, 214, 226)),
    "anchor": ((96, 112, 130), (200, 170, 110)),
    "buoy": ((220, 64, 52), (250, 246, 236)),
    "lure": ((240, 180, 40), (220, 70, 60)),
    "shell": ((246, 206, 180), (214, 140, 120)),
}


#: Aspect (height / length) of each drawing, so it fits its rect without stretching.
ASPECT = {
    "mackerel": 0.42,
    "sardine": 0.36,
    "goby": 0.38,
    "pufferfish": 0.86,
    "flounder": 0.66,
    "angelfish": 1.22,
    "bannerfish": 1.22,
    "octopus": 1.0,
    "coral": 1.05,
    "anchor": 1.15,
    "buoy": 1.3,
    "lure": 0.55,
    "shell": 0.9,
}


class Pen:
    """Maps drawing space (x 0..1 tail → snout, y centred on 0) to canvas pixels."""

    def __init__(self, w: float, h: float, aspect: float, margin: float = 0.05, sy: float = 1.0):
        self.s = min(w, h / (aspect * sy)) * (1 - 2 * margin)
        self.sy = sy  # vertical stretch: a fat fish is the same fish, just rounder
        self.ox = (w - self.s) / 2
        self.oy = h / 2

    def __call__(self, x: float, y: float) -> tuple[float, float]:
        return (self.ox + x * self.s, self.oy + y * self.s * self.sy)

    def pts(self, points) -> list[tuple[float, float]]:
        return [self(x, y) for x, y in points]

    def d(self, v: float) -> float:
        return v * self.s


class Body:
    """A fish body as two profile curves between tail joint ``x0`` and snout ``x1``."""

    def __init__(self, x0, x1, top, bottom, peak=0.55, head_e=0.6, tail_e=1.0, ped=0.15, cy=0.0):
        self.x0, self.x1, self.top, self.bottom = x0, x1, top, bottom
        self.peak, self.head_e, self.tail_e, self.ped, self.cy = peak, head_e, tail_e, ped, cy

    def h(self, x: float) -> float:
        u = min(1.0, max(0.0, (x - self.x0) / (self.x1 - self.x0)))
        if u <= self.peak:
            v = 0.5 * u / self.peak
            return self.ped + (1 - self.ped) * math.sin(math.pi * v) ** self.tail_e
        v = 0.5 + 0.5 * (u - self.peak) / (1 - self.peak)
        return max(0.0, math.sin(math.pi * v)) ** self.head_e

    def upper(self, x: float) -> float:
        return self.cy - self.top * self.h(x)

    def lower(self, x: float) -> float:
        return self.cy + self.bottom * self.h(x)

    def outline(self, n: int = 64) -> list[tuple[float, float]]:
        xs = [self.x0 + (self.x1 - self.x0) * i / n for i in range(n + 1)]
        return [(x, self.upper(x)) for x in xs] + [(x, self.lower(x)) for x in reversed(xs)]


class Fish:
    """One drawing in progress: layers for fins (behind), body, and details (in front)."""

    def __init__(
        self, w: int, h: int, aspect: float, body: Colour, accent: Colour, variant: int = 0, fat: float = 1.0,
        back: bool = True,
    ):
        self.w, self.h = w * SS, h * SS
        self.pen = Pen(self.w, self.h, aspect, sy=fat)
        self.body, self.accent = body, accent
        self.edge = mix(darken(body, 0.62), theme.DEEP, 0.3)
        self.rng = random.Random(f"fish/{variant}")
        self.back = canvas(self.w, self.h) if back else None  # fins and tail (none: drawn elsewhere, ``art.tinted``)
        self.mid = canvas(self.w, self.h)  # body with its pattern
        self.front = canvas(self.w, self.h)  # pectoral fin, eye, gills
        self.lw = max(2.0, self.pen.s * 0.014)
        self.marking = DRAWN  # how :meth:`spots` marks the body
        self.painted: pygame.Surface | None = None  # the body painted (``BOTH``)

    # -- parts ------------------------------------------------------------------------------
    def fin(self, base_a, base_b, outer, colour, layer=None, rays: int = 7) -> None:
        """A fin from base points ``base_a``→``base_b`` with the outer edge ``outer`` (a→b order)."""
        layer = layer or self.back
        pen = self.pen
        poly = pen.pts([base_a, *outer, base_b])
        pygame.draw.polygon(layer, colour, poly)
        ray_colour = mix(colour, self.edge, 0.35)
        for i in range(1, rays):
            t = i / rays
            bx = base_a[0] + (base_b[0] - base_a[0]) * t
            by = base_a[1] + (base_b[1] - base_a[1]) * t
            ox, oy = outer[min(len(outer) - 1, int(round(t * (len(outer) - 1))))]
            end = (bx + (ox - bx) * 0.9, by + (oy - by) * 0.9)
            pygame.draw.line(layer, ray_colour, pen(bx, by), pen(*end), max(1, int(self.lw * 0.45)))
        if layer is self.front:
            pygame.draw.lines(layer, self.edge, True, poly, max(1, int(self.lw * 0.7)))

    def edge_fin(self, body: Body, side: str, x0, x1, bulge, rise, steps: int, colour, inset=0.02, rays: int = 7) -> None:
        """A fin on the body's back (``side="upper"``) or belly (``"lower"``) from ``x0`` to ``x1``: its base
        ``inset`` inside the outline, its outer edge one curve whose control point stands ``rise`` out from the
        outline, ``bulge`` = (that point's x, the x where the outline is read for it)."""
        edge = getattr(body, side)
        out = -1 if side == "upper" else 1  # (y grows downward: the back is outward upward)
        tip, at = bulge
        outer = quad((x0, edge(x0)), (tip, edge(at) + out * rise), (x1, edge(x1)), steps)
        self.fin((x0, edge(x0) - out * inset), (x1, edge(x1) - out * inset), outer, colour, rays=rays)

    def fork_tail(self, body: Body, length, spread, notch=0.45, colour=None) -> None:
        xj = body.x0 + 0.02
        hj = body.top * body.h(body.x0 + 0.02) * 0.9
        tip = body.x0 - length
        outer = (
            quad((xj, -hj), (xj - length * 0.45, -hj - spread * 0.15), (tip, -spread), 10)
            + quad((tip, -spread), (xj - length * 0.55, -spread * 0.3), (xj - length * (1 - notch), 0), 10)[
                1:
            ]
            + quad((xj - length * (1 - notch), 0), (xj - length * 0.55, spread * 0.3), (tip, spread), 10)[1:]
            + quad((tip, spread), (xj - length * 0.45, hj + spread * 0.15), (xj, hj), 10)[1:]
        )
        self.fin((xj + 0.03, -hj * 0.6), (xj + 0.03, hj * 0.6), outer, colour or self.fin_colour(), rays=11)

    def round_tail(self, body: Body, length, spread, colour=None, flat: float = 0.0) -> None:
        xj = body.x0 + 0.03
        hj = body.top * body.h(body.x0 + 0.03) * 0.85
        outer = []
        for i in range(25):
            a = -math.pi / 2 + math.pi * i / 24
            r = length * (1 - flat * (1 - abs(math.sin(a))))
            outer.append((xj - r * math.cos(a) - 0.01, spread * math.sin(a)))
        outer = [(xj, -hj)] + outer + [(xj, hj)]
        self.fin((xj + 0.03, -hj * 0.5), (xj + 0.03, hj * 0.5), outer, colour or self.fin_colour(), rays=12)

    def pectoral(self, x, y, length, colour, angle=0.45, spread=0.55, rays=5) -> None:
        """A paddle-shaped fin on the flank (in front of the body), pointing back and down.

        ``spread`` widens the paddle (as a fraction of its length).
        """
        dx, dy = -math.cos(angle), math.sin(angle)  # along the fin
        nx, ny = -dy, dx  # across it
        width = length * max(0.3, spread * 0.7)

        def half(u: float) -> float:
            return width * math.sqrt(max(0.0, 1 - u * u)) * (0.45 + 0.55 * math.sin(math.pi * u / 2))

        us = [i / 14 for i in range(1, 15)]
        side_a = [(x + dx * length * u + nx * half(u), y + dy * length * u + ny * half(u)) for u in us]
        side_b = [
            (x + dx * length * u - nx * half(u) * 0.6, y + dy * length * u - ny * half(u) * 0.6) for u in us
        ]
        a = (x + nx * half(0), y + ny * half(0))
        b = (x - nx * half(0) * 0.6, y - ny * half(0) * 0.6)
        self.fin(a, b, side_a + side_b[::-1], colour, layer=self.front, rays=rays)

    def fin_colour(self) -> Colour:
        return mix(self.body, self.accent, 0.25)

    def eye(self, x, y, r, iris=(236, 196, 90)) -> None:
        pen, layer = self.pen, self.front
        c = pen(x, y)
        rr = pen.d(r)
        pygame.draw.circle(layer, self.edge, c, rr * 1.12)
        pygame.draw.circle(layer, (250, 250, 244), c, rr)
        pygame.draw.circle(layer, iris, (c[0] + rr * 0.12, c[1]), rr * 0.72)
        pygame.draw.circle(layer, (16, 20, 28), (c[0] + rr * 0.16, c[1]), rr * 0.52)
        pygame.draw.circle(layer, (255, 255, 255), (c[0] - rr * 0.08, c[1] - rr * 0.3), rr * 0.24)
        pygame.draw.circle(layer, (255, 255, 255), (c[0] + rr * 0.38, c[1] + rr * 0.28), rr * 0.1)

    def gill(self, body: Body, x, reach=0.7) -> None:
        top, bottom = body.upper(x) * reach, body.lower(x) * reach
        pts = quad((x, top), (x + 0.05, (top + bottom) / 2), (x, bottom), 12)
        pygame.draw.lines(self.front, mix(self.body, self.edge, 0.55), False, self.pen.pts(pts), int(self.lw))

    def mouth(self, body: Body, size=0.03) -> None:
        x = body.x1 - 0.005
        y = body.cy + body.bottom * 0.12
        pts = quad((x, y), (x - size * 0.7, y + size * 0.2), (x - size, y + size * 0.55), 8)
        pygame.draw.lines(self.front, self.edge, False, self.pen.pts(pts), max(1, int(self.lw * 0.8)))

    def body_fill(self, body: Body, decorate) -> None:
        """Fill the body, let ``decorate(layer)`` paint patterns, clip them, add soft shading.  Drawn straight on
        :attr:`mid`, which every builder fills with its body first: a layer of its own blitted on the clear ``mid``
        set the very same pixels, and was a seventh canvas of the 3× pixels (issue 29).  With :attr:`marking`
        ``BOTH`` the body is drawn bare on ``mid`` and painted on :attr:`painted` (the spots' stream restarted)."""
        if self.marking != BOTH:
            self._body_on(self.mid, body, decorate)
            return
        stream = self.rng.getstate()
        self.marking = BARE
        self._body_on(self.mid, body, decorate)
        self.rng.setstate(stream)
        self.marking, self.painted = PAINTED, canvas(self.w, self.h)
        self._body_on(self.painted, body, decorate)
        self.marking = BOTH

    def _body_on(self, layer: pygame.Surface, body: Body, decorate) -> None:
        pts = self.pen.pts(body.outline())
        bounds = pygame.draw.polygon(layer, self.body, pts)
        decorate(layer)
        # shading: a darker back and a light glint along the top front, on a canvas only as large as the two (the
        # rest of a canvas of the layer's size was clear: blitted, it left the layer as it was)
        pen = self.pen
        span = body.x1 - body.x0
        cx = body.x0 + span * 0.5
        top = body.cy - body.top
        back = pygame.Rect(*pen(body.x0 - 0.1, top - body.top * 0.9), pen.d(span + 0.2), pen.d(body.top * 1.35))
        glint = pygame.Rect(*pen(cx, top + body.top * 0.28), pen.d(span * 0.34), pen.d(body.top * 0.22))
        room = back.union(glint).clip(layer.get_rect())
        shade = canvas(room.w, room.h)
        pygame.draw.ellipse(shade, (*darken(self.body, 0.5), 70), back.move(-room.x, -room.y))
        pygame.draw.ellipse(shade, (255, 255, 255, 70), glint.move(-room.x, -room.y))
        layer.blit(shade, room.topleft)
        clip_to_shape(layer, pts, bounds)

    def belly(self, layer, body: Body, colour, level=0.15, alpha=255) -> None:
        pen = self.pen
        span = body.x1 - body.x0
        rect = pygame.Rect(
            *pen(body.x0 - 0.05, body.cy + body.bottom * level), pen.d(span + 0.1), pen.d(body.bottom * 2)
        )
        pygame.draw.ellipse(layer, (*colour, alpha), rect)

    def spots(self, layer, body: Body, colour, count, r0, r1, y0=-0.9, y1=0.9, ring=None) -> None:
        """``count`` spots from the variant's random stream (:func:`spot_places`); drawn as :attr:`marking` says."""
        places = spot_places(self.rng, body, count, r0, r1, y0, y1)
        if self.marking == BARE:
            return
        if self.marking == PAINTED:  # (every pixel as a spot's: ``art.spotted``)
            layer.fill(colour)
            return
        for x, y, r in places:
            if ring:
                pygame.draw.circle(layer, ring, self.pen(x, y), self.pen.d(r * 1.45))
            pygame.draw.circle(layer, colour, self.pen(x, y), self.pen.d(r))

    def composed(self) -> pygame.Surface:
        """The layers outlined and put together, at the drawing's 3× pixels."""
        out = canvas(self.w, self.h)
        stroke_under(out, self.back, self.edge, self.lw)
        stroke_under(out, self.mid, self.edge, self.lw)
        out.blit(self.front, (0, 0))
        return out

    def composed_both(self, room: pygame.Rect) -> tuple[pygame.Surface, pygame.Surface]:
        """A ``BOTH`` drawing put together bare (:meth:`composed`) and, over ``room`` only, painted: its body painted
        in place of the bare one, under the bare body's outline (a spot never moves the body's outline)."""
        out = canvas(self.w, self.h)
        stroke_under(out, self.back, self.edge, self.lw)
        outline_under(out, self.mid, self.edge, self.lw)
        painted = out.subsurface(room).copy()
        out.blit(self.mid, (0, 0))
        out.blit(self.front, (0, 0))
        painted.blit(self.painted.subsurface(room), (0, 0))
        painted.blit(self.front.subsurface(room), (0, 0))
        return out, painted

    def finish(self, size, facing) -> pygame.Surface:
        small = downsample(self.composed(), size)
        if facing in ("left", -1):
            small = pygame.transform.flip(small, True, False)
        return small


def spot_places(rng: random.Random, body: Body, count, r0, r1, y0, y1) -> list[tuple[float, float, float]]:
    """Where :meth:`Fish.spots` puts its spots: (x, y, radius) in the drawing's space, from ``rng``."""
    places = []
    for _ in range(count):
        x = rng.uniform(body.x0 + 0.08, body.x1 - 0.08)
        f = rng.uniform(y0, y1)
        y = body.cy + (body.top if f < 0 else body.bottom) * body.h(x) * f
        r = rng.uniform(r0, r1)
        places.append((x, y, r))
    return places


def _mackerel(f: Fish, sardine: bool = False) -> None:
    if sardine:
        body = Body(0.18, 0.98, 0.125, 0.12, peak=0.5, head_e=0.72, tail_e=0.95, ped=0.14)
    else:
        body = Body(0.17, 0.98, 0.14, 0.13, peak=0.52, head_e=0.78, tail_e=0.9, ped=0.1)
    fin = mix(f.body, f.accent, 0.35)
    f.fork_tail(body, 0.18, 0.17 if not sardine else 0.15, colour=fin)
    # dorsal fin(s)
    if sardine:
        f.edge_fin(body, "upper", 0.5, 0.62, (0.52, 0.53), 0.1, 10, fin)
    else:
        f.edge_fin(body, "upper", 0.52, 0.68, (0.54, 0.55), 0.13, 10, fin)
        f.edge_fin(body, "upper", 0.36, 0.44, (0.38, 0.38), 0.07, 8, fin)
        f.edge_fin(body, "lower", 0.36, 0.44, (0.38, 0.38), 0.06, 8, fin)
        for x in (0.22, 0.26, 0.30):  # finlets
            for sign, edge in ((-1, body.upper), (1, body.lower)):
                y = edge(x)
                pts = [
                    f.pen(x - 0.012, y - sign * 0.01),
                    f.pen(x - 0.03, y + sign * 0.035),
                    f.pen(x + 0.012, y - sign * 0.01),
                ]
                pygame.draw.polygon(f.back, fin, pts)
    silver = (226, 234, 238)

    def decorate(layer):
        f.belly(layer, body, silver, level=0.0 if not sardine else -0.05)
        pen = f.pen
        if sardine:
            for i in range(5):  # a row of dark spots along the flank
                x = 0.74 - i * 0.075
                pygame.draw.circle(layer, f.accent, pen(x, body.upper(x) * 0.25), pen.d(0.017 - i * 0.0015))
            pygame.draw.line(
                layer, (*lighten(f.body, 0.55), 255), pen(0.25, -0.005), pen(0.84, -0.005), int(f.lw)
            )
        else:
            for i in range(11):  # wavy tiger stripes on the back
                x = 0.26 + i * 0.058
                top = body.upper(x) - 0.02
                pts = [(x + 0.012 * math.sin(k * 1.4 + i), top + k * 0.02) for k in range(7)]
                pygame.draw.lines(layer, f.accent, False, pen.pts(pts), int(f.lw * 1.6))

    f.body_fill(body, decorate)
    f.pectoral(0.74, 0.03, 0.1, lighten(fin, 0.2), angle=0.35, spread=0.5)
    f.gill(body, 0.78)
    f.eye(0.87, body.cy - body.top * 0.22, 0.038 if not sardine else 0.04)
    f.mouth(body)


def _goby_body(inflated: bool = False) -> Body:
    return Body(0.2, 0.98, 0.12, 0.11, peak=0.72, head_e=0.42, tail_e=0.6, ped=0.4, cy=0.01)


def _goby_spots(inflated: bool = False) -> tuple:
    """:meth:`Fish.spots`'s count, radii and heights for a goby."""
    return 22, 0.009, 0.016, -0.8, 0.5


def _goby(f: Fish) -> None:
    body = _goby_body()
    fin = mix(f.body, f.accent, 0.3)
    f.round_tail(body, 0.2, 0.1, colour=fin)
    f.edge_fin(body, "upper", 0.58, 0.7, (0.6, 0.6), 0.14, 10, fin)
    f.fin(
        (0.27, body.upper(0.27) + 0.02),
        (0.54, body.upper(0.54) + 0.02),
        cubic(
            (0.27, body.upper(0.27)),
            (0.3, body.upper(0.3) - 0.09),
            (0.48, body.upper(0.5) - 0.09),
            (0.54, body.upper(0.54)),
            14,
        ),
        fin,
        rays=9,
    )
    f.fin(
        (0.28, body.lower(0.28) - 0.02),
        (0.5, body.lower(0.5) - 0.02),
        cubic(
            (0.28, body.lower(0.28)),
            (0.3, body.lower(0.3) + 0.06),
            (0.46, body.lower(0.46) + 0.06),
            (0.5, body.lower(0.5)),
            12,
        ),
        fin,
        rays=7,
    )

    def decorate(layer):
        f.belly(layer, body, lighten(f.body, 0.55), level=0.3)
        for i in range(4):  # saddles
            x = 0.33 + i * 0.14
            pygame.draw.ellipse(
                layer,
                (*darken(f.body, 0.2), 255),
                pygame.Rect(*f.pen(x - 0.035, body.upper(x) - 0.02), f.pen.d(0.07), f.pen.d(0.09)),
            )
        f.spots(layer, body, f.accent, *_goby_spots())

    f.body_fill(body, decorate)
    f.pectoral(0.76, 0.05, 0.1, lighten(fin, 0.15), angle=0.5)
    f.gill(body, 0.8, 0.6)
    f.eye(0.88, body.upper(0.88) + 0.035, 0.042)
    f.mouth(body, 0.035)


def _puffer_body(inflated: bool) -> Body:
    top = 0.4 if inflated else 0.33
    return Body(0.17, 0.95, top, top * 0.98, peak=0.5, head_e=0.5, tail_e=0.55, ped=0.18, cy=0.0)


def _puffer_spots(inflated: bool) -> tuple:
    """:meth:`Fish.spots`'s count, radii and heights for a pufferfish."""
    return 26 if inflated else 18, 0.012, 0.022, -0.95, -0.05


def _pufferfish(f: Fish, inflated: bool) -> None:
    top = 0.4 if inflated else 0.33
    body = _puffer_body(inflated)
    fin = mix(f.body, f.accent, 0.3)
    f.round_tail(body, 0.15, 0.11, colour=fin)
    f.edge_fin(body, "upper", 0.34, 0.44, (0.33, 0.36), 0.09, 8, fin, inset=0.03, rays=5)
    f.edge_fin(body, "lower", 0.34, 0.44, (0.33, 0.36), 0.09, 8, fin, inset=0.03, rays=5)
    # spikes along the outline, pointing outwards
    spike = 0.06 if inflated else 0.035
    count = 30 if inflated else 22
    cx = (body.x0 + body.x1) / 2
    for i in range(count):
        a = 2 * math.pi * (i + 0.5) / count
        x = cx + (body.x1 - body.x0) / 2 * 0.96 * math.cos(a)
        if x < body.x0 + 0.1 or x > body.x1 - 0.05:
            continue
        y = body.upper(x) if math.sin(a) < 0 else body.lower(x)
        nx, ny = x - cx, y - body.cy
        n = math.hypot(nx, ny) or 1
        nx, ny = nx / n, ny / n
        tx, ty = -ny, nx
        base = 0.016
        pts = [
            (x - tx * base - nx * 0.01, y - ty * base - ny * 0.01),
            (x + nx * spike, y + ny * spike),
            (x + tx * base - nx * 0.01, y + ty * base - ny * 0.01),
        ]
        pygame.draw.polygon(f.back, lighten(f.body, 0.25), f.pen.pts(pts))

    def decorate(layer):
        f.belly(layer, body, (252, 246, 226), level=0.05)
        f.spots(layer, body, f.accent, *_puffer_spots(inflated))
        for i in range(10):  # belly prickles
            x = 0.35 + i * 0.05
            y = body.lower(x) - 0.06 - 0.02 * (i % 2)
            pygame.draw.circle(layer, mix((252, 246, 226), f.accent, 0.3), f.pen(x, y), f.pen.d(0.006))

    f.body_fill(body, decorate)
    f.pectoral(0.66, 0.04, 0.13, lighten(fin, 0.15), angle=0.35, spread=0.8)
    f.eye(0.8, -top * 0.3, 0.07 if inflated else 0.065)
    # pouty lips
    lips = f.pen(body.x1 - 0.01, 0.06)
    pygame.draw.ellipse(
        f.front,
        f.edge,
        pygame.Rect(lips[0] - f.pen.d(0.03), lips[1] - f.pen.d(0.035), f.pen.d(0.06), f.pen.d(0.07)),
    )
    pygame.draw.ellipse(
        f.front,
        (244, 140, 120),
        pygame.Rect(lips[0] - f.pen.d(0.022), lips[1] - f.pen.d(0.027), f.pen.d(0.044), f.pen.d(0.054)),
    )
    pygame.draw.circle(
        f.front, darken((244, 140, 120), 0.45), (lips[0] + f.pen.d(0.006), lips[1]), f.pen.d(0.012)
    )


def _flounder(f: Fish) -> None:
    body = Body(0.17, 0.94, 0.25, 0.24, peak=0.45, head_e=0.62, tail_e=0.8, ped=0.22, cy=0.0)
    fin = mix(f.body, (255, 240, 220), 0.25)
    f.round_tail(body, 0.15, 0.14, colour=fin, flat=0.2)
    # frilled fin all around the body (top and bottom)
    for sign in (-1, 1):
        edge = body.upper if sign < 0 else body.lower
        xs = [0.22 + i * (0.86 - 0.22) / 30 for i in range(31)]
        outer = [(x, edge(x) + sign * (0.055 + 0.012 * math.sin(i * 2.1))) for i, x in enumerate(xs)]
        base_a = (xs[0], edge(xs[0]) - sign * 0.03)
        base_b = (xs[-1], edge(xs[-1]) - sign * 0.03)
        f.fin(base_a, base_b, outer, fin, rays=24)

    def decorate(layer):
        rng = f.rng
        for _ in range(40):  # mottling
            x = rng.uniform(0.22, 0.9)
            y = rng.uniform(-1, 1) * body.top * body.h(x)
            pygame.draw.circle(
                layer, (*darken(f.body, 0.12), 255), f.pen(x, y), f.pen.d(rng.uniform(0.01, 0.03))
            )
        f.spots(layer, body, f.accent, 11, 0.016, 0.026, -0.8, 0.8, ring=lighten(f.body, 0.3))
        pygame.draw.line(layer, darken(f.body, 0.25), f.pen(0.22, 0.0), f.pen(0.8, 0.0), int(f.lw))

    f.body_fill(body, decorate)
    f.eye(0.84, -0.08, 0.036)
    f.eye(0.79, -0.15, 0.032)
    f.mouth(body, 0.035)


def _bannerfish(f: Fish, angel: bool) -> None:
    body = Body(0.28, 0.93, 0.3, 0.3, peak=0.42, head_e=1.1, tail_e=0.75, ped=0.14, cy=0.06)
    fin_col = (250, 214, 60) if not angel else lighten(f.body, 0.2)
    # the long banner: a dorsal fin rising from the back and trailing far behind
    if angel:
        outer = cubic((0.68, body.upper(0.68)), (0.6, -0.56), (0.36, -0.6), (0.2, -0.58), 18)
        outer += cubic((0.2, -0.58), (0.3, -0.42), (0.36, -0.3), (0.36, body.upper(0.36)), 14)[1:]
        f.fin((0.68, body.upper(0.68) + 0.04), (0.37, body.upper(0.37) + 0.04), outer, fin_col, rays=10)
        outer = cubic((0.62, body.lower(0.62)), (0.56, 0.62), (0.34, 0.66), (0.2, 0.64), 18)
        outer += cubic((0.2, 0.64), (0.3, 0.5), (0.36, 0.4), (0.36, body.lower(0.36)), 14)[1:]
        f.fin((0.62, body.lower(0.62) - 0.04), (0.37, body.lower(0.37) - 0.04), outer, fin_col, rays=10)
    else:
        outer = cubic((0.66, body.upper(0.66)), (0.56, -0.5), (0.3, -0.6), (0.1, -0.56), 18)
        outer += cubic((0.1, -0.56), (0.3, -0.5), (0.38, -0.32), (0.36, body.upper(0.36)), 14)[1:]
        f.fin(
            (0.66, body.upper(0.66) + 0.04), (0.37, body.upper(0.37) + 0.04), outer, (248, 248, 240), rays=4
        )
        f.edge_fin(body, "upper", 0.45, 0.32, (0.32, 0.4), 0.04, 10, fin_col, inset=0.04, rays=5)
        outer = cubic((0.56, body.lower(0.56)), (0.5, 0.5), (0.38, 0.5), (0.32, body.lower(0.33)), 16)
        f.fin((0.56, body.lower(0.56) - 0.04), (0.33, body.lower(0.33) - 0.04), outer, fin_col, rays=7)
    # tail: a short fan
    xj = body.x0 + 0.02
    outer = (
        [(xj, -0.07)]
        + [(xj - 0.13 - 0.01 * math.cos(math.pi * i / 10), -0.11 + 0.022 * i + 0.06) for i in range(11)]
        + [(xj, 0.19)]
    )
    f.fin((xj + 0.03, -0.03), (xj + 0.03, 0.15), outer, fin_col, rays=8)

    def decorate(layer):
        pen = f.pen
        bands = (
            ((0.54, 0.68, 0.1), (0.36, 0.46, -0.04))
            if not angel
            else ((0.72, 0.78, 0.0), (0.52, 0.6, 0.0), (0.34, 0.4, 0.0))
        )
        for x0, x1, slant in bands:
            pts = [pen(x0 + slant, -0.6), pen(x1 + slant, -0.6), pen(x1 - slant, 0.7), pen(x0 - slant, 0.7)]
            pygame.draw.polygon(layer, f.accent, pts)
        pygame.draw.ellipse(
            layer,
            (255, 255, 255, 255) if not angel else lighten(f.body, 0.4),
            pygame.Rect(*pen(0.8, body.upper(0.82) + 0.04), pen.d(0.08), pen.d(0.05)),
        )

    f.body_fill(body, decorate)
    f.pectoral(0.72, 0.14, 0.11, lighten(fin_col, 0.2), angle=0.5)
    f.eye(0.83, body.cy - 0.06, 0.045)
    f.mouth(body, 0.03)


def _octopus(f: Fish) -> None:
    _octopus_arms(f)
    _octopus_head(f)


def _octopus_arms(f: Fish) -> None:
    """The arms and their suckers, on the back layer: the same shapes in every colour (``art.tinted``)."""
    pen, rng = f.pen, f.rng
    # the arms straight on the clear back layer, then their suckers over all of them (each on a canvas of its own,
    # the suckers' blitted on the arms' and that on the clear back: the same pixels, two canvases fewer)
    arms = f.back
    suckers = []
    pale = f.accent
    for i in range(8):
        side = -1 if i < 4 else 1
        k = i if i < 4 else 7 - i
        sx = 0.5 + side * (0.03 + 0.045 * k)
        sy = 0.0
        ex = 0.5 + side * (0.08 + 0.12 * k + rng.uniform(0, 0.02))
        ey = 0.42 - 0.07 * k + rng.uniform(-0.02, 0.02)
        curl = side * (0.06 + 0.05 * k)
        pts = cubic((sx, sy), (sx + side * 0.03, sy + 0.2), (ex - curl, ey + 0.1), (ex, ey), 40)
        # a curl at the tip
        cx, cy = ex + side * 0.035, ey - 0.01
        pts += [
            (cx + 0.035 * math.cos(a), cy + 0.035 * math.sin(a))
            for a in [math.pi + side * (-0.0 + j * 0.35) for j in range(1, 9)]
        ][:: 1 if side < 0 else 1]
        n = len(pts)
        for j, (x, y) in enumerate(pts):
            r = 0.05 * (1 - j / n) + 0.008
            pygame.draw.circle(arms, f.body, pen(x, y), pen.d(r))
            if j % 4 == 2 and j < n - 6:
                suckers.append((pen(x + side * 0.012, y + 0.012), pen.d(r * 0.35)))
    for centre, r in suckers:
        pygame.draw.circle(arms, pale, centre, r)


def _octopus_head(f: Fish) -> None:
    """The head (mantle) with its spots from the variant's stream after the arms', on mid; the eyes in front."""
    pen, rng = f.pen, f.rng
    head_c = (0.5, -0.2)
    head = [
        (
            head_c[0] + 0.25 * math.sin(a) * (1 - 0.12 * math.cos(a)),
            head_c[1] - 0.3 * math.cos(a) * (0.9 if math.cos(a) > 0 else 0.75),
        )
        for a in [2 * math.pi * i / 60 for i in range(60)]
    ]
    pts = pen.pts(head)
    layer = f.mid  # (clear: as a layer blitted on it; clipped over the head's bounds, as by a whole silhouette)
    bounds = pygame.draw.polygon(layer, f.body, pts)
    for _ in range(14):
        x, y = rng.uniform(0.3, 0.7), rng.uniform(-0.45, -0.05)
        pygame.draw.circle(layer, darken(f.body, 0.15), pen(x, y), pen.d(rng.uniform(0.015, 0.03)))
    blend_ellipse(layer, (255, 255, 255, 90), pygame.Rect(*pen(0.36, -0.44), pen.d(0.12), pen.d(0.07)))
    clip_to_shape(layer, pts, bounds)
    f.eye(0.41, -0.06, 0.055, iris=(250, 220, 120))
    f.eye(0.59, -0.06, 0.055, iris=(250, 220, 120))
    pygame.draw.arc(
        f.front,
        f.edge,
        pygame.Rect(*pen(0.46, -0.02), pen.d(0.08), pen.d(0.06)),
        math.pi * 1.1,
        math.pi * 1.9,
        max(1, int(f.lw)),
    )


def _coral(f: Fish) -> None:
    pen, rng = f.pen, f.rng
    tips: list[tuple[float, float, float]] = []

    def branch(x, y, angle, length, width, depth):
        steps = 14
        bend = rng.uniform(-0.25, 0.25)
        for i in range(steps + 1):
            t = i / steps
            a = angle + bend * t
            px = x + math.cos(a) * length * t
            py = y - math.sin(a) * length * t
            pygame.draw.circle(f.mid, f.body, pen(px, py), pen.d(width * (1 - 0.35 * t)))
        ex = x + math.cos(angle + bend) * length
        ey = y - math.sin(angle + bend) * length
        if depth == 0:
            tips.append((ex, ey, width * 0.65))
            return
        spread = 0.42 + rng.uniform(0, 0.16)
        # lean branches back towards the vertical so the bush stays upright and round
        pull = (math.pi / 2 - (angle + bend)) * 0.35
        branch(ex, ey, angle + bend + spread + pull, length * 0.74, width * 0.76, depth - 1)
        branch(ex, ey, angle + bend - spread + pull, length * 0.74, width * 0.76, depth - 1)

    branch(0.5, 0.44, math.pi / 2, 0.2, 0.05, 3)
    branch(0.47, 0.44, math.pi / 2 + 0.7, 0.2, 0.04, 2)
    branch(0.53, 0.44, math.pi / 2 - 0.7, 0.2, 0.04, 2)
    for x, y, r in tips:
        pygame.draw.circle(f.mid, lighten(f.body, 0.2), pen(x, y), pen.d(r * 1.1))
        pygame.draw.circle(f.front, f.accent, pen(x, y), pen.d(r * 0.45))
    # base rock
    pygame.draw.ellipse(f.back, (150, 130, 110), pygame.Rect(*pen(0.36, 0.4), pen.d(0.28), pen.d(0.1)))


def _anchor(f: Fish) -> None:
    pen = f.pen
    metal = f.body
    w = 0.05
    layer = f.mid
    pygame.draw.circle(layer, metal, pen(0.5, -0.46), pen.d(0.075))
    pygame.draw.circle(layer, (0, 0, 0, 0), pen(0.5, -0.46), pen.d(0.04))
    pygame.draw.rect(
        layer, metal, pygame.Rect(*pen(0.5 - w / 2, -0.4), pen.d(w), pen.d(0.86)), border_radius=4
    )
    pygame.draw.rect(
        layer, metal, pygame.Rect(*pen(0.3, -0.3), pen.d(0.4), pen.d(0.055)), border_radius=int(pen.d(0.027))
    )
    for x in (0.3, 0.7):
        pygame.draw.circle(layer, metal, pen(x, -0.2725), pen.d(0.04))
    arc = [
        (0.5 + 0.3 * math.cos(a), 0.2 + 0.26 * math.sin(a))
        for a in [math.pi * (0.08 + 0.84 * i / 40) for i in range(41)]
    ]
    pygame.draw.lines(layer, metal, False, pen.pts(arc), int(pen.d(w)))
    for sign in (-1, 1):
        x, y = 0.5 + sign * 0.3 * math.cos(math.pi * 0.08), 0.2 + 0.26 * math.sin(math.pi * 0.08)
        pts = [
            (x - sign * 0.02, y + 0.06),
            (x + sign * 0.09, y - 0.1),
            (x + sign * 0.06, y + 0.05),
            (x - sign * 0.03, y + 0.09),
        ]
        pygame.draw.polygon(layer, metal, pen.pts(pts))
    pygame.draw.polygon(layer, metal, pen.pts([(0.46, 0.44), (0.5, 0.52), (0.54, 0.44)]))
    # highlight on the shank
    pygame.draw.line(
        f.front, lighten(metal, 0.45), pen(0.49, -0.36), pen(0.49, 0.3), max(1, int(pen.d(0.012)))
    )
    # a rope around the ring
    rope = cubic((0.5, -0.52), (0.7, -0.66), (0.85, -0.3), (0.72, -0.1), 30)
    for i, p in enumerate(rope):
        pygame.draw.circle(f.front, f.accent if i % 4 < 2 else darken(f.accent, 0.2), pen(*p), pen.d(0.017))


def _buoy(f: Fish) -> None:
    pen = f.pen
    red, white = f.body, f.accent
    pygame.draw.rect(f.back, (120, 124, 130), pygame.Rect(*pen(0.485, -0.6), pen.d(0.03), pen.d(0.3)))
    pygame.draw.circle(f.back, (255, 220, 110), pen(0.5, -0.6), pen.d(0.04))
    body = [
        (0.5 + 0.24 * math.sin(a), 0.05 - 0.34 * math.cos(a) * (1.0 if math.cos(a) > 0 else 0.9))
        for a in [2 * math.pi * i / 60 for i in range(60)]
    ]
    pts = pen.pts(body)
    layer = f.mid  # (clear: as a layer blitted on it; clipped over the float's bounds, as by a whole silhouette)
    bounds = pygame.draw.polygon(layer, red, pts)
    for y in (-0.13, 0.13):
        pygame.draw.rect(layer, white, pygame.Rect(*pen(0.2, y), pen.d(0.6), pen.d(0.1)))
    blend_ellipse(layer, (255, 255, 255, 110), pygame.Rect(*pen(0.35, -0.24), pen.d(0.07), pen.d(0.3)))
    clip_to_shape(layer, pts, bounds)
    # water line
    for i in range(3):
        y = 0.36 + i * 0.05
        wave = [(0.16 + k * 0.03, y + 0.012 * math.sin(k * 1.3 + i)) for k in range(23)]
        pygame.draw.lines(f.front, (120, 200, 230), False, pen.pts(wave), max(1, int(f.lw * (1.2 - 0.3 * i))))


def _lure(f: Fish) -> None:
    pen = f.pen
    body = Body(0.2, 0.86, 0.16, 0.15, peak=0.55, head_e=0.7, tail_e=0.8, ped=0.3)
    pts = pen.pts(body.outline())
    layer = f.mid  # (clear: as a layer blitted on it; clipped over the body's bounds, as by a whole silhouette)
    bounds = pygame.draw.polygon(layer, f.body, pts)
    pygame.draw.polygon(layer, f.accent, pen.pts([(0.2, -0.3), (0.38, -0.3), (0.3, 0.3), (0.2, 0.3)]))
    for i in range(6):
        x = 0.44 + i * 0.06
        pygame.draw.circle(layer, lighten(f.body, 0.4), pen(x, -0.05), pen.d(0.018))
    blend_ellipse(layer, (255, 255, 255, 120), pygame.Rect(*pen(0.45, -0.12), pen.d(0.3), pen.d(0.05)))
    clip_to_shape(layer, pts, bounds)
    # diving lip, tow eye and hooks
    pygame.draw.polygon(
        f.back, (200, 226, 240), pen.pts([(0.84, 0.04), (0.99, 0.16), (0.95, 0.22), (0.82, 0.1)])
    )
    steel = (110, 118, 130)
    pygame.draw.circle(f.front, steel, pen(0.93, -0.02), pen.d(0.025), max(1, int(f.lw)))
    for x in (0.34, 0.64):
        pygame.draw.line(f.front, steel, pen(x, 0.13), pen(x, 0.2), max(1, int(f.lw)))
        pygame.draw.circle(f.front, steel, pen(x, 0.22), pen.d(0.02), max(1, int(f.lw)))
        for dx in (-1, 1):
            hook = quad((x, 0.24), (x + dx * 0.07, 0.3), (x + dx * 0.03, 0.38), 10)
            pygame.draw.lines(f.front, steel, False, pen.pts(hook), max(1, int(f.lw * 1.2)))
    f.eye(0.76, -0.03, 0.04, iris=(240, 60, 50))


def _shell(f: Fish) -> None:
    pen = f.pen
    fan = [(0.5, 0.34)] + [
        (0.5 + 0.42 * math.cos(a), 0.3 - 0.56 * math.sin(a) * 0.95)
        for a in [math.pi * (0.02 + 0.96 * i / 40) for i in range(41)]
    ]
    pygame.draw.polygon(f.mid, f.body, pen.pts(fan))
    for i in range(9):
        a = math.pi * (0.1 + 0.8 * i / 8)
        pygame.draw.line(
            f.mid,
            f.accent,
            pen(0.5, 0.32),
            pen(0.5 + 0.38 * math.cos(a), 0.3 - 0.5 * math.sin(a)),
            max(1, int(f.lw * 1.3)),
        )
    pygame.draw.polygon(
        f.mid, darken(f.body, 0.1), pen.pts([(0.4, 0.28), (0.6, 0.28), (0.56, 0.4), (0.44, 0.4)])
    )


def draw_fish(surface: pygame.Surface, rect, species: str, *args, **kwargs) -> None:
    """Draw a fish (or creature/prop from :data:`SPECIES`) fitted into ``rect``, keeping its proportions: the
    picture :func:`fish_surface` makes of ``rect``'s size with the same further arguments."""
    rect = pygame.Rect(rect)
    surface.blit(fish_surface((rect.w, rect.h), species, *args, **kwargs), rect.topleft)


def fish_surface(
    size,
    species: str,
    body_colour=None,
    accent=None,
    facing: str = "right",
    *,
    variant: int = 0,
    inflated: bool = False,
    fat: float = 1.0,
) -> pygame.Surface:
    """The drawing of :func:`draw_fish` as its own transparent surface of exactly ``size``."""
    f = drawing(size, species, body_colour, accent, variant=variant, inflated=inflated, fat=fat)
    return f.finish((f.w // SS, f.h // SS), facing)


def drawing(size, species: str, body_colour=None, accent=None, *, variant: int = 0, inflated: bool = False,
            fat: float = 1.0, marking: str = DRAWN) -> Fish:
    """:func:`fish_surface`'s drawing, its layers drawn and not yet put together (``marking``: :attr:`Fish.marking`)."""
    if species not in SPECIES:
        raise ValueError(f"unknown species {species!r}")
    default_body, default_accent = SPECIES_COLOURS[species]
    body = tuple(body_colour or default_body)[:3]
    accent = tuple(accent or default_accent)[:3]
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    f = Fish(w, h, _aspect(species, inflated), body, accent, variant, fat if species in FISH else 1.0)
    f.marking = marking
    builders = {
        "mackerel": lambda: _mackerel(f),
        "sardine": lambda: _mackerel(f, sardine=True),
        "goby": lambda: _goby(f),
        "pufferfish": lambda: _pufferfish(f, inflated),
        "flounder": lambda: _flounder(f),
        "angelfish": lambda: _bannerfish(f, angel=True),
        "bannerfish": lambda: _bannerfish(f, angel=False),
        "octopus": lambda: _octopus(f),
        "coral": lambda: _coral(f),
        "anchor": lambda: _anchor(f),
        "buoy": lambda: _buoy(f),
        "lure": lambda: _lure(f),
        "shell": lambda: _shell(f),
    }
    builders[species]()
    return f


def _aspect(species: str, inflated: bool) -> float:
    return ASPECT[species] * (1.12 if inflated and species == "pufferfish" else 1.0)


#: The drawings whose variant moves only their spots (:meth:`Fish.spots`, the last marks on the body but for what
#: covers them): their body, spot plan (count, radii, heights) and colour (the accent).  ``art.spotted`` draws the
#: rest once for every variant and only the spots for each.
SPOTTED = {"goby": (_goby_body, _goby_spots), "pufferfish": (_puffer_body, _puffer_spots)}

#: The drawings whose colours move no shape: drawn once in key colours (the shapes in flat colours kept as a
#: palette picture) and, per colour, only what blends (``art.tinted``): the shapes' builder, what blends' builder.
TINTED = {"octopus": (_octopus_arms, _octopus_head)}


def pen_of(size, species: str, *, inflated: bool = False, fat: float = 1.0) -> Pen:
    """The :class:`Pen` :func:`drawing` draws ``species`` at ``size`` with (its canvas is ``size`` × ``SS``)."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    return Pen(w * SS, h * SS, _aspect(species, inflated), sy=fat if species in FISH else 1.0)


def spots_of(size, species: str, *, variant: int = 0, inflated: bool = False, fat: float = 1.0) -> list:
    """The spots of a :data:`SPOTTED` drawing: (centre, radius) in its canvas's pixels, as :meth:`Fish.spots` draws
    them."""
    body, plan = SPOTTED[species]
    pen = pen_of(size, species, inflated=inflated, fat=fat)
    places = spot_places(random.Random(f"fish/{variant}"), body(inflated), *plan(inflated))
    return [(pen(x, y), pen.d(r)) for x, y, r in places]
