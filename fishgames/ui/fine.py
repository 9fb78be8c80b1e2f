"""The drawing scale: how many of the screen's own pixels make one logical pixel, and each picture's twin.

Layouts, hit tests and text measuring stay in logical pixels (the 1280 × 720 stage).  On a screen larger than
the canvas the app draws at the screen's own pixels instead of letting SDL resample a logical bitmap: ``k`` is
the scale (1.5 at 1920 × 1080, 2 at 2560 × 1440, 3 at 3840 × 2160 — ``display.MAX_SCALE``; past it a whole
fraction, stretched by SDL: ``display.past_max_scale``; 1 under the dummy driver and at 1280 × 720, where nothing
here runs).  A picture the app caches (a label, a card, a die) is made twice: at its logical size, which every
layout and every logical surface sees as before, and at ``k`` times that — its **twin** — which the screen's
:class:`fishgames.ui.canvas.Canvas` blits instead.  A logical picture with no twin (a backdrop painted on a
logical surface) is resampled once and kept while it lives: it is soft, never drawn twice per frame.

Contract: a picture blitted to the screen is not drawn on afterwards (every cache here already keeps it so:
"a shared surface: blit it, do not draw on it"); one that is must be :func:`forget`-ed.
"""

from __future__ import annotations

import functools
import math
import os
import weakref

import pygame

#: Physical pixels per logical pixel (the app sets it: :func:`set_scale`).  Under 1 on a smaller screen (0.625 at
#: 800 × 480), whose text and targets are grown to floors in logical px (``fishgames.ui.legibility``) as well.
k = 1.0
#: Never below this: the display's smallest scale (``display.MIN_SCALE`` is this one).
SMALLEST_SCALE = 0.25

_twins: weakref.WeakKeyDictionary[pygame.Surface, pygame.Surface] = weakref.WeakKeyDictionary()
_ref = weakref.ref
#: Pictures resampled for the screen (no twin of their own), counted: a figure the frame tool can show.
resampled = 0


def set_scale(scale: float) -> bool:
    """Make ``scale`` the drawing scale; True when it changed (every twin drawn for the old one is dropped)."""
    global k
    scale = max(SMALLEST_SCALE, scale)
    if abs(scale - k) < 1e-9:
        return False
    k = scale
    _twins.clear()
    return True


#: The drawing scale the fixed byte budgets (the sprite cache's, the underlay's) were measured and set for:
#: 1920 × 1080.  Above it they grow by :func:`beyond`.
BUDGETS_SET_AT = 1.5


def beyond() -> float:
    """How many times a byte budget set for 1920 × 1080 (k = 1.5) holds at a larger drawing scale, so that it keeps
    the same pictures: (k / 1.5)², 1.78 at 2560 × 1440 (every picture is k² its logical size); 1 at 1.5 and under,
    where nothing changes.  Kept at 1.5's size at k = 2, the sprite cache let the flying cards' turned copies go
    before they were shown again and drew them anew: Go Fish's, Fischen's and Fugu's busy p99 at 2560 × 1440
    5.4-7.3× that of 1280 × 720 (Fat Fish and Lure 2.3-2.6×; tools/frames.py --screens, 2026-12-06)."""
    return (k / BUDGETS_SET_AT) ** 2 if k > BUDGETS_SET_AT else 1.0


def room() -> float:
    """How much more a byte budget holds at this drawing scale: ``k`` times.  What is shown is the twins, k²
    times the logical pictures (both counted), so a cache holds fewer pictures than at k = 1 — a budget
    grown by k² (94 MB of art, 17 MB of texts at k = 1.5) kept what no frame showed again and took the app past
    250 MB at 1920 × 1080; the budgets had room to spare: a table's art and a frame's texts fit at ``k``
    (issue 33: memory, measured with ``tools/frames.py --memory --screens 1920x1080``).  Under 1 (a small screen)
    a picture held is its logical one and a twin k² of it: the budget grows by that, 1 + k², so a cache holds as
    many pictures as at k = 1 (a budget of k would have held under half of them and drawn them again and again).
    Over 1.5 it grows by :func:`beyond` as well: the pictures 1920 × 1080's budget held."""
    return k * beyond() if k >= 1 else 1 + k * k


