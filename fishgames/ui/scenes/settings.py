"""Settings: language (switched live), animation speed, sound, fullscreen, colour-blind symbols, the size of text
and buttons (``legibility``), phones in the kiosk, kiosk PIN."""

from __future__ import annotations

import pygame

from fishgames.i18n import t
from fishgames.ui import legibility, theme
from fishgames.ui.scene import Push, Scene, Transition
from fishgames.ui.scenes import common
from fishgames.ui.scenes.closed_by_back import ClosedByBack
from fishgames.ui.text import fitted

ROW_H, TOP, LABEL_X, CHOICE_X = 76, 112, 150, 510
#: Where the floors grow the buttons (a small screen, a UI scale over 100 %): the panel wider (its labels from
#: ``COMPACT_LABEL_X``), the choices a clear ``LABEL_GAP`` right of the widest label, and where the rows at the
#: grown pitch would run past the stage, the first row right under Back and the rows pitched to fit
#: (``legibility.fitting_tap``: down to the screen's own 44 physical px), ``ROW_GAP`` apart.
COMPACT_LABEL_X, COMPACT_MARGIN, LABEL_GAP, ROW_GAP, FOOT = 80, 48, 24, 6, 8
ROW_W = 4 * 150 + 3 * 12  # the widest row of choices (the four speeds)
#: A portrait screen (``Scene.portrait``, its 1280-px-wide canvas shown at 720 px): each row's label on a line of
#: its own (any note under it) over its choices across the panel's width, in the type of the upright screens'
#: labels (``common.UPRIGHT_LABEL_SIZE``: 22.5 physical px, where the stage's were 12.4-13.5) on buttons 104 tall.
PORTRAIT_BUTTON_H = 104
UPRIGHT_TITLE, UPRIGHT_NOTE = 60, 30  # the title's size, a note's (16.9 physical px)
UPRIGHT_PANEL_X, UPRIGHT_PAD = 32, 32  # the panel's left (and right) margin, its rows' inset
UPRIGHT_LINE, UPRIGHT_NOTE_LINE, UPRIGHT_GAP = 56, 40, 48  # a label's line, a note's, the space under a row
UPRIGHT_TOP = 240  # the panel's top, under the title
SPEEDS = ("slow", "normal", "fast", "instant")
#: A note's colour under its label: a light grey-blue (theme.MUTED, 150/170/190, on the sand showing through the
#: panel's foot was a contrast of 3.3; this one 4.9, WCAG AA's 4.5 for small text).
NOTE = (190, 206, 222)


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
        (``legibility``), narrower where the rows would not fit at that (:meth:`grid`)."""
        return self.grid()[1]

    def grid(self) -> tuple[int, int, int, int | None]:
        """The landscape rows: (the first row's top, the pitch, a button's height, the tap size its button grows
        to: None for the floor in force).  As designed where the rows fit the stage at the floor's pitch; else
        the first row right under Back and the rows as tall as fit."""
        rows, tap = len(self.rows()) + 1, legibility.current.tap
        pitch = max(ROW_H, tap + 5)
        if TOP + (rows - 1) * pitch + max(tap, common.TOUCH) <= self.stage_size[1] - FOOT:
            return TOP, pitch, common.TOUCH, None
        top = legibility.tap_rect((0, 20, 150, common.TOUCH)).bottom + 12  # Back's bottom
        fit = legibility.fitting_tap(rows, self.stage_size[1] - FOOT - top, ROW_GAP)
        return top, fit + ROW_GAP, fit, fit

    def columns(self) -> tuple[int, int, int]:
        """(the labels' x, the choices' x, the panel's left margin): as designed where the floors change nothing
        (1280 × 720 at 100 %), the labels (and the panel) further left where the widest label or note would come
        within ``LABEL_GAP`` of the choices ("Phone seats in kiosk mode" ended 5 px from "On", "Symbole für
        Farbenblinde" 7 px: issue 29); else the panel wider and the choices clear of the widest label or note."""
        texts = [theme.width(label, theme.BODY, True) for _, label, _ in self.rows()] + [
            theme.width(t("settings.pin"), theme.BODY, True)] + [
            theme.width(note, theme.SMALL) for note in self.notes().values()]
        if legibility.current.inert:  # the labels start further left where the widest would come near the choices
            label_x = max(COMPACT_LABEL_X, min(LABEL_X, CHOICE_X - LABEL_GAP - max(texts)))
            return label_x, CHOICE_X, label_x - 40
        right = self.stage_size[0] - COMPACT_MARGIN - 16 - ROW_W
        return COMPACT_LABEL_X, min(right, max(CHOICE_X, COMPACT_LABEL_X + max(texts) + LABEL_GAP)), COMPACT_MARGIN

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
        return PORTRAIT_BUTTON_H if self.portrait else self.grid()[2]

    @property
    def top(self) -> int:
        """The first row's top (on the stage: under the title)."""
        return self.grid()[0]

    def build(self) -> None:
        w = {"back": common.back_button(self, t("settings.back"))}
        settings = self.app.settings
        upright = self.upright_rows() if self.portrait else None
        inner = self.stage_size[0] - 2 * (UPRIGHT_PANEL_X + UPRIGHT_PAD)  # upright: the panel's width for buttons
        top, pitch, button_h, tap = (0, 0, self.button_h, None) if upright else self.grid()
        choice_x = 0 if upright else self.columns()[1]
        for r, (key, _, choices) in enumerate(self.rows()):
            if upright:
                x, y, gap = UPRIGHT_PANEL_X + UPRIGHT_PAD, upright[r][1], 16
                width = min(320, (inner - (len(choices) - 1) * gap) // len(choices))
            else:
                x, y, gap = choice_x, top + r * pitch, 12
                width = 150 if len(choices) > 2 else 170
            for c, (value, text) in enumerate(choices):
                button = common.button(self, (x + c * (width + gap), y, width, button_h), text,
                                       common.UPRIGHT_LABEL if upright else f"#set_{key}", "@toggle", tap=tap)
                common.set_selected(button, getattr(settings, key) == value)
                if key == "fullscreen" and self.app.kiosk:
                    button.disable()
                w[(key, value)] = button
        if upright:
            pin_w = common.button_width(t("settings.change_pin"), minimum=420, size=common.UPRIGHT_LABEL_SIZE)
            w["pin"] = common.button(self, (UPRIGHT_PANEL_X + UPRIGHT_PAD, upright[-1][1], pin_w, self.button_h),
                                     t("settings.change_pin"), common.UPRIGHT_LABEL, "@toggle")
        else:
            y = top + len(self.rows()) * pitch
            w["pin"] = common.button(self, (choice_x, y, 352, button_h), t("settings.change_pin"), "#set_pin",
                                     "@toggle", tap=tap)
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
        w, (top, pitch, button_h, tap) = self.stage_size[0], self.grid()
        label_x, choice_x, margin = self.columns()
        common.shadowed_text(surface, t("settings.title"), theme.TITLE, theme.FOAM, centre=(w // 2, 48))
        rows = self.rows()
        if tap is None:
            area = pygame.Rect(margin, top - 20, w - 2 * margin, (len(rows) + 1) * pitch + 16)
        else:  # squeezed rows: the panel from under Back to the stage's foot
            area = pygame.Rect(margin, top - 8, w - 2 * margin, (len(rows) + 1) * pitch - ROW_GAP + 14)
        common.panel(surface, area, theme.DEEP, alpha=170, radius=22)
        notes = self.notes()  # as designed, uncut at 100 %; elsewhere each label clear of the choices
        room = choice_x - LABEL_GAP - label_x
        # a label and its note apart by their lines as drawn (at a small panel's floor both are 24 px: the
        # design's 27 px between their middles let "Kiosk-PIN" touch "Zum Verlassen des Kiosk-Modus")
        short = (theme.font(theme.BODY, True).get_linesize() + theme.font(theme.SMALL).get_linesize() + 1) // 2 - 27
        up, down = 11 + max(0, short) - max(0, short) // 2, 16 + max(0, short) // 2
        for r, (_, label, _) in enumerate(rows + [("pin", t("settings.pin"), [])]):
            y = top + r * pitch + button_h // 2
            text = fitted(label, theme.BODY, room, theme.FOAM, True)
            if r in notes:  # a small explanation under the label
                surface.blit(text, text.get_rect(midleft=(label_x, y - up)))
                note = fitted(notes[r], theme.SMALL, room, NOTE)
                surface.blit(note, note.get_rect(midleft=(label_x, y + down)))
            else:
                surface.blit(text, text.get_rect(midleft=(label_x, y)))

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
                note = theme.text(notes[r], UPRIGHT_NOTE, NOTE)
                surface.blit(note, (x, y + UPRIGHT_LINE - 4))
