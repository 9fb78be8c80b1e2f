"""Text fitted to a box stays inside it as the screen shows it.  At a drawing scale over 1 (1920 × 1080:
k = 1.5) a label is drawn from its twin, the font at the screen's size, and hinting makes that wider than the
logical label × k.  Wrapping and cutting measured the logical label only, so a log line near its box's edge ran
up to 12 px (logical) over it at 1920 × 1080.  Every line :mod:`fishgames.ui.text` fits to a width must have a
twin no wider than that width × k."""

from __future__ import annotations

import re

import pygame
import pytest

from fishgames.i18n import catalogue
from fishgames.ui import fine, legibility, text, theme

K = 1.5  # 1920 × 1080 and larger (display.MAX_SCALE)
WIDTHS = (150, 233, 300, 411)  # wide enough for any two letters and a hyphen: every line can fit


@pytest.fixture
def at_k(fine_scale_restored):
    fine.set_scale(K)
    legibility.forget_drawn_text(art=False)
    yield
    fine.set_scale(1.0)
    legibility.forget_drawn_text(art=False)


def texts(lang: str, every: int = 5) -> list[str]:
    """A spread of the catalogue's longer texts, their fields filled (every ``every``-th, so the test stays
    quick; the log, the coach and the guides say these)."""
    filled = (re.sub(r"\{[^{}]*\}", "Anna", value) for value in catalogue(lang).values())
    long = sorted(value for value in filled if len(value) > 24)
    return long[::every]


def shown_width(line: str, size: int, bold: bool) -> float:
    """How wide ``line`` is on the screen, in logical px: its twin's width ÷ k."""
    twin = fine.twin(theme.text(line, size, theme.INK, bold))
    assert twin is not None
    return twin.get_width() / fine.k


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("size, bold", [(theme.SMALL, False), (theme.SMALL, True), (theme.BODY, False)])
def test_every_wrapped_line_fits_its_box_as_shown(at_k, lang, size, bold):
    over = []
    for value in texts(lang):
        for width in WIDTHS:
            for line in text.wrap(value, size, width, bold):
                if shown_width(line, size, bold) > width:
                    over.append((width, line, shown_width(line, size, bold)))
    assert not over, over[:5]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("size, bold", [(theme.SMALL, False), (theme.BODY, True)])
def test_every_cut_line_fits_its_box_as_shown(at_k, lang, size, bold):
    over = []
    for value in texts(lang, every=7):
        for width in WIDTHS:
            line = text.cut(value, size, width, bold)
            if shown_width(line, size, bold) > width:
                over.append((width, line))
    assert not over, over[:5]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_shrunk_label_fits_its_box_as_shown(at_k, lang):
    over = []
    for value in texts(lang, every=9):
        for width in WIDTHS:
            size = text.fit_size(value, theme.BODY, width, True)
            if size > text.SMALLEST and shown_width(value, size, True) > width:
                over.append((width, size, value))
    assert not over, over[:5]


def test_the_measure_is_the_laid_out_width(at_k):
    """``theme.width`` is exactly the width of the label ``theme.text`` draws (widened to its twin)."""
    for line in texts("de", every=40):
        for size, bold in ((theme.SMALL, False), (theme.BODY, True)):
            assert theme.width(line, size, bold) == theme.text(line, size, theme.INK, bold).get_width(), line


def test_at_scale_one_the_measure_is_the_font(fine_scale_restored):
    pygame.font.init()
    fine.set_scale(1.0)
    line = "Tap a glowing row for yellow 2 – or drag the card there."
    assert theme.width(line, theme.BODY, True) == theme.font(theme.BODY, True).size(line)[0]
