"""Storage: paths, atomic writes, quarantine of damaged files, settings, history, autosaves.

``tests/conftest.py`` points ``FISHGAMES_HOME`` at a fresh temp folder for every test.
"""

from __future__ import annotations

import inspect
import json
import os
import random
import re
import signal
import sqlite3
import subprocess
import sys
import time
from contextlib import closing
from dataclasses import replace
from pathlib import Path

import platformdirs
import pytest

from fishgames import history as history_module
from fishgames import pin
from fishgames import storage as storage_module
from fishgames.core.record import GameRecord, Seat
from fishgames.core.spec import GameConfig
from fishgames.files import atomic_write_text, quarantine
from fishgames.history import SCHEMA_VERSION
from fishgames.paths import asset
from fishgames.settings import MAX_PRESET_NAMES, Settings
from fishgames.storage import Storage
from tests.forker import Forker

REPO = Path(__file__).resolve().parents[1]
CORRUPT_NAME = re.compile(r"^(?P<name>.+)\.corrupt-\d{8}-\d{6}(-\d+)?$")


# -- helpers ---------------------------------------------------------------------------------


def _version(i: int) -> dict:
    """The i-th autosave of the crash test: sizes vary so a torn write could not pass as another."""
    return {
        "format": 1, "game": "gofish", "config": {"players": 3, "options": {}},
        "seats": [{"kind": "human", "level": None, "name": "Anna"},
                  {"kind": "bot", "level": "pro", "name": "Kai"},
                  {"kind": "bot", "level": "easy", "name": "Lu"}],
        "seed": i % 1000, "level": "normal",
        "actions": [[k % 3, f"ask {k % 3} {'A23456789TJQK'[k % 13]}"] for k in range((i * 37) % 400)],
        "bot_rng_states": {}, "started": 1700000000.0 + i,  # names the version
    }


def _record(game: str = "gofish", actions: int = 3) -> GameRecord:
    seats = [Seat("human", None, "Anna"), Seat("bot", "pro", "Kai")]
    record = GameRecord(game, GameConfig(2, {}), seats, seed=4711, level="pro", started=1.5)
    record.actions = [(-1, "deal 1,2,3")] + [(i % 2, f"ask {i} Q") for i in range(actions)]
    record.bot_rng_states = {1: random.Random(7).getstate()}
    return record


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def _populate(storage: Storage) -> None:
    """One file of each kind, so each corruption test can check the others stay untouched."""
    storage.save_settings(Settings(language="en", player_names=("Anna", "Ben")))
    storage.save_autosave("gofish", _record().to_json())
    storage.save_autosave("lure", _record("lure").to_json())
    storage.record_game("fugu", "fugu:1S-0001", [Seat("human", None, "Anna")], [42], [0])


def _corrupt_neighbours(folder: Path, name: str) -> list[Path]:
    return [p for p in folder.iterdir() if (m := CORRUPT_NAME.match(p.name)) and m["name"] == name]


TRUNCATE, GARBAGE = "truncated", "garbage"


def _damage(path: Path, how: str) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2] if how == TRUNCATE else bytes(range(256)) * 8)


# -- paths -----------------------------------------------------------------------------------


def test_storage_needs_neither_pygame_nor_platformdirs_when_home_is_set(fishgames_home):
    code = ("import sys; from fishgames.storage import Storage; Storage();"
            "assert not {'pygame', 'platformdirs'} & set(sys.modules), sorted(sys.modules)")
    env = {**os.environ, "FISHGAMES_HOME": str(fishgames_home)}
    subprocess.run([sys.executable, "-c", code], cwd=REPO, env=env, check=True)


def test_fishgames_home_places_every_file(fishgames_home):
    storage = Storage()
    assert storage.settings_path == fishgames_home / "config" / "settings.json"
    assert storage.history_path == fishgames_home / "data" / "history.sqlite3"
    assert storage.autosave_path("gofish") == fishgames_home / "data" / "autosave" / "gofish.json"


def test_explicit_home_beats_the_environment(tmp_path):
    assert Storage(tmp_path / "other").settings_path == tmp_path / "other" / "config" / "settings.json"


