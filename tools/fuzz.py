"""Run the conformance checks on many seeded random games, across processes.

  python tools/fuzz.py                     # 10,000 games per game and player count
  python tools/fuzz.py --games 200 --game gofish --jobs 2

A failure prints the game, player count and seed, the error, and the record (JSON) that
reproduces it; the exit status is 1 when anything failed.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
from concurrent.futures import ProcessPoolExecutor
from contextlib import nullcontext

from _common import ROOT, markdown_table

from fishgames.core import registry

sys.path.insert(0, str(ROOT))
from tests.conformance.checks import check_playout  # noqa: E402


def fuzz_batch(task):
    game, players, seeds = task
    spec = registry.get(game)
    failures = []
    for seed in seeds:
        try:
            check_playout(spec, players, seed)
        except Exception as error:  # noqa: BLE001 - every failure is reported, none hidden
            record = json.dumps(getattr(error, "record", None))
            failures.append((seed, f"{type(error).__name__}: {error}", traceback.format_exc(limit=4), record))
    return game, players, len(seeds), failures


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=10_000, help="games per game and player count")
    parser.add_argument("--game", action="append", choices=registry.names(), help="only these games")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--first-seed", type=int, default=0)
    args = parser.parse_args(argv)

    tasks = []
    for game in args.game or registry.names():
        spec = registry.get(game)
        for players in range(spec.min_players, spec.max_players + 1):
            seeds = range(args.first_seed, args.first_seed + args.games)
            for start in range(0, args.games, 250):
                tasks.append((game, players, list(seeds[start:start + 250])))
    started = time.perf_counter()
    totals: dict[tuple[str, int], list] = {}
    with ProcessPoolExecutor(args.jobs) if args.jobs > 1 else nullcontext() as pool:
        for game, players, count, failures in (pool.map if pool else map)(fuzz_batch, tasks):
            entry = totals.setdefault((game, players), [0, []])
            entry[0] += count
            entry[1] += failures
    rows = [[game, players, count, len(failures)] for (game, players), (count, failures) in sorted(totals.items())]
    print(markdown_table(["game", "players", "games", "failures"], rows))
    print(f"\n{sum(r[2] for r in rows)} games in {time.perf_counter() - started:.0f} s")
    failed = False
    for (game, players), (_, failures) in sorted(totals.items()):
        for seed, message, trace, record in failures[:5]:
            failed = True
            print(f"\nFAIL {game} players={players} seed={seed}: {message}\n{trace}\nrecord: {record}")
            print("reproduce: python -c \"from tests.conformance.checks import check_playout; "
                  f"from fishgames.core import registry; check_playout(registry.get('{game}'), {players}, {seed})\"")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
