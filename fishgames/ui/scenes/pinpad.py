"""A 4-digit PIN keypad.  ``mode="unlock"`` (kiosk): the right PIN quits the app, a wrong one shakes;
``mode="set"`` (settings): a new PIN typed twice (the same four digits both times) pops ``{"pin": "1234"}``;
``mode="change"`` (settings in kiosk mode): the current PIN first, then the new one twice — else anyone at
the kiosk could set their own.  Cancel pops without a result.  The PIN is checked against its stored salted
hash (``fishgames.pin``); the settings keep only that.

Guesses at the PIN (unlock, and the current PIN before a change) go through the app's ``fishgames.pin.PinGuard``:
after a few wrong ones the pad refuses input for a growing while and shows the wait."""

from __future__ import annotations

import math

import pygame

from fishgames import pin
from fishgames.i18n import t
from fishgames.ui import pen, theme
from fishgames.ui.scene import Pop, Scene, Transition
from fishgames.ui.scenes import common
from fishgames.ui.scenes.closed_by_back import ClosedByBack
from fishgames.ui.text import fit_size

DIGITS = 4
PANEL_W, PANEL_H = 440, 680
KEY_W, KEY_H, KEY_GAP = 116, 84, 14
#: A portrait screen (``Scene.portrait``): the pad half again as large, its keys a thumb's size.
PORTRAIT_PANEL, PORTRAIT_KEY, PORTRAIT_KEYS_TOP = (880, 1120), (240, 150, 24), 260
#: ... in the upright screens' type (a logical px is 0.5625 physical there): the title up to 48, the status 30
#: (16.9 physical, where the stage's 18 showed at the 12.4 floor), OK, ⌫ and Cancel with ``common.UPRIGHT_LABEL``.
UPRIGHT_TITLE, UPRIGHT_STATUS = 48, 30
SHAKE_SECONDS = 0.45
KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "del", "0", "ok")
def clock_text(seconds: float) -> str:
    """A wait as m:ss, rounded up (a wait of 0.2 s still shows 0:01)."""
    whole = math.ceil(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


class PinPadScene(ClosedByBack, Scene):  # its "cancel" is answered by press(), also while locked out
    opaque = False
    tall = True  # a portrait screen: a larger pad (``PORTRAIT_PANEL``)

    def __init__(self, app, mode: str = "unlock"):
        super().__init__(app)
        self.mode = mode
        self.stage = "verify" if mode == "change" else mode  # "unlock" | "verify" | "set" | "again"
        self.entered = ""
        self.first: str | None = None  # the new PIN as typed the first time (stage "again")
        self.message = ""
        self.shake = 0.0
        self.widgets: dict = {}
        self._keys_locked = False  # the digit keys are disabled (a lockout is running)
        self.panel = pygame.Rect(0, 0, PANEL_W, PANEL_H)
        self.panel.center = (app.size[0] // 2, app.size[1] // 2)

    def build(self) -> None:
        w = {}
        self.panel = pygame.Rect((0, 0), PORTRAIT_PANEL if self.portrait else (PANEL_W, PANEL_H))
        self.panel.center = (self.stage_size[0] // 2, self.stage_size[1] // 2)
        key_w, key_h, gap = PORTRAIT_KEY if self.portrait else (KEY_W, KEY_H, KEY_GAP)
        left = self.panel.centerx - (3 * key_w + 2 * gap) // 2
        top = self.panel.y + (PORTRAIT_KEYS_TOP if self.portrait else 212)
        for i, key in enumerate(KEYS):
            label = {"del": "⌫", "ok": t("pin.ok")}.get(key, key)
            rect = (left + (i % 3) * (key_w + gap), top + (i // 3) * (key_h + gap), key_w, key_h)
            cls = "@primary" if key == "ok" else "@quiet" if key == "del" else "@digit"
            large = common.UPRIGHT_LABEL if self.portrait and key in ("ok", "del") else None  # (digits: 36 px)
            w[key] = common.button(self, rect, label, large or f"#pin_{key}", cls)
        cancel = (self.panel.centerx - 130, self.panel.bottom - 76, 260, common.TOUCH)
        if self.portrait:
            cancel = (self.panel.centerx - 200, self.panel.bottom - 130, 400, 96)
        w["cancel"] = common.button(self, cancel, t("pin.cancel"),
                                    common.UPRIGHT_LABEL if self.portrait else "#pin_cancel", "@quiet")
        self.widgets = w
        self._keys_locked = False
        self._lock_keys()

    @property
    def guarded(self) -> bool:
        """This stage checks a guess at the PIN (so the app's PinGuard applies)."""
        return self.stage in ("unlock", "verify")

    def wait(self) -> float:
        return self.app.pin_guard.wait() if self.guarded else 0.0

    def status_text(self) -> str:
        """The line under the digits: the remaining lockout, else the last message."""
        wait = self.wait()
        if wait > 0:
            return t("pin.locked", wait=clock_text(wait))
        return self.message

    def _lock_keys(self) -> None:
        """Grey out every key but Cancel while a lockout runs (``press`` refuses them anyway)."""
        locked = self.wait() > 0
        if locked == self._keys_locked:
            return
        self._keys_locked = locked
        for key in KEYS:
            widget = self.widgets.get(key)
            if widget is None:
                continue
            if locked:
                widget.disable()
            else:
                widget.enable()

    def on_press(self, key) -> Transition:
        return self.press(key) if key else None

    def press(self, key: str) -> Transition:
        if key == "cancel":
            return Pop()
        if self.wait() > 0:  # locked out: no digit, no delete, no OK
            return None
        if key == "del":
            self.entered = self.entered[:-1]
        elif key == "ok":
            return self.confirm()
        elif key.isdigit() and len(self.entered) < DIGITS:
            self.entered += key
            self.message = ""
        return None

    def confirm(self) -> Transition:
        if self.stage in ("set", "again") and len(self.entered) != DIGITS:
            self.fail("pin.too_short")
            return None
        if self.stage == "set":  # once more, to be sure of it
            self.stage, self.first, self.entered, self.message = "again", self.entered, "", ""
            return None
        if self.stage == "again":
            if self.entered == self.first:
                return Pop({"pin": self.entered})
            self.stage, self.first = "set", None
            self.fail("pin.mismatch")
            return None
        if not pin.matches(self.entered, self.app.settings.kiosk_pin):
            self.app.pin_guard.failed()
            self.fail("pin.wrong")
            return None
        self.app.pin_guard.succeeded()
        if self.stage == "verify":
            self.stage, self.entered, self.message = "set", "", ""
            return None
        self.app.quit()
        return Pop()

    def fail(self, key: str) -> None:
        self.message = t(key)
        self.entered = ""
        self.shake = SHAKE_SECONDS

    def update(self, dt: float) -> Transition:
        self.shake = max(0.0, self.shake - dt)
        self._lock_keys()
        return None

    def draw(self, surface: pygame.Surface) -> None:
        common.dim(surface, 170)
        common.panel(surface, self.panel, theme.CREAM, radius=26, border=theme.SAND_DARK)
        title = t({"unlock": "pin.title", "verify": "pin.title_current", "set": "pin.title_set",
                   "again": "pin.title_again"}[self.stage])
        size = fit_size(title, UPRIGHT_TITLE if self.portrait else 30, self.panel.width - 40, bold=True)
        label = theme.text(title, size, theme.INK, True)
        surface.blit(label, label.get_rect(midtop=(self.panel.centerx, self.panel.y + 28)))
        offset = int(14 * math.sin(self.shake * 40) * (self.shake / SHAKE_SECONDS)) if self.shake else 0
        for i in range(DIGITS):
            big = 1.5 if self.portrait else 1  # a portrait screen's larger pad: larger slots, further down
            cx = self.panel.centerx + (i - (DIGITS - 1) / 2) * 64 * big + offset
            slot = pygame.Rect(0, 0, round(52 * big), round(64 * big))
            slot.center = (cx, self.panel.y + round(118 * big))
            pen.rect(surface, theme.WHITE, slot, border_radius=12)
            pen.rect(surface, (190, 60, 30) if self.shake else theme.SEA, slot, 3, border_radius=12)
            if i < len(self.entered):
                if self.stage in ("set", "again"):
                    digit = theme.text(self.entered[i], 36, theme.INK, True)
                    surface.blit(digit, digit.get_rect(center=slot.center))
                else:
                    pen.circle(surface, theme.INK, slot.center, 10)
        status = self.status_text()
        if status:
            small = UPRIGHT_STATUS if self.portrait else theme.SMALL
            size = fit_size(status, small, self.panel.width - 32, bold=True)  # inside the panel
            msg = theme.text(status, size, (180, 50, 20), True)
            surface.blit(msg, msg.get_rect(midtop=(self.panel.centerx, self.panel.y + (216 if self.portrait else 164))))
