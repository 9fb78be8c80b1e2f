"""The optional OpenSpiel row of ``bench.py --only playouts``: our random playouts beside OpenSpiel's C++ games
driven from Python in the same run (issue 33).  Needs ``pip install open-spiel``; without it the row is skipped
with a message.

Pairs: Go Fish 4p against OpenSpiel's ``go_fish`` (4 players) by games per CPU second; Fischen at 3–5 players
against ``hearts`` (4 players, its only count) and ``oh_hell`` (same players) by player decisions per CPU
second — a Fischen game is many times longer than either, so games/s would compare lengths, not speed.  Both
sides play uniformly random legal actions with chance sampled, nobody listening (ours is ``_common.playout``).
The sides take turns in ``rounds`` slices and each ratio is the median over the rounds.
"""

from __future__ import annotations

import random
import statistics

from _common import markdown_table, play_for, playout

from fishgames.core import registry

#: (our game, players, OpenSpiel game, its parameters, compared by)
PAIRS = [
    ("gofish", 4, "go_fish", {"players": 4}, "games"),
    ("fischen", 3, "hearts", {}, "decisions"),
    ("fischen", 4, "hearts", {}, "decisions"),
    ("fischen", 5, "hearts", {}, "decisions"),
    ("fischen", 3, "oh_hell", {"players": 3}, "decisions"),
    ("fischen", 4, "oh_hell", {"players": 4}, "decisions"),
    ("fischen", 5, "oh_hell", {"players": 5}, "decisions"),
]


def spiel_playout(game, rng: random.Random) -> int:
    """One uniformly random OpenSpiel game; the number of player decisions (OpenSpiel deals card by card
    as chance steps, we shuffle in one: counting those would compare dealing, not play)."""
    state = game.new_initial_state()
    decisions = 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(outcomes, probs)[0])
        else:
            legal = state.legal_actions()
            state.apply_action(legal[rng.randrange(len(legal))])
            decisions += 1
    return decisions


def _rate(play, seconds: float) -> tuple[float, float]:
    """(games, decisions) per CPU second over about ``seconds`` of wall clock."""
    games, decisions, _, cpu = play_for(play, seconds)
    return games / cpu, decisions / cpu


def bench_openspiel(seconds: float, rounds: int, names: list[str]) -> None:
    """Print the comparison table for the pairs of ``names``, or why it was skipped."""
    pairs = [pair for pair in PAIRS if pair[0] in names]
    if not pairs:
        return
    try:
        import pyspiel
    except ImportError:
        print("\n### OpenSpiel comparison: skipped (`open_spiel` is not installed; `pip install open-spiel`)")
        return
    rows = []
    for ours, players, theirs, params, unit in pairs:
        spec, game = registry.get(ours), pyspiel.load_game(theirs, params)
        rng = random.Random(7)
        ratios, mine_rates, their_rates = [], [], []
        for r in range(rounds):
            base = 100_000 * r
            mine = _rate(lambda g, s=spec, n=players, b=base: playout(s, n, b + g, count_chance=False), seconds / rounds / 2)
            other = _rate(lambda g, gm=game, rg=rng: spiel_playout(gm, rg), seconds / rounds / 2)
            k = 0 if unit == "games" else 1
            ratios.append(mine[k] / other[k])
            mine_rates.append(mine[k])
            their_rates.append(other[k])
        rows.append([f"{ours} {players}p", f"{theirs}" + (f" {params['players']}p" if params else ""), unit,
                     f"{statistics.median(mine_rates):,.0f}", f"{statistics.median(their_rates):,.0f}",
                     f"{statistics.median(ratios):.2f}×"])
    print(f"\n### Beside OpenSpiel {pyspiel.__version__ if hasattr(pyspiel, '__version__') else ''} "
          f"(random playouts, per CPU second, median of {rounds} rounds)\n")
    print(markdown_table(["ours", "OpenSpiel", "per", "ours /s", "OpenSpiel /s", "ratio"], rows))
