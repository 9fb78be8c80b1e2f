"""The in-game menu (an overlay that dims the table): resume, rules, settings, leave — with the move log
and the game code (copy to the clipboard where the system offers one) in view.

The code fixes every hand and every future draw (all chance comes from a stream seeded by it), so it is
neither shown nor copied before the game ends — it would reveal the bots' and the other humans' cards:
a line says why instead (see ``game_codes.code_is_secret``; the results scene shows it at the end)."""

from __future__ import annotations

import pygame

from fishgames.i18n import t
from fishgames.ui import games, legibility, pen, takeback, theme
from fishgames.ui.clipboard import copy_to_clipboard
from fishgames.ui.game_codes import code_is_secret, remember_code
from fishgames.ui.scene import Pop, Push, Reset, Scene, Transition
from fishgames.ui.scenes import common
from fishgames.ui.scenes.closed_by_back import ClosedByBack
from fishgames.ui.scenes.scroll import ScrollView
from fishgames.ui.text import fit_size, kept, wrap

LEFT = pygame.Rect(60, 70, 360, 600)
RIGHT = pygame.Rect(460, 70, 760, 600)
#: A portrait screen (``Scene.portrait``): the buttons' panel across the top, the code and the log under it down
#: to the sand — the log shows four times the lines the band did.
PORTRAIT_X, PORTRAIT_TOP, PORTRAIT_GAP, PORTRAIT_FOOT, PORTRAIT_BUTTON_W = 60, 120, 40, 140, 720
#: ... in the upright screens' type (a logical px is 0.5625 physical there): the buttons 96 tall with
#: ``common.UPRIGHT_LABEL``'s labels, 112 apart; the log, its headings and the take-back's reason 30 (16.9 physical,
#: where the stage's 18 showed at the 12.4 floor), the hidden code's words 36.
UPRIGHT_BUTTON_H, UPRIGHT_PITCH, UPRIGHT_SMALL, UPRIGHT_BODY = 96, 112, 30, 36


def log_rect(right: pygame.Rect) -> pygame.Rect:
    """The log's scrolling area inside the code-and-log panel."""
    return pygame.Rect(right.x + 28, right.y + 196, right.width - 124, right.height - 220)


