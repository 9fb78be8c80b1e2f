"""A table frame drawn and presented only where it changed (dirty rectangles), the same pixels as drawn whole.

A table frame at the screen's own pixels (k ≠ 1, :class:`~fishgames.ui.canvas.Canvas`) starts by copying its
backdrop to the whole screen, blits its cached panels (logs, plates, boards) and the underlay's kept copies (a
plate blended on the backdrop once, :mod:`fishgames.ui.underlay`) — opaque pictures, the same object at the same
place until what they show changes — then draws what moves over them.  At 1920 × 1080 the backdrop and panels
alone were ~2 ms of a ~3.5 ms frame, 2.25× their cost at 1280 × 720 (issue 29), and the whole frame was sent to
the screen.  Here the screen's pixels are kept from the frame before:

* The backdrop is laid (:meth:`Damage.lay`) only where the frame before drew something that moves, and those
  places get the frame before's still pictures back too (clipped, in order): the screen shows what the backdrop
  and the still pictures would, as if all had been copied whole.
* A still picture (:meth:`Damage.still`) that was at the same place, in the same order among the still pictures, in
  the frame before is on the screen already and is not blitted again, unless something was drawn over its place
  since.  Anything else — a new picture, another place or order — is blitted whole (it is opaque: it covers exactly
  what it covers when the frame is drawn whole).
* The frame before's still pictures are *stale* until their place is drawn again: before anything is drawn over a
  stale place (every blit, fill and shape tells :meth:`Damage.writing` first), and at the end for those never
  drawn again (a panel gone), the place gets what this frame has drawn there so far — the backdrop and this
  frame's still pictures.  A shape found drawn over a stale place only afterwards makes the app draw the frame
  again whole (:data:`REDRAW`; not seen in 400 frames of any busy table).
* What was written is presented with ``pygame.display.update(rects)`` (:meth:`Damage.finish`), not a full flip.

Anything the app is unsure of is drawn and presented whole: the first frames, frames after a resize or an expose,
a new or another backdrop, two backdrops in one frame, an overlay, a dialog, a toast (``App._whole_frame``).
Places are kept as tiles of :data:`TILE` pixels, so what is restored and presented is a few row-runs of tiles.
"""

from __future__ import annotations

from itertools import compress, repeat
from operator import is_not

import pygame

#: The side of a tile of the screen's pixels that is restored and presented as a whole.
TILE = 64
#: :meth:`Damage.finish`'s answer when the frame must be drawn again whole.
REDRAW = "redraw"


#: Masks whose rects (:meth:`TileMask.rects`) are kept at once; more start afresh.
RECTS_KEPT = 512
_RECTS: dict[tuple, tuple] = {}


