"""Statistics from the history (``storage.summary()``): per game played / won by humans / best score,
and per player the win rate — for all games together or one game at a time; or as charts (win rate over
time, score distribution, games per bot level) per game and per player.  Games with take-backs can be
left out.  Players are identities
(``fishgames.player_identity``), shown in the current language: "Player 1" in English is "Spieler 1" in German."""

from __future__ import annotations

import logging

import pygame

from fishgames import stats_series
from fishgames.i18n import t
from fishgames.player_identity import player_name
from fishgames.ui import charts, games, legibility, pen, theme
from fishgames.ui.scene import Push, Scene, Transition
from fishgames.ui.scenes import common
from fishgames.ui.scenes.closed_by_back import ClosedByBack
from fishgames.ui.text import fit_size, kept, wrap

TAB_X, TAB_W, TAB_TOP = 48, 300, 120
PANEL = pygame.Rect(380, 112, 852, 580)
MAX_ROWS = 8
#: The largest tap floor the left column's designed places keep clear (its buttons 8 px apart at the foot), and
#: the gap between its buttons where a larger one lays it out anew (``StatisticsScene.column``).
DESIGNED_TAP, COLUMN_GAP = 61, 6
#: A portrait screen (``Scene.portrait``): the tabs in rows of three across the top, the panel under them down to
#: the sand — room for three times the players, and the three charts one under the other, each as wide as the screen.
PORTRAIT_COLUMNS, PORTRAIT_TAB_GAP, PORTRAIT_FOOT, PORTRAIT_MAX_ROWS = 3, 24, 130, 24
PORTRAIT_TAB_W, PORTRAIT_TAB_H, PORTRAIT_TAB_TOP = 370, 96, 230


class Sizes:
    """The type and the table's columns: the stage's, or a portrait screen's (its 1280-px-wide canvas shows at
    720 px) in the upright screens' type — body 40 logical px (22.5 physical, where the stage's 24 were 13.5),
    small 30, the big figures 72 — with wider columns and taller rows."""

    def __init__(self, portrait: bool):
        if portrait:
            self.small, self.body, self.big, self.under_big, self.figure_step = 30, 40, 72, 84, 380
            self.columns, self.bar_w, self.row_h, self.head_h, self.game_h = (36, 520, 700, 860), 160, 70, 46, 58
            self.figures_h, self.text_dy, self.bar_dy, self.bar_h = 150, 5, 14, 30
        else:
            self.small, self.body, self.big, self.under_big, self.figure_step = theme.SMALL, theme.BODY, theme.TITLE, \
                52, 250
            self.columns, self.bar_w, self.row_h, self.head_h, self.game_h = (36, 360, 500, 620), 120, 48, 34, 38
            self.figures_h, self.text_dy, self.bar_dy, self.bar_h = 112, 4, 8, 22

log = logging.getLogger(__name__)


