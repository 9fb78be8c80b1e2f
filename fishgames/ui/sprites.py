"""Render-once caches for all art, and the sprite objects tweens animate.

A card face, a die face or a table is drawn by :mod:`fishgames.ui.art` the first time it is
asked for and then kept, keyed by ``(kind, params, size)``; turned and flipped versions are
cached too (angles rounded to whole degrees, flip widths to 1/24), so a frame only blits —
no per-frame ``rotozoom``.  The cache has a byte budget and forgets the least recently used
surfaces first.

Kinds (``image(kind, size, *params, **options)``):

=============  ==========================================================================
``fish``       ``species, body=None, accent=None, facing="right"``; options variant, inflated, fat
``card``       ``colour, value``; options species, stars, label, variant, fat, inflated
``special``    ``icon, label="", colour="grey", value=None``
``playing``    ``rank, suit, four_colour=False``
``back``       ``accent``
``fugu``       ``creature, number=None, anchor=False``
``lure``       ``species, catch, vp, requirement=""``; options body, accent, variant
``die``        ``sides, value, colour=None``
``tumble``     ``sides, frame, colour=None`` (one of the pre-rendered rolling frames)
``table``      ``kind`` ("sand" / "wood" / "water")
``underwater`` ``seed=0``; options top, bottom, bubbles
``tile``       ``game``
``title``      (none)
``shadow``     ``radius, blur`` (a soft shadow for a ``size`` object)
=============  ==========================================================================
"""

from __future__ import annotations

import math
import time
import weakref
from collections import OrderedDict
from collections.abc import Callable
from contextlib import contextmanager

import pygame

from fishgames.ui import art, fine, pages_ahead, pen, theme
from fishgames.ui.canvas import Canvas

#: One screenful of pixels at the design size: the cache is sized by what frames show, in screens.
SCREEN_BYTES = theme.SIZE[0] * theme.SIZE[1] * 4
#: Turned and scaled copies (flying and flipping cards, ``transformed``): a frame shows at most a few
#: screens' worth of them, and an animation's copies are reused only while it plays - 2 screens (7 MB, twins
#: counted in: at k = 1.5 it held 3.25× that, copies seen once, and the app's memory grew past 250 MB; 3 screens
#: kept Fugu at k = 1.5 over 150 MB).
TURNED_BYTES = 2 * SCREEN_BYTES
#: Everything (42 MB): a table's drawn art is 8-15 MB (Fugu's deck the most), so the table being played,
#: the next one being set up and the menu stay, plus the turned copies.  It was 160 MB: 12,000 busy frames
#: filled it with 43 MB of turned copies seen once, and the app's memory grew past 200 MB.
#: At a drawing scale ≠ 1 it holds this too, twins counted (it was ``fine.room()`` = k times, 63 MB at k = 1.5, and
#: before that 1 + k² times, 136 MB, then k², 94 MB): at 1920 × 1080 the app-open RSS after 12,000 busy frames was
#: 207-236 MB (issue 33's bound: 150), and Fugu's last 1,000 frames used 15 of its 63 MB - the rest art drawn ahead.
BUDGET_BYTES = 12 * SCREEN_BYTES
TUMBLE_FRAMES = 6


def _tumble(size, sides, frame, colour=None):
    frames = image("tumble_all", size, sides, colour)
    return frames[frame % len(frames)]


RENDERERS: dict[str, Callable[..., object]] = {
    "fish": lambda size, *p, **o: art.fish_surface(size, *p, **o),
    "card": lambda size, *p, **o: art.colour_card(size, *p, **o),
    "special": lambda size, *p, **o: art.special_card(size, *p, **o),
    "playing": lambda size, *p, **o: art.playing_card(size, *p, **o),
    "back": lambda size, *p, **o: art.card_back(size, *p, **o),
    "fugu": lambda size, *p, **o: art.fugu_card(size, *p, **o),
    "lure": lambda size, *p, **o: art.lure_card(size, *p, **o),
    "die": lambda size, sides, value, colour=None: art.die_face(sides, value, size[0], colour),
    "tumble_all": lambda size, sides, colour=None: art.die_tumble_frames(
        sides, size[0], colour, TUMBLE_FRAMES
    ),
    "tumble": _tumble,
    "table": lambda size, kind, seed=0: art.table_surface(kind, size, seed),
    "underwater": lambda size, seed=0, **options: art.underwater(size, seed, **options),
    "tile": lambda size, game: art.game_tile(game, size),
    "title": lambda size, seed=0: art.title_backdrop(size, seed),
    "shadow": lambda size, radius=8, blur=5: art.soft_shadow(size, fine.px(radius), fine.px(blur)),
}
#: Kinds whose pictures are also drawn in steps (``art.draw.Steps``: their maker's calls in its order, so the same
#: pixels): drawn ahead (:func:`prepare`) a step or a few a frame.  At 3840 × 2160 the water was 60-160 ms of CPU in
#: one frame, Go Fish's sand table 60-260, a d20's tumble set 430 (before the dice's numerals lost their unseen twins).
STEPS: dict[str, Callable[..., object]] = {
    "tumble_all": lambda size, sides, colour=None: art.die_tumble_steps(sides, size[0], colour, TUMBLE_FRAMES),
    "table": lambda size, kind, seed=0: art.table_surface_steps(kind, size, seed),
    "underwater": lambda size, seed=0, **options: art.underwater_steps(size, seed, **options),
}
#: The pictures being drawn in steps (their cache keys -> their steps under way).
_drawing: dict[tuple, object] = {}
#: Kinds whose maker draws nothing of its own at the drawing scale: a frame picked from drawn ones (``tumble``),
#: or a note that another cache is warm (``sprites.register(..., scaled=False)``).
UNSCALED: set[str] = {"tumble"}


