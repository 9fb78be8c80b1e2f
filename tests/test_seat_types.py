"""A seat is a plain ``int``: every game's ``apply`` refuses ``True``, ``1.0``, ``"0"``, ``None``... with
``IllegalAction("error.bad_seat")`` and leaves the state unchanged.

``True == 1``, ``1.0 == 1`` and ``-1.0 == CHANCE``: without a type check such a seat passes a game's
``seat == self.turn`` fast path and acts for a real seat (or the chance step), or it ends in a TypeError
from indexing a list with it.  Each position below offers an action that IS legal for the seat to act
(checked: it applies on a clone with the int seat), so a refusal can only come from the seat's type.
"""

from __future__ import annotations

import json
import random

import pytest

from fishgames.core import CHANCE, IllegalAction, registry
from fishgames.core.match import chance_stream
from fishgames.i18n import set_language, t

GAMES = registry.names()
BAD = (True, False, 1.0, 0.0, "0", None, -1.5, -1.0)


def bad_seats(seat: int) -> tuple:
    """The fixed list plus the float (and, for 0 and 1, the bool) that equals the seat to act."""
    own = (float(seat), bool(seat)) if seat in (0, 1) else (float(seat),)
    return BAD + own


def snapshot(state) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def positions(spec, players: int, seed: int, limit: int = 80):
    """(state, seat, legal action) at the first ``limit`` steps of a random legal playout (chance too)."""
    state = spec.new_state(spec.config(players))
    chance = chance_stream(spec.name, seed)
    pick = random.Random(seed)
    for _ in range(limit):
        waiting = state.to_act()
        if not waiting:
            return
        if waiting == (CHANCE,):
            seat, action = CHANCE, state.sample_chance(chance)
        else:
            seat = pick.choice(waiting)
            action = pick.choice(state.legal_actions(seat))
        yield state, seat, action
        state.apply(seat, action)


def test_every_game_is_checked():
    assert set(registry.ALL_GAMES) <= set(GAMES)


@pytest.mark.parametrize("name", GAMES)
def test_apply_refuses_a_seat_that_is_not_an_int(name):
    spec = registry.get(name)
    checked = set()
    for players in sorted({spec.min_players, spec.max_players}):
        for state, seat, action in positions(spec, players, seed=players * 101):
            before = snapshot(state)
            control = state.clone()
            control.apply(seat, action)  # the action is legal for the int seat...
            for bad in bad_seats(seat):
                with pytest.raises(IllegalAction) as refused:  # ...but not for a look-alike
                    state.apply(bad, action)
                assert refused.value.reason_key == "error.bad_seat", (bad, refused.value.reason_key)
                assert refused.value.params == {"seat": repr(bad)}
                assert snapshot(state) == before, f"refusing seat {bad!r} changed the state"
            checked.add("chance" if seat == CHANCE else f"seat {seat}")
    assert {"chance", "seat 0", "seat 1"} <= checked  # the fast paths of seat 0, seat 1 and chance were tried


def test_the_shared_turn_check_refuses_them_too():
    """``BaseState.check_turn`` (what a game without its own fast path relies on) refuses them as well."""
    from tests.toy_game import TOY

    state = TOY.new_state(TOY.config(2))
    state.apply(CHANCE, state.sample_chance(random.Random(3)))
    for bad in bad_seats(0):
        with pytest.raises(IllegalAction) as refused:
            state.check_turn(bad)
        assert refused.value.reason_key == "error.bad_seat"
    state.check_turn(0)  # the int seat passes


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_refusal_has_a_sentence(lang):
    previous = t.lang
    set_language(lang)
    try:
        assert t.has("error.bad_seat")
        text = t("error.bad_seat", seat="True")
        assert "True" in text and "{" not in text
    finally:
        set_language(previous)
