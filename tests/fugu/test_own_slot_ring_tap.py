"""Fugu on a small panel: a tap counts for your face-down slot wherever the table invites it.  The coach rings the slot
it suggests grown for a finger (``Scene.tap_area``: at 800 × 480 and 150 % a 71 px card grows to the 79 px floor, over
its neighbours' edges), and a tap inside that ring swaps there (it was checked against the slot's column only, so a
tap in the ring beside the card did nothing); and a tap on a card's drawn right edge is that card's (at the small
panel's pitch the column began 2 px left of its card, and those 2 px counted for the next slot)."""

from __future__ import annotations

import pytest

from fishgames.games.fugu import scene_coach
from fishgames.games.fugu.actions import Swap
from fishgames.games.fugu.scene import FuguTable
from fishgames.ui import drive
from tests.ui.driver import running_app, start_table


def picked_for_slot_zero(app, scene) -> Swap:
    """A market card picked (by a tap) whose swap into your first slot is open; that swap."""
    assert scene.my_turn() and scene.shown.rows[scene.bottom][0] == 0
    market = next(m for m in scene.market_hits()
                  if any(o["market"] == m and o["slot"] == 0 for o in scene.view["swap_options"]))
    drive.tap(app, scene.market_hits()[market].center)
    assert scene.selected == market
    swap = scene.swap_for(0)
    assert swap is not None
    return swap


def made_by_a_tap(app, scene, monkeypatch, pos) -> list:
    made = []
    act = scene.act
    monkeypatch.setattr(scene, "act", lambda action: made.append(action) or act(action))
    drive.tap(app, pos)
    return made


@pytest.mark.parametrize("window", [(800, 480), (1024, 600)])
def test_a_tap_in_the_coachs_ring_beside_the_slot_swaps_there(tmp_path, monkeypatch, window):
    monkeypatch.setenv("FISHGAMES_HOME", str(tmp_path))
    with running_app(window=window, ui_scale=1.5) as app:
        scene = start_table(app, "fugu", FuguTable, humans=1, players=2)
        swap = picked_for_slot_zero(app, scene)
        ring = scene_coach.targets(scene, swap)[-1]
        column = scene.slot_hits()[0]
        assert ring.w > column.w  # grown for a finger past the card's column
        pos = (ring.left, ring.centery)  # in the ring, left of the first card: no slot's column
        assert not any(rect.collidepoint(pos) for rect in scene.slot_hits().values())
        assert made_by_a_tap(app, scene, monkeypatch, pos) == [swap]


def test_a_tap_on_a_cards_right_edge_is_that_cards(tmp_path, monkeypatch):
    monkeypatch.setenv("FISHGAMES_HOME", str(tmp_path))
    with running_app(window=(800, 480)) as app:
        scene = start_table(app, "fugu", FuguTable, humans=1, players=2)
        card = scene.L.own_slot(0)
        assert scene.L.own_step() == card.w  # the small panel's pitch: the cards touch
        swap = picked_for_slot_zero(app, scene)
        assert made_by_a_tap(app, scene, monkeypatch, (card.right - 1, card.centery)) == [swap]
