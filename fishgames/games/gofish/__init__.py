"""Go Fish (Quartett-Angeln): ask for ranks, collect books of four (spec ``rules/gofish.md``)."""

from fishgames.games.gofish import bots
from fishgames.games.gofish.actions import parse_action
from fishgames.games.gofish.data import GAME, MAX_ASKS, MAX_PLAYERS, MIN_PLAYERS
from fishgames.games.gofish.master import MasterBot
from fishgames.games.gofish.rules import GoFishState, new_state
from fishgames.games.register import register_game

SPEC = register_game(GAME, (MIN_PLAYERS, MAX_PLAYERS), new_state, GoFishState.from_json, parse_action,
                     (bots.EasyBot, bots.NormalBot, bots.ProBot, MasterBot),
                     max_actions=MAX_ASKS + 1)  # the deal plus at most MAX_ASKS asks
