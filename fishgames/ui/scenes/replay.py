"""The replay theatre: a finished game played again on its own table scene, with a control bar.

The game's real table (``games.scene_class``) draws every frame, shrunk a little so the bar below it covers
nothing (on a portrait screen: laid out upright in the room above the bar, as at play); it is built with ``replaying`` set, so no bot, chance step, cover, history entry or tap reaches its
match, and nothing is autosaved.  Forward, the theatre applies the recorded actions one stop at a time and
the table animates them as it did in play; back and scrubbing rebuild the table at that stop from the record
(:class:`fishgames.replay.Replay`).  The game can be watched from the table (spectator) or from any human
seat; once it is over every seat's hand can be opened.
"""

from __future__ import annotations

from concurrent.futures import Future

import pygame

from fishgames import share
from fishgames.core import GameRecord
from fishgames.i18n import t
from fishgames.replay import Replay, prefix
from fishgames.share import ShareError
from fishgames.ui import display, fine, games, pages_ahead, pen, theme
from fishgames.ui.canvas import Canvas, to_pixels
from fishgames.ui.display import STAGE
from fishgames.ui.input import Pointer
from fishgames.ui.scene import Pop, Replace, Scene, Transition
from fishgames.ui.scenes import common
from fishgames.ui.scenes.replay_bar import (
    PORTRAIT_BAR_H,
    PORTRAIT_TIMELINE_Y,
    SEAT_W,
    SPEEDS,
    bar_buttons,
    bar_h,
    bar_rect,
    theatre_shapes,
)
from fishgames.ui.table_ahead import TableAhead
from fishgames.ui.text import cut, fit_size


