"""Pass-and-play cover: hides the table until the next human confirms they hold the device.

Only the tap on the big button pops, with ``{"covered_for": seat}``; the table then shows that seat's view.
While it shows, the table below draws its remaining art ahead (``TableScene.prepare_art``).
"""

from __future__ import annotations

import pygame

from fishgames.i18n import t
from fishgames.ui import theme
from fishgames.ui.scene import Pop, Scene, Transition
from fishgames.ui.scenes import common
from fishgames.ui.text import fit_size, wrap

ART_BUDGET = 0.008  # seconds of a cover frame lent to the table below for drawing its art ahead
#: A portrait screen (``Scene.portrait``): the words gathered above the middle, larger, and the button wide and tall
#: at the foot, where the thumb of the hand taking the device is.
PORTRAIT_NAME, PORTRAIT_BUTTON_H, PORTRAIT_FOOT, PORTRAIT_HINT_W = 110, 150, 200, 1040


class CoverScene(Scene):
    opaque = True
    tall = True  # a portrait screen: the words over the middle, the button at the foot
    def __init__(self, app, seat: int, name: str, prepare=None):
        """``prepare(budget)``: the covered table's ``prepare_art``, run while the cover shows."""
        super().__init__(app)
        self.seat = seat
        self.name = name
        self.show_button = None
        self.prepare = prepare

    def update(self, dt: float) -> Transition:
        if self.prepare is not None:
            self.prepare(ART_BUDGET)
        return None

    def build(self) -> None:
        w, h = self.stage_size
        text = t("cover.show", name=self.name)
        width = min(w - 120, max(560, theme.font(28, True).size(text)[0] + 80))
        button = (w // 2 - width // 2, h - 250, width, 104)
        if self.portrait:
            button = (60, h - PORTRAIT_FOOT - PORTRAIT_BUTTON_H, w - 120, PORTRAIT_BUTTON_H)
        self.show_button = common.button(self, button, text, "#cover_show", "@primary")

    def handle_ui(self, event) -> Transition:
        if common.pressed_key(self, event, {"show": self.show_button}):
            return Pop({"covered_for": self.seat})
        return None

    def draw(self, surface: pygame.Surface) -> None:
        common.paint_backdrop(surface, 3)
        w, h = self.stage_size
        top, name_size, hint_w = (h // 2 - 460, PORTRAIT_NAME, PORTRAIT_HINT_W) if self.portrait else (0, 84, 760)
        common.shadowed_text(surface, t("cover.pass"), theme.TITLE, theme.FOAM, centre=(w // 2, top + 150))
        colour = tuple(min(255, c + 50) for c in theme.seat_colour(self.seat))
        size = fit_size(self.name, name_size, w - 320, bold=True, smallest=36)
        rect = common.shadowed_text(surface, self.name, size, colour, centre=(w // 2 + 40, top + 260))
        common.seat_badge(surface, self.seat, (rect.left - 56, rect.centery), 34)
        lines = wrap(t("cover.hint", name=self.name), theme.BODY, hint_w)
        common.draw_lines(surface, lines, (w // 2 - hint_w // 2, top + 350), theme.BODY, theme.FOAM, align="center",
                          width=hint_w)
