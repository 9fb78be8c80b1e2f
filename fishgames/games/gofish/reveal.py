"""The end of a Go Fish game (spec §11.5): the 13 books one by one in the order they were made, in their
owners' colours; then the placement; then each human's hit rate and longest ask streak — with the
whole question log beside it (on every level, now that the game is over).  "Continue" opens the
results, which add "copy game code" to "another round" and "same deal again".
"""

from __future__ import annotations

import pygame

from fishgames.games.gofish import look
from fishgames.i18n import t
from fishgames.ui import pen, theme
from fishgames.ui.anim import Animator, Call, Delay, Sequence
from fishgames.ui.scene import Replace, Transition
from fishgames.ui.scenes import common
from fishgames.ui.scenes.results import MEDALS, EndScene, ResultsScene
from fishgames.ui.text import fit, squeezed
from fishgames.ui.widgets import MoveLogPanel

PANEL = pygame.Rect(36, 30, 1208, 660)
TILE = (92, 116)
TILE_STEP = 106
TILES_X, TILES_Y = 76, 112
ROW_H = TILE[1] + 34
LOG_RECT = pygame.Rect(872, 112, 346, 448)
CONTINUE = pygame.Rect(872, 586, 346, 76)
#: A portrait screen (``Scene.portrait``): one tall panel — the books centred, the places and hit rates under them,
#: the question log under those as wide as the panel, "Continue" across the foot.
#: The log begins under room for three rows of places and three hit-rate lines.
PORTRAIT_PANEL_H, PORTRAIT_CONTINUE_H, PORTRAIT_ABOVE_LOG = 1640, 96, 2 * ROW_H + 14 + 30 + 3 * 40 + 10 + 3 * 28 + 40
BOOK_BEAT = 0.32  # design seconds between two books
POP = 0.22  # seconds a revealed book takes to settle


