"""Fat Fish card faces, miniature plus-pile cards, small plate icons and card/licence names.

Cards arrive from the rules as text codes (``"r5"``: colour letter + value).  Faces are the shared
``art.colour_card`` with a goby that gets fatter with its value — the fat fish of the title.
"""

from __future__ import annotations

import pygame

from fishgames.games.fatfish.data import COLOUR_LETTERS, COLOURS, LICENCES
from fishgames.i18n import t
from fishgames.ui import art, pen, sprites, theme
from fishgames.ui.table_kit import fanned_cards

ACCENT = art.GAME_ACCENTS["fatfish"]
SPECIES = "goby"
MINUS_INK = (255, 150, 120)  # minus points on the dark panels
PLUS_INK = theme.GLOW


def colour_of(code: str) -> str:
    return COLOURS[COLOUR_LETTERS.index(code[0])]


def value_of(code: str) -> int:
    return int(code[1:])


def face_spec(code: str, size) -> tuple:
    """The sprite spec of a card face (cached by :mod:`fishgames.ui.sprites`)."""
    v = value_of(code)
    return ("card", tuple(size), colour_of(code), v, {"species": SPECIES, "fat": 1.0 + 0.12 * (v - 1), "variant": v})


def back_spec(size) -> tuple:
    return ("back", tuple(size), ACCENT)


def face(code: str, size) -> pygame.Surface:
    kind, size, colour, value, options = face_spec(code, size)
    return sprites.image(kind, size, colour, value, **options)


def colour_name(colour: str) -> str:
    return t(f"fatfish.colour.{colour}")


def card_name(code: str) -> str:
    """A card in words: "Rot-5" / "red 5" (English colours are lower case, as in Fischen: "your red 5")."""
    return t("fatfish.card", colour=colour_name(colour_of(code)), value=value_of(code))


def cards_words(codes) -> str:
    """Cards in a sentence ("red 4, blue 6"), a dash for none."""
    if isinstance(codes, str):
        codes = codes.split()
    return ", ".join(card_name(c) for c in codes) or "–"


def licence_name(lid: str) -> str:
    return t(f"fatfish.licence.{LICENCES[lid][0]}")


def licence_help(lid: str) -> str:
    return t(f"fatfish.licence.help.{LICENCES[lid][0]}")


def sort_key(code: str) -> tuple[int, int]:
    return (COLOUR_LETTERS.index(code[0]), value_of(code))


# -- miniature cards for the plus piles --------------------------------------------------------------------

def _chip(size, code: str) -> pygame.Surface:
    """A plus-pile card in miniature: cream with a colour band, the value and the colour's symbol
    (colour is never the only cue).  Value and symbol sit at the left, so overlapped chips stay readable."""
    w, h = size
    tn = art.TINTS[colour_of(code)]
    big = art.canvas(w * art.SS, h * art.SS)
    r = 4 * art.SS
    pen.rect(big, art.darken(tn.main, 0.35), big.get_rect(), border_radius=r)
    pen.rect(big, tn.main, big.get_rect().inflate(-2 * art.SS, -2 * art.SS), border_radius=r - art.SS)
    surf = art.downsample(big, size)
    ink = art.ink_on(tn.main)
    label, at, centre, radius = chip_marks(size, code, ink)
    surf.blit(label, at)
    edge = art.darken(tn.main, 0.35) if ink == theme.WHITE else art.lighten(tn.main, 0.45)
    art.symbol_badge(surf, tn.symbol, centre, radius, ink, edge=edge)
    return surf


def chip_marks(size, code: str, ink=theme.INK) -> tuple[pygame.Surface, tuple[int, int], tuple[float, float], float]:
    """A miniature's value (its picture and where it goes: its ink 1 px under the top) and its colour's symbol
    (centre and radius) under it: as large as 5.5 px where it fits, smaller under a small screen's larger type
    (at 800 × 480 the symbol lay over the value, which could not be read)."""
    w, h = size
    x = w // 2 - 1 if w < 30 else 12
    label = theme.text(str(value_of(code)), theme.SMALL, ink, True)
    box = label.get_bounding_rect()
    at = (x - label.get_width() // 2, 1 - box.y)
    top = 1 + box.h + 1  # the symbol's room: under the value's ink, 1 px above the chip's foot
    radius = max(2.5, min(5.5, (h - 1 - top) / 2))
    return label, at, (w // 2 if w < 30 else 12, min(h - 1 - radius, max(h - 9, top + radius))), radius


sprites.register("fatfish_chip", lambda size, code: _chip(size, code))


def chip(code: str, size=(24, 34)) -> pygame.Surface:
    return sprites.image("fatfish_chip", size, code)


# -- plate icons ------------------------------------------------------------------------------------------------

def _hand_icon(size) -> pygame.Surface:
    return fanned_cards(size, ACCENT, card_w=0.56, shade=0.25, turn=24, left=0.38, step=0.24)


def _deck_icon(size) -> pygame.Surface:
    w, h = size
    big = art.canvas(w * art.SS, h * art.SS)
    cw, ch = int(w * 0.62 * art.SS), int(h * 0.78 * art.SS)
    for i in range(3):
        rect = pygame.Rect(0, 0, cw, ch)
        rect.topleft = (int((0.1 + 0.09 * i) * w * art.SS), int((0.2 - 0.08 * i) * h * art.SS))
        pen.rect(big, theme.CREAM, rect, border_radius=3 * art.SS)
        pen.rect(big, art.darken(ACCENT, 0.15 * (2 - i)), rect.inflate(-3 * art.SS, -3 * art.SS),
                         border_radius=2 * art.SS)
    return art.downsample(big, size)


ICONS = {"hand": _hand_icon, "deck": _deck_icon}
sprites.register("fatfish_icon", lambda size, name: ICONS[name](size))


def icon(name: str, size=(24, 22)) -> pygame.Surface:
    return sprites.image("fatfish_icon", size, name)
