"""Every game's every bot level is one kind of thing: a ``fishgames.bots.Bot`` that names its level
and survives the trip to the scheduler's worker process (a pickle) with its behaviour intact."""

from __future__ import annotations

import pickle
import random

import pytest

from fishgames.bots import Bot, RandomBot, levels
from fishgames.core import Match, Seat, registry

LEVELS = [(game, level) for game in registry.names() for level in registry.get(game).bots]


def test_every_game_has_bots():
    assert {game for game, _ in LEVELS} == set(registry.ALL_GAMES)


@pytest.mark.parametrize("game,level", LEVELS)
def test_bot_is_the_one_base(game, level):
    spec = registry.get(game)
    bot = spec.make_bot(level, 0, spec.config(spec.min_players))
    assert isinstance(bot, Bot)
    assert type(bot).level == bot.level == level  # a plain string, the key of the spec's table
    assert bot.seat == 0 and bot.last_reason is None


def decision_points(game: str, level: str, at=(0, 3, 7), seed: int = 3):
    """A bot-only match, stopped at the bot decisions numbered ``at`` (later ones after observed events)."""
    spec = registry.get(game)
    n = spec.min_players
    match = Match(spec, spec.config(n), [Seat("bot", level, f"Bot {i}") for i in range(n)], seed, level=level)
    for number in range(max(at) + 1):
        match.resolve_chance()
        seats = match.bot_seats_to_act()
        if not seats:
            return
        seat = seats[0]
        if number in at:
            yield match, seat
        match.apply(seat, match.bot_decide(seat))


def decide(bot, view, legal, rng_state):
    rng = random.Random()
    rng.setstate(rng_state)
    action = bot.choose(view, legal, rng)
    return action, bot.last_reason, rng.getstate()


@pytest.mark.parametrize("game,level", LEVELS)
def test_bot_pickles_to_an_equal_behaving_bot(game, level):
    """The scheduler decides on a pickled copy (``scheduler._decide``): the copy must choose as the bot would."""
    checked = 0
    for match, seat in decision_points(game, level):
        bot = match.bots[seat]
        copy = pickle.loads(pickle.dumps(bot))
        assert type(copy) is type(bot) and copy is not bot
        view, legal = match.bot_request(seat)
        state = match.bot_rngs[seat].getstate()
        assert decide(copy, view, legal, state) == decide(bot, view, legal, state)
        checked += 1
    assert checked >= 2


def test_levels_table():
    class Easy(RandomBot):
        level = "easy"

    class Unnamed(Bot):
        pass

    table = levels(Easy)
    assert list(table) == ["random", "easy"]
    assert isinstance(table["easy"](1, None), Easy)
    with pytest.raises(ValueError):
        levels(Unnamed)
    with pytest.raises(ValueError):
        levels(Easy, Easy)