class StatisticsScene(ClosedByBack, Scene):
    tall = True  # a portrait screen: tabs above the panel, the panel and its charts down the height

    def __init__(self, app):
        super().__init__(app)
        self.panel = PANEL
        self.with_takebacks = True
        self.show_charts = False
        self.player: str | None = None  # whose charts (None: every human together)
        self.rows: list = []
        self.left_out: list = []  # the games with take-backs the filter leaves out (their history rows)
        self._charts: tuple[tuple, pygame.Surface] | None = None  # (what they show, the picture)
        self.summary: dict | None = None
        self._load()
        self.games: list[str] = []
        self.scope: str | None = None  # None = all games
        self.widgets: dict = {}
        self.sizes = Sizes(False)

    def _load(self) -> None:
        """Read the history on the disk worker (a locked database must not freeze the frames)."""
        with_takebacks = self.with_takebacks
        self._loading = self.app.disk.query(lambda storage: (storage.summary(with_takebacks=with_takebacks),
                                                             storage.games()))
        self.summary = None

    @property
    def loading(self) -> bool:
        return self.summary is None

    @property
    def empty(self) -> bool:
        return not self.games

    def update(self, dt: float) -> Transition:
        if self.summary is None and self._loading.done():
            try:
                self.summary, rows = self._loading.result()
            except Exception:  # noqa: BLE001 - a history that cannot be read shows as empty (with a message)
                log.exception("statistics could not be read")
                self.summary, rows = {"games": {}, "players": {}}, []
            self.rows = [row for row in rows if self.with_takebacks or not row.takebacks]
            self.left_out = [row for row in rows if row.takebacks and not self.with_takebacks]
            self._charts = None
            played = {*self.summary.get("games", {}), *(row.game for row in rows)}  # tabs stay when games are left out
            known = list(games.menu_games())
            self.games = [g for g in known if g in played] + sorted(g for g in played if g not in known)
            self.rebuild()
        return None

    def column(self) -> tuple[int, int, int] | None:
        """Where the tap floor grows the left column's buttons into its gaps (over 61 px: a small screen, a UI
        scale over 100 %): (its top, its bottom, each button's height) for the tabs from the top and the games
        and take-backs buttons at the foot, ``COLUMN_GAP`` apart — between the designed top and the panel's
        foot where they fit the floor, else from under Back to the stage's foot, as tall as fit there
        (``legibility.fitting_tap``); None: as designed."""
        if self.portrait or legibility.current.tap <= DESIGNED_TAP:
            return None
        items = len(self.games) + 3  # the tabs (all games first), the games button's place, the take-backs filter
        top, bottom = TAB_TOP, PANEL.bottom
        if items * (legibility.current.tap + COLUMN_GAP) - COLUMN_GAP > bottom - top:
            top, bottom = legibility.tap_rect((0, 20, 150, common.TOUCH)).bottom + 8, self.stage_size[1] - 8
        return top, bottom, legibility.fitting_tap(items, bottom - top, COLUMN_GAP)

    def tab_places(self) -> dict[str | None, pygame.Rect]:
        """Each scope's tab (None: all games): a column left of the panel; rows of three on a portrait screen."""
        scopes = [None, *self.games]
        column = self.column()
        if column:
            top, _, high = column
            return {scope: pygame.Rect(TAB_X, top + i * (high + COLUMN_GAP), TAB_W, high)
                    for i, scope in enumerate(scopes)}
        if not self.portrait:
            return {scope: pygame.Rect(TAB_X, TAB_TOP + i * 76, TAB_W, 64) for i, scope in enumerate(scopes)}
        tab_w = PORTRAIT_TAB_W
        left = (self.stage_size[0] - PORTRAIT_COLUMNS * tab_w - (PORTRAIT_COLUMNS - 1) * PORTRAIT_TAB_GAP) // 2
        return {scope: pygame.Rect(left + i % PORTRAIT_COLUMNS * (tab_w + PORTRAIT_TAB_GAP),
                                   PORTRAIT_TAB_TOP + i // PORTRAIT_COLUMNS * (PORTRAIT_TAB_H + 16), tab_w,
                                   PORTRAIT_TAB_H) for i, scope in enumerate(scopes)}

    def lay_out(self) -> tuple[dict, pygame.Rect, pygame.Rect]:
        """(tabs, the games button's place, the take-backs filter's place); sets the panel's place (``self.panel``):
        on the stage as before; on a portrait screen the two buttons in a row under the tabs, the panel under them."""
        tabs = self.tab_places()
        column = self.column()
        if column:
            self.panel = PANEL
            _, bottom, high = column
            return (tabs, pygame.Rect(TAB_X, bottom - 2 * high - COLUMN_GAP, TAB_W, high),
                    pygame.Rect(TAB_X, bottom - high, TAB_W, high))
        if not self.portrait:
            self.panel = PANEL
            bottom = PANEL.bottom - common.TOUCH
            return (tabs, pygame.Rect(TAB_X, bottom - common.TOUCH - 8, TAB_W, common.TOUCH),
                    pygame.Rect(TAB_X, bottom, TAB_W, common.TOUCH))
        w, h = self.stage_size
        y = max(rect.bottom for rect in tabs.values()) + 32
        first = min(rect.x for rect in tabs.values())
        width = (PORTRAIT_COLUMNS * PORTRAIT_TAB_W + (PORTRAIT_COLUMNS - 1) * PORTRAIT_TAB_GAP - PORTRAIT_TAB_GAP) // 2
        games_at = pygame.Rect(first, y, width, PORTRAIT_TAB_H)
        takebacks_at = pygame.Rect(games_at.right + PORTRAIT_TAB_GAP, y, width, PORTRAIT_TAB_H)
        top = games_at.bottom + 40
        self.panel = pygame.Rect(TAB_X, top, w - 2 * TAB_X, h - PORTRAIT_FOOT - top)
        return tabs, games_at, takebacks_at

    @property
    def max_rows(self) -> int:
        return PORTRAIT_MAX_ROWS if self.portrait else MAX_ROWS

    def build(self) -> None:
        w = {"back": common.back_button(self, t("stats.back"))}
        self.sizes = Sizes(self.portrait)
        large = common.UPRIGHT_LABEL if self.portrait else None  # the theme's block for the larger labels
        tabs, games_at, takebacks_at = self.lay_out()
        column = self.column()
        tap = column[2] if column else None  # squeezed to fit: never grown past the column's height
        if not self.empty:
            for scope, rect in tabs.items():
                label = t("stats.all_games") if scope is None else games.title(scope)
                button = common.button(self, rect, label, large or "#stats_tab", "@tab", tap=tap)
                common.set_selected(button, scope == self.scope)
                w[("tab", scope)] = button
            if self.scope is not None:  # this game's finished games, to watch again or share
                w["games"] = common.button(self, games_at, t("replay.games_button"), large or "#stats_games",
                                           "@primary", tap=tap)
            label = t("replay.with_takebacks") if self.with_takebacks else t("replay.without_takebacks")
            w["takebacks"] = common.button(self, takebacks_at, label, large or "#stats_takebacks", "@toggle",
                                           tap=tap)
            right = self.stage_size[0] - 24
            label = t("replay.charts_off") if self.show_charts else t("replay.charts_on")
            size = common.UPRIGHT_LABEL_SIZE if self.portrait else None
            width = max(common.button_width(t(key), minimum=170, size=size)
                        for key in ("replay.charts_on", "replay.charts_off"))
            high = common.UPRIGHT_BACK_H if self.portrait else common.TOUCH  # as tall as Back beside it
            w["charts"] = common.button(self, (right - width, 20, width, high), label, large or "#stats_charts")
            if self.show_charts:
                high = 96 if self.portrait else 48  # a portrait screen's grown button stays inside the panel
                width = 640 if self.portrait else 420
                w["player"] = common.button(self, (self.panel.x + 20, self.panel.y + 14, width, high),
                                            self.player_label(), large or "#stats_player", "@toggle")
        self.widgets = w

    def on_press(self, key) -> Transition:
        if key == "games":
            return Push(self.app.scene("game_list", self.scope))
        if key is None:
            return None
        if key == "charts":
            self.show_charts = not self.show_charts
        elif key == "takebacks":
            self.with_takebacks = not self.with_takebacks
            self._load()
        elif key == "player":
            choices = [None, *self.players()]
            self.player = choices[(choices.index(self.player) + 1) % len(choices)] if self.player in choices else None
        elif isinstance(key, tuple):
            self.scope = key[1]
            if self.player not in self.players():
                self.player = None
        self.rebuild()
        return None

    def players(self) -> list[str]:
        """The players (identities) of the scope, who played most first."""
        if not self.summary:
            return []
        scope = self.summary["players"] if self.scope is None else self._figures(self.scope)["players"]
        return sorted(scope, key=lambda who: (-scope[who]["played"], player_name(who, t.lang)))

    def player_label(self) -> str:
        if self.player is None:
            return t("replay.chart_everyone")
        return t("replay.chart_player", name=player_name(self.player, t.lang))

    # -- drawing ------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        common.paint_backdrop(surface, 4)
        w, h = self.stage_size
        z = self.sizes
        title_y = 150 if self.portrait else 48  # upright: under Back and Charts
        common.shadowed_text(surface, t("stats.title"), 60 if self.portrait else theme.TITLE, theme.FOAM,
                             centre=(w // 2, title_y))
        if self.loading:
            common.shadowed_text(surface, t("stats.loading"), z.body, theme.FOAM, centre=(w // 2, h // 2))
            return
        if self.empty:
            box = pygame.Rect(0, 0, w - 96, 460) if self.portrait else pygame.Rect(0, 0, 760, 300)
            box.center = (w // 2, h // 2 + 20)
            common.panel(surface, box, theme.CREAM, radius=26)
            head = theme.text(t("stats.empty_title"), z.big if self.portrait else theme.TITLE, theme.INK, True)
            surface.blit(head, head.get_rect(midtop=(box.centerx, box.y + 48)))
            lines = wrap(t("stats.empty"), z.body, box.width - 100)
            common.draw_lines(surface, lines, (box.x + 50, box.y + (180 if self.portrait else 130)), z.body,
                              (70, 76, 86), align="center", width=box.width - 100, bottom=box.bottom - 16)
            return
        common.panel(surface, self.panel, theme.CREAM, radius=24)
        if self.show_charts:
            surface.blit(self.charts_picture(), self.panel.topleft)
        elif self.scope is None:
            self._draw_overview(surface)
        else:
            self._draw_game(surface, self.scope)

    def left_out_here(self, scope: str | None) -> int:
        """How many games with take-backs the filter leaves out of ``scope`` (None: all games)."""
        return sum(1 for row in self.left_out if scope is None or row.game == scope)

    def _draw_left_out(self, surface, scope: str | None) -> None:
        """The filter's words, top right of the panel: how many games it leaves out, and why."""
        n = self.left_out_here(scope)
        if n:
            label = theme.text(t("stats.left_out", n=n), self.sizes.small, (150, 70, 30), True)
            surface.blit(label, label.get_rect(topright=(self.panel.right - 28, self.panel.y + 30)))

    def _figure(self, surface, x, y, label: str, value: str) -> None:
        big = theme.text(value, self.sizes.big, theme.SEA, True)
        surface.blit(big, (x, y))
        small = theme.text(label, self.sizes.small, (80, 86, 96))
        surface.blit(small, (x, y + self.sizes.under_big))

    def _draw_overview(self, surface) -> None:
        per_game = self.summary["games"]
        played = sum(g["played"] for g in per_game.values())
        won = sum(g["won_by_humans"] for g in per_game.values())
        x, y, z = self.panel.x + 36, self.panel.y + 28, self.sizes
        self._figure(surface, x, y, t("stats.played"), str(played))
        self._figure(surface, x + z.figure_step, y, t("stats.won_by_humans"), str(won))
        self._draw_left_out(surface, None)
        bottom = self._players(surface, self.summary.get("players", {}), self.panel.y + 28 + z.figures_h,
                               self.max_rows - len(self.games) - 1 - (max(len(h) for h, _ in self._per_game_heads()[0]) > 1),
                               left_out=self.left_out_here(None))
        self._per_game(surface, per_game, bottom + 16)

    def _per_game_heads(self) -> tuple[list[tuple[tuple[str, ...], int]], int]:
        """The per-game table's headers, each (its lines, x), and their line pitch: a header wider than its room
        (to the next column, or the panel's edge) on two lines — at 150 % on a 800 × 480 panel "Von Menschen
        gewonnen" reached the panel's edge."""
        z = self.sizes
        x_name, x_played, x_won = (self.panel.x + x for x in z.columns[:3])
        ends = (x_played - 16, x_won - 16, self.panel.right - 24)
        heads = [(kept(wrap(text, z.small, end - x, bold=True), 2), x) for text, x, end in (
            (t("stats.game"), x_name, ends[0]), (t("stats.games"), x_played, ends[1]),
            (t("stats.human_wins"), x_won, ends[2]))]
        return heads, theme.font(z.small, True).get_linesize()

    def _per_game(self, surface, per_game: dict, top: int) -> None:
        z = self.sizes
        x_name, x_played, x_won = (self.panel.x + x for x in z.columns[:3])
        heads, pitch = self._per_game_heads()
        extra = (max(len(lines) for lines, _ in heads) - 1) * pitch
        for lines, x in heads:
            for i, text in enumerate(lines):
                surface.blit(theme.text(text, z.small, (90, 96, 106), True), (x, top + extra - (len(lines) - 1 - i) * pitch))
        y = top + z.head_h - 2 + extra
        for game in self.games:
            figures = self._figures(game)
            surface.blit(theme.text(games.title(game), z.body, theme.INK, True), (x_name, y))
            surface.blit(theme.text(str(figures["played"]), z.body, theme.INK), (x_played, y))
            surface.blit(theme.text(str(figures["won_by_humans"]), z.body, theme.INK), (x_won, y))
            y += z.game_h

    def _figures(self, game: str) -> dict:
        """One game's figures (none when all its games are left out)."""
        return self.summary["games"].get(game, {"played": 0, "won_by_humans": 0, "players": {}})

    def _draw_game(self, surface, game: str) -> None:
        figures = self._figures(game)
        x, y, z = self.panel.x + 36, self.panel.y + 28, self.sizes
        self._figure(surface, x, y, t("stats.played"), str(figures["played"]))
        self._figure(surface, x + z.figure_step, y, t("stats.won_by_humans"), str(figures["won_by_humans"]))
        if figures.get("best_score") is not None:
            best_by = figures.get("best_score_by")
            label = t("stats.best_score_by", name=player_name(best_by, t.lang) if best_by else "–")
            self._figure(surface, x + 2 * z.figure_step, y, label, str(figures["best_score"]))
        self._draw_left_out(surface, game)
        self._players(surface, figures.get("players", {}), self.panel.y + 28 + z.figures_h,
                      left_out=self.left_out_here(game))

    def _players(self, surface, players: dict, top: int, max_rows: int | None = None, left_out: int = 0) -> int:
        """The per-player table; returns the y below it.  With no one in it, the words say whether the filter
        left out every game people played (``left_out`` of them) or only computers played here."""
        max_rows = max(2, self.max_rows if max_rows is None else max_rows)
        z = self.sizes
        x_name, x_played, x_won, x_rate = (self.panel.x + x for x in z.columns)
        for text, x in ((t("stats.player"), x_name), (t("stats.games"), x_played), (t("stats.wins"), x_won),
                        (t("stats.win_rate"), x_rate)):
            surface.blit(theme.text(text, z.small, (90, 96, 106), True), (x, top))
        y = top + z.head_h
        if not players:
            words = t("stats.all_left_out", n=left_out) if left_out else t("stats.no_humans")
            lines = kept(wrap(words, z.body, self.panel.right - 36 - x_name), 2)
            common.draw_lines(surface, lines, (x_name, y), z.body, (80, 86, 96))
            return y + round(z.body * 1.67) * len(lines)
        named = [(player_name(who, t.lang), figures) for who, figures in players.items()]
        ranked = sorted(named, key=lambda item: (-item[1]["played"], -item[1]["won"], item[0]))
        for i, (name, figures) in enumerate(ranked[:max_rows]):
            row = pygame.Rect(self.panel.x + 20, y - 4, self.panel.width - 40, z.row_h - 4)
            if i % 2 == 0:
                pen.rect(surface, (244, 236, 214), row, border_radius=10)
            size = fit_size(name, z.body, x_played - x_name - 20, bold=True)
            surface.blit(theme.text(name, size, theme.INK, True), (x_name, y + z.text_dy))
            surface.blit(theme.text(str(figures["played"]), z.body, theme.INK), (x_played, y + z.text_dy))
            surface.blit(theme.text(str(figures["won"]), z.body, theme.INK), (x_won, y + z.text_dy))
            rate = round(100 * figures["win_rate"])
            bar = pygame.Rect(x_rate, y + z.bar_dy, z.bar_w, z.bar_h)
            pen.rect(surface, (226, 214, 186), bar, border_radius=8)
            pen.rect(surface, theme.SHALLOW, (bar.x, bar.y, max(8, rate * bar.width // 100), bar.height),
                             border_radius=8)
            surface.blit(theme.text(f"{rate} %", z.body, theme.INK, True), (x_rate + z.bar_w + 14, y + z.text_dy))
            y += z.row_h
        if len(ranked) > max_rows:
            more = theme.text(t("stats.more", count=len(ranked) - max_rows), z.small, (80, 86, 96))
            surface.blit(more, (x_name, y + 2))
            y += round(z.small * 1.55)
        return y

    # -- charts -------------------------------------------------------------------------------------------
    def charts_picture(self) -> pygame.Surface:
        """The three charts of the scope and player, drawn when what they show changes (then only blitted)."""
        key = (self.scope, self.player, self.with_takebacks, t.lang, len(self.rows), self.panel.size, theme.text_floor)
        if self._charts is None or self._charts[0] != key:
            self._charts = (key, self.draw_charts())
        return self._charts[1]

    def draw_charts(self) -> pygame.Surface:
        picture = pygame.Surface(self.panel.size, pygame.SRCALPHA)
        numbers = stats_series.series(self.rows, self.scope, self.player)
        top = pygame.Rect(20, 76, self.panel.width - 40, 232)
        half = (self.panel.width - 52) // 2
        left, right = pygame.Rect(20, 320, half, 244), pygame.Rect(32 + half, 320, half, 244)
        if self.portrait:  # one under the other, each as wide as the panel
            high = (self.panel.height - 130 - 2 * 24 - 20) // 3  # under the player's button
            top, left, right = (pygame.Rect(20, 130 + i * (high + 24), self.panel.width - 40, high) for i in range(3))
        kind = charts.UPRIGHT if self.portrait else charts.STAGE_TYPE
        if not numbers.win_rate:
            for rect, title in ((top, "replay.chart_win_rate"), (left, "replay.chart_scores"),
                                (right, "replay.chart_levels")):
                charts.empty(picture, rect, t(title, n=stats_series.WINDOW), t("replay.chart_empty"), kind)
            return picture
        charts.line(picture, top, numbers.win_rate, t("replay.chart_win_rate", n=stats_series.WINDOW),
                    t("replay.chart_games"), kind)
        bins = [(str(low) if low == high else f"{low}–{high}", count) for low, high, count in numbers.score_bins]
        charts.bars(picture, left, bins, t("replay.chart_scores"), kind=kind)
        levels = [(t("replay.chart_no_bots") if level == "humans" else games.level_name(level), count)
                  for level, count in numbers.per_level]
        charts.bars(picture, right, levels, t("replay.chart_levels"), colour=theme.SEA, kind=kind)
        return picture
