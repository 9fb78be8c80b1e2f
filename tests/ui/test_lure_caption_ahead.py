"""Lure's captions painted ahead (issue 29): while the animations play, the next caption they will say (``_say``: a
roll's "… roll", what the dice show, the reveal) has its pill painted on its copy in a light frame
(``Drawer._caption_ahead`` through ``Canvas.composed_ahead``), so the frame that says it only copies it — a roll's
caption frame was among Lure's slowest at 1920 × 1080.  Every frame has the pixels of painting each caption when it
shows."""

from __future__ import annotations

import pytest

from fishgames.games.lure.scene import LureTable
from fishgames.games.lure.scene_draw import _captions_queued
from fishgames.ui.anim import Delay, Sequence
from tests.ui.driver import start_table
from tests.ui.look_spy import LookSpy, assert_painted_ahead, busy_table, watched
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")

FRAMES = 480  # five computers' Lure at "fast": the first round's casts, reveal, groups' rolls and the next casts


def _play(ahead: bool) -> tuple[list[str], int, int]:
    """Five computers' Lure at 1920 × 1080 for FRAMES frames, every frame light (a constant cost): each frame's
    screen hashed, the captions first painted in a frame that says them (after the table's first two), and those
    painted ahead.  ``ahead`` False: ``_caption_ahead`` paints nothing (as before)."""
    with busy_table("lure", LureTable, 5, "_caption_ahead", ahead) as (app, table, patch):
        patch.setattr(table, "_prompt_ahead", lambda surface: False)  # (its pills are captions' too: not counted)
        spy = LookSpy(patch, ("lure prompt",), counts=lambda key: not table.animator.idle)  # (a caption, not a prompt)
        return (*watched(app, spy, FRAMES + 2), spy.ahead)


def test_captions_painted_ahead_are_only_copied_when_they_show_and_the_pixels_are_the_same():
    assert_painted_ahead(_play, least_before=6, least_ahead=6, share=2, what="captions")


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
