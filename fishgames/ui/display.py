"""The window, and how the game's picture fills it on any screen.

Every screen is laid out in logical pixels.  The **canvas** is the whole window in logical pixels: it has the
window's own aspect, and is the smallest such size that holds the 1280 × 720 **stage** (16:9 and wider: 720
high; narrower — 16:10, 5:3, 4:3, portrait — 1280 wide and taller).  Scenes lay out their content on the stage,
centred on the canvas; full-bleed layers (the sea backdrops, the dimming under a dialog) and what belongs to
the screen's edges (the toasts, the kiosk corner) use the whole canvas; the app paints margins no scene
painted deep sea.  So the sea reaches every edge, nothing is cut, and at 1280 × 720 (or any 16:9 screen)
canvas and stage are one (the window's own surface, pixel for pixel as before).

SDL scales the drawn surface to the window (``pygame.SCALED``).  Two things it gets wrong are set right here:

* **No window manager** (the README's X11 kiosk: the app is the X server's only client): SDL asks for
  fullscreen through the window manager, and nobody answers — the window stayed 1280 × 720 in the middle of
  the screen while SDL drew for the whole screen, so the picture was cut and taps missed.  A fullscreen
  window is therefore *made* at the desktop's size at (0, 0), borderless; a window manager that is there
  is asked for fullscreen as well.
* **Integer scaling**: pygame scales a windowed ``SCALED`` surface by whole factors only (a 1920 × 1080
  window showed 1280 × 720 with black bars).  :meth:`Display.fit` sets the renderer's scale to the
  window's exact ratio after every size change; SDL maps the mouse through the same scale, so a tap lands
  on what is drawn under it.

**Presenting a frame** costs what the way to the screen costs.  Where the surface drawn on is exactly the window's
size (1280 × 720, 1920 × 1080 at k = 1.5, 2560 × 1440 at k = 2, 3840 × 2160 at k = 3) no scaling is needed, and the window is a plain one (no ``SCALED``): on
X11 its frame goes to the X server through shared memory (``SDL_FRAMEBUFFER_ACCELERATION=0``, see :func:`present_plainly`)
— about 0.1 ms at 1920 × 1080 — instead of a texture drawn by a GL renderer, which on a screen without a GPU (Xvfb,
some kiosks: Mesa's software GL) cost 5 ms of the frame's thread and some 30 ms of the process's CPU.  Any other
window is ``SCALED``, as before.

On a screen larger than the canvas the picture is **drawn at the screen's own pixels**: the surface drawn on is
the canvas times :attr:`Display.scale` (1.5 at 1920 × 1080, 2 at 2560 × 1440, 3 at 3840 × 2160, at most
:data:`MAX_SCALE`; past it :func:`past_max_scale`), and scenes see it in logical
pixels through :class:`fishgames.ui.canvas.Canvas` — text is type rendered at that size and the cards, dice and
fish are art drawn at it (:mod:`fishgames.ui.fine`), not a 1280 × 720 bitmap stretched.  A smaller screen is
drawn at its own pixels the same way (a scale under 1: type hinted at 12 px, not a 20 px bitmap made smaller), its
text and tap targets grown to floors of physical size (``fishgames.ui.legibility``, applied by the app after every
size change).  Still resampled at the screen's
pixels: the backdrops painted on a logical surface (the table's felt and its printed labels); pygame-gui's buttons
get twins painted at the scale (:mod:`fishgames.ui.gui_twins`).  Not yet: HiDPI windows whose pixels
differ from their size in points (``fit`` uses the window's size; X11 and the kiosk recipes have no such
difference).
"""

from __future__ import annotations

import logging
import math
import os
import warnings

import pygame

from fishgames.ui import fine

log = logging.getLogger(__name__)

