"""The coach always has a word in the game's terms for the Fat Fish and Fugu pros at their shipped budgets
(a tenth of them): checked at every decision a pro makes in whole games, as the coach asks it
(:func:`fishgames.bots.advice.advise`); ``tests/test_coach_words.py`` samples every game's random positions."""

from __future__ import annotations

import pytest

from fishgames.bots.advice import advise
from fishgames.games.fatfish import bots as fatfish_bots
from fishgames.games.fugu import bots as fugu_bots
from tests.coached import coached_game
from tests.test_coach_words import words_problem


@pytest.fixture(autouse=True)
def quick_pros(monkeypatch):
    """The pros search with a tenth of their playouts (about six times faster).  A reason comes from the
    position and the shape of the search — which moves were compared, how the playouts split, a forced or a
    lone move — not from how many playouts there were: at these budgets the four games still show every kind
    (take, keep, compared, only move; searched, anchor, pass).  The shipped budgets play in the game's bot
    tests and the conformance suite."""
    monkeypatch.setitem(fatfish_bots.TUNING, "pro_turn_budget", fatfish_bots.TUNING["pro_turn_budget"] // 10)
    monkeypatch.setattr(fugu_bots.ProBot, "budget", fugu_bots.ProBot.budget // 10)


def assert_each_has_words(game: str, said: list[tuple]) -> None:
    assert len(said) >= 10, said
    for _, action, reason in said:
        problem = words_problem(game, reason)
        assert problem is None, f"{action}: {problem} (of {len(said)} decisions)"


@pytest.mark.parametrize("seed,licences", [(1, False), (2, True)])
def test_the_fat_fish_pro_always_says_why(seed, licences):
    assert_each_has_words("fatfish", coached_game("fatfish", 2, seed, "normal", licences=licences))


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2)])
def test_the_fugu_pro_always_says_why(players, seed):
    assert_each_has_words("fugu", coached_game("fugu", players, seed, "normal"))


def test_the_runner_up_is_the_searchs_second_best_and_a_forced_move_says_so():
    import random

    from fishgames.bots.advice import runner_up
    from fishgames.bots.search import SearchResult

    assert runner_up(SearchResult("a", {}, {"a": 3.0, "b": 1.0, "c": 2.5}, 120), "a") == ("c", 0.5)
    assert runner_up(SearchResult("a", {}, {"a": 3.0}, 40), "a") is None  # nothing was compared
    assert runner_up(None, "a") is None

    class Silent:
        def choose(self, view, legal, rng):
            return legal[0]

    assert advise(Silent(), {}, ["only"], random.Random(1).getstate())[1] == [("coach.only_move", {})]
