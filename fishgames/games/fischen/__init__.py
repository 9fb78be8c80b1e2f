"""Fischen: trick-taking over eight rounds with a staged sea deck (3–5 players)."""

from fishgames.core import GameConfig
from fishgames.games.fischen import bots
from fishgames.games.fischen.actions import parse_action
from fishgames.games.fischen.rules import FischenState, state_from_json
from fishgames.games.register import register_game


def new_state(config: GameConfig) -> FischenState:
    return FischenState(config)


SPEC = register_game("fischen", (3, 5), new_state, state_from_json, parse_action,
                     (bots.EasyBot, bots.NormalBot, bots.ProBot), max_actions=5_000)
