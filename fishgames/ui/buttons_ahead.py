"""Buttons drawn before the screen that shows them: one a frame, hidden, while the screen before it shows.

pygame-gui draws every state of a button (a rounded rectangle, anti-aliased at four times its size) when the
button is made, and keeps the pictures in its theme's shape cache, keyed by size and colours, not by label.
A screen that makes new kinds of button in its first frame pays for all of them there: the replay theatre's
bar made seven (about 9 ms of CPU in its first frame, and 3-4 ms more in each of the next ones while their
other states were drawn).  So the screen before it makes each such kind once, hidden, draws its states and
lets it go; the real buttons then find their pictures in the cache.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

#: What a button's picture depends on besides the theme: its size, object id and class id (not its label).
Shape = tuple[tuple[int, int], str, "str | None"]
#: The table's menu button (top right), made by every table's first frame: the screens before a table draw it.
MENU_BUTTON: Shape = ((124, 48), "#table_menu", None)


def shape_of(rect, object_id: str, class_id: str | None = None) -> Shape:
    return (tuple(pygame.Rect(rect).size), object_id, class_id)


class ButtonsAhead:
    """The button shapes still to draw for the screens a screen may open next."""

    def __init__(self, ui) -> None:
        self.ui = ui
        self._todo: list[Shape] = []
        self._drawn: set[Shape] = set()

    def aim(self, shapes: Iterable[Shape]) -> None:
        """Draw these shapes from now on (those drawn by this object before are not drawn again)."""
        self._todo = [shape for shape in dict.fromkeys(shapes) if shape not in self._drawn]

    def step(self) -> bool:
        """Draw one more shape, all its states; True once all are drawn."""
        if not self._todo:
            return True
        shape = self._todo.pop(0)
        self._drawn.add(shape)
        size, object_id, class_id = shape
        button = UIButton(pygame.Rect((0, 0), size), "", self.ui, visible=0,
                          object_id=ObjectID(object_id=object_id, class_id=class_id))
        drawable = button.drawable_shape
        drawable.redraw_all_states(force_full_redraw=True)  # every state, "disabled" too: drawn when first shown
        while drawable.states_to_redraw_queue:
            drawable.update(0.0)
        button.kill()
        return not self._todo

    @property
    def done(self) -> bool:
        return not self._todo
