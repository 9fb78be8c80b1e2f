"""fishgames.ui.text: wrapped lines fit their width (measured with the real font), newlines and every word
survive, an over-long word is hyphenated, and fitting shrinks or cuts a text only when it does not fit."""

from __future__ import annotations

from functools import lru_cache

import pygame
import pytest

from fishgames.ui import text, theme

PARAGRAPH = (
    "Wer zuerst alle Fische gefangen hat, gewinnt die Runde. Long words like Wahrscheinlichkeiten and "
    "durcheinanderbringen must still stay inside the box, and so must every short one."
)
LONG_WORD = "Donaudampfschifffahrtsgesellschaft"


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.init()
    yield


def width_of(line: str, size: int, bold: bool = False) -> int:
    return theme.font(size, bold).size(line)[0]


def unhyphenated(lines) -> list[str]:
    """The words of wrapped lines, with the pieces of a hyphenated word joined again."""
    joined = ""
    for line in lines:
        joined += line[:-1] if line.endswith("-") else line + " "
    return joined.split()


# -- wrap -------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("size, bold", [(16, False), (theme.SMALL, True), (theme.BODY, False), (theme.BODY, True)])
@pytest.mark.parametrize("width", [90, 160, 233, 380, 760])
def test_every_wrapped_line_fits_and_no_word_is_lost(size, bold, width):
    lines = text.wrap(PARAGRAPH, size, width, bold)
    assert len(lines) > 1 or width == 760
    for line in lines:
        assert width_of(line, size, bold) <= width, line
    assert unhyphenated(lines) == PARAGRAPH.split()


@pytest.mark.parametrize("size, bold", [(theme.SMALL, False), (theme.BODY, True)])
@pytest.mark.parametrize("width", [160, 380])
def test_wrapping_is_greedy(size, bold, width):
    """A line ends only where the next word would not fit on it (no line is broken early)."""
    lines = text.wrap(PARAGRAPH, size, width, bold)
    for line, following in zip(lines, lines[1:], strict=False):
        if not line.endswith("-"):
            assert width_of(f"{line} {following.split()[0]}", size, bold) > width, (line, following)


def test_a_line_exactly_as_wide_as_the_width_fits_and_one_pixel_more_does_not():
    font = theme.font(theme.BODY)
    exact = font.size("alpha beta")[0]
    assert text.wrap("alpha beta gamma", theme.BODY, exact) == ("alpha beta", "gamma")
    assert text.wrap("alpha beta", theme.BODY, exact - 1) == ("alpha", "beta")


def test_explicit_newlines_are_kept_and_an_empty_line_stays_a_gap():
    assert text.wrap("one\ntwo", theme.BODY, 760) == ("one", "two")
    assert text.wrap("one\n\ntwo three", theme.SMALL, 760) == ("one", "", "two three")
    assert text.wrap("", theme.SMALL, 200) == ("",)


def test_an_over_long_word_is_split_with_hyphens_inside_the_width():
    width = 120
    lines = text.wrap(f"ein {LONG_WORD} fährt", theme.BODY, width)
    assert len(lines) >= 4
    for line in lines:
        assert width_of(line, theme.BODY) <= width, line
    pieces = [line for line in lines if line.endswith("-")]
    assert pieces, "the long word was not split"
    assert unhyphenated(lines) == ["ein", LONG_WORD, "fährt"]


def test_short_words_are_never_split_even_if_they_do_not_fit():
    assert text.wrap("abc", theme.TITLE, 10) == ("abc",)


def test_wrap_takes_a_font_as_well_as_a_size():
    font = theme.font(theme.SMALL, True)
    assert text.wrap(PARAGRAPH, font, 200) == text.wrap(PARAGRAPH, theme.SMALL, 200, bold=True)


# -- fit_size and fitted ------------------------------------------------------------------------------------

