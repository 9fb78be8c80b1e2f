"""The app's own card and dice pictures for phones, as PNG at the phone's pixel density.

The frame loop only *names* pictures (a sprite spec, as the tables use them) and gets a short key for each;
a phone asks for ``/art/<key>.png?d=2`` and the picture is drawn by the same art code in a helper process
(drawing a card takes milliseconds of the GIL, which the frame loop must not wait for), then kept.
Only registered specs can be drawn: a phone cannot make the server draw anything else.
"""

from __future__ import annotations

import asyncio
import atexit
import hashlib
import logging
import multiprocessing
import threading
from concurrent.futures import ProcessPoolExecutor

log = logging.getLogger(__name__)

MAX_KEPT = 600  # PNGs kept (a few KB each)


def spec_key(spec: tuple) -> str:
    return hashlib.blake2s(repr(spec).encode(), digest_size=8).hexdigest()


_pool: ProcessPoolExecutor | None = None  # one helper process for the app's run, made at the first picture


def _helper() -> ProcessPoolExecutor:
    global _pool
    if _pool is None:
        _pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"))
        atexit.register(_pool.shutdown, wait=False, cancel_futures=True)
    return _pool


class ArtShop:
    """Registered specs (any thread may read) and their PNGs (the server's thread)."""

    def __init__(self, game: str):
        self.game = game
        self._specs: dict[str, tuple] = {}
        self._pngs: dict[tuple[str, int], bytes] = {}
        self._lock = threading.Lock()

    def register(self, spec: tuple) -> str:
        """``spec`` = ``(kind, (w, h), *params[, options])`` as :mod:`fishgames.ui.sprites` takes it."""
        key = spec_key(spec)
        if key not in self._specs:
            with self._lock:
                self._specs[key] = spec
        return key

    def size(self, key: str) -> tuple[int, int] | None:
        """A registered picture's size in CSS pixels (the page keeps its room while it loads)."""
        spec = self._specs.get(key)
        return (int(spec[1][0]), int(spec[1][1])) if spec is not None else None

    async def png(self, key: str, density: int) -> bytes | None:
        spec = self._specs.get(key)
        if spec is None:
            return None
        cached = self._pngs.get((key, density))
        if cached is not None:
            return cached
        try:
            png = await asyncio.get_running_loop().run_in_executor(_helper(), render, self.game, spec, density)
        except Exception as error:  # noqa: BLE001 - a picture that cannot be drawn is a missing picture
            log.warning("phone art %r failed: %s", spec, error)
            return None
        if len(self._pngs) > MAX_KEPT:
            self._pngs.clear()
        self._pngs[(key, density)] = png
        return png

    def close(self) -> None:
        """The game's pictures go; the helper process stays for the next game (it takes a second to start)."""
        self._pngs.clear()


def render(game: str, spec: tuple, density: int) -> bytes:
    """In the helper process: draw ``spec`` at ``density`` times its size, as PNG bytes."""
    import io
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    if not pygame.display.get_init():
        pygame.display.init()
        pygame.display.set_mode((1, 1))  # the art converts its surfaces to the display's format
    if not pygame.font.get_init():
        pygame.font.init()
    from fishgames.ui import games, sprites

    games.scene_class(game)  # a game's own sprite kinds are registered when its scene is imported
    kind, size, *params = spec
    options = params.pop() if params and isinstance(params[-1], dict) else {}
    size = (int(size[0] * density), int(size[1] * density))
    picture = sprites.image(kind, size, *params, **options)
    if isinstance(picture, list | tuple):
        picture = picture[0]
    out = io.BytesIO()
    pygame.image.save(picture, out, "art.png")
    return out.getvalue()
