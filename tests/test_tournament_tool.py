"""``tools/tournament.py``'s mixed mode (several levels at one table, e.g. the full pro, the kiosk's pro and a
normal): its duel rows (of the games one of two levels won, the stronger's share), its running rows every
``--progress`` seeds (so a long run cut short still reports), and the same games with ``--jobs 2`` as with one."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
import tournament  # noqa: E402

SEATS = ["normal", "pro@kiosk", "pro"]


def test_a_duel_counts_the_games_either_won_and_splits_a_shared_win():
    results = [
        (SEATS, [2], [1, 2, 9], False),  # the pro won
        (SEATS, [0], [9, 2, 1], False),  # normal won: neither of the two, not counted
        (SEATS, [1, 2], [1, 5, 5], False),  # the two shared it: half each
        (SEATS, [0, 1], [5, 5, 1], False),  # shared with the normal: the kiosk pro's
        (SEATS, [], [], True),  # too long: not counted
    ]
    wins, games, mean = tournament.duel(results, "pro", "pro@kiosk")
    assert (wins, games) == (1.5, 3)
    assert mean == pytest.approx((9 + 5 + 1) / 3)


def mixed(capsys, *extra: str) -> list[str]:
    tournament.main(["gofish", "--players", "3", "--games", "6", "--mode", "mixed", "--levels",
                     "random,easy,normal", "--first-seed", "5", *extra])
    return [line for line in capsys.readouterr().out.splitlines() if line.startswith("| ")]


def test_mixed_rows_running_and_final_each_level_and_each_duel(capsys):
    rows = mixed(capsys, "--progress", "3")
    so_far = [r for r in rows if "(so far, seeds 5–7)" in r]
    final = [r for r in rows[2:] if "so far" not in r]
    assert len(so_far) == len(final) == 3 + 3  # three levels, three duels
    assert all(r.split(" | ")[1] == "3" for r in so_far[:3])  # every level sits at each of the first 3 games
    assert all(r.split(" | ")[1] == "6" for r in final[:3])
    assert [r.split(" | ")[0] for r in final[3:]] == [f"| {upper} over {lower} (of the games one of them won)"
                                                     for lower, upper in (("random", "easy"), ("random", "normal"),
                                                                          ("easy", "normal"))]


def test_a_mixed_run_cut_short_has_printed_its_running_rows(capsys, monkeypatch):
    real = tournament.stream

    def cut_after_four(game, tasks, jobs):
        for done, result in enumerate(real(game, tasks, jobs)):
            if done == 4:
                raise KeyboardInterrupt
            yield result

    monkeypatch.setattr(tournament, "stream", cut_after_four)
    with pytest.raises(KeyboardInterrupt):
        tournament.main(["gofish", "--players", "3", "--games", "6", "--mode", "mixed", "--levels",
                         "random,easy,normal", "--first-seed", "5", "--progress", "2"])
    out = capsys.readouterr().out
    assert "(so far, seeds 5–6)" in out and "(so far, seeds 5–8)" in out


def test_two_jobs_play_the_same_games_as_one(capsys):
    assert mixed(capsys, "--jobs", "2", "--progress", "2") == mixed(capsys, "--progress", "2")
