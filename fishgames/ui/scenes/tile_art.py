"""The shell's pictures, from the shared art (``fishgames.ui.art`` through the ``sprites`` cache).

The menu's pictures (title sea, game tiles) are also kept on disk (:mod:`fishgames.ui.art_cache`): the
menu has them all before its first frame — read back in milliseconds, or drawn once (~0.3 s) on a cold
start — so it never shows a stand-in.  The menu must never go down because a drawing failed: only then
does a picture fall back to a plain gradient in the game's accent colour (and log why).
"""

from __future__ import annotations

import logging
from functools import lru_cache

import pygame

from fishgames.ui import art_cache, fine, sprites, theme
from fishgames.ui.art import GAME_ACCENTS

log = logging.getLogger(__name__)


def accent(name: str) -> tuple[int, int, int]:
    """The game's accent colour (tile frames, card backs) — the same table the art uses."""
    return tuple(GAME_ACCENTS.get(name, theme.SHALLOW))


_FAILED: set[tuple] = set()
#: what the disk cache keeps: the menu's pictures (the other scenes' water is drawn while they open)
KEPT_ON_DISK = ("tile", "title")
#: pictures drawn in this process and not yet handed to the disk cache: (kind, size, params, surface)
UNSAVED: list[tuple[str, tuple[int, int], tuple, pygame.Surface]] = []


def _art(kind: str, size: tuple[int, int], *params):
    key = (kind, size, params)
    if key in _FAILED:
        return None
    try:
        fresh = kind in KEPT_ON_DISK and sprites.key(kind, size, *params) not in sprites.CACHE
        pixels = fine.size(size) if fine.draws_art() else size  # on disk: the picture drawn for the screen's pixels
        if fresh:
            stored = art_cache.load(kind, pixels, params)
            if stored is not None:
                return sprites.CACHE.get(sprites.key(kind, size, *params),
                                         lambda: sprites.twinned(stored) if fine.draws_art() else stored)
        picture = sprites.image(kind, size, *params)
        if fresh:
            UNSAVED.append((kind, pixels, params, fine.twin(picture) or picture))
        return picture
    except Exception:  # noqa: BLE001 - a broken drawing must not take the shell down
        log.exception("art %s%s failed; using a plain picture", kind, params)
        _FAILED.add(key)  # once, not every frame
        return None


def save_drawn(disk) -> None:
    """Hand the pictures drawn in this process to the disk cache, written by the disk worker ``disk``."""
    while UNSAVED:
        kind, size, params, picture = UNSAVED.pop(0)
        pixels = art_cache.pixels_of(picture)
        disk.query(lambda storage, kind=kind, size=size, params=params, pixels=pixels:
                   art_cache.store(kind, size, params, pixels))


@lru_cache(maxsize=16)
def _plain(size: tuple[int, int], top: tuple, bottom: tuple) -> pygame.Surface:
    return theme.gradient(size, top, bottom)


def placeholder(name: str, size: tuple[int, int]) -> pygame.Surface:
    """A plain gradient in the game's accent (``"sea"``: the sea's): only where a drawing failed."""
    if name == "sea":
        return _plain(size, theme.SHALLOW, theme.DEEP)
    colour = accent(name)
    return _plain(size, tuple(min(255, int(c * 1.25)) for c in colour), tuple(int(c * 0.6) for c in colour))


def tile_art(name: str, size: tuple[int, int]) -> pygame.Surface:
    """The picture on a game's menu tile (drawn once ~0.02 s, or read from the disk cache)."""
    art = _art("tile", size, name) if name in GAME_ACCENTS else None
    return art if art is not None else placeholder(name, size)


def title_backdrop(size: tuple[int, int]) -> pygame.Surface:
    """The menu's full-screen sea with its reef and fish (drawn once ~0.2 s, or read from the disk cache)."""
    return _art("title", size) or placeholder("sea", size)


def menu_art(names, tile_size: tuple[int, int], screen_size: tuple[int, int]) -> None:
    """Have every picture of the menu ready (in memory: from the disk cache, or drawn) before it is shown."""
    title_backdrop(screen_size)
    for name in names:
        tile_art(name, tile_size)


def underwater(size: tuple[int, int], seed: int = 0) -> pygame.Surface:
    """Calm water with light rays and bubbles, for the other shell scenes."""
    return _art("underwater", size, seed) or _plain(size, theme.SHALLOW, theme.DEEP)