def test_platformdirs_without_fishgames_home(monkeypatch):
    monkeypatch.delenv("FISHGAMES_HOME")
    storage = Storage()  # only resolves paths; touches nothing
    assert storage.config_dir == Path(platformdirs.user_config_dir("fishgames", appauthor=False))
    assert storage.history_path.parent == Path(platformdirs.user_data_dir("fishgames", appauthor=False))


def test_constructing_and_loading_nothing_writes_nothing(fishgames_home):
    storage = Storage()
    assert storage.load_settings() == (Settings(), [])
    assert storage.load_autosave("gofish") is None
    assert storage.autosaves() == []
    assert not fishgames_home.exists()


# -- atomic writes and quarantine -----------------------------------------------------------------


def test_atomic_write_creates_folders_replaces_and_leaves_no_temp_files(tmp_path):
    target = tmp_path / "a" / "b" / "file.json"
    atomic_write_text(target, "first")
    atomic_write_text(target, "zweite Fassung ä")
    assert target.read_text("utf-8") == "zweite Fassung ä"
    assert sorted(p.name for p in target.parent.iterdir()) == ["file.json"]


def test_failed_atomic_write_keeps_the_old_file_and_cleans_up(tmp_path, monkeypatch):
    target = tmp_path / "file.json"
    atomic_write_text(target, "old")

    def refuse(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage_module.os, "replace", refuse)
    with pytest.raises(OSError):
        atomic_write_text(target, "new")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["file.json"]


def test_quarantine_names_are_timestamped_and_unique(tmp_path):
    moved = []
    for content in ("one", "two"):
        (tmp_path / "settings.json").write_text(content)
        moved.append(quarantine(tmp_path / "settings.json"))
    assert [p.read_text() for p in moved] == ["one", "two"]
    assert all(CORRUPT_NAME.match(p.name)["name"] == "settings.json" for p in moved)
    assert not (tmp_path / "settings.json").exists()


# -- settings ----------------------------------------------------------------------------------


def test_settings_defaults():
    settings = Settings()
    assert (settings.language, settings.animation_speed, settings.sound, settings.fullscreen) == (
        "de", "normal", True, False)
    assert (settings.colorblind_symbols, settings.player_names, settings.last_setup) == (True, (), {})
    assert pin.matches("1234", settings.kiosk_pin) and "1234" not in settings.kiosk_pin


def test_settings_round_trip(fishgames_home):
    storage = Storage()
    changed = Settings(
        language="en", animation_speed="instant", sound=False, fullscreen=True, colorblind_symbols=False,
        kiosk_pin="0815", player_names=["Jörg", "Änne"],
        last_setup={"gofish": {"players": 2, "options": {}, "seats": [
            {"kind": "human", "level": None, "name": "Jörg"}, {"kind": "bot", "level": "pro", "name": "Kai"}]}},
    )
    assert storage.save_settings(changed)
    assert Storage().load_settings() == (changed, [])
    assert changed.player_names == ("Jörg", "Änne")  # lists become tuples: nothing mutable by accident


def test_an_old_plain_pin_is_hashed_on_load_and_off_the_disk(fishgames_home):
    """A settings file from before keeps the kiosk PIN's digits in plain text: read, it is a salted hash, and
    the file is written again at once with only that hash; the PIN itself still opens the kiosk."""
    storage = Storage()
    storage.settings_path.parent.mkdir(parents=True, exist_ok=True)
    storage.settings_path.write_text(json.dumps({"language": "en", "kiosk_pin": "0815"}))
    settings, messages = storage.load_settings()
    assert messages == [] and settings.language == "en"
    stored = json.loads(storage.settings_path.read_text())["kiosk_pin"]
    scheme, rounds, salt, _ = stored.split("$")
    assert stored == settings.kiosk_pin and (scheme, rounds) == (pin.SCHEME, str(pin.ITERATIONS))
    # the salted hash and nothing else ("0815" not in stored failed once: a random salt's hex held those digits)
    assert stored == pin.hashed("0815", bytes.fromhex(salt)) and "0815" not in stored.split("$")
    assert pin.matches("0815", stored) and not pin.matches("0816", stored)
    again = Settings(kiosk_pin="0815").kiosk_pin  # a new salt every time: equal PINs do not look equal
    assert again != stored and pin.matches("0815", again)
    assert Storage().load_settings()[0].kiosk_pin == stored  # read again: kept as it is


