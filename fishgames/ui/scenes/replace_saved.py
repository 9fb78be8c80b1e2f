"""Ask before a new game takes the place of a saved one: "Replace your saved game?".

Every game keeps one saved game (its autosave); a new game of that kind writes over it with its first move.
So every way into a new game — the set-up's Start, "Play this code", a code on the command line or handed
over by a second start — goes through ``games.ask_before_replacing``: with a saved game it opens this prompt,
whose "Keep" goes back and changes nothing.  A kiosk never asks (strangers at a public table would meet
someone else's question): there, as its idle reset does, the newest game of each kind is the one kept.
A guided first game is never saved, so it replaces nothing and needs no question.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from fishgames.i18n import t
from fishgames.ui import games, theme
from fishgames.ui.scene import Pop, Scene, Transition
from fishgames.ui.scenes import common
from fishgames.ui.scenes.closed_by_back import ClosedByBack
from fishgames.ui.text import fit_size, wrap

PANEL = pygame.Rect(0, 0, 820, 300)
BUTTON_W = 360


class ReplaceSavedScene(ClosedByBack, Scene):
    opaque = False
    back_key = "keep"

    def __init__(self, app, game: str, start: Callable[[], Transition]):
        super().__init__(app)
        self.game, self.start = game, start
        self.widgets: dict = {}
        self.panel = PANEL.copy()
        self.panel.center = (app.size[0] // 2, app.size[1] // 2)

    def build(self) -> None:
        y = self.panel.bottom - 32 - common.TOUCH
        gap = self.panel.w - 2 * BUTTON_W - 2 * 32
        self.widgets = {
            "keep": common.button(self, (self.panel.x + 32, y, BUTTON_W, common.TOUCH), t("replace.keep"),
                                  "#replace_keep", "@primary"),  # the safe one stands out
            "replace": common.button(self, (self.panel.x + 32 + BUTTON_W + gap, y, BUTTON_W, common.TOUCH),
                                     t("replace.replace"), "#replace_yes", None),
        }

    def on_press(self, key) -> Transition:
        if key != "replace":
            return None
        self.app.stack.apply(Pop())  # the prompt goes first: ``start`` replaces or pushes from where it was asked
        return self.start()

    def draw(self, surface: pygame.Surface) -> None:
        common.dim(surface, 170)
        common.panel(surface, self.panel, theme.CREAM, radius=26, border=theme.SAND_DARK)
        title = t("replace.title")
        size = fit_size(title, theme.TITLE, self.panel.w - 48, bold=True)
        label = theme.text(title, size, theme.INK, True)
        surface.blit(label, label.get_rect(midtop=(self.panel.centerx, self.panel.y + 28)))
        lines = wrap(t("replace.body", game=games.title(self.game)), theme.BODY, self.panel.w - 80)[:3]
        common.draw_lines(surface, lines, (self.panel.x + 40, self.panel.y + 104), theme.BODY, (60, 66, 76),
                          align="center", width=self.panel.w - 80)
