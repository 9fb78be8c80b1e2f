"""Fischen's trick glows blurred ahead (issue 29): the ring round a trick's card (the winner's, a zero's catch in its
catcher's colour, the viewer's zero's targets) is listed with the table's art (``trick_glow_specs``), so no frame of
the table blurs one.  Blurred as it first showed, one was the slowest busy frame at 1920 × 1080 (7-12 ms of CPU)."""

from __future__ import annotations

import pytest

from fishgames.games.fischen.scene import FischenTable
from fishgames.ui import sprites, theme, widgets
from fishgames.ui.app import App
from tests.ui.driver import start_table

#: The landscape arrangement, and the upright one (its trick's cards larger).
WINDOWS = [(1280, 720), (720, 1280)]


@pytest.mark.parametrize("window", WINDOWS, ids=lambda w: f"{w[0]}x{w[1]}")
def test_no_ring_round_a_trick_card_is_blurred_once_the_tables_art_is_drawn(window, monkeypatch):
    app = App(windowed=True, window=window, sharp=True, bot_workers=False, disk_thread=False)
    try:
        table = start_table(app, "fischen", FischenTable, humans=1, players=5)
        n = table.shown["players"]
        specs = FischenTable.canvas_art(table.match.config, tuple(app.canvas))
        sprites.CACHE.clear()
        widgets._glow_ring.cache_clear()
        sprites.prewarm([spec for spec in specs if spec[0] == "glow"])
        blurred = []
        ring_pixels = widgets._ring_pixels

        def spied(size, radius, colour, *args):
            blurred.append((size, radius, colour))
            return ring_pixels(size, radius, colour, *args)

        monkeypatch.setattr(widgets, "_ring_pixels", spied)
        codes = ["b1", "b2", "r3", "g4", "y5"][:n]
        places = [(i, i, code, None) for i, code in enumerate(codes)]
        surface = app.stage_surface  # (the stage the table paints on: a Canvas at a scale other than 1)
        for colour in (theme.GLOW, *(theme.seat_colour(seat) for seat in range(n))):  # a winner's, a catch's
            table._paint_trick(surface, n, places, {}, None, (0, 0), {i: colour for i in range(n)})
        table._paint_trick(surface, n, places, {}, {"index": 1}, (0, 0), {})  # the viewer's zero
        targets = {code: table.L.trick_rect(i, n) for i, code in enumerate(codes[2:], 2)}
        table._paint_trick(surface, n, places, targets, {"index": 0}, (0, 0), {})  # the zero's targets pulse
        assert not blurred, f"rings blurred as the trick glowed: {blurred}"
    finally:
        app.close()