class TileMask:
    """Which tiles of a ``size`` pixel area were touched."""

    def __init__(self, size: tuple[int, int]):
        self.cols = -(-size[0] // TILE)
        self.rows = -(-size[1] // TILE)
        self.size = size
        self.bits = bytearray(self.cols * self.rows)
        self._bounds = pygame.Rect((0, 0), size)

    def add(self, rect: pygame.Rect) -> None:
        rect = rect.clip(self._bounds)
        if rect.w <= 0 or rect.h <= 0:
            return
        x0, x1 = rect.x // TILE, (rect.right - 1) // TILE + 1
        ones = b"\1" * (x1 - x0)
        for row in range(rect.y // TILE, (rect.bottom - 1) // TILE + 1):
            at = row * self.cols
            self.bits[at + x0:at + x1] = ones

    def union(self, other: TileMask) -> None:
        size = len(self.bits)
        self.bits = bytearray((int.from_bytes(self.bits, "little") | int.from_bytes(other.bits, "little"))
                              .to_bytes(size, "little"))

    def rects(self) -> list[pygame.Rect]:
        """The touched tiles as row-runs, rows with the same runs one under the other merged, in pixels.  Kept per
        mask (:data:`RECTS_KEPT`): a busy table's frames touch the same tiles again and again (Lure 84 %, Fat Fish 68 %
        of 1,200 frames at 1920 × 1080), and working the runs out is two Python loops over every row, twice a frame."""
        key = (self.size, TILE, bytes(self.bits))
        found = _RECTS.get(key)
        if found is None:
            if len(_RECTS) >= RECTS_KEPT:
                _RECTS.clear()
            found = _RECTS[key] = tuple(map(tuple, self._rects()))
        return list(map(pygame.Rect, found))  # (in C: no comprehension's frame, damage27)

    def _rects(self) -> list[pygame.Rect]:
        out: list[pygame.Rect] = []
        open_runs: dict[tuple[int, int], pygame.Rect] = {}
        w, h = self.size
        for row in range(self.rows):
            line = self.bits[row * self.cols:(row + 1) * self.cols]
            runs, col = [], 0
            while True:
                start = line.find(1, col)
                if start < 0:
                    break
                end = line.find(0, start)
                end = self.cols if end < 0 else end
                runs.append((start, end))
                col = end
            still_open: dict[tuple[int, int], pygame.Rect] = {}
            for run in runs:
                rect = open_runs.pop(run, None)
                y, bottom = row * TILE, min(h, (row + 1) * TILE)
                if rect is None:
                    x, right = run[0] * TILE, min(w, run[1] * TILE)
                    rect = pygame.Rect(x, y, right - x, bottom - y)
                else:
                    rect.h = bottom - rect.y
                still_open[run] = rect
            out.extend(open_runs.values())
            open_runs = still_open
        out.extend(open_runs.values())
        return out


class Damage:
    """What a Canvas's pixels (``size``) show from the frame before, and what this frame wrote over them."""

    def __init__(self, size: tuple[int, int]):
        self.size = size
        self._wrote: list[pygame.Rect] = []  # what this frame drew besides the backdrop and still pictures
        self._after_lay = 0  # ... of which these came after its backdrop
        self._blitted: list[pygame.Rect] = []  # still pictures blitted and places repaired in this frame
        self._restored: TileMask | None = None  # where this frame's backdrop was laid (a partial one)
        self.stills: list[tuple[pygame.Surface, pygame.Rect, tuple[int, int]]] = []  # (picture, place, its part)
        self._still_rects: list[pygame.Rect] = []  # ... their places, in their order (for ``collidelistall``)
        #: The frame before's still pictures whose places this frame has not drawn over yet (they show them).
        self._stale: list[tuple[pygame.Surface, pygame.Rect, tuple[int, int]]] = []
        #: ... the place of each that is stale (a part of its entry's own place, once a repair split it), and each
        #: entry's own place: a still picture finds its entry by ``list.index``, split or not.  Empty stale places:
        #: :meth:`writing` has nothing to do, and a blit need not make the rect it would tell it (``Canvas.blit``).
        self.stale_rects: list[pygame.Rect] = []
        self._stale_places: list[pygame.Rect] = []
        self._split: set[int] = set()  # the ids of stale entries a repair left in parts (more than one place each)
        self._pixels: pygame.Surface | None = None
        self._before: tuple | None = None  # (backdrop, its place, its stills, its moved mask, the stills' places)
        self.allowed = False  # this frame may be drawn and presented in part (the app says)
        self.partial = False  # ... and is: its backdrop was laid only where needed
        self._unsure = False  # a shape was drawn over a stale place before it was repaired: draw again whole
        self._lays = 0
        self._laid: tuple | None = None  # (the backdrop laid in this frame, its place)
        self._match = 0  # the frame before's still pictures up to here lie behind this frame's last one found there
        self.skipped = 0  # still pictures not blitted again (for tests and tools)

    def next_frame(self, allowed: bool) -> None:
        self.allowed, self.partial, self._lays, self._match, self._laid = allowed, False, 0, 0, None
        self._wrote, self._blitted, self.stills, self._after_lay, self._restored = [], [], [], 0, None
        self._still_rects, self._stale, self.stale_rects, self._stale_places, self._unsure = [], [], [], [], False
        self._split = set()

    # -- drawing -------------------------------------------------------------------------------------------
    def writing(self, rect: pygame.Rect) -> None:
        """``rect`` (the whole canvas's pixels) is about to be drawn over by something that moves (or may): a
        stale place under it is repaired first (:meth:`_repair_under`); then :meth:`wrote`."""
        if self.stale_rects and rect.collidelist(self.stale_rects) >= 0:
            self._repair_under(rect)

    def wrote(self, rect: pygame.Rect) -> None:
        """``rect`` (the whole canvas's pixels) was drawn over by something that moves (or may)."""
        self._wrote.append(rect)
        if self.stale_rects and rect.collidelist(self.stale_rects) >= 0:
            self._unsure = True  # drawn without :meth:`writing` first (a shape): its pixels may have blended

    def lay(self, pixels: pygame.Surface, backdrop: pygame.Surface, place: pygame.Rect, blit) -> None:
        """The frame's backdrop (``backdrop``, opaque, covering ``pixels`` at ``place``): ``blit()`` copies it
        whole; in part instead where the frame before is on the screen with this backdrop."""
        self._lays += 1
        self._laid = (backdrop, pygame.Rect(place))
        before = self._before
        whole_cover = place.contains(pixels.get_rect()) and not backdrop.get_flags() & pygame.SRCALPHA \
            and backdrop.get_colorkey() is None and backdrop.get_alpha() in (None, 255)
        if (self.allowed and self._lays == 1 and whole_cover and before is not None and before[0] is backdrop
                and before[1] == place and not self.stale_rects):
            self.partial = True
            self._pixels = pixels
            restore = TileMask(self.size)  # what moved in the frame before, and what this one drew before its backdrop
            restore.bits = bytearray(before[3].bits)
            for rect in self._wrote:
                restore.add(rect)
            stills, places = before[2], before[4]
            for rect in restore.rects():  # (the stills over it found in C, not by a Python loop over every one)
                hits = rect.collidelistall(places)
                _put_back(pixels, rect, backdrop, place, list(map(stills.__getitem__, hits)),
                          list(map(places.__getitem__, hits)))
            self._restored = restore
            self._stale, self._split = list(stills), set()
            self.stale_rects, self._stale_places = list(places), list(places)
        else:
            if self.partial:  # a second backdrop: the places the first left stale are covered by it
                self._stale, self.stale_rects, self._stale_places = [], [], []
            self.partial = False
            blit()
        self._after_lay = len(self._wrote)
        self._blitted, self.stills, self._still_rects, self._match = [], [], [], 0

    def still(self, picture: pygame.Surface, at: pygame.Rect, source: tuple[int, int] = (0, 0)) -> bool:
        """A still picture ``picture`` (opaque, not drawn on once shown: a table's panel, or the underlay's kept
        copy of the backdrop with a plate blended on it) at ``at`` (the whole canvas's pixels; its part from
        ``source`` on): True when it is on the screen already and need not be blitted; else the caller blits it."""
        opaque = not picture.get_flags() & pygame.SRCALPHA and picture.get_colorkey() is None \
            and picture.get_alpha() in (None, 255) and picture.get_rect().contains((*source, *at.size))
        if not self._lays or not opaque:
            if self.stale_rects:
                self.writing(at)
            self.wrote(at)
            return False
        source = tuple(source)
        self.stills.append((picture, at, source))
        self._still_rects.append(at)
        places = self._stale_places  # (each stale entry's own place: found by ``list.index``, split or not)
        index = places.index(at) if at in places else None
        if index is not None:  # its place is drawn again (this picture or a new one, opaque): not stale any more
            # (what is left of it: a part repaired is in _blitted, so the picture is blitted whole below)
            own = self._stale[index]
            if id(own) in self._split:  # parts of it left by a repair: every one goes
                kept = list(map(is_not, self._stale, repeat(own)))  # (in C: no comprehension's frame)
                self._stale = list(compress(self._stale, kept))
                self.stale_rects = list(compress(self.stale_rects, kept))
                self._stale_places = list(compress(places, kept))
            else:  # (its one place, found in the frame before's order: no new lists a still picture, issue 29)
                del self._stale[index], self.stale_rects[index], places[index]
        if self.partial and at.collidelist(self._blitted) < 0 and (
                self._found_before(picture, at, source) or _alone(self._before[2], picture, at, source)):
            # (a shape or sprite drawn over its place before now repaired it first: then it is in _blitted)
            self.skipped += 1
            return True
        if self.stale_rects and at.collidelist(self.stale_rects) >= 0:
            self._repair_under(at, covered=True)  # (under an opaque picture blitted whole: nothing to put back)
        self._blitted.append(at)
        return False

    def _found_before(self, picture: pygame.Surface, at: pygame.Rect, source: tuple[int, int]) -> bool:
        """Whether the frame before drew ``picture`` at ``at`` after the still pictures found there so far: in the same
        order among them, so what covers what is as it was.  Not by its index: a still picture come or gone before it
        (a glowing fish's water drawn as usual, not copied) made every later one new — at 1920 × 1080 some 24 panels,
        1.5 of 2 Mpx, blitted and sent again, in frames among Lure's slowest (issue 29).  A picture of the frame before
        left out now stays stale until its place is repaired (:meth:`_repair_under`); one blitted now is in
        ``_blitted``, so no later one over it is taken as shown."""
        stills = self._before[2]
        for index in range(self._match, len(stills)):
            entry = stills[index]
            if entry[0] is picture and entry[1] == at and entry[2] == source:
                self._match = index + 1
                return True
        return False

    def _repair_under(self, rect: pygame.Rect, covered: bool = False) -> None:
        """The stale places under ``rect`` get what this frame has drawn there so far: nothing has been drawn over
        them (or they would have been repaired then), so that is the backdrop and this frame's still pictures.
        Only their parts under ``rect``: the rest stays stale (the ring of a glow around a seat plate repaired
        the whole plate, every frame of that seat's turn, before the plate was blitted again over it).  ``covered``:
        an opaque picture covering all of ``rect`` is blitted next (:meth:`still`): the parts under it are not put back,
        as it covers every pixel put back there (a Fat Fish turn end: panels with new looks over stale ones)."""
        backdrop, place = self._laid
        hits = rect.collidelistall(self.stale_rects)  # (found in C, not by a Python loop over every stale place)
        found = list(zip(map(self._stale.__getitem__, hits), map(self.stale_rects.__getitem__, hits),  # (picked in C)
                         map(self._stale_places.__getitem__, hits), strict=True))
        for index in reversed(hits):
            del self._stale[index], self.stale_rects[index], self._stale_places[index]
        stills, places = self.stills, self._still_rects
        for entry, stale, own in found:  # (in their order, as they stood)
            part = stale.clip(rect)
            if not covered:  # (``rect`` is no still's own place: a still's is repaired under ``covered``, by still())
                over = part.collidelistall(places)
                _put_back(self._pixels, part, backdrop, place, list(map(stills.__getitem__, over)),
                          list(map(places.__getitem__, over)))
            self._blitted.append(part)
            for left in _outside(stale, [rect]):  # (they miss ``rect``)
                self._stale.append(entry)
                self.stale_rects.append(left)
                self._stale_places.append(own)
                self._split.add(id(entry))

    def settled(self) -> bool:
        """Whether the screen's pixels show all this frame has drawn so far, as if drawn whole: no place of the
        frame before is left stale, and nothing was drawn over one unrepaired (a copy of them may be kept)."""
        return not self.stale_rects and not self._unsure

    def finish(self) -> list[pygame.Rect] | str | None:
        """The frame is drawn: the rects to present (None: the whole screen; :data:`REDRAW`: draw it again
        whole, a shape was drawn over a stale place).  Remembers this frame for the next."""
        if self.partial and self._unsure:
            self._before = None
            return REDRAW
        if self.partial and self.stale_rects:  # the frame before's still pictures this frame did not draw
            self._repair_under(self._pixels.get_rect())
        moved = TileMask(self.size)
        for rect in self._wrote[self._after_lay:]:
            moved.add(rect)
        self._before = (*self._laid, self.stills, moved, self._still_rects) if self._lays == 1 else None
        if not self.partial:
            return None
        shown = self._restored
        shown.union(moved)
        for rect in self._blitted:
            shown.add(rect)
        return shown.rects()


def _alone(stills: list[tuple[pygame.Surface, pygame.Rect, tuple[int, int]]], picture: pygame.Surface, at: pygame.Rect,
           source: tuple[int, int]) -> bool:
    """Whether the frame before showed ``picture`` at ``at`` (its part from ``source``) with no other still picture over
    any of its place: it is on the screen whatever turn it is drawn at now.  A look drawn as usual for a frame (a
    still less before it) or a still more moved every later still's turn, and each was blitted and presented again
    (~1.6 Mpx in a Fugu move's first frames at 1920 × 1080, issue 29)."""
    found = False
    for other, place, part in stills:
        if other is picture and place == at and part == source:
            found = True
        elif place.colliderect(at):
            return False
    return found


def _put_back(pixels: pygame.Surface, rect: pygame.Rect, backdrop: pygame.Surface, place: pygame.Rect,
              stills: list[tuple[pygame.Surface, pygame.Rect, tuple[int, int]]], covers: list | None = None) -> None:
    """``rect`` of ``pixels`` as the backdrop (laid at ``place``) with ``stills`` (opaque, in order) over it: the
    backdrop only where no still covers it — a still is a plain copy over every pixel of its place, so the backdrop
    under it was copied for nothing (a restored tile over a log or a plate, at 1920 × 1080 issue 29's frames).
    ``covers``: the stills' places, where the caller has them."""
    for part in _outside(rect, covers if covers is not None else [at for _, at, _ in stills]) if stills else [rect]:
        pixels.blit(backdrop, part, part.move(-place.x, -place.y))
    for picture, at, (sx, sy) in stills:
        clip = at.clip(rect)
        pixels.blit(picture, clip, clip.move(sx - at.x, sy - at.y))


def _outside(rect: pygame.Rect, covers: list[pygame.Rect]) -> list[pygame.Rect]:
    """``rect`` less every one of ``covers``, as rects that do not overlap."""
    parts = [rect]
    for cover in covers:
        left = []
        for part in parts:
            hole = part.clip(cover)
            left.extend(bands(part, hole) if hole.w > 0 and hole.h > 0 else [part])
        parts = left
    return parts


def bands(whole: pygame.Rect, hole: pygame.Rect) -> list[pygame.Rect]:
    """``whole`` less ``hole`` (inside it) as up to four rects: the rows above and below, the columns beside."""
    parts = []  # (only the ones with pixels made: some 20 calls a frame at 1920 × 1080, most of them with two)
    x, y, w, h = whole
    hx, hy, hw, hh = hole
    if w > 0:
        if hy > y:
            parts.append(pygame.Rect(x, y, w, hy - y))
        if y + h > hy + hh:
            parts.append(pygame.Rect(x, hy + hh, w, y + h - hy - hh))
    if hh > 0:
        if hx > x:
            parts.append(pygame.Rect(x, hy, hx - x, hh))
        if x + w > hx + hw:
            parts.append(pygame.Rect(hx + hw, hy, x + w - hx - hw, hh))
    return parts
