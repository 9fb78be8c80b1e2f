"""``tools/phones_load.py`` compares a game played on phones with the very game replayed without them; each
table must start as a table the player opens (``drawn_anew``: its art drawn ahead, nothing of the run before),
or the replays find the phones' game's text and pictures cached and the phones seem to cost what was only a
cold cache."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import phones_load  # noqa: E402

from fishgames.core import Seat  # noqa: E402
from fishgames.games.gofish import look, scene_draw  # noqa: E402
from fishgames.ui import art_ahead, games, sprites, theme  # noqa: E402


def test_each_table_starts_with_its_art_drawn_ahead_and_nothing_else(app):
    seats = [Seat("human", None, "Ann"), Seat("bot", "easy", "Bob")]
    table = games.start_scene(app, "gofish", seats, 3, "easy")
    theme.text("Pond", theme.SMALL, theme.INK)  # the ui's text
    scene_draw._hint_rows((), (3,), 300, "has", "lacks")  # a table's own drawing (hint chips)
    look.empty_slot(4, (40, 56))  # a game's pictures outside its scene modules (book slots)
    sprites.image("underwater", (64, 64), 7)  # art no table lists (a turned card's, say)
    assert look._empty_slot.cache_info().currsize and scene_draw._hint_rows_at.cache_info().currsize
    phones_load.drawn_anew(app, table)
    assert theme._text.cache_info().currsize == 0
    assert scene_draw._hint_rows_at.cache_info().currsize == 0
    assert look._empty_slot.cache_info().currsize == 0
    assert sprites.key("underwater", (64, 64), 7) not in sprites.CACHE
    listed = art_ahead.table_art([("gofish", table.match.config)])
    assert listed and all(sprites.spec_key(spec) in sprites.CACHE for spec in listed)
