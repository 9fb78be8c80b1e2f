"""The coach's verdict belongs to the question asked: a search's comparison with its runner-up ("the 9 instead
would score 2 points less") is given only for a decision the pro weighed then.  The coach keeps one pro per seat for the whole game
(:class:`fishgames.ui.coach.Coach`), so a verdict left over from an earlier question must never come back —
checked at every decision of whole games where a move was forced (nothing to compare) or was compared."""

from __future__ import annotations

import pytest

from fishgames.games.fatfish import bots as fatfish_bots
from fishgames.games.fischen import bots as fischen_bots
from tests.coached import coached_game


def verdicts(reason) -> list:
    """The parts of a coach answer that come from a search: its comparisons with the runner-up."""
    return [key for key, _ in reason or () if ".runner" in key]


@pytest.fixture(autouse=True)
def quick_pros(monkeypatch):
    """Small search budgets: a verdict's presence depends on whether the pro searched, not on how long."""
    monkeypatch.setitem(fischen_bots.BUDGETS, "pro", {**fischen_bots.BUDGETS["pro"], "iterations": 60})
    monkeypatch.setitem(fatfish_bots.TUNING, "pro_turn_budget", fatfish_bots.TUNING["pro_turn_budget"] // 20)


@pytest.mark.parametrize("game, players, seed", [("fischen", 3, 1), ("fatfish", 3, 2)])
def test_a_forced_move_never_repeats_an_earlier_search_verdict(game, players, seed):
    said = coached_game(game, players, seed)
    forced = [(action, reason) for legal, action, reason in said if legal == 1]
    searched = [reason for legal, _, reason in said if legal > 1 and verdicts(reason)]
    assert forced and searched, "the game must show both a forced move and a search verdict"
    for action, reason in forced:
        assert not verdicts(reason), f"a stale verdict for the forced {action}: {reason}"
