"""Translucent pictures that land straight on a table's backdrop, blended with it once instead of every frame.

A table frame starts by copying its backdrop to the whole screen, then blits plates, reef rows, shadows and
panels over it — most of them translucent (rounded corners, see-through plates), each blended pixel by pixel
every frame: at the screen's own pixels (k = 1.5 at 1920 × 1080) 2.25× the work of 1280 × 720, the larger part
of a busy frame's drawing (issue 29).  Where such a picture is blitted onto backdrop nothing else has covered
yet in this frame, the result is known ahead: the backdrop's pixels there with the picture blended on them.
:class:`Underlay` keeps that result (an opaque copy) per picture and place once the same picture has landed
there in two frames running, and the blit becomes a plain copy — the same pixels, a fraction of the work.

What was drawn since the backdrop (``dirty``: every blit, fill and shape on the screen's canvas) is tracked in
the screen's pixels, so a picture over anything drawn before it in this frame is blended as before.  The kept
results are byte-budgeted (:data:`BUDGET_BYTES`, least recently used forgotten first) and dropped with the
backdrop.  Pictures are told apart by identity (weakly held): a cached picture is never drawn on once shown
(:mod:`fishgames.ui.fine`'s contract), so the same object at the same place is the same pixels.
"""

from __future__ import annotations

import weakref
from collections import OrderedDict

import pygame

from fishgames.ui import fine

#: The blended results kept (bytes of the screen's pixels): a table's plates and rows at 1920 × 1080 are
#: 2-4 MB, Fat Fish's rows and hand composed (each look and the one before it, :meth:`Underlay._recycled`) 7 MB;
#: more than this and the oldest go.  10 MB held them all, but cost Fat Fish's 6-seat table 7-29 MB of RSS after
#: 12,000 frames at 1920 × 1080 (153-171 MB against 145-146, over issue 33's 150) for no frame time shown (busy
#: p99 1920/1280 1.38-1.54 against 1.46-1.57 at 4 MB, p50 0.83-0.87 against 0.85-0.91; tools/README).  5 MB since
#: Fugu's glowing plates are copied too (its lanes' plates, its own plate: 4.2 MB shown a frame, with the market and
#: rows): at 4 MB it let go of a shown copy in most frames and painted it again (fugu19, tools/README).  6 MB since
#: Fat Fish paints a bot's next look ahead (its rows' bands, 0.3-0.6 MB each at 1920 × 1080, beside the ones shown):
#: new looks drawn as usual as they showed in 700 busy frames 157 without painting ahead, 42 at 5 MB, 15 at 6, 4 at 8
#: (fatfish21, tools/README).
BUDGET_BYTES = 6 * 2**20
#: Composed pictures the budget let go of, kept (at most this many bytes, beyond the budget) to paint a new look of
#: the same size into: Fat Fish's bands at 1920 × 1080 found their look of two looks ago forgotten in 166 of 229 new
#: looks, and a new surface there (fresh pages) was ~0.5 ms of the frames after a card was laid (tools/README, perf15b).
#: 1.5 MB holds Fischen's trick at 1920 × 1080 (1.42 MB; its look of two looks ago is let go of by the budget each
#: time): 1 MB never kept it, and its new looks took a new surface in 44 of 46 (~0.8 ms more each; fischen17).
SPARE_BYTES = 3 * 2**19
#: Frames a look painted ahead and not shown yet is held against another painted ahead (:meth:`Underlay._room`); older,
#: it was not the look that came next, and is let go of first (a kept one blocked every look ahead of Fat Fish's).
AHEAD_HELD = 120


