"""Bot strength, measured honestly: seeded bot-only games, seats rotated, Wilson 95 % intervals.

Modes:
  pairs  (default) each level plays one seat against copies of the level below it and
         of random, the top level against every level below; every seed is played once per
         seat (paired deals).
  mixed  every game seats distinct levels drawn in rotation from --levels; each level's
         win share is reported (fair share = 1/players).

  python tools/tournament.py gofish --players 4 --games 400 --levels random,easy,normal,pro,master
  python tools/tournament.py fischen --players 4 --games 40 --levels normal,pro@kiosk,pro   # a kiosk's pro

A level named ``LEVEL@kiosk`` plays with the kiosk's think budget (``fishgames/bots/budgets.py``).
"""

from __future__ import annotations

import argparse
import itertools
import time
from concurrent.futures import ProcessPoolExecutor

from _common import bot_match, markdown_table, wilson

from fishgames.core import registry
from fishgames.core.match import GameTooLong


def play(args) -> tuple[list[str], list[int], list[int], bool]:
    game, levels, seed = args
    match = bot_match(registry.get(game), levels, seed)
    try:
        match.play_to_end()
    except GameTooLong:
        return levels, [], [], True
    return levels, match.state.winners(), match.state.scores(), False


def run(game: str, seatings: list[list[str]], seeds: list[int], jobs: int):
    tasks = [(game, levels, seed) for seed in seeds for levels in seatings]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            # small chunks: a slow pro game must not hold up a worker's whole batch
            return list(pool.map(play, tasks, chunksize=max(1, len(tasks) // (8 * jobs))))
    return [play(task) for task in tasks]


def rotations(candidate: str, baseline: str, players: int) -> list[list[str]]:
    return [[candidate if i == seat else baseline for i in range(players)] for seat in range(players)]


def tally(results, candidate: str, players: int):
    wins = games = caps = 0.0
    score_sum = 0.0
    for levels, winners, scores, capped in results:
        if capped:
            caps += 1
            continue
        games += 1
        seats = [i for i, level in enumerate(levels) if level == candidate]
        wins += sum(1 for w in winners if w in seats) / len(winners) if winners else 0
        score_sum += sum(scores[i] for i in seats) / len(seats)
    return wins, int(games), score_sum / max(games, 1), int(caps)


def row(label: str, wins: float, games: int, players: int, mean: float, caps: int) -> list:
    low, high = wilson(wins, games)
    share = wins / games if games else 0.0
    fair = 1 / players
    return [label, games, f"{100 * share:.1f} %", f"{100 * low:.1f}–{100 * high:.1f} %",
            f"{100 * fair:.0f} %", f"{share / fair:.2f}×", f"{mean:.1f}", caps]


HEADER = ["match-up", "games", "win share", "95 % CI", "fair", "× fair", "mean score", "capped"]


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", choices=registry.names())
    parser.add_argument("--players", type=int, nargs="+", default=None)
    parser.add_argument("--games", type=int, default=200, help="seeds per match-up (each played once per seat)")
    parser.add_argument("--levels", default=None, help="comma list, weakest first (default: all of the game)")
    parser.add_argument("--mode", choices=("pairs", "mixed"), default="pairs")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--first-seed", type=int, default=1000)
    parser.add_argument("--matchups", default=None, metavar="C:B,...",
                        help="pairs: only these match-ups, candidate:baseline (e.g. pro@kiosk:normal,pro:pro@kiosk)")
    parser.add_argument("--progress", type=int, default=0, metavar="SEEDS",
                        help="pairs: print each match-up's running row every SEEDS seeds (a long run cut short reports)")
    args = parser.parse_args(argv)

    spec = registry.get(args.game)
    levels = args.levels.split(",") if args.levels else ["random", *spec.levels]
    for players in args.players or [spec.min_players, spec.max_players]:
        started = time.perf_counter()
        # rows are printed as each match-up finishes, so a long run cut short still reports
        print(f"\n### {spec.name}, {players} players ({args.mode})\n")
        print(markdown_table(HEADER, []), flush=True)
        if args.mode == "pairs":
            seeds = list(range(args.first_seed, args.first_seed + max(1, args.games // players)))
            pairs = [(upper, lower) for lower, upper in itertools.pairwise(levels)]
            pairs += [(levels[-1], lower) for lower in levels[:-2]]  # the top level vs every level below
            pairs += [(level, levels[0]) for level in levels[2:-1]]
            if args.matchups:
                pairs = [tuple(pair.split(":")) for pair in args.matchups.split(",")]
            for candidate, baseline in pairs:
                label = f"{candidate} vs {players - 1}× {baseline}"
                results = []
                step = args.progress or len(seeds)
                for start in range(0, len(seeds), step):
                    results += run(args.game, rotations(candidate, baseline, players), seeds[start:start + step],
                                   args.jobs)
                    if start + step < len(seeds):
                        _print_row(row(f"{label} (so far, seeds {seeds[0]}–{seeds[start + step - 1]})",
                                       *_t(results, candidate, players)))
                _print_row(row(label, *_t(results, candidate, players)))
        else:
            seeds = list(range(args.first_seed, args.first_seed + args.games))
            cycle = itertools.cycle(itertools.permutations(levels, players))
            seatings = [next(cycle) for _ in range(len(seeds))]
            results = []
            for seed, seating in zip(seeds, seatings, strict=True):
                results += run(args.game, [list(seating)], [seed], 1)
            for level in levels:
                mine = [r for r in results if level in r[0]]
                _print_row(row(f"{level} (mixed)", *_t(mine, level, players)))
        print(f"\n({time.perf_counter() - started:.0f} s)", flush=True)


def _print_row(cells: list) -> None:
    print(markdown_table(HEADER, [cells]).splitlines()[-1], flush=True)


def _t(results, candidate, players):
    wins, games, mean, caps = tally(results, candidate, players)
    return wins, games, players, mean, caps


if __name__ == "__main__":
    main()
