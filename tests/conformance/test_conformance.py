"""Every registered game must pass these checks (see ``checks.py``)."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fishgames.core import registry
from fishgames.core.codes import SEED_LIMIT
from tests.conformance.checks import (
    CONTINUE_LEVELS,
    check_bot_match,
    check_bot_sees_only_its_view,
    check_continue,
    check_playout,
    check_take_back_behind_continue,
    check_take_back_then_continue,
)

GAMES = registry.names()


def test_some_game_is_registered():
    assert GAMES, "no game is registered; the conformance suite would test nothing"


@pytest.mark.parametrize("name", GAMES)
def test_random_playouts(name, request):
    spec = registry.get(name)
    runs = request.config.getoption("--conformance-games")

    @settings(max_examples=runs, deadline=None, derandomize=True,
              suppress_health_check=[HealthCheck.too_slow])
    @given(seed=st.integers(0, SEED_LIMIT - 1), players=st.integers(spec.min_players, spec.max_players))
    def playout(seed, players):
        check_playout(spec, players, seed)

    playout()


@pytest.mark.parametrize("name", GAMES)
def test_option_variants_play_out(name):
    """Every boolean option, switched away from its default, still plays to the end."""
    spec = registry.get(name)
    for option, default in spec.options.items():
        if isinstance(default, bool):
            check_playout(spec, spec.max_players, 7, {option: not default})


#: Decisions played by the slow levels (pro, master) in the determinism check; the quick ones play whole games.
SLOW_LEVEL_DECISIONS = 4


@pytest.mark.parametrize("name", GAMES)
def test_levels_are_deterministic_bots(name):
    """Every level plays the same game twice from the same seed: whole games for the quick levels (those
    Continue is checked with), the first decisions of the slow ones."""
    spec = registry.get(name)
    assert spec.levels
    for level in spec.levels:
        quick = level in CONTINUE_LEVELS
        check_bot_match(spec, spec.min_players, 11, level, decisions=None if quick else SLOW_LEVEL_DECISIONS)


@pytest.mark.parametrize("name", GAMES)
def test_bots_choose_from_their_view_alone(name):
    """Every level: the same view with other hidden cards gets the same choice; a new view gets a fresh one."""
    spec = registry.get(name)
    for level in spec.levels:
        check_bot_sees_only_its_view(spec, max(2, spec.min_players), 21, level)


@pytest.mark.parametrize("name", GAMES)
def test_continue_is_the_same_game(name, request):
    """Any game, any player count, any cut point: Continue plays on exactly as if never left."""
    spec = registry.get(name)
    levels = [level for level in CONTINUE_LEVELS if level in spec.bots]

    @settings(max_examples=max(4, request.config.getoption("--conformance-games") // 2), deadline=None,
              derandomize=True, suppress_health_check=[HealthCheck.too_slow])
    @given(seed=st.integers(0, SEED_LIMIT - 1), players=st.integers(spec.min_players, spec.max_players),
           order=st.permutations(levels), cut=st.floats(0.0, 1.0))
    def continued(seed, players, order, cut):
        check_continue(spec, players, seed, order, cut)

    continued()


@pytest.mark.parametrize("name", GAMES)
def test_take_back_then_leave_or_stay_is_the_same_game(name, request):
    """Take back (once or twice, anywhere in the game), then stay or leave and Continue from the autosave the
    take-back wrote: the same inputs finish exactly the game never taken back (bot streams rewound and saved)."""
    spec = registry.get(name)
    levels = [level for level in CONTINUE_LEVELS if level in spec.bots]
    checked = {False: 0, True: 0}  # left, stayed

    @settings(max_examples=max(4, request.config.getoption("--conformance-games") // 2), deadline=None,
              derandomize=True, suppress_health_check=[HealthCheck.too_slow])
    @given(seed=st.integers(0, SEED_LIMIT - 1), players=st.integers(max(2, spec.min_players), spec.max_players),
           order=st.permutations(levels), point=st.floats(0.0, 1.0), times=st.integers(1, 2), leave=st.booleans())
    def taken_back(seed, players, order, point, times, leave):
        checked[leave] += check_take_back_then_continue(spec, players, seed, order, point, times, leave)

    taken_back()
    assert all(checked.values()), f"no game both stayed and left after a take-back: {checked}"


@pytest.mark.parametrize("name", GAMES)
def test_take_back_reaches_behind_continue(name, request):
    """Take back (or not), leave, Continue, take back decisions made before the Continue, finish: exactly the
    game never left nor taken back — every game, hypothesis over seeds, player counts, levels and points."""
    spec = registry.get(name)
    levels = [level for level in CONTINUE_LEVELS if level in spec.bots]
    checked = []

    @settings(max_examples=max(4, request.config.getoption("--conformance-games") // 2), deadline=None,
              derandomize=True, suppress_health_check=[HealthCheck.too_slow])
    @given(seed=st.integers(0, SEED_LIMIT - 1), players=st.integers(max(2, spec.min_players), spec.max_players),
           order=st.permutations(levels), point=st.floats(0.0, 1.0), before=st.integers(0, 1),
           after=st.integers(1, 3))
    def behind_continue(seed, players, order, point, before, after):
        checked.append(check_take_back_behind_continue(spec, players, seed, order, point, before, after))

    behind_continue()
    assert any(checked), "no game had decisions enough to take back behind a Continue"
