"""Fischen's round summary and Fat Fish's licences help over the table at the screen's own pixels
(``TableScene.overlay_key``): once its frame is kept, a frame lays nothing where nothing moved and draws no summary —
at 1920 × 1080 each of its ~100 frames laid the whole backdrop again under the dim and drew the table, the dim and the panel anew, the p99 of a long busy game
(issue 29).  Something under it that changes (the banner here) has the frame drawn and kept again.  Every frame has
the pixels of drawing it whole, as before.  No clock: what a frame costs is told by what it draws and presents."""

from __future__ import annotations

import pytest

from fishgames.games.fatfish import scene_draw as fatfish_draw
from fishgames.games.fatfish.scene import FatFishTable
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


def _banner(table):
    """The change under the overlay at CHANGE: a new banner; returns its undoing."""
    banner = table.banner
    table.banner = "A banner under the summary"
    return lambda: setattr(table, "banner", banner)


def _frames(app, table, patch, module=scene_draw, overlay="draw_summary", up="summary",
            change=_banner) -> tuple[list[str], list[int], list[int]]:
    """FRAMES frames of the overlay up (``module.overlay`` draws it, ``table.up`` holds it; ``change`` at CHANGE):
    each frame's screen hashed, whether it drew the overlay, and the pixels it presented (a whole frame: inf)."""
    hashes, drew, shown, calls, presented = [], [], [], [], []
    draw, finish = getattr(module, overlay), Damage.finish
    patch.setattr(module, overlay, lambda *args, **options: calls.append(1) or draw(*args, **options))
    patch.setattr(Damage, "finish", lambda damage: presented.append(finish(damage)) or presented[-1])
    for n in range(FRAMES):
        if n == CHANGE:
            undo = change(table)
        calls.clear()
        presented.clear()
        frames(app, 1)
        assert getattr(table, up), "the overlay closed"
        hashes.append(screen_hash(app))
        drew.append(len(calls))
        rects = presented[-1]  # (a frame drawn again whole is presented whole)
        shown.append(sum(r.w * r.h for r in rects) if isinstance(rects, list) else float("inf"))
    undo()
    return hashes, drew, shown


def test_a_summary_frame_after_its_first_two_lays_and_draws_little_with_the_same_pixels():
    with sharp_app(SIZE) as app, pytest.MonkeyPatch.context() as patch:
        table = start_table(app, "fischen", FischenTable, humans=1, players=4, seed=7)  # (one human: it stays up)
        frames(app, 5)
        table.open_summary(dict(SUMMARY))
        hashes, drew, shown = _frames(app, table, patch)
        patch.setattr(FischenTable, "overlay_key", lambda self: None)  # as before: the table under it stays as it is
        before, drew_before, _ = _frames(app, table, patch)
    _kept_and_the_same(hashes, drew, shown, before, drew_before)


# (upright, the app's fill of the 16:9 stage's margins made a still table present its canvas's top and bottom
# 448 px rows every frame, help or none — 645,120 of 921,600 px; a scene laid on the whole canvas now paints them all)
@pytest.mark.parametrize("size", [SIZE, (720, 1280)])
def test_fatfish_licences_help_kept_with_the_same_pixels(size):
    """Fat Fish's licences help (``FatFishTable.overlay_key``) as Fischen's summary: kept while nothing moves under it
    (upright too, where the help is the upright arrangement's)."""
    with sharp_app(size) as app, pytest.MonkeyPatch.context() as patch:
        table = start_table(app, "fatfish", FatFishTable, humans=1, players=4, seed=7, options={"licences": True})
        for _ in range(900):  # (the bots play up to the human's turn: nothing moves under the help, no bot thinks)
            if table.decision() is not None:
                break
            frames(app, 1)
        assert table.decision() == "play", "the human's turn did not come"
        table.help_open = True
        args = (fatfish_draw, "draw_help", "help_open", _renamed)  # (upright the help hides the banner: a plate's name)
        hashes, drew, shown = _frames(app, table, patch, *args)
        patch.setattr(FatFishTable, "overlay_key", lambda self: None)  # as before: the table drawn under it every frame
        before, drew_before, _ = _frames(app, table, patch, *args)
    _kept_and_the_same(hashes, drew, shown, before, drew_before, size)


def _renamed(table):
    """Fat Fish's change under its help at CHANGE: a seat's new name on its plate; returns its undoing."""
    name = table.match.seats[1].name
    table.rename_seat(1, "Renamed under the help")
    return lambda: table.rename_seat(1, name)


def _kept_and_the_same(hashes, drew, shown, before, drew_before, size=SIZE, share=1 / 20) -> None:
    """The frames kept (``hashes``, ``drew``, ``shown``: :func:`_frames`) have the pixels of the frames drawn whole
    (``before``, ``drew_before``), the overlay drawn only in its first frame and the changed one's, under ``share`` of the screen presented."""
    assert hashes == before, "a frame under the kept overlay differs from drawing it whole"
    assert len(set(hashes[:CHANGE])) == 1 and hashes[CHANGE] != hashes[0], "the change under it did not show"
    light = [n for n in range(FRAMES) if n not in (0, 1, CHANGE, CHANGE + 1)]
    assert drew_before == [1] * FRAMES, drew_before
    assert [drew[n] for n in light] == [0] * len(light), f"a kept frame drew the overlay again: {drew}"
    assert drew[0] == drew[CHANGE] == 1, drew
    most = max(shown[n] for n in light)
    assert most < size[0] * size[1] * share, f"a kept frame presented {most} pixels: {shown}"
