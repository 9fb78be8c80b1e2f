"""A speech bubble's size is measured, not drawn (``widgets.speech_bubble_size``): a table tries a few shapes of a
new bubble's words before it draws one, and drawing each was 0.5-0.8 ms at 1920 × 1080 — Go Fish's rival tried up to
seven in the frame its words came up, among the slowest (issue 29).  The size measured is the drawn body's, so every
bubble goes where it went when its size was drawn."""

from __future__ import annotations

import pytest

from fishgames.i18n import catalogue
from fishgames.ui import fine, legibility, widgets

WIDTHS = (widgets.BUBBLE_WIDTH, 480, 640, 1264)
SAID = ["Hi", "a\n\nb", " ", "Do you have any 7s?\nI saw you take one.", "Donaudampfschifffahrtsgesellschaft fragt",
        "x " * 80]


@pytest.mark.parametrize("scale", [1.0, 1.5, 0.625])
def test_a_bubbles_measured_size_is_its_drawn_bodys(app, scale):
    texts = SAID + [words.replace("{", "").replace("}", "") for lang in ("en", "de")
                    for words in list(catalogue(lang).values())[::7]]
    fine.set_scale(scale)
    legibility.forget_drawn_text()
    try:
        for text in texts:
            for width in WIDTHS:
                assert widgets.speech_bubble_size(text, width) == widgets._bubble_body(text, width).get_size(), \
                    (text, width)
    finally:
        fine.set_scale(1.0)


def test_measuring_a_bubble_draws_no_body(app):
    drawn = widgets._bubble_body.cache_info().misses
    assert widgets.speech_bubble_size("Hast du 7 Kugelfische, Anna?\nDu hast einen genommen.", 480) > (28, 18)
    assert widgets._bubble_body.cache_info().misses == drawn, "a bubble's body was drawn to measure it"
