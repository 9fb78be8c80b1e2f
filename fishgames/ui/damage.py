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
* A still picture (:meth:`Damage.still`) that was at the same place, at the same turn, in the frame before is on
  the screen already and is not blitted again, unless something was drawn over its place since.  Anything else —
  a new picture, another place or turn — is blitted whole (it is opaque: it covers exactly what it covers when
  the frame is drawn whole).
* The frame before's still pictures are *stale* until their place is drawn again: before anything is drawn over a
  stale place (every blit, fill and shape tells :meth:`Damage.writing` first), and at the end for those never
  drawn again (a panel gone), the place gets what this frame has drawn there so far — the backdrop and this
  frame's still pictures.  A shape found drawn over a stale place only afterwards makes the app draw the frame
  again whole (:data:`REDRAW`; not seen in 400 frames of any busy table).
* A glow's ring (:meth:`Damage.glow`: a translucent picture, the same object at the same alpha, place and turn as
  in the frame before) is *held*: its place is not laid again for it, and where this frame has not laid or put
  back its tiles, nor drawn over them, before its turn, it is on the screen already — it is blended (and
  presented) again only where they were (a seat's steady glow: 0.7–0.9 ms a frame at 1920 × 1080, most of it
  putting back the plates under it, issue 29).  Anything else drawn over a held ring before its turn puts its
  place back first (as this frame drew it so far: the backdrop and the still pictures), and so does the end of
  a frame that did not draw it; a put-back found over a ring not blended again only afterwards (a ring gone
  from under a neighbour's that stays) makes the app draw the frame again whole.
* What was written is presented with ``pygame.display.update(rects)`` (:meth:`Damage.finish`), not a full flip.

Anything the app is unsure of is drawn and presented whole: the first frames, frames after a resize or an expose,
a new or another backdrop, two backdrops in one frame, an overlay, a dialog, a toast (``App._whole_frame``).
Places are kept as tiles of :data:`TILE` pixels, so what is restored and presented is a few row-runs of tiles.
"""

from __future__ import annotations

import pygame

#: The side of a tile of the screen's pixels that is restored and presented as a whole.
TILE = 64
#: :meth:`Damage.finish`'s answer when the frame must be drawn again whole.
REDRAW = "redraw"


class TileMask:
    """Which tiles of a ``size`` pixel area were touched."""

    def __init__(self, size: tuple[int, int]):
        self.cols = -(-size[0] // TILE)
        self.rows = -(-size[1] // TILE)
        self.size = size
        self.bits = bytearray(self.cols * self.rows)

    def add(self, rect: pygame.Rect) -> None:
        rect = rect.clip((0, 0, *self.size))
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
        """The touched tiles as row-runs, rows with the same runs one under the other merged, in pixels."""
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
        #: The frame before's still pictures whose places this frame has not drawn over yet (they show them).
        self._stale: list[tuple[pygame.Surface, pygame.Rect, tuple[int, int]]] = []
        self._stale_rects: list[pygame.Rect] = []
        self._stale_turns: dict[int, int] = {}  # id(a stale entry) -> its turn in the frame before
        self._pixels: pygame.Surface | None = None
        #: The frame before: (backdrop, its place, its stills, its moved mask, its rings (key, bands, held, the
        #: number of stills drawn before each)).
        self._before: tuple | None = None
        self.allowed = False  # this frame may be drawn and presented in part (the app says)
        self.partial = False  # ... and is: its backdrop was laid only where needed
        self._unsure = False  # a shape was drawn over a stale place before it was repaired: draw again whole
        self._lays = 0
        self._laid: tuple | None = None  # (the backdrop laid in this frame, its place)
        self._turn = 0  # the still pictures drawn so far in this frame
        self.skipped = 0  # still pictures not blitted again (for tests and tools)
        self.glows_skipped = 0  # glows' rings not blended again (for tests and tools)
        #: This frame's rings: [(picture, alpha), bands, its first write, after its writes, stills drawn before it].
        self._glows: list[list] = []
        self._pending: list[tuple] = []  # the frame before's held rings not drawn yet: (turn, key, bands, stills)
        self._shown: list[pygame.Rect] = []  # the parts of this frame's rings not blended again
        self._fresh: list[pygame.Rect] = []  # the tiles laid again (the rest of what was put back: _blitted)
        self._rings: list[tuple] = []  # rings not blended again, in part: (those parts, blend(rect), stills before)

    def next_frame(self, allowed: bool) -> None:
        self.allowed, self.partial, self._lays, self._turn, self._laid = allowed, False, 0, 0, None
        self._wrote, self._blitted, self.stills, self._after_lay, self._restored = [], [], [], 0, None
        self._stale, self._stale_rects, self._unsure = [], [], False
        self._glows, self._pending, self._shown, self._fresh, self._rings = [], [], [], [], []

    # -- drawing -------------------------------------------------------------------------------------------
    def writing(self, rect: pygame.Rect, covers: bool = False) -> None:
        """``rect`` (the whole canvas's pixels) is about to be drawn over by something that moves (or may): a
        stale place under it is repaired first (:meth:`_repair_under`); then :meth:`wrote`.  ``covers``: an opaque
        picture covering all of ``rect`` (a ring not blended again under it would be covered anyway)."""
        if self._pending and any(rect.collidelist(bands) >= 0 for _, _, bands, _ in self._pending):
            self._put_back_glows(rect, covers)
        if self._stale_rects and rect.collidelist(self._stale_rects) >= 0:
            self._repair_under(rect, covers)

    def wrote(self, rect: pygame.Rect) -> None:
        """``rect`` (the whole canvas's pixels) was drawn over by something that moves (or may)."""
        self._wrote.append(rect)
        if self._stale_rects and rect.collidelist(self._stale_rects) >= 0:
            self._unsure = True  # drawn without :meth:`writing` first (a shape): its pixels may have blended
        if self._pending and any(_outside(band.clip(rect), self._fresh + self._blitted)
                                 for _, _, bands, _ in self._pending for band in bands if band.colliderect(rect)):
            self._unsure = True  # ... over a held ring not put back

    def lay(self, pixels: pygame.Surface, backdrop: pygame.Surface, place: pygame.Rect, blit) -> None:
        """The frame's backdrop (``backdrop``, opaque, covering ``pixels`` at ``place``): ``blit()`` copies it
        whole; in part instead where the frame before is on the screen with this backdrop."""
        self._lays += 1
        self._laid = (backdrop, pygame.Rect(place))
        before = self._before
        whole_cover = place.contains(pixels.get_rect()) and not backdrop.get_flags() & pygame.SRCALPHA \
            and backdrop.get_colorkey() is None and backdrop.get_alpha() in (None, 255)
        if (self.allowed and self._lays == 1 and whole_cover and before is not None and before[0] is backdrop
                and before[1] == place and not self._stale_rects):
            self.partial = True
            self._pixels = pixels
            restore = TileMask(self.size)  # what moved in the frame before, and what this one drew before its backdrop
            restore.bits = bytearray(before[3].bits)
            for rect in self._wrote:
                restore.add(rect)
            self._pending = [(turn, key, bands, stills) for turn, (key, bands, held, stills) in enumerate(before[4])
                             if held]
            self._fresh = restore.rects()
            for rect in self._fresh:
                over = [(picture, at, source) for picture, at, source in before[2] if at.colliderect(rect)]
                _put_back(pixels, rect, backdrop, place, over)
            self._restored = restore
            self._stale = list(before[2])
            self._stale_turns = {id(entry): turn for turn, entry in enumerate(self._stale)}
            self._stale_rects = [at for _, at, _ in self._stale]
        else:
            if self.partial:  # a second backdrop: the places the first left stale are covered by it
                self._stale, self._stale_rects = [], []
            self._pending, self._fresh = [], []
            self.partial = False
            blit()
        self._after_lay = len(self._wrote)
        self._blitted, self.stills, self._turn = [], [], 0
        self._glows, self._shown, self._rings = [], [], []

    def glow(self, picture: pygame.Surface, bands: list[pygame.Rect], blend=None) -> list[pygame.Rect] | None:
        """A glow's ring ``picture`` (translucent, never drawn on) about to be blended as ``bands`` (the whole
        canvas's pixels): None when it is to be blitted whole; else the parts of its places to blend it on, those
        put back or drawn over in this frame so far (none: it is on the screen already).  The caller blits those
        (each told to :meth:`writing` and :meth:`wrote`) and then calls :meth:`glowed`.  ``blend(rect)``: blends
        it within ``rect`` (a place put back under a part not blended again: it is blended there again)."""
        if not self._lays:
            return None
        key, turn = (picture, picture.get_alpha()), len(self._glows)
        self._glows.append([key, bands, len(self._wrote), None, self._turn])
        mine = next((held for held in self._pending if held[0] == turn), None)
        if mine is None or not self.partial or mine[1][0] is not picture or mine[1][1] != key[1] or mine[2] != bands:
            return None
        self._pending.remove(mine)
        for band in bands:  # a still picture under it in the frame before not drawn again before it: put back
            if self._stale_rects and band.collidelist(self._stale_rects) >= 0:
                self._repair_under(band, before=mine[3])
        fresh, parts, shown = self._fresh + self._blitted, [], len(self._shown)
        for band in bands:
            if band.collidelist(fresh) < 0:
                self._shown.append(band)
                continue
            pieces: list[pygame.Rect] = []
            for rect in fresh:
                piece = band.clip(rect)
                if piece.w > 0 and piece.h > 0:
                    pieces.extend(_outside(piece, pieces))
            parts.extend(pieces)
            self._shown.extend(_outside(band, pieces))
        if blend is not None:
            self._rings.append((self._shown[shown:], blend, self._turn))
        if not parts:
            self.glows_skipped += 1
        return parts

    def _blend_again(self, rect: pygame.Rect) -> None:
        """``rect`` was put back over rings not blended again: blended there again, in order, but for where a still
        picture drawn after one of them lies (it stays over the ring)."""
        for shown, blend, turn in self._rings:
            if rect.collidelist(shown) < 0:
                continue
            after = [at for _, at, _ in self.stills[turn:]]
            for part in shown:
                piece = part.clip(rect)
                if piece.w > 0 and piece.h > 0:
                    for left in _outside(piece, after):
                        blend(left)

    def glowed(self) -> None:
        """The ring :meth:`glow` was last asked about has been blitted."""
        if self._glows:
            self._glows[-1][3] = len(self._wrote)

    def _put_back_glows(self, rect: pygame.Rect | None, covers: bool = False) -> None:
        """The frame before's rings not drawn again yet, where under ``rect`` (None: all of them) and not put back
        or drawn over in this frame yet, put back as this frame has drawn their places so far: nothing but still
        pictures (anything else drawn there put them back first)."""
        backdrop, place = self._laid
        for held in self._pending:
            for band in held[2]:
                part = band if rect is None else band.clip(rect)
                if part.w <= 0 or part.h <= 0:
                    continue
                for left in _outside(part, self._fresh + self._blitted):
                    if self._stale_rects and left.collidelist(self._stale_rects) >= 0:
                        self._repair_under(left, covers)
                    over = [(picture, at, source) for picture, at, source in self.stills if at.colliderect(left)]
                    _put_back(self._pixels, left, backdrop, place, over)
                    self._blitted.append(left)
                    if not covers and self._shown and left.collidelist(self._shown) >= 0:
                        self._blend_again(left)  # a ring over it was not blended again: its pixels went
        if rect is None:
            self._pending = []

    def still(self, picture: pygame.Surface, at: pygame.Rect, source: tuple[int, int] = (0, 0)) -> bool:
        """A still picture ``picture`` (opaque, not drawn on once shown: a table's panel, or the underlay's kept
        copy of the backdrop with a plate blended on it) at ``at`` (the whole canvas's pixels; its part from
        ``source`` on): True when it is on the screen already and need not be blitted; else the caller blits it."""
        turn, self._turn = self._turn, self._turn + 1
        opaque = not picture.get_flags() & pygame.SRCALPHA and picture.get_colorkey() is None \
            and picture.get_alpha() in (None, 255) and picture.get_rect().contains((*source, *at.size))
        if not self._lays or not opaque:
            self.writing(at)
            self.wrote(at)
            return False
        source = tuple(source)
        self.stills.append((picture, at, source))
        before = self._before
        own = next((entry for entry in self._stale if entry[1] == at), None)
        if own is not None:  # its place is drawn again (this picture or a new one, opaque): not stale any more
            # (what is left of it: a part repaired is in _blitted, so the picture is blitted whole below)
            kept = [(entry, rect) for entry, rect in zip(self._stale, self._stale_rects, strict=True) if entry is not own]
            self._stale, self._stale_rects = [entry for entry, _ in kept], [rect for _, rect in kept]
        if (self.partial and turn < len(before[2]) and before[2][turn][0] is picture and before[2][turn][1] == at
                and before[2][turn][2] == source and at.collidelist(self._blitted) < 0):
            # (a shape or sprite drawn over its place before now repaired it first: then it is in _blitted)
            self.skipped += 1
            return True
        self.writing(at, covers=True)
        self._blitted.append(at)
        return False

    def _repair_under(self, rect: pygame.Rect, covers: bool = False, before: int | None = None) -> None:
        """The stale places under ``rect`` get what this frame has drawn there so far: nothing has been drawn over
        them (or they would have been repaired then), so that is the backdrop and this frame's still pictures.
        Only their parts under ``rect``: the rest stays stale (the ring of a glow around a seat plate repaired
        the whole plate, every frame of that seat's turn, before the plate was blitted again over it).  ``before``:
        only those of the frame before's still pictures drawn before that many of them."""
        backdrop, place = self._laid
        index = 0
        while index < len(self._stale_rects):
            stale = self._stale_rects[index]
            entry = self._stale[index]
            if not stale.colliderect(rect) or (before is not None and self._stale_turns[id(entry)] >= before):
                index += 1
                continue
            del self._stale[index], self._stale_rects[index]
            part = stale.clip(rect)
            over = [(picture, at, source) for picture, at, source in self.stills if at.colliderect(part) and at is not rect]
            _put_back(self._pixels, part, backdrop, place, over)
            self._blitted.append(part)
            if not covers and self._shown and part.collidelist(self._shown) >= 0:
                self._blend_again(part)  # a ring not blended again was over it: its pixels went
            for left in _outside(stale, [rect]):  # after the index: they miss ``rect``
                self._stale.append(entry)
                self._stale_rects.append(left)

    def finish(self) -> list[pygame.Rect] | str | None:
        """The frame is drawn: the rects to present (None: the whole screen; :data:`REDRAW`: draw it again
        whole, a shape was drawn over a stale place).  Remembers this frame for the next."""
        if self.partial and self._pending:  # the frame before's held rings this frame did not draw
            self._put_back_glows(None)
        if self.partial and self._stale_rects:  # the frame before's still pictures this frame did not draw
            self._repair_under(self._pixels.get_rect())
        if self.partial and self._unsure:
            self._before = None
            return REDRAW
        glows, held = [], []  # held: on the screen for the next frame, which puts back what it draws over
        prior = self._before[4] if self._before is not None else []  # (a ring that changes, a pulse: not held)
        for turn, (key, bands, first, after, stills) in enumerate(self._glows):
            keep = self.partial and after is not None and turn < len(prior) and prior[turn][0][0] is key[0] \
                and prior[turn][0][1] == key[1] and prior[turn][1] == bands
            glows.append((key, bands, keep, stills))
            if keep:
                held.append((first, after))
        moved, shown = TileMask(self.size), TileMask(self.size)
        for index in range(self._after_lay, len(self._wrote)):
            rect = self._wrote[index]
            shown.add(rect)
            if not any(first <= index < after for first, after in held):
                moved.add(rect)
        for _, bands, keep, _ in glows:  # a ring not blended again but drawn over since: laid again next frame
            if not keep:
                for band in bands:
                    moved.add(band)
        self._before = (*self._laid, self.stills, moved, glows) if self._lays == 1 else None
        if not self.partial:
            return None
        shown.union(self._restored)
        for rect in self._blitted:
            shown.add(rect)
        return shown.rects()


def _put_back(pixels: pygame.Surface, rect: pygame.Rect, backdrop: pygame.Surface, place: pygame.Rect,
              stills: list[tuple[pygame.Surface, pygame.Rect, tuple[int, int]]]) -> None:
    """``rect`` of ``pixels`` as the backdrop (laid at ``place``) with ``stills`` (opaque, in order) over it: the
    backdrop only where no still covers it — a still is a plain copy over every pixel of its place, so the backdrop
    under it was copied for nothing (a restored tile over a log or a plate, at 1920 × 1080 issue 29's frames)."""
    for part in _outside(rect, [at for _, at, _ in stills]):
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
    parts = [pygame.Rect(whole.x, whole.y, whole.w, hole.y - whole.y),
             pygame.Rect(whole.x, hole.bottom, whole.w, whole.bottom - hole.bottom),
             pygame.Rect(whole.x, hole.y, hole.x - whole.x, hole.h),
             pygame.Rect(hole.right, hole.y, whole.right - hole.right, hole.h)]
    return [part for part in parts if part.w > 0 and part.h > 0]