class Underlay:
    """The backdrop copied to ``area`` of a screen's pixels in this frame, and what has been drawn over it."""

    def __init__(self, budget: int = BUDGET_BYTES):
        self.budget = budget
        self.backdrop: pygame.Surface | None = None
        self.area = pygame.Rect(0, 0, 0, 0)
        self.dirty: list[pygame.Rect] = []
        self.used = 0
        self._kept: OrderedDict[tuple, tuple[weakref.ref, pygame.Surface, int]] = OrderedDict()
        self._seen: set[tuple] = set()  # the places blitted clean in the frame before (kept on a second sighting)
        self._seeing: set[tuple] = set()
        #: target -> the composed places last shown there, oldest first: a new look paints into the picture of
        #: the one shown two looks ago (:meth:`_recycled`)
        self._lately: dict[tuple, list[tuple]] = {}
        self._shown_at: dict[tuple, int] = {}  # composed place -> the frame it was last shown in (:meth:`_recycled`)
        self._ahead_at: dict[tuple, int] = {}  # composed place painted ahead, not shown yet -> the frame (:meth:`_room`)
        #: size -> (a composed picture the budget let go of, the frame it went in, its bytes): :meth:`_spare`
        self._spares: OrderedDict[tuple[int, int], tuple[pygame.Surface, int, int]] = OrderedDict()
        self.spare_bytes = 0
        self._frame = 0
        self._made = 0
        #: paced composed places drawn as usual in this frame on backdrop only: (place, its area, how many rects were
        #: drawn over before its drawing ended); their pixels are taken from the screen as the next frame begins
        #: (:meth:`_take`) — the look the screen shows, not painted again
        self._drawn: list[tuple[tuple, pygame.Rect, int]] = []
        #: (place, area) of the paced place :meth:`composed` last gave None for (drawn as usual: :meth:`drawn`)
        self.waiting: tuple | None = None
        self.hits = 0
        #: True from the backdrop's copy to the end of the frame (:meth:`start`, :meth:`next_frame`).
        self.live = False
        self._laid = False  # a backdrop was laid since the last next_frame

    def next_frame(self, screen: pygame.Surface | None = None) -> None:
        """A frame begins: nothing is pre-blended until its backdrop is laid; one with none laid in the frame
        before forgets the backdrop and what was blended on it (they are not on the screen any more).  ``screen``:
        the whole screen's pixels as the frame before left them (None where they may be lost: a frame drawn whole,
        or drawn again): the paced places it drew as usual are taken from it (:meth:`_take`)."""
        self._frame += 1
        if screen is not None and self._laid and self.backdrop is not None:
            self._take(screen)
        self._drawn.clear()
        self.waiting = None
        if not self._laid and self.backdrop is not None:
            self.clear()
        self.live = self._laid = False

    def start(self, backdrop: pygame.Surface, area: pygame.Rect) -> None:
        """A new frame: ``backdrop`` was just copied to ``area`` (the screen's pixels), nothing over it yet."""
        if backdrop is not self.backdrop or area != self.area:
            self.clear()
            self.backdrop, self.area = backdrop, pygame.Rect(area)
        self.dirty.clear()
        self._drawn.clear()
        self._made = 0  # copies painted in this frame
        self._seen, self._seeing = self._seeing, self._seen
        self._seeing.clear()
        self.live = self._laid = True

    def hold(self) -> None:
        """A frame laid on another picture than the backdrop (a whole frame kept under an overlay): nothing is
        blended in it, and the backdrop and what was blended on it are kept for the frame that lays it again (the
        frame after an overlay would paint every plate's copy anew)."""
        self.live, self._laid = False, True

    def clear(self) -> None:
        self.backdrop = None
        self.live = False
        self.dirty.clear()
        self._kept.clear()
        self._seen.clear()
        self._seeing.clear()
        self._lately.clear()
        self._shown_at.clear()
        self._ahead_at.clear()
        self._drawn.clear()
        self.used = 0
        self._spares.clear()
        self.spare_bytes = 0

    def covered(self, rect: pygame.Rect) -> None:
        """Something was drawn over ``rect`` (the screen's pixels) in this frame."""
        if self.live:
            self.dirty.append(rect)

    def bare(self, target: pygame.Rect) -> bool:
        """Whether ``target`` (the screen's pixels) shows the backdrop alone so far in this frame."""
        return self.live and self.area.contains(target) and target.collidelist(self.dirty) < 0

    def blended(self, picture: pygame.Surface, target: pygame.Rect, blit_onto=None) -> pygame.Surface | None:
        """The backdrop under ``target`` with ``picture`` (its whole size, at ``target``) blended on it, if it
        lands on backdrop only and was seen there in the frame before; None: blit it as usual.  Either way
        ``target`` counts as drawn over from now on.  ``blit_onto(copy, at)``: how ``picture`` is blitted, where it is
        kept in parts (a banded glow ring)."""
        paint = (lambda copy: blit_onto(copy, (0, 0))) if blit_onto else (lambda copy: copy.blit(picture, (0, 0)))
        return self._reused((id(picture), target.x, target.y, picture.get_alpha()), target, target,
                            weakref.ref(picture), picture, paint)

    def composed(self, key: tuple, target: pygame.Rect, area: pygame.Rect, paint,
                 paced: bool = False) -> pygame.Surface | None:
        """The backdrop under ``area`` (around ``target``) with ``paint(copy)`` drawn on a copy of it, if ``target``
        lands on backdrop only and was seen there (with ``key``: all the drawing shows) in the frame before; None:
        draw as usual.  The caller copies its ``target`` part: a seat plate — its panel, glow, badge and texts,
        blended one over the other every frame — is then one copy.  Either way ``target`` counts as drawn over.
        ``paced``: painted on a copy in no frame that has painted another copy already (Fat Fish's rows, in bands:
        a card laid changes two or three of them and the prompt's, and copying them all in the frame after it
        made that frame one of the slowest at 1920 × 1080, issue 29); drawn as usual until its turn, or until the
        next frame takes what the screen shows there (:meth:`drawn`)."""
        self.waiting = None
        return self._reused(("composed", key, tuple(target)), target, area, _ALWAYS, True, paint, paced)

    def ahead(self, key: tuple, target: pygame.Rect, area: pygame.Rect, paint) -> bool:
        """:meth:`composed`'s copy for ``key`` at ``target`` painted now, before the look first shows
        (:meth:`Canvas.composed_ahead`): into the picture of a look not shown in this frame or the one before, as a
        new look is.  Whether it was painted (not: kept already, or no backdrop under it)."""
        place = ("composed", key, tuple(target))
        if not self.live or place in self._kept or not self.area.contains(area):
            return False
        return self._ahead(place, area, _ALWAYS, paint)

    def blended_ahead(self, picture: pygame.Surface, target: pygame.Rect, blit_onto=None) -> bool:
        """:meth:`blended`'s copy of ``picture`` at ``target`` made now, before it first lands there
        (``Canvas.blended_ahead``): the frame it shows in copies it, and the one after makes no copy (a Lure lane's,
        ~0.9 MB at 1920 × 1080, was 1.2-1.6 ms of the frame after its group came up, issue 29).  Whether it was made
        (not: kept already, or no backdrop under it)."""
        place = (id(picture), target.x, target.y, picture.get_alpha())
        kept = self._kept.get(place)
        if not self.live or kept is not None and kept[0]() is picture or not self.area.contains(target):
            return False
        paint = (lambda copy: blit_onto(copy, (0, 0))) if blit_onto else (lambda copy: copy.blit(picture, (0, 0)))
        return self._ahead(place, target, weakref.ref(picture), paint)

    def _ahead(self, place: tuple, area: pygame.Rect, alive, paint) -> bool:
        spare = self._recycled(place, area.size)  # (a look shown there before: no more bytes kept)
        if spare is None and not self._room(area.w * area.h * self.backdrop.get_bytesize()):
            return False
        under = self.backdrop.subsurface(area.move(-self.area.x, -self.area.y))
        if spare is not None:
            spare.blit(under, (0, 0))
        result = spare if spare is not None else under.copy()
        paint(result)
        self._keep(place, alive, result)
        self._ahead_at[place] = self._frame
        return True

    def _room(self, size: int) -> bool:
        """Whether a look of ``size`` bytes painted ahead is kept without letting go of a copy shown in this frame or
        the one before, or of another look painted ahead and not shown yet: each would be painted again, and Fat Fish's
        looks ahead of a move (rows, hand: 2-3 MB at 1920 × 1080) pushed each other out in turn, painted anew in
        every light frame of a bot's pause (fatfish20, tools/README)."""
        over = self.used + size - self.budget * fine.beyond()
        for place, (_, _, kept) in self._kept.items():  # (the least recently used first: let go of first)
            if over <= 0:
                break
            shown = self._shown_at.get(place)
            if shown is not None and shown >= self._frame - 1 or \
                    shown is None and self._frame - self._ahead_at.get(place, self._frame) <= AHEAD_HELD:
                return False  # (a look painted ahead and never shown, long ago, is let go of: it was not the next)
            over -= kept
        return over <= 0

    def drawn(self, waiting: tuple | None) -> None:
        """The paced place :meth:`composed` gave None for (``waiting``: :attr:`waiting` then) was drawn as usual:
        on backdrop only, so the screen
        shows there what its copy would.  Unless something is drawn over it later in this frame, the next frame
        begins by taking those pixels as its copy (:meth:`_take`): a band of Fat Fish's rows was drawn as usual in
        every frame until its turn to be painted on a copy — a move's 5-7 bands, 1-2 ms a frame at 1920 × 1080 in
        the frames after it, painted once more each on its copy (issue 29)."""
        if waiting is not None and self.live:
            self._drawn.append((*waiting, len(self.dirty)))

    def _take(self, screen: pygame.Surface) -> None:
        """The places :meth:`drawn` noted in the frame before, with nothing drawn over them after, kept as their
        copies from ``screen``'s pixels, each into the picture of a look shown there before (:meth:`_recycled`) or a
        spare — not into a new surface: fresh pages cost more than drawing a band as usual (~0.5 ms against ~0.25
        at 1920 × 1080), and the look may last only this frame (a bot's prompt in the frame it moves).  Without
        one the place is painted on a copy in its turn, as before."""
        for place, area, seen in self._drawn:
            if place in self._kept or area.collidelist(self.dirty[seen:]) >= 0:
                continue
            picture = self._recycled(place, area.size)
            if picture is None:
                continue
            picture.blit(screen, (0, 0), area)
            self._keep(place, _ALWAYS, picture)
            self._shown(place)

    def _reused(self, place: tuple, target: pygame.Rect, area: pygame.Rect, alive, owner, paint,
                paced: bool = False):
        """What :meth:`blended` and :meth:`composed` share: ``target`` counts as drawn over from now on; where it
        lands on backdrop only, the copy kept for ``place`` (while ``alive()`` is ``owner``), or — seen there in
        the frame before (and ``paced``: the frame's first copy) — the backdrop under ``area`` with
        ``paint(copy)`` on it, kept; else None."""
        if not self.live:
            return None
        clean = self.area.contains(area) and target.collidelist(self.dirty) < 0
        self.dirty.append(target)
        if not clean:
            return None
        kept = self._kept.get(place)
        if kept is not None and kept[0]() is owner:
            self._kept.move_to_end(place)
            self.hits += 1
            self._shown(place)
            return kept[1]
        self._seeing.add(place)
        if place not in self._seen or (paced and self._made):
            if paced and area == target:  # (a copy with a margin around its place, a reach: painted as before)
                self.waiting = (place, pygame.Rect(area))
            return None
        self._made += 1
        under = self.backdrop.subsurface(area.move(-self.area.x, -self.area.y))
        spare = self._recycled(place, area.size)
        if spare is not None:
            spare.blit(under, (0, 0))  # (both opaque, the backdrop's format: a copy)
        result = spare if spare is not None else under.copy()
        paint(result)
        self._keep(place, alive, result)
        self._shown(place)
        return result

    def _shown(self, place: tuple) -> None:
        self._shown_at[place] = self._frame
        self._ahead_at.pop(place, None)
        lately = self._lately.setdefault(_where(place), [])
        if place in lately:
            lately.remove(place)
        lately.append(place)

    def _recycled(self, place: tuple, size: tuple[int, int]) -> pygame.Surface | None:
        """The picture of a look shown at ``place``'s target before (the oldest first), to paint a new look into:
        a new surface of a band of Fat Fish's rows (half a megabyte at 1920 × 1080) is fresh pages for the system
        to map and clear, most of its cost.  Not one shown in this frame or the frame before: the screen shows it,
        or the damage puts a place back from the frame before's pictures (:mod:`fishgames.ui.damage`).  (Only the
        look of two looks ago was taken: the budget had let go of it in most of a band's new looks, and the one
        shown last was let be, though no frame shows it once a new look is drawn there.)"""
        lately = self._lately.get(_where(place), [])
        for old in list(lately):
            if old not in self._kept:  # (let go of by the budget)
                lately.remove(old)
                self._shown_at.pop(old, None)
                continue
            if self._shown_at.get(old, self._frame) >= self._frame - 1:
                continue
            lately.remove(old)
            del self._shown_at[old]
            _, picture, size_of = self._kept.pop(old)
            self.used -= size_of
            if picture.get_size() == tuple(size) and not picture.get_flags() & pygame.SRCALPHA:
                return picture
        return self._spared(size)

    def _spare(self, picture: pygame.Surface, size: int) -> None:
        """Keep a copy the budget lets go of (opaque; the newest of its size; a blended one too) as a spare, within
        :data:`SPARE_BYTES`, the oldest spare forgotten first."""
        if picture.get_flags() & pygame.SRCALPHA or size > SPARE_BYTES * fine.beyond():
            return
        wh = picture.get_size()
        before = self._spares.pop(wh, None)
        if before is not None:
            self.spare_bytes -= before[2]
        self._spares[wh] = (picture, self._frame, size)
        self.spare_bytes += size
        while self.spare_bytes > SPARE_BYTES * fine.beyond():  # (over k = 1.5: grown, as the budget)
            self.spare_bytes -= self._spares.popitem(last=False)[1][2]

    def _spared(self, size: tuple[int, int]) -> pygame.Surface | None:
        """A spare of ``size`` let go of two frames ago or earlier (:mod:`fishgames.ui.damage` puts a place back
        from the frame before's pictures: one shown then, or in this frame, is not painted into); else None."""
        found = self._spares.get(tuple(size))
        if found is None or self._frame - found[1] < 2:
            return None
        del self._spares[tuple(size)]
        self.spare_bytes -= found[2]
        return found[0]

    def _keep(self, place: tuple, picture, result: pygame.Surface) -> None:
        kept = self._kept.get(place)
        if kept is not None:
            self.used -= kept[2]
        size = result.get_width() * result.get_height() * result.get_bytesize()
        self._kept[place] = (picture, result, size)
        self.used += size
        while self.used > self.budget * fine.beyond() and len(self._kept) > 1:  # (over k = 1.5: grown)
            gone, (_, picture, size) = self._kept.popitem(last=False)
            self.used -= size
            self._shown_at.pop(gone, None)
            self._ahead_at.pop(gone, None)
            self._spare(picture, size)


def _where(place: tuple) -> tuple:
    """Where a kept place shows: a composed place's target; a blended picture's top left, where its picture's new
    looks (a new picture each: Fugu's reef rows) land too, so :meth:`Underlay._recycled` paints one into an old look's
    copy, not into a new surface (fresh pages: 0.5-1 ms for a row at 1920 × 1080, issue 29)."""
    return place[2] if place[0] == "composed" else place[1:3]


def _ALWAYS() -> bool:
    """A composed result's stand-in for the weak reference a blended one keeps to its picture."""
    return True
