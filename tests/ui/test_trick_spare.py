"""Fischen's trick at 1920 × 1080 (1.42 MB composed, ``fishgames.ui.underlay``) paints each new look into a picture it
had, not a new surface: its look of two looks ago is let go of by the 4 MB budget each time, and with spares of at
most 1 MB it was never kept — a new surface (fresh pages) in 44 of 46 new looks, the copy in most of Fischen's
slowest frames there (issue 29).  The spares' bound grows with the budget over k = 1.5 (``fine.beyond``)."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.fischen.scene import FischenTable
from fishgames.ui import fine, underlay
from tests.ui.driver import frames, start_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401
from tests.ui.test_crisp import sharp_app
from tests.ui.test_underlay import _look_frame

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")

FRAMES = 420  # five computers' Fischen at "fast": a dozen new trick looks


def test_the_tricks_new_looks_are_painted_into_a_picture_it_had(monkeypatch):
    made = []  # per new trick look: whether it got a picture to paint into (False: a new surface)
    recycled = underlay.Underlay._recycled

    def spied(self, place, size):
        picture = recycled(self, place, size)
        if place[0] == "composed" and place[1][0] == "fischen trick":  # (blended pictures are recycled too)
            made.append(picture is not None)
        return picture

    monkeypatch.setattr(underlay.Underlay, "_recycled", spied)
    with sharp_app((1920, 1080)) as app:
        app.update_settings(animation_speed="fast")
        start_table(app, "fischen", FischenTable, humans=0, players=5, seed=4242)
        frames(app, FRAMES)
    later = made[2:]  # (the first two looks have no look of two looks ago)
    assert len(later) >= 8
    assert sum(later) >= 0.75 * len(later), made


def test_the_spares_bound_grows_with_the_budget_over_k_1_5(monkeypatch):
    """At 2560 × 1440 (``fine.beyond()`` 1.78) every picture is 1.78× its bytes at 1920 × 1080: the spares' bound
    grows as the budget does, so the same pictures are kept as spares."""
    monkeypatch.setattr(underlay, "SPARE_BYTES", 15_000)
    monkeypatch.setattr(fine, "beyond", lambda: 2.0)
    kept = underlay.Underlay(15_000)  # 30,000 at beyond() 2: one 100 × 50 picture (20,000 bytes)
    backdrop = pygame.Surface((400, 300))
    first, second = (10, 10, 100, 50), (10, 100, 100, 50)
    for target in (first, second):
        _look_frame(kept, backdrop, {target: "a"})
        _look_frame(kept, backdrop, {target: "a"})
    assert [picture.get_size() for picture, *_ in kept._spares.values()] == [(100, 50)]
    assert kept.spare_bytes == 20_000
