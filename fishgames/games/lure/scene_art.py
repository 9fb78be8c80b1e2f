"""Lure's pictures: how each fish card looks, lure tokens, screens, dice specs — drawn once, then cached.

The rules know fish by id and key; the art has seven drawn fish, so every Lure fish gets a drawing
plus its own colours (``FISH_LOOK``).  Lure tokens are round chips: Adjust shows ±1, Boast a star
with +2, an Extra Die its number as a cream die; the back (what other seats' secret lures look like)
is the game's green with a drawn lure.  Everything returns cached surfaces or sprite specs.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from fishgames.games.lure.data import BOAST_VP, FISH
from fishgames.ui import art, fine, pen, sprites, theme
from fishgames.ui.canvas import picture

ACCENT = art.GAME_ACCENTS["lure"]
EXTRA_DIE = (252, 244, 214)  # the cream of an Extra Die token's die (never a seat colour)
TOKEN_RIM = {"A": (0, 114, 178), "B": (230, 159, 0), "E": (120, 96, 70)}

#: Fish key -> (drawing, body colour, accent colour); None keeps the drawing's own colours.
FISH_LOOK: dict[str, tuple[str, tuple | None, tuple | None]] = {
    "minnow": ("sardine", (128, 156, 112), (62, 84, 52)),
    "smelt": ("sardine", (150, 186, 206), (66, 100, 134)),
    "dace": ("sardine", (184, 196, 206), (84, 96, 110)),
    "rudd": ("sardine", (206, 174, 92), (206, 64, 44)),
    "chub": ("goby", (156, 146, 104), (92, 72, 42)),
    "trout": ("mackerel", (150, 156, 104), (206, 96, 116)),
    "zander": ("goby", (170, 182, 150), (78, 90, 70)),
    "pike": ("mackerel", (108, 142, 72), (232, 212, 122)),
    "salmon": ("mackerel", (196, 196, 208), (232, 132, 120)),
    "huchen": ("mackerel", (176, 112, 92), (92, 52, 40)),
    "tuna": ("mackerel", (42, 72, 132), (204, 214, 232)),
    "sturgeon": ("goby", (128, 128, 132), (62, 62, 66)),
    "goby": ("goby", None, None),
    "loach": ("goby", (164, 124, 84), (84, 52, 30)),
    "grayling": ("sardine", (142, 132, 164), (84, 62, 112)),
    "roach": ("sardine", (202, 206, 216), (212, 62, 52)),
    "bream": ("flounder", (194, 164, 92), (124, 92, 42)),
    "carp": ("goby", (222, 172, 62), (142, 92, 32)),
    "eel": ("goby", (94, 96, 62), (42, 44, 32)),
    "char": ("mackerel", (112, 122, 102), (236, 122, 52)),
    "marlin": ("mackerel", (32, 62, 124), (22, 32, 62)),
    "perch": ("angelfish", (196, 204, 84), (52, 62, 32)),
    "barbel": ("goby", (192, 172, 122), (112, 92, 62)),
    "salmon_shark": ("mackerel", (102, 112, 124), (42, 46, 56)),
    "tench": ("goby", (92, 134, 72), (42, 62, 32)),
    "catfish": ("goby", (84, 84, 94), (40, 40, 46)),
    "bass": ("bannerfish", (152, 172, 152), (42, 62, 52)),
    "grouper": ("flounder", (152, 102, 72), (232, 122, 48)),
    "mackerel": ("mackerel", None, None),
    "swordfish": ("mackerel", (62, 82, 122), (22, 32, 52)),
}


def card_spec(fish_id: int, size) -> tuple:
    """The sprite spec of a fish card (catch number, requirement picture, VP coin)."""
    fish = FISH[fish_id]
    species, body, accent = FISH_LOOK[fish.key]
    options = {"variant": fish_id % 3}
    if body is not None:
        options["body"] = body
        options["accent"] = accent
    return ("lure", (int(size[0]), int(size[1])), species, fish.catch, fish.vp, fish.req, options)


def back_spec(size) -> tuple:
    return ("back", (int(size[0]), int(size[1])), ACCENT)


def die_spec(sides: int, value: int, size: int, seat: int | None) -> tuple:
    """A die: d6s in the owner's seat colour, the special dice in their own colours."""
    colour = theme.seat_colour(seat) if sides == 6 and seat is not None else None
    return ("die", (size, size), sides, value, colour)


