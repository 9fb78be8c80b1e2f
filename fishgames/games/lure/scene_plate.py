"""Another seat's plate across the top of Lure's landscape table when its name needs rows (pass-and-play).

An 88 px plate holds a name row, the counts and the hint: at a small screen's text floor another human's long name
("Anna-Katharina Schneider") had no height for a second row over them and was cut, every turn (issue 29).  Such a
plate puts its name in rows beside the badge, reckoned beside the widest score the game can reach, and its hint and
counts side by side on one foot line under them (the counts as the table's signs); the plate takes from the row's
spare width what its rows need at the floor.  A name that fits a row, or whose rows fit over the counts and hint,
is drawn by the shared plate as before; so is one with no space or hyphen to break at (cut in its row).

Where the row has no spare width (five seats: four plates of 273 × 88 and the Menu fill it) the rows beside the
badge and the widest score ('140' at the title size) have 90 px, and 'Anna-Katharina' at the floor is 159-211 px:
such a plate is spread (:func:`spread`) — its badge as much smaller as the rows need (down to :data:`LEAST_BADGE`),
the rows in the width from it to the plate's edge, and the score at the rows' size beside the row that leaves it
room; the foot line as before.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from fishgames.games.lure.data import FISH, HOUSE
from fishgames.ui import fine, theme
from fishgames.ui.text import (
    SMALLEST,
    fit,
    name_breaks,
    rows_width,
    rows_within,
    two_row_sizes,
    whole_in_a_row,
)
from fishgames.ui.widgets import ROWS_GAIN, SeatPlate

#: The widest score a plate in rows is reckoned beside: every fish caught and every Boast in one pile (rules §2.4, §5: 140).
SCORE_ROOM = str(sum(fish.vp for fish in FISH.values()) + HOUSE["boast_lures"] * HOUSE["boast_vp"])
FOOT_EDGE = 4  # px from the foot line's box to the plate's bottom
FOOT_GAP = 12  # px between the hint and the counts on the foot line
ROWS_TOP = 4  # px from the plate's top to the name's rows
LEAST_BADGE = 12  # the smallest badge radius a spread plate draws (as Fugu's grown lane plate's)
SCORE_GAP = 8  # px between a row and the score beside it on a spread plate

#: A spread plate's layout: (badge radius, the rows' size, the two rows, the row the score stands beside).
Spread = tuple[int, int, tuple[str, ...], int]


@lru_cache(maxsize=64)
def _cut_in_rows(name: str, w: int, h: int, floor: int, k: float) -> bool:
    """Whether the shared plate (``w`` × ``h``, a counts line and a hint) cuts ``name`` beside the widest score (not
    whole in a row, no height for its rows over them) where rows show it whole (it has a space or a hyphen)."""
    plate = SeatPlate(0, (0, 0, w, h), name, int(SCORE_ROOM), "0", "…")
    return not whole_in_a_row(name, theme.BODY, plate.name_room()) and plate.name_rows() is None and \
        rows_width(name, max(SMALLEST, floor)) is not None


def footed(name: str, score: int, rect: pygame.Rect) -> bool:
    """Whether a plate at ``rect`` draws ``name`` in rows over a foot line: the shared plate would cut it beside the
    widest score, and does beside ``score`` (a name whole in its row as the score stands is drawn so)."""
    if not _cut_in_rows(name, rect.w, rect.h, theme.text_floor, fine.k):
        return False
    return not whole_in_a_row(name, theme.BODY, SeatPlate(0, rect, name, score).name_room())


@lru_cache(maxsize=64)
def _wider(name: str, w: int, h: int, floor: int, k: float) -> int:
    if not _cut_in_rows(name, w, h, floor, k):
        return 0
    plate = FootedPlate(0, (0, 0, w, h), name, 0, pygame.Surface((1, 1)))
    return max(0, rows_width(name, max(SMALLEST, floor)) - plate.name_room())


def wider(name: str, rect: pygame.Rect) -> int:
    """The px a plate at ``rect`` needs to be wider for ``name``'s two rows at the floor beside the widest score, where
    it draws them over a foot line (0: it does not, or they fit)."""
    return _wider(name, rect.w, rect.h, theme.text_floor, fine.k)


def foot_top(rect: pygame.Rect) -> int:
    """The top of the foot line's box (the hint's line height over the plate's bottom)."""
    return rect.bottom - FOOT_EDGE - theme.text("Ah", theme.SMALL, theme.GLOW, True).get_height()


def rows_height(rect: pygame.Rect) -> int:
    """The px the name's rows may take down to the foot line (its line's blank over the glyphs shared, as
    ``ROWS_GAIN``)."""
    return foot_top(rect) + ROWS_GAIN // 2 - rect.y - ROWS_TOP


