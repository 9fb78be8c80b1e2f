"""The history keeps each finished game's whole record (schema 3), older rows stay, and every stored
record is checked on the way back in."""

from __future__ import annotations

import json
import sqlite3

from fishgames import history as history_module
from fishgames.core import GameRecord
from fishgames.history import SCHEMA_VERSION
from fishgames.storage import Storage
from fishgames.ui import games
from fishgames.ui.scene import Push
from tests.replay.helpers import finished_record
from tests.ui.driver import frames

SEATS = [{"name": "Anna", "kind": "human", "level": None}, {"name": "Kai", "kind": "bot", "level": "easy"}]


def _old_history(storage: Storage, version: int) -> None:
    storage.data_dir.mkdir(parents=True)
    with sqlite3.connect(storage.history_path) as db:
        script = "".join(history_module._MIGRATIONS[v] for v in range(1, version + 1))
        db.executescript(script + f"PRAGMA user_version = {version};")
        db.execute("INSERT INTO games (game, code, finished_at, duration_s, seats, scores, winners, human_stats)"
                   " VALUES ('gofish', 'gofish:2L-0001', '2026-01-01T10:00:00+01:00', 60.0, ?, '[5, 3]', '[0]',"
                   " '{}')", (json.dumps(SEATS),))


def test_a_version_2_history_is_migrated_and_its_games_stay_without_records(fishgames_home):
    storage = Storage()
    _old_history(storage, 2)
    record = finished_record("gofish", players=2)
    storage.record_game("gofish", str(record.code), record.seats, [1, 4], [1], identity=record.identity,
                        record=record.to_json())
    old, new = reversed(storage.games())
    assert (old.code, old.has_record, old.takebacks) == ("gofish:2L-0001", False, 0)
    assert new.has_record and storage.game_record(old.id) is None
    assert storage.game_record(new.id).to_json() == record.to_json()
    with sqlite3.connect(storage.history_path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 4


def test_a_version_3_history_gains_how_often_the_coach_answered(fishgames_home):
    storage = Storage()
    _old_history(storage, 3)
    record = finished_record("gofish", players=2)
    record.coached = 2
    storage.record_game("gofish", str(record.code), record.seats, [1, 4], [1], identity=record.identity,
                        record=record.to_json())
    old, new = reversed(storage.games())
    assert (old.coached, new.coached) == (0, 2)
    assert storage.game_record(new.id).coached == 2


def test_a_damaged_stored_record_is_refused_with_a_message(fishgames_home):
    storage = Storage()
    record = finished_record("gofish", players=2).to_json()
    record["seed"] = -1
    row = storage.record_game("gofish", "gofish:2L-0001", SEATS, [1, 4], [1], record=record)
    assert storage.game_record(row) is None
    assert ("replay.record_damaged", {}) in storage.take_messages()


def test_a_record_for_another_game_is_refused(fishgames_home):
    storage = Storage()
    row = storage.record_game("fatfish", "x", SEATS, [1, 4], [1], record=finished_record("gofish", players=2).to_json())
    assert storage.game_record(row) is None


def test_games_with_takebacks_are_marked_and_can_be_left_out(fishgames_home):
    storage = Storage()
    record = finished_record("gofish", players=2)
    record.takebacks = 2
    storage.record_game("gofish", "a", SEATS, [5, 3], [0], record=record.to_json())
    storage.record_game("gofish", "b", SEATS, [1, 3], [1])
    assert [row.takebacks for row in storage.games()] == [0, 2]
    assert storage.summary()["games"]["gofish"]["played"] == 2
    assert storage.summary(with_takebacks=False)["games"]["gofish"]["played"] == 1
    assert GameRecord.from_json(record.to_json()).takebacks == 2


def test_a_finished_table_hands_its_whole_record_to_the_history(app):
    record = finished_record("gofish")
    scene = games.scene_class("gofish").resume_record(app, record)
    app.stack.apply(Push(scene))
    frames(app, 5)
    assert scene.finished
    (row,) = app.storage.games()
    stored, played = app.storage.game_record(row.id).to_json(), record.to_json()
    assert stored.pop("bot_rng_states") == {str(seat): rng.getstate() for seat, rng in scene.match.bot_rngs.items()}
    played.pop("bot_rng_states")  # the streams where they stand at the end, not where the record began
    assert stored == played