def _bytes(value) -> int:
    if isinstance(value, pygame.Surface):
        return fine.held_bytes(value)
    if isinstance(value, list | tuple):
        return sum(_bytes(v) for v in value)
    return 64


class SurfaceCache:
    """An LRU cache of rendered surfaces with a byte budget, and a smaller one within it for the turned
    copies (keys of kind ``TURNED``): those are many and short-lived, so they never push out drawn art.
    Over a drawing scale of 1 both budgets are times ``fine.kept_share()``: the art keeps only its twins there
    (``fine.shrunk``), and the budgets hold the pictures they held with the logical copies; over k = 1.5 they
    grow by ``fine.beyond()`` too, so 2560 × 1440 keeps the pictures 1920 × 1080 keeps."""

    def __init__(self, budget: int = BUDGET_BYTES, turned_budget: int = TURNED_BYTES):
        self.budget = budget
        self.turned_budget = turned_budget
        self.used = 0
        self._items: OrderedDict[tuple, tuple[object, int]] = OrderedDict()
        self._turned: OrderedDict[tuple, int] = OrderedDict()  # the turned keys, least recently used first
        self.turned_used = 0
        self.hits = 0
        self.misses = 0

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: tuple) -> bool:
        return key in self._items

    def find(self, key: tuple):
        """The cached value for ``key`` (counted as a hit and kept longest), or None."""
        item = self._items.get(key)
        if item is None:
            return None
        self._items.move_to_end(key)
        if key[0] == TURNED:
            self._turned.move_to_end(key)
        self.hits += 1
        return item[0]

    def get(self, key: tuple, make: Callable[[], object]):
        found = self.find(key)
        if found is not None:
            return found
        return self.put(key, make())

    def put(self, key: tuple, value):
        """Keep a freshly drawn ``value`` under ``key`` (a miss), forgetting the oldest beyond the budget."""
        if isinstance(value, pygame.Surface) and pygame.display.get_surface() is not None:
            twin = fine.twin(value)
            value = alpha_for_display(value)  # faster blits once a window exists
            if twin is not None:
                fine.pair(value, alpha_for_display(twin))
        return self.put_part(key, value, _bytes(value))

    def put_part(self, key: tuple, value, held: int):
        """Keep ``value`` under ``key`` as drawn, counted at ``held`` bytes: a part other pictures are drawn from
        (:func:`shared_fish`), or a picture :meth:`put` readied for the screen and counted with its twin."""
        self.misses += 1
        self._forget(key)
        share = fine.kept_share() * fine.beyond()  # twins only over k = 1; grown over k = 1.5
        budget, turned_budget = self.budget * share, self.turned_budget * share
        self._items[key] = (value, held)
        self.used += held
        if key[0] == TURNED:
            self._turned[key] = held
            self.turned_used += held
            while self.turned_used > turned_budget and len(self._turned) > 1:
                self._forget(next(iter(self._turned)))
        while self.used > budget and len(self._items) > 1:
            self._forget(next(iter(self._items)))
        return value

    def _forget(self, key: tuple) -> None:
        item = self._items.pop(key, None)
        if item is None:
            return
        self.used -= item[1]
        if self._turned.pop(key, None) is not None:
            self.turned_used -= item[1]

    def demote(self, keys) -> None:
        """Forget ``keys`` first when the budget is next exceeded (unless they are looked up again before):
        pictures a table painted into its backdrop and does not blit again (``backdrop_sources``)."""
        for key in keys:
            if key in self._items:
                self._items.move_to_end(key, last=False)

    def clear(self) -> None:
        self._items.clear()
        self._turned.clear()
        self.used = self.turned_used = 0


CACHE = SurfaceCache()


def _freeze(value):
    """Make params hashable (lists → tuples, dicts → sorted item tuples)."""
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _freeze(v)) for k, v in value.items()))
    return value


def register(kind: str, renderer: Callable[..., object], scaled: bool = True) -> Callable[..., object]:
    """Add a game's own art ``kind``: ``renderer(size, *params, **options)`` draws it (once; then cached).
    ``scaled``: it draws a picture of ``size``, which at a drawing scale ≠ 1 is drawn at the screen's pixels
    too (False: a note that another cache is warm, drawn once at the logical size).

    The first renderer of a kind stays (a module imported again does not replace the cached art's maker).
    """
    if not scaled:
        UNSCALED.add(kind)
    return RENDERERS.setdefault(kind, renderer)


