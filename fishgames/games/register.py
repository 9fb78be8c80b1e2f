"""What every game package's ``__init__`` says the same way: its spec, named after the game, registered."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from fishgames.bots import kiosk_levels, levels
from fishgames.core import GameSpec, registry


def register_game(name: str, players: tuple[int, int], new_state: Callable, state_from_json: Callable,
                  parse_action: Callable, bots: tuple[type, ...], max_actions: int,
                  options: Mapping[str, Any] | None = None) -> GameSpec:
    """Register game ``name`` for ``players`` (fewest, most): its title and pitch under ``<name>.title`` and
    ``<name>.pitch``, its bot levels the random baseline, then ``bots`` weakest first, then the kiosk's capped
    pro where the kiosk caps this game."""
    return registry.register(GameSpec(
        name=name,
        title_key=f"{name}.title",
        min_players=players[0],
        max_players=players[1],
        new_state=new_state,
        state_from_json=state_from_json,
        parse_action=parse_action,
        options=dict(options or {}),
        bots=kiosk_levels(name, levels(*bots)),
        pitch_key=f"{name}.pitch",
        max_actions=max_actions,
    ))