def test_stored_names_are_cleaned_for_drawing():
    """Fonts refuse NUL and UTF-8 refuses lone surrogates: names lose them, and are cut to a plate's length."""
    settings = Settings(player_names=["An\x00na", "B\ud800en", "x" * 40],
                        last_setup={"gofish": {"players": 1, "seats": [{"kind": "human", "name": "Ma\x00ma\ud83d"}]}})
    assert settings.player_names == ("Anna", "Ben", "x" * 24)
    assert settings.last_setup["gofish"]["seats"][0]["name"] == "Mama"


@pytest.mark.parametrize("field, value", [
    ("language", "fr"), ("animation_speed", "turbo"), ("sound", 1), ("kiosk_pin", "12a4"), ("kiosk_pin", 1234),
    ("kiosk_pin", "12345"), ("kiosk_pin", "123"), ("player_names", "Anna"), ("player_names", ["Anna", ""]), ("player_names", ["\x00\t"]),
    ("last_setup", {"gofish": 4}),
])
def test_settings_reject_bad_values(field, value):
    with pytest.raises(ValueError):
        Settings(**{field: value})
    with pytest.raises(ValueError):
        replace(Settings(), **{field: value})


def test_settings_keep_exactly_max_preset_names_and_refuse_one_more():
    full = [f"Name {i}" for i in range(MAX_PRESET_NAMES)]
    assert Settings(player_names=full).player_names == tuple(full)
    with pytest.raises(ValueError):
        Settings(player_names=[*full, "One more"])


@pytest.mark.parametrize("how", [TRUNCATE, GARBAGE])
def test_damaged_settings_are_quarantined_and_defaults_used(fishgames_home, how):
    _populate(Storage())
    path = Storage().settings_path
    _damage(path, how)
    damaged = path.read_bytes()
    others = {k: v for k, v in _files(fishgames_home).items() if not k.endswith("settings.json")}
    storage = Storage()
    settings, messages = storage.load_settings()
    assert settings == Settings()
    [moved] = _corrupt_neighbours(path.parent, "settings.json")
    assert moved.read_bytes() == damaged
    assert messages == storage.messages == [("storage.corrupt_file", {
        "file": "settings.json", "moved_to": moved.name, "folder": str(path.parent)})]
    assert not path.exists()
    assert {k: v for k, v in _files(fishgames_home).items() if "settings.json" not in k} == others


@pytest.mark.parametrize("content", ["[]", '"de"', "null", "42", ""])
def test_settings_of_the_wrong_type_are_quarantined(fishgames_home, content):
    storage = Storage()
    storage.settings_path.parent.mkdir(parents=True)
    storage.settings_path.write_text(content)
    settings, [(key, params)] = storage.load_settings()
    assert settings == Settings() and key == "storage.corrupt_file"
    assert (storage.config_dir / params["moved_to"]).read_text() == content


def test_bad_single_values_fall_back_alone_and_are_repaired_on_disk(fishgames_home):
    storage = Storage()
    storage.settings_path.parent.mkdir(parents=True)
    original = json.dumps({"language": "en", "sound": "yes", "kiosk_pin": "99", "player_names": ["Anna"],
                           "from_a_newer_version": 1})
    storage.settings_path.write_text(original)
    settings, [(key, params)] = storage.load_settings()
    assert settings == Settings(language="en", player_names=("Anna",))
    assert key == "storage.settings_repaired"
    assert (params["count"], params["fields"]) == (2, "sound, kiosk_pin")
    assert (storage.config_dir / params["moved_to"]).read_text() == original
    assert Storage().load_settings() == (settings, [])  # the repaired file is on disk already


def test_unknown_keys_are_not_damage(fishgames_home):
    storage = Storage()
    storage.settings_path.parent.mkdir(parents=True)
    storage.settings_path.write_text('{"format": 7, "language": "en", "volume": 0.3}')
    assert storage.load_settings() == (Settings(language="en"), [])
    assert _corrupt_neighbours(storage.config_dir, "settings.json") == []


