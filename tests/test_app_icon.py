"""The app's icon: drawn by tools/make_icon.py (the committed PNGs are what that code draws), shaped as an
icon (transparent rounded corners), and given to the window."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pygame
import pytest

from tests.ui.driver import running_app

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "assets" / "icon"


def load_make_icon():
    spec = importlib.util.spec_from_file_location("make_icon", ROOT / "tools" / "make_icon.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_the_committed_icons_are_what_make_icon_draws(tmp_path):
    pygame.init()
    written = load_make_icon().write_icons(tmp_path)
    assert sorted(p.name for p in written) == sorted(p.name for p in ICONS.glob("*.png"))
    for path in written:
        drawn, committed = pixels(pygame.image.load(path)), pixels(pygame.image.load(ICONS / path.name))
        # a little slack: smoothscale's rounding may differ between processors (SIMD paths)
        assert max(abs(a - b) for a, b in zip(drawn, committed, strict=True)) <= 4, path.name


@pytest.mark.parametrize("size", [48, 128, 256])
def test_each_icon_is_square_with_see_through_corners_and_a_solid_middle(size):
    icon = pygame.image.load(ICONS / f"{size}.png")
    assert icon.get_size() == (size, size)
    for corner in ((0, 0), (size - 1, 0), (0, size - 1), (size - 1, size - 1)):
        assert icon.get_at(corner).a == 0
    assert icon.get_at((size // 2, size // 2)).a >= 250  # opaque to the eye (smoothscale leaves 253 of 255)


def test_the_window_gets_the_icon(monkeypatch):
    given = []
    monkeypatch.setattr(pygame.display, "set_icon", lambda surface: given.append(pixels(surface)))
    with running_app():
        pass
    assert given == [pixels(pygame.image.load(ICONS / "128.png"))]
