"""The shell's pictures, from the shared art (``fishgames.ui.art`` through the ``sprites`` cache).

The menu must never go down because a drawing failed: every picture here falls back to a plain
gradient in the game's accent colour (and logs why) instead of raising.
"""

from __future__ import annotations

import logging
from functools import lru_cache

import pygame

from fishgames.ui import theme

log = logging.getLogger(__name__)

#: used only if the art module cannot be imported
_FALLBACK_ACCENTS = {
    "fischen": (0, 114, 178), "fatfish": (213, 94, 0), "lure": (0, 158, 115), "fugu": (204, 121, 167),
    "gofish": (230, 159, 0),
}


def accent(name: str) -> tuple[int, int, int]:
    """The game's accent colour (tile frames, card backs) — the same table the art uses."""
    try:
        from fishgames.ui.art import GAME_ACCENTS
    except ImportError:
        GAME_ACCENTS = _FALLBACK_ACCENTS  # noqa: N806
    return tuple(GAME_ACCENTS.get(name, theme.SHALLOW))


_FAILED: set[tuple] = set()


def _art(kind: str, size: tuple[int, int], *params):
    key = (kind, size, params)
    if key in _FAILED:
        return None
    try:
        from fishgames.ui import sprites

        return sprites.image(kind, size, *params)
    except Exception:  # noqa: BLE001 - a broken drawing must not take the shell down
        log.exception("art %s%s failed; using a plain picture", kind, params)
        _FAILED.add(key)  # once, not every frame
        return None


@lru_cache(maxsize=16)
def _plain(size: tuple[int, int], top: tuple, bottom: tuple) -> pygame.Surface:
    return theme.gradient(size, top, bottom)


#: pictures drawn at least once in this process (the menu paints the rest a frame at a time)
RENDERED: set[tuple] = set()


def placeholder(name: str, size: tuple[int, int]) -> pygame.Surface:
    """A plain gradient in the game's accent (``"sea"``: the sea's), shown until the real picture is drawn."""
    if name == "sea":
        return _plain(size, theme.SHALLOW, theme.DEEP)
    colour = accent(name)
    return _plain(size, tuple(min(255, int(c * 1.25)) for c in colour), tuple(int(c * 0.6) for c in colour))


def tile_art(name: str, size: tuple[int, int]) -> pygame.Surface:
    """The picture on a game's menu tile (slow the first time: ~0.1 s)."""
    RENDERED.add(("tile", name, size))
    art = _art("tile", size, name) if name in _FALLBACK_ACCENTS else None
    return art if art is not None else placeholder(name, size)


def title_backdrop(size: tuple[int, int]) -> pygame.Surface:
    """The menu's full-screen sea with its reef and fish (slow the first time: ~0.2 s)."""
    RENDERED.add(("title", size))
    return _art("title", size) or _plain(size, theme.SHALLOW, theme.DEEP)


def underwater(size: tuple[int, int], seed: int = 0) -> pygame.Surface:
    """Calm water with light rays and bubbles, for the other shell scenes."""
    return _art("underwater", size, seed) or _plain(size, theme.SHALLOW, theme.DEEP)
