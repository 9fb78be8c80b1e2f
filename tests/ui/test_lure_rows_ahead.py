"""Lure's table as the seats begin to glow, painted ahead (issue 29): while Splash's fish fly in, the glowing seats'
copies — each row of plates with their rings, yours too (``Drawer._rows_ahead``) — and the prompt the view will say
then (``Drawer._prompt_ahead``) are painted on their copies in light frames, after the plates' own looks, so the
frame the seats begin to glow in only copies them: at 1920 × 1080 it drew the rings, plates and prompt as usual, and
the next painted the rows' copies, both among Lure's slowest.  Every frame has the pixels of painting each when it
shows."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.lure.scene import LureTable
from tests.ui.driver import frames, screen_hash, start_table
from tests.ui.look_spy import LookSpy, busy_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")

FRAMES = 160  # five computers' Lure at "fast": the deal, Splash, its fish flying in, the first casts


def _play(ahead: bool) -> tuple[list[str], LookSpy, LookSpy]:
    """Five computers' Lure at 1920 × 1080, every frame light (a constant cost): each frame's screen hashed, and a spy
    each on the glowing rows' copies and on the prompts said once the animations have played (``in_frame``: first
    painted in the frame that shows them, after the table's first two; ``ahead``).  No caption is painted ahead (its
    pill is a prompt's too).  ``ahead`` False: ``_rows_ahead`` and ``_prompt_ahead`` paint nothing."""
    with busy_table("lure", LureTable, 5, "_prompt_ahead", ahead) as (app, table, patch):
        patch.setattr(table, "_caption_ahead", lambda surface: False)
        if not ahead:
            patch.setattr(table, "_rows_ahead", lambda surface, plates: False)
        rows = LookSpy(patch, ("lure seats",))
        prompts = LookSpy(patch, ("lure prompt",), counts=lambda key: table.animator.idle)  # (not a caption)
        hashes, in_frame = [], [0, 0]
        for index in range(FRAMES):
            rows.in_frame = prompts.in_frame = 0
            frames(app, 1)
            if index >= 2:
                in_frame = [in_frame[0] + rows.in_frame, in_frame[1] + prompts.in_frame]
            hashes.append(screen_hash(app))
        rows.in_frame, prompts.in_frame = in_frame
        return hashes, rows, prompts


def test_the_glowing_seats_and_prompt_painted_ahead_are_only_copied_and_the_pixels_are_the_same():
    hashes, rows, prompts = _play(ahead=True)
    before, rows_before, prompts_before = _play(ahead=False)
    assert hashes == before, "a frame differs from painting the glowing seats and the prompt when they show"
    assert rows_before.ahead == prompts_before.ahead == 0, (rows_before.ahead, prompts_before.ahead)
    assert rows_before.in_frame >= 3, f"only {rows_before.in_frame} glowing rows' looks: the check cannot tell"
    assert rows.ahead >= 2 and rows.in_frame == 0, f"{rows.in_frame} glowing rows first painted in-frame"
    assert prompts.ahead >= 1 and prompts.in_frame < prompts_before.in_frame, (prompts.in_frame, prompts_before.in_frame)


def test_a_look_painted_ahead_is_the_picture_the_panel_will_show(app):
    """``TableScene.look_picture``: the picture ``panel_look`` will give for a look ready there (shown now, painted
    ahead, or the look before, back) — what a glowing row's copy is painted ahead from — and None for one not ready."""
    table = start_table(app, "lure", LureTable, humans=0, players=5)
    rect = pygame.Rect(100, 100, 60, 40)
    looks = {"a": (200, 40, 40), "b": (40, 200, 40)}

    def paint(look):
        return lambda picture, at: picture.fill(looks[look], at)

    table.panel(app.screen, ("probe", "a"), rect, paint("a"))
    shown = table.look_picture(app.screen, ("probe", "a"), rect)
    assert shown is not None and shown.get_at((30, 20))[:3] == looks["a"]
    assert table.look_picture(app.screen, ("probe", "b"), rect) is None, "a look not painted is ready"
    table.panel_ahead(app.screen, ("probe", "b"), rect, paint("b"))
    ahead = table.look_picture(app.screen, ("probe", "b"), rect)
    assert ahead is not None and ahead.get_at((30, 20))[:3] == looks["b"]
    assert table.panel_look(app.screen, ("probe", "b"), rect, paint("a"))[0] is ahead, "not the picture painted ahead"
    assert table.look_picture(app.screen, ("probe", "a"), rect) is shown, "the look before, back, is not its picture"
