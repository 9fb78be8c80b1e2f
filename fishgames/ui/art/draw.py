"""Drawing primitives shared by all art: colours, tints + symbols, supersampling, text, clipping."""

from __future__ import annotations

import math
from collections.abc import Generator
from dataclasses import dataclass
from functools import lru_cache

import pygame

from fishgames.ui import fine, pen, theme

SS = 3  # supersampling factor for shapes


Colour = tuple[int, int, int]


def mix(a, b, t: float) -> Colour:
    return tuple(int(round(x + (y - x) * t)) for x, y in zip(a[:3], b[:3], strict=True))


def lighten(c, t: float = 0.4) -> Colour:
    return mix(c, (255, 255, 255), t)


def darken(c, t: float = 0.4) -> Colour:
    return mix(c, (0, 0, 0), t)


def luminance(c) -> float:
    def channel(v: int) -> float:
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in c[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def ink_on(background) -> Colour:
    """Dark ink or white, whichever reads better on ``background``."""
    return theme.INK if contrast(theme.INK, background) >= contrast(theme.WHITE, background) else theme.WHITE


@dataclass(frozen=True)
class Tint:
    main: Colour
    dark: Colour  # values on cream
    light: Colour  # pale wash behind the picture
    symbol: str | None  # a theme.draw_symbol shape


TINTS: dict[str, Tint] = {
    "blue": Tint((0, 114, 178), (0, 78, 128), (214, 232, 244), "circle"),
    "red": Tint((213, 94, 0), (168, 62, 0), (250, 224, 204), "triangle"),
    "green": Tint((0, 158, 115), (0, 108, 78), (206, 238, 226), "square"),
    "purple": Tint((204, 121, 167), (150, 66, 118), (244, 224, 236), "diamond"),
    "yellow": Tint((238, 200, 36), (150, 112, 0), (252, 242, 196), "star"),
    "sky": Tint((86, 180, 233), (24, 110, 160), (220, 240, 252), "cross"),
    "orange": Tint((230, 159, 0), (160, 100, 0), (252, 234, 196), "star"),
    "pink": Tint((238, 128, 160), (176, 60, 100), (252, 226, 234), "diamond"),
    "grey": Tint((120, 140, 160), (70, 84, 100), (228, 234, 240), None),
}


def tint(name: str) -> Tint:
    return TINTS[name]


def canvas(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((max(1, int(w)), max(1, int(h))), pygame.SRCALPHA)


def downsample(surface: pygame.Surface, size) -> pygame.Surface:
    return pygame.transform.smoothscale(surface, (max(1, int(size[0])), max(1, int(size[1]))))


def quad(p0, p1, p2, n: int = 16) -> list[tuple[float, float]]:
    """Points of a quadratic Bézier curve (both ends included)."""
    out = []
    for i in range(n + 1):
        t = i / n
        a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        out.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return out


def cubic(p0, p1, p2, p3, n: int = 20) -> list[tuple[float, float]]:
    out = []
    for i in range(n + 1):
        t = i / n
        a, b, c, d = (1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t * t, t**3
        out.append(
            (
                a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
                a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1],
            )
        )
    return out


def clip_to(layer: pygame.Surface, silhouette: pygame.Surface) -> None:
    """Keep ``layer`` only where ``silhouette`` is opaque (alpha = min of both)."""
    layer.blit(silhouette, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)


def clip_to_shape(layer: pygame.Surface, points, bounds: pygame.Rect) -> None:
    """:func:`clip_to` the :func:`silhouette` of ``points`` at the layer's size, that silhouette drawn only over
    ``bounds`` (the rect ``pygame.draw.polygon`` gave for those points on the layer): around it the silhouette is
    clear, so there the layer's alpha goes to 0 by the same blend, a fill.  The same pixels without a whole
    canvas made, filled and blitted for it (1.6 ms of a fish on a 342 × 480 Fischen face, issue 29)."""
    clip_to(layer.subsurface(bounds), silhouette([(x - bounds.x, y - bounds.y) for x, y in points], bounds.size))
    w, h = layer.get_size()
    for rect in ((0, 0, w, bounds.top), (0, bounds.bottom, w, h - bounds.bottom),
                 (0, bounds.top, bounds.left, bounds.h), (bounds.right, bounds.top, w - bounds.right, bounds.h)):
        layer.fill((255, 255, 255, 0), rect, special_flags=pygame.BLEND_RGBA_MIN)


def silhouette(points, size) -> pygame.Surface:
    """A white mask of a polygon (transparent white elsewhere) for :func:`clip_to`."""
    mask = canvas(*size)
    mask.fill((255, 255, 255, 0))
    pen.polygon(mask, (255, 255, 255, 255), points)
    return mask


#: The outline of :func:`stroke_under`: the layer's shape pushed out this many ways, evenly round the circle.
STROKE_STEPS = 12


def stroke_offsets(width: float) -> list[tuple[int, int]]:
    """Where :func:`stroke_under` pushes the layer's shape to make an outline of ``width``."""
    return [(round(width * math.cos(2 * math.pi * i / STROKE_STEPS)),
             round(width * math.sin(2 * math.pi * i / STROKE_STEPS))) for i in range(STROKE_STEPS)]


def stroke_under(target: pygame.Surface, layer: pygame.Surface, colour, width: float) -> None:
    """Blit ``layer`` onto ``target`` with an outline of ``width`` around its opaque parts.

    The outline is the layer's shape (alpha over 100) pushed out to each of :func:`stroke_offsets`, in
    ``colour``.  The pushed shapes are joined as bits (``Mask.draw``) and blitted once: the same pixels as
    blitting the solid shape at each offset, at a fraction of the cost (twelve blits of a fish's 3x canvas
    were most of drawing a fish: ``tests/ui/test_art.py`` holds the two to the same pixels).  The bits are set
    straight into ``target``: the outline is opaque, so a blit of them set the very same pixels, and made and
    blitted a surface of the whole canvas for it (1.6 ms of a Fischen face's 13 at k = 1.5, issue 29)."""
    outline_under(target, layer, colour, width)
    target.blit(layer, (0, 0))


def outline_under(target: pygame.Surface, layer: pygame.Surface, colour, width: float) -> None:
    """:func:`stroke_under`'s outline alone, the layer not blitted (a spotted fish's parts: ``art.spotted``)."""
    if width >= 1:
        shape = pygame.mask.from_surface(layer, 100)
        pushed = pygame.mask.Mask(target.get_size())
        for offset in stroke_offsets(width):
            pushed.draw(shape, offset)
        pushed.to_surface(target, setcolor=(*colour[:3], 255), unsetcolor=None)  # (as blitting it: opaque over)


#: Over this drawing scale (3840 × 2160: k = 3) a blur of at least :data:`HALF_BLUR_RADIUS` px is made on half the
#: pixels and scaled back (:func:`blurred`): a 4K card's shadow was 60-90 ms of CPU, a plate's glow up to 200 (one
#: picture alone over a frame's 50 ms while a table's art is drawn ahead); on half the pixels 8-12 ms, as soft.
HALF_BLUR_FROM_SCALE = 2.0
HALF_BLUR_RADIUS = 8


def blurred(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """``pygame.transform.gaussian_blur``; a wide one at a drawing scale over :data:`HALF_BLUR_FROM_SCALE` on half
    the pixels (its detail is gone in the blur anyway).  At 2 and under the very same pixels as before."""
    if radius < HALF_BLUR_RADIUS or fine.k <= HALF_BLUR_FROM_SCALE:
        return pygame.transform.gaussian_blur(surface, radius)
    w, h = surface.get_size()
    small = pygame.transform.smoothscale(surface, (max(1, w // 2), max(1, h // 2)))
    return pygame.transform.smoothscale(pygame.transform.gaussian_blur(small, radius // 2), (w, h))


def soft_shadow(size, radius: int, blur: int = 6, alpha: int = 90) -> pygame.Surface:
    """A blurred dark rounded rectangle, ``blur`` px bigger on every side than ``size``."""
    w, h = int(size[0]), int(size[1])
    surf = pygame.Surface((w + 4 * blur, h + 4 * blur), pygame.SRCALPHA)
    pen.rect(surf, (0, 0, 0, alpha), pygame.Rect(2 * blur, 2 * blur, w, h), border_radius=radius)
    if blur > 0:
        surf = blurred(surf, blur)
    return surf


def blend_ellipse(surface: pygame.Surface, rgba, rect) -> None:
    """A translucent ellipse blended onto ``surface`` (drawing with alpha would replace pixels)."""
    rect = pygame.Rect(rect)
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pen.ellipse(layer, rgba, layer.get_rect())
    surface.blit(layer, rect.topleft)


def glyph(text: str, size: int, colour, bold: bool = True) -> pygame.Surface:
    return theme.font(size, bold).render(text, True, colour)


def outlined_text(text: str, size: int, colour, outline, bold: bool = True, width: int = 2,
                  twin: bool = True) -> pygame.Surface:
    """Text with a solid outline: readable on any background (banners, tiles, dice); with its twin at the
    drawing scale (``fine.drawn``) where a scene blits it to the screen (``twin``: False for a label drawn into a
    picture already at the screen's pixels, a die's numeral: its twin was never shown, and at 4K made a d12's face
    80 ms instead of 5).  The legible floor (``theme.text_floor``)
    is a logical size: the twin is the floored size × the scale (floored after scaling, the twin of an 18-px label
    on a 800 × 480 panel was 20 physical px, its 20 logical px × 1.6, and ran into the cards beside it)."""
    floored = max(size, theme.text_floor)

    def make(scale: float) -> pygame.Surface:
        line = round(width * scale)
        inner = theme.font_at(round(floored * scale), bold).render(text, True, colour)
        edge = theme.font_at(round(floored * scale), bold).render(text, True, outline)
        surf = pygame.Surface((inner.get_width() + 2 * line, inner.get_height() + 2 * line), pygame.SRCALPHA)
        for dx in range(-line, line + 1):
            for dy in range(-line, line + 1):
                if dx * dx + dy * dy <= line * line + 1:
                    surf.blit(edge, (line + dx, line + dy))
        surf.blit(inner, (line, line))
        return surf
    return fine.drawn(make) if twin else make(1)


def cue(shape: str | None) -> str | None:
    """A colour's symbol as it is drawn now: None while the colour-blind symbols are off (``theme.symbols``)."""
    return shape if theme.symbols else None


def symbol_badge(surface, shape: str | None, centre, radius: float, colour, edge=theme.CREAM,
                 colour_cue: bool = True) -> None:
    """A theme symbol with a contrasting rim, drawn supersampled so it is smooth when small.  A symbol that
    pairs with a colour (``colour_cue``, the usual case) is left out while the colour-blind symbols are off;
    a star rating is no such cue."""
    if shape is None or colour_cue and not theme.symbols:
        return
    k = getattr(surface, "k", 1)  # a Canvas of the screen's pixels: the badge drawn for them
    small = _badge(shape, radius * k, tuple(colour), tuple(edge))
    target = surface.pixels if k != 1 else surface
    place = small.get_rect(center=(round(centre[0] * k), round(centre[1] * k)))
    if k != 1 and surface.damage is not None:  # the screen's damage is told first (fishgames.ui.damage)
        surface.damage.writing(place.move(target.get_abs_offset()))
    drawn = target.blit(small, place)
    if k != 1:
        surface.covered(drawn)


@lru_cache(maxsize=256)
def _badge(shape: str, radius: float, colour: tuple, edge: tuple) -> pygame.Surface:
    """A badge drawn once per look (seat plates show theirs every frame)."""
    r = radius * SS
    size = int(2 * r + 6 * SS)
    layer = canvas(size, size)
    c = (size / 2, size / 2)
    theme.draw_symbol(layer, shape, c, r, edge)
    theme.draw_symbol(layer, shape, c, r * 0.72, colour)
    return downsample(layer, (size / SS, size / SS))


def star_strip(
    surface,
    count: int,
    pos,
    radius: float,
    total: int = 0,
    align: str = "left",
    colour=(240, 190, 40),
    empty=None,
) -> pygame.Rect:
    """``count`` filled stars (then ``total - count`` hollow ones) in a row; returns their bounds."""
    n = max(count, total)
    step = radius * 2.2
    width = step * n
    x0 = pos[0] - width if align == "right" else pos[0] - width / 2 if align == "center" else pos[0]
    for i in range(n):
        c = (x0 + step * i + step / 2, pos[1])
        if i < count:
            symbol_badge(surface, "star", c, radius, colour, edge=darken(colour, 0.5), colour_cue=False)
        else:
            theme.draw_symbol(surface, "star", c, radius, empty or darken(colour, 0.3), 2)
    return pygame.Rect(x0, pos[1] - radius, width, 2 * radius)


def vertical_gradient(size, stops) -> pygame.Surface:
    """A gradient through several ``(t, colour)`` stops (one column drawn, then stretched)."""
    return finish(vertical_gradient_steps(size, stops))


def vertical_gradient_steps(size, stops) -> Steps:
    """:func:`vertical_gradient` in steps (:data:`Steps`): the column, then the stretch, a band of rows a step."""
    w, h = int(size[0]), int(size[1])
    column = pygame.Surface((1, max(1, h)))
    for y in range(h):
        if y and y % GRADIENT_ROWS == 0:
            yield
        t = y / max(1, h - 1)
        for (t0, c0), (t1, c1) in zip(stops, stops[1:], strict=False):
            if t0 <= t <= t1:
                column.set_at((0, y), mix(c0, c1, (t - t0) / max(1e-6, t1 - t0)))
                break
    if h * w <= GRADIENT_BAND:
        return pygame.transform.scale(column, (w, h))
    surface = pygame.Surface((w, h), 0, column)  # stretched a band of rows a step (each row is its pixel's)
    rows = max(1, GRADIENT_BAND // w)
    for top in range(0, h, rows):
        yield
        band = column.subsurface((0, top, 1, min(rows, h - top)))
        surface.blit(pygame.transform.scale(band, (w, band.get_height())), (0, top))
    return surface


#: Pixels of a gradient stretched in one step (a quarter of a 3840 × 2160 screen), and rows of its column worked
#: out in one (each a colour mixed in Python: 2,160 of them were 6-13 ms).
GRADIENT_BAND = 3840 * 540
GRADIENT_ROWS = 720


#: A picture drawn in steps: a generator that yields after each part (a part of a 4K backdrop, one die of a tumble)
#: and returns the picture.  Drawing it ahead (``sprites.prepare``) takes a step or a few a frame, so no frame draws
#: a whole 4K backdrop (60-160 ms of CPU); :func:`finish` draws it at once.  The same calls in the same order either
#: way: the same pixels.
Steps = Generator[None, None, object]


def finish(steps: Steps):
    """The picture ``steps`` draws, all its steps taken now."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value
