"""While Lure's seats glow steadily (every seat casting, yours too), their plates with the rings round them are one
copy, painted once a look (``Drawer._glowing``, ``canvas.composed``): a ring blended over the backdrop and the plates
beside it every frame made the places it was drawn over be put back and sent to the screen again in the next — the
glowing frames cost 3.3 ms at 1920 × 1080 against 1.3 at 1280 × 720, the most of the frames near its p99 (issue 29).
The frames have the pixels of drawing the rings every frame."""

from __future__ import annotations

import hashlib

import pygame
import pytest

from fishgames.games.lure import scene_draw
from fishgames.games.lure.scene import LureTable
from tests.ui.driver import frames, start_table
from tests.ui.test_crisp import sharp_app

pytestmark = pytest.mark.usefixtures("art_drawn_once")

FRAMES = 240  # five computers' Lure at "fast": the first casts (every seat glowing), the reveal, the first rolls
SETTLED = 3  # a new look of the glowing seats: drawn, painted on its copy (paced: one copy a frame), then copied


def _play(copied: bool) -> list[tuple[str, tuple, int, list[pygame.Rect]]]:
    """Five computers' Lure at 1920 × 1080 for FRAMES frames: each frame's screen hashed, the looks of its glowing
    seats (the copies asked for), the rings it blended and the rects it sent to the screen.  ``copied`` False: the seats
    drawn as they were, every frame (the ring, then the plate's still picture)."""
    played = []
    with sharp_app((1920, 1080)) as app, pytest.MonkeyPatch.context() as patch:
        app.update_settings(animation_speed="fast")
        table = start_table(app, "lure", LureTable, humans=0, players=5, seed=4242)
        seen = {"glowing": (), "rings": 0, "shown": []}
        composed, draw_glow, update = scene_draw.composed, scene_draw.draw_glow, pygame.display.update

        def spied_composed(surface, key, *args, **options):
            if key[0] == "lure seats":
                seen["glowing"] += (key,)
            return composed(surface, key, *args, **options)

        def drawn_apart(surface, parts):  # (the seats as they were drawn: a ring blended, then the plate)
            if any(part[0] == "glow" for part in parts):
                seen["glowing"] += (tuple(part[:2] for part in parts),)
            table._drawn_apart(surface, parts)

        def spied_glow(*args, **options):
            seen["rings"] += 1
            return draw_glow(*args, **options)

        def spied_update(rects=None):
            seen["shown"] = [pygame.Rect(rect) for rect in rects] if rects is not None else None
            return update(rects) if rects is not None else update()

        patch.setattr(scene_draw, "composed", spied_composed)
        patch.setattr(scene_draw, "draw_glow", spied_glow)
        patch.setattr(pygame.display, "update", spied_update)
        if not copied:
            patch.setattr(table, "_glowing", drawn_apart)
        for _ in range(FRAMES):
            seen.update(glowing=(), rings=0, shown=[])
            frames(app, 1)
            played.append((hashlib.sha1(pygame.image.tobytes(app.screen.pixels, "RGB")).hexdigest(),
                           seen["glowing"], seen["rings"], seen["shown"]))
    return played


def test_steadily_glowing_seats_are_copied_not_blended_and_the_pixels_are_the_same():
    played = _play(copied=True)
    before = _play(copied=False)
    assert [frame[0] for frame in played] == [frame[0] for frame in before], "a frame differs from drawing its rings"
    # the other seats' plates and their rings, in the screen's pixels, left of the Menu's tiles (sent every frame)
    plates = pygame.Rect(0, 0, 1664, 170)
    steady, run, last = [], 0, ()
    for _, glowing, rings, shown in played:  # the frames after a look's first SETTLED
        run, last = (run + 1 if glowing == last else 1) if glowing else 0, glowing
        if run > SETTLED:
            steady.append((rings, shown))
    assert len(steady) >= 20, f"only {len(steady)} frames of steadily glowing seats: the check cannot tell"
    assert all(rings == 0 for rings, _ in steady), "a steady glow's ring was blended again"
    assert all(shown is not None and plates.collidelist(shown) < 0 for _, shown in steady), (
        "a steadily glowing seat's plate was sent to the screen again")
    glowing = [rings for _, looks, rings, _ in before if looks]
    assert len(glowing) > len(steady) and all(glowing), "drawn as before, a glowing frame blends its rings"


def test_seats_that_do_not_glow_stay_still_pictures(monkeypatch):
    """No seat glows while the first fish are dealt: each plate and strip is its panel's still picture (not again
    where the screen shows it), not one copy of them all."""
    with sharp_app((1920, 1080)) as app:
        app.update_settings(animation_speed="fast")
        table = start_table(app, "lure", LureTable, humans=0, players=5, seed=4242)
        asked = []
        composed = scene_draw.composed
        monkeypatch.setattr(scene_draw, "composed", lambda surface, key, *a, **o: (
            asked.append(key[0]), composed(surface, key, *a, **o)))
        frames(app, 3)
        assert not table.animator.idle, "the deal is not playing: the check cannot tell"
        assert "lure seats" not in asked
