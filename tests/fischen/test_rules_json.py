"""Fischen's ``to_json`` copies the state field by field (no JSON round trip): the copy must share nothing."""

import json
import random

from fishgames.core import CHANCE, registry
from fishgames.core.match import chance_stream


def _scribble(value) -> None:
    """Change every list and dict inside ``value`` in place."""
    if isinstance(value, list):
        for item in value:
            _scribble(item)
        value.append("scribbled")
    elif isinstance(value, dict):
        for item in value.values():
            _scribble(item)
        value["scribbled"] = True


def test_to_json_shares_no_list_with_the_state():
    spec = registry.get("fischen")
    state = spec.new_state(spec.config(4))
    chance, pick = chance_stream("fischen", 5), random.Random(5)
    checked = 0
    while state.to_act():
        seat = state.to_act()[0]
        state.apply(seat, state.sample_chance(chance) if seat == CHANCE else pick.choice(state.legal_actions(seat)))
        if state.round >= 2 and state.history and state.boats[0]:  # every kind of field is filled
            before = json.dumps(state.to_json(), sort_keys=True)
            _scribble(state.to_json())
            assert json.dumps(state.to_json(), sort_keys=True) == before
            checked += 1
    assert checked > 100
