"""The menu's Continue names the game played last by the saves' own time (``played``), not by the files'
modification times: copying a saves folder, restoring a backup or touching a file must not change which game
Continue offers."""

from __future__ import annotations

import os
import shutil

import pytest

from fishgames.core import GameRecord, Match, Seat, registry
from fishgames.storage import Storage, played_at
from fishgames.ui.scene import Push
from fishgames.ui.scenes.menu import MenuScene
from tests.ui.driver import DT, running_app

pytestmark = pytest.mark.usefixtures("every_app_unpainted")


def _saved(storage: Storage, game: str, played: float | None, started: float = 1_000.0) -> None:
    spec = registry.get(game)
    match = Match(spec, spec.config(2), [Seat(), Seat("bot", "easy")], 3, level="easy")
    data = {**match.record.to_json(), "started": started, "played": played}
    storage.save_autosave(game, data)


def _continue_game() -> tuple[str | None, list[str]]:
    with running_app("instant") as app:
        app.stack.apply(Push(MenuScene(app)))
        for _ in range(3):
            app.step(DT)
        menu = app.stack.top
        return menu.continue_game, list(menu.saved_games)


def test_touching_or_copying_an_older_save_does_not_make_it_the_continue():
    storage = Storage()
    _saved(storage, "lure", played=2_000_000.0)  # played last
    _saved(storage, "gofish", played=1_000_000.0)
    os.utime(storage.autosave_path("gofish"), (3e9, 3e9))  # touched: its file is now the newest written
    assert _continue_game() == ("lure", ["lure", "gofish"])
    copy = storage.autosave_path("gofish").with_name("copy.tmp")  # copied away and back (a restored backup)
    shutil.copyfile(storage.autosave_path("gofish"), copy)
    os.replace(copy, storage.autosave_path("gofish"))
    assert _continue_game() == ("lure", ["lure", "gofish"])


def test_a_save_from_before_played_was_kept_counts_from_its_start():
    storage = Storage()
    _saved(storage, "lure", played=None, started=5_000.0)
    _saved(storage, "gofish", played=None, started=9_000.0)
    os.utime(storage.autosave_path("lure"), (3e9, 3e9))
    assert _continue_game() == ("gofish", ["gofish", "lure"])


def test_every_autosave_stamps_when_it_was_played_and_a_continue_keeps_it():
    spec = registry.get("gofish")
    saved: list[dict] = []
    match = Match(spec, spec.config(2), [Seat(), Seat("bot", "easy")], 3, level="easy",
                  autosave=lambda record: saved.append(record.to_json()))
    match.resolve_chance()
    match.save()
    assert saved and played_at(saved[-1]) == saved[-1]["played"] > 0
    again = Match.from_record(GameRecord.from_json(saved[-1], game="gofish"))
    assert again.record.played == saved[-1]["played"]  # resuming is no playing: the order stays


def test_a_bad_played_time_is_refused_by_the_gate():
    spec = registry.get("gofish")
    data = Match(spec, spec.config(2), [Seat(), Seat("bot", "easy")], 3, level="easy").record.to_json()
    for bad in (float("nan"), -1.0, "yesterday", True, 1e300):
        with pytest.raises(ValueError):
            GameRecord.from_json({**data, "played": bad})
