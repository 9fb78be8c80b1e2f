"""The dirty-rectangle bookkeeping of a frame at 1920 × 1080 (``fishgames.ui.damage``) does per frame only what changed
(issue 29 "Speed holds"): a still picture back at its place takes its place off the stale list where it stands, not by
making both lists anew (Lure blits some 27 still pictures a frame, so that was some 27 × 2 new lists of ~27 a frame),
and the runs of touched tiles are worked out once per mask (a busy table touches the same tiles again and again).  The
pixels are the same: ``tests/ui/test_dirty_present.py`` and ``tools/frame_hashes.py``."""

from __future__ import annotations

import pytest

from fishgames.games.lure.scene import LureTable
from fishgames.ui import damage
from tests.ui.driver import frames
from tests.ui.look_spy import busy_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")

FRAMES = 240  # five computers' Lure at "fast": its panels, plates and dice, every frame drawn in part


def test_a_still_picture_back_in_place_makes_no_new_lists_and_a_mask_is_run_once():
    counts = {"stills": 0, "found": 0, "rebuilt": 0, "masks": 0, "runs": 0}
    with busy_table("lure", LureTable, 5, "_splash_ahead", True) as (app, table, patch):
        still, runs = damage.Damage.still, damage.TileMask._rects

        def counted_still(self, picture, at, *args):
            stale, places = self._stale, len(self._stale)
            done = still(self, picture, at, *args)
            counts["stills"] += 1
            counts["found"] += len(self._stale) < places
            counts["rebuilt"] += self._stale is not stale
            return done

        def counted_runs(self):
            counts["runs"] += 1
            return runs(self)

        def counted_masks(self):
            counts["masks"] += 1
            return masks(self)

        masks = damage.TileMask.rects
        patch.setattr(damage.Damage, "still", counted_still)
        patch.setattr(damage.TileMask, "_rects", counted_runs)
        patch.setattr(damage.TileMask, "rects", counted_masks)
        damage._RECTS.clear()
        frames(app, FRAMES)
    assert counts["found"] >= 10 * FRAMES, counts  # (the stills found stale: most of Lure's ~27 a frame)
    assert counts["rebuilt"] <= counts["found"] // 50, counts
    assert counts["masks"] >= FRAMES, counts  # (two a frame drawn in part: the put-back and the presented)
    assert counts["runs"] <= counts["masks"] // 3, counts
