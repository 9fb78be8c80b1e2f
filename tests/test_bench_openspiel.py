"""``tools/bench_openspiel.py``: the OpenSpiel row is optional — skipped with a message without it."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
import _common  # noqa: E402
import bench_openspiel  # noqa: E402

from fishgames.core import registry  # noqa: E402


def test_our_side_plays_the_same_random_games_as_the_playout_table():
    """The same random game as the playout table's, counted without its chance steps (Go Fish's one chance
    step is the deal): OpenSpiel is compared by player decisions."""
    spec = registry.get("gofish")
    for seed in range(3):
        decisions = _common.playout(spec, 4, seed, count_chance=False)
        assert decisions == _common.playout(spec, 4, seed) - 1
        assert decisions == len(play_through(spec, seed)) - 1


def play_through(spec, seed: int) -> list:
    """The same random game, every action recorded, played here without the shared playout."""
    import random

    from fishgames.core import CHANCE
    from fishgames.core.match import chance_stream

    state = spec.new_state(spec.config(4))
    chance, rng = chance_stream(spec.name, seed), random.Random(seed)
    actions = []
    while waiting := state.to_act():
        seat = waiting[0]
        action = state.sample_chance(chance) if seat == CHANCE else rng.choice(state.legal_actions(seat))
        state.apply_quiet(seat, action)
        actions.append(action)
    return actions


def test_without_open_spiel_the_row_is_skipped_with_a_message(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "pyspiel", None)  # import pyspiel -> ImportError
    bench_openspiel.bench_openspiel(0.01, 1, ["gofish", "fischen"])
    assert "skipped (`open_spiel` is not installed" in capsys.readouterr().out


def test_games_without_a_counterpart_print_nothing(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "pyspiel", None)
    bench_openspiel.bench_openspiel(0.01, 1, ["lure", "fugu"])
    assert capsys.readouterr().out == ""
