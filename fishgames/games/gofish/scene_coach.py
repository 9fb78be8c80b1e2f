"""Where the coach's suggestion is tapped on the Go Fish table (see :mod:`fishgames.ui.coach`)."""

from __future__ import annotations

import pygame

from fishgames.games.gofish.actions import Ask
from fishgames.i18n import t
from fishgames.ui import theme
from fishgames.ui.widgets import button_width_for


def targets(scene, action) -> list[pygame.Rect]:
    """An ask: the stack of that rank in your hand and the plate of the seat to ask."""
    if not isinstance(action, Ask):
        return []
    stack = scene.stack_hits().get(action.rank)
    plate = scene.plates.get(action.target)
    return [rect for rect in (stack, plate.rect if plate is not None else None) if rect is not None]


def button_spot(scene) -> pygame.Rect | None:
    """Upright (a portrait screen): in the bar along the top, left of the Menu button, as wide as its words (the
    other seats' plates take the whole row under the bar); None: under the Menu button, as on every table."""
    if not scene.portrait:
        return None
    from fishgames.ui.coach import BUTTON

    menu = scene.menu_button.relative_rect
    w = max(BUTTON[0], *(button_width_for(t(key), theme.SMALL) for key in ("coach.button", "coach.thinking")))
    return pygame.Rect(menu.x - 8 - w, menu.y, w, menu.h)


def panel_spot(scene) -> pygame.Rect:
    """The reason goes where the question log is (at the pro level there is none: the spot is free)."""
    return pygame.Rect(scene.geo.LOG_RECT)
