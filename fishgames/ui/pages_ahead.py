"""A table backdrop's memory made ahead, on a screen drawn at more than 1.5 × (2560 × 1440: k = 2; 4K: 3).

A table's first frame paints its backdrop on a new opaque surface of the screen's size (``sprites.opaque``): at
2560 × 1440 14.7 MB whose pages the system maps and clears as the first copy touches them — 7 ms of the ~11 the copy
took there, and the first frame's budget is 50 ms (issue 29; measured: a new 2560 × 1440 surface filled by a blit
7.2 ms of CPU, a blit into one made before 1.5 ms).  So the screen a table opens from (``ArtAhead``, once its art is
drawn) makes that surface ahead and touches every page, and the backdrop takes it.  One surface at most, and only
over :data:`FROM_SCALE` (at 1920 × 1080 the first frames keep within 50 ms without it, and its memory is not added
there: other work holds 1920 × 1080 under 150 MB).  Over ``heap.KEEP_FROM_SCALE`` (3840 × 2160) the heap's free
memory too (:func:`_heap_ahead`): the rest of the first frame's new pictures.
"""

from __future__ import annotations

import pygame

from fishgames.ui import fine, heap

FROM_SCALE = 1.5  # made only at a drawing scale over this
#: Over this scale (3840 × 2160: k = 3) the heap's pages are made ahead too (:func:`_heap_ahead`; ``heap.KEEP_FROM_SCALE``).
#: How much free heap, its pages touched, a screen a table opens from leaves ready: the rest of a 4K table's first
#: frame's new pictures (its panels at the screen's pixels, kept, and the pictures drawn for them) — Fat Fish's
#: 13,000 page faults were 30-50 ms of its 70-90 ms first frame, the backdrop's 33 MB made ahead already.
HEAP_AHEAD = 64 << 20
#: Touched in blocks of this size (a free piece of the heap smaller than a block is not counted as room) ...
HEAP_BLOCK = 4 << 20
#: ... the heap grown by at most this much in one frame of the screen before (a 4K backdrop's 33 MB is one already).
HEAP_STEP = 16 << 20

_made: list[pygame.Surface] = []
#: The cache key of the picture :func:`fill` copied into the surface made ahead (the backdrop's water), if any.
_filled: list = []


def ahead(size: tuple[int, int]) -> bool:
    """Keep an opaque surface of ``size`` pixels (the screen's format) with every page touched, for :func:`take`:
    made now unless one of that size is kept — True then (the frame's work is done).  At :data:`FROM_SCALE` or
    under (a window made smaller) nothing is kept: the one kept before is let go."""
    if fine.k <= FROM_SCALE or pygame.display.get_surface() is None:
        _made.clear()
        _filled.clear()
        return False
    if _made and _made[0].get_size() == tuple(size):
        return fine.k > heap.KEEP_FROM_SCALE and _heap_ahead()
    _made.clear()  # (another size: the one kept before let go first)
    _filled.clear()
    surface = pygame.Surface(size)
    surface.fill((0, 0, 0))  # (every page written: mapped now, not in the table's first frame)
    _made.append(surface)
    return True


def fill(key: tuple, picture: pygame.Surface) -> bool:
    """Copy ``picture`` (the screen-sized picture a table's backdrop starts from: its water at the screen's pixels,
    cache key ``key``) into the surface made ahead, so the first frame need not (:func:`holds`): a 4K copy was 16 % of
    Fat Fish's first frame.  True when copied now (the frame's work done)."""
    if not _made or _made[0].get_size() != picture.get_size() or _filled == [key]:
        return False
    _made[0].blit(picture, (0, 0))
    _filled[:] = [key]
    return True


def wants(key: tuple) -> bool:
    """Whether :func:`fill` would copy the picture of ``key`` (a surface is made ahead and holds another or none)."""
    return bool(_made) and _filled != [key]


def holds(key: tuple, size: tuple[int, int]) -> bool:
    """Whether the surface :func:`take` gives for ``size`` holds the picture of ``key`` already (:func:`fill`)."""
    return _filled == [key] and bool(_made) and _made[0].get_size() == tuple(size)


def take(size: tuple[int, int]) -> pygame.Surface | None:
    """The surface :func:`ahead` made, if it is ``size`` and a new one would be of its format (else None: make a new
    one); it is the caller's from now on."""
    if not _made or _made[0].get_size() != tuple(size):
        return None
    surface = _made.pop()
    _filled.clear()
    like = pygame.Surface((1, 1))
    if (surface.get_bitsize(), surface.get_masks(), surface.get_flags()) != (like.get_bitsize(), like.get_masks(),
                                                                              like.get_flags()):
        return None
    return surface




def _heap_ahead() -> bool:
    """Leave the heap :data:`HEAP_AHEAD` of free memory, every page touched (True: this frame's work is done): blocks
    of :data:`HEAP_BLOCK` taken and written until the heap has grown by what it lacks (at most :data:`HEAP_STEP` a
    frame), then given back, which the heap keeps at this scale (``heap.keep_freed``) and the first frame's new
    pictures are cut from.  Freed inside the heap counts (its pages were touched when used); once there, done again
    only when under half of it is left (the screen's own art takes some)."""
    libc = heap.glibc()
    if libc is None:
        return False
    info = libc.mallinfo2()
    if info.fordblks >= (HEAP_AHEAD // 2 if _topped else HEAP_AHEAD):
        _topped[:] = [True]
        return False
    _topped.clear()
    lacking, grown_from = min(HEAP_AHEAD - info.fordblks, HEAP_STEP), info.arena
    taken = []
    try:
        while libc.mallinfo2().arena - grown_from < lacking and len(taken) * HEAP_BLOCK < 2 * HEAP_AHEAD:
            block = libc.malloc(HEAP_BLOCK)
            if not block:
                break
            taken.append(block)
            libc.memset(block, 0, HEAP_BLOCK)
    finally:
        for block in taken:
            libc.free(block)
    return True


_topped: list = []  # (the heap has had HEAP_AHEAD free since it was last made up)


def top_up() -> None:
    """The next :func:`ahead` makes the heap up to the whole :data:`HEAP_AHEAD` again, not only once under half is
    left (a preparing screen's last steps, after its art took from it: ``scenes/preparing.py``)."""
    _topped.clear()
