"""Exact play of my move at a duel's very end (a pond of at most ``SOLVE_POND`` cards).

In a duel every card I do not hold and that is not booked lies in the rival's hand or the pond, so
once the pond is tiny little is hidden: which of the unseen cards are the pond's, and in what order.
Until I miss, the rival has no say, so my turn is a one-player problem over those pond orders
(at most 13 × 13 of them with two cards), each weighted by how many deals of the actual cards give
it (a falling product of the unseen copies: every deal consistent with my view is equally likely)
and kept only where the rival's hand fits what the table knows of it (cards it is known to hold,
ranks it is known to be out of or capped at since its last draws, never four of a kind).

The solver is an expectimax over my information: after each ask the orders I cannot tell apart
(same hand for me, same hand size for the rival, same pond, same books) stay together and I pick
the ask with the best mean over them.  Once my turn ends the rest is played with both hands and the
pond open (a perfect-information minimax; at a pond of at most one card after my miss the rival
nearly knows everything anyway).  Score as the sampled search's: win share plus ``MARGIN_WEIGHT``
× my books minus the rival's.

Why it matters: the duel's end is a race for the turn, and single orders decide it — taking the
rival's last cards while the pond still holds one hands it the turn and that card (the rival draws
it into its empty hand and takes my copies); the 128 sampled deals of the search only see such
orders by chance.
"""

from __future__ import annotations

from fishgames.games.gofish.data import N_RANKS
from fishgames.games.gofish.sampling import Constraints
from fishgames.games.gofish.sim import Sim

#: Pond size at or below which the duel's move is solved exactly.
SOLVE_POND = 2
#: Asks simulated before the solver gives up (the sampled search then decides).
NODE_LIMIT = 40_000
MARGIN_WEIGHT = 0.05


class TooBig(Exception):
    """The exact solve would take more than ``NODE_LIMIT`` simulated asks."""


def pond_orders(problem: Constraints) -> list[tuple[int, list[int]]]:
    """Every pond order (top card first, as ranks) consistent with a duel seat's view, with the
    number of card-level deals that give it (up to one factor for all): with ``newest`` the
    rival hand's orders that fit its windows (``Constraints.hand_orders``)."""
    unseen = problem.unseen
    cap, pond = problem.cap[0], problem.free[-1]
    orders: list[tuple[int, list[int]]] = []

    def extend(weight: int, seq: list[int], left: list[int]) -> None:
        if len(seq) == pond:
            if problem.window is not None:  # draws in order: the hand's orders that fit its windows
                ways = problem.hand_orders(0, left)
                if ways:
                    orders.append((ways, seq[:]))
            elif all(left[r] <= cap[r] for r in range(N_RANKS)):
                orders.append((weight, seq[:]))
            return
        for r in range(N_RANKS):
            if left[r]:
                left[r] -= 1
                seq.append(r)
                extend(weight * (left[r] + 1), seq, left)
                seq.pop()
                left[r] += 1

    extend(1, [], unseen[:])
    if not orders and problem.window is not None:  # no order fits the windows: the cap model's orders
        problem.window = None
        return pond_orders(problem)
    return orders


def world(base: Sim, problem: Constraints, order: list[int]) -> Sim:
    """``base`` (my view's rank-count game) with the rival's hand and the pond of one order."""
    sim = base.copy()
    rival = problem.holders[0]
    hand = [lo + u for lo, u in zip(problem.lo[0], problem.unseen, strict=True)]
    for r in order:
        hand[r] -= 1
    sim.cnt[rival] = hand
    sim.pond = order[::-1]  # the engine pops the top card from the end
    return sim


def score(sim: Sim, seat: int) -> float:
    mine, rival = sim.books[seat], sim.books[1 - seat]
    return (1.0 if mine > rival else 0.5 if mine == rival else 0.0) + MARGIN_WEIGHT * (mine - rival)


class Solver:
    """Exact values of my asks over weighted worlds (``Sim`` per pond order) for ``seat``."""

    def __init__(self, seat: int, limit: int = NODE_LIMIT):
        self.seat = seat
        self.rival = 1 - seat
        self.nodes = 0
        self.limit = limit
        self._open: dict = {}
        self._mine: dict = {}

    def _step(self, sim: Sim, p: int, r: int) -> Sim:
        self.nodes += 1
        if self.nodes > self.limit:
            raise TooBig
        child = sim.copy()
        child.ask(p, 1 - p, r)
        return child

    def open_value(self, sim: Sim) -> float:
        """My score when both seats play on seeing everything (the mover maximising its own)."""
        if sim.turn < 0:
            return score(sim, self.seat)
        key = (tuple(sim.cnt[0]), tuple(sim.cnt[1]), tuple(sim.pond), sim.turn, sim.books[0], sim.books[1])
        if key in self._open:
            return self._open[key]
        p = sim.turn
        values = [self.open_value(self._step(sim, p, r)) for r in range(N_RANKS) if sim.cnt[p][r]]
        value = max(values) if p == self.seat else min(values)
        self._open[key] = value
        return value

    def values(self, worlds: list[tuple[int, int, Sim]]) -> dict[int, float]:
        """Mean score of each rank I may ask, over ``worlds`` = (id, weight, sim), then best play."""
        total = sum(w for _, w, _ in worlds)
        hand = worlds[0][2].cnt[self.seat]
        out = {}
        for r in range(N_RANKS):
            if not hand[r]:
                continue
            value = 0.0
            groups: dict[tuple, list[tuple[int, int, Sim]]] = {}
            for i, w, sim in worlds:
                child = self._step(sim, self.seat, r)
                if child.turn == self.seat:
                    groups.setdefault(self._seen(child), []).append((i, w, child))
                else:
                    value += w * self.open_value(child)
            for group in groups.values():
                value += sum(w for _, w, _ in group) * self.best(group)
            out[r] = value / total
        return out

    def best(self, worlds: list[tuple[int, int, Sim]]) -> float:
        key = (self._seen(worlds[0][2]), frozenset(i for i, _, _ in worlds))
        if key not in self._mine:
            self._mine[key] = max(self.values(worlds).values())
        return self._mine[key]

    def _seen(self, sim: Sim) -> tuple:
        """What I can tell of a position in my turn: my hand, the rival's size, pond, books."""
        return tuple(sim.cnt[self.seat]), sim.size[self.rival], len(sim.pond), sim.books[0], sim.books[1]


def solve(seat: int, base: Sim, problem: Constraints, limit: int = NODE_LIMIT) -> dict[int, float]:
    """Exact value of asking the rival for each rank I hold (raises ``TooBig`` past ``limit``)."""
    worlds = [(i, w, world(base, problem, order)) for i, (w, order) in enumerate(pond_orders(problem))]
    if not worlds:
        raise ValueError("no pond order fits the table (a rules or model bug)")
    return Solver(seat, limit).values(worlds)