def test_unwritable_settings_give_one_message_not_a_crash(fishgames_home):
    storage = Storage()
    storage.settings_path.mkdir(parents=True)  # a folder where the file should be: os.replace fails
    assert storage.save_settings(Settings()) is False
    assert storage.save_settings(Settings(sound=False)) is False
    [(key, params)] = storage.take_messages()
    assert key == "storage.io_error" and params["file"] == "settings.json" and params["error"]
    assert storage.messages == []
    assert [p.name for p in storage.config_dir.iterdir()] == ["settings.json"]


def test_a_damaged_file_that_cannot_be_moved_is_reported(fishgames_home, monkeypatch):
    storage = Storage()
    storage.settings_path.parent.mkdir(parents=True)
    storage.settings_path.write_text("{")

    def refuse(path):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage_module, "quarantine", refuse)
    settings, [(key, params)] = storage.load_settings()
    assert settings == Settings()
    assert key == "storage.corrupt_file_unmoved" and params["error"] == "Permission denied"


# -- autosaves ---------------------------------------------------------------------------------


def test_autosave_round_trip_list_and_clear(fishgames_home):
    storage = Storage()
    record = _record()
    storage.autosave_record(record)  # the Match(autosave=...) hook
    storage.save_autosave("lure", _record("lure").to_json())
    assert storage.autosaves() == ["gofish", "lure"]
    loaded = Storage().load_autosave("gofish")
    assert loaded == json.loads(json.dumps(record.to_json()))
    assert GameRecord.from_json(loaded, game="gofish").actions == record.actions
    storage.clear_autosave("gofish")
    storage.clear_autosave("gofish")  # clearing twice is fine
    assert storage.autosaves() == ["lure"] and storage.load_autosave("gofish") is None
    assert storage.messages == []


def test_autosave_names_are_game_names():
    storage = Storage()
    for bad in ("../settings", "Go Fish", "", "a/b"):
        with pytest.raises(ValueError):
            storage.autosave_path(bad)
    with pytest.raises(ValueError, match="must be that game's record"):
        storage.save_autosave("gofish", _record("lure").to_json())


def _other_game(data: dict) -> dict:
    return {**data, "game": "lure"}


@pytest.mark.parametrize("damage", [
    TRUNCATE, GARBAGE,
    lambda data: _other_game(data),
    lambda data: {**data, "format": 99},
    lambda data: {**data, "seats": ["Anna", "Kai"]},  # from_json lets an AttributeError through here
    lambda data: {**data, "actions": [[0]]},
    lambda data: {**data, "bot_rng_states": []},
    lambda data: [data],
], ids=[TRUNCATE, GARBAGE, "other-game", "format", "seats", "actions", "rng-states", "list"])
def test_damaged_autosaves_are_quarantined(fishgames_home, damage):
    _populate(Storage())
    path = Storage().autosave_path("gofish")
    if callable(damage):
        path.write_text(json.dumps(damage(json.loads(path.read_text()))))
    else:
        _damage(path, damage)
    damaged = path.read_bytes()
    others = {k: v for k, v in _files(fishgames_home).items() if not k.endswith("gofish.json")}
    storage = Storage()
    assert storage.load_autosave("gofish") is None
    [moved] = _corrupt_neighbours(path.parent, "gofish.json")
    assert moved.read_bytes() == damaged
    assert storage.messages == [("storage.corrupt_file", {
        "file": "gofish.json", "moved_to": moved.name, "folder": str(path.parent)})]
    assert storage.autosaves() == ["lure"]
    assert {k: v for k, v in _files(fishgames_home).items() if "gofish.json" not in k} == others
    assert storage.load_settings()[0].language == "en"


def test_rejected_autosave_is_set_aside(fishgames_home):
    storage = Storage()
    storage.autosave_record(_record())
    storage.reject_autosave("gofish")  # e.g. replay failed after a rules update
    assert storage.autosaves() == [] and storage.messages[0][0] == "storage.corrupt_file"
    assert len(_corrupt_neighbours(storage.autosave_dir, "gofish.json")) == 1


