"""Which texts had to give way while drawing: every :mod:`fishgames.ui.text` call that cut a text above the
theme's floor (a smaller size might have had room: shrink first, as :func:`~fishgames.ui.text.squeezed` does),
that could not shrink it enough (above the theme's floor) or that dropped wrapped lines — with the drawing code that asked.

``fit`` is :func:`cut` rendered, so it is seen through ``cut``; ``fit_size`` is only a measurement (a
caller may wrap instead, as Fat Fish's prompt does), so a size at which the text is still too wide counts
once that text is rendered at that size (``theme.text``).  ``with text_that_gave_way() as found:`` swaps the helpers in :mod:`fishgames.ui.text` and in every
``fishgames`` module that imported them by name; ``found`` collects :class:`GaveWay` records.
"""

from __future__ import annotations

import sys
from contextlib import contextmanager
from dataclasses import dataclass

import pytest

from fishgames.ui import text as text_mod
from fishgames.ui import theme

HELPERS = ("cut", "fit_size", "fitted", "wrapped")


@dataclass(frozen=True)
class GaveWay:
    how: str  # "cut", "runs over at the floor", "below the floor", "lines dropped"
    text: str
    size: int
    width: int
    where: str  # file:line of the drawing code that asked

    def __str__(self) -> str:
        return f"{self.where}: {self.how} at {self.size} px in {self.width} px: {self.text!r}"


def _caller() -> str:
    """The first frame outside text.py, this module and ``common.draw_lines``: the drawing code that asked."""
    frame = sys._getframe(2)
    while frame is not None and (frame.f_code.co_filename in (text_mod.__file__, __file__)
                                 or frame.f_code.co_name == "draw_lines"):  # (the shell's: its caller named)
        frame = frame.f_back
    if frame is None:
        return "?"
    name = frame.f_code.co_filename
    short = name[name.rfind("fishgames/"):] if "fishgames/" in name else name
    return f"{short}:{frame.f_lineno}"


@contextmanager
def text_that_gave_way(asked: set | None = None, at_the_floor: bool = False):
    """``asked``, when given, collects every text the spies judged: ``(helper, text, size, width, bold)``.
    ``at_the_floor``: a cut at the theme's floor counts too (a small panel's large type, where a label wants a
    short form, a second line or more room rather than an ellipsis)."""
    found: set[GaveWay] = set()
    real = {name: getattr(text_mod, name) for name in HELPERS}

    def cut(text, size, width, bold=False):
        if asked is not None:
            asked.add(("cut", text, size, width, bold))
        result = real["cut"](text, size, width, bold)
        if result != text and (size > text_mod.SMALLEST or at_the_floor):  # at the floor a slot has no room left: cut is right
            found.add(GaveWay("cut", text, size, width, _caller()))
        return result

    def fitted(text, size, width, colour, bold=False, smallest=text_mod.SMALLEST):
        if asked is not None:
            asked.add(("fitted", text, size, width, bold))
        result = real["fitted"](text, size, width, colour, bold, smallest)
        shrunk = text_mod.fit_size(text, size, width, bold, smallest)
        if shrunk < text_mod.SMALLEST:
            found.add(GaveWay("below the floor", text, shrunk, width, _caller()))
        elif result.get_width() > width:
            found.add(GaveWay("runs over at the floor", text, shrunk, width, _caller()))
        return result

    too_wide: dict[tuple, tuple[int, str]] = {}  # (text, size, bold) -> (width, where) fit_size could not fit

    def fit_size(text, size, width, bold=False, smallest=text_mod.SMALLEST):
        if asked is not None:
            asked.add(("fit_size", text, size, width, bold))
        result = real["fit_size"](text, size, width, bold, smallest)
        if theme.font(result, bold).size(text)[0] > width:
            too_wide[(text, result, bold)] = (width, _caller())
        return result

    real_text = theme.text

    def rendered(content, size=theme.BODY, colour=theme.INK, bold=False):
        if asked is not None:
            asked.add(("text", content, size, size, bold))
        if (content, size, bold) in too_wide:
            room, where = too_wide[(content, size, bold)]
            found.add(GaveWay("runs over at the floor", content, size, room, where))
        return real_text(content, size, colour, bold)

    rendered.cache_clear = real_text.cache_clear  # the app clears the text cache when it closes

    def wrapped(text, size, width, colour, bold=False, lines=4):
        if asked is not None:
            asked.add(("wrapped", text, size, width, bold))
        if len(text_mod.wrap(text, size, width, bold)) > lines:
            found.add(GaveWay("lines dropped", text, size, width, _caller()))
        return real["wrapped"](text, size, width, colour, bold, lines)

    spies = {"cut": cut, "fit_size": fit_size, "fitted": fitted, "wrapped": wrapped}
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(theme, "text", rendered)
        for module in [m for name, m in sys.modules.items() if name.startswith("fishgames") and m is not None]:
            for name, spy in spies.items():
                if getattr(module, name, None) is real[name]:
                    patch.setattr(module, name, spy)
        yield found


#: The margin round a paragraph's box on the clear surface :func:`rows_watched` draws it on again alone.
AROUND = 60


@contextmanager
def rows_watched():
    """Within: every wrapped paragraph whose rows ``text.kept`` dropped (its last rows silently missing: issue 29's
    "dem Meer.", drawn without an ellipsis that :func:`text_that_gave_way` would see), and every paragraph
    ``text.paragraph`` painted outside the box its rows were wrapped for — drawn again alone on a clear surface
    :data:`AROUND` px larger on each side (the Fischen depth panel's check, made general).  ``found`` collects
    (text, what happened) pairs, with the drawing code that asked; the helpers are swapped in every ``fishgames``
    module that imported them by name."""
    import pygame

    found: list[tuple[str, str]] = []
    real_kept, real_paragraph = text_mod.kept, text_mod.paragraph
    alone = [False]  # drawing a paragraph again alone: its drops were noted the first time

    def kept(rows, most):
        result = real_kept(rows, most)
        if len(result) < len(rows) and not alone[0]:
            found.append((" ".join(rows), f"{_caller()}: its first {len(result)} of {len(rows)} rows"))
        return result

    def paragraph(surface, rows, box, *args, **kwargs):
        shown = real_paragraph(surface, rows, box, *args, **kwargs)
        clear = pygame.Surface((box.w + 2 * AROUND, box.h + 2 * AROUND), pygame.SRCALPHA)
        inside = pygame.Rect((AROUND, AROUND), box.size)
        alone[0] = True
        try:
            real_paragraph(clear, rows, inside, *args, **kwargs)
        finally:
            alone[0] = False
        painted = clear.get_bounding_rect()
        if painted.w and not inside.contains(painted):
            found.append((" ".join(shown), f"{_caller()}: painted {painted.move(box.x - AROUND, box.y - AROUND)} "
                                           f"out of its box {box}"))
        return shown

    spies = {"kept": (real_kept, kept), "paragraph": (real_paragraph, paragraph)}
    with pytest.MonkeyPatch.context() as patch:
        for module in [m for name, m in list(sys.modules.items()) if name.startswith("fishgames") and m is not None]:
            for name, (real, spy) in spies.items():
                if getattr(module, name, None) is real:
                    patch.setattr(module, name, spy)
        yield found
