"""The coach always has a word from the Fat Fish and Fugu pros: their own reason, else their search's verdict
(``coach.searched`` / ``coach.compared``), else that the move was the only one — checked at every decision a
pro makes in whole games, as the coach asks it (:func:`fishgames.bots.advice.advise`)."""

from __future__ import annotations

import pytest

from fishgames.bots.advice import advise
from fishgames.core import CHANCE, Match, Seat, registry
from fishgames.games.fatfish import bots as fatfish_bots
from fishgames.games.fugu import bots as fugu_bots
from fishgames.i18n import Translator

PRO = 0


@pytest.fixture(autouse=True)
def quick_pros(monkeypatch):
    """The pros search with a tenth of their playouts (about six times faster).  A reason comes from the
    position and the shape of the search — which moves were compared, how the playouts split, a forced or a
    lone move — not from how many playouts there were: at these budgets the four games still show every kind
    (take, keep, compared, only move; searched, anchor, pass).  The shipped budgets play in the game's bot
    tests and the conformance suite."""
    monkeypatch.setitem(fatfish_bots.TUNING, "pro_turn_budget", fatfish_bots.TUNING["pro_turn_budget"] // 10)
    monkeypatch.setattr(fugu_bots.ProBot, "budget", fugu_bots.ProBot.budget // 10)


def pro_game(game: str, players: int, seed: int, **options) -> list[tuple]:
    """One whole game, the pro in seat 0 deciding through the coach's question, normal bots elsewhere; the
    pro's (action, reason) at each of its decisions."""
    spec = registry.get(game)
    seats = [Seat("bot", "pro", "Pro")] + [Seat("bot", "normal", f"B{i}") for i in range(1, players)]
    match = Match(spec, spec.config(players, **options), seats, seed)
    said = []
    while not match.state.is_over():
        match.resolve_chance()
        for seat in match.state.to_act():
            if seat == CHANCE or seat not in match.state.to_act():
                continue
            if seat != PRO:
                match.apply(seat, match.bot_decide(seat))
                continue
            view, legal = match.bot_request(seat)
            action, reason, rng_state = advise(match.bots[PRO], view, legal, match.bot_rngs[PRO].getstate())
            match.bot_rngs[PRO].setstate(rng_state)
            said.append((action.to_text(), reason))
            match.apply(seat, action)
    return said


def assert_each_has_words(said: list[tuple]) -> None:
    assert len(said) >= 10, said
    for action, reason in said:
        assert reason is not None, f"no reason for {action} (of {len(said)} decisions)"
        key, params = reason
        for lang in ("de", "en"):
            text = Translator(lang)(key, **params)
            assert text != key and "{" not in text, (lang, key, params)


@pytest.mark.parametrize("seed,licences", [(1, False), (2, True)])
def test_the_fat_fish_pro_always_says_why(seed, licences):
    assert_each_has_words(pro_game("fatfish", 2, seed, licences=licences))


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2)])
def test_the_fugu_pro_always_says_why(players, seed):
    assert_each_has_words(pro_game("fugu", players, seed))


def test_a_flat_search_is_told_as_a_comparison_and_a_forced_move_as_forced():
    from fishgames.bots.advice import searched
    from fishgames.bots.search import SearchResult

    assert searched(SearchResult("a", {"a": 40, "b": 40, "c": 40}, {}, 120), "a") == (
        "coach.compared", {"moves": 3, "games": 40})

    class Silent:
        def choose(self, view, legal, rng):
            return legal[0]

    import random

    assert advise(Silent(), {}, ["only"], random.Random(1).getstate())[1] == ("coach.only_move", {})
    assert advise(Silent(), {}, ["a", "b"], random.Random(1).getstate())[1] is None