@pytest.mark.parametrize("target", [17, 21, 27, 30])
def test_fit_size_is_the_largest_size_that_fits(target):
    label = "Spieler mit dem größten Fang"
    width = width_of(label, target, True)
    size = text.fit_size(label, 44, width, bold=True)
    assert width_of(label, size, True) <= width
    assert width_of(label, size + 1, True) > width  # one pixel bigger would not fit
    assert size == target


def test_fit_size_keeps_a_text_that_fits_and_stops_at_the_floor():
    assert text.fit_size("Go", theme.TITLE, 500) == theme.TITLE
    assert text.fit_size(PARAGRAPH, theme.TITLE, 50) == text.SMALLEST
    assert text.fit_size(PARAGRAPH, 84, 50, bold=True, smallest=36) == 36


def test_fitted_renders_at_the_fitted_size():
    label = "Runde 3 von 5"
    width = width_of(label, 20, True)
    surface = text.fitted(label, theme.BODY, width, theme.CREAM, True)
    assert surface.get_size() == theme.font(20, True).size(label)


# -- cut and fit -------------------------------------------------------------------------------------------

def test_cut_shortens_only_a_text_that_does_not_fit():
    name = "Kapitänin Ahab-Schmidt"
    exact = width_of(name, theme.BODY, True)
    assert text.cut(name, theme.BODY, exact, True) == name
    shorter = text.cut(name, theme.BODY, exact - 1, True)
    assert shorter.endswith(text.ELLIPSIS) and name.startswith(shorter[:-1])
    assert width_of(shorter, theme.BODY, True) <= exact - 1
    kept = shorter[:-1]
    one_more = name[: len(kept) + 1] + text.ELLIPSIS
    assert width_of(one_more, theme.BODY, True) > exact - 1  # cut no more than needed


def test_fit_draws_the_cut_text_at_its_size():
    name = "Kapitänin Ahab-Schmidt"
    surface = text.fit(name, theme.SMALL, 100, theme.INK, True)
    assert surface.get_width() <= 100
    assert surface.get_size() == theme.font(theme.SMALL, True).size(text.cut(name, theme.SMALL, 100, True))


# -- wrapped and shadowed ------------------------------------------------------------------------------------

def test_wrapped_block_holds_at_most_the_asked_lines():
    font = theme.font(theme.SMALL)
    block = text.wrapped(PARAGRAPH, theme.SMALL, 200, theme.FOAM, False, 3)
    assert block.get_size() == (200, 3 * font.get_linesize())
    single = text.wrapped("kurz", theme.SMALL, 200, theme.FOAM)
    assert single.get_height() == font.get_linesize()


def test_shadowed_draws_the_dark_drop_below_right_of_the_text():
    surface = pygame.Surface((200, 80))
    surface.fill((255, 255, 255))
    rect = text.shadowed(surface, "I", theme.TITLE, (255, 255, 255), center=(100, 40))
    assert rect.center == (100, 40)
    drop = pygame.mask.from_threshold(surface, text.TEXT_SHADOW, (1, 1, 1, 255))
    assert drop.count() > 0
    assert drop.get_bounding_rects()[0].right > rect.centerx


# -- a number after a name wins the space ------------------------------------------------------------------------

@pytest.mark.parametrize("name, figures", [
    ("Obelix der Große", " – 1 book"), ("Spieler 1", " – 12 Bücher"), ("Großmutter Hildegard", ": 37"),
    ("Anna-Lena Schmidt", " · 4 books · 2nd"), ("Kapitän Blaubär", " (3)"),
])
@pytest.mark.parametrize("size, bold", [(theme.SMALL, False), (theme.BODY, True)])
def test_a_name_is_shortened_and_the_figures_after_it_stay_whole(name, figures, size, bold):
    """However narrow (down to a letter of the name, an ellipsis and the figures), the cut falls in the name:
    the figures after it stay whole; and it fits."""
    line = name + figures
    least = width_of(name[0] + text.ELLIPSIS + figures, size, bold)
    for width in range(least, width_of(line, size, bold), 7):
        shown = text.cut(line, size, width, bold)
        assert shown.endswith(text.ELLIPSIS + figures), (width, shown)
        assert name.startswith(shown[:-len(text.ELLIPSIS + figures)]) and width_of(shown, size, bold) <= width


