"""Every game's every bot level is one kind of thing: a ``fishgames.bots.Bot`` that names its level
and survives the trip to the scheduler's worker process (a pickle) with its behaviour intact."""

from __future__ import annotations

import pickle
import random

import pytest

from fishgames.bots import Bot, RandomBot, levels
from fishgames.core import Match, Seat, registry
from fishgames.core.spec import KIOSK

LEVELS = [(game, level) for game in registry.names() for level in registry.get(game).bots]


def test_every_game_has_bots():
    assert {game for game, _ in LEVELS} == set(registry.ALL_GAMES)


@pytest.mark.parametrize("game,level", LEVELS)
def test_bot_is_the_one_base(game, level):
    spec = registry.get(game)
    bot = spec.make_bot(level, 0, spec.config(spec.min_players))
    assert isinstance(bot, Bot)
    # a plain string, the key of the spec's table (a kiosk's ``pro@kiosk`` is the pro, capped: fishgames.bots.budgets)
    assert type(bot).level == bot.level == level.removesuffix(KIOSK)
    assert bot.seat == 0 and bot.last_reason is None


#: The searching levels' budgets, small: the copy must choose as the bot does whatever the budget, and a pro's
#: full search six times a game was a minute of the suite.  Set on each bot, not its class, so a copy that lost
#: its instance attributes would search with its class's budget (and choose otherwise).
SMALL_SEARCH = {"fischen": {"iterations": 60}, "fatfish": {"turn_budget": 60}, "fugu": {"budget": 24},
                "lure": {"scenarios": 8}}


def play_with_stops(game: str, level: str, stop, at=(0, 3, 7), seed: int = 3) -> int:
    """A bot-only match; at the bot decisions numbered ``at`` (later ones after observed events)
    ``stop(match, seat)`` returns the move to play.  Returns how many stops were made.

    The decisions in between are random legal moves: the bots still observe every event (the memory a pickle
    must carry), and no bot keeps anything from its own ``choose`` but ``last_reason``/``last_search``, so
    asking the level there (a pro's whole search) would only cost time."""
    spec = registry.get(game)
    n = spec.min_players
    match = Match(spec, spec.config(n), [Seat("bot", level, f"Bot {i}") for i in range(n)], seed, level=level)
    for bot in match.bots.values():  # on the bot itself, so that its pickle must carry it
        for name, value in SMALL_SEARCH.get(game, {}).items():
            if hasattr(bot, name):
                setattr(bot, name, value)
    between = random.Random(f"bot-base/{game}/{seed}")
    stops = 0
    for number in range(max(at) + 1):
        match.resolve_chance()
        seats = match.bot_seats_to_act()
        if not seats:
            break
        seat = seats[0]
        if number in at:
            action = stop(match, seat)
            stops += 1
        else:
            action = between.choice(match.state.legal_actions(seat))
        match.apply(seat, action)
    return stops


def decide(bot, view, legal, rng_state):
    rng = random.Random()
    rng.setstate(rng_state)
    action = bot.choose(view, legal, rng)
    return action, bot.last_reason, rng.getstate()


@pytest.mark.parametrize("game,level", LEVELS)
def test_bot_pickles_to_an_equal_behaving_bot(game, level):
    """The scheduler decides on a pickled copy (``scheduler._decide``): the copy must choose as the bot would."""

    def same_choice(match, seat):
        bot = match.bots[seat]
        copy = pickle.loads(pickle.dumps(bot))
        assert type(copy) is type(bot) and copy is not bot
        view, legal = match.bot_request(seat)
        state = match.bot_rngs[seat].getstate()
        decided = decide(bot, view, legal, state)
        assert decide(copy, view, legal, state) == decided
        action, _, stream = decided
        match.bot_rngs[seat].setstate(stream)  # as if the bot had played it
        return action

    assert play_with_stops(game, level, same_choice) >= 2


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
