"""Phones that spend a table's limits or end it, each on a table of its own: thousands of joins, and the join
codes dying with the game (the other misbehaving phones share one table: test_security.py)."""

from __future__ import annotations

import urllib.error
import urllib.request

import pytest

from fishgames.phones.server import FAILED_JOINS
from tests.phones.client import Phone, wait_for
from tests.phones.test_security import gofish_with_two_phones, snapshot


@pytest.fixture
def own_table():
    """A table of its own, for a test that spends its join limits or ends it."""
    with gofish_with_two_phones() as table:
        app, scene, bridge, phones = table
        wait_for(app, phones, lambda: any(p.latest["your_turn"] for p in phones), "a phone's turn")
        yield table


def test_thousands_of_joins_are_refused(own_table):
    app, scene, bridge, phones = own_table
    before = snapshot(scene)
    sent, floods = 0, []
    try:
        while sent < 1500:  # the server closes a socket after its strikes; the flood comes back on new ones
            flood = Phone(bridge.server.url)
            floods.append(flood)
            code = bridge.seats[0].code if len(floods) % 2 else "ZZZZ"  # the real code, used up, too
            while sent < 1500 and flood.send({"type": "join", "code": code, "name": "Thief"}):
                sent += 1
            if sent < 1500:  # its send failed: the server closed it
                wait_for(app, [flood], flood.closed.is_set, "a flooding socket to be closed")
        wait_for(app, floods, lambda: any(m.get("key") == "phones.error.too_many_joins" for m in floods[-1].seen)
                 or floods[-1].closed.is_set(), "the last refusals")
        keys = [m.get("key") for flood in floods for m in flood.seen]
        assert keys.count("phones.error.bad_code") <= FAILED_JOINS  # then the address is refused outright
        assert "phones.error.too_many_joins" in keys and "phones.error.too_fast" in keys
        assert sum(flood.closed.is_set() for flood in floods) >= len(floods) - 1 >= 5  # cut off, one by one
        assert not [m for flood in floods for m in flood.seen if m["type"] in ("joined", "state")]
    finally:
        for flood in floods:
            flood.close()
    assert snapshot(scene) == before
    assert scene.match.seats[0].name == "P0" and len(bridge.server._phones[0]) == 1


def test_join_codes_expire_with_the_game(own_table):
    app, scene, bridge, phones = own_table
    url = bridge.server.url
    scene.stop_phones()
    wait_for(app, phones, lambda: all(p.closed.is_set() for p in phones), "the phones to be told")
    assert all(p.seen[-1]["type"] == "ended" for p in phones)
    with pytest.raises(OSError):
        urllib.request.urlopen(url + "/", timeout=5)