def key(kind: str, size, *params, **options) -> tuple:
    """The cache key of one picture.  Params and options that are hashable already (strings, numbers,
    tuples: every frame's usual case) are used as they are; only lists and dicts are frozen — the same key
    either way, without a recursive walk in every frame.  Whether colour symbols are drawn (``theme.symbols``)
    is part of every key: art drawn with them is never found with them switched off; so is the drawing
    scale (:mod:`fishgames.ui.fine`): art drawn for one screen's pixels is never found on another."""
    size = (int(size[0]), int(size[1]))
    items = tuple(sorted(options.items())) if options else ()
    try:
        hash(params), hash(items)
    except TypeError:
        return (kind, _freeze(params), size, _freeze(options), theme.symbols, fine.k)
    return (kind, params, size, items, theme.symbols, fine.k)


def image(kind: str, size, *params, **options):
    """The rendered art for ``kind`` at ``size`` (cached: the same object every time).  Just after the drawing
    scale changed, art not drawn at the new one yet is the same picture drawn at the old one (resampled), and
    is drawn anew a little each frame (:func:`rescaled`)."""
    wanted = key(kind, size, *params, **options)
    if _noted is not None:
        _noted.append(wanted)
    found = CACHE.find(wanted)
    if found is not None:
        return found
    if _earlier:
        earlier = _earlier.get(wanted[:-1])
        found = CACHE.find(earlier) if earlier is not None else None
        if found is not None:
            if wanted not in _redrawing:
                _redrawing.add(wanted)
                REDRAW.append((kind, size, *params, options))
            return found
    return _render(kind, size, params, options)


#: Art kept from an earlier drawing scale (its key without the scale -> its key), while it is drawn anew.
_earlier: dict[tuple, tuple] = {}
_redrawing: set[tuple] = set()
#: The specs to draw at the new scale, a few a frame (the app steps them: :func:`redraw_step`).
REDRAW: list = []


def rescaled() -> None:
    """The drawing scale changed: the art drawn so far is still shown (resampled, soft) and drawn anew at the
    new scale within a budget a frame, so a window made larger is not one frame of a second's drawing."""
    _earlier.clear()
    _earlier.update((item[:-1], item) for item in CACHE._items if item[0] != TURNED)
    _redrawing.clear()
    REDRAW.clear()
    _drawing.clear()  # (pictures half drawn at the old scale)


def redraw_step(budget: float | None) -> bool:
    """Draw some of :data:`REDRAW` within ``budget`` seconds (None: all); True when the last of it was drawn in
    this call (the caller then repaints what it composed from the stand-ins: the backdrops)."""
    if not REDRAW:
        return False
    started = time.perf_counter()
    while REDRAW and (budget is None or time.perf_counter() - started <= budget):
        kind, size, *params, options = REDRAW.pop(0)
        if key(kind, size, *params, **options) not in CACHE:
            _render(kind, size, tuple(params), options)  # not image(): that finds the stand-in
    if REDRAW:
        return False
    _earlier.clear()
    _redrawing.clear()
    return True


def _render(kind: str, size, params: tuple, options: dict):
    if kind not in RENDERERS:
        raise ValueError(f"unknown art kind {kind!r}")
    size = (int(size[0]), int(size[1]))
    wanted = key(kind, size, *params, **options)
    steps = _drawing.pop(wanted, None)  # (drawn ahead in part: the rest of it now)
    drawn = art.finish(steps) if steps is not None else RENDERERS[kind](_drawn_size(kind, size), *params, **options)
    return _keep(kind, wanted, drawn)


def _drawn_size(kind: str, size: tuple[int, int]) -> tuple[int, int]:
    """The pixels a picture of ``size`` is drawn at: the screen's over a drawing scale of 1 (then twinned)."""
    return size if not fine.draws_art() or kind in UNSCALED else fine.size(size)


def _keep(kind: str, wanted: tuple, drawn):
    """Cache a drawn picture (twinned when it was drawn at the screen's pixels)."""
    if fine.draws_art() and kind not in UNSCALED:
        drawn = twinned(drawn)
    return CACHE.put(wanted, drawn)


def _stepped(spec) -> tuple | None:
    """The picture to draw in steps for ``spec`` (its kind, size, params and options), or None: a tumble's frame
    is picked from its set, which is drawn a die a step."""
    if spec[0] == TURNED:
        return None
    kind, size, *params = spec
    options = params.pop() if params and isinstance(params[-1], dict) else {}
    if kind == "tumble":  # (size, sides, frame, colour=None): its set is (size, sides, colour)
        kind, params = "tumble_all", [params[0], *params[2:]]
    if kind not in STEPS:
        return None
    return kind, (int(size[0]), int(size[1])), tuple(params), options


