"""Go Fish master against a generic information-set MCTS (issue #16), 2 players, paired deals.

The opponent knows nothing about Go Fish beyond the ``State`` API: each of its ``--simulations``
iterations (500 by default) re-deals every card it cannot see uniformly at random from its own
seat (``state.determinize(seat, rng)``: its hand, the public table and the public log only), walks
one shared tree (``fishgames.bots.search.ismcts``, UCB over availability counts) and finishes with
a uniformly random rollout; reward 1 for a win, ½ for a shared win, 0 for a loss.

Each seed is played twice, once with the master in each seat (same deal, same start seat); the
master's win share (shared wins count ½) comes with a Wilson 95 % interval.

``--phases`` also prints where the books were made — the opening (pond above ``MID_POND``), the middle
and the end (pond at most ``END_POND``, where the master searches and solves) — per game, the master's
and the searcher's, in the games the master won and in those it lost, and the master's decision CPU
(p50, p95, max: ``time.process_time``, so the figure holds on a busy machine too).

  python tools/ismcts.py --games 100            # 100 seeds = 200 games
  python tools/ismcts.py --games 2 --simulations 50 --first-seed 7
  python tools/ismcts.py --games 30 --phases     # where the books were made, decision CPU
"""

from __future__ import annotations

import argparse
import random
import time

from _common import markdown_table, percentile, wilson

from fishgames.bots.search import ismcts
from fishgames.core import CHANCE, registry
from fishgames.core.match import bot_stream, chance_stream
from fishgames.games.gofish.master import DUEL_POND

GAME = "gofish"
PLAYERS = 2
SIMULATIONS = 500
#: ``--phases``: the opening lasts while the pond holds more than ``MID_POND`` cards; the end starts at
#: ``END_POND``, the master's ``DUEL_POND``: where it searches, and solves from ``duel_end.SOLVE_POND``.
MID_POND = 20
END_POND = DUEL_POND
PHASES = ("opening", "middle", "end")


class Trace:
    """One game's books at the phase boundaries (by seat) and the master's decision CPU times."""

    def __init__(self):
        self.marks: list[list[int]] = []  # scores as the middle and the end begin, then the final ones
        self.cpu: list[float] = []
        self.final: list[int] = []

    def note(self, state) -> None:
        """Called before every decision: the scores when the pond first drops to a phase's bound."""
        bounds = (MID_POND, END_POND)
        while len(self.marks) < len(bounds) and len(state.pond) <= bounds[len(self.marks)]:
            self.marks.append(list(state.scores()))

    def books(self, final: list[int]) -> list[list[int]]:
        """Books made in each phase, by seat (a phase the game never reached made none)."""
        marks = [[0] * len(final)] + self.marks + [final] * (3 - len(self.marks))
        return [[b - a for a, b in zip(marks[i], marks[i + 1], strict=True)] for i in range(3)]


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


def play(seed: int, master_seat: int, simulations: int, master: str = "master", trace: Trace | None = None) -> float:
    """One game; the master's result (1, ½ or 0).  ``trace`` collects its phases and decision times."""
    spec = registry.get(GAME)
    config = spec.config(PLAYERS)
    state = spec.new_state(config)
    state.apply(CHANCE, state.sample_chance(chance_stream(GAME, seed)))
    bot = spec.make_bot(master, master_seat, config)
    searcher = IsmctsPlayer(1 - master_seat, simulations)
    rngs = [bot_stream(GAME, seat, seed) for seat in range(PLAYERS)]
    while not state.is_over():
        (seat,) = state.to_act()
        if trace is not None:
            trace.note(state)
        if seat == master_seat:
            started = time.process_time()
            action = bot.choose(state.view(seat), state.legal_actions(seat), rngs[seat])
            if trace is not None:
                trace.cpu.append(time.process_time() - started)
        else:
            action = searcher.choose(state, rngs[seat])
        state.apply(seat, action)
    if trace is not None:
        trace.final = list(state.scores())
    return win_rewards(state)[master_seat]


def match(seeds: range, simulations: int, master: str = "master") -> list[float]:
    """The master's results, two per seed (master in seat 0, then in seat 1)."""
    return [play(seed, master_seat, simulations, master) for seed in seeds for master_seat in range(PLAYERS)]


def phases(seeds: range, simulations: int, master: str = "master") -> tuple[list[float], str]:
    """The match of ``match`` with every game traced: the results and the ``--phases`` tables."""
    results, won, lost, cpu = [], [], [], []
    for seed in seeds:
        for master_seat in range(PLAYERS):
            trace = Trace()
            result = play(seed, master_seat, simulations, master, trace)
            results.append(result)
            cpu += trace.cpu
            final = trace.final
            books = [(phase[master_seat], phase[1 - master_seat]) for phase in trace.books(final)]
            if result == 1.0:
                won.append(books)
            elif result == 0.0:
                lost.append(books)

    def mean(games, phase, who):
        return f"{sum(g[phase][who] for g in games) / len(games):.2f}" if games else "–"

    rows = [[PHASES[i], mean(won, i, 0), mean(won, i, 1), mean(lost, i, 0), mean(lost, i, 1)] for i in range(3)]
    table = markdown_table(
        ["phase", f"{master}, won games ({len(won)})", "ISMCTS, won games", f"{master}, lost games ({len(lost)})",
         "ISMCTS, lost games"], rows)
    times = (f"{master} decision CPU ({len(cpu)} decisions): p50 {1e3 * percentile(cpu, 0.5):.1f} ms, "
             f"p95 {1e3 * percentile(cpu, 0.95):.1f} ms, max {1e3 * max(cpu):.1f} ms") if cpu else ""
    return results, f"books per game by phase (opening: pond > {MID_POND}, end: pond ≤ {END_POND}):\n{table}\n{times}"


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
    parser.add_argument("--phases", action="store_true",
                        help="also print the books of each phase in won and lost games, and the decision CPU")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    seeds = range(args.first_seed, args.first_seed + args.games)
    results: list[float] = []
    if args.phases:
        results, tables = phases(seeds, args.simulations, args.level)
        print(f"{tables}\n")
        print(report(results, args.simulations, args.level))
        print(f"\n({time.perf_counter() - started:.0f} s)")
        return 0
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
