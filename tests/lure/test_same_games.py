"""Lure's speed passes keep the same games: a digest over seeded random games at 2-5 players — every legal
list's length, every action (chance steps included), the events of the games played through ``apply``, and each
final ``to_json`` and winners — equals the one the rules gave before (2026-12-05, computed on main at 0865fcf and
again after the phase constants of issue 33).  A change to the rules' outcomes, their chance draws or their
events changes it: then the rules changed, not only their speed, and this digest is renewed on purpose."""

from __future__ import annotations

import hashlib
import json
import random

from fishgames.core import CHANCE, registry
from fishgames.core.match import chance_stream

SEEDS_PER_COUNT = 40
DIGEST = "989922b98da7797044b2c552ba2e2675b6130297115f55988930ab56f9f7cf7a"


def games_digest(new_state=None) -> str:
    spec = registry.get("lure")
    new_state = new_state or spec.new_state
    digest = hashlib.sha256()
    for players in (2, 3, 4, 5):
        for seed in range(SEEDS_PER_COUNT):
            state = new_state(spec.config(players))
            chance, rng = chance_stream("lure", seed), random.Random(seed)
            listened = seed % 2  # half as a table plays (events), half as a playout (``apply_quiet``)
            while waiting := state.to_act():
                seat = waiting[0]
                if seat == CHANCE:
                    action = state.sample_chance(chance)
                else:
                    legal = state.legal_actions(seat)
                    digest.update(b"%d;" % len(legal))
                    action = rng.choice(legal)
                digest.update(action.to_text().encode())
                if listened:
                    digest.update(repr(state.apply(seat, action)).encode())
                else:
                    state.apply_quiet(seat, action)
            digest.update(json.dumps(state.to_json(), sort_keys=True).encode())
            digest.update(repr(state.winners()).encode())
    return digest.hexdigest()


def test_seeded_random_games_are_the_same_as_before_the_speed_passes():
    assert games_digest() == DIGEST
