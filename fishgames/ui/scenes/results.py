"""End of a game: placement, per-player scores, highlights; play again, same deal again, back to menu.

``summary`` is the table's ``end_summary()``: ``scores`` and ``winners`` always; games may add

* ``ranking``: place per seat (default: competition ranking 1, 1, 3 from winners and scores);
* ``medals``: False draws no place medals (a lost solo game: a dash, not a gold "1");
* ``columns``: ``[(label_key, [value per seat]), ...]`` — extra columns of the breakdown (e.g. books, fish);
* ``highlights``: ``[(key, params) | text, ...]`` — lines under the table (best turn, hit rate, ...).

Every game's results look the same: the headline, the game and its code, the table of places, the
highlights, "Copy link" and "Copy code" at the right above the three big buttons (the game is over, so the
code is no secret any more; the link, ``fishgames:<game>/<code>``, opens this deal on a friend's computer),
and the three big buttons.
"""

from __future__ import annotations

import pygame

from fishgames.core.codes import random_seed
from fishgames.i18n import t
from fishgames.links import game_link
from fishgames.ui import games, legibility, pen, theme
from fishgames.ui.art_ahead import ArtAhead
from fishgames.ui.clipboard import copy_to_clipboard
from fishgames.ui.game_codes import remember_code
from fishgames.ui.scene import Push, Reset, Scene, Transition
from fishgames.ui.scenes import common, results_table
from fishgames.ui.text import SMALLEST, fit_size, fitted, kept, wrap

PANEL_W = 1000
MAIN_H, MAIN_FOOT, COPY_GAP = 72, 28, 8  # the stage's three buttons: their height, under them, over them
ROW_H = 54
MAX_ROWS = 6
#: A portrait screen (``Scene.portrait``): the panel as wide as the screen allows, taller rows, and the three
#: buttons one under the other at the panel's foot (on the 720 px band the grown headers ran into each other).
PORTRAIT_PANEL_W, PORTRAIT_ROW_H, PORTRAIT_BUTTON_H, PORTRAIT_GAP = 1200, 96, 104, 20


class Type:
    """The panel's type and places: the stage's, or a portrait screen's (its 1280-px-wide canvas shows at 720 px)
    in the upright screens' type — names and values 38 logical px (21 physical, where the stage's 24 were 13.5),
    headers, the subtitle and the highlights 30 (16.9), scores 48, the headline 60 — in wider columns."""

    def __init__(self, portrait: bool):
        if portrait:
            self.title, self.small, self.body, self.score, self.place = 60, 30, 38, 48, 40
            self.sub_y, self.top, self.head_h, self.line = 100, 160, 48, 38
            self.x_name, self.x_score, self.score_w, self.widest, self.medal, self.badge = 180, 600, 190, 210, 30, 22
            self.place_room = 120
        else:
            self.title, self.small, self.body, self.score, self.place = theme.TITLE, theme.SMALL, theme.BODY, 30, 26
            self.sub_y, self.top, self.head_h, self.line = 80, 124, 34, 26
            self.x_name, self.x_score, self.score_w, self.widest, self.medal, self.badge = 160, 520, 150, 120, 21, 15
            self.place_room = 100
MEDALS = {1: (240, 190, 40), 2: (196, 204, 214), 3: (210, 140, 70)}


def placements(scores: list, winners: list[int]) -> list[int]:
    """Competition ranking (1, 1, 3): winners share 1st; everyone else is placed by score.

    The score direction follows the winners (a game where the lowest score wins names those winners);
    players tied on score with a winner but not winners themselves (a tie-break decided) come right after.
    """
    n = len(scores)
    lower_wins = bool(winners) and all(scores[w] == min(scores) for w in winners) and \
        any(scores[w] != max(scores) for w in winners)

    def better(a, b) -> bool:
        return scores[a] < scores[b] if lower_wins else scores[a] > scores[b]

    places = []
    for seat in range(n):
        if seat in winners:
            places.append(1)
        else:
            ahead = sum(1 for other in range(n) if other != seat and (other in winners or better(other, seat)))
            places.append(1 + ahead)
    return places


