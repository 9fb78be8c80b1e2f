"""The one gate per kind of outside data, value by value: bot stream states, names, history rows, JSON limits,
``.fishgame`` files that are no regular files.  (The fuzz harness, ``tests/test_stored_data_fuzz.py``, breaks
valid items at random and opens them through the real app; these pin the cases the issue reported.)"""

from __future__ import annotations

import json
import math
import os
import random
import sqlite3

import pytest

from fishgames import share
from fishgames.core import GameRecord, Match, Seat, registry
from fishgames.core.bounded_json import TooBig, loads
from fishgames.core.names import LOOKED_AT, clean_name
from fishgames.core.record import rng_state
from fishgames.storage import Storage
from tests.replay.helpers import finished_record

GOOD_STATE = Match(registry.get("gofish"), registry.get("gofish").config(2),
                   [Seat("bot", "easy", "a"), Seat("bot", "easy", "b")], 3).bot_rngs[0].getstate()


def _json_state(state=GOOD_STATE) -> list:
    return json.loads(json.dumps(state))


def _broken(where: int, value) -> list:
    version, words, spare = _json_state()
    words[where] = value
    return [version, words, spare]


@pytest.mark.parametrize("state", [
    _broken(0, -1), _broken(5, 2**32), _broken(623, 2**64 + 1), _broken(7, 1.0), _broken(7, True), _broken(7, "1"),
    _broken(624, 625), _broken(624, -1), _broken(624, 10**30),
    [3, _json_state()[1][:624], None], [3, _json_state()[1] + [0], None], [2, _json_state()[1], None],
    [3, _json_state()[1], "x"], [3, _json_state()[1], math.inf], [3, _json_state()[1]], "state", None,
], ids=lambda state: "state")
def test_a_bot_stream_state_is_checked_value_by_value(state):
    with pytest.raises(ValueError):
        rng_state(state)


def test_a_good_bot_stream_state_passes_and_a_spare_is_kept():
    assert rng_state(_json_state()) == GOOD_STATE
    assert rng_state([3, _json_state()[1], -0.5])[2] == -0.5


def assert_refused_by_every_loader(data: dict, tmp_path) -> None:
    """The record gate, a shared ``.fishgame``, an autosave (set aside with a message) and a history row's
    record (Watch and Share get a message) all refuse ``data``."""
    with pytest.raises(ValueError):
        GameRecord.from_json(data)
    path = tmp_path / "game.fishgame"
    path.write_text(json.dumps(data))
    with pytest.raises(share.ShareError):
        share.load(path)
    storage = Storage()
    storage.save_autosave("gofish", data)
    assert storage.load_autosave("gofish") is None
    assert not storage.autosave_path("gofish").exists() and storage.take_messages()
    seats = [Seat.from_json(seat) for seat in data["seats"]]
    row = storage.record_game("gofish", "c", seats, [1, 2, 3], [1], record=data)
    assert storage.game_record(row) is None and storage.take_messages() == [("replay.record_damaged", {})]


def test_a_record_with_one_negative_stream_word_is_refused_by_every_loader(fishgames_home, tmp_path):
    data = finished_record("gofish").to_json()
    data["seats"][1] = Seat("bot", "easy", "Bot 1").to_json()
    data["bot_rng_states"] = {"1": _broken(100, -3)}
    assert_refused_by_every_loader(data, tmp_path)


@pytest.mark.parametrize(("name", "count"), [("takebacks", int("1" * 400)), ("takebacks", 10**6 + 1),
                                           ("coached", 2**63), ("coached", -1)])
def test_a_record_count_beyond_a_history_row_is_refused_by_every_loader(fishgames_home, tmp_path, name, count):
    """Found by ``tools/fuzz_gates.py --examples 10000``: a 400-digit take-back count passed the autosave gate,
    and the continued game's history row failed to write at its end (SQLite INTEGER is 64 bits)."""
    data = finished_record("gofish").to_json()
    data[name] = count
    assert_refused_by_every_loader(data, tmp_path)


class _Unwalkable(str):
    """A name that fails if anything walks it whole (a slice of it is a plain ``str``)."""

    def __iter__(self):
        raise AssertionError("the whole name was walked before it was cut")


def test_names_of_megabytes_are_cut_before_they_are_cleaned():
    assert clean_name(_Unwalkable("\u200b" * 10 + "Anna" + "x" * 20_000_000)) == "Anna" + "x" * 20
    assert clean_name("\u200b" * LOOKED_AT + "Anna") == ""  # only the first LOOKED_AT characters are read


def test_json_from_outside_has_a_size_and_a_depth_limit():
    assert loads('{"a": [[1]], "b": "[[[[[[["}', max_bytes=100, max_depth=3) == {"a": [[1]], "b": "[[[[[[["}
    with pytest.raises(TooBig):
        loads("[" * 50 + "]" * 50, max_bytes=1000, max_depth=16)
    with pytest.raises(TooBig):
        loads("[" * 100_000 + "]" * 100_000, max_bytes=10**6)  # the decoder would raise RecursionError
    with pytest.raises(TooBig):
        loads(b"[1, 2, 3]", max_bytes=5)
    with pytest.raises(ValueError):
        loads(b"\xff", max_bytes=5)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_is_refused_at_once_not_waited_for(tmp_path):
    pipe = tmp_path / "game.fishgame"
    os.mkfifo(pipe)
    with pytest.raises(share.ShareError) as error:
        share.load(pipe)  # before: open() waited for a writer forever
    assert error.value.key == "replay.file_unreadable"
    with pytest.raises(share.ShareError):
        share.load(tmp_path)  # a folder


# -- history rows ---------------------------------------------------------------------------------------------

