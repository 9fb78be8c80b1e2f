"""Shared table widgets drawn with plain pygame: seat plates, bubbles, log, buttons, banners.

These live *on* the table (not pygame-gui): they follow the table's look, animate with it and
take :class:`~fishgames.ui.input.Pointer` events from the scene.  Every tappable thing is at
least 48 px; text is never under 18 px; colour always comes with a symbol.
"""

from __future__ import annotations

import math
import weakref
from functools import lru_cache, partial

import pygame

from fishgames.ui import art, bubbles, fine, legibility, pen, theme
from fishgames.ui.canvas import Canvas, composed, picture
from fishgames.ui.damage import bands
from fishgames.ui.picture_cache import SCREEN_BYTES, picture_cache
from fishgames.ui.text import fit, name_block, name_height, rows_within, squeezed, whole_in_a_row, wrap

#: The px a seat plate's name in rows gains over a row's slot (:meth:`SeatPlate._name_height`): 4 from the plate's
#: top, 4 from the blank over the counts' glyphs (a small line's ascent over its letters).
ROWS_GAIN = 8
BASE_TAP = 48  # px: the smallest tap target (UX) at 1280 × 720
#: The smallest tap target on this screen: BASE_TAP, or the screen's legible floor where larger (set by
#: ``fishgames.ui.legibility.apply``: 71 px on a 800 × 480 panel).
MIN_TAP = BASE_TAP
PANEL = (10, 34, 58)  # plate / log background (a deep blue), drawn translucent
PANEL_ALPHA = 215


def pulse(t: float, period: float = 1.4) -> float:
    """0..1..0 over ``period`` seconds: the breathing of glows, at ``t`` on the clock the caller is given (the
    app's ``now()`` or its table's): never one of its own, so a frame is a function of what was injected."""
    return 0.5 - 0.5 * math.cos(2 * math.pi * t / period)


#: Two screens at the design size, twins counted, not grown at k ≠ 1 (1.5 × held 10 MB of Fat Fish's panels at 1920 ×
#: 1080; its last 300 frames used 4.8; issue 33).
@picture_cache(2 * SCREEN_BYTES, grows=False)
def panel(
    size: tuple[int, int], radius: int = 14, colour=PANEL, alpha: int = PANEL_ALPHA, border=(90, 140, 170)
) -> pygame.Surface:
    """A rounded translucent panel with a thin light border (cached per size; drawn at 2× and made smaller,
    in nine slices: :func:`_panel_sliced`)."""
    return fine.drawn(lambda scale: _panel_sliced((round(size[0] * scale), round(size[1] * scale)),
                                                  round(radius * scale), round(3 * scale), colour, alpha, border))


def panel_ground(*look) -> tuple:
    """``TableScene.panel``'s ``ground`` for a panel whose paint starts with :func:`panel` of its rect's size (and
    ``look``) at its rect — a log, a seat plate, a strip: that translucent panel on the backdrop, kept per place."""
    return ("panel", *look), lambda picture, rect: picture.blit(panel(rect.size, *look), rect.topleft)


def _panel_whole(size: tuple[int, int], bend: int, line: int, colour, alpha: int, border) -> pygame.Surface:
    """The panel of ``size`` pixels, its corners bent by ``bend``, its border ``line`` wide: drawn whole at 2×
    and made smaller (smoothscale halves it, each pixel the mean of four)."""
    w, h = size
    big = pygame.Surface((w * 2, h * 2), pygame.SRCALPHA)
    pygame.draw.rect(big, (*colour, alpha), big.get_rect(), border_radius=bend * 2)
    pygame.draw.rect(big, (*border, 200), big.get_rect(), line, border_radius=bend * 2)
    return pygame.transform.smoothscale(big, (w, h))


@lru_cache(maxsize=64)
def _panel_piece(piece: tuple[int, int], bend: int, line: int, colour, alpha: int, border) -> pygame.Surface:
    """The small panel of ``piece`` pixels :func:`_panel_sliced` cuts its slices from (read only, never drawn on):
    the same for every size of one look (and, for a low one, height), so a prompt whose width changes with its text
    (each new one a new panel, painted twice at k ≠ 1) is not drawn whole at 2× and smoothscaled again."""
    return _panel_whole(piece, bend, line, colour, alpha, border)


def _panel_sliced(size: tuple[int, int], bend: int, line: int, colour, alpha: int, border) -> pygame.Surface:
    """:func:`_panel_whole`'s pixels, from a small one: away from the corners a panel's rows and columns repeat,
    so a panel of ``2c + 1`` pixels (``c`` past the bend and the border) gives its corners, one row and one column
    of each edge stretched, and the middle's colour.  A log or a 1920 × 1080 tray drawn whole at 2× cost
    2-5 ms of a table's first frame, twice at a drawing scale ≠ 1; pixel for pixel the same (tests/ui/test_panel_slices.py)."""
    w, h = size
    c = bend + line + 2
    n = 2 * c + 1
    if h <= n < w:  # a low, long one (a prompt's): its columns repeat, its rows do not
        return _panel_strip(size, c, bend, line, colour, alpha, border)
    if w <= n or h <= n:
        return _panel_whole(size, bend, line, colour, alpha, border)
    small = _panel_piece((n, n), bend, line, colour, alpha, border)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.fill(small.get_at((c, c)), (c, c, w - 2 * c, h - 2 * c))
    copy = pygame.BLEND_RGBA_MAX  # onto the new surface's zeros: each pixel copied, none blended
    for sx, dx in ((0, 0), (n - c, w - c)):
        for sy, dy in ((0, 0), (n - c, h - c)):
            out.blit(small, (dx, dy), (sx, sy, c, c), special_flags=copy)
    for sy, dy in ((0, 0), (n - c, h - c)):  # the top and bottom edges
        out.blit(pygame.transform.scale(small.subsurface((c, sy, 1, c)), (w - 2 * c, c)), (c, dy), special_flags=copy)
    for sx, dx in ((0, 0), (n - c, w - c)):  # the left and right edges
        out.blit(pygame.transform.scale(small.subsurface((sx, c, c, 1)), (c, h - 2 * c)), (dx, c), special_flags=copy)
    return out


def _panel_strip(size: tuple[int, int], c: int, bend: int, line: int, colour, alpha: int, border) -> pygame.Surface:
    """A panel too low for nine slices but longer than ``2c + 1``: its two ends and one middle column stretched,
    cut from a panel ``2c + 1`` wide of the same height (:func:`_panel_piece`, kept per look and height)."""
    w, h = size
    n = 2 * c + 1
    small = _panel_piece((n, h), bend, line, colour, alpha, border)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    copy = pygame.BLEND_RGBA_MAX
    out.blit(small, (0, 0), (0, 0, c, h), special_flags=copy)
    out.blit(small, (w - c, 0), (n - c, 0, c, h), special_flags=copy)
    out.blit(pygame.transform.scale(small.subsurface((c, 0, 1, h)), (w - 2 * c, h)), (c, 0), special_flags=copy)
    return out


