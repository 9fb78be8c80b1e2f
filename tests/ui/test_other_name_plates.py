"""Where another human's long name takes a plate's room (issue 29, pass-and-play), what follows that plate: a Fat Fish
plate grown for the name on an upright screen keeps its score pop-ups, flights and bubbles off the name, and
Fischen's widened top plate holds the name on a sharp screen too (``test_other_name_whole`` draws at the logical
scale, where 'Johannes Mohr' is 201 px; a real 800 × 480 screen draws it 205 px wide)."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.fatfish import scene_layout as FL
from fishgames.games.fischen import scene_draw
from fishgames.i18n import t
from fishgames.ui import theme
from tests.screenshot_shots import screenshot_tool
from tests.ui.test_other_name_whole import NAMES, two_humans_table
from tests.ui.test_own_name_whole import _resized
from tests.ui.test_small_panel_words import cuts_while_drawing

pytestmark = pytest.mark.usefixtures("art_drawn_once")


def _two_humans(game: str, scale: float, home, monkeypatch, **options):
    """:func:`two_humans_table` and the other human's seat: (app, table, seat)."""
    app, table = two_humans_table(game, scale, home, monkeypatch, **options)
    return app, table, next(seat for seat in range(2) if seat != table.bottom)


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_a_grown_fat_fish_plate_keeps_its_pop_ups_flights_and_bubbles_off_the_name(scale, tmp_path, monkeypatch):
    app, table, other = _two_humans("fatfish", scale, tmp_path, monkeypatch)
    try:
        _resized(app, (720, 1280))
        plate = table.plate_rects()[other]
        assert plate.h > FL.PLATE_H, "the plate did not grow for the name's rows"
        assert plate.bottom + 8 <= table.L.RESERVE.y, "the grown plate reaches the reserve"
        start, end = table.score_path(other)
        assert start[1] > plate.bottom and end[1] > plate.bottom, f"a pop-up {start} -> {end} over the plate {plate}"
        lowest = max(table.seat_point(other, what)[1] for what in ("hand", "deck", "minus"))
        assert lowest > plate.y + plate.h - FL.PLATE_H + 40, "cards fly to the name's rows, not to the counts"
        names = [rect for rect in table.keep_clear() if rect.topleft == plate.topleft and rect.w == plate.w]
        assert names and names[0].h >= plate.h - FL.PLATE_H + 44, "bubbles may cover the name's second row"
    finally:
        app.close()


#: What the other human's plate shows besides the name (the screenshot ``fischen_two_humans``: four seats, the coach's
#: button beside the plates; German's wider "Profi-Tipp" leaves no spare width, a plate 320 px).
STATES = {"as dealt": {}, "a score of 12": {"score": 12}, "leads": {"leads": True}}
#: Where a plate of the name's rows has no room for a hint ("leads", "picking …") too, the hint stands on the stage
#: as a chip in the seat's colour (``Drawer._seat_looks``): at 800 × 480 the plate is 96 px, risen to 4 px under the
#: screen's top; the name's two rows (56 px at the 24 px floor) and the counts (28) fill it, the hint's line takes
#: 28 px more; beside the counts the plate has 44 px, the shortest hint is 72 px ('leads').


def _showing(table, monkeypatch, seat: int, score: int | None = None, leads: bool = False) -> None:
    """The table's shown view from now on with ``seat``'s score ``score`` and, ``leads``, it to lead the next trick
    (its plate's hint)."""
    real = table.snapshot

    def snapshot(view):
        shown = real(view)
        if score is not None:
            shown["scores"] = [score if seat == at else points for at, points in enumerate(shown["scores"])]
        if leads:
            shown["trick"], shown["leader"] = [], seat
        return shown

    monkeypatch.setattr(table, "snapshot", snapshot)
    table.shown = snapshot(table.view)


@pytest.mark.parametrize("state", list(STATES))
@pytest.mark.parametrize("names", [NAMES, NAMES[::-1]], ids=["first row shorter", "first row longer"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_fischens_widened_plate_holds_the_name_on_a_sharp_small_screen(lang, names, state, tmp_path, monkeypatch):
    app, table, other = _two_humans("fischen", 1.5, tmp_path, monkeypatch, sharp=True, lang=lang, names=names)
    try:
        _showing(table, monkeypatch, other, **STATES[state])
        drawn = cuts_while_drawing(app, monkeypatch, lambda: _resized(app, (800, 480)))
        cut = sorted({f"{text!r} drawn as {shown!r}" for text, shown in drawn if len(text) >= 4 and
                      any(text in name for name in NAMES)})
        assert not cut, "\n".join(cut)
        assert pygame.Rect(table.plate_rects()[other]).y < 8, "the plate did not rise for the name's rows"
    finally:
        app.close()


@pytest.mark.parametrize("size", [(800, 480), (1280, 720), (720, 1280)], ids=lambda size: "x".join(map(str, size)))
@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_hint_without_room_on_the_plate_stands_on_the_stage(lang, scale, size, tmp_path, monkeypatch):
    """The other human leads: the name whole on the plate, and "leads" said by a chip in that seat's colour among
    the stage's chips where the plate has no line for it (at 150 % 1280 × 720 and upright read "Maximilian-Johan…"
    over "leads" too, and 800 × 480 and upright at 100 %)."""
    app, table, other = _two_humans("fischen", scale, tmp_path, monkeypatch, lang=lang)
    try:
        _showing(table, monkeypatch, other, leads=True)
        chips = _chips_whole_at(app, size, monkeypatch)
        leads = (t("fischen.ui.leads"), theme.seat_colour(other))
        assert (leads in chips) == (other in table.hints_out), f"chips {chips}, moved {table.hints_out}"
        assert other in table.hints_out or size != (800, 480), "the plate holds the name and its hint?"
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_picking_hint_without_room_stands_on_the_stage(lang, tmp_path, monkeypatch):
    """The passing phase (round 3, seed 4242): you pick your cards while the other human is still "picking …" — at
    150 % that hint has no line on the plate under the name's rows at any of these sizes, so a chip in the other
    seat's colour says it, whole; once the other has picked, "✓ picked" would stand there instead."""
    app, table, _ = _two_humans("fischen", 1.5, tmp_path, monkeypatch, lang=lang)
    try:
        screenshot_tool()._fischen_run(app, table, lambda: app.stack.top is table
                                       and table.decision(table.view) == "pass")
        other = 1 - table.bottom  # (the humans sit at 0 and 1; pass-and-play turns the table to whoever picks)
        assert table.view["phase"] == "pass" and not table.shown["picked"][other], "not while the other picks"
        picking = (t("fischen.ui.picking"), theme.seat_colour(other))
        for size in [(800, 480), (1280, 720), (720, 1280)]:
            chips = _chips_whole_at(app, size, monkeypatch)
            assert table.hints_out.get(other) == picking[0], f"{size}: moved {table.hints_out}"
            assert picking in chips, f"{size}: chips {chips}"
    finally:
        app.close()


def _chips_whole_at(app, size: tuple[int, int], monkeypatch) -> list[tuple[str, tuple]]:
    """The stage chips' (text, colour) drawn while the window is resized to ``size``; no text may be cut."""
    chips = []
    real = scene_draw.chip
    monkeypatch.setattr(scene_draw, "chip", lambda text, colour, symbol: chips.append((text, colour)) or
                        real(text, colour, symbol))
    drawn = cuts_while_drawing(app, monkeypatch, lambda: _resized(app, size))
    cut = sorted({f"{text!r} drawn as {shown!r}" for text, shown in drawn if len(text) >= 4})
    assert not cut, f"{size}:\n" + "\n".join(cut)
    return chips
