"""Fischen card faces, small table icons and card names for the table scene.

The faces build on the shared ``art.colour_card``; two Fischen touches are added on top:

* colour cards carry their symbol right after the value, so a card that is mostly covered in a
  fanned hand still shows colour *and* symbol;
* buoys (no suit) get a slate band with a language-free glyph (←, −3, ✱, 1., ?, ↓) above the
  picture and their translated effect as the label.

Faces are registered as the sprite kind ``fischen_card`` so the shared cache, ``prewarm`` and
the cached turns/flips of :mod:`fishgames.ui.sprites` work for them.
"""

from __future__ import annotations

import pygame

from fishgames.games.fischen import scene_layout as L
from fishgames.games.fischen.data import (
    CARD_OF_CODE,
    CODE,
    IS_BUOY,
    SEA_CARDS,
    START_CARDS,
    SUIT,
    SUITS,
    VALUE,
)
from fishgames.i18n import t
from fishgames.ui import art, fine, pen, sprites, theme
from fishgames.ui.table_kit import fanned_cards

KIND = "fischen_card"
ACCENT = art.GAME_ACCENTS["fischen"]
BUOY_BAND = (92, 108, 128)
BUOY_BAND_PART = "fischen_buoy_band"
BUOY_GROUND_PART = "fischen_buoy_ground"

#: The drawn creature per suit (every green card is a trump: the pufferfish).
SPECIES = ("mackerel", "goby", "angelfish", "sardine", "pufferfish")
ZERO_SPECIES = "octopus"
#: Buoy code -> (picture, band glyph).
BUOYS = {
    "left": ("buoy", "←"),
    "minus3a": ("anchor", "−3"),
    "minus3b": ("anchor", "−3"),
    "all": ("octopus", "✱"),
    "first": ("lure", "1."),
    "name": ("shell", "?"),
    "low": ("flounder", "↓"),
}
NEXT_TRICK = frozenset({"first", "name", "low"})


def is_buoy(code: str) -> bool:
    return IS_BUOY[CARD_OF_CODE[code]]


def suit_of(code: str) -> str | None:
    s = SUIT[CARD_OF_CODE[code]]
    return SUITS[s] if s >= 0 else None


def value_of(code: str) -> int:
    return VALUE[CARD_OF_CODE[code]]


def colour_name(suit: str | None) -> str:
    return t(f"fischen.colour.{suit}") if suit else ""


def card_name(code: str) -> str:
    """A card in words: "Blau-7" (German names cards as compounds, like "Herz-Dame", so every case reads right:
    "deine Blau-7", "mit deiner Blau-7"), "Gelb-0 (1 andere Karte fangen)", "Farbe bestimmen"."""
    if not code:
        return "?"
    if code not in CARD_OF_CODE:
        return code
    if is_buoy(code):
        return t(f"fischen.card.{code}")
    suit, value = suit_of(code), value_of(code)
    if value == 0:
        return t("fischen.card.zero", colour=colour_name(suit))
    return t("fischen.card.colour_card", colour=colour_name(suit), value=value)


def short_name(code: str) -> str:
    """For sentences (log, captions, bubbles): a zero is just "Blau-0", a buoy's effect is quoted."""
    if code in CARD_OF_CODE and not is_buoy(code) and value_of(code) == 0:
        return t("fischen.card.colour_card", colour=colour_name(suit_of(code)), value=0)
    if code in CARD_OF_CODE and is_buoy(code):
        return t("fischen.ui.quoted", name=card_name(code))
    return card_name(code)


def face_spec(code: str, size) -> tuple:
    """The sprite spec of a card face in the current language."""
    if is_buoy(code):
        return (KIND, size, code, t(f"fischen.card.{code}"))
    if value_of(code) == 0:
        return (KIND, size, code, t("fischen.ui.zero_label"))
    return (KIND, size, code, "")


