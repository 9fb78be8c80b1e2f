"""The theme keeps at most ``theme.FONTS_KEPT`` fonts open (issue 33: memory): each holds its own FreeType face and
glyph cache, and at a drawing scale over 1 a text fitted to a width is measured at every size ``text.fit_size``
tries, at the logical size and the screen's — 64 kept filled up in a busy Lure table at 1920 × 1080, 5 MB of its RSS
above 32 kept (``tools/README.md``, mem16b)."""

from __future__ import annotations

import pygame

from fishgames.ui import fine, text, theme


def test_fitting_texts_at_k_1_5_keeps_no_more_fonts_than_the_theme_allows():
    pygame.font.init()
    theme.font.cache_clear()
    text.fit_size.cache_clear()
    fine.set_scale(1.5)
    try:
        sizes = {text.fit_size("Maximilian the Great " * n, theme.TITLE, 200, bold) for n in (1, 2, 3)
                 for bold in (False, True)}
        asked = theme.font_at.cache_info().misses
        assert asked > theme.FONTS_KEPT, f"only {asked} fonts asked for: the test shows nothing"
        assert theme.font_at.cache_info().currsize <= theme.FONTS_KEPT
        assert min(sizes) < theme.BODY  # (long texts shrunk through many sizes)
    finally:
        fine.set_scale(1.0)
        theme.font.cache_clear()
        text.fit_size.cache_clear()
