"""The base of every game's table scene: match, bots, animation queue, cover screens, log.

A game's ``scene.py`` subclasses :class:`TableScene` and implements ``layout()``,
``present(seat, action, events)`` (queue animations for what just happened),
``draw_table(surface, view)`` and ``handle_table(pointer, view)``.  The base makes sure:

* the scene draws only ``view(self.viewer)`` — never the state;
* in pass-and-play a cover screen hides everything private until the next human taps;
* bots act through the :class:`BotScheduler` only when the animations are idle;
* every action autosaves; a finished game goes to history and the results scene.
"""

from __future__ import annotations

import copy
import time
import weakref
from collections.abc import Iterator
from dataclasses import replace
from functools import partial

import pygame
import pygame_gui

import fishgames.ui.takeback as takeback
from fishgames.bots.scheduler import BotMove, BotScheduler
from fishgames.core import GameRecord, IllegalAction, Match, Seat
from fishgames.core.actions import Action, Event
from fishgames.core.spec import GameConfig, GameSpec
from fishgames.i18n import t
from fishgames.ui import bubbles, context_help, fine, legibility, pen, phone_table, sprites, theme, widgets
from fishgames.ui.anim import Animator, Call, Sequence
from fishgames.ui.buttons_ahead import MENU_BUTTON
from fishgames.ui.canvas import Canvas, to_pixels
from fishgames.ui.coach import Coach
from fishgames.ui.display import whole
from fishgames.ui.input import Pointer
from fishgames.ui.said import Said
from fishgames.ui.scene import Push, Scene, Transition
from fishgames.ui.widgets import draw_speech_bubble, speech_bubble_size

LOG_LINES = 200
KEY_LINE_H = 44  # a seat plate's name-and-score line
PANELS_KEPT = 160  # panel places remembered at once (a table has a few dozen; more starts afresh)
_HAND_DOWN = object()  # in the moves waiting to be shown: a hand goes face down here (secret_moves_end_the_turn)
ART_BUDGET = 0.003  # seconds of a table frame spent drawing its remaining art ahead (a cover screen: more)
#: The table frames whose CPU a frame's own is weighed against, to paint a look ahead only in a light one
#: (:meth:`TableScene._log_ahead`).
AHEAD_FRAMES = 60


