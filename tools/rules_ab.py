"""A rules speed pass, old against new in one process: a game's ``rules.py`` from a git revision loaded beside
the working tree's, the same seeded random playouts checked to be the same games (every action and the final
``to_json``), then both timed in alternating rounds (CPU time, so the load of a shared machine skews the ratio
far less than two separate runs).

  python tools/rules_ab.py lure --against HEAD --players 2 3 4 5 --rounds 10 --games 200

Only ``fishgames/games/GAME/rules.py`` is swapped: the old one imports the rest (actions, data, dice) as they
are now, which is right for a pass that changed that file alone.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from _common import CHANCE, ROOT, chance_stream

from fishgames.core import registry


def old_rules(game: str, revision: str):
    """The module ``fishgames/games/GAME/rules.py`` as it was at ``revision``, under a name of its own."""
    source = subprocess.run(["git", "show", f"{revision}:fishgames/games/{game}/rules.py"], cwd=ROOT,
                            capture_output=True, text=True, check=True).stdout
    path = Path(tempfile.mkdtemp()) / "rules_old.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location(f"fishgames.games.{game}._rules_old", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def playout(new_state, config, game: str, seed: int, trace: list | None = None):
    """One random game as ``_common.playout`` plays it (the bare State API, ``apply_quiet``), from
    ``new_state``; the final state, each action's text appended to ``trace`` if given."""
    state = new_state(config)
    chance, rng = chance_stream(game, seed), random.Random(seed)
    apply, choice = state.apply_quiet, rng.choice
    while waiting := state.to_act():
        seat = waiting[0]
        action = state.sample_chance(chance) if seat == CHANCE else choice(state.legal_actions(seat))
        if trace is not None:
            trace.append(action.to_text())
        apply(seat, action)
    return state


def same_games(old, new, game: str, players: int, seeds: range) -> None:
    spec = registry.get(game)
    for seed in seeds:
        traces = [], []
        finals = [playout(module.new_state, spec.config(players), game, seed, trace)
                  for module, trace in zip((old, new), traces, strict=True)]
        if traces[0] != traces[1] or json.dumps(finals[0].to_json(), sort_keys=True) != json.dumps(
                finals[1].to_json(), sort_keys=True):
            raise SystemExit(f"not the same game: {players} players, seed {seed}")


def speed(old, new, game: str, players: int, rounds: int, games: int) -> list[float]:
    """Per round, new's games per CPU second ÷ old's (which goes first alternates)."""
    config = registry.get(game).config(players)
    ratios = []
    for r in range(rounds):
        seeds = range(10_000 + r * games, 10_000 + (r + 1) * games)
        cpu = {}
        for name, module in ((("old", old), ("new", new)) if r % 2 else (("new", new), ("old", old))):
            started = time.process_time()
            for seed in seeds:
                playout(module.new_state, config, game, seed)
            cpu[name] = time.process_time() - started
        ratios.append(cpu["old"] / cpu["new"])
    return ratios


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", choices=registry.names())
    parser.add_argument("--against", default="HEAD", help="the git revision of the old rules.py")
    parser.add_argument("--players", type=int, nargs="+", default=None)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--games", type=int, default=200, help="random games per round and side")
    parser.add_argument("--check", type=int, default=300, help="seeds checked to be the same games per count")
    args = parser.parse_args(argv)
    spec = registry.get(args.game)
    old, new = old_rules(args.game, args.against), importlib.import_module(spec.new_state.__module__)
    counts = args.players or list(range(spec.min_players, spec.max_players + 1))
    for players in counts:
        same_games(old, new, args.game, players, range(args.check))
    print(f"same games: {args.check} seeded random playouts at each of {counts} players")
    print("\n| players | new ÷ old speed, median | range |\n|---|---|---|")
    for players in counts:
        ratios = speed(old, new, args.game, players, args.rounds, args.games)
        print(f"| {players} | {statistics.median(ratios):.3f} | {min(ratios):.3f}–{max(ratios):.3f} |", flush=True)


if __name__ == "__main__":
    main()
