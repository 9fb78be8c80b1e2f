"""``text.name_rows``: a long name in rows, broken where a reader breaks it (a space, after a hyphen), at the largest
size that fits, never cut while its rows can hold it; one row, as ``squeezed`` draws it, where it fits one."""

from __future__ import annotations

import pygame
import pytest

from fishgames.ui import legibility, theme
from fishgames.ui import text as T


@pytest.fixture(autouse=True)
def _stage():
    pygame.init()
    legibility.apply(legibility.NONE)
    legibility.forget_drawn_text(art=False)
    yield
    legibility.apply(legibility.NONE)


def test_a_name_that_fits_one_row_stays_one_row():
    assert T.name_rows("Anna", theme.BODY, 160) == (theme.BODY, ("Anna",))


def test_a_long_name_breaks_after_its_hyphen_or_at_its_space_never_inside_a_word():
    size, rows = T.name_rows("Maximilian-Johannes Mohr", theme.BODY, 160, True, 3)
    assert "".join(row if row.endswith("-") else row + " " for row in rows).strip() == "Maximilian-Johannes Mohr"
    assert all(theme.width(row, size, True) <= 160 for row in rows)
    assert rows[0] == "Maximilian-" and size >= T.SMALLEST


@pytest.mark.parametrize("floor", [18, 24])
def test_at_a_floor_the_rows_keep_the_floor_and_are_whole(floor):
    legibility.apply(legibility.Floors(text=floor))
    size, rows = T.name_rows("Maximilian-Johannes Mohr", theme.BODY, 182, True, 3)
    assert size >= floor and len(rows) <= 3
    assert " ".join(rows).replace("- ", "-") == "Maximilian-Johannes Mohr"
    block = T.name_block("Maximilian-Johannes Mohr", theme.BODY, 182, theme.CREAM, True, 3)
    assert block.get_width() <= 182
    assert T.name_height("Maximilian-Johannes Mohr", theme.BODY, 182, True, 3) == block.get_height()


def test_only_rows_beyond_the_slot_are_cut():
    size, rows = T.name_rows("Maximilian-Johannes Mohr", theme.BODY, 120, True, 2)
    assert len(rows) > 2  # measured, never cut: the drawing cuts what the slot cannot hold
    assert T.name_height("Maximilian-Johannes Mohr", theme.BODY, 120, True, 2) < \
        T.name_height("Maximilian-Johannes Mohr", theme.BODY, 120, True, 3)
