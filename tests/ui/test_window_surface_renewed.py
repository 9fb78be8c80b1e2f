"""The app draws each frame on the window's surface as pygame has it then, never on one SDL has freed.

SDL makes a window's surface anew after any change of the window's size — a kiosk's fullscreen request at the
size it already has included, and a window manager's fullscreen — and frees the old one; when the new one lands
at another address, ``pygame.display.get_surface`` hands out a new Surface object and the one ``set_mode``
returned points at freed memory.  The app kept that one: the kiosk crashed (SIGSEGV in the frame's blit) in
``tests/ui/test_real_window.py``'s upright tables and 1280 × 800 matchbox case whenever the new surface did not
happen to land at the old address — a matter of the C heap's layout (it did once OpenSSL's libcrypto was no
longer loaded).  Here the new surface is handed out by a stand-in for ``pygame.display.get_surface`` (the dummy
driver's own new surface lands where it likes), and the frame must reach it, in each of the three ways the
app's canvas is made of the window (``App._make_canvas``)."""

from __future__ import annotations

import pygame
import pytest

from fishgames.storage import Storage

CASES = [  # window, drawn at the screen's pixels: how the canvas is made of the window's surface
    ((1280, 720), False),  # the window's surface itself is the canvas (16:9, k = 1)
    ((1280, 800), False),  # a canvas of its own, copied to the window's surface at the end of the frame
    ((1920, 1080), True),  # Canvas views of the window's pixels (k = 1.5)
]


def undrawn(surface: pygame.Surface) -> int:
    """How many of a grid of points are black (the menu's sea is never)."""
    w, h = surface.get_size()
    return sum(sum(surface.get_at((x, y))[:3]) < 24 for x in range(0, w, 40) for y in range(0, h, 40))


@pytest.mark.parametrize(("window", "sharp"), CASES, ids=["window-is-canvas", "own-canvas", "canvas-views"])
def test_the_frame_after_sdl_made_the_windows_surface_anew_lands_on_the_new_one(window, sharp, tmp_path,
                                                                                monkeypatch):
    from fishgames.ui.app import App

    app = App(windowed=True, window=window, sharp=sharp, storage=Storage(tmp_path / "home"), bot_workers=False,
              disk_thread=False)
    try:
        app.step()
        old = pygame.display.get_surface()
        assert not undrawn(old), "the menu was not drawn on the window to begin with"
        new = pygame.Surface(old.get_size()).convert(old)  # SDL's new surface for the window: black
        monkeypatch.setattr(pygame.display, "get_surface", lambda: new)
        old.fill((0, 0, 0))
        app.step()
        assert not undrawn(new), "the frame was not drawn on the window's new surface"
        assert undrawn(old) == undrawn(pygame.Surface(old.get_size())), "the frame went to the freed surface"
    finally:
        app.close()
