"""A tap (or click) on a bubble pointing to the log ("Anna: … (in the log)") scrolls the log to those words: Go Fish's
question log at 1280 × 720 (two one-name pointers, each smaller than a finger: its touch target grown to the floor)
and upright Lure's log (one pointer naming three bots).  The moments are the screenshot tool's."""

from __future__ import annotations

import pygame

from fishgames.storage import Storage
from fishgames.ui import bubbles, drive
from fishgames.ui.app import App
from tests.test_bubbles_at_shots import shot_table


def rows_in_view(log, line: int) -> bool:
    """Whether log line ``line`` shows whole in the log's text area (``MoveLogPanel.visible``)."""
    starts, (first, stop) = log._starts, log.visible()
    end = starts[line + 1] if line + 1 < len(starts) else len(log._rows())
    return first <= starts[line] and end <= stop


def test_go_fish_a_tap_beside_a_small_pointer_shows_its_question(tmp_path):
    """``gofish_second_human``: Ben asked Anna for queens and she gave one, each said in a bubble with no room: a
    pointer each.  The log scrolled back to its start, a tap in Anna's pointer's touch target, under the pointer as
    drawn, brings the question they took part in ("#6 Ben → Anna: queens — 1 card") into view."""
    app = App(windowed=True, lang="en", storage=Storage(tmp_path / "home"), bot_workers=False, disk_thread=False)
    try:
        table = shot_table(app, "gofish_second_human")
        app.draw()
        spots = {seats: spot for seats, spot in table.pointer_spots}
        assert set(spots) == {(0,), (1,)}, table.pointer_spots
        log, spot = table.log_panel, spots[(0,)]
        question = max(i for i, line in enumerate(log.lines) if "Ben → Anna" in line)
        log.scroll_by(10 ** 5)
        app.draw()
        assert not rows_in_view(log, question)
        area = table.tap_area(spot)
        assert area.h >= 44 > spot.h and pygame.Rect((0, 0), table.stage_size).contains(area)  # (44: 1280 × 720's floor)
        drive.tap(app, (spot.centerx, area.bottom - 1))
        assert rows_in_view(log, question)
    finally:
        app.close()


def test_upright_lure_a_click_on_the_shared_pointer_shows_all_their_words(tmp_path):
    """``lure_reveal`` upright (720 × 1280): one pointer names Pelican, Walrus and Beaver; the log scrolled back to
    its start, a click on it brings the three bots' words into view together."""
    app = App(windowed=True, lang="en", storage=Storage(tmp_path / "home"), bot_workers=False, disk_thread=False)
    try:
        table = shot_table(app, "lure_reveal")
        app.window_resized((720, 1280))
        app.draw()
        [(seats, spot)] = table.pointer_spots
        assert sorted(seats) == [1, 2, 3]
        log = table.log_panel
        said = [max(i for i, line in enumerate(log.lines) if line == table.said_line(seat, table.bubbles[seat][0]))
                for seat in seats]
        log.scroll_by(10 ** 5)
        app.draw()
        assert not any(rows_in_view(log, line) for line in said)
        drive.click(app, spot.center)
        assert all(rows_in_view(log, line) for line in said)
    finally:
        app.close()


def test_the_pointers_are_searched_once_for_the_same_words(tmp_path, monkeypatch):
    """Upright Lure's crowded reveal (words with no room, pointers tried in every arrangement: the slowest search)
    drawn again: no spot is searched for in the frames after the first (``TableScene._draw_bubbles`` keeps where they
    went for the same words on the same table), and the pointers stand where they stood.  Counts calls, times
    nothing."""
    app = App(windowed=True, lang="de", storage=Storage(tmp_path / "home"), bot_workers=False, disk_thread=False)
    try:
        table = shot_table(app, "lure_reveal")
        app.window_resized((720, 1280))
        app.draw()
        before = list(table.pointer_spots)
        calls = []
        searched = bubbles.free_spot
        monkeypatch.setattr(bubbles, "free_spot", lambda *args, **kw: calls.append(1) or searched(*args, **kw))
        for _ in range(3):
            app.draw()
        assert before and table.pointer_spots == before
        assert calls == []
    finally:
        app.close()


def test_a_pointers_grown_target_leaves_a_tap_on_a_card_beside_it_to_the_table(tmp_path, monkeypatch):
    """Grown to the tap floor, a pointer's target may reach over what the table keeps clear of bubbles (a hand card
    beside it on a small screen): a tap there is the table's, not the pointer's — the log stays where it was and the
    table gets the tap.  The card is stood in by the strip of the target under the pointer as drawn."""
    app = App(windowed=True, lang="en", storage=Storage(tmp_path / "home"), bot_workers=False, disk_thread=False)
    try:
        table = shot_table(app, "gofish_second_human")
        app.draw()
        spot = dict(table.pointer_spots)[(0,)]
        area = table.tap_area(spot)
        card = pygame.Rect(area.left, spot.bottom, area.w, area.bottom - spot.bottom)
        assert card.h > 0
        log = table.log_panel
        log.scroll_by(10 ** 5)
        app.draw()
        scrolled = log.visible()
        assert table.animator.idle  # (else a tap only hurries the animations along)
        taken = []
        monkeypatch.setattr(table, "handle_table", lambda pointer, view: taken.append(pointer.pos))
        monkeypatch.setattr(table, "keep_clear", lambda: [*type(table).keep_clear(table), card])  # (from now on)
        drive.tap(app, (spot.centerx, area.bottom - 1))
        assert dict(table.pointer_spots).get((0,)) == spot, "the pointer moved: the tap proves nothing"
        assert log.visible() == scrolled, "the pointer took a tap on the card beside it"
        assert taken, "the table did not get the tap on its card"
    finally:
        app.close()