#: The share of the sprite cache's byte budget the upright trick's faces drawn ahead may fill, less the water's twin
#: the table's first frame adds (the rest: the backdrop, the panels, the hand's faces drawn as they show).
UPRIGHT_AHEAD_SHARE = 0.4


def cache_room() -> float:
    """The sprite cache's byte budget at this drawing scale (``SurfaceCache.put``'s)."""
    return sprites.CACHE.budget * fine.kept_share() * fine.beyond()


def face_bytes(size) -> int:
    """What the sprite cache holds for a face of ``size`` (``fine.held_bytes``: its twin at the screen's pixels too)."""
    w, h = size
    pw, ph = fine.size(size)
    return pw * ph * 4 if fine.can_hollow() else w * h * 4 + (pw * ph * 4 if fine.k != 1 else 0)


def upright_trick_faces(trick, canvas) -> list:
    """The faces at the upright trick's size ``trick`` to draw ahead: drawn as a card lands they were 11-15 ms of its
    frame at 228 × 320 (at 720 × 1280 28 of the 29 frames over 16.7 ms in 1,200 busy ones), and the landscape deck
    drawn ahead is never shown upright.  In the order cards come into play (the start cards, then the sea's levels
    from the top), as many as :data:`UPRIGHT_AHEAD_SHARE` of the cache holds beside the twin of the water at the
    ``canvas``'s size, which the first frame makes (at 1080 × 1920 8 MB: it let 21 of 35 faces go)."""
    pw, ph = fine.size(canvas)
    room = UPRIGHT_AHEAD_SHARE * cache_room() - pw * ph * 4
    return [face_spec(CODE[c], tuple(trick)) for c in (*START_CARDS, *SEA_CARDS)[:max(0, int(room // face_bytes(trick)))]]


def hand_lefts(hand, places=L) -> tuple[int, ...]:
    """Where the hand's cards stand (``places``: the table's layout): cards with words on them (buoys, zeros) show
    them whole."""
    return places.hand_lefts(len(hand), tuple(i for i, code in enumerate(hand) if is_buoy(code) or value_of(code) == 0))


def back_spec(size) -> tuple:
    return ("back", size, ACCENT)


def render_face(size, code: str, label: str = "") -> pygame.Surface:
    if is_buoy(code):
        return _buoy_face(size, code, label)
    suit, value = suit_of(code), value_of(code)
    species = ZERO_SPECIES if value == 0 else SPECIES[SUITS.index(suit)]
    surf = art.colour_card(size, suit, value, species=species, label=label or None, variant=value,
                           drawn_fish=sprites.shared_fish)
    _symbol_after_value(surf, size, suit, str(value))
    return surf


def _symbol_after_value(surf: pygame.Surface, size, suit: str, text: str) -> None:
    """Move the band's symbol from the right edge to just after the value (visible when fanned)."""
    lay = art.card_layout(size)
    tn = art.TINTS[suit]
    value_w = theme.font(lay.value, True).size(text)[0]
    room = lay.w - 2 * lay.margin - value_w - 6
    r = min(lay.band * 0.27, room / 2)
    if r < 8:
        return  # a narrow card keeps the shared layout (symbol under the band)
    old = (lay.w - lay.margin - r, lay.band / 2 + 1)
    pen.circle(surf, tn.main, (round(old[0]), round(old[1])), round(r + 3))
    ink = art.ink_on(tn.main)
    edge = art.darken(tn.main, 0.35) if ink == theme.WHITE else art.lighten(tn.main, 0.45)
    small = min(r, lay.value * 0.3)
    centre = (lay.margin + value_w + 5 + small, lay.band / 2 + 1)
    art.symbol_badge(surf, tn.symbol, centre, small, ink, edge=edge)


def _buoy_face(size, code: str, label: str) -> pygame.Surface:
    picture, band_glyph = BUOYS[code]
    surf = art.colour_card(size, "grey", None, species=picture, label=label or None, variant=3,
                           drawn_fish=sprites.shared_fish, ground=_buoy_ground)
    lay = art.card_layout(size)
    surf.blit(_buoy_band(size), (0, 0))
    ink = art.ink_on(BUOY_BAND)
    glyph = art.glyph(band_glyph, lay.value, ink)
    surf.blit(glyph, glyph.get_rect(midleft=(lay.margin, lay.band // 2)))
    # a little red-and-white float on a stick says "buoy" without words
    r = max(6, lay.band // 4)
    cx, cy = lay.w - lay.margin - r, lay.band // 2 + 3
    pen.line(surf, theme.WHITE, (cx, cy - r - 5), (cx, cy), 2)
    pen.circle(surf, theme.WHITE, (cx, cy), r + 1)
    pen.circle(surf, (214, 64, 52), (cx, cy), r, draw_top_left=True, draw_top_right=True)
    pen.circle(surf, (246, 242, 232), (cx, cy), r, draw_bottom_left=True, draw_bottom_right=True)
    return surf


def _buoy_ground(size, colour: str, variant: int) -> pygame.Surface:
    """A buoy's blank with its water window, the same on all seven (kept at the sprite cache's parts): drawn on
    each it was a third of a buoy's face (~2.5 of 7 ms at 342 × 480, issue 29).  A copy, to draw the rest on."""
    return sprites.kept_part((BUOY_GROUND_PART, tuple(size), colour, variant),
                             lambda: art.card_ground(size, colour, variant), sprites.surface_bytes).copy()


def _buoy_band(size) -> pygame.Surface:
    """The slate band's rows of a buoy's blank, the same on all seven buoys (kept at the sprite cache's parts)."""
    def make() -> pygame.Surface:
        lay = art.card_layout(size)
        band = art.card_blank(size, band=BUOY_BAND, band_height=lay.band)
        return band.subsurface(pygame.Rect(0, 0, lay.w, lay.band + 1).clip(band.get_rect())).copy()
    return sprites.kept_part((BUOY_BAND_PART, tuple(size)), make, sprites.surface_bytes)


sprites.register(KIND, lambda size, code, label="": render_face(size, code, label))


# -- small icons for the seat plates -------------------------------------------------------------

def _boat(size) -> pygame.Surface:
    w, h = size
    big = art.canvas(w * art.SS, h * art.SS)
    bw, bh = big.get_size()
    hull = [(bw * 0.02, bh * 0.62), (bw * 0.98, bh * 0.62), (bw * 0.8, bh * 0.96), (bw * 0.18, bh * 0.96)]
    pen.polygon(big, (150, 96, 56), hull)
    pen.line(big, (96, 58, 32), (bw * 0.06, bh * 0.7), (bw * 0.94, bh * 0.7), art.SS)
    pen.line(big, (96, 58, 32), (bw * 0.5, bh * 0.62), (bw * 0.5, bh * 0.04), 2 * art.SS)
    pen.polygon(big, theme.CREAM, [(bw * 0.54, bh * 0.08), (bw * 0.54, bh * 0.56), (bw * 0.88, bh * 0.56)])
    pen.polygon(big, (226, 232, 236), [(bw * 0.46, bh * 0.14), (bw * 0.46, bh * 0.56), (bw * 0.2, bh * 0.56)])
    return art.downsample(big, size)


def _hand(size) -> pygame.Surface:
    return fanned_cards(size, ACCENT, card_w=0.62, shade=0.2, turn=22, left=0.4, step=0.2)


def _catch(size) -> pygame.Surface:
    return art.fish_surface(size, "mackerel", (232, 150, 60), (120, 60, 20))


ICONS = {"boat": _boat, "hand": _hand, "catch": _catch}
sprites.register("fischen_icon", lambda size, name: ICONS[name](size))


def icon(name: str, size=(26, 20)) -> pygame.Surface:
    return sprites.image("fischen_icon", size, name)