def held_bytes(logical: pygame.Surface) -> int:
    """The pixels ``logical`` holds, with its twin's: what a cache keeping it keeps.  At ``k`` ≠ 1 a picture
    with no twin yet is counted with the one :func:`physical` resamples when it is blitted to the screen."""
    found = _twins.get(logical)
    held = 0 if found is not None and is_hollow(logical) else (  # a hollow picture: its twin's pixels
        logical.get_width() * logical.get_height() * logical.get_bytesize())
    if found is not None:
        held += found.get_width() * found.get_height() * found.get_bytesize() + getattr(found, "extra_bytes", 0)
    elif k != 1:
        width, height = size(logical.get_size())
        held += width * height * 4
    return held


def px(value: float) -> int:
    """A logical length or coordinate in the screen's pixels."""
    return round(value * k)


def size(logical) -> tuple[int, int]:
    """A logical size in the screen's pixels (at least one)."""
    return max(1, px(logical[0])), max(1, px(logical[1]))


def pair(logical: pygame.Surface, physical: pygame.Surface) -> pygame.Surface:
    """Make ``physical`` the twin of ``logical`` (returned, so a maker can end with it)."""
    _twins[logical] = physical
    return logical


def hollow(physical_picture: pygame.Surface, logical_size) -> pygame.Surface:
    """A logical picture of ``logical_size`` that is only a size: a subsurface of its twin ``physical_picture`` (no
    pixels of its own), paired with it.  For a picture only the screen shows (a glow's ring and its faded copies):
    at k = 1.5 the logical pixels beside a twin are 30 % of what a cache holds (issue 33: memory at 1920 × 1080).
    Its pixels are the twin's corner, not the picture: a plain surface must get a real logical picture
    (:func:`is_hollow` tells a drawing which).  A twin smaller than the size (a glow ring kept without its clear
    middle, ``widgets._Banded``) gets a size cut from one blank shared by every such picture."""
    width, height = int(logical_size[0]), int(logical_size[1])
    banded = getattr(physical_picture, "whole", None) is not None  # (its subsurface would be a _Banded without parts)
    if not banded and width <= physical_picture.get_width() and height <= physical_picture.get_height():
        logical = physical_picture.subsurface((0, 0, width, height))
    else:
        logical = _blank(width, height).subsurface((0, 0, width, height))
    return pair(logical, physical_picture)


#: The blanks hollow pictures are cut from where their twin is smaller than their size (never drawn on; two bytes a
#: pixel with an alpha, so a size reads and takes a surface alpha as a translucent picture does and its twin
#: follows: ``canvas._twin``; a larger one made when a larger size is asked, the older kept by the pictures cut from it).
_blanks: weakref.WeakSet[pygame.Surface] = weakref.WeakSet()
_largest: list[pygame.Surface] = []


def _blank(width: int, height: int) -> pygame.Surface:
    if not _largest or _largest[0].get_width() < width or _largest[0].get_height() < height:
        old = _largest[0].get_size() if _largest else (0, 0)
        blank = pygame.Surface((max(width, old[0]), max(height, old[1])), pygame.SRCALPHA, 16)
        _blanks.add(blank)
        _largest[:] = [blank]
    return _largest[0]


#: Hollow pictures whose real logical pixels can be made again when a plain surface needs them (:func:`logical_pixels`):
#: the maker of each (a picture of the art kit: its twin made smaller, as :func:`shrunk` says).
_remakes: weakref.WeakKeyDictionary[pygame.Surface, object] = weakref.WeakKeyDictionary()
#: Set by ``FISHGAMES_TRACE_HOLLOW=1`` (a debugging aid, tools/README.md mem16): a :func:`shrunk` picture's logical
#: pixels are magenta instead of its twin's corner, so a reader that did not ask :func:`logical_pixels` shows.
TRACE = os.environ.get("FISHGAMES_TRACE_HOLLOW") == "1"


