"""``tools/bench_openspiel.py``: the OpenSpiel row is optional — skipped with a message without it."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
import bench  # noqa: E402
import bench_openspiel  # noqa: E402

from fishgames.core import registry  # noqa: E402


def test_our_side_plays_the_same_random_games_as_the_playout_table():
    """Same seed, same game as ``bench.playout``: it counts every action, we the decisions (Go Fish's one
    chance step is the deal)."""
    spec = registry.get("gofish")
    for seed in range(3):
        assert bench_openspiel.our_playout(spec, 4, seed) == bench.playout(spec, 4, seed) - 1


def test_without_open_spiel_the_row_is_skipped_with_a_message(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "pyspiel", None)  # import pyspiel -> ImportError
    bench_openspiel.bench_openspiel(0.01, 1, ["gofish", "fischen"])
    assert "skipped (`open_spiel` is not installed" in capsys.readouterr().out


def test_games_without_a_counterpart_print_nothing(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "pyspiel", None)
    bench_openspiel.bench_openspiel(0.01, 1, ["lure", "fugu"])
    assert capsys.readouterr().out == ""
