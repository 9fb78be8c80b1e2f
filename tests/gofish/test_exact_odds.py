"""``exact_odds``: the hypergeometric odds agree with re-dealing the unseen cards many times."""

from __future__ import annotations

import random

import pytest

from fishgames.games.gofish.actions import Ask
from fishgames.games.gofish.bots import own_counts
from fishgames.games.gofish.exact_odds import ExactOdds
from fishgames.games.gofish.knowledge import PublicKnowledge
from tests.gofish.helpers import ANA, BEN, CLEO, YOU, dealt, rank

DEALS = 4000


def position():
    """You to act after Ana showed a 7 (hit on Ben), Ben missed a 5 on Cleo (Cleo void in 5s) and Cleo
    missed a K on Ana (Ana out of Ks): known cards, voids and hidden draws."""
    state = dealt(["7C 5C 9D 10D KD", "7S 4C 4D 8C 9C", "7D 5D 6C 6D 10C", "JC JD QC QD KC"],
                  pond_top="2C 3C 4H", start=ANA)
    state.apply(ANA, Ask(BEN, rank("7")))  # hit: Ana holds 7S 7D
    state.apply(ANA, Ask(CLEO, rank("8")))  # miss: Ana draws 2C
    state.apply(BEN, Ask(CLEO, rank("5")))  # miss: Ben draws 3C
    state.apply(CLEO, Ask(ANA, rank("K")))  # miss: Ana is out of Ks, Cleo draws 4H
    assert state.to_act() == (YOU,)
    return state


def sampled(state, rng):
    """Frequencies over re-deals of what You cannot see: P(hit), P(top | miss), P(book)."""
    own = own_counts(state.view(YOU))
    hit, top, miss, book = {}, {}, {}, {}
    asks = state.legal_actions(YOU)
    for _ in range(DEALS):
        other = state.determinize(YOU, rng)
        top_rank = other.pond[-1] >> 2
        for a in asks:
            held = bin(other.hold[a.target][a.rank]).count("1")
            hit[a] = hit.get(a, 0) + (held > 0)
            book[a] = book.get(a, 0) + (held + own[a.rank] == 4)
            if not held:
                miss[a] = miss.get(a, 0) + 1
                top[a] = top.get(a, 0) + (top_rank == a.rank)
    return asks, {a: hit[a] / DEALS for a in asks}, {a: top[a] / miss[a] for a in asks if miss.get(a)}, \
        {a: book[a] / DEALS for a in asks}


@pytest.fixture(scope="module")
def odds_and_samples():
    state = position()
    view = state.view(YOU)
    model = PublicKnowledge.from_entries(4, view["log"])
    exact = ExactOdds(YOU, model, own_counts(view), view["hand_sizes"], view["pond"])
    return exact, sampled(state, random.Random(5))


def test_hit_chances_match_the_re_deals(odds_and_samples):
    exact, (asks, hit, _, _) = odds_and_samples
    assert exact.holds(Ask(ANA, rank("7"))) == 1.0 and exact.holds(Ask(ANA, rank("K"))) == 0.0
    for a in asks:
        assert exact.holds(a) == pytest.approx(hit[a], abs=0.03), a


def test_lucky_fish_chances_match_the_re_deals(odds_and_samples):
    exact, (asks, _, top, _) = odds_and_samples
    for a in asks:
        if a in top:
            assert exact.top(a) == pytest.approx(top[a], abs=0.02), a


def test_book_chances_match_the_re_deals(odds_and_samples):
    exact, (asks, _, _, book) = odds_and_samples
    assert max(book.values()) > 0.05  # the position has asks that may complete a book
    for a in asks:
        hand_over = exact.book(a) - (1 - exact.holds(a)) * exact.top(a) * (exact.own[a.rank] == 3)
        assert hand_over == pytest.approx(book[a], abs=0.03), a
