"""A Fugu lane plate grown for a name in rows (issue 29, pass-and-play: "Anna-Katharina Sc…" on another human's
lane plate).  The usual plate (248 × 64) has the seat badge, the name and the score in one row and the counts
under them; a long name's two rows at the text floor are up to 211 px wide and 56 tall, more than the plate has
beside the badge and the score (142 × 38).  Such a plate grows taller (the lanes re-spaced: ``scene_look.lane_tops``,
the reefs' tiles as ever) and is laid out afresh: the name's rows across the plate's whole width at its top, and a
foot line under them with the badge, the counts and the score.  Names in one row keep the usual plate.
"""

from __future__ import annotations

import pygame

from fishgames.games.fugu import scene_look as L
from fishgames.ui import theme
from fishgames.ui.text import fit_size, rows_within, whole_in_a_row

PAD = 10  # the rows' and the foot's margin at the plate's sides
TOP = 3  # the rows' margin at the plate's top, the foot's at its bottom
SHARED = 4  # px of the rows' last line blank under the glyphs the foot line may take
SCORE_PX = theme.BODY  # the score in the foot line (at the text floor where that is larger)
LANE_SCORE_SIZE = 32  # the score on the usual lane plate (``scene_draw``)
COUNTS_UNDER_ROWS = 26  # the usual plate's px under a name in rows: the counts' row and a margin (``scene_draw``)
BADGE_R = 12  # the seat badge in the foot line
COUNTS_X = PAD + 2 * BADGE_R + 10  # the counts after the badge


def grown(name: str) -> bool:
    """Whether ``name`` needs the grown plate: the usual plate shows it neither in one row nor in rows over the
    counts beside the widest score it is reckoned beside ("88" at the lane's score size)."""
    room = L.LANE_PLATE[0] - L.LANE_NAME_X - 8 - theme.width(L.SCORE_ROOM, LANE_SCORE_SIZE, True) - 8
    return not whole_in_a_row(name, theme.BODY, room) and \
        rows_within(name, theme.BODY, room, L.LANE_PLATE[1] - COUNTS_UNDER_ROWS, theme.CREAM) is None


def foot_h() -> int:
    """The foot line's height: the score's line (at the text floor where that is larger), no less than the icons."""
    return max(2 * BADGE_R + 2, theme.font(SCORE_PX, True).get_linesize())


def rows_room() -> int:
    return L.LANE_PLATE[0] - 2 * PAD


def rows(name: str, plate_h: int, colour=theme.CREAM) -> pygame.Surface | None:
    """The name's rows on a grown plate ``plate_h`` px tall (None: they do not fit it, the caller cuts the name)."""
    return rows_within(name, theme.BODY, rows_room(), plate_h - TOP - foot_h() - TOP + SHARED, colour)


def need(name: str) -> int:
    """The height a grown plate wants for ``name``: its rows at the largest size that fits the plate's width
    (``scene_look.lane_heights`` gives less where the top area has no more: smaller rows, down to the floor)."""
    block = rows_within(name, theme.BODY, rows_room(), 10_000, theme.CREAM)
    if block is None:
        return L.LANE_PLATE[1]
    return max(L.LANE_PLATE[1], TOP + block.get_height() - SHARED + foot_h() + TOP)


def foot_y(rect: pygame.Rect) -> int:
    """The foot line's centre on a grown plate ``rect``."""
    return rect.bottom - TOP - foot_h() // 2


def score_label(score: int, colour=theme.GLOW) -> pygame.Surface:
    """The score in the foot line: no wider than "88" there (``scene_look.score_size``: −171 smaller)."""
    text = str(score)
    size = fit_size(text, SCORE_PX, theme.width(L.SCORE_ROOM, SCORE_PX, True), True)
    return theme.text(text, size, colour, True)
