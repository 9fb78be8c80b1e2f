"""At a drawing scale ≠ 1 a table's static panel (``TableScene.panel``: the log, the plates' boards) is painted
once, at the screen's pixels on the backdrop's twin — the screen shows only that one; painting its logical
picture as well doubled the cost of every frame in which a panel changes (a table's first frames at
1920 × 1080, issue 29).  The pixels are shown unchanged by ``tools/frame_hashes.py``, not here."""

from __future__ import annotations

import contextlib

import pytest

from fishgames.ui import fine, widgets
from fishgames.ui.canvas import Canvas
from tests.ui.driver import frames, start_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401
from tests.ui.test_crisp import sharp_app

#: No check here is about the tables' art or the menu's (they compare panels and plates painted once with painted
#: anew): each sharp app set the drawing scale to 1.5 and forgot all art, so every test drew the same cards, fish
#: and menu sea cold.  The art is drawn once a process (``tests/ui/art_once.py``), the menu's pictures read back
#: from disk after the first app (``tests/ui/menu_on_disk.py``).
pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")


@contextlib.contextmanager
def still_log_at_1920(monkeypatch):
    """A Fat Fish table at 1920 × 1080 whose log changes only by the test's hand, with every paint of the log
    recorded as ``(surface, options)``."""
    from fishgames.games.fatfish.scene import FatFishTable

    with sharp_app((1920, 1080)) as app:
        assert fine.k == 1.5
        scene = start_table(app, "fatfish", FatFishTable, humans=1, players=3, level="easy")
        monkeypatch.setattr(scene.scheduler, "update", lambda dt, idle: None)  # the log changes only here
        frames(app, 10)
        painted = []
        draw = widgets.MoveLogPanel.draw
        monkeypatch.setattr(widgets.MoveLogPanel, "draw",
                            lambda log, surface, **options: painted.append((surface, options))
                            or draw(log, surface, **options))
        yield app, scene, painted


def test_a_changed_log_is_painted_once_at_the_screens_pixels(monkeypatch):
    with still_log_at_1920(monkeypatch) as (app, scene, painted):
        scene.log.append("A new line at the bottom of the log")
        frames(app, 3)
        assert len(painted) == 1, "the log was painted more than once for one change"
        assert isinstance(painted[0][0], Canvas) and painted[0][0].k == 1.5


def test_a_table_drawn_on_a_plain_surface_at_a_scale_shows_its_panels():
    """The replay theatre draws its table on a plain surface of the logical size and shrinks it: there the
    logical pictures are what shows, so at k ≠ 1 they are painted too (a 1920 × 1080 replay once showed every
    plate, log and board as bare water)."""
    import pygame

    from fishgames.games.fatfish.scene import FatFishTable

    with sharp_app((1920, 1080)) as app:
        assert fine.k == 1.5
        scene = start_table(app, "fatfish", FatFishTable, humans=1, players=3, level="easy")
        frames(app, 10)
        plain = pygame.Surface(app.size)
        scene.draw(plain)
        log = scene.log_panel.rect
        water = scene._background.subsurface(log.move(scene.stage_rect.topleft))
        drawn = plain.subsurface(log)
        differing = sum(drawn.get_at((x, y))[:3] != water.get_at((x, y))[:3]
                        for x in range(0, log.w, 4) for y in range(0, log.h, 4))
        assert differing > log.w * log.h / 16 / 4, "the log on a plain surface is bare backdrop"
