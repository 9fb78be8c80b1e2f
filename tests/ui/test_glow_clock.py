"""A glow breathes with the clock it is given (``widgets.pulse(t)``: the app's ``now()`` or the table's), never
with one of its own: a table drawn twice at the same app time is the same picture whatever pygame's ticks say.
Checked at the screenshot moments where Fischen's and Lure's cards glow (``tools/screenshots.py``)."""

from __future__ import annotations

import zlib

import pygame
import pytest

from fishgames.games.lure import scene_draw as lure_draw
from fishgames.storage import Storage
from fishgames.ui import widgets
from fishgames.ui.app import App
from fishgames.ui.table import TableScene
from tests.screenshot_shots import screenshot_shots
from tests.ui.unpainted import unpainted

SHOTS = screenshot_shots()
#: The moments with a glowing card: Fischen's zero-value card choosing its target, Lure's Adjust preview.
MOMENTS = {"fischen": "fischen_zero_choice", "lure": "lure_adjust"}


def pixels(table: TableScene) -> int:
    surface = pygame.Surface(table.app.size)
    surface.fill((0, 0, 0))
    table.draw(surface)
    return zlib.crc32(pygame.image.tobytes(surface, "RGB"))


@pytest.mark.parametrize("game", sorted(MOMENTS))
def test_a_glow_breathes_with_the_apps_clock_and_no_other(game, tmp_path, monkeypatch):
    told: list[float] = []
    pulse = widgets.pulse

    def spy(*args, **kwargs):  # as transparent as can be: a call without a time is told as None
        told.append(args[0] if args else kwargs.get("t"))
        return pulse(*args, **kwargs)

    monkeypatch.setattr(widgets, "pulse", spy)  # Fischen's scene reads widgets.pulse
    monkeypatch.setattr(lure_draw, "pulse", spy)  # Lure's imported it by name
    app = App(windowed=True, lang="en", storage=Storage(tmp_path), bot_workers=False, disk_thread=False)
    try:
        app.update_settings(animation_speed="instant")
        with unpainted(app):
            assert SHOTS[MOMENTS[game]](app, game) is None  # the shot builds its moment on the stack itself
        table = next(scene for scene in reversed(app.stack.scenes) if isinstance(scene, TableScene))
        pictures = []
        for ticks in (0, 700):  # half a breath apart on pygame's clock
            monkeypatch.setattr(pygame.time, "get_ticks", lambda ticks=ticks: ticks)
            told.clear()
            pictures.append(pixels(table))
            assert told and set(told) == {app.now()}, f"{game}: no glow at this moment, or not on the app's clock"
        assert pictures[0] == pictures[1], f"{game}: the picture follows pygame's clock"
    finally:
        app.close()
