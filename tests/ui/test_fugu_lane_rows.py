"""Fugu's lane plate grown for another human's long name (issue 29, pass-and-play; ``fugu.lane_rows``): where the
usual plate (248 × 64) cannot show the name, the plate grows taller and the lanes are re-spaced.  On it the name's
rows, the badge, the counts and the score keep apart and inside the plate at every score and tag; the plates and
the reefs' panels keep apart, each plate beside its own reef, all inside the top area; and default names keep the
usual lanes (their places as ever)."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.fugu import lane_rows
from fishgames.games.fugu import scene_look as L
from fishgames.ui import theme
from tests.ui.test_other_name_whole import NAMES, SIZES, two_humans_table
from tests.ui.test_own_name_whole import _resized, monkeypatch_module  # noqa: F401 (a fixture)

pytestmark = pytest.mark.usefixtures("art_drawn_once")

#: Where the usual plate cannot show the other human's name (test_other_name_whole's former KNOWN): it must grow.
GROWN = {(1.0, "800x480"), (1.0, "720x1280"), (1.5, "1280x720"), (1.5, "1920x1080"), (1.5, "800x480"),
         (1.5, "720x1280")}
#: What the plate shows besides the name: (score, finished, passed) — the widest scores, the two tags.
STATES = {"0": (0, False, False), "-171": (-171, False, False), "88": (88, False, False),
          "stopped at -171": (-171, True, True), "complete at 88": (88, True, False)}


@pytest.fixture(scope="module", params=[(scale, names, lang) for scale in (1.0, 1.5)
                                        for names in (NAMES, NAMES[::-1]) for lang in ("en", "de")],
                ids=lambda p: f"{p[0]:.0%}-{p[1][1].split('-')[0]}-second-{p[2]}")
def fugu_two_humans(request, tmp_path_factory, monkeypatch_module):  # noqa: F811
    scale, names, lang = request.param
    app, table = two_humans_table("fugu", scale, tmp_path_factory.mktemp("home"), monkeypatch_module, lang=lang,
                                  names=names)
    try:
        yield scale, app, table, next(seat for seat in range(2) if seat != table.bottom)
    finally:
        app.close()


class _Blits(pygame.Surface):
    """A surface that keeps where each picture blitted on it left ink."""

    def __init__(self, size):
        super().__init__(size, pygame.SRCALPHA)
        self.inks: list[tuple[tuple[int, int], pygame.Rect]] = []  # (the picture's size, its ink's box)

    def blit(self, source, dest, area=None, special_flags=0):
        place = super().blit(source, dest, area, special_flags)
        boxes = pygame.mask.from_surface(source).get_bounding_rects()
        if boxes and area is None:
            self.inks.append((source.get_size(), boxes[0].unionall(boxes[1:]).move(place.topleft)))
        return place


def _pieces(table, seat: int, rect: pygame.Rect) -> dict[str, list[pygame.Rect]]:
    """The ink boxes of ``seat``'s plate at ``rect`` painted alone: the rows, the badge, the score and the counts."""
    surface = _Blits((rect.right + 16, rect.bottom + 16))
    table._paint_lane_plate(surface, seat, rect, False, table.shown)
    rows = lane_rows.rows(table.seat_name(seat), rect.h)
    score = lane_rows.score_label(table.shown.scores[seat])
    pieces = {"rows": [], "score": [], "counts": [], "panel": []}
    for size, ink in surface.inks:
        kind = ("panel" if size == rect.size else "rows" if rows is not None and size == rows.get_size()
                else "score" if size == score.get_size() and ink.right > rect.right - 2 * lane_rows.PAD - size[0]
                else "counts")
        pieces[kind].append(ink)
    y, r = lane_rows.foot_y(rect), lane_rows.BADGE_R
    pieces["badge"] = [pygame.Rect(rect.x + lane_rows.PAD, y - r, 2 * r, 2 * r)]
    return pieces


@pytest.mark.parametrize("state", list(STATES))
@pytest.mark.parametrize("size", list(SIZES))
def test_the_grown_plate_keeps_its_name_badge_counts_and_score_apart(fugu_two_humans, size, state, monkeypatch):
    scale, app, table, other = fugu_two_humans
    _resized(app, SIZES[size])
    rect = table.plate_rect(other)
    if (scale, size) in GROWN:
        assert rect.h > L.LANE_PLATE[1], f"the plate did not grow for {table.seat_name(other)!r}"
    if rect.h == L.LANE_PLATE[1]:
        return  # (the usual plate holds the name: test_other_name_whole)
    score, finished, passed = STATES[state]
    monkeypatch.setattr(table.shown, "scores", [score] * len(table.shown.scores))
    monkeypatch.setattr(table.shown, "finished", [finished] * len(table.shown.finished))
    monkeypatch.setattr(table.shown, "passed", [passed] * len(table.shown.passed))
    pieces = _pieces(table, other, rect)
    assert len(pieces["rows"]) == 1 and pieces["score"] and pieces["counts"], f"not drawn as grown: {pieces}"
    inside = rect.inflate(-4, -4)
    for kind, inks in pieces.items():
        for ink in inks:
            assert kind == "panel" or inside.contains(ink), f"the {kind} ({ink}) leave the plate {rect}"
    foot = [(kind, ink) for kind in ("badge", "score", "counts") for ink in pieces[kind]]
    for kind, ink in foot:
        assert not ink.colliderect(pieces["rows"][0]), f"the {kind} ({ink}) on the name's rows {pieces['rows'][0]}"
    for ink in pieces["counts"]:
        assert not ink.colliderect(pieces["score"][0]) and not ink.colliderect(pieces["badge"][0]), \
            f"a count ({ink}) on the score {pieces['score'][0]} or the badge {pieces['badge'][0]}"


