"""Re-dealing hidden cards consistent with what one seat knows (``determinize``, master's search).

What seat s knows: its own hand exactly, every hand size, the pond size, the books, and from the
public log (``PublicKnowledge``) for every other seat t and rank r a lower bound ``min`` (cards
shown to have reached t and not left since) and an upper bound ``hi`` (0 after "Go fish" or a
hand-over, plus one per hidden draw since).  The unseen copies of each rank are dealt into the
free slots of the other hands and the pond, respecting those bounds: a random fill that takes
the most constrained rank first (no hand gets four of a kind: that would be a book) and gives each copy a uniformly random eligible slot (uniform
when nothing constrains), retried on a dead end, with a max-flow assignment as the last resort
(the true deal always satisfies the bounds, so one exists).
"""

from __future__ import annotations

import random

from fishgames.games.gofish.data import N_RANKS, N_SUITS, POPCOUNT, Phase
from fishgames.games.gofish.knowledge import PublicKnowledge

_TRIES = 30


class Constraints:
    """The counting problem of one seat: what is unseen and where it may be.

    Holders are the other seats (``holders[i]``) plus the pond (last index).
    ``lo[i][r]`` cards of r are known to be with holder i; ``unseen[r]`` further copies are
    somewhere; holder i has ``free[i]`` slots for them and may take at most ``cap[i][r]``.
    """

    __slots__ = ("seat", "holders", "lo", "cap", "free", "unseen")

    def __init__(self, seat: int, own: list[int], sizes: list[int], pond: int,
                 model: PublicKnowledge):
        self.seat = seat
        self.holders = [t for t in range(len(sizes)) if t != seat]
        self.lo = []
        self.cap = []
        self.free = []
        unseen = [0 if model.booked[r] else N_SUITS - own[r] for r in range(N_RANKS)]
        for t in self.holders:
            lo = [0 if model.booked[r] else model.min[t][r] for r in range(N_RANKS)]
            room = sizes[t] - sum(lo)
            self.lo.append(lo)
            self.free.append(room)
            # a hand never holds a whole rank: four of a kind is laid down at once
            self.cap.append([0 if model.booked[r] else min(model.hi[t][r], N_SUITS - 1) - lo[r]
                             for r in range(N_RANKS)])
            for r in range(N_RANKS):
                unseen[r] -= lo[r]
        self.lo.append([0] * N_RANKS)
        self.cap.append([N_SUITS] * N_RANKS)
        self.free.append(pond)
        self.unseen = unseen
        if min(unseen) < 0 or min(self.free) < 0 or sum(unseen) != sum(self.free):
            raise ValueError("public knowledge contradicts the table (a rules or model bug)")

    def sample(self, rng: random.Random) -> list[list[int]]:
        """Rank counts per holder (known + dealt unseen copies)."""
        for _ in range(_TRIES):
            extra = self._fill(rng)
            if extra is not None:
                break
        else:
            extra = self._flow()
        return [[lo + x for lo, x in zip(self.lo[i], extra[i], strict=True)] for i in range(len(self.free))]

    def _fill(self, rng: random.Random) -> list[list[int]] | None:
        holders = range(len(self.free))
        free = self.free[:]
        cap = [row[:] for row in self.cap]
        extra = [[0] * N_RANKS for _ in holders]
        ranks = [r for r in range(N_RANKS) if self.unseen[r]]
        rng.shuffle(ranks)
        ranks.sort(key=lambda r: sum(free[i] for i in holders if cap[i][r] > 0) - self.unseen[r])
        for r in ranks:
            for _ in range(self.unseen[r]):
                slots = [free[i] if cap[i][r] > 0 else 0 for i in holders]
                total = sum(slots)
                if not total:
                    return None
                pick = rng.randrange(total)
                i = 0
                while pick >= slots[i]:
                    pick -= slots[i]
                    i += 1
                free[i] -= 1
                cap[i][r] -= 1
                extra[i][r] += 1
        return extra

    def feasible(self) -> None:
        """Raise ``ValueError`` unless some deal fits the bounds (a model built on a reading of the
        rivals, not only on facts, may admit none)."""
        self._flow()

    def _flow(self) -> list[list[int]]:
        """A feasible assignment by augmenting paths (ranks → holders), for the rare dead end."""
        holders = range(len(self.free))
        extra = [[0] * N_RANKS for _ in holders]
        load = [0] * len(self.free)
        for r in range(N_RANKS):
            for _ in range(self.unseen[r]):
                if not self._augment(r, extra, load, set()):
                    raise ValueError("no deal fits the public knowledge (a rules or model bug)")
        return extra

    def _augment(self, r: int, extra, load, seen: set) -> bool:
        """Place one more copy of r, moving other copies along an augmenting path if needed."""
        for i in range(len(self.free)):
            if extra[i][r] >= self.cap[i][r] or (r, i) in seen:
                continue
            seen.add((r, i))
            if load[i] < self.free[i]:
                extra[i][r] += 1
                load[i] += 1
                return True
            for other in range(N_RANKS):  # free a slot of holder i by moving a copy of `other`
                if extra[i][other] and self._augment(other, extra, load, seen):
                    extra[i][other] -= 1
                    load[i] -= 1
                    extra[i][r] += 1
                    load[i] += 1
                    return True
        return False


#: The information set ``determinize`` read last: [log, its length, seat, constraints].  A search re-deals
#: one state hundreds of times, and rebuilding the knowledge from the log was a fifth of its time.  Every
#: change to what a seat knows appends to the log, and holding the log keeps its identity unique.
_last: list = [None, -1, None, None]


def constraints_of(state, seat: int) -> Constraints:
    log = state.log
    if _last[0] is log and _last[1] == len(log) and _last[2] == seat:
        return _last[3]
    model = PublicKnowledge.from_entries(state.n, [event.entry for event in log])
    own = [POPCOUNT[mask] for mask in state.hold[seat]]
    problem = Constraints(seat, own, state.size, len(state.pond), model)
    _last[:] = [log, len(log), seat, problem]
    return problem


def determinize(state, seat: int, rng: random.Random):
    """A copy of ``state`` with everything ``seat`` cannot see re-dealt (see module doc)."""
    other = state.clone()
    if state.phase != Phase.PLAY or seat is None:
        return other
    problem = constraints_of(state, seat)
    counts = problem.sample(rng)
    pool = []  # the unseen cards of each rank, shuffled
    mine = state.hold[seat]
    for r in range(N_RANKS):
        cards = [4 * r + s for s in range(N_SUITS) if state.owner[r] < 0 and not mine[r] >> s & 1]
        rng.shuffle(cards)
        pool.append(cards)
    pond = []
    for i, holder in enumerate([*problem.holders, None]):
        if holder is None:
            for r in range(N_RANKS):
                pond += pool[r][:counts[i][r]]
            rng.shuffle(pond)
            other.pond = pond
            continue
        hand = [0] * N_RANKS
        ranks = 0
        for r in range(N_RANKS):
            for _ in range(counts[i][r]):
                card = pool[r].pop()
                hand[r] |= 1 << (card & 3)
            if hand[r]:
                ranks |= 1 << r
        other.hold[holder] = hand
        other.ranks[holder] = ranks
    return other
