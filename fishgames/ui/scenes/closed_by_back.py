"""The screens opened over another one (settings, statistics, rules help, the game list, the in-game menu, the
level picker, the PIN pad): Esc or their back button ("back", "cancel" or "resume") close them."""

from __future__ import annotations

from fishgames.ui.scene import Pop, Transition
from fishgames.ui.scenes import common


class ClosedByBack:
    """Esc or the ``back_key`` widget pop the screen; ``on_press(key)`` answers its other widgets (the key of the
    one pressed, None when the event pressed none of them).  Listed before :class:`~fishgames.ui.scene.Scene`."""

    back_key = "back"

    def handle_key(self, event) -> Transition:
        return Pop() if common.escape(event) else None

    def handle_ui(self, event) -> Transition:
        key = common.pressed_key(self, event, self.widgets)
        return Pop() if key == self.back_key else self.on_press(key)

    def on_press(self, key) -> Transition:
        return None
