"""The pygame-gui theme (``assets/theme.json``) with its font paths made absolute.

pygame-gui resolves relative font paths against the working directory, so the app
would lose its DejaVu fonts whenever it is started from elsewhere; the theme file
names them relative to ``assets/`` and this loader fixes them up.

:class:`LoadedHere` is the manager's resource loader: pygame-gui's default loads the theme's fonts and images
on threads of its own, and only the main thread may touch pygame (``tests/test_pygame_main_thread.py``).

:class:`ShapeCache` keeps pygame-gui's drawn button shapes on 1 MB pages instead of its 4 MB ones.
"""

from __future__ import annotations

import json
import warnings

import pygame
from pygame_gui.core.resource_loaders import IResourceLoader
from pygame_gui.core.surface_cache import SurfaceCache

from fishgames.paths import asset


class LoadedHere(IResourceLoader):
    """pygame-gui's fonts and images loaded at once, on the thread that asks (the frame loop's): "started"
    from the first, so the theme loads each resource as it names it, as pygame-gui does with fonts added
    later."""

    def add_resource(self, resource) -> None:
        error = resource.load()
        if error is not None:  # what pygame-gui does with a font it cannot load
            warnings.warn(str(error), stacklevel=2)

    def start(self) -> None:
        pass

    def update(self) -> tuple[bool, float]:
        return True, 1.0

    def started(self) -> bool:
        return True


#: A page of :class:`ShapeCache`: every button shape pygame-gui keeps fits (a busy table keeps 12, the largest
#: 180 × 72), 1 MB where pygame-gui's own 1024 × 1024 page is 4 MB of resident memory, filled at start-up and
#: then a few percent used (issue 33: memory).
SHAPE_PAGE = (1024, 256)


class ShapeCache(SurfaceCache):
    """pygame-gui's cache of drawn button shapes (its ``SurfaceCache``: shapes copied onto shared pages) on
    :data:`SHAPE_PAGE` pages; a shape taller or wider than a page is not kept and is drawn afresh, as pygame-gui
    does with one larger than its own page (no new pages made for it).  Made for pygame-gui 0.6.14, whose
    ``__init__`` makes its 4 MB page at once: the same attributes are set here without it."""

    def __init__(self):  # not the base's __init__: it makes the 4 MB page this class exists to avoid
        self.cache_surface_size = SHAPE_PAGE
        page = pygame.Surface(SHAPE_PAGE, flags=pygame.SRCALPHA, depth=32)
        page.fill(pygame.Color("#00000000"))
        self.cache_surfaces = [{"surface": page, "free_space_rectangles": [pygame.Rect((0, 0), SHAPE_PAGE)]}]
        self.cache_long_term_lookup = {}
        self.cache_short_term_lookup = {}
        self.consider_purging_list = []
        self.low_on_space = False

    def add_surface_to_long_term_cache(self, cached_item, string_id: str):
        width, height = cached_item["surface"].get_size()
        if width > SHAPE_PAGE[0] or height > SHAPE_PAGE[1]:
            return None
        return super().add_surface_to_long_term_cache(cached_item, string_id)


def use_small_pages(manager) -> None:
    """``manager``'s theme keeps its button shapes in a :class:`ShapeCache` (before any button is made: a
    button takes the theme's cache as it is drawn).  One the theme has already is kept, with the shapes on it:
    the test processes give every App's theme one ShapeCache they share (``tests/conftest.py``), and an App
    that replaced it drew every shape again (the shell's tests took twice the CPU)."""
    theme = manager.get_theme()
    if not isinstance(theme.shape_cache, ShapeCache):
        theme.shape_cache = ShapeCache()


def load() -> dict:
    data = json.loads(asset("theme.json").read_text(encoding="utf-8"))
    for block in data.values():
        font = block.get("font") if isinstance(block, dict) else None
        for entry in font if isinstance(font, list) else [font] if font else []:
            for key, value in list(entry.items()):
                if key.endswith("_path"):
                    entry[key] = str(asset(value))
    return data
