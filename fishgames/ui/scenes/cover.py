"""Pass-and-play cover: hides the table until the next human confirms they hold the device.

Only the tap on the big button pops, with ``{"covered_for": seat}``; the table then shows that seat's view.
While it shows, the table below draws its remaining art ahead (``TableScene.prepare_art``).  Its Menu button (top
right, where the table has its own; Esc too) opens the table's in-game menu over the cover — leave, rules,
settings — with no hand in sight: the cover stays under the menu, and Resume comes back to it.
"""

from __future__ import annotations

import pygame

from fishgames.i18n import t
from fishgames.ui import legibility, theme
from fishgames.ui.buttons_ahead import MENU_BUTTON
from fishgames.ui.scene import Pop, Push, Scene, Transition
from fishgames.ui.scenes import common
from fishgames.ui.text import fit_size, wrap

ART_BUDGET = 0.008  # seconds of a cover frame lent to the table below for drawing its art ahead
#: A portrait screen (``Scene.portrait``): the words gathered above the middle, larger, and the button wide and tall
#: at the foot, where the thumb of the hand taking the device is.
PORTRAIT_NAME, PORTRAIT_BUTTON_H, PORTRAIT_FOOT, PORTRAIT_HINT_W = 110, 150, 200, 1040


class CoverScene(Scene):
    opaque = True
    tall = True  # a portrait screen: the words over the middle, the button at the foot
    def __init__(self, app, seat: int, name: str, prepare=None, table=None):
        """``prepare(budget)``: the covered table's ``prepare_art``, run while the cover shows; ``table``: the
        covered table, whose in-game menu the cover's Menu button opens."""
        super().__init__(app)
        self.seat = seat
        self.name = name
        self.show_button = None
        self.menu_button = None
        self.prepare = prepare
        self.table = table

    def update(self, dt: float) -> Transition:
        if self.prepare is not None:
            self.prepare(ART_BUDGET)
        return None

    def build(self) -> None:
        w, h = self.stage_size
        text = t("cover.show", name=self.name)
        width = min(w - 120, max(560, theme.width(text, 28, True) + 80))
        button = (w // 2 - width // 2, h - 250, width, 104)
        if self.portrait:
            button = (60, h - PORTRAIT_FOOT - PORTRAIT_BUTTON_H, w - 120, PORTRAIT_BUTTON_H)
        self.show_button = common.button(self, button, text, "#cover_show", "@primary")
        if self.table is not None:  # where the table has its Menu button, and as it looks
            (mw, mh), object_id, _ = MENU_BUTTON
            rect = legibility.tap_rect((0, 0, mw, mh))
            self.menu_button = common.button(self, rect.move(w - 8 - rect.w, 8), t("table.menu"), object_id, None)

    def handle_ui(self, event) -> Transition:
        key = common.pressed_key(self, event, {"show": self.show_button, "menu": self.menu_button})
        if key == "show":
            return Pop({"covered_for": self.seat})
        if key == "menu":
            return self.open_menu()
        return None

    def handle_key(self, event) -> Transition:
        return self.open_menu() if common.escape(event) else None

    def open_menu(self) -> Transition:
        """The covered table's in-game menu, over the cover (the table stays hidden under both)."""
        if self.table is None:
            return None
        return Push(self.app.scene("ingame_menu", self.table))

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
        foot = h - PORTRAIT_FOOT - PORTRAIT_BUTTON_H if self.portrait else h - 250  # the show button's top
        common.draw_lines(surface, lines, (w // 2 - hint_w // 2, top + 350), theme.BODY, theme.FOAM, align="center",
                          width=hint_w, bottom=foot - 8)
