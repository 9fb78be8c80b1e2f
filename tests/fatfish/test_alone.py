"""When the others have played all their cards, the table says why your turns keep coming (rules §10)."""

from __future__ import annotations

import random

from fishgames.core import CHANCE, registry
from fishgames.games.fatfish.scene import FatFishTable
from fishgames.i18n import t
from tests.ui.driver import install, running_app, start_table


def _alone_position():
    """A real position where seat 0 must lay a card and every other seat is out of cards."""
    spec = registry.get("fatfish")
    for seed in range(200):
        state, rng = spec.new_state(spec.config(2)), random.Random(seed)
        while state.to_act():
            seat = state.to_act()[0]
            if seat == CHANCE:
                state.apply(CHANCE, state.sample_chance(rng))
                continue
            view = state.view(0)
            if seat == 0 and view["phase"] == "play" and FatFishTable.playing_alone(view) and view["hand"]:
                return state
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    raise AssertionError("no position found")


def test_the_prompt_says_you_play_on_alone():
    state = _alone_position()
    with running_app() as app:
        table = start_table(app, "fatfish", FatFishTable, humans=1, players=2)
        install(app, table, state)
        assert table.prompt_text() == t("fatfish.ui.alone")
        view = dict(state.view(0))
        view["hand_counts"] = [*view["hand_counts"][:1], 1]  # the other seat still holds a card
        assert not FatFishTable.playing_alone(view)