class ReplayScene(Scene):
    idle_returns_to_menu = True

    def __init__(self, app, record: GameRecord, viewer: int | None = None):
        super().__init__(app)
        self.replay = Replay(record)
        self.record = record
        humans = [i for i, seat in enumerate(record.seats) if not seat.is_bot]
        self.viewer = viewer if viewer is not None else (humans[0] if humans else None)
        self.speed = app.settings.animation_speed if app.settings.animation_speed in SPEEDS else "normal"
        self.playing = True
        self.position = self.replay.stops[0]
        self.scrubbing: int | None = None  # the stop the pointer is on while it drags along the timeline
        self._due: float | None = None  # when (app.now()) the next stop is played
        self.area = self.shrunk_area()
        self._stage: pygame.Surface | Canvas | None = None
        self._shrunk: pygame.Surface | None = None  # the table's pixels shrunk into the area (_shrunk_pixels)
        self.widgets: dict = {}
        self.timeline = pygame.Rect(0, 0, 0, 0)
        self.table = self._table_at(self.position)
        self._prepared = False  # the table entered and drawn by ``prepare``
        self._bar_ahead = False  # the bar built, hidden, by ``preparing``

    @property
    def hosted(self) -> pygame.Rect:
        """Laid out on the whole canvas (``Scene.hosted``): the bar at its foot, in the rows a 5:3 or 16:10 screen
        has under the stage, so the table above it is shrunk less, or not at all; a portrait screen's taller bar
        under the upright table."""
        return pygame.Rect((0, 0), self.app.canvas)

    def shrunk_area(self) -> pygame.Rect:
        """Where the table's picture is shown on a landscape screen: as large as the room above the bar allows, at
        most its own size (16:9: 0.88 of it; 800 × 480: 0.95; 16:10 and 4:3: all of it), centred in that room."""
        w, h = self.stage_size
        sw, sh = STAGE
        room = h - bar_h(self.stage_size)
        scale = min(1.0, room / sh)
        area = pygame.Rect(0, 0, round(sw * scale), round(sh * scale))
        area.center = (w // 2, room // 2)
        return area

    # -- the table ---------------------------------------------------------------------------------------
    def _table_at(self, position: int):
        """A fresh table of the game as it stood after ``position`` actions, seen by ``self.viewer``."""
        table = games.scene_class(self.record.game).resume_record(self.app, prefix(self.record, position))
        table.replaying = True
        # laid out for the place it is shown in: a portrait screen's table in its own upright arrangement above the
        # bar, as at play (``upright_place``; it was the landscape table in a band across the middle), else on
        # the stage (its portrait arrangement for the whole canvas showed only its top 720 px in that band)
        table.tall = False
        table.hosted = self.upright_place()
        table.humans = []  # nobody plays here: no covers, and a table's own pauses run by themselves
        table.viewer = self.viewer
        table.match.autosave = None
        table.animator.set_speed(self.speed)
        return table

    def upright_place(self) -> pygame.Rect | None:
        """On a portrait screen, where the table is laid out: the canvas above the bar, or taller where its upright
        arrangement needs more height (``upright_least_h``: Lure's), and then shown shrunk to fit (:meth:`shown_upright`);
        None: the stage, shrunk into :attr:`area` — also on a portrait screen too short for that arrangement, where
        the game is played on the landscape stage too (3:4: ``display.upright``; laid out taller than the screen, its
        backdrop's part outside it was asked for)."""
        least = games.scene_class(self.record.game).upright_least_h
        if not self.portrait or not display.upright(self.stage_size, least):
            return None
        w, h = self.stage_size
        return pygame.Rect(0, 0, w, max(h - PORTRAIT_BAR_H, least))

    def shown_upright(self) -> pygame.Rect:
        """Where the upright table is shown: above the bar, centred across it if it is shrunk; the landscape table
        (:meth:`upright_place` None) at most its own size, in the middle of the room above the bar."""
        place = self.upright_place()
        room = self.stage_size[1] - PORTRAIT_BAR_H
        if place is None:
            scale = min(1.0, room / STAGE[1], self.stage_size[0] / STAGE[0])
            shown = pygame.Rect(0, 0, round(STAGE[0] * scale), round(STAGE[1] * scale))
            shown.center = (self.stage_size[0] // 2, room // 2)
            return shown
        if place.h <= room:
            return place
        shown = pygame.Rect(0, 0, round(place.w * room / place.h), room)
        shown.centerx = place.centerx
        return shown

    def _rebuild_at(self, position: int) -> None:
        self.position = position
        old, self.table = self.table, self._table_at(position)
        old.exit()
        self._enter_table()
        self._refresh()

    def _enter_table(self) -> None:
        self.table.hosted = self.upright_place()  # (a new window: upright or not)
        self.table.rebuild()
        self.table.root.hide()  # its own menu button: the theatre's bar is the way out

    @property
    def at_end(self) -> bool:
        return self.position >= self.replay.end

    def viewers(self) -> list[int | None]:
        """Who the game can be watched as: the table, its humans — and, once it is over, every seat."""
        seats = self.record.seats
        return [None, *(i for i, seat in enumerate(seats) if self.at_end or not seat.is_bot)]

    # -- scene hooks -------------------------------------------------------------------------------------
    def prepare(self) -> None:
        """Enter the table and draw it once off screen, before the theatre goes up (``OpeningReplay``): its
        first drawing composes its backdrop and panels, so the theatre's first frame only builds its bar."""
        for _ in self.preparing():
            pass

    def preparing(self, bar: bool = False):
        """:meth:`prepare` a part a step (a frame each at 4K: ``OpeningReplay``): the table entered, then drawn (a
        step after the drawing too: the theatre goes up in the frame after it); with ``bar`` then its bar built,
        hidden, in a step of its own (at 4K the theatre's first frame was its bar's buttons, the table drawn again
        and shrunk: 58-102 ms), shown as it goes up."""
        self._enter_table()
        yield
        self.table.draw(self.canvas)
        self._prepared = True
        yield
        if bar:
            super().enter()
            self.root.hide()
            self._bar_ahead = True
            if isinstance(self.canvas, Canvas) and self.area.size != self.canvas.size:  # (its pages touched)
                self._shrunk_pixels(self.canvas.pixels).fill(theme.DEEP)
            yield

    def enter(self) -> None:
        if self._bar_ahead:  # built while "loading…" showed (preparing): shown now
            self._bar_ahead = False
            self.root.show()
        else:
            super().enter()
        if not self._prepared:
            self._enter_table()
        self._prepared = False  # entered again (a language switch): the table too

    def exit(self) -> None:
        self.table.exit()
        super().exit()

    def build(self) -> None:
        buttons = bar_buttons(self.stage_size, self.portrait)
        self.widgets = {key: common.button(self, rect, text, object_id) for key, (rect, text, object_id) in buttons.items()}
        w, h = self.stage_size
        if self.portrait:  # the upright table above the bar, at its own size; the timeline across the bar, over its buttons
            self.area = self.shown_upright()
            bar = pygame.Rect(bar_rect(self.stage_size, True))
            self.timeline = pygame.Rect(40, bar.y + PORTRAIT_TIMELINE_Y, w - 80, 18)
        else:
            self.area = self.shrunk_area()
            right = pygame.Rect(buttons["speed"][0]).right + 24
            self.timeline = pygame.Rect(right, h - bar_h(self.stage_size) // 2 + 6, w - 16 - SEAT_W - 24 - right, 14)
        self._refresh()

    def _refresh(self) -> None:
        """Button labels that follow the state: play/pause, speed, whose view."""
        if not self.widgets:
            return
        self.widgets["play"].set_text("❚❚" if self.playing and not self.at_end else "▶")
        self.widgets["speed"].set_text(t(f"replay.speed.{self.speed}"))
        self.widgets["seat"].set_text(cut(self.viewer_label(self.viewer), 24, SEAT_W - 32, bold=True))  # long names

    def viewer_label(self, viewer: int | None) -> str:
        if viewer is None:
            return t("replay.view_table")
        return t("replay.view_seat", name=self.table.seat_name(viewer))

    def handle_key(self, event) -> Transition:
        if common.escape(event):
            return Pop()
        actions = {pygame.K_SPACE: "play", pygame.K_LEFT: "back", pygame.K_RIGHT: "forward"}
        if event.type == pygame.KEYDOWN and event.key in actions:
            self.press(actions[event.key])
        return None

    def handle_ui(self, event) -> Transition:
        key = common.pressed_key(self, event, self.widgets)
        return Pop() if key == "close" else self.press(key) if key else None

    def press(self, key: str) -> None:
        """One control of the bar (buttons and keys)."""
        if key == "play":
            if self.at_end:
                self._rebuild_at(self.replay.stops[0])
                self.playing = True
            else:
                self.playing = not self.playing
            self._due = None
        elif key == "back":
            self.playing = False
            self._rebuild_at(self.replay.previous_stop(self.position))
        elif key == "forward":
            self.playing = False
            self.table.animator.flush()
            self._advance()
        elif key == "speed":
            names = list(SPEEDS)
            self.speed = names[(names.index(self.speed) + 1) % len(names)]
            self.table.animator.set_speed(self.speed)
        elif key == "seat":
            choices = self.viewers()
            self.viewer = choices[(choices.index(self.viewer) + 1) % len(choices)] if self.viewer in choices \
                else choices[0]
            self._rebuild_at(self.position)
        self._refresh()

    def handle(self, pointer: Pointer) -> Transition:
        """Only the timeline takes the pointer: a tap or a drag along it picks the stop to watch from."""
        hit = self.timeline.inflate(0, 76 if self.portrait else 40)  # a portrait screen: a thumb's height
        if not hit.collidepoint(pointer.start):
            return None
        stop = self.replay.stops[self._stop_index_at(pointer.pos[0])]
        if pointer.kind in ("down", "drag", "move"):
            self.scrubbing = stop
        elif pointer.kind in ("up", "tap"):
            self.scrubbing = None
            self.playing = False
            if stop != self.position:
                self._rebuild_at(stop)
            self._refresh()
        return None

    def _stop_index_at(self, x: int) -> int:
        """The stop under pixel column ``x``: the line's first column is the start, its last (``right - 1``)
        the end — dividing by the width instead left the end out of reach on a long game (a pixel short of
        1.0, rounded to the stop before it)."""
        last = len(self.replay.stops) - 1
        share = (x - self.timeline.x) / max(1, self.timeline.width - 1)
        return max(0, min(last, round(share * last)))

    def update(self, dt: float) -> Transition:
        self.table.update(dt)
        if not self.playing or self.at_end or not self.table.animator.idle:
            return None
        now = self.app.now()
        if self._due is None:
            self._due = now + SPEEDS[self.speed]
        elif now >= self._due:
            self._due = None
            self._advance()
        return None

    def _advance(self) -> None:
        """Play the next stop's actions on the table (it animates them as it did in play)."""
        if self.at_end:
            return
        target = self.replay.next_stop(self.position)
        self.replay.step(self.table.match, target)
        self.table.update(0.0)  # queue their animations now, as a move at the table does, before a frame draws
        self.position = target
        if self.at_end:
            self.playing = False
        self._refresh()

    # -- drawing -----------------------------------------------------------------------------------------
    @property
    def canvas(self) -> pygame.Surface | Canvas:
        """What the table is drawn on before it is shrunk into :attr:`area`: a logical surface at a drawing scale of
        1, else a :class:`Canvas` of the screen's pixels, as at play — over 1 the art kit keeps only the twins of
        its pictures (``fine.shrunk``, issue 33: memory); under 1 (800 × 480) its type is drawn at the screen's
        pixels and resampled once, not drawn logical and made smaller twice (blurred)."""
        size = self.table.stage_size  # the stage's, or upright the place above the bar
        stage = self._stage
        if fine.k != 1:
            if not isinstance(stage, Canvas) or stage.size != tuple(size) or stage.k != fine.k:
                stage = self._stage = Canvas(pygame.Surface(fine.size(size)), size, fine.k)
        elif stage is None or isinstance(stage, Canvas) or stage.get_size() != tuple(size):
            stage = self._stage = pygame.Surface(size)
        return stage

    def _shrunk_pixels(self, pixels: pygame.Surface) -> pygame.Surface:
        """The surface the table's pixels are shrunk into, kept from frame to frame (and made ahead at 4K: a new
        one in the theatre's first frame was 27 MB of new pages to touch there)."""
        size = to_pixels(self.area, fine.k).size
        shrunk = self._shrunk
        if shrunk is None or shrunk.get_size() != size or shrunk.get_bitsize() != pixels.get_bitsize():
            shrunk = self._shrunk = pygame.Surface(size, 0, pixels)
        return shrunk

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.DEEP)
        canvas = self.canvas
        self.table.draw(canvas)
        if isinstance(canvas, Canvas):
            pixels = canvas.pixels
            if self.area.size != canvas.size:
                pixels = pygame.transform.smoothscale(pixels, to_pixels(self.area, fine.k).size, self._shrunk_pixels(pixels))
            shrunk = Canvas(pixels, self.area.size, fine.k)
            if isinstance(surface, Canvas):
                surface.blit(shrunk, self.area)
            else:  # (a plain surface at this scale: a test's) the logical picture
                surface.blit(pygame.transform.smoothscale(pixels, self.area.size), self.area)
        elif self.area.size == canvas.get_size():  # a portrait screen: the table as it is, no shrinking
            surface.blit(canvas, self.area)
        else:
            surface.blit(pygame.transform.smoothscale(canvas, self.area.size), self.area)
        pen.rect(surface, (12, 42, 72), pygame.Rect(bar_rect(self.stage_size, self.portrait)))
        self._draw_timeline(surface)

    def timeline_text(self, position: int) -> str:
        """Over the timeline: how many of the game's moves the table shows played — "Move 12 of 40" once the
        twelfth is on the table, the last move's number at the end (where the knob stands at the far right)."""
        index, total = self.replay.index(position), len(self.replay.stops) - 1
        if position >= self.replay.end:
            return t("replay.move_of", n=total, total=total) + " · " + t("replay.game_over")
        if index == 0:
            return t("replay.at_start", total=total)
        return t("replay.move_of", n=index, total=total)

    def _draw_timeline(self, surface: pygame.Surface) -> None:
        line = self.timeline
        stops = self.replay.stops
        shown = self.scrubbing if self.scrubbing is not None else self.position
        index = self.replay.index(shown)
        share = index / max(1, len(stops) - 1)
        pen.rect(surface, (60, 96, 128), line, border_radius=7)
        pen.rect(surface, theme.SHALLOW, (line.x, line.y, max(14, round(line.width * share)), line.height),
                         border_radius=7)
        knob = (line.x + round(line.width * share), line.centery)
        pen.circle(surface, theme.FOAM, knob, 13)
        pen.circle(surface, theme.SEA, knob, 13, 3)
        text = fitting_parts(self.timeline_text(shown), line.width)
        size = fit_size(text, theme.SMALL, line.width, bold=True)
        label = theme.text(text, size, theme.FOAM, True)
        surface.blit(label, label.get_rect(bottomleft=(line.x, line.y - 8)))


def fitting_parts(text: str, room: int) -> str:
    """``text`` ("Move 353 of 353 · Game over"), or where the large type of a small panel leaves it no room (it
    can shrink no further: it ran under the view button) its parts before the last " · " ("Move 353 of 353")."""
    while " · " in text and theme.width(text, fit_size(text, theme.SMALL, room, bold=True), True) > room:
        text = text.rsplit(" · ", 1)[0]
    return text


#: Wall-clock seconds "loading…" shows before it says a tap stops waiting (a file on a hung device).
PATIENCE_S = 2.0


class OpeningReplay(Scene):
    """A record on its way from the disk worker (history or ``.fishgame`` file): "loading…" over the scene
    below until it arrives, then the theatre — or the reason it cannot be watched, and back.  Esc, or a tap
    once it has taken :data:`PATIENCE_S`, stops waiting (the answer, if it ever comes, is dropped).

    The theatre is made and its table drawn once in the frame the record arrives; it goes up in the next,
    which builds its bar: all of it would not fit in one frame's 16.7 ms.  Over ``pages_ahead.FROM_SCALE`` (4K)
    its table is prepared first, as a table opened with no screen before it is (``table_ahead.TableAhead``: the
    replay list shows too briefly to draw a 4K table's art ahead; its first drawing was 61-99 ms), a frame for
    the theatre's making, a step a frame while "loading…" shows, then a frame each for entering its table, drawing
    it and building its bar (hidden until it goes up)."""

    opaque = False

    def __init__(self, app, loading: Future):
        super().__init__(app)
        self.loading = loading
        self.theatre: ReplayScene | None = None
        self.ahead: TableAhead | None = None  # its table's preparing, at 4K
        self.parts = None  # then the theatre's own (ReplayScene.preparing), a part a frame
        self.since = app.now()

    @property
    def impatient(self) -> bool:
        return self.app.now() - self.since >= PATIENCE_S

    def update(self, dt: float) -> Transition:
        if self.theatre is not None:
            if self.ahead is not None:  # (at 4K: prepared a step a frame, then entered and drawn a frame each)
                if not self.ahead.step():
                    self.ahead, self.parts = None, self.theatre.preparing(bar=True)
                return None
            if self.parts is not None and next(self.parts, True) is None:
                return None
            self.parts = None
            theatre, self.theatre = self.theatre, None
            return Replace(theatre)
        if not self.loading.done():
            return None
        try:
            record = self.loading.result()
        except ShareError as error:
            record = None
            self.app.notify(error.key)
        if record is None:
            return Pop()
        self.theatre = ReplayScene(self.app, record)
        if fine.k > pages_ahead.FROM_SCALE:
            self.ahead = TableAhead(self.app, self.theatre.table.match, theatre_shapes(self.app.size))
        else:
            self.theatre.prepare()
        return None

    def handle_key(self, event) -> Transition:
        return self._stop_waiting() if common.escape(event) else None

    def handle(self, pointer: Pointer) -> Transition:
        return self._stop_waiting() if pointer.kind == "tap" and self.impatient else None

    def _stop_waiting(self) -> Transition:
        if self.theatre is not None:
            return None  # it arrived: the theatre goes up this frame
        self.loading.cancel()
        return Pop()

    def exit(self) -> None:
        if self.theatre is not None:  # left before the theatre went up (the kiosk's idle timer): its table too
            self.theatre.exit()  # (and its bar, if it was built ahead)
        super().exit()

    def draw(self, surface: pygame.Surface) -> None:
        common.dim(surface, 120)
        w, h = self.app.size
        common.shadowed_text(surface, t("replay.loading"), theme.BODY, theme.FOAM, centre=(w // 2, h // 2))
        if self.impatient:
            common.shadowed_text(surface, t("replay.loading_stop"), theme.SMALL, theme.FOAM,
                                 centre=(w // 2, h // 2 + 48))


def watching_history_game(app, row_id: int) -> OpeningReplay:
    """Watch game ``row_id`` of the history (a damaged record says so and opens nothing)."""
    def load(storage):
        record = storage.game_record(row_id)
        if record is None:
            raise ShareError("replay.record_damaged")
        return record

    return OpeningReplay(app, app.disk.query(load))


def watching_file(app, path) -> OpeningReplay:
    """Watch a shared ``.fishgame`` file (the command line, a file dropped on the window)."""
    return OpeningReplay(app, app.disk.read_aside(lambda: share.load(path)))
