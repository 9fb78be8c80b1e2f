"""Art drawn once per test process, for the modules that check a frame's texts or layout, not how art is drawn or
cached: ``pytestmark = pytest.mark.usefixtures("art_drawn_once")``.

The app keeps its drawn art in ``sprites.CACHE`` and forgets all of it whenever the legible floors change
(``legibility.apply``: a picture may hold text measured with the old floors).  The small-panel checks resize one
moment's window through 1280 × 720, 800 × 480, 1024 × 600 and 720 × 1280, each size new floors, so every card,
fish and backdrop was drawn again at each resize, and again for the next moment: in
``tests/ui/test_small_panel_words.py`` the app asked for 3,200 pictures, 1,319 of them different (key and
floors).  Measured (CPU of one process, main's file then this one, back to back, load 14-20): the words
52.7 -> 48.8 s, ``tests/ui/test_small_panel_layout.py`` 56.3 -> 40.0 s; the process holds up to
:data:`BUDGET` more (its peak 977 -> 1,390 MB in the layout module).

Here a picture is drawn the first time its key is met under the floors in force and kept (by key, floors,
language, drawing scale and symbols: everything the app itself keys or forgets it by, the floors also as
the theme and widgets hold them, should a test set them there alone), within :data:`BUDGET`; the
next time the app's cache wants it, its kind's renderer answers with a copy (with a copy of any twin)
instead of drawing it.  The app's own code runs as ever around the renderer (``sprites._render`` makes the
twin, the cache misses, puts, forgets and clears as in the product): only the renderer's answer is kept.
``FISHGAMES_ART_ONCE_CHECK=1`` draws each picture anyway and fails on the first one that is not the same, pixel
for pixel (how this was checked: see the commits).
"""

from __future__ import annotations

import os
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager

import pygame

#: Bytes of kept pictures (with their twins) a test process holds at most, least recently used forgotten first.
BUDGET = int(os.environ.get("FISHGAMES_ART_ONCE_MB", "512")) << 20

_kept: OrderedDict[tuple, tuple[object, int]] = OrderedDict()
_used = 0
CHECK = os.environ.get("FISHGAMES_ART_ONCE_CHECK") == "1"


class _Kept:
    """A drawn surface and its twin, kept apart from ``fine``'s table of twins (a new drawing scale clears it);
    ``hollow``: the surface was only a size over its twin (``fine.hollow``), and its copies are so too."""

    __slots__ = ("surface", "twin", "hollow")

    def __init__(self, surface: pygame.Surface, twin: pygame.Surface | None, hollow: bool = False):
        self.surface, self.twin, self.hollow = surface, twin, hollow


def kept(value):
    """What to keep of a drawing: a copy of each surface with a copy of its twin (lists and tuples alike)."""
    from fishgames.ui import fine

    if isinstance(value, pygame.Surface):
        twin = fine.twin(value)
        return _Kept(value.copy(), None if twin is None else twin.copy(), fine.is_hollow(value))
    if isinstance(value, list | tuple):
        return type(value)(kept(part) for part in value)
    return value


def copied(value):
    """A new drawing from what :func:`kept` kept: each surface copied, paired with a copy of its twin."""
    from fishgames.ui import fine

    if isinstance(value, _Kept) and value.hollow:
        return fine.hollow(value.twin.copy(), value.surface.get_size())
    if isinstance(value, _Kept):
        made = value.surface.copy()
        if value.twin is not None:
            fine.pair(made, value.twin.copy())
        return made
    if isinstance(value, list | tuple):
        return type(value)(copied(part) for part in value)
    return value


def same(a, b) -> bool:
    """Two drawings alike: the same pixels, format, alpha and colour key, and twins alike."""
    from fishgames.ui import fine

    if isinstance(a, pygame.Surface) and isinstance(b, pygame.Surface) and (fine.is_hollow(a) or fine.is_hollow(b)):
        # only a size over its twin (``fine.hollow``): its pixels are the twin's
        return fine.is_hollow(a) == fine.is_hollow(b) and a.get_size() == b.get_size() and same(fine.twin(a), fine.twin(b))
    if isinstance(a, pygame.Surface) and isinstance(b, pygame.Surface):
        alike = (a.get_size() == b.get_size() and a.get_flags() == b.get_flags() and a.get_alpha() == b.get_alpha()
                 and a.get_colorkey() == b.get_colorkey() and a.get_bitsize() == b.get_bitsize()
                 and bytes(a.get_view("0")) == bytes(b.get_view("0")))
        ta, tb = fine.twin(a), fine.twin(b)
        return alike and ((ta is None) == (tb is None)) and (ta is None or same(ta, tb))
    if isinstance(a, list | tuple) and isinstance(b, list | tuple):
        return type(a) is type(b) and len(a) == len(b) and all(map(same, a, b))
    return a == b


def _bytes(value) -> int:
    if isinstance(value, _Kept):
        return sum(s.get_width() * s.get_height() * s.get_bytesize() for s in (value.surface, value.twin) if s)
    if isinstance(value, list | tuple):
        return sum(_bytes(part) for part in value)
    return 64