def extra_spec(value: int, size: int) -> tuple:
    """An Extra Die lure as a die on the table: a cream d6 (no seat is cream)."""
    return ("die", (size, size), 6, value, EXTRA_DIE)


def tumble_spec(sides: int, frame: int, size: int, seat: int | None) -> tuple:
    colour = theme.seat_colour(seat) if sides == 6 and seat is not None else None
    return ("tumble", (size, size), sides, frame, colour)


def image(spec) -> pygame.Surface:
    kind, size, *params = spec
    options = params.pop() if params and isinstance(params[-1], dict) else {}
    return sprites.image(kind, size, *params, **options)


@lru_cache(maxsize=2048)
def die_image(sides: int, value: int, size: int, seat: int | None) -> pygame.Surface:
    """A die face, kept at hand (a frame blits dozens; the shared cache's key building costs more)."""
    return image(die_spec(sides, value, size, seat))


@lru_cache(maxsize=512)
def tumble_image(sides: int, frame: int, size: int, seat: int | None) -> pygame.Surface:
    return image(tumble_spec(sides, frame, size, seat))


@lru_cache(maxsize=64)
def extra_image(value: int, size: int) -> pygame.Surface:
    return image(extra_spec(value, size))


@lru_cache(maxsize=128)
def card_image(fish_id: int, w: int, h: int) -> pygame.Surface:
    return image(card_spec(fish_id, (w, h)))


# -- lure tokens -----------------------------------------------------------------------------------------

def _kind(code: str) -> str:
    return "E" if code.startswith("E") else code


def token(code: str | None, size: int) -> pygame.Surface:
    """A round lure token (``None`` = its back, for lures nobody else may see); its twin is the token drawn at
    the screen's size (sharp on a big screen)."""
    return _token_at(code, size, fine.k)


@lru_cache(maxsize=64)
def _token_at(code: str | None, size: int, k: float) -> pygame.Surface:
    return _twinned(_token(code, size), lambda: _token(code, fine.px(size)))


def _twinned(logical: pygame.Surface, draw_twin) -> pygame.Surface:
    """``logical`` with ``draw_twin()`` as its twin at a drawing scale ≠ 1: art whose every length follows its
    size, drawn again at the screen's size."""
    return fine.pair(logical, draw_twin()) if fine.k != 1 else logical


def _token(code: str | None, size: int) -> pygame.Surface:
    ss = art.SS
    d = size * ss
    big = art.canvas(d, d)
    c = (d / 2, d / 2)
    r = d / 2 - ss
    art.blend_ellipse(big, (0, 0, 0, 70), pygame.Rect(d * 0.1, d * 0.16, d * 0.86, d * 0.86))
    if code is None:
        base = art.darken(ACCENT, 0.25)
        pen.circle(big, art.darken(base, 0.45), c, r)
        pen.circle(big, base, c, r - 2 * ss)
        pen.circle(big, art.lighten(base, 0.25), c, r * 0.78, max(1, ss * 2))
        lure = art.fish_surface((int(d * 0.62), int(d * 0.36)), "lure")
        big.blit(lure, lure.get_rect(center=c))
        return art.downsample(big, (size, size))
    rim = TOKEN_RIM[_kind(code)]
    pen.circle(big, art.darken(rim, 0.4), c, r)
    pen.circle(big, rim, c, r - 2 * ss)
    pen.circle(big, theme.CREAM, c, r * 0.8)
    small = art.downsample(big, (size, size))
    centre = (size / 2, size / 2)
    if code == "A":
        label = art.glyph("±1", max(16, int(size * 0.38)), art.darken(rim, 0.3))
        small.blit(label, label.get_rect(center=(centre[0], centre[1] + 1)))
    elif code == "B":
        art.symbol_badge(small, "star", (centre[0], centre[1] - size * 0.1), size * 0.2, (240, 190, 40),
                         edge=art.darken((240, 190, 40), 0.5), colour_cue=False)
        label = art.glyph(f"+{BOAST_VP}", max(12, int(size * 0.24)), art.darken(rim, 0.45))
        small.blit(label, label.get_rect(center=(centre[0], centre[1] + size * 0.2)))
    else:
        value = int(code[1:])
        die = art.die_face(6, value, int(size * 0.62), EXTRA_DIE, shadow=False)
        small.blit(die, die.get_rect(center=centre))
    return small


