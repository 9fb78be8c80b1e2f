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
    straight_game,
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


@pytest.mark.parametrize("name", GAMES)
def test_levels_are_deterministic_bots(name):
    """The quick levels (those Continue is checked with) play the same whole game twice from the same seed.
    The slow levels (pro, master) are checked decision by decision in
    :func:`test_bots_choose_from_their_view_alone`: the same question from the same stream state gets the same
    move, reason and stream left where the scheduled bot left it."""
    spec = registry.get(name)
    assert spec.levels
    quick = [level for level in spec.levels if level in CONTINUE_LEVELS]
    assert quick, spec.levels
    for level in quick:
        check_bot_match(spec, spec.min_players, 11, level)


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

    @settings(max_examples=max(6, request.config.getoption("--conformance-games") // 2), deadline=None,
              derandomize=True, suppress_health_check=[HealthCheck.too_slow])
    @given(seed=st.integers(0, SEED_LIMIT - 1), players=st.integers(spec.min_players, spec.max_players),
           order=st.permutations(levels), cut=st.floats(0.0, 1.0))
    def continued(seed, players, order, cut):
        check_continue(spec, players, seed, order, cut)

    continued()


@pytest.mark.parametrize("name", GAMES)
def test_take_back_keeps_the_game(name, request):
    """One straight game (one human among bots, never taken back nor left) per example, and two ways of taking
    back that must both finish exactly it with the same inputs (bot streams rewound and saved):

    * take back once or twice anywhere in the game, then stay, or leave and Continue from the autosave the
      take-back wrote;
    * take back (or not), leave, Continue, then take back decisions made before the Continue.

    Hypothesis over seeds, player counts, levels, points and how many are taken back."""
    spec = registry.get(name)
    levels = [level for level in CONTINUE_LEVELS if level in spec.bots]
    stayed_or_left = {False: 0, True: 0}
    behind = []

    @settings(max_examples=max(6, request.config.getoption("--conformance-games") // 2), deadline=None,
              derandomize=True, suppress_health_check=[HealthCheck.too_slow])
    @given(seed=st.integers(0, SEED_LIMIT - 1), players=st.integers(max(2, spec.min_players), spec.max_players),
           order=st.permutations(levels), point=st.floats(0.0, 1.0), times=st.integers(1, 2), leave=st.booleans(),
           point_behind=st.floats(0.0, 1.0), before=st.integers(0, 1), after=st.integers(1, 3))
    def taken_back(seed, players, order, point, times, leave, point_behind, before, after):
        straight = straight_game(spec, players, seed, order)
        stayed_or_left[leave] += check_take_back_then_continue(spec, players, seed, order, point, times, leave,
                                                               straight)
        behind.append(check_take_back_behind_continue(spec, players, seed, order, point_behind, before, after,
                                                      straight))

    taken_back()
    assert all(stayed_or_left.values()), f"no game both stayed and left after a take-back: {stayed_or_left}"
    assert any(behind), "no game had decisions enough to take back behind a Continue"
