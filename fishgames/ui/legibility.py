"""How large the smallest text and the smallest tap target are drawn: on this screen, for this family.

Every layout is made in logical pixels for the 1280 × 720 stage; a screen shows them at its own scale
(0.625 on a 7-inch 800 × 480 panel).  A player must read every text at ≥ 12 physical pixels and hit every
target of ≥ 44 (:data:`TEXT_PX`, :data:`TAP_PX`), so the **floors** in logical pixels grow as the scale
shrinks: 20 px text and 71 px targets at 800 × 480.  The **UI scale** (Settings, ``--ui-scale``) multiplies
them for a family that wants larger text and buttons (on any screen: a screen larger than the stage counts as
the stage, a TV being watched from further away).  At 1280 × 720 and above, at UI scale 1, the floors stay under
the theme's own sizes (18 px text, 48 px targets): nothing changes there.

The floors are applied where text and targets are made: ``theme.font`` draws no text under
:attr:`Floors.text`, ``widgets`` (table buttons, seat plates) and ``scenes.common.button`` (the shell's
buttons) make no target under :attr:`Floors.tap`; the layouts (rows of buttons, Lure's dice and lures, Fugu's
reef) take the pitch the grown targets need.  Everything drawn with text is cached, so a change of floors
clears those caches.  (A screen larger than the stage is drawn at its own pixels instead: ``fishgames.ui.fine``.)
"""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass

import pygame

from fishgames.ui import (  # widgets imports this module back: both read the other at call time
    sprites,
    theme,
    widgets,
)

STAGE = (1280, 720)  # display.STAGE
TEXT_PX = 12  # the smallest text a player must read, in physical pixels
TAP_PX = 44  # the smallest touch target, in physical pixels
UI_SCALES = (1.0, 1.25, 1.5)  # the Settings row's choices (``--ui-scale`` takes 1-2: ``settings.ui_scale``)
#: The largest floors the layouts are made for (a 800 × 480 panel at UI scale 1 needs 20 and 71): a higher
#: UI scale on a small panel makes text larger up to here, and no further.
MAX_TEXT, MAX_TAP = 24, 79  # 79: 44 physical px on a portrait 720 × 1280 panel (a logical px is 0.5625 there)
INERT_TEXT, INERT_TAP = 16, 48  # text.SMALLEST and widgets.BASE_TAP


@dataclass(frozen=True)
class Floors:
    text: int = 0  # font size in logical px (0: no floor)
    tap: int = 0  # a target's shorter side in logical px

    @property
    def inert(self) -> bool:
        """Under every size the theme draws (16 px text, 48 px targets): nothing is drawn differently."""
        return self.text <= INERT_TEXT and self.tap <= INERT_TAP


NONE = Floors()
#: The floors in force (the app sets them: :func:`apply`).
current = NONE
#: This screen's own floors, at UI scale 1 (44 physical px): where a layout's rows cannot fit the UI scale's
#: larger targets, they shrink to fit, down to these and no further (:func:`fitting_tap`).
screen = NONE
#: The physical pixels a logical one is shown at on this screen, at most 1 (the app sets it with the floors): for
#: a picture shown smaller than its layout (the replay's table) to know how large its type reaches the eye.
shown_scale = 1.0


def floors(scale: float, ui_scale: float = 1.0) -> Floors:
    """The floors for a screen showing a logical pixel at ``scale`` physical ones, at ``ui_scale``.  A screen
    larger than the stage counts as the stage (a TV is watched from further away): there the UI scale makes
    text and buttons larger than the 1280 × 720 design too."""
    scale = min(max(scale, 1e-6), 1.0) / ui_scale
    return Floors(min(MAX_TEXT, math.ceil(TEXT_PX / scale - 1e-9)), min(MAX_TAP, math.ceil(TAP_PX / scale - 1e-9)))


