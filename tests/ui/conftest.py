"""Fixtures shared by the ui tests."""

from __future__ import annotations

import pygame
import pytest

from fishgames.ui import fine


@pytest.fixture
def fine_scale_restored():
    """Fonts ready, and the drawing scale back at 1 afterwards whatever ``fine.set_scale`` the test chose."""
    pygame.font.init()
    yield
    fine.set_scale(1.0)
