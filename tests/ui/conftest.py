"""Fixtures shared by the ui tests."""

from __future__ import annotations

import pygame
import pytest

from fishgames.ui import fine, legibility


@pytest.fixture
def fine_scale_restored(monkeypatch):
    """Fonts ready, and the drawing scale back at 1 afterwards whatever ``fine.set_scale`` the test chose.  A new
    scale forgets what the caches drew at the old one, as the app does (``legibility.forget_drawn_text``): a
    picture kept from another scale is wrong at this one (a hollow glow ring from k = 1.5 is its old twin's corner
    at k = 1), and which test ran before which is up to xdist."""
    real = fine.set_scale

    def set_scale(scale: float) -> bool:
        changed = real(scale)
        if changed:
            legibility.forget_drawn_text(art=False)
        return changed

    pygame.font.init()
    monkeypatch.setattr(fine, "set_scale", set_scale)
    yield
    set_scale(1.0)