class InGameMenuScene(ClosedByBack, Scene):
    opaque = False
    tall = True  # a portrait screen: the buttons above, the log below (``panels``)
    pauses_game = True  # phones see their hands and that the table is paused (fishgames.phones.bridge)
    back_key = "resume"

    def __init__(self, app, table_scene):
        super().__init__(app)
        self.table = table_scene
        self.widgets: dict = {}
        self.big_code = False
        self.left, self.right = LEFT, RIGHT
        self.log_view = ScrollView(log_rect(RIGHT))

    @property
    def code(self) -> str:
        return str(self.table.match.record.code)

    @property
    def secret(self) -> bool:
        return code_is_secret(self.table)

    def panels(self, offered: bool) -> tuple[pygame.Rect, pygame.Rect]:
        """The buttons' panel and the code-and-log panel: side by side on the stage; on a portrait screen one
        above the other, as wide as the screen (the buttons' panel as tall as its buttons and the take-back's
        reason under them)."""
        if not self.portrait:
            return LEFT, RIGHT
        w, h = self.stage_size
        buttons = 5 if offered else 4
        left = pygame.Rect(PORTRAIT_X, PORTRAIT_TOP, w - 2 * PORTRAIT_X,
                           110 + buttons * UPRIGHT_PITCH + (90 if offered else 0))
        top = left.bottom + PORTRAIT_GAP
        return left, pygame.Rect(PORTRAIT_X, top, w - 2 * PORTRAIT_X, h - PORTRAIT_FOOT - top)

    def build(self) -> None:
        w = {}
        entries = [("resume", t("ingame.resume"), "@primary"), ("rules", t("ingame.rules"), None),
                   ("settings", t("ingame.settings"), None), ("leave", t("ingame.leave"), "@quiet")]
        offered = takeback.offered(self.table)
        left, right = self.left, self.right = self.panels(offered)
        self.log_view.rect = self.log_rect(right)
        x, width, high = left.x + 30, left.width - 60, 72
        large = common.UPRIGHT_LABEL if self.portrait else None  # the theme's block for the larger labels
        if self.portrait:  # the column of buttons centred in the panel across the screen
            x, width, high = left.centerx - PORTRAIT_BUTTON_W // 2, PORTRAIT_BUTTON_W, UPRIGHT_BUTTON_H
        y = left.y + 110
        self.takeback_note = takeback.why_not(self.table) if offered else None  # greyed: the lines below say why
        pitch = UPRIGHT_PITCH if self.portrait else 86 if offered else 96  # room for the take-back's reason below
        if self.takeback_note and not self.portrait:
            pitch = self.room_for_the_note(y, pitch, high)
            left, right = self.left, self.right
            self.log_view.rect = self.log_rect(right)
        for key, label, cls in entries:
            w[key] = common.button(self, (x, y, width, high), label, large or f"#ingame_{key}", cls)
            y += pitch
        if offered:  # take back against computers (fishgames.ui.takeback)
            w["takeback"] = common.button(self, (x, y, width, high), t("replay.take_back"),
                                          large or "#ingame_takeback", None)
            if not takeback.ready(self.table):
                w["takeback"].disable()
        if not self.secret:  # no copy button at all while the code is secret (until the game is over)
            if self.portrait:
                copy_w = common.button_width(t("ingame.copy"), "@toggle", 240, common.UPRIGHT_LABEL_SIZE)
                copy = (right.right - 30 - copy_w, right.y + 60, copy_w, UPRIGHT_BUTTON_H)
            else:
                copy = (right.right - 230, right.y + 74, 200, common.TOUCH)
            w["copy"] = common.button(self, copy, t("ingame.copy"), large or "#ingame_copy", "@toggle")
        arrow_w, arrow_h = (96, 100) if self.portrait else (60, 64)
        log = self.log_view.rect
        w["log_up"] = common.button(self, (right.right - 24 - arrow_w, log.y, arrow_w, arrow_h), "▲",
                                    large or "#log_up", "@picker")
        w["log_down"] = common.button(self, (right.right - 24 - arrow_w, log.bottom - arrow_h, arrow_w, arrow_h), "▼",
                                      large or "#log_down", "@picker")
        self.widgets = w
        self.log_view.set_lines(self.log_lines(), self.small, keep_bottom=True)

    def note_lines(self, left: pygame.Rect) -> tuple[str, ...]:
        """The take-back's reason wrapped under its button, every line of it (two were kept: at 150 % on a small
        panel "Noch nichts / zurückzunehmen – mach" lost "zuerst einen Zug." and ran past the panel)."""
        return wrap(self.takeback_note, self.small, left.width - 48)

    def room_for_the_note(self, top: int, pitch: int, high: int) -> int:
        """The buttons' pitch, with the panels grown down (to the stage's foot) and then the buttons closer (to
        8 px apart) until the reason's lines fit under the last button, grown to the tap floor."""
        step = int(max(self.small, theme.text_floor) * 1.3)
        tall = max(high, legibility.current.tap)
        need = len(self.note_lines(self.left)) * step + 4 + 12  # under the button, and a margin to the edge

        def bottom(p: int) -> int:
            return top + 4 * p + (high + tall) // 2 + need  # under the fifth button (grown about its centre)
        foot = self.stage_size[1] - 12
        while bottom(pitch) > foot and pitch > tall + 8:
            pitch -= 1
        grown = max(self.left.bottom, min(foot, bottom(pitch)))
        self.left = pygame.Rect(self.left.x, self.left.y, self.left.w, grown - self.left.y)
        self.right = pygame.Rect(self.right.x, self.right.y, self.right.w, grown - self.right.y)
        return pitch

    @property
    def small(self) -> int:
        return UPRIGHT_SMALL if self.portrait else theme.SMALL

    def log_rect(self, right: pygame.Rect) -> pygame.Rect:
        """The log's scrolling area (:func:`log_rect`); upright under its taller heading, beside taller arrows."""
        if not self.portrait:
            return log_rect(right)
        return pygame.Rect(right.x + 28, right.y + 240, right.width - 28 - 24 - 96 - 20, right.height - 264)

    def log_lines(self) -> list[tuple[str, int, tuple, bool]]:
        lines = list(self.table.log) or [t("ingame.log_empty")]
        return [(line, self.small, theme.INK, False) for line in lines]

    def handle(self, pointer) -> Transition:
        self.log_view.handle(pointer)
        return None

    def on_press(self, key) -> Transition:
        if key == "rules":
            return Push(self.app.scene("rules_help", self.table.spec.name))
        if key == "settings":
            return Push(self.app.scene("settings"))
        if key == "takeback":
            takeback.request(self.table)
            return Pop()
        if key == "leave":
            return Reset(self.app.scene("menu"))  # every action was autosaved: the menu offers Continue
        if key == "copy" and not self.secret:
            remember_code(self.app, self.code)  # the next code picker opens on it
            if copy_to_clipboard(self.code):
                self.app.notify("ingame.copied", code=self.code)
            else:
                self.big_code = True
        if key == "log_up":
            self.log_view.scroll_by(-self.log_view.page)
        if key == "log_down":
            self.log_view.scroll_by(self.log_view.page)
        return None

    def update(self, dt: float) -> Transition:
        self.log_view.update(dt)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        left, right = self.left, self.right
        common.dim(surface, 160)
        common.panel(surface, left, theme.DEEP, alpha=235, radius=24, border=theme.SHALLOW)
        title = games.title(self.table.spec.name)
        size = fit_size(title, theme.TITLE, left.width - 40, bold=True)
        common.shadowed_text(surface, title, size, theme.FOAM, centre=(left.centerx, left.y + 56))
        small, up = self.small, self.portrait
        if self.takeback_note and "takeback" in self.widgets:
            below = self.widgets["takeback"].rect.bottom - self.stage_rect.y + 4  # (a widget's rect: on the canvas)
            lines = self.note_lines(left) if not up else kept(wrap(self.takeback_note, small, left.width - 48), 2)
            common.draw_lines(surface, lines, (left.x + 24, below), small, theme.FOAM, align="center",
                              width=left.width - 48, bottom=left.bottom - 4)
        common.panel(surface, right, theme.CREAM, radius=24, border=theme.SAND_DARK)
        head = theme.text(t("ingame.code"), small, (90, 96, 106), True)
        surface.blit(head, (right.x + 28, right.y + 22))
        middle = right.y + (110 if up else 100)  # the code's line
        if self.secret:
            body = UPRIGHT_BODY if up else theme.BODY
            lines = kept(wrap(t("ingame.code_hidden"), body, right.width - 56), 3)
            top = middle - len(lines) * int(body * 1.3) // 2
            common.draw_lines(surface, lines, (right.x + 28, top), body, theme.SEA, width=right.width - 56,
                              bottom=right.y + (196 if up else 160))  # (over the rule above the log)
        else:
            code = theme.text(self.code, 72 if self.big_code else (56 if up else 44), theme.INK, True)
            surface.blit(code, code.get_rect(midleft=(right.x + 28, middle)))
        if self.big_code and not self.secret:
            note = theme.text(t("ingame.copy_unavailable"), small, theme.SEA, True)
            surface.blit(note, (right.x + 28, right.y + (158 if up else 146)))
        rule = right.y + (196 if up else 160)
        pen.line(surface, theme.SAND_DARK, (right.x + 24, rule), (right.right - 24, rule), 2)
        head = theme.text(t("ingame.log"), small, (90, 96, 106), True)
        surface.blit(head, (right.x + 28, rule + 6))
        self.log_view.draw(surface)
