"""The fonts a long caption shrinks through, opened ahead (``fishgames.ui.fonts_ahead``): Lure's bot catch frame
opened them from disk and measured fresh glyphs, 2.5 ms at 1920 × 1080 (issue 29)."""

from fishgames.games.lure import scene_draw as D
from fishgames.ui import fine, theme
from fishgames.ui.fonts_ahead import CHUNK, SAMPLE, FontsAhead, font_keys

PER_FONT = 1 + -(-len(SAMPLE) // CHUNK)  # opened, then its glyphs a chunk a step

LONG = ("Pelican: 6 – the Barbel needs 15 · Walrus: 6 – the Chub needs 12 · Heron: 4 – the Swordfish needs 20 · "
        "Beaver catches nothing")  # two small lines: the fit walks every size


def _opened_by(measure) -> int:
    """How many fonts ``measure()`` opened (``theme.font_at``'s misses)."""
    misses = theme.font_at.cache_info().misses
    measure()
    return theme.font_at.cache_info().misses - misses


def test_after_the_fonts_ahead_a_long_caption_opens_no_font(fine_scale_restored):
    fine.set_scale(1.5)
    theme.font_at.cache_clear()
    D._caption_rows.cache_clear()
    D._caption_fit.cache_clear()
    ahead = FontsAhead(range(theme.SMALL, theme.BODY + 1))
    steps = 0
    while ahead.one():
        steps += 1
    assert len(font_keys(range(theme.SMALL, theme.BODY + 1))) == 14  # seven sizes and their twins
    assert steps == 14 * PER_FONT
    assert not ahead.one()  # each once at this scale and floor
    assert _opened_by(lambda: D.caption_rows(LONG)) == 0
    assert D.caption_rows(LONG)[0] == theme.SMALL


def test_at_a_new_scale_the_fonts_are_opened_again(fine_scale_restored):
    fine.set_scale(1.5)
    ahead = FontsAhead([20])
    assert _steps(ahead) == 2 * PER_FONT  # 20 and its twin 30
    fine.set_scale(1.0)
    assert _steps(ahead) == PER_FONT  # 20 alone


def _steps(ahead: FontsAhead) -> int:
    steps = 0
    while ahead.one():
        steps += 1
    return steps
