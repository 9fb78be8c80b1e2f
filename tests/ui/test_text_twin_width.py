"""A text's label is as wide as the screen shows it: at a drawing scale over 1 the twin is the font at the
screen's size, and hinting makes large type wider than the small label × the scale (a long bold prompt at
1920 × 1080 ran 24 px over and its pill's last letter sat on the edge).  Layout centres, right-aligns and
sizes pills by the label, so the label must be at least the twin's width ÷ the scale."""

from __future__ import annotations

import pygame
import pytest

from fishgames.ui import fine, legibility, theme

LINES = (
    "Du bist dran: Tippe eine Karte der Auslage – oder hör auf",
    "Tap a glowing row for yellow 2 – or drag the card there.",
    "Namen antippen, um einen neuen einzutippen oder einen auszuwählen",
    "Pelikan",
)


@pytest.mark.parametrize("bold", [False, True])
@pytest.mark.parametrize("size", [theme.SMALL, theme.BODY, theme.TITLE])
def test_a_label_is_as_wide_as_its_twin_shows_it(fine_scale_restored, size, bold):
    fine.set_scale(1.5)
    legibility.forget_drawn_text(art=False)
    try:
        for line in LINES:
            label = theme.text(line, size, theme.INK, bold)
            twin = fine.twin(label)
            assert twin is not None
            assert fine.px(label.get_width()) >= twin.get_width(), (line, size, bold)
            narrow = theme.font(size, bold).size(line)[0]
            assert label.get_bounding_rect().right <= narrow  # the added width is clear: the plain rendering
            plain = theme.font(size, bold).render(line, True, theme.INK)
            shown = label.subsurface(plain.get_rect())
            assert pygame.image.tobytes(shown, "RGBA") == pygame.image.tobytes(plain, "RGBA"), line
    finally:
        fine.set_scale(1.0)
        legibility.forget_drawn_text(art=False)
