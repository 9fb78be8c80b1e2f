"""A table's preparing before it comes up: its backdrop's memory and its art, a step a frame.

The preparing screen's work (``scenes/preparing.py``: a table opened with no screen before it, over
``pages_ahead.FROM_SCALE``) and the replay theatre's before it goes up at 4K (``scenes/replay.OpeningReplay``).
"""

from __future__ import annotations

import time

from fishgames.ui import fine, pages_ahead
from fishgames.ui.art_ahead import ArtAhead

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
