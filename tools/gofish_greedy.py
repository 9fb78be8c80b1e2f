"""Go Fish yardstick (issue 33): a greedy card counter beside the master, on the same deals.

The greedy policy remembers every ask and transfer (the whole public log) and asks the (target, rank)
with the highest exact probability of a hit: 1 where the target is known to hold the rank, 0 where it
is known to be out of it, else hypergeometric over the unseen copies — the copies not in my hand and
not known to be elsewhere lie uniformly in the unknown slots of the hands that may hold them and the
pond.  Exact ties go to one ``rng.choice``.  It sees only its view, like every bot.

Each seed is played once per seat with the candidate in that seat against three random askers, the
same deal, start seat and random streams for each candidate (``tournament.py``'s seeds and streams);
both win shares (shared wins split) come with Wilson 95 % intervals, and the paired difference with
its standard error.

  python tools/gofish_greedy.py --games 2000                    # 500 seeds × 4 seats, per candidate
  python tools/gofish_greedy.py --games 40 --candidates greedy,pro --first-seed 7
  python tools/gofish_greedy.py --games 240 --candidates master --baseline pro --first-seed 5000
  python tools/gofish_greedy.py --games 2000 --jobs 2 --progress 25   # running figures every 100 games
"""

from __future__ import annotations

import argparse
import math
import random
import time
from concurrent.futures import ProcessPoolExecutor

from _common import markdown_table, wilson

from fishgames.bots import Bot
from fishgames.core import CHANCE, registry
from fishgames.core.match import bot_stream, chance_stream
from fishgames.games.gofish.bots import own_counts
from fishgames.games.gofish.data import N_SUITS
from fishgames.games.gofish.knowledge import PublicKnowledge

GAME = "gofish"
BASELINE = "random"


def hit_chance(model: PublicKnowledge, me: int, own: list[int], sizes: list[int], pond: int,
               target: int, rank: int) -> float:
    """P(target holds at least one card of rank), given what seat ``me`` knows."""
    if model.min[target][rank] >= 1:
        return 1.0
    if model.hi[target][rank] == 0:
        return 0.0
    others = [s for s in range(len(sizes)) if s != me]
    unseen = N_SUITS - own[rank] - sum(model.min[s][rank] for s in others)
    if unseen <= 0:
        return 0.0

    def unknown(s: int) -> int:  # slots of seat s not taken by cards known to be there
        return sizes[s] - sum(model.min[s])

    slots = pond + sum(unknown(s) for s in others if model.hi[s][rank] > model.min[s][rank])
    mine = unknown(target)
    if slots <= 0 or mine <= 0:
        return 0.0
    return 1.0 - math.comb(slots - mine, unseen) / math.comb(slots, unseen)


class GreedyBot(Bot):
    """Perfect memory, then the ask with the highest exact chance of a hit."""

    level = "greedy"

    def choose(self, view: dict, legal_actions: list, rng: random.Random):
        model = PublicKnowledge.from_entries(self.players, view["log"])
        own = own_counts(view)
        asks = sorted(legal_actions, key=lambda a: (a.target, a.rank))
        chances = [hit_chance(model, self.seat, own, view["hand_sizes"], view["pond"], a.target, a.rank)
                   for a in asks]
        top = max(chances)
        tied = [a for a, p in zip(asks, chances, strict=True) if p == top]
        return tied[0] if len(tied) == 1 else rng.choice(tied)


def make_bot(level: str, seat: int, config) -> Bot:
    if level == GreedyBot.level:
        return GreedyBot(seat, config)
    return registry.get(GAME).make_bot(level, seat, config)


def play(task: tuple[str, int, int, int, str]) -> float:
    """One game, ``candidate`` in ``seat`` and ``baseline`` elsewhere; the candidate's share of the win."""
    candidate, seed, seat, players, baseline = task
    spec = registry.get(GAME)
    config = spec.config(players)
    state = spec.new_state(config)
    state.apply(CHANCE, state.sample_chance(chance_stream(GAME, seed)))
    bots = [make_bot(candidate if s == seat else baseline, s, config) for s in range(players)]
    rngs = [bot_stream(GAME, s, seed) for s in range(players)]
    while not state.is_over():
        (actor,) = state.to_act()
        state.apply(actor, bots[actor].choose(state.view(actor), state.legal_actions(actor), rngs[actor]))
    winners = state.winners()
    return 1 / len(winners) if seat in winners else 0.0


def results(candidate: str, seeds: range, players: int, jobs: int, baseline: str = BASELINE) -> list[float]:
    tasks = [(candidate, seed, seat, players, baseline) for seed in seeds for seat in range(players)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            return list(pool.map(play, tasks, chunksize=max(1, len(tasks) // (8 * jobs))))
    return [play(task) for task in tasks]


def paired(a: list[float], b: list[float]) -> tuple[float, float]:
    """Mean of a − b over paired games and its standard error."""
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / max(n - 1, 1)
    return mean, math.sqrt(var / n)


def running(shares: dict[str, list[float]], candidates: list[str]) -> str:
    """One line: each candidate's games and win share, and the first's paired difference to each other."""
    parts = [f"{c} {100 * sum(shares[c]) / len(shares[c]):.1f} % of {len(shares[c])}" for c in candidates]
    first = candidates[0]
    for other in candidates[1:]:
        mean, se = paired(shares[first], shares[other])
        parts.append(f"{first} − {other} {100 * mean:+.1f} ± {100 * se:.1f}")
    return "; ".join(parts)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=2000, help="games per candidate (seeds × seats)")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--candidates", default="master,greedy", help="comma list; the first is compared to each")
    parser.add_argument("--first-seed", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--baseline", default=BASELINE, help="the level in the other seats")
    parser.add_argument("--progress", type=int, default=0, metavar="SEEDS",
                        help="play the seeds in blocks of SEEDS, every candidate each block, and print the running "
                             "figures after each (a long run cut short still reports; the same games either way)")
    args = parser.parse_args(argv)
    seeds = range(args.first_seed, args.first_seed + max(1, args.games // args.players))
    candidates = args.candidates.split(",")
    started = time.perf_counter()
    shares: dict[str, list[float]] = {c: [] for c in candidates}
    step = args.progress or len(seeds)
    for start in range(0, len(seeds), step):
        block = seeds[start:start + step]
        for c in candidates:
            shares[c] += results(c, block, args.players, args.jobs, args.baseline)
        if block.stop < seeds.stop:
            print(f"so far, seeds {seeds.start}–{block.stop - 1}: " + running(shares, candidates), flush=True)
    rows = []
    for c, res in shares.items():
        low, high = wilson(sum(res), len(res))
        rows.append([f"{c} vs {args.players - 1}× {args.baseline}", len(res), f"{100 * sum(res) / len(res):.1f} %",
                     f"{100 * low:.1f}–{100 * high:.1f} %", f"{100 / args.players:.0f} %"])
    print(f"Go Fish, {args.players} players, seeds {seeds.start}–{seeds.stop - 1}, each in every seat\n")
    print(markdown_table(["match-up", "games", "win share", "95 % CI", "fair"], rows))
    first = candidates[0]
    for other in candidates[1:]:
        mean, se = paired(shares[first], shares[other])
        print(f"\n{first} − {other}: {100 * mean:+.1f} ± {100 * se:.1f} points (paired, ± 1 standard error)")
    print(f"\n({time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
