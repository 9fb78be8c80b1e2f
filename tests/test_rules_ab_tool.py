"""``tools/rules_ab.py`` (a rules speed pass timed old against new in one process) times only the same games:
it loads a game's ``rules.py`` from a git revision beside the working tree's, and stops when a seeded random
playout differs between the two.  (No speed is asserted.)"""

from __future__ import annotations

import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
import rules_ab  # noqa: E402

from fishgames.games.lure import rules  # noqa: E402


class ReversedLegal(rules.LureState):
    """A rules change that keeps every rule but offers the legal casts in another order: other games."""

    def legal_actions(self, seat):
        return tuple(reversed(super().legal_actions(seat)))


def test_the_revisions_rules_play_the_same_games_as_the_working_trees():
    old = rules_ab.old_rules("lure", "HEAD")
    assert old is not rules and old.__name__ != rules.__name__
    rules_ab.same_games(old, rules, "lure", 4, range(5))  # no exit


def test_a_playout_that_differs_stops_the_run():
    other = SimpleNamespace(new_state=lambda config: ReversedLegal(config.players))
    with pytest.raises(SystemExit, match="not the same game: 3 players"):
        rules_ab.same_games(rules, other, "lure", 3, range(5))
