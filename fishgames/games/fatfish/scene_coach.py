"""Where the coach's suggestion is tapped on the Fat Fish table (see :mod:`fishgames.ui.coach`)."""

from __future__ import annotations

import pygame

from fishgames.games.fatfish.rules import Keep, Place, Stop, parse_card


def targets(scene, action) -> list[pygame.Rect]:
    """A card laid: the hand card and its row's lane; done: the done button; a take: the plus cards to keep
    and the take button."""
    view = scene.view
    if isinstance(action, Place):
        hand = [rect for _, code, rect in scene.hand_rects(view) if parse_card(code) == action.card]
        return hand[:1] + [scene.L.lane(action.row)]
    if isinstance(action, Stop):
        return [scene.tap_area(scene.L.DONE)]
    if isinstance(action, Keep):
        row = scene.take.row(view)
        wanted = list(action.cards)
        out = []
        for i, rect in scene.take.rects(view):
            card = parse_card(row[i])
            if card in wanted:
                wanted.remove(card)
                out.append(rect)
        return out + [scene.tap_area(scene.L.TAKE_BUTTON)]
    return []
