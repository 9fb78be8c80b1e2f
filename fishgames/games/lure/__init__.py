"""Lure (dice fishing): secret dice bids, small bids roll first — registers the ``lure`` spec."""

from fishgames.games.lure import bots
from fishgames.games.lure.actions import parse_action
from fishgames.games.lure.rules import new_state, state_from_json
from fishgames.games.register import register_game

SPEC = register_game("lure", (2, 5), new_state, state_from_json, parse_action,
                     (bots.EasyBot, bots.NormalBot, bots.ProBot), max_actions=2_000)
