"""Ascending-order helpers for one reef (rules §4 step 3b, §7.3–7.5).

Only number-side cards (positive values) constrain the order; anchors (negative) and face-down slots
(zero) are skipped.  Shared by the rules, the view's swap table and the bots.
"""

from __future__ import annotations

INFINITY = 10**6


def fits_between(low: int, high: int, card: int) -> bool:
    """The ascending-order rule (§4 step 3b): a card goes number side up only strictly between the
    number-side values to its left (``low``; 0 if none) and to its right (``high``; INFINITY if none).

    Every "does it fit" in Fugu — the rules, the view's swap table, the legal-move table and the bots —
    asks this one function.
    """
    return low < card < high


def fit_mask(low: int, high: int, market: list[int]) -> int:
    """Bit m set when market card m fits between ``low`` and ``high`` (an empty position, 0, never fits)."""
    mask = 0
    for m, card in enumerate(market):
        if fits_between(low, high, card):
            mask |= 1 << m
    return mask


def neighbours(row: list[int], slot: int) -> tuple[int, int]:
    """The nearest number-side value left of ``slot`` (0 if none) and right of it (INFINITY if none)."""
    low = 0
    for i in range(slot - 1, -1, -1):  # plain loops: every swap asks this (a generator costs twice as much)
        if row[i] > 0:
            low = row[i]
            break
    high = INFINITY
    for i in range(slot + 1, len(row)):
        if row[i] > 0:
            high = row[i]
            break
    return low, high


def bounds(row: list[int]) -> tuple[list[int], list[int]]:
    """:func:`neighbours` for every slot at once: the list of lows and the list of highs."""
    n = len(row)
    lo = [0] * n
    hi = [INFINITY] * n
    last = 0
    for i in range(n):
        lo[i] = last
        if row[i] > 0:
            last = row[i]
    last = INFINITY
    for i in range(n - 1, -1, -1):
        hi[i] = last
        if row[i] > 0:
            last = row[i]
    return lo, hi


def fits(row: list[int], slot: int, card: int) -> bool:
    """May ``card`` go number side up into ``slot``?  (:func:`fits_between` its number-side neighbours.)"""
    low, high = neighbours(row, slot)
    return fits_between(low, high, card)


def face_down_slots(row: list[int]) -> list[int]:
    return [i for i, v in enumerate(row) if v == 0]


def anchor_count(row: list[int]) -> int:
    return sum(1 for v in row if v < 0)
