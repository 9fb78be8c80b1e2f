"""Fat Fish at 1920 × 1080 works out where its rows' bands lie once per look (issue 29 "Speed holds"): the bands of a
look painted ahead (twice in a bot's beat: two pieces of one look) are the bands the frame that shows it copies, and a
row's extent depends on its cards' marks, not their faces, so a row of n cards is measured once, not once per hand.
Before, a beat's frame and a turn's end worked the bands of one look out two or three times (0.1-1.8 ms each at
1920 × 1080, a frame among the slowest), and every card laid measured its row anew."""

from __future__ import annotations

import pytest

from fishgames.games.fatfish import scene_draw
from fishgames.games.fatfish.scene import FatFishTable
from tests.ui.driver import frames
from tests.ui.look_spy import busy_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")

FRAMES = 400  # six computers' Fat Fish at "fast": the deal and some twenty moves (the beats, story frames, turn ends)


def test_a_looks_bands_and_a_rows_extent_are_worked_out_once():
    plans: list[tuple] = []
    extents: list[tuple] = []
    with busy_table("fatfish", FatFishTable, 6, "story_ahead", True) as (app, table, patch):
        bands, extent_now = scene_draw.Drawer._row_bands, scene_draw.Drawer._row_extent_now

        def counted_bands(self, looks, prompt, stage):
            plans.append((looks, prompt and tuple(prompt), tuple(stage)))
            return bands(self, looks, prompt, stage)

        def counted_extent(self, r, cards, glowing):
            extents.append((r, tuple(mark for _, mark in cards), glowing))
            return extent_now(self, r, cards, glowing)

        patch.setattr(scene_draw.Drawer, "_row_bands", counted_bands)
        patch.setattr(scene_draw.Drawer, "_row_extent_now", counted_extent)
        frames(app, FRAMES)
    assert len(set(plans)) >= 20, f"only {len(set(plans))} looks' bands: the table did not play"
    assert len(plans) == len(set(plans)), f"{len(plans) - len(set(plans))} of {len(plans)} looks' bands worked out again"
    assert len(extents) == len(set(extents)), f"{len(extents) - len(set(extents))} rows measured again"
