"""Fat Fish: another human's plate whose long name takes two rows (pass-and-play, 800 × 480 at 150 %) puts its
counts, plus pile and minus pile in one line under them; a large plus pile there (9 cards beside "−12 (4)") was
squeezed into 89 px, its chips 8 px apart, each hiding the value of the one before (issue 29, "nothing covered").
Now every chip drawn shows its value whole (the chips at least a value's right edge apart, measured from the type),
the line ends left of the minus pill, and a pile cut short says its card count, "(9)"."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.fatfish import scene_draw as D
from fishgames.ui import theme
from tests.ui.test_other_name_plates import _two_humans
from tests.ui.test_other_name_whole import NAMES
from tests.ui.test_own_name_whole import _resized

PLUS = ["r2", "g3", "b5", "r4", "g2", "b1", "r3", "g4", "b2"]  # (none of them the bots' plus piles' cards)

pytestmark = pytest.mark.usefixtures("art_drawn_once")


def _with_piles(table, monkeypatch, seat: int) -> None:
    """The shown view from now on with ``seat``'s plus pile of 9 cards and a minus pile of 4 worth 12."""
    real = table.snapshot

    def snapshot(view):
        shown = real(view)
        shown["plus"] = [list(PLUS) if at == seat else list(pile) for at, pile in enumerate(shown["plus"])]
        shown["minus_count"] = [4 if at == seat else n for at, n in enumerate(shown["minus_count"])]
        shown["minus_total"] = [12 if at == seat else n for at, n in enumerate(shown["minus_total"])]
        return shown

    monkeypatch.setattr(table, "snapshot", snapshot)
    table.shown = snapshot(table.view)


@pytest.mark.parametrize("names", [NAMES, NAMES[::-1]], ids=["first row shorter", "first row longer"])
def test_a_large_plus_pile_in_the_plates_one_line_shows_each_chips_value(names, tmp_path, monkeypatch):
    app, table, other = _two_humans("fatfish", 1.5, tmp_path, monkeypatch, names=names)
    try:
        _with_piles(table, monkeypatch, other)
        _resized(app, (800, 480))
        rows, pills, counts = [], [], []
        real_row, real_pill, real_text = D.chips_row, D.minus_pill, theme.text

        def chips_row(surface, codes, left, top, width, size=D.L.CHIP):
            if len(codes) > 1 and set(codes) <= set(PLUS):
                rows.append((len(codes), pygame.Rect(left, top, width, size[1]), size))
            return real_row(surface, codes, left, top, width, size)

        def minus_pill(surface, count, total, right, centre_y, minus_one):
            rect = real_pill(surface, count, total, right, centre_y, minus_one)
            if (count, total) == (4, 12):
                pills.append(rect)
            return rect

        def text(words, *args, **kwargs):
            if words == f"({len(PLUS)})":
                counts.append(words)
            return real_text(words, *args, **kwargs)

        text.cache_clear = real_text.cache_clear  # (the app's close clears the type's caches)
        monkeypatch.setattr(D, "chips_row", chips_row)
        monkeypatch.setattr(D, "minus_pill", minus_pill)
        monkeypatch.setattr(theme, "text", text)
        app.draw()
        assert rows and pills, "the plate's plus pile or minus pill was not drawn"
        digit = max(theme.font(theme.SMALL, True).size(str(value))[0] for value in range(10))
        for n, row, size in rows:
            step = (row.w - size[0]) / (n - 1)
            assert step >= size[0] // 2 + (digit + 1) // 2, f"{n} chips {step:.1f} px apart hide their values"
            if n < len(PLUS):
                assert counts, f"{n} of {len(PLUS)} chips shown, and no card count"
            assert not row.colliderect(pills[-1]), f"the chips {tuple(row)} run under the minus pill {tuple(pills[-1])}"
    finally:
        app.close()
