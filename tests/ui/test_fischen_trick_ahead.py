"""Fischen's trick and plates at 1920 × 1080 painted ahead (issue 29): while an action's story plays, the trick's look
as the story's end will show it (its shown view, the glows gone) is painted on its copy in a light frame
(``FischenTable.looks_ahead``, through ``Canvas.composed_ahead``), and the plates as panels (``panel_ahead``), so the
frame that ends the story only copies them.  Every frame has the pixels of painting each look when it shows."""

from __future__ import annotations

import copy

import pygame
import pytest

from fishgames.games.fischen.scene import FischenTable
from fishgames.ui.table import TableScene
from tests.ui.driver import frames, screen_hash, start_table
from tests.ui.look_spy import LookSpy, busy_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")

FRAMES = 500  # five computers' Fischen at "fast": the deal, the passing and a few tricks
KIND = "fischen trick"


def _play(ahead: bool) -> tuple[list[str], int, int, int]:
    """Five computers' Fischen at 1920 × 1080 for FRAMES frames, every frame light (a constant cost): each frame's
    screen hashed, the trick's looks first painted in a frame that ends a story (the first with no animation left),
    the looks painted ahead, and the panels (plates) painted as usual in a frame that ends a story.  ``ahead`` False:
    ``looks_ahead`` paints nothing."""
    hashes, at_end, panels_at_end = [], 0, 0
    with busy_table("fischen", FischenTable, 5, "looks_ahead", ahead) as (app, table, patch):
        spy = LookSpy(patch, (KIND,))
        panels, painted = [0], TableScene._painted

        def spied_panel(self, *args, **kwargs):
            panels[0] += 1  # (a panel's picture painted: as it shows, or ahead)
            return painted(self, *args, **kwargs)

        patch.setattr(TableScene, "_painted", spied_panel)
        patch.setattr(TableScene, "panel_ahead", _not_counted(TableScene.panel_ahead, panels))
        for index in range(FRAMES):
            playing, spy.in_frame, panels[0] = not table.animator.idle, 0, 0
            frames(app, 1)
            ended = index >= 2 and playing and table.animator.idle  # the frame that ended a story
            at_end += ended and spy.in_frame
            panels_at_end += ended and panels[0]
            hashes.append(screen_hash(app))
    return hashes, at_end, spy.ahead, panels_at_end


def _not_counted(panel_ahead, panels: list[int]):
    """``panel_ahead`` whose paintings ``panels`` does not count (not painted as a panel shows)."""
    def ahead(self, *args, **kwargs):
        before = panels[0]
        try:
            return panel_ahead(self, *args, **kwargs)
        finally:
            panels[0] = before
    return ahead


def test_the_trick_painted_ahead_is_only_copied_when_a_story_ends_and_the_pixels_are_the_same():
    hashes, at_end, ahead, panels = _play(ahead=True)
    before, at_end_before, ahead_before, panels_before = _play(ahead=False)
    assert hashes == before, "a frame differs from painting each look when it shows"
    assert ahead_before == 0 and at_end_before >= 4, (ahead_before, at_end_before)
    assert ahead >= 4, f"only {ahead} looks painted ahead"
    assert at_end <= at_end_before // 3, f"{at_end} looks first painted as a story ended, {at_end_before} without"
    assert panels <= panels_before // 2, f"{panels} panels painted as a story ended, {panels_before} without"


def test_the_tricks_look_paints_the_glows_it_is_given_and_its_key_names_them(app):
    """The look painted ahead has the story's end's glows (none), whatever glows the table shows now, and its key says
    so: a look painted with the table's glows under the key of none would be copied with a glow it should not have."""
    table = start_table(app, "fischen", FischenTable, humans=0, players=5, seed=4242)
    shown = copy.deepcopy(table.shown)
    shown["trick"] = [{"seat": seat, "card": code, "in": True}
                      for seat, code in zip(range(3), ("b1", "b2", "b3"), strict=True)]
    shown["leader"] = 0

    def look(glows: dict) -> tuple[tuple, bytes]:
        key, rect, paint = table._trick_look(shown, table.view, None, glows)
        screen = pygame.Surface((1280, 720))
        paint(screen, pygame.Rect(rect))
        return key, pygame.image.tobytes(screen, "RGB")

    table.glow = {1: (250, 220, 90)}
    plain_key, plain = look({})
    table.glow = {}
    assert look({}) == (plain_key, plain), "the table's glows leaked into a look given none"
    glow_key, glowing = look({1: (250, 220, 90)})
    assert glowing != plain and glow_key != plain_key, "a glow the look is given is not painted or not named"
