"""Settings: language (switched live), animation speed, sound, fullscreen, colour-blind symbols, the size of text
and buttons (``legibility``), phones in the kiosk, kiosk PIN."""

from __future__ import annotations

import pygame

from fishgames.i18n import t
from fishgames.ui import legibility, theme
from fishgames.ui.scene import Push, Scene, Transition
from fishgames.ui.scenes import common
from fishgames.ui.scenes.closed_by_back import ClosedByBack

ROW_H, TOP, LABEL_X, CHOICE_X = 76, 112, 150, 510
#: A portrait screen (``Scene.portrait``): the rows further apart and their buttons taller, the block centred on
#: the height (on the 720 px band the grown buttons ran into each other and the PIN row was cut).
PORTRAIT_ROW_H, PORTRAIT_BUTTON_H = 190, 104
SPEEDS = ("slow", "normal", "fast", "instant")


class SettingsScene(ClosedByBack, Scene):
    tall = True  # a portrait screen: the rows spread over its height (``row_h``, ``top``)

    def __init__(self, app):
        super().__init__(app)
        self.widgets: dict = {}

    def rows(self) -> list[tuple[str, str, list[tuple[object, str]]]]:
        """(setting, label, [(value, button text)]) for every segmented row; the PIN row is separate."""
        on_off = [(True, t("settings.on")), (False, t("settings.off"))]
        return [
            ("language", t("settings.language"), [("de", "Deutsch"), ("en", "English")]),
            ("animation_speed", t("settings.speed"), [(s, t(f"settings.speed_{s}")) for s in SPEEDS]),
            ("sound", t("settings.sound"), on_off),
            ("fullscreen", t("settings.fullscreen"), on_off),
            ("colorblind_symbols", t("settings.colorblind"), on_off),
            ("ui_scale", t("settings.ui_scale"), [(scale, f"{scale:.0%}".replace("%", " %"))
                                                  for scale in legibility.UI_SCALES]),
            ("kiosk_phones", t("phones.settings.kiosk_phones"), on_off),
        ]

    @property
    def row_h(self) -> int:
        """The rows' pitch: wider where a small screen's buttons grow to its tap floor (``legibility``)."""
        if self.portrait:
            return PORTRAIT_ROW_H
        return max(ROW_H, legibility.current.tap + 5)

    @property
    def button_h(self) -> int:
        return PORTRAIT_BUTTON_H if self.portrait else common.TOUCH

    @property
    def top(self) -> int:
        """The first row's top: under the title on the stage, the rows' block centred on a portrait screen."""
        if not self.portrait:
            return TOP
        return max(TOP, (self.stage_size[1] - (len(self.rows()) + 1) * self.row_h) // 2)

    def build(self) -> None:
        w = {"back": common.back_button(self, t("settings.back"))}
        settings = self.app.settings
        for r, (key, _, choices) in enumerate(self.rows()):
            y = self.top + r * self.row_h
            width = 150 if len(choices) > 2 else 170
            for c, (value, text) in enumerate(choices):
                button = common.button(self, (CHOICE_X + c * (width + 12), y, width, self.button_h), text,
                                       f"#set_{key}", "@toggle")
                common.set_selected(button, getattr(settings, key) == value)
                if key == "fullscreen" and self.app.kiosk:
                    button.disable()
                w[(key, value)] = button
        y = self.top + len(self.rows()) * self.row_h
        w["pin"] = common.button(self, (CHOICE_X, y, 352, self.button_h), t("settings.change_pin"), "#set_pin",
                                 "@toggle")
        self.widgets = w

    def on_press(self, key) -> Transition:
        if key == "pin":
            return Push(self.app.scene("pin_pad", mode="change" if self.app.kiosk else "set"))
        if isinstance(key, tuple):
            setting, value = key
            if getattr(self.app.settings, setting) != value:
                self.app.update_settings(**{setting: value})  # a language switch rebuilds every scene
                self.rebuild()
        return None

    def resume(self, result=None) -> None:
        super().resume(result)
        if isinstance(result, dict) and result.get("pin"):
            self.app.update_settings(kiosk_pin=result["pin"])
            self.app.notify("settings.pin_changed")

    def draw(self, surface: pygame.Surface) -> None:
        common.paint_backdrop(surface, 2)
        w, top = self.stage_size[0], self.top
        title_y = top - 100 if self.portrait else 48
        common.shadowed_text(surface, t("settings.title"), theme.TITLE, theme.FOAM, centre=(w // 2, title_y))
        rows = self.rows()
        gap = self.row_h - self.button_h  # the panel's margin above the first row and below the last
        area = pygame.Rect(LABEL_X - 40, top - 20, w - 2 * (LABEL_X - 40), (len(rows) + 1) * self.row_h + 16)
        if self.portrait:
            area = pygame.Rect(LABEL_X - 40, top - gap // 2, w - 2 * (LABEL_X - 40), (len(rows) + 1) * self.row_h)
        common.panel(surface, area, theme.DEEP, alpha=170, radius=22)
        notes = {len(rows): t("settings.pin_hint")}
        if self.app.kiosk:
            notes[3] = t("settings.kiosk_note")
        for r, (_, label, _) in enumerate(rows + [("pin", t("settings.pin"), [])]):
            y = top + r * self.row_h + self.button_h // 2
            text = theme.text(label, theme.BODY, theme.FOAM, True)
            if r in notes:  # a small explanation under the label
                surface.blit(text, text.get_rect(midleft=(LABEL_X, y - 11)))
                note = theme.text(notes[r], theme.SMALL, theme.MUTED)
                surface.blit(note, note.get_rect(midleft=(LABEL_X, y + 16)))
            else:
                surface.blit(text, text.get_rect(midleft=(LABEL_X, y)))
