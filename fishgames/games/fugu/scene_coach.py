"""Where the coach's suggestion is tapped on the Fugu table (see :mod:`fishgames.ui.coach`)."""

from __future__ import annotations

import pygame

from fishgames.games.fugu.actions import Pass, Swap


def targets(scene, action) -> list[pygame.Rect]:
    """In tap order.  A swap: the market card, then — for an anchor, once the card is picked and the switch
    shows — "Place as anchor", then the face-down slot; stopping: the stop button, then (once asked) its "yes"."""
    if isinstance(action, Swap):
        rects = [scene.L.market_rect(action.market)]
        switch = scene.buttons["side"]
        if action.anchor and scene.selected == action.market and not scene.as_anchor and switch.visible:
            rects.append(switch.rect)
        return rects + [scene.tap_area(scene.L.own_slot(action.slot))]
    if isinstance(action, Pass):
        return [scene.buttons["stop_yes" if scene.confirm_pass else "pass"].rect]
    return []
