"""A 4-digit PIN keypad.  ``mode="unlock"`` (kiosk): the right PIN quits the app, a wrong one shakes;
``mode="set"`` (settings): four digits pop ``{"pin": "1234"}``; ``mode="change"`` (settings in kiosk
mode): the current PIN first, then the new one — else anyone at the kiosk could set their own.
Cancel pops without a result."""

from __future__ import annotations

import math

import pygame

from fishgames.i18n import t
from fishgames.ui import theme
from fishgames.ui.scene import Pop, Scene, Transition
from fishgames.ui.scenes import common

DIGITS = 4
KEY_W, KEY_H, KEY_GAP = 116, 84, 14
SHAKE_SECONDS = 0.45
KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "del", "0", "ok")


class PinPadScene(Scene):
    opaque = False

    def __init__(self, app, mode: str = "unlock"):
        super().__init__(app)
        self.mode = mode
        self.stage = "verify" if mode == "change" else mode  # "unlock" | "verify" | "set"
        self.entered = ""
        self.message = ""
        self.shake = 0.0
        self.widgets: dict = {}
        self.panel = pygame.Rect(0, 0, 440, 680)
        self.panel.center = (app.size[0] // 2, app.size[1] // 2)

    def build(self) -> None:
        w = {}
        left = self.panel.centerx - (3 * KEY_W + 2 * KEY_GAP) // 2
        top = self.panel.y + 212
        for i, key in enumerate(KEYS):
            label = {"del": "⌫", "ok": t("pin.ok")}.get(key, key)
            rect = (left + (i % 3) * (KEY_W + KEY_GAP), top + (i // 3) * (KEY_H + KEY_GAP), KEY_W, KEY_H)
            cls = "@primary" if key == "ok" else "@quiet" if key == "del" else "@digit"
            w[key] = common.button(self, rect, label, f"#pin_{key}", cls)
        w["cancel"] = common.button(self, (self.panel.centerx - 130, self.panel.bottom - 76, 260, common.TOUCH),
                                    t("pin.cancel"), "#pin_cancel", "@quiet")
        self.widgets = w

    def handle_key(self, event) -> Transition:
        return Pop() if common.escape(event) else None

    def handle_ui(self, event) -> Transition:
        key = common.pressed_key(self, event, self.widgets)
        return self.press(key) if key else None

    def press(self, key: str) -> Transition:
        if key == "cancel":
            return Pop()
        if key == "del":
            self.entered = self.entered[:-1]
        elif key == "ok":
            return self.confirm()
        elif key.isdigit() and len(self.entered) < DIGITS:
            self.entered += key
            self.message = ""
        return None

    def confirm(self) -> Transition:
        if self.stage == "set":
            if len(self.entered) == DIGITS:
                return Pop({"pin": self.entered})
            self.fail("pin.too_short")
            return None
        if self.entered != self.app.settings.kiosk_pin:
            self.fail("pin.wrong")
            return None
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
        return None

    def draw(self, surface: pygame.Surface) -> None:
        common.dim(surface, 170)
        common.panel(surface, self.panel, theme.CREAM, radius=26, border=theme.SAND_DARK)
        title = t({"unlock": "pin.title", "verify": "pin.title_current", "set": "pin.title_set"}[self.stage])
        size = common.fit_text(title, 30, self.panel.width - 40, bold=True)
        label = theme.text(title, size, theme.INK, True)
        surface.blit(label, label.get_rect(midtop=(self.panel.centerx, self.panel.y + 28)))
        offset = int(14 * math.sin(self.shake * 40) * (self.shake / SHAKE_SECONDS)) if self.shake else 0
        for i in range(DIGITS):
            cx = self.panel.centerx + (i - (DIGITS - 1) / 2) * 64 + offset
            slot = pygame.Rect(0, 0, 52, 64)
            slot.center = (cx, self.panel.y + 118)
            pygame.draw.rect(surface, theme.WHITE, slot, border_radius=12)
            pygame.draw.rect(surface, (190, 60, 30) if self.shake else theme.SEA, slot, 3, border_radius=12)
            if i < len(self.entered):
                if self.stage == "set":
                    digit = theme.text(self.entered[i], 36, theme.INK, True)
                    surface.blit(digit, digit.get_rect(center=slot.center))
                else:
                    pygame.draw.circle(surface, theme.INK, slot.center, 10)
        if self.message:
            msg = theme.text(self.message, theme.SMALL, (180, 50, 20), True)
            surface.blit(msg, msg.get_rect(midtop=(self.panel.centerx, self.panel.y + 164)))
