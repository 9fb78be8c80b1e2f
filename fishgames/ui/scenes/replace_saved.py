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
#: A portrait screen (``Scene.portrait``): a wider panel, the two buttons one under the other as wide as it, each
#: a thumb's height (the safe one first).
PORTRAIT_PANEL, PORTRAIT_BUTTON_H, PORTRAIT_GAP = (1100, 620), 104, 20
#: ... in the upright screens' type (a logical px is 0.5625 physical there): the question 56, its words 36 (20
#: physical, where the stage's 24 were 13.5), the buttons' labels ``common.UPRIGHT_LABEL``'s.
UPRIGHT_TITLE, UPRIGHT_BODY = 56, 36


class ReplaceSavedScene(ClosedByBack, Scene):
    opaque = False
    back_key = "keep"
    tall = True  # a portrait screen: wider, the buttons stacked (``build``)

    def __init__(self, app, game: str, start: Callable[[], Transition]):
        super().__init__(app)
        self.game, self.start = game, start
        self.widgets: dict = {}
        self.panel = PANEL.copy()
        self.panel.center = (app.size[0] // 2, app.size[1] // 2)

    def places(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Keep's and Replace's places: side by side at the panel's foot; stacked on a portrait screen."""
        if self.portrait:
            width = self.panel.w - 2 * 48
            replace = pygame.Rect(self.panel.x + 48, self.panel.bottom - 40 - PORTRAIT_BUTTON_H, width, PORTRAIT_BUTTON_H)
            return replace.move(0, -PORTRAIT_BUTTON_H - PORTRAIT_GAP), replace
        y = self.panel.bottom - 32 - common.TOUCH
        gap = self.panel.w - 2 * BUTTON_W - 2 * 32
        return (pygame.Rect(self.panel.x + 32, y, BUTTON_W, common.TOUCH),
                pygame.Rect(self.panel.x + 32 + BUTTON_W + gap, y, BUTTON_W, common.TOUCH))

    def build(self) -> None:
        self.panel = pygame.Rect((0, 0), PORTRAIT_PANEL) if self.portrait else PANEL.copy()
        self.panel.center = (self.stage_size[0] // 2, self.stage_size[1] // 2)
        keep, replace = self.places()
        large = common.UPRIGHT_LABEL if self.portrait else None  # the theme's block for the larger labels
        self.widgets = {  # the safe one stands out
            "keep": common.button(self, keep, t("replace.keep"), large or "#replace_keep", "@primary"),
            "replace": common.button(self, replace, t("replace.replace"), large or "#replace_yes", None),
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
        size = fit_size(title, UPRIGHT_TITLE if self.portrait else theme.TITLE, self.panel.w - 48, bold=True)
        label = theme.text(title, size, theme.INK, True)
        surface.blit(label, label.get_rect(midtop=(self.panel.centerx, self.panel.y + 28)))
        body = UPRIGHT_BODY if self.portrait else theme.BODY
        lines = wrap(t("replace.body", game=games.title(self.game)), body, self.panel.w - 80)
        common.draw_lines(surface, lines, (self.panel.x + 40, self.panel.y + (120 if self.portrait else 104)), body,
                          (60, 66, 76), align="center", width=self.panel.w - 80,
                          bottom=min(rect.top for rect in self.places()) - 8)
