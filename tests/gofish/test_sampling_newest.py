"""The duel's re-deals with the draws in order (``Constraints(newest=True)``, issue 33).

After "Go fish" to rank r only the cards a seat drew since can be r: r lies in that seat's newest
``hi - min`` unknown cards.  Every order of the unseen cards over the slots (the rival's unknown
cards newest first, then the pond) that fits those windows is equally likely; the brute force below
enumerates them and is the law the sampler and the solver's pond orders must follow.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from fractions import Fraction

import pytest

from fishgames.games.gofish import duel_end
from fishgames.games.gofish.data import N_RANKS
from fishgames.games.gofish.knowledge import PublicKnowledge
from fishgames.games.gofish.sampling import Constraints
from tests.gofish.helpers import ANA, YOU

A, TWO, THREE, FOUR = 0, 1, 2, 3


def small_duel(newest: bool = True) -> Constraints:
    """Unseen A×2, 2×2, 3×2, 4×1; Ana holds 4 unknown cards, the pond 3.  From the log: Ana said
    "Go fish" to 2s and drew, then to aces and drew again: one draw since aces, two since 2s (the rest of the deck booked)."""
    model = PublicKnowledge(2)
    for r in range(FOUR + 1, N_RANKS):
        model.feed(("book_made", YOU, r, r))
    model.feed(("go_fish", ANA, YOU, TWO))
    model.feed(("card_drawn", ANA, False))
    model.feed(("go_fish", ANA, YOU, A))
    model.feed(("card_drawn", ANA, False))
    own = [2, 2, 2, 3] + [0] * (N_RANKS - 4)
    return Constraints(YOU, own, [9, 4], 3, model, newest=newest)


def exact_hands(problem: Constraints) -> dict[tuple, Fraction]:
    """Ana's extra cards (sorted ranks) → probability, over every fitting order of the unseen cards."""
    cards = [r for r in range(N_RANKS) for _ in range(problem.unseen[r])]
    hand_slots = problem.free[0]
    counts: Counter = Counter()
    for order in set(itertools.permutations(cards)):
        hand = order[:hand_slots]  # slot 0 is Ana's newest card
        if all(j < problem.window[0][r] for j, r in enumerate(hand)) and \
                all(hand.count(r) <= problem.cap[0][r] for r in hand):
            counts[tuple(sorted(hand))] += 1
    total = sum(counts.values())
    return {hand: Fraction(k, total) for hand, k in counts.items()}


def as_hand(extra: list[int]) -> tuple:
    return tuple(r for r in range(N_RANKS) for _ in range(extra[r]))


def test_the_windows_count_the_draws_since_each_go_fish():
    problem = small_duel()
    assert problem.window[0][:4] == [1, 2, 4, 4]  # aces: her newest card only; 2s: her newest two
    assert problem.cap[0][:4] == [1, 2, 3, 3]


def test_re_deals_follow_the_law_of_the_fitting_orders():
    problem = small_duel()
    law = exact_hands(problem)
    rng = random.Random(7)
    samples = 20_000
    seen = Counter(as_hand(problem.sample(rng)[0]) for _ in range(samples))
    distance = sum(abs(float(law.get(h, 0)) - seen[h] / samples) for h in set(law) | set(seen)) / 2
    assert set(seen) <= set(law)
    assert distance < 0.02, distance
    # the cap model (the bounds anywhere in her hand) is far from it: the windows matter
    capped = small_duel(newest=False)
    seen = Counter(as_hand(capped.sample(rng)[0]) for _ in range(samples))
    assert sum(abs(float(law.get(h, 0)) - seen[h] / samples) for h in set(law) | set(seen)) / 2 > 0.2


def test_the_solvers_pond_orders_weigh_each_hand_by_its_fitting_orders():
    problem = small_duel()
    law = exact_hands(problem)
    weights: Counter = Counter()
    for weight, order in duel_end.pond_orders(problem):
        left = problem.unseen[:]
        for r in order:
            left[r] -= 1
        weights[as_hand(left)] += weight
    total = sum(weights.values())
    assert {h: Fraction(w, total) for h, w in weights.items()} == law


def reading_without_an_ordered_deal() -> Constraints:
    """A reading, not facts: Ana holds 2 unknown cards, is out of aces and 2s but for one card drawn
    since, and the unseen cards are one ace and one 2 (pond empty): the bounds fit (one of each),
    the order does not (both would have to be her one newest card)."""
    model = PublicKnowledge(2)
    for r in range(THREE, N_RANKS):
        model.feed(("book_made", YOU, r, r))
    model.feed(("go_fish", ANA, YOU, A))
    model.feed(("go_fish", ANA, YOU, TWO))
    model.feed(("card_drawn", ANA, False))
    return Constraints(YOU, [3, 3] + [0] * (N_RANKS - 2), [6, 2], 0, model, newest=True)


def test_a_reading_that_no_ordered_deal_fits_is_refused():
    with pytest.raises(ValueError):
        reading_without_an_ordered_deal().feasible()
    small_duel().feasible()  # the facts always admit one


def test_without_an_ordered_deal_the_solver_and_sampler_keep_the_bounds():
    problem = reading_without_an_ordered_deal()
    assert duel_end.pond_orders(problem) == [(1, [])]
    assert problem.sample(random.Random(1))[0][:2] == [1, 1]
