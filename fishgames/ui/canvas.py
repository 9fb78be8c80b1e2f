"""A surface of the screen's own pixels that scenes draw on in logical pixels.

At a drawing scale ``k`` ≠ 1 (:mod:`fishgames.ui.fine`) the app's canvas is ``k`` times the logical one, and
scenes get a :class:`Canvas` over it instead of a pygame ``Surface``: the part of the Surface interface drawing
code uses (sizes, rects, ``blit``, ``fill``, ``subsurface``), in logical pixels.  ``blit`` puts a picture's
twin at the scaled place, so text and art land at the screen's own pixels; shapes reach it through
:mod:`fishgames.ui.pen`.  At ``k`` = 1 no Canvas is made: scenes draw on the window's surface as before.
:func:`picture` paints a cached picture once per scale (the logical one, and at ``k`` ≠ 1 its twin on a Canvas).
"""

from __future__ import annotations

import pygame

from fishgames.ui import fine
from fishgames.ui.damage import Damage, bands
from fishgames.ui.underlay import Underlay

#: :meth:`Canvas.subsurface`'s canvases kept by one canvas at once; more start afresh.
PARTS_KEPT = 64


class Canvas:
    """``pixels`` (a pygame Surface of the screen's pixels) seen as ``size`` logical pixels at scale ``k``;
    ``origin``: where it sits on its whole canvas, in logical pixels (a stage on a wider screen)."""

    def __init__(self, pixels: pygame.Surface, size: tuple[int, int], k: float, origin=(0, 0), whole=None):
        self.pixels = pixels
        self.size = (int(size[0]), int(size[1]))
        self.k = k
        self.origin = (int(origin[0]), int(origin[1]))
        self._whole = whole
        #: Where ``pixels`` sit on the whole canvas's pixels, and their rect there: a subsurface's place never
        #: changes, so they are asked once, not in every blit (the canvas's per-call Python, issue 29).
        self.pixel_offset = pixels.get_abs_offset()
        self.pixel_rect = pixels.get_rect(topleft=self.pixel_offset)
        #: Whether its pixels start at the whole canvas's corner (the screen, and a 16:9 stage filling it): a rect of
        #: them is one of the whole canvas's as it is, not moved by ``pixel_offset`` (a new Rect) in every blit.
        self.at_corner = self.pixel_offset == (0, 0)
        self._parts: dict[tuple, Canvas] = {}  # (:meth:`subsurface`'s, by their logical rect)
        #: The whole canvas's :class:`~fishgames.ui.underlay.Underlay` (a sub-canvas shares its whole one's).
        self.underlay = whole.underlay if whole is not None else Underlay()
        #: The app's screen canvas's :class:`~fishgames.ui.damage.Damage` (what each frame wrote; a sub-canvas
        #: shares it); None on a canvas of a picture being painted.
        self.damage: Damage | None = whole.damage if whole is not None else None

    # -- the Surface interface, in logical pixels ----------------------------------------------------------
    def get_size(self) -> tuple[int, int]:
        return self.size

    def get_width(self) -> int:
        return self.size[0]

    def get_height(self) -> int:
        return self.size[1]

    def get_rect(self, **anchor) -> pygame.Rect:
        return pygame.Rect((0, 0), self.size).move_to(**anchor) if anchor else pygame.Rect((0, 0), self.size)

    def get_abs_offset(self) -> tuple[int, int]:
        return self.origin

    def get_abs_parent(self) -> Canvas:
        return self._whole or self

    def subsurface(self, rect) -> Canvas:
        """A Canvas of logical ``rect`` of this one.  Kept by its rect (:data:`PARTS_KEPT`), as nothing about it
        changes: Fat Fish's rows ask for the same bands every frame (5 a frame at 1920 × 1080, issue 29)."""
        rect = pygame.Rect(rect)
        key = tuple(rect)
        found = self._parts.get(key)
        if found is not None and found.damage is (self._whole or self).damage:  # (its whole one's: get_abs_parent)
            return found
        inner = self.pixels.subsurface(to_pixels(rect, self.k).clip(self.pixels.get_rect()))
        if len(self._parts) >= PARTS_KEPT:
            self._parts.clear()
        made = self._parts[key] = Canvas(inner, rect.size, self.k, (self.origin[0] + rect.x, self.origin[1] + rect.y),
                                         self.get_abs_parent())
        return made

    def fill(self, colour, rect=None, special_flags: int = 0) -> pygame.Rect:
        target = None if rect is None else to_pixels(rect, self.k)
        if self.damage is not None and self.damage.stale_rects:
            self.damage.writing(self.pixel_rect.copy() if target is None else target.move(self.pixel_offset))
        self.covered(self.pixels.fill(colour, target, special_flags))
        return pygame.Rect(rect) if rect is not None else self.get_rect()

    def covered(self, drawn: pygame.Rect) -> None:
        """``drawn`` (a rect of this canvas's pixels, as ``pygame.draw`` returns it) was drawn over."""
        if self.underlay.live or self.damage is not None:
            drawn = drawn if self.at_corner else drawn.move(self.pixel_offset)
            self.underlay.covered(drawn)
            if self.damage is not None:
                self.damage.wrote(drawn)

    def blit(self, source, dest, area=None, special_flags: int = 0) -> pygame.Rect:
        """``source`` (a logical picture, or another Canvas) at logical ``dest``: its twin where it has one."""
        if isinstance(source, Canvas):
            pixels, size = source.pixels, source.size
        else:
            pixels, size = _twin(source), source.get_size()
        x, y, k = dest[0], dest[1], self.k  # (a Rect's [0], [1]: its x, y)
        if area is not None:
            area = pygame.Rect(area)
            size = area.size
            area = to_pixels(area, k)
        at = (round(x * k), round(y * k))
        if self.underlay.live and self._blended(pixels, at, area, special_flags):
            return pygame.Rect((int(x), int(y)), size)
        damage = self.damage
        if damage is None:
            self.pixels.blit(pixels, at, area, special_flags)
            return pygame.Rect((int(x), int(y)), size)
        # (cut at a sub-canvas's edges, as the blit is: a stale place beyond stays; no stale place, nothing to tell)
        offset = self.pixel_offset
        if damage.stale_rects:
            damage.writing(pygame.Rect((at[0] + offset[0], at[1] + offset[1]),
                                       area.size if area is not None else pixels.get_size()).clip(self.pixel_rect))
        drawn = self.pixels.blit(pixels, at, area, special_flags)
        damage.wrote(drawn if self.at_corner else drawn.move(offset))
        return pygame.Rect((int(x), int(y)), size)

    def blit_hollow(self, source: pygame.Surface, dest, hole: pygame.Rect) -> None:
        """:meth:`blit` of a picture whose middle is clear (a glow's ring): ``hole`` (a rect of its twin's pixels, every
        one of them clear) is left out — blending a clear pixel leaves the screen's pixel as it is, so the screen gets
        the same pixels for a fraction of the work, and only the ring counts as drawn over."""
        pixels, k = _twin(source), self.k
        at = (round(dest[0] * k), round(dest[1] * k))
        whole = getattr(pixels, "whole", None)  # a ring kept without its middle (``widgets._Banded``): its bands
        if whole is not None:
            if self.underlay.live and self._blended(pixels, at, None, 0, whole, pixels.blit_onto):
                return
            self.blit_parts(pixels.parts(at))
            return
        if self.underlay.live and self._blended(pixels, at, None, 0):
            return
        self.blit_parts([(pixels, (at[0] + part.x, at[1] + part.y), part) for part in bands(pixels.get_rect(), hole)])

    def blit_parts(self, parts) -> None:
        """Blit ``(source, (x, y), area)`` parts placed in this canvas's own pixels (not logical ones): a picture
        put together from shared pieces where it lands (a speech bubble's shadow, ``widgets.draw_rounded_veil``),
        each part counted as drawn over as :meth:`blit` counts it."""
        offset, mine = self.pixel_offset, self.pixel_rect
        for source, place, area in parts:
            if self.damage is not None and self.damage.stale_rects:
                self.damage.writing(pygame.Rect((place[0] + offset[0], place[1] + offset[1]),
                                                area.size if area is not None else source.get_size()).clip(mine))
            self.covered(self.pixels.blit(source, place, area))

    def _blended(self, pixels: pygame.Surface, at: tuple[int, int], area, special_flags: int, size=None,
                 blit_onto=None) -> bool:
        """Put a translucent picture that lands on this frame's backdrop only as the backdrop with it blended
        on, kept from an earlier frame (:mod:`fishgames.ui.underlay`): True when done so.  Any blit counts as
        drawn over.  ``size`` and ``blit_onto(target, at)``: a picture blitted in parts (a banded glow ring)."""
        offset, mine = self.pixel_offset, self.pixel_rect
        target = pygame.Rect((at[0] + offset[0], at[1] + offset[1]), size or (area.size if area else pixels.get_size()))
        if area is not None or special_flags or not pixels.get_flags() & pygame.SRCALPHA or not mine.contains(target):
            self.underlay.covered(target.clip(mine))  # (a sub-canvas's blit is cut at its edges)
            return False
        result = self.underlay.blended(pixels, target, blit_onto)
        if result is None:
            return False
        if self.damage is None or not self.damage.still(result, target):  # an opaque copy, kept: still
            self.pixels.blit(result, at)
        return True

    def still(self, picture: pygame.Surface, dest) -> None:
        """Blit ``picture`` (opaque, cached, never drawn on once shown: a table's panel) at logical ``dest``: where
        the frame before left it on the screen with nothing over it since, not again
        (:meth:`fishgames.ui.damage.Damage.still`)."""
        if self.damage is None:
            self.blit(picture, dest)
            return
        pixels, k, offset = fine.physical(picture), self.k, self.pixel_offset
        target = pygame.Rect((round(dest[0] * k) + offset[0], round(dest[1] * k) + offset[1]), pixels.get_size())
        if not self.pixel_rect.contains(target) or pixels.get_alpha() != picture.get_alpha():
            self.blit(picture, dest)
            return
        if self.damage.still(pixels, target):
            self.underlay.covered(target)  # as the blit would have told it
            return
        damage, self.damage = self.damage, None  # told already, as a still panel
        try:
            self.blit(picture, dest)
        finally:
            self.damage = damage

    def lay(self, backdrop, dest, under: bool = True) -> None:
        """Blit ``backdrop`` (covering the whole canvas) as this frame's start: translucent pictures landing on
        it alone from here on are blended with it once, not every frame (:mod:`fishgames.ui.underlay`).  ``under``
        False: ``backdrop`` is not the table's backdrop but a whole frame kept (a table under an overlay that does
        not change, ``TableScene.overlay_key``): nothing is blended on it ahead, and what the underlay keeps for
        the table's backdrop stays for when that is laid again."""
        self.underlay.live = False
        pixels = fine.physical(backdrop) if not isinstance(backdrop, Canvas) else backdrop.pixels
        offset, k = self.pixel_offset, self.k
        place = pixels.get_rect(topleft=(round(dest[0] * k) + offset[0], round(dest[1] * k) + offset[1]))
        if self.damage is None or self._whole is not None:
            self.blit(backdrop, dest)
        else:  # only where the frame before drew over it (fishgames.ui.damage)
            damage, self.damage = self.damage, None
            try:
                damage.lay(self.pixels, pixels, place, lambda: self.blit(backdrop, dest))
            finally:
                self.damage = damage
        if under:
            self.underlay.start(pixels, place)
        else:
            self.underlay.hold()

    def composed(self, key: tuple, rect, paint, reach: int = 0, paced: bool = False, later: list | None = None) -> None:
        """``paint(canvas, rect)``: drawing that stays within logical ``rect`` grown by ``reach`` (a glow around it),
        all it shows named by ``key``.  Where that lands on this frame's backdrop only, it is painted once on a copy
        of the backdrop and then copied, the same pixels (:meth:`Underlay.composed`); else drawn as usual.  The
        copy is of a place on a grid whose pixel offset is an even whole number, so every length painted relative
        to it rounds to the pixels it rounds to on the screen.  ``later``: where it lands on backdrop only and is
        to be drawn as usual, that drawing is left to the caller (with places next to it, in one go): ``later``
        gets the underlay's note for it, which the caller passes to :meth:`Underlay.drawn` once it is drawn."""
        rect = pygame.Rect(rect)
        place = self._copy_place(rect, reach)
        if place is None:
            paint(self, rect)
            return
        pixels, around, area, shifted = place
        offset = self.pixel_offset
        if not self.pixels.get_rect().contains(around):
            if self.damage is not None and self.damage.stale_rects:
                self.damage.writing(pixels.move(offset))
            self.covered(pixels)
            paint(self, rect)
            return
        result = self.underlay.composed(key, pixels.move(offset), around.move(offset),
                                        lambda copy: paint(Canvas(copy, area.size, self.k), shifted), paced)
        if result is None:
            waiting = self.underlay.waiting  # (paced: the next frame may take what is drawn here as its copy)
            if self.damage is not None and self.damage.stale_rects:  # the stale places under it put back at once,
                self.damage.writing(pixels.move(offset))  # not under each blit
            if later is not None:
                later.append(waiting)
                return
            paint(self, rect)
            self.underlay.drawn(waiting)
        else:
            part = pixels.move(-around.x, -around.y)
            if self.damage is None or not self.damage.still(result, pixels.move(offset), part.topleft):
                self.pixels.blit(result, pixels, part)  # an opaque copy, kept: still (fishgames.ui.damage)

    def composed_ahead(self, key: tuple, rect, paint, reach: int = 0) -> bool:
        """:meth:`composed`'s look ``key`` at ``rect`` painted now on its copy and not shown (a look known before it
        shows, at the end of a light frame): the frame that shows it copies it, and the one after paints no copy —
        a new look was drawn as usual in its first frame and painted on a copy in its second, both of them among
        the slowest at 1920 × 1080 (issue 29).  Whether it was painted (not: kept already, or no backdrop laid)."""
        place = self._copy_place(pygame.Rect(rect), reach) if self.underlay.live else None
        if place is None or not self.pixels.get_rect().contains(place[1]):
            return False
        pixels, around, area, shifted = place
        offset = self.pixel_offset
        return self.underlay.ahead(key, pixels.move(offset), around.move(offset),
                                   lambda copy: paint(Canvas(copy, area.size, self.k), shifted))

    def blended_ahead(self, source: pygame.Surface, dest) -> bool:
        """The copy :meth:`blit` (or :meth:`blit_hollow`) keeps of translucent ``source`` landing at logical ``dest``
        on this frame's backdrop alone (:meth:`_blended`), made now, before it first lands there (a light frame): the
        frame it shows in copies it.  Whether it was made (not: kept already, or not on the backdrop here)."""
        if not self.underlay.live:
            return False
        pixels, k, offset = _twin(source), self.k, self.pixel_offset
        whole = getattr(pixels, "whole", None)  # (kept in parts: laid as :meth:`blit_hollow` lays it)
        target = pygame.Rect((round(dest[0] * k) + offset[0], round(dest[1] * k) + offset[1]),
                             whole or pixels.get_size())
        if not pixels.get_flags() & pygame.SRCALPHA or not self.pixel_rect.contains(target):
            return False
        return self.underlay.blended_ahead(pixels, target, pixels.blit_onto if whole is not None else None)

    def _copy_place(self, rect: pygame.Rect, reach: int):
        """Where :meth:`composed` paints ``rect`` grown by ``reach`` on a copy: (its pixels, the copy's pixels, the
        copy's logical place on the grid, ``rect`` in the copy), or None (not now, or not at this scale)."""
        bounds = rect.inflate(2 * reach, 2 * reach)
        area = _on_grid(bounds, self.k) if self.underlay.live else None
        if area is None:
            return None
        # (a glow past the canvas's edge is cut there on the screen, and so in the copy: its edge, 0, is on the grid)
        area = area.clip(self.get_rect())
        pixels = to_pixels(bounds, self.k).clip(self.pixels.get_rect())
        return pixels, to_pixels(area, self.k), area, rect.move(-area.x, -area.y)

    def bare(self, rect) -> bool:
        """Whether logical ``rect`` shows this frame's backdrop alone so far: :meth:`composed` there would copy."""
        if not self.underlay.live:
            return False
        return self.underlay.bare(to_pixels(rect, self.k).move(self.pixel_offset))

    def next_frame(self) -> None:
        """A frame begins: until a backdrop is laid (:meth:`lay`) nothing is pre-blended; a whole frame with no
        backdrop laid forgets what was blended for the last one.  What the frame before drew as usual where a copy
        is kept is taken from the screen's pixels (:meth:`Underlay.drawn`) only where they are sure: a frame the app
        draws in part (:mod:`fishgames.ui.damage`), not one drawn whole (after an expose, or drawn again)."""
        sure = self.damage is not None and self.damage.allowed
        self.underlay.next_frame(self.pixels.get_abs_parent() if sure else None)

    def blits(self, pairs, doreturn: bool = True):
        rects = [self.blit(*pair) for pair in pairs]
        return rects if doreturn else None

    # -- scaling -------------------------------------------------------------------------------------------
    def rect(self, rect) -> pygame.Rect:
        return to_pixels(rect, self.k)

    def point(self, pos) -> tuple[float, float]:
        return pos[0] * self.k, pos[1] * self.k