@pytest.mark.parametrize("size", list(SIZES))
def test_the_lanes_keep_apart_beside_their_reefs(fugu_two_humans, size):
    scale, app, table, other = fugu_two_humans
    _resized(app, SIZES[size])
    seats = sorted(table.lanes, key=table.lanes.get)
    plates = [table.plate_rect(seat) for seat in seats]
    reefs = [L.lane_reef(table.lanes[seat]) for seat in seats]
    for above, below in zip(plates, plates[1:], strict=False):
        assert below.y - above.bottom >= L.LANE_LEAST_GAP, f"plates {above} and {below} touch"
    for above, below in zip(reefs, reefs[1:], strict=False):
        assert below.y >= above.bottom, f"reefs' panels {above} and {below} overlap"
    for plate, reef in zip(plates, reefs, strict=True):
        assert abs(plate.centery - reef.centery) <= 1, f"the plate {plate} is not beside its reef {reef}"
        assert L.GROWN_TOP <= plate.y and plate.bottom <= L.TOP_AREA[1], f"the plate {plate} leaves the top area"
        assert reef.y >= 0 and reef.bottom <= L.TOP_AREA[1] + 8
    own = table.own_plate()
    assert all(not own.colliderect(plate.inflate(0, 8)) for plate in plates), f"your plate {own} touches a lane's"


def test_default_names_keep_the_usual_lanes(monkeypatch):
    """The lanes of default names are where they always were (3 lanes fill the top area: 16, 90, 164)."""
    pygame.font.init()  # (no table opened here)
    monkeypatch.setattr(theme, "text_floor", 0)
    for count in (1, 2, 3):
        usual = (L.LANE_PLATE[1],) * count
        assert L.lane_heights(usual) == usual
        assert L.lane_tops(count, usual) == L.lane_tops(count)
    assert L.lane_tops(3) == [16, 90, 164]
    assert all(not lane_rows.grown(name) for name in ("Walrus", "Beaver", "Bartholomäus"))


@pytest.mark.parametrize("grown", [(0,), (1,), (2,), (0, 1), (0, 2), (0, 1, 2)])
def test_grown_lanes_fit_the_top_area(grown):
    """However many of three lanes grow (pass-and-play with up to four long names), their plates and reefs stay in
    the top area, the reefs at least ``LANE_H`` apart, the plates ``LANE_LEAST_GAP``."""
    heights = L.lane_heights(tuple(90 if i in grown else L.LANE_PLATE[1] for i in range(3)))
    tops = L.lane_tops(3, heights)
    plates = [L.lane_plate(top, h) for top, h in zip(tops, heights, strict=True)]
    assert plates[0].y >= L.GROWN_TOP and plates[-1].bottom <= L.TOP_AREA[1]
    assert all(b - a >= L.LANE_H for a, b in zip(tops, tops[1:], strict=False))
    assert all(q.y - p.bottom >= L.LANE_LEAST_GAP for p, q in zip(plates, plates[1:], strict=False))
    assert all(heights[i] > L.LANE_PLATE[1] for i in grown), heights


@pytest.mark.parametrize("floor", [18, 20, 24])
@pytest.mark.parametrize("count", [1, 2, 3])
def test_long_names_in_every_lane_grow_what_the_top_area_holds(floor, count, monkeypatch):
    """Three or four humans with long names (every lane's name in rows): each plate the top area lets grow holds
    its rows; the others stay the usual plate — none grown too little for its rows (drawn as the usual plate on
    a taller one)."""
    pygame.font.init()  # (no table opened here)
    monkeypatch.setattr(theme, "text_floor", floor)
    names = [NAMES[i % 2] for i in range(count)]
    heights = lane_rows.heights(names)
    assert all(h == L.LANE_PLATE[1] or lane_rows.rows(name, h) is not None for name, h in zip(names, heights, strict=True)), \
        f"a plate too short for its rows: {heights}"
    assert any(h > L.LANE_PLATE[1] for h in heights), f"no plate grew: {heights}"
    tops = L.lane_tops(count, heights)
    plates = [L.lane_plate(top, h) for top, h in zip(tops, heights, strict=True)]
    assert plates[0].y >= L.GROWN_TOP and plates[-1].bottom <= L.TOP_AREA[1]


@pytest.mark.parametrize("passed", [True, False], ids=["stopped", "complete"])
@pytest.mark.parametrize("size", list(SIZES))
def test_a_finished_seats_tag_is_whole_on_every_lane_plate(fugu_two_humans, size, passed, monkeypatch):
    """A finished seat's tag on each lane plate, usual or grown, is never cut: "aufgehört" read "aufgeh…" at the
    floor of 24 (800 × 480 and 720 × 1280 at 150 %: 132 px in 127); the short form ("gestoppt") where it does
    not fit."""
    from fishgames.games.fugu import scene_draw
    from fishgames.ui.text import cut

    scale, app, table, other = fugu_two_humans
    _resized(app, SIZES[size])
    monkeypatch.setattr(table.shown, "finished", [True] * len(table.shown.finished))
    monkeypatch.setattr(table.shown, "passed", [passed] * len(table.shown.passed))
    tags = []
    real = scene_draw.fit

    def kept(text, size, width, *args, **kwargs):
        tags.append((text, cut(text, size, width, True)))
        return real(text, size, width, *args, **kwargs)

    monkeypatch.setattr(scene_draw, "fit", kept)
    for seat in table.lanes:
        rect = table.plate_rect(seat)
        table._paint_lane_plate(pygame.Surface((rect.right + 16, rect.bottom + 16)), seat, rect, False, table.shown)
    assert len(tags) == len(table.lanes), tags
    assert all(shown == text for text, shown in tags), f"a tag cut: {tags}"
