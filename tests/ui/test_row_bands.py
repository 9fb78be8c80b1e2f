"""Fat Fish's rows are copied in bands (``Drawer._row_bands``), each painted anew only when its key changes: a band
of rows that kept their look keeps its place (and so its key) when the prompt under the rows comes, goes or takes
two lines.  The cut at the prompt's top used to be made only while a prompt showed, so the last row's band was
another rect with and without one: painted anew, with its rows, on each of those changes (issue 29, perf16b)."""

from __future__ import annotations

import pygame

from fishgames.games.fatfish.scene import FatFishTable
from fishgames.games.fatfish.scene_draw import prompt_look
from tests.ui.driver import start_table

CARDS = (("y1", None), ("b2", None), ("r3", None), ("g4", None))


def _rows_only(table, looks, prompt) -> list[tuple]:
    """The bands that hold no prompt, as hashable tuples."""
    stage = pygame.Rect(0, 0, 1280, 720)
    return [(tuple(band), rows, with_prompt) for band, rows, with_prompt in table._row_bands(looks, prompt, stage)
            if not with_prompt]


def test_the_rows_bands_keep_their_places_whether_a_prompt_shows_or_not(app):
    table = start_table(app, "fatfish", FatFishTable, humans=0, players=6)
    looks = tuple((CARDS[: 2 + r % 3], None, False) for r in range(table.L.ROWS))
    bare = _rows_only(table, looks, None)
    short = prompt_look("Blue plays a card.", places=table.L)
    long = prompt_look("Blue takes the row with the yellow one, the red three and the green four " * 3,
                       places=table.L)
    assert len(short[4]) == 1 and len(long[4]) == 2, "one prompt of one line, one of two"
    for prompt in (short, long):
        shown = _rows_only(table, looks, prompt[0])
        assert {r for _, rows, _ in shown for r in rows} == set(range(table.L.ROWS)), "every row in a band"
        assert set(shown) <= set(bare), f"a band of rows alone moved with the prompt: {set(shown) - set(bare)}"
