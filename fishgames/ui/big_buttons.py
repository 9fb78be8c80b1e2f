"""Big buttons' pictures kept, as pygame-gui keeps small ones.

pygame-gui draws each state of a rounded button at four times its size and keeps the picture in its theme's
shape cache, keyed by size and colours, not by label, but only for shapes under 40,000 px.  The pass-and-play
cover's button (at least 560 × 104) was drawn anew for every cover: ~50 ms of CPU when a cover came up and
~35 ms more when it was pressed (its "active" state), two or three frames each time.  Here a big shape is
drawn once without its label and kept (the last ``KEPT``, a few MB), and a state found here gets its label
on a copy, as pygame-gui does with a shape from its cache.  The pictures are the same pixels either way
(``tests/ui/test_big_buttons.py``).
"""

from __future__ import annotations

from collections import OrderedDict

import pygame
from pygame_gui.core.drawable_shapes.rounded_rect_drawable_shape import RoundedRectangleShape

#: pygame-gui's own limit: shapes of this many pixels or more are not kept in its shape cache.
PYGAME_GUI_LIMIT = 40_000
#: Big shapes kept (least recently used dropped): a screen has a handful of big buttons, each with ~5 states.
KEPT = 24

_draw_state = RoundedRectangleShape.redraw_state
_kept: OrderedDict[str, pygame.Surface] = OrderedDict()


def _shape_id(shape: RoundedRectangleShape, state: str) -> str:
    return shape.shape_cache.build_cache_id(
        "rounded_rectangle", shape.containing_rect.size, shape.shadow_width, shape.border_widths,
        shape.theming[f"{state}_border"], shape.theming[f"{state}_bg"], shape.shape_corner_radius)


def _keeps(shape: RoundedRectangleShape, state: str) -> bool:
    """Whether this state's picture is one pygame-gui leaves out of its cache and this module keeps: a big,
    plain rounded button (no bar filling it, no pictures on it, not being resized)."""
    width, height = shape.containing_rect.size
    return (width * height >= PYGAME_GUI_LIMIT and width > 0 and height > 0 and not shape.has_been_resized
            and "filled_bar" not in shape.theming and "filled_bar_width_percentage" not in shape.theming
            and not shape.theming.get(f"{state}_images"))


def redraw_state(shape: RoundedRectangleShape, state_str: str, add_text: bool = True) -> None:
    """``RoundedRectangleShape.redraw_state`` with big shapes kept here."""
    if not _keeps(shape, state_str):
        _draw_state(shape, state_str, add_text)
        return
    key = _shape_id(shape, state_str)
    picture = _kept.get(key)
    if picture is None:
        _draw_state(shape, state_str, add_text=False)  # the shape alone (no pictures: see _keeps)
        picture = _kept[key] = shape.states[state_str].surface.copy()
        while len(_kept) > KEPT:
            _kept.popitem(last=False)
    else:
        _kept.move_to_end(key)
    state = shape.states[state_str]
    state.surface = picture.copy()
    shape.finalise_images_and_text(f"{state_str}_images", state_str, f"{state_str}_text",
                                   f"{state_str}_text_shadow", add_text)
    state.has_fresh_surface = True
    state.generated = True


def install() -> None:
    """From now on big buttons' states are kept here (the app calls it once; calling it again changes nothing)."""
    RoundedRectangleShape.redraw_state = redraw_state


def clear() -> None:
    _kept.clear()
