"""Catch odds: exact enumeration of a bid's rolls, cached Monte Carlo samples, best adjusting.

A bid's dice are ``k`` d6 plus optionally the d12 and d20. The plain d6s are
interchangeable, so exact enumeration walks d6 *multisets* (at most 252 for five dice)
with multinomial weights instead of 6^5 ordered rolls. For the bots' scenario sampling the
same rolls come as fixed, seeded Monte Carlo samples (cached per bid, the same in every
process), so a decision depends only on the bot's view and its rng.
"""

from __future__ import annotations

import random
from functools import cache
from itertools import combinations_with_replacement
from math import factorial

from fishgames.games.lure.data import D6_COUNT, D12, D20, FISH
from fishgames.games.lure.dice import FISH_TEST

_JUDGES: dict[tuple[int, ...], PoolJudge] = {}

#: Every dice choice of a bid as (d6 count, d12, d20), smallest bids first.
CONFIGS: tuple[tuple[int, bool, bool], ...] = tuple(sorted(
    ((k, b12, b20) for k in range(D6_COUNT + 1) for b12 in (False, True) for b20 in (False, True)
     if k + b12 + b20 > 0),
    key=lambda c: (c[0] + c[1] + c[2], c),
))


def config_faces(config) -> tuple[int, ...]:
    k, b12, b20 = config
    return (6,) * k + ((D12,) if b12 else ()) + ((D20,) if b20 else ())


def config_size(config) -> int:
    return config[0] + config[1] + config[2]


@cache
def exact_rolls(config) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every roll of the bid as (values in die order, probability); d6 values ascending."""
    k, b12, b20 = config
    singles = [()]
    if b12:
        singles = [s + (v,) for s in singles for v in range(1, D12 + 1)]
    if b20:
        singles = [s + (v,) for s in singles for v in range(1, D20 + 1)]
    p_single = 1.0 / len(singles)
    out = []
    for combo in combinations_with_replacement(range(1, 7), k):
        ways = factorial(k)
        for v in set(combo):
            ways //= factorial(combo.count(v))
        p = ways / 6**k * p_single
        for rest in singles:
            out.append((combo + rest, p))
    return tuple(out)


@cache
def sampled_rolls(config, n: int) -> tuple[tuple[int, ...], ...]:
    """``n`` seeded random rolls of the bid (values in die order) — identical in every run."""
    rng = random.Random(f"fishgames/lure/odds/{config}/{n}")
    faces = config_faces(config)
    k = config[0]
    out = []
    for _ in range(n):
        values = [int(rng.random() * f) + 1 for f in faces]
        out.append(tuple(sorted(values[:k])) + tuple(values[k:]))
    return tuple(out)


def judge_for(pool) -> PoolJudge:
    """A shared judge per pool (a few recent pools are kept): masks are pure facts of the dice."""
    key = tuple(pool)
    judge = _JUDGES.pop(key, None) or PoolJudge(key)
    _JUDGES[key] = judge
    while len(_JUDGES) > 8:
        del _JUDGES[next(iter(_JUDGES))]
    return judge


class PoolJudge:
    """What final dice catch from one pool (alone), memoised by the final dice."""

    def __init__(self, pool):
        self.pool = tuple(pool)
        self.tests = [FISH_TEST[f] for f in self.pool]
        self.vp = [FISH[f].vp for f in self.pool]
        self.vp_memo: dict[int, int] = {0: 0}
        self.memo: dict[tuple[int, ...], int] = {}

    def vp_of(self, mask: int) -> int:
        """VP of the fish in ``mask``."""
        vp = self.vp_memo.get(mask)
        if vp is None:
            vp = self.vp_memo[mask] = sum(v for i, v in enumerate(self.vp) if mask >> i & 1)
        return vp

    def mask(self, final) -> int:
        """Bit i set = ``final`` qualifies for ``pool[i]`` (memoised by the dice as given and sorted)."""
        memo = self.memo
        mask = memo.get(final)
        if mask is None:
            key = tuple(sorted(final))
            mask = memo.get(key)
            if mask is None:
                total = sum(key)
                mask = 0
                for i, (catch, check, _) in enumerate(self.tests):
                    if total >= catch and check(key):
                        mask |= 1 << i
                memo[key] = mask
            memo[final] = mask
        return mask

    def best(self, rolled, faces, extras: tuple[int, ...], adjusts: int) -> tuple[int, int, tuple]:
        """(total, mask, adjusted rolled values) after the best use of ``adjusts`` ±1 steps.

        Best = most VP caught alone, then the lowest total (it wins contested fish). Steps are
        chosen greedily one at a time — exact for one Adjust lure, a good guess beyond.
        """
        rolled = tuple(rolled)
        mask = self.mask(rolled + extras)
        total = sum(rolled) + sum(extras)
        vp_of = self.vp_of
        for _ in range(adjusts):
            best = (vp_of(mask), -total)
            pick = None
            for i, v in enumerate(rolled):
                for d in (-1, 1):
                    w = v + d
                    if 1 <= w <= faces[i]:
                        cand = rolled[:i] + (w,) + rolled[i + 1:]
                        m = self.mask(cand + extras)
                        score = (vp_of(m), -(total + d))
                        if score > best:
                            best, pick = score, (cand, m, total + d)
            if pick is None:
                break
            rolled, mask, total = pick
        return total, mask, rolled


def catch_chances(config, pool, extras: tuple[int, ...] = (), adjusts: int = 0) -> dict[int, float]:
    """Exact chance that a roll of this bid, alone, catches each fish of ``pool``.

    The roller adjusts as :meth:`PoolJudge.best` does (most VP, then lowest total).
    """
    judge = PoolJudge(pool)
    faces = config_faces(config)
    chances = [0.0] * len(judge.pool)
    for rolled, p in exact_rolls(config):
        _, mask, _ = judge.best(rolled, faces, tuple(extras), adjusts)
        while mask:
            low = mask & -mask
            chances[low.bit_length() - 1] += p
            mask ^= low
    return dict(zip(judge.pool, chances, strict=True))
