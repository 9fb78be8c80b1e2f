"""The glowing plate's ring (the seat whose turn it is) costs a still Fat Fish table next to nothing at 1920 × 1080
(issue 29, fatfish27): blended under its own plate and the plates drawn after it, where those opaque pictures hide it,
it made the damage put those plates back and blit them again in every frame of the seat's turn, and the whole ring
was blended anew each frame.  Now it is drawn only where it shows, its pieces on backdrop alone laid as kept copies:
a still table leaves every plate as the screen shows it, and the ring is blended anew only over a plate drawn before
it.  Counts and places only, no time (``fishgames.ui.damage``'s record of what a frame wrote and left alone); the
pixels are the same (``tools/frame_hashes.py``, tools/README.md)."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.fatfish.scene import FatFishTable
from fishgames.ui import fine, widgets
from fishgames.ui.damage import Damage
from tests.ui.driver import frames, start_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401
from tests.ui.test_crisp import sharp_app

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")


def test_a_still_tables_glowing_plate_costs_no_blit():
    with sharp_app((1920, 1080)) as app, pytest.MonkeyPatch.context() as patch:
        app.update_settings(animation_speed="fast")
        table = start_table(app, "fatfish", FatFishTable, humans=0, players=6, seed=4242)
        frames(app, 90)  # (the deal played, a few cards laid)
        patch.setattr(table.scheduler, "update", lambda dt, idle: None)  # the bots never move again
        frames(app, 60)
        plates = table.plate_rects()
        current, k = table.shown["current"], fine.k
        assert table.animator.idle and current in plates and k == 1.5
        glowing = plates[current]
        earlier = [rect.inflate(12, 12) for seat, rect in plates.items() if seat < current]
        assert any(rect.colliderect(glowing.inflate(32, 32)) for rect in earlier), "no plate drawn before under the ring"
        assert any(rect.x > glowing.right for rect in plates.values()), "no plate drawn after the glowing one"
        stills: list[tuple[tuple, bool]] = []  # (a still picture's place, left as the screen shows it)
        wrote: list[pygame.Rect] = []  # (what moves, or may: blended anew)
        still, written = Damage.still, Damage.wrote
        patch.setattr(Damage, "still", lambda damage, picture, at, source=(0, 0):
                      stills.append((tuple(at), left := still(damage, picture, at, source))) or left)
        patch.setattr(Damage, "wrote", lambda damage, rect: (glowing_now[0] and wrote.append(pygame.Rect(rect))) or
                      written(damage, rect))
        glowing_now, glow = [False], widgets.draw_glow  # (what the ring wrote, not a sprite or bubble near it)
        patch.setattr(widgets, "draw_glow", lambda *args, **kwargs: glowing_now.__setitem__(0, True) or
                      glow(*args, **kwargs) or glowing_now.__setitem__(0, False))
        for _ in range(6):
            stills.clear()
            wrote.clear()
            frames(app, 1)
    assert len(stills) >= 6, f"only {len(stills)} still pictures in a frame: the damage did not run"
    blitted = [at for at, left in stills if not left]
    assert not blitted, f"a still table blitted {len(blitted)} still pictures again in its last frame: {blitted}"
    ring = _pixels(glowing.inflate(2 * widgets.GLOW_REACH, 2 * widgets.GLOW_REACH), k)
    allowed = [_pixels(rect, k).inflate(2, 2) for rect in earlier]  # (a pixel's rounding either way)
    assert wrote, "the ring blended nothing anew, not even over the plate drawn before it"
    anew = [rect for rect in wrote if rect.colliderect(ring) and not any(place.contains(rect) for place in allowed)]
    assert not anew, f"the ring blended anew away from the plate drawn before it: {anew} (ring {ring})"


def _pixels(rect: pygame.Rect, k: float) -> pygame.Rect:
    return pygame.Rect(round(rect.x * k), round(rect.y * k), round(rect.w * k), round(rect.h * k))