STAGE = (1280, 720)  # what every layout is made for (theme.SIZE)
MIN_WINDOW = (480, 320)  # a window made smaller than this is not laid out again below it
SCALE_STEP = 1 / 8  # scales whose 16-px grid is even pixels (canvas.GRID): a composed picture is copied there
#: The largest drawing scale: 3840 × 2160 (k = 3) is drawn at its own pixels (since 2026-12-06; it was drawn at 1.5
#: and stretched 2× by SDL, its type soft).  Every frame's blits are done by the processor and grow with the pixels
#: drawn; what held 4K's first table frame to 50 ms is the memory made ahead (``pages_ahead``, ``heap.keep_freed``:
#: its new pictures were 8,000-13,900 page faults) — before it, k = 3 measured 67-83 ms first frames (and 641 ms
#: before the art budgets grew with ``fine.beyond``).  A larger screen is drawn at a whole fraction of its own scale
#: (:data:`WHOLE_STRETCH_FROM`) or at this one, and stretched the rest of the way by SDL.
MAX_SCALE = 3.0
#: Past :data:`MAX_SCALE` a screen is drawn at the largest whole fraction of its scale (its half, third ...) that is
#: at most :data:`MAX_SCALE` and at least this, so SDL stretches by a whole factor — 5120 × 2880 at 2, each pixel
#: doubled evenly; at 3 it would be stretched 4/3× (uneven strokes).  Where no such fraction is it is
#: :data:`MAX_SCALE` (with [1.5, 3] there always is one: 6400 × 3600, k = 5, at its half, 2.5).
WHOLE_STRETCH_FROM = 1.5
#: Under 1 (a screen smaller than the canvas: 800 × 480, 1024 × 600, the upright 720 × 1280) the picture is drawn
#: at the screen's pixels too, at its exact scale (to 1/1024: 0.625, 0.8, 0.5625), so the window is plain: a
#: 1280 × 720 picture resampled down by SDL blurred the type (the dot of an "i" ran into its stem: "Trlck",
#: "Pro tlp").  Art is drawn logical there and made smaller once (``fine.draws_art``): a new scale redraws text.
#: Between 1 and :data:`MAX_SCALE` the same step (1366 × 768: 1092/1024, a plain window of its own pixels).
SMALL_STEP = 1 / 1024
MIN_SCALE = fine.SMALLEST_SCALE  # (the drawing scale never goes below it either)


def canvas_for(window: tuple[int, int], stage: tuple[int, int] = STAGE) -> tuple[int, int]:
    """The logical size of a window of ``window`` physical pixels: its aspect, holding the whole stage."""
    w, h = max(1, window[0]), max(1, window[1])
    sw, sh = stage
    if w * sh >= h * sw:  # as wide as the stage's aspect or wider: the stage's height
        return max(sw, round(sh * w / h)), sh
    return sw, max(sh, round(sw * h / w))


def portrait(canvas: tuple[int, int]) -> bool:
    """A canvas taller than wide (a portrait panel: 1280 × 2276 at 720 × 1280).  A scene with a portrait
    arrangement (``Scene.tall``) lays out on all of it there, not on the 1280 × 720 band across its middle."""
    return canvas[1] > canvas[0]


def upright(canvas: tuple[int, int], least_h: int = 0) -> bool:
    """Whether a scene with a portrait arrangement that needs ``least_h`` logical px of height
    (``Scene.upright_least_h``) is laid out upright on ``canvas``: a portrait one that tall.  A shorter one — a screen
    nearer square than its arrangement allows, 3:4 for Fat Fish's set-up — shows the scene on the stage across its middle, as a
    landscape screen does, instead of running its rows into each other."""
    return portrait(canvas) and canvas[1] >= least_h


def least_upright_h(holds, low: int = 1280, high: int = 2276) -> int:
    """The least scene height (1280 wide) at which ``holds(h)`` — an upright arrangement keeps its places apart, and
    does at every height above — found by halving: ``TableScene.upright_least_h`` (``high`` when none is less)."""
    while low < high:
        middle = (low + high) // 2
        low, high = (low, middle) if holds(middle) else (middle + 1, high)
    return high


