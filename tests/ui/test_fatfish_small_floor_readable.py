"""Fat Fish stays readable at a small screen's floor (issue 29, "nothing covered, readable"): at 800 × 480 and
150 % (the type's floor 24 px, the buttons' 79) the licences board's first band covered "First to take …", the
names' descenders ran under their bands' borders and a licence just taken flashed grey on olive; the take
panel's tip ran under "Take the row".  Measured as drawn: on a surface that notes where every picture lands."""

from __future__ import annotations

import math

import pygame
import pytest

from fishgames.games.fatfish import scene_draw as D
from fishgames.games.fatfish import scene_layout as FL
from fishgames.games.fatfish.scene_cards import chip_marks
from fishgames.i18n import set_language, t
from fishgames.ui import art, legibility, theme
from fishgames.ui.text import SMALLEST, longest_fitting

#: the board as a match shows it: six first licences (three taken, just now: flashing), three at the end
LICENCES = (("L1", "first", 5, (1,)), ("L2", "first", 4, (2,)), ("L3", "first", 5, (1,)), ("L4", "first", 3, ()),
            ("L5", "first", 4, ()), ("L6", "first", 4, ()), ("L7", "end", 5, ()), ("L8", "end", 5, (0, 1, 2, 3)),
            ("L9", "end", 5, ()))
FLASHING = frozenset({"L1", "L2", "L3"})


class Noting(pygame.Surface):
    """A surface that notes where each picture is blitted."""

    def __init__(self, size):
        super().__init__(size)
        self.placed: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kwargs):
        self.placed.append(source.get_rect(topleft=tuple(dest)[:2]))
        return super().blit(source, dest, *args, **kwargs)


@pytest.fixture(params=["de", "en"])
def lang(request):
    pygame.init()
    set_language(request.param)
    yield request.param
    set_language("en")


@pytest.fixture
def floors():
    pygame.init()

    def at(text: int, tap: int = legibility.INERT_TAP) -> None:
        legibility.apply(legibility.Floors(text, tap))

    yield at
    legibility.apply(legibility.NONE)


@pytest.mark.parametrize("floor", [0, 20, 23, 24])  # 1280 × 720; 800 × 480; 1024 × 600 and 800 × 480 at 150 %
def test_every_licence_name_sits_inside_its_row_clear_of_the_headings(floor, lang, floors):
    floors(floor)
    r = FL.licences_rect()
    surface = Noting((1280, r.bottom + 40))
    D.draw_licences(surface, r, LICENCES, FLASHING)
    places = D.licence_rows(r, [lic[1] for lic in LICENCES])
    bands = [row for _, row in places]
    headings = [heading for heading, _ in places if heading is not None]
    assert len(headings) == 2 and len(bands) == 9
    for heading in headings:
        text = next(p for p in surface.placed if p.topleft == heading.topleft)
        assert text.h <= heading.h + 1, f"heading {tuple(text)} taller than its row {tuple(heading)}"
        covered = [tuple(b) for b in bands if b.colliderect(text)]
        assert not covered, f"heading {tuple(text)} under the band(s) {covered} at floor {floor}"
    for (lid, *_), band in zip(LICENCES, bands, strict=True):
        names = [p for p in surface.placed if p.x == r.x + D.LICENCE_NAME_X and p.colliderect(band)]
        assert len(names) == 1, f"{lid}: {names}"
        assert band.top <= names[0].top and names[0].bottom <= band.bottom, (
            f"{lid}: its name {tuple(names[0])} runs out of its row {tuple(band)} at floor {floor}")
    assert bands[-1].bottom <= r.bottom - 2, f"the last row {tuple(bands[-1])} out of the board {tuple(r)}"


@pytest.mark.parametrize("floor", [0, 22, 24])  # upright 720 × 1280: 22
def test_a_board_too_short_for_the_floors_rows_keeps_them_inside_it(floor, floors):
    floors(floor)
    r = pygame.Rect(FL.LICENCES)  # the upright board: as tall as at 1280 × 720, whatever the floor
    places = D.licence_rows(r, [lic[1] for lic in LICENCES])
    assert places[-1][1].bottom <= r.bottom - 2, f"the last row {tuple(places[-1][1])} out of the board {tuple(r)}"
    assert all(row.h >= D.ROW_H - 2 for _, row in places)


def test_a_licence_just_taken_reads_clearly_on_its_band():
    ink, fill = D.licence_look(True, True)
    assert fill is not None, "a licence just taken shows no band"
    assert art.contrast(ink, fill) >= 7, f"{ink} on {fill}: contrast {art.contrast(ink, fill):.2f}"
    for taken in (True, False):
        ink, fill = D.licence_look(taken, False)
        assert fill is None and art.contrast(ink, theme.INK) >= 4.5


