"""Where the coach's suggestion is tapped on the Fugu table (see :mod:`fishgames.ui.coach`)."""

from __future__ import annotations

import pygame

from fishgames.games.fugu import scene_look as L
from fishgames.games.fugu.actions import Pass, Swap
from fishgames.games.fugu.scene_draw import side_switch_width
from fishgames.i18n import t


def targets(scene, action) -> list[pygame.Rect]:
    """A swap: the market card and the face-down slot (and "Place as anchor" for an anchor); stopping:
    the stop button."""
    if isinstance(action, Swap):
        rects = [L.market_rect(action.market), L.own_slot(action.slot)]
        if action.anchor and _side_is_a_choice(scene, action.market):
            switch = pygame.Rect(0, 0, side_switch_width(t("fugu.action.place_anchor")), scene.buttons["side"].rect.h)
            switch.midtop = (L.W // 2, L.ACTION_Y)
            rects.append(switch)
        return rects
    if isinstance(action, Pass):
        return [scene.buttons["pass"].rect]
    return []


def _side_is_a_choice(scene, market: int) -> bool:
    """The switch shows only when the card may go number side up somewhere (``FuguTable.side_choice``)."""
    return any("number" in o["sides"] for (m, _), o in scene.options().items() if m == market)
