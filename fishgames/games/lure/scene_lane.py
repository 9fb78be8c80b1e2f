"""A dice-tray lane's twin in pieces: its own label, and a middle and a right end shared by every lane of its seat.

A lane (``scene_draw._lane_box``: a sandy box in the seat's colour, its badge, name and bid size) is a new picture
for every bid a seat makes, up to 804 × 126 logical pixels: its twin and logical picture at 1920 × 1080 were
10.4 MB of Lure's pictures after 3,000 busy frames, the most any one Lure picture held (issue 33: memory, Lure the
highest table; ``tools/README.md``, mem16b).  Right of its label every column of a lane is the same (the box's top
and bottom edges and its fill) up to its rounded right end, and that end is the same for every width.  So the twin
keeps its label columns (:class:`LaneTwin`'s own pixels), and lays the rest from a narrow block of those middle
columns and the right end (:func:`_ends`, one pair per seat, height and scale), each cut from the first lane painted
there: the same pixels where it lands, blitted as a banded glow ring is (``Canvas.blit_hollow``, through the
underlay with ``blit_onto``).
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from fishgames.ui import fine

#: The middle block's width, in the screen's pixels: a lane's middle is laid from it in steps this wide.
BLOCK = 64
#: Lanes' (block, end) pairs kept, by (seat, height, scale): five seats at three lane heights is fifteen.
ENDS_KEPT = 16
#: Columns of the label's right edge left as spare, in the screen's pixels (a text's edge, the badge's rim).
SPARE = 3

_ends: OrderedDict[tuple, tuple[pygame.Surface, pygame.Surface]] = OrderedDict()


class LaneTwin(pygame.Surface):
    """A lane's twin kept as its label columns (its own pixels) and the shared ``block`` and ``end``; ``whole`` is
    the lane's size.  :meth:`parts` lays the whole lane (``Canvas.blit_hollow`` blits it as a banded glow ring)."""

    def __init__(self, whole: pygame.Surface, label: int, block: pygame.Surface, end: pygame.Surface):
        width, height = whole.get_size()
        super().__init__((label, height), pygame.SRCALPHA, whole)
        self.blit(whole, (0, 0), (0, 0, label, height), special_flags=pygame.BLEND_RGBA_MAX)  # onto zeros: a copy
        self.whole = (width, height)
        self.extra_bytes = 0  # the block and end are shared (:data:`ENDS_KEPT` pairs at most)
        right = width - end.get_width()
        self._parts = [(self, (0, 0), None)]
        self._parts += [(block, (x, 0), pygame.Rect(0, 0, min(block.get_width(), right - x), height))
                        for x in range(label, right, block.get_width())]
        self._parts.append((end, (right, 0), None))

    def parts(self, at: tuple[int, int]) -> list[tuple[pygame.Surface, tuple[int, int], pygame.Rect | None]]:
        """The (pixels, place, area) blits that lay the whole lane at ``at`` (the pieces are shared: not drawn on)."""
        x, y = at
        return [(pixels, (x + dx, y + dy), area) for pixels, (dx, dy), area in self._parts]

    def blit_onto(self, target: pygame.Surface, at: tuple[int, int]) -> None:
        for pixels, place, area in self.parts(at):
            target.blit(pixels, place, area)


def end_width(k: float) -> int:
    """The right end's columns at scale ``k``: the box's rounded corner (radius 12, drawn ``round(12 k)``) and two."""
    return max(1, round(12 * k)) + 2


def in_pieces(whole: pygame.Surface, seat: int, label: int, k: float) -> pygame.Surface:
    """``whole`` (a lane's twin, painted) kept as a :class:`LaneTwin` whose own columns end at ``label`` (the
    label's right edge, in its pixels); ``whole`` itself where its middle is too narrow to share."""
    width, height = whole.get_size()
    label = min(width, label + SPARE)
    end = end_width(k)
    if width - end - label < 1:
        return whole
    key = (seat, height, k)
    found = _ends.get(key)
    if found is None:
        middle = min(BLOCK, width - end - label)
        found = (whole.subsurface((label, 0, middle, height)).copy(),
                 whole.subsurface((width - end, 0, end, height)).copy())
        _ends[key] = found
        while len(_ends) > ENDS_KEPT:
            _ends.popitem(last=False)
    else:
        _ends.move_to_end(key)
    return LaneTwin(whole, label, *found)


def label_right(k: float, name: pygame.Surface, name_x: int, bid: pygame.Surface, badge_right: int) -> int:
    """Where a lane's label ends in its twin's pixels: its name and bid as their twins were blitted (at
    ``round(x k)``, their own widths), and its seat badge (``badge_right`` logical pixels)."""
    return max(round(name_x * k) + fine.physical(name).get_width(), round(12 * k) + fine.physical(bid).get_width(),
               round(badge_right * k) + 1)


#: Emptied with the drawing caches (``legibility.forget_drawn_text``: a new drawing scale, the app closing).
in_pieces.cache_clear = _ends.clear
