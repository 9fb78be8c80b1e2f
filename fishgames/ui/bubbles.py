"""Where a speech bubble goes: near its speaker, never over what a player needs or over another bubble.

Each table names what must stay visible (``TableScene.keep_clear``: the cards in play, the fish in the
water, hint chips, the prompt, the player's own hand...).  :func:`place` tries spots around the anchor,
nearest first — straight above or below it (the table's preferred side first), then slid sideways, then
further away — and takes the first spot on screen that touches none of those rects and none of the
bubbles already placed.  Only if no spot is free does it take the one that covers least.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

GAP = 18  # between the anchor and the bubble's near edge (room for the tail)
MARGIN = 8  # kept free at the screen's edges
SLIDES = (0, -1, 1, -2, 2, -3, 3, -4, 4, -5, 5, -6, 6, -8, 8)  # sideways steps, nearest first
SLIDE_STEP = 70
FURTHER = (0, 1, 2, 3, 4, 6)  # steps away from the anchor, nearest first
FURTHER_STEP = 40


def candidates(size: tuple[int, int], anchor: tuple[int, int], prefer: str, screen: pygame.Rect):
    """Every spot tried, nearest to the anchor first (each clamped onto the screen)."""
    w, h = size
    ax, ay = int(anchor[0]), int(anchor[1])
    sides = ("above", "below") if prefer == "above" else ("below", "above")
    room = screen.inflate(-2 * MARGIN, -2 * MARGIN)
    for further in FURTHER:
        for side in sides:
            for slide in SLIDES:
                rect = pygame.Rect(0, 0, w, h)
                rect.centerx = ax + slide * SLIDE_STEP
                if side == "above":
                    rect.bottom = ay - GAP - further * FURTHER_STEP
                else:
                    rect.top = ay + GAP + further * FURTHER_STEP
                yield rect.clamp(room)


def place(size: tuple[int, int], anchor: tuple[int, int], keep_clear: Sequence[pygame.Rect],
          taken: Iterable[pygame.Rect] = (), prefer: str = "above", *, screen: pygame.Rect) -> pygame.Rect:
    """The first free spot for a bubble of ``size`` on ``screen`` (see the module docstring)."""
    blocked = [*keep_clear, *taken]
    best, best_cover = None, None
    for rect in candidates(size, anchor, prefer, screen):
        cover = covered(rect, blocked)
        if cover == 0:
            return rect
        if best_cover is None or cover < best_cover:
            best, best_cover = rect, cover
    return best


def covered(rect: pygame.Rect, others: Iterable[pygame.Rect]) -> int:
    """How many pixels of ``others`` ``rect`` covers (overlaps summed)."""
    total = 0
    for other in others:
        clip = rect.clip(other)
        total += clip.w * clip.h
    return total
