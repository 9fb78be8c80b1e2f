"""Go Fish master against a generic information-set MCTS (issue #16), 2 players, paired deals.

The opponent knows nothing about Go Fish beyond the ``State`` API: each of its ``--simulations``
iterations (500 by default) re-deals every card it cannot see uniformly at random from its own
seat (``state.determinize(seat, rng)``: its hand, the public table and the public log only), walks
one shared tree (``fishgames.bots.search.ismcts``, UCB over availability counts) and finishes with
a uniformly random rollout; reward 1 for a win, ½ for a shared win, 0 for a loss.

Each seed is played twice, once with the master in each seat (same deal, same start seat); the
master's win share (shared wins count ½) comes with a Wilson 95 % interval.

  python tools/ismcts.py --games 100            # 100 seeds = 200 games
  python tools/ismcts.py --games 2 --simulations 50 --first-seed 7
"""

from __future__ import annotations

import argparse
import random
import time

from _common import markdown_table, wilson

from fishgames.bots.search import ismcts
from fishgames.core import CHANCE, registry
from fishgames.core.match import bot_stream, chance_stream

GAME = "gofish"
PLAYERS = 2
SIMULATIONS = 500


def win_rewards(state) -> list[float]:
    """1 per seat for a sole win, 1/k for a win shared by k seats, 0 otherwise."""
    winners = state.winners()
    return [1 / len(winners) if seat in winners else 0.0 for seat in range(state.n)]


class IsmctsPlayer:
    """The generic searcher.  It reads the true state only through ``determinize`` from its own
    seat and ``legal_actions`` (its own options, public)."""

    def __init__(self, seat: int, simulations: int = SIMULATIONS):
        self.seat = seat
        self.simulations = simulations

    def choose(self, state, rng: random.Random):
        legal = state.legal_actions(self.seat)
        if len(legal) == 1:
            return legal[0]
        result = ismcts(lambda r: state.determinize(self.seat, r), self.seat, legal, self.simulations, rng,
                        evaluate=win_rewards)
        return result.action


def play(seed: int, master_seat: int, simulations: int, master: str = "master") -> float:
    """One game; the master's result (1, ½ or 0)."""
    spec = registry.get(GAME)
    config = spec.config(PLAYERS)
    state = spec.new_state(config)
    state.apply(CHANCE, state.sample_chance(chance_stream(GAME, seed)))
    bot = spec.make_bot(master, master_seat, config)
    searcher = IsmctsPlayer(1 - master_seat, simulations)
    rngs = [bot_stream(GAME, seat, seed) for seat in range(PLAYERS)]
    while not state.is_over():
        (seat,) = state.to_act()
        if seat == master_seat:
            action = bot.choose(state.view(seat), state.legal_actions(seat), rngs[seat])
        else:
            action = searcher.choose(state, rngs[seat])
        state.apply(seat, action)
    return win_rewards(state)[master_seat]


def match(seeds: range, simulations: int, master: str = "master") -> list[float]:
    """The master's results, two per seed (master in seat 0, then in seat 1)."""
    return [play(seed, master_seat, simulations, master) for seed in seeds for master_seat in range(PLAYERS)]


def report(results: list[float], simulations: int, master: str) -> str:
    wins = sum(results)
    low, high = wilson(wins, len(results))
    share = wins / len(results) if results else 0.0
    return markdown_table(
        ["match-up", "games", "win share", "95 % CI", "shared wins"],
        [[f"{master} vs ISMCTS-{simulations}", len(results), f"{100 * share:.1f} %",
          f"{100 * low:.1f}–{100 * high:.1f} %", sum(1 for r in results if r == 0.5)]])


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100, help="seeds; each is played once per seat")
    parser.add_argument("--simulations", type=int, default=SIMULATIONS, help="ISMCTS iterations per move")
    parser.add_argument("--first-seed", type=int, default=1000)
    parser.add_argument("--level", default="master", help="the Go Fish bot level that plays the searcher")
    parser.add_argument("--progress", type=int, default=0, metavar="SEEDS",
                        help="print the running figure every SEEDS seeds (a long run cut short reports)")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    seeds = range(args.first_seed, args.first_seed + args.games)
    results: list[float] = []
    step = args.progress or len(seeds)
    for start in range(0, len(seeds), step):
        results += match(seeds[start:start + step], args.simulations, args.level)
        if start + step < len(seeds):
            print(f"seeds {seeds[0]}–{seeds[min(start + step, len(seeds)) - 1]} "
                  f"({time.perf_counter() - started:.0f} s):\n{report(results, args.simulations, args.level)}",
                  flush=True)
    print(report(results, args.simulations, args.level))
    print(f"\n({time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
