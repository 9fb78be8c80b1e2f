"""A number that ends a paragraph stays on the line of the word before it: Fat Fish's narrow log read
"Anna lays blue 4 on row" / "2." (seen at 1280 × 800), the number alone on a line of its own."""

from __future__ import annotations

import re

import pygame
import pytest

from fishgames.i18n import catalogue
from fishgames.ui import text, theme
from tests.ui.test_text import wrapped_small


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.init()


def _ending_in_a_number(lang: str) -> list[str]:
    """Every text of ``lang`` whose last word is a field, the fields filled with 2."""
    filled = (re.sub(r"\{[^{}]*\}", "2", value) for value in catalogue(lang).values())
    return [value for value in filled if re.search(r"\s2[.)!]?$", value)]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_number_ending_a_paragraph_never_stands_alone_on_its_line(lang):
    texts = _ending_in_a_number(lang)
    assert len(texts) >= 5, texts
    tried = 0
    for value, width, lines in wrapped_small(texts, step=7):
        # the word before, as the other rules keep it ("2 bestimmt": a count with its noun)
        groups = text._counts_kept(text._units_kept(value.split()), lambda s: theme.width(s, theme.SMALL), width)
        if theme.width(" ".join(groups[-2:]), theme.SMALL) > width:
            continue  # no room for the two on a line: wrapped as any words
        tried += len(lines) > 1
        assert not re.fullmatch(r"2[.)!]?", lines[-1]), (width, lines)
    assert tried, "no width broke a text before its last words: the check never met the case"


def test_where_the_two_do_not_fit_the_number_wraps_as_any_word():
    width = theme.width("Reihe", theme.SMALL)
    assert text.wrap("Reihe 2.", theme.SMALL, width) == ("Reihe", "2.")
