"""Determinizers draw the hidden cards with the right odds, not merely a consistent deal.

At positions where the seat has learnt nothing about where the unseen cards are, the exact distribution is
known in closed form: the unseen cards are dealt uniformly into the hidden places, so a place of ``k``
slots holds on average ``k * m / U`` copies of a value that has ``m`` of the ``U`` unseen copies (and the
top of a hidden pile is each unseen copy with probability ``m / U``).  Each re-deal's counts are compared
with that, allowing five standard errors of the hypergeometric count: a biased, sorted or leaking
determinizer moves a mean by far more; a fair one stays inside (the tests are seeded, so never flaky).
"""

from __future__ import annotations

import math
import random
from collections import Counter

import pytest

from fishgames.core import CHANCE, Match, Seat, registry
from fishgames.games.gofish.data import Phase

SAMPLES = 1500
SIGMAS = 5.0


def _mid_game(game: str, players: int, seed: int, actions: int):
    """A position ``actions`` player moves into a game of random bots."""
    spec = registry.get(game)
    match = Match(spec, spec.config(players), [Seat("bot", "random", f"B{i}") for i in range(players)], seed)
    moved = 0
    while moved < actions and not match.state.is_over():
        match.resolve_chance()
        seat = match.state.to_act()[0]
        if seat != CHANCE:
            match.apply(seat, match.bot_decide(seat))
            moved += 1
    match.resolve_chance()
    return match.state


def check_uniform(state, seat: int, places, samples: int = SAMPLES) -> None:
    """``places(state, seat)`` -> {name: list of values hidden from seat}; every re-deal keeps each place's size, and each
    value's mean count in each place is the exact ``k * m / U`` within ``SIGMAS`` standard errors."""
    real = places(state, seat)
    unseen = Counter(v for cards in real.values() if not isinstance(cards, tuple) for v in cards)
    total = sum(unseen.values())
    sums = {name: Counter() for name in real}
    rng = random.Random(1)
    for _ in range(samples):
        drawn = places(state.determinize(seat, rng), seat)
        assert {name: len(cards) for name, cards in drawn.items()} == {name: len(c) for name, c in real.items()}
        for name, cards in drawn.items():
            sums[name].update(cards)
    worst = []
    for name, cards in real.items():
        k = len(cards)
        for value, m in unseen.items():
            expected = k * m / total
            variance = k * (m / total) * (1 - m / total) * (total - k) / max(total - 1, 1)
            error = math.sqrt(variance / samples) or 1e-9
            mean = sums[name][value] / samples
            worst.append((abs(mean - expected) / error, name, value, round(mean, 3), round(expected, 3)))
    assert max(worst)[0] <= SIGMAS, sorted(worst, reverse=True)[:3]


def _gofish_places(state, seat):
    places = {f"hand {t}": state.hand(t) for t in range(state.n) if t != seat}
    places["pond"] = list(state.pond)
    places["pond top"] = tuple(state.pond[-1:])  # a tuple: a view into the pond, not more unseen cards
    return places


def test_gofish_redeal_after_the_deal_matches_the_exact_odds():
    state = _mid_game("gofish", 3, 4, 0)
    assert state.phase == Phase.PLAY and len(state.pond) > 10
    for seat in (0, 2):
        check_uniform(state, seat, _gofish_places, SAMPLES // 2)


def _fatfish_places(state, seat):
    places = {f"hand {s}": list(state.hands[s]) for s in range(state.n) if s != seat}
    places.update({f"deck {s}": list(state.decks[s]) for s in range(state.n)})
    places.update({f"deck top {s}": tuple(state.decks[s][-1:]) for s in range(state.n)})
    places["reserve"], places["box"] = list(state.reserve), list(state.box)
    return places


def test_fatfish_redeal_matches_the_exact_odds():
    state = _mid_game("fatfish", 3, 5, 4)
    assert sum(map(len, state.decks)) and len(state.hands[1])
    for seat in (0, 1):  # the first seat and one in the middle
        check_uniform(state, seat, _fatfish_places, SAMPLES // 2)


def _lure_places(state, seat):
    """Fish: the deck and the removed fish (their order too); lures: the other hands and the supply."""
    return {"deck": list(state.deck), "deck top": tuple(state.deck[:1]), "removed": list(state.removed)}


def _lure_lure_places(state, seat):
    places = {f"hand {s}": list(state.hands[s]) for s in range(state.n) if s != seat}
    places["supply"] = list(state.supply)
    return places


@pytest.mark.parametrize("places", [_lure_places, _lure_lure_places], ids=["fish", "lures"])
def test_lure_redeal_matches_the_exact_odds(places):
    state = _mid_game("lure", 3, 6, 2)
    assert state.removed and state.deck and state.supply
    for seat in (0, 1):
        check_uniform(state, seat, places, SAMPLES // 2)


def _fischen_hands(state, seat):
    """The other seats' hands (start cards only: the sea's cards are a pool of their own, re-shuffled apart)."""
    return {f"hand {s}": list(state.hands[s]) for s in range(state.n) if s != seat}


@pytest.mark.parametrize("players", [3, 5])
def test_fischen_redeal_of_the_hands_matches_the_exact_odds(players):
    """At a round's start, before a card is played, a seat knows only its own hand (and the removed start cards):
    every other card of the deal is in each other hand as often as the hand's share of them."""
    state = _mid_game("fischen", players, 3, 0)
    assert state.round == 1 and all(state.hands)
    for seat in (0, players - 1):
        check_uniform(state, seat, _fischen_hands, SAMPLES // 2)
