"""``tools/fugu_horizon.py``: each decision's sample is the points gained from it to the end of its own game, and a
fit of saved decisions (``--save`` then ``--load``) is the fit of the games played (pro games cost seconds each,
so the horizon is fitted from kept decisions)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import fugu_horizon  # noqa: E402

from fishgames.games.fugu.scoring import score_row  # noqa: E402


def test_each_decision_gains_what_is_left_to_its_games_end():
    game = fugu_horizon.decisions(("easy", 810000))
    assert len(game) >= 2
    final = score_row(game[0]["final_row"], True)
    assert game[0]["row"] == [0] * 18 and game[0]["gain"] == final + 18
    for item in game:
        assert item["score"] == score_row(item["row"], True) and item["score"] + item["gain"] == final
        assert item["seed"] == 810000 and len(item["unseen"]) == 2 * item["row"].count(0)


def test_a_fit_of_saved_decisions_is_the_fit_of_the_games(tmp_path, capsys):
    saved = tmp_path / "easy.jsonl"
    fugu_horizon.main(["--level", "easy", "--games", "6", "--first-seed", "810000", "--save", str(saved)])
    played = capsys.readouterr().out
    fugu_horizon.main(["--load", str(saved)])
    loaded = capsys.readouterr().out
    assert "6 easy games" in played and "6 saved games" in loaded
    assert played.splitlines()[-1].startswith("COEFFICIENTS = (")
    assert played.split("R²")[1] == loaded.split("R²")[1]  # the same R², coefficients and paste line
