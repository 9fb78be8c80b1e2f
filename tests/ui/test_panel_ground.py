"""A table's log repainted for a new line (``TableScene.panel`` with a ``ground``): its translucent panel is blended
on the backdrop once per place and kept, so a change copies that and draws only the lines; and it is copied into
the picture the panel showed two changes ago, not into a new surface (a new megabyte is fresh pages to map and
clear: issue 29).  The pixels must be those of the log painted from scratch."""

from __future__ import annotations

import pygame
import pytest

from fishgames.ui import fine
from tests.ui.driver import frames, start_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401
from tests.ui.test_crisp import sharp_app
from tests.ui.test_panel_painted_once import still_log_at_1920

#: No check here is about the tables' art or the menu's (they compare panels and plates painted once with painted
#: anew): each sharp app set the drawing scale to 1.5 and forgot all art, so every test drew the same cards, fish
#: and menu sea cold.  The art is drawn once a process (``tests/ui/art_once.py``), the menu's pictures read back
#: from disk after the first app (``tests/ui/menu_on_disk.py``).
pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")


def _log_twin(scene) -> pygame.Surface:
    log = scene.log_panel.rect
    picture = next(picture for (at, size), (_, picture, _) in scene._panels.items() if size == log.size and at == log.topleft)
    return fine.physical(picture)


def _screen_log(app, scene) -> bytes:
    where = app.screen.rect(scene.log_panel.rect.move(scene.stage_rect.topleft))
    return pygame.image.tobytes(app.screen.pixels.subsurface(where), "RGB")


def test_a_new_log_line_draws_only_the_lines_on_the_kept_ground_in_the_spare_picture(monkeypatch):
    with still_log_at_1920(monkeypatch) as (app, scene, painted):
        kept = dict(scene._grounds)
        twins = []
        for n in range(3):
            scene.log.append(f"A new line at the bottom of the log, number {n}")
            frames(app, 2)
            twins.append(_log_twin(scene))
        grounds = [options.get("ground", True) for _, options in painted]
        assert grounds == [False, False, False], "the log's panel was drawn again for a new line"
        assert {place: ground[2] for place, ground in scene._grounds.items()} == \
            {place: ground[2] for place, ground in kept.items()}, "the log's ground was painted again"
        assert twins[0] is not twins[1] and twins[2] is twins[0], "a new line's picture was a new surface"

        shown = _screen_log(app, scene)
        scene.invalidate_backdrop()  # everything painted from scratch: the same pixels
        app._whole_frames = 2
        frames(app, 2)
        assert _screen_log(app, scene) == shown


@pytest.mark.parametrize("game", ["fatfish", "lure"])
def test_a_changed_plate_or_strip_is_painted_on_its_kept_panel(game, monkeypatch):
    """Fat Fish's seat plates and reserve and Lure's seat strips start from their translucent panel: a change paints
    on the kept ground (``widgets.panel_ground``), the panel not blended again."""
    from fishgames.ui import games

    module = __import__(f"fishgames.games.{game}.scene_draw", fromlist=["panel"])
    with sharp_app((1920, 1080)) as app:
        app.update_settings(animation_speed="fast")
        scene = start_table(app, game, games.scene_class(game), humans=0, players=4, level="easy")
        frames(app, 10)
        panels, repaints = [], []
        real = module.panel
        monkeypatch.setattr(module, "panel", lambda size, *look, **options: panels.append(size)
                            or real(size, *look, **options))
        keys = {place: shown[0] for place, shown in scene._panels.items()}
        for _ in range(240):
            frames(app, 1)
            if app.stack.top is not scene:
                break
            for place, shown in scene._panels.items():
                if keys.get(place) not in (None, shown[0]) and shown[0][0][0] in ("plate", "strip", "reserve"):
                    repaints.append(place)
                keys[place] = shown[0]
        assert repaints, "no plate, strip or reserve changed"
        sizes = {(w - 2 * pad, h - 2 * pad) for _, (w, h) in repaints for pad in (2, 4, 6)}  # panel()'s pads
        assert not [size for size in panels if size in sizes], "a changed plate's panel was drawn again"
