"""A speech bubble never lies on a seat plate, the speaker's own among them (issue 29): on an 800 × 480 panel at
150 % the second human's question ("Maximilian-Johannes Mohr, hast du Damen?") stood on her own plate and hid the
second row of her long name — only the plate's top line was kept clear.  Where no spot is left the bubble is not
drawn: the question is in the log under it (``#6 Anna-Katharina Schneider → Maximilian-Johannes Mohr: Damen``)."""

from __future__ import annotations

import pytest

from tests.screenshot_shots import screenshot_tool
from tests.ui.test_other_name_whole import NAMES
from tests.ui.test_small_panel_texts import each_size, screen

#: No pixel is read (the checks are rects): each picture of art drawn once a process and kept across the eight screens'
#: floors (each a new floor, which cleared the app's cache: the table's art was drawn anew at each).
pytestmark = pytest.mark.usefixtures("art_drawn_once")

SIZES = [((800, 480), 1.5), ((1024, 600), 1.5), ((1280, 720), 1.5), ((720, 1280), 1.5), ((800, 480), 1.0),
         ((1024, 600), 1.0), ((1280, 720), 1.0), ((720, 1280), 1.0)]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_no_bubble_lies_on_a_seat_plate(lang, tmp_path, monkeypatch):
    tool = screenshot_tool()
    monkeypatch.setattr(tool, "HUMANS", (*NAMES, *tool.HUMANS[2:]))
    faults, bubbles = [], 0
    with screen("gofish_second_human", tmp_path / "home", lang, sharp=True) as app:
        for table, where in each_size(app, lang, SIZES):
            assert table.seat_name(table.bottom) in NAMES, "not the long-named human's turn"
            app.draw()
            bubbles += len(table.bubble_rects)
            for rect, (seat, said) in zip(table.bubble_rects, table.bubble_words, strict=True):
                for other, plate in table.plates.items():
                    if rect.colliderect(plate.rect):
                        faults.append(f"{where}: seat {seat}'s {said!r} at {rect} on seat {other}'s plate {plate.rect}")
    assert bubbles, "no bubble drawn at any size"
    assert not faults, "\n".join(faults)
