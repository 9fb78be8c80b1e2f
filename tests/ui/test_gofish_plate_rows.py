"""Another human's long name on Go Fish's top plate at 800 × 480, UI scale 150 % (issue 29; ``gofish.plate_rows``):
whole as dealt, beside a two-digit score, and once that human has asked (the "asked for …" hint then stands under
the fan, clear of it); where the name takes rows of unequal room, none of the plate's words run into another."""

from __future__ import annotations

import itertools

import pygame
import pytest

from fishgames.games.gofish import plate_rows
from fishgames.i18n import t
from tests.ui.test_other_name_whole import NAMES, two_humans_table
from tests.ui.test_own_name_whole import _resized
from tests.ui.test_small_panel_words import cuts_while_drawing

pytestmark = pytest.mark.usefixtures("art_drawn_once")

#: What the other human's plate shows besides the name: its books (the score) and the rank it last asked for.
STATES = {"as dealt": (0, None), "12 books": (12, None), "asked": (0, 10), "asked, 12 books": (12, 10)}


def _showing(table, monkeypatch, seat: int, books: int, asked: int | None) -> None:
    """The table's shown view from now on with ``books`` books of ``seat`` and it to have last asked for ``asked``
    (None: no hint)."""
    real = table.snapshot

    def snapshot(view):
        shown = real(view)
        shown.books = [(rank, seat) for rank in range(books)]
        return shown

    monkeypatch.setattr(table, "snapshot", snapshot)
    monkeypatch.setattr(table, "_hints_of", lambda view: {seat: {"last": asked}} if asked is not None else {})
    table.shown, table.hints = snapshot(table.view), table._hints_of(table.view)


@pytest.mark.parametrize("state", list(STATES))
@pytest.mark.parametrize("names", [NAMES, NAMES[::-1]], ids=["other Anna", "other Maximilian"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_other_humans_name_and_hint_are_whole_at_800x480(lang, names, state, tmp_path, monkeypatch):
    _whole(lang, names, state, 1.5, (800, 480), tmp_path, monkeypatch)


@pytest.mark.parametrize("size", [(800, 480), (1024, 600), (1280, 720), (720, 1280)],
                         ids=lambda size: "x".join(map(str, size)))
@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("names", [NAMES, NAMES[::-1]], ids=["other Anna", "other Maximilian"])
def test_the_name_and_hint_are_whole_on_other_screens(names, scale, size, tmp_path, monkeypatch):
    """A plate with a hint cut the name at 800 × 480 at UI scale 100 % too, and at 1024 × 600 at 150 %."""
    _whole("en", names, "asked, 12 books", scale, size, tmp_path, monkeypatch)


def _whole(lang: str, names: tuple, state: str, scale: float, size: tuple, tmp_path, monkeypatch) -> None:
    app, table = two_humans_table("gofish", scale, tmp_path, monkeypatch, lang=lang, names=names)
    try:
        other = next(seat for seat in range(2) if seat != table.bottom)
        _showing(table, monkeypatch, other, *STATES[state])
        drawn = cuts_while_drawing(app, monkeypatch, lambda: _resized(app, size))
        cut = sorted(f"{text!r} drawn as {shown!r}" for text, shown in drawn if len(text) >= 4)
        assert not cut, "\n".join(cut)  # neither name nor the hint
        plate = table.plates[other]
        assert plate.score == STATES[state][0]
        if STATES[state][1] is None:
            assert not plate.hint and not plate.tag
            return
        assert t("gofish.ui.hint.last_short", rank="")[:6] in plate.hint + plate.tag, "no hint shown"
        if plate.tag:
            tag, fan = table.tag_rect(plate), table.fan_rect(other)
            assert tag.y >= fan.bottom and tag.y >= plate.rect.bottom, f"the hint {tag} under the fan {fan}?"
            assert tag.bottom <= table.geo.TABLE.y, "the hint runs onto the sand table"
            assert tag in table.keep_clear(), "bubbles may cover the hint"
    finally:
        app.close()


@pytest.mark.parametrize("score", [0, 7, 13])
@pytest.mark.parametrize("name", NAMES)
def test_uneven_rows_keep_the_plates_words_apart(name, score, tmp_path, monkeypatch):
    """Each row, the score and the counts of a plate of uneven rows: their ink 2 px apart, inside the plate (the
    title-size score beside the first row reached 6 px into the second, running on under it)."""
    app, table = two_humans_table("gofish", 1.5, tmp_path, monkeypatch)
    try:
        _resized(app, (800, 480))
        plate = plate_rows.GoFishPlate(1, table.geo.top_plates(4)[0], name, score, counts="10 cards")
        fitted = plate_rows.uneven_rows(plate)
        assert fitted is not None or plate.name_rows() is not None, f"{name!r} beside {score} is cut"
        if fitted is None:
            return
        inks = [picture.get_bounding_rect().move(at) for picture, at in plate_rows.pieces(plate, plate.rect, fitted)]
        for a, b in itertools.combinations(inks, 2):
            assert not a.inflate(4, 4).colliderect(b), f"{a} and {b} touch ({fitted})"
        assert all(plate.rect.contains(ink) for ink in inks), f"{inks} out of {plate.rect}"
        assert fitted[3] >= 24 and fitted[0] >= 24, "under the text floor"
    finally:
        app.close()


def test_default_names_keep_the_shared_plate():
    pygame.font.init()
    plate = plate_rows.GoFishPlate(1, pygame.Rect(35, 8, 330, 100), "Walrus", 0, counts="6 cards")
    assert plate_rows.uneven_rows(plate) is None and not plate_rows.hint_moves_out(plate)
