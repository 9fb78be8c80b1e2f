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


def bar_buttons(size: tuple[int, int]) -> dict:
    """The control bar's buttons on a screen of ``size``: key -> (rect, label, object id).  Labels that
    follow the state (play/pause, speed, whose view) are set by ``ReplayScene._refresh``."""
    w, h = size
    y = h - BAR_H + (BAR_H - common.TOUCH) // 2
    close_w = common.button_width(t("replay.close"), minimum=120)
    speed_w = max(common.button_width(t(f"replay.speed.{name}"), minimum=100) for name in SPEEDS)
    x = 16
    buttons = {"close": ((x, y, close_w, common.TOUCH), t("replay.close"), "#close")}
    x += close_w + 16
    for key, text in (("back", "❚◀"), ("play", "▶"), ("forward", "▶❚")):
        buttons[key] = ((x, y, 64, common.TOUCH), text, f"#replay_{key}")
        x += 72
    buttons["speed"] = ((x, y, speed_w, common.TOUCH), "", "#replay_speed")
    buttons["seat"] = ((w - 16 - SEAT_W, y, SEAT_W, common.TOUCH), "", "#replay_seat")
    return buttons


def theatre_shapes(size: tuple[int, int]) -> list:
    """The button shapes a theatre's first frame makes (its bar, its table's hidden menu button), for the
    list it opens from to draw ahead (``ButtonsAhead``)."""
    return [shape_of(rect, object_id) for rect, _, object_id in bar_buttons(size).values()] + [MENU_BUTTON]
