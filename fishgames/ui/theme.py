"""One palette, one font family, and the colour+symbol pairs every seat and suit uses.

Colours follow Okabe–Ito (colour-blind safe) and every colour also has a symbol, so
colour is never the only cue.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from functools import lru_cache

import pygame

from fishgames.paths import asset
from fishgames.ui import fine, pen
from fishgames.ui.picture_cache import SCREEN_BYTES, picture_cache

SIZE = (1280, 720)

# Under-water world
DEEP = (8, 32, 64)
SEA = (18, 78, 120)
SHALLOW = (42, 140, 170)
SAND = (226, 203, 160)
SAND_DARK = (196, 168, 122)
WOOD = (128, 86, 52)
FOAM = (236, 248, 250)
INK = (24, 30, 40)
CREAM = (252, 248, 236)
SHADOW = (0, 0, 0, 90)
GLOW = (255, 226, 120)
DIM = (0, 0, 0, 120)
WHITE = (255, 255, 255)
MUTED = (150, 170, 190)

# Okabe–Ito colours with a symbol each, in seat order.
SEAT_COLOURS = [
    ((0, 114, 178), "circle"),  # blue
    ((213, 94, 0), "triangle"),  # vermillion
    ((0, 158, 115), "square"),  # bluish green
    ((204, 121, 167), "diamond"),  # reddish purple
    ((230, 159, 0), "star"),  # orange
    ((86, 180, 233), "cross"),  # sky blue
]

#: Whether the symbols that pair with colours (seats, suits, reef colours) are drawn: the "Colour-blind symbols"
#: setting, put here by the app (``App.apply_look``).  Art that draws them is cached under this too
#: (``sprites.key``, :func:`symbol_cache`), so switching it never finds a picture drawn the other way.
symbols = True


def symbol_cache(maxsize: int, budget: int = SCREEN_BYTES):
    """A cache for a picture that draws colour symbols: its key also holds :data:`symbols`.  Kept by bytes
    (``picture_cache(budget)``: a screen at the design size, twins counted, grown by ``fine.room()``), at most
    ``maxsize`` pictures: kept by count alone, Fischen's score tracks (one per change, 32 kept) and Fugu's faded
    ghosts and score panels could hold tens of MB at 1920 × 1080 (issue 33)."""
    def wrap(draw):
        cached = picture_cache(budget)(lambda shown, *args: draw(*args))
        keys: OrderedDict = OrderedDict()  # the arguments drawn, least recently used first: the count's bound

        def picture(*args):
            key = (symbols, *args)
            keys[key] = None
            keys.move_to_end(key)
            if len(keys) > maxsize:
                cached.cache_forget(*keys.popitem(last=False)[0])
            return cached(*key)

        def cache_clear() -> None:
            cached.cache_clear()
            keys.clear()

        picture.__doc__, picture.__name__, picture.cache_clear = draw.__doc__, draw.__name__, cache_clear
        picture.cache_bytes, picture.cache_info, picture.budget = cached.cache_bytes, cached.cache_info, budget
        return picture
    return wrap


FONT_REGULAR = "fonts/DejaVuSans.ttf"
FONT_BOLD = "fonts/DejaVuSans-Bold.ttf"
TITLE, BODY, SMALL = 44, 24, 18  # the three text sizes; nothing smaller than 16 px
#: No text is drawn smaller than this: the screen's legible floor (``fishgames.ui.legibility``, set by the app;
#: 20 on a 800 × 480 panel, below every size of the theme at 1280 × 720).  Measuring goes through
#: :func:`font` too, so text fitted to a width is fitted at the size it is drawn at.
text_floor = 0


@lru_cache(maxsize=64)
def font_at(size: int, bold: bool) -> pygame.font.Font:
    """The theme's font at exactly ``size`` px, no legible floor: for a size floored before it was scaled to the
    screen's pixels."""
    return pygame.font.Font(str(asset(FONT_BOLD if bold else FONT_REGULAR)), size)




def font(size: int = BODY, bold: bool = False) -> pygame.font.Font:
    """The theme's font at ``size`` px (or the legible floor, if larger)."""
    return font_at(max(size, text_floor), bold)


font.cache_clear = font_at.cache_clear


#: A frame shows at most a screen of text, and its shadows: two screens at the design size, twins counted, not
#: grown at k ≠ 1 (1.5 × held 11 MB at 1920 × 1080, what a thousand frames showed; the last 300 used 5.5; issue 33).
@picture_cache(2 * SCREEN_BYTES, grows=False)
def _text(content: str, size: int, colour, bold: bool, scale: float) -> pygame.Surface:
    if scale == 1:
        return font(size, bold).render(content, True, colour)  # through font(): one place makes every glyph
    return fine.text(font_at, content, size, colour, bold)  # and its twin, at the screen's own size


def text(content: str, size: int = BODY, colour=INK, bold: bool = False) -> pygame.Surface:
    """Rendered text, cached (per drawing scale: :mod:`fishgames.ui.fine`): the same label is drawn every frame."""
    return _text(content, max(size, text_floor), colour, bold, fine.k)


text.cache_clear = _text.cache_clear


def width(content: str, size: int = BODY, bold: bool = False) -> int:
    """How wide :func:`text` lays ``content`` out, without drawing it: the font's width, and at a drawing scale
    over 1 at least its twin's width ÷ the scale (``fine.shown_width``).  Measured at the logical size alone,
    a line fitted to a box ran up to 12 px over it at 1920 × 1080, where the twin is what the screen shows."""
    size = max(size, text_floor)
    logical = font_at(size, bold).size(content)[0]
    if fine.k == 1:
        return logical
    return fine.shown_width(logical, font_at(fine.px(size), bold).size(content)[0])


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)][0]


def seat_symbol(seat: int) -> str:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)][1]


def draw_symbol(surface: pygame.Surface, shape: str, centre, radius: float, colour, width: int = 0) -> None:
    """A simple geometric symbol, drawn (not a font glyph), so it looks the same everywhere."""
    x, y = centre
    r = radius
    if shape == "circle":
        pen.circle(surface, colour, (x, y), r, width)
    elif shape == "square":
        pen.rect(surface, colour, pygame.Rect(x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7), width)
    elif shape == "triangle":
        pen.polygon(surface, colour, [(x, y - r), (x + r * 0.95, y + r * 0.75), (x - r * 0.95, y + r * 0.75)], width)
    elif shape == "diamond":
        pen.polygon(surface, colour, [(x, y - r), (x + r * 0.8, y), (x, y + r), (x - r * 0.8, y)], width)
    elif shape == "star":
        points = []
        for i in range(10):
            angle = -math.pi / 2 + i * math.pi / 5
            rr = r if i % 2 == 0 else r * 0.45
            points.append((x + rr * math.cos(angle), y + rr * math.sin(angle)))
        pen.polygon(surface, colour, points, width)
    elif shape == "cross":
        t = r * 0.38
        pen.rect(surface, colour, pygame.Rect(x - t, y - r, 2 * t, 2 * r), width)
        pen.rect(surface, colour, pygame.Rect(x - r, y - t, 2 * r, 2 * t), width)
    else:
        raise ValueError(f"unknown symbol {shape!r}")


def gradient(size, top, bottom) -> pygame.Surface:
    """A vertical gradient (rendered once; callers cache the surface)."""
    w, h = size
    column = pygame.Surface((1, h))
    for y in range(h):
        t = y / max(1, h - 1)
        column.set_at((0, y), [int(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)])
    return pygame.transform.scale(column, (w, h))
