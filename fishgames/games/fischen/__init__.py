"""Fischen: trick-taking over eight rounds with a staged sea deck (3–5 players)."""

from fishgames.bots import kiosk_levels, levels
from fishgames.core import GameConfig, GameSpec, registry
from fishgames.games.fischen import bots
from fishgames.games.fischen.actions import parse_action
from fishgames.games.fischen.rules import FischenState, state_from_json


def new_state(config: GameConfig) -> FischenState:
    return FischenState(config)


SPEC = registry.register(GameSpec(
    name="fischen",
    title_key="fischen.title",
    min_players=3,
    max_players=5,
    new_state=new_state,
    state_from_json=state_from_json,
    parse_action=parse_action,
    options={},
    bots=kiosk_levels("fischen", levels(bots.EasyBot, bots.NormalBot, bots.ProBot)),
    pitch_key="fischen.pitch",
    max_actions=5_000,
))
