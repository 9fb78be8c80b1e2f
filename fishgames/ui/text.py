"""Text that must fit a width: wrapping, shrinking, cutting with an ellipsis, and the drop shadow.

Every scene and table measures its text here, with the real font (never by counting characters), so a
line breaks, a label shrinks and a name is cut the same way everywhere.  Arguments come in one order:
``text``, the font ``size``, the ``width`` to fit, then ``colour`` and ``bold`` where they apply.  The
rules core never imports this module (it needs pygame).
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import combinations

import pygame

from fishgames.ui import theme
from fishgames.ui.canvas import picture
from fishgames.ui.picture_cache import SCREEN_BYTES, picture_cache

TEXT_SHADOW = (6, 20, 36)  # darker than the deepest water, so the drop reads on the lit sea of every table
SMALLEST = 16  # the theme's floor: no text is shrunk below this
ELLIPSIS = "…"
#: Where a line's name part ends and the figures after it begin ("Anna – 2 books", "Anna: hit rate 40 %").
SEPARATORS = (" – ", " — ", " · ", ": ", " (", " - ")
#: Units that stay on the line of the number before them ("95 %", "12 VP", "3 s"): a line never starts with one.
UNITS = frozenset({"%", "VP", "SP", "s", "ms", "px", "MB", "°"})
#: A count or an ordinal standing alone ("3", "12", "1.000", "2,5", "3."): it stays on the line of the word after it.
NUMBER = re.compile(r"[+\-−]?\d+(?:[.,]\d+)*\.?")


@lru_cache(maxsize=2048)
def wrap(text: str, size_or_font: int | pygame.font.Font, width: int, bold: bool = False) -> tuple[str, ...]:
    """``text`` broken into lines no wider than ``width`` px, so a paragraph of any language fits its box.

    Greedy, word by word; each explicit newline starts a new line (an empty one stays, as a gap) and runs
    of spaces fold into one.  A number and its unit stay together (:data:`UNITS`), and a number stays with the
    word after it ("3 Profi-Tipps", never "3" / "Profi-Tipps") where the two fit a line.  A word wider than ``width`` on its own (a long German compound, a name
    without spaces) is split with hyphens rather than left to run over the edge, never leaving fewer
    than two letters on either side of a break (words of three letters or fewer are never split).  ``size_or_font`` is a size (the theme's font, ``bold`` or not) or a font.
    A size is measured as :func:`theme.text` lays it out (``theme.width``: at a drawing scale over 1, as wide as
    the screen shows it); a font as it renders (a picture drawn in its own pixels).
    """
    measure = _measure(size_or_font, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        words = _last_number_kept(_counts_kept(_units_kept(paragraph.split()), measure, width), measure, width)
        for word in _hyphenated(words, measure, width):
            trial = f"{line} {word}" if line else word
            if line and measure(trial) > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return tuple(lines)


def kept(rows: tuple[str, ...], most: int) -> tuple[str, ...]:
    """The first ``most`` rows of a wrapped text: the one place a paragraph's rows are dropped for want of room,
    so a check can see a paragraph cut short ("… 9 Karten aus" without "dem Meer.") as it sees :func:`cut`."""
    return tuple(rows[:max(0, most)])


def paragraph(surface: pygame.Surface, rows, box: pygame.Rect, size: int, colour, bold: bool = False,
              align: str = "left", step: int = 0) -> tuple[str, ...]:
    """A wrapped paragraph's ``rows`` drawn in ``box`` (the box they were wrapped for) from its top, ``step`` px
    apart (0: the type's own line), as many as it holds whole (:func:`rows_held`, through :func:`kept`: a check
    sees a row dropped as it sees a cut); ``align`` "left" or "center" (across ``box``).  The one place a paragraph
    is drawn into a box, so a check can draw one again alone and see that nothing is painted outside it.  Returns
    the rows drawn."""
    font = theme.font(size, bold)
    step = step or font.get_linesize()
    shown = kept(tuple(rows), rows_held(box.h, step, font.get_height()))
    for i, row in enumerate(shown):
        label = theme.text(row, size, colour, bold)
        if align == "center":
            surface.blit(label, label.get_rect(midtop=(box.centerx, box.y + i * step)))
        else:
            surface.blit(label, (box.x, box.y + i * step))
    return shown


def rows_held(height: int, step: int, line: int) -> int:
    """How many rows ``step`` px apart, each ``line`` px tall, ``height`` px hold whole (at least one: a box too
    short still shows its first row)."""
    return max(1, 1 + (height - line) // step)


def _measure(size_or_font: int | pygame.font.Font, bold: bool = False):
    """A text's width in px: ``theme.width`` at a size (what the screen shows at any drawing scale), or a
    font's own width."""
    if isinstance(size_or_font, pygame.font.Font):
        return lambda text: size_or_font.size(text)[0]
    return lambda text: theme.width(text, size_or_font, bold)


def _units_kept(words: list[str]) -> list[str]:
    """``words`` with each unit joined to the number before it ("95", "%)" -> "95 %)"), so no line starts
    with a unit torn from its number."""
    out: list[str] = []
    for word in words:
        if out and out[-1][-1:].isdigit() and word.rstrip(".,;:!?)") in UNITS:
            out[-1] = f"{out[-1]} {word}"
        else:
            out.append(word)
    return out


def _counts_kept(words: list[str], measure, width: int) -> list[str]:
    """``words`` with each number (:data:`NUMBER`) joined to the word after it when that word begins with a letter
    and the two fit ``width`` ("3", "Profi-Tipps" -> "3 Profi-Tipps"): a count is read with its noun."""
    out: list[str] = []
    for word in words:
        if out and NUMBER.fullmatch(out[-1]) and word[:1].isalpha() and measure(f"{out[-1]} {word}") <= width:
            out[-1] = f"{out[-1]} {word}"
        else:
            out.append(word)
    return out


def _last_number_kept(words: list[str], measure, width: int) -> list[str]:
    """``words`` with a number that ends the paragraph ("2.", "15)", "3.") joined to the word before it where
    the two fit ``width``: "… on row" / "2." in a narrow log read as a line of its own."""
    if len(words) >= 2 and NUMBER.fullmatch(words[-1].rstrip(".,;:!?)\"“”'")) and \
            measure(f"{words[-2]} {words[-1]}") <= width:
        return [*words[:-2], f"{words[-2]} {words[-1]}"]
    return words


#: Letters a hyphenated word keeps on each side of a break, at least ("Steuerbor-" / "d" reads as a slip).
MIN_PIECE = 2


def _hyphenated(words: list[str], measure, width: int) -> list[str]:
    """``words`` with every one wider than ``width`` cut into pieces that fit, each but the last ending in '-';
    no piece keeps fewer than :data:`MIN_PIECE` letters (so a word of three letters or fewer stays whole)."""
    out: list[str] = []
    for word in words:
        while measure(word) > width and " " not in word:
            cuts = _cuts(word)
            if not cuts:
                break
            # the longest head that fits with its hyphen; none fits: the shortest one (it runs over a little)
            cut = next((at for at in reversed(cuts) if measure(word[:at] + "-") <= width), cuts[0])
            out.append(word[:cut] + "-")
            word = word[cut:]
        out.append(word)
    return out


def _cuts(word: str) -> list[int]:
    """Where ``word`` may be broken: each place with at least MIN_PIECE letters before it and after it."""
    letters = [char.isalpha() for char in word]
    before = 0
    cuts = []
    total = sum(letters)
    for at in range(1, len(word)):
        before += letters[at - 1]
        if before >= MIN_PIECE and total - before >= MIN_PIECE:
            cuts.append(at)
    return cuts


@lru_cache(maxsize=1024)
def fit_size(text: str, size: int, width: int, bold: bool = False, smallest: int = SMALLEST) -> int:
    """The largest font size up to ``size`` at which ``text`` fits ``width`` px on one line.

    For headings and labels that must stay whole (a title, a number): they shrink a pixel at a time
    rather than being cut, but never below ``smallest`` (at that size a text too long runs over).
    Cached: tables ask every frame.
    """
    while size > smallest and theme.width(text, size, bold) > width:
        size -= 1
    return size


@lru_cache(maxsize=512)
def fitted(text: str, size: int, width: int, colour, bold: bool = False, smallest: int = SMALLEST) -> pygame.Surface:
    """``text`` rendered at :func:`fit_size` (shrunk, never cut, to fit ``width``); a shared surface: blit it,
    do not draw on it.  Where a small screen's legible floor (``theme.text_floor``) stops the shrinking before
    ``smallest``, a text still too wide is cut (:func:`cut`) rather than run over its box."""
    fitting = fit_size(text, size, width, bold, smallest)
    if theme.text_floor > fitting:
        text = cut(text, fitting, width, bold)
    return theme.text(text, fitting, colour, bold)


@lru_cache(maxsize=1024)
def cut(text: str, size: int, width: int, bold: bool = False) -> str:
    """``text`` as it is if it fits ``width`` px, else shortened with an ellipsis until it does.

    For names and lines that may be long but whose size must not change (seat plates, buttons): the reader
    sees that something is missing.  Only ever shortens a text that does not fit.  A number after a name
    wins the space: in "Obelix the Great – 1 book" the name is shortened ("Obe… – 1 book"), never the count
    (:func:`figures_start`); only a line whose figures alone do not fit is cut at its end.
    """
    measure = _measure(size, bold)
    if measure(text) <= width:
        return text
    start = figures_start(text, measure, width)
    if start is not None:
        head, tail = text[:start], text[start:]
        while len(head) > 1 and measure(head.rstrip() + ELLIPSIS + tail) > width:
            head = head[:-1]
        return head.rstrip() + ELLIPSIS + tail
    while len(text) > 1 and measure(text.rstrip() + ELLIPSIS) > width:
        text = text[:-1]
    return text.rstrip() + ELLIPSIS  # "Anna …" would read as two words


def figures_start(text: str, measure, width: int) -> int | None:
    """Where the figures after a name begin: the first separator (:data:`SEPARATORS`) with a digit after it,
    if all from there on fits ``width`` after a letter of the name and an ellipsis; else None (no figures,
    or they alone are too wide: then the line is cut at its end as any other)."""
    places = sorted(i for sep in SEPARATORS for i in _find_all(text, sep) if i > 0)
    for i in places:
        if any(c.isdigit() for c in text[i:]):
            return i if measure(text[0] + ELLIPSIS + text[i:]) <= width else None
    return None


def _find_all(text: str, part: str) -> list[int]:
    found, i = [], text.find(part)
    while i >= 0:
        found.append(i)
        i = text.find(part, i + 1)
    return found


def squeezed(text: str, size: int, width: int, colour, bold: bool = True) -> pygame.Surface:
    """A name in a fixed slot: shrunk to fit ``width`` (:func:`fitted`, down to the theme's floor) and cut only
    at the floor, where even the smallest size has no room for it (a shared surface: blit it)."""
    return fitted(cut_name(text, SMALLEST, width, bold), size, width, colour, bold)


@lru_cache(maxsize=256)
def cut_name(text: str, size: int, width: int, bold: bool = True) -> str:
    """:func:`cut` for a name: a number that ends it stays ("Spie… 1", not "Spiele…": at 150 % on a 800 × 480
    panel every "Spieler 1", "Spieler 2" read the same), where the name's first letter has room beside it."""
    shortened = cut(text, size, width, bold)
    number = re.fullmatch(r"(.*\S) (\d+)", text)
    if shortened == text or number is None:
        return shortened
    measure, head, tail = _measure(size, bold), number.group(1), " " + number.group(2)
    if measure(head[0] + ELLIPSIS + tail) > width:
        return shortened
    while len(head) > 1 and measure(head.rstrip() + ELLIPSIS + tail) > width:
        head = head[:-1]
    return head.rstrip() + ELLIPSIS + tail


@lru_cache(maxsize=256)
def name_rows(text: str, size: int, width: int, bold: bool = True, lines: int = 2) -> tuple[int, tuple[str, ...]]:
    """A name in a slot of ``lines`` rows as (size, rows), so a player reads it whole: one row where it fits as
    :func:`squeezed` shrinks it; else the fewest rows, broken at a space or after a hyphen ("Maximilian-" /
    "Johannes Mohr": the break whose longer row is the narrowest), at the largest size down to the floor where
    each row fits; else at the floor wrapped (:func:`wrap`, after a hyphen first), more rows than ``lines`` if it
    takes them (:func:`name_block` cuts the last it draws).  Measures only, never cuts (a layout asks it how tall
    a plate must be: "Anna-Kath…" on your plate at 150 % was all a plate of one row had)."""
    if lines <= 1 or whole_in_a_row(text, size, width, bold):
        return fit_size(text, size, width, bold), (text,)
    for rows in range(2, lines + 1):
        for at in range(size, max(SMALLEST, theme.text_floor) - 1, -1):
            split = _name_split(text, at, width, bold, rows)
            if split is not None:
                return max(at, theme.text_floor), split
    at = max(SMALLEST, theme.text_floor)
    return at, tuple(row.replace("- ", "-") for row in wrap(text.replace("-", "- "), at, width, bold))


def name_height(text: str, size: int, width: int, bold: bool = True, lines: int = 2) -> int:
    """How tall :func:`name_block` draws ``text`` (measured, never cut: a layout's question)."""
    at, rows = name_rows(text, size, width, bold, lines)
    if len(rows) == 1:
        return theme.text(text, at, theme.CREAM, bold).get_height()
    return (min(len(rows), lines) - 1) * theme.font(at, bold).get_linesize() + theme.text(rows[0], at, theme.CREAM,
                                                                                          bold).get_height()


def whole_in_a_row(text: str, size: int, width: int, bold: bool = True) -> bool:
    """Whether :func:`squeezed` shows ``text`` whole in ``width`` (shrunk to the floor, never cut)."""
    return theme.width(text, fit_size(text, size, width, bold), bold) <= width  # (measured, never cut: a probe)


def rows_within(text: str, size: int, width: int, height: int, colour, bold: bool = True) -> pygame.Surface | None:
    """A name too long for its one row in the fewest rows (two, then three: :func:`name_block`) at the largest
    size (to the floor) whose block is no taller than ``height`` ("Anna-Katharina Sc…" on another human's plate
    in pass-and-play, every turn), broken only at spaces and after hyphens; None where none is (the caller cuts it
    in its row, the lines under it kept)."""
    floor = max(SMALLEST, theme.text_floor)
    for lines in (2, 3):
        for at in range(max(size, floor), floor - 1, -1):  # (a size under the floor is drawn at the floor)
            rows = name_rows(text, at, width, bold, lines)[1]
            if len(rows) <= lines and _rejoined(rows) == text and name_height(text, at, width, bold, lines) <= height:
                return name_block(text, at, width, colour, bold, lines)
    return None


def _rejoined(rows: tuple[str, ...]) -> str:
    """Rows of a name put together again: broken only at spaces and after hyphens, this is the name ("Walrus" at
    the floor, wrapped "Wal-" / "rus", is not: a word is cut in its row, not split)."""
    return "".join(row if row.endswith("-") else row + " " for row in rows).rstrip()


def name_breaks(text: str, rows: int = 2) -> list[tuple[str, ...]]:
    """Every way ``text`` goes in ``rows`` rows broken only at spaces or after hyphens ("Maximilian-" / "Johannes
    Mohr"), the first row shortest first (none where it has too few breaks)."""
    parts = re.findall(r"[^ -]*-|[^ ]+", text)  # "Maximilian-", "Johannes", "Mohr"
    return [tuple(_rejoined(tuple(parts[a:b])) for a, b in zip((0, *breaks), (*breaks, len(parts)), strict=True))
            for breaks in combinations(range(1, len(parts)), rows - 1)]


def two_row_sizes(height: int, floor: int):
    """(size, line step) for each size from the body's down to ``floor`` at which two bold rows stand in ``height``
    px (a plate's name in rows of unequal room: Fischen's and Go Fish's ``plate_rows``)."""
    for at in range(max(theme.BODY, floor), floor - 1, -1):
        step = theme.font(at, True).get_linesize()
        if step + theme.text("Ag", at, theme.CREAM, True).get_height() <= height:
            yield at, step


def _name_split(text: str, size: int, width: int, bold: bool, rows: int) -> tuple[str, ...] | None:
    """``text`` in ``rows`` rows no wider than ``width`` at ``size``, broken only at spaces or after hyphens (the
    breaks whose widest row is the narrowest), else None."""
    measure = _measure(size, bold)
    best = None
    for split in name_breaks(text, rows):
        widest = max(measure(row) for row in split)
        if widest <= width and (best is None or widest < best[0]):
            best = (widest, split)
    return None if best is None else best[1]


def rows_width(text: str, size: int, rows: int = 2, bold: bool = True) -> int | None:
    """The widest row of ``text`` in ``rows`` rows at ``size``, broken where :func:`name_rows` breaks it (the widest
    row the narrowest): the width a slot needs for them (None: it has too few breaks)."""
    split = _name_split(text, size, 1 << 20, bold, rows)
    return None if split is None else max(_measure(size, bold)(row) for row in split)


@picture_cache(SCREEN_BYTES // 8)
def name_block(text: str, size: int, width: int, colour, bold: bool = True, lines: int = 2) -> pygame.Surface:
    """:func:`name_rows` drawn: the one row :func:`squeezed` draws where the name fits one, else its rows one font
    line apart (a shared surface: blit it)."""
    at, rows = name_rows(text, size, width, bold, lines)
    if len(rows) == 1:
        return squeezed(text, size, width, colour, bold)
    if len(rows) > lines:  # more than the slot holds even at the floor: its last row cut
        rows = (*rows[:lines - 1], cut(" ".join(rows[lines - 1:]), at, width, bold))
    step = theme.font(at, bold).get_linesize()
    images = [theme.text(row, at, colour, bold) for row in rows]

    def paint(surf) -> None:
        for i, image in enumerate(images):
            surf.blit(image, (0, i * step))
    return picture((max(image.get_width() for image in images), (len(rows) - 1) * step + images[-1].get_height()),
                   paint)


def longest_fitting(texts: tuple[str, ...], size: int, width: int, bold: bool = False) -> str:
    """The first of ``texts`` (longest first) that fits ``width`` at ``size`` — as the floors draw it — else the
    last: a small screen's floor says "Deck" where "Fish deck" would be cut."""
    return next((text for text in texts if theme.width(text, size, bold) <= width), texts[-1])


def fit(text: str, size: int, width: int, colour=theme.INK, bold: bool = False) -> pygame.Surface:
    """:func:`cut` rendered: ``text`` at ``size``, with an ellipsis only if it would not fit ``width``
    (a shared surface: blit it, do not draw on it)."""
    return theme.text(cut(text, size, width, bold), size, colour, bold)


@picture_cache(SCREEN_BYTES)
def wrapped(text: str, size: int, width: int, colour, bold: bool = False, lines: int = 4) -> pygame.Surface:
    """A transparent block ``width`` px wide with the first ``lines`` lines of :func:`wrap`, one font line
    apart: a paragraph that is drawn as one piece (and cached) in a fixed spot of a table."""
    rows = kept(wrap(text, size, width, bold), lines)
    step = theme.font(size, bold).get_linesize()

    def paint(surf) -> None:
        for i, row in enumerate(rows):
            surf.blit(theme.text(row, size, colour, bold), (0, i * step))
    return picture((width, max(1, len(rows)) * step), paint)


def shadowed(surface: pygame.Surface, text: str, size: int, colour, bold: bool = True, shadow=TEXT_SHADOW,
             offset: tuple[int, int] = (2, 2), **anchor) -> pygame.Rect:
    """Blit ``text`` over a dark copy of itself moved by ``offset``, so it reads on the busy, lit water;
    ``anchor`` places it (``center=...``, ``midright=...``).  Returns the text's rect."""
    img = theme.text(text, size, colour, bold)
    rect = img.get_rect(**anchor)
    surface.blit(theme.text(text, size, shadow, bold), rect.move(offset))
    surface.blit(img, rect)
    return rect
