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
from fishgames.ui.text import cut

PANEL = pygame.Rect(48, 112, 1184, 520)
ROW_H = 80
PER_PAGE = 6


class GameListScene(ClosedByBack, Scene):
    def __init__(self, app, game: str):
        super().__init__(app)
        self.game = game
        self._loading = app.disk.query(lambda storage: storage.games(game))
        self.rows: list | None = None
        self.page = 0
        self.widgets: dict = {}
        self._exports: list = []  # futures of exports on the disk worker: (translation key, params) each
        self.art_ahead = ArtAhead(app.ui)  # the tables of the games shown and the theatre's buttons

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
    def shown(self) -> list:
        return (self.rows or [])[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]

    def build(self) -> None:
        w, h = self.app.size
        self.widgets = {"back": common.button(self, (24, 20, 150, common.TOUCH), t("stats.back"), "#back", "@quiet")}
        watch_w = common.button_width(t("replay.watch"), minimum=150)
        export_w = common.button_width(t("replay.export"), minimum=150)
        for i, row in enumerate(self.shown):
            if not row.has_record:
                continue
            y = PANEL.y + 12 + i * ROW_H + (ROW_H - common.TOUCH) // 2
            x = PANEL.right - 20 - watch_w
            self.widgets[("watch", row.id)] = common.button(self, (x, y, watch_w, common.TOUCH), t("replay.watch"),
                                                            "#replay_watch", "@primary")
            if not self.app.kiosk:
                self.widgets[("export", row.id)] = common.button(
                    self, (x - 16 - export_w, y, export_w, common.TOUCH), t("replay.export"), "#replay_export")
        pages = max(1, -(-len(self.rows or []) // PER_PAGE))
        if pages > 1:
            y = PANEL.bottom + 16
            self.widgets["previous"] = common.button(self, (w // 2 - 220, y, 140, common.TOUCH), "◀", "#page_prev")
            self.widgets["next"] = common.button(self, (w // 2 + 80, y, 140, common.TOUCH), "▶", "#page_next")

    def on_press(self, key) -> Transition:
        if key in ("previous", "next"):
            last = max(0, (len(self.rows or []) - 1) // PER_PAGE)
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
        w, h = self.app.size
        common.shadowed_text(surface, t("replay.list_title", game=games.title(self.game)), theme.TITLE, theme.FOAM,
                             centre=(w // 2, 48))
        if self.rows is None:
            common.shadowed_text(surface, t("stats.loading"), theme.BODY, theme.FOAM, centre=(w // 2, h // 2))
            return
        common.panel(surface, PANEL, theme.CREAM, radius=24)
        if not self.rows:
            label = theme.text(t("replay.none"), theme.BODY, theme.INK)
            surface.blit(label, label.get_rect(center=PANEL.center))
            return
        for i, row in enumerate(self.shown):
            self._draw_row(surface, row, PANEL.y + 12 + i * ROW_H, i)

    def _draw_row(self, surface, row, y: int, i: int) -> None:
        box = pygame.Rect(PANEL.x + 12, y, PANEL.width - 24, ROW_H - 6)
        if i % 2 == 0:
            pen.rect(surface, (244, 236, 214), box, border_radius=12)
        when = theme.text(row.finished_at[:16].replace("T", " "), theme.SMALL, (80, 86, 96), True)
        surface.blit(when, (box.x + 16, box.y + 8))
        people = " · ".join(f"{seat['name']} {score}" + (" ★" if k in row.winners else "")
                            for k, (seat, score) in enumerate(zip(row.seats, row.scores, strict=True)))
        width = 640 if row.has_record else box.width - 32
        surface.blit(theme.text(cut(people, theme.BODY, width, bold=True), theme.BODY, theme.INK, True),
                     (box.x + 16, box.y + 36))
        notes = [t(key, count=count) for key, count in (("replay.taken_back", row.takebacks),
                                                         ("coach.used", row.coached)) if count]
        if not row.has_record:
            notes.append(t("replay.no_record"))
        if notes:
            label = theme.text(" · ".join(notes), theme.SMALL, (140, 90, 40), True)
            surface.blit(label, (box.x + 16 + when.get_width() + 24, box.y + 8))
