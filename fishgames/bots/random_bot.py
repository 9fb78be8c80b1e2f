"""The baseline every level must beat: a uniformly random legal action."""

from __future__ import annotations

import random
from collections.abc import Callable

from fishgames.bots.protocol import Bot
from fishgames.core.actions import Action
from fishgames.core.spec import GameConfig


class RandomBot(Bot):
    level = "random"

    def choose(self, view: dict, legal_actions: list[Action], rng: random.Random) -> Action:
        return rng.choice(legal_actions)


def levels(*bots: type[Bot]) -> dict[str, Callable[[int, GameConfig], Bot]]:
    """A spec's ``bots`` table: the random baseline, then each class under its own ``level``, weakest first."""
    table: dict[str, Callable[[int, GameConfig], Bot]] = {RandomBot.level: RandomBot.factory}
    for bot in bots:
        if not bot.level or bot.level in table:
            raise ValueError(f"{bot.__name__} needs a level of its own, not {bot.level!r}")
        table[bot.level] = bot.factory
    return table