@pytest.mark.parametrize("name", ["Spieler 1", "Player 12", "Kapitän Blaubär 3"])
def test_a_name_that_ends_in_a_number_keeps_it_where_it_is_cut(name):
    """Your plate at 150 % on a 800 × 480 panel read "Spiele…" for "Spieler 1" (and so for every "Spieler n"):
    a name cut for its slot (``squeezed``) keeps the number that ends it, down to its first letter."""
    head, number = name.rsplit(" ", 1)
    least = width_of(head[0] + text.ELLIPSIS + " " + number, theme.BODY, True)
    for width in range(least, width_of(name, theme.BODY, True), 5):
        shown = text.cut_name(name, theme.BODY, width)
        assert shown.endswith(text.ELLIPSIS + " " + number) and width_of(shown, theme.BODY, True) <= width, (width, shown)
        assert head.startswith(shown[:-len(text.ELLIPSIS + " " + number)]), (width, shown)
    assert text.cut_name(name, theme.BODY, width_of(name, theme.BODY, True)) == name  # whole where it fits
    assert text.cut_name("Maximilian", theme.BODY, 60) == text.cut("Maximilian", theme.BODY, 60, True)  # no number


def test_figures_too_wide_for_the_room_are_cut_at_the_end_like_any_line():
    line = "Obelix der Große – 12 books and 3 fish in the boat"
    width = width_of("Obelix – 12 books", theme.BODY)
    shown = text.cut(line, theme.BODY, width)
    assert shown.startswith("Obelix") and shown.endswith(text.ELLIPSIS) and width_of(shown, theme.BODY) <= width
    assert text.cut("No figures in this long line at all", theme.BODY, 150).endswith(text.ELLIPSIS)


# -- a number and its unit ------------------------------------------------------------------------------------

def _with_units(lang: str) -> list[str]:
    """Every text of ``lang`` that puts a unit after a number's field, its fields filled with 95."""
    import re

    from fishgames.i18n import catalogue

    filled = (re.sub(r"\{[^{}]*\}", "95", value) for value in catalogue(lang).values())
    return [value for value in filled if re.search(r"95 (%|VP|SP)", value)]


def wrapped_small(texts, step: int):
    """(text, width, its lines) for each text wrapped in the log's small type at widths from 90 to 420 px: the
    narrow boxes where a line break can part words that belong together."""
    for value in texts:
        for width in range(90, 420, step):
            yield value, width, text.wrap(value, theme.SMALL, width)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_unit_never_starts_a_line_away_from_its_number(lang):
    """'95 %' wrapped as '… 95' / '% …' read as two things in the coach's and the bots' words (seen in a
    window); at every width each line break leaves the number and its unit on one line."""
    texts = _with_units(lang)
    assert len(texts) >= 8, texts
    breaks_tried = 0
    for _value, width, lines in wrapped_small(texts, step=9):
        for before, line in zip(lines, lines[1:], strict=False):
            assert before.endswith("-") or line.split()[0].rstrip(".,;:!?)") not in text.UNITS, (width, lines)
        breaks_tried += sum(line.split()[-1][-1:].isdigit() for line in lines[:-1] if line)
    assert breaks_tried, "no width put a number at a line's end: the check never met the case"


def test_a_unit_after_a_word_is_wrapped_as_any_word():
    """Only a unit right after a number is kept with it ('Chance %' is two words as any)."""
    width = width_of("Chance", theme.BODY)
    assert text.wrap("Chance %", theme.BODY, width) == ("Chance", "%")
    assert text.wrap("Chance 95 %", theme.BODY, width) == ("Chance", "95 %")


