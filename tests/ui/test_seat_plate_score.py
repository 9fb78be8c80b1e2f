"""A seat plate's score stays off its counts line: on a five-seat row's narrow plates (Lure's, 273 px) a counts line
such as "Lures: 1 · Fish: 4" runs on under the score, and a two-digit score at the title size stood on it ("17"
over "Fish: 4").  The score then shrinks until its digits end above the counts, which stay whole; only where no
size clears them are the counts cut beside the score."""

from __future__ import annotations

import pygame
import pytest

from fishgames.ui import legibility, theme
from fishgames.ui.widgets import SeatPlate

PLATE = pygame.Rect(10, 10, 273, 88)  # a Lure plate of five seats (lure.scene_layout.others_rects(5, …))


SCORE, COUNTS = (0, 255, 0), (255, 0, 255)  # colours nothing else on a plate has


@pytest.fixture(autouse=True)
def stage_type(monkeypatch):
    """The stage's text floor, and the score's and counts' colours made unique so their ink can be told apart."""
    pygame.init()
    legibility.apply(legibility.NONE)
    monkeypatch.setattr(theme, "GLOW", SCORE)
    monkeypatch.setattr(theme, "MUTED", COUNTS)
    yield
    legibility.apply(legibility.NONE)


def _inks(surface: pygame.Surface, colour) -> list[pygame.Rect]:
    """Where ``surface`` (opaque) shows ``colour``: a text's glyphs, their anti-aliased rims left out."""
    return pygame.mask.from_threshold(surface, colour, (60, 60, 60, 255)).get_bounding_rects()


def _alone(text: str, size: int, colour, bold: bool = False) -> pygame.Rect:
    """The ink of ``text`` drawn by itself on black, as :func:`_inks` sees it."""
    label = theme.text(text, size, colour, bold)
    ground = pygame.Surface(label.get_size())
    ground.blit(label, (0, 0))
    return _union(_inks(ground, colour))


def _union(rects: list[pygame.Rect]) -> pygame.Rect:
    assert rects
    return rects[0].unionall(rects[1:])


def _plate(name: str, score: int, counts: str) -> pygame.Surface:
    surface = pygame.Surface((PLATE.right + 20, PLATE.bottom + 20))
    SeatPlate(4, PLATE, name, score, counts).draw(surface)
    return surface


@pytest.mark.parametrize("name, counts", [
    ("Kingfisher", "Lures: 1 · Fish: 4"),
    ("Pelican", "Lures: 1 · Fish: 2"),
    ("Eisvogel", "Köder 1 · Fische 4"),
])
@pytest.mark.parametrize("score", [17, 16, 99])
@pytest.mark.parametrize("floor", [0, 20, 22], ids=lambda f: f"text-floor-{f}")
def test_the_score_never_stands_on_the_counts(name, score, counts, floor):
    """At the stage's type and the larger floors of a 800 × 480 and an upright panel."""
    legibility.apply(legibility.Floors(text=floor))
    surface = _plate(name, score, counts)
    score_ink, counts_ink = _inks(surface, SCORE), _inks(surface, COUNTS)
    assert score_ink and counts_ink
    for digits in score_ink:
        for words in counts_ink:
            assert not digits.colliderect(words), (name, score, counts, digits, words)


def test_the_counts_stay_whole_where_a_smaller_score_clears_them():
    """The whole line is drawn: its ink spans what the line alone spans (no "Lures: 1 · F…")."""
    counts = "Lures: 1 · Fish: 4"
    shown = _union(_inks(_plate("Kingfisher", 17, counts), COUNTS))
    assert shown.w == _alone(counts, theme.SMALL, COUNTS).w


def test_a_score_that_leaves_the_counts_room_keeps_the_title_size():
    """Wide plates (four seats or fewer) are drawn as they always were."""
    surface = pygame.Surface((420, 120))
    SeatPlate(4, (10, 10, 330, 88), "Walrus", 17, "Lures: 2 · Fish: 1").draw(surface)
    digits = _union(_inks(surface, SCORE))
    assert digits.size == _alone("17", theme.TITLE, SCORE, bold=True).size
