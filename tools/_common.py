"""Shared bits of the tools: import path, Wilson intervals, markdown tables, the benchmarks' random playout."""

from __future__ import annotations

import math
import os
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from fishgames.core import CHANCE, Match, Seat  # noqa: E402  (after the import path above)
from fishgames.core import spec as spec_module  # noqa: E402
from fishgames.core.match import chance_stream  # noqa: E402

#: A level name ending in this plays that level with the kiosk's think budget (``pro@kiosk``).
KIOSK = spec_module.KIOSK


def bot_match(spec, levels: list[str], seed: int) -> Match:
    """A bot-only match, one seat per level of ``levels``; a ``level@kiosk`` seat thinks with the kiosk's budget
    (``fishgames.bots.budgets``), as on a kiosk: the game's own ``pro@kiosk`` level, and in a game whose pro the
    kiosk does not cap the level itself."""
    seats = [Seat("bot", level if level in spec.bots else level.removesuffix(KIOSK), f"{level}{i}")
             for i, level in enumerate(levels)]
    return Match(spec, spec.config(len(levels)), seats, seed)


def playout(spec, players: int, seed: int, count_chance: bool = True) -> int:
    """One random game through the bare State API, as a rollout plays it: nobody listens, so ``apply_quiet``
    (no events built).  Returns the number of actions, or of player decisions without ``count_chance``
    (``bench_openspiel``: OpenSpiel deals card by card as chance steps, we shuffle in one)."""
    state = spec.new_state(spec.config(players))
    chance, rng = chance_stream(spec.name, seed), random.Random(seed)
    apply, choice = state.apply_quiet, rng.choice
    counted = 0
    while True:
        waiting = state.to_act()
        if not waiting:
            return counted
        seat = waiting[0]
        if seat == CHANCE:
            apply(seat, state.sample_chance(chance))
            counted += count_chance
        else:
            apply(seat, choice(state.legal_actions(seat)))
            counted += 1


def play_for(play, seconds: float) -> tuple[int, int, float, float]:
    """Call ``play(games_so_far)`` (which returns a count: actions, decisions) for about ``seconds`` of wall
    clock: (games, counted, wall seconds, CPU seconds of this process — what it got, whatever else loads the
    cores)."""
    games = counted = 0
    started, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - started < seconds:
        counted += play(games)
        games += 1
    return games, counted, time.perf_counter() - started, max(time.process_time() - cpu, 1e-9)


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for a proportion (95 % by default)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def pace(next_frame: float, dt: float) -> float:
    """Sleep until the next frame is due (a real 60 fps loop, ``time.perf_counter`` clock); returns when the one
    after it is due.  A late frame starts the count afresh instead of rushing to catch up."""
    next_frame += dt
    pause = next_frame - time.perf_counter()
    if pause > 0:
        time.sleep(pause)
        return next_frame
    return time.perf_counter()


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0 < q < 1, in hundredths) of ``values`` by ``statistics.quantiles``."""
    if len(values) < 2:
        return values[0] if values else float("nan")
    return statistics.quantiles(values, n=100, method="inclusive")[round(q * 100) - 1]


def markdown_table(header: list[str], rows: list[list]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(lines)
