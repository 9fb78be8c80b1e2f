"""The in-game menu (an overlay that dims the table): resume, rules, settings, leave — with the move log
and the game code (copy to the clipboard where the system offers one) in view.

The code fixes every hand and every future draw (all chance comes from a stream seeded by it), so it is
neither shown nor copied before the game ends — it would reveal the bots' and the other humans' cards:
a line says why instead (see ``game_codes.code_is_secret``; the results scene shows it at the end)."""

from __future__ import annotations

import pygame

from fishgames.i18n import t
from fishgames.ui import games, pen, takeback, theme
from fishgames.ui.clipboard import copy_to_clipboard
from fishgames.ui.game_codes import code_is_secret, remember_code
from fishgames.ui.scene import Pop, Push, Reset, Scene, Transition
from fishgames.ui.scenes import common
from fishgames.ui.scenes.closed_by_back import ClosedByBack
from fishgames.ui.scenes.scroll import ScrollView
from fishgames.ui.text import fit_size, wrap

LEFT = pygame.Rect(60, 70, 360, 600)
RIGHT = pygame.Rect(460, 70, 760, 600)
#: A portrait screen (``Scene.portrait``): the buttons' panel across the top, the code and the log under it down
#: to the sand — the log shows four times the lines the band did.
PORTRAIT_X, PORTRAIT_TOP, PORTRAIT_GAP, PORTRAIT_FOOT, PORTRAIT_BUTTON_W = 60, 120, 40, 140, 720


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
        left = pygame.Rect(PORTRAIT_X, PORTRAIT_TOP, w - 2 * PORTRAIT_X, 110 + buttons * 96 + (60 if offered else 0))
        top = left.bottom + PORTRAIT_GAP
        return left, pygame.Rect(PORTRAIT_X, top, w - 2 * PORTRAIT_X, h - PORTRAIT_FOOT - top)

    def build(self) -> None:
        w = {}
        entries = [("resume", t("ingame.resume"), "@primary"), ("rules", t("ingame.rules"), None),
                   ("settings", t("ingame.settings"), None), ("leave", t("ingame.leave"), "@quiet")]
        offered = takeback.offered(self.table)
        left, right = self.left, self.right = self.panels(offered)
        self.log_view.rect = log_rect(right)
        x, width = left.x + 30, left.width - 60
        if self.portrait:  # the column of buttons centred in the panel across the screen
            x, width = left.centerx - PORTRAIT_BUTTON_W // 2, PORTRAIT_BUTTON_W
        y = left.y + 110
        for key, label, cls in entries:
            w[key] = common.button(self, (x, y, width, 72), label, f"#ingame_{key}", cls)
            y += 86 if offered else 96  # room for the take-back's reason below it
        self.takeback_note = None
        if offered:  # take back against computers (fishgames.ui.takeback)
            w["takeback"] = common.button(self, (x, y, width, 72), t("replay.take_back"),
                                          "#ingame_takeback", None)
            if not takeback.ready(self.table):
                w["takeback"].disable()
                self.takeback_note = takeback.why_not(self.table)  # greyed: the line below says why
        if not self.secret:  # no copy button at all while the code is secret (until the game is over)
            w["copy"] = common.button(self, (right.right - 230, right.y + 74, 200, common.TOUCH),
                                      t("ingame.copy"), "#ingame_copy", "@toggle")
        w["log_up"] = common.button(self, (right.right - 84, self.log_view.rect.y, 60, 64), "▲", "#log_up", "@picker")
        w["log_down"] = common.button(self, (right.right - 84, self.log_view.rect.bottom - 64, 60, 64), "▼",
                                      "#log_down", "@picker")
        self.widgets = w
        self.log_view.set_lines(self.log_lines(), theme.SMALL, keep_bottom=True)

    def log_lines(self) -> list[tuple[str, int, tuple, bool]]:
        lines = list(self.table.log) or [t("ingame.log_empty")]
        return [(line, theme.SMALL, theme.INK, False) for line in lines]

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
        if self.takeback_note and "takeback" in self.widgets:
            below = self.widgets["takeback"].rect.bottom + 4
            lines = wrap(self.takeback_note, theme.SMALL, left.width - 48)[:2]
            common.draw_lines(surface, lines, (left.x + 24, below), theme.SMALL, theme.FOAM, align="center",
                              width=left.width - 48)
        common.panel(surface, right, theme.CREAM, radius=24, border=theme.SAND_DARK)
        head = theme.text(t("ingame.code"), theme.SMALL, (90, 96, 106), True)
        surface.blit(head, (right.x + 28, right.y + 22))
        if self.secret:
            lines = wrap(t("ingame.code_hidden"), theme.BODY, right.width - 56)[:3]
            top = right.y + 100 - len(lines) * int(theme.BODY * 1.3) // 2
            common.draw_lines(surface, lines, (right.x + 28, top), theme.BODY, theme.SEA)
        else:
            code = theme.text(self.code, 72 if self.big_code else 44, theme.INK, True)
            surface.blit(code, code.get_rect(midleft=(right.x + 28, right.y + 100)))
        if self.big_code and not self.secret:
            note = theme.text(t("ingame.copy_unavailable"), theme.SMALL, theme.SEA, True)
            surface.blit(note, (right.x + 28, right.y + 146))
        pen.line(surface, theme.SAND_DARK, (right.x + 24, right.y + 160), (right.right - 24, right.y + 160), 2)
        head = theme.text(t("ingame.log"), theme.SMALL, (90, 96, 106), True)
        surface.blit(head, (right.x + 28, right.y + 166))
        self.log_view.draw(surface)
