"""Fugu and Go Fish upright: the art drawn ahead is the upright arrangement's, so the table's opening draws no picture
(issue 29: a table's first frame at a new scale ≤ 50 ms).  At 1080 × 1920 the set-up also drew the stage's sea, sand
and (Fugu) reef tiles, never shown upright: the list overran the cache's budget, the upright sea or sand went, and
the opening drew it again (Go Fish's sand 147 ms, Fugu's sea and sand 90 ms in its first frame)."""

from __future__ import annotations

import pytest

from fishgames.games.fugu.scene import FuguTable
from fishgames.games.gofish.scene import GoFishTable
from fishgames.ui import games, sprites, theme
from fishgames.ui.app import App
from fishgames.ui.art_ahead import ArtAhead
from tests.ui.driver import start_table

TABLES = [("fugu", FuguTable), ("gofish", GoFishTable)]


@pytest.mark.parametrize(("game", "table_type"), TABLES, ids=[game for game, _ in TABLES])
def test_an_upright_tables_opening_draws_no_picture_after_its_art_ahead(game, table_type, monkeypatch):
    """In the app's own cache budget at 1080 × 1920: the art ahead holds no stage-sized sea, and entering the table
    with its first frames draws no picture (a turned copy of a drawn one is none)."""
    monkeypatch.setattr(sprites.CACHE, "budget", sprites.BUDGET_BYTES)
    app = App(windowed=True, window=(1080, 1920), sharp=True, bot_workers=False, disk_thread=False)
    try:
        assert app.canvas[1] > app.canvas[0], "not upright"
        sprites.CACHE.clear()
        players = games.spec(game).max_players
        ahead = ArtAhead(app.ui)
        ahead.aim([(game, games.spec(game).config(players))])
        while not ahead.step(1.0):
            pass
        stage = [key for key in sprites.CACHE._items if key[0] == "underwater" and key[2] == theme.SIZE]
        assert not stage, "the stage's sea drawn ahead upright"
        drawn: list = []
        put = sprites.CACHE.put
        monkeypatch.setattr(sprites.CACHE, "put", lambda key, value: drawn.append(key) or put(key, value))
        start_table(app, game, table_type, humans=1, players=players, settle=2)
        assert [key[:3] for key in drawn if key[0] != sprites.TURNED] == []
    finally:
        app.close()