class TableScene(Scene):
    """On a portrait screen a table with a portrait arrangement (``tall = True``, :class:`~fishgames.ui.scene.Scene`)
    is laid out on the whole canvas (1280 × 2276 at 720 × 1280): everything the base places — the Menu button,
    the message line, the backdrop, the static panels, the coach's and the help's buttons — follows
    ``stage_size`` and ``stage_rect``, and the game's own ``layout()`` picks its arrangement by ``portrait``."""

    idle_returns_to_menu = True
    paints_all = True  # (its backdrop: the five busy tables' frames the same with the app's fill or without)
    #: The least canvas height its upright arrangement is laid out in without overlaps (``Scene.upright_least_h``;
    #: a shorter portrait screen shows the landscape table): the replay theatre, with less room above its bar, lays
    #: it out this tall and shows it shrunk to fit.
    upright_least_h = 0
    #: Set by the replay theatre (fishgames.ui.scenes.replay), which applies the recorded actions itself:
    #: no chance step, bot, cover screen, history entry or player's tap reaches the match.
    replaying = False
    #: Rebuilt from a record (Continue): the moves before it cannot be taken back (``fishgames.ui.takeback``).
    resumed = False
    #: Background colours (top, bottom) of this game's table; games override.
    backdrop = (theme.SEA, theme.DEEP)
    #: The art spec of the water the game's backdrop is painted on (``("underwater", size, seed, …)``): beyond
    #: the stage (a 16:10 or 4:3 screen) the sea goes on in it, drawn at the canvas's size.
    water: tuple | None = None
    #: The game's move log on the table (a ``widgets.MoveLogPanel``, drawn by :meth:`draw_log`); None: no log.
    log_panel = None
    #: The events of a resumed game's replay (Continue), oldest first; empty for a new game.
    replayed: list[Event] | tuple[Event, ...] = ()
    #: Pass-and-play: a human's decision that is secret and leaves them out of the turn (Lure's cast and
    #: adjust) ends their turn at once — what follows on its own (reveal, rolls, the next round's splash) is
    #: everybody's, so their hand goes face down before it is shown, not after (``_on_applied``).
    secret_moves_end_the_turn = False
    #: ... and the move itself is shown as nobody sees it: the hand goes down as it is made, not once it has
    #: played out (Lure: a cast's own sight is only "ready", and the reveal it sets off is everybody's).
    secret_move_shown_as_nobodys = False

    def __init__(self, app, match: Match):
        super().__init__(app)
        self.match = match
        self.spec: GameSpec = match.spec
        self.animator = Animator(app.settings.animation_speed)
        self.scheduler = BotScheduler(match, app.settings.animation_speed, app.bot_executor,
                                      clock=lambda: app.now())
        self.humans = [i for i, seat in enumerate(match.seats) if not seat.is_bot]
        #: The seat whose private things are drawn; None while covered or with no human.
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.log: list[str] = []
        #: seat -> (text, app.now() when it goes); the message line likewise: wall-clock time, so a slow
        #: frame never keeps a bubble over the table longer than its seconds
        self.bubbles: dict[int, tuple[str, float]] = {}
        self.message: tuple[str, float] | None = None
        self.bubble_rects: list[pygame.Rect] = []  # where the bubbles were drawn last frame
        self.bubble_anchors: list[tuple[int, int]] = []  # ... and whom each one's tail points at
        self.bubble_words: list[tuple[int, str]] = []  # ... and whose words each one shows, as drawn
        self.bubble_pointers: list[int] = []  # ... the seats whose words had no room: a bubble points to the log
        #: ... each such bubble: (the seats it names, the newest first; where it was drawn): a tap on it scrolls the
        #: log to their words (:meth:`pointer_tapped`)
        self.pointer_spots: list[tuple[tuple[int, ...], pygame.Rect]] = []
        self._bubbles_placed: tuple = (None, ([], []))  # (what was placed, where: ``_draw_bubbles``)
        #: Where this frame's banner ("Reveal!", "Round 3") was drawn (``GameTable.show_banner``), else None: no
        #: bubble covers it.
        self.banner_rect: pygame.Rect | None = None
        #: Where this frame's log was drawn (:meth:`draw_log`): every table's bubbles keep it clear
        self.log_drawn: pygame.Rect | None = None
        self._turn_version: int | None = None  # the match version of the human turn whose start cleared the bubbles
        self._turns = 0  # how often the acting seat changed (chance steps aside): a turn, for said lines
        self._last_actor: int | None = None
        self._said: dict[int, tuple[str, int]] = {}  # seat -> (its last said line, in which turn)
        self._pending: list[tuple[int, Action, list[Event]]] = []
        self._finished = False
        self._covering = False
        #: the human whose hand went face down when their turn ended, until another human acts (then the
        #: device may have changed hands): their next turn needs no cover if no one else played meanwhile
        self._handed_down: int | None = None
        self._nobodys_before: dict | None = None  # the table as nobody sees it, while a secret move is applied
        self._background: pygame.Surface | None = None
        #: (key, a copy of the whole canvas as draw_table left it, (banner_rect, log_drawn)): :meth:`_kept_frame`
        self._frozen: tuple | None = None
        self._drawn = False  # the table has drawn a frame (its first paints every panel)
        self._panels: dict[tuple, tuple[tuple, pygame.Surface, bool]] = {}  # place -> (what it shows, its picture,
        # whether that logical picture is painted: at k != 1 only a plain surface asks for it)
        #: place -> (the ground's name, the backdrop it lies on (weakly), the backdrop there with the ground painted
        #: on it, at the drawing scale's pixels): what a panel shows whatever it says (``panel``'s ``ground``)
        self._grounds: dict[tuple, tuple[tuple, weakref.ref, pygame.Surface]] = {}
        #: place -> the picture (at the drawing scale's pixels) its panel showed before the one it shows: the next
        #: change paints on it, not on a new surface (``_grounded``)
        self._spares: dict[tuple, pygame.Surface] = {}
        #: place -> (what its spare shows, the picture, whether its logical picture is painted): a look that comes back
        #: before the next change (a Lure plate's glow off while an animation plays, and on again) takes it as it was
        self._spare_looks: dict[tuple, tuple[tuple, pygame.Surface, bool]] = {}
        #: place -> (what it will show, its picture, whether that logical picture is painted, the backdrop it was
        #: painted on): a panel's next look painted ahead (:meth:`panel_ahead`), into the place's spare
        self._ahead: dict[tuple, tuple[tuple, pygame.Surface, bool, pygame.Surface]] = {}
        #: log lines an animation will write (:meth:`log_soon`), oldest first: the log with the first of them is
        #: painted ahead at the end of a frame (:meth:`_log_ahead`)
        self._log_coming: list[tuple[str, ...]] = []
        self._log_asked: tuple | None = None  # (what _log_ahead last painted the log for, its place)
        self._lines_given: list[tuple[str, ...]] = []  # the lines to come given to lines_ahead already
        self._began: float | None = None  # ahead_clock() when this frame's update began
        self._spent: list[float] = []  # the last AHEAD_FRAMES frames' CPU from their update to their drawing's end
        #: art still to draw ahead (sprite specs, ``prepare_art``): what the set-up had no time for
        self._warm: list = []
        self._view_key: tuple | None = None
        self._view: dict = {}
        #: While seats are played on phones: their ``PhoneBridge`` (fishgames.ui.phone_table); else None.
        self.phones = None
        self._log_for: int | None = None  # whose log a line is written for (a phone's: fishgames.phones.snapshot)
        match.listeners.append(self._on_applied)
        match.autosave = self._autosave

    # -- construction -------------------------------------------------------------------------
    @classmethod
    def start(cls, app, spec: GameSpec, config: GameConfig, seats: list[Seat], seed: int, level: str):
        return cls(app, Match(spec, config, seats, seed, level=level))

    @classmethod
    def art_specs(cls, config: GameConfig) -> list:
        """The drawn art (sprite specs, most urgent first) this table blits from its first frame on: the
        set-up screen draws it a few milliseconds a frame while it shows (``sprites.prepare``), so the
        table's first frame finds it cached.  Games list their backdrop's pictures, card backs and faces."""
        return []

    def prepare_art(self, budget: float = ART_BUDGET) -> None:
        """Draw a little more of the art still to come (the table's frames call it, and a cover screen
        over the table, whose frames have time to spare) — but not in the frame that draws the table for the
        first time: it paints the backdrop and every panel, and one more card face would add 5-20 ms to it.
        A phone seat's join card asked for comes first (one a frame: ``phone_table.prepare``)."""
        if self._drawn and phone_table.prepare(self):
            return
        if self._warm and (self._drawn or self._covering):
            sprites.prepare(self._warm, budget)

    def draw_next(self, specs) -> None:
        """Put ``specs`` first among the art still to draw: they are about to show (the faces of a hand
        just dealt, on a table that opened without its art drawn ahead)."""
        if self._warm:
            self._warm[:0] = specs

    @classmethod
    def resume_record(cls, app, record: GameRecord):
        """Continue: the same game, its table and its log as they stood when it was left."""
        replayed: list[Event] = []
        match = Match.from_record(record, listeners=[lambda seat, action, events: replayed.extend(events)])
        scene = cls(app, match)
        scene.resumed = True
        scene.replayed = replayed  # a phone seat's log starts from them too (fishgames.phones.bridge)
        for event in replayed:
            line = scene.log_text_for(event)
            if line:
                scene.log_line(line)
        return scene

    @property
    def view(self) -> dict:
        """The viewer's view, built once per applied action (update and draw both read it); a state put
        in place by hand (tests, tools) counts as new."""
        key = (id(self.match.state), self.match.version, self.viewer)
        if key != self._view_key:
            self._view_key, self._view = key, self.match.state.view(self.viewer)
        return self._view

    @property
    def finished(self) -> bool:
        """True once the finished game was handed to the history and its results shown."""
        return self._finished

    @property
    def covering(self) -> bool:
        """True while a cover screen hides the table (pass-and-play)."""
        return self._covering

    def invalidate_backdrop(self) -> None:
        """Repaint the static backdrop (and the panels on it) on the next frame (after a language switch)."""
        self._background = None
        self._frozen = None
        self._panels.clear()
        self._grounds.clear()
        self._spares.clear()
        self._spare_looks.clear()
        self._ahead.clear()
        self._log_asked = None

    @classmethod
    def canvas_art(cls, config: GameConfig, canvas: tuple[int, int] | None) -> list:
        """The art drawn ahead for this table on ``canvas`` (``art_ahead.table_art``): :meth:`margin_specs`, then
        :meth:`art_specs` (a game leaves out what its upright arrangement never shows)."""
        return [*cls.margin_specs(canvas), *cls.art_specs(config)]

    @classmethod
    def margin_specs(cls, canvas: tuple[int, int] | None) -> list:
        """The art a canvas larger than the stage adds to the first frame (the water at its size), drawn ahead
        with :meth:`art_specs`."""
        if cls.water is None or canvas is None or tuple(canvas) == theme.SIZE:
            return []
        kind, _, *params = cls.water
        return [(kind, tuple(canvas), *params)]

    def make_background(self) -> pygame.Surface:
        """The game's stage-sized backdrop (:meth:`draw_backdrop`) on a canvas larger than the stage: set into
        the game's water (``water``) drawn at the canvas's size, so the sea reaches the window's edges.  At a
        drawing scale ≠ 1 painted at the screen's pixels (``sprites.painting_twins``: the backdrops start from
        ``sprites.opaque`` or ``sprites.paintable``), and its logical picture is hollow (``fine.hollow``): a screen
        shows the twin, and a plain surface gets the logical backdrop painted only then (:meth:`draw`) — 3.5 MB a
        table at 1920 × 1080 that no frame showed (issue 33).  Painted inside ``sprites.backdrop_sources``, so the
        water and table top it used are the first pictures the sprite cache forgets."""
        with sprites.backdrop_sources():
            if fine.k == 1:
                return self._set_in_water()
            with sprites.painting_twins():
                twin = self._set_in_water()
            if isinstance(twin, Canvas) and twin.k == fine.k and fine.can_hollow():
                return fine.hollow(twin.pixels, twin.size)
            picture = self._set_in_water()  # (under 1, or not painted at the screen's pixels: resampled when shown)
            if isinstance(twin, Canvas):
                fine.pair(picture, twin.pixels)
            return picture

    def _painted_logical(self) -> None:
        """The logical backdrop painted beside its twin, for a plain surface at k ≠ 1 (the replay theatre)."""
        twin = fine.twin(self._background)
        with sprites.backdrop_sources():
            self._background = fine.pair(self._set_in_water(), twin)

    def _set_in_water(self) -> pygame.Surface:
        picture = self.draw_backdrop()
        canvas, stage = self.app.canvas, self.stage_rect
        if picture.get_size() == tuple(canvas):
            return picture
        if self.water is not None:
            full = sprites.opaque(self.margin_specs(canvas)[0])
        else:
            full = sprites.paintable(theme.gradient(canvas, *self.backdrop))
        full.blit(picture, stage)
        return sprites.for_display(full)

    def panel(self, surface: pygame.Surface, key: tuple, rect: pygame.Rect, paint, pad: int = 4,
              ground: tuple | None = None) -> None:
        """:meth:`panel_look`'s picture blitted where it goes (on a Canvas as a still picture: not again where the
        screen shows it, :mod:`fishgames.ui.damage`)."""
        picture, area = self.panel_look(surface, key, rect, paint, pad, ground)
        if isinstance(surface, Canvas):
            surface.still(picture, area)
        else:
            surface.blit(picture, area)

    def panel_look(self, surface: pygame.Surface, key: tuple, rect: pygame.Rect, paint, pad: int = 4,
                   ground: tuple | None = None) -> tuple[pygame.Surface, pygame.Rect]:
        """A static panel (a log, a licences board), painted once onto a copy of the backdrop under it,
        then only blitted; ``key`` names all it shows, ``paint(picture, rect)`` draws it.  Each place keeps
        only its latest picture: what a panel showed before does not come back (a log only grows, a score
        only changes), and a long game's old pictures held tens of megabytes.  ``ground``: ``(name, paint)``,
        what the panel shows under ``paint`` whatever ``key`` says (the log's translucent panel): blended on the
        backdrop once per place and kept (:meth:`_grounded`), so a change copies it and paints only the rest.
        A look painted ahead (:meth:`panel_ahead`) is taken as it is when ``key`` asks for it."""
        area = rect.inflate(2 * pad, 2 * pad).clip(surface.get_rect())
        place, key = (area.topleft, area.size), (key, t.lang, theme.symbols)
        shown, picture, logical = self._panels.get(place, (None, None, False))
        where, inner = area.move(self.stage_rect.topleft), rect.move(-area.x, -area.y)
        if shown != key:
            spare = self._spares.pop(place, None)  # shown two changes ago: not on the screen, nor in the frame before
            before = self._spare_looks.pop(place, None)  # ... and the look it shows
            ahead = self._ahead.pop(place, None)
            if ahead is not None and (ahead[0] != key or ahead[3] is not self._background):
                spare, ahead, before = _pixels(ahead[1]), None, None  # another look than this: its picture is the spare
            if picture is not None:
                self._spares[place] = _pixels(picture)
                self._spare_looks[place] = (shown, picture, logical)
            if ahead is not None:  # painted ahead (panel_ahead): only copied to the screen in this frame
                picture, logical = ahead[1], ahead[2]
            elif before is not None and before[0] == key and spare is _pixels(before[1]):
                picture, logical = before[1], before[2]  # the look before, back (a plate's glow off and on): as it was
            else:
                picture, logical = self._painted(place, area, where, inner, paint, ground, spare)
            if len(self._panels) > PANELS_KEPT:
                self._panels.clear()
                self._spares.clear()
                self._spare_looks.clear()
            self._panels[place] = (key, picture, logical)
        if not logical and not isinstance(surface, Canvas):
            # the logical picture at k != 1: what a plain surface gets (the replay theatre draws its table on one
            # and shrinks it), painted only then, its twin kept
            painted = self._background.subsurface(where).copy()
            if ground is not None:
                ground[1](painted, inner)
            paint(painted, inner)
            picture = fine.pair(painted, fine.physical(picture))
            self._panels[place] = (key, picture, True)
        return picture, area

    def _painted(self, place: tuple, area: pygame.Rect, where: pygame.Rect, inner: pygame.Rect, paint,
                 ground: tuple | None, spare: pygame.Surface | None) -> tuple[pygame.Surface, bool]:
        """A panel's new picture (:meth:`panel`) and whether its logical picture is painted: at k ≠ 1 painted at
        the screen's pixels, on the backdrop's twin — a screen shows that one; the logical picture gets the
        backdrop under it only when a plain surface asks for it (:meth:`panel`)."""
        if fine.k != 1:
            twin = self._grounded(place, where, inner, ground, spare)
            paint(Canvas(twin, area.size, fine.k), inner)
            return fine.pair(_uncopied(self._background, where), twin), False
        picture = self._grounded(place, where, inner, ground, spare)
        paint(picture, inner)
        return picture, True

    def panel_ahead(self, surface: pygame.Surface, key: tuple, rect: pygame.Rect, paint, pad: int = 4,
                    ground: tuple | None = None) -> tuple | None:
        """:meth:`panel`'s picture of ``key`` painted now and not shown: the frame that shows that look only copies
        it.  Painted into the place's spare (the picture shown two changes ago, which nothing reads any more), so
        a place holds no more pictures than :meth:`panel` keeps it (its look and the spare); returns the place.  At 1920 × 1080 a
        log's repaint was 1-1.7 ms of the frame in which its new line showed, one of the slowest (issue 29)."""
        if self._background is None:
            return None
        area = rect.inflate(2 * pad, 2 * pad).clip(surface.get_rect())
        place, key = (area.topleft, area.size), (key, t.lang, theme.symbols)
        if self._look_ready(place, key):
            return place
        ahead = self._ahead.pop(place, None)
        spare = _pixels(ahead[1]) if ahead is not None else self._spares.pop(place, None)
        self._spare_looks.pop(place, None)  # (its pixels are painted over now)
        where, inner = area.move(self.stage_rect.topleft), rect.move(-area.x, -area.y)
        picture, logical = self._painted(place, area, where, inner, paint, ground, spare)
        self._ahead[place] = (key, picture, logical, self._background)
        return place

    def look_ready(self, surface: pygame.Surface, key: tuple, rect: pygame.Rect, pad: int = 4) -> bool:
        """Whether :meth:`panel` would show ``key`` there without painting: its look now, painted ahead, or the look its
        spare keeps (a look that comes back); :meth:`panel_ahead` paints nothing then."""
        area = rect.inflate(2 * pad, 2 * pad).clip(surface.get_rect())
        return self._look_ready((area.topleft, area.size), (key, t.lang, theme.symbols))

    def look_picture(self, surface: pygame.Surface, key: tuple, rect: pygame.Rect, pad: int = 4) -> pygame.Surface | None:
        """The picture :meth:`panel_look` will give for ``key`` there without painting (:meth:`look_ready`), or None:
        a look painted ahead can be painted ahead into a copy of more than itself (Lure's glowing rows)."""
        area = rect.inflate(2 * pad, 2 * pad).clip(surface.get_rect())
        place, key = (area.topleft, area.size), (key, t.lang, theme.symbols)
        if not self._look_ready(place, key):
            return None
        for look in (self._panels.get(place), self._ahead.get(place), self._spare_looks.get(place)):
            if look is not None and look[0] == key:
                return look[1]
        return None

    def _look_ready(self, place: tuple, key: tuple) -> bool:
        ahead, before = self._ahead.get(place), self._spare_looks.get(place)
        if self._panels.get(place, (None,))[0] == key:
            return True
        if ahead is not None:
            return ahead[0] == key and ahead[3] is self._background  # (another look ahead: the spare's look is gone)
        return before is not None and before[0] == key and self._spares.get(place) is _pixels(before[1])

    def _grounded(self, place: tuple, where: pygame.Rect, inner: pygame.Rect, ground: tuple | None,
                  spare: pygame.Surface | None = None) -> pygame.Surface:
        """A new picture of the backdrop under ``where`` at the drawing scale's pixels, with ``ground``'s ``paint``
        on it at ``inner`` (painted once per place, name and backdrop, and kept): copied into ``spare`` where it
        fits.  A log's new line copied the backdrop to a new surface and blended its panel over it, then drew its
        text: at 1920 × 1080 a third of the frame's extra cost over 1280 × 720 (issue 29) — a new surface of a
        megabyte is fresh pages for the system to map and clear, four times the cost of the copy itself."""
        backdrop = fine.physical(self._background) if fine.k != 1 else self._background
        under = backdrop.subsurface(to_pixels(where, fine.k).clip(backdrop.get_rect()))
        if ground is None:
            return _copied(under, spare)
        name, paint = ground
        kept = self._grounds.get(place)
        if kept is None or kept[0] != name or kept[1]() is not backdrop:
            blank = under.copy()
            paint(Canvas(blank, where.size, fine.k) if fine.k != 1 else blank, inner)
            if len(self._grounds) > PANELS_KEPT:
                self._grounds.clear()
            self._grounds[place] = kept = (name, weakref.ref(backdrop), blank)
        return _copied(kept[2], spare)

    def draw_log(self, surface: pygame.Surface, lines: list[str]) -> None:
        """The table's ``log_panel`` as a static panel: ``lines`` go to it when they change, and it is painted
        again only then or when it scrolls (a long log is a good part of a frame to draw)."""
        log = self.log_panel
        self.log_drawn = log.rect
        if lines != log.lines:
            log.set_lines(lines)
        self.panel(surface, ("log", tuple(lines), log.offset), log.rect,
                   lambda picture, rect: _paint_log(log, picture, rect), pad=0, ground=widgets.panel_ground())

    def log_soon(self, lines) -> Call:
        """The animation step that writes ``lines`` to the log when the animations queued before it have played
        (``paced_log``); until then the log with them is painted ahead, at the end of a frame (:meth:`_log_ahead`)."""
        lines = tuple(lines)
        self._log_coming.append(lines)
        return Call(partial(self._log_came, lines))

    def _log_came(self, lines: tuple[str, ...]) -> None:
        for i, coming in enumerate(self._log_coming):  # (any before it were dropped with their animation)
            if coming is lines:
                del self._log_coming[:i + 1]
                break
        for line in lines:
            self.log_line(line)

    #: This frame's cost so far against the median of the recent ones (:meth:`_light_frame`; None: not weighed): a table
    #: may paint a piece ahead in one not much heavier than light (Fat Fish while a story plays: few of its frames are).
    frame_weight: float | None = None

    def _light_frame(self, weigh: bool) -> bool:
        """Whether this frame so far (from its update to its drawing's end) cost at most the median of the last
        :data:`AHEAD_FRAMES` table frames: one with time to spare for painting a look ahead (weighed only if
        ``weigh``; every frame's cost is noted, and its :attr:`frame_weight`)."""
        began, self._began = self._began, None
        if began is None:  # (not updated: under a screen over it, or drawn on its own)
            return False
        spent = self.ahead_clock() - began
        recent = self._spent
        median = sorted(recent)[len(recent) // 2] if recent else None
        light = weigh and median is not None and spent <= median
        self.frame_weight = spent / median if weigh and median else None
        recent.append(spent)
        del recent[:-AHEAD_FRAMES]
        return light

    def _log_due(self) -> bool:
        """Whether the first of the lines to come is written by the next frame's first animation step: its look is
        painted ahead in this frame, light or not (a bot's move queues it in the frame before, which draws the table
        as it was; the next one shows the move)."""
        step = self.animator.queue[0] if self.animator.queue else None
        while isinstance(step, Sequence) and step.steps:
            step = step.steps[0]
        fn = getattr(step, "fn", None) if isinstance(step, Call) else None
        return isinstance(fn, partial) and fn.func == self._log_came and fn.args[0] is self._log_coming[0]

    def _log_ahead(self, surface: pygame.Surface) -> bool:
        """The log as it will be once the first of the lines to come is written (:meth:`log_soon`), painted ahead
        (:meth:`panel_ahead`) where this frame drew the log (:meth:`draw_log`): the frame that writes them copies it.
        Whether it was painted in this frame."""
        log = self.log_panel
        if not self._log_coming or self.log_drawn != log.rect or log.lines != self.log:
            return False
        asked = (self._log_coming[0], tuple(self.log), log.offset, tuple(log.rect), id(self._background))
        if self._log_asked is not None and self._log_asked[0] == asked and self._log_asked[1] in self._ahead:
            return False  # painted ahead already (a light frame asks again until the line shows)
        place = self.log_ahead(surface, [*self.log, *self._log_coming[0]][-LOG_LINES:])
        self._log_asked = (asked, place)
        return True

    def log_ahead(self, surface: pygame.Surface, lines: list[str]) -> tuple | None:
        """The log as :meth:`draw_log` will show ``lines``, painted ahead (:meth:`panel_ahead`, its place returned): the
        frame that shows them copies it.  Go Fish's question log, rebuilt from the view when an action's story ends,
        paints its next look here while the story plays."""
        future = copy.copy(self.log_panel)  # (its scroll as it will be; the panel itself keeps the lines it shows)
        future.set_lines(lines)
        return self.panel_ahead(surface, ("log", tuple(lines), future.offset), future.rect,
                                lambda picture, rect: _paint_log(future, picture, rect), pad=0,
                                ground=widgets.panel_ground())

    def _lines_ahead(self, due: bool = False) -> bool:
        """The first lines to come not yet given to :meth:`lines_ahead`, given to it now: in a light frame that painted
        no log ahead (one piece of work ahead a frame), or (``due``) the lines the next frame writes, given in this
        one, light or not, as their log is painted (:meth:`_log_due`): a bot's move queues them in the frame that
        paints its log ahead, and the next one shows its caption — at 1920 × 1080 Fat Fish's pill and words were
        0.3-1.5 ms of most of its slowest frames, the move's, never drawn ahead (issue 29).  Whether any were: never
        for a game that draws nothing from them (no ``lines_ahead`` of its own: Fugu, Lure), whose light frames go to
        its looks (:meth:`looks_ahead`) — Lure's lines took half of them between a reveal and its first roll, whose
        lanes were then painted in the frame they came up (issue 29)."""
        if getattr(self.lines_ahead, "__func__", None) is TableScene.lines_ahead:
            return False
        coming = self._log_coming
        self._lines_given = [lines for lines in self._lines_given if any(lines is c for c in coming)]
        for lines in coming[:1] if due else coming:
            if not any(lines is given for given in self._lines_given):
                self._lines_given.append(lines)
                self.lines_ahead(lines)
                return True
        return False

    def lines_ahead(self, lines: tuple[str, ...]) -> None:
        """What else a game draws from log lines to come (:meth:`log_soon`), drawn ahead into its caches in a light
        frame (:meth:`_lines_ahead`): Fat Fish's caption says the line the log writes as it shows.  Nothing here."""

    def looks_ahead(self, surface: pygame.Surface) -> bool:
        """A panel's look a later frame will show, painted ahead (:meth:`panel_ahead`) in a light frame that had no log
        or lines to draw ahead: one piece of work, and whether there was one.  Lure: its plates' looks once the
        animations have played.  Nothing here."""
        return False

    @property
    def log_seat(self) -> int | None:
        """Whose private events the log may mention: only a sole human's own (or a phone's, for its log)."""
        if self._log_for is not None:
            return self._log_for
        return self.humans[0] if len(self.humans) == 1 else None

    def seat_name(self, seat: int) -> str:
        name = self.match.seats[seat].name
        return name or t("table.seat", n=seat + 1)

    # -- scene hooks ----------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self.layout()

    def layout(self) -> None:
        """Place this game's fixed elements (called on enter and after a language switch)."""

    def build(self) -> None:
        from pygame_gui.elements import UIButton

        (w, h), object_id, _ = MENU_BUTTON
        rect = legibility.tap_rect((0, 0, w, h))
        self.menu_button = UIButton(
            rect.move(self.stage_size[0] - 8 - rect.w, 8), t("table.menu"), self.app.ui,
            container=self.root, object_id=object_id,
        )

    def handle_ui(self, event) -> Transition:
        if getattr(event, "ui_element", None) is self.menu_button and event.type == pygame_gui.UI_BUTTON_PRESSED:
            return Push(self.app.scene("ingame_menu", self))
        return None

    #: The clock a frame's cost is read on for painting ahead (:meth:`_light_frame`): the main thread's CPU, as
    #: ``tools/frames.py`` counts it.
    ahead_clock = staticmethod(time.thread_time)

    def update(self, dt: float) -> Transition:
        self._began = self.ahead_clock()
        self.animator.update(dt)
        self._tick_texts(dt)
        if self.replaying:
            self._present_pending()
            return None
        self.match.resolve_chance()
        self._present_pending()
        if self.match.state.is_over():
            return self._finish() if self.animator.idle else None
        self._hand_down()
        move = self.scheduler.update(dt, self.animator.idle)
        if move is not None:
            self._bot_moved(move)
            self._present_pending()
        self._clear_bot_bubbles_on_your_turn()
        if (back := takeback.pending(self)) is not None:  # the in-game menu's take-back (fishgames.ui.takeback)
            return back
        return self._maybe_cover()

    def _clear_bot_bubbles_on_your_turn(self) -> None:
        """When a human's turn starts — each new decision, once the animations have played — the bots' bubbles
        go: they would stay over the table into it (their words stay in the log, :meth:`speak`).  Counted by
        the match version, not by the turn changing hands, so a turn that goes on (Go Fish's lucky draw) at
        instant speed clears them as it does at any other."""
        yours = (self.viewer is not None and self.animator.idle and self.viewer in self.match.state.to_act())
        if not yours or self._turn_version == self.match.version:
            return
        seats = self.match.seats
        self.bubbles = {seat: bubble for seat, bubble in self.bubbles.items() if not seats[seat].is_bot}
        self._turn_version = self.match.version

    #: The coach ("What would a pro do?", fishgames.ui.coach) for the human to act; False turns it off.
    coach_enabled = True
    #: The narrator of a guided first game (fishgames.ui.guide); None at a normal table.
    guide = None

    @property
    def coach(self):
        return Coach.of(self)

    def draw(self, surface: pygame.Surface) -> None:
        if self._background is None:
            self._background = self.make_background()
        x, y = surface.get_abs_offset()  # the app's stage (the canvas gets it all), or a stage-sized surface
        stage = self.stage_rect
        canvas = whole(surface)
        if not isinstance(canvas, Canvas) and fine.is_hollow(self._background):
            self._painted_logical()
        frozen = self._kept_frame(canvas)
        if frozen is not None and frozen[1] is not None:  # (draw_table's drawing as it was: an overlay's frame)
            canvas.lay(frozen[1], (0, 0), under=False)
            self.banner_rect, self.log_drawn = frozen[2]
        else:
            if isinstance(canvas, Canvas):  # plates on it alone are blended with it once (fishgames.ui.underlay)
                canvas.lay(self._background, (x - stage.x, y - stage.y))
            else:
                canvas.blit(self._background, (x - stage.x, y - stage.y))
            self.banner_rect = self.log_drawn = None  # (drawn again by draw_table while they show)
            self.draw_table(surface, self.view)
            if frozen is not None and canvas.damage.settled():
                self._frozen = (frozen[0], Canvas(canvas.pixels.copy(), canvas.size, canvas.k),
                                (self.banner_rect, self.log_drawn))
        self.coach.draw(surface)  # coach: its button, the suggestion's glow and its reason
        context_help.draw(self, surface)  # the "?": the rules help at this phase
        if self.phones is not None:  # phones: join codes (over the "?"), who is away (fishgames.ui.phone_table)
            phone_table.draw(self, surface)
        self._draw_bubbles(surface)
        self._draw_message(surface)
        if self.guide is not None:  # guide: the narrator's panel and the places to tap
            self.guide.draw(surface)
        light = self._light_frame(True)
        # (not in the table's first frame, which paints every panel: at 3840 × 2160 a log ahead was 9 % of Fat Fish's)
        due = self._drawn and bool(self._log_coming) and self._log_due()
        painted = self._drawn and (light or due) and self._log_ahead(surface)
        given = due and self._lines_ahead(due=True)  # (its caption shows in the next frame too)
        if light and not painted and not given and not self._lines_ahead():
            self.looks_ahead(surface)
        self._drawn = True

    def overlay_key(self):
        """Hook: while an overlay over the whole table is up that ``draw_table`` draws last (a round's summary: the
        table dimmed, a panel over it) and nothing else it draws changes, a key (compared with ``==``) naming all
        that it draws; else None.  At the screen's own pixels the frame ``draw_table`` draws is then kept, and laid
        instead of drawing it again while the key holds (:meth:`_kept_frame`)."""
        return None

    def _kept_frame(self, canvas) -> tuple | None:
        """(the key, the kept frame or None, (``banner_rect``, ``log_drawn``) as it drew them) for an overlay's frame
        (:meth:`overlay_key`), None when none is up.  At 1920 × 1080 Fischen's round summary was ~100 frames of
        4-7 ms, the p99 of a long busy game: the dim over the whole canvas had every frame lay the whole backdrop
        again (:mod:`fishgames.ui.damage`), then draw the table, the dim and the panel (issue 29).  Kept, its frames
        lay nothing where nothing moved over it.  A plain surface (k = 1) draws as before."""
        key = self.overlay_key() if isinstance(canvas, Canvas) and canvas.damage is not None else None
        if key is None:
            self._frozen = None  # (a whole screen's copy: not held a frame longer)
            return None
        key = (key, self._background, canvas.pixels.get_size(), canvas.k, t.lang, theme.symbols)
        if self._frozen is not None and self._frozen[0] == key:
            return self._frozen
        self._frozen = None
        return key, None, None

    def handle(self, pointer: Pointer) -> Transition:
        asked = context_help.handle(self, pointer)  # the "?" opens the rules help at this phase
        if asked is not None:
            return asked
        if self.phones is not None:  # phones: a tap on a phone seat's chip (hand it to a bot and back)
            if phone_table.handle(self, pointer):
                return None
        if self._covering or self.coach.handle(pointer):  # coach: a tap on its button asks the pro
            return None
        if self.pointer_tapped(pointer):  # a bubble pointing to the log: the log shows their words
            return None
        if not self.animator.idle:
            if pointer.kind == "tap":
                self.animator.flush()  # a tap hurries the animations along
            return None
        return self.handle_table(pointer, self.view)

    def exit(self) -> None:
        self.scheduler.cancel()
        self.stop_phones()
        super().exit()
        self.forget_pictures()

    def forget_pictures(self) -> None:
        """A table leaving the stack lets go of the pictures it keeps (its backdrop, each panel's, their grounds and
        spares: about 6 MB at 1280 × 720) at once: the table itself lives on in reference cycles (its match's
        listeners are its own methods) until Python's full collection, which a long session runs rarely — three
        finished games' pictures kept Fat Fish's busy table over 150 MB (issue 33).  A table that keeps more
        (a memo of its cards) lets go of that too."""
        self.invalidate_backdrop()

    def phone_bridge(self):
        return self.phones

    def stop_phones(self) -> None:
        """The phones' server stops with the game (its join codes and secrets die with it)."""
        if self.phones is not None:
            self.phones.stop()

    def resume(self, result=None) -> None:
        super().resume(result)
        if isinstance(result, dict) and result.get("covered_for") is not None:
            self.viewer = result["covered_for"]
            self._covering = False
        self.animator.set_speed(self.app.settings.animation_speed)
        self.scheduler.set_pacing(self.app.settings.animation_speed)

    # -- for subclasses -------------------------------------------------------------------------
    def draw_backdrop(self) -> pygame.Surface:
        return sprites.paintable(theme.gradient(self.stage_size, *self.backdrop))

    def draw_table(self, surface: pygame.Surface, view: dict) -> None:
        raise NotImplementedError

    def handle_table(self, pointer: Pointer, view: dict) -> Transition:
        return None

    #: True when the game's ``present`` queues each event's log line with that event's animation
    #: (``GameTable.queue_log``), so the log never tells what the table has not shown yet;
    #: otherwise the lines are written as soon as the action applies.
    paced_log = False

    def present(self, seat: int, action: Action, events: list[Event]) -> None:
        """Queue animations (and, with ``paced_log``, log lines) for one applied action."""

    def act(self, action: Action) -> bool:
        """The viewer (a human) takes an action; an illegal one shows its reason, changes nothing."""
        seat = self.viewer
        if self.replaying or seat is None or seat not in self.match.state.to_act():
            return False
        if self.guide is not None and not self.guide.allows(action):  # guide: only the step's move is made
            return False
        if self.secret_move_shown_as_nobodys and len(self.humans) > 1:
            self._nobodys_before = self.match.state.view(None)  # where the move is shown from (_on_applied)
        try:
            self.match.apply(seat, action)
        except IllegalAction as error:
            self.say(t(error.reason_key, **error.params))
            return False
        finally:
            self._nobodys_before = None
        self._present_pending()
        return True

    def act_for(self, seat: int, action: Action) -> IllegalAction | None:
        """A seat played elsewhere (a phone) takes an action: the same ``Match.apply`` as a tap; returns the
        reason an illegal one changed nothing."""
        if self.replaying or self.guide is not None or seat in self.match.bots:
            return IllegalAction("error.not_your_turn", seat=seat)
        try:
            self.match.apply(seat, action)
        except IllegalAction as error:
            return error
        self._present_pending()
        return None

    def rename_seat(self, seat: int, name: str) -> None:
        """A seat's player named themselves (on their phone); the record keeps the new name too.  Only what
        shows that name is fitted anew (:meth:`seat_renamed`): a phone's join costs the table a normal frame,
        not a new backdrop and layout (a 15-124 ms frame while phones join)."""
        renamed = replace(self.match.seats[seat], name=name)
        self.match.seats[seat] = self.match.record.seats[seat] = renamed
        self.seat_renamed(seat)

    def seat_renamed(self, seat: int) -> None:
        """Hook: ``seat``'s name changed.  Tables draw names through :meth:`seat_name` each frame, and a cached
        panel that shows one keys it by the name, so it paints itself again; a table that keeps a name
        elsewhere (Go Fish's plates) puts the new one there."""

    def say(self, text: str, seconds: float = 3.0) -> None:
        """A message line for the player (illegal move reasons, hints)."""
        self.message = (text, self.app.now() + seconds)

    def speak(self, seat: int, text: str, seconds: float = 2.6, logged: bool = True) -> None:
        """Seat says ``text`` in a bubble for ``seconds``; its words stay in the log (:meth:`said_line`),
        since the bubble goes early when a human's turn starts — unless not ``logged`` (a note the log
        already has in its own line)."""
        self.bubbles[seat] = (text, self.app.now() + seconds)
        if not logged:
            return
        line = self.said_line(seat, text)
        if line and self._said.get(seat) != (line, self._turns):  # once a turn: a bot that lays three cards
            self._said[seat] = (line, self._turns)                 # for one reason says it once in the log
            self.log_line(line)

    def said_line(self, seat: int, text: str) -> Said | None:
        """The log line keeping what seat said ("Name: „…“"), or None to keep it out of the log; tables
        override it (a table whose log is rebuilt from the view keeps these lines itself)."""
        words = " ".join(part.strip() for part in text.splitlines() if part.strip())
        return Said(t("table.said", name=self.seat_name(seat), text=words)) if words else None

    def bubble_anchor(self, seat: int) -> tuple[int, int]:
        """Where seat's speech bubble points to; games override with their plate positions."""
        return (self.stage_size[0] // 2, 120)

    def keep_clear(self) -> list[pygame.Rect]:
        """What a speech bubble must never cover: games name theirs (the cards in play, the fish in the
        water, hint chips, the plates' key lines, the market, the prompt, the player's own hand)."""
        return []

    def buttons_clear(self) -> list[pygame.Rect]:
        """What the corner's grown Pro tip and "?" must not lie on (they go under it): none by default; Fugu names
        its lanes' reefs (upright at 150 % the buttons lay over their right ends)."""
        return []

    def tails_clear(self) -> list[pygame.Rect]:
        """What a bubble's tail must not run over either (its words never cover :meth:`keep_clear`); none by
        default (the tables' bubbles as before), Fischen names its round counter and its panels' titles."""
        return []

    def own_buttons(self) -> list[pygame.Rect]:
        """The table's own buttons, which no bubble or panel may cover: the menu button and the "?" where
        it is shown (the coach keeps its Pro tip button clear itself)."""
        help_button = context_help.shown(self)
        return [self.menu_button.relative_rect, *([help_button] if help_button is not None else [])]

    @staticmethod
    def key_lines(plates) -> list[pygame.Rect]:
        """The top lines of seat plates (name and score): a bubble may cover a plate's details, not these."""
        return [pygame.Rect(rect.x, rect.y, rect.w, min(KEY_LINE_H, rect.h)) for rect in plates]

    def bubble_reach(self) -> tuple[int, ...]:
        """How far (in ``bubbles.FURTHER_STEP``s) words with no spot near their speaker may go, with no tail, naming
        whose they are: ``bubbles.FURTHER``, upright ``FURTHER_UPRIGHT`` (tables with open water further away
        say more: Fischen)."""
        return bubbles.FURTHER_UPRIGHT if self.portrait else bubbles.FURTHER

    def bubble_side(self, seat: int) -> str:
        """Which side of its anchor seat's bubble prefers ("above" or "below"; seats along the top edge
        say "below" so the bubble does not cover their own plate)."""
        return "above"

    def log_line(self, text: str) -> None:
        self.log.append(text)
        del self.log[:-LOG_LINES]

    @property
    def event_lines(self) -> list[str]:
        """The log without the spoken lines: what Continue restores exactly from the record."""
        return [line for line in self.log if not isinstance(line, Said)]

    def describe(self, event: Event) -> str | None:
        """A log line for an event as the log seat sees it (``<game>.log.<kind>``)."""
        seen = event.seen_by(self.log_seat)
        if seen is None:
            return None
        key = f"{self.spec.name}.log.{seen.kind}"
        if not t.has(key):
            return None
        params = {k: v for k, v in seen.params().items()}
        for name in ("seat", "player", "target", "asker", "owner", "winner"):
            if isinstance(params.get(name), int) and params[name] >= 0:
                params[name + "_name"] = self.seat_name(params[name])
        return t(key, **params)

    def log_text_for(self, event: Event) -> str | None:
        """The log line of an event when the log is rebuilt on Continue; tables whose log follows their
        animations with their own texts override it (the same lines, written at once)."""
        return self.describe(event)

    def end_summary(self) -> dict:
        """Per-game figures for the results scene and the history (games extend it)."""
        state = self.match.state
        return {"scores": state.scores(), "winners": state.winners(), "human_stats": {}}

    # -- internals ------------------------------------------------------------------------------
    def _on_applied(self, seat: int, action: Action, events: list[Event]) -> None:
        self._pending.append((seat, action, events))
        if (self.secret_moves_end_the_turn and seat == self.viewer and len(self.humans) > 1
                and seat not in self.match.state.to_act() and not self.match.state.is_over()):
            # once this move has played out (_present_pending) — or before it is shown at all — with the table as
            # nobody sees it there, where the rest of the story goes on from (GameTable.viewer_changed)
            if self._nobodys_before is not None:
                self._pending.insert(len(self._pending) - 1, (_HAND_DOWN, self._nobodys_before, []))
            else:
                self._pending.append((_HAND_DOWN, self.match.state.view(None), []))
        if seat in self.humans and seat != self._handed_down:
            self._handed_down = None  # another human played: the device changed hands
        if seat >= 0 and seat != self._last_actor:  # chance steps (seat -1) are no one's turn
            self._turns, self._last_actor = self._turns + 1, seat

    def _present_pending(self) -> None:
        while self._pending:
            if self._pending[0][0] is _HAND_DOWN:  # the turn's own move has played out: face down, then the rest
                if not self.animator.idle:
                    return
                self._hand_down()
                self._pending.pop(0)
                continue
            seat, action, events = self._pending.pop(0)
            if not self.paced_log:
                for event in events:
                    line = self.describe(event)
                    if line:
                        self.log_line(line)
            self.present(seat, action, events)

    def reason_text(self, key: str, params: dict) -> str:
        """A bot's stated reason in words; games override to turn card codes into names."""
        return t(key, **params)

    def _bot_moved(self, move: BotMove) -> None:
        if move.reason:
            self.speak(move.seat, self.reason_text(*move.reason))

    def _autosave(self, record: GameRecord) -> None:
        data = record.to_json()
        if self.phones is not None:  # phones: Continue plays these seats on phones again (phone_table.resume)
            data["phone_seats"] = sorted(self.phones.seats)
        self.app.disk.save_autosave(self.spec.name, record.identity, data)

    def viewer_changed(self) -> None:
        """Hook: the table shows another seat's private things now, or none (pass-and-play, a hand just went
        face down): the story in flight is finished and what is shown jumps to the new view."""
        self.animator.flush()
        sync = getattr(self, "_sync", None)
        if sync is not None:
            sync(force=True)

    def _hand_down(self) -> None:
        """Pass-and-play: the moment a human's turn has ended — their own move played out, before any bot
        moves — their hand goes face down (the table shows only what everybody sees) while the device is
        handed on and bots play.  Not when the next human's turn begins: the bots' turns in between would
        show it to the whole table."""
        seat = self.viewer
        if (len(self.humans) < 2 or seat is None or not self.animator.idle or self.match.state.is_over()
                or (seat in self.match.state.to_act() and not self._hand_down_held())):
            return
        self.viewer, self._handed_down = None, seat
        self.viewer_changed()

    def _hand_down_held(self) -> bool:
        """A secret move ended its owner's turn and the story after it waits for the hand to go down."""
        return bool(self._pending) and self._pending[0][0] is _HAND_DOWN

    def seen_by_nobody_from_here(self) -> dict | None:
        """While the story waits for a hand to go down (``secret_moves_end_the_turn``): the view nobody's hand
        sees right after the move that ended the turn — what is shown goes on from there, not from now (the
        state has run ahead through the steps still to be shown).  None otherwise."""
        return self._pending[0][1] if self._hand_down_held() else None

    def hand_goes_down_before_this_step(self) -> bool:
        """In a listener, for the step just applied: a hand goes face down before it is shown, so its end
        point is seen by nobody (``GameTable._snap``)."""
        return any(item[0] is _HAND_DOWN for item in self._pending[:-1])

    def _maybe_cover(self) -> Transition:
        """Pass-and-play: before a different human acts, hide the table behind a cover screen (the same
        human again, with no other human's move between, takes the hand back without one)."""
        if len(self.humans) < 2 or not self.animator.idle:
            return None
        waiting = [s for s in self.match.state.to_act() if s in self.humans]
        if not waiting or self.viewer in waiting:
            return None
        if self.viewer is None and waiting == [self._handed_down]:
            self.viewer = self._handed_down
            self.viewer_changed()
            return None
        self.viewer = None
        self._covering = True
        return Push(self.app.scene("cover", waiting[0], self.seat_name(waiting[0]), prepare=self.prepare_art,
                                   table=self))

    def _finish(self) -> Transition:
        if self._finished:
            return None
        self._finished = True
        if self.phones is not None:  # phones: the final position, then the codes expire with the game
            self.phones.flush()
            self.stop_phones()
        if self.guide is not None:  # guide: a guided game goes to no history; its narrator ends it
            return None
        summary = self.end_summary()
        record = self.match.record
        row = dict(
            game=self.spec.name,
            code=str(record.code),
            seats=[seat.to_json() for seat in self.match.seats],
            scores=summary["scores"],
            winners=summary["winners"],
            duration_s=max(0.0, time.time() - (record.started or time.time())),
            human_stats=summary.get("human_stats", {}),
            record=record.to_json(),  # the whole game, for the replay theatre
        )
        self.app.disk.finish_game(self.spec.name, record.identity, row)  # the autosave goes once this is in
        return Push(self.results_scene(summary))

    def results_scene(self, summary: dict) -> Scene:
        return self.app.scene("results", self, summary)

    def _tick_texts(self, dt: float) -> None:
        now = self.app.now()
        self.bubbles = {seat: bubble for seat, bubble in self.bubbles.items() if bubble[1] > now}
        if self.message and self.message[1] <= now:
            self.message = None

    def _draw_bubbles(self, surface: pygame.Surface) -> None:
        """Each bubble goes to the nearest spot that covers nothing in :meth:`keep_clear`, not the banner showing and
        no other bubble (:mod:`fishgames.ui.bubbles`), the newest words first: one whose tail reaches its speaker,
        else any, its words then naming whose they are (:meth:`named_words`); words with no spot left are not drawn:
        they are in the log, and one small bubble ("Walrus, Pelican: … in the log") points there for all of them, or
        where it has no room one for each (``bubble_pointers``, ``pointer_spots``: a tap on one scrolls the log to
        their words).  Where they went, whom they point at and the words drawn are kept in ``bubble_rects``,
        ``bubble_anchors`` and ``bubble_words`` for tests."""
        clear = [*self.keep_clear(), *self.own_buttons(), *self.coach.keep_clear()] if self.bubbles else []
        if self.bubbles and self.guide is not None:  # guide: its panel and glow too
            clear += self.guide.keep_clear()
        if self.bubbles:  # the banner showing, the log (words with no room go there alone), your plate's top
            clear += [rect for rect in (self.banner_rect, self.log_drawn) if rect is not None]
            own = getattr(self, "own_plate_rect", None)
            clear += self.key_lines([own()]) if own is not None else []
        newest_first = sorted(self.bubbles.items(), key=lambda item: item[1][1], reverse=True)
        said = tuple((seat, text, self.bubble_anchor(seat), self.bubble_side(seat)) for seat, (text, _) in newest_first)
        tails = self.tails_clear() if self.bubbles else []
        plates = self.plates_whole() if self.bubbles else []
        screen = surface.get_rect()
        key = (said, *(tuple(map(tuple, rects)) for rects in (clear, tails, plates)), screen.size, t.lang,
               theme.text_floor)
        if self._bubbles_placed[0] != key:  # (the same words on the same table: where they went last frame)
            self._bubbles_placed = (key, self._place_bubbles(said, clear, tails, screen, plates))
        placed, groups = self._bubbles_placed[1]
        for _, said_now, width, anchor, side, spot in placed:
            draw_speech_bubble(surface, said_now, anchor, width, prefer=side, rect=spot)
        self.bubble_rects = [spot for *_, spot in placed]
        self.bubble_anchors = [anchor for _, _, _, anchor, _, _ in placed]
        self.bubble_words = [(seat, said_now) for seat, said_now, *_ in placed]
        self.pointer_spots = list(zip(groups, self.bubble_rects[len(placed) - len(groups):], strict=True))
        self.bubble_pointers = [seat for group in groups for seat in group]

    def _place_bubbles(self, said: tuple, clear: list[pygame.Rect], tails: list[pygame.Rect], screen: pygame.Rect,
                       plates: list[pygame.Rect]) -> tuple[list[tuple], list[tuple[int, ...]]]:
        """Where :meth:`_draw_bubbles` puts each of ``said`` ((seat, words, anchor, side), the newest first): a list
        of (seat, words drawn, wrap width, anchor, side, rect), the log pointers last, and the seats each pointer
        names (which cover none of ``plates`` either: :meth:`plates_whole`).  The words first, the newest first; then
        the pointers for all words that found no spot (:meth:`_pointers`); where some speaker's has none, the oldest words drawn make way, one after the other,
        until every speaker is shown or named; where no arrangement names them all, the one showing or naming the
        most (the words as they were drawn where no pointer fits even alone).  Searched once for the same words on
        the same table (up to 6 ms of CPU a frame with three long German reasons, or words with no room anywhere:
        every shape at every step)."""
        placed: list[tuple] = []
        unplaced: list[tuple] = []
        further = self.bubble_reach()
        for seat, text, anchor, side in said:
            taken = [spot for *_, spot in placed]
            found = bubbles.free_shaped(self._bubble_shapes(seat, text), anchor, clear, taken, side, screen=screen,
                                        tailed=True, tails_clear=tails)
            if found is None:  # away from the speaker, with no tail to them: the words say whose they are
                found = bubbles.free_shaped(self._bubble_shapes(seat, self.named_words(seat, text)), anchor, clear,
                                            taken, side, screen=screen, further=further, tails_clear=tails)
            if found is None:
                unplaced.append((seat, text, anchor, side))
            else:
                spot, (words, width) = found
                placed.append((seat, words, width, anchor, side, spot))
        best = (len(placed), (list(placed), []))  # (how many speakers shown or named, the arrangement)
        keep = [*clear, *plates]  # a pointer covers no plate's text either
        while unplaced:  # no room for their words anywhere: small bubbles say they are in the log
            pointers = self._pointers(unplaced, keep, [spot for *_, spot in placed], tails, screen, further)
            named = sum(len(group) for group, _ in pointers)
            if len(placed) + named > best[0]:
                best = (len(placed) + named, ([*placed, *(pointer for _, pointer in pointers)],
                                              [group for group, _ in pointers]))
            if named == len(unplaced) or not placed:
                break
            gone = placed.pop()[0]  # a speaker left unnamed: the oldest words drawn make way for the pointers
            unplaced = [item for item in said if item[0] == gone or item in unplaced]
        return best[1]

    def _pointers(self, unplaced: list[tuple], clear: list[pygame.Rect], taken: list[pygame.Rect],
                  tails: list[pygame.Rect], screen: pygame.Rect, further: tuple[int, ...]) -> list[tuple]:
        """The small bubbles pointing to the log for ``unplaced`` ((seat, words, anchor, side), the newest first), as
        (the seats one names, the newest first; the bubble as :meth:`_place_bubbles` places it): one naming them all
        ("Walross, Pelikan: … (im Verlauf)") near the newest one's plate, else near another's (Fischen, 800 × 480,
        150 %: two pointers had no room beside the newest words but over the sea deck's pile, session 26); else one
        for each near its own plate, and one with no room there named in another's (a shared pointer that fitted
        with fewer names left Anna unnamed in Go Fish at 1280 × 720, session 26; upright Lure has room for one
        pointer beside Beaver's plate, none near Pelican's).  A speaker with no room in any is left out."""
        seats = tuple(seat for seat, *_ in unplaced)
        for item in unplaced:  # all in one, near the newest speaker first
            shared = self._pointer(seats, item, clear, taken, tails, screen, further)
            if shared is not None:
                return [(seats, shared)]
        pointers: list[tuple] = []  # one for each, newest first ...
        for item in unplaced:
            spots = [*taken, *(pointer[-1] for _, pointer in pointers)]
            pointer = self._pointer((item[0],), item, clear, spots, tails, screen, further)
            if pointer is not None:
                pointers.append(((item[0],), pointer))
            else:  # ... or named in one of those
                pointers = self._joined(pointers, item[0], clear, taken, tails, screen, further)
        return pointers

    def _joined(self, pointers: list[tuple], seat: int, clear: list[pygame.Rect], taken: list[pygame.Rect],
                tails: list[pygame.Rect], screen: pygame.Rect, further: tuple[int, ...]) -> list[tuple]:
        """``pointers`` ((seats named, bubble), :meth:`_pointers`) with ``seat`` named last in the first of them that
        has room for the name where it stands (placed again near the seat it points at), else as they were."""
        for i, (seats, pointer) in enumerate(pointers):
            others = [*taken, *(other[-1] for j, (_, other) in enumerate(pointers) if j != i)]
            item = (pointer[0], None, pointer[3], pointer[4])
            grown = self._pointer((*seats, seat), item, clear, others, tails, screen, further)
            if grown is not None:
                return [*pointers[:i], ((*seats, seat), grown), *pointers[i + 1:]]
        return pointers

    def _pointer(self, seats: tuple[int, ...], near: tuple, clear: list[pygame.Rect], taken: list[pygame.Rect],
                 tails: list[pygame.Rect], screen: pygame.Rect, further: tuple[int, ...]) -> tuple | None:
        """One small bubble pointing to the log for ``seats``, naming them in that order, near the plate of ``near``
        ((seat, words, anchor, side): its tail, where it reaches, to them): as placed by :meth:`_place_bubbles`, or
        None where it has no spot."""
        seat, _, anchor, side = near
        names = ", ".join(self.seat_name(other) for other in seats)
        found = bubbles.free_shaped(self._bubble_shapes(seat, t("table.said_in_log", name=names)), anchor, clear,
                                    taken, side, screen=screen, further=further, tails_clear=tails)
        if found is None:
            return None
        spot, (words, width) = found
        return (seat, words, width, anchor, side, spot)

    def pointer_tapped(self, pointer: Pointer) -> bool:
        """A tap (or click) on a bubble pointing to the log — where it is drawn, grown to the tap floor inside this
        table's stage (:meth:`tap_area`) — scrolls the log so the newest words of the seats it names show
        (``MoveLogPanel.show``: all of them where the log has room, else the newest speaker's not in view, so a
        tap after tap goes through them; Fischen's log at 800 × 480, 150 % shows one line).  The grown part leaves a
        tap on what the table keeps clear of bubbles (:meth:`keep_clear`: a card beside it) to the table.  True where it
        was one."""
        if pointer.kind != "tap" or not self.pointer_spots:
            return False
        for seats, spot in self.pointer_spots:
            area = self.tap_area(spot)
            if area.collidepoint(pointer.pos) and area.collidepoint(pointer.start) and (
                    spot.collidepoint(pointer.pos) or pygame.Rect(pointer.pos, (1, 1)).collidelist(self.keep_clear()) < 0):
                # (the growth to the tap floor never takes a tap from a card or pile beside the pointer)
                log = self.log_panel
                if log is not None:
                    log.show([found for seat in seats if (found := self.said_at(seat, log.lines)) is not None])
                    self.app.sound.play("click")
                return True
        return False

    def said_at(self, seat: int, lines: list[str]) -> tuple[int, int] | None:
        """The lines of ``lines`` (the log as its panel shows it) holding seat's newest words, (first, last), or None:
        the newest line that says them as :meth:`said_line` does, else the newest that names the seat (tables that
        keep their words otherwise: Go Fish)."""
        bubble, name = self.bubbles.get(seat), self.seat_name(seat)
        said = self.said_line(seat, bubble[0]) if bubble is not None else None

        def newest(says) -> tuple[int, int] | None:
            return next(((i, i) for i in range(len(lines) - 1, -1, -1) if says(lines[i])), None)

        return (newest(lambda line: line == said) if said is not None else None) or newest(lambda line: name in line)

    def plates_whole(self) -> list[pygame.Rect]:
        """The seats' plates whole, which a log pointer covers no line of (words may cover a plate's details, not its
        key line: :meth:`key_lines`; a pointer has no words of its own to show): ``plate_rects`` and
        ``own_plate_rect`` where the table has them (Lure's upright pointer lay over Pelican's plate's second line,
        session 26)."""
        others, own = getattr(self, "plate_rects", None), getattr(self, "own_plate_rect", None)
        return [*(others().values() if callable(others) else ()), *([own()] if callable(own) else [])]

    def _bubble_shapes(self, seat: int, text: str) -> Iterator[tuple]:
        """(size, (words, wrap width)) of each way :meth:`bubble_shapes` lays ``text`` out, for
        :func:`bubbles.free_shaped`, each made as it is tried: a bubble's size is its body's picture, and Go Fish's
        rival made all five of a new bubble's in the frame it came up (3-5 ms of its slowest frames at 1920 × 1080,
        issue 29) where the first nearly always fits."""
        return ((speech_bubble_size(words, width), (words, width)) for words, width in self.bubble_shapes(seat, text))

    def bubble_shapes(self, seat: int, text: str) -> list[tuple[str, int]]:
        """The ways a seat's bubble may lay out ``text``, (words, wrap width), tried in this order: one, the
        bubbles' own width (a table with little room tries others: Go Fish)."""
        return [(text, widgets.BUBBLE_WIDTH)]

    def named_words(self, seat: int, text: str) -> str:
        """Words in a bubble whose tail cannot reach its speaker, with whose they are ("Walrus: “…”", as the
        log says them) — unless they name the speaker already ("Beaver starts!")."""
        name = self.seat_name(seat)
        if name in text:
            return text
        words = " ".join(part.strip() for part in text.splitlines() if part.strip())
        return t("table.said", name=name, text=words)

    def message_spot(self) -> tuple[int, int]:
        """Where the message line's pill stands (its bottom centre): 200 px above the stage's foot."""
        w, h = self.stage_size
        return (w // 2, h - 200)

    def prompt_centre(self) -> tuple[int, int] | None:
        """The centre of the prompt's line (each table's layout says; None: it has none)."""
        return None

    @property
    def prompt_hidden(self) -> bool:
        """The message line stands on the prompt's line (:meth:`_message_box`): every table leaves its prompt
        undrawn while it shows, in either orientation."""
        return bool(self.message) and self.prompt_centre() is not None

    def _message_box(self, label: pygame.Surface) -> pygame.Rect:
        """The message's pill: in the prompt's place, which it hides while it shows (at :meth:`message_spot` it lay
        over the upright hand, dice or reef a message like "you must follow colour" is about, and on the stage half
        over Fat Fish's, Fugu's and Go Fish's prompt pills); a table with no prompt line: at :meth:`message_spot`."""
        centre = self.prompt_centre()
        if centre is not None:
            return label.get_rect(center=centre).inflate(36, 18)
        return label.get_rect(midbottom=self.message_spot()).inflate(36, 18)

    def _draw_message(self, surface: pygame.Surface) -> None:
        if not self.message:
            return
        label = theme.text(self.message[0], theme.BODY, theme.INK, bold=True)
        box = self._message_box(label)
        pen.rect(surface, theme.GLOW, box, border_radius=14)
        surface.blit(label, label.get_rect(center=box.center))


def _pixels(picture: pygame.Surface) -> pygame.Surface:
    """A panel's picture at the drawing scale's pixels (its twin at k ≠ 1): what a new look is painted into."""
    return fine.physical(picture) if fine.k != 1 else picture


def _copied(source: pygame.Surface, into: pygame.Surface | None) -> pygame.Surface:
    """``source``'s pixels in ``into`` where it is an opaque surface of the same size and format (a blit is a copy
    there), else in a copy of ``source``."""
    if (into is None or into.get_size() != source.get_size()
            or into.get_flags() & ~pygame.PREALLOC != source.get_flags() & ~pygame.PREALLOC  # (a subsurface's)
            or into.get_masks() != source.get_masks() or into.get_bitsize() != source.get_bitsize()
            or source.get_flags() & pygame.SRCALPHA or source.get_colorkey() is not None
            or source.get_alpha() not in (None, 255) or into.get_alpha() not in (None, 255)):
        return source.copy()
    into.blit(source, (0, 0))
    return into


def _uncopied(background: pygame.Surface, where: pygame.Rect) -> pygame.Surface:
    """A panel's logical picture at k ≠ 1, where a screen shows its twin: the backdrop's own pixels there, not a copy
    (nothing draws on it; a plain surface that asks for the logical picture gets one painted: ``TableScene.panel``) —
    a copy was half of a log's repaint, and a new surface of its size a tenth."""
    return background.subsurface(where)


def _paint_log(log, picture: pygame.Surface, rect: pygame.Rect) -> None:
    """``log``'s lines drawn at ``rect`` of a panel's picture (its own rect is where it sits on the table), on its
    panel drawn there already (the log's ground: ``TableScene.draw_log``)."""
    saved, log.rect = log.rect, rect
    try:
        log.draw(picture, ground=False)
    finally:
        log.rect = saved
