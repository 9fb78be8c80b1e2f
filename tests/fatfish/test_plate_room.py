"""A Fat Fish seat plate keeps its total whole and clear of the name, as Fischen's do (the number wins the room:
``scene_draw._name_room``): a long name shrinks or is cut, in a row of six as of two, with a negative total or
a three-digit one.  Found in the drawn pixels (``tests/ui/text_pixels.py``), not trusted from layout constants."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.fatfish import scene_draw as D
from fishgames.games.fatfish import scene_layout as L
from tests.ui.text_pixels import gap_before_number

MIN_GAP = 6  # px between the name's last pixel and the total's first, on the 1280×720 stage (the tight row's room)
WIDTHS = sorted({r.w for players in (2, 6) for r in L.plates(players, 0).values()})  # the narrowest and widest


class OnePlate:
    """Stands in for a scene (``text_mask`` draws ``draw``): one seat plate at ``rect``, its row as tight as
    ``tight_row`` makes it for this name."""

    def __init__(self, rect: pygame.Rect, name: str, total: int):
        self.rect, self.name, self.total = rect, name, total
        self.tight = D.tight_row(rect.w, [(name, total)])

    def draw(self, surface: pygame.Surface) -> None:
        # hand 4, deck 7, minus 1 card worth 5: no figure of the second line equals a total below
        D.draw_plate(surface, self.rect, 4, self.name, self.total, 4, 7, (), (1, 5), None, "", False, False,
                     self.tight)


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("name", ["Kingfisher", "Maximilian-Alexander", "Wwwwwwwwwwwwwwww"])
@pytest.mark.parametrize("total", [0, -38, 103])
def test_the_total_is_whole_and_the_name_stops_short_of_it(width, name, total):
    plate = OnePlate(pygame.Rect(10, 10, width, L.PLATE_H), name, total)
    size = (width + 40, L.PLATE_H + 40)
    gap = gap_before_number(plate, name, total, size)
    assert gap >= MIN_GAP, (gap, plate.tight)