SEATS = [Seat("human", None, "Anna"), Seat("bot", "easy", "Bo")]


def _row_with(storage: Storage, column: str, value) -> None:
    """The history with one good row and a second one whose ``column`` holds ``value`` (raw SQL)."""
    storage.record_game("gofish", "gofish:2L-0001", SEATS, [3, 4], [1], {0: {"books": 3}}, identity="good")
    storage.record_game("gofish", "gofish:2L-0002", SEATS, [5, 4], [0], {0: {"books": 5}}, identity="bad")
    with sqlite3.connect(storage.history_path) as db:
        db.execute(f"UPDATE games SET {column} = ? WHERE identity = 'bad'", (value,))


@pytest.mark.parametrize(("column", "value"), [
    ("scores", "[NaN, 4]"), ("scores", "[Infinity, 4]"), ("scores", "[1e999, 4]"), ("scores", '["5", 4]'),
    ("scores", "[true, 4]"), ("scores", "[1e12, 4]"), ("scores", "[5]"), ("scores", 5), ("scores", b"[5, 4]"),
    ("game", "chess"), ("game", 3), ("game", b"gofish"), ("winners", "[0, 0]"), ("winners", "[2]"), ("winners", "[-1]"),
    ("seats", "[" * 5000 + "]" * 5000), ("seats", '[{"name": "A", "kind": "robot"}, {"name": "B"}]'),
    ("seats", json.dumps([{"name": "A" * 100_000, "kind": "human"}, {"name": "B", "kind": "human"}])),
    ("seats", '[{"name": "A", "kind": "human"}]'), ("seats", '[{"name": "A", "kind": "bot", "level": "god"}, '
                                                             '{"name": "B", "kind": "human"}]'),
    ("human_stats", '{"0": {"books": NaN}}'), ("human_stats", '{"7": {"books": 1}}'), ("human_stats", '{"x": {}}'),
    ("human_stats", '{"0": {"books": [[[1]]]}}'), ("human_stats", "[]"),
    ("finished_at", "2026-13-01T10:00:00"), ("finished_at", "yesterday"), ("finished_at", "2026-11-30\x00"),
    ("finished_at", 20261130), ("finished_at", "2026-11-30T10:00:00" + "+01:00" * 1000),
    ("duration_s", float("inf")), ("duration_s", -1.0), ("duration_s", "a minute"), ("duration_s", 1e30),
    ("code", "x" * 5000), ("code", "go\x00fish"), ("takebacks", -1), ("takebacks", 10**15), ("coached", 1.5),
])
def test_a_hostile_history_column_skips_its_row_with_one_message(fishgames_home, column, value):
    storage = Storage()
    _row_with(storage, column, value)
    rows = storage.games()
    assert [row.code for row in rows] == ["gofish:2L-0001"]
    assert storage.take_messages() == [("storage.history_rows_skipped", {"count": 1})]
    assert storage.summary()["games"]["gofish"]["played"] == 1


def test_a_history_record_is_replayed_before_it_is_watched(fishgames_home):
    storage = Storage()
    record = finished_record("gofish").to_json()
    row = storage.record_game("gofish", "c", SEATS + [Seat("bot", "easy", "C")], [1, 2, 3], [2], record=record)
    assert storage.game_record(row) is not None
    seat, text = record["actions"][5]
    for edited in ([seat, text + "x"], [seat, "ask 1 A"], [(seat + 1) % 3, text]):
        record["actions"][5] = edited
        with sqlite3.connect(storage.history_path) as db:
            db.execute("UPDATE games SET record = ? WHERE id = ?", (json.dumps(record), row))
        assert storage.game_record(row) is None
        assert storage.take_messages() == [("replay.record_damaged", {})]
    with sqlite3.connect(storage.history_path) as db:
        db.execute("UPDATE games SET record = ? WHERE id = ?", ("[" * 100_000 + "]" * 100_000, row))
    assert storage.game_record(row) is None


def test_a_damaged_history_keeps_every_readable_row_in_a_fresh_file(fishgames_home):
    """One damaged page: its game is lost, the other nine are salvaged into a fresh history, the damaged file
    is kept aside, and one message says so (before: all ten set aside, no statistics at all)."""
    storage = Storage()
    for i in range(10):
        storage.record_game("gofish", "c", SEATS, [i, 1], [0], record={"pad": f"game-{i}-" * 400}, identity=f"g{i}")
    data = bytearray(storage.history_path.read_bytes())
    page = 4096
    hit = data.index(b"game-5-") // page
    data[hit * page:(hit + 1) * page] = random.Random(0).randbytes(page)
    storage.history_path.write_bytes(bytes(data))
    again = Storage()
    scores = sorted(row.scores[0] for row in again.games())
    assert scores == [0, 1, 2, 3, 4, 6, 7, 8, 9]
    ((key, params),) = again.take_messages()
    assert key == "storage.history_salvaged" and params["count"] == 9
    assert (again.data_dir / params["moved_to"]).exists()
    assert not Storage().take_messages() and len(Storage().games()) == 9  # the fresh file is healthy


# a home that is a file, read-only or without a cache folder: tests/test_hostile_home.py (the real app)


def test_an_unwritable_art_cache_is_said_once(tmp_path, monkeypatch, caplog):
    from fishgames.ui import art_cache

    (tmp_path / "home").write_text("")
    monkeypatch.setenv("FISHGAMES_HOME", str(tmp_path / "home"))
    for kind in ("tile", "backdrop", "tile"):
        art_cache.store(kind, (2, 2), (), bytes(16))
    said = [record for record in caplog.records if record.getMessage().startswith("fishgames: ")]
    assert len(said) == 1 and said[0].exc_info is None
