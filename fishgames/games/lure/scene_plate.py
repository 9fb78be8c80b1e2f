"""Another seat's plate across the top of Lure's landscape table when its name needs rows (pass-and-play).

An 88 px plate holds a name row, the counts and the hint: at a small screen's text floor another human's long name
("Anna-Katharina Schneider") had no height for a second row over them and was cut, every turn (issue 29).  Such a
plate puts its name in rows beside the badge, reckoned beside the widest score the game can reach, and its hint and
counts side by side on one foot line under them (the counts as the table's signs); the plate takes from the row's
spare width what its rows need at the floor.  A name that fits a row, or whose rows fit over the counts and hint,
is drawn by the shared plate as before; so is one with no space or hyphen to break at (cut in its row).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from fishgames.games.lure.data import FISH, HOUSE
from fishgames.ui import fine, theme
from fishgames.ui.text import SMALLEST, fit, rows_width, rows_within, whole_in_a_row
from fishgames.ui.widgets import ROWS_GAIN, SeatPlate

#: The widest score a plate in rows is reckoned beside: every fish caught and every Boast in one pile (rules §2.4, §5: 140).
SCORE_ROOM = str(sum(fish.vp for fish in FISH.values()) + HOUSE["boast_lures"] * HOUSE["boast_vp"])
FOOT_EDGE = 4  # px from the foot line's box to the plate's bottom
FOOT_GAP = 12  # px between the hint and the counts on the foot line


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


def hint_room(rect: pygame.Rect, counts: pygame.Surface) -> int:
    """The hint's width on the foot line: from under the badge to the counts."""
    return rect.w - 24 - counts.get_width() - FOOT_GAP


class FootedPlate(SeatPlate):
    """The shared plate with its name in rows beside the badge and ``counts`` (a picture) and ``hint`` on one foot
    line under them: the hint under the badge, the counts at the right."""

    def __init__(self, seat: int, rect, name: str, score, counts: pygame.Surface, hint: str = ""):
        super().__init__(seat, rect, name, score, counts, hint)
        self.score_room = SCORE_ROOM

    def name_rows(self, name_w: int | None = None) -> pygame.Surface | None:
        """The name's rows down to the foot line (its line's blank over the glyphs shared, as ``ROWS_GAIN``)."""
        name_w = self.name_room() if name_w is None else name_w
        top = self.rect.y + 4
        return rows_within(self.name, theme.BODY, name_w, foot_top(self.rect) + ROWS_GAIN // 2 - top, theme.CREAM)

    def _paint(self, surface: pygame.Surface, r: pygame.Rect, t: float) -> None:
        counts, hint = self.counts, self.hint
        self.counts, self.hint = "", ""
        try:
            super()._paint(surface, r, t)
        finally:
            self.counts, self.hint = counts, hint
        y = foot_top(r)
        line_h = theme.text("Ah", theme.SMALL, theme.GLOW, True).get_height()
        surface.blit(counts, counts.get_rect(midright=(r.right - 12, y + line_h // 2)))
        if hint:
            surface.blit(fit(hint, theme.SMALL, hint_room(r, counts), theme.GLOW, bold=True), (r.x + 12, y))
