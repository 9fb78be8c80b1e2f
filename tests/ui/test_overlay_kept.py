"""Fischen's round summary over the table at the screen's own pixels (``TableScene.overlay_key``): once its frame is
kept, a frame lays nothing where nothing moved and draws no summary — at 1920 × 1080 each of its ~100 frames laid the
whole backdrop again under the dim and drew the table, the dim and the panel anew, the p99 of a long busy game
(issue 29).  Something under it that changes (the banner here) has the frame drawn and kept again.  Every frame has
the pixels of drawing it whole, as before.  No clock: what a frame costs is told by what it draws and presents."""

from __future__ import annotations

import pytest

from fishgames.games.fischen import scene_draw
from fishgames.games.fischen.scene import FischenTable
from fishgames.ui.damage import Damage
from tests.ui.driver import frames, screen_hash, start_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401
from tests.ui.test_crisp import sharp_app

pytestmark = pytest.mark.usefixtures("menu_art_kept_on_disk")

SIZE = (1920, 1080)
FRAMES = 14
CHANGE = 7  # the frame (counted from the summary's first) whose banner is new
SUMMARY = {"round": 1, "rounds": 8, "caught": [2, 0, 1, 3], "penalties": [0, 3, 0, 0], "scores": [2, -3, 1, 3],
           "next": [1, 2, 1, 0], "note": "A note under the rows", "over": False, "code": None}


def _frames(app, table, patch) -> tuple[list[str], list[int], list[int]]:
    """FRAMES frames of the summary up (its banner new at CHANGE): each frame's screen hashed, whether it drew the
    summary, and the pixels it presented."""
    hashes, drew, shown, calls, presented = [], [], [], [], []
    draw, finish = scene_draw.draw_summary, Damage.finish
    patch.setattr(scene_draw, "draw_summary", lambda *args, **options: calls.append(1) or draw(*args, **options))
    patch.setattr(Damage, "finish", lambda damage: presented.append(finish(damage)) or presented[-1])
    banner = table.banner
    for n in range(FRAMES):
        if n == CHANGE:
            table.banner = "A banner under the summary"
        calls.clear()
        presented.clear()
        frames(app, 1)
        assert table.summary is not None, "the summary closed"
        hashes.append(screen_hash(app))
        drew.append(len(calls))
        rects = presented[-1]  # (a frame drawn again whole is presented whole)
        shown.append(sum(r.w * r.h for r in rects) if isinstance(rects, list) else SIZE[0] * SIZE[1])
    table.banner = banner
    return hashes, drew, shown


def test_a_summary_frame_after_its_first_two_lays_and_draws_little_with_the_same_pixels():
    with sharp_app(SIZE) as app, pytest.MonkeyPatch.context() as patch:
        table = start_table(app, "fischen", FischenTable, humans=1, players=4, seed=7)  # (one human: it stays up)
        frames(app, 5)
        table.open_summary(dict(SUMMARY))
        hashes, drew, shown = _frames(app, table, patch)
        patch.setattr(FischenTable, "overlay_key", lambda self: None)  # as before: the table under it stays as it is
        before, drew_before, _ = _frames(app, table, patch)
    assert hashes == before, "a frame under the kept summary differs from drawing it whole"
    assert len(set(hashes[:CHANGE])) == 1 and hashes[CHANGE] != hashes[0], "the banner's change did not show"
    light = [n for n in range(FRAMES) if n not in (0, 1, CHANGE, CHANGE + 1)]
    assert drew_before == [1] * FRAMES, drew_before
    assert [drew[n] for n in light] == [0] * len(light), f"a summary frame drew the summary again: {drew}"
    assert drew[0] == drew[CHANGE] == 1, drew
    most = max(shown[n] for n in light)
    assert most < SIZE[0] * SIZE[1] // 20, f"a summary frame presented {most} pixels: {shown}"
