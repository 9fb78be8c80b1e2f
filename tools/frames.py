"""Frame times of every table scene in the real App (dummy video/audio drivers).

  python tools/frames.py                  # 900 frames per table and part
  python tools/frames.py --frames 300 --game lure
  python tools/frames.py --toy            # also the test suite's toy table (a harness check)

Two measurements per game that has a table scene (found through the registry and
``games.scene_class``; games without one are listed as skipped):

1. *Busy table*: a bot-only game at the most players, random bots deciding inline (so no
   thinking time is counted), animation speed "fast" (the fastest that still animates).
   Each frame's ``App.step`` (events + update + draw) is timed; frames in which the scene
   stack changed (a finished game making way for the next) are left out.  Budget: p99 <= 8 ms.
   The first frame (cold art caches) is in the figures and also shown on its own.
2. *While a bot thinks*: ``App(bot_workers=True)``, the strongest level (``pro``) in every seat,
   frames paced at 60 fps in real time; only frames during which ``scene.scheduler.thinking``
   is true count.  Budget: none over 16.7 ms.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time

from _common import ROOT, markdown_table, pace, percentile  # noqa: F401 - sets the import path and headless SDL

from fishgames.core import Seat, registry

FRAME_BUDGET = 1 / 60
DT = 1 / 60


def table_games(include_toy: bool = False) -> tuple[list[str], list[str]]:
    """(games with a table scene, registered games without one)."""
    from fishgames.ui import games

    if include_toy:
        add_toy()
    names = registry.names()
    built = [name for name in names if games.scene_class(name) is not None]
    return built, [name for name in names if name not in built]


def add_toy() -> None:
    """Register the tests' toy game and table (for checking the harness when no real game has a table)."""
    sys.path.insert(0, str(ROOT))
    from fishgames.ui import games
    from tests.toy_game import TOY
    from tests.ui.toy_scene import ToyTable

    registry.names()
    registry._specs.setdefault("toy", TOY)
    games._scenes["toy"] = ToyTable


def strongest(spec) -> str:
    return "pro" if "pro" in spec.bots else spec.levels[-1]


def _app(home: str, workers: bool):
    os.environ["FISHGAMES_HOME"] = home  # never the player's own settings or saves
    from fishgames.ui.app import App

    app = App(bot_workers=workers)
    app.update_settings(animation_speed="fast", sound=False)
    app.step(DT)
    return app


def _new_table(app, name: str, level: str, seed: int):
    from fishgames.ui import games
    from fishgames.ui.scene import Reset

    spec = games.spec(name)
    seats = [Seat("bot", level, games.bot_name(i)) for i in range(spec.max_players)]
    scene = games.start_scene(app, name, seats, seed=seed, level=level if level in spec.levels else "normal")
    scene.match.autosave = None  # measure drawing, not the disk
    app.stack.apply(Reset(scene))
    return scene


def busy_table(name: str, frames: int, home: str) -> dict:
    """Frame times of bot-only games with random bots deciding inline."""
    app = _app(home, workers=False)
    seed, table = 0, _new_table(app, name, "random", 0)
    times, cpu, games_played, skipped = [], [], 0, 0
    try:
        while len(times) < frames:
            if app.stack.top is not table:  # the results overlay: next game
                games_played += 1
                seed += 1
                table = _new_table(app, name, "random", seed)
                skipped += 1
                continue
            depth = app.stack.depth
            started, cpu_started = time.perf_counter(), time.thread_time()
            app.step(DT)
            elapsed, cpu_elapsed = time.perf_counter() - started, time.thread_time() - cpu_started
            if app.stack.depth == depth and app.stack.top is table:
                times.append(elapsed)
                cpu.append(cpu_elapsed)
            else:
                skipped += 1
    finally:
        app.close()
    return {"game": name, "players": registry.get(name).max_players, "frames": len(times), "games": games_played,
            "skipped": skipped, "p50": percentile(times, 0.5), "p95": percentile(times, 0.95),
            "p99": percentile(times, 0.99), "max": max(times),
            "cpu_p99": percentile(cpu, 0.99), "cpu_max": max(cpu), "first": times[0]}


