"""The big pictures a table is prepared with are drawn a step a frame ahead, and come out the same (issue 29).

At 3840 × 2160 the water, Go Fish's sand table and a die's tumble set were each drawn in one frame of the preparing
scene (60-260 ms, a tumble set 430); drawn ahead (``sprites.prepare``) they now take a step at a time
(``art.draw.Steps``).  Counted, not timed: with no time to spare each call takes one step, and the pictures are
byte for byte those drawn at once.
"""

from __future__ import annotations

import pygame
import pytest

from fishgames.ui import art, fine, sprites

WATER = ("underwater", (1280, 720), 4, {"top": (34, 144, 159), "bottom": (7, 45, 69), "bubbles": 26})
SAND = ("table", (1256, 484), "sand", 5)
TUMBLE = ("tumble", (60, 60), 20, 0, None)


@pytest.fixture
def counted_steps(fine_scale_restored, monkeypatch):
    """Every step taken of a picture drawn in steps, counted (``taken[0]``); fonts ready, at k = 1."""
    taken = [0]

    def counting(maker):
        def steps(*args, **kwargs):
            inner = maker(*args, **kwargs)
            while True:
                try:
                    next(inner)
                except StopIteration as done:
                    taken[0] += 1
                    return done.value
                taken[0] += 1
                yield
        return steps

    monkeypatch.setattr(sprites, "STEPS", {kind: counting(maker) for kind, maker in sprites.STEPS.items()})
    sprites.CACHE.clear()
    sprites._drawing.clear()
    yield taken
    sprites.CACHE.clear()
    sprites._drawing.clear()


def test_the_water_the_sand_and_a_tumble_set_are_drawn_ahead_a_step_a_call_and_the_same(counted_steps):
    todo = [WATER, SAND, TUMBLE]
    per_call = []
    for _ in range(500):
        before = counted_steps[0]
        done = sprites.prepare(todo, 0.0)
        per_call.append(counted_steps[0] - before)
        if done:
            break
    assert done
    assert max(per_call) == 1, per_call  # one step a call, never a whole picture
    assert len(per_call) >= 3 + 6 + 10  # the tumble's six dice, the water's and the sand's parts
    drawn = [sprites.spec_image(spec) for spec in (WATER, SAND)]
    whole = [art.underwater((1280, 720), 4, top=(34, 144, 159), bottom=(7, 45, 69), bubbles=26),
             art.table_surface("sand", (1256, 484), 5)]
    for ahead, at_once in zip(drawn, whole, strict=True):
        assert pygame.image.tobytes(ahead, "RGBA") == pygame.image.tobytes(at_once, "RGBA")
    tumbles = sprites.image("tumble_all", (60, 60), 20, None)
    for ahead, at_once in zip(tumbles, art.die_tumble_frames(20, 60, None, sprites.TUMBLE_FRAMES), strict=True):
        assert pygame.image.tobytes(ahead, "RGBA") == pygame.image.tobytes(at_once, "RGBA")


def test_a_picture_half_drawn_ahead_is_finished_when_it_is_shown(counted_steps):
    """A frame that shows it before it is drawn ahead draws the rest of it (the same picture), not all of it again."""
    todo = [SAND]
    for _ in range(3):
        sprites.prepare(todo, 0.0)
    assert counted_steps[0] == 3 and sprites._drawing
    shown = sprites.spec_image(SAND)
    assert not sprites._drawing
    assert pygame.image.tobytes(shown, "RGBA") == pygame.image.tobytes(art.table_surface("sand", (1256, 484), 5),
                                                                         "RGBA")


def test_a_dies_numeral_makes_no_twin_at_4k(fine_scale_restored, monkeypatch):
    """A die's face is drawn at the screen's pixels already: its numeral's twin (× 3 at 4K, its outline blitted
    hundreds of times) was never shown, and made a d12's face 80 ms of CPU instead of 3."""
    fine.set_scale(3.0)
    paired = []
    real = fine.pair
    monkeypatch.setattr(fine, "pair", lambda logical, physical: paired.append(physical) or real(logical, physical))
    art.die_face(12, 11, 180)
    art.die_face(20, 7, 180)
    assert paired == []
