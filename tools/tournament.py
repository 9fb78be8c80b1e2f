"""Bot strength, measured honestly: seeded bot-only games, seats rotated, Wilson 95 % intervals.

Modes:
  pairs  (default) each level plays one seat against copies of the level below it and
         of random, the top level against every level below; every seed is played once per
         seat (paired deals).
  mixed  every game seats distinct levels drawn in rotation from --levels; each level's
         win share is reported (fair share = 1/players), and for each two levels a duel row:
         of the games one of the two won, the stronger's share (fair 50 %; a shared win splits).

  python tools/tournament.py gofish --players 4 --games 400 --levels random,easy,normal,pro,master
  python tools/tournament.py fischen --players 4 --games 40 --levels normal,pro@kiosk,pro   # a kiosk's pro
  python tools/tournament.py fischen --players 3 --games 120 --mode mixed --levels normal,pro@kiosk,pro --jobs 2 --progress 12

A level named ``LEVEL@kiosk`` plays with the kiosk's think budget (``fishgames/bots/budgets.py``).
"""

from __future__ import annotations

import argparse
import functools
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


def stream(game: str, tasks: list[tuple[list[str], int]], jobs: int):
    """Each (seating, seed) task's result, in the order of ``tasks``, as soon as it and those before it are done:
    one pool for the whole run, so a running row costs no idle worker."""
    tasks = [(game, levels, seed) for levels, seed in tasks]
    if jobs <= 1:
        yield from map(play, tasks)
        return
    with ProcessPoolExecutor(jobs) as pool:
        # chunks of one: a slow pro game must not hold up a worker's whole batch
        yield from pool.map(play, tasks)


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


def duel(results, upper: str, lower: str):
    """Of the games ``upper`` or ``lower`` won (each level seated in them), ``upper``'s share: a win shared
    between the two splits by seats, a win shared with a third level counts for whichever of the two has it.
    (wins, games, mean score of ``upper`` in those games)."""
    wins = games = 0.0
    score_sum = 0.0
    for levels, winners, scores, capped in results:
        if capped or upper not in levels or lower not in levels:
            continue
        theirs = [w for w in winners if levels[w] in (upper, lower)]
        if not theirs:
            continue
        games += 1
        wins += sum(1 for w in theirs if levels[w] == upper) / len(theirs)
        score_sum += scores[levels.index(upper)]
    return wins, int(games), score_sum / max(games, 1)


def row(label: str, wins: float, games: int, players: int, mean: float, caps: int, fair: float | None = None) -> list:
    """A table row; ``fair`` is 1/players unless given (a duel's is 1/2)."""
    low, high = wilson(wins, games)
    share = wins / games if games else 0.0
    fair = fair or 1 / players
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
                        help="print the running rows every SEEDS seeds (a long run cut short reports)")
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
                seatings = rotations(candidate, baseline, players)
                label = f"{candidate} vs {players - 1}× {baseline}"
                results = _played(args, [(seating, seed) for seed in seeds for seating in seatings], len(seatings),
                                  functools.partial(_pair_row, label, candidate, players))
                _pair_row(label, candidate, players, results, "")
        else:
            seeds = list(range(args.first_seed, args.first_seed + args.games))
            cycle = itertools.cycle(itertools.permutations(levels, players))
            tasks = [(list(next(cycle)), seed) for seed in seeds]
            results = _played(args, tasks, 1, functools.partial(_mixed_rows, levels, players))
            _mixed_rows(levels, players, results, "")
        print(f"\n({time.perf_counter() - started:.0f} s)", flush=True)


def _played(args, tasks: list[tuple[list[str], int]], per_seed: int, report) -> list:
    """Play ``tasks`` (``per_seed`` of them to a seed, in seed order), calling ``report(results, " (so far, seeds
    a–b)")`` every ``--progress`` seeds before the last; all the results."""
    results = []
    step = (args.progress or len(tasks)) * per_seed
    for result in stream(args.game, tasks, args.jobs):
        results.append(result)
        if len(results) % step == 0 and len(results) < len(tasks):
            report(results, f" (so far, seeds {tasks[0][1]}–{tasks[len(results) - 1][1]})")
    return results


def _pair_row(label: str, candidate: str, players: int, results, so_far: str) -> None:
    _print_row(row(label + so_far, *_t(results, candidate, players)))


def _mixed_rows(levels: list[str], players: int, results, so_far: str) -> None:
    """Each level's win share, then each two levels' duel (the stronger named first: ``levels`` is weakest first)."""
    for level in levels:
        mine = [r for r in results if level in r[0]]
        _print_row(row(f"{level} (mixed){so_far}", *_t(mine, level, players)))
    for lower, upper in itertools.combinations(levels, 2):
        wins, games, mean = duel(results, upper, lower)
        _print_row(row(f"{upper} over {lower} (of the games one of them won){so_far}", wins, games, players, mean,
                       0, fair=0.5))


def _print_row(cells: list) -> None:
    print(markdown_table(HEADER, [cells]).splitlines()[-1], flush=True)


def _t(results, candidate, players):
    wins, games, mean, caps = tally(results, candidate, players)
    return wins, games, players, mean, caps


if __name__ == "__main__":
    main()
