"""Fugu's lanes' plates and market at 1920 × 1080 painted ahead (issue 29): while the animations play (and, for the
plate as a card lifts, while the table waits for the move), the looks they will show are painted on their copies in
a light frame (``Drawer._panels_ahead``, through
``Canvas.composed_ahead``), so the frame that shows one only copies it and the frame after paints no copy.  Every
frame has the pixels of painting each look when it shows."""

from __future__ import annotations

import copy

import pygame
import pytest

from fishgames.games.fugu.scene import FuguTable
from tests.ui.driver import start_table
from tests.ui.look_spy import LookSpy, assert_painted_ahead, busy_table, watched
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")

FRAMES = 300  # four computers' Fugu at "fast": the deal and some dozen swaps
KINDS = ("lane plate", "lane band", "fugu market")


def _play(ahead: bool) -> tuple[list[str], int, int]:
    """Four computers' Fugu at 1920 × 1080 for FRAMES frames, every frame light (a constant cost): each frame's screen
    hashed, the lane plates' and market's looks first painted in a frame that shows them (after the table's first
    two), and the looks painted ahead.  ``ahead`` False: ``_panels_ahead`` paints nothing."""
    with busy_table("fugu", FuguTable, 4, "_panels_ahead", ahead) as (app, table, patch):
        spy = LookSpy(patch, KINDS)
        return (*watched(app, spy, FRAMES), spy.ahead)


def test_plates_and_market_painted_ahead_are_only_copied_when_they_show_and_the_pixels_are_the_same():
    # (fugu21: 2 of 29 in their frame with the lifted plate, the market without the swapped card and the next event's
    # looks painted ahead in the order they show; 6 with the lift's look not painted ahead)
    assert_painted_ahead(_play, least_before=20, least_ahead=20, share=8, what="plates and markets")


def test_a_lane_plates_key_names_all_it_shows(app):
    """A lane plate painted ahead from the view is taken for the look it names (``Drawer._lane_plate_look``): each thing
    the plate shows (its glow, score, face-down and anchor counts, tag) changes its key along with its pixels."""
    table = start_table(app, "fugu", FuguTable, humans=1, players=4)
    seat, top = next(iter(table.lanes.items()))

    def look(shown, active: bool) -> tuple[tuple, bytes]:
        key, rect, paint, _ = table._lane_plate_look(shown, seat, top, active)
        screen = pygame.Surface((1280, 720))
        paint(screen, rect)
        return key, pygame.image.tobytes(screen, "RGB")

    def changed(change) -> object:
        shown = copy.deepcopy(table.shown)
        change(shown)
        return shown

    base = look(table.shown, False)
    for name, shown, active in (
            ("glow", table.shown, True),
            ("score", changed(lambda s: s.scores.__setitem__(seat, s.scores[seat] + 3)), False),
            ("face-down", changed(lambda s: s.rows[seat].__setitem__(0, 7)), False),
            ("anchor", changed(lambda s: s.rows[seat].__setitem__(0, -7)), False),
            ("tag", changed(lambda s: (s.finished.__setitem__(seat, True), s.passed.__setitem__(seat, True))), False)):
        key, pixels = look(shown, active)
        assert pixels != base[1], f"{name}: the plate shows no change"
        assert key != base[0], f"{name}: the key does not name it"
