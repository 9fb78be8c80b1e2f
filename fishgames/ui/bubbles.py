"""Where a speech bubble goes: near its speaker, never over what a player needs or over another bubble.

Each table names what must stay visible (``TableScene.keep_clear``: the cards in play, the fish in the
water, hint chips, the prompt, the player's own hand...).  :func:`place` tries spots around the anchor,
nearest first — straight above or below it (the table's preferred side first), then slid sideways, then
further away — and takes the first spot on screen that touches none of those rects and none of the
bubbles already placed (:func:`free_spot`).  The tables draw a bubble only where it is free: when many
speak at once, the older words yield (they stay in the table's log).  :func:`place` is for a panel that
must be shown anyway: with no free spot it takes the one that covers least.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

GAP = 18  # between the anchor and the bubble's near edge (room for the tail)
MARGIN = 8  # kept free at the screen's edges
SLIDES = (0, -1, 1, -2, 2, -3, 3, -4, 4, -5, 5, -6, 6, -8, 8)  # sideways steps, nearest first
SLIDE_STEP = 70
FURTHER = (0, 1, 2, 3, 4, 6)  # steps away from the anchor, nearest first
#: ... on an upright (portrait) table, which has open water far below its plates: the far steps (a tail-less
#: bubble that names its speaker) reach past its score track and log to it (Fischen's words had none nearer)
FURTHER_UPRIGHT = (*FURTHER, 9, 12, 16)
#: ... on a table whose open water lies beyond its middle (Fischen's sand under the prompt, over your hand: Biber's
#: words at three seats had no spot nearer): every step down to it
FURTHER_FAR = (*FURTHER, 7, 8, 9, 10, 11, 12, 14, 16)
FURTHER_STEP = 40
TAIL_REACH = 120  # a bubble placed further from its speaker than this has no tail
TAIL_SIDE = 40  # ... and one whose speaker is further than this beside it


def tail_shown(rect: pygame.Rect, anchor: tuple[int, int]) -> bool:
    """Whether a bubble at ``rect`` draws its tail to ``anchor`` (``widgets.draw_speech_bubble`` asks here):
    its speaker near enough below or above it, and not right at its edge (a tail of no length)."""
    ax, ay = int(anchor[0]), int(anchor[1])
    above = rect.bottom <= ay
    edge_y = rect.bottom - 2 if above else rect.top + 2
    tip_y = ay - 4 if above else ay + 4
    return rect.x - TAIL_SIDE <= ax <= rect.right + TAIL_SIDE and 4 < abs(tip_y - edge_y) <= TAIL_REACH


def tail_rect(rect: pygame.Rect, anchor: tuple[int, int]) -> pygame.Rect | None:
    """The bounds of the tail ``widgets.draw_speech_bubble`` draws from a bubble at ``rect`` to ``anchor`` (None
    where it draws none): a tail may run over what the bubble itself must leave visible (Fischen's round counter
    under Pelican's plate)."""
    if not tail_shown(rect, anchor):
        return None
    ax, ay = int(anchor[0]), int(anchor[1])
    above = rect.bottom <= ay
    tx = min(max(ax, rect.x + 22), rect.right - 22)
    edge_y = rect.bottom - 2 if above else rect.top + 2
    tip_y = ay - 4 if above else ay + 4
    left, right = min(tx - 10, ax), max(tx + 10, ax)
    return pygame.Rect(left, min(edge_y, tip_y), right - left + 1, abs(tip_y - edge_y) + 1)


def tail_crosses(rect: pygame.Rect, anchor: tuple[int, int], tails_clear: Sequence[pygame.Rect]) -> bool:
    """Whether the tail of a bubble at ``rect`` runs over any of ``tails_clear``."""
    tail = tail_rect(rect, anchor) if tails_clear else None
    return tail is not None and tail.collidelist(tails_clear) >= 0


def candidates(size: tuple[int, int], anchor: tuple[int, int], prefer: str, screen: pygame.Rect,
               further: Sequence[int] = FURTHER):
    """Every spot tried, nearest to the anchor first (each clamped onto the screen), ``further`` steps
    away."""
    w, h = size
    ax, ay = int(anchor[0]), int(anchor[1])
    sides = ("above", "below") if prefer == "above" else ("below", "above")
    room = screen.inflate(-2 * MARGIN, -2 * MARGIN)
    for step in further:
        for side in sides:
            for slide in SLIDES:
                rect = pygame.Rect(0, 0, w, h)
                rect.centerx = ax + slide * SLIDE_STEP
                if side == "above":
                    rect.bottom = ay - GAP - step * FURTHER_STEP
                else:
                    rect.top = ay + GAP + step * FURTHER_STEP
                yield rect.clamp(room)


def free_spot(size: tuple[int, int], anchor: tuple[int, int], keep_clear: Sequence[pygame.Rect],
              taken: Iterable[pygame.Rect] = (), prefer: str = "above", *, screen: pygame.Rect,
              tailed: bool = False, further: Sequence[int] = FURTHER,
              tails_clear: Sequence[pygame.Rect] = ()) -> pygame.Rect | None:
    """The first spot for a bubble of ``size`` on ``screen`` that covers nothing (``None`` if there is none);
    ``tailed``: only a spot whose tail reaches the speaker (:func:`tail_shown`) — words slid away from their
    speaker with no tail read as nobody's (Fischen's Bot 2 over the score track); ``tails_clear``: what its tail
    must not cross either (a table that names none: tails as before)."""
    # ``collidelist`` asks "covers any pixel?" in C (a crowded table tries all 180 spots every frame); it
    # counts an unnormalised rect (negative size) that ``covered`` finds empty, so those are left out
    blocked = [rect for rect in (*keep_clear, *taken) if rect.w > 0 and rect.h > 0]
    spots = candidates(size, anchor, prefer, screen, further)
    tails = [rect for rect in tails_clear if rect.w > 0 and rect.h > 0]
    return next((rect for rect in spots if rect.collidelist(blocked) < 0
                 and (not tailed or tail_shown(rect, anchor)) and not tail_crosses(rect, anchor, tails)), None)


def free_shaped(shapes: Iterable[tuple[tuple[int, int], object]], anchor: tuple[int, int],
                keep_clear: Sequence[pygame.Rect], taken: Iterable[pygame.Rect] = (), prefer: str = "above", *,
                screen: pygame.Rect, tailed: bool = False, further: Sequence[int] = FURTHER,
                tails_clear: Sequence[pygame.Rect] = ()):
    """(spot, shape) for the first of ``shapes`` — (size, what the caller draws at that size) — that has a
    :func:`free_spot`, else None (``shapes`` may be made as they are tried): the same words laid out wider or narrower fit a band the first shape does not
    (Go Fish's words under a bot's fan of backs, above the Books row: two long lines, not three short ones)."""
    taken = list(taken)
    for size, shape in shapes:
        spot = free_spot(size, anchor, keep_clear, taken, prefer, screen=screen, tailed=tailed, further=further,
                         tails_clear=tails_clear)
        if spot is not None:
            return spot, shape
    return None


def place(size: tuple[int, int], anchor: tuple[int, int], keep_clear: Sequence[pygame.Rect],
          taken: Iterable[pygame.Rect] = (), prefer: str = "above", *, screen: pygame.Rect,
          must: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """The first free spot for a bubble of ``size``, else the spot that covers least (see the module docstring);
    with no free spot, one that covers nothing of ``must`` (the guide's glow and panel) where there is one."""
    taken = list(taken)
    spot = free_spot(size, anchor, [*must, *keep_clear], taken, prefer, screen=screen)
    if spot is not None:
        return spot
    blocked = [*keep_clear, *taken]
    spots = list(candidates(size, anchor, prefer, screen))
    spared = [rect for rect in spots if not any(rect.colliderect(other) for other in must if other.w and other.h)]
    return min(spared or spots, key=lambda rect: covered(rect, [*must, *blocked]))


def covered(rect: pygame.Rect, others: Iterable[pygame.Rect]) -> int:
    """How many pixels of ``others`` ``rect`` covers (overlaps summed)."""
    total = 0
    for other in others:
        clip = rect.clip(other)
        total += clip.w * clip.h
    return total