def step_drawing(kind: str, size, params: tuple, options: dict, until: float) -> bool:
    """Take a step of a :data:`STEPS` picture's drawing, and more while ``time.perf_counter()`` is before ``until``;
    True once it is drawn (and cached)."""
    wanted = key(kind, size, *params, **options)
    if wanted in CACHE:
        return True
    steps = _drawing.get(wanted)
    if steps is None:
        steps = _drawing[wanted] = STEPS[kind](_drawn_size(kind, size), *params, **options)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            del _drawing[wanted]
            _keep(kind, wanted, done.value)
            return True
        if time.perf_counter() >= until:
            return False


#: The kinds only a backdrop is painted from: screen-sized pictures (with their twins, 11 MB at 1920 × 1080 for a
#: screenful of water) that the backdrop holds painted in once it is made.
BACKDROP_KINDS = frozenset({"underwater", "table"})
_noted: list | None = None


@contextmanager
def backdrop_sources():
    """Paint a backdrop inside: the water and table pictures it was painted from are then the first the cache
    forgets (``SurfaceCache.demote``), not the cards drawn ahead for the frames to come.  At 1920 × 1080 the
    cache's budget (twins counted) holds Fischen's or Fugu's deck, their water and the turned copies only
    without the water: the faces were forgotten and drawn again mid-game, 8-11 ms a frame (issue 29).  The
    screens a table opens from draw its art ahead (``art_ahead``), the water again if it went."""
    global _noted
    outer, _noted = _noted, []
    try:
        yield
    finally:
        noted, _noted = _noted, outer
        CACHE.demote(reversed([key for key in noted if key[0] in BACKDROP_KINDS]))


def twinned(drawn):
    """Art drawn at the screen's pixels as the twin of its logical picture (made smaller from it: what
    layouts and logical surfaces see)."""
    if isinstance(drawn, list | tuple):
        return type(drawn)(twinned(part) for part in drawn)
    if not isinstance(drawn, pygame.Surface):
        return drawn
    w, h = drawn.get_size()
    size = (max(1, round(w / fine.k)), max(1, round(h / fine.k)))
    if fine.can_hollow():  # only the twin kept: a plain surface gets the logical pixels made (fine.logical_pixels)
        return fine.shrunk(alpha_for_display(drawn), size)
    logical = pygame.transform.smoothscale(drawn, size)
    return fine.pair(logical, drawn)


SHARED_FISH = "shared_fish"
SPOTTED_PARTS = "spotted_parts"
TINTED_PARTS = "tinted_parts"


def kept_part(wanted: tuple, make: Callable[[], object], held: Callable[[object], int]):
    """A part other pictures are drawn from, found in the cache under ``wanted`` or made and kept there as made, at
    ``held(part)`` bytes (at the screen's pixels already: no twin)."""
    found = CACHE.find(wanted)
    return found if found is not None else CACHE.put_part(wanted, part := make(), held(part))


def surface_bytes(surface: pygame.Surface) -> int:
    return surface.get_width() * surface.get_height() * surface.get_bytesize()


def shared_fish(size, species: str, body=None, accent=None, *, variant: int = 0, **options) -> pygame.Surface:
    """``art.fish_surface`` for a card's maker (``art.colour_card``'s ``drawn_fish``), drawn once for every card of
    one colour when its species takes nothing from the variant (``art.SAME_EVERY_VARIANT``): the fish was 12 of a
    Fischen face's 20 ms at 342 × 480 (k = 1.5, issue 29), the same picture on each of a colour's ten values.  Kept
    in the cache beside the pictures, at its own bytes (:func:`kept_part`).  A spotted one (``art.SPOTTED``: goby,
    pufferfish) shares all but its spots (``art.spotted_fish``), its parts kept alike; a tinted one (``art.TINTED``:
    the octopus of a Fischen zero, one a colour) its flat shapes with every colour (``art.tinted_fish``)."""
    size = (int(size[0]), int(size[1]))
    if species in art.TINTED:
        body, accent = body or art.SPECIES_COLOURS[species][0], accent or art.SPECIES_COLOURS[species][1]
        first = []  # (the parts' own drawing is in the first colour's: its picture)

        def make() -> art.TintedParts:
            parts, picture = art.tinted_parts(size, species, body, accent, variant=variant)
            first.append(picture)
            return parts
        parts = kept_part((TINTED_PARTS, size, species, variant), make, art.TintedParts.bytes)
        return first[0] if first else art.tinted_fish(parts, size, species, body, accent, variant=variant)
    if species in art.SPOTTED and not options.keys() - {"inflated", "fat"}:
        parts = kept_part((SPOTTED_PARTS, size, species, body, accent, _freeze(options)),
                          lambda: art.spotted_parts(size, species, body, accent, **options), art.SpottedParts.bytes)
        drawn = art.spotted_fish(parts, art.spots_of(size, species, variant=variant, **options))
        if drawn is not None:
            return drawn
    if species not in art.SAME_EVERY_VARIANT:
        return art.fish_surface(size, species, body, accent, variant=variant, **options)
    return kept_part((SHARED_FISH, size, species, body, accent, _freeze(options)),
                     lambda: art.fish_surface(size, species, body, accent, **options), surface_bytes)


