"""Fat Fish: lay fish cards into shared rows; whoever lays a row's 5th card must take it."""

from fishgames.bots import kiosk_levels, levels
from fishgames.core import GameSpec
from fishgames.core.registry import register
from fishgames.games.fatfish.bots import EasyBot, NormalBot, ProBot
from fishgames.games.fatfish.data import OPTIONS
from fishgames.games.fatfish.rules import new_state, parse_action, state_from_json

SPEC = register(GameSpec(
    name="fatfish",
    title_key="fatfish.title",
    min_players=2,
    max_players=6,
    new_state=new_state,
    state_from_json=state_from_json,
    parse_action=parse_action,
    options=dict(OPTIONS),
    bots=kiosk_levels("fatfish", levels(EasyBot, NormalBot, ProBot)),
    pitch_key="fatfish.pitch",
    max_actions=2_000,
))
