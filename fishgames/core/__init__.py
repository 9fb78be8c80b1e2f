"""The rules-core contract every game plugs into (stdlib only, never pygame).

The contract is described in the README's "How it is built": games implement :class:`State`, describe themselves
with a :class:`GameSpec` and register it; the UI, tools and tests drive them through
:class:`Match` and discover them through :mod:`fishgames.core.registry`.
"""

from fishgames.core.actions import Action, Event
from fishgames.core.codes import LEVEL_LETTERS, BadGameCode, GameCode
from fishgames.core.errors import IllegalAction
from fishgames.core.match import Match
from fishgames.core.record import GameRecord, Seat, replay
from fishgames.core.spec import GameConfig, GameSpec
from fishgames.core.state import CHANCE, BaseState, State

__all__ = [
    "Action", "Event", "LEVEL_LETTERS", "GameCode", "BadGameCode", "IllegalAction",
    "Match", "Seat", "GameRecord", "replay", "CHANCE", "GameConfig", "GameSpec",
    "BaseState", "State",
]
