"""Speed figures for the README, in one table per topic.

  python tools/bench.py                 # everything (a few minutes)
  python tools/bench.py --only playouts --seconds 2

Topics: ``playouts`` (headless random games/s and actions/s per game and player count),
``bots`` (decision time per level, p50/p95), ``memory`` (RSS across 100 bot-only games),
``startup`` (process start to the first menu frame), ``frames`` (update+draw per table
scene at the fastest animation speed, and while a pro bot thinks in its worker).
"""

from __future__ import annotations

import argparse
import gc
import multiprocessing
import os
import random
import statistics
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from _common import ROOT, markdown_table

from fishgames.core import CHANCE, Match, Seat, registry
from fishgames.core.match import chance_stream


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def playout(spec, players: int, seed: int) -> int:
    """One random game through the bare State API; returns the number of actions."""
    state = spec.new_state(spec.config(players))
    chance, rng = chance_stream(spec.name, seed), random.Random(seed)
    actions = 0
    while True:
        waiting = state.to_act()
        if not waiting:
            return actions
        if waiting[0] == CHANCE:
            state.apply(CHANCE, state.sample_chance(chance))
        else:
            seat = waiting[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        actions += 1


def bench_playouts(seconds: float, names: list[str]) -> None:
    rows = []
    for name in names:
        spec = registry.get(name)
        for players in range(spec.min_players, spec.max_players + 1):
            games = actions = 0
            started = time.perf_counter()
            while time.perf_counter() - started < seconds:
                actions += playout(spec, players, games)
                games += 1
            elapsed = time.perf_counter() - started
            rows.append([name, players, f"{games / elapsed:,.0f}", f"{actions / elapsed:,.0f}"])
    print("\n### Headless random playouts\n")
    print(markdown_table(["game", "players", "games/s", "actions/s"], rows))


class TimedBot:
    """Wraps a bot and records how long each decision took."""

    def __init__(self, bot, times: list[float]):
        self.bot, self.times = bot, times

    def choose(self, view, legal, rng):
        started = time.perf_counter()
        action = self.bot.choose(view, legal, rng)
        self.times.append(time.perf_counter() - started)
        return action

    def observe(self, event):
        observe = getattr(self.bot, "observe", None)
        if observe:
            observe(event)


def bench_bots(games: int, names: list[str]) -> None:
    rows = []
    for name in names:
        spec = registry.get(name)
        players = min(max(spec.min_players, 4), spec.max_players)
        for level in spec.levels:
            times: list[float] = []
            for seed in range(games):
                seats = [Seat("bot", level if i == seed % players else "normal") for i in range(players)]
                match = Match(spec, spec.config(players), seats, seed)
                seat = seed % players
                match.bots[seat] = TimedBot(match.bots[seat], times)
                match.play_to_end()
            rows.append([name, level, players, len(times), f"{1000 * percentile(times, 0.5):.1f}",
                         f"{1000 * percentile(times, 0.95):.1f}", f"{1000 * max(times):.0f}"])
    print("\n### Bot decision time (ms)\n")
    print(markdown_table(["game", "level", "players", "decisions", "p50", "p95", "max"], rows))


def rss_mb() -> float:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def memory_marks(name: str, games: int) -> tuple[str, int, list[str]]:
    """RSS after 10, games/2 and ``games`` normal-bot games of one game, in this process."""
    spec = registry.get(name)
    players = min(4, spec.max_players)
    marks = []
    for seed in range(games):
        match = Match(spec, spec.config(players), [Seat("bot", "normal")] * players, seed)
        match.play_to_end()
        del match
        if seed + 1 in (10, games // 2, games):
            gc.collect()
            marks.append(f"{rss_mb():.1f}")
    return name, players, marks


def bench_memory(games: int, names: list[str]) -> None:
    # each game in a freshly spawned interpreter: a process that already ran other benches keeps
    # their high-water heap, which would hide any growth
    context = multiprocessing.get_context("spawn")
    rows = []
    for name in names:
        with ProcessPoolExecutor(1, mp_context=context) as pool:
            name, players, marks = pool.submit(memory_marks, name, games).result()
        rows.append([name, players, *marks])
    print("\n### Memory (RSS in MB of a fresh process after N normal-bot games)\n")
    print(markdown_table(["game", "players", "after 10", f"after {games // 2}", f"after {games}"], rows))


def bench_startup(runs: int) -> None:
    times = []
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "FISHGAMES_HOME": "/tmp/fishgames-bench-home"}
    for _ in range(runs):
        started = time.perf_counter()
        subprocess.run([sys.executable, "-m", "fishgames", "--smoke-frames", "1"], cwd=ROOT, env=env, check=True)
        times.append(time.perf_counter() - started)
    print("\n### Start-up to the first menu frame (whole process, incl. interpreter)\n")
    print(markdown_table(["runs", "median", "max"],
                         [[runs, f"{statistics.median(times):.2f} s", f"{max(times):.2f} s"]]))


def bench_frames(frames: int, names: list[str]) -> None:
    from frames import measure_tables

    measure_tables(frames, only=names)


TOPICS = {"playouts": bench_playouts, "bots": bench_bots, "memory": bench_memory,
          "startup": bench_startup, "frames": bench_frames}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", action="append", choices=TOPICS)
    parser.add_argument("--seconds", type=float, default=3.0, help="per playout measurement")
    parser.add_argument("--games", type=int, default=20, help="games per bot level")
    parser.add_argument("--frames", type=int, default=900, help="frames per table scene")
    parser.add_argument("--game", action="append", choices=registry.names(),
                        help="only these games")
    args = parser.parse_args(argv)
    names = args.game or registry.names()
    for topic in args.only or TOPICS:
        if topic == "playouts":
            bench_playouts(args.seconds, names)
        elif topic == "bots":
            bench_bots(args.games, names)
        elif topic == "memory":
            bench_memory(100, names)
        elif topic == "startup":
            bench_startup(5)
        else:
            bench_frames(args.frames, names)


if __name__ == "__main__":
    main()
