"""Fischen at 800 × 480 and 1024 × 600 at UI scale 150 %: your long name's three rows need 24 px more than your plate
had over its counts, and the plate cannot widen (your hand beside it); the sea gives up its star row (the depth said
in words alone) and the depth's words rise as much, so the plate grows upward (``FischenTable.sea_places``;
``test_own_name_whole`` checks the name whole).  Here: what moved is whole and apart — the sea's words inside its
shorter panel, the depth's longest words (German's four lines) above your plate — and with a name that fits
beside the badge the sea and its words stay where they were."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.fischen import scene_layout as L
from fishgames.games.fischen.scene_draw import draw_need, draw_sea
from fishgames.i18n import t
from tests.ui.test_own_name_whole import LONG, LONG_TOO, SIZES, _opened, _resized

pytestmark = pytest.mark.usefixtures("art_drawn_once")


@pytest.fixture(scope="module", params=["de", "en"])
def fischen(request, tmp_path_factory):
    app = _opened(tmp_path_factory, "fischen_pass_left", LONG_TOO, request.param, 1.5)
    try:
        yield app
    finally:
        app.close()


def _inked(paint) -> pygame.Rect:
    """The rect ``paint`` (given a transparent scene-sized surface) puts ink in."""
    surface = pygame.Surface((L.W, L.H), pygame.SRCALPHA)
    paint(surface)
    return surface.get_bounding_rect()


@pytest.mark.parametrize("name", [LONG_TOO, LONG, "Anna"])
@pytest.mark.parametrize("size", ["800x480", "1024x600"])
def test_your_long_names_room_moves_the_sea_whole_and_apart(fischen, size, name, monkeypatch):
    _resized(fischen, SIZES[size])
    table = next(scene for scene in reversed(fischen.stack.scenes) if hasattr(scene, "match"))
    monkeypatch.setattr(table, "seat_name", lambda seat, real=table.seat_name: name if seat == table.bottom
                        else real(seat))
    sea, need = table.sea_places()
    plate = table.own_plate_rect()
    if name == "Anna":  # fits beside the badge: drawn as before
        assert (sea, need, plate) == (L.SEA, L.NEED, L.OWN)
        return
    assert sea.h < L.SEA.h and need.y < L.NEED.y, "the sea gave up nothing"
    for level, started in ((3, True), (0, True)):  # its depth's words, or "the sea is empty"
        inked = _inked(lambda g, level=level, started=started: draw_sea(g, sea, 43, level, started, stars=False))
        assert sea.contains(inked), f"the sea's words out of its panel {sea} at level {level}: {inked}"
    assert sea.bottom < need.y
    for text in (t("fischen.ui.sea_need", count=12), t("fischen.ui.sea_need_none")):
        inked = _inked(lambda g, text=text: draw_need(g, need, text, L.NEED_LINES))
        assert inked.bottom + 4 <= plate.y, f"{text!r} reaches {inked.bottom}, your plate starts at {plate.y}"