def test_temp_and_quarantined_files_are_not_saves_and_old_temps_are_swept(fishgames_home):
    storage = Storage()
    storage.autosave_record(_record())
    fresh = storage.autosave_dir / ".lure.json.abc123.tmp"
    old = storage.autosave_dir / ".fugu.json.xyz789.tmp"
    for temp in (fresh, old):
        temp.write_text(json.dumps(_record(temp.name[1:5]).to_json()))
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    (storage.autosave_dir / "fatfish.json.corrupt-20240101-120000").write_text("{}")
    assert storage.autosaves() == ["gofish"]
    assert storage.sweep_temp_files() == 1
    assert fresh.exists() and not old.exists()


# -- history -----------------------------------------------------------------------------------

SEATS = [Seat("human", None, "Anna"), Seat("bot", "pro", "Kai"), {"name": "Ben", "kind": "human", "level": None}]


def test_history_round_trip_newest_first_and_by_game(fishgames_home):
    storage = Storage()
    first = storage.record_game(  # keywords as the table scene calls it
        game="gofish", code="gofish:3S-1K3F", seats=SEATS, scores=[5, 4, 2], winners=[0],
        human_stats={0: {"books": 5}, 2: {}}, duration_s=312.5, finished_at="2024-05-01T18:00:00+02:00",
    )
    second = storage.record_game("lure", "lure:3P-0000", SEATS, [10, 12, 12], (2, 1))
    assert (first, second) == (1, 2)
    lure, gofish = Storage().games()
    assert (gofish.id, gofish.game, gofish.code, gofish.finished_at, gofish.duration_s) == (
        1, "gofish", "gofish:3S-1K3F", "2024-05-01T18:00:00+02:00", 312.5)
    assert gofish.seats == [{"name": "Anna", "kind": "human", "level": None},
                            {"name": "Kai", "kind": "bot", "level": "pro"},
                            {"name": "Ben", "kind": "human", "level": None}]
    assert (gofish.scores, gofish.winners, gofish.human_stats) == ([5, 4, 2], [0], {0: {"books": 5}, 2: {}})
    assert (lure.winners, lure.human_stats, lure.human_seats()) == ([1, 2], {}, [0, 2])
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d", lure.finished_at)
    assert [g.id for g in storage.games("gofish")] == [1]
    assert storage.games("fischen") == []


def test_history_rejects_inconsistent_games():
    storage = Storage()
    with pytest.raises(ValueError):
        storage.record_game("gofish", "x", SEATS, [1, 2], [0])
    with pytest.raises(ValueError):
        storage.record_game("gofish", "x", SEATS, [1, 2, 3], [3])


