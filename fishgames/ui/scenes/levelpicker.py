"""Choose a computer player's level from a visible list: each level with one line on how it plays.

Opened from the set-up scene's level button; pops ``{"seat": index, "level": level}``, or nothing on Cancel.
A level's line is ``level.about.<game>.<level>`` where a game says more, else ``level.about.<level>``.
"""

from __future__ import annotations

import pygame

from fishgames.core.spec import KIOSK
from fishgames.i18n import t
from fishgames.ui import games, pen, theme
from fishgames.ui.scene import Pop, Scene, Transition
from fishgames.ui.scenes import common
from fishgames.ui.scenes.closed_by_back import ClosedByBack
from fishgames.ui.text import fit_size, wrap

PANEL = pygame.Rect(0, 0, 760, 560)
ROW_H, ROW_GAP = 92, 12
NAME_W = 200
#: A portrait screen (``Scene.portrait``): as wide as the screen, taller rows and buttons (the words on two lines
#: at most, not four).
PORTRAIT_W, PORTRAIT_ROW_H, PORTRAIT_NAME_W, PORTRAIT_BUTTON_H = 1160, 150, 320, 96
#: ... in the upright screens' type (a logical px is 0.5625 physical there): the lines 32 px (18 physical, where
#: the stage's 18 px showed at the 12.4 floor), the title 56, the buttons' labels ``common.UPRIGHT_LABEL``'s.
UPRIGHT_ABOUT, UPRIGHT_TITLE, UPRIGHT_ROWS_Y = 32, 56, 110


def level_about(game: str, level: str) -> str:
    """One line on what ``level`` does in ``game``, with the figures its bot quotes (``Bot.about``: a kiosk's
    ``pro@kiosk`` quotes its capped budget, and says it thinks less than the pro on a computer)."""
    spec = games.spec(game)
    facts = spec.make_bot(level, 0, spec.config(spec.min_players)).about()
    base, kiosk, _ = level.partition(KIOSK)
    key = f"level.about.{game}.{base}"
    line = t(key, **facts) if t.has(key) else t(f"level.about.{base}", **facts)
    return f"{line} {t('level.about.kiosk')}" if kiosk else line


class LevelPickerScene(ClosedByBack, Scene):
    back_key = "cancel"
    opaque = False
    tall = True  # a portrait screen: a wider panel, taller rows (``lay_out``)

    def __init__(self, app, game: str, seat: int, current: str | None):
        super().__init__(app)
        self.game, self.seat, self.current = game, seat, current
        self.levels = games.spec(game).offered_levels(app.kiosk)  # on a kiosk: its capped pro (``pro@kiosk``)
        self._abouts: dict[str, dict[str, str]] = {}  # language -> level -> its line (:attr:`abouts`)
        self.widgets: dict = {}
        self.panel = PANEL.copy()
        self.panel.h = 150 + len(self.levels) * (ROW_H + ROW_GAP)
        self.panel.center = (app.size[0] // 2, app.size[1] // 2)

    @property
    def abouts(self) -> dict[str, str]:
        """Each level's line in the language shown: made once per language (a bot per level), so a live language
        switch says them anew (they were made once when the picker opened and stayed in the old language)."""
        said = self._abouts.get(t.lang)
        if said is None:
            said = self._abouts[t.lang] = {level: level_about(self.game, level) for level in self.levels}
        return said

    @property
    def row_h(self) -> int:
        """A level's row; upright as tall as its longest words need (four lines of a kiosk's German)."""
        if not self.portrait:
            return ROW_H
        width = PORTRAIT_W - 48 - PORTRAIT_NAME_W - 24
        lines = max(len(wrap(about, UPRIGHT_ABOUT, width)) for about in self.abouts.values())
        return max(PORTRAIT_ROW_H, lines * int(UPRIGHT_ABOUT * 1.3) + 24)  # (draw_lines' pitch)

    @property
    def about_size(self) -> int:
        return UPRIGHT_ABOUT if self.portrait else theme.SMALL

    @property
    def rows_y(self) -> int:
        """The first row under the panel's top (under the title)."""
        return UPRIGHT_ROWS_Y if self.portrait else 84

    @property
    def name_w(self) -> int:
        return PORTRAIT_NAME_W if self.portrait else NAME_W

    def lay_out(self) -> None:
        """The panel, centred: as on the stage, or wider and taller on a portrait screen."""
        self.panel = PANEL.copy()
        if self.portrait:
            self.panel.w = PORTRAIT_W
        self.panel.h = 150 + len(self.levels) * (self.row_h + ROW_GAP) + (110 if self.portrait else 0)
        self.panel.center = (self.stage_size[0] // 2, self.stage_size[1] // 2)

    def rows(self) -> list[tuple[str, pygame.Rect]]:
        top = self.panel.y + self.rows_y
        return [(level, pygame.Rect(self.panel.x + 24, top + i * (self.row_h + ROW_GAP), self.panel.w - 48, self.row_h))
                for i, level in enumerate(self.levels)]

    def build(self) -> None:
        self.lay_out()
        w = {}
        high = PORTRAIT_BUTTON_H if self.portrait else common.TOUCH
        large = common.UPRIGHT_LABEL if self.portrait else None  # the theme's block for the larger labels
        for level, row in self.rows():
            button = common.button(self, (row.x, row.y + (self.row_h - high) // 2, self.name_w, high),
                                   games.level_name(level), large or "#level_choice", "@toggle")
            common.set_selected(button, level == self.current)
            w[level] = button
        cancel = (self.panel.centerx - 130, self.panel.bottom - 72, 260, common.TOUCH)
        if self.portrait:
            cancel = (self.panel.centerx - 200, self.panel.bottom - 120, 400, PORTRAIT_BUTTON_H)
        w["cancel"] = common.button(self, cancel, t("pin.cancel"), large or "#level_cancel", "@quiet")
        self.widgets = w

    def handle(self, pointer) -> Transition:
        """A tap anywhere on a level's row (its line too, not only the button) chooses it."""
        if pointer.kind == "tap":
            for level, row in self.rows():
                if row.collidepoint(pointer.pos) and row.collidepoint(pointer.start):
                    return self.choose(level)
        return None

    def on_press(self, key) -> Transition:
        return self.choose(key) if key in self.levels else None

    def choose(self, level: str) -> Transition:
        return Pop({"seat": self.seat, "level": level})

    def draw(self, surface: pygame.Surface) -> None:
        common.dim(surface, 170)
        common.panel(surface, self.panel, theme.CREAM, radius=26, border=theme.SAND_DARK)
        title = t("setup.level_title", game=games.title(self.game))
        size = fit_size(title, UPRIGHT_TITLE if self.portrait else theme.TITLE, self.panel.w - 48, bold=True)
        label = theme.text(title, size, theme.INK, True)
        surface.blit(label, label.get_rect(midtop=(self.panel.centerx, self.panel.y + 24)))
        width = self.panel.w - 48 - self.name_w - 24
        for level, row in self.rows():
            if level == self.current:
                pen.rect(surface, theme.GLOW, row.inflate(8, 4), 3, border_radius=14)
            size = self.about_size
            lines = wrap(self.abouts[level], size, width)
            step = int(size * 1.3)  # (draw_lines' pitch)
            height = len(lines) * theme.font(size).get_linesize() if not self.portrait else len(lines) * step
            top = max(row.y, row.centery - height // 2)
            common.draw_lines(surface, lines, (row.x + self.name_w + 24, top), size, (60, 66, 76), width=width,
                              bottom=row.bottom)
