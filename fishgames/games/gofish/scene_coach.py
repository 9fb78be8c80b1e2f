"""Where the coach's suggestion is tapped on the Go Fish table (see :mod:`fishgames.ui.coach`)."""

from __future__ import annotations

import pygame

from fishgames.games.gofish.actions import Ask


def targets(scene, action) -> list[pygame.Rect]:
    """An ask: the stack of that rank in your hand and the plate of the seat to ask."""
    if not isinstance(action, Ask):
        return []
    stack = scene.stack_hits().get(action.rank)
    plate = scene.plates.get(action.target)
    return [rect for rect in (stack, plate.rect if plate is not None else None) if rect is not None]


def panel_spot(scene) -> pygame.Rect:
    """The reason goes where the question log is (at the pro level there is none: the spot is free)."""
    return pygame.Rect(scene.geo.LOG_RECT)
