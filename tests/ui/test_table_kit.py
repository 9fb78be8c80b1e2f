"""The kit's pieces the game tables share: the row of the other seats' plates."""

from __future__ import annotations

import pygame
import pytest

from fishgames.ui.table_kit import plates_across

ROWS = [  # each game's row of plates: (row, widest, gap)
    ((8, 8, 1004, 92), 320, 8),  # Fischen (its row shortened by the Pro tip: narrower still in other tests)
    ((8, 8, 1132, 100), 340, 8),  # Fat Fish
    ((12, 8, 1128, 88), 330, 12),  # Lure
    ((8, 8, 613, 92), 320, 8),  # an odd width: the centring rounds, it does not drift
]


@pytest.mark.parametrize(("row", "widest", "gap"), ROWS)
@pytest.mark.parametrize("players", range(2, 7))
def test_plates_lie_in_the_row_clockwise_from_the_bottom_seats_left_centred(row, widest, gap, players):
    row = pygame.Rect(row)
    for bottom in range(players):
        plates = plates_across(row, players, bottom, widest, gap)
        assert list(plates) == [(bottom + k) % players for k in range(1, players)]  # clockwise from its left
        rects = list(plates.values())
        assert all(row.contains(rect) and rect.h == row.h and rect.w <= widest for rect in rects)
        assert len({rect.w for rect in rects}) == 1
        assert all(b.x - a.right == gap for a, b in zip(rects, rects[1:], strict=False))  # side by side, a gap apart
        assert abs((rects[0].x - row.x) - (row.right - rects[-1].right)) <= 1  # centred
        if len(rects) * widest + (len(rects) - 1) * gap > row.w:
            assert rects[-1].right > row.right - len(rects)  # too many for the widest: they fill the row
