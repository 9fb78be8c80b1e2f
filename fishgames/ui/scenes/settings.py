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
#: A portrait screen (``Scene.portrait``, its 1280-px-wide canvas shown at 720 px): each row's label on a line of
#: its own (any note under it) over its choices across the panel's width, in the type of the upright screens'
#: labels (``common.UPRIGHT_LABEL_SIZE``: 22.5 physical px, where the stage's were 12.4-13.5) on buttons 104 tall.
PORTRAIT_BUTTON_H = 104
UPRIGHT_TITLE, UPRIGHT_NOTE = 60, 30  # the title's size, a note's (16.9 physical px)
UPRIGHT_PANEL_X, UPRIGHT_PAD = 32, 32  # the panel's left (and right) margin, its rows' inset
UPRIGHT_LINE, UPRIGHT_NOTE_LINE, UPRIGHT_GAP = 56, 40, 48  # a label's line, a note's, the space under a row
UPRIGHT_TOP = 240  # the panel's top, under the title
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
        """The rows' pitch on the stage: wider where a small screen's buttons grow to its tap floor
        (``legibility``)."""
        return max(ROW_H, legibility.current.tap + 5)

    def notes(self) -> dict[int, str]:
        """The small explanations under some rows' labels, by row (the PIN row is the last)."""
        notes = {len(self.rows()): t("settings.pin_hint")}
        if self.app.kiosk:
            notes[3] = t("settings.kiosk_note")
        return notes

    def upright_rows(self) -> list[tuple[int, int]]:
        """Upright: each row's label line's top and its buttons' top (the PIN row last)."""
        notes, y, places = self.notes(), UPRIGHT_TOP + UPRIGHT_PAD, []
        for r in range(len(self.rows()) + 1):
            buttons = y + UPRIGHT_LINE + (UPRIGHT_NOTE_LINE if r in notes else 0)
            places.append((y, buttons))
            y = buttons + PORTRAIT_BUTTON_H + UPRIGHT_GAP
        return places

    def upright_panel(self) -> pygame.Rect:
        last = self.upright_rows()[-1][1] + PORTRAIT_BUTTON_H
        w = self.stage_size[0]
        return pygame.Rect(UPRIGHT_PANEL_X, UPRIGHT_TOP, w - 2 * UPRIGHT_PANEL_X, last + UPRIGHT_PAD - UPRIGHT_TOP)

    @property
    def button_h(self) -> int:
        return PORTRAIT_BUTTON_H if self.portrait else common.TOUCH

    @property
    def top(self) -> int:
        """The first row's top (on the stage: under the title)."""
        return TOP

    def build(self) -> None:
        w = {"back": common.back_button(self, t("settings.back"))}
        settings = self.app.settings
        upright = self.upright_rows() if self.portrait else None
        inner = self.stage_size[0] - 2 * (UPRIGHT_PANEL_X + UPRIGHT_PAD)  # upright: the panel's width for buttons
        for r, (key, _, choices) in enumerate(self.rows()):
            if upright:
                x, y, gap = UPRIGHT_PANEL_X + UPRIGHT_PAD, upright[r][1], 16
                width = min(320, (inner - (len(choices) - 1) * gap) // len(choices))
            else:
                x, y, gap = CHOICE_X, self.top + r * self.row_h, 12
                width = 150 if len(choices) > 2 else 170
            for c, (value, text) in enumerate(choices):
                button = common.button(self, (x + c * (width + gap), y, width, self.button_h), text,
                                       common.UPRIGHT_LABEL if upright else f"#set_{key}", "@toggle")
                common.set_selected(button, getattr(settings, key) == value)
                if key == "fullscreen" and self.app.kiosk:
                    button.disable()
                w[(key, value)] = button
        if upright:
            pin_w = common.button_width(t("settings.change_pin"), minimum=420, size=common.UPRIGHT_LABEL_SIZE)
            w["pin"] = common.button(self, (UPRIGHT_PANEL_X + UPRIGHT_PAD, upright[-1][1], pin_w, self.button_h),
                                     t("settings.change_pin"), common.UPRIGHT_LABEL, "@toggle")
        else:
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
        if self.portrait:
            self._draw_upright(surface)
            return
        w, top = self.stage_size[0], self.top
        common.shadowed_text(surface, t("settings.title"), theme.TITLE, theme.FOAM, centre=(w // 2, 48))
        rows = self.rows()
        area = pygame.Rect(LABEL_X - 40, top - 20, w - 2 * (LABEL_X - 40), (len(rows) + 1) * self.row_h + 16)
        common.panel(surface, area, theme.DEEP, alpha=170, radius=22)
        notes = self.notes()
        for r, (_, label, _) in enumerate(rows + [("pin", t("settings.pin"), [])]):
            y = top + r * self.row_h + self.button_h // 2
            text = theme.text(label, theme.BODY, theme.FOAM, True)
            if r in notes:  # a small explanation under the label
                surface.blit(text, text.get_rect(midleft=(LABEL_X, y - 11)))
                note = theme.text(notes[r], theme.SMALL, theme.MUTED)
                surface.blit(note, note.get_rect(midleft=(LABEL_X, y + 16)))
            else:
                surface.blit(text, text.get_rect(midleft=(LABEL_X, y)))

    def _draw_upright(self, surface: pygame.Surface) -> None:
        """Upright: the title under Back, each row's label (and its note) over its buttons on one panel."""
        w = self.stage_size[0]
        common.shadowed_text(surface, t("settings.title"), UPRIGHT_TITLE, theme.FOAM, centre=(w // 2, 160))
        common.panel(surface, self.upright_panel(), theme.DEEP, alpha=170, radius=22)
        notes, x = self.notes(), UPRIGHT_PANEL_X + UPRIGHT_PAD
        labels = [label for _, label, _ in self.rows()] + [t("settings.pin")]
        for r, (label, (y, _)) in enumerate(zip(labels, self.upright_rows(), strict=True)):
            text = theme.text(label, common.UPRIGHT_LABEL_SIZE, theme.FOAM, True)
            surface.blit(text, (x, y))
            if r in notes:
                note = theme.text(notes[r], UPRIGHT_NOTE, theme.MUTED)
                surface.blit(note, (x, y + UPRIGHT_LINE - 4))
