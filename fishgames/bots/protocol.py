"""The one base of every computer opponent: a bot sees its view, its legal actions and its own RNG — never a State.

A game's bots subclass :class:`Bot`, name their ``level`` (the key of the spec's ``bots`` table, see
:func:`fishgames.bots.levels`) and implement :meth:`Bot.choose`; a bot that remembers public events
overrides :meth:`Bot.observe`.  Bots are pickled to a worker process for each decision
(``fishgames.bots.scheduler``), so they hold only plain, picklable data.
"""

from __future__ import annotations

import random
from typing import ClassVar

from fishgames.core.actions import Action, Event
from fishgames.core.spec import GameConfig


class Bot:
    """A seat's computer opponent at one level; subclasses implement ``choose``."""

    #: The level this class plays (``"easy"``, ``"pro"``, ...): its key in the spec's ``bots`` table.
    level: ClassVar[str] = ""

    def __init__(self, seat: int, config: GameConfig | None = None):
        self.seat = seat
        self.config = config
        #: Why the last choice was made: ``(translation key, params)`` or ``None``.
        self.last_reason: tuple[str, dict] | None = None

    @classmethod
    def factory(cls, seat: int, config: GameConfig) -> Bot:
        """The spec's ``bots`` table entry: ``(seat, config) -> bot``."""
        return cls(seat, config)

    @property
    def players(self) -> int:
        return self.config.players

    def choose(self, view: dict, legal_actions: list[Action], rng: random.Random) -> Action:
        """Pick one of ``legal_actions``; may set ``self.last_reason``."""
        raise NotImplementedError

    def about(self) -> dict:
        """Figures the level picker's line on this level quotes (Fischen's ``{iterations}``, Go Fish's
        ``{memory}``), from the level's own data, so the line cannot drift from what the bot does."""
        return {}

    def observe(self, event: Event) -> None:
        """Every event as this bot's seat sees it (the match calls it after each action)."""
