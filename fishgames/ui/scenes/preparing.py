"""A table opened with no screen before it is prepared for a few frames first (a code at start-up, Continue).

Every screen a table opens from draws its art and makes its memory ahead while it shows (``ArtAhead``), so the
table's first frame only blits: at 3840 × 2160 (k = 3) 25-40 ms from the set-up.  A table opened with nothing
before it — a code given at start-up or handed over by a second start, Continue from a menu shown too briefly —
got none of it: at 4K a code's table cost 0.4-1.4 s of CPU from the opening through its first frame (its ``enter``
drew the art), Continue's 29-168 ms, the busy loop's next games' first frames 59-65 (issue 29: ≤ 50).  Over ``pages_ahead.FROM_SCALE``
(``games.opened``) such a table shows this first: the deep sea and "Setting the table…", while an ``ArtAhead``
makes the backdrop's memory and the heap's pages (a frame each step, as behind a set-up) and draws the art a
budget a frame, what the first frame shows first (``art_specs``' order); then the table takes its place.
"""

from __future__ import annotations

import pygame

from fishgames.i18n import t
from fishgames.ui import pen, theme
from fishgames.ui.scene import Replace, Scene, Transition
from fishgames.ui.table_ahead import TableAhead

#: The progress bar under the line (logical px).
BAR = (320, 10)


class PreparingScene(Scene):
    tall = True  # the whole canvas on a portrait screen too (it is only the sea and a line)

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table  # made, not entered: entered when it takes this scene's place
        self.ahead = TableAhead(app, table.match)
        self.frames = 0

    def update(self, dt: float) -> Transition:
        """The table's preparing a step a frame (``TableAhead``), then the table in this one's place.  Nothing
        in the first frame: it may be the one the table was made in (Continue replays its record)."""
        self.frames += 1
        if self.frames == 1 or self.ahead.step():
            return None
        return Replace(self.table)

    @property
    def progress(self) -> float:
        return self.ahead.progress

    def draw(self, surface: pygame.Surface) -> None:
        """The deep sea, the line and under it a bar filling as the art is drawn (a fill and two rects a frame)."""
        surface.fill(theme.DEEP)
        middle = (surface.get_width() // 2, surface.get_height() // 2)
        label = theme.text(t("table.preparing"), theme.BODY, theme.FOAM)
        surface.blit(label, label.get_rect(center=middle))
        bar = pygame.Rect(0, 0, *BAR)
        bar.midtop = (middle[0], middle[1] + label.get_height())
        pen.rect(surface, theme.SEA, bar, border_radius=BAR[1] // 2)
        if self.progress > 0:
            pen.rect(surface, theme.SHALLOW, bar.inflate(round(bar.w * (self.progress - 1)), 0).move(
                round(bar.w * (self.progress - 1) / 2), 0), border_radius=BAR[1] // 2)
