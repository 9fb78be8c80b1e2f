"""Whole games played from phones over the WebSocket protocol (no browser): Fischen, Fat Fish and Fugu
always; Go Fish and Lure where no browser plays them to the end (tests/phones/test_browser.py)."""

from __future__ import annotations

import random

import pytest

from tests.phones.browser import HAVE_BROWSER
from tests.phones.client import join, play
from tests.phones.table import assert_ordinary_record, phone_table_scene
from tests.ui.driver import running_app

IN_THE_BROWSER = pytest.mark.skipif(HAVE_BROWSER, reason="played to the end in chromium (test_browser.py)")
GAMES = [("fischen", 2, 1), ("fatfish", 2, 1), ("fugu", 2, 0),
         pytest.param("gofish", 2, 1, marks=IN_THE_BROWSER), pytest.param("lure", 2, 1, marks=IN_THE_BROWSER)]


@pytest.fixture
def quick_fingers(monkeypatch):
    """The phones' rate limit out of these games' way.  These phones answer their turn within a frame, and at
    the limit's 8 messages a second it set the pace: Fischen's 200-odd phone moves took 11 s, nearly all of
    it waiting for tokens (a player's finger never comes near it).  The limit itself is tested on its own
    (``test_security.py``, and on a page in ``test_browser.py``)."""
    from fishgames.phones import server

    monkeypatch.setattr(server, "ACT_RATE", (1000.0, 1000))


@pytest.mark.parametrize(("game", "phones", "bots"), GAMES)
def test_phones_play_a_whole_game(game, phones, bots, quick_fingers):
    with running_app("instant") as app:
        table, bridge = phone_table_scene(app, game, phones, bots)
        url = bridge.server.url
        clients = [join(app, url, bridge.seats[seat].code, f"Phone{seat}") for seat in sorted(bridge.seats)]
        try:
            sent = play(app, table, clients, random.Random(game))
            assert sent > 0
            for seat, client in zip(sorted(bridge.seats), clients, strict=True):
                assert client.latest["seat"] == seat and client.latest["over"]
                # how a phone knows its move was taken (the page keeps its choices off until then)
                assert client.latest["moves"] == [actor for actor, _ in table.match.record.actions].count(seat)
                assert table.match.seats[seat].name == f"Phone{seat}"  # the name the phone gave
            assert_ordinary_record(table)
        finally:
            for client in clients:
                client.close()