def spec_image(spec) -> pygame.Surface:
    """The cached picture of a spec ``(kind, size, *params[, {options}])`` or of a :func:`turned_spec`."""
    if spec[0] == TURNED:
        return transformed(spec_key(spec[1]), spec_image(spec[1]), *spec[2:])
    kind, size, *params = spec
    options = params.pop() if params and isinstance(params[-1], dict) else {}
    return image(kind, size, *params, **options)


def opaque(spec) -> pygame.Surface:
    """An opaque copy of a spec's cached picture, to paint a table's backdrop on (an SDL surface without
    alpha, as the picture was drawn, so what is painted on it looks the same); while :func:`painting_twins`,
    a :class:`~fishgames.ui.canvas.Canvas` over an opaque copy of its twin."""
    picture = spec_image(spec)
    if _twin_pass:
        pixels = fine.physical(picture)
        held = pages_ahead.holds(spec_key(spec), pixels.get_size())  # (copied in ahead: pages_ahead.fill)
        surface = pages_ahead.take(pixels.get_size())  # (its pages touched ahead)
        if surface is None:
            surface, held = pygame.Surface(pixels.get_size()), False
        if not held:
            surface.blit(pixels, (0, 0))
        return Canvas(surface, picture.get_size(), fine.k)
    surface = pygame.Surface(picture.get_size())
    surface.blit(fine.logical_pixels(picture), (0, 0))
    return surface


def paintable(picture: pygame.Surface):
    """A copy of ``picture`` to paint a backdrop on; while :func:`painting_twins`, a Canvas over a copy of
    its twin."""
    if not _twin_pass:
        return fine.logical_pixels(picture).copy()
    return Canvas(fine.physical(picture).copy(), picture.get_size(), fine.k)


_twin_pass = False


@contextmanager
def painting_twins():
    """Paint a backdrop again, at the screen's pixels: :func:`opaque` and :func:`paintable` give Canvases, so
    the same painting code (``blit``, :mod:`fishgames.ui.pen`) draws the backdrop's twin."""
    global _twin_pass
    _twin_pass = True
    try:
        yield
    finally:
        _twin_pass = False


def for_display(surface: pygame.Surface) -> pygame.Surface:
    """``surface`` in the window's pixel format, for the fastest blits: converted only if it is not in it
    already.  A plain new surface already is, and converting a full-screen one copies it all (2-2.5 ms, in
    a table's first frame).  A Canvas: its pixels."""
    if isinstance(surface, Canvas):
        return Canvas(for_display(surface.pixels), surface.size, surface.k)
    screen = pygame.display.get_surface()
    if screen is None or (surface.get_bitsize(), surface.get_masks()) == (screen.get_bitsize(), screen.get_masks()):
        return surface
    return surface.convert()


_alpha_format: list = [None, None]  # (a weak reference to the window's surface, the format convert_alpha gives it)


def alpha_for_display(surface: pygame.Surface) -> pygame.Surface:
    """``surface`` with its per-pixel alpha in the format ``convert_alpha`` gives for the window (the fastest blits):
    converted only if it is not in it already.  A picture drawn on a new ``SRCALPHA`` surface usually is, and its
    conversion was a copy of every pixel (a new surface to map and clear): at 1920 × 1080 each card turned in flight
    and its twin, and a Fugu reef row and its twin, a tenth of the slowest busy frames (issue 29)."""
    screen = pygame.display.get_surface()
    if screen is None:
        return surface
    if _alpha_format[0] is None or _alpha_format[0]() is not screen:
        probe = pygame.Surface((1, 1), pygame.SRCALPHA).convert_alpha()
        _alpha_format[:] = [weakref.ref(screen), (probe.get_bitsize(), probe.get_masks())]
    if (surface.get_flags() & pygame.SRCALPHA and surface.get_colorkey() is None and surface.get_alpha() in (None, 255)
            and (surface.get_bitsize(), surface.get_masks()) == _alpha_format[1]):
        return surface
    return surface.convert_alpha()


def shadow_spec(size, lift: float = 0.0) -> tuple:
    """The spec of the soft shadow a ``size`` sprite casts ``lift`` off the table (see ``Sprite.draw``)."""
    w, h = int(size[0]), int(size[1])
    return ("shadow", (w, h), max(4, round(w * 0.09)), 4 + round(4 * lift))


def shadow_specs(size) -> list[tuple]:
    """The shadows of a ``size`` sprite at every lift (its blur grows in whole steps as it rises)."""
    return [shadow_spec(size, step / 4) for step in range(5)]


