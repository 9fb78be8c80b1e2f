"""``tools/bench_openspiel.py``: the OpenSpiel row is optional — skipped with a message without it."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
import bench  # noqa: E402
import bench_openspiel  # noqa: E402

from fishgames.core import registry  # noqa: E402


def test_without_open_spiel_the_row_is_skipped_with_a_message(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "pyspiel", None)  # import pyspiel -> ImportError
    bench_openspiel.bench_openspiel(0.01, 1, bench.playout, registry, ["gofish", "fischen"])
    assert "skipped (`open_spiel` is not installed" in capsys.readouterr().out


def test_games_without_a_counterpart_print_nothing(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "pyspiel", None)
    bench_openspiel.bench_openspiel(0.01, 1, bench.playout, registry, ["lure", "fugu"])
    assert capsys.readouterr().out == ""
