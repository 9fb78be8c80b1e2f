"""Where the coach's suggestion is tapped on the Lure table (see :mod:`fishgames.ui.coach`)."""

from __future__ import annotations

import pygame

from fishgames.games.lure.actions import Adjust, Cast
from fishgames.games.lure.data import KIND_TEXT, Phase
from fishgames.i18n import t
from fishgames.ui import theme
from fishgames.ui.widgets import button_width_for

D12_DIE, D20_DIE = 5, 6  # the rack's special dice follow its five d6 (``LureTable.rack_dice``)


def targets(scene, action) -> list[pygame.Rect]:
    """In tap order.  A cast: the dice and lures to pick in your rack, then "Cast!"; an adjust: the + or −
    button of each die it changes, once per step (twice for ±2), then "Done"."""
    if isinstance(action, Cast):
        return _cast(scene, action)
    if isinstance(action, Adjust):
        n = len(scene.view["seats"][scene.viewer]["rolled"] or [])
        steps = [scene.L.adjust_buttons(i, n)[0 if delta > 0 else 1]
                 for i, delta in action.changes if i < n for _ in range(abs(delta))]
        return steps + [scene.L.cast_button()]
    return []


def _cast(scene, cast: Cast) -> list[pygame.Rect]:
    dice = [(i, scene.tap_area(rect)) for i, rect, state in scene.rack_dice(Phase.CAST.text) if state != "resting"]
    d6 = [rect for i, rect in dice if i < D12_DIE][:cast.d6]
    specials = [rect for i, rect in dice if (i == D12_DIE and cast.d12) or (i == D20_DIE and cast.d20)]
    mine = scene.my_lures()
    used: set[int] = set()
    for kind in cast.lures:
        j = next((j for j, code in enumerate(mine) if code == KIND_TEXT[kind] and j not in used), None)
        if j is not None:
            used.add(j)
    rects = scene.rack_tokens(len(mine), Phase.CAST.text)
    tokens = [scene.tap_area(rects[j]) for j in sorted(used)]
    return d6 + specials + tokens + [scene.L.cast_button()]


def button_spot(scene) -> pygame.Rect | None:
    """On a small screen: left of the "?" in the right column (``scene_layout.coach_rect``); else under the menu."""
    words = max(button_width_for(t(key), theme.SMALL) for key in ("coach.button", "coach.thinking"))
    return scene.L.coach_rect(len(scene.match.seats), words)
