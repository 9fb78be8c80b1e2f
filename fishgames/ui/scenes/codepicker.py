"""Enter a game code without a keyboard: players digit, level letter and four base-36 characters,
each with big up/down arrows.  The code is checked with ``GameCode.parse(text, game=name)``; a code that
does not fit the game shows the reason and nothing starts.  A valid code pops ``{"code": GameCode}``."""

from __future__ import annotations

import pygame

from fishgames.core import BadGameCode, GameCode
from fishgames.core.codes import LETTER_OF_LEVEL, LEVEL_LETTERS, SEED_DIGITS
from fishgames.i18n import t
from fishgames.ui import games, theme
from fishgames.ui.scene import Pop, Scene, Transition
from fishgames.ui.scenes import common

PLAYER_DIGITS = "123456789"
LETTERS = "".join(LEVEL_LETTERS)  # L S P M
COL_W, GAP = 84, 18
PANEL = pygame.Rect(0, 0, 900, 600)


class CodePickerScene(Scene):
    opaque = False

    def __init__(self, app, game: str, players: int = 2, level: str = "normal", seed: str = "0000"):
        super().__init__(app)
        self.game = game
        self.alphabets = [PLAYER_DIGITS, LETTERS] + [SEED_DIGITS] * 4
        letter = LETTER_OF_LEVEL.get(level, "S")
        self.values = [PLAYER_DIGITS.index(str(max(1, min(9, players)))), LETTERS.index(letter)]
        self.values += [SEED_DIGITS.index(c) for c in seed.upper()]
        self.error: list[str] = []
        self.widgets: dict = {}
        self.panel = PANEL.copy()
        self.panel.center = (app.size[0] // 2, app.size[1] // 2)

    @property
    def text(self) -> str:
        chars = [alphabet[v] for alphabet, v in zip(self.alphabets, self.values, strict=True)]
        return f"{chars[0]}{chars[1]}-{''.join(chars[2:])}"

    def set_text(self, text: str) -> None:
        """Set all pickers from a code text (characters outside a picker's alphabet are left as they are)."""
        raw = text.replace("-", "").upper()
        for i, ch in enumerate(raw[: len(self.values)]):
            if ch in self.alphabets[i]:
                self.values[i] = self.alphabets[i].index(ch)

    def column_x(self, i: int) -> int:
        total = 6 * COL_W + 5 * GAP + 40  # the dash between level and seed takes 40 px
        x = self.panel.centerx - total // 2 + i * (COL_W + GAP)
        return x + (40 if i >= 2 else 0)

    # -- widgets -----------------------------------------------------------------------------------------
    def build(self) -> None:
        w = {}
        top = self.panel.y + 150
        for i in range(len(self.values)):
            x = self.column_x(i)
            w[("up", i)] = common.button(self, (x, top, COL_W, 60), "▲", "#code_up", "@picker")
            w[("down", i)] = common.button(self, (x, top + 160, COL_W, 60), "▼", "#code_down", "@picker")
        y = self.panel.bottom - 96
        cancel_w = common.button_width(t("code.cancel"), "@quiet", 260)
        use_w = common.button_width(t("code.use"), "@primary", 340)
        w["cancel"] = common.button(self, (self.panel.x + 40, y, cancel_w, 72), t("code.cancel"), "#code_cancel",
                                    "@quiet")
        w["use"] = common.button(self, (self.panel.right - 40 - use_w, y, use_w, 72), t("code.use"), "#code_use",
                                 "@primary")
        self.widgets = w

    def handle_key(self, event) -> Transition:
        return Pop() if common.escape(event) else None

    def handle_ui(self, event) -> Transition:
        key = common.pressed_key(self, event, self.widgets)
        if key == "cancel":
            return Pop()
        if key == "use":
            return self.confirm()
        if isinstance(key, tuple):
            step = 1 if key[0] == "up" else -1
            i = key[1]
            self.values[i] = (self.values[i] + step) % len(self.alphabets[i])
            self.error = []
        return None

    def confirm(self) -> Transition:
        try:
            code = GameCode.parse(self.text, game=self.game)
        except BadGameCode as error:
            self.error = [t(error.reason_key)] + self._explain(error.reason_key)
            return None
        return Pop({"code": code})

    def _explain(self, reason: str) -> list[str]:
        spec = games.spec(self.game)
        if spec is None:
            return []
        if reason == "error.code_players":
            return [t("code.range", game=games.title(self.game), min=spec.min_players, max=spec.max_players)]
        if reason == "error.code_level":
            letters = ", ".join(f"{LETTER_OF_LEVEL[lv]} = {games.level_name(lv)}" for lv in spec.levels
                                if lv in LETTER_OF_LEVEL)
            return [t("code.levels", letters=letters)]
        return []

    # -- drawing -------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        common.dim(surface)
        common.panel(surface, self.panel, theme.CREAM, radius=26, border=theme.SAND_DARK)
        title = theme.text(t("code.title"), theme.TITLE, theme.INK, True)
        surface.blit(title, title.get_rect(midtop=(self.panel.centerx, self.panel.y + 26)))
        hint = theme.text(t("code.hint", game=games.title(self.game)), theme.SMALL, (70, 76, 86))
        surface.blit(hint, hint.get_rect(midtop=(self.panel.centerx, self.panel.y + 84)))
        top = self.panel.y + 150
        captions = [t("code.players"), t("code.level"), t("code.deal")]
        for i, (alphabet, value) in enumerate(zip(self.alphabets, self.values, strict=True)):
            x = self.column_x(i)
            box = pygame.Rect(x, top + 68, COL_W, 84)
            pygame.draw.rect(surface, theme.WHITE, box, border_radius=14)
            pygame.draw.rect(surface, theme.SEA if i >= 2 else theme.WOOD, box, 3, border_radius=14)
            char = theme.text(alphabet[value], 52, theme.INK, True)
            surface.blit(char, char.get_rect(center=box.center))
        dash = theme.text("–", 52, theme.INK, True)
        surface.blit(dash, dash.get_rect(center=(self.column_x(2) - GAP // 2 - 20, top + 110)))
        for i, caption in enumerate(captions):
            if i < 2:
                cx = self.column_x(i) + COL_W // 2
            else:
                cx = (self.column_x(2) + self.column_x(5) + COL_W) // 2
            label = theme.text(caption, theme.SMALL, (70, 76, 86), True)
            surface.blit(label, label.get_rect(midtop=(cx, top + 230)))
        level = LEVEL_LETTERS.get(LETTERS[self.values[1]])
        under = theme.text(games.level_name(level), theme.SMALL, theme.SEA, True)
        surface.blit(under, under.get_rect(midtop=(self.column_x(1) + COL_W // 2, top + 256)))
        y = top + 296
        for k, line in enumerate(self.error):
            label = theme.text(line, theme.BODY if k == 0 else theme.SMALL, (180, 50, 20) if k == 0 else theme.INK,
                               k == 0)
            surface.blit(label, label.get_rect(midtop=(self.panel.centerx, y)))
            y += 34
