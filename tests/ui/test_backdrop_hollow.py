"""At a drawing scale ≠ 1 a table's backdrop is painted at the screen's pixels only: its logical picture is hollow
(``fine.hollow``, no pixels of its own) until a plain surface asks for it (the replay theatre draws its table on
one) — 3.5 MB a table at 1920 × 1080 that no frame showed (issue 33: memory)."""

from __future__ import annotations

import pygame
import pytest

from fishgames.ui import fine
from tests.ui.driver import frames, start_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401
from tests.ui.test_crisp import sharp_app

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")


def _owned(surface: pygame.Surface) -> int:
    return 0 if surface.get_parent() is not None else surface.get_width() * surface.get_height() * 4


def test_the_backdrop_at_1920_holds_only_its_twin_until_a_plain_surface_asks():
    from fishgames.games.fatfish.scene import FatFishTable

    with sharp_app((1920, 1080)) as app:
        assert fine.k == 1.5
        scene = start_table(app, "fatfish", FatFishTable, humans=1, players=3, level="easy")
        frames(app, 5)
        backdrop = scene._background
        twin = fine.twin(backdrop)
        assert twin is not None and twin.get_size() == fine.size(backdrop.get_size())
        assert _owned(backdrop) == 0, f"{_owned(backdrop) / 2**20:.1f} MB of logical backdrop beside its twin"
        plain = pygame.Surface(app.size)
        scene.draw(plain)  # the replay theatre's way
        painted = scene._background
        assert _owned(painted) == painted.get_width() * painted.get_height() * 4  # painted now, at the logical size
        assert fine.twin(painted) is twin  # the same twin: the screen's pixels are not painted again
        corner = pygame.Rect(0, 0, 40, 40)  # water no panel covers
        assert pygame.image.tobytes(plain.subsurface(corner), "RGB") == pygame.image.tobytes(
            painted.subsurface(corner), "RGB")
        frames(app, 2)  # and the screen goes on showing the twin
        assert fine.twin(scene._background) is twin
