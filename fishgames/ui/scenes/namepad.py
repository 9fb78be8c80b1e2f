"""Type a player's name: an on-screen keyboard (touch screens, the kiosk: no keyboard there), the physical
keyboard too, and quick choices (the remembered names and the app's own) that take one tap each.

Opened from the set-up scene by tapping a human seat's name.  The field opens on the seat's name, marked:
the first letter typed replaces it (as in any text box), so "Spieler 2" need not be rubbed out letter by
letter; ✕ empties the field.  The on-screen letters start each word with a capital (⇧ switches the next
letter's case); a real keyboard types what it types.  Enter is OK, Escape is Cancel, Backspace deletes.

Everything typed passes :func:`fishgames.core.names.clean_name` (no control characters, at most
``MAX_NAME_LENGTH``); an empty name, or one another seat already has, is refused with a line saying why.
OK (or a quick choice) pops ``{"seat": index, "name": name}``; Cancel pops nothing.  The set-up scene
applies the name and remembers it among the settings' preset names.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

import pygame

from fishgames.core.names import MAX_NAME_LENGTH, clean_name
from fishgames.i18n import t
from fishgames.ui import legibility, pen, theme
from fishgames.ui.scene import Pop, Scene, Transition
from fishgames.ui.scenes import common
from fishgames.ui.text import fit_size

PANEL = pygame.Rect(0, 0, 1232, 656)
FIELD_W, FIELD_H = 640, 64
KEY_W, KEY_H, KEY_GAP = 86, 68, 10
WIDE_KEY = 128  # ⇧ and ⌫
BOTTOM_KEYS = (280, 550, 280)  # Cancel, space, OK: as wide as the row of ⇧ ... ⌫ above them
CHIP_H, CHIP_GAP, CHIP_ROWS = 52, 10, 2
#: Where the tap floor grows the buttons past these rows' gaps (a small screen, a UI scale over 100 %): the keys
#: as tall as the floor, ``GROWN_GAP`` apart, from the panel's foot up; the quick choices that tall too, as many
#: rows of them as fit between the keys and their line (under the hint: ``CHIPS_LOWEST``), at least one.
GROWN_GAP, GROWN_FOOT, CHIPS_LOWEST = 8, 16, 208
ARROW_W = 56
#: A portrait screen (``Scene.portrait``): the keys a thumb's height, the pad at the foot of the screen as a
#: phone's keyboard is (its field and quick choices above the keys, as on the stage).
PORTRAIT_KEY_H, PORTRAIT_FOOT = 116, 110
PORTRAIT_CHIP_H, PORTRAIT_CHIPS_TOP, PORTRAIT_KEYS_TOP = 96, 300, 536  # the quick choices taller too, under their line
#: ... in the upright screens' type (a logical px is 0.5625 physical there): the title 48, the field 96 tall with
#: its name at 56, the hints 30 (16.9 physical, where the stage's 18 showed at the 12.4 floor), the quick choices'
#: and the Cancel/space/OK/⇧/⌫ labels ``common.UPRIGHT_LABEL``'s.
UPRIGHT_TITLE, UPRIGHT_FIELD, UPRIGHT_FIELD_Y, UPRIGHT_NAME, UPRIGHT_HINT, UPRIGHT_ARROW_W = 48, (900, 96), 88, 56, 30, 88
#: The letter rows per language: the layout of the family's own keyboard, umlauts and ß in both.
LAYOUTS = {
    "de": ("QWERTZUIOPÜ", "ASDFGHJKLÖÄ", "YXCVBNMß-"),
    "en": ("QWERTYUIOPÜ", "ASDFGHJKLÖÄ", "ZXCVBNMß-"),
}
WORD_START = " -"  # after these (and at the start) the on-screen letters are capitals
ERROR_RED = (180, 50, 20)
SELECTION = (170, 212, 238)
HINT_BLUE = (30, 80, 120)


def draft(text: str) -> str:
    """The field's text while typing: :func:`clean_name`'s rules (no control characters, one space between
    words, at most ``MAX_NAME_LENGTH``), except that a space at the end stays — the next word follows."""
    cleaned = clean_name(text)
    if cleaned and text[-1:].isspace() and len(cleaned) < MAX_NAME_LENGTH:
        cleaned += " "
    return cleaned


def chip_width(name: str, size: int | None = None) -> int:
    """A quick choice's button: its name's width in its label's ``size`` (None: the theme's)."""
    arrows = UPRIGHT_ARROW_W if size else ARROW_W
    return min(common.button_width(name, "@name", minimum=110, size=size), PANEL.w - 2 * (arrows + 40))


class Rows(NamedTuple):
    """Where the pad's key rows and quick-choice rows sit (:meth:`NamePadScene.rows`): heights, gaps, tops."""

    key_h: int
    key_gap: int
    keys_top: int
    chip_h: int
    chip_gap: int
    chip_rows: int
    chips_top: int

    @property
    def pitch(self) -> int:
        """From one key row's top to the next's."""
        return self.key_h + self.key_gap


