"""Exact card-counting odds for one seat: hypergeometric over the unseen copies of a rank.

The copies of rank r that seat s has not seen — not in its hand, not known (``min``) to be with a
rival — lie uniformly in the unknown slots of the hands that may hold more of r (``hi`` above
``min``) and the pond.  Each probability is then a ratio of binomials: no sampling noise, and about
a hundred times cheaper than ``master.Odds``'s 64 re-deals.  Against careless rivals ranking guesses
by these numbers (likeliest success first) beat ranking them by the sampled book odds by 3.0 ± 0.9
points (4 players vs 3× random, 2,000 games, issue 33).  The bounds ``hi`` above one (a rival that
drew since a "Go fish") are not modelled: they only cap how many copies a hand holds.
"""

from __future__ import annotations

import math

from fishgames.games.gofish.actions import Ask
from fishgames.games.gofish.data import N_SUITS
from fishgames.games.gofish.knowledge import PublicKnowledge


class ExactOdds:
    """P(hit), P(success) and P(book) of each ask, as seat ``seat`` can know them."""

    def __init__(self, seat: int, model: PublicKnowledge, own: list[int], sizes: list[int], pond: int):
        self.model = model
        self.own = own
        self.pond = pond
        self.others = [s for s in range(len(sizes)) if s != seat]
        #: Slots of each rival's hand not taken by cards known to be there.
        self.unknown = {s: sizes[s] - sum(model.min[s]) for s in self.others}

    def _open(self, seat: int, rank: int) -> bool:
        """May ``seat`` hold copies of ``rank`` beyond those known to be there?"""
        return self.model.hi[seat][rank] > self.model.min[seat][rank]

    def _unseen(self, rank: int) -> tuple[int, int]:
        """(unseen copies of the rank, the slots they may be in)."""
        m = self.model
        unseen = N_SUITS - self.own[rank] - sum(m.min[s][rank] for s in self.others)
        slots = self.pond + sum(self.unknown[s] for s in self.others if self._open(s, rank))
        return unseen, slots

    def holds(self, a: Ask) -> float:
        """P(the target holds the rank): the ask is a hit."""
        t, r = a.target, a.rank
        if self.model.min[t][r] >= 1:
            return 1.0
        unseen, slots = self._unseen(r)
        mine = self.unknown[t]
        if not self._open(t, r) or unseen <= 0 or mine <= 0:
            return 0.0
        return 1.0 - math.comb(slots - mine, unseen) / math.comb(slots, unseen)

    def top(self, a: Ask) -> float:
        """P(the pond's top card is the rank, given the ask misses)."""
        unseen, slots = self._unseen(a.rank)
        rest = slots - (self.unknown[a.target] if self._open(a.target, a.rank) else 0)
        return unseen / rest if self.pond and unseen > 0 and rest > 0 else 0.0

    def success(self, a: Ask) -> float:
        """P(the ask is successful): a hit, or a miss that fishes the asked rank."""
        p = self.holds(a)
        return p + (1 - p) * self.top(a)

    def book(self, a: Ask) -> float:
        """P(this ask completes my book of the rank, by the hand-over or the lucky fish)."""
        t, r = a.target, a.rank
        m = self.model
        fish = (1 - self.holds(a)) * self.top(a) if self.own[r] == N_SUITS - 1 else 0.0
        if any(m.min[s][r] for s in self.others if s != t):
            return fish  # a copy is known to be with another rival
        unseen, slots = self._unseen(r)
        if unseen <= 0:
            return 1.0 if m.min[t][r] >= 1 else fish
        mine = self.unknown[t]
        if not self._open(t, r) or mine < unseen:
            return fish
        return math.comb(mine, unseen) / math.comb(slots, unseen) + fish