class RevealScene(EndScene):
    tall = True  # a portrait screen: one tall panel (``lay_out``)
    panel_look = (theme.DEEP, 252, 26, theme.SHALLOW)  # (let go when the screen leaves: EndScene.exit)

    def __init__(self, app, table, summary: dict):
        super().__init__(app, table, summary)
        self.panel, self.tiles_at, self.log_rect, self.continue_rect = PANEL, (TILES_X, TILES_Y), LOG_RECT, CONTINUE
        view = table.match.state.view(None)
        self.books = [(rank, owner) for rank, owner in view["books"]]
        self.scores = list(summary["scores"])
        self.places = list(summary["ranking"])
        self.stats = summary["stats"]
        self.revealed = 0
        self.clock = 0.0
        self.revealed_at: list[float] = []  # when each book appeared (it pops in)
        self.show_places = False
        self.show_stats = False
        self.animator = Animator(app.settings.animation_speed)
        self.log_panel = MoveLogPanel(LOG_RECT, look.question_lines(view["log"], table.seat_name, table.reasons))
        self.widgets: dict = {}
        self._started = False

    @property
    def finished(self) -> bool:
        return self.show_stats

    def enter(self) -> None:
        super().enter()
        if self._started:
            return
        self._started = True
        sec = self.animator.seconds
        steps = [Delay(sec(0.4))]
        for _ in self.books:
            steps += [Call(self._next_book), Delay(sec(BOOK_BEAT))]
        steps += [Delay(sec(0.3)), Call(lambda: setattr(self, "show_places", True)), Delay(sec(0.6)),
                  Call(lambda: setattr(self, "show_stats", True))]
        self.animator.play(Sequence(*steps))

    def lay_out(self) -> None:
        """The panel, the books' top left, the log and "Continue": side by side on the stage; one under the
        other on a portrait screen."""
        if not self.portrait:
            self.panel, self.tiles_at, self.log_rect, self.continue_rect = PANEL, (TILES_X, TILES_Y), LOG_RECT, CONTINUE
            return
        w, h = self.stage_size
        panel = pygame.Rect(PANEL.x, (h - PORTRAIT_PANEL_H) // 2, PANEL.w, PORTRAIT_PANEL_H)
        inner = pygame.Rect(TILES_X, 0, panel.right - 40 - TILES_X, 0)
        self.panel = panel
        self.tiles_at = (panel.centerx - (6 * TILE_STEP + TILE[0]) // 2, panel.y + TILES_Y - PANEL.y)
        self.continue_rect = pygame.Rect(inner.x, panel.bottom - 40 - PORTRAIT_CONTINUE_H, inner.w, PORTRAIT_CONTINUE_H)
        top = self.tiles_at[1] + PORTRAIT_ABOVE_LOG
        self.log_rect = pygame.Rect(inner.x, top, inner.w, self.continue_rect.y - 40 - top)

    def build(self) -> None:
        self.lay_out()
        self.log_panel.rect = pygame.Rect(self.log_rect)
        self.widgets = {"continue": common.button(self, self.continue_rect, t("gofish.ui.reveal.continue"),
                                                  "#gofish_reveal_continue", "@primary")}

    def _next_book(self) -> None:
        self.revealed = min(len(self.books), self.revealed + 1)
        self.revealed_at.append(self.clock)
        self.app.sound.play("flip")

    def update(self, dt: float) -> Transition:
        self.clock += dt
        self.animator.update(dt)
        return None

    def handle(self, pointer) -> Transition:
        if self.log_panel.handle(pointer):
            return None
        if pointer.kind == "tap":
            self.animator.flush()  # a tap shows everything at once
        return None

    def handle_ui(self, event) -> Transition:
        if common.pressed_key(self, event, self.widgets) == "continue":
            self.animator.flush()
            return Replace(ResultsScene(self.app, self.table, self.summary))
        return None

    # -- drawing ----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        common.dim(surface, 150)
        common.panel(surface, self.panel, *self.panel_look)
        common.shadowed_text(surface, t("gofish.ui.reveal.title"), theme.TITLE, theme.FOAM,
                             topleft=(TILES_X, self.panel.y + 22))
        head = theme.text(t("gofish.ui.reveal.log"), theme.SMALL, theme.MUTED, True)
        surface.blit(head, (self.log_rect.x, self.log_rect.y - 28))
        self.log_panel.draw(surface)
        tiles_x, tiles_y = self.tiles_at
        for i, (rank, owner) in enumerate(self.books):
            x = tiles_x + (i % 7) * TILE_STEP
            y = tiles_y + (i // 7) * ROW_H
            if i >= self.revealed:
                surface.blit(look.empty_slot(None, TILE), (x, y))  # no spoiler of what comes
                continue
            tile = look.book_tile(rank, owner, TILE)
            age = self.clock - self.revealed_at[i] if i < len(self.revealed_at) else POP
            if age < POP:  # a short pop: big, then settling onto its place
                grow = 1 + 0.3 * (1 - age / POP) ** 2
                big = pygame.transform.smoothscale(tile, (round(TILE[0] * grow), round(TILE[1] * grow)))
                surface.blit(big, big.get_rect(center=(x + TILE[0] // 2, y + TILE[1] // 2)))
                continue
            surface.blit(tile, (x, y))
            order = theme.text(f"#{i + 1}", theme.SMALL, theme.DEEP, True)
            badge = order.get_rect(topright=(x + TILE[0] - 2, y + 2)).inflate(8, 0)
            pen.rect(surface, theme.CREAM, badge, border_radius=8)
            surface.blit(order, order.get_rect(center=badge.center))
            name = squeezed(self.table.seat_name(owner), theme.SMALL, TILE_STEP - 6, theme.FOAM)
            surface.blit(name, name.get_rect(midtop=(x + TILE[0] // 2, y + TILE[1] + 6)))
        y = tiles_y + 2 * ROW_H + 14
        if self.show_places:
            y = self._draw_places(surface, y)
        if self.show_stats:
            self._draw_stats(surface, y + 10)

    def _draw_places(self, surface: pygame.Surface, y: int) -> int:
        head = theme.text(t("gofish.ui.reveal.placement"), theme.SMALL, theme.MUTED, True)
        surface.blit(head, (TILES_X, y))
        y += 30
        order = sorted(range(len(self.scores)), key=lambda s: (self.places[s], s))
        columns = 2 if len(order) > 2 else 1
        right = self.panel.right - 40 if self.portrait else LOG_RECT.x - 16
        step = (right - TILES_X) // columns  # the whole width up to the log (the panel's edge), not a fixed 380
        room = step - 74 - 12
        for i, seat in enumerate(order):
            x = TILES_X + (i % columns) * step
            row_y = y + (i // columns) * 40
            place = self.places[seat]
            centre = (x + 16, row_y + 16)
            pen.circle(surface, MEDALS.get(place, theme.MUTED), centre, 16)
            number = theme.text(str(place), theme.SMALL, theme.INK, True)
            surface.blit(number, number.get_rect(center=centre))
            common.seat_badge(surface, seat, (x + 52, row_y + 16), 13)
            text = f"{self.table.seat_name(seat)} – {look.books_text(self.scores[seat])}"
            label = squeezed(text, theme.BODY, room, theme.CREAM)
            surface.blit(label, label.get_rect(midleft=(x + 74, row_y + 16)))
        return y + ((len(order) + columns - 1) // columns) * 40

    def _draw_stats(self, surface: pygame.Surface, y: int) -> None:
        for seat in self.table.humans:
            line = look.stats_line(self.table.seat_name(seat), self.stats[seat])
            label = fit(line, theme.SMALL, self.panel.right - 40 - TILES_X - 32 if self.portrait else 770, theme.GLOW,
                        True)
            common.seat_badge(surface, seat, (TILES_X + 12, y + label.get_height() // 2), 10)
            surface.blit(label, (TILES_X + 32, y))
            y += 28