def while_thinking(name: str, frames: int, home: str) -> dict:
    """Frames (paced at 60 fps in real time) while the strongest bot thinks in the worker process."""
    spec = registry.get(name)
    level = strongest(spec)
    app = _app(home, workers=True)
    seed, table = 0, _new_table(app, name, level, 0)
    thinking, cpu, first_decision, decisions, was_thinking = [], [], [], 0, False
    next_frame = time.perf_counter()
    try:
        for _ in range(frames):
            if app.stack.top is not table:
                seed += 1
                table = _new_table(app, name, level, seed)
                was_thinking = False
            busy = table.scheduler.thinking
            started, cpu_started = time.perf_counter(), time.thread_time()
            app.step(DT)
            elapsed, cpu_elapsed = time.perf_counter() - started, time.thread_time() - cpu_started
            if busy or table.scheduler.thinking:  # a frame that starts or collects a decision counts too
                thinking.append(elapsed)
                cpu.append(cpu_elapsed)
                if decisions == 0:
                    first_decision.append(elapsed)
            if was_thinking and not table.scheduler.thinking:
                decisions += 1
            was_thinking = table.scheduler.thinking
            next_frame = pace(next_frame, DT)
    finally:
        app.close()
    later = thinking[len(first_decision):]
    return {"game": name, "players": spec.max_players, "level": level, "decisions": decisions,
            "frames": len(thinking), "p99": percentile(thinking, 0.99),
            "max": max(thinking) if thinking else float("nan"),
            "over": sum(1 for t in thinking if t > FRAME_BUDGET),
            "cpu_over": sum(1 for t in cpu if t > FRAME_BUDGET), "cpu_max": max(cpu) if cpu else float("nan"),
            "max_after_first": max(later) if later else float("nan")}


def ms(value: float) -> str:
    return f"{1000 * value:.1f}"


def measure_tables(frames: int, only: list[str] | None = None, include_toy: bool = False) -> dict:
    """Both measurements for every game with a table scene; prints two markdown tables."""
    built, missing = table_games(include_toy)
    if only:
        built = [name for name in built if name in only]
    home = tempfile.mkdtemp(prefix="fishgames-frames-")
    previous_home = os.environ.get("FISHGAMES_HOME")
    results: dict = {"busy": [], "thinking": [], "skipped": missing}
    try:
        for name in built:
            results["busy"].append(busy_table(name, frames, home))
            results["thinking"].append(while_thinking(name, frames, home))
    finally:
        if previous_home is None:
            os.environ.pop("FISHGAMES_HOME", None)
        else:
            os.environ["FISHGAMES_HOME"] = previous_home
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print("\n### Table frames (update + draw, ms) at animation speed fast, bot-only, most players\n")
    if not built:
        print("No game has a table scene yet.")
    else:
        print(markdown_table(
            ["game", "players", "frames", "games", "p50", "p95", "p99", "max", "1st frame", "cpu p99", "cpu max",
             "p99 ≤ 8 ms"],
            [[r["game"], r["players"], r["frames"], r["games"], ms(r["p50"]), ms(r["p95"]), ms(r["p99"]),
              ms(r["max"]), ms(r["first"]), ms(r["cpu_p99"]), ms(r["cpu_max"]),
              "yes" if r["p99"] <= 0.008 else "**no**"]
             for r in results["busy"]]))
        print("\n### Frames while the strongest bot thinks in its worker process (60 fps pacing, ms)\n")
        print(markdown_table(
            ["game", "players", "level", "decisions", "thinking frames", "p99", "max", "max after 1st decision",
             "cpu max", "frames > 16.7 ms", "cpu > 16.7 ms"],
            [[r["game"], r["players"], r["level"], r["decisions"], r["frames"], ms(r["p99"]), ms(r["max"]),
              ms(r["max_after_first"]), ms(r["cpu_max"]), r["over"], r["cpu_over"]] for r in results["thinking"]]))
        print(f"\nWall-clock times include waiting for the CPU: load average {load:.1f} on {os.cpu_count()} cores "
              "at the end of the run; the cpu columns are the main thread's own CPU time per frame.")
    if missing:
        print(f"\nNo table scene yet (skipped): {', '.join(missing)}")
    return results


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--frames", type=int, default=900, help="frames per table and measurement")
    parser.add_argument("--game", action="append", help="only these games")
    parser.add_argument("--toy", action="store_true", help="include the tests' toy table")
    args = parser.parse_args(argv)
    measure_tables(args.frames, args.game, args.toy)
    return 0


if __name__ == "__main__":
    sys.exit(main())
