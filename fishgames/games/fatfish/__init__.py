"""Fat Fish: lay fish cards into shared rows; whoever lays a row's 5th card must take it."""

from fishgames.games.fatfish.bots import EasyBot, NormalBot, ProBot
from fishgames.games.fatfish.data import OPTIONS
from fishgames.games.fatfish.rules import new_state, parse_action, state_from_json
from fishgames.games.register import register_game

SPEC = register_game("fatfish", (2, 6), new_state, state_from_json, parse_action, (EasyBot, NormalBot, ProBot),
                     max_actions=2_000, options=OPTIONS)