def _line(item) -> str:
    if isinstance(item, str):
        return item
    key, params = item[0], (item[1] if len(item) > 1 else {})
    return t(key, **params)


class EndScene(Scene):
    """A screen over a finished game's table (the results; Go Fish's book reveal and Fugu's reefs before them):
    the table shows below it, and it keeps the table and the game's summary (``TableScene.end_summary``)."""

    opaque = False
    #: How the screen's ``panel`` is drawn (``common.panel``'s colour, alpha, radius and border), so it goes with the
    #: screen; None: the screen lets go of its own (the results).
    panel_look: tuple | None = None

    def __init__(self, app, table, summary: dict):
        super().__init__(app)
        self.table = table
        self.summary = summary

    def exit(self) -> None:
        """The veil over the table goes with the screen: kept (``common._dim_surface``) it was a screenful of
        pixels and its twin — 11 MB at 1920 × 1080 — held for the rest of a session (issue 33); and so does its
        panel (:attr:`panel_look`: Fugu's reefs' and Go Fish's book reveal's, ~10 MB with their twins, were kept
        through the next game: ``tools/twin_owners.py`` after 12,000 busy Fugu frames)."""
        super().exit()
        common._dim_surface.cache_clear()
        if self.panel_look is not None:
            common.forget_panel(self.panel, *self.panel_look)


