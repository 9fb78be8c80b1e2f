"""Another human's long name on a Fischen top plate in two rows of unequal room: the score beside the narrower row,
the other row on under the score to the plate's edge (issue 29).

Where the row of plates has no spare width (800 × 480 at 150 % in German: the wider "Profi-Tipp" leaves 320 px a
plate) or the score is two digits, 'Johannes Mohr' (205 px at the 24 px floor) misses the name's room beside the
score (201, 179 beside "10") but fits the plate's whole width (238); 'Maximilian-' (157) fits beside the score."""

from __future__ import annotations

import pygame

from fishgames.ui import theme
from fishgames.ui.text import SMALLEST, name_breaks, two_row_sizes
from fishgames.ui.widgets import ROWS_GAIN, SeatPlate

NAME_GAP = 14  # between a plate's name and its score: the number keeps its room, the name shrinks or is cut
SCORE_PX = 32  # a Fischen plate's score size


def uneven_rows(rect, seat: int, name: str, score: int, counts: pygame.Surface, hint: str
                ) -> tuple[int, tuple[str, str], int] | None:
    """(size, the two rows, the row the score stands beside) where ``name`` fits the plate ``rect`` so, the counts
    and a hint kept under it as a plate of rows keeps them (the largest size to the floor; the fewer px the wider
    row takes, the better); None where no break fits (the caller cuts the name in its row)."""
    plate = SeatPlate(seat, rect, name, score, counts=counts, hint=hint)
    r = plate.rect
    text_x = r.x + 12 + 2 * min(24, r.h // 4 + 4) + 10
    score_w = theme.text(str(score), SCORE_PX, theme.GLOW, True).get_width()
    wide = r.right - 12 - text_x
    narrow = wide - score_w - NAME_GAP
    height = plate._name_height(r) + ROWS_GAIN
    floor = max(SMALLEST, theme.text_floor)
    for at, _step in two_row_sizes(height, floor):
        fits = []
        for rows in name_breaks(name):
            widths = [theme.width(row, at, True) for row in rows]
            for beside in (0, 1):
                if widths[beside] > narrow or widths[1 - beside] > wide:
                    continue
                if beside == 1 and counts.get_width() > narrow and not _score_over_counts(r, at, rows, score, counts):
                    continue  # the counts' line would run into the lowered score
                fits.append((max(widths), beside, rows))
        if fits:
            _, beside, rows = min(fits)
            return at, rows, beside
    return None


def _places(r: pygame.Rect, at: int, rows: tuple[str, str], score: int, beside: int, counts: pygame.Surface
            ) -> tuple[pygame.Rect, tuple[int, int]]:
    """(the score's rect, the counts' top left) on the plate ``r`` as :func:`draw_uneven` places them."""
    text_x = r.x + 12 + 2 * min(24, r.h // 4 + 4) + 10
    step = theme.font(at, True).get_linesize()
    block_h = step + theme.text(rows[1], at, theme.CREAM, True).get_height()
    score_img = theme.text(str(score), SCORE_PX, theme.GLOW, True)
    return (score_img.get_rect(topright=(r.right - 12, r.y + 2 + beside * step)),
            (text_x, r.y + 4 + block_h + 2 - (ROWS_GAIN - 4) + SeatPlate.ROW_GAP))


def _score_over_counts(r: pygame.Rect, at: int, rows: tuple[str, str], score: int, counts: pygame.Surface) -> bool:
    """Whether the score beside the second row has its digits' ink above the counts' icons (2 px apart)."""
    score_at, counts_at = _places(r, at, rows, score, 1, counts)
    ink = theme.text(str(score), SCORE_PX, theme.GLOW, True).get_bounding_rect().move(score_at.topleft)
    return ink.bottom + 2 <= counts_at[1] + counts.get_bounding_rect().top


def draw_uneven(surface, rect, seat: int, score: int, counts: pygame.Surface, hint: str, active: bool,
                fitted: tuple[int, tuple[str, str], int]) -> None:
    """The plate with the name's rows of :func:`uneven_rows`: from 4 px under its top (as a plate of rows draws
    them), the score's top at its row's, the counts under the rows, the hint at the foot."""
    at, rows, beside = fitted
    plate = SeatPlate(seat, rect, name="", score="", hint=hint)
    plate.active = active
    plate.draw(surface)  # the panel, the badge, the ring and the hint
    r = plate.rect
    score_at, counts_at = _places(r, at, rows, score, beside, counts)
    step = theme.font(at, True).get_linesize()
    for i, row in enumerate(rows):
        surface.blit(theme.text(row, at, theme.CREAM, True), (counts_at[0], r.y + 4 + i * step))
    surface.blit(theme.text(str(score), SCORE_PX, theme.GLOW, True), score_at)
    surface.blit(counts, counts_at)
