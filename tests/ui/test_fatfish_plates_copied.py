"""While another seat's plate glows (its turn), Fat Fish's row of other seats' plates with the ring is one copy, painted
once a look (``Drawer._plates_copy``, ``canvas.composed``): the ring reaches over the plates beside it (and past the
stage's edge), so it was blended as usual in every frame of their turns, and the tiles it covered were put back and
sent to the screen again in the next (issue 29).  The frames have the pixels of drawing the ring and plates apart."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.fatfish import scene_draw
from fishgames.games.fatfish.scene import FatFishTable
from tests.ui.driver import frames, screen_hash
from tests.ui.look_spy import busy_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")

FRAMES = 240  # six computers' Fat Fish at "fast": the deal and a dozen moves, the ring on most of the other seats
SETTLED = 2  # a new look of the row: drawn as usual, painted on its copy in the next frame (paced), then copied


def _play(copied: bool) -> list[tuple[str, int, int, list[pygame.Rect] | None]]:
    """Six computers' Fat Fish at 1920 × 1080 for FRAMES frames: each frame's screen hash, the plates' row copy asked
    for (its key's hash, 0: none), the plates' rings blended as usual and the rects sent to the screen.  ``copied``
    False: the ring and plates drawn apart, as before."""
    played = []
    with busy_table("fatfish", FatFishTable, 6, "looks_ahead", True) as (app, table, patch):
        seen = {"row": 0, "rings": 0, "shown": []}
        composed, draw_glow, update = scene_draw.composed, scene_draw.widgets.draw_glow, pygame.display.update
        plates = table.plate_rects()

        def spied_composed(surface, key, *args, **options):
            if key[0] == "fatfish plates":
                seen["row"] = hash(key)
            return composed(surface, key, *args, **options)

        def spied_glow(surface, rect, *args, **options):
            seen["rings"] += isinstance(surface, scene_draw.Canvas) and surface.damage is not None and \
                any(pygame.Rect(rect) == plate for plate in plates.values())
            return draw_glow(surface, rect, *args, **options)

        def spied_update(rects=None):
            seen["shown"] = [pygame.Rect(rect) for rect in rects] if rects is not None else None
            return update(rects) if rects is not None else update()

        patch.setattr(scene_draw, "composed", spied_composed)
        patch.setattr(scene_draw.widgets, "draw_glow", spied_glow)
        patch.setattr(pygame.display, "update", spied_update)
        if not copied:
            patch.setattr(table, "_plates_composed", lambda surface, current, rects: False)
        for _ in range(FRAMES):
            seen.update(row=0, rings=0, shown=[])
            frames(app, 1)
            played.append((screen_hash(app), seen["row"], seen["rings"], seen["shown"]))
    return played


def _steady(played: list, plates: pygame.Rect) -> list[tuple[int, bool]]:
    """The frames after a look of the row's first SETTLED (as ``played`` asked for them): the rings blended as usual,
    and whether the plates' tiles were sent to the screen."""
    steady, run, last = [], 0, 0
    for _, row, rings, shown in played:
        run, last = (run + 1 if row == last else 1) if row else 0, row
        if run > SETTLED:
            steady.append((rings, shown is None or plates.collidelist(shown) >= 0))
    return steady


def test_a_glowing_seats_plates_are_one_copy_and_the_pixels_are_the_same():
    played = _play(copied=True)
    before = _play(copied=False)
    assert [frame[0] for frame in played] == [frame[0] for frame in before], "a frame differs from drawing them apart"
    assert sum(rings for _, _, rings, _ in before) >= 100, "the other seats' rings seldom showed: the check cannot tell"
    # the other seats' plates and their rings, in the screen's pixels, above the tiles of row 1's band (sent every frame)
    plates = pygame.Rect(0, 0, 1600, 128)
    steady = _steady(played, plates)
    assert len(steady) >= 60, f"only {len(steady)} frames of a steadily glowing plate: the check cannot tell"
    assert all(rings == 0 for rings, _ in steady), "a steady ring was blended again on the screen"
    sent = sum(shown for _, shown in steady)
    sent_before = sum(shown for _, shown in _steady([(h, 1, r, s) for h, _, r, s in before], plates))
    assert sent_before >= len(steady) // 2, f"drawn apart, the plates' tiles were sent in only {sent_before} frames"
    assert sent <= len(steady) // 10, (  # (a card flying from or to a plate, a score rising by one: sent then)
        f"the plates' tiles were sent to the screen in {sent} of {len(steady)} frames that changed nothing there")
