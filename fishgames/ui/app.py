"""The app: window, frame loop, scene stack, input routing, kiosk lock, toasts.

One :class:`App` per process.  ``step(dt)`` runs exactly one frame (events, update,
draw), so tests drive the real loop frame by frame with synthetic events.

Every duration a player waits for (the kiosk corner hold, the kiosk idle time-outs, toasts, the PIN
lockout) is a timestamp on ``app.now()``, a monotonic clock in seconds, never a sum of frame ``dt``s:
``run()`` caps ``dt`` at 0.1 s, so on a slow machine frame time runs slower than the wall clock.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import time
from collections.abc import Callable
from concurrent.futures import Executor

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Every touch arrives once, as a finger event; the InputRouter feeds pygame-gui itself.
os.environ.setdefault("SDL_TOUCH_MOUSE_EVENTS", "0")

import pygame  # noqa: E402
import pygame_gui  # noqa: E402

from fishgames import i18n  # noqa: E402
from fishgames.core import BadGameCode, GameCode  # noqa: E402
from fishgames.disk import DiskWorker  # noqa: E402
from fishgames.i18n import t  # noqa: E402
from fishgames.instance import take_requests  # noqa: E402
from fishgames.links import is_link, local_path, parse_link  # noqa: E402
from fishgames.paths import asset  # noqa: E402
from fishgames.pin import PinGuard  # noqa: E402
from fishgames.storage import Storage  # noqa: E402
from fishgames.ui import (  # noqa: E402
    big_buttons,
    display,
    fine,
    games,
    gui_theme,
    gui_twins,
    heap,
    kiosk_hold,
    legibility,
    main_thread_gc,
    pen,
    routes,
    sprites,
    theme,
)
from fishgames.ui.canvas import Canvas, screen_canvas  # noqa: E402
from fishgames.ui.damage import REDRAW  # noqa: E402
from fishgames.ui.display import Display  # noqa: E402
from fishgames.ui.input import InputRouter  # noqa: E402
from fishgames.ui.kiosk import KIOSK_CORNER, KIOSK_HOLD, KIOSK_IDLE_TABLE  # noqa: E402
from fishgames.ui.scene import Push, Reset, Scene, SceneStack  # noqa: E402
from fishgames.ui.sound import Sound  # noqa: E402
from fishgames.ui.text import wrap  # noqa: E402

log = logging.getLogger(__name__)

FPS = 60
INBOX_POLL_S = 0.5  # how often a running app looks for a file or code a second start handed over
TOAST_SECONDS = 6.0
TOAST_WIDTH = 900  # a longer message wraps: never cut at the screen's edges (the canvas is >= 1280 wide)
#: The frame after which the bot worker's pool is made (importing multiprocessing: ≈ 23 ms): after the first
#: frame is on screen, so not start-up time, and before a player can have tapped through to a table, so not in
#: a table's first frame (a code given at start-up opens its table before: that frame is start-up time).
BOT_WORKER_FRAME = 3
#: Seconds a frame spends drawing the art anew after the drawing scale changed (a window made larger).
REDRAW_BUDGET = 0.004
wall_clock = time.monotonic  # what run() measures with (a test may replace it)
#: Window events after which the window's pixels may be lost or new: the next ``WHOLE_FRAMES`` are presented whole.
WHOLE_AFTER = frozenset({pygame.VIDEOEXPOSE, pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED,
                         pygame.WINDOWMAXIMIZED, pygame.WINDOWSIZECHANGED, pygame.WINDOWRESIZED,
                         pygame.WINDOWDISPLAYCHANGED, pygame.WINDOWMOVED})
WHOLE_FRAMES = 2
#: A window resized again within this many wall-clock seconds is being dragged: it keeps its drawing scale (SDL
#: stretches the picture, a re-layout of ~18 ms a step) and is drawn at its own scale once it has rested this long
#: (every picture drawn anew for a new scale costs ~110 ms: a drag at that scale each step ran at 9 frames a second).
DRAG_SETTLE_S = 0.25


class App:
    def __init__(
        self,
        *,
        kiosk: bool = False,
        windowed: bool = False,
        lang: str | None = None,
        storage: Storage | None = None,
        bot_workers: bool = True,
        disk_thread: bool = True,
        clock: Callable[[], float] | None = None,
        window: tuple[int, int] | None = None,
        ui_scale: float | None = None,
        sharp: bool | None = None,
    ):
        """``clock``: the monotonic clock (seconds) player-visible durations are measured with.  Without
        one, frames stepped by hand (tests, tools) advance ``now()`` by their ``dt`` — deterministic — and
        :meth:`run` switches to the wall clock (``time.monotonic``).  ``window``: the window's size in physical
        pixels (None: the size the player left it at, else 1280 × 720; a fullscreen one takes the screen's).
        ``ui_scale``: text and buttons larger by this for this run (``--ui-scale``; None: the setting's).
        ``sharp``: draw at the window's own pixels (:mod:`fishgames.ui.fine`; None: on a real screen, not
        under the dummy driver)."""
        self._clock_follows_steps = clock is None
        self._stepped_time = 0.0
        self.now: Callable[[], float] = clock if clock is not None else (lambda: self._stepped_time)
        self._last_input = self.now()
        heap.return_big_blocks()  # a freed picture's megabytes go back to the system (fishgames.ui.heap)
        main_thread_gc.take_over()  # cycles (and the Surfaces they hold) are freed on this thread only
        pygame.init()
        if not getattr(pygame, "IS_CE", False):
            raise SystemExit("fishgames needs pygame-ce (pip install pygame-ce), not plain pygame")
        theme.font.cache_clear()  # fonts of an earlier App died with its pygame.quit()
        #: The stage every scene lays out on (1280 × 720, :mod:`fishgames.ui.display`); ``canvas`` is the whole
        #: window in the same logical pixels, and ``stage`` where the stage sits on it.
        self.size = theme.SIZE
        self.kiosk = kiosk
        self.storage = storage or Storage()
        self.settings, _ = self.storage.load_settings()
        self.storage.sweep_temp_files()
        #: Every write and history query during play goes through here, off the frame loop.
        self.disk = DiskWorker(self.storage, threaded=disk_thread)
        if lang:
            self.settings = dataclasses.replace(self.settings, language=lang)
        if ui_scale is not None:
            self.settings = dataclasses.replace(self.settings, ui_scale=ui_scale)
        i18n.set_language(self.settings.language)
        theme.symbols = self.settings.colorblind_symbols
        fullscreen = kiosk or (self.settings.fullscreen and not windowed)
        pygame.display.set_icon(pygame.image.load(asset("icon", "128.png")))  # before set_mode (some systems)
        remembered = None if fullscreen else self.settings.window_size  # a kiosk is the screen's size, whatever
        self.display = Display(fullscreen, window or remembered, sharp)  # window the desktop was sized to once
        if fine.set_scale(self.display.scale):
            legibility.forget_drawn_text()
        heap.keep_freed(fine.k)
        self._make_canvas()
        self._fit_legibility()
        pygame.display.set_caption("fishgames")
        big_buttons.install()  # a big button's pictures are drawn once, not at every cover
        self.ui = pygame_gui.UIManager(self.canvas, gui_theme.load(), starting_language=self.settings.language,
                                       resource_loader=gui_theme.LoadedHere())  # not on threads of its own
        gui_theme.use_small_pages(self.ui)  # its button shapes on 1 MB pages, not 4 MB (issue 33: memory)
        self.router = InputRouter(self.canvas, clock=lambda: self.now())
        self._fit_pointer()
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.bot_workers = bot_workers
        self._executor: Executor | None = None
        self._frames = 0  # frames stepped (the bot pool is made on the BOT_WORKER_FRAME-th)
        self.toasts: list[tuple[str, float]] = []
        #: The last game code copied or of a finished game (the code picker opens on it); kept in memory only.
        self.last_code: str | None = None  # (message, expires at on now())
        self.frame_times: list[float] = []
        self._whole_frames = WHOLE_FRAMES  # frames still to draw and present whole (see _whole_frame)
        self._resized_at = -DRAG_SETTLE_S  # wall clock (time.monotonic) of the window's last size event
        self._drag_unsettled = False  # drawn at the scale from before a drag, its own scale still to come
        self._kiosk_hold_fired = False
        self._inbox: os.PathLike | None = None  # see listen_for_handovers
        self._inbox_due = 0.0
        self._inbox_job = None
        self.pin_guard = PinGuard(clock=lambda: self.now())  # per run: closing the pad keeps the count
        self.sound = Sound(enabled=self.settings.sound)
        for key, params in self.storage.take_messages():
            self.notify(key, **params)

        self.stack.apply(Reset(self.scene("menu")))

    def scene(self, route: str, *args, **kwargs) -> Scene:
        """A new scene of ``route`` (:mod:`fishgames.ui.routes`): how one screen opens another without
        importing it, e.g. ``Push(self.app.scene("setup", game))``."""
        return routes.scene(self, route, *args, **kwargs)

    def open_start(self, game: str | None = None, code=None) -> None:
        """The CLI's ``--game``/``--code``: a code starts that game, a game alone opens its setup,
        a game without a table scene says "coming soon" (never a crash)."""
        self.stack.apply(games.open_start(self, game, code))

    def open_file(self, path) -> None:
        """Watch a shared ``.fishgame`` file (the command line, a file dropped on the window)."""
        self.stack.apply(Push(self.scene("watch_file", path)))

    def open_dropped(self, text: str) -> None:
        """What the system hands the running window as a drop: a ``.fishgame`` dragged onto it, or what macOS
        opens in a running app (a shared file double-clicked, a ``fishgames:`` link clicked: SDL posts both as
        a dropped "file", the link's text unchanged) — a link plays its deal as a second start's would."""
        if is_link(text):
            self.open_handed_over("code", text)
        else:
            self.open_file(local_path(text))

    def listen_for_handovers(self, folder: os.PathLike) -> None:
        """Open what a second start hands over (:mod:`fishgames.instance`): its requests in ``folder`` are
        read by the disk worker every ``INBOX_POLL_S``, so no frame waits on the disk for them."""
        self._inbox, self._inbox_due = folder, self.now()

    def _poll_inbox(self) -> None:
        if self._inbox is None:
            return
        job = self._inbox_job
        if job is not None:
            if not job.done():
                return
            self._inbox_job = None
            try:
                requests = job.result()
            except Exception:  # noqa: BLE001 - a broken inbox must not take the app down
                log.exception("could not read handed-over requests")
                requests = []
            for kind, value in requests:
                self.open_handed_over(kind, value)
        if self._inbox_job is None and self.now() >= self._inbox_due:
            folder, self._inbox_due = self._inbox, self.now() + INBOX_POLL_S
            self._inbox_job = self.disk.query(lambda storage: take_requests(folder))

    def open_handed_over(self, kind: str, value: str) -> None:
        """A second start's file (watched, over whatever shows) or code or link (a new game from the menu; a
        saved game of its kind is replaced only after asking).  A bad code is a message, nothing else."""
        import warnings

        try:
            with warnings.catch_warnings():  # pygame-ce 2.5 has no other handle on the display's window yet
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().focus()  # to the front, where the system allows it
        except (pygame.error, AttributeError):
            pass
        if kind == "file":
            self.open_file(value)
            return
        try:
            code = parse_link(value) if is_link(value) else GameCode.parse(value)
            if code.game is None:
                raise BadGameCode(value, "error.code_format", "a handed-over code needs its game")
        except BadGameCode as error:
            log.info("refused a handed-over code: %s", error)
            self.notify(error.reason_key)
            return
        self.stack.apply(Reset(self.scene("menu")))  # from wherever the player is: every move is autosaved
        self.open_start(code=code)

    # -- the screen -------------------------------------------------------------------------
    @property
    def canvas(self) -> tuple[int, int]:
        """The whole window in logical pixels (the stage's size on a 16:9 screen)."""
        return self.display.canvas

    @property
    def stage(self) -> pygame.Rect:
        """Where the 1280 × 720 stage every scene lays out on sits on the canvas (centred)."""
        return self.display.stage

    def stage_of(self, scene) -> pygame.Rect:
        """Where ``scene`` is laid out: the whole canvas for a scene with a portrait arrangement on a portrait
        screen tall enough for it (``Scene.tall``, ``Scene.upright_least_h``), else the stage; or where the scene says
        (``Scene.hosted``)."""
        if scene.hosted is not None:
            return pygame.Rect(scene.hosted)
        if scene.tall and display.upright(self.canvas, scene.upright_least_h):
            return pygame.Rect((0, 0), self.canvas)
        return self.stage

    def surface_of(self, scene):
        """What ``scene`` draws on: the canvas, or the stage's part of it."""
        return self.screen if scene.stage_rect.size != self.stage.size else self.stage_surface

    def to_stage(self, pointer, scene=None):
        """A pointer on the canvas as the scenes see it: on the stage (on ``scene``'s, when given)."""
        dx, dy = (self.stage if scene is None else self.stage_of(scene)).topleft
        if not dx and not dy:
            return pointer
        return dataclasses.replace(pointer, pos=(pointer.pos[0] - dx, pointer.pos[1] - dy),
                                   start=(pointer.start[0] - dx, pointer.start[1] - dy))

    def _fit_legibility(self) -> bool:
        """The floors of text and tap targets for this screen and UI scale (:mod:`fishgames.ui.legibility`);
        True when they changed."""
        (w, h), (cw, ch) = self.display.physical_size(), self.canvas
        scale = min(w / cw, h / ch)
        legibility.shown_scale = min(scale, 1.0)
        return legibility.apply(legibility.floors(scale, self.settings.ui_scale), legibility.floors(scale))

    def relayout(self) -> None:
        """Every scene laid out and drawn anew (a new canvas, new floors of text and targets)."""
        for scene in self.stack.scenes:
            if hasattr(scene, "invalidate_backdrop"):
                scene.invalidate_backdrop()
        self.stack.rebuild_all()
        self.ui.update(0.0)  # the new widgets at their places before the next picture

    def _window_event_resized(self, size: tuple[int, int]) -> None:
        """A size event from the window: a second one soon after the first is a drag of the window's edge, laid
        out live at the scale it had (:data:`DRAG_SETTLE_S`; the dummy driver presents nothing: no drags)."""
        now = time.monotonic()
        dragging = now - self._resized_at < DRAG_SETTLE_S and not self.display.dummy
        self._resized_at = now
        self._drag_unsettled = dragging
        self.window_resized(size, keep_scale=dragging)

    def _settle_drag(self) -> None:
        """A dragged window at rest is drawn at its own scale (crisp again)."""
        if self._drag_unsettled and time.monotonic() - self._resized_at >= DRAG_SETTLE_S:
            self._drag_unsettled = False
            self.window_resized(self.display.window_size)

    def window_resized(self, size: tuple[int, int], keep_scale: bool = False) -> None:
        """The window changed size: a new canvas is laid out live (every scene builds its widgets again on
        the new stage), and a window the player sized is remembered for the next start.  ``keep_scale``: drawn
        at the scale it has (a drag still going on), the window's own scale once it rests."""
        if self.display.echo(size):
            return
        canvas_changed = self.display.resized(size, keep_scale)
        if canvas_changed:
            if fine.set_scale(self.display.scale):  # every picture was drawn for the old scale:
                legibility.forget_drawn_text(art=False)  # text and panels anew, the art a little a frame
                sprites.rescaled()
                heap.keep_freed(fine.k)
            self._make_canvas()
            self.ui.set_window_resolution(self.canvas)
            self.router.size = self.canvas
            self._fit_pointer()
        if self._fit_legibility() or canvas_changed:
            self.relayout()
        windowed = not (self.display.fullscreen or self.kiosk or self.settings.fullscreen)
        if windowed and tuple(size) != tuple(self.settings.window_size or ()):  # a size the player chose
            self.update_settings(window_size=tuple(self.display.window_size))

    # -- services for scenes --------------------------------------------------------------
    @property
    def bot_executor(self) -> Executor | None:
        """A one-process pool for bot thinking (None = decide inline, for tests); its worker ends
        itself when the app dies, however it dies (see :mod:`fishgames.bots.worker`)."""
        if not self.bot_workers:
            return None
        if self._executor is None:
            # start-up: importing multiprocessing ≈ 23 ms, kept out of the first frames (BOT_WORKER_FRAME)
            from fishgames.bots.worker import make_bot_executor

            self._executor = make_bot_executor()
        return self._executor

    @property
    def idle(self) -> float:
        """Seconds (on ``now()``) since the last key or pointer input."""
        return self.now() - self._last_input

    @idle.setter
    def idle(self, seconds: float) -> None:
        self._last_input = self.now() - seconds

    def notify(self, key: str, **params) -> None:
        """Show a message line at the top for TOAST_SECONDS (translated)."""
        self.toasts.append((t(key, **params), self.now() + TOAST_SECONDS))

    def update_settings(self, **changes) -> None:
        old = self.settings
        self.settings = dataclasses.replace(old, **changes)
        self.disk.save_settings(self.settings)
        self.sound.enabled = self.settings.sound
        theme.symbols = self.settings.colorblind_symbols  # art with symbols is cached under this (sprites.key)
        if self.settings.language != old.language:
            i18n.set_language(self.settings.language)
            self.ui.set_locale(self.settings.language)
        if self.settings.ui_scale != old.ui_scale and self._fit_legibility():
            self.relayout()
        elif (self.settings.language, self.settings.colorblind_symbols) != (old.language, old.colorblind_symbols):
            self.stack.rebuild_all()  # every scene drawn anew: its words, its backdrop and panels
        if self.settings.fullscreen != old.fullscreen and not self.kiosk:
            self.display.toggle_fullscreen(self.settings.fullscreen, self.settings.window_size)

    # -- the frame ------------------------------------------------------------------------
    def step(self, dt: float = 1 / FPS) -> None:
        """One frame; ``dt`` drives animations.  Waits are measured on ``now()`` (see ``__init__``)."""
        started = time.perf_counter()
        for event in pygame.event.get():
            self.dispatch(event)
        self._settle_drag()
        self.advance_clock(dt)
        self._show_storage_messages()
        self._poll_inbox()
        self.router.tick(dt)
        self._kiosk_tick()
        phones, paused = self.stack.phones()  # phones are answered whatever lies over their table
        if phones is not None:  # (their messages, a few a frame: fishgames.phones.bridge)
            phones.pump(paused)
        top = self.stack.top
        if top is not None:
            self.stack.apply(top.update(dt))
        self.ui.update(dt)
        self.draw_art_anew()
        self.draw()
        if phones is not None:  # a snapshot's facts, in a frame with slack
            phones.end_of_frame()
        main_thread_gc.collect_due()  # cycles (and the Surfaces they hold) freed here, not on another thread
        self._frames += 1
        if self._frames == BOT_WORKER_FRAME and self.bot_workers:
            self.bot_executor  # noqa: B018 - made now: its imports are not in a table's first frame
        self.frame_times.append(time.perf_counter() - started)
        del self.frame_times[:-600]

    def advance_clock(self, dt: float) -> None:
        """Frames stepped by hand (tests, tools) move ``now()`` on by their ``dt``; a real run's clock is
        the wall clock and ignores this."""
        if self._clock_follows_steps:
            self._stepped_time += dt

    def _show_storage_messages(self) -> None:
        """Disk trouble (a failed autosave, a history write refused) is shown within a frame, wherever
        the player is; the storage says each kind of failure once."""
        for key, params in self.storage.take_messages():
            self.notify(key, **params)

    def draw_art_anew(self, budget: float | None = REDRAW_BUDGET) -> None:
        """Some of the art still to draw at a new drawing scale (``sprites.rescaled``), within ``budget`` seconds
        (None: all of it, for a picture taken right after a resize); once the last of it is drawn, what was
        composed from its stand-ins (backdrops, pictures cached with art in them) is drawn anew."""
        if sprites.redraw_step(budget):
            legibility.forget_drawn_text(art=False)
            for scene in self.stack.scenes:
                if hasattr(scene, "invalidate_backdrop"):
                    scene.invalidate_backdrop()

    def _fit_pointer(self) -> None:
        """Pointers arrive in the window's pixels: scenes and pygame-gui take them in logical ones."""
        self.router.scale = fine.k
        self.ui.mouse_pos_scale_factor = [1 / fine.k, 1 / fine.k]

    def _make_canvas(self) -> None:
        """``screen``: the canvas every frame is drawn on; ``stage_surface``: the stage's part of it, which the
        scenes draw on (full-bleed layers reach its parent, :func:`fishgames.ui.display.whole`).  Where canvas
        and stage are one (16:9) both are the window's own surface, as before; elsewhere the canvas is a
        surface of its own, copied to the window at the end of the frame (~0.3 ms): a subsurface of pygame's
        SCALED window surface crashes the next ``set_mode`` (pygame-ce 2.5.8, a resized window).  At a drawing
        scale ≠ 1 both are :class:`~fishgames.ui.canvas.Canvas` views of the window's pixels."""
        self._window_pixels = self.display.window_pixels()
        window = self._window_pixels[0]
        if fine.k != 1:
            pixels = window if self.canvas == tuple(self.stage.size) else pygame.Surface(
                self.display.pixels).convert(window)
            self.screen, self.stage_surface = screen_canvas(pixels, self.canvas, self.stage)
            self._margins = display.margins(self.canvas, self.stage)
        elif self.canvas == tuple(self.stage.size):
            self.screen = self.stage_surface = window
            self._margins = []
        else:
            self.screen = pygame.Surface(self.canvas).convert(window)
            self.stage_surface = self.screen.subsurface(self.stage)
            self._margins = display.margins(self.canvas, self.stage)

    def draw(self) -> None:
        """One frame drawn and presented: at k ≠ 1 a table's frame only where it changed
        (:mod:`fishgames.ui.damage`), anything else whole."""
        self._follow_window()
        damage = self.screen.damage if isinstance(self.screen, Canvas) else None
        if damage is not None:
            damage.next_frame(allowed=not self._whole_frame())
        self._draw_frame()
        shown = damage.finish() if damage is not None else None
        if shown == REDRAW:  # a still panel of the frame before is gone: this one drawn again whole
            damage.next_frame(allowed=False)
            self._draw_frame()
            shown = damage.finish()
        self._whole_frames = max(0, self._whole_frames - 1)
        pixels = getattr(self.screen, "pixels", self.screen)  # a Canvas's own surface
        window = self.display.surface
        if shown is None:
            if pixels is not window:
                window.blit(pixels, (0, 0))
            pygame.display.flip()
            return
        if pixels is not window:
            for rect in shown:
                window.blit(pixels, rect, rect)
        pygame.display.update(shown)

    def _follow_window(self) -> None:
        """A canvas made of the window's surface, or of its pixels, made anew once SDL has made that surface anew
        (``Display.surface``: after any size change of the window, a fullscreen request included); the window's
        new pixels are drawn and presented whole.  Before each frame: no frame is drawn on freed pixels."""
        now = self.display.window_pixels()
        if now[0] is self._window_pixels[0] and now[1:] == self._window_pixels[1:]:
            return
        self._make_canvas()
        self._whole_frames = WHOLE_FRAMES

    def _whole_frame(self) -> bool:
        """Whether this frame is drawn and presented whole, not only where it changed: whenever anything but
        one table is drawn (an overlay, a dialog, a toast, the kiosk ring) or the window's pixels may be lost
        (an expose, a resize: ``_whole_frames``) — being sure costs a full frame."""
        top = self.stack.top
        if self._whole_frames or top is None or not top.opaque or self.toasts:
            return True
        if self.kiosk and self.router.pressed is not None:
            return True
        windows = self.ui.get_window_stack()  # a pygame-gui dialog is open
        return bool(getattr(windows, "stack", True) or getattr(windows, "top_stack", True))

    def _draw_frame(self) -> None:
        if isinstance(self.screen, Canvas):
            self.screen.next_frame()  # nothing pre-blended until a table lays its backdrop (fishgames.ui.underlay)
        base = self.stack.base
        if base is None or not base.paints_all or self.stage_of(base).size != self.canvas:
            for margin in self._margins:  # deep sea where a scene paints only its stage (no stale pixels)
                self.screen.fill(theme.DEEP, margin)
        self.stack.draw(self.surface_of)
        gui_twins.pair_buttons(self.ui)  # at k ≠ 1 pygame-gui's buttons drawn at the screen's pixels too
        self.ui.draw_ui(self.screen)
        self._draw_kiosk_hold()
        self._draw_toasts()

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT or (event.type == pygame.WINDOWCLOSE):
            if not self.kiosk:
                self.running = False
            return
        if event.type in WHOLE_AFTER:  # the window's pixels may be lost or new: the next frames whole
            self._whole_frames = WHOLE_FRAMES
        if event.type == pygame.WINDOWSIZECHANGED:
            self._window_event_resized((event.x, event.y))
            return
        if event.type == pygame.DROPFILE:
            self.open_dropped(event.file)
            return
        if event.type == pygame.KEYDOWN:
            self.idle = 0.0
            if self.kiosk and event.key in (pygame.K_ESCAPE, pygame.K_F4):
                return  # kiosk: no keyboard way out
        pointers, gui_events = self.router.route(event)
        if pointers:
            self.idle = 0.0
        for gui_event in gui_events:
            self.ui.process_events(gui_event)
        top = self.stack.top
        if top is None:
            return
        for pointer in pointers:
            self.stack.apply(top.handle(self.to_stage(pointer, top)))
            top = self.stack.top
        if event.type >= pygame.USEREVENT and hasattr(event, "ui_element"):
            self.stack.apply(top.handle_ui(event))
        elif event.type == pygame.KEYDOWN:
            self.stack.apply(top.handle_key(event))

    def _kiosk_tick(self) -> None:
        if not self.kiosk:
            return
        press = self.router.pressed
        if press and KIOSK_CORNER.collidepoint(press.pos) and press.held >= KIOSK_HOLD:
            if not self._kiosk_hold_fired:
                self._kiosk_hold_fired = True
                self.stack.apply(Push(self.scene("pin_pad")))
        elif press is None:
            self._kiosk_hold_fired = False
        top = self.stack.top
        if top is not None and top.idle_returns_to_menu and self.idle >= KIOSK_IDLE_TABLE:
            self.idle = 0.0
            self.stack.apply(Reset(self.scene("menu")))

    def _draw_kiosk_hold(self) -> None:
        """The corner hold's progress ring (fishgames.ui.kiosk_hold), just beside the finger."""
        press = self.router.pressed if self.kiosk and not self._kiosk_hold_fired else None
        if press is None or not KIOSK_CORNER.collidepoint(press.pos):
            return
        fraction = kiosk_hold.progress(press.held, KIOSK_HOLD)
        if fraction is not None:
            kiosk_hold.draw_ring(self.screen, (KIOSK_CORNER.right + 12, KIOSK_CORNER.bottom + 12), fraction)

    def _draw_toasts(self) -> None:
        if not self.toasts:
            return
        now = self.now()
        self.toasts = [(msg, expires) for msg, expires in self.toasts if expires > now]
        y = 12
        for message, _ in self.toasts[-3:]:  # the newest three messages, each whole (older ones wait their end)
            lines = [theme.text(line, theme.SMALL, theme.INK, bold=True)
                     for line in wrap(message, theme.SMALL, TOAST_WIDTH, bold=True)]
            height = sum(label.get_height() for label in lines)
            box = pygame.Rect(0, 0, max(label.get_width() for label in lines), height).inflate(32, 16)
            box.midtop = (self.canvas[0] // 2, y)
            pen.rect(self.screen, theme.GLOW, box, border_radius=12)
            line_y = box.y + 8
            for label in lines:
                self.screen.blit(label, label.get_rect(midtop=(box.centerx, line_y)))
                line_y += label.get_height()
            y = box.bottom + 8

    # -- running ----------------------------------------------------------------------------
    def quit(self) -> None:
        self.running = False

    def run(self, smoke_frames: int | None = None) -> int:
        if self._clock_follows_steps:  # a real run: wall-clock time from here on, continuing the count
            self._clock_follows_steps = False
            offset = self._stepped_time - wall_clock()
            self.now = lambda: wall_clock() + offset
        frames = 0
        while self.running:
            dt = self.clock.tick(FPS) / 1000 if smoke_frames is None else 1 / FPS
            self.step(min(dt, 0.1))
            frames += 1
            if smoke_frames is not None and frames >= smoke_frames:
                break
        self.close()
        return 0

    def close(self) -> None:
        while self.stack.scenes:
            self.stack.scenes.pop().exit()
        if self._executor is not None:  # a bot still thinking must not keep the closed app's process alive
            # start-up: the same module as bot_executor's (multiprocessing ≈ 23 ms), loaded by then
            from fishgames.bots.worker import stop_bot_executor

            stop_bot_executor(self._executor)
            self._executor = None
        self.disk.close()
        pygame.quit()
        theme.font.cache_clear()  # these fonts died with pygame.quit(); a later App makes new ones
        theme.text.cache_clear()
        legibility.apply(legibility.NONE)  # a later App (tests, tools) starts from its own screen
        if fine.set_scale(1.0):
            legibility.forget_drawn_text()
        heap.keep_freed(fine.k)
        main_thread_gc.give_back()

