"""The ``Bot`` protocol: a bot sees its view, its legal actions and its own RNG — never a State."""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from fishgames.core.actions import Action


@runtime_checkable
class Bot(Protocol):
    def choose(self, view: dict, legal_actions: list[Action], rng: random.Random) -> Action:
        """Pick one of ``legal_actions``.  May set ``self.last_reason = (key, params)``."""

    # Optional: ``observe(event)`` receives every event as this bot's seat sees it.
