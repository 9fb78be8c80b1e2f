"""Drawn pictures kept by bytes, not by count: an LRU cache sized by what a frame can show.

``functools.lru_cache`` bounds a cache by its number of entries, whatever their size: the rendered texts
(2,048 kept) grew by some 3 MB every thousand busy-table frames, as game after game wrote new log lines and
scores, and with the panels and glow rings held tens of MB that no frame showed again (issue 33: the app's
memory).  :func:`picture_cache` keeps the most recently used pictures up to a byte budget, given in screens at
the design size (:data:`SCREEN_BYTES`): a frame never shows more than a screen or two of text or panels.
At a drawing scale ≠ 1 a picture's twin (:mod:`fishgames.ui.fine`) is counted with it, and the budget is screens
of the screen's own pixels (``fine.room()``): at k = 1.5 the twins were left out, and the caches held 3.25× their
budget (issue 33 at 1920 × 1080).
"""

from __future__ import annotations

from collections import OrderedDict, namedtuple
from collections.abc import Callable
from functools import update_wrapper

import pygame

from fishgames.ui import fine

#: What ``cache_info()`` tells, as ``functools.lru_cache``'s does (``maxsize`` is the budget in bytes).
CacheInfo = namedtuple("CacheInfo", "hits misses maxsize currsize")

#: One screenful of pixels at the design size (1280 × 720, ``theme.SIZE``), 4 bytes a pixel.
SCREEN_BYTES = 1280 * 720 * 4


def picture_bytes(picture) -> int:
    """What a drawn picture holds: its pixels and its twin's (a surface), or a small fixed amount for anything else."""
    if isinstance(picture, pygame.Surface):
        return fine.held_bytes(picture)
    return 64


def picture_cache(budget: int, grows: bool = True) -> Callable:
    """Decorator: ``draw(*args)`` kept per arguments, the least recently used forgotten first once the
    pictures kept pass ``budget`` bytes (times ``fine.room()`` where it ``grows``; the newest always stays).  ``cache_clear()`` empties it, as
    ``lru_cache``'s does (``cache_forget(*args)`` drops one picture) (``legibility.forget_drawn_text`` and ``App.close`` call it); ``cache_info()`` counts
    hits and misses as ``lru_cache``'s does, ``cache_bytes()`` tells what it holds."""

    def wrap(draw: Callable) -> Callable:
        kept: OrderedDict = OrderedDict()
        find, keep_longest = kept.get, kept.move_to_end  # bound once: a hit is a frame's usual case
        used, counts = [0], [0, 0]  # bytes kept; hits, misses

        def cached(*args, **options):
            key = (args, tuple(sorted(options.items()))) if options else args
            found = find(key)
            if found is not None:
                keep_longest(key)
                counts[0] += 1
                return found[0]
            counts[1] += 1
            picture = draw(*args, **options)
            size = picture_bytes(picture)
            kept[key] = (picture, size)
            used[0] += size
            room = budget * fine.room() if grows else budget
            while used[0] > room and len(kept) > 1:
                used[0] -= kept.popitem(last=False)[1][1]
            return picture

        def cache_clear() -> None:
            kept.clear()
            used[0] = 0
            counts[:] = [0, 0]

        def cache_forget(*args, **options) -> None:
            """Let go of the picture drawn for these arguments (a screen that leaves for good: its big panel)."""
            found = kept.pop((args, tuple(sorted(options.items()))) if options else args, None)
            if found is not None:
                used[0] -= found[1]

        cached.cache_clear = cache_clear
        cached.cache_forget = cache_forget
        cached.cache_info = lambda: CacheInfo(counts[0], counts[1], budget, len(kept))
        cached.cache_bytes = lambda: used[0]
        cached.cache_len = lambda: len(kept)
        cached.budget = budget
        cached.room = lambda: budget * fine.room() if grows else budget  # the bytes it may hold at this drawing scale
        return update_wrapper(cached, draw)

    return wrap