@pytest.mark.parametrize("word", [LONG_WORD, "Wahrscheinlichkeiten", "Steuerbord", "Angel!", "Fisch.", "abcd", "x1y2z3"])
def test_a_break_leaves_at_least_two_letters_on_either_side(word):
    """At every width from a letter's to the whole word's, no piece of a hyphenated word keeps fewer than two
    letters ('Steuerbor-' / 'd' read as a slip), and every piece that can fit does."""
    font = theme.font(theme.BODY)
    for width in range(font.size("W")[0], font.size(word)[0] + 1):
        lines = text.wrap(word, theme.BODY, width)
        pieces = [line.removesuffix("-") if i < len(lines) - 1 else line for i, line in enumerate(lines)]
        assert "".join(pieces) == word
        letters = [sum(char.isalpha() for char in piece) for piece in pieces]
        if sum(char.isalpha() for char in word) >= 2 * text.MIN_PIECE:
            assert min(letters) >= text.MIN_PIECE, (width, lines)
            if width >= font.size("WWW-")[0]:  # (room for any head of two letters and its hyphen)
                assert all(font.size(line)[0] <= width for line in lines), (width, lines)
        else:
            assert lines == (word,)


# -- a number and the word after it ---------------------------------------------------------------------------

def _counted(lang: str) -> list[str]:
    """Every text of ``lang`` with a number's field before a word ("{count} Profi-Tipps geholt"), its fields
    filled with 3, and the game list's notes as a row shows them (two joined by " · ")."""
    import re

    from fishgames.i18n import catalogue

    filled = [re.sub(r"\{[^{}]*\}", "3", value) for value in catalogue(lang).values()]
    counted = [value for value in filled if re.search(r"(^|\s)3 \w", value)]
    notes = catalogue(lang)
    return counted + [" · ".join(notes[key].replace("{count}", "2" if key.startswith("replay") else "3")
                                 for key in ("replay.taken_back", "coach.used"))]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_number_never_ends_a_line_away_from_the_word_after_it(lang, monkeypatch):
    """'… · 3' / 'Profi-Tipps geholt' (the game list's note on a portrait screen) read as two things: at every
    width where a number and its word fit one line, a break leaves them together (a word hyphenated after a
    number is wider than the line on its own)."""
    # The same pieces are measured again at each of the 73 widths (930,000 font sizes, most of the test's time):
    # each measured once here.  ``theme.width`` is a pure function of its arguments at this drawing scale, so
    # every wrap below breaks exactly as with the font asked each time.
    monkeypatch.setattr(theme, "width", lru_cache(maxsize=None)(theme.width))
    texts = _counted(lang)
    assert len(texts) >= 8, texts
    together = 0
    for value in texts:
        for width in range(90, 600, 7):
            lines = text.wrap(value, theme.SMALL, width, True)
            for before, line in zip(lines, lines[1:], strict=False):
                last, first = before.split()[-1:] or [""], line.split()[:1] or [""]
                if text.NUMBER.fullmatch(last[0]) and first[0][:1].isalpha() and not first[0].endswith("-"):
                    assert width_of(f"{last[0]} {first[0]}", theme.SMALL, True) > width, (width, lines)
            together += any(text.NUMBER.fullmatch(word) for line in lines[1:] for word in line.split()[:1])
    assert together, "no width put a number at a line's start: the check never met the case"


def test_a_number_too_wide_with_its_word_is_wrapped_as_any_word():
    width = width_of("Profi-Tipps", theme.SMALL, True)
    assert text.wrap("3 Profi-Tipps", theme.SMALL, width, True) == ("3", "Profi-Tipps")
    assert text.wrap("geholt 3 · 2", theme.SMALL, width_of("geholt 3", theme.SMALL, True), True) == ("geholt 3", "· 2")
