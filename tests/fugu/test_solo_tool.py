"""``tools/fugu_solo.py --paired``: every seed is played as the level is and with the ``--set`` overrides, on the
same deal, and the difference is overrides minus default."""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import fugu_solo  # noqa: E402


def _pairs(out: str) -> dict[int, tuple[int, int]]:
    return {int(s): (int(a), int(b)) for s, a, b in re.findall(r"seed (\d+): (-?\d+) / (-?\d+);", out)}


def test_an_override_that_changes_nothing_gives_equal_pairs(capsys):
    fugu_solo.main(["--level", "normal", "--games", "4", "--first-seed", "810000", "--paired", "--each",
                    "--set", "solo_weights.room=4.1"])  # SOLO's own room
    out = capsys.readouterr().out
    assert all(a == b for a, b in _pairs(out).values()) and len(_pairs(out)) == 4
    assert "difference +0.00 ± 0.00" in out and "4 equal" in out


def test_each_pair_is_the_default_game_then_the_changed_one(capsys):
    change = ["solo_weights.room=0.5"]
    fugu_solo.main(["--level", "normal", "--games", "4", "--first-seed", "810000", "--paired", "--each",
                    "--set", change[0]])
    out = capsys.readouterr().out
    pairs = _pairs(out)
    assert sorted(pairs) == [810000, 810001, 810002, 810003]
    for seed, (plain, changed) in pairs.items():
        assert plain == fugu_solo.play(("normal", seed, []))
        assert changed == fugu_solo.play(("normal", seed, change))
    assert any(a != b for a, b in pairs.values())  # the change shows somewhere
    diffs = [b - a for a, b in pairs.values()]
    assert f"difference {sum(diffs) / 4:+.2f}" in out.splitlines()[-1]
