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
from fishgames.ui.text import SMALLEST, fit_size, rows_within, whole_in_a_row

PAD = 10  # the rows' and the foot's margin at the plate's sides
EDGE = 4  # the rows' ink under the plate's top edge, the foot's over its bottom edge
GAP = 3  # between the rows' ink and the foot line
SCORE_PX = theme.BODY  # the score in the foot line (at the text floor where that is larger)
BADGE_R = 12  # the seat badge in the foot line
COUNTS_X = PAD + 2 * BADGE_R + 10  # the counts after the badge
LANE_SCORE_SIZE = 32  # the score on the usual lane plate (``scene_draw``)
COUNTS_UNDER_ROWS = 26  # the usual plate's px under a name in rows: the counts' row and a margin (``scene_draw``)


def grown(name: str) -> bool:
    """Whether ``name`` needs the grown plate: the usual plate shows it neither in one row nor in rows over the
    counts beside the widest score it is reckoned beside ("88" at the lane's score size)."""
    room = L.LANE_PLATE[0] - L.LANE_NAME_X - 8 - theme.width(L.SCORE_ROOM, LANE_SCORE_SIZE, True) - 8
    return not whole_in_a_row(name, theme.BODY, room) and \
        rows_within(name, theme.BODY, room, L.LANE_PLATE[1] - COUNTS_UNDER_ROWS, theme.CREAM) is None


def foot_h() -> int:
    """The foot line's height: a finished seat's tag (its pill round the small type's line), no less than the
    badge."""
    return max(2 * BADGE_R, theme.font(theme.SMALL, True).get_linesize() + 2)


def rows_room() -> int:
    return L.LANE_PLATE[0] - 2 * PAD


def ink(block: pygame.Surface) -> pygame.Rect:
    """The box of the rows' ink in their block (a row's line has blank over and under its glyphs: "J" reaches
    down into it, "Schneider" does not)."""
    boxes = pygame.mask.from_surface(block).get_bounding_rects()
    return boxes[0].unionall(boxes[1:]) if boxes else block.get_rect()


def rows(name: str, plate_h: int | None = None, colour=theme.CREAM) -> pygame.Surface | None:
    """The name's rows at the largest size (to the floor) whose ink fits over the foot line of a grown plate
    ``plate_h`` px tall (any: None), across its width; None where none fits (the caller shows the usual plate)."""
    floor = max(SMALLEST, theme.text_floor)
    for size in range(max(theme.BODY, floor), floor - 1, -1):
        block = rows_within(name, size, rows_room(), 10_000, colour)
        if block is None:
            return None
        if plate_h is None or EDGE + ink(block).h + GAP + foot_h() + EDGE <= plate_h:
            return block
    return None


def need(name: str) -> int:
    """The height a grown plate wants for ``name``: its rows at the largest size that fits the plate's width
    (``scene_look.lane_heights`` gives less where the top area has no more: smaller rows, down to the floor)."""
    block = rows(name)
    return L.LANE_PLATE[1] if block is None else max(L.LANE_PLATE[1], EDGE + ink(block).h + GAP + foot_h() + EDGE)


def heights(names: list[str]) -> tuple[int, ...]:
    """Each lane plate's height for the lanes' ``names`` in order: grown for a name that needs it, as far as the
    top area holds them (``scene_look.lane_heights``); where a plate's rows would not fit what it was given, the
    first such stays the usual one (its name cut as before) and the rest are given its room (three long names
    at the floor of 24: one grown plate, two cut)."""
    needs = [need(name) if grown(name) else L.LANE_PLATE[1] for name in names]
    while True:
        given = L.lane_heights(tuple(needs))
        short = [i for i, (name, h) in enumerate(zip(names, given, strict=True))
                 if h > L.LANE_PLATE[1] and rows(name, h) is None]
        if not short:
            return given
        needs[short[0]] = L.LANE_PLATE[1]


def rows_at(block: pygame.Surface, rect: pygame.Rect) -> tuple[int, int]:
    """Where the rows' block is blitted on a grown plate ``rect``: its ink ``EDGE`` px under the plate's top."""
    return rect.x + PAD, rect.y + EDGE - ink(block).y


def foot_y(rect: pygame.Rect) -> int:
    """The foot line's centre on a grown plate ``rect``."""
    return rect.bottom - EDGE - foot_h() // 2


def score_label(score: int, colour=theme.GLOW) -> pygame.Surface:
    """The score in the foot line: no wider than "88" there (``scene_look.score_size``: −171 smaller)."""
    text = str(score)
    size = fit_size(text, SCORE_PX, theme.width(L.SCORE_ROOM, SCORE_PX, True), True)
    return theme.text(text, size, colour, True)