#: A table's set-up blurs its glows ahead (Fat Fish: 23, 5.9 MB at k = 1; 13.7 MB at k = 1.5, twins only): two
#: screens held 10.5 MB there, and Fat Fish blurred its lanes' glows again mid-game (25 ms each: 64 ms frames).
#: Three screens since the logical rings at k ≠ 1 are hollow (:func:`_glow_ring`): four held 19 MB at k = 1.5.
@picture_cache(3 * SCREEN_BYTES)
def _glow_ring(size: tuple[int, int], radius: int, colour, width: int = 8) -> pygame.Surface:
    """The ring; at k ≠ 1 only its twin has pixels (:func:`fine.hollow`): a screen blits the twin, and a plain
    surface gets the logical ring drawn for it (:func:`_plain_ring`) — the logical rings and their faded copies
    were 11 MB of Fat Fish's 200 at 1920 × 1080 (issue 33).  Under 1 too (a hollow size cut from a blank): there
    the logical ring, blurred at 1 and never shown, was 85 % of a ring's cost — 25 of 30 ms for an upright Fat Fish
    lane's at 720 × 1280, frames of 40-55 ms under load."""
    if fine.k == 1:
        return fine.drawn(partial(_ring_pixels, size, radius, colour, width))
    pad = 2 * width
    return fine.hollow(_banded(_ring_pixels(size, radius, colour, width, fine.k)), (size[0] + 2 * pad, size[1] + 2 * pad))


class _Banded(pygame.Surface):
    """A glow ring's twin kept without its clear middle (:func:`_hole`), which is most of a ring round a Fat Fish lane:
    its own pixels are the rows above and below the middle, one band over the other, and ``sides`` the columns
    beside it; ``whole`` is the ring's size, ``hole`` its middle.  Blitted as the ring was (``Canvas.blit_hollow``
    blits the same bands of the whole ring), the same pixels: 13.1 + 11.3 MB of Fat Fish's rings and their faded
    copies at 1920 × 1080, 7.4 + 6.5 of them clear middles (issue 33)."""

    def __init__(self, size: tuple[int, int], sides: pygame.Surface, whole: tuple[int, int], hole: pygame.Rect):
        super().__init__(size, pygame.SRCALPHA, sides)  # (clear: the maker copies the rows in)
        self.sides, self.whole, self.hole = sides, tuple(whole), pygame.Rect(hole)
        (width, height), hole = self.whole, self.hole
        self._parts = [(pixels, offset, area) for pixels, offset, area in (  # ``bands(whole, hole)``'s rects
            (self, (0, 0), pygame.Rect(0, 0, width, hole.y)),
            (self, (0, hole.bottom), pygame.Rect(0, hole.y, width, height - hole.bottom)),
            (sides, (0, hole.y), pygame.Rect(0, 0, hole.x, hole.h)),
            (sides, (hole.right, hole.y), pygame.Rect(hole.x, 0, width - hole.right, hole.h)),
        ) if area.w > 0 and area.h > 0]
        #: The side columns' bytes, counted with this surface's own (``fine.held_bytes``).
        self.extra_bytes = sides.get_width() * sides.get_height() * sides.get_bytesize()

    def parts(self, at: tuple[int, int]) -> list[tuple[pygame.Surface, tuple[int, int], pygame.Rect]]:
        """The (pixels, place, area) blits that put the whole ring at ``at`` (the areas are shared: not drawn on)."""
        x, y = at
        return [(pixels, (x + dx, y + dy), area) for pixels, (dx, dy), area in self._parts]

    def blit_onto(self, target: pygame.Surface, at: tuple[int, int]) -> None:
        for pixels, place, area in self.parts(at):
            target.blit(pixels, place, area)

    def set_alpha(self, *alpha) -> None:  # a glow faded for one blit: its sides with it
        super().set_alpha(*alpha)
        self.sides.set_alpha(*alpha)

    def copy(self) -> _Banded:
        copied = _Banded(self.get_size(), self.sides.copy(), self.whole, self.hole)
        copied.get_buffer().write(self.get_buffer().raw, 0)
        return copied


def _banded(ring: pygame.Surface) -> pygame.Surface:
    """``ring`` (a whole picture) kept without its clear middle, where it has one."""
    hole = _hole(ring)
    if hole.w <= 0 or hole.h <= 0:
        return ring
    width, height = ring.get_size()
    copy = pygame.BLEND_RGBA_MAX  # onto a new surface's zeros: each pixel copied, none blended
    sides = pygame.Surface((width - hole.w, hole.h), pygame.SRCALPHA, ring)
    sides.blit(ring, (0, 0), (0, hole.y, hole.x, hole.h), special_flags=copy)
    sides.blit(ring, (hole.x, 0), (hole.right, hole.y, width - hole.right, hole.h), special_flags=copy)
    banded = _Banded((width, height - hole.h), sides, (width, height), hole)
    banded.blit(ring, (0, 0), (0, 0, width, hole.y), special_flags=copy)
    banded.blit(ring, (0, hole.y), (0, hole.bottom, width, height - hole.bottom), special_flags=copy)
    _holes[banded] = pygame.Rect(hole)
    return banded