def _keep(key: tuple, drawn) -> None:
    global _used
    size = _bytes(drawn)
    _kept[key] = (drawn, size)
    _used += size
    while _used > BUDGET and len(_kept) > 1:
        _, (_, forgotten) = _kept.popitem(last=False)
        _used -= forgotten


def remembering(kind: str, draw):
    """``draw`` (the renderer of art ``kind``) called once per size, params, floors, language, drawing scale and
    symbols in this process; a copy of that drawing (with a copy of its twin) every later time."""
    from fishgames import i18n
    from fishgames.ui import fine, legibility, sprites, theme, widgets

    def renderer(size, *params, **options):
        mine = (sprites.key(kind, size, *params, **options), fine.k, legibility.current, theme.text_floor,
                widgets.MIN_TAP, i18n.t.lang)  # (the key holds the drawing scale and the symbols too)
        found = _kept.get(mine)
        if found is not None and not CHECK:
            _kept.move_to_end(mine)
            return copied(found[0])
        drawn = draw(size, *params, **options)
        if found is None:
            _keep(mine, kept(drawn))
        else:
            assert same(copied(found[0]), drawn), f"art {mine[0]} drawn again is not the same picture"
        return drawn

    renderer.art_once = True
    return renderer


def render_once(real):
    """``sprites._render`` (``real``), each picture's drawing function (its kind's renderer) called once per
    size, params, floors, language, drawing scale and symbols (:func:`remembering`).  The app's own ``_render``
    runs as ever around it (the twin made from what the renderer drew, the cache's put): only the renderer's
    answer is kept."""
    from fishgames.ui import sprites

    def render(kind: str, size, params: tuple, options: dict):
        if kind not in sprites.RENDERERS or kind in sprites.UNSCALED:  # (notes that warm other caches: drawn)
            return real(kind, size, params, options)
        draw = sprites.RENDERERS[kind]
        if getattr(draw, "art_once", False):  # kept for the whole process already (``backdrops_drawn_once``)
            return real(kind, size, params, options)
        sprites.RENDERERS[kind] = remembering(kind, draw)  # for this call only: a kind registered stays as it is
        try:
            return real(kind, size, params, options)
        finally:
            sprites.RENDERERS[kind] = draw

    render.art_once = True
    return render


#: The screen-sized pictures without text that every App's menu and shell scenes ask for (the menu's sea and
#: tiles, the shell's water, the tables' felt): kept for the whole process (``backdrops_drawn_once``).
BACKDROP_KINDS = ("title", "tile", "underwater", "table")


def backdrops_drawn_once(patch) -> None:
    """The renderers of :data:`BACKDROP_KINDS` made :func:`remembering` for the rest of the process (``patch``, a
    ``MonkeyPatch``, undoes it)."""
    from fishgames.ui import sprites

    for kind in BACKDROP_KINDS:
        patch.setitem(sprites.RENDERERS, kind, remembering(kind, sprites.RENDERERS[kind]))


@contextmanager
def art_drawn_once() -> Iterator[None]:
    """Within: art drawn once per process, as under the ``art_drawn_once`` fixture (nothing more if it is on).
    For the frames a module-scoped fixture steps to reach a moment: pytest sets a module's fixtures up before
    a test's, so the function-scoped fixture is not on yet there — and for modules whose checks draw art
    for real (they note its texts) but reach their moments through frames nobody reads."""
    from fishgames.ui import sprites, widgets

    real, real_glows = sprites._render, widgets._glow_ring
    if getattr(real, "art_once", False):
        yield
        return
    sprites._render, widgets._glow_ring = render_once(real), glows_once(real_glows)
    try:
        yield
    finally:
        sprites._render, widgets._glow_ring = real, real_glows


def glows_once(real):
    """``widgets._glow_ring`` (``real``, a ``picture_cache``) with each ring blurred once per process: the same
    cache in front (a new, empty one: hits, misses and forgetting as in the app), and behind it, in place of
    the blur, a copy of the ring kept by size, radius, colour, width and drawing scale (a ring has no text:
    floors and language do not change it).  ``FISHGAMES_ART_ONCE_CHECK=1`` blurs anyway and compares."""
    from fishgames.ui import fine
    from fishgames.ui.picture_cache import picture_cache

    if getattr(real, "glow_once", False):
        return real
    blur = real.__wrapped__

    def ring(size, radius, colour, width=8):
        mine = ("glow ring", size, radius, colour, width, fine.k)
        found = _kept.get(mine)
        if found is not None and not CHECK:
            _kept.move_to_end(mine)
            return copied(found[0])
        drawn = blur(size, radius, colour, width)
        if found is None:
            _keep(mine, kept(drawn))
        else:
            assert same(copied(found[0]), drawn), f"{mine} blurred again is not the same picture"
        return drawn

    remembered = picture_cache(real.budget)(ring)
    remembered.glow_once, remembered.real_glow_ring = True, real
    return remembered