def chip_pages(names: Sequence[str], width: int, rows: int = CHIP_ROWS,
               size: int | None = None) -> list[list[list[str]]]:
    """``names`` in the order given, as pages of up to ``rows`` rows, each row at most ``width`` px wide."""
    pages: list[list[list[str]]] = []
    page: list[list[str]] = []
    row: list[str] = []
    used = 0
    for name in names:
        w = chip_width(name, size)
        if row and used + CHIP_GAP + w > width:
            page.append(row)
            row, used = [], 0
            if len(page) == rows:
                pages.append(page)
                page = []
        used += (CHIP_GAP if row else 0) + w
        row.append(name)
    if row:
        page.append(row)
    if page:
        pages.append(page)
    return pages


class NamePadScene(Scene):
    tall = True  # a portrait screen: taller keys, the pad at the screen's foot (``lay_out``)
    """The name pad for seat ``seat`` (0-based): ``name`` is the seat's name now, ``choices`` the quick
    choices (in order), ``taken`` the other seats' names (refused, compared without case)."""

    opaque = False

    def __init__(self, app, seat: int, name: str, choices: Iterable[str] = (), taken: Iterable[str] = ()):
        super().__init__(app)
        self.seat = seat
        self.original = name
        self.text = draft(name)
        self.fresh = bool(self.text)  # the opening name is marked: the first letter typed replaces it
        self.shift = False  # ⇧: the next on-screen letter in the other case
        self.message = ""
        self.taken = {other.casefold() for other in taken}
        self.choices = [c for c in dict.fromkeys(choices) if c and c.casefold() not in self.taken]
        self.page = 0
        self.widgets: dict = {}
        self.panel = PANEL.copy()
        self.panel.center = (app.size[0] // 2, app.size[1] // 2)
        self.blink = 0.0

    # -- layout ---------------------------------------------------------------------------------------
    def rows(self) -> Rows:
        """The keys' and quick choices' rows: upright a thumb's height; on the stage as designed; where the tap
        floor grows them into each other's gaps, the keys as tall as the floor from the panel's foot up and the
        quick choices that tall too, right over them in as many rows as fit (one or two)."""
        if self.portrait:
            return Rows(PORTRAIT_KEY_H, KEY_GAP, self.panel.y + PORTRAIT_KEYS_TOP,
                        PORTRAIT_CHIP_H, CHIP_GAP, CHIP_ROWS, self.panel.y + PORTRAIT_CHIPS_TOP)
        tap = legibility.current.tap
        if tap + 4 <= CHIP_H + CHIP_GAP:
            return Rows(KEY_H, KEY_GAP, self.panel.y + 328, CHIP_H, CHIP_GAP, CHIP_ROWS, self.panel.y + 194)
        keys, key_h = len(self.layout()) + 1, max(KEY_H, tap)
        keys_top = self.panel.bottom - GROWN_FOOT - keys * key_h - (keys - 1) * GROWN_GAP
        room = keys_top - 12 - (self.panel.y + CHIPS_LOWEST)
        chip_rows = 2 if 2 * tap + GROWN_GAP <= room else 1
        chips_top = keys_top - 12 - chip_rows * tap - (chip_rows - 1) * GROWN_GAP
        return Rows(key_h, GROWN_GAP, keys_top, tap, GROWN_GAP, chip_rows, chips_top)

    def lay_out(self) -> None:
        """The panel: centred on the stage; on a portrait screen as tall as its taller keys, at the screen's foot."""
        w, h = self.stage_size
        self.panel = PANEL.copy()
        if self.portrait:
            at = self.rows()
            self.panel.h = at.keys_top - self.panel.y + (len(self.layout()) + 1) * at.pitch + 16
            self.panel.midbottom = (w // 2, h - PORTRAIT_FOOT)
        else:
            self.panel.center = (w // 2, h // 2)

    def field_rect(self) -> pygame.Rect:
        if self.portrait:
            rect = pygame.Rect((0, self.panel.y + UPRIGHT_FIELD_Y), UPRIGHT_FIELD)
        else:
            rect = pygame.Rect(0, self.panel.y + 66, FIELD_W, FIELD_H)
        rect.centerx = self.panel.centerx
        return rect

    @property
    def label_size(self) -> int | None:
        """The buttons' labels: upright ``common.UPRIGHT_LABEL_SIZE``, else the theme's."""
        return common.UPRIGHT_LABEL_SIZE if self.portrait else None

    @property
    def arrow_w(self) -> int:
        return UPRIGHT_ARROW_W if self.portrait else ARROW_W

    def chip_area(self) -> pygame.Rect:
        inner, at = self.panel.inflate(-48, 0), self.rows()
        return pygame.Rect(inner.x + self.arrow_w + 12, at.chips_top, inner.w - 2 * (self.arrow_w + 12),
                           at.chip_rows * at.chip_h + (at.chip_rows - 1) * at.chip_gap)

    def layout(self) -> tuple[str, ...]:
        return LAYOUTS.get(t.lang, LAYOUTS["en"])

    # -- widgets --------------------------------------------------------------------------------------
    def build(self) -> None:
        self.lay_out()
        w: dict = {}
        field = self.field_rect()
        clear = (field.right + 12, field.y, field.h, field.h) if self.portrait else (field.right + 12, field.y + 4, 56, 56)
        w["clear"] = common.button(self, clear, "✕", common.UPRIGHT_LABEL if self.portrait else "#name_clear", "@quiet")
        self._build_chips(w)
        at = self.rows()
        rows = self.layout()
        for r, letters in enumerate(rows):
            keys = [(("key", ch), KEY_W) for ch in letters]
            if r == len(rows) - 1:
                keys = [("shift", WIDE_KEY), *keys, ("back", WIDE_KEY)]
            self._build_row(w, keys, at.keys_top + r * at.pitch)
        bottom = [("cancel", BOTTOM_KEYS[0]), ("space", BOTTOM_KEYS[1]), ("ok", BOTTOM_KEYS[2])]
        self._build_row(w, bottom, at.keys_top + len(rows) * at.pitch)
        self.widgets = w
        self._refresh()

    def _build_row(self, w: dict, keys: list[tuple], y: int) -> None:
        width = sum(kw for _, kw in keys) + KEY_GAP * (len(keys) - 1)
        x, key_h = self.panel.centerx - width // 2, self.rows().key_h
        for key, kw in keys:
            if isinstance(key, tuple):
                button = common.button(self, (x, y, kw, key_h), key[1], "#name_key", "@digit")
            else:
                label, cls = {"shift": ("⇧", "@quiet"), "back": ("⌫", "@quiet"),
                              "space": (t("namepad.space"), "@quiet"), "ok": (t("namepad.ok"), "@primary"),
                              "cancel": (t("namepad.cancel"), "@quiet")}[key]
                button = common.button(self, (x, y, kw, key_h), label,
                                       common.UPRIGHT_LABEL if self.portrait else f"#name_{key}", cls)
            w[key] = button
            x += kw + KEY_GAP

    def _build_chips(self, w: dict) -> None:
        area, size = self.chip_area(), self.label_size
        large = common.UPRIGHT_LABEL if self.portrait else None  # the theme's block for the larger labels
        at = self.rows()
        pages = chip_pages(self.choices, area.w, at.chip_rows, size=size)
        self.page = max(0, min(self.page, len(pages) - 1))
        if len(pages) > 1:
            y, arrow = area.centery - at.chip_h // 2, self.arrow_w
            w["prev"] = common.button(self, (area.x - arrow - 12, y, arrow, at.chip_h), "◀", large or "#name_prev",
                                      "@quiet")
            w["next"] = common.button(self, (area.right + 12, y, arrow, at.chip_h), "▶", large or "#name_next",
                                      "@quiet")
            if self.page == 0:
                w["prev"].disable()
            if self.page == len(pages) - 1:
                w["next"].disable()
        for r, row in enumerate(pages[self.page] if pages else []):
            width = sum(chip_width(name, size) for name in row) + CHIP_GAP * (len(row) - 1)
            x, y = area.centerx - width // 2, area.y + r * (at.chip_h + at.chip_gap)
            for name in row:
                button = common.button(self, (x, y, chip_width(name, size), at.chip_h), name,
                                       large or "#name_choice", "@name")
                common.set_selected(button, name == self.original)
                w[("choice", name)] = button
                x += chip_width(name, size) + CHIP_GAP

    def _refresh(self) -> None:
        """Letter keys in the case the next letter takes; OK only with a name; ⇧ lit while it is on."""
        capital = self.capital_next()
        for key, button in self.widgets.items():
            if isinstance(key, tuple) and key[0] == "key":
                label = self.letter(key[1], capital)
                if button.text != label:
                    button.set_text(label)
        ok = self.widgets.get("ok")
        if ok is not None:
            if clean_name(self.text):
                ok.enable()
            else:
                ok.disable()
        if "shift" in self.widgets:
            common.set_selected(self.widgets["shift"], self.shift)

    # -- typing ---------------------------------------------------------------------------------------
    def capital_next(self) -> bool:
        """Does the next on-screen letter come as a capital?  At a word's start yes, unless ⇧ says otherwise."""
        word_start = self.fresh or not self.text or self.text[-1] in WORD_START
        return word_start != self.shift

    @staticmethod
    def letter(key: str, capital: bool) -> str:
        return key if capital or key == "ß" else key.lower()

    def insert(self, chars: str) -> None:
        """Add typed text (a key's letter, a keyboard's text): cleaned, never past the length limit."""
        base = "" if self.fresh else self.text
        if chars.isspace() and (not base or base.endswith(" ")):
            return  # no leading or double spaces
        if len(base.rstrip()) >= MAX_NAME_LENGTH and clean_name(chars):
            self.message = t("namepad.too_long", max=MAX_NAME_LENGTH)
            return
        text = draft(base + chars)
        if text == base:
            return  # nothing drawable was typed (a control character): all stays as it was
        self.text, self.fresh, self.message = text, False, ""

    def backspace(self) -> None:
        self.text = "" if self.fresh else self.text[:-1]
        self.fresh = False
        self.message = ""

    def clear(self) -> None:
        self.text, self.fresh, self.shift, self.message = "", False, False, ""

    def confirm(self) -> Transition:
        name = clean_name(self.text)
        if not name:
            self.message = t("namepad.empty")
            return None
        if name.casefold() in self.taken:
            self.message = t("namepad.taken", name=name)
            return None
        return Pop({"seat": self.seat, "name": name})

    def choose(self, name: str) -> Transition:
        """A quick choice: that name at once (one tap, as in the old name cycling)."""
        self.text, self.fresh = draft(name), False
        return self.confirm()

    # -- input ----------------------------------------------------------------------------------------
    def handle_key(self, event) -> Transition:
        if common.escape(event):
            return Pop()
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.confirm()
        if event.key == pygame.K_BACKSPACE:
            self.backspace()
        elif event.key == pygame.K_DELETE:
            self.clear()
        elif event.key == pygame.K_TAB:
            return None
        else:
            mods = getattr(event, "mod", 0)
            if mods & (pygame.KMOD_CTRL | pygame.KMOD_META) and not mods & pygame.KMOD_ALT:
                return None  # Ctrl+A, Ctrl+C ...: no typing (AltGr arrives as Ctrl+Alt on Windows: it types)
            text = getattr(event, "unicode", "") or ""
            if text:
                self.insert(text)
        self._refresh()
        return None

    def handle_ui(self, event) -> Transition:
        key = common.pressed_key(self, event, self.widgets)
        if key is None:
            return None
        return self.press(key)

    def press(self, key) -> Transition:
        if key == "cancel":
            return Pop()
        if key == "ok":
            return self.confirm()
        if isinstance(key, tuple) and key[0] == "choice":
            return self.choose(key[1])
        if isinstance(key, tuple) and key[0] == "key":
            self.insert(self.letter(key[1], self.capital_next()))
            self.shift = False
        elif key == "space":
            self.insert(" ")
            self.shift = False
        elif key == "back":
            self.backspace()
        elif key == "shift":
            self.shift = not self.shift
        elif key == "clear":
            self.clear()
        elif key in ("prev", "next"):
            self.page += 1 if key == "next" else -1
            self.rebuild()
            return None
        self._refresh()
        return None

    def update(self, dt: float) -> Transition:
        self.blink = (self.blink + dt) % 1.0
        return None

    # -- drawing ----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        common.dim(surface, 170)
        common.panel(surface, self.panel, theme.CREAM, radius=26, border=theme.SAND_DARK)
        cx = self.panel.centerx
        title = t("namepad.title", n=self.seat + 1)
        upright = self.portrait
        size = fit_size(title, UPRIGHT_TITLE if upright else 30, self.panel.w - 160, bold=True)
        label = theme.text(title, size, theme.INK, True)
        rect = label.get_rect(center=(cx + (30 if upright else 22), self.panel.y + (46 if upright else 38)))
        surface.blit(label, rect)
        badge = 26 if upright else 18
        common.seat_badge(surface, self.seat, (rect.x - badge - 8, rect.centery), badge)
        self._draw_field(surface)
        field = self.field_rect()
        if self.message:
            line, colour = self.message, ERROR_RED
        else:
            line, colour = t("namepad.hint_fresh" if self.fresh else "namepad.hint"), HINT_BLUE
        hint = UPRIGHT_HINT if upright else theme.SMALL
        size = fit_size(line, hint, self.panel.w - 80, bold=True, smallest=26 if upright else 16)
        text = theme.text(line, size, colour, True)
        surface.blit(text, text.get_rect(midtop=(cx, field.bottom + 10)))
        if self.choices:
            quick = t("namepad.quick")
            text = theme.text(quick, hint, theme.INK, True)
            surface.blit(text, text.get_rect(midbottom=(cx, self.rows().chips_top - 6)))

    def _draw_field(self, surface: pygame.Surface) -> None:
        field = self.field_rect()
        pen.rect(surface, theme.WHITE, field, border_radius=12)
        pen.rect(surface, ERROR_RED if self.message else theme.SEA, field, 3, border_radius=12)
        inner = field.inflate(-36, 0)
        if self.text:
            size = fit_size(self.text, UPRIGHT_NAME if self.portrait else 36, inner.w - 8, bold=True, smallest=16)
            label = theme.text(self.text, size, theme.INK, True)
            rect = label.get_rect(midleft=(inner.x, field.centery))
            if self.fresh:
                pen.rect(surface, SELECTION, rect.inflate(10, 8), border_radius=6)
            surface.blit(label, rect)
            caret_x = rect.right + 3
        else:
            hint = theme.text(t("namepad.placeholder"), 36 if self.portrait else 24, (140, 150, 160))
            surface.blit(hint, hint.get_rect(midleft=(inner.x + 10, field.centery)))
            caret_x = inner.x + 2
        if self.blink < 0.6:
            inset = 20 if self.portrait else 14
            pen.line(surface, theme.INK, (caret_x, field.y + inset), (caret_x, field.bottom - inset), 3)
