"""One game's finished games, newest first, a page at a time: watch one in the replay theatre, or share it
as a ``.fishgame`` file (not in kiosk mode: a public screen has no one to hand a file to)."""

from __future__ import annotations

import pygame

from fishgames import share
from fishgames.i18n import t
from fishgames.ui import games, pen, theme
from fishgames.ui.art_ahead import ArtAhead
from fishgames.ui.scene import Push, Scene, Transition
from fishgames.ui.scenes import common
from fishgames.ui.scenes.closed_by_back import ClosedByBack
from fishgames.ui.scenes.replay_bar import theatre_shapes
from fishgames.ui.text import cut, fit_size, wrap

PANEL = pygame.Rect(48, 112, 1184, 520)
ROW_H = 80
PER_PAGE = 6


class Places:
    """The list's arrangement: the stage's (the names above: a row of two lines, its buttons at its right), or a
    portrait screen's (its 1280-px-wide canvas shows at 720 px): the title under Back, a taller row of three lines —
    when and the players with their scores over the notes and taller buttons — in larger type (the buttons' labels
    too, as large as the players' line), as many rows as the height holds, and taller page arrows."""

    def __init__(self, portrait: bool, size: tuple[int, int]):
        w, h = size
        self.portrait = portrait
        if not portrait:
            self.title_y, self.title_size, self.panel, self.row_h, self.per_page = 48, theme.TITLE, PANEL, ROW_H, PER_PAGE
            self.small, self.body, self.button_h, self.page_w, self.page_h = theme.SMALL, theme.BODY, common.TOUCH, 140, common.TOUCH
            self.label = None  # the theme's own label sizes
            return
        self.label = common.UPRIGHT_LABEL_SIZE
        self.title_y, self.title_size = 150, 60
        self.small, self.body, self.button_h, self.page_w, self.page_h = 30, 40, 96, 220, 100
        self.row_h = 240  # 14 + when 36 + 8 + players 50 + 12 + buttons 96 + 14, and a 10 px gap
        top = 230
        self.per_page = max(2, (h - top - 24 - 300) // self.row_h)  # under the rows: the page arrows, the sand
        self.panel = pygame.Rect(48, top, w - 96, 24 + self.per_page * self.row_h)


class GameListScene(ClosedByBack, Scene):
    tall = True  # a portrait screen: larger rows down its height (``Places``)

    def __init__(self, app, game: str):
        super().__init__(app)
        self.game = game
        self._loading = app.disk.query(lambda storage: storage.games(game))
        self.rows: list | None = None
        self.page = 0
        self.widgets: dict = {}
        self._exports: list = []  # futures of exports on the disk worker: (translation key, params) each
        self.art_ahead = ArtAhead(app.ui)  # the tables of the games shown and the theatre's buttons
        self.places = Places(False, app.size)

    def update(self, dt: float) -> Transition:
        if self.rows is None and self._loading.done():
            try:
                self.rows = self._loading.result()
            except Exception:  # noqa: BLE001 - an unreadable history shows as empty (the storage said why)
                self.rows = []
            self.rebuild()
        for done in [future for future in self._exports if future.done()]:  # said here, on the frame's thread
            self._exports.remove(done)
            key, params = done.result()
            self.app.notify(key, **params)
        self.art_ahead.aim(self.watchable_tables(), buttons=theatre_shapes(self.app.size))
        self.art_ahead.step()
        return None

    def watchable_tables(self) -> list:
        """The tables the games on this page are watched on (one per player count), so the replay's first
        frame finds their art drawn (a table's art depends on its player count, not on its options)."""
        spec = games.spec(self.game)
        counts = dict.fromkeys(len(row.seats) for row in self.shown if row.has_record)
        return [(self.game, spec.config(n)) for n in counts if spec.min_players <= n <= spec.max_players]

    @property
    def per_page(self) -> int:
        return self.places.per_page

    @property
    def last_page(self) -> int:
        return max(0, (len(self.rows or []) - 1) // self.per_page)

    @property
    def shown(self) -> list:
        page = min(self.page, self.last_page)  # a portrait screen's pages are longer: a later page may be gone
        return (self.rows or [])[page * self.per_page:(page + 1) * self.per_page]

    def row_box(self, i: int) -> pygame.Rect:
        """The ``i``-th row's box on the panel (its stripe; the row's text and buttons are inside it)."""
        at = self.places
        return pygame.Rect(at.panel.x + 12, at.panel.y + 12 + i * at.row_h, at.panel.width - 24, at.row_h - 6 -
                           (4 if at.portrait else 0))

    def build(self) -> None:
        at = self.places = Places(self.portrait, self.stage_size)
        self.page = min(self.page, self.last_page)
        w = self.stage_size[0]
        self.widgets = {"back": common.back_button(self, t("stats.back"))}
        minimum = 200 if at.portrait else 150
        watch_w = common.button_width(t("replay.watch"), "@primary", minimum, at.label)
        export_w = common.button_width(t("replay.export"), minimum=minimum, size=at.label)
        large = common.UPRIGHT_LABEL if at.portrait else None  # the theme's block for the larger labels
        for i, row in enumerate(self.shown):
            if not row.has_record:
                continue
            box = self.row_box(i)
            y = box.bottom - 14 - at.button_h if at.portrait else box.y + (ROW_H - common.TOUCH) // 2
            x = box.right - 8 - watch_w
            self.widgets[("watch", row.id)] = common.button(self, (x, y, watch_w, at.button_h), t("replay.watch"),
                                                            large or "#replay_watch", "@primary")
            if not self.app.kiosk:
                self.widgets[("export", row.id)] = common.button(
                    self, (x - 16 - export_w, y, export_w, at.button_h), t("replay.export"),
                    large or "#replay_export")
        if self.last_page > 0:
            y = at.panel.bottom + (32 if at.portrait else 16)
            left, right = (w // 2 - 80 - at.page_w, w // 2 + 80) if at.portrait else (w // 2 - 220, w // 2 + 80)
            self.widgets["previous"] = common.button(self, (left, y, at.page_w, at.page_h), "◀", large or "#page_prev")
            self.widgets["next"] = common.button(self, (right, y, at.page_w, at.page_h), "▶", large or "#page_next")

    def on_press(self, key) -> Transition:
        if key in ("previous", "next"):
            last = self.last_page
            self.page = max(0, min(last, self.page + (1 if key == "next" else -1)))
            self.rebuild()
        elif isinstance(key, tuple) and key[0] == "watch":
            return Push(self.app.scene("watch_history", key[1]))
        elif isinstance(key, tuple) and key[0] == "export":
            self.export(key[1])
        return None

    def export(self, row_id: int) -> None:
        """Write the game to the export folder on the disk worker; a toast says where (or why not)."""
        row = next(row for row in self.rows if row.id == row_id)

        def work(storage) -> tuple[str, dict]:
            record = storage.game_record(row_id)
            if record is None:
                return "replay.record_damaged", {}
            try:
                path = share.export(record, share.export_folder(), row.finished_at)
            except OSError as error:
                return "replay.export_failed", {"error": error.strerror or str(error)}
            return "replay.exported", {"file": path.name, "folder": str(path.parent)}

        self._exports.append(self.app.disk.query(work))

    # -- drawing -----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        common.paint_backdrop(surface, 4)
        at = self.places
        w, h = self.stage_size
        title = t("replay.list_title", game=games.title(self.game))
        size = fit_size(title, at.title_size, w - 96, bold=True) if at.portrait else at.title_size
        common.shadowed_text(surface, title, size, theme.FOAM, centre=(w // 2, at.title_y))
        if self.rows is None:
            common.shadowed_text(surface, t("stats.loading"), at.body, theme.FOAM, centre=(w // 2, h // 2))
            return
        panel = at.panel
        if not self.rows and at.portrait:  # no rows: a panel only as tall as its one line
            panel = pygame.Rect(panel.x, panel.y, panel.w, 200)
        common.panel(surface, panel, theme.CREAM, radius=24)
        if not self.rows:
            label = theme.text(t("replay.none"), at.body, theme.INK)
            surface.blit(label, label.get_rect(center=panel.center))
            return
        for i, row in enumerate(self.shown):
            box = self.row_box(i)
            if i % 2 == 0:
                pen.rect(surface, (244, 236, 214), box, border_radius=12)
            (self._draw_row_upright if at.portrait else self._draw_row)(surface, row, box)

    @staticmethod
    def people(row) -> str:
        return " · ".join(f"{seat['name']} {score}" + (" ★" if k in row.winners else "")
                          for k, (seat, score) in enumerate(zip(row.seats, row.scores, strict=True)))

    @staticmethod
    def notes(row) -> list[str]:
        """What the row says of how it was played: take-backs, the coach, a game without its record."""
        notes = [t(key, count=count) for key, count in (("replay.taken_back", row.takebacks),
                                                         ("coach.used", row.coached)) if count]
        if not row.has_record:
            notes.append(t("replay.no_record"))
        return notes

    def _draw_row(self, surface, row, box: pygame.Rect) -> None:
        when = theme.text(row.finished_at[:16].replace("T", " "), theme.SMALL, (80, 86, 96), True)
        surface.blit(when, (box.x + 16, box.y + 8))
        width = 640 if row.has_record else box.width - 32
        surface.blit(theme.text(cut(self.people(row), theme.BODY, width, bold=True), theme.BODY, theme.INK, True),
                     (box.x + 16, box.y + 36))
        if notes := self.notes(row):
            label = theme.text(" · ".join(notes), theme.SMALL, (140, 90, 40), True)
            surface.blit(label, (box.x + 16 + when.get_width() + 24, box.y + 8))

    def _draw_row_upright(self, surface, row, box: pygame.Rect) -> None:
        """A portrait row: when, then the players across the whole row, then the notes (wrapped) left of the
        buttons."""
        at = self.places
        when = theme.text(row.finished_at[:16].replace("T", " "), at.small, (80, 86, 96), True)
        surface.blit(when, (box.x + 16, box.y + 14))
        people = self.people(row)
        size = fit_size(people, at.body, box.width - 32, bold=True, smallest=theme.BODY)
        surface.blit(theme.text(cut(people, size, box.width - 32, bold=True), size, theme.INK, True),
                     (box.x + 16, box.y + 58))
        notes = self.notes(row)
        if not notes:
            return
        buttons = [widget.relative_rect for key, widget in self.widgets.items()
                   if isinstance(key, tuple) and key[1] == row.id]
        right = min((rect.x for rect in buttons), default=box.right - 8) - 16
        lines = note_lines(notes, at.small, right - box.x - 16)
        line_h = theme.font(at.small, True).get_linesize()
        top = box.bottom - 14 - at.button_h // 2 - len(lines) * line_h // 2
        for k, line in enumerate(lines):
            surface.blit(theme.text(line, at.small, (140, 90, 40), True), (box.x + 16, top + k * line_h))


def note_lines(notes: list[str], size: int, width: int) -> list[str]:
    """The notes on one line joined by " · " where they fit, else each note on lines of its own: a line never
    starts or ends with the separator."""
    joined = wrap(" · ".join(notes), size, width, bold=True)
    if len(joined) <= 1:
        return joined
    return [line for note in notes for line in wrap(note, size, width, bold=True)]
