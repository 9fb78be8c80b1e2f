"""The baseline every level must beat: a uniformly random legal action."""

from __future__ import annotations

import random

from fishgames.core.actions import Action
from fishgames.core.spec import GameConfig


class RandomBot:
    last_reason = None

    def __init__(self, seat: int = 0):
        self.seat = seat

    @classmethod
    def factory(cls, seat: int, config: GameConfig) -> RandomBot:
        return cls(seat)

    def choose(self, view: dict, legal_actions: list[Action], rng: random.Random) -> Action:
        return rng.choice(legal_actions)
