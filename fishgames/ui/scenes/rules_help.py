"""Rules help: a concise summary of each game's rules, in the current language, as scrolling text.

Texts are the keys ``help.<game>.01``, ``help.<game>.02``, ... (a paragraph each; a leading ``# `` marks a
heading), so translators can add or drop paragraphs freely.  A table's "?" opens it at one paragraph (the
phase's, :mod:`fishgames.ui.context_help`): scrolled there and marked.  "Learn to play" starts the shown
game's guided first game (:mod:`fishgames.ui.guide`).
"""

from __future__ import annotations

import pygame

from fishgames.i18n import t
from fishgames.ui import games, legibility, pen, theme
from fishgames.ui.scene import Replace, Scene, Transition
from fishgames.ui.scenes import common
from fishgames.ui.scenes.closed_by_back import ClosedByBack
from fishgames.ui.scenes.scroll import ScrollView
from fishgames.ui.scenes.tile_art import accent
from fishgames.ui.text import wrap

TEXT = pygame.Rect(90, 196, 1010, 480)
TAB_Y, TAB_H, TAB_GAP = 96, 60, 8  # the game tabs on the stage, at least TAB_GAP under Back
#: A portrait screen: the tabs lower and taller (clear of Back and "Learn to play" grown to the tap floor), the
#: text area under them down to this far above the bottom (its sand).
PORTRAIT_TAB_Y, PORTRAIT_TAB_H, PORTRAIT_TEXT_Y, PORTRAIT_FOOT = 120, 96, 266, 110
#: ... its text in larger type (a logical px is 0.5625 physical there): paragraphs 34 px (19 physical, where the
#: stage's 22 were 12.4), headings 42, across the width beside taller scroll arrows, tabs with the upright labels.
UPRIGHT_TEXT, UPRIGHT_HEADING, UPRIGHT_TEXT_X, UPRIGHT_TAB_W, UPRIGHT_ARROW = 34, 42, 64, 232, (100, 110)
MAX_PARAGRAPHS = 40


def paragraphs(game: str) -> list[str]:
    found = []
    for i in range(1, MAX_PARAGRAPHS + 1):
        key = f"help.{game}.{i:02d}"
        if not t.has(key):
            break
        found.append(t(key))
    return found


