"""Fischen upright: the trick's faces at its upright size are drawn ahead (issue 29: speed holds on a portrait
screen).  Drawn as a card landed they were 11-15 ms of that frame at 228 × 320 (at 720 × 1280, 28 of the busy
table's 29 frames over 16.7 ms), while the set-up drew the whole landscape deck, which never shows upright."""

from __future__ import annotations

import pytest

from fishgames.games.fischen import scene
from fishgames.games.fischen import scene_layout as L
from fishgames.games.fischen.data import CODE, START_CARDS
from fishgames.games.fischen.scene import FischenTable
from fishgames.games.fischen.scene_cards import KIND
from fishgames.ui import games, sprites
from fishgames.ui.app import App
from fishgames.ui.art_ahead import ArtAhead
from tests.ui.driver import start_table
from tests.ui.test_log_ahead import _FrameCosts

#: The compact upright arrangement (3:4) and the roomy one.
SCREENS = [(768, 1024), (720, 1280)]


def _face_sizes() -> dict[tuple, set[str]]:
    """The Fischen faces the sprite cache holds: size -> codes."""
    held: dict[tuple, set[str]] = {}
    for key in sprites.CACHE._items:
        if key[0] == KIND:
            held.setdefault(key[2], set()).add(key[1][0])
    return held


@pytest.mark.parametrize("window", SCREENS, ids=lambda w: f"{w[0]}x{w[1]}")
def test_the_set_up_draws_the_upright_tricks_faces_not_the_landscape_deck(window, monkeypatch):
    """The set-up's art ahead for an upright Fischen table, in the app's own cache budget (the suite keeps more):
    the faces at the upright trick's size of at least 30 of the 40 start cards (round 1's), and no face at the
    landscape size."""
    monkeypatch.setattr(sprites.CACHE, "budget", sprites.BUDGET_BYTES)
    app = App(windowed=True, window=window, sharp=True, bot_workers=False, disk_thread=False)
    try:
        sprites.CACHE.clear()
        trick = tuple(L.upright(app.canvas).TRICK_CARD)
        ahead = ArtAhead(app.ui)
        ahead.aim([("fischen", games.spec("fischen").config(5))])
        while not ahead.step(1.0):
            pass
        held = _face_sizes()
        assert L.CARD not in held, f"{len(held[L.CARD])} landscape faces drawn ahead upright"
        missing = {CODE[c] for c in START_CARDS[:30]} - held.get(trick, set())
        assert not missing, f"start cards' faces at the trick's {trick} not drawn ahead: {sorted(missing)}"
    finally:
        app.close()


def test_an_upright_table_draws_a_trick_face_left_in_a_light_frame_with_room(monkeypatch):
    """What the set-up had no time for, the table draws one face a light frame (``looks_ahead``) — only in a frame
    its cost so far and the last face's leave within 1/60 s, and while the sprite cache has room for it (it would let
    art shown now go).  The clock is a stand-in (``_FrameCosts``: each face drawn costs 12 ms)."""
    app = App(windowed=True, window=SCREENS[1], sharp=True, bot_workers=False, disk_thread=False)
    try:
        table = start_table(app, "fischen", FischenTable, humans=1, players=5, settle=1)
        costs = _FrameCosts()
        costs.cost = 0.012
        monkeypatch.setattr(table, "ahead_clock", costs)
        trick = tuple(table.L.TRICK_CARD)
        for key in [key for key in sprites.CACHE._items if key[0] == KIND and key[2] == trick]:
            sprites.CACHE._forget(key)
        table._faces_ahead = ((), [])

        def light_frame(spent: float) -> bool:
            table.settles.clear()  # (no story's end to paint ahead first)
            table._spent = [spent]  # this frame's cost so far (``_light_frame``)
            return table.looks_ahead(app.screen)

        with monkeypatch.context() as full:
            full.setattr(scene, "cache_room", lambda: 0)
            assert not light_frame(0.002) and trick not in _face_sizes(), "drawn with no room in the cache"
        table._faces_ahead = ((), [])
        for count in (1, 2):  # 2 ms so far, and the last face's 12 ms: within 16.7
            assert light_frame(0.002), "no face drawn in a light frame"
            assert len(_face_sizes().get(trick, ())) == count
        assert not light_frame(0.006) and len(_face_sizes()[trick]) == 2, "drawn in a frame it took past 1/60 s"
    finally:
        app.close()