@pytest.mark.parametrize("floor", [(0, 48), (20, 71), (23, 79), (24, 79)])  # as the licences' test
@pytest.mark.parametrize("tip", ["hint", "licences"])
def test_the_take_panels_tip_is_clear_of_its_button_and_of_the_cards_tags(floor, tip, lang, floors):
    floors(*floor)
    surface = Noting((1280, 768))
    if tip == "hint":
        bonus = longest_fitting((t("fatfish.ui.take_hint"), t("fatfish.ui.take_hint_short")), SMALLEST,
                                D.BONUS_ROOM, True)
    else:
        bonus = t("fatfish.ui.take_licences", names="Small Fry, Two-Tone, Empty Net", vp=14)
    preview = t("fatfish.term.take_preview", plus=10, minus=7, points="+3")
    D.draw_take_panel(surface, t("fatfish.ui.take_title", row=2), preview, bonus, t("fatfish.ui.take_button"), True)
    shown = legibility.tap_rect(FL.TAKE_BUTTON, surface.get_rect())
    drawn = [p for p in surface.placed if p.topleft == shown.topleft and p.w >= shown.w]
    assert len(drawn) == 1, f"the button was not drawn at {tuple(shown)}: {surface.placed}"
    shown = drawn[0]  # (with its shadow)
    tags = D.mark_tag_rect(pygame.Rect((0, FL.TAKE_CARDS_Y), FL.TAKE_CARD), False).bottom - 1  # (its ring's)
    texts = [p for p in surface.placed if p != shown]
    assert len(texts) >= 3, texts
    for p in texts:
        assert not p.colliderect(shown), f"a text {tuple(p)} under the button {tuple(shown)} at {floor}"
        assert FL.TAKE.contains(p), f"a text {tuple(p)} out of the panel {tuple(FL.TAKE)}"
        assert p.bottom <= FL.TAKE_CARDS_Y or p.top >= tags, f"a text {tuple(p)} among the cards (tags to {tags})"
    assert not any(a.colliderect(b) for i, a in enumerate(texts) for b in texts[i + 1:]), texts


@pytest.mark.parametrize("floor", [0, 20, 23, 24])
@pytest.mark.parametrize("size", [(22, 28), FL.CHIP])  # a plate's miniatures; your plate's
def test_a_miniatures_value_is_clear_of_its_colours_symbol(floor, size, floors):
    pygame.init()
    floors(floor)
    chip = pygame.Rect((0, 0), size)
    for code in ("b1", "r6", "g5", "p3", "y2"):
        label, at, centre, radius = chip_marks(size, code)
        ink = label.get_bounding_rect().move(at)
        symbol = pygame.Rect(0, 0, 2 * radius + 1, 2 * radius + 1)
        symbol.center = (round(centre[0]), round(centre[1]))
        assert not ink.colliderect(symbol), f"{code} at {floor}: the symbol {tuple(symbol)} over the value {tuple(ink)}"
        assert chip.contains(ink) and chip.contains(symbol), f"{code} at {floor}: {tuple(ink)} {tuple(symbol)}"
        assert radius >= 2.5


@pytest.mark.parametrize("floor", [0, 20, 23, 24])
@pytest.mark.parametrize("vp", [3, 5, 10, 14])
def test_a_coins_points_stay_inside_it_and_clear_of_its_ring(floor, vp, floors):
    pygame.init()
    floors(floor)
    surface = Noting((80, 80))
    surface.fill((0, 0, 0))
    D.coin(surface, (40, 40), vp, 11)
    radius = D.coin_radius(vp, 11)
    label = surface.placed[-1]
    ink = theme.text(str(vp), 16, theme.INK, True).get_bounding_rect().move(label.topleft)
    for corner in (ink.topleft, ink.topright, ink.bottomleft, ink.bottomright):
        assert math.dist(corner, (40, 40)) <= radius + 0.5, f"{vp} at {floor}: {tuple(ink)} out of a coin of {radius}"
    ring = art.lighten(D.COIN, 0.4)
    crossed = [(x, y) for x in range(ink.left, ink.right) for y in range(ink.top, ink.bottom)
               if tuple(surface.get_at((x, y)))[:3] == ring]
    assert not crossed, f"{vp} at {floor}: the coin's ring crosses its points at {crossed[:4]}"


@pytest.mark.parametrize("floor", [(0, 48), (20, 71), (24, 79)])
@pytest.mark.parametrize("one_line", [False, True])
def test_a_plates_licence_coin_is_clear_of_the_plates_foot_and_of_its_minus_pill(floor, one_line, floors, lang,
                                                                                  monkeypatch):
    floors(*floor)
    pills, real = [], D.minus_pill
    monkeypatch.setattr(D, "minus_pill", lambda *args, **kwargs: pills.append(real(*args, **kwargs)) or pills[-1])
    plate = pygame.Rect(10, 10, 340, FL.PLATE_H)
    surface = pygame.Surface((400, 140))
    surface.fill((0, 0, 0))
    name = "Anna-Katharina Schneider-Mohr" if one_line else "Anna"
    D.draw_plate(surface, plate, 1, name, 9, 4, 3, ("b1", "r6", "g5"), (5, 2), 10, "", False, False, ground=False)
    gold = {D.COIN, art.darken(D.COIN, 0.4)}
    low = [(x, y) for x in range(plate.x, plate.right) for y in range(plate.bottom - 4, plate.bottom + 4)
           if tuple(surface.get_at((x, y)))[:3] in gold]
    assert not low, f"the coin on the plate's foot at {floor}: {low[:4]}"
    drawn = [(x, y) for x in range(plate.x, plate.right) for y in range(plate.y, plate.bottom)
             if tuple(surface.get_at((x, y)))[:3] == D.COIN]
    assert drawn, "no coin drawn"
    xs, ys = [x for x, _ in drawn], [y for _, y in drawn]
    gold_box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    pill = [p for p in pills if plate.contains(p)]  # (one measured off the plate first)
    assert len(pill) == 1 and not gold_box.colliderect(pill[0]), f"the coin {tuple(gold_box)} over {pills}"
