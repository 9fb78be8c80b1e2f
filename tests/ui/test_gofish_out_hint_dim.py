"""Go Fish: a seat that is out (no cards, the pond empty) is dimmed whole — its plate under the veil, and its hint
under the fan as dark as the plate's words: the "asked for …" line that moves out of the plate for a long name, and
an easy table's chips (both were drawn at full brightness beside the dimmed plate)."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.gofish import scene_draw
from fishgames.i18n import t
from fishgames.ui import widgets
from tests.ui.driver import blank_surface
from tests.ui.test_other_name_whole import NAMES, two_humans_table
from tests.ui.test_own_name_whole import _resized

pytestmark = pytest.mark.usefixtures("art_drawn_once")

HINTS = {"asked": {"last": 10}, "chips": {"has": ((3, 2), (7, 1)), "lacks": (5, 9)}}


def _brightest(surface: pygame.Surface, rect: pygame.Rect) -> int:
    rect = rect.clip(surface.get_rect())
    return max(sum(surface.get_at((x, y))[:3]) for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom))


def _drawn(table, monkeypatch, seat: int, out: bool, hint: dict) -> pygame.Surface:
    """The table drawn with ``seat`` out (``out``: no cards and an empty pond) or holding cards, with ``hint``."""
    real = type(table).snapshot  # (the class's: a second call does not wrap the first)

    def snapshot(view):
        shown = real(view)
        shown.counts[seat] = 0 if out else 5
        shown.pond = 0 if out else 10
        return shown

    monkeypatch.setattr(table, "snapshot", snapshot)
    monkeypatch.setattr(table, "_hints_of", lambda view: {seat: hint})
    table.shown, table.hints = snapshot(table.view), table._hints_of(table.view)
    surface = blank_surface(table.stage_size)
    table.draw(surface)
    assert table.plates[seat].dim == out
    return surface.copy()


@pytest.mark.parametrize("hint", list(HINTS))
def test_the_hint_under_an_out_seats_fan_is_dimmed_as_its_plate(hint, tmp_path, monkeypatch):
    app, table = two_humans_table("gofish", 1.5, tmp_path, monkeypatch, names=NAMES[::-1])
    try:
        _resized(app, (800, 480))
        other = next(seat for seat in range(2) if seat != table.bottom)
        lit = _drawn(table, monkeypatch, other, False, HINTS[hint])
        plate = table.plates[other]
        if hint == "asked":
            assert plate.tag, "the hint stays on the plate: no line under the fan to look at"
            where = table.tag_rect(plate)
        else:
            chips = scene_draw._hint_rows(*HINTS[hint].values(), plate.rect.w, t("gofish.ui.hint.has"),
                                          t("gofish.ui.hint.lacks"), table.geo.HINT_ROW)
            where = chips.get_bounding_rect().move(plate.rect.x, table.geo.HINT_Y)  # (a backdrop bubble rises beside)
        dark = _drawn(table, monkeypatch, other, True, HINTS[hint])
        keep = widgets.dimmed((255, 255, 255))[0] / 255
        assert _brightest(dark, where) <= keep * _brightest(lit, where) + 12, "the hint under the fan is not dimmed"
    finally:
        app.close()
