"""Lure's legal-action tables are built for speed; they must list exactly what a plain reading of the rules allows."""

import random
from itertools import product

import pytest

from fishgames.core import CHANCE, IllegalAction
from fishgames.games.lure.actions import Adjust, Cast, Roll
from fishgames.games.lure.data import D6_COUNT, N_KINDS
from fishgames.games.lure.rules import Phase, legal_adjusts
from tests.lure.tables import table


def plain_adjusts(rolled, faces, k):
    """Every net change of at most ``k`` steps keeping each die on its faces, fewest steps first."""
    found = []
    for deltas in product(*(range(1 - v, f - v + 1) for v, f in zip(rolled, faces, strict=True))):
        if sum(map(abs, deltas)) <= k:
            found.append(tuple((i, d) for i, d in enumerate(deltas) if d))
    return sorted(found, key=lambda changes: (sum(abs(d) for _, d in changes), changes))


def test_legal_adjusts_are_every_net_change_in_order():
    rng = random.Random(3)
    sizes = set()
    for _ in range(300):
        faces = tuple([6] * rng.randint(0, 3) + rng.sample([12, 20], rng.randint(0, 2))) or (6,)
        rolled = tuple(rng.randint(1, f) for f in faces)
        k = rng.randint(1, 3)
        listed = [a.changes for a in legal_adjusts(rolled, faces, k)]
        assert listed == plain_adjusts(rolled, faces, k), (rolled, faces, k)
        sizes.add(len(listed))
    assert max(sizes) > 100  # long lists were checked too


def plain_casts(hand, d12_ready=True):
    """Every bid: 1+ dice (the d12 only when ready), and any sorted part of the hand as lures."""
    picks = {tuple(sorted(p)) for size in range(len(hand) + 1) for p in product(hand, repeat=size)
             if all(p.count(k) <= hand.count(k) for k in p)}
    return {Cast(d6, d12, d20, lures) for d6 in range(D6_COUNT + 1) for d12 in (False, True)[:1 + d12_ready]
            for d20 in (False, True) for lures in picks if d6 + d12 + d20 >= 1}


def beyond(hand):
    """Cast shapes that are not legal: no dice, too many d6, a d12 given as 2, lures not held or out of order."""
    shapes = {Cast(0), Cast(D6_COUNT + 1), Cast(1, True), Cast(0, True, True), Cast(1, 2), Cast(1, lures=tuple(hand) + (1,)), Cast(2, lures=(7, 0))}
    return shapes | {Cast(1, lures=(k,)) for k in range(N_KINDS) if k not in hand}


@pytest.mark.parametrize("hand", [(), ("A",), ("B", "B", "E5"), ("A", "E1", "E6", "E6")])
@pytest.mark.parametrize("d12_ready", [True, False])
def test_a_cast_is_accepted_exactly_when_it_is_listed(hand, d12_ready):
    state = table(2, [1, 2], {0: hand})
    if not d12_ready:
        state.round, state.bid12[0] = 2, 1  # bid last round: resting
    legal = set(state.legal_actions(0))
    assert legal == plain_casts(state.hands[0], d12_ready)
    for cast in legal | beyond(state.hands[0]):
        twin = state.clone()
        if cast in legal:
            twin.apply(0, cast)
            assert twin.casts[0] == cast
        else:
            with pytest.raises(IllegalAction):
                twin.apply(0, cast)
            assert twin.to_json() == state.to_json()


def test_an_adjust_is_shared_between_cached_lists():
    """Equal net changes are one object, so a cached list costs a pointer per entry."""
    first = legal_adjusts((3, 4), (6, 6), 1)
    other = legal_adjusts((1, 4), (6, 6), 1)  # die 1 cannot go down: another list
    shared = {a.changes for a in first} & {a.changes for a in other}
    assert len(shared) == 4 and len(first) == 5
    assert {id(a) for a in first if a.changes in shared} == {id(a) for a in other if a.changes in shared}


@pytest.mark.parametrize("changes", [((0, 1), (0, 1)), ((1, 1), (0, 1)), ((-1, 1),), ((0, 0),)])
def test_an_adjust_that_is_no_net_change_is_refused(changes):
    """Two +1 on one die would pass each die's own check and push a 5 to 7 on a d6."""
    state = table(2, [1, 2], {0: ("A", "A")})
    state.apply(0, Cast(2, lures=(0, 0)))
    state.apply(1, Cast(1))
    state.apply(CHANCE, Roll(((1, (3,)),)))  # seat 1's group rolls first; seat 0's group is next
    state.apply(CHANCE, Roll(((0, (5, 5)),)))
    assert state.phase == Phase.ADJUST and state.to_act() == (0,)
    before = state.to_json()
    assert Adjust(changes) not in state.legal_actions(0)
    with pytest.raises(IllegalAction):
        state.apply(0, Adjust(changes))
    assert state.to_json() == before
