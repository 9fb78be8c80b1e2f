"""Fat Fish stays readable at a small screen's floor (issue 29, "nothing covered, readable"): at 800 × 480 and
150 % (the type's floor 24 px, the buttons' 79) the licences board's first band covered "First to take …", the
names' descenders ran under their bands' borders and a licence just taken flashed grey on olive; the take
panel's tip ran under "Take the row".  Measured as drawn: on a surface that notes where every picture lands."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.fatfish import scene_draw as D
from fishgames.games.fatfish import scene_layout as FL
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
