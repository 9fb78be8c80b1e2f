"""A Fischen seat plate keeps its score whole and clear of the name: the number wins the room, a long name
shrinks or is cut ("Kingfisher0" was drawn at 800×480: the name ran into the score).  The texts are found in
the drawn pixels (``tests/ui/text_pixels.py``), not trusted from layout constants."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.fischen import scene_draw as D
from tests.ui.text_pixels import gap_before_number

MIN_GAP = 12  # px between the name's last pixel and the score's first, on the 1280×720 stage
COUNTS = (7, 6, 5)  # hand, boat, catch: digits no score below uses


class OnePlate:
    """Stands in for a scene (``text_mask`` draws ``draw``): one seat plate at ``rect``."""

    def __init__(self, rect: pygame.Rect, name: str, score: int):
        self.rect, self.name, self.score = rect, name, score

    def draw(self, surface: pygame.Surface) -> None:
        D.draw_plate(surface, self.rect, 4, self.name, self.score, COUNTS, "", False)


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()


@pytest.mark.parametrize("width", [200, 245, 320])  # five seats on a small screen with the Pro tip; five; two
@pytest.mark.parametrize("name", ["Kingfisher", "Eisvogel", "Maximilian-Alexander"])
@pytest.mark.parametrize("score", [0, 21, 188])
def test_the_score_is_whole_and_the_name_stops_short_of_it(width, name, score):
    plate = OnePlate(pygame.Rect(10, 10, width, 92), name, score)
    size = (width + 40, 130)
    gap = gap_before_number(plate, name, score, size)
    assert gap >= MIN_GAP, gap


HINTS = ("picking …", "✓ picked", "leads")


def _plate_rects() -> list[pygame.Rect]:
    """Every seat plate the table lays out: the stage's row for 3-5 seats and the upright row at 720 × 1280."""
    from fishgames.games.fischen import scene_layout as L

    rows = [L.plates(players, 0) for players in (3, 4, 5)]
    rows += [L.upright((1280, 2276)).plates(players, 0) for players in (3, 4, 5)]
    return [rect for row in rows for rect in row.values()]


@pytest.fixture(params=[0, 20, 22, 24], ids=lambda f: f"text-floor-{f}")
def text_floor(request):
    """The text floors in force on the stage, a 800 × 480 panel, the upright 720 × 1280 panel, and the largest
    (a UI scale over 1 on a small panel)."""
    from fishgames.ui import legibility

    legibility.apply(legibility.Floors(text=request.param))
    yield request.param
    legibility.apply(legibility.NONE)


@pytest.mark.parametrize("hint", HINTS)
def test_the_hint_line_keeps_clear_of_the_counts(text_floor, hint):
    """The hint ("leads") was written over the hand, boat and catch counts on the upright panel, whose larger
    type left no line under the badge: every plate the layouts make has room for it, whole and inside."""
    for rect in _plate_rects():
        size = (rect.right + 20, rect.bottom + 20)
        bare, hinted = pygame.Surface(size), pygame.Surface(size)
        D.draw_plate(bare, rect, 4, "Walrus", 21, COUNTS, "", False)
        D.draw_plate(hinted, rect, 4, "Walrus", 21, COUNTS, hint, False)
        changed = pygame.mask.from_threshold(bare, (0, 0, 0), (1, 1, 1, 255), hinted)
        changed.invert()  # from_threshold marks equal pixels; the hint's are the others
        hint_box = changed.get_bounding_rects()
        assert hint_box, (rect, hint)
        badge_r = min(24, max(rect.h, 88) // 4 + 4)
        counts = D.counts_row(*COUNTS)
        counts_box = counts.get_bounding_rect().move(rect.x + 12 + 2 * badge_r + 10, rect.y + 42)
        for box in hint_box:
            assert rect.contains(box), (rect, box, hint)
            assert not box.colliderect(counts_box), (text_floor, rect, box, counts_box, hint)