def past_max_scale(exact: float) -> float:
    """The drawing scale of a screen whose own (``exact``) is over :data:`MAX_SCALE`: its largest whole fraction
    within [:data:`WHOLE_STRETCH_FROM`, :data:`MAX_SCALE`] (SDL then stretches by a whole factor), else
    :data:`MAX_SCALE`."""
    for times in range(2, math.ceil(exact / WHOLE_STRETCH_FROM) + 1):
        if WHOLE_STRETCH_FROM <= exact / times <= MAX_SCALE:
            return exact / times
    return MAX_SCALE


def canvas_pixels(canvas: tuple[int, int], scale: float) -> tuple[int, int]:
    """A logical canvas's size in the pixels drawn at ``scale``."""
    return max(1, round(canvas[0] * scale)), max(1, round(canvas[1] * scale))


def stage_rect(canvas: tuple[int, int], stage: tuple[int, int] = STAGE) -> pygame.Rect:
    """Where the stage sits on the canvas: centred."""
    rect = pygame.Rect((0, 0), stage)
    rect.center = (canvas[0] // 2, canvas[1] // 2)
    return rect


def margins(canvas: tuple[int, int], stage: pygame.Rect) -> list[pygame.Rect]:
    """The parts of the canvas around the stage (none on a 16:9 screen)."""
    w, h = canvas
    around = [pygame.Rect(0, 0, w, stage.y), pygame.Rect(0, stage.bottom, w, h - stage.bottom),
              pygame.Rect(0, stage.y, stage.x, stage.h), pygame.Rect(stage.right, stage.y, w - stage.right, stage.h)]
    return [rect for rect in around if rect.w > 0 and rect.h > 0]


def whole(surface: pygame.Surface) -> pygame.Surface:
    """The whole canvas a scene's stage surface is part of (a full-bleed layer paints this); the surface
    itself when it is not a part of one (a test's own surface)."""
    return surface.get_abs_parent()


def present_plainly(driver: str) -> None:
    """A plain window's frame goes to an X server by shared memory (``XShmPutImage``), not through a GL
    texture SDL would otherwise make for it: a copy the X server makes, where Mesa's software GL drew a textured
    quad and sent the picture over the socket (the frame's thread 2.4 / 4.9 ms at 1280 × 720 / 1920 × 1080, and
    13 / 30 ms of the process's CPU; shared memory 0.07 / 0.13 ms, measured on Xvfb).  X11 only: a driver with
    no framebuffer of its own (SDL 2's Wayland) needs the texture.  A value the player set is kept."""
    if driver == "x11":
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


class Display:
    """The app's window: made once, fitted to the window after every size change.

    ``window``: the window's size in physical pixels wanted for a windowed start (None: the stage's size);
    a fullscreen or kiosk window takes the desktop's size.  Under the dummy video driver (tests, tools) there
    is no desktop: a fullscreen window is then ``window`` or the stage's size too."""

    def __init__(self, fullscreen: bool, window: tuple[int, int] | None = None, sharp: bool | None = None):
        self.fullscreen = fullscreen
        self.dummy = pygame.display.get_driver() == "dummy"
        #: Draw at the window's own pixels (``scale``); None: yes on a real screen, not under the dummy driver
        #: (tests, tools), where every picture stays the logical one unless a test asks for it.
        self.sharp = not self.dummy if sharp is None else sharp
        desktop = pygame.display.get_desktop_sizes()[0] if not self.dummy else None
        if fullscreen and desktop and not window:
            physical = desktop
        else:
            physical = tuple(window) if window else STAGE
            if desktop:  # a remembered window larger than this screen: the screen's size
                physical = (min(physical[0], desktop[0]), min(physical[1], desktop[1]))
        self.window_size: tuple[int, int] = physical
        self.canvas = canvas_for(physical)
        self.scale = self._scale()
        present_plainly(pygame.display.get_driver())
        self._set_mode()
        self._window = self._renderer = None
        self._grab_window()
        if self._window is not None and not self.dummy:
            if fullscreen:
                self._window.position = (0, 0)  # no window manager: this window *is* the fullscreen one
            self._size_window(physical)
            if fullscreen:
                self._ask_fullscreen()
        self.fit()

    # -- making ---------------------------------------------------------------------------------------------
    def _flags(self) -> int:
        # NOFRAME, not FULLSCREEN: SDL's fullscreen needs a window manager, and makes the window at the
        # canvas's size (the no-window-manager bug); the window manager's fullscreen is asked for afterwards.
        if self.dummy:  # nothing is shown; pygame's SCALED fallback there corrupts memory once resized
            return 0
        frame = pygame.NOFRAME if self.fullscreen else pygame.RESIZABLE
        return frame if self.plain else pygame.SCALED | frame

    @property
    def plain(self) -> bool:
        """The surface drawn on is the window's own size: shown as it is, with no renderer to scale it (the
        module's docstring: presenting a frame)."""
        return tuple(self.pixels) == tuple(self.window_size)

    def _scale(self) -> float:
        """Physical pixels per logical one, to draw at: the window's, to :data:`SMALL_STEP`, never below
        :data:`MIN_SCALE` nor above :data:`MAX_SCALE` (past it: :func:`past_max_scale`).  It was a whole :data:`SCALE_STEP` above 1, and SDL
        stretched the rest: at 1366 × 768 (the common laptop and TV panel) the 1281 × 720 picture by 6.7 %,
        every glyph resampled and the window a scaled one (its renderer's 3 ms a frame)."""
        if not self.sharp:
            return 1.0
        (w, h), (cw, ch) = self.window_size, self.canvas
        fits = min(w / cw, h / ch)
        # (+ 1/4 step: a canvas's rounded height, 2276 for 720 × 1280, makes 0.5625 a hair less)
        exact = math.floor(fits / SMALL_STEP + 0.25) * SMALL_STEP
        return max(MIN_SCALE, exact if exact <= MAX_SCALE else past_max_scale(exact))

    @property
    def pixels(self) -> tuple[int, int]:
        """The size of the surface drawn on: the canvas at :attr:`scale` (about the window's size)."""
        return canvas_pixels(self.canvas, self.scale)

    def _set_mode(self) -> None:
        pygame.display.set_mode(self.pixels, self._flags())  # (its Surface is not kept: see ``surface``)

    @property
    def surface(self) -> pygame.Surface:
        """The window's surface as pygame has it *now*: never keep it.  SDL makes a window's surface anew after
        any change of the window's size — a fullscreen request at the size it already has included, and a window
        manager's fullscreen — at the next ``pygame.display.get_surface`` or ``flip``, and frees the old one.
        When the new one is at another address pygame hands out a new Surface object, and the one ``set_mode``
        returned points at freed memory: the kiosk's SIGSEGV in the frame's blit (720 × 1280 and 1280 × 800
        under matchbox; when the new surface happened to land at the old address, nothing showed)."""
        return pygame.display.get_surface()

    def window_pixels(self) -> tuple[pygame.Surface, int, tuple[int, int]]:
        """What a canvas made of the window's surface depends on: that Surface object and where its pixels are
        (a subsurface points into them; SDL may put a new surface's pixels elsewhere under the same object)."""
        surface = self.surface
        return surface, surface._pixels_address, surface.get_size()

    def _grab_window(self) -> None:
        if self.dummy:  # no window to size or fit (tests, tools): the canvas is the picture
            return
        if self.plain:  # its frame is its window surface: a renderer made for it would replace that
            self._renderer = None
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", DeprecationWarning)
                    from pygame._sdl2.video import Window

                    self._window = Window.from_display_module()
            except (pygame.error, ImportError, AttributeError) as error:
                log.info("no SDL window to size: %s", error)
                self._window = None
            return
        try:
            from pygame._sdl2.video import Renderer, Window

            with warnings.catch_warnings():  # "use Window.get_surface": pygame's own SCALED surface is kept
                warnings.simplefilter("ignore", DeprecationWarning)
                self._window = Window.from_display_module()
            self._renderer = Renderer.from_window(self._window)
        except (pygame.error, ImportError, AttributeError) as error:  # no renderer (some drivers)
            log.info("no SDL renderer to fit: %s", error)
            self._window = self._renderer = None

    def _size_window(self, size: tuple[int, int]) -> None:
        """The window at ``size`` physical pixels; pygame's ``SCALED`` keeps a window at least the canvas's
        size (an 800 × 480 screen got a 1280 × 768 window, its right and bottom off the screen)."""
        try:
            self._window.minimum_size = MIN_WINDOW
            if tuple(self._window.size) != tuple(size):
                self._window.size = size
        except pygame.error as error:
            log.info("could not size the window: %s", error)

    def _ask_fullscreen(self) -> None:
        """A window manager that is there makes the window fullscreen (over panels and docks); without
        one nothing happens, and the borderless desktop-sized window at (0, 0) already is the screen."""
        try:
            self._window.set_fullscreen(desktop=True)
        except pygame.error as error:
            log.info("fullscreen request refused: %s", error)

    # -- fitting --------------------------------------------------------------------------------------------
    @property
    def stage(self) -> pygame.Rect:
        return stage_rect(self.canvas)

    def physical_size(self) -> tuple[int, int]:
        if self._window is not None and not self.dummy:
            return tuple(self._window.size)
        return self.window_size

    def fit(self) -> None:
        """Scale the canvas to the whole window, exactly (not by whole factors), with no bars."""
        if self._renderer is None or self.dummy:
            return
        w, h = self.physical_size()
        cw, ch = self.pixels
        try:  # a quarter pixel over: SDL cuts the scaled picture's size down, and a canvas whose size was
            # rounded (720 × 1280: 1280 × 2276, 2276 × 0.56239 = 1279.99…) left the screen's last row black
            self._renderer.scale = ((w + 0.25) / cw, (h + 0.25) / ch)
            self._renderer.set_viewport(pygame.Rect(0, 0, cw, ch))
        except pygame.error as error:
            log.info("could not fit the renderer: %s", error)

    def echo(self, size: tuple[int, int]) -> bool:
        """A size event that is only the dummy driver (tests, tools) telling of its own ``set_mode`` at the
        canvas's size: no window changed (taken as one, it made a 800 × 480 window 1280 × 768 physical)."""
        return self.dummy and tuple(size) == tuple(self.pixels) and tuple(size) != tuple(self.window_size)

    def resized(self, size: tuple[int, int], keep_scale: bool = False) -> bool:
        """The window is now ``size`` physical pixels (the player dragged its edge, a window manager made
        it fullscreen).  Returns True when the canvas or the drawing scale changed (the scenes lay themselves
        out and draw again).  ``keep_scale``: the drawing scale stays (a drag going on: SDL stretches the
        picture the rest of the way, the pictures drawn for that scale stay)."""
        size = (max(MIN_WINDOW[0], size[0]), max(MIN_WINDOW[1], size[1]))
        old, scale = (self.canvas, self.pixels, self._flags()), self.scale
        self.window_size = size
        self.canvas = canvas_for(size)
        self.scale = scale if keep_scale else self._scale()
        changed = (self.canvas, self.pixels, self._flags()) != old  # a plain window resized is shown scaled
        if not changed:
            self.scale = scale  # the same pixels: the pictures drawn for them stay
        if changed:
            self._set_mode()
            self._grab_window()
            if self._window is not None and not self.dummy:
                self._size_window(size)  # set_mode put the window back to a whole multiple of the canvas
        self.fit()
        return changed

    def toggle_fullscreen(self, on: bool, window: tuple[int, int] | None = None) -> None:
        """Settings' fullscreen row: the screen's size, borderless at (0, 0), and the window manager's fullscreen
        (as at a fullscreen start); off: a framed, resizable window of ``window`` (or the stage's size) again."""
        if self._window is None or self.dummy:
            return
        try:
            if on:
                self._window.borderless = True
                self._window.position = (0, 0)
                self._size_window(pygame.display.get_desktop_sizes()[0])
                self._ask_fullscreen()
            else:
                self._window.set_windowed()
                self._window.borderless = False
                self._window.resizable = True
                self._size_window(tuple(window) if window else STAGE)
                self._window.position = pygame.WINDOWPOS_CENTERED
        except pygame.error as error:
            log.info("fullscreen toggle unavailable: %s", error)
