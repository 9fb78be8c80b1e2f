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

import time

import pygame

from fishgames.i18n import t
from fishgames.ui import fine, pages_ahead, pen, theme
from fishgames.ui.art_ahead import ArtAhead
from fishgames.ui.scene import Replace, Scene, Transition

#: Seconds of art drawn a frame (at least one picture: a 4K shadow or glow alone is 20-200 ms of CPU): the screen
#: itself is a fill and a line of text.
BUDGET = 0.008
#: CPU seconds of art drawn in all at 3840 × 2160 before the table is put up unless all of it is drawn sooner
#: (:func:`art_seconds`: less on a smaller screen), the rest left to the table's own frames a few a frame.  What its
#: first frame draws if it is not drawn yet comes first in every table's list (its ``enter`` draws it at once): Fat
#: Fish's first 30 pictures 0.16 s of CPU at 4K, its whole list 1.0-1.1 s, Fischen's 1.3-1.5 s, Lure's 5 s (its dice
#: tumbles) (2026-12-06, the wide blurs on half the pixels: ``art.blurred``; before it 0.8 s and 2.5-3.8 s); Lure's
#: 1.2 s and Go Fish's 1.1 since the dice's numerals lost their unseen twins (2026-12-07, load 8).  The big ones
#: (water, tables, tumble sets) are drawn a step at a time (``sprites.STEPS``), so no frame here draws one whole.
ART_SECONDS_4K = 0.6
#: The progress bar under the line (logical px).
BAR = (320, 10)
#: Frames at most, whatever is left (a machine so busy that nothing gets done still sees its table).
MOST_FRAMES = 240


def art_seconds() -> float:
    """:data:`ART_SECONDS_4K` for the drawing scale's pixels (k = 3 at 4K; k = 2: 0.44 of it)."""
    return ART_SECONDS_4K * (fine.k / 3) ** 2


class TableAhead:
    """The preparing of one table: its backdrop's memory and its art, a step a frame (:meth:`step`), the heap made
    up whole once more at the end.  The preparing scene's work, and the replay theatre's before it goes up at 4K
    (``replay.OpeningReplay``: its table's first drawing at 3840 × 2160 was 61-99 ms)."""

    def __init__(self, app, match, buttons=None):
        self.match = match
        self.buttons = buttons  # the button shapes its first frame makes (None: a table's menu button)
        self.art = ArtAhead(app.ui)
        self.drawing = 0.0  # seconds of art drawn so far
        self.topped_up = False
        self.frames = 0

    def step(self) -> bool:
        """A step of memory or of art, never both; False once the memory is made and the art all drawn (or
        :func:`art_seconds` of it, or :data:`MOST_FRAMES` gone by) and the heap made up whole once more."""
        self.frames += 1
        self.art.aim([(self.match.spec.name, self.match.config)], self.buttons)
        if self.frames <= MOST_FRAMES and self.art.memory_ahead():
            return True
        if self.frames > MOST_FRAMES or self.art.done or self.drawing >= art_seconds():
            if self.topped_up:
                return False
            self.topped_up = True  # the heap made up whole once more, after the art took from it
            pages_ahead.top_up()
            return True
        started = time.thread_time()  # (CPU: on a busy machine the wall clock counts the others' time too)
        self.art.step(BUDGET)
        self.drawing += time.thread_time() - started
        return True

    @property
    def progress(self) -> float:
        """How far along (0-1): the art's share of what is drawn before the table comes up."""
        return 1.0 if self.art.done else min(1.0, self.drawing / art_seconds())


class PreparingScene(Scene):
    tall = True  # the whole canvas on a portrait screen too (it is only the sea and a line)

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table  # made, not entered: entered when it takes this scene's place
        self.ahead = TableAhead(app, table.match)
        self.frames = 0

    def update(self, dt: float) -> Transition:
        """The table's preparing a step a frame (:class:`TableAhead`), then the table in this one's place.  Nothing
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
