"""Single-observer information-set MCTS (SO-ISMCTS), generic over the ``State`` protocol.

Each iteration samples one determinization of the searcher's information set (``determinize(rng)``,
built from the bot's own view only), walks one shared tree whose edges are actions, and finishes
with a rollout.  Actions unavailable in a determinization are skipped; UCB uses availability counts
(Cowling, Powley & Whitehouse 2012).  Chance steps inside an iteration are sampled, not searched;
a simultaneous choice is searched as if the seats chose one after another (the searcher first).

Games plug in three small callables:

* ``rollout(state, seat, rng) -> action`` — the playout policy (mostly greedy is best: random rollouts
  make a search blind to what a good player does);
* ``terminal(state) -> bool`` — where an iteration stops (game end or a shorter horizon);
* ``evaluate(state) -> sequence of rewards by seat`` — scaled so a difference of ~1 matters;

and optionally ``playout(state, rng)``, a game's own tight loop that plays the rollout to the horizon
in place of the generic ``rollout``/``terminal`` loop (the hot path of every iteration).

Every step goes through the state's ``apply_unchecked`` (a known-legal action, no events; a game may skip
its checks there).  Budgets are iteration counts, never wall-clock time,
so a bot's decision is a function of its view and its RNG.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from fishgames.core.state import CHANCE


class Node:
    __slots__ = ("seat", "visits", "total", "avail", "children")

    def __init__(self, seat: int):
        self.seat = seat  # who chose the action leading here
        self.visits = 0
        self.total = 0.0
        self.avail = 1
        self.children: dict = {}


def random_rollout(state, seat: int, rng: random.Random):
    legal = state.legal_actions(seat)
    return legal[rng.randrange(len(legal))]


def _next_seat(state, prefer: int, rng: random.Random, apply) -> int | None:
    """Resolve chance steps; return the seat to act (``prefer`` first in a simultaneous choice)."""
    while True:
        waiting = state.to_act()
        if not waiting:
            return None
        if waiting[0] == CHANCE:
            apply(CHANCE, state.sample_chance(rng))
            continue
        return prefer if prefer in waiting else waiting[0]


class SearchResult:
    __slots__ = ("action", "visits", "value", "iterations")

    def __init__(self, action, visits: dict, value: dict, iterations: int):
        self.action, self.visits, self.value, self.iterations = action, visits, value, iterations


def ismcts(
    determinize: Callable[[random.Random], object],
    seat: int,
    legal: Sequence,
    iterations: int,
    rng: random.Random,
    *,
    rollout: Callable = random_rollout,
    terminal: Callable[[object], bool] | None = None,
    evaluate: Callable[[object], Sequence[float]],
    exploration: float = 0.7,
    playout: Callable[[object, random.Random], None] | None = None,
    open_loop: bool = False,
    max_depth: int | None = None,
) -> SearchResult:
    """Search ``iterations`` determinizations and return the most visited of ``legal``.

    ``open_loop=True`` grows the tree over the searcher's own actions only and lets the others play
    the rollout policy: in SO-ISMCTS the others' tree nodes see the searcher's true hand in every
    determinization, so deep trees teach them to play against cards they cannot know.
    ``max_depth`` caps the tree (1 = flat Monte Carlo over the root actions with UCB); below it the
    rollout policy plays, which adapts to each determinization where a shared deep node cannot.
    """
    root = Node(-1)
    legal_set = set(legal)
    is_terminal = terminal or (lambda st: not st.to_act())
    log, sqrt = math.log, math.sqrt
    for _ in range(iterations):
        st = determinize(rng)
        apply = st.apply_unchecked  # every action comes from legal_actions or sample_chance; nobody listens
        node, path = root, []
        # selection and expansion
        while not is_terminal(st):
            if max_depth is not None and len(path) >= max_depth:
                break  # the rollout plays on from here (the game's own ``playout`` where it has one)
            actor = _next_seat(st, seat, rng, apply)
            if actor is None:
                break
            if open_loop and actor != seat:
                apply(actor, rollout(st, actor, rng))
                continue
            options = st.legal_actions(actor)
            children = node.children
            untried = [a for a in options if a not in children]
            if untried:
                for a in options:
                    child = children.get(a)
                    if child is not None:
                        child.avail += 1
                action = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
                child = children[action] = Node(actor)
                apply(actor, action)
                path.append(child)
                break
            best, best_score = None, -math.inf
            for a in options:
                child = children[a]
                child.avail += 1
                score = child.total / child.visits + exploration * sqrt(log(child.avail) / child.visits)
                if score > best_score:
                    best, best_score = a, score
            node = children[best]
            apply(actor, best)
            path.append(node)
        # rollout
        if playout is not None:
            playout(st, rng)
        while not is_terminal(st):
            actor = _next_seat(st, seat, rng, apply)
            if actor is None:
                break
            apply(actor, rollout(st, actor, rng))
        rewards = evaluate(st)
        for nd in path:
            nd.visits += 1
            nd.total += rewards[nd.seat]
    stats = {a: c for a, c in root.children.items() if a in legal_set}
    if not stats:
        return SearchResult(legal[0], {}, {}, iterations)
    best = max(legal, key=lambda a: (stats[a].visits, stats[a].total) if a in stats else (-1, 0.0))
    return SearchResult(
        best,
        {a: c.visits for a, c in stats.items()},
        {a: c.total / c.visits for a, c in stats.items() if c.visits},
        iterations,
    )
