"""pygame-gui's buttons drawn at the screen's own pixels: each state's picture gets a twin (:mod:`fishgames.ui.fine`).

pygame-gui's manager stays logical (its layouts, hit tests and events are the scenes' own), so it draws a button's
picture at its logical size, and at a drawing scale k ≠ 1 the canvas resampled it (Start, the set-up's toggles,
the tables' Menu: visibly softer than the text around them at 1920 × 1080).  Here every button picture the
manager is about to draw that has no twin yet gets one, painted at k from the same theme: the rounded body in the
state's colours (``assets/theme.json``: radius, border and shadow widths), the label in the theme's bold font at
its point size × k, centred as pygame-gui centres it.  A picture pygame-gui makes anew (another state, a new label)
is a new surface and gets its own twin; a picture this module cannot read (a blended transition) is left to be
resampled, as before.
"""

from __future__ import annotations

import weakref

import pygame

from fishgames.ui import fine, pen, theme

SHADOW = (0, 0, 0, 60)  # pygame-gui's shadow ring, as it looks over the sea


#: The pictures twinned here (a picture's twin may also be a resampled copy, which this replaces).
_twinned: weakref.WeakSet[pygame.Surface] = weakref.WeakSet()


def pair_buttons(ui) -> int:
    """Give each visible button picture of ``ui`` not twinned here one drawn at the drawing scale; how many
    were made (none at k = 1, where nothing is resampled)."""
    if fine.k == 1:
        return 0
    made = 0
    for element in ui.get_sprite_group().sprites():
        image = getattr(element, "image", None)
        if type(element).__name__ != "UIButton" or not element.visible or image is None or image in _twinned:
            continue
        state = _state_of(element)
        if state is not None and min(image.get_size()) > 0:
            fine.pair(image, _twin(element, image.get_size(), state))
            _twinned.add(image)
            made += 1
    return made


def _state_of(element) -> str | None:
    """The state the button's picture shows (pygame-gui keeps a copy of that state's picture as the image);
    None while it blends two (a transition), or for a shape this does not know."""
    shape = getattr(element, "drawable_shape", None)
    if shape is None or getattr(shape, "transition", None) is not None or not hasattr(shape, "theming"):
        return None
    state = getattr(shape, "active_state", None)
    return getattr(state, "state_id", None)


def _twin(element, size: tuple[int, int], state: str) -> pygame.Surface:
    shape = element.drawable_shape
    theming = shape.theming
    k = fine.k
    twin = pygame.Surface(fine.size(size), pygame.SRCALPHA)
    outer = twin.get_rect()
    shadow = fine.px(shape.shadow_width)
    radius = fine.px(_radius(shape.shape_corner_radius))
    border = fine.px(shape.border_widths["left"]) if isinstance(shape.border_widths, dict) else fine.px(2)
    body = outer.inflate(-2 * shadow, -2 * shadow)
    if shadow:
        pen.rect(twin, SHADOW, outer, border_radius=radius + shadow)
    pen.rect(twin, _colour(theming.get(f"{state}_bg")), body, border_radius=radius)
    if border:
        pen.rect(twin, _colour(theming.get(f"{state}_border")), body, border, border_radius=radius)
    text = str(getattr(element, "text", "") or "")
    if text:
        size_px = round(element.font.point_size * k)
        label = theme.font_at(size_px, True).render(text, True, _colour(theming.get(f"{state}_text")))
        twin.blit(label, label.get_rect(center=body.center))
    return twin


def _radius(corners) -> int:
    return int(corners[0] if isinstance(corners, (list, tuple)) else corners)


def _colour(value) -> pygame.Color:
    """A theme colour (a pygame Color; a gradient's first colour)."""
    if isinstance(value, pygame.Color):
        return value
    first = getattr(value, "colour_1", None)
    return first if isinstance(first, pygame.Color) else pygame.Color(255, 255, 255)
