"""Lure's captions painted ahead (issue 29): while the animations play, the next caption they will say (``_say``: a
roll's "… roll", what the dice show, the reveal) has its pill painted on its copy in a light frame
(``Drawer._caption_ahead`` through ``Canvas.composed_ahead``), so the frame that says it only copies it — a roll's
caption frame was among Lure's slowest at 1920 × 1080.  Every frame has the pixels of painting each caption when it
shows."""

from __future__ import annotations

import hashlib

import pygame
import pytest

from fishgames.games.lure.scene import LureTable
from fishgames.games.lure.scene_draw import _captions_queued
from fishgames.ui import canvas
from fishgames.ui.anim import Delay, Sequence
from tests.ui.driver import frames, start_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401
from tests.ui.test_crisp import sharp_app
from tests.ui.test_log_ahead import _FrameCosts

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")

FRAMES = 480  # five computers' Lure at "fast": the first round's casts, reveal, groups' rolls and the next casts


def _play(ahead: bool) -> tuple[list[str], int, int]:
    """Five computers' Lure at 1920 × 1080 for FRAMES frames, every frame light (a constant cost): each frame's
    screen hashed, the captions first painted in a frame that says them (after the table's first two), and those
    painted ahead.  ``ahead`` False: ``_caption_ahead`` paints nothing (as before)."""
    hashes, in_frame, painted_ahead = [], 0, 0
    with sharp_app((1920, 1080)) as app, pytest.MonkeyPatch.context() as patch:
        app.update_settings(animation_speed="fast")
        table = start_table(app, "lure", LureTable, humans=0, players=5, seed=4242)
        patch.setattr(table, "ahead_clock", _FrameCosts())
        if not ahead:
            patch.setattr(table, "_caption_ahead", lambda surface: False)
        counting, looks = [False], set()
        composed, composed_ahead = canvas.Canvas.composed, canvas.Canvas.composed_ahead

        def caption(key) -> bool:
            return key[0] == "lure prompt" and not table.animator.idle

        def spied(self, key, rect, paint, *args, **kwargs):
            def counted(*drawn):
                nonlocal in_frame
                in_frame += counting[0] and caption(key) and key not in looks  # a caption first painted in-frame
                looks.add(key)
                paint(*drawn)
            composed(self, key, rect, counted, *args, **kwargs)

        def spied_ahead(self, key, rect, paint, *args):
            nonlocal painted_ahead
            done = composed_ahead(self, key, rect, paint, *args)
            painted_ahead += done and key[0] == "lure prompt"
            looks.add(key)
            return done

        patch.setattr(canvas.Canvas, "composed", spied)
        patch.setattr(canvas.Canvas, "composed_ahead", spied_ahead)
        for index in range(FRAMES):
            counting[0] = index >= 2
            frames(app, 1)
            hashes.append(hashlib.sha1(pygame.image.tobytes(app.screen.pixels, "RGB")).hexdigest())
    return hashes, in_frame, painted_ahead


def test_captions_painted_ahead_are_only_copied_when_they_show_and_the_pixels_are_the_same():
    hashes, in_frame, ahead = _play(ahead=True)
    before, in_frame_before, ahead_before = _play(ahead=False)
    assert hashes == before, "a frame differs from painting each caption when it shows"
    assert ahead_before == 0 and in_frame_before >= 6, (ahead_before, in_frame_before)
    assert ahead >= 6, f"only {ahead} captions painted ahead"
    assert in_frame <= in_frame_before // 2, f"{in_frame} captions first painted in-frame, {in_frame_before} without"


def test_the_captions_to_come_are_read_from_the_queue_in_the_order_they_show(app):
    table = start_table(app, "lure", LureTable, humans=0, players=5)
    table.animator.flush()
    table.animator.set_speed("normal")  # (the app's "instant" would play it all at once)
    table.animator.play(Sequence(Delay(0.5), table._say("first"), Sequence(Delay(0.5), table._say("second"))),
                        table._say("third"))
    assert list(_captions_queued(table.animator.queue, table)) == ["first", "second", "third"]
    table.animator.update(0.6)  # the first one said
    assert table.caption == "first"
    assert list(_captions_queued(table.animator.queue, table)) == ["second", "third"]