def turned_spec(spec, angle: float = 0.0, scale: float = 1.0, scale_x: float = 1.0) -> tuple:
    """The spec of ``spec`` as :func:`transformed` turns and scales it (to draw ahead: ``prewarm``)."""
    return (TURNED, spec, angle, scale, scale_x)


TURNED = "xf"  # the kind of turned_spec, and the first part of transformed's keys


def spec_key(spec) -> tuple:
    """The cache key of a sprite spec ``(kind, size, *params[, {options}])``."""
    if spec[0] == TURNED:
        return _turned_key(spec_key(spec[1]), *spec[2:])
    kind, size, *params = spec
    options = params.pop() if params and isinstance(params[-1], dict) else {}
    return key(kind, size, *params, **options)


def prewarm(specs, budget: float | None = None) -> bool:
    """Render the specs not cached yet; with ``budget`` (seconds) stop once it is used up.

    A fish card takes ~10–20 ms to draw the first time, so a scene renders its deck ahead:
    all at once in ``enter()``, or a few per frame with :func:`prepare` until it returns True.
    """
    return _render_ahead(specs, budget) is None


def prepare(todo: list, budget: float) -> bool:
    """A few of ``todo``'s specs per frame within ``budget`` seconds (at least one), True once all are
    drawn; the drawn ones leave the list, so the next frame starts where this one stopped instead of
    building their keys again."""
    left = _render_ahead(todo, budget)
    del todo[:len(todo) if left is None else left]
    return left is None


def _render_ahead(specs, budget: float | None) -> int | None:
    """Render ``specs`` not cached yet (and on a small screen a backdrop's picture for it: :func:`shrunk_ahead`);
    the index where the budget ran out, or None when all are done."""
    started = time.perf_counter()
    rendered = 0
    for index, spec in enumerate(specs):
        cached = spec_key(spec) in CACHE
        if cached and not _shrinks(spec):
            continue
        if rendered and budget is not None and time.perf_counter() - started > budget:
            return index  # at least one per call, so a tiny budget still makes progress
        stepped = _stepped(spec) if budget is not None and not cached else None
        if stepped is not None and not step_drawing(*stepped, until=started + budget):
            return index  # (a picture drawn in steps: its next steps in the next call)
        picture = spec_image(spec)
        if shrunk_ahead(picture) or not cached:
            rendered += 1
    return None


def keep_first(keys) -> None:
    """Make the cached pictures of ``keys`` (most urgent first) the last used, the first of them last.  Art drawn
    ahead in that order left the most urgent the oldest, and a list larger than the byte budget let them go first
    (Fugu at 1920 × 1080: its sea, the first spec, was forgotten behind its tiles and drawn again in the table's
    first frame, 40 ms of it).  Touched after each step of drawing, the budget lets the least urgent go instead."""
    for key in reversed(keys):
        CACHE.find(key)


#: A picture of at least this many logical pixels (a quarter of the stage: a backdrop, the water) drawn ahead on a
#: screen smaller than the stage is made smaller ahead too (:func:`shrunk_ahead`).
BACKDROP_PIXELS = theme.SIZE[0] * theme.SIZE[1] // 4


def _shrinks(spec) -> bool:
    """Whether ``spec`` may still need :func:`shrunk_ahead` (under 1, a backdrop-sized spec)."""
    return fine.k < 1 and spec[0] != TURNED and spec[1][0] * spec[1][1] >= BACKDROP_PIXELS


def shrunk_ahead(picture) -> bool:
    """On a screen smaller than the stage (k < 1) the art kit's pictures are drawn logical and made smaller once,
    when first shown (``fine.draws_art``); for a backdrop-sized one (the water at the canvas's size, a table's felt)
    that is 5-15 ms of smoothscale in a table's first frame (a 1280 × 2276 sea for the upright panel): done here
    ahead instead, the very picture the first frame would make.  Only backdrops: the first frame shows them all
    (a deck's faces are not shown at once, and their smaller copies would only be memory).  True if it was made."""
    if fine.k >= 1 or not isinstance(picture, pygame.Surface) or fine.twin(picture) is not None:
        return False
    if picture.get_width() * picture.get_height() < BACKDROP_PIXELS:
        return False
    fine.physical(picture)
    return True


def transformed(
    base_key: tuple, base: pygame.Surface, angle: float = 0.0, scale: float = 1.0, scale_x: float = 1.0
) -> pygame.Surface:
    """``base`` turned by ``angle`` degrees, scaled, and squeezed horizontally (flip), cached.

    Angles are rounded to whole degrees, scales to 1/50 and flip widths to 1/24, so an
    animation touches a few dozen cached surfaces instead of transforming every frame.
    """
    turned = _turned_key(base_key, angle, scale, scale_x)
    if turned is base_key:
        return base
    found = CACHE.find(turned)
    if found is not None:
        return found
    made = _transform(base, *turned[2:])
    if fine.k != 1 and fine.is_shrunk(base):  # a shrunk base: the turned copy keeps only its twin too
        made = fine.shrunk(alpha_for_display(_transform(fine.physical(base), *turned[2:])), made.get_size(),
                           lambda: _transform(fine.logical_pixels(base), *turned[2:]))
    elif fine.k != 1:
        fine.pair(made, _transform(fine.physical(base), *turned[2:]))
    if _earlier and base_key not in CACHE:  # a stand-in from an earlier scale: not kept
        return made
    return CACHE.put(turned, made)