def shrunk(physical_picture: pygame.Surface, logical_size, remake=None) -> pygame.Surface:
    """A :func:`hollow` logical picture of ``logical_size`` for art drawn at the screen's pixels
    (``physical_picture``), whose real logical pixels are made only when a plain surface asks
    (:func:`logical_pixels`): ``remake()`` makes them (default: the twin made smaller, as ``sprites.twinned`` did when
    it kept them).  The sprite cache kept a logical copy beside every twin, 30 % of its bytes at k = 1.5, read
    only by the few drawings on plain surfaces (issue 33: memory)."""
    if TRACE:
        width, height = int(logical_size[0]), int(logical_size[1])
        blank = pygame.Surface((max(1, width), max(1, height)), pygame.SRCALPHA)
        blank.fill((255, 0, 255, 255))
        _blanks.add(blank)
        logical = pair(blank.subsurface((0, 0, width, height)), physical_picture)
    else:
        logical = hollow(physical_picture, logical_size)
    _remakes[logical] = remake or functools.partial(_smaller, physical_picture, logical.get_size())
    return logical


def _smaller(physical_picture: pygame.Surface, logical_size) -> pygame.Surface:
    """A twin made smaller to its logical size: the very pixels ``sprites.twinned`` kept.  (Its own twin, not
    :data:`_twins`'s: a new drawing scale forgets that, and the picture is shown resampled until drawn anew.)"""
    return pygame.transform.smoothscale(physical_picture, logical_size)


def is_shrunk(picture: pygame.Surface) -> bool:
    """Whether ``picture`` is a :func:`shrunk` one (only its twin has pixels; :func:`logical_pixels` makes its own)."""
    return picture in _remakes


def logical_pixels(picture: pygame.Surface) -> pygame.Surface:
    """``picture`` with real logical pixels, for a plain surface (a logical pass, a replay's table): a
    :func:`shrunk` picture's made now (not kept: a new surface each time), any other picture itself."""
    remake = _remakes.get(picture)
    if remake is None:
        return picture
    made = remake()
    alpha = picture.get_alpha()
    if alpha is not None and alpha != made.get_alpha():
        made.set_alpha(alpha)
    return made


def can_hollow() -> bool:
    """Whether a logical picture can be :func:`hollow`: only over 1, where its twin is the larger picture (under 1
    the twin is smaller than the size it would stand for, and the logical picture keeps its own pixels)."""
    return k > 1


def is_hollow(logical: pygame.Surface) -> bool:
    """Whether ``logical`` is a :func:`hollow` picture (a size whose pixels are its twin's, not its own)."""
    found = _twins.get(logical)
    if found is None:
        return False
    parent = logical.get_parent()
    return parent is found or (parent is not None and parent in _blanks)


def twin(logical: pygame.Surface) -> pygame.Surface | None:
    """The picture drawn for the screen's pixels, if ``logical`` has one."""
    return _twins.get(logical)


def forget(logical: pygame.Surface) -> None:
    """``logical`` was drawn on: its twin (or its resampled copy) is stale."""
    _twins.pop(logical, None)


def physical(logical: pygame.Surface) -> pygame.Surface:
    """``logical`` at the screen's pixels: its twin, else resampled once (and kept as its twin).  Looked up in the
    weak dictionary's own dict (what ``WeakKeyDictionary.get`` does, without its Python frame): this runs for every
    blit and still picture at k ≠ 1, 25–37 times a frame (issue 29, tools/README.md damage27)."""
    found = _twins.data.get(_ref(logical))
    if found is not None:
        return found
    if not logical.get_width() or not logical.get_height():
        # nothing to show (pygame-gui's containers are 0 × 0 pictures): resampled to ``size``'s one pixel it
        # would be smoothscale's uninitialised memory, a pixel of a different colour on every run at (0, 0)
        return logical
    global resampled
    resampled += 1
    source = logical_pixels(logical)  # (a shrunk picture from an earlier scale: its real logical pixels)
    if TRACE:
        _trace_magenta(source)
    bigger = pygame.transform.smoothscale(_smoothable(source), size(logical.get_size()))
    if pygame.display.get_surface() is not None:  # in the window's format: blitted every frame
        bigger = bigger.convert_alpha() if logical.get_flags() & pygame.SRCALPHA else bigger.convert()
    _twins[logical] = bigger
    return bigger


def _smoothable(surface: pygame.Surface) -> pygame.Surface:
    """smoothscale takes 24- and 32-bit surfaces only."""
    return surface if surface.get_bitsize() in (24, 32) else surface.convert(32)


