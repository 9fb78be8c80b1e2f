"""The replay theatre's control bar: its buttons' places and the speeds (``replay.py`` draws it), and the
button shapes the theatre's first frame makes, for the game list it opens from to draw ahead."""

from __future__ import annotations

import math

from fishgames.i18n import t
from fishgames.ui import legibility, theme
from fishgames.ui.buttons_ahead import MENU_BUTTON, shape_of
from fishgames.ui.scenes import common
from fishgames.ui.text import SMALLEST

BAR_H = 84  # a landscape bar's height where the table above it has room to spare (bar_h)
STAGE_H = 720
#: Replay speeds: the table's animation speed and the pause between two stops (wall-clock seconds).
SPEEDS = {"slow": 1.2, "normal": 0.7, "fast": 0.35, "instant": 0.15}
SEAT_W = 250
#: A portrait screen (``Scene.portrait``): the bar at the screen's foot, taller — the timeline across it over a row of
#: buttons a thumb's size; the table above it at its own size, not shrunk to make room.
PORTRAIT_BAR_H, PORTRAIT_BUTTON_H, PORTRAIT_STEP_W, PORTRAIT_TIMELINE_Y = 270, 96, 96, 84


def bar_h(size: tuple[int, int]) -> int:
    """A landscape bar's height on a canvas of ``size``: :data:`BAR_H`, or lower where the table shrunk into the
    room above it would show its smallest type under the floor a player reads (``legibility.TEXT_PX``): at
    100 % on 800 × 480 the 84-px bar left 684 px, 11.9-px type (76 now: 692 px, 12.0), on 1024 × 600 11.8 px (75).
    Never lower than its buttons (the tap floor) and a margin."""
    least = math.ceil(STAGE_H * legibility.TEXT_PX / (max(SMALLEST, theme.text_floor) * legibility.shown_scale) - 1e-9)
    return max(min(BAR_H, size[1] - least), legibility.current.tap + 4)


def bar_rect(size: tuple[int, int], portrait: bool = False):
    """The bar across the screen's foot (x, y, w, h)."""
    w, h = size
    high = PORTRAIT_BAR_H if portrait else bar_h(size)
    return 0, h - high, w, high


def bar_buttons(size: tuple[int, int], portrait: bool = False) -> dict:
    """The control bar's buttons on a screen of ``size``: key -> (rect, label, object id).  Labels that
    follow the state (play/pause, speed, whose view) are set by ``ReplayScene._refresh``.  ``portrait``: the
    taller bar's row of larger buttons (under its timeline)."""
    w, h = size
    high, step = (PORTRAIT_BUTTON_H, PORTRAIT_STEP_W) if portrait else (common.TOUCH, 64)
    high_bar = bar_h(size)
    y = h - high_bar + (high_bar - common.TOUCH) // 2
    if portrait:
        y = h - 24 - high - 40  # above the screen's last strip
    close_w = common.button_width(t("replay.close"), minimum=120)
    speed_w = max(common.button_width(t(f"replay.speed.{name}"), minimum=100) for name in SPEEDS)
    x = 16
    buttons = {"close": ((x, y, close_w, high), t("replay.close"), "#close")}
    x += close_w + 16
    for key, text in (("back", "❚◀"), ("play", "▶"), ("forward", "▶❚")):
        buttons[key] = ((x, y, step, high), text, f"#replay_{key}")
        x += step + 8
    buttons["speed"] = ((x, y, speed_w, high), "", "#replay_speed")
    buttons["seat"] = ((w - 16 - SEAT_W, y, SEAT_W, high), "", "#replay_seat")
    return buttons


def theatre_shapes(size: tuple[int, int]) -> list:
    """The button shapes a theatre's first frame makes (its bar, its table's hidden menu button), for the
    list it opens from to draw ahead (``ButtonsAhead``)."""
    return [shape_of(rect, object_id) for rect, _, object_id in bar_buttons(size).values()] + [MENU_BUTTON]
