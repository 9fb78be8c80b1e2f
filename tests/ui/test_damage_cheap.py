"""The canvas's bookkeeping per blit at 1920 × 1080 (``fishgames.ui.canvas`` / ``damage``, issue 29 "Speed holds"), counted
in calls, not timed (tools/README.md damage27): a blit tells :meth:`Damage.writing` only while the frame before's still
places are left stale (none are, most of a frame: nothing to repair, yet each blit made a rect and a call for it);
``fine.physical`` finds a twin without ``WeakKeyDictionary.get``'s Python frame (once per blit and still picture); the
damage's look-ups (the stills over a place put back, a still's stale entry) run in C, with no comprehension or generator
frames per restored rect and per still picture.  The pixels are the same: ``tools/frame_hashes.py``."""

from __future__ import annotations

import sys
import weakref

import pytest

from fishgames.games.fatfish.scene import FatFishTable
from fishgames.games.lure.scene import LureTable
from fishgames.ui import canvas, damage, fine
from tests.ui.driver import frames
from tests.ui.look_spy import busy_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")

FRAMES = 120


@pytest.mark.parametrize(("game", "cls", "players", "ahead"), [("fatfish", FatFishTable, 6, "looks_ahead"),
                                                              ("lure", LureTable, 5, "_splash_ahead")])
def test_a_busy_tables_blits_tell_the_damage_only_what_it_needs(game, cls, players, ahead):
    counts = {"blits": 0, "writing": 0, "idle": 0, "physical": 0, "weak": 0, "frames": 0}
    with busy_table(game, cls, players, ahead, True) as (app, table, patch):
        frames(app, 20)
        blit, writing, physical, get = canvas.Canvas.blit, damage.Damage.writing, fine.physical, weakref.WeakKeyDictionary.get

        def counted_blit(self, *args, **kwargs):
            counts["blits"] += self.damage is not None
            return blit(self, *args, **kwargs)

        def counted_writing(self, rect):
            counts["writing"] += 1
            counts["idle"] += not self.stale_rects  # (nothing stale: nothing it could repair)
            return writing(self, rect)

        def counted_physical(logical):
            counts["physical"] += 1
            return physical(logical)

        def counted_get(self, *args):
            counts["weak"] += self is fine._twins and sys._getframe(1).f_code is physical.__code__
            return get(self, *args)

        patch.setattr(canvas.Canvas, "blit", counted_blit)
        patch.setattr(damage.Damage, "writing", counted_writing)
        patch.setattr(fine, "physical", counted_physical)
        patch.setattr(weakref.WeakKeyDictionary, "get", counted_get)
        comprehensions = _Comprehensions()
        sys.setprofile(comprehensions)
        try:
            frames(app, FRAMES)
        finally:
            sys.setprofile(None)
    assert counts["blits"] >= 5 * FRAMES and counts["physical"] >= 5 * FRAMES, counts  # (the table drew at k = 1.5)
    assert counts["idle"] == 0, counts
    assert counts["weak"] == 0, counts  # (``fine.twin`` and the budgets still ask it: not counted)
    assert comprehensions.calls >= 100 * FRAMES, comprehensions.calls  # (it saw the frames' Python calls)
    assert comprehensions.in_damage == 0, comprehensions.in_damage


class _Comprehensions:
    """A ``sys.setprofile`` hook counting Python calls, and those of a comprehension or generator in ``damage.py``."""

    def __init__(self):
        self.calls, self.in_damage = 0, 0

    def __call__(self, frame, event, arg):
        if event == "call":
            self.calls += 1
            code = frame.f_code
            self.in_damage += code.co_name.startswith("<") and code.co_filename == damage.__file__