def test_history_schema_is_versioned(fishgames_home):
    storage = Storage()
    storage.record_game("fugu", "fugu:1S-0001", SEATS[:1], [3], [0])
    with sqlite3.connect(storage.history_path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION >= 1


def test_history_summary_figures():
    storage = Storage()
    anna, kai, ben = SEATS
    storage.record_game("gofish", "c", [anna, kai, ben], [5, 6, 2], [1],
                        {0: {"books": 5, "asks": 10, "first_book": True, "note": "x"}, 2: {"books": 2}})
    storage.record_game("gofish", "c", [anna, kai], [7, 6], [0], {0: {"books": 7, "asks": 4, "first_book": False}})
    storage.record_game("gofish", "c", [ben, anna], [4, 4], [0, 1], {0: {"books": 4}, 1: {"books": 4.5}})
    storage.record_game("fugu", "c", [ben], [30], [0], {0: {"anchors": 2}})
    storage.record_game("lure", "c", [kai, Seat("bot", "easy", "Lu")], [3, 9], [1])
    summary = storage.summary()
    gofish = summary["games"]["gofish"]
    assert {k: gofish[k] for k in ("played", "won_by_humans", "best_score", "best_score_by")} == {
        "played": 3, "won_by_humans": 2, "best_score": 7, "best_score_by": "Anna"}
    assert gofish["players"] == {
        "Anna": {"played": 3, "won": 2, "win_rate": 2 / 3,
                 "stats": {"books": 16.5, "asks": 14, "first_book": 1}},
        "Ben": {"played": 2, "won": 1, "win_rate": 0.5, "stats": {"books": 6}},
    }
    assert summary["games"]["lure"] == {"played": 1, "won_by_humans": 0, "best_score": None,
                                        "best_score_by": None, "players": {}}
    assert summary["players"]["Ben"] == {"played": 3, "won": 2, "win_rate": 2 / 3,
                                         "stats": {"books": 6, "anchors": 2}}
    assert set(summary["players"]) == {"Anna", "Ben"}  # bots have no career
    assert Storage().summary() == summary


def test_empty_history_summary():
    assert Storage().summary() == {"games": {}, "players": {}}


def _fill_history(storage: Storage, games: int = 60) -> None:
    for i in range(games):
        storage.record_game("gofish", f"gofish:2S-{i:04d}", SEATS[:2], [i, 1], [0], {0: {"books": i}})


@pytest.mark.parametrize("how", [TRUNCATE, GARBAGE, "text", "empty-but-foreign", "future-schema", "zeroed-page"])
def test_damaged_history_is_quarantined_and_a_fresh_one_started(fishgames_home, how):
    storage = Storage()
    _populate(storage)
    _fill_history(storage)
    path = storage.history_path
    if how in (TRUNCATE, GARBAGE):
        _damage(path, how)
    elif how == "text":
        path.write_text("this is not a database\n" * 50)
    elif how == "zeroed-page":
        data = path.read_bytes()
        path.write_bytes(data[:4096] + bytes(4096) + data[8192:])
    elif how == "future-schema":  # a whole, healthy history that a newer app wrote: set aside, not misread
        with closing(sqlite3.connect(path)) as db:
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
            db.commit()
    else:
        path.unlink()
        with sqlite3.connect(path) as db:
            db.execute("CREATE TABLE other (x)")
        db.close()
    damaged = path.read_bytes()
    others = {k: v for k, v in _files(fishgames_home).items() if "history" not in k}

    fresh = Storage()
    assert fresh.games() == []
    assert fresh.record_game("fugu", "fugu:1S-0002", SEATS[:1], [9], [0]) == 1
    [moved] = _corrupt_neighbours(path.parent, "history.sqlite3")
    assert moved.read_bytes() == damaged
    assert fresh.messages == [("storage.corrupt_file", {
        "file": "history.sqlite3", "moved_to": moved.name, "folder": str(path.parent)})]
    assert {k: v for k, v in _files(fishgames_home).items() if "history" not in k} == others
    assert [g.scores for g in Storage().games()] == [[9]]


def test_a_locked_history_is_reported_not_quarantined(fishgames_home, monkeypatch):
    storage = Storage()
    _fill_history(storage, 3)
    monkeypatch.setattr(history_module, "DB_TIMEOUT_S", 0.05)
    other = sqlite3.connect(storage.history_path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        busy = Storage()
        assert busy.games() == [] and busy.record_game("fugu", "c", SEATS[:1], [1], [0]) is None
        [(key, params)] = busy.take_messages()
        assert key == "storage.io_error" and "locked" in params["error"]
    finally:
        other.rollback()
        other.close()
    assert _corrupt_neighbours(storage.data_dir, "history.sqlite3") == []
    assert len(busy.games()) == 3 and busy.messages == []


def test_unreadable_history_rows_are_skipped_with_a_message():
    storage = Storage()
    _fill_history(storage, 3)
    with sqlite3.connect(storage.history_path) as db:
        db.execute("UPDATE games SET scores = '[1' WHERE id = 2")
        db.execute("UPDATE games SET winners = '[7]' WHERE id = 3")
    db.close()
    assert [g.id for g in storage.games()] == [1]
    assert storage.messages == [("storage.history_rows_skipped", {"count": 2})]


# -- translations --------------------------------------------------------------------------------


def test_every_message_key_is_translated_in_both_languages():
    source = inspect.getsource(storage_module) + inspect.getsource(history_module)
    used = set(re.findall(r'"storage\.([a-z_]+)"', source))
    tables = {lang: json.loads(asset("i18n", f"storage.{lang}.json").read_text("utf-8"))[lang]
              for lang in ("de", "en")}
    # every key the module uses is translated, and nothing else is (``_one``: a key's singular form)
    assert used and used == {k.removesuffix("_one") for k in tables["de"]} == {k.removesuffix("_one") for k in tables["en"]}
    for key in used:  # the same placeholders in both languages
        assert set(re.findall(r"{(\w+)}", tables["de"][key])) == set(re.findall(r"{(\w+)}", tables["en"][key]))


# -- crash safety -------------------------------------------------------------------------------

_WRITER_SETUP = inspect.getsource(_version) + """
from fishgames.storage import Storage
"""
_WRITER = """
storage, i = Storage(), int(ARGS[0])
print("ready", flush=True)
while True:
    storage.save_autosave("gofish", _version(i))
    print(i, flush=True)
    i += 1
"""


def test_autosave_survives_sigkill_at_random_moments(fishgames_home):
    """200 writers killed at random moments: the file always holds the last finished write or the one
    in flight, complete; leftover temp files never count as saves.  Each writer is forked from one helper
    that imported the storage once (``tests/forker.py``)."""
    rng = random.Random(20240501)
    env = {**os.environ, "FISHGAMES_HOME": str(fishgames_home)}
    current: int | None = None  # the version on disk
    with Forker(_WRITER_SETUP, _WRITER, env) as writers:
        for round_ in range(200):
            start = round_ * 100_000
            writer = writers.start(start)
            time.sleep(rng.uniform(0.0, 0.02))
            os.kill(writer, signal.SIGKILL)
            done = [int(line) for line in writers.reap(writer).split()]
            allowed = {done[-1], done[-1] + 1} if done else {current, start}
            storage = Storage()
            loaded = storage.load_autosave("gofish")
            version = None if loaded is None else round(loaded["started"] - 1700000000.0)
            assert version in allowed, (round_, version, allowed)
            assert loaded == (None if version is None else _version(version))
            assert storage.messages == []
            assert storage.autosaves() == ([] if version is None else ["gofish"])
            current = version
    assert current is not None


def test_a_version_1_history_is_migrated_and_keeps_its_games(fishgames_home):
    """Schema 2 adds the game identity (a finished game is recorded once); older rows stay, unnamed."""
    storage = Storage()
    storage.data_dir.mkdir(parents=True)
    with sqlite3.connect(storage.history_path) as db:
        db.executescript(history_module._MIGRATIONS[1] + "PRAGMA user_version = 1;")
        db.execute("INSERT INTO games (game, code, finished_at, duration_s, seats, scores, winners, human_stats)"
                   " VALUES ('gofish', 'gofish:2L-0001', '2026-01-01T10:00:00+01:00', 60.0,"
                   " '[{\"name\": \"Anna\", \"kind\": \"human\", \"level\": null},"
                   " {\"name\": \"Kai\", \"kind\": \"bot\", \"level\": \"easy\"}]', '[5, 3]', '[0]', '{}')")
    seats = [Seat("human", None, "Anna"), Seat("bot", "easy", "Kai")]
    storage.record_game("gofish", "gofish:2L-0002", seats, [1, 4], [1], identity="g@1")
    storage.record_game("gofish", "gofish:2L-0002", seats, [1, 4], [1], identity="g@1")
    assert [row.code for row in storage.games()] == ["gofish:2L-0002", "gofish:2L-0001"]
    with sqlite3.connect(storage.history_path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION >= 2


@pytest.mark.parametrize("environ, language", [
    ({"LANG": "de_DE.UTF-8"}, "de"), ({"LANG": "de_AT"}, "de"), ({"LC_ALL": "de_CH.UTF-8", "LANG": "en_US"}, "de"),
    ({"LANG": "en_US.UTF-8"}, "en"), ({"LANG": "C.UTF-8"}, "en"), ({"LANG": "fr_FR"}, "en"),
    ({"LC_ALL": "C", "LANG": "de_DE"}, "en"), ({"LANGUAGE": "de:en"}, "de"),
])
def test_a_first_run_follows_the_system_language(monkeypatch, environ, language):
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(variable, raising=False)
    for variable, value in environ.items():
        monkeypatch.setenv(variable, value)
    assert Storage().load_settings()[0].language == language  # no settings file yet
    Storage().save_settings(Settings(language="de" if language == "en" else "en"))
    assert Storage().load_settings()[0].language != language  # a chosen language is kept
