"""A scrolling text area for touch: drag to scroll (or use the scene's big arrow buttons).

The text is wrapped and rendered once into a tall surface; drawing only blits the visible part.  It scrolls
by whole lines: the view always starts at the top of a line and shows only the lines that fit whole.
"""

from __future__ import annotations

from bisect import bisect_right

import pygame

from fishgames.ui import pen, theme
from fishgames.ui.text import wrap

LEADING = 3  # extra pixels between wrapped lines, for readability
Block = tuple  # (text, size, colour, bold) or (text, size, colour, bold, space_before)


WHEEL_STEP = 90  # px one notch of the mouse wheel scrolls (about three lines of text)


class ScrollView:
    def __init__(self, rect: pygame.Rect):
        self.rect = pygame.Rect(rect)
        self.offset = 0.0
        self.target = 0.0
        self.content: pygame.Surface | None = None
        self.spans: list[tuple[int, int]] = []  # (top, bottom) of every line in the content
        self._drag_from: tuple[int, float] | None = None

    @property
    def page(self) -> float:
        return self.rect.height * 0.8

    @property
    def stops(self) -> list[int]:
        """The offsets the view may rest at: 0 and the tops of lines, up to the first from which the rest fits."""
        out = [0]
        end = self.spans[-1][1] if self.spans else 0
        for top, _ in self.spans:
            if end - out[-1] <= self.rect.height:
                break
            if top > out[-1]:
                out.append(top)
        return out

    @property
    def max_offset(self) -> float:
        return float(self.stops[-1])

    def snap(self, offset: float) -> int:
        """The line top nearest to ``offset`` (within 0..max_offset)."""
        stops = self.stops
        i = bisect_right(stops, offset)
        below = stops[max(0, i - 1)]
        above = stops[min(len(stops) - 1, i)]
        return above if above - offset < offset - below else below

    def set_lines(self, blocks: list[Block], size: int = theme.BODY, keep_bottom: bool = False) -> None:
        width = self.rect.width - 24
        rendered: list[tuple[pygame.Surface, int]] = []
        for block in blocks:
            text, size_, colour, bold = block[:4]
            space = block[4] if len(block) > 4 else int(size_ * 0.35)
            first = True
            for line in wrap(text, size_, width, bold):
                rendered.append((theme.font(size_, bold).render(line, True, colour), space if first else LEADING))
                first = False
        height = sum(s.get_height() + gap for s, gap in rendered) + 8
        self.content = pygame.Surface((width, max(height, 1)), pygame.SRCALPHA)
        self.spans = []
        y = 0
        for surf, gap in rendered:
            y += gap
            self.content.blit(surf, (0, y))
            self.spans.append((y, y + surf.get_height()))
            y += surf.get_height()
        self.offset = self.target = self.max_offset if keep_bottom else 0.0

    def scroll_by(self, dy: float) -> None:
        self.target = self.snap(max(0.0, min(self.max_offset, self.target + dy)))

    def handle(self, pointer) -> bool:
        """Drag or the mouse wheel inside the area scrolls; returns True when the pointer was used."""
        if pointer.kind == "wheel" and self.rect.collidepoint(pointer.pos):
            self.scroll_by(-pointer.wheel * WHEEL_STEP)
            return True
        if pointer.kind == "down" and self.rect.collidepoint(pointer.pos):
            self._drag_from = (pointer.pos[1], self.offset)
            return True
        if pointer.kind == "drag" and self._drag_from is not None:
            start_y, start_offset = self._drag_from
            self.offset = self.target = self.snap(start_offset + start_y - pointer.pos[1])
            return True
        if pointer.kind in ("up", "drop", "tap"):
            used = self._drag_from is not None
            self._drag_from = None
            return used
        return False

    def update(self, dt: float) -> None:
        if abs(self.target - self.offset) < 0.5:
            self.offset = self.target
        else:
            self.offset += (self.target - self.offset) * min(1.0, dt * 14)

    def shown(self) -> pygame.Rect:
        """The part of the content drawn: from a line top down to the bottom of the last line that fits whole."""
        top = self.snap(self.offset)
        bottom = top
        for y0, y1 in self.spans:
            if y0 >= top and y1 - top <= self.rect.height:
                bottom = y1
        return pygame.Rect(0, top, self.content.get_width() if self.content else 0, bottom - top)

    def draw(self, surface: pygame.Surface) -> None:
        if self.content is None:
            return
        area = self.shown()
        surface.blit(self.content, (self.rect.x, self.rect.y), area)
        total = self.content.get_height()
        if total > self.rect.height:  # a thin position bar, not a control (the arrows and drag are)
            bar_h = max(36, self.rect.height * self.rect.height // total)
            track = self.rect.height - bar_h
            y = self.rect.y + (track * area.top / self.max_offset if self.max_offset else 0)
            bar = pygame.Rect(self.rect.right - 8, int(y), 6, int(bar_h))
            pen.rect(surface, theme.MUTED, bar, border_radius=3)
