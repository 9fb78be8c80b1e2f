"""Fit the Fugu solo horizon (``fishgames/games/fugu/horizon.py``): least squares over a bot's solo games.

Every decision of every game gives one sample: the reef's features (``horizon.features``) against the points
the bot (``--level``: normal, the pro's rollout policy, by default) still gained from there to the end.
Prints the coefficients to paste into ``horizon.COEFFICIENTS`` and the fit's R².  Pure Python (no numpy in the
app's environment): the normal equations, solved by Gaussian elimination.  ``--save FILE`` keeps the raw
decisions (reef, unseen cards, points gained) as JSON lines, ``--load FILE`` fits saved ones again (a pro game
costs seconds of CPU, so its decisions are worth keeping).

  python tools/fugu_horizon.py --games 1500 --first-seed 810000
  python tools/fugu_horizon.py --level pro --games 120 --first-seed 9000000 --jobs 2 --save /tmp/pro.jsonl
"""

from __future__ import annotations

import argparse
import json
from concurrent.futures import ProcessPoolExecutor

import _common  # noqa: F401  (import path)

from fishgames.core import Match, Seat, registry
from fishgames.games.fugu.heuristics import pool_prefix
from fishgames.games.fugu.horizon import NAMES, features
from fishgames.games.fugu.scoring import score_row


def decisions(task: tuple[str, int]) -> list[dict]:
    """Every decision of one solo game of ``level`` on ``seed``: its reef, unseen cards and points still gained."""
    level, seed = task
    spec = registry.get("fugu")
    match = Match(spec, spec.config(1), [Seat("bot", level, level)], seed)
    state = match.state
    seen = []
    while True:
        match.resolve_chance()
        if not state.to_act():
            break
        row = list(state.rows[0])
        seen.append({"seed": seed, "row": row, "unseen": sorted(state.unseen), "highest": state.highest,
                     "score": score_row(row, True)})
        match.apply(0, match.bot_decide(0))
    final = score_row(state.rows[0], True)
    for item in seen:
        item["gain"] = final - item["score"]
        item["final_row"] = list(state.rows[0])
    return seen


def samples(items):
    """(features, points gained to the end) of saved or fresh decisions."""
    for item in items:
        yield features(item["row"], pool_prefix(item["unseen"], item["highest"])), item["gain"]


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
    parser.add_argument("--level", default="normal")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--save", help="append every decision to this file (JSON lines)")
    parser.add_argument("--load", action="append", default=[], help="fit these saved files instead of playing")
    args = parser.parse_args(argv)
    items = []
    if args.load:
        for name in args.load:
            with open(name) as lines:
                items.extend(json.loads(line) for line in lines)
        where = f"{len({i['seed'] for i in items})} saved games ({', '.join(args.load)})"
    else:
        tasks = [(args.level, seed) for seed in range(args.first_seed, args.first_seed + args.games)]
        out = open(args.save, "a") if args.save else None  # noqa: SIM115 (written game by game, as they end)
        with ProcessPoolExecutor(args.jobs) as pool:
            for game in pool.map(decisions, tasks, chunksize=1):
                items.extend(game)
                if out:
                    out.writelines(json.dumps(item) + "\n" for item in game)
                    out.flush()
        where = f"{args.games} {args.level} games (seeds {args.first_seed}-{args.first_seed + args.games - 1})"
    data = list(samples(items))
    coef, r2 = fit(data)
    print(f"{len(data)} decisions of {where}, R² {r2:.3f}")
    for name, c in zip(NAMES, coef, strict=True):
        print(f"  {name:20s} {c:+.4f}")
    print("COEFFICIENTS = (" + ", ".join(f"{c:.4f}" for c in coef) + ")")


if __name__ == "__main__":
    main()
