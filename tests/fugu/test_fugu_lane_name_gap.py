"""A Fugu lane plate's name keeps clear of its seat badge (issue 29, seen at 1920 × 1080 and 3840 × 2160: "Pelican"
began 3 px from the badge's ring): at least :data:`GAP` px between the badge's last pixel and the name's first ink,
as on the shared plates (``SeatPlate``: 10 px after the badge), for every seat's name, de and en."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.fugu.scene import FuguTable
from fishgames.ui import theme
from fishgames.ui.widgets import panel
from tests.ui.driver import running_app, start_table
from tests.ui.test_fugu_lane_rows import _Blits

GAP = 8  # px, logical: the badge's ring to the name's ink


def _badge_end(plate: pygame.Surface, bare: pygame.Surface, rows: range) -> int:
    """The first column after the badge (the first ink from the left) where the painted ``plate`` is its ``bare``
    panel again in ``rows``."""
    def clear(x: int) -> bool:
        return all(plate.get_at((x, y)) == bare.get_at((x, y)) for y in rows)

    start = next(x for x in range(plate.get_width()) if not clear(x))
    return next(x for x in range(start, plate.get_width()) if clear(x))


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_names_keep_clear_of_the_badge(lang, tmp_path, monkeypatch):
    monkeypatch.setenv("FISHGAMES_HOME", str(tmp_path))
    with running_app(language=lang) as app:
        table = start_table(app, "fugu", FuguTable, players=4)
        assert len(table.lanes) == 3
        for seat, top in table.lanes.items():
            rect = table.plate_rect(seat, top)
            assert rect.h == table.L.LANE_PLATE[1]  # the usual plate (a name in one row)
            plate = _Blits(rect.size)
            table._paint_lane_plate(plate, seat, plate.get_rect(), False, table.shown)
            bare = pygame.Surface(rect.size, pygame.SRCALPHA)
            bare.blit(panel(rect.size, 12), (0, 0))
            mid = 21  # the name's midline on the plate
            name = min((ink for size, ink in plate.inks if size != rect.size and ink.top <= mid < ink.bottom
                        and ink.x < rect.w // 2), key=lambda ink: ink.x)
            badge_end = _badge_end(plate, bare, range(4, 46))
            assert name.x - badge_end >= GAP, (table.seat_name(seat), name, badge_end, theme.text_floor)
