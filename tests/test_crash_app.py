"""Crash safety of the app's autosave path: a process playing matches with ``storage.autosave_record``
as the Match autosave (exactly what a table does after every action) is SIGKILLed at random moments.

After every kill the autosave must load, parse with ``GameRecord.from_json``, replay, and be one of
the versions that were written: a prefix of the deterministic game of its seed.  No window is needed:
the match runs headless, as the table's match does underneath the drawing.

To keep 200 kills quick, one helper process imports everything once and forks a fresh player for each
round (``tests/forker.py``); the player is the process that is killed.  Four app homes take turns, so four
players run at a time and the waits for the random moments overlap.
"""

from __future__ import annotations

import heapq
import json
import os
import random
import signal
import time
from collections import deque
from pathlib import Path

import pytest

from fishgames.core import GameRecord, Match, Seat, registry, replay
from fishgames.storage import Storage
from tests.forker import Forker

ROUNDS = 200
LANES = 4  # app homes played and killed side by side
SEEDS = (11, 12, 13)

_SETUP = """
from fishgames.core import Match, Seat, registry
from fishgames.storage import Storage
registry.names()  # the games are imported here, once
"""
# ARGS: game, players, seeds, the first match's number, the lane's app home
_PLAYER = """
game, players, seeds, first, home = ARGS[0], int(ARGS[1]), [int(s) for s in ARGS[2].split(",")], int(ARGS[3]), ARGS[4]
if game == "toy":
    from tests.toy_game import TOY
    registry.register(TOY)
spec, storage = registry.get(game), Storage(home)
print("ready", flush=True)
for n in range(first, first + 10_000):  # match after match, autosaving after every action, until killed
    seed = seeds[n % len(seeds)]
    seats = [Seat("bot", "random", f"Bot {i}") for i in range(players)]
    Match(spec, spec.config(players), seats, seed, autosave=storage.autosave_record).play_to_end()
"""


@pytest.fixture
def game(monkeypatch) -> str:
    """A built game if there is one (the real thing), else the toy game of the core tests."""
    names = registry.names()
    if names:
        return names[0]
    from tests.toy_game import TOY

    monkeypatch.setitem(registry._specs, "toy", TOY)
    return "toy"


def _final_games(spec, players: int) -> dict[int, list]:
    """Each seed's whole game, as the player process plays it (bots are deterministic per seed)."""
    games = {}
    for seed in SEEDS:
        match = Match(spec, spec.config(players), [Seat("bot", "random", f"Bot {i}") for i in range(players)], seed)
        match.play_to_end()
        games[seed] = match.record.actions
    return games


class Lane:
    """One app home: its players are killed one after another, and after each kill its autosave is checked
    against what that home held before."""

    def __init__(self, home: Path, game: str, final: dict[int, list]):
        self.storage, self.game, self.final = Storage(home), game, final
        self.previous: str | None = None

    def check(self, round_: int, lengths: set[int]) -> None:
        data = self.storage.load_autosave(self.game)
        assert self.storage.messages == [], (round_, self.storage.messages)  # nothing was damaged or set aside
        if data is None:  # killed before its first write finished, and no earlier round here wrote one
            assert self.previous is None, round_
            return
        text = self.storage.autosave_path(self.game).read_text("utf-8")
        record = GameRecord.from_json(json.loads(text), game=self.game)
        replay(record)  # raises if any action does not apply
        assert record.seed in self.final, round_
        actions = record.actions
        assert actions == self.final[record.seed][: len(actions)], f"round {round_}: not a written version"
        if text != self.previous:  # a new version: this round's player wrote it
            lengths.add(len(actions))
        self.previous = text


def test_autosave_of_a_playing_match_survives_sigkill(tmp_path, game):
    """Round r runs in lane r % LANES: the lanes' players run side by side, so their random waits overlap."""
    spec = registry.get(game)
    players = spec.min_players
    final = _final_games(spec, players)
    rng = random.Random(20240502)
    pauses = [rng.uniform(0.0, 0.02) if rng.random() < 0.5 else rng.uniform(0.02, 0.25) for _ in range(ROUNDS)]
    homes = [tmp_path / f"lane{i}" for i in range(LANES)]
    lanes = [Lane(home, game, final) for home in homes]
    lengths: set[int] = set()
    running: list[tuple[float, int, int]] = []  # (kill at, round, pid), earliest first
    with Forker(_SETUP, _PLAYER) as forker:

        def play(round_: int) -> None:
            pid = forker.start(game, players, ",".join(map(str, SEEDS)), round_ * 7, homes[round_ % LANES])
            heapq.heappush(running, (time.monotonic() + pauses[round_], round_, pid))

        for round_ in range(min(LANES, ROUNDS)):
            play(round_)
        # Every player whose moment has come is killed before the next killed one is reaped, checked and followed:
        # a check (a replay) and a new player's start take a while on a busy machine, and the players waiting
        # meanwhile lived on past their moments, writing (2026-12-08, load 17: 564 s late in all, 68 s of CPU).
        killed: deque[tuple[int, int]] = deque()  # (round, pid), not reaped yet
        while running or killed:
            if not killed:
                time.sleep(max(0.0, running[0][0] - time.monotonic()))
            while running and (not killed or running[0][0] <= time.monotonic()):  # (the first: slept till its moment)
                _, round_, pid = heapq.heappop(running)
                os.kill(pid, signal.SIGKILL)
                killed.append((round_, pid))
            round_, pid = killed.popleft()
            forker.reap(pid)
            lanes[round_ % LANES].check(round_, lengths)
            if round_ + LANES < ROUNDS:
                play(round_ + LANES)
    assert all(lane.previous is not None for lane in lanes) and len(lengths) >= 10, lengths  # many moments