class ResultsScene(EndScene):
    tall = True  # a portrait screen: a wider, taller panel, its buttons stacked (``layout``)

    def __init__(self, app, table_scene, summary: dict):
        super().__init__(app, table_scene, summary)
        match = table_scene.match
        self.seats = match.seats
        self.scores = list(summary.get("scores", match.state.scores()))
        self.winners = list(summary.get("winners", match.state.winners()))
        self.places = list(summary.get("ranking") or placements(self.scores, self.winners))
        self.order = sorted(range(len(self.seats)), key=lambda s: (self.places[s], s))
        self.widgets: dict = {}
        self.panel = pygame.Rect(0, 0, PANEL_W, 400)
        self.highlights: list[str] = []
        self._cheered = False
        self.type = Type(False)
        self.columns: list[tuple[str, list]] = []  # the game's own columns: (header, value per seat)
        self.grid: results_table.Table | None = None  # the table's columns (``layout``)
        self.head_h = self.type.head_h
        self._row_h = 0  # the design's row pitch (``row_h``)
        self.art_ahead = ArtAhead(app.ui)  # Play again's table, drawn while the results show

    def update(self, dt: float) -> Transition:
        """Draw the next game's art ahead, a few milliseconds a frame: its water went first once the finished
        table's backdrop was painted (``sprites.backdrop_sources``), so Play again's first frame only blits."""
        match = self.table.match
        self.art_ahead.aim([(match.spec.name, match.config)])
        self.art_ahead.step()
        return None

    def seat_name(self, seat: int) -> str:
        return self.table.seat_name(seat)

    @property
    def code(self) -> str:
        """The game code as players type it (without the game's name)."""
        return str(self.table.match.record.code).rpartition(":")[2]

    def headline(self) -> str:
        names = [self.seat_name(s) for s in self.winners]
        if not names:
            return t("results.title")
        if len(names) == 1:
            return t("results.winner", name=names[0])
        return t("results.winners", names=t("results.and").join([", ".join(names[:-1]), names[-1]]))

    def enter(self) -> None:
        super().enter()
        if self.table.match.state.is_over():  # no secret any more: the next code picker opens on this code
            # (so copying it here needs no hook of its own)
            remember_code(self.app, self.table.match.record.code)
        if not self._cheered and any(not self.seats[w].is_bot for w in self.winners):
            self._cheered = True
            self.app.sound.play("win")

    @property
    def row_h(self) -> int:
        """A row's pitch: the design's, or less where the panel would not fit the screen (``layout``)."""
        return self._row_h or (PORTRAIT_ROW_H if self.portrait else ROW_H)

    def buttons_h(self) -> int:
        """The height of the panel's foot that holds the three buttons (and the margin under them)."""
        return 3 * (PORTRAIT_BUTTON_H + PORTRAIT_GAP) + 10 if self.portrait else 100

    def copy_h(self) -> int:
        """The copy buttons' height (upright: as tall as the three under them; on the stage at least the tap
        floor: their row stacked over the three with room, not grown onto them)."""
        return PORTRAIT_BUTTON_H if self.portrait else max(common.TOUCH, legibility.current.tap)

    def main_h(self) -> int:
        """The three buttons' height on the stage: at least the tap floor."""
        return max(MAIN_H, legibility.current.tap)

    def grown_h(self) -> int:
        """How much taller the stage's two rows of buttons are than designed (a small screen, a UI scale over
        100 %): the panel grows by it."""
        return 0 if self.portrait else self.copy_h() - common.TOUCH + self.main_h() - MAIN_H

    def layout(self) -> None:
        """Size the panel to its content (the table's columns, rows, highlight lines) and centre it."""
        z = self.type = Type(self.portrait)
        self.columns = [(t(key) if t.has(key) else key, values) for key, values in self.summary.get("columns", [])]
        self.grid = self.lay_out_columns()
        panel_w = self.grid.panel_w
        self.head_h = z.head_h + (self.grid.lines - 1) * self.header_pitch()
        self.highlights = []
        for item in self.summary.get("highlights", [])[:3]:
            self.highlights += list(kept(wrap(_line(item), z.small, panel_w - 96, bold=self.portrait), 2))
        rows = min(len(self.order), MAX_ROWS)
        lines = len(self.highlights) * self.highlight_step() + 12 if self.highlights else 0
        self._row_h = 0
        height = z.top + self.head_h + rows * self.row_h + lines + 28 + 72 + 28
        height += 66 + self.grown_h()  # the copy button's row, both rows as tall as the tap floor
        if self.portrait:  # the buttons one under the other, the copy row above them
            height = z.top + self.head_h + rows * self.row_h + lines + 28 + self.copy_h() + 24 + self.buttons_h()
        # Taller than the screen (two-line headers, five rows and long highlights at 150 % on a small panel): the
        # rows closer, down to a medal's or a score's height and a margin
        over = height - (self.stage_size[1] - 16)  # drawn on the stage: past it, cut
        if over > 0 and rows:
            least = max(2 * z.medal + 6, theme.font(z.score, True).get_linesize() + 8)
            self._row_h = max(least, self.row_h - -(-over // rows))
            height -= rows * ((PORTRAIT_ROW_H if self.portrait else ROW_H) - self._row_h)
        self.panel = pygame.Rect(0, 0, panel_w, height)
        self.panel.center = (self.stage_size[0] // 2, self.stage_size[1] // 2)

    def lay_out_columns(self) -> results_table.Table:
        """The score's and the game's columns, each as wide as its widest header or cell in this language at this
        size (``results_table``); the names' column starts after the place's header."""
        z = self.type
        design_w = PORTRAIT_PANEL_W if self.portrait else PANEL_W
        widest_w = max(design_w, self.stage_size[0] - (40 if self.portrait else 80))
        n = len(self.columns)
        col_w = min(z.widest, (design_w - 28 - z.x_score - z.score_w) // n) if n else 0
        body = [max((theme.width(str(v), z.body) for v in values), default=0) for _, values in self.columns]
        scores = max(theme.width(str(score), z.score, True) for score in self.scores)
        names = max(theme.width(self.seat_name(seat), SMALLEST, True) for seat in self.order[:MAX_ROWS])
        x_name = max(z.x_name, 48 + results_table.width(t("results.place"), z.small) + results_table.GAP)
        return results_table.lay_out(
            [t("results.score")] + [name for name, _ in self.columns], [scores, *body], [z.score_w] + [col_w] * n,
            x_name, z.x_score, max(names, results_table.width(t("results.player"), z.small)),
            (design_w, widest_w), z.small)

    def header_pitch(self) -> int:
        """A header line's pitch (its bold font's line at the size drawn)."""
        return theme.font(self.type.small, True).get_linesize()

    def main_buttons(self, entries) -> list[pygame.Rect]:
        """The three buttons' places: in a row at the panel's foot; stacked, as wide as the panel, on a portrait
        screen."""
        if self.portrait:
            top = self.panel.bottom - self.buttons_h()
            return [pygame.Rect(self.panel.x + 48, top + i * (PORTRAIT_BUTTON_H + PORTRAIT_GAP),
                                self.panel.width - 96, PORTRAIT_BUTTON_H) for i in range(len(entries))]
        widths = [common.button_width(label, cls, 240) for _, label, cls in entries]
        inner = self.panel.width - 64
        gap = max(12, (inner - sum(widths)) // 2)
        x = self.panel.x + 32 + max(0, (inner - sum(widths) - 2 * gap) // 2)
        places = []
        for width in widths:
            places.append(pygame.Rect(x, self.panel.bottom - MAIN_FOOT - self.main_h(), width, self.main_h()))
            x += width + gap
        return places

    def highlight_step(self) -> int:
        """A highlight line's pitch (its font's line: at a small panel's floor the design's 26 px let two lines
        touch)."""
        return max(self.type.line, theme.font(self.type.small, True).get_linesize())

    def build(self) -> None:
        self.layout()
        w = {}
        large = common.UPRIGHT_LABEL if self.portrait else None  # the theme's block for the larger labels
        size = common.UPRIGHT_LABEL_SIZE if self.portrait else None
        entries = [("again", t("results.again"), "@primary"), ("same", t("results.same"), None),
                   ("menu", t("results.menu"), "@quiet")]
        for (key, label, cls), rect in zip(entries, self.main_buttons(entries), strict=True):
            w[key] = common.button(self, rect, label, large or f"#results_{key}", cls)
        label = t("results.copy_code")
        width = common.button_width(label, "@toggle", 180, size)
        if self.portrait:
            copy_y = self.panel.bottom - self.buttons_h() - self.copy_h() - 24
        else:  # COPY_GAP over the three
            copy_y = self.panel.bottom - MAIN_FOOT - self.main_h() - COPY_GAP - self.copy_h()
        rect = (self.panel.right - width - 32, copy_y, width, self.copy_h())
        w["copy"] = common.button(self, rect, label, large or "#results_copy", "@toggle")
        label = t("results.copy_link")
        link_w = common.button_width(label, "@toggle", 180, size)
        rect = (rect[0] - link_w - 16, rect[1], link_w, rect[3])
        w["copy_link"] = common.button(self, rect, label, large or "#results_copy_link", "@toggle")
        self.widgets = w

    @property
    def link(self) -> str:
        """The game link of this deal (``fishgames:gofish/4S-1K3F``)."""
        return game_link(self.table.match.record.code)

    def handle_ui(self, event) -> Transition:
        key = common.pressed_key(self, event, self.widgets)
        match = self.table.match
        if key == "copy":
            if copy_to_clipboard(self.code):
                self.app.notify("ingame.copied", code=self.code)
            else:
                self.app.notify("results.code_is", code=self.code)
            return None
        if key == "copy_link":
            copied = copy_to_clipboard(self.link)
            self.app.notify("results.link_copied" if copied else "results.link_is", link=self.link)
            return None
        if key in ("again", "same"):
            seed = random_seed() if key == "again" else match.seed
            scene = type(self.table).start(self.app, match.spec, match.config, list(match.seats), seed,
                                           match.record.level)
            self.app.stack.apply(Reset(self.app.scene("menu")))  # the menu stays at the bottom, under the new game
            return Push(scene)
        if key == "menu":
            return Reset(self.app.scene("menu"))
        return None

    def exit(self) -> None:
        """The results panel goes with the screen too: ~10 MB with its twin at 1920 × 1080, ``common._panel_surface``
        kept it after the screen left, through the next game (issue 33, ``tools/twin_owners.py``)."""
        super().exit()
        common.forget_panel(self.panel, theme.CREAM, radius=26, border=theme.SAND_DARK)

    def draw(self, surface: pygame.Surface) -> None:
        common.dim(surface, 140)
        p, z = self.panel, self.type
        common.panel(surface, p, theme.CREAM, radius=26, border=theme.SAND_DARK)
        head = self.headline()
        size = fit_size(head, z.title, p.width - 60, bold=True)
        label = theme.text(head, size, theme.INK, True)
        surface.blit(label, label.get_rect(midtop=(p.centerx, p.y + 24)))
        sub = theme.text(t("results.subtitle", game=games.title(self.table.spec.name),
                           code=self.code), z.small, (80, 86, 96))
        surface.blit(sub, sub.get_rect(midtop=(p.centerx, p.y + z.sub_y)))
        grid, pitch = self.grid, self.header_pitch()
        x_place, x_name = p.x + 48, p.x + grid.x_name
        top = p.y + z.top
        last = top + (grid.lines - 1) * pitch  # the header block's last line: the place's and the name's headers
        header = [((t("results.place"),), x_place, grid.lines - 1), ((t("results.player"),), x_name, grid.lines - 1)]
        header += [(column.header, p.x + column.x, column.line) for column in grid.columns]
        for lines, x, line in header:  # each column is as wide as its header: drawn whole, never shrunk or cut
            for i, text in enumerate(lines):
                surface.blit(theme.text(text, z.small, (90, 96, 106), True), (x, top + (line + i) * pitch))
        x_score, xs = p.x + grid.columns[0].x, [p.x + column.x for column in grid.columns[1:]]
        y = last + z.head_h
        for seat in self.order[:MAX_ROWS]:
            row = pygame.Rect(p.x + 28, y, p.width - 56, self.row_h - 8)
            place_no = self.places[seat] if self.summary.get("medals", True) else None  # a lost solo: none
            if place_no == 1:
                pen.rect(surface, (255, 236, 170), row, border_radius=12)
            centre = (x_place + z.medal + 1, row.centery)
            if place_no in MEDALS:
                pen.circle(surface, MEDALS[place_no], centre, z.medal)
                pen.circle(surface, theme.WHITE, centre, z.medal, 2)
            place = theme.text("–" if place_no is None else str(place_no), z.place, theme.INK, True)
            surface.blit(place, place.get_rect(center=centre))
            common.seat_badge(surface, seat, (x_name - z.badge - 11, row.centery), z.badge)
            name = self.seat_name(seat)  # shrunk to its room; cut only where the floor stops it (24 letters)
            nsize = fit_size(name, z.body, grid.name_room(), bold=True)
            surface.blit(fitted(name, z.body, grid.name_room(), theme.INK, True), (x_name, row.centery - nsize // 2 - 3))
            score = theme.text(str(self.scores[seat]), z.score, theme.INK, True)
            surface.blit(score, score.get_rect(midleft=(x_score, row.centery)))
            for x, (_, values) in zip(xs, self.columns, strict=True):
                value = theme.text(str(values[seat]), z.body, theme.INK)
                surface.blit(value, value.get_rect(midleft=(x, row.centery)))
            y += self.row_h
        y += 12
        for part in self.highlights:
            label = theme.text(part, z.small, theme.SEA, True)
            surface.blit(label, (p.x + 48, y))
            y += self.highlight_step()
