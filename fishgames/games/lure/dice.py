"""Requirement checks and catch resolution over final dice (rules §2.3, §4 step 3e).

Shared by the rules engine, the exact odds and the bots, so all three agree on what a
roll catches.
"""

from __future__ import annotations

from functools import reduce
from operator import and_, or_

from fishgames.games.lure.data import CATCH_ORDER_KEY, FISH

# The checks run for every fish at every roll (and in the bots' odds): bitwise folds, not generators.


def _odd(d):
    return reduce(and_, d, -1) & 1 == 1  # every value's low bit is set


def _even(d):
    return reduce(or_, d, 0) & 1 == 0  # no value's low bit is set


def _has1(d):
    return 1 in d


def _has6(d):
    return 6 in d


def _has1and5(d):
    return 1 in d and 5 in d  # different values, hence two different dice (ruling 8)


def _pair(d):
    return len(set(d)) < len(d)


def _triple(d):
    if len(d) < 3:
        return False
    seen: dict[int, int] = {}
    for v in d:
        c = seen.get(v, 0) + 1
        if c == 3:
            return True
        seen[v] = c
    return False


def _distinct(d):
    return len(set(d)) == len(d)


def _run3(d):
    bits = 0  # bit v set = some die shows v
    for v in d:
        bits |= 1 << v
    return bool(bits & (bits >> 1) & (bits >> 2))


CHECKS = {
    "": lambda d: True, "odd": _odd, "even": _even, "has1": _has1, "has6": _has6, "has1and5": _has1and5,
    "pair": _pair, "triple": _triple, "distinct": _distinct, "run3": _run3,
}

#: fish id -> (catch number, requirement predicate, VP), for the hot paths.
FISH_TEST = {fid: (f.catch, CHECKS[f.req], f.vp) for fid, f in FISH.items()}


def meets(req: str, dice) -> bool:
    """Whether final ``dice`` meet requirement ``req`` (rules §2.3)."""
    return CHECKS[req](dice)


def qualifies(fish_id: int, dice, total: int | None = None) -> bool:
    """A roll qualifies for a fish: total ≥ catch number and the requirement is met."""
    catch, check, _ = FISH_TEST[fish_id]
    if total is None:
        total = sum(dice)
    return total >= catch and check(dice)


def catch_mask(pool, dice, total: int | None = None) -> int:
    """Bit i set = the roll qualifies for ``pool[i]`` (for bots and odds)."""
    if total is None:
        total = sum(dice)
    mask = 0
    for i, fid in enumerate(pool):
        catch, check, _ = FISH_TEST[fid]
        if total >= catch and check(dice):
            mask |= 1 << i
    return mask


def in_catch_order(pool) -> list[int]:
    """Fish ids in the order they are decided: ascending catch number, then lower id."""
    return sorted(pool, key=CATCH_ORDER_KEY.__getitem__)


def resolve_group(pool, finals: dict[int, tuple[int, ...]]) -> list[tuple[int, int | None, int]]:
    """Decide every fish of ``pool`` for one rolling group.

    ``finals`` maps seat -> final dice. Returns ``(fish, catcher or None, lowest total)`` for
    each fish at least one member qualifies for, in catch order: the unique lowest total among
    the qualifiers catches it; a shared lowest total means nobody does (rules §4 step 3e).
    """
    totals = {seat: sum(d) for seat, d in finals.items()}
    out = []
    for fid in in_catch_order(pool):
        catch, check, _ = FISH_TEST[fid]
        best = None
        winner = None
        for seat, dice in finals.items():
            t = totals[seat]
            if t >= catch and check(dice):
                if best is None or t < best:
                    best, winner = t, seat
                elif t == best:
                    winner = None
        if best is not None:
            out.append((fid, winner, best))
    return out
