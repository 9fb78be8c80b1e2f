"""Where the coach's suggestion is tapped on the Fischen table (see :mod:`fishgames.ui.coach`)."""

from __future__ import annotations

import pygame

from fishgames.games.fischen import scene_layout as L
from fishgames.games.fischen.actions import NameColour, PassLeft, Play, Take
from fishgames.games.fischen.data import CODE, SUITS
from fishgames.ui import legibility


def targets(scene, action) -> list[pygame.Rect]:
    """A card played or passed: that hand card (and, once it is picked to pass, the pass button); a zero's
    catch: that trick card; a colour: its button."""
    if isinstance(action, Play | PassLeft):
        code = CODE[action.card]
        card = [rect for c, rect in scene.hand_rects() if c == code][:1]
        picked = isinstance(action, PassLeft) and scene.pass_choice == code
        return card + ([scene.tap_area(scene.pass_button()[0])] if picked else [])
    if isinstance(action, Take):
        rect = scene.trick_targets(scene.view).get(CODE[action.card])
        return [rect] if rect is not None else []
    if isinstance(action, NameColour):
        return [scene.tap_area(scene.L.colour_buttons(len(SUITS))[action.suit])]
    return []


def button_spot(scene) -> pygame.Rect:
    """Top right, as at the other tables: beside the menu button, right of the plates (the score track
    fills the space under the menu button; the rules help's "?" has the sea's corner)."""
    from fishgames.ui.coach import BUTTON

    menu = scene.menu_button.relative_rect  # on the stage, as the table draws (rect is on the canvas)
    w = L.coach_width() if not legibility.current.inert else min(BUTTON[0], menu.x - 8 - L.TOP.right)
    return pygame.Rect(menu.x - 8 - w, menu.y, w, menu.h)  # as tall as the menu: level with it on any screen
