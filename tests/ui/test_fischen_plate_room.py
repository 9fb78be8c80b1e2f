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