def apply(new: Floors, own: Floors | None = None) -> bool:
    """Make ``new`` the floors in force (``own``: the screen's own, at UI scale 1; None: ``new``); True when what
    is drawn changes (the caller lays every scene out again): then every picture cached with text or targets in
    it is forgotten, drawn for the old floors."""
    global current, screen
    own = new if own is None else own
    if new == current:
        changed, screen = own != screen, own
        return changed and not new.inert  # the same floors, another screen: rows squeezed otherwise
    screen = own
    old, current = current, new
    theme.text_floor = new.text
    widgets.MIN_TAP = max(widgets.BASE_TAP, new.tap)
    if old.inert and new.inert:  # 1280 × 720 and larger: nothing drawn changes, no cache is lost
        return False
    forget_drawn_text()
    return True


def forget_drawn_text(art: bool = True) -> None:
    """Clear every cache that may hold text or sizes measured with the old floors: the ``lru_cache`` functions
    of the ``fishgames.ui`` and the tables' ``scene*`` and ``look`` modules (pure caches: clearing one only costs
    drawing again; Go Fish's book slots and tiles, kept past a new drawing scale, lost the twins ``fine.set_scale``
    drops and were resampled), and the shared art cache (``art``; a new drawing scale keeps it: ``sprites.rescaled``)."""
    for name, module in list(sys.modules.items()):
        drawing = name.startswith("fishgames.ui") or (name.startswith("fishgames.games.") and (
            ".scene" in name or name.endswith(".look")))
        if not drawing or module is None:
            continue
        for value in list(vars(module).values()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear) and callable(value):
                clear()
    if art:
        sprites.CACHE.clear()


CORNER_TOP = CORNER_GAP = 8  # the tables' Menu button: 8 px from the stage's top right, its neighbours 8 px apart


def under_corner(rows: int) -> int:
    """Where a panel of a table's right column may start under ``rows`` rows of the corner's buttons (the Menu;
    the Pro tip under it) at the tap floor in force: 64 and 120 at 1280 × 720, 87 and 166 on a 800 × 480 panel,
    whose grown buttons covered the top of a log, a licences board or a score track."""
    return CORNER_TOP + rows * (max(current.tap, widgets.BASE_TAP) + CORNER_GAP)


def lowest_corner(rows: int) -> int:
    """:func:`under_corner` at the largest tap floor (:data:`MAX_TAP`, any screen and UI scale): what a table's least
    upright height is reckoned with (``TableScene.upright_least_h``)."""
    return CORNER_TOP + rows * (max(MAX_TAP, widgets.BASE_TAP) + CORNER_GAP)


def grown_up(rect) -> pygame.Rect:
    """``rect`` grown to the tap floor upward and sideways, its bottom kept: a button at the foot of a panel
    stays inside it (grown about its centre it hung over the panel's edge and covered the line above)."""
    rect = pygame.Rect(rect)
    grown = rect.inflate(max(0, current.tap - rect.w), 0)
    grown.h = max(rect.h, current.tap)
    grown.bottom = rect.bottom
    return grown


def fitting_tap(rows: int, space: int, gap: int) -> int:
    """The targets' size for ``rows`` rows of them in ``space`` px, ``gap`` px apart: the floor in force where
    they fit; else as large as fits, but never under the screen's own floor (:data:`screen`: 44 physical px) —
    the UI scale gives way first."""
    return max(screen.tap, min(current.tap, (space + gap) // rows - gap))


def tap_rect(rect, within=None, tap: int | None = None):
    """``rect`` grown about its centre to the tap floor (a pygame Rect; ``tap``: a layout's own, from
    :func:`fitting_tap`), kept inside ``within`` (the stage): where a button is drawn and where a tap on it counts
    (both ask here)."""
    rect = pygame.Rect(rect)
    within = pygame.Rect((0, 0), STAGE) if within is None else within
    tap = current.tap if tap is None else tap
    grown = rect.inflate(max(0, tap - rect.w), max(0, tap - rect.h))
    return grown.clamp(within) if within is not None and grown != rect else grown