#: A strip's folding screen (a cast being chosen, or chosen), logical px.
SCREEN_ICON = (62, 36)


def screen_icon(seat: int, w: int, h: int, done: bool) -> pygame.Surface:
    """A small folding screen in the seat's colour (a cast being chosen, or chosen: a tick on it), with its twin."""
    return _screen_icon_at(seat, w, h, done, fine.k)


@theme.symbol_cache(32)
def _screen_icon_at(seat: int, w: int, h: int, done: bool, k: float) -> pygame.Surface:
    return _twinned(_screen_icon(seat, w, h, done), lambda: _screen_icon(seat, fine.px(w), fine.px(h), done))


def _screen_icon(seat: int, w: int, h: int, done: bool) -> pygame.Surface:
    ss = art.SS
    big = art.canvas(w * ss, h * ss)
    colour = theme.seat_colour(seat)
    bw, bh = w * ss, h * ss
    panels = 3
    pw = bw / panels
    for i in range(panels):
        x0, x1 = i * pw + ss, (i + 1) * pw - ss
        slant = bh * 0.08 * (1 if i != 1 else 0)
        pts = [(x0, slant + ss), (x1, ss if i == 0 else slant + ss), (x1, bh - ss), (x0, bh - ss)]
        if i == 2:
            pts = [(x0, ss), (x1, slant + ss), (x1, bh - ss), (x0, bh - ss)]
        shade = art.darken(colour, 0.12 * (i % 2))
        pen.polygon(big, art.darken(colour, 0.45), pts)
        inner = [(x + (ss * 2 if x == x0 else -ss * 2), y + (ss * 2 if y < bh / 2 else -ss * 2)) for x, y in pts]
        pen.polygon(big, shade, inner)
    surf = art.downsample(big, (w, h))
    art.symbol_badge(surf, theme.seat_symbol(seat), (w / 2, h / 2), min(w, h) * 0.22, theme.WHITE, edge=colour)
    if done:
        tick = pygame.Rect(0, 0, h * 0.62, h * 0.62)
        tick.center = (w - h * 0.32, h * 0.34)
        pen.circle(surf, theme.WHITE, tick.center, tick.w / 2 + 2)
        pen.circle(surf, (0, 158, 115), tick.center, tick.w / 2)
        pts = [(tick.x + tick.w * 0.24, tick.centery), (tick.x + tick.w * 0.44, tick.bottom - tick.h * 0.26),
               (tick.right - tick.w * 0.2, tick.y + tick.h * 0.28)]
        pen.lines(surf, theme.WHITE, False, pts, max(2, h // 12))
    return surf


def rest_tag(size: int) -> pygame.Surface:
    """A little moon with "z": the die rests this round (with its twin)."""
    return _rest_tag_at(size, fine.k)


@lru_cache(maxsize=16)
def _rest_tag_at(size: int, k: float) -> pygame.Surface:
    return _twinned(_rest_tag(size), lambda: _rest_tag(fine.px(size)))


def _rest_tag(size: int) -> pygame.Surface:
    surf = art.canvas(size, size)
    c = (size / 2, size / 2)
    pen.circle(surf, (40, 54, 90), c, size / 2)
    pen.circle(surf, (250, 232, 160), (c[0] - size * 0.08, c[1]), size * 0.32)
    pen.circle(surf, (40, 54, 90), (c[0] + size * 0.06, c[1] - size * 0.08), size * 0.28)
    z = art.glyph("z", max(12, int(size * 0.42)), theme.WHITE)
    surf.blit(z, z.get_rect(center=(c[0] + size * 0.22, c[1] + size * 0.12)))
    return surf


#: A score pile's icon (a plate's fish caught): its card back is in the table's art drawn ahead (``pile_back_spec``).
PILE_ICON = (24, 34)


def pile_back_spec() -> tuple:
    """The card back of a score pile's icon: drawn mid-game when a pile first held a fish, it was 6 ms of one frame
    at 1920 × 1080 (issue 29), so the table draws it ahead."""
    return back_spec(PILE_ICON)


def pile_icon(size: tuple[int, int], count_hint: int) -> pygame.Surface:
    """A small stack of caught fish cards (a score pile); ``count_hint`` 0 draws an empty outline (with its twin)."""
    return _pile_icon_at(size, count_hint, fine.k)


@lru_cache(maxsize=8)
def _pile_icon_at(size: tuple[int, int], count_hint: int, k: float) -> pygame.Surface:
    w, h = size

    def paint(surf) -> None:
        if count_hint <= 0:
            pen.rect(surf, (170, 210, 226), pygame.Rect(4, 4, w, h), 2, border_radius=6)
            return
        back = sprites.image(*back_spec((w, h)))
        for i in range(min(3, count_hint) - 1, -1, -1):
            surf.blit(back, (i * 3, 8 - i * 3 - 4 + 4))

    return picture((w + 8, h + 8), paint)


def pop_ring(radius: int, colour, width: int = 4) -> pygame.Surface:
    surf = art.canvas(2 * radius + 4, 2 * radius + 4)
    pen.circle(surf, colour, (radius + 2, radius + 2), radius, width)
    return surf


def wobble(t: float) -> float:
    """A short damped shake for a contested fish (degrees)."""
    return 7 * math.sin(t * 40) * max(0.0, 1 - t)


#: A caught fish's VP coin: its radius for each px of its numeral's font (16 px on a coin of radius 10).
COIN_ROOM = 0.62


def mini_fish(fish_id: int, w: int, h: int) -> pygame.Surface:
    """A caught fish in a score pile: a small cream tile with the fish and its VP (with its twin)."""
    return _mini_fish_at(fish_id, w, h, fine.k)


@lru_cache(maxsize=64)
def _mini_fish_at(fish_id: int, w: int, h: int, k: float) -> pygame.Surface:
    return fine.drawn(lambda scale: _mini_fish(fish_id, w, h, scale))


def _mini_fish(fish_id: int, w: int, h: int, scale: float) -> pygame.Surface:
    """The tile drawn ``scale`` times its logical ``w`` × ``h``."""
    fish = FISH[fish_id]
    species, body, accent = FISH_LOOK[fish.key]
    wide, high = round(w * scale), round(h * scale)
    surf = art.canvas(wide, high)
    edge = round(2 * scale)
    pen.rect(surf, art.CARD_EDGE, surf.get_rect(), border_radius=round(7 * scale))
    pen.rect(surf, theme.CREAM, surf.get_rect().inflate(-edge, -edge), border_radius=round(6 * scale))
    pic = art.fish_surface((int(w * 0.74 * scale), int(h * 0.62 * scale)), species, body, accent, variant=fish_id % 3)
    surf.blit(pic, pic.get_rect(midleft=(round(3 * scale), h * 0.42 * scale)))
    # the VP's numeral at the legible floor in force (an 800 × 480 panel's 20: 12.5 physical px; at 16 on a coin
    # of radius 10, drawn at the panel's pixels, it was 10 and its coin 12 px across, the numeral cut to a bar)
    text_px = max(16, theme.text_floor)
    radius = max(10, math.ceil(text_px * COIN_ROOM))
    centre = (wide - round((radius + 1) * scale), high - round((radius + 1) * scale))
    art.draw_coin(surf, centre, round(radius * scale), str(fish.vp),
                  label_px=round(text_px * scale) if text_px > 16 else None)
    return surf
