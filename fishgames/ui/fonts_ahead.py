"""Fonts opened, and their glyphs measured, ahead of the frame that first writes with them (one a light frame).

A caption shrunk to fit walks the theme's sizes down from the body size a pixel at a time (``text.fit_size``),
each at a drawing scale over 1 with its twin's font too.  The first long caption did that with fonts no frame had
opened yet and glyphs no font had measured: Lure's bot catch's caption at 1920 × 1080 took 2.5 ms to word, 0.2
with those fonts opened and measured before (issue 29).  A table keeps one :class:`FontsAhead`: each font once per
drawing scale and legible floor, so fonts a full ``theme.font_at`` cache let go of are not opened again and again;
opened in one step and measured in a few.
"""

from __future__ import annotations

from fishgames.ui import fine, theme

#: What a font measures to have its glyphs at hand: the letters, digits and signs the captions write (both languages).
SAMPLE = ("abcdefghijklmnopqrstuvwxyzäöüß ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ 0123456789 .,:;!?()[]%+-–—·×=/'\"„“”…")


def font_keys(sizes, bold: bool = False) -> list[tuple[int, bool]]:
    """``theme.font_at``'s (size, bold) of ``sizes`` as ``theme.text`` and ``theme.width`` use them now: each at the
    legible floor or over, and at a drawing scale ≠ 1 its twin at the screen's pixels."""
    keys = []
    for size in sizes:
        size = max(size, theme.text_floor)
        keys.append((size, bold))
        if fine.k != 1:
            keys.append((fine.px(size), bold))
    return list(dict.fromkeys(keys))


#: Letters of :data:`SAMPLE` measured a step: a font opened is one step, its glyphs a few more (the whole sample at
#: once was 1.3-1.7 ms at 1920 × 1080, a light frame made one of the slowest 30).
CHUNK = 16


class FontsAhead:
    """The fonts of ``sizes`` (``bold`` or not) opened and measured, a step a call (:meth:`one`)."""

    def __init__(self, sizes, bold: bool = False):
        self.sizes, self.bold = tuple(sizes), bold
        self.done: set[tuple] = set()

    def steps(self):
        """(font key, what to measure: "" to open it, else letters of :data:`SAMPLE`), as the scale and floor are now."""
        for key in font_keys(self.sizes, self.bold):
            yield key, ""
            for at in range(0, len(SAMPLE), CHUNK):
                yield key, SAMPLE[at:at + CHUNK]

    def one(self) -> bool:
        """The next step not yet taken at this scale and floor (a font opened, or some of its glyphs measured), taken:
        whether one was."""
        for key, letters in self.steps():
            asked = (key, letters, fine.k, theme.text_floor)
            if asked not in self.done:
                self.done.add(asked)
                font = theme.font_at(*key)
                if letters:
                    font.size(letters)
                return True
        return False
