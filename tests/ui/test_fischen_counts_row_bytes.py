"""Fischen's seat counts rows (hand, boat and catch as icon + number) are kept by bytes (issue 33: memory at
1920 × 1080): 256 kept by count grew game after game, each row with its twin."""

from __future__ import annotations

import gc
import weakref

from fishgames.games.fischen import scene_draw
from fishgames.ui import fine, theme
from fishgames.ui.picture_cache import SCREEN_BYTES, picture_bytes


def test_counts_rows_are_kept_within_their_bytes_at_k_1_5(fine_scale_restored):
    fine.set_scale(1.5)
    scene_draw._counts_row.cache_clear()
    try:
        rows = [weakref.ref(scene_draw.counts_row(hand, boat, catch, colour))
                for hand in range(8) for boat in range(6) for catch in range(5) for colour in (theme.CREAM, theme.GLOW)]
        gc.collect()
        alive = {id(r): r for r in (ref() for ref in rows) if r is not None}
        held = sum(picture_bytes(row) for row in alive.values())
        assert fine.twin(rows[-1]()) is not None
        assert 0 < held <= SCREEN_BYTES // 2 * fine.room(), f"{held / 2**20:.1f} MB held"
    finally:
        scene_draw._counts_row.cache_clear()
