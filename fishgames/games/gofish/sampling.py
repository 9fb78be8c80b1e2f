"""Re-dealing hidden cards consistent with what one seat knows (``determinize``, master's search).

What seat s knows: its own hand exactly, every hand size, the pond size, the books, and from the
public log (``PublicKnowledge``) for every other seat t and rank r a lower bound ``min`` (cards
shown to have reached t and not left since) and an upper bound ``hi`` (0 after "Go fish" or a
hand-over, plus one per hidden draw since).  The unseen copies of each rank are dealt into the
free slots of the other hands and the pond, respecting those bounds: a random fill that takes
the most constrained rank first (no hand gets four of a kind: that would be a book) and gives each copy a uniformly random eligible slot (uniform
when nothing constrains), retried on a dead end, with a max-flow assignment as the last resort
(the true deal always satisfies the bounds, so one exists).

With ``newest`` (the duel's master, issue 33) the draws are taken in order, as ``ExactOdds(newest=True)``
does: after a "Go fish" to rank r only the cards a seat drew since can be r, so r may only lie in
that seat's newest ``hi - min`` unknown cards (its ``window``), not anywhere in its hand.  Those
deals are dealt slot by slot (each hand's unknown cards newest first) and mixed by random swaps of
two slots' cards kept only where both fit (a symmetric walk, uniform over the deals that fit).
"""

from __future__ import annotations

import math
import random

from fishgames.games.gofish.data import N_RANKS, N_SUITS, POPCOUNT, Phase
from fishgames.games.gofish.knowledge import UNKNOWN, PublicKnowledge

_TRIES = 30
#: Swaps per unseen card that mix a slot-by-slot deal (``newest``).
_SWAPS = 3


class Constraints:
    """The counting problem of one seat: what is unseen and where it may be.

    Holders are the other seats (``holders[i]``) plus the pond (last index).
    ``lo[i][r]`` cards of r are known to be with holder i; ``unseen[r]`` further copies are
    somewhere; holder i has ``free[i]`` slots for them and may take at most ``cap[i][r]``.
    With ``newest``, ``window[i][r]``: only holder i's newest that many free slots may hold r
    (None without: anywhere within the cap).
    """

    __slots__ = ("seat", "holders", "lo", "cap", "free", "unseen", "window")

    def __init__(self, seat: int, own: list[int], sizes: list[int], pond: int,
                 model: PublicKnowledge, newest: bool = False):
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
        self.window = None
        if newest:
            self.window = []
            for t, lo, room in zip(self.holders, self.lo, self.free, strict=False):
                hi = model.hi[t]
                self.window.append([room if hi[r] >= UNKNOWN else max(0, min(room, hi[r] - lo[r]))
                                    for r in range(N_RANKS)])
            self.window.append([pond] * N_RANKS)

    def sample(self, rng: random.Random) -> list[list[int]]:
        """Rank counts per holder (known + dealt unseen copies)."""
        extra = self._slots(rng) if self.window is not None else None
        if extra is None:
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

    def _slots(self, rng: random.Random) -> list[list[int]] | None:
        """A ``newest`` deal: each unseen copy into a random empty slot it may take (the most
        constrained ranks first), then swaps of two slots' cards where both fit.  None when every
        try dead-ends (then this problem drops its windows: the cap model, the bounds without the order)."""
        for _ in range(_TRIES):
            slots = self._fill_slots(rng)
            if slots is not None:
                break
        else:
            self.window = None  # no order fits after all (a reading, not a fact): the cap model from now on
            return None
        holders = range(len(self.free))
        extra = [[0] * N_RANKS for _ in holders]
        for i, _, r in slots:
            extra[i][r] += 1
        cells = [[i, j, r] for i, j, r in slots]
        window, cap = self.window, self.cap
        n = len(cells)
        for _ in range(_SWAPS * n if n > 1 else 0):
            a, b = cells[rng.randrange(n)], cells[rng.randrange(n)]
            (i, j, r), (k, m, s) = a, b
            if r == s or m >= window[k][r] or j >= window[i][s]:
                continue
            if i != k and (extra[i][s] >= cap[i][s] or extra[k][r] >= cap[k][r]):
                continue
            a[2], b[2] = s, r
            extra[i][r] -= 1
            extra[i][s] += 1
            extra[k][s] -= 1
            extra[k][r] += 1
        return extra

    def _fill_slots(self, rng: random.Random) -> list[tuple[int, int, int]] | None:
        """(holder, slot, rank) for every unseen copy, slot 0 a holder's newest; None on a dead end."""
        holders = range(len(self.free))
        taken = [[False] * self.free[i] for i in holders]
        cap = [row[:] for row in self.cap]
        window = self.window
        ranks = [r for r in range(N_RANKS) if self.unseen[r]]
        rng.shuffle(ranks)
        ranks.sort(key=lambda r: sum(window[i][r] for i in holders if cap[i][r] > 0) - self.unseen[r])
        out = []
        for r in ranks:
            for _ in range(self.unseen[r]):
                options = [(i, j) for i in holders if cap[i][r] > 0
                           for j in range(window[i][r]) if not taken[i][j]]
                if not options:
                    return None
                i, j = options[rng.randrange(len(options))]
                taken[i][j] = True
                cap[i][r] -= 1
                out.append((i, j, r))
        return out

    def hand_orders(self, i: int, extra: list[int]) -> int:
        """In how many orders (as ranks) holder i's free slots can hold ``extra`` unseen copies:
        the multinomial within the caps, and with ``newest`` only the orders where each rank lies
        in its window (nested newest-first windows: the tightest rank placed first)."""
        if any(x > c for x, c in zip(extra, self.cap[i], strict=True)):
            return 0
        if self.window is None:
            ways, left = 1, self.free[i]
            for x in extra:
                ways *= math.comb(left, x)
                left -= x
            return ways
        ways, placed = 1, 0
        for r in sorted(range(N_RANKS), key=lambda r: self.window[i][r]):
            if extra[r]:
                room = self.window[i][r] - placed
                if extra[r] > room:
                    return 0
                ways *= math.comb(room, extra[r])
                placed += extra[r]
        return ways

    def feasible(self) -> None:
        """Raise ``ValueError`` unless some deal fits the bounds (a model built on a reading of the
        rivals, not only on facts, may admit none); with ``newest``, unless a slot-by-slot deal is
        found (facts alone always admit one: the windows only bound what was drawn since)."""
        self._flow()
        if self.window is not None:
            rng = random.Random(0)
            if all(self._fill_slots(rng) is None for _ in range(_TRIES)):
                raise ValueError("no deal fits the draws in order")

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
