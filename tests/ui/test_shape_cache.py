"""pygame-gui's button shapes are kept on 1 MB pages (``gui_theme.ShapeCache``), not on its own 4 MB one, and a
ShapeCache already set up is kept (the test processes share one across their Apps: ``tests/conftest.py``)."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core.surface_cache import SurfaceCache

from fishgames.ui import gui_theme
from fishgames.ui.gui_theme import SHAPE_PAGE, ShapeCache


def test_a_run_of_the_app_keeps_its_buttons_shapes_on_small_pages(monkeypatch):
    from pygame_gui.core import ui_appearance_theme

    from tests.ui.driver import running_app

    monkeypatch.setattr(ui_appearance_theme, "SurfaceCache", SurfaceCache)  # as a run's theme is made: its own
    with running_app() as app:
        cache = app.ui.get_theme().shape_cache
        assert isinstance(cache, ShapeCache)
        assert [page["surface"].get_size() for page in cache.cache_surfaces] == [SHAPE_PAGE]
    assert SHAPE_PAGE[0] * SHAPE_PAGE[1] * 4 == 2**20  # 1 MB


def test_the_app_keeps_the_shape_cache_its_theme_was_made_with(app):
    """Here that is the test process's shared one (every theme of the process is made with it): an App that put
    a new one in its place drew every shape again (the shell's tests at twice the CPU)."""
    from pygame_gui.core import ui_appearance_theme

    assert app.ui.get_theme().shape_cache is ui_appearance_theme.SurfaceCache()


def test_pygame_guis_own_cache_is_replaced_and_a_shape_cache_is_kept():
    pygame.init()
    manager = pygame_gui.UIManager((320, 200))
    theme = manager.get_theme()
    theme.shape_cache = SurfaceCache()  # pygame-gui's own, as a run of the app's theme is made with
    gui_theme.use_small_pages(manager)
    assert isinstance(theme.shape_cache, ShapeCache)
    mine = ShapeCache()
    theme.shape_cache = mine
    gui_theme.use_small_pages(manager)
    assert theme.shape_cache is mine


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
