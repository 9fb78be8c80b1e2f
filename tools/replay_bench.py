"""What the replay theatre and the statistics' charts cost (the README's figures).

    python tools/replay_bench.py [--repeat 20]

* step back / scrub: rebuilding one game's match from its record (``Match.from_record``) and its whole table
  at the last stop, per game (a finished bot game with a few players);
* a replay frame (``App.step``: the table's update and draw, shrunk above the bar) while it plays at normal speed;
* the charts: drawing the three from a generated history of 500 games (once per change of what they show),
  and a statistics frame that shows them (blitted).
Medians in milliseconds, headless (SDL dummy driver), one process.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time

import _common  # noqa: F401 - import path and headless SDL

PLAYERS = {"gofish": 4, "fatfish": 4, "lure": 4, "fugu": 2, "fischen": 4}


def _median_ms(work, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        work()
        times.append(time.perf_counter() - started)
    return 1000 * statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args(argv)

    from fishgames.core import Match
    from fishgames.storage import Storage
    from fishgames.ui.app import App
    from fishgames.ui.scene import Push, Reset
    from fishgames.ui.scenes.menu import MenuScene
    from fishgames.ui.scenes.replay import ReplayScene
    from fishgames.ui.scenes.statistics import StatisticsScene
    from tests.replay.helpers import finished_record, generated_history

    app = App(windowed=True, storage=Storage(tempfile.mkdtemp(prefix="fishgames-bench-")), bot_workers=False,
              disk_thread=False)
    print("| game | actions | match from record | table at the end | replay frame |")
    print("|---|---|---|---|---|")
    for game, players in PLAYERS.items():
        record = finished_record(game, players=players)
        rebuild = _median_ms(lambda record=record: Match.from_record(record), args.repeat)
        scene = ReplayScene(app, record)
        app.stack.apply(Reset(MenuScene(app)))
        app.stack.apply(Push(scene))
        at_end = _median_ms(lambda scene=scene: scene._rebuild_at(scene.replay.end), args.repeat)
        scene._rebuild_at(scene.replay.stops[0])
        scene.speed = "normal"
        scene.table.animator.set_speed("normal")
        scene.playing = True
        frame = _median_ms(lambda: app.step(1 / 60), 10 * args.repeat)
        print(f"| {game} ({players}) | {len(record.actions)} | {rebuild:.1f} ms | {at_end:.1f} ms | {frame:.1f} ms |")

    generated_history(app.storage, 500)
    stats = StatisticsScene(app)
    app.stack.apply(Reset(MenuScene(app)))
    app.stack.apply(Push(stats))
    app.step(1 / 60)
    stats.show_charts = True
    stats.rebuild()
    draw = _median_ms(stats.draw_charts, args.repeat)
    frame = _median_ms(lambda: app.step(1 / 60), 10 * args.repeat)
    print(f"\ncharts from 500 games: drawn in {draw:.1f} ms (once per change); a statistics frame showing them "
          f"{frame:.1f} ms")
    app.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
