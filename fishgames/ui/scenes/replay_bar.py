"""The replay theatre's control bar: its buttons' places and the speeds (``replay.py`` draws it), and the
button shapes the theatre's first frame makes, for the game list it opens from to draw ahead."""

from __future__ import annotations

from fishgames.i18n import t
from fishgames.ui.buttons_ahead import MENU_BUTTON, shape_of
from fishgames.ui.scenes import common

BAR_H = 84
#: Replay speeds: the table's animation speed and the pause between two stops (wall-clock seconds).
SPEEDS = {"slow": 1.2, "normal": 0.7, "fast": 0.35, "instant": 0.15}
SEAT_W = 250
#: A portrait screen (``Scene.portrait``): the bar at the screen's foot, taller — the timeline across it over a row of
#: buttons a thumb's size; the table above it at its own size, not shrunk to make room.
PORTRAIT_BAR_H, PORTRAIT_BUTTON_H, PORTRAIT_STEP_W, PORTRAIT_TIMELINE_Y = 270, 96, 96, 84


def bar_rect(size: tuple[int, int], portrait: bool = False):
    """The bar across the screen's foot (x, y, w, h)."""
    w, h = size
    high = PORTRAIT_BAR_H if portrait else BAR_H
    return 0, h - high, w, high


def bar_buttons(size: tuple[int, int], portrait: bool = False) -> dict:
    """The control bar's buttons on a screen of ``size``: key -> (rect, label, object id).  Labels that
    follow the state (play/pause, speed, whose view) are set by ``ReplayScene._refresh``.  ``portrait``: the
    taller bar's row of larger buttons (under its timeline)."""
    w, h = size
    high, step = (PORTRAIT_BUTTON_H, PORTRAIT_STEP_W) if portrait else (common.TOUCH, 64)
    y = h - BAR_H + (BAR_H - common.TOUCH) // 2
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
