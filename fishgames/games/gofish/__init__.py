"""Go Fish (Quartett-Angeln): ask for ranks, collect books of four (spec ``rules/gofish.md``)."""

from fishgames.bots import kiosk_levels, levels
from fishgames.core import GameSpec, registry
from fishgames.games.gofish import bots
from fishgames.games.gofish.actions import parse_action
from fishgames.games.gofish.data import GAME, MAX_ASKS, MAX_PLAYERS, MIN_PLAYERS
from fishgames.games.gofish.master import MasterBot
from fishgames.games.gofish.rules import GoFishState, new_state

SPEC = registry.register(GameSpec(
    name=GAME,
    title_key="gofish.title",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    new_state=new_state,
    state_from_json=GoFishState.from_json,
    parse_action=parse_action,
    bots=kiosk_levels("gofish", levels(bots.EasyBot, bots.NormalBot, bots.ProBot, MasterBot)),
    pitch_key="gofish.pitch",
    max_actions=MAX_ASKS + 1,  # the deal plus at most MAX_ASKS asks
))
