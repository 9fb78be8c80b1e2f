"""Another human's long name on a Go Fish top plate (issue 29, pass-and-play): in two rows of unequal room where
the plate's rows beside the score miss it, and its "asked for …" hint under the fan where the plate has no
height for the hint too.

800 × 480 at UI scale 150 %: 'Anna-Katharina' is 211 px at the floor of 24 (213 on a sharp screen); beside a
score of 0 the plate's 330 px leave it 209 (178 beside "13"), its whole width right of the badge 248. So one row
takes the whole width and the other stands beside the score, lowered to that row (as Fischen's plates do,
``fischen.plate_rows``). The plate's 100 px hold two rows (56) over the counts (28) but not a hint's line (28)
as well: the hint then stands where the easy level's chips stand, under the fan (``HINT_Y``)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from fishgames.ui import theme
from fishgames.ui.text import SMALLEST, fit, name_breaks, two_row_sizes, whole_in_a_row
from fishgames.ui.widgets import ROWS_GAIN, SeatPlate, veil

Fitted = tuple[int, tuple[str, str], int, int]  # (size, the two rows, the row the score stands beside, its size)


def _text_x(r: pygame.Rect) -> int:
    return r.x + 12 + 2 * min(24, r.h // 4 + 4) + 10  # right of the seat badge (as SeatPlate places it)


def uneven_rows(plate: SeatPlate) -> Fitted | None:
    """Where ``plate``'s name is neither whole in a row nor in the shared plate's rows (``name_rows``) but fits two
    rows of which the one beside the score is the narrower (the largest size to the floor; the fewer px the wider
    row takes, then the larger the score, the better), counts and hint kept under them: those rows; else None."""
    return _uneven(plate.name, str(plate.score), plate.counts if isinstance(plate.counts, str) else None,
                   bool(plate.hint), tuple(plate.rect), plate.score_px, plate.name_gap, theme.text_floor)


@lru_cache(maxsize=64)
def _uneven(name: str, score: str, counts: str | None, hint: bool, rect: tuple, score_px: int, gap: int,
            floor: int) -> Fitted | None:
    probe = SeatPlate(0, rect, name, score, counts=counts or "", hint="Ah" if hint else "")
    probe.score_px, probe.name_gap = score_px, gap
    if counts is None or whole_in_a_row(name, theme.BODY, probe.name_room()) or probe.name_rows() is not None:
        return None
    r = probe.rect
    wide = r.right - 12 - _text_x(r)
    height = probe._name_height(r) + ROWS_GAIN
    counts_w = theme.width(counts, theme.SMALL)
    floor = max(SMALLEST, floor)
    for at, step in two_row_sizes(height, floor):
        fits = []
        for rows in name_breaks(name):
            widths = [theme.width(row, at, True) for row in rows]
            for beside in (0, 1):
                px = score_px if beside else _score_over(score, score_px, step, rows[1], at, floor)
                narrow = wide - theme.width(score, px, True) - gap
                if widths[beside] > narrow or widths[1 - beside] > wide:
                    continue
                if beside == 1 and counts_w > narrow:
                    continue  # the counts' line would run into the lowered score
                fits.append((max(widths), -px, beside, rows))
        if fits:
            _, px, beside, rows = min(fits)
            return at, rows, beside, -px
    return None


def _score_over(score: str, score_px: int, step: int, row: str, at: int, floor: int) -> int:
    """The largest score size (to the floor) whose digits, beside the first row, end 2 px over the ink of the second
    row ``row`` at ``at`` running on under them (the title size's digits reach 6 px into it)."""
    below = step + theme.text(row, at, theme.CREAM, True).get_bounding_rect().top + 4 - 2  # rows from 4, score from 2
    return next((px for px in range(score_px, floor - 1, -1)
                 if theme.text(score, px, theme.GLOW, True).get_bounding_rect().bottom + 2 <= below), floor)


def pieces(plate: SeatPlate, r: pygame.Rect, fitted: Fitted) -> list[tuple[pygame.Surface, tuple[int, int]]]:
    """What :func:`paint_uneven` draws over the shared plate at ``r``: (picture, top left) of the name's rows from 4
    px under its top (as a plate of rows draws them), the score's top at its row's, the counts under the rows."""
    at, rows, beside, score_px = fitted
    text_x, step = _text_x(r), theme.font(at, True).get_linesize()
    drawn = [(theme.text(row, at, theme.CREAM, True), (text_x, r.y + 4 + i * step)) for i, row in enumerate(rows)]
    score = theme.text(str(plate.score), score_px, theme.GLOW, True)
    drawn.append((score, score.get_rect(topright=(r.right - 12, r.y + 2 + beside * step)).topleft))
    block_h = step + drawn[1][0].get_height()
    line = fit(plate.counts, theme.SMALL, r.right - text_x - 12, theme.MUTED)
    return [*drawn, (line, (text_x, r.y + 4 + block_h + 2 - (ROWS_GAIN - 4)))]


def paint_uneven(plate: SeatPlate, surface: pygame.Surface, r: pygame.Rect, t: float, fitted: Fitted) -> None:
    """``plate`` at ``r`` with the name's rows of :func:`uneven_rows` (:func:`pieces`), the hint (if any) at the
    foot."""
    base = SeatPlate(plate.seat, r, name="", score="", hint=plate.hint)
    base.active, base.target = plate.active, plate.target
    base._paint(surface, r, t)  # the panel, the badge, the ring, the glow and the hint
    for picture, at in pieces(plate, r, fitted):
        surface.blit(picture, at)
    if plate.dim:
        surface.blit(veil(r.size, (0, 0, 0, 110), 14), r.topleft)


class GoFishPlate(SeatPlate):
    """A Go Fish seat plate: the shared one, with a long name in :func:`uneven_rows` where only they hold it."""

    def _paint(self, surface: pygame.Surface, r: pygame.Rect, t: float) -> None:
        fitted = uneven_rows(self) if self.name_lines == 1 else None
        if fitted is None:
            super()._paint(surface, r, t)
        else:
            paint_uneven(self, surface, r, t, fitted)


def hint_moves_out(plate: SeatPlate) -> bool:
    """Whether ``plate``'s hint goes under its fan: the name is whole on the plate only without the hint's line."""
    if not plate.hint or plate.name_lines != 1:
        return False
    return _moves_out(plate.name, str(plate.score), plate.counts if isinstance(plate.counts, str) else None,
                      tuple(plate.rect), plate.score_px, plate.name_gap, theme.text_floor)


@lru_cache(maxsize=64)
def _moves_out(name: str, score: str, counts: str | None, rect: tuple, score_px: int, gap: int, floor: int) -> bool:
    def holds(hint: bool) -> bool:
        probe = SeatPlate(0, rect, name, score, counts=counts or "", hint="Ah" if hint else "")
        probe.score_px, probe.name_gap = score_px, gap
        return (whole_in_a_row(name, theme.BODY, probe.name_room()) or probe.name_rows() is not None
                or _uneven(name, score, counts, hint, rect, score_px, gap, floor) is not None)

    return counts is not None and not holds(True) and holds(False)
