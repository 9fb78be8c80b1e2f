"""Requirement checks and catch resolution over final dice (rules §2.3, §4 step 3e).

Shared by the rules engine, the exact odds and the bots, so all three agree on what a
roll catches.
"""

from __future__ import annotations

from functools import reduce
from operator import and_, or_

from fishgames.games.lure.data import CATCH_ORDER_KEY, FISH, REQUIREMENTS

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


# The rules resolve a roll once against a whole pool: the dice's features are worked out in one pass as
# bits (one per requirement), then each fish is a comparison and a bit test instead of a predicate call.
REQ_BIT = {req: 1 << i for i, req in enumerate(REQUIREMENTS)}
_VALUE_BIT = tuple(1 << v for v in range(32))  # bit v = some die shows v (faces go up to 20)
_ODD_VALUES = sum(_VALUE_BIT[1::2])
_EVEN_VALUES = sum(_VALUE_BIT[2::2])
_ONE, _SIX, _ONE_AND_FIVE = _VALUE_BIT[1], _VALUE_BIT[6], _VALUE_BIT[1] | _VALUE_BIT[5]
_ALWAYS, _ODD, _EVEN, _HAS1, _HAS6, _HAS1AND5, _PAIR, _TRIPLE, _DISTINCT, _RUN3 = map(REQ_BIT.get, REQUIREMENTS)

#: fish id -> (catch number, requirement bit), for ``features``.
FISH_NEED = {fid: (f.catch, REQ_BIT[f.req]) for fid, f in FISH.items()}


def features(dice) -> int:
    """Every requirement ``dice`` meet, as ``REQ_BIT`` bits (the same answers as ``CHECKS``)."""
    values = set(dice)
    seen = 0
    for v in values:  # (a plain loop: a handful of values)
        seen |= _VALUE_BIT[v]
    bits = _BY_VALUES.get(seen)
    if bits is None:
        if len(_BY_VALUES) >= 4096:  # bounded (a few hundred value sets recur in practice)
            _BY_VALUES.clear()
        bits = _BY_VALUES[seen] = _value_features(seen)
    repeats = len(dice) - len(values)
    if repeats:
        bits |= _PAIR
        if repeats > 1 and max(map(dice.count, values)) > 2:
            bits |= _TRIPLE
    else:
        bits |= _DISTINCT
    return bits


_BY_VALUES: dict[int, int] = {}  # which values show (bit v) -> the requirements that depend on nothing else


def _value_features(seen: int) -> int:
    bits = _ALWAYS
    if not seen & _EVEN_VALUES:
        bits |= _ODD
    if not seen & _ODD_VALUES:
        bits |= _EVEN
    if seen & _ONE:
        bits |= _HAS1
        if seen & _ONE_AND_FIVE == _ONE_AND_FIVE:
            bits |= _HAS1AND5
    if seen & _SIX:
        bits |= _HAS6
    if seen & (seen >> 1) & (seen >> 2):
        bits |= _RUN3
    return bits


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
    return resolve_in_order(in_catch_order(pool), finals)


def resolve_in_order(pool, finals: dict[int, tuple[int, ...]]) -> list[tuple[int, int | None, int]]:
    """``resolve_group`` for a pool already in catch order (the rules keep theirs so)."""
    rollers = []
    top = 0
    for seat, dice in finals.items():
        total = sum(dice)
        rollers.append((seat, total, features(dice)))
        if total > top:
            top = total
    out = []
    for fid in pool:
        catch, need = FISH_NEED[fid]
        if catch > top:  # in catch order: nobody reaches this fish or any later one
            break
        best = None
        winner = None
        for seat, t, bits in rollers:
            if t >= catch and bits & need:
                if best is None or t < best:
                    best, winner = t, seat
                elif t == best:
                    winner = None
        if best is not None:
            out.append((fid, winner, best))
    return out


def why_missed(pool, dice) -> tuple[str, int] | None:
    """Why a roll of final ``dice`` caught nothing from ``pool`` (the fish in the water as its group rolled):
    ``("lower", fish)`` it qualified for ``fish`` but a lower total (or a tie) decided it; ``("requirement",
    fish)`` its total reaches ``fish`` — the biggest such — but its dice miss the requirement; ``("short",
    fish)`` its total is below every fish, ``fish`` the nearest.  None for an empty pool."""
    pool = in_catch_order(pool)
    total = sum(dice)
    qualified = [fid for fid in pool if qualifies(fid, dice, total)]
    if qualified:
        return "lower", qualified[0]
    reached = [fid for fid in pool if FISH_TEST[fid][0] <= total]
    if reached:
        return "requirement", reached[-1]
    return ("short", pool[0]) if pool else None
