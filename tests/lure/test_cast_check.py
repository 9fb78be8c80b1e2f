"""The cast check's direct test of a lure pick agrees with the table of every pick of the hand."""

from __future__ import annotations

import random

from fishgames.games.lure.data import N_KINDS
from fishgames.games.lure.rules import _lure_picks, _plays_from


def test_a_pick_is_legal_exactly_when_the_table_of_picks_has_it():
    rng = random.Random(3)
    checked = legal = 0
    for _ in range(3000):
        hand = [rng.randrange(N_KINDS) for _ in range(rng.randrange(0, 9))]
        lures = tuple(rng.randrange(N_KINDS) for _ in range(rng.randrange(1, 5)))
        if rng.random() < 0.5:
            lures = tuple(sorted(lures))
        expected = lures in _lure_picks(tuple(sorted(hand)))
        assert _plays_from(lures, hand) == expected, (lures, hand)
        checked += 1
        legal += expected
    assert legal > 100 and checked - legal > 100  # both verdicts were exercised


def test_kinds_that_do_not_compare_are_refused():
    assert not _plays_from((1, "x"), [1, 2])
