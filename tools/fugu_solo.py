"""Fugu solo strength: a bot's mean final score over seeded solo games, with a 95 % interval.

Each seed is one solo game (its own chance and bot streams, as ``tools/tournament.py`` plays them).  The
interval is the normal one, mean ± 1.96·sd/√n, fine at n ≥ 30.  ``--set name=value`` overrides a bot
attribute (budgets, weights fields as ``solo_weights.room=3``) for experiments; never the defaults' figures.
``--paired`` plays every seed twice, the level as it is and with the ``--set`` overrides, on the same deal and
chance stream, and prints the mean difference (overrides minus default) with its standard error: a change's
gain shows there long before two separate means part.

  python tools/fugu_solo.py --level pro --games 200 --first-seed 500000
  python tools/fugu_solo.py --level pro --games 150 --first-seed 9200000 --jobs 2 --paired --set solo_horizon=9
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

import _common  # noqa: F401  (import path)

from fishgames.core import Match, Seat, registry
from fishgames.games.fugu.data import solo_band


def configure(bot, settings: list[str]) -> None:
    for item in settings:
        name, _, text = item.partition("=")
        value = float(text) if "." in text or "e" in text else int(text)
        owner, dot, field = name.partition(".")
        if dot:  # a field of a weights table: weights.room=3, solo_weights.room=3
            setattr(bot, owner, dataclasses.replace(getattr(bot, owner), **{field: value}))
        else:
            setattr(bot, name, value)


def play(args) -> int:
    level, seed, settings = args
    spec = registry.get("fugu")
    match = Match(spec, spec.config(1), [Seat("bot", level, level)], seed)
    configure(match.bots[0], settings)
    match.play_to_end()
    return match.state.scores()[0]


def interval(scores: list[int]) -> tuple[float, float, float, float]:
    """(mean, sd, low, high) with the normal 95 % interval of the mean."""
    mean = statistics.fmean(scores)
    sd = statistics.stdev(scores) if len(scores) > 1 else 0.0
    half = 1.96 * sd / math.sqrt(len(scores))
    return mean, sd, mean - half, mean + half


def paired(differences: list[int]) -> tuple[float, float]:
    """(mean difference, its standard error) of paired games."""
    if len(differences) < 2:
        return (statistics.fmean(differences) if differences else 0.0), 0.0
    return statistics.fmean(differences), statistics.stdev(differences) / math.sqrt(len(differences))


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--level", default="pro")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--first-seed", type=int, default=500_000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--set", action="append", default=[], help="bot attribute override, name=value")
    parser.add_argument("--each", action="store_true", help="print every game's seed and score as it ends")
    parser.add_argument("--paired", action="store_true", help="each seed also without the --set overrides")
    args = parser.parse_args(argv)
    seeds = range(args.first_seed, args.first_seed + args.games)
    if args.paired:
        run_paired(args, seeds)
        return
    tasks = [(args.level, seed, args.set) for seed in seeds]
    started = time.perf_counter()
    scores = []
    with ProcessPoolExecutor(args.jobs) as pool:
        for score in pool.map(play, tasks, chunksize=1):  # in seed order, so a run cut short is a seed prefix
            scores.append(score)
            if args.each:
                print(f"  seed {args.first_seed + len(scores) - 1}: {score}", flush=True)
            if len(scores) % 20 == 0 and len(scores) < len(tasks):
                mean, _, low, high = interval(scores)
                print(f"  after {len(scores)} games: mean {mean:.2f} (95 % {low:.2f}-{high:.2f})", flush=True)
    mean, sd, low, high = interval(scores)
    bands = {}
    for score in scores:
        bands[solo_band(score)] = bands.get(solo_band(score), 0) + 1
    print(f"fugu solo {args.level} {' '.join(args.set)}: seeds {args.first_seed}-{args.first_seed + args.games - 1}, "
          f"{len(scores)} games: mean {mean:.2f} (95 % {low:.2f}-{high:.2f}), sd {sd:.2f}, "
          f"won {sum(s > 0 for s in scores)}, bands {dict(sorted(bands.items()))} "
          f"({time.perf_counter() - started:.0f} s wall)")


def run_paired(args, seeds) -> None:
    """Every seed without and with the overrides, alternating (a run cut short is a seed prefix of pairs)."""
    tasks = [(args.level, seed, settings) for seed in seeds for settings in ([], args.set)]
    started = time.perf_counter()
    plain, changed = [], []
    with ProcessPoolExecutor(args.jobs) as pool:
        results = pool.map(play, tasks, chunksize=1)
        for seed in seeds:
            plain.append(next(results))
            changed.append(next(results))
            diff, se = paired([b - a for a, b in zip(plain, changed, strict=True)])
            if args.each or len(plain) % 20 == 0:
                print(f"  seed {seed}: {plain[-1]} / {changed[-1]}; {len(plain)} pairs: {statistics.fmean(plain):.2f}"
                      f" / {statistics.fmean(changed):.2f}, difference {diff:+.2f} ± {se:.2f}", flush=True)
    diff, se = paired([b - a for a, b in zip(plain, changed, strict=True)])
    equal = sum(a == b for a, b in zip(plain, changed, strict=True))
    print(f"fugu solo {args.level} paired, {' '.join(args.set)} minus default: seeds {seeds[0]}-{seeds[-1]}, "
          f"{len(plain)} pairs: {statistics.fmean(plain):.2f} / {statistics.fmean(changed):.2f}, "
          f"difference {diff:+.2f} ± {se:.2f} (standard error; {equal} equal)"
          f" ({time.perf_counter() - started:.0f} s wall)")


if __name__ == "__main__":
    main()
