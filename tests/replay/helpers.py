"""Finished games to replay, share and chart: played to the end by bots, seat 0 then counted as a human;
and a generated history of many games for the charts."""

from __future__ import annotations

import atexit
import copy
import functools
import shutil
import tempfile
from dataclasses import replace
from pathlib import Path

from fishgames.core import GameRecord, Match, Seat, registry
from fishgames.storage import Storage

#: One player count per game that its rules take (small games keep the tests quick).
PLAYERS = {"gofish": 3, "fatfish": 3, "lure": 3, "fugu": 2, "fischen": 3}


def finished_record(game: str, seed: int = 11, players: int | None = None, level: str = "easy") -> GameRecord:
    """A whole game of ``game``, with seat 0 shown as the human "Anna" who played it: the bots play it once a
    process for these arguments (the same game every time: seeded streams), and each call gets a copy of its
    own to change."""
    return copy.deepcopy(_finished_record(game, seed, players or PLAYERS[game], level))


@functools.cache
def _finished_record(game: str, seed: int, players: int, level: str) -> GameRecord:
    spec = registry.get(game)
    seats = [Seat("bot", level, f"Bot {i}") for i in range(players)]
    match = Match(spec, spec.config(players), seats, seed, level=level)
    match.play_to_end()
    record = match.record
    record.seats = [Seat("human", None, "Anna"), *seats[1:]]
    record.bot_rng_states = {}
    return replace(record, actions=list(record.actions))


def generated_history(storage, games: int = 500, seed: int = 3) -> None:
    """``games`` finished games of every kind: three humans and bots of every level, scores that drift.
    ``storage`` has no history yet; it gets a copy of one written once per process (each of the inserts
    is a commit, and sqlite syncs each to the disk: seconds of waiting on a busy machine)."""
    assert storage.games() == [], "generated_history starts a history; this one has games"
    storage.data_dir.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(_history_file(games, seed), storage.history_path)


@functools.cache
def _history_file(games: int, seed: int) -> Path:
    """Written in the suite's temporary folder (in memory where there is room, ``tests/conftest.py``), removed
    at exit."""
    folder = tempfile.mkdtemp(prefix="fishgames-history-")
    atexit.register(shutil.rmtree, folder, True)
    storage = Storage(folder)
    _write_history(storage, games, seed)
    return storage.history_path


def _write_history(storage, games: int, seed: int) -> None:
    import random

    rng = random.Random(seed)
    names = ["Anna", "Ben", "Cleo"]
    kinds = ["gofish", "fatfish", "lure", "fugu", "fischen"]
    levels = ["easy", "normal", "pro", "master"]
    for i in range(games):
        game = kinds[i % len(kinds)]
        humans = 1 + (i % 7 == 0)
        level = levels[rng.randrange(len(levels))] if game == "gofish" else levels[rng.randrange(3)]
        seats = [{"name": names[(i + k) % 3], "kind": "human", "level": None} for k in range(humans)]
        seats += [{"name": f"Bot {k}", "kind": "bot", "level": level} for k in range(humans, 3)]
        scores = [rng.randint(0, 20) + (k < humans) * i // 60 for k in range(3)]
        best = max(scores)
        storage.record_game(game, "3L-0001", seats, scores, [k for k, s in enumerate(scores) if s == best],
                            finished_at=f"2026-{1 + i * 11 // games:02d}-01T10:00:00+01:00")
