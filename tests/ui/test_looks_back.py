"""A table panel's look that comes back at the next change (a Lure plate's glow off while an animation plays, and on
again) is shown from the picture it had — the place's spare, kept anyway to paint the next look into — not painted
again: at 1920 × 1080 five plates painted again in one frame were one of Lure's slowest (issue 29).  The pixels are
those of painting it again, and a place holds no more pictures than before.  And Lure's water is drawn as usual, not
painted onto a copy, while a fish in it is hidden (its card flies in or out: the look changes again in a few frames)."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.lure.scene import LureTable
from fishgames.ui import canvas
from fishgames.ui import table as table_module
from tests.ui.driver import frames, screen_hash, start_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401
from tests.ui.test_crisp import sharp_app

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")

FRAMES = 260  # five computers' Lure at "fast": the first round's deal, casts and reveal


class _Forgetful(dict):
    """A table's ``_spare_looks`` that keeps nothing: every look painted when it shows (as before)."""

    def __setitem__(self, key, value) -> None:
        pass


def _play(keep: bool) -> tuple[list[str], int, int, int]:
    """Five computers' Lure at 1920 × 1080 for FRAMES frames: each frame's screen hashed, how often a panel's look
    came back at its place's next change, how often such a look was painted, and how often the water was painted
    onto a copy while a fish in it was hidden.  ``keep`` False: looks that come back are painted (as before)."""
    hashes, back, painted_back, pool_copied = [], 0, 0, 0
    with sharp_app((1920, 1080)) as app, pytest.MonkeyPatch.context() as patch:
        app.update_settings(animation_speed="fast")
        table = start_table(app, "lure", LureTable, humans=0, players=5, seed=4242)
        if not keep:
            patch.setattr(table, "_spare_looks", _Forgetful())
        shown, before, coming_back = {}, {}, [False]
        panel, painted, composed = table.panel_look, table._painted, canvas.composed

        def spied_panel(surface, key, rect, paint, pad=4, ground=None):
            nonlocal back
            area = rect.inflate(2 * pad, 2 * pad).clip(surface.get_rect())
            place = (area.topleft, area.size)
            coming_back[0] = False
            if place in shown and shown[place] != key:
                coming_back[0] = before.get(place) == key
                back += coming_back[0]
                before[place] = shown[place]
            shown[place] = key
            return panel(surface, key, rect, paint, pad, ground)

        def spied_painted(*args):
            nonlocal painted_back
            painted_back += coming_back[0]
            return painted(*args)

        def spied_composed(surface, key, *args, **options):
            nonlocal pool_copied
            s = table.shown
            if key[0] == "lure pool" and any(fid in s["hidden"] for fid in s["pool"]):
                pool_copied += 1
            return composed(surface, key, *args, **options)

        patch.setattr(table, "panel_look", spied_panel)  # (``panel`` shows through it; Lure's plates use it alone)
        patch.setattr(table, "_painted", spied_painted)
        patch.setattr("fishgames.games.lure.scene_draw.composed", spied_composed)
        for _ in range(FRAMES):
            frames(app, 1)
            hashes.append(screen_hash(app))
            for place, (_, picture, _) in table._panels.items():  # a look kept is its spare's pixels: no more
                if place in table._spare_looks:
                    assert table_module._pixels(table._spare_looks[place][1]) is table._spares.get(place)
                    assert table._spare_looks[place][1] is not picture
    return hashes, back, painted_back, pool_copied


def test_a_panel_whose_look_comes_back_at_the_next_change_shows_its_picture_as_it_was(app):
    table = start_table(app, "lure", LureTable, humans=0, players=5)
    painted = []
    looks = {"a": (200, 40, 40), "b": (40, 200, 40), "c": (40, 40, 200)}
    rect = pygame.Rect(100, 100, 60, 40)

    def show(look: str) -> pygame.Surface:
        table.panel(app.screen, ("probe", look), rect,
                    lambda picture, at: painted.append(look) or picture.fill(looks[look], at))
        picture = table._panels[(rect.inflate(8, 8).topleft, rect.inflate(8, 8).size)][1]
        assert picture.get_at((30, 20))[:3] == looks[look]
        return picture

    first = show("a")
    show("b")
    assert show("a") is first and painted == ["a", "b"], "the look before, back, was painted again"
    show("c")  # painted into b's picture, the spare
    assert painted == ["a", "b", "c"]
    show("b")  # its picture shows c now: painted again (into a's)
    assert painted == ["a", "b", "c", "b"]


def test_a_look_that_comes_back_is_shown_as_it_was_with_the_same_pixels():
    hashes, back, painted_back, pool_copied = _play(keep=True)
    before, back_before, painted_before, _ = _play(keep=False)
    assert back == back_before and back >= 5, back
    assert painted_before == back_before, "the old way paints a look that comes back"
    assert painted_back == 0, "a look that came back was painted again"
    assert hashes == before, "a frame differs from painting the look again"
    assert pool_copied == 0, "the water was painted onto a copy while a fish in it was hidden"
