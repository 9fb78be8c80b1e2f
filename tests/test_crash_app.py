"""Crash safety of the app's autosave path: a process playing matches with ``storage.autosave_record``
as the Match autosave (exactly what a table does after every action) is SIGKILLed at random moments.

After every kill the autosave must load, parse with ``GameRecord.from_json``, replay, and be one of
the versions that were written: a prefix of the deterministic game of its seed.  No window is needed:
the match runs headless, as the table's match does underneath the drawing.

To keep 200 kills quick, one helper process imports everything once and forks a fresh player for each
round (fork is milliseconds; a new interpreter would be ~0.2 s); the player is the process that is killed.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from fishgames.core import GameRecord, Match, Seat, registry, replay
from fishgames.storage import Storage

REPO = Path(__file__).resolve().parents[1]
ROUNDS = 200
SEEDS = (11, 12, 13)

_FORKER = r"""
import os, sys
sys.path.insert(0, sys.argv[1])
from fishgames.core import Match, Seat, registry
from fishgames.storage import Storage

game, players, seeds = sys.argv[2], int(sys.argv[3]), [int(s) for s in sys.argv[4].split(",")]
if game == "toy":
    from tests.toy_game import TOY
    registry.register(TOY)
spec = registry.get(game)
print("ready", flush=True)
for line in sys.stdin:
    command, _, arg = line.strip().partition(" ")
    if command == "play":
        first = int(arg)
        pid = os.fork()
        if pid == 0:  # the player: match after match, autosaving after every action, until killed
            storage = Storage()
            for n in range(first, first + 10_000):
                seed = seeds[n % len(seeds)]
                seats = [Seat("bot", "random", f"Bot {i}") for i in range(players)]
                Match(spec, spec.config(players), seats, seed, autosave=storage.autosave_record).play_to_end()
            os._exit(0)
        print(pid, flush=True)
    elif command == "reap":
        os.waitpid(int(arg), 0)
        print("reaped", flush=True)
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


def test_autosave_of_a_playing_match_survives_sigkill(fishgames_home, game):
    spec = registry.get(game)
    players = spec.min_players
    final = _final_games(spec, players)
    env = {**os.environ, "FISHGAMES_HOME": str(fishgames_home)}
    forker = subprocess.Popen(
        [sys.executable, "-c", _FORKER, str(REPO), game, str(players), ",".join(map(str, SEEDS))],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env, text=True,
    )
    rng = random.Random(20240502)
    path = Storage().autosave_path(game)
    previous: str | None = None
    lengths = set()
    try:
        assert forker.stdout.readline() == "ready\n"
        for round_ in range(ROUNDS):
            forker.stdin.write(f"play {round_ * 7}\n")
            forker.stdin.flush()
            pid = int(forker.stdout.readline())
            time.sleep(rng.uniform(0.0, 0.02) if rng.random() < 0.5 else rng.uniform(0.02, 0.25))
            os.kill(pid, signal.SIGKILL)
            forker.stdin.write(f"reap {pid}\n")
            forker.stdin.flush()
            assert forker.stdout.readline() == "reaped\n"

            storage = Storage()
            data = storage.load_autosave(game)
            assert storage.messages == [], (round_, storage.messages)  # nothing was damaged or set aside
            if data is None:  # killed before its first write finished, and no earlier round wrote one
                assert previous is None, round_
                continue
            text = path.read_text("utf-8")
            record = GameRecord.from_json(json.loads(text), game=game)
            replay(record)  # raises if any action does not apply
            assert record.seed in final, round_
            actions = record.actions
            assert actions == final[record.seed][: len(actions)], f"round {round_}: not a written version"
            if text != previous:  # a new version: this round's player wrote it
                lengths.add(len(actions))
            previous = text
    finally:
        forker.stdin.close()
        forker.kill()
        forker.wait()
        forker.stdout.close()
    assert previous is not None and len(lengths) >= 10, lengths  # the kills landed at many different moments