#: :meth:`Canvas.composed`'s grid, in logical pixels: 16 of them are an even number of pixels at every drawing
#: scale of ``display.SCALE_STEP`` (1/8), so Python's rounding (half to even) of a length moved by it is unchanged.
GRID = 16


def _on_grid(rect: pygame.Rect, k: float) -> pygame.Rect | None:
    """``rect`` grown out to :data:`GRID`; None at a scale where the grid is not an even number of pixels."""
    if (GRID * k) % 2:
        return None
    left, top = rect.x // GRID * GRID, rect.y // GRID * GRID
    return pygame.Rect(left, top, -(-rect.right // GRID) * GRID - left, -(-rect.bottom // GRID) * GRID - top)


def composed(surface, key: tuple, rect, paint, reach: int = 0, paced: bool = False, later: list | None = None) -> None:
    """:meth:`Canvas.composed` on a Canvas; on a plain surface (1280 × 720, tests) ``paint(surface, rect)``."""
    if isinstance(surface, Canvas):
        surface.composed(key, rect, paint, reach, paced, later)
    else:
        paint(surface, pygame.Rect(rect))


def composed_ahead(surface, key: tuple, rect, paint, reach: int = 0) -> bool:
    """:meth:`Canvas.composed_ahead` on a Canvas; nothing on a plain surface (nothing is composed there)."""
    return isinstance(surface, Canvas) and surface.composed_ahead(key, rect, paint, reach)


def bare(surface, rect) -> bool:
    """:meth:`Canvas.bare` on a Canvas; False on a plain surface (nothing is composed there)."""
    return isinstance(surface, Canvas) and surface.bare(rect)


def _twin(source: pygame.Surface) -> pygame.Surface:
    """``source``'s picture at the screen's pixels, with ``source``'s alpha (a shared picture faded in place: its twin
    follows)."""
    pixels = fine.physical(source)
    alpha = source.get_alpha()
    if pixels.get_alpha() != alpha:
        pixels.set_alpha(alpha)
    return pixels


def to_pixels(rect, k: float) -> pygame.Rect:
    """A logical rect in pixels drawn at scale ``k``; its edges are scaled, so rects that touch still touch.
    (Each edge is ``round(edge * k)``, written out: this runs ~30 times a frame at k ≠ 1, issue 29.)"""
    if not isinstance(rect, pygame.Rect):
        rect = pygame.Rect(rect)
    left, top = round(rect.x * k), round(rect.y * k)
    return pygame.Rect(left, top, round(rect.right * k) - left, round(rect.bottom * k) - top)


def picture(size, paint, flags: int = pygame.SRCALPHA) -> pygame.Surface:
    """A cached picture of logical ``size`` painted by ``paint(surface)`` (in logical pixels, through ``blit``
    and :mod:`fishgames.ui.pen`); at a drawing scale ≠ 1 painted a second time at the screen's pixels, as its
    twin.  The logical one is what layouts, tests and logical surfaces see."""
    size = (max(1, int(size[0])), max(1, int(size[1])))
    logical = pygame.Surface(size, flags)
    paint(logical)
    if fine.k != 1:
        pixels = pygame.Surface(fine.size(size), flags)
        paint(Canvas(pixels, size, fine.k))
        fine.pair(logical, pixels)
    return logical


def painted_on(base: pygame.Surface, paint) -> pygame.Surface:
    """A copy of the cached picture ``base`` with ``paint(surface)`` drawn on it (in logical pixels); at a drawing
    scale ≠ 1 its twin is ``paint`` drawn again on a copy of ``base``'s twin (a panel with its words, sharp)."""
    logical = base.copy()
    paint(logical)
    if fine.k != 1:
        pixels = fine.physical(base).copy()
        paint(Canvas(pixels, logical.get_size(), fine.k))
        fine.pair(logical, pixels)
    return logical


def screen_canvas(pixels: pygame.Surface, size, stage: pygame.Rect) -> tuple[Canvas, Canvas]:
    """The app's canvas (the whole window) and the stage on it, both at the current drawing scale."""
    whole = Canvas(pixels, size, fine.k)
    whole.damage = Damage(pixels.get_size())
    return whole, whole.subsurface(stage)
