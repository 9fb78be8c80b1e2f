"""Where the coach's suggestion is tapped on the Fugu table (see :mod:`fishgames.ui.coach`)."""

from __future__ import annotations

import pygame

from fishgames.games.fugu.actions import Pass, Swap
from fishgames.ui.coach import corner_spot
from fishgames.ui.legibility import CORNER_GAP


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


def button_spot(scene) -> pygame.Rect | None:
    """On a small landscape panel's larger type (800 × 480 and 1024 × 600 at 150 %, 800 × 480 in German) the button
    under the Menu is wider than the column right of the other reefs and lay on their right ends (a card there
    unseen; at 1024 × 600 125 % in German 3 px from them); moved under the lanes it covered the move log's words.
    There it goes under "Stop here", as wide as its words, left of the side switch and above your reef: with your
    plate and Stop, where you decide.  None (under the Menu, as on every table): the corner's column holds it — and
    upright, where the lanes make way themselves (``FuguTable.buttons_clear``)."""
    if scene.portrait:
        return None
    corner = corner_spot(scene)
    if corner.inflate(2 * CORNER_GAP, 0).collidelist(scene.lane_reefs()) < 0:  # (not nearer than the corner's gap)
        return None
    stop = scene.pass_button()
    return pygame.Rect(stop.x, max(scene.L.ACTION_Y, stop.bottom + CORNER_GAP), corner.w, corner.h)