def drawn(make) -> pygame.Surface:
    """A picture made by ``make(scale)`` (every length it draws with multiplied by ``scale``): at scale 1 for
    layout, and at ``k`` as its twin.  For pictures painted in their own pixels (supersampled, blurred)."""
    logical = make(1)
    if k != 1:
        pair(logical, make(k))
    return logical


def draws_art() -> bool:
    """Whether the art kit's pictures (``sprites``: cards, dice, fish) are drawn at ``k`` as their twins: only over
    1.  Under 1 they are drawn logical and made smaller once when shown (:func:`physical`): their makers keep
    minimums in pixels (a card's number, its margins) that at 0.625 × its size would change its proportions.
    Text, shapes and :func:`drawn` pictures (panels, glows: every length × ``scale``) are drawn at the screen's
    pixels at any ``k``."""
    return k > 1


def faded(logical: pygame.Surface, alpha: int) -> pygame.Surface:
    """A copy of ``logical`` at ``alpha`` (a sprite fading), its twin faded with it (a :func:`shrunk` picture's copy
    is shrunk too: only its twin is copied)."""
    if logical in _remakes:
        twin = _twins[logical].copy()
        twin.set_alpha(alpha)
        return shrunk(twin, logical.get_size(), lambda: _faded_logical(logical, alpha))
    copy = logical.copy()
    copy.set_alpha(alpha)
    if k != 1:
        fine = physical(logical).copy()
        fine.set_alpha(alpha)
        pair(copy, fine)
    return copy


def _faded_logical(logical: pygame.Surface, alpha: int) -> pygame.Surface:
    copy = logical_pixels(logical)
    copy = copy.copy() if copy is logical else copy
    copy.set_alpha(alpha)
    return copy


def kept_share() -> float:
    """The share of a twinned picture's bytes a cache keeps when its logical picture is :func:`shrunk` (k² of
    1 + k², 0.69 at k = 1.5), else 1: a byte budget times this holds the same pictures it held with their logical
    copies (the sprite cache's hit rate, and so the frames' cost, unchanged; issue 33)."""
    return k * k / (1 + k * k) if can_hollow() else 1.0


def text(font_at, content: str, size: int, colour, bold: bool) -> pygame.Surface:
    """``content`` rendered at ``size`` for layout, with its twin rendered by the font at ``size`` × ``k``:
    type drawn at the screen's size, not a bitmap stretched (``font_at(px, bold)`` opens a font)."""
    label = font_at(size, bold).render(content, True, colour)
    if k != 1:
        twin = font_at(px(size), bold).render(content, True, colour)
        label = _as_wide_as(label, twin)
        pair(label, twin)
    return label


def shown_width(logical: int, physical: int) -> int:
    """How wide a label whose logical rendering is ``logical`` px and whose twin is ``physical`` px is laid out:
    at least its twin's width ÷ ``k`` (:func:`_as_wide_as`).  Text fitted to a box is measured with this
    (``theme.width``), so what the screen shows stays inside the box."""
    return max(logical, math.ceil(physical / k - 1e-9))


def _as_wide_as(label: pygame.Surface, twin: pygame.Surface) -> pygame.Surface:
    """``label`` widened (transparent on the right) to its twin's width ÷ ``k``: hinting makes large type wider
    than the small type's width × ``k`` (24 px over a long bold prompt at 1920 × 1080), and a layout that centres
    or right-aligns the label, or sizes a pill around it, must see the width the screen shows."""
    wide = shown_width(label.get_width(), twin.get_width())
    if wide <= label.get_width():
        return label
    widened = pygame.Surface((wide, label.get_height()), pygame.SRCALPHA)
    widened.blit(label, (0, 0))
    return widened


_traced: set = set()


def _trace_magenta(logical: pygame.Surface) -> None:
    """(``TRACE``) Print where a picture with magenta pixels (a :func:`shrunk` picture read as it is) is resampled."""
    import traceback

    probe = _smoothable(logical)
    if pygame.transform.threshold(None, probe, (255, 0, 255, 255), (2, 2, 2, 255), set_behavior=0) == 0:
        return
    stack = "".join(traceback.format_stack(limit=12)[:-2])
    if stack not in _traced:
        _traced.add(stack)
        print("TRACE_HOLLOW magenta resampled", logical.get_size(), "\n" + stack, flush=True)