#: The logical rings a plain surface gets at k ≠ 1 (the replay theatre draws its table on one): drawn only then.
@picture_cache(SCREEN_BYTES // 2)
def _plain_ring(size: tuple[int, int], radius: int, colour, width: int = 8) -> pygame.Surface:
    return _ring_pixels(size, radius, colour, width, 1)


def _ring_pixels(size: tuple[int, int], radius: int, colour, width: int, scale: float) -> pygame.Surface:
    w, h = round(size[0] * scale), round(size[1] * scale)
    line, bend = round(width * scale), round(radius * scale)
    pad = line * 2
    surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(
        surf,
        (*colour, 230),
        pygame.Rect(pad - line // 2, pad - line // 2, w + line, h + line),
        line,
        border_radius=bend + line // 2,
    )
    return art.blurred(surf, max(1, line // 2))  # (on half the pixels at 4K: art.draw.HALF_BLUR_FROM_SCALE)


#: How far a glow (:func:`draw_glow`'s ring, blurred: 16 px) reaches beyond the rect it rings, in logical pixels.
GLOW_REACH = 17


def draw_glow(
    surface: pygame.Surface, rect, colour=theme.GLOW, strength: float = 1.0, radius: int = 14, steady: bool = False
) -> None:
    """A soft glowing ring around ``rect`` (valid targets, the seat whose turn it is).  ``steady``: this glow keeps
    its ``strength`` frame after frame (a seat's turn, not a pulse): the ring is faded once, not in every blit."""
    rect = pygame.Rect(rect)
    ring = _glow_ring(rect.size, radius, tuple(colour[:3]))
    if not isinstance(surface, Canvas) and fine.is_hollow(ring):  # a plain surface at k != 1: real logical pixels
        ring = _plain_ring(rect.size, radius, tuple(colour[:3]))
    where = ring.get_rect(center=rect.center)
    if strength >= 1:
        _blit_ring(surface, ring, where)
        return
    alpha = int(255 * max(0.0, strength))
    faded = _faded(ring, alpha, surface) if steady else None
    if faded is not None:
        _blit_ring(surface, faded, where)
        return
    # Faded for this one blit: the shared ring's alpha, set and reset, costs nothing; a faded copy per
    # glow per frame cost about as much as the blit itself.
    ring.set_alpha(alpha)
    try:
        _blit_ring(surface, ring, where)
    finally:
        ring.set_alpha(255)


class _Fades(weakref.WeakKeyDictionary):
    """ring -> (the alpha it was faded to, the faded copy (with its faded twin), the ring's twin it was made from): a
    steady glow's (:func:`_faded`), kept by bytes, the least recently used let go first (the newest stays): weak-keyed
    by their ring alone they were 16 MB in Fat Fish at 1920 × 1080, outside the rings' budget (issue 33)."""

    def __init__(self, budget: int):
        super().__init__()
        self.budget = budget

    def held(self) -> int:
        """The bytes of the faded copies kept (their twins counted; a hollow copy's only its twin)."""
        return sum(fine.held_bytes(entry[1]) for entry in list(self.values()))

    def find(self, ring: pygame.Surface):
        entry = self.pop(ring, None)
        if entry is not None:
            self[ring] = entry  # used last: let go last
        return entry

    def keep(self, ring: pygame.Surface, entry: tuple) -> None:
        self.pop(ring, None)
        self[ring] = entry
        room = self.budget * fine.room()
        while len(self) > 1 and self.held() > room:
            del self.data[next(iter(self.data))]


#: Three screens (Fat Fish's 18 steady rings, all faded ahead: 11.3 MB at k = 1.5, their twins only; 5 at k = 1).
_fades = _Fades(3 * SCREEN_BYTES)


def _faded(ring: pygame.Surface, alpha: int, surface) -> pygame.Surface | None:
    """``ring`` with every pixel's alpha ``a`` made ``a * alpha // 255`` (and its twin likewise), kept for the
    ring's latest steady alpha: blitted as it is, the same pixels as ``ring`` blitted with the surface alpha
    ``alpha`` — SDL's blit with a surface alpha scales each pixel's alpha so (found for all 254 surface alphas
    below 255, every pixel alpha and 96 pairs of colours, onto an opaque screen with this machine's AVX2 blitters)
    — at a quarter of the cost (0.16 against 0.59 ms for a Fat Fish lane's ring at 1920 × 1080, issue 29).  None
    where that was not shown: onto a picture with its own alpha, or a ring in another pixel format.  A hollow
    ring's (k ≠ 1) copy is hollow too: only its twin is faded."""
    target = surface.pixels if isinstance(surface, Canvas) else surface  # (None: made ahead)
    if alpha <= 0 or (target is not None and target.get_flags() & pygame.SRCALPHA):
        return None
    twin = fine.twin(ring)
    if fine.k != 1 and twin is None:
        return None
    kept = _fades.find(ring)
    if kept is not None and kept[0] == alpha and kept[2] is twin:  # (a ring's twin is made anew at another scale)
        return kept[1]
    faded_twin = _alpha_scaled(twin, alpha) if twin is not None else None
    if twin is not None and faded_twin is None:
        return None
    if fine.is_hollow(ring):
        faded = fine.hollow(faded_twin, ring.get_size())
    else:
        faded = _alpha_scaled(ring, alpha)
        if faded is None:
            return None
        if twin is not None:
            fine.pair(faded, faded_twin)
        _holes[faded] = _hole(ring)
    if twin is not None:
        _holes[faded_twin] = _hole(twin)  # (a clear pixel stays clear)
    _fades.keep(ring, (alpha, faded, twin))
    return faded


def _alpha_scaled(picture: pygame.Surface, alpha: int) -> pygame.Surface | None:
    """A copy of ``picture`` (32 bits a pixel, ARGB as the window's pictures are) with each alpha ``a`` made
    ``a * alpha // 255``; None for another format."""
    if (picture.get_bytesize() != 4 or picture.get_pitch() != 4 * picture.get_width()
            or picture.get_masks() != (0xFF0000, 0xFF00, 0xFF, 0xFF000000)):
        return None
    if isinstance(picture, _Banded):
        sides = _alpha_scaled(picture.sides, alpha)
        if sides is None:
            return None
        faded = _Banded(picture.get_size(), sides, picture.whole, picture.hole)
        raw = bytearray(picture.get_buffer().raw)
        raw[3::4] = raw[3::4].translate(_alpha_table(alpha))
        faded.get_buffer().write(bytes(raw), 0)
        _holes[faded] = pygame.Rect(picture.hole)
        return faded
    raw = bytearray(picture.get_buffer().raw)
    raw[3::4] = raw[3::4].translate(_alpha_table(alpha))  # (little-endian: a pixel's alpha is its fourth byte)
    faded = picture.copy()
    faded.get_buffer().write(bytes(raw), 0)
    return faded


@lru_cache(maxsize=256)
def _alpha_table(alpha: int) -> bytes:
    return bytes(a * alpha // 255 for a in range(256))


def _blit_ring(surface, ring: pygame.Surface, where: pygame.Rect) -> None:
    """A glow's ring blitted without its clear middle (``Canvas.blit_hollow``): the ring around a row of Fat Fish
    is mostly middle, blended pixel by pixel every frame — at 1920 × 1080 ~3× its cost at 1280 × 720 (issue 29)."""
    if isinstance(surface, Canvas):
        surface.blit_hollow(ring, where, _hole(fine.physical(ring)))
        return
    for part in bands(ring.get_rect(), _hole(ring)):
        surface.blit(ring, (where.x + part.x, where.y + part.y), part)


def glow_ahead(size, colour, radius: int = 14, steady: float | None = None) -> None:
    """:func:`draw_glow`'s ring for a ``size`` rect made ahead (a table's set-up: ``table_kit.glow_spec``), with the
    clear middle found of each picture of it that is blitted — the logical one on a plain surface and, at k ≠ 1, the
    twin the screen gets: finding a large twin's middle cost ~1 ms of the frame that first glowed in that colour
    (Fat Fish's lanes at 1920 × 1080, issue 29)."""
    ring = _glow_ring((int(size[0]), int(size[1])), radius, tuple(colour[:3]))
    if not fine.is_hollow(ring):
        _hole(ring)
    twin = fine.twin(ring)
    if twin is not None:
        _hole(twin)
    if steady is not None and steady < 1:  # and faded to the strength it glows at steadily (draw_glow)
        _faded(ring, int(255 * max(0.0, steady)), None)


_holes: weakref.WeakKeyDictionary[pygame.Surface, pygame.Rect] = weakref.WeakKeyDictionary()


def _hole(picture: pygame.Surface) -> pygame.Rect:
    """The largest rect about ``picture``'s middle whose pixels are all clear (alpha 0), found once per picture:
    out from the middle along its middle row and column, then shrunk until no pixel in it shows."""
    found = _holes.get(picture)
    if found is not None:
        return found
    mask = pygame.mask.from_surface(picture, 0)  # the pixels with any alpha at all
    w, h = picture.get_size()
    cx, cy = w // 2, h // 2
    hole = pygame.Rect(cx, cy, 0, 0)
    if w and h and not mask.get_at((cx, cy)):
        left, right, top, bottom = cx, cx + 1, cy, cy + 1
        while left > 0 and not mask.get_at((left - 1, cy)):
            left -= 1
        while right < w and not mask.get_at((right, cy)):
            right += 1
        while top > 0 and not mask.get_at((cx, top - 1)):
            top -= 1
        while bottom < h and not mask.get_at((cx, bottom)):
            bottom += 1
        hole = pygame.Rect(left, top, right - left, bottom - top)
        while hole.w > 0 and hole.h > 0 and mask.overlap_area(pygame.Mask(hole.size, fill=True), hole.topleft):
            hole.inflate_ip(-2, -2)  # the ring's rounded inner corners reach into it
        if hole.w <= 0 or hole.h <= 0:
            hole = pygame.Rect(cx, cy, 0, 0)
    _holes[picture] = hole
    return hole


# ---------------------------------------------------------------------------------------------
# seat plate
# ---------------------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def score_size_above(score: str, room: int, text_floor: int) -> int | None:
    """The largest size from :data:`theme.TITLE` down to :data:`theme.BODY` at which a seat plate's ``score`` (bold
    digits) ends its ink within ``room`` px of its line's top, or None: measured from the font's glyph metrics,
    nothing rendered (``text_floor``: the floor the fonts are opened at, part of the key)."""
    for size in range(theme.TITLE, theme.BODY - 1, -1):
        font = theme.font(size, True)
        lowest = min((glyph[2] for glyph in font.metrics(score) if glyph), default=0)
        if font.get_ascent() - lowest <= room:
            return size
    return None


class SeatPlate:
    """Name, seat colour + symbol, score, a counts line and a hint line for one seat.

    ``counts`` is a line of text ("9 cards") or a picture (Fischen's icons and numbers: :data:`ROW_GAP` lower,
    the icons stand taller than the digits).  ``active`` rings the plate in its seat colour (whose turn);
    ``target`` makes it glow and pulse (a valid tap target, e.g. whom to ask); ``dim`` fades a seat that is out.
    """

    #: How much lower than a text counts line a counts picture sits under the name.
    ROW_GAP = 4
    #: Logical px between the counts' ink and a hint risen under it: glyphs that only touched in logical px ran
    #: into each other at the screen's pixels (the large type of 480 × 320, or 800 × 480 at UI scale 125 %).
    INK_GAP = 5

    def __init__(self, seat: int, rect, name: str = "", score=0, counts: str | pygame.Surface = "",
                 hint: str = ""):
        self.seat = seat
        self.rect = pygame.Rect(rect)
        self.rect.h = max(self.rect.h, 2 * BASE_TAP - 8, MIN_TAP)  # room for its lines; a whole target
        self.rect.w = max(self.rect.w, 4 * BASE_TAP)
        self.name = name
        self.score = score
        self.counts = counts
        self.hint = hint
        self.active = False
        self.target = False
        self.dim = False
        self.bot = False
        #: Rows the name may take (a table sets more on the plate of the player at the bottom: ``name_grown``).
        self.name_lines = 1
        #: The widest score the name's room is reckoned beside (None: the score shown): a plate made for its name
        #: keeps its rows as the score grows.
        self.score_room: str | None = None
        #: The score's text size (Fischen's plates: a smaller one, so that five seats' names fit).
        self.score_px = theme.TITLE
        #: The px between the name and the score (Fischen's plates keep 14).
        self.name_gap = 8

    @property
    def colour(self):
        return theme.seat_colour(self.seat)

    def name_room(self) -> int:
        """The name's width: from the badge's right to ``name_gap`` px before the score (as ``_paint`` places them)."""
        badge_r = min(24, self.rect.h // 4 + 4)
        return self._score_left(self.rect.right - 12) - (self.rect.x + 12 + 2 * badge_r + 10) - self.name_gap

    def score_left(self) -> int:
        """Where the score (or the widest of ``score_room``) begins on the plate, as ``_paint`` places it."""
        return self._score_left(self.rect.right - 12)

    def _score_left(self, right: int) -> int:
        """Where the score ending at ``right`` begins, or the widest one of ``score_room``."""
        scores = [str(self.score)] + ([self.score_room] if self.score_room is not None else [])
        return right - max(theme.text(score, self.score_px, theme.GLOW, bold=True).get_width() for score in scores)

    def name_extra(self, lines: int = 2) -> int:
        """How much taller the name is in up to ``lines`` rows than in one (0: it fits one row whole)."""
        one = theme.text("Ag", theme.BODY, theme.CREAM, True).get_height()
        return name_height(self.name, theme.BODY, self.name_room(), True, lines) - one

    def name_grown(self, lines: int = 2) -> int:
        """Let the name take up to ``lines`` rows, the plate that much taller (downward): a player's own long name
        read whole ("Anna-Kath…" on your plate at 150 %); returns the px it grew."""
        self.name_lines = lines
        extra = max(0, self.name_extra(lines))
        self.rect.h += extra
        return extra

    def hit(self, pos) -> bool:
        return self.rect.collidepoint(pos)

    def draw(self, surface: pygame.Surface, t: float = 0.0) -> None:
        """Painted once per look on the screen's backdrop and then copied (``canvas.composed``), except while it
        glows as a target (that glow pulses with ``t``, the table's clock)."""
        if self.target:
            self._paint(surface, self.rect, t)
            return
        composed(surface, *self.look(t))

    def look(self, t: float = 0.0) -> tuple:
        """(key, rect, paint, reach) of this plate, not a target, for ``canvas.composed`` (or ``composed_ahead``: a
        look a later frame shows)."""
        key = ("plate", self.seat, tuple(self.rect), self.name, self.score, self.counts, self.hint, self.active, self.dim,
               theme.symbols, theme.text_floor, self.name_lines, self.score_room, self.score_px, self.name_gap)
        return key, self.rect, lambda canvas, rect: self._paint(canvas, rect, t), GLOW_REACH if self.active else 2

    def _paint(self, surface: pygame.Surface, r: pygame.Rect, t: float) -> None:
        colour = self.colour
        if self.target:
            draw_glow(surface, r, theme.GLOW, 0.55 + 0.45 * pulse(t))
        surface.blit(panel(r.size), r.topleft)
        if self.active:
            draw_glow(surface, r, colour, 0.9, steady=True)
            pen.rect(surface, theme.GLOW, r.inflate(6, 6), 4, border_radius=17)
            pen.rect(surface, colour, r.inflate(-2, -2), 3, border_radius=13)
        # the seat badge: a circle in the seat colour with the seat's symbol
        centre, badge_r = self.badge(r)
        pen.circle(surface, theme.WHITE, centre, badge_r + 2)
        pen.circle(surface, colour, centre, badge_r)
        art.symbol_badge(
            surface, theme.seat_symbol(self.seat), centre, badge_r * 0.58, theme.WHITE, edge=colour
        )
        text_x = centre[0] + badge_r + 10
        score = theme.text(str(self.score), self.score_px, theme.GLOW, bold=True)
        score_rect = score.get_rect(topright=(r.right - 12, r.y + 2))
        name_w = (score_rect.x if self.score_room is None else self._score_left(score_rect.right)) - text_x - \
            self.name_gap
        # a long name shrinks before it is cut (five seats share the top edge)
        top, under = r.y + 8, 2  # the name's top, and the px from its foot to the counts' line
        if self.name_lines != 1:
            name = name_block(self.name, theme.BODY, name_w, theme.CREAM, True, self.name_lines)
        elif whole_in_a_row(self.name, theme.BODY, name_w):
            name = squeezed(self.name, theme.BODY, name_w, theme.CREAM)
        else:  # another human's long name: in rows where the plate has the height (pass-and-play), else cut
            rows = self.name_rows(name_w)
            name = rows or squeezed(self.name, theme.BODY, name_w, theme.CREAM)
            if rows is not None:  # rows from nearer the top, the counts' line (its blank top) risen under them
                top, under = r.y + 4, 2 - (ROWS_GAIN - 4)
        surface.blit(name, (text_x, top))
        y = top + name.get_height() + under
        above = name.get_bounding_rect().move(text_x, top).bottom  # the last ink the hint must stay under
        if isinstance(self.counts, pygame.Surface):
            surface.blit(self.counts, (text_x, y + self.ROW_GAP))
            above = self.counts.get_bounding_rect().move(text_x, y + self.ROW_GAP).bottom
        elif self.counts:
            line = fit(self.counts, theme.SMALL, r.right - text_x - 12, theme.MUTED)
            ink = line.get_bounding_rect()
            # the large type of a small panel: the counts rise toward the name, so that a hint keeps a gap under
            # them (a plate with no hint too: the counts of a row of plates stand level)
            hint = theme.text("Ah", theme.SMALL, theme.GLOW, True)
            foot = r.bottom - hint.get_height() - 6 + hint.get_bounding_rect().top  # a hint's ink, at its foot
            if y + ink.bottom + self.INK_GAP > foot:
                y -= max(0, min(self.INK_GAP, y + ink.top - above - self.INK_GAP))
            if line.get_width() > name_w:  # the counts run on under the score (a five-seat row's narrow plates)
                size = score_size_above(str(self.score), y + ink.top - score_rect.y - 2, theme.text_floor)
                if size is None:  # no size clears them: the counts are cut beside the score
                    line = fit(self.counts, theme.SMALL, name_w, theme.MUTED)
                    ink = line.get_bounding_rect()
                else:  # (never larger than the plate's own score size: Lure's smaller score beside your rows)
                    score = theme.text(str(self.score), min(size, self.score_px), theme.GLOW, bold=True)
                    score_rect = score.get_rect(topright=score_rect.topright)
            surface.blit(line, (text_x, y))
            above = ink.move(text_x, y).bottom
        surface.blit(score, score_rect)
        if self.hint:
            self._paint_hint(surface, r, above, centre[1] + badge_r, text_x)
        if self.dim:
            surface.blit(veil(r.size, DIM_VEIL, 14), r.topleft)


    def badge(self, r: pygame.Rect) -> tuple[tuple[int, int], int]:
        """The seat badge's centre and radius on the plate at ``r`` (at its top left)."""
        badge_r = min(24, r.h // 4 + 4)
        return (r.x + 12 + badge_r, r.y + 12 + badge_r), badge_r

    def name_rows(self, name_w: int | None = None) -> pygame.Surface | None:
        """The name in rows, as a plate whose name does not fit one row draws it where it has the height for
        them (None: it has not, the name is cut in its row)."""
        name_w = self.name_room() if name_w is None else name_w
        return rows_within(self.name, theme.BODY, name_w, self._name_height(self.rect) + ROWS_GAIN, theme.CREAM)

    def _name_height(self, r: pygame.Rect) -> int:
        """The px a name of one row's slot may take, the counts and the hint kept under it (a long name of
        another human goes into rows there, :func:`rows_within`)."""
        if isinstance(self.counts, pygame.Surface):
            counts = self.counts.get_height() + self.ROW_GAP
        else:
            counts = theme.font(theme.SMALL).get_linesize() if self.counts else 0
        hint = theme.text("Ah", theme.SMALL, theme.GLOW, True).get_height() if self.hint else 0
        return r.bottom - 6 - hint - counts - 2 - (r.y + 8)

    def _paint_hint(self, surface: pygame.Surface, r: pygame.Rect, above: int, badge_bottom: int,
                    text_x: int) -> None:
        """The hint ("leads", "picking …") at the plate's foot, under the badge; where the plate is short (the
        large type of a small or upright panel) it rises beside the badge, but its glyphs never reach up into
        the ink ``above`` (the counts) nor out of the plate, and beside the badge it is cut to the room there."""
        line = fit(self.hint, theme.SMALL, r.w - 24, theme.GLOW, bold=True)
        ink = line.get_bounding_rect()  # the glyphs' own top: a line's ascent may overlap the row above
        y = max(r.bottom - line.get_height() - 6, above + self.INK_GAP - ink.top)
        y = min(y, r.bottom - ink.bottom)
        if y > badge_bottom:
            surface.blit(line, (r.x + 12, y))
        else:
            surface.blit(fit(self.hint, theme.SMALL, r.right - text_x - 12, theme.GLOW, bold=True), (text_x, y))


# ---------------------------------------------------------------------------------------------
# speech bubble
# ---------------------------------------------------------------------------------------------
BUBBLE_WIDTH = 320
BUBBLE_FILL = (255, 253, 244)
#: A bubble's margin round its words (left/right, top/bottom): drawn by ``_bubble_body``, measured by
#: :func:`speech_bubble_size`.
BUBBLE_PAD_X, BUBBLE_PAD_Y = 14, 9


@picture_cache(SCREEN_BYTES)  # a frame shows a few bubbles; 64 kept by count grew with what bots said
def _bubble_body(text: str, max_width: int) -> pygame.Surface:
    font = theme.font(theme.SMALL, True)
    lines = wrap(text, theme.SMALL, max_width - 2 * BUBBLE_PAD_X, bold=True)
    images = [theme.text(line, theme.SMALL, theme.INK, bold=True) for line in lines]
    w = max((i.get_width() for i in images), default=0) + 2 * BUBBLE_PAD_X
    h = len(images) * font.get_linesize() + 2 * BUBBLE_PAD_Y

    def paint(body) -> None:
        pen.rect(body, BUBBLE_FILL, body.get_rect(), border_radius=16)
        pen.rect(body, (150, 150, 140), body.get_rect(), 2, border_radius=16)
        y = BUBBLE_PAD_Y
        for img in images:
            body.blit(img, (BUBBLE_PAD_X, y))
            y += font.get_linesize()
    return picture((w, h), paint)


def speech_bubble_size(text: str, max_width: int = BUBBLE_WIDTH) -> tuple[int, int]:
    """The size :func:`draw_speech_bubble` will take for ``text`` (for placing it first): measured, not drawn
    (``theme.width`` is as wide as ``theme.text`` lays a line out) — a table tries a few shapes of a new bubble's
    words, and drawing each was 0.5-0.8 ms at 1920 × 1080: Go Fish's rival tried up to seven in the frame its
    words came up, among the slowest (issue 29)."""
    if not text:
        return (0, 0)
    lines = wrap(text, theme.SMALL, max_width - 2 * BUBBLE_PAD_X, bold=True)
    w = max((theme.width(line, theme.SMALL, bold=True) for line in lines), default=0) + 2 * BUBBLE_PAD_X
    return w, len(lines) * theme.font(theme.SMALL, True).get_linesize() + 2 * BUBBLE_PAD_Y


#: A seat that is out: its plate under a veil of this (black, see-through); its words off the plate (Go Fish's hint
#: under the fan) are drawn as dark as the veil makes the plate's (:func:`dimmed`).
DIM_VEIL = (0, 0, 0, 110)


def dimmed(colour) -> tuple[int, int, int]:
    """``colour`` as it shows under :data:`DIM_VEIL`."""
    keep = 255 - DIM_VEIL[3]
    return tuple(c * keep // 255 for c in colour[:3])


@picture_cache(2 * SCREEN_BYTES)
def veil(size: tuple[int, int], rgba: tuple[int, int, int, int], radius: int = 0) -> pygame.Surface:
    """A see-through layer of one colour, its corners rounded by ``radius``: a bubble's or a banner's shadow, a
    plate dimmed, the table dimmed under a summary.  Made once per size: each shows for seconds, and was made
    anew every frame (a full-screen one cost a millisecond a frame)."""
    return picture(size, lambda layer: pen.rect(layer, rgba, layer.get_rect(), border_radius=radius))


#: A speech bubble's shadow: black, see-through, its corners rounded as the bubble's (16 logical px).
BUBBLE_SHADOW = (0, 0, 0, 60)
#: The height of :func:`_veil_pieces`' block of the veil's middle colour, in the surface's own pixels (a bubble's
#: middle rows at 1920 × 1080 are two or three blits of it; with the long veil 0.3 MB at k = 1.5).
VEIL_BLOCK = 64
#: How wide :func:`_veil_pieces`' pieces are, in the surface's own pixels: a bubble's shadow at a drawing scale up to 2.
VEIL_LONG = 2 * BUBBLE_WIDTH + 8


def draw_rounded_veil(surface, rect, rgba: tuple[int, int, int, int], radius: int) -> None:
    """:func:`veil` of ``rect``'s size blitted at it, the same pixels, from pieces shared by every size: a long rounded
    veil's ends and a block of its middle colour, placed in the surface's own pixels (a Canvas's at k ≠ 1).  A speech
    bubble's shadow was a veil per bubble size — every new thing a bot says is a new size — and filled the veil
    cache: 8.6 of its 10.5 MB in Go Fish at 1920 × 1080 (issue 33).  A veil too small for its corners or wider than
    the pieces is blitted whole, as before."""
    rect = pygame.Rect(rect)
    if isinstance(surface, Canvas):
        scale, target = surface.k, surface.pixels
        place = (round(rect.x * scale), round(rect.y * scale))
        size = fine.size(rect.size)
    else:
        scale, target, place, size = 1, surface, rect.topleft, rect.size
    bend = radius if radius <= 0 or scale == 1 else max(1, round(radius * scale))  # as pen.rect bends it
    width, height = size
    if bend <= 0 or min(width, height) < 2 * bend + 1 or width > VEIL_LONG:
        surface.blit(veil(rect.size, rgba, radius), rect.topleft)
        return
    parts = _veil_parts(place, size, bend, *_veil_pieces(bend, tuple(rgba)))
    if isinstance(surface, Canvas):
        surface.blit_parts(parts)
    else:
        for source, at, area in parts:
            target.blit(source, at, area)


def _veil_parts(place, size, bend: int, ends: pygame.Surface, block: pygame.Surface) -> list[tuple]:
    """The (piece, place, area) blits that lay a ``size`` rounded veil at ``place``: its top and bottom rows (a left
    corner with the middle colour after it, then the right corner) from the long veil's, then the rows between."""
    x, y = place
    width, height = size
    c, long = bend, ends.get_width()
    parts = []
    for top, sy in ((y, 0), (y + height - c, c + 1)):  # (``ends`` is 2c + 1 high: its last c rows are the bottom's)
        parts.append((ends, (x, top), pygame.Rect(0, sy, width - c, c)))
        parts.append((ends, (x + width - c, top), pygame.Rect(long - c, sy, c, c)))
    for top in range(y + c, y + height - c, block.get_height()):
        parts.append((block, (x, top), pygame.Rect(0, 0, width, min(block.get_height(), y + height - c - top))))
    return parts


@lru_cache(maxsize=8)
def _veil_pieces(bend: int, rgba: tuple[int, int, int, int]) -> tuple[pygame.Surface, pygame.Surface]:
    """A rounded veil :data:`VEIL_LONG` wide and ``2 × bend + 1`` high (its ends and rows; read only), and a block of
    its middle colour: what :func:`draw_rounded_veil` lays every size from."""
    ends = pygame.Surface((VEIL_LONG, 2 * bend + 1), pygame.SRCALPHA)
    pygame.draw.rect(ends, rgba, ends.get_rect(), border_radius=bend)
    block = pygame.Surface((VEIL_LONG, VEIL_BLOCK), pygame.SRCALPHA)
    block.fill(rgba)
    return ends, block


#: A whole-screen veil's strip, in logical pixels: a multiple of ``canvas.GRID``, so strips stacked at its multiples
#: meet exactly, with no row blended twice or left out, at every drawing scale of ``display.SCALE_STEP``.
DIM_STRIP = 48


def dim_whole(surface, rgba: tuple[int, int, int, int]) -> None:
    """``surface`` (a whole canvas) under a see-through layer of one colour: one cached strip of :func:`veil`
    blitted down it, the same pixels as one screen-sized veil (every pixel blended with the same colour) — which,
    left in the veil cache after a round's summary closed, held 11 MB at 1920 × 1080 (Fischen; issue 33)."""
    width, height = surface.get_size()
    strip = veil((width, DIM_STRIP), rgba)
    k = getattr(surface, "k", 1)
    step = fine.physical(strip).get_height() / k if k != 1 else DIM_STRIP  # (a strip's own rows, at any scale)
    y = 0.0
    while y < height:  # at a scale off the eighths (1366 × 768, 1024 × 600) 48 px rounded left a row undimmed
        surface.blit(strip, (0, y))
        y += step


def draw_speech_bubble(
    surface: pygame.Surface, text: str, anchor, max_width: int = BUBBLE_WIDTH, prefer: str = "above",
    rect: pygame.Rect | None = None,
) -> pygame.Rect:
    """A bubble with ``text`` (wrapped) whose tail points at ``anchor``; it always stays on screen.

    At ``rect`` if given (placed by :mod:`fishgames.ui.bubbles`), else on the ``prefer``-red side
    ("above" or "below") of the anchor if there is room, else on the other side.  Returns its rect.
    """
    if not text:
        return pygame.Rect(anchor, (0, 0))
    sw, sh = surface.get_size()
    body = _bubble_body(text, min(max_width, sw - 16))
    ax, ay = int(anchor[0]), int(anchor[1])
    if rect is None:
        gap = 18
        rect = body.get_rect()
        room_above = ay - gap - rect.h >= 8
        room_below = ay + gap + rect.h <= sh - 8
        above = room_above if prefer == "above" or not room_below else False
        rect.centerx = ax
        if above:
            rect.bottom = ay - gap
        else:
            rect.top = ay + gap
        rect.clamp_ip(pygame.Rect(8, 8, sw - 16, sh - 16))
    # the tail: a triangle from the bubble edge (near the anchor) to the anchor
    tx = min(max(ax, rect.x + 22), rect.right - 22)
    edge_y = rect.bottom - 2 if rect.bottom <= ay else rect.top + 2
    tip = (ax, ay - 4 if rect.bottom <= ay else ay + 4)
    near = bubbles.tail_shown(rect, anchor)
    if near:
        pts = [(tx - 10, edge_y), (tx + 10, edge_y), tip]
        pen.polygon(
            surface, (150, 150, 140), [(x, y + (1 if rect.bottom <= ay else -1)) for x, y in pts]
        )
        pen.polygon(surface, BUBBLE_FILL, pts)
    draw_rounded_veil(surface, rect.move(3, 4), BUBBLE_SHADOW, 16)
    surface.blit(body, rect)
    if near:  # cover the border where the tail joins
        join_y = rect.bottom - 2 if rect.bottom <= ay else rect.top
        pen.line(surface, BUBBLE_FILL, (tx - 8, join_y), (tx + 8, join_y), 3)
    return rect


# ---------------------------------------------------------------------------------------------
# move log
# ---------------------------------------------------------------------------------------------
@lru_cache(maxsize=32)
def _fade(width: int, height: int, bend: int = 14 - 3) -> pygame.Surface:
    """Panel colour fading to clear: older lines melt away under the log's top edge.  Its top corners are bent
    like the panel's (:func:`panel`'s radius 14, less the 3 px the fade sits inside it): square, they stood out
    past the panel's rounded corners, a dark notch at each (plain at 3840 × 2160, issue 29)."""
    def make(scale: float) -> pygame.Surface:
        w, h = round(width * scale), round(height * scale)
        fade = pygame.Surface((w, h), pygame.SRCALPHA)
        for y in range(h):
            pygame.draw.line(fade, (*PANEL, int(PANEL_ALPHA * (1 - y / h) ** 0.7)), (0, y), (w, y))
        r = round(bend * scale)
        for y in range(min(r, h)):  # each row's corners cleared where the bend leaves it (a row a fill: cheap)
            inset = round(r - math.sqrt(max(0.0, r * r - (r - y - 0.5) ** 2)))
            if inset:
                fade.fill((0, 0, 0, 0), (0, y, inset, 1))
                fade.fill((0, 0, 0, 0), (w - inset, y, inset, 1))
        return fade
    return fine.drawn(make)


class MoveLogPanel:
    """A scrollable list of log lines (newest at the bottom); drag or wheel to scroll.

    It follows new lines while scrolled to the bottom and stays put while the player reads
    older ones.  It scrolls by whole lines: the text area is as many whole lines as fit (the slack
    goes above them) and the drawn view is snapped to a line, so no half line shows at either edge.
    """

    def __init__(self, rect, lines: list[str] | None = None):
        self.rect = pygame.Rect(rect)
        self.lines: list[str] = list(lines or [])
        self.offset = 0.0  # px scrolled up from the newest line (where the finger is; drawn snapped)
        self._drag_y: int | None = None
        self.pad = 12
        self._wrapped: tuple[list[str], tuple, list[str]] = ([], (), [])  # (lines, (width, floor), their rows)
        self._line_starts: tuple[int, ...] = ()  # the rows where each line begins

    @property
    def line_height(self) -> int:
        return theme.font(theme.SMALL).get_linesize()

    def set_lines(self, lines: list[str]) -> None:
        if self.offset > 0 and len(lines) > len(self.lines):
            # keep the view still while reading older lines
            added = sum(len(wrap(line, theme.SMALL, self._text_width())) for line in lines[len(self.lines) :])
            self.offset += added * self.line_height
        self.lines = list(lines)
        self._clamp()

    def _text_width(self) -> int:
        return self.rect.w - 2 * self.pad - 8

    def _rows(self) -> list[str]:
        """The lines wrapped to the text width.  A frame asks several times and a long game's log holds
        hundreds of lines, so the rows are kept until the lines (compared by value), the width or the text's
        legible floor (a window made small: larger type, ``legibility``) change."""
        lines, width, rows = self._wrapped
        measure = (self._text_width(), theme.text_floor)
        if width != measure or lines != self.lines:
            width = measure
            wrapped = [wrap(line, theme.SMALL, measure[0]) for line in self.lines]
            rows = [row for line_rows in wrapped for row in line_rows]
            self._wrapped = (list(self.lines), width, rows)
            self._line_starts = _starts(wrapped)
        return rows

    @property
    def _starts(self) -> tuple[int, ...]:
        """The rows where a log line begins (ascending)."""
        self._rows()
        return self._line_starts

    @property
    def visible_rows(self) -> int:
        """How many whole lines the text area holds."""
        return max(1, (self.rect.h - 2 * self.pad) // self.line_height)

    def view_rect(self) -> pygame.Rect:
        """The text area: whole lines only, at the bottom of the panel's inner box."""
        inner = self.rect.inflate(-2 * self.pad, -2 * self.pad)
        h = self.visible_rows * self.line_height
        return pygame.Rect(inner.x, inner.bottom - h, inner.w, h)

    @property
    def scrolled_rows(self) -> int:
        """Whole lines scrolled up from the newest (the drawn view: ``offset`` snapped to a line)."""
        lh = self.line_height
        return min(int(self.offset / lh + 0.5), self._max_offset() // lh)

    def visible(self) -> tuple[int, int]:
        """``(first, stop)``: the indices of the wrapped rows drawn, ``rows[first:stop]``; every one whole, and
        the first where a log line begins: a line that does not fit whole above is left out (the slack goes
        above), never shown as its tail alone ("%)." at the top of Lure's log at 800 × 480).  A single line
        longer than the panel shows its last rows.  (Rows are left out here on purpose, not through
        ``text.kept``: a log scrolls, and its arrows and a drag show every row; a check of a drawn log sees a
        line's tail alone: ``test_small_panel_words.cuts_while_drawing``.)"""
        rows = len(self._rows())
        stop = rows - self.scrolled_rows
        first = max(0, stop - self.visible_rows)
        starts = self._starts
        at = next((start for start in starts if first <= start < stop), None)
        return (first if at is None else at), stop

    def whole_rows(self, limit: int) -> int:
        """The most of the newest rows, at most ``limit``, that begin where a line begins: a panel laid over
        the log's top leaves whole lines under it, never the tail of one alone ("have any aces.”")."""
        width, total = self._text_width(), 0
        for line in reversed(self.lines):
            rows = len(wrap(line, theme.SMALL, width))
            if total + rows > limit:
                break
            total += rows
        return total

    def newest_rows(self) -> int:
        """How many rows the newest line takes (0 for an empty log)."""
        return len(wrap(self.lines[-1], theme.SMALL, self._text_width())) if self.lines else 0

    def _max_offset(self) -> int:
        return max(0, len(self._rows()) - self.visible_rows) * self.line_height

    def _clamp(self) -> None:
        self.offset = min(max(0.0, self.offset), self._max_offset())

    def scroll_by(self, dy: float) -> None:
        """Positive ``dy`` shows older lines (like dragging the text down)."""
        self.offset += dy
        self._clamp()

    def show(self, spans: list[tuple[int, int]]) -> None:
        """Scroll so ``spans`` ((first, last) indices of :attr:`lines`, the newest words first) are in view: all of
        them where the text area holds them together, else the first of them not wholly in view (the next tap shows
        the next: a log pointer naming two speakers over a log of one line), its first line at the top where it is
        taller than the text area.  A log pointer's tap asks here (``TableScene.pointer_tapped``)."""
        if not spans:
            return
        starts, rows = self._starts, len(self._rows())

        def rows_of(span: tuple[int, int]) -> tuple[int, int]:
            first, last = span
            return starts[first], (starts[last + 1] if last + 1 < len(starts) else rows)

        first, stop = self.visible()
        wanted = [rows_of(span) for span in spans]
        together = (min(top for top, _ in wanted), max(end for _, end in wanted))
        if together[1] - together[0] > self.visible_rows:
            together = next((span for span in wanted if not (first <= span[0] and span[1] <= stop)), wanted[0])
        top, end = together
        self.offset = float((rows - min(end, top + self.visible_rows)) * self.line_height)
        self._clamp()

    def handle(self, pointer) -> bool:
        """Feed a Pointer; returns True when the panel used it (so the table ignores it)."""
        if pointer.kind == "down" and self.rect.collidepoint(pointer.pos):
            self._drag_y = pointer.pos[1]
            return True
        if pointer.kind in ("drag", "move") and self._drag_y is not None:
            self.scroll_by(pointer.pos[1] - self._drag_y)
            self._drag_y = pointer.pos[1]
            return True
        if pointer.kind in ("up", "tap", "drop"):
            used = self._drag_y is not None or self.rect.collidepoint(pointer.start)
            if pointer.kind == "up":
                self._drag_y = None
            return used
        return False

    def draw(self, surface: pygame.Surface, ground: bool = True) -> None:
        """The panel and its lines (``ground`` False: the lines only, on the panel a table keeps drawn)."""
        r = self.rect
        if ground:
            surface.blit(panel(r.size), r.topleft)
        rows = self._rows()
        lh = self.line_height
        view = self.view_rect()
        first, stop = self.visible()
        newest_from = len(rows) - len(wrap(self.lines[-1], theme.SMALL, self._text_width())) if self.lines else 0
        y = view.bottom - (stop - first) * lh
        for i in range(first, stop):
            colour = theme.CREAM if i >= newest_from else theme.FOAM
            surface.blit(theme.text(rows[i], theme.SMALL, colour), (view.x, y))
            y += lh
        slack = view.top - r.top
        if first > 0 and slack > 6:  # older lines above: the top margin fades, over no text
            surface.blit(_fade(view.w + 2 * self.pad - 6, slack - 3), (r.x + 3, r.y + 3))
        # a thin scroll bar when there is more than fits
        total = len(rows) * lh
        if total > view.h:
            bar_h = max(24, view.h * view.h / total)
            frac = 1 - self.scrolled_rows * lh / max(1, self._max_offset())
            bar = pygame.Rect(r.right - 9, view.y + (view.h - bar_h) * frac, 5, bar_h)
            pen.rect(surface, theme.MUTED, bar, border_radius=3)


def _starts(wrapped: list[list[str]]) -> tuple[int, ...]:
    """The first row of each line, given each line's rows."""
    starts, row = [], 0
    for line_rows in wrapped:
        starts.append(row)
        row += len(line_rows)
    return tuple(starts)


# ---------------------------------------------------------------------------------------------
# buttons, banner, badge, stars
# ---------------------------------------------------------------------------------------------
BUTTON = (242, 184, 60)  # a warm gold: the colour of "do this"


LABEL_MARGIN = 20  # a button's label is cut (…) where it is wider than the button less this


def button_width_for(label: str, size: int = theme.BODY) -> int:
    """The narrowest button that shows ``label`` whole."""
    return max(MIN_TAP, theme.width(label, size, True) + LABEL_MARGIN + 2)


def draw_button(
    surface: pygame.Surface,
    rect,
    label: str,
    *,
    enabled: bool = True,
    pressed: bool = False,
    colour=None,
    size: int = theme.BODY,
) -> pygame.Rect:
    """An on-table button (≥ 48 px tall); a disabled one is flat grey, a pressed one sinks."""
    rect = pygame.Rect(rect)
    rect.h = max(rect.h, BASE_TAP)
    rect.w = max(rect.w, BASE_TAP)
    rect = legibility.tap_rect(rect, surface.get_rect())  # a small screen's floor: grown about its centre
    base = tuple(colour or BUTTON)[:3] if enabled else (120, 132, 146)
    surface.blit(_button_picture(rect.size, label, base, enabled, pressed, size), rect.topleft)
    return rect


@lru_cache(maxsize=128)
def _button_picture(size: tuple[int, int], label: str, base, enabled: bool, pressed: bool,
                    text_size: int) -> pygame.Surface:
    """One button state, drawn once (a button is on screen every frame).  Drawn onto a clear picture, which
    gives the same pixels as drawing onto the table: the face is opaque, the gloss and the label blend onto
    it, and the only see-through part, the shadow, is black."""
    w, h = size

    def paint(into) -> None:
        rect = pygame.Rect(0, 0, w, h)
        depth = 0 if pressed or not enabled else 5
        face = rect.move(0, 5 - depth) if pressed else rect
        radius = min(16, rect.h // 2)
        if enabled:
            into.blit(veil(rect.size, (0, 0, 0, 70), radius), (rect.x + 2, rect.y + 7))
            pen.rect(into, art.darken(base, 0.35), rect.move(0, 5), border_radius=radius)
        pen.rect(into, base, face, border_radius=radius)
        if enabled and not pressed:
            into.blit(veil((face.w - 8, face.h // 2 - 2), (255, 255, 255, 55), radius - 2), (face.x + 4, face.y + 3))
        pen.rect(into, art.darken(base, 0.4), face, 2, border_radius=radius)
        ink = art.ink_on(base) if enabled else (222, 226, 232)
        text = fit(label, text_size, face.w - LABEL_MARGIN, ink, bold=True)
        into.blit(text, text.get_rect(center=face.center))
    return picture((w + 2, h + 7), paint)


class Button:
    """A tap target on the table: ``handle(pointer)`` returns True when it was tapped."""

    def __init__(self, rect, label: str, *, enabled: bool = True, colour=None, action=None, size: int = theme.BODY):
        self.size = size  # the label's text size (a portrait's dialogs use a larger one)
        self.rect = pygame.Rect(rect)
        self.rect.h = max(self.rect.h, MIN_TAP)
        self.rect.w = max(self.rect.w, MIN_TAP)
        self.label = label
        self.enabled = enabled
        self.colour = colour
        self.action = action  # anything the scene wants back (e.g. an Action)
        self.pressed = False
        self.visible = True

    def handle(self, pointer) -> bool:
        if not (self.visible and self.enabled):
            self.pressed = False
            return False
        inside = self.rect.collidepoint(pointer.pos)
        if pointer.kind == "down":
            self.pressed = inside
        elif pointer.kind in ("drag", "move"):
            self.pressed = self.pressed and inside
        elif pointer.kind == "up":
            self.pressed = False
        elif pointer.kind == "tap":
            return inside and self.rect.collidepoint(pointer.start)
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.visible:
            draw_button(surface, self.rect, self.label, enabled=self.enabled, pressed=self.pressed,
                        colour=self.colour, size=self.size)


def draw_banner(surface: pygame.Surface, text: str, colour=theme.GLOW, y: int | None = None) -> pygame.Rect:
    """A ribbon across the table with big text ("Round 3", "Anna wins!"), centred at height ``y``; returns what it
    covers (its folded ends and its shadow too)."""
    sw, sh = surface.get_size()
    y = sh // 2 if y is None else y
    colour = tuple(colour[:3])
    ink = art.ink_on(colour)
    label = fit(text, theme.TITLE, sw - 220, ink, bold=True)
    w = label.get_width() + 120
    h = label.get_height() + 24
    rect = pygame.Rect(0, 0, w, h)
    rect.center = (sw // 2, y)
    dark = art.darken(colour, 0.35)
    for side in (-1, 1):  # folded ribbon ends
        x = rect.left if side < 0 else rect.right
        tail = [
            (x - side * 20, rect.top + 14),
            (x + side * 50, rect.top + 14),
            (x + side * 34, rect.centery + 7),
            (x + side * 50, rect.bottom + 14),
            (x - side * 20, rect.bottom + 14),
        ]
        pen.polygon(surface, dark, tail)
        pen.polygon(
            surface,
            art.darken(colour, 0.55),
            [(x, rect.bottom), (x - side * 20, rect.bottom + 14), (x, rect.bottom + 14)],
        )
    surface.blit(veil(rect.size, (0, 0, 0, 70), 8), rect.move(0, 6))
    pen.rect(surface, colour, rect, border_radius=8)
    pen.rect(surface, art.lighten(colour, 0.35), rect.inflate(-10, -10), 2, border_radius=6)
    surface.blit(label, label.get_rect(center=rect.center))
    return pygame.Rect(rect.x - 50, rect.y, rect.w + 101, rect.h + 15)  # (a polygon fills its last pixels too)


def draw_badge(surface: pygame.Surface, count, centre, colour=theme.INK, ink=None) -> pygame.Rect:
    """A round count badge (cards in a pile, dice left); grows into a pill for long numbers."""
    ink = ink or art.ink_on(colour)
    label = theme.text(str(count), theme.SMALL, ink, bold=True)
    rect = _badge_around(label, centre)
    pen.rect(
        surface, theme.WHITE if colour != theme.WHITE else theme.INK, rect.inflate(4, 4), border_radius=rect.h
    )
    pen.rect(surface, colour, rect, border_radius=rect.h)
    surface.blit(label, label.get_rect(center=rect.center))
    return rect


def badge_rect(count, centre) -> pygame.Rect:
    """Where :func:`draw_badge` draws ``count`` at ``centre`` (a table keeps it clear of speech bubbles)."""
    return _badge_around(theme.text(str(count), theme.SMALL, theme.INK, bold=True), centre).inflate(4, 4)


def _badge_around(label: pygame.Surface, centre) -> pygame.Rect:
    h = max(32, label.get_height() + 10)
    rect = pygame.Rect(0, 0, max(h, label.get_width() + 18), h)
    rect.center = (round(centre[0]), round(centre[1]))
    return rect


def star_row(
    surface: pygame.Surface,
    count: int,
    pos,
    total: int = 0,
    radius: float = 11,
    align: str = "left",
    colour=(240, 190, 40),
) -> pygame.Rect:
    """``count`` gold stars then ``total - count`` hollow ones (depth levels 1★–5★)."""
    return art.star_strip(surface, count, pos, radius, total=total, align=align, colour=colour)
