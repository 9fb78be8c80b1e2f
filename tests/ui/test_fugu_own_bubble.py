"""Fugu: your own bubble ("You start!") points at your plate from the side it stands on, so its tail never
crosses the plate and its hint line ("Tap: points per creature").  On the landscape table the room above your
plate is the other seats' and the market's: the bubble stands under the plate, and its tail pointed up at the
plate's top edge, through the hint line."""

from __future__ import annotations

import pytest

from fishgames.i18n import t
from fishgames.ui.drive import frames
from tests.ui.driver import running_app, start_table
from tests.ui.unpainted import unpainted


@pytest.mark.parametrize("players", [2, 3, 4])
def test_your_start_bubble_points_at_your_plate_without_crossing_it(players):
    from fishgames.games.fugu.scene import FuguTable

    with running_app("instant") as app:
        table = start_table(app, "fugu", FuguTable, humans=1, players=players, seed=3)
        table.speak(table.bottom, t("fugu.ui.note.starts_you"), 30, logged=False)
        with unpainted(app):
            frames(app, 1)
        (bubble,) = table.bubble_rects
        plate = table.L.OWN_PLATE
        anchor_y = table.bubble_anchor(table.bottom)[1]
        edge_y = bubble.top if bubble.top >= anchor_y else bubble.bottom  # where the tail leaves the bubble
        low, high = sorted((edge_y, anchor_y))
        assert not low < plate.centery < high, f"the tail runs from {edge_y} to {anchor_y} across the plate {plate}"
        assert not bubble.colliderect(plate)
