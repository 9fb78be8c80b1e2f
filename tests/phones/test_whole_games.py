"""Whole games of all five games played from phones over the WebSocket protocol (no browser)."""

from __future__ import annotations

import random

import pytest

from fishgames.core import Match
from fishgames.core.record import GameRecord
from tests.phones.client import join, play
from tests.phones.table import phone_table_scene
from tests.ui.driver import running_app

GAMES = [("gofish", 2, 1), ("fischen", 2, 1), ("fatfish", 2, 1), ("lure", 2, 1), ("fugu", 2, 0)]


@pytest.mark.parametrize(("game", "phones", "bots"), GAMES)
def test_phones_play_a_whole_game(game, phones, bots):
    with running_app("instant") as app:
        table, bridge = phone_table_scene(app, game, phones, bots)
        url = bridge.server.url
        clients = [join(app, url, bridge.seats[seat].code, f"Phone{seat}") for seat in sorted(bridge.seats)]
        try:
            sent = play(app, table, clients, random.Random(game))
            assert sent > 0
            for seat, client in zip(sorted(bridge.seats), clients, strict=True):
                assert client.latest["seat"] == seat and client.latest["over"]
                assert table.match.seats[seat].name == f"Phone{seat}"  # the name the phone gave
            # the record is an ordinary game's: it replays to the same end, its seats are plain humans
            record = GameRecord.from_json(table.match.record.to_json())
            replayed = Match.from_record(record)
            assert replayed.state.is_over() and replayed.state.scores() == table.match.state.scores()
            assert [seat.kind for seat in record.seats] == [s.kind for s in table.match.seats]
        finally:
            for client in clients:
                client.close()
