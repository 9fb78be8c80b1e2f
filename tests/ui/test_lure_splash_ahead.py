"""Lure's new round painted ahead (issue 29): while the animations before a Splash play, the panels its first step
changes — the round, the deck and supply, the discard pile, every other seat's strip (its screen up again) — are
painted ahead in light frames from ``Presenter.splashed`` played on a copy of the shown table
(``Drawer._splash_ahead``), so the frame Splash begins in only copies them: at 1920 × 1080 it painted them all, 2.5-4
ms of one of Lure's slowest frames.  Every frame has the pixels of painting them when they show."""

from __future__ import annotations

import copy
from functools import partial

import pytest

from fishgames.games.lure.scene import LureTable
from fishgames.ui.anim import Call, Delay, Sequence
from tests.ui.driver import frames, screen_hash, start_table
from tests.ui.look_spy import busy_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")

FRAMES = 140  # five computers' Lure at "fast": the deal, round 1's Splash and its fish flying in
KINDS = ("round", "deck", "discard", "strip")


def _play(ahead: bool) -> tuple[list[str], int, int, int]:
    """Each frame's screen hashed, the Splashes begun, the panels of ``KINDS`` painted in the frames a Splash began
    in, and those painted ahead.  ``ahead`` False: ``_splash_ahead`` paints nothing (as before)."""
    hashes, splashes, in_frame, painted_ahead = [], 0, 0, 0
    with busy_table("lure", LureTable, 5, "_splash_ahead", ahead) as (app, table, patch):
        where, key_of = ["frame"], [None]
        panel, panel_ahead, painted, begins = table.panel_look, table.panel_ahead, table._painted, table._splash_begins

        def spied_panel(surface, key, *args, **options):
            key_of[0] = key
            return panel(surface, key, *args, **options)

        def spied_ahead(surface, key, *args, **options):
            where[0], key_of[0] = "ahead", key
            try:
                return panel_ahead(surface, key, *args, **options)
            finally:
                where[0] = "frame"

        def spied_painted(*args):
            nonlocal in_frame, painted_ahead
            if key_of[0] is not None and key_of[0][0] in KINDS:
                in_frame += where[0] == "splash"
                painted_ahead += where[0] == "ahead"
            return painted(*args)

        def spied_begins(*args):
            nonlocal splashes
            splashes += 1
            where[0] = "splash"  # (this frame's drawing comes after its update)
            begins(*args)

        patch.setattr(table, "panel_look", spied_panel)  # (``panel`` shows through it; the strips use it alone)
        patch.setattr(table, "panel_ahead", spied_ahead)
        patch.setattr(table, "_painted", spied_painted)
        patch.setattr(table, "_splash_begins", spied_begins)
        for _ in range(FRAMES):
            frames(app, 1)
            where[0] = "frame"
            hashes.append(screen_hash(app))
    return hashes, splashes, in_frame, painted_ahead


def test_a_splashs_panels_painted_ahead_are_only_copied_when_it_begins_and_the_pixels_are_the_same():
    hashes, splashes, in_frame, ahead = _play(ahead=True)
    before, splashes_before, in_frame_before, ahead_before = _play(ahead=False)
    assert hashes == before, "a frame differs from painting the new round's panels when Splash begins"
    assert splashes == splashes_before >= 1, (splashes, splashes_before)
    assert ahead_before == 0 and in_frame_before >= 5, (ahead_before, in_frame_before)
    assert ahead >= 5, f"only {ahead} of the new round's panels painted ahead"
    assert in_frame == 0, f"{in_frame} of the new round's panels painted in the frame Splash began in"


def test_the_splash_looks_are_the_shown_tables_after_its_first_step(app):
    """``_splash_looks`` keys the panels as the drawing will once the queued Splash has begun, and leaves the shown
    table as it is."""
    table = start_table(app, "lure", LureTable, humans=0, players=5)
    table.animator.flush()
    table.animator.set_speed("normal")  # (the app's "instant" would play it all at once)
    shown = copy.deepcopy(table.shown)
    event = type("Splash", (), {"round": shown["round"] + 1, "last": False})()
    table.animator.play(Sequence(Delay(0.5), Call(partial(table._splash_begins, event, []))))
    looks = table._splash_looks()
    assert table.shown == shown, "the shown table changed"
    keys = {key[0]: key for key, *_ in looks}
    assert keys["round"][1] == shown["round"] + 1
    assert [key for key, *_ in looks if key[0] == "strip"], "no strip painted ahead"
    table.animator.update(0.6)  # Splash begins
    assert table._splash_looks() == []
    assert [key for key, *_ in table._left_looks(table.shown)] == [key for key, *_ in looks][:3]
    assert all(table._strip_look(seat, table.shown)[0] in [key for key, *_ in looks]
               for seat in table.plate_rects())