def rows_x(badge_r: int) -> int:
    """The rows' left edge from the plate's: right of a badge of ``badge_r`` (as ``SeatPlate`` places them)."""
    return 12 + 2 * badge_r + 10


@lru_cache(maxsize=64)
def _spread(name: str, w: int, h: int, floor: int, k: float) -> Spread | None:
    """The largest size (to the floor) at which ``name``'s two rows stand over the foot line of a ``w`` × ``h``
    plate right of the largest badge that leaves them the width, one row with the widest score at that size
    beside it (the break whose widest row is the narrowest; the score beside the first row where both may); None
    where none does."""
    rect = pygame.Rect(0, 0, w, h)
    for at, _ in two_row_sizes(rows_height(rect), max(SMALLEST, floor)):
        score_w = theme.width(SCORE_ROOM, at, True)
        for badge_r in range(min(24, h // 4 + 4), LEAST_BADGE - 1, -1):
            room = w - 12 - rows_x(badge_r)
            fits = []
            for rows in name_breaks(name):
                widths = [theme.width(row, at, True) for row in rows]
                fits += [(max(widths), beside, rows) for beside in (0, 1)
                         if max(widths) <= room and widths[beside] + SCORE_GAP + score_w <= room]
            if fits:
                _, beside, rows = min(fits)
                return badge_r, at, rows, beside
    return None


def hint_room(rect: pygame.Rect, counts: pygame.Surface) -> int:
    """The hint's width on the foot line: from under the badge to the counts."""
    return rect.w - 24 - counts.get_width() - FOOT_GAP


class FootedPlate(SeatPlate):
    """The shared plate with its name in rows beside the badge and ``counts`` (a picture) and ``hint`` on one foot
    line under them: the hint under the badge, the counts at the right."""

    def __init__(self, seat: int, rect, name: str, score, counts: pygame.Surface, hint: str = ""):
        super().__init__(seat, rect, name, score, counts, hint)
        self.score_room = SCORE_ROOM
        self._spread: Spread | None = None  # while a spread plate is painted

    def name_rows(self, name_w: int | None = None) -> pygame.Surface | None:
        """The name's rows down to the foot line (:func:`rows_height`)."""
        name_w = self.name_room() if name_w is None else name_w
        return rows_within(self.name, theme.BODY, name_w, rows_height(self.rect), theme.CREAM)

    def spread(self) -> Spread | None:
        """The spread layout (:func:`_spread`) where the name is neither whole in its row nor in rows beside the
        badge and the widest score; else None (the plate as the shared one lays it out)."""
        if whole_in_a_row(self.name, theme.BODY, self.name_room()) or self.name_rows() is not None:
            return None
        return _spread(self.name, self.rect.w, self.rect.h, theme.text_floor, fine.k)

    def badge(self, r: pygame.Rect) -> tuple[tuple[int, int], int]:
        """On a spread plate: the smaller badge, beside the middle of the name's rows."""
        if self._spread is None:
            return super().badge(r)
        badge_r, at, rows, _ = self._spread
        block_h = theme.font(at, True).get_linesize() + theme.text(rows[-1], at, theme.CREAM, True).get_height()
        return (r.x + 12 + badge_r, r.y + ROWS_TOP + block_h // 2), badge_r

    def _paint(self, surface: pygame.Surface, r: pygame.Rect, t: float) -> None:
        kept = self.name, self.score, self.counts, self.hint
        self._spread = self.spread()
        self.counts, self.hint = "", ""
        if self._spread is not None:  # the panel and the badge; the rows and the score drawn here
            self.name, self.score = "", ""
        try:
            super()._paint(surface, r, t)
            if self._spread is not None:
                self._paint_spread(surface, r, kept[1])
        finally:
            self.name, self.score, self.counts, self.hint = kept
            self._spread = None
        counts, hint = self.counts, self.hint
        y = foot_top(r)
        line_h = theme.text("Ah", theme.SMALL, theme.GLOW, True).get_height()
        surface.blit(counts, counts.get_rect(midright=(r.right - 12, y + line_h // 2)))
        if hint:
            surface.blit(fit(hint, theme.SMALL, hint_room(r, counts), theme.GLOW, bold=True), (r.x + 12, y))

    def _paint_spread(self, surface: pygame.Surface, r: pygame.Rect, score) -> None:
        """A spread plate's rows right of its badge from ``ROWS_TOP``, the score at their size beside its row."""
        badge_r, at, rows, beside = self._spread
        step = theme.font(at, True).get_linesize()
        for i, row in enumerate(rows):
            surface.blit(theme.text(row, at, theme.CREAM, True), (r.x + rows_x(badge_r), r.y + ROWS_TOP + i * step))
        digits = theme.text(str(score), at, theme.GLOW, True)
        surface.blit(digits, digits.get_rect(topright=(r.right - 12, r.y + ROWS_TOP + beside * step)))
