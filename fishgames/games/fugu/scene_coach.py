"""Where the coach's suggestion is tapped on the Fugu table (see :mod:`fishgames.ui.coach`)."""

from __future__ import annotations

import pygame

from fishgames.games.fugu import scene_look as L
from fishgames.games.fugu.actions import Pass, Swap
from fishgames.games.fugu.scene_draw import side_switch_width
from fishgames.i18n import t


def targets(scene, action) -> list[pygame.Rect]:
    """In tap order.  A swap: the market card, "Place as anchor" for an anchor, the face-down slot;
    stopping: the stop button, then (once asked) its "yes"."""
    if isinstance(action, Swap):
        rects = [L.market_rect(action.market)]
        switched = scene.selected == action.market and scene.as_anchor
        if action.anchor and not switched and _side_is_a_choice(scene, action.market):
            switch = pygame.Rect(0, 0, side_switch_width(t("fugu.action.place_anchor")), scene.buttons["side"].rect.h)
            switch.midtop = (L.W // 2, L.ACTION_Y)
            rects.append(switch)
        return rects + [L.own_slot(action.slot)]
    if isinstance(action, Pass):
        return [scene.buttons["stop_yes" if scene.confirm_pass else "pass"].rect]
    return []


def _side_is_a_choice(scene, market: int) -> bool:
    """The switch shows only when the card may go number side up somewhere (``FuguTable.side_choice``)."""
    return any("number" in o["sides"] for (m, _), o in scene.options().items() if m == market)
