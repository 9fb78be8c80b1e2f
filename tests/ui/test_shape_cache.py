"""pygame-gui's button shapes are kept on 1 MB pages (``gui_theme.ShapeCache``), not on its own 4 MB one."""

from __future__ import annotations

import pygame
from pygame_gui.core.surface_cache import SurfaceCache

from fishgames.ui.gui_theme import SHAPE_PAGE, ShapeCache


def _page_bytes(cache: SurfaceCache) -> int:
    return sum(page["surface"].get_width() * page["surface"].get_height() * 4 for page in cache.cache_surfaces)


def test_the_apps_buttons_keep_their_shapes_on_small_pages(app):
    cache = app.ui.get_theme().shape_cache
    assert isinstance(cache, ShapeCache)
    assert _page_bytes(cache) == SHAPE_PAGE[0] * SHAPE_PAGE[1] * 4 == 2**20


def test_a_shape_cache_has_all_that_pygame_guis_own_has():
    pygame.init()
    theirs, ours = SurfaceCache(), ShapeCache()
    assert set(vars(theirs)) == set(vars(ours))
    assert ours.cache_surfaces[0]["free_space_rectangles"] == [pygame.Rect((0, 0), SHAPE_PAGE)]


def _kept(cache: ShapeCache, size: tuple[int, int], name: str) -> bool:
    cache.add_surface_to_cache(pygame.Surface(size, pygame.SRCALPHA), name)
    cache.update()  # pygame-gui moves one shape a frame onto a page
    return cache.find_surface_in_cache(name) is not None


def test_a_button_shape_is_kept_and_one_taller_than_a_page_is_drawn_afresh_without_a_new_page():
    pygame.init()
    cache = ShapeCache()
    assert _kept(cache, (180, 72), "button")
    assert cache.find_surface_in_cache("button").get_size() == (180, 72)
    assert not _kept(cache, (40, SHAPE_PAGE[1] + 1), "tall")
    assert not _kept(cache, (SHAPE_PAGE[0] + 1, 30), "wide")
    assert len(cache.cache_surfaces) == 1 and not cache.low_on_space

