"""Fit the Fugu solo horizon (``fishgames/games/fugu/horizon.py``): least squares over the normal bot's solo games.

Every decision of every game gives one sample: the reef's features (``horizon.features``) against the points
the normal bot (the pro's rollout policy's weights, ``heuristics.SOLO``) still gained from there to the end.
Prints the coefficients to paste into ``horizon.COEFFICIENTS`` and the fit's R².  Pure Python (no numpy in the
app's environment): the normal equations, solved by Gaussian elimination.

  python tools/fugu_horizon.py --games 1500 --first-seed 810000
"""

from __future__ import annotations

import argparse

import _common  # noqa: F401  (import path)

from fishgames.core import Match, Seat, registry
from fishgames.games.fugu.heuristics import pool_prefix
from fishgames.games.fugu.horizon import NAMES, features
from fishgames.games.fugu.scoring import score_row


def samples(games: int, first_seed: int):
    """(features, points gained to the end) at every decision of ``games`` normal solo games."""
    spec = registry.get("fugu")
    for seed in range(first_seed, first_seed + games):
        match = Match(spec, spec.config(1), [Seat("bot", "normal", "normal")], seed)
        state = match.state
        seen = []
        while True:
            match.resolve_chance()
            if not state.to_act():
                break
            row = list(state.rows[0])
            seen.append((features(row, pool_prefix(state.unseen, state.highest)), score_row(row, True)))
            match.apply(0, match.bot_decide(0))
        final = score_row(state.rows[0], True)
        for x, score in seen:
            yield x, final - score


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """``matrix · x = vector`` by Gaussian elimination with partial pivoting."""
    n = len(vector)
    a = [row[:] + [vector[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(col + 1, n):
            factor = a[r][col] / a[col][col]
            for c in range(col, n + 1):
                a[r][c] -= factor * a[col][c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (a[r][n] - sum(a[r][c] * x[c] for c in range(r + 1, n))) / a[r][r]
    return x


def fit(data: list[tuple[list[float], float]]) -> tuple[list[float], float]:
    """Least-squares coefficients and R²."""
    k = len(data[0][0])
    xtx = [[0.0] * k for _ in range(k)]
    xty = [0.0] * k
    for x, y in data:
        for i in range(k):
            xty[i] += x[i] * y
            row = xtx[i]
            for j in range(k):
                row[j] += x[i] * x[j]
    coef = solve(xtx, xty)
    mean = sum(y for _, y in data) / len(data)
    residual = sum((y - sum(c * v for c, v in zip(coef, x, strict=True))) ** 2 for x, y in data)
    total = sum((y - mean) ** 2 for _, y in data)
    return coef, 1.0 - residual / total


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1500)
    parser.add_argument("--first-seed", type=int, default=810_000)
    args = parser.parse_args(argv)
    data = list(samples(args.games, args.first_seed))
    coef, r2 = fit(data)
    print(f"{len(data)} decisions of {args.games} games (seeds {args.first_seed}-{args.first_seed + args.games - 1}), "
          f"R² {r2:.3f}")
    for name, c in zip(NAMES, coef, strict=True):
        print(f"  {name:20s} {c:+.4f}")
    print("COEFFICIENTS = (" + ", ".join(f"{c:.4f}" for c in coef) + ")")


if __name__ == "__main__":
    main()
