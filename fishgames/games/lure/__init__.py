"""Lure (dice fishing): secret dice bids, small bids roll first — registers the ``lure`` spec."""

from fishgames.bots import kiosk_levels, levels
from fishgames.core import GameSpec, registry
from fishgames.games.lure import bots
from fishgames.games.lure.actions import parse_action
from fishgames.games.lure.rules import new_state, state_from_json

SPEC = registry.register(GameSpec(
    name="lure",
    title_key="lure.title",
    min_players=2,
    max_players=5,
    new_state=new_state,
    state_from_json=state_from_json,
    parse_action=parse_action,
    options={},
    bots=kiosk_levels("lure", levels(bots.EasyBot, bots.NormalBot, bots.ProBot)),
    pitch_key="lure.pitch",
    max_actions=2_000,
))
