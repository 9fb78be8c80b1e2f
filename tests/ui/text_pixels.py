"""Where a table's words are, pixel by pixel: the frame is drawn twice with the chosen texts in two different
flat colours (every other text in a third, the same both times); a pixel that is the first colour in one
drawing and the second in the other belongs to a chosen text.  No layout constant is trusted: what the
drawing code really put on the screen is found.  Every ``lru_cache`` of ``fishgames`` and the table's static
panels are emptied around each drawing, so no text is blitted from a picture made before the spy.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from contextlib import contextmanager

import pygame

from fishgames.ui import theme

FIRST, SECOND, OTHER = (255, 0, 255), (0, 255, 0), (1, 2, 3)


def _clear_caches() -> None:
    for name, module in list(sys.modules.items()):
        if name.startswith("fishgames"):
            for value in list(vars(module).values()):
                if hasattr(value, "cache_clear"):
                    value.cache_clear()


@contextmanager
def _texts_in(colour, chosen: Callable[[str], bool]):
    """Within: every font renders flat, ``colour`` for the chosen texts, ``OTHER`` for the rest."""
    real = theme.font

    class Spy(pygame.font.Font):
        def render(self, text, antialias, color, bg=None):
            return super().render(text, False, colour if chosen(str(text)) else OTHER, None)

    def font(size: int = theme.BODY, bold: bool = False):
        return Spy(str(theme.asset(theme.FONT_BOLD if bold else theme.FONT_REGULAR)), size)

    users = [m for n, m in list(sys.modules.items()) if n.startswith("fishgames") and getattr(m, "font", None) is real]
    for module in users:
        module.font = font
    theme.font = font
    _clear_caches()
    try:
        yield
    finally:
        for module in users:
            module.font = real
        theme.font = real
        _clear_caches()


def text_mask(scene, chosen: Callable[[str], bool] = lambda text: True, size=(1280, 720)) -> pygame.Mask:
    """The pixels of the chosen texts in a frame of ``scene`` drawn now (the scene's state is not changed)."""
    shots = []
    for colour in (FIRST, SECOND):
        getattr(scene, "_panels", {}).clear()
        surface = pygame.Surface(size)
        with _texts_in(colour, chosen):
            scene.draw(surface)
        shots.append(surface)
    getattr(scene, "_panels", {}).clear()
    first = pygame.mask.from_threshold(shots[0], FIRST, (1, 1, 1, 255))
    second = pygame.mask.from_threshold(shots[1], SECOND, (1, 1, 1, 255))
    return first.overlap_mask(second, (0, 0))


def pixels_in(mask: pygame.Mask, rect: pygame.Rect) -> int:
    """How many of ``mask``'s pixels lie in ``rect``."""
    rect = rect.clip(pygame.Rect((0, 0), mask.get_size()))
    if rect.w <= 0 or rect.h <= 0:
        return 0
    return mask.overlap_area(pygame.Mask(rect.size, fill=True), rect.topleft)


def gap_before_number(scene, name: str, number: int, size) -> int:
    """Pixels from the drawn name's last column (whole, shrunk or cut with "…") to the first of ``number``,
    drawn whole, in a frame of ``scene`` — a seat plate's name must stop short of its score."""

    def is_name(text: str) -> bool:
        core = text.rstrip("…").strip()
        return bool(core) and name.startswith(core)

    names = text_mask(scene, is_name, size).get_bounding_rects()
    digits = text_mask(scene, lambda text: text == str(number), size).get_bounding_rects()
    assert names, "the name is not drawn"
    assert digits, f"{number} is not drawn whole"
    return min(rect.x for rect in digits) - max(rect.right for rect in names)
