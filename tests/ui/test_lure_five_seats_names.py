"""Lure with five seats (issue 29, pass-and-play): the other human's long name on the top row of four plates, as
``test_other_name_whole`` checks it at four seats — two humans named as long as the name pad allows and three bots,
played to a human's turn, the window resized live to each screen at UI scale 100 % and 150 %: while one frame is
drawn afresh no ``fishgames.ui.text.cut`` may shorten either name or a row of it, whichever of the two is on top.

Four plates of 273 × 88 and the Menu fill the row (no spare width to make the plate wider): beside its badge and the
widest score ('140' at the title size) a plate's rows had 90 px and 'Anna-Katharina' at the floor is 159-211 px, so
session 24 saw it cut 'Anna-…' at 800 × 480 at 100 % and at 150 % on 800 × 480, 1280 × 720 and 1920 × 1080.  There
the plate is spread (``lure.scene_plate.FootedPlate.spread``): a smaller badge, the rows beside it, the score at their
size beside one row, the foot line as before — and none of them runs into another or out of the plate."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.lure import scene_plate
from fishgames.games.lure.scene_draw import _counts_signs
from fishgames.ui import theme
from tests.ui.test_lure_plate_rows import _Blits, _touch
from tests.ui.test_other_name_whole import NAMES, SIZES, two_humans_table
from tests.ui.test_own_name_whole import _resized, monkeypatch_module  # noqa: F401 (a fixture)
from tests.ui.test_small_panel_words import cuts_while_drawing

pytestmark = pytest.mark.usefixtures("art_drawn_once")

FIVE_SIZES = {**SIZES, "1024x600": (1024, 600)}
ORDERS = {"Anna-on-top": NAMES, "Maximilian-on-top": NAMES[::-1]}  # seat 0 plays first, at the bottom
#: Where the other human's plate is spread (elsewhere the row's plates or the upright ones hold its rows as before).
SPREAD = [(1.0, "800x480"), (1.5, "800x480"), (1.5, "1024x600"), (1.5, "1280x720"), (1.5, "1920x1080")]


@pytest.fixture(scope="module", params=[(scale, order) for scale in (1.0, 1.5) for order in ORDERS],
                ids=lambda p: f"{p[0]:.0%}-{p[1]}")
def five_seats(request, tmp_path_factory, monkeypatch_module):  # noqa: F811
    """(scale, names, app, table): Lure with the two long-named humans (``ORDERS``) and three bots at a UI scale."""
    scale, order = request.param
    app, table = two_humans_table("lure", scale, tmp_path_factory.mktemp("home"), monkeypatch_module,
                                  names=ORDERS[order], players=5)
    try:
        yield scale, ORDERS[order], app, table
    finally:
        app.close()


def _other(table, names: tuple[str, ...]) -> int:
    assert table.players == 5
    other = next(seat for seat in range(2) if seat != table.bottom)
    assert (table.seat_name(table.bottom), table.seat_name(other)) == names, "the other name is not on top"
    return other


@pytest.mark.parametrize("size", list(FIVE_SIZES))
def test_another_humans_name_is_never_cut_in_lures_row_of_five(five_seats, size, monkeypatch):
    scale, names, app, table = five_seats
    _other(table, names)
    drawn = cuts_while_drawing(app, monkeypatch, lambda: _resized(app, FIVE_SIZES[size]))
    cut = sorted({f"{text!r} drawn as {shown!r}" for text, shown in drawn
                  if len(text) >= 4 and any(text in name for name in NAMES)})
    assert not cut, f"Lure, five seats, at {size}, UI scale {scale:.0%}:\n" + "\n".join(cut)


@pytest.mark.parametrize(("five_seats", "size"), [((scale, order), size) for scale, size in SPREAD for order in ORDERS],
                         indirect=["five_seats"], ids=[f"{s:.0%}-{o}-{z}" for s, z in SPREAD for o in ORDERS])
def test_a_spread_plates_rows_score_and_foot_keep_apart_inside_it(five_seats, size):
    """The widest score (140), nine lures and twelve fish, the longest hint: each row of the name, the score, the
    counts and the hint drawn inside the plate, no two of them within 2 px of each other."""
    _, names, app, table = five_seats
    _resized(app, FIVE_SIZES[size])
    other = _other(table, names)
    rect = table.plate_rects()[other]
    counts = _counts_signs(9, 12, theme.text_floor)
    plate = scene_plate.FootedPlate(other, pygame.Rect(rect), names[1], int(scene_plate.SCORE_ROOM), counts,
                                    "choosing in secret…")
    spread = plate.spread()
    assert spread is not None, f"the plate at {size} is not spread: SPREAD is out of date"
    surface = _Blits((rect.right + 8, rect.bottom + 8))
    plate._paint(surface, rect, 0.0)
    _, at, rows, _ = spread
    row_blits = [blit for blit in surface.seen if any(blit[0] is theme.text(row, at, theme.CREAM, True) for row in rows)]
    score = [blit for blit in surface.seen if blit[0] is theme.text(scene_plate.SCORE_ROOM, at, theme.GLOW, True)]
    foot = [blit for blit in surface.seen if blit[0] is counts] + [surface.seen[-1]]  # the hint: drawn last
    assert len(row_blits) == 2 and len(score) == 1 and len(foot) == 2 and foot[0] is not foot[1], surface.seen
    parts = [*row_blits, *score, *foot]
    for picture, (x, y) in parts:
        ink = picture.get_bounding_rect().move(x, y)
        assert rect.inflate(-4, -4).contains(ink), f"{ink} leaves the plate {rect}"
    touching = [(a[1], b[1]) for i, a in enumerate(parts) for b in parts[i + 1:] if _touch(a, b)]
    assert not touching, f"ink within 2 px on the spread plate {rect} at {size}: {touching}"