def _turned_key(base_key: tuple, angle: float, scale: float, scale_x: float) -> tuple:
    """``transformed``'s key (angles to whole degrees, scales to 1/50, flips to 1/24); ``base_key`` itself
    when nothing turns."""
    a = round(angle) % 360
    s = round(scale * 50) / 50
    sx = round(abs(scale_x) * 24) / 24
    if a == 0 and s == 1 and sx == 1:
        return base_key
    return (TURNED, base_key, a, s, sx)


def _transform(base: pygame.Surface, angle: int, scale: float, scale_x: float) -> pygame.Surface:
    w, h = base.get_size()
    img = base
    if scale != 1 or scale_x != 1:
        img = pygame.transform.smoothscale(
            base, (max(1, round(w * scale * scale_x)), max(1, round(h * scale)))
        )
    if angle:
        img = pygame.transform.rotozoom(img, angle, 1.0)
    return img


class Sprite:
    """Something drawn at ``pos`` (its centre) that tweens move, turn, scale and fade.

    ``image`` is either a spec ``(kind, size, *params[, {options}])`` for :func:`image`
    (recommended: turned copies are cached globally) or a ready Surface.  ``scale_x`` squeezes
    horizontally (a flip's half).
    """

    def __init__(
        self,
        image,
        pos=(0.0, 0.0),
        *,
        angle: float = 0.0,
        scale: float = 1.0,
        alpha: float = 255,
        shadow: bool = False,
        z: int = 0,
        options: dict | None = None,
    ):
        self.image = image
        self.options = options or {}
        self.pos = (float(pos[0]), float(pos[1]))
        self.angle = float(angle)
        self.scale = float(scale)
        self.scale_x = 1.0
        self.alpha = float(alpha)
        self.shadow = shadow
        self.lift = 0.0  # 0 = on the table, 1 = picked up (bigger, softer shadow)
        self.visible = True
        self.z = z
        self._resolved: dict[int, tuple] = {}  # id(spec) -> (spec, options, theme.symbols, key, surface)
        self._extras: dict[str, tuple] = {}  # kind -> (size, params, key, surface): shadow, dim, glow

    # -- surfaces ---------------------------------------------------------------------------
    def _resolve(self, spec) -> tuple[tuple, pygame.Surface]:
        """(key, surface) of ``spec``, remembered per spec object: a sprite's front and back are the same
        tuples every frame, so a frame neither builds keys nor looks them up."""
        known = self._resolved.get(id(spec))
        look = (theme.symbols, fine.k)  # a picture drawn with the symbols switched, or for other pixels: anew
        if known is not None and known[0] is spec and known[1] is self.options and known[2] == look:
            return known[3], known[4]
        if isinstance(spec, pygame.Surface):
            found = ("raw", id(spec)), spec
        else:
            kind, size, *params = spec
            options = self.options
            if params and isinstance(params[-1], dict):  # ("card", size, "blue", 7, {"species": "goby"})
                options = {**options, **params.pop()}
            found = key(kind, size, *params, **options), image(kind, size, *params, **options)
        if len(self._resolved) > 8:  # a sprite shown with many faces over its life
            self._resolved.clear()
        if found[0] in CACHE or found[0][0] == "raw":  # not a stand-in kept from an earlier scale
            self._resolved[id(spec)] = (spec, self.options, look, *found)
        return found

    def current(self) -> tuple[tuple, pygame.Surface]:
        """The (key, surface) showing right now (CardSprite picks front or back)."""
        return self._resolve(self.image)

    @property
    def size(self) -> tuple[int, int]:
        return self.current()[1].get_size()

    @property
    def rect(self) -> pygame.Rect:
        """The un-turned bounds at the current scale (for hit tests)."""
        w, h = self.size
        r = pygame.Rect(0, 0, round(w * self.scale), round(h * self.scale))
        r.center = (round(self.pos[0]), round(self.pos[1]))
        return r

    def contains(self, point) -> bool:
        """Hit test that respects the turn angle (the point is turned back into the sprite)."""
        dx, dy = point[0] - self.pos[0], point[1] - self.pos[1]
        a = math.radians(self.angle)
        x = dx * math.cos(a) - dy * math.sin(a)
        y = dx * math.sin(a) + dy * math.cos(a)
        w, h = self.size
        return abs(x) <= w * self.scale / 2 and abs(y) <= h * self.scale / 2

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.alpha <= 0:
            return
        base_key, base = self.current()
        if isinstance(self.image, pygame.Surface):
            img = self._local_transform(base)
        else:
            img = transformed(base_key, base, self.angle, self.scale * (1 + 0.06 * self.lift), self.scale_x)
        centre = (round(self.pos[0]), round(self.pos[1] - 6 * self.lift))
        if self.shadow:
            self._draw_shadow(surface, base.get_size())
        if self.alpha < 255:
            img = fine.faded(img, int(self.alpha))
        surface.blit(img, img.get_rect(center=centre))
        self.draw_overlay(surface, img.get_rect(center=centre))

    def draw_overlay(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Hook for highlights on top (CardSprite dims or glows)."""

    def _draw_shadow(self, surface, size) -> None:
        sh = transformed(*self._picture(*shadow_spec(size, self.lift)), self.angle, self.scale, self.scale_x)
        if self.alpha < 255:
            sh = fine.faded(sh, int(self.alpha * 0.8))
        off = 3 + 8 * self.lift
        surface.blit(sh, sh.get_rect(center=(round(self.pos[0] + off * 0.5), round(self.pos[1] + off))))

    def _picture(self, kind: str, size, *params) -> tuple[tuple, pygame.Surface]:
        """(key, surface) of a picture drawn with the sprite every frame (its shadow, a dim or glow
        overlay), remembered while its look stays the same: no key is built for it frame after frame."""
        known = self._extras.get(kind)
        if known is not None and known[0] == size and known[1] == params and known[2][-1] == fine.k:
            return known[2], known[3]
        found = key(kind, size, *params), image(kind, size, *params)
        if found[0] in CACHE:  # not a stand-in kept from an earlier scale
            self._extras[kind] = (size, params, *found)
        return found

    def _local_transform(self, base: pygame.Surface) -> pygame.Surface:
        cache = self.__dict__.setdefault("_xf", OrderedDict())
        k = (
            id(base),
            round(self.angle) % 360,
            round(self.scale * 50) / 50,
            round(abs(self.scale_x) * 24) / 24,
        )
        img = cache.get(k)
        if img is None:
            img = _transform(base, *k[1:]) if k[1:] != (0, 1.0, 1.0) else base
            cache[k] = img
            while len(cache) > 48:
                cache.popitem(last=False)
        return img


class CardSprite(Sprite):
    """A card with a front and a back.

    ``flip`` runs 0 → 1 to turn the card over: the width follows ``|cos(π·flip)|`` and the
    other side shows from the half-way point on.  At the end call :meth:`settle_flip` (or
    tween ``flip`` and read :attr:`showing_front`).  ``dim`` greys out an unplayable card,
    ``glow`` rings a playable one, ``raised`` lifts it a little (legal cards in hand).
    """

    def __init__(self, front, back=None, pos=(0.0, 0.0), *, face_up: bool = True, **kw):
        super().__init__(front, pos, shadow=kw.pop("shadow", True), **kw)
        self.front = front
        self.back = back
        self.face_up = face_up
        self.flip = 0.0
        self.dim = False
        self.glow = False

    @property
    def showing_front(self) -> bool:
        return self.face_up != (self.flip >= 0.5) if self.back is not None else True

    def settle_flip(self) -> None:
        """After a completed flip: make the shown side the resting side again (flip = 0)."""
        if self.flip >= 0.5:
            self.face_up = not self.face_up
        self.flip = 0.0

    def current(self) -> tuple[tuple, pygame.Surface]:
        return self._resolve(self.front if self.showing_front else self.back)

    def draw(self, surface: pygame.Surface) -> None:
        squeeze = abs(math.cos(math.pi * self.flip))
        saved = self.scale_x
        self.scale_x = saved * max(0.02, squeeze)
        try:
            super().draw(surface)
        finally:
            self.scale_x = saved

    def draw_overlay(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if self.dim or self.glow:
            overlay = transformed(
                *self._picture("card_dim" if self.dim else "card_glow", self.size),
                self.angle,
                self.scale * (1 + 0.06 * self.lift),
                self.scale_x,
            )
            surface.blit(overlay, overlay.get_rect(center=rect.center))


def _card_dim(size):
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pen.rect(surf, (20, 30, 45, 110), surf.get_rect(), border_radius=max(4, round(size[0] * 0.09)))
    return surf


def _card_glow(size):
    w, h = size
    surf = pygame.Surface((w + 16, h + 16), pygame.SRCALPHA)
    ring = pygame.Surface((w + 16, h + 16), pygame.SRCALPHA)
    pen.rect(
        ring,
        (*theme.GLOW, 200),
        ring.get_rect().inflate(-4, -4),
        6,
        border_radius=max(6, round(w * 0.09)) + 6,
    )
    surf.blit(pygame.transform.gaussian_blur(ring, 3), (0, 0))
    pen.rect(
        surf,
        (*theme.GLOW, 255),
        surf.get_rect().inflate(-12, -12),
        3,
        border_radius=max(6, round(w * 0.09)) + 2,
    )
    return surf


RENDERERS["card_dim"] = lambda size: _card_dim(size)
RENDERERS["card_glow"] = lambda size: _card_glow(size)
