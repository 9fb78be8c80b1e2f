"""``tools/fuzz.py``, short: a few seeded games per game run clean, and a failure is reported with
its seed, record and a command that reproduces it (the exit status says so)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
import fuzz  # noqa: E402


def test_fuzz_runs_the_conformance_checks_on_every_player_count(capsys):
    assert fuzz.main(["--games", "2", "--game", "gofish", "--game", "fatfish", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    for players in (2, 3, 4):
        assert f"| gofish | {players} | 2 | 0 |" in out
    for players in range(2, 7):
        assert f"| fatfish | {players} | 2 | 0 |" in out


def test_a_failure_names_seed_record_and_how_to_reproduce(capsys, monkeypatch):
    real = fuzz.check_playout

    def broken(spec, players, seed):
        record = real(spec, players, seed)
        if seed == 1 and players == 3:
            error = AssertionError("planted failure")
            error.record = record.to_json()
            raise error
        return record

    monkeypatch.setattr(fuzz, "check_playout", broken)
    assert fuzz.main(["--games", "1", "--first-seed", "1", "--game", "gofish", "--jobs", "1"]) == 1
    out = capsys.readouterr().out
    assert "| gofish | 3 | 1 | 1 |" in out and "| gofish | 4 | 1 | 0 |" in out
    assert "FAIL gofish players=3 seed=1: AssertionError: planted failure" in out
    record = json.loads(out.split("record: ", 1)[1].splitlines()[0])
    assert record["game"] == "gofish" and record["seed"] == 1
    assert "check_playout(registry.get('gofish'), 3, 1)" in out


def test_the_gates_fuzz_tool_runs_the_harness(capsys):
    import fuzz_gates

    assert fuzz_gates.main(["--examples", "3", "--kind", "fishgame", "--kind", "settings"]) == 0
    out = capsys.readouterr().out
    assert "| fishgame | 3 | 0 failures |" in out and "| settings | 3 | 0 failures |" in out
