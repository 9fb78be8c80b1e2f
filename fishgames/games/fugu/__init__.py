"""Fugu: build an 18-card reef of fish, octopuses and corals in ascending order (1-4 players, 1 = solo)."""

from fishgames.bots import kiosk_levels, levels
from fishgames.core import GameSpec, registry
from fishgames.games.fugu import bots, rules
from fishgames.games.fugu.actions import parse_action

SPEC = registry.register(GameSpec(
    name="fugu",
    title_key="fugu.title",
    min_players=1,
    max_players=4,
    new_state=rules.new_state,
    state_from_json=rules.state_from_json,
    parse_action=parse_action,
    options={},
    bots=kiosk_levels("fugu", levels(bots.EasyBot, bots.NormalBot, bots.ProBot)),
    pitch_key="fugu.pitch",
    max_actions=2_000,
))