class RulesHelpScene(ClosedByBack, Scene):
    tall = True  # a portrait screen: the text runs down its whole height (``text_rect``)

    def __init__(self, app, game: str | None = None, paragraph: int | None = None):
        super().__init__(app)
        names = list(games.menu_games())
        self.games = names
        self.game = game or names[0]
        #: The paragraph (1 = ``help.<game>.01``) opened at and marked; None: the top, nothing marked.
        self.focus = paragraph
        #: "Learn to play" is offered from the menu's rules help, not over a table's "?" (a game is running)
        self.offer_guide = paragraph is None
        self.view = ScrollView(TEXT)
        self.widgets: dict = {}

    def tab_row(self) -> pygame.Rect:
        """The game tabs' row on the stage: under Back and "Learn to play" grown to the tap floor (``TAB_GAP`` below
        them), as tall as the floor (at 150 % on a small panel they grew up onto those two)."""
        top = max(TAB_Y, legibility.tap_rect((0, 20, 150, common.TOUCH)).bottom + TAB_GAP)
        return pygame.Rect(0, top, self.stage_size[0], max(TAB_H, legibility.current.tap))

    def text_rect(self) -> pygame.Rect:
        """Where the rules' text scrolls: :data:`TEXT` on the stage (lower under taller tabs), down to the sand
        on a portrait screen."""
        if not self.portrait:
            top = max(TEXT.y, self.tab_row().bottom + TEXT.y - TAB_Y - TAB_H)
            return pygame.Rect(TEXT.x, top, TEXT.w, TEXT.bottom - top)
        w, h = self.stage_size
        right = w - 24 - UPRIGHT_ARROW[0] - 40  # the arrows' column at the screen's right
        return pygame.Rect(UPRIGHT_TEXT_X, PORTRAIT_TEXT_Y, right - UPRIGHT_TEXT_X, h - PORTRAIT_FOOT - PORTRAIT_TEXT_Y)

    def build(self) -> None:
        self.view.rect = text = self.text_rect()
        w = {"back": common.back_button(self, t("help.back"))}
        large = common.UPRIGHT_LABEL if self.portrait else None  # the theme's block for the larger labels
        tab_w, gap = (UPRIGHT_TAB_W if self.portrait else 212), 12
        x = (self.stage_size[0] - len(self.games) * tab_w - (len(self.games) - 1) * gap) // 2
        row = self.tab_row()
        for name in self.games:
            tab = (x, PORTRAIT_TAB_Y, tab_w, PORTRAIT_TAB_H) if self.portrait else (x, row.y, tab_w, row.h)
            button = common.button(self, tab, games.title(name), large or "#help_tab", "@tab")
            common.set_selected(button, name == self.game)
            w[("tab", name)] = button
            x += tab_w + gap
        arrow_w, arrow_h = UPRIGHT_ARROW if self.portrait else (72, 80)
        w["up"] = common.button(self, (text.right + 40, text.y, arrow_w, arrow_h), "▲", large or "#help_up",
                                "@picker")
        w["down"] = common.button(self, (text.right + 40, text.bottom - arrow_h, arrow_w, arrow_h), "▼",
                                  large or "#help_down", "@picker")
        if self.offer_guide and games.has_guide(self.game):
            w["learn"] = common.learn_button(self, self.portrait)
        self.widgets = w
        self.view.set_lines(self.blocks())
        if self.focus is not None:
            self.view.offset = self.view.target = self.view.snap(self.focus_span()[0])

    def focus_span(self) -> tuple[int, int]:
        """Top and bottom (content pixels) of the marked paragraph — with the text under it, if a heading."""
        blocks, width = self.blocks(), self.view.rect.width - 24
        counts = [len(wrap(text, size, width, bold)) for text, size, _, bold, _ in blocks]
        first = min(max(self.focus, 1), len(blocks)) - 1
        last = first + 1 if blocks[first][3] and first + 1 < len(blocks) else first
        top = sum(counts[:first])
        bottom = sum(counts[:last + 1]) - 1
        return self.view.spans[top][0], self.view.spans[bottom][1]

    def blocks(self) -> list[tuple]:
        blocks = []
        texts = paragraphs(self.game) or [t("help.missing")]
        heading, body = (UPRIGHT_HEADING, UPRIGHT_TEXT) if self.portrait else (26, 22)
        for text in texts:
            if text.startswith("# "):
                blocks.append((text[2:], heading, theme.SEA, True, (28 if self.portrait else 18) if blocks else 0))
            else:
                blocks.append((text, body, theme.INK, False, 14 if self.portrait else 10))
        return blocks

    def handle(self, pointer) -> Transition:
        self.view.handle(pointer)
        return None

    def on_press(self, key) -> Transition:
        if key == "learn":
            return Replace(self.app.scene("guided_game", self.game))
        if key == "up":
            self.view.scroll_by(-self.view.page)
        elif key == "down":
            self.view.scroll_by(self.view.page)
        elif isinstance(key, tuple):
            self.game, self.focus = key[1], None
            self.rebuild()
        return None

    def update(self, dt: float) -> Transition:
        self.view.update(dt)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        common.paint_backdrop(surface, 5)
        w, text = self.stage_size[0], self.view.rect
        common.shadowed_text(surface, t("help.title"), theme.TITLE, theme.FOAM, centre=(w // 2, 48))
        area = text.inflate(48, 36)
        common.panel(surface, area, theme.CREAM, radius=22, border=accent(self.game))
        self.view.draw(surface)
        if self.focus is not None:  # the paragraph the table's "?" asked for: a bar beside it
            top, bottom = self.focus_span()
            offset = self.view.offset
            bar = pygame.Rect(text.x - 16, text.y + top - offset, 6, bottom - top).clip(text.inflate(40, 0))
            if bar.h > 0:
                pen.rect(surface, accent(self.game), bar, border_radius=3)
