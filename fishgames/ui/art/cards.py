"""Card faces: colour-coded fish cards, Go Fish playing cards, Fugu and Lure cards, the shared back.

One layout for all: cream face with rounded corners, a colour band with the big value (≥ 28 px)
and the colour's symbol, a pale water window with the picture, the small value mirrored.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from fishgames.ui import pen, theme
from fishgames.ui.art.dice import PIPS
from fishgames.ui.art.draw import (
    SS,
    TINTS,
    Colour,
    canvas,
    clip_to,
    cue,
    darken,
    downsample,
    glyph,
    ink_on,
    lighten,
    mix,
    star_strip,
    symbol_badge,
)
from fishgames.ui.art.fish import fish_surface
from fishgames.ui.text import wrap

CARD_EDGE = (188, 176, 150)
ANCHOR_FACE = (214, 222, 230)
VALUE_MIN = 28  # px: numbers on cards are never smaller (UX)


@dataclass(frozen=True)
class CardLayout:
    w: int
    h: int
    radius: int
    margin: int
    band: int  # height of the colour band at the top
    value: int  # font size of the big corner value
    small: int  # font size of the mirrored small value


def card_layout(size) -> CardLayout:
    w, h = int(size[0]), int(size[1])
    value = max(VALUE_MIN, int(h * 0.2))
    return CardLayout(
        w,
        h,
        radius=max(6, round(w * 0.09)),
        margin=max(4, round(w * 0.06)),
        band=max(value + 8, int(h * 0.24)),
        value=value,
        small=max(16, int(value * 0.58)),
    )


def card_blank(size, face=theme.CREAM, edge=CARD_EDGE, band=None, band_height: int = 0) -> pygame.Surface:
    """A rounded card face (supersampled corners), optionally with a colour band across the top.

    Its plain runs of rows (the band's middle, the face's middle) are drawn one row high and stretched: drawn whole,
    a 342 × 480 face (k = 1.5) drew and scaled down 5.9 MB of supersampled pixels, 3-6 ms of every face (issue 29).
    The rows kept are the very pixels of the card drawn whole (scaled down by 3, each row is its own three rows:
    ``tests/ui/test_art.py`` holds the two equal at many sizes)."""
    lay = card_layout(size)
    banded = band is not None and bool(band_height)
    runs = []  # (first row, rows) of each plain run, top to bottom
    if banded:  # under the top corners' rows, kept as tall as their radius (a shorter band rounds them less)
        runs.append((2 * lay.radius + 2, band_height - 2 * lay.radius - 3))
    first_face = max(band_height + 3 if banded else 0, lay.radius + 2)  # (past the corners and the band's edge line)
    runs.append((first_face, lay.h - lay.radius - 1 - first_face))
    runs = [(row, count) for row, count in runs if count >= 2 and row + count <= lay.h - lay.radius - 1]
    cut_band = runs[0][1] - 1 if banded and runs and runs[0][0] < first_face else 0
    short = _blank_drawn((lay.w, lay.h - sum(count - 1 for _, count in runs)), lay.radius, face, edge,
                         band if banded else None, band_height - cut_band)
    if not runs:
        return short
    out = pygame.Surface((lay.w, lay.h), pygame.SRCALPHA)
    done = taken = 0  # (rows of the card made, of the short card used)
    for row, count in runs:
        out.blit(short, (0, done), pygame.Rect(0, taken, lay.w, row - done))
        taken += row - done
        out.blit(pygame.transform.scale(short.subsurface((0, taken, lay.w, 1)), (lay.w, count)), (0, row))
        taken, done = taken + 1, row + count
    out.blit(short, (0, done), pygame.Rect(0, taken, lay.w, lay.h - done))
    return out


def _blank_drawn(size, radius: int, face, edge, band, band_height: int) -> pygame.Surface:
    """:func:`card_blank` drawn whole at ``size``: supersampled, then scaled down."""
    w, h = size[0] * SS, size[1] * SS
    big = canvas(w, h)
    r = radius * SS
    pen.rect(big, edge, big.get_rect(), border_radius=r)
    inner = big.get_rect().inflate(-2 * SS, -2 * SS)
    pen.rect(big, face, inner, border_radius=r - SS)
    if band is not None:
        strip = pygame.Rect(inner.x, inner.y, inner.w, band_height * SS)
        pen.rect(big, band, strip, border_top_left_radius=r - SS, border_top_right_radius=r - SS)
        pen.line(big, darken(band, 0.25), strip.bottomleft, strip.bottomright, SS)
    return downsample(big, size)


def _water_window(surface, rect, wash, radius: int, bubbles: int = 3, seed: int = 0) -> None:
    """The picture area of a card: a pale wash from light to a touch deeper, with a few bubbles."""
    rect = pygame.Rect(rect)
    if rect.w < 4 or rect.h < 4:
        return
    shaped = pygame.Surface(rect.size, pygame.SRCALPHA)
    shaped.blit(theme.gradient(rect.size, lighten(wash, 0.35), wash), (0, 0))
    mask = canvas(*rect.size)
    mask.fill((255, 255, 255, 0))
    pen.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    clip_to(shaped, mask)
    rng = random.Random(seed)
    for _ in range(bubbles):
        c = (rng.uniform(0.1, 0.9) * rect.w, rng.uniform(0.1, 0.5) * rect.h)
        rad = max(2, int(rect.w * rng.uniform(0.02, 0.045)))
        pen.circle(shaped, (*lighten(wash, 0.7), 255), c, rad, max(1, rad // 3))
    surface.blit(shaped, rect.topleft)


def _band_value(surface, lay: CardLayout, text: str, band) -> None:
    """The big value on the colour band, in ink or white (whichever reads better), with a soft drop."""
    ink = ink_on(band)
    y = (lay.band - lay.value) // 2 - 2
    if ink == theme.WHITE:
        surface.blit(glyph(text, lay.value, darken(band, 0.4)), (lay.margin + 1, y + 2))
    surface.blit(glyph(text, lay.value, ink), (lay.margin, y))


def _band_symbol(surface, lay: CardLayout, shape: str | None, band, text: str = "") -> None:
    """The colour's symbol on the band, right of the value; on narrow cards it moves just below
    the band (over the picture's corner), so it never collides with a two-digit value."""
    if shape is None:
        return
    ink = ink_on(band)
    room = lay.w - 2 * lay.margin - (theme.font(lay.value, True).size(text)[0] if text else 0) - 6
    r = min(lay.band * 0.27, room / 2)
    if r >= 8:
        symbol_badge(
            surface,
            shape,
            (lay.w - lay.margin - r, lay.band / 2 + 1),
            r,
            ink,
            edge=darken(band, 0.35) if ink == theme.WHITE else lighten(band, 0.45),
        )
        return
    r = max(8, lay.small * 0.4)
    symbol_badge(
        surface,
        shape,
        (lay.w - lay.margin - r + 2, lay.band + lay.margin // 2 + r + 1),
        r,
        band,
        edge=darken(band, 0.45),
    )


def _bottom_reserve(lay: CardLayout) -> int:
    """Height kept free at the bottom of a card for the mirrored small value."""
    return int(lay.small * 1.2) + lay.margin // 2


def _corner_values(
    surface,
    lay: CardLayout,
    text: str,
    colour,
    symbol_shape=None,
    symbol_colour=None,
    glyph_text: str | None = None,
) -> None:
    """The small value (with its suit glyph or colour symbol) mirrored in the bottom-right corner."""
    parts = [glyph(text, lay.small, colour)]
    if text in ("6", "9"):  # upside down, 6 and 9 need their underline
        part = parts[0]
        pen.line(
            part, colour, (1, part.get_height() - 3), (part.get_width() - 2, part.get_height() - 3), 2
        )
    if glyph_text:
        parts.append(glyph(glyph_text, lay.small, symbol_colour or colour, bold=False))
    width = sum(p.get_width() for p in parts) + (int(lay.small * 0.9) if symbol_shape else 0)
    height = max(p.get_height() for p in parts)
    block = pygame.Surface((width + 2, height), pygame.SRCALPHA)
    x = 0
    for p in parts:
        block.blit(p, (x, 0))
        x += p.get_width()
    if symbol_shape:
        symbol_badge(
            block,
            symbol_shape,
            (x + lay.small * 0.45, height / 2),
            lay.small * 0.33,
            symbol_colour or colour,
            edge=darken(symbol_colour or colour, 0.35),
        )
    block = pygame.transform.rotate(block, 180)
    surface.blit(block, block.get_rect(bottomright=(lay.w - lay.margin // 2, lay.h - 1)))


def _window_rect(lay: CardLayout, extra_bottom: int = 0) -> pygame.Rect:
    top = lay.band + lay.margin // 2
    return pygame.Rect(
        lay.margin, top, lay.w - 2 * lay.margin, lay.h - top - _bottom_reserve(lay) - extra_bottom
    )


def _label_font(label: str, width: int) -> pygame.font.Font:
    """The biggest readable font (18 bold, 16 bold, 16 regular) in which every word fits."""
    longest = max(label.split(), key=len, default="")
    for size, bold in ((theme.SMALL, True), (16, True), (16, False)):
        font = theme.font(size, bold)
        if all(font.size(word)[0] <= width for word in label.split()) and font.size(longest)[0] <= width:
            return font
    return theme.font(16, False)


def colour_card(
    size,
    colour: str,
    value,
    *,
    species: str | None = "mackerel",
    stars: int = 0,
    label: str | None = None,
    variant: int = 0,
    fat: float = 1.0,
    inflated: bool = False,
    drawn_fish=fish_surface,
    ground=None,
) -> pygame.Surface:
    """A colour-coded fish card (Fischen, Fat Fish): band + symbol, big value, a fish in the window.

    ``stars`` (depth levels) sit bottom-left; ``label`` (already translated) is printed under
    the picture for cards with an effect.  ``drawn_fish`` draws the picture (``fish_surface``'s arguments): a
    caller may give one that shares a drawing between cards (``sprites.shared_fish``).  ``ground`` gives a card
    without a value its blank with the water window (:func:`card_ground`'s arguments, a surface of its own): a
    caller may share one between cards (Fischen's seven buoys).
    """
    lay = card_layout(size)
    tn = TINTS[colour]
    text = "" if value is None else str(value)
    win = _window_rect(lay)
    if ground is not None and not text:
        surf = ground(size, colour, variant)
    else:
        surf = card_blank(size, band=tn.main, band_height=lay.band)
        if text:
            _band_value(surf, lay, text, tn.main)
        _water_window(surf, win, tn.light, lay.radius // 2, seed=variant)
    pic = win.inflate(-lay.margin, -lay.margin // 2)
    if label:
        font = _label_font(label, lay.w - 8)
        lines = wrap(label, font, lay.w - 8)
        line_h = font.get_linesize() - 2
        text_h = len(lines) * line_h
        pic.h = max(int(win.h * 0.45), win.h - text_h - lay.margin // 2)
        y = win.bottom - text_h - 2
        if text_h > win.h * 0.8:  # a tiny card: the words matter more than the picture
            species, y = None, max(lay.band + 1, win.centery - text_h // 2)
        for line in lines:
            img = font.render(line, True, tn.dark)
            surf.blit(img, img.get_rect(midtop=(win.centerx, y)))
            y += line_h
    if species:
        art = drawn_fish(
            pic.size, species, tn.main, darken(tn.main, 0.5), variant=variant, fat=fat, inflated=inflated
        )
        surf.blit(art, pic.topleft)
    if stars:
        r = max(6, lay.small * 0.36)
        star_strip(surf, stars, (lay.margin - 2, lay.h - _bottom_reserve(lay) / 2 - 1), r)
    _band_symbol(surf, lay, cue(tn.symbol), tn.main, text)
    if text:
        _corner_values(surf, lay, text, tn.dark, cue(tn.symbol), tn.main)
    return surf


def card_ground(size, colour: str, variant: int = 0) -> pygame.Surface:
    """A :func:`colour_card` without a value as far as its water window (``variant`` its bubbles): what every such
    card of one colour and variant shares before its label and picture."""
    lay = card_layout(size)
    tn = TINTS[colour]
    surf = card_blank(size, band=tn.main, band_height=lay.band)
    _water_window(surf, _window_rect(lay), tn.light, lay.radius // 2, seed=variant)
    return surf


def special_card(
    size, icon: str, label: str = "", colour: str = "grey", value: str | None = None
) -> pygame.Surface:
    """A card without a suit (buoys, events): an icon from :data:`SPECIES` and a short label."""
    return colour_card(size, colour, value, species=icon, label=label or None)


#: Go Fish: which creature decorates each rank (kings wear a crown).
RANK_SPECIES = {
    "A": "bannerfish",
    "2": "sardine",
    "3": "sardine",
    "4": "sardine",
    "5": "mackerel",
    "6": "mackerel",
    "7": "mackerel",
    "8": "goby",
    "9": "goby",
    "10": "flounder",
    "J": "pufferfish",
    "Q": "angelfish",
    "K": "octopus",
}
SUIT_GLYPHS = ("♣", "♦", "♥", "♠")
SUIT_RED = (206, 32, 48)
SUIT_COLOURS_2 = (theme.INK, SUIT_RED, SUIT_RED, theme.INK)
#: Four-colour deck for colour-blind mode: clubs green, diamonds blue, hearts red, spades black.
SUIT_COLOURS_4 = ((0, 122, 64), (0, 90, 178), SUIT_RED, theme.INK)


def suit_colour(suit: int, four_colour: bool = False) -> Colour:
    return (SUIT_COLOURS_4 if four_colour else SUIT_COLOURS_2)[suit]


def draw_crown(surface, rect, points: int = 5, colour=(240, 190, 40)) -> None:
    rect = pygame.Rect(rect)
    big = canvas(rect.w * SS, rect.h * SS)
    w, h = big.get_size()
    pts = [(0, h * 0.95)]
    for i in range(points * 2 + 1):
        x = w * i / (points * 2)
        y = h * 0.12 if i % 2 == 0 else h * 0.55
        pts.append((x, y))
    pts.append((w, h * 0.95))
    pen.polygon(big, darken(colour, 0.4), pts)
    inner = [(x * 0.92 + w * 0.04, y * 0.86 + h * 0.08) for x, y in pts]
    pen.polygon(big, colour, inner)
    for i in range(0, points * 2 + 1, 2):
        pen.circle(
            big,
            (240, 80, 70) if i % 4 else (90, 170, 230),
            (w * i / (points * 2) * 0.92 + w * 0.04, h * 0.16),
            w * 0.05,
        )
    surface.blit(downsample(big, rect.size), rect.topleft)


def playing_card(size, rank: str, suit: int, four_colour: bool = False) -> pygame.Surface:
    """A Go Fish card: big rank top-left, suit top-right, the rank's creature in a pond window.

    Only ranks matter in Go Fish, so the rank leads (it is what shows in a fanned hand); the
    suit sits top-right and again in the mirrored corner.  Narrow cards stack the suit under
    the rank instead.
    """
    lay = card_layout(size)
    colour = suit_colour(suit, four_colour)
    surf = card_blank(size)
    sym = SUIT_GLYPHS[suit]
    big = glyph(rank, lay.value, colour)
    x, y = lay.margin, lay.margin // 3
    surf.blit(big, (x, y))
    pip = glyph(sym, lay.value, colour, bold=False)
    if x + big.get_width() + pip.get_width() + lay.margin + 4 <= lay.w:
        surf.blit(pip, pip.get_rect(topright=(lay.w - lay.margin + 2, y)))
        top = y + big.get_height() - 2
    else:
        pip = glyph(sym, int(lay.value * 0.8), colour, bold=False)
        surf.blit(pip, pip.get_rect(midtop=(x + big.get_width() / 2, y + big.get_height() - 6)))
        top = y + big.get_height() - 6 + pip.get_height() - 4
    win = pygame.Rect(lay.margin, top, lay.w - 2 * lay.margin, lay.h - top - _bottom_reserve(lay))
    index = RANKS_ORDER.index(rank) if rank in RANKS_ORDER else 0
    _water_window(surf, win, (206, 232, 242), lay.radius // 2, seed=index)
    pic = win.inflate(-lay.margin, -lay.margin // 2)
    if rank in ("J", "Q", "K"):
        crown = pygame.Rect(0, 0, int(pic.w * 0.34), int(pic.w * 0.34 * 0.55))
        crown.midtop = (pic.centerx, pic.y)
        pic.y += int(crown.h * 0.7)
        pic.h -= int(crown.h * 0.7)
        draw_crown(surf, crown, {"J": 3, "Q": 4, "K": 5}[rank])
    species = RANK_SPECIES.get(rank, "sardine")
    art = fish_surface(pic.size, species, variant=index, facing="left" if suit % 2 else "right")
    surf.blit(art, pic.topleft)
    _corner_values(surf, lay, rank, colour, glyph_text=sym, symbol_colour=colour)
    return surf


RANKS_ORDER = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def card_back(size, accent=theme.SEA) -> pygame.Surface:
    """The one back every game shares: fish scales on the game's accent colour, a cream frame."""
    lay = card_layout(size)
    w, h = lay.w * 2, lay.h * 2  # 2× is enough for a pattern
    big = canvas(w, h)
    r = lay.radius * 2
    base = darken(accent, 0.28)
    pen.rect(big, CARD_EDGE, big.get_rect(), border_radius=r)
    pen.rect(big, theme.CREAM, big.get_rect().inflate(-4, -4), border_radius=r - 2)
    field = big.get_rect().inflate(-lay.margin * 2.2, -lay.margin * 2.2)
    pattern = pygame.Surface(field.size, pygame.SRCALPHA)
    pattern.fill(base)
    step = max(10, field.w // 6)
    scale_col = lighten(base, 0.22)
    edge = darken(base, 0.25)
    for row in range(-1, field.h // (step // 2) + 2):
        y = row * step // 2
        off = (step // 2) if row % 2 else 0
        for col in range(-1, field.w // step + 2):
            cx = col * step + off
            pen.circle(pattern, edge, (cx, y), step * 0.62)
            pen.circle(
                pattern, scale_col if (row + col) % 3 else lighten(base, 0.3), (cx, y), step * 0.55
            )
            pen.circle(pattern, lighten(scale_col, 0.25), (cx, y - step * 0.2), step * 0.12)
    # rounded mask for the field
    shape = pygame.Surface(field.size, pygame.SRCALPHA)
    shape.fill((255, 255, 255, 0))
    pen.rect(shape, (255, 255, 255, 255), shape.get_rect(), border_radius=max(4, r - lay.margin))
    clip_to(pattern, shape)
    big.blit(pattern, field.topleft)
    # a medallion in the middle: a cream oval with the accent fish
    med = pygame.Rect(0, 0, int(field.w * 0.7), int(field.w * 0.48))
    med.center = field.center
    pen.ellipse(big, darken(base, 0.3), med.inflate(10, 10))
    pen.ellipse(big, theme.CREAM, med.inflate(6, 6))
    pen.ellipse(big, lighten(accent, 0.7), med)
    fish = fish_surface((int(med.w * 0.8), int(med.h * 0.8)), "sardine", accent, darken(accent, 0.5))
    big.blit(fish, fish.get_rect(center=med.center))
    return downsample(big, (lay.w, lay.h))


#: Fugu creatures: (drawing, colour name or None, drawing colours).
FUGU_CREATURES = {
    "bannerfish": ("bannerfish", None),
    "pufferfish": ("pufferfish", None),
    "octopus": ("octopus", None),
    "coral_pink": ("coral", "pink"),
    "coral_green": ("coral", "green"),
    "coral_yellow": ("coral", "yellow"),
}


def fugu_card(size, creature: str, number: int | None = None, anchor: bool = False) -> pygame.Surface:
    """A Fugu card: number side (number + creature) or anchor side (anchor + the same creature)."""
    lay = card_layout(size)
    species, colour = FUGU_CREATURES[creature]
    tn = TINTS[colour] if colour else None
    face = ANCHOR_FACE if anchor else theme.CREAM
    band = tn.main if tn else (theme.SHALLOW if not anchor else (96, 112, 130))
    surf = card_blank(size, face=face, band=band, band_height=lay.band)
    ink = ink_on(band)
    if anchor:
        icon = fish_surface(
            (lay.band - 6, lay.band - 6),
            "anchor",
            (60, 70, 84) if ink == theme.INK else theme.CREAM,
            (210, 180, 120),
        )
        surf.blit(icon, (lay.margin - 2, 3))
    elif number is not None:
        _band_value(surf, lay, str(number), band)
    win = _window_rect(lay)
    wash = tn.light if tn else (206, 230, 240)
    if anchor:
        wash = mix(wash, ANCHOR_FACE, 0.6)
    _water_window(surf, win, wash, lay.radius // 2, seed=number or 0)
    pic = win.inflate(-lay.margin // 2, -lay.margin // 2)
    art = fish_surface(
        pic.size,
        species,
        tn.main if tn else None,
        None,
        variant=number or 0,
        inflated=species == "pufferfish",
    )
    if anchor:
        art.set_alpha(200)
    surf.blit(art, pic.topleft)
    if anchor:
        small = fish_surface((lay.small + 6, lay.small + 6), "anchor")
        small = pygame.transform.rotate(small, 180)
        surf.blit(small, small.get_rect(bottomright=(lay.w - lay.margin // 2, lay.h - 2)))
    elif number is not None:
        _corner_values(
            surf,
            lay,
            str(number),
            tn.dark if tn else theme.INK,
            cue(tn.symbol) if tn else None,
            tn.main if tn else None,
        )
    if tn:
        _band_symbol(surf, lay, cue(tn.symbol), band, "" if anchor or number is None else str(number))
    return surf


def lure_card(
    size, species: str, catch: int, vp: int, requirement: str = "", body=None, accent=None, variant: int = 0
) -> pygame.Surface:
    """A Lure fish card: catch number (big), the dice requirement as a picture, VP in a gold coin."""
    lay = card_layout(size)
    band = (26, 104, 140)
    surf = card_blank(size, band=band, band_height=lay.band)
    _band_value(surf, lay, str(catch), band)
    hook = pygame.Rect(0, 0, int(lay.band * 0.5), int(lay.band * 0.7))
    hook.midright = (lay.w - lay.margin, lay.band // 2)
    _draw_hook(surf, hook, theme.CREAM)
    coin_r = max(14, int(lay.w * 0.14))
    req_h = 2 * coin_r + 2
    win = pygame.Rect(
        lay.margin, lay.band + lay.margin // 2, lay.w - 2 * lay.margin, lay.h - lay.band - lay.margin - req_h
    )
    _water_window(surf, win, (200, 228, 238), lay.radius // 2, seed=catch)
    pic = win.inflate(-lay.margin // 2, -lay.margin // 2)
    surf.blit(fish_surface(pic.size, species, body, accent, variant=variant), pic.topleft)
    # a small panel (the legible floor over the theme's 16 px): the requirement across the card's whole width, the
    # coin up on the window's corner (beside the coin its three dice were 14 px, 8.75 physical at 800 × 480)
    wide = theme.text_floor > 16
    if requirement:
        area = pygame.Rect(lay.margin // 2, win.bottom + 3, lay.w - lay.margin - (0 if wide else 2 * coin_r + 4),
                           req_h - 4)
        draw_requirement(surf, area, requirement)
    centre = (lay.w - lay.margin - coin_r + 2, (win.bottom - coin_r + 2) if wide else (lay.h - lay.margin - coin_r + 4))
    draw_coin(surf, centre, coin_r, str(vp))
    return surf


def _draw_hook(surface, rect, colour) -> None:
    rect = pygame.Rect(rect)
    big = canvas(rect.w * SS, rect.h * SS)
    w, h = big.get_size()
    lw = max(2, int(w * 0.14))
    pen.circle(big, colour, (w * 0.6, h * 0.1), w * 0.12, lw // 2 + 1)
    pen.line(big, colour, (w * 0.6, h * 0.18), (w * 0.6, h * 0.7), lw)
    pts = [
        (w * 0.6 + w * 0.35 * math.cos(a), h * 0.7 + w * 0.35 * math.sin(a))
        for a in [math.pi * i / 20 for i in range(0, 21)]
    ]
    pen.lines(big, colour, False, pts, lw)
    pen.polygon(big, colour, [(w * 0.25, h * 0.7), (w * 0.1, h * 0.5), (w * 0.32, h * 0.55)])
    surface.blit(downsample(big, rect.size), rect.topleft)


def draw_coin(surface, centre, radius: int, text: str, colour=(238, 190, 50), label_px: int | None = None) -> None:
    """A gold coin with a number (victory points); ``label_px``: the number's font size as drawn, unfloored (a
    picture drawn at the screen's own pixels that grew its coin for the legible floor), else by the radius."""
    d = radius * 2 * SS
    big = canvas(d + 2 * SS, d + 2 * SS)
    c = (big.get_width() / 2, big.get_height() / 2)
    pen.circle(big, darken(colour, 0.45), c, d / 2)
    pen.circle(big, colour, c, d / 2 - 2 * SS)
    pen.circle(big, lighten(colour, 0.35), c, d / 2 - 5 * SS, SS * 2)
    coin = downsample(big, (big.get_width() // SS, big.get_height() // SS))
    ink = darken(colour, 0.65)
    label = glyph(text, max(16, int(radius * 1.15)), ink) if label_px is None else \
        theme.font_at(label_px, True).render(text, True, ink)
    coin.blit(label, label.get_rect(center=(coin.get_width() / 2, coin.get_height() / 2 + 1)))
    surface.blit(coin, coin.get_rect(center=(round(centre[0]), round(centre[1]))))


def _mini_d6(surface, rect, value: int | None, colour=(252, 250, 244), ink=theme.INK) -> None:
    rect = pygame.Rect(rect)
    big = canvas(rect.w * SS, rect.h * SS)
    r = big.get_rect()
    pen.rect(big, darken(colour, 0.5), r, border_radius=r.w // 5)
    pen.rect(big, colour, r.inflate(-2 * SS, -2 * SS), border_radius=r.w // 5)
    if value:
        for px, py in PIPS[value]:
            pen.circle(
                big, ink, (r.centerx + px * r.w * 0.27, r.centery + py * r.h * 0.27), r.w * 0.1
            )
    else:
        q = glyph("?", int(r.h * 0.7), darken(colour, 0.45))
        big.blit(q, q.get_rect(center=r.center))
    surface.blit(downsample(big, rect.size), rect.topleft)


#: Lure requirements as pictures of dice (language-free); "" needs nothing.
REQUIREMENT_DICE = {
    "odd": ((1, 3, 5), ""),
    "even": ((2, 4, 6), ""),
    "has1": ((1,), ""),
    "has6": ((6,), ""),
    "has1and5": ((1, 5), "+"),
    "pair": ((None, None), "="),
    "triple": ((None, None, None), "="),
    "distinct": ((None, None), "≠"),
    "run3": ((3, 4, 5), ""),
}


def draw_requirement(surface, rect, key: str) -> None:
    """Mini dice showing a Lure requirement: odd = 1 3 5, pair = ? = ?, run3 = 3 → 4 → 5 …"""
    if not key:
        return
    rect = pygame.Rect(rect)
    faces, joiner = REQUIREMENT_DICE[key]
    d = min(rect.h, int(rect.w / (len(faces) * 1.35 + 0.2)))
    gap = int(d * 0.35)
    total = len(faces) * d + (len(faces) - 1) * gap
    x = rect.x + (rect.w - total) // 2
    y = rect.centery - d // 2
    for i, face in enumerate(faces):
        _mini_d6(surface, (x, y, d, d), face)
        if joiner and i < len(faces) - 1:
            sign = glyph(joiner, max(16, int(gap * 1.4)), theme.INK)
            surface.blit(sign, sign.get_rect(center=(x + d + gap / 2, rect.centery)))
        x += d + gap
