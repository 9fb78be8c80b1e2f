"""Fat Fish at 1920 × 1080 paints the plates a story's end changes before the rows' bands, while the story plays (issue
29): a turn's story at "fast" (a card flying, the turn ending) had frames for the bands only, and the frame it ended in
painted the plate of the seat to play next and the one that played (0.5-0.8 ms each), among the slowest there; a band
left instead is drawn as usual (~0.25 ms).  The pixels are those of painting each look as it shows
(``test_fatfish_beat_ahead``)."""

from __future__ import annotations

import pytest

from fishgames.games.fatfish.scene import FatFishTable
from tests.ui.driver import frames
from tests.ui.look_spy import busy_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")

FRAMES = 400  # six computers' Fat Fish at "fast": the deal and some twenty moves, turn ends among them


def test_a_storys_end_paints_no_plate_as_it_shows():
    """Seat plates (yours among them) painted in the frame a story ends in (its settled look shown), past the deal,
    every frame light."""
    with busy_table("fatfish", FatFishTable, 6, "story_ahead", True) as (app, table, patch):
        plates = {(area.topleft, area.size) for area in
                  (rect.inflate(12, 12).clip(app.stage_surface.get_rect())
                   for rect in (*table.plate_rects().values(), table.L.OWN))}
        painted, panel_ahead = table._painted, table.panel_ahead
        ends, in_frame, ahead = 0, [0], [False]

        def spied_ahead(*args, **options):
            ahead[0] = True
            try:
                return panel_ahead(*args, **options)
            finally:
                ahead[0] = False

        def spied(place, *args):
            in_frame[0] += not ahead[0] and place in plates
            return painted(place, *args)

        patch.setattr(table, "panel_ahead", spied_ahead)
        patch.setattr(table, "_painted", spied)
        at_ends = 0
        for index in range(FRAMES):
            coming, in_frame[0] = len(table.settles_coming), 0
            frames(app, 1)
            if index >= 100 and coming and not table.settles_coming:  # (past the deal) a story ended in this frame
                ends += 1
                at_ends += in_frame[0]
    assert ends >= 10, f"only {ends} stories ended"
    # (3 as 10 ended; with the rows' bands painted ahead first, 5)
    assert at_ends <= 3, f"{at_ends} plates painted as {ends} stories ended"


def test_the_plates_come_before_the_bands():
    """The first piece a story's ``settled_ahead`` paints is a plate its end changes (the seat to play next's), not a
    band of the rows."""
    with busy_table("fatfish", FatFishTable, 6, "story_ahead", False) as (app, table, patch):
        for _ in range(300):
            frames(app, 1)
            after = table.settles_coming[0] if len(table.settles_coming) == 1 else None
            if after is not None and after["current"] != table.shown["current"] and not table._story_waits:
                break
        else:
            pytest.fail("no turn's story came")
        bands = []
        patch.setattr(table, "_look_ahead", lambda surface, s, last_first=False: bands.append(s) or True)
        places = []
        panel_ahead = table.panel_ahead
        patch.setattr(table, "panel_ahead", lambda surface, key, *rest: places.append(key[0]) or panel_ahead(
            surface, key, *rest))
        assert table.settled_ahead(app.stage_surface)
        assert places and places[0] in ("plate", "own") and not bands, (places, len(bands))
