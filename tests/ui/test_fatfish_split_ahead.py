"""Fat Fish draws a marked split's flying cards ahead (issue 29): while the split shows its marks, each card and its
shadow at every scale its flight will draw them (``scene_present.split_scales``) are drawn into the sprite cache, so
the frames the cards fly in scale none anew (at 1920 × 1080, 0.3-0.9 ms of each, among the slowest frames).  The
pixels are those of scaling each card as it flies."""

from __future__ import annotations

import pytest

from fishgames.games.fatfish.scene import FatFishTable
from fishgames.ui import sprites
from tests.ui.driver import frames, screen_hash, start_table
from tests.ui.look_spy import busy_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401
from tests.ui.test_log_ahead import _FrameCosts

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")


class Scaled:
    """Counts the scaled pictures (``sprites.transformed``) drawn anew while a split's cards fly (two or more in the
    air: other flights carry one card at a time), and the splits flown."""

    def __init__(self, patch: pytest.MonkeyPatch, table):
        self.anew, self.splits, self.flying = 0, 0, False
        transformed = sprites.transformed
        spy = self

        def spied(base_key, base, angle=0.0, scale=1.0, scale_x=1.0):
            key = sprites._turned_key(base_key, angle, scale, scale_x)
            spy.anew += len(table.flying) >= 2 and key is not base_key and key not in sprites.CACHE
            return transformed(base_key, base, angle, scale, scale_x)

        patch.setattr(sprites, "transformed", spied)

    def frame(self, table) -> None:
        flying = len(table.flying) >= 2
        self.splits += self.flying and not flying
        self.flying = flying


def test_a_splits_flying_cards_are_drawn_ahead_while_it_is_marked(app, monkeypatch):
    """Six computers' Fat Fish, every frame light (the split's pictures all drawn in one: no wall clock read), until a
    split has flown: with its cards drawn ahead no scaled picture is drawn as they fly; without, dozens are."""
    found = {}
    for ahead in (True, False):
        with pytest.MonkeyPatch.context() as patch:
            app.update_settings(animation_speed="fast")
            table = start_table(app, "fatfish", FatFishTable, humans=0, players=6, settle=0)
            patch.setattr(table, "ahead_clock", _FrameCosts())
            patch.setattr(table, "split_budget", None)
            if not ahead:
                patch.setattr(table, "split_ahead", lambda: False)
            spy = Scaled(patch, table)
            for _ in range(1500):
                frames(app, 1)
                spy.frame(table)
                if spy.splits:
                    break
            assert spy.splits, "no split in 1,500 frames"
            found[ahead] = spy.anew
        for key in list(sprites.CACHE._turned):  # (the next game's splits scale their cards anew)
            sprites.CACHE._forget(key)
    assert found[False] >= 20, found
    assert found[True] == 0, f"{found[True]} scaled pictures drawn as a split's cards flew ({found[False]} without)"


def test_a_splits_cards_drawn_ahead_show_the_same_pixels():
    """Six computers' Fat Fish at 1920 × 1080 for 400 frames, every frame light, splits among them: each frame's
    screen is the same with the split's cards drawn ahead (a little of them a frame, as at a player's) as without."""
    found = {}
    for ahead in (True, False):
        with busy_table("fatfish", FatFishTable, 6, "story_ahead", True) as (app, table, patch):
            patch.setattr(table, "split_budget", 0.0)  # (one picture a frame: no wall clock read)
            if not ahead:
                patch.setattr(table, "split_ahead", lambda: False)
            spy = Scaled(patch, table)
            hashes = []
            for _ in range(400):
                frames(app, 1)
                spy.frame(table)
                hashes.append(screen_hash(app))
            found[ahead] = hashes, spy.splits, spy.anew
    assert found[True][0] == found[False][0], "a frame differs from scaling each card as it flies"
    assert found[True][1] >= 1, "no split in 400 frames"
    assert found[True][2] < found[False][2], (found[True][2], found[False][2])
