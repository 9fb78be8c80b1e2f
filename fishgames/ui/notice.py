"""A small window that says one thing and closes: for when the app itself must not start."""

from __future__ import annotations

import os
import time

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from fishgames.ui import theme  # noqa: E402
from fishgames.ui.text import wrap  # noqa: E402

SIZE = (720, 220)
SHOWN_S = 8.0  # closes by itself; a click, a key or the window's close button close it sooner


def show_notice(title: str, body: str, seconds: float = SHOWN_S) -> None:
    """Show ``title`` and ``body`` (already translated) in a window until dismissed or ``seconds`` pass."""
    pygame.init()
    try:
        screen = pygame.display.set_mode(SIZE)
        pygame.display.set_caption(title)
        screen.fill(theme.CREAM)
        heading = theme.text(title, theme.BODY, theme.INK, True)
        screen.blit(heading, heading.get_rect(midtop=(SIZE[0] // 2, 40)))
        y = 100
        for line in wrap(body, theme.SMALL, SIZE[0] - 80):
            label = theme.text(line, theme.SMALL, theme.INK)
            screen.blit(label, label.get_rect(midtop=(SIZE[0] // 2, y)))
            y += label.get_height() + 6
        pygame.display.flip()
        if os.environ.get("SDL_VIDEODRIVER") == "dummy":
            return  # nobody could read it: headless runs and tests
        ends = time.monotonic() + seconds
        while time.monotonic() < ends:
            for event in pygame.event.get():
                if event.type in (pygame.QUIT, pygame.WINDOWCLOSE, pygame.KEYDOWN, pygame.MOUSEBUTTONUP,
                                  pygame.FINGERUP):
                    return
            pygame.time.wait(50)
    finally:
        pygame.quit()
        theme.font.cache_clear()
        theme.text.cache_clear()

