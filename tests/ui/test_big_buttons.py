"""A big button (the pass-and-play cover's) is drawn once and kept: the same pixels, no second drawing."""

from __future__ import annotations

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.core.drawable_shapes.rounded_rect_drawable_shape import RoundedRectangleShape
from pygame_gui.elements import UIButton

from fishgames.ui import big_buttons

BIG = pygame.Rect(0, 0, 600, 104)  # the cover's button at its narrowest is 560 × 104: over pygame-gui's limit


def states(app, label: str) -> dict[str, bytes]:
    """Every state of a big primary button labelled ``label``, as pixels."""
    button = UIButton(BIG, label, app.ui, object_id=ObjectID(object_id="#cover_show", class_id="@primary"))
    shape = button.drawable_shape
    shape.redraw_all_states(force_full_redraw=True)
    while shape.states_to_redraw_queue:
        shape.update(0.0)
    pictures = {name: pygame.image.tobytes(state.surface, "RGBA") for name, state in shape.states.items()}
    button.kill()
    return pictures


def test_a_big_button_is_drawn_once_with_the_same_pixels(app, monkeypatch):
    assert BIG.w * BIG.h >= big_buttons.PYGAME_GUI_LIMIT
    with monkeypatch.context() as plain:  # pygame-gui alone: drawn afresh every time
        plain.setattr(RoundedRectangleShape, "redraw_state", big_buttons._draw_state)
        expected = {label: states(app, label) for label in ("Anna", "Bartholomäus")}
    big_buttons.clear()
    drawn = []
    real = RoundedRectangleShape.clear_and_create_shape_surface
    monkeypatch.setattr(RoundedRectangleShape, "clear_and_create_shape_surface",
                        lambda *args, **kwargs: drawn.append(1) or real(*args, **kwargs))
    assert states(app, "Anna") == expected["Anna"]
    assert drawn, "the first big button was not drawn at all"
    drawn.clear()
    assert states(app, "Bartholomäus") == expected["Bartholomäus"]  # its label on the kept shape
    assert states(app, "Anna") == expected["Anna"]
    assert not drawn, "a big button's shape was drawn again"
    assert len(expected["Anna"]) >= 4 and expected["Anna"] != expected["Bartholomäus"]


def test_the_kept_shapes_are_bounded(app):
    big_buttons.clear()
    for width in range(400, 400 + 8 * (big_buttons.KEPT + 5), 8):
        button = UIButton(pygame.Rect(0, 0, width, 104), "x", app.ui, object_id="#cover_show")
        button.kill()
    assert 0 < len(big_buttons._kept) <= big_buttons.KEPT
