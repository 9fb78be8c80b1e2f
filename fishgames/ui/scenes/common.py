"""Small drawing and widget helpers shared by the shell scenes (backdrop, panels, lines of text, buttons).

Wrapping and fitting text is :mod:`fishgames.ui.text`.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from fishgames.i18n import t
from fishgames.ui import fine, legibility, pen, sprites, theme
from fishgames.ui.canvas import picture
from fishgames.ui.display import whole
from fishgames.ui.picture_cache import SCREEN_BYTES, picture_cache
from fishgames.ui.scenes.tile_art import underwater
from fishgames.ui.text import paragraph, shadowed

TOUCH = 56  # the height of an ordinary button (touch targets >= 48 px)


# -- text -----------------------------------------------------------------------------------------------

def draw_lines(surface: pygame.Surface, lines, topleft, size: int, colour, bold: bool = False,
               spacing: float = 1.3, align: str = "left", width: int = 0, bottom: int | None = None) -> int:
    """Blit wrapped lines; returns the y below the last line.  Spaced by the size drawn: a small screen's floor
    (``theme.text_floor``) draws small text larger, and lines spaced by the size asked for ran into each other.
    ``bottom``: the lines are a paragraph wrapped for the box ``width`` wide from ``topleft`` down to ``bottom``,
    drawn by :func:`fishgames.ui.text.paragraph` (as many rows as it holds; a check sees a row dropped or painted
    out of the box)."""
    x, y = topleft
    step = int(max(size, theme.text_floor) * spacing)
    if bottom is not None:
        shown = paragraph(surface, lines, pygame.Rect(x, y, width, bottom - y), size, colour, bold, align, step)
        return y + len(shown) * step
    for line in lines:
        label = theme.text(line, size, colour, bold)
        if align == "center":
            surface.blit(label, label.get_rect(midtop=(x + width // 2, y)))
        else:
            surface.blit(label, (x, y))
        y += step
    return y


def shadowed_text(surface: pygame.Surface, text: str, size: int, colour, centre=None, topleft=None,
                  bold: bool = True) -> pygame.Rect:
    """A shell title on the sea backdrop: :func:`fishgames.ui.text.shadowed` with the shell's own drop
    (deep blue, one pixel lower than the tables' ``TEXT_SHADOW``), placed by ``centre`` or ``topleft``."""
    anchor = {"center": centre} if centre else {"topleft": topleft}
    return shadowed(surface, text, size, colour, bold, shadow=theme.DEEP, offset=(2, 3), **anchor)


# -- shapes ---------------------------------------------------------------------------------------------

#: Kept by bytes, not by count (issue 33): 64 kept by count held every results panel a long session showed — at
#: 1920 × 1080 three finished Fat Fish games' (20 MB with their twins) after 12,000 busy frames.  Two screens
#: hold a frame's panels, the results panel with them.
@picture_cache(2 * SCREEN_BYTES)
def _panel_surface(size: tuple[int, int], colour: tuple, alpha: int, radius: int, border: tuple | None,
                   k: float = 1.0):
    """A panel's picture, with its twin drawn at the drawing scale ``k`` (:func:`fishgames.ui.canvas.picture`):
    its edges and corners sharp on a big screen, not a 1280 × 720 panel stretched."""
    w, h = size

    def paint(surf) -> None:
        shadow = pygame.Rect(6, 10, w, h)
        pen.rect(surf, (0, 0, 0, 70), shadow, border_radius=radius)
        body = pygame.Rect(6, 4, w, h)
        pen.rect(surf, (*colour[:3], alpha), body, border_radius=radius)
        if border:
            pen.rect(surf, border, body, width=2, border_radius=radius)

    return picture((w + 12, h + 14), paint)


def panel(surface: pygame.Surface, rect: pygame.Rect, colour=theme.CREAM, alpha: int = 255, radius: int = 18,
          border: tuple | None = None) -> None:
    """A rounded card-like panel with a soft shadow (cached per size, colour and drawing scale)."""
    surf = _panel_surface((rect.width, rect.height), tuple(colour), alpha, radius, border, fine.k)
    surface.blit(surf, (rect.x - 6, rect.y - 4))


def forget_panel(rect: pygame.Rect, colour=theme.CREAM, alpha: int = 255, radius: int = 18,
                 border: tuple | None = None) -> None:
    """Let go of the picture :func:`panel` keeps for these arguments: a results panel is ~10 MB with its twin at
    1920 × 1080, kept by ``_panel_surface`` long after its screen left (issue 33, ``tools/twin_owners.py``)."""
    _panel_surface.cache_forget((rect.width, rect.height), tuple(colour), alpha, radius, border, fine.k)


@lru_cache(maxsize=4)
def _dim_surface(size: tuple[int, int], alpha: int, k: float) -> pygame.Surface:
    return picture(size, lambda surf: surf.fill((4, 16, 32, alpha)))


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken what lies below an overlay: the whole canvas the stage ``surface`` is part of (the veil with its
    twin at the drawing scale)."""
    canvas = whole(surface)
    canvas.blit(_dim_surface(canvas.get_size(), alpha, fine.k), (0, 0))


def seat_badge(surface: pygame.Surface, seat: int, centre, radius: int = 14) -> None:
    """The seat's colour disc with its symbol (while the colour-blind symbols are on), so colour is never
    the only cue."""
    pen.circle(surface, theme.seat_colour(seat), centre, radius)
    pen.circle(surface, theme.FOAM, centre, radius, 2)
    if theme.symbols:
        theme.draw_symbol(surface, theme.seat_symbol(seat), centre, radius * 0.55, theme.FOAM)


def paint_backdrop(surface: pygame.Surface, variant: int = 0) -> None:
    """:func:`backdrop` over the whole canvas the stage ``surface`` is part of: the sea reaches every edge."""
    canvas = whole(surface)
    canvas.blit(backdrop(canvas.get_size(), variant), (0, 0))


def backdrop(size: tuple[int, int], variant: int = 0) -> pygame.Surface:
    """The under-water world behind the shell scenes: the shared calm sea plus sand dunes and weed (with its
    twin at the drawing scale: the cover's and the set-up's sea sharp on a big screen)."""
    return _backdrop(tuple(size), variant, fine.k)


@lru_cache(maxsize=8)
def _backdrop(size: tuple[int, int], variant: int, k: float) -> pygame.Surface:
    w, h = size
    rng = random.Random(f"backdrop/{variant}")
    phase = rng.uniform(0, 6)
    dune = [(x, h - 54 - 18 * math.sin(x / 170 + phase) - 10 * math.sin(x / 61)) for x in range(0, w + 20, 20)]
    front = [(x, h - 30 - 12 * math.sin(x / 130 + phase)) for x in range(0, w + 20, 20)]
    weeds = []
    for _ in range(9):  # sea weed
        x = rng.randint(0, w)
        height = rng.randint(80, 190)
        colour = rng.choice([(30, 120, 90), (44, 140, 100), (20, 100, 80)])
        weeds.append((colour, [(x + 9 * math.sin(step / 1.7 + x), h - 30 - height * step / 11) for step in range(12)]))

    def paint_sand(sand) -> None:
        pen.polygon(sand, (*theme.SAND_DARK, 200), [(0, h), *dune, (w, h)])
        pen.polygon(sand, (*theme.SAND, 230), [(0, h), *front, (w, h)])

    sand = picture(size, paint_sand)

    def paint(surf) -> None:
        surf.blit(underwater(size, variant), (0, 0))
        surf.blit(sand, (0, 0))
        for colour, points in weeds:
            pen.lines(surf, colour, False, points, 7)

    with sprites.backdrop_sources():  # its water is painted in: the first the sprite cache lets go (a table's art
        return picture(size, paint, 0)  # drawn ahead while the set-up shows needs the room at 1920 × 1080)


# -- widgets --------------------------------------------------------------------------------------------

def button(scene, rect, text: str, object_id: str, class_id: str | None = None, container=None,
           tap: int | None = None) -> UIButton:
    """A pygame-gui button in the scene's root; ``class_id`` picks the theme block (@primary, @toggle...).
    On a small screen it grows about its centre to the smallest tap target (``legibility``; ``tap``: the size a
    layout squeezed its rows to, ``legibility.fitting_tap``), kept on the scene's stage (a portrait scene's is
    taller than 720)."""
    return UIButton(
        legibility.tap_rect(rect, pygame.Rect((0, 0), scene.stage_size), tap), text, scene.app.ui,
        container=container or scene.root,
        object_id=ObjectID(object_id=object_id, class_id=class_id),
    )


def button_width(text: str, class_id: str | None = None, minimum: int = 160, size: int | None = None) -> int:
    """How wide a button must be for ``text`` in its theme font (primary buttons use a bigger size; ``size``:
    a label's own size, e.g. :data:`UPRIGHT_LABEL`'s)."""
    size = size or (28 if class_id == "@primary" else 24)
    return max(minimum, theme.width(text, size, True) + 56)


#: The theme's object id (``assets/theme.json``) for a label as large as a portrait screen's body text, on the
#: tall buttons of an upright arrangement, and that size (the theme's own block says it again).
UPRIGHT_LABEL, UPRIGHT_LABEL_SIZE = "#upright_label", 40
#: A portrait screen's Back (:func:`back_button`): tall enough for such a label, short enough to end above the
#: tabs and panels that the upright arrangements put under it.
UPRIGHT_BACK_H = 80


def back_button(scene, label: str) -> UIButton:
    """A screen's Back at its top left; on a portrait screen (``scene.portrait``) its label as large as the upright
    arrangements' labels (:data:`UPRIGHT_LABEL`: 22.5 physical px on a 720 × 1280 panel, where the stage's 24 px
    were 13.5) on a button :data:`UPRIGHT_BACK_H` tall."""
    if scene.portrait:
        width = button_width(label, "@quiet", 150, UPRIGHT_LABEL_SIZE)
        return button(scene, (24, 20, width, UPRIGHT_BACK_H), label, UPRIGHT_LABEL, "@quiet")
    return button(scene, (24, 20, 150, TOUCH), label, "#back", "@quiet")


def learn_button(scene, upright: bool) -> UIButton:
    """"Learn to play" (the guided first game) at a screen's top right; ``upright``: beside Back, as tall, its label
    as large (:func:`back_button`)."""
    label = t("guide.learn")
    if upright:
        width = button_width(label, "@quiet", 280, UPRIGHT_LABEL_SIZE)
        return button(scene, (scene.stage_size[0] - 24 - width, 20, width, UPRIGHT_BACK_H), label, UPRIGHT_LABEL,
                      "@quiet")
    return button(scene, (scene.stage_size[0] - 304, 20, 280, TOUCH), label, "#learn", "@quiet")


def pressed(event) -> bool:
    return event.type == pygame_gui.UI_BUTTON_PRESSED


def pressed_key(scene, event, widgets: dict):
    """The key of the button in ``widgets`` that this event pressed (with a soft click), else None."""
    if event.type != pygame_gui.UI_BUTTON_PRESSED:
        return None
    key = next((k for k, b in widgets.items() if b is event.ui_element), None)
    if key is not None:
        scene.app.sound.play("click")
    return key


def escape(event) -> bool:
    """Esc on a keyboard means "back" (kiosk mode swallows Esc before any scene sees it)."""
    return event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE


def set_selected(widget: UIButton, selected: bool) -> None:
    if selected:
        widget.select()
    else:
        widget.unselect()
