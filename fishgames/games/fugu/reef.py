"""Ascending-order helpers for one reef (rules §4 step 3b, §7.3–7.5).

Only number-side cards (positive values) constrain the order; anchors (negative) and face-down slots
(zero) are skipped.  Shared by the rules, the view's swap table and the bots.
"""

from __future__ import annotations

INFINITY = 10**6


def bounds(row: list[int]) -> tuple[list[int], list[int]]:
    """Per slot: the nearest number-side value on the left (0 if none) and on the right (INFINITY)."""
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
    """May ``card`` go number side up into ``slot``?  (Strictly between its number-side neighbours.)"""
    for i in range(slot - 1, -1, -1):
        if row[i] > 0:
            if row[i] > card:
                return False
            break
    for i in range(slot + 1, len(row)):
        if row[i] > 0:
            return row[i] > card
    return True


def face_down_slots(row: list[int]) -> list[int]:
    return [i for i, v in enumerate(row) if v == 0]


def anchor_count(row: list[int]) -> int:
    return sum(1 for v in row if v < 0)
