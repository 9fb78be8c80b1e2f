"""Fugu: build an 18-card reef of fish, octopuses and corals in ascending order (1-4 players, 1 = solo)."""

from fishgames.games.fugu import bots, rules
from fishgames.games.fugu.actions import parse_action
from fishgames.games.register import register_game

SPEC = register_game("fugu", (1, 4), rules.new_state, rules.state_from_json, parse_action,
                     (bots.EasyBot, bots.NormalBot, bots.ProBot), max_actions=2_000)
