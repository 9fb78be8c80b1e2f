"""A log line an animation will write (``TableScene.log_soon``) has the log's next look painted ahead
(``TableScene.panel_ahead``), at the end of an earlier frame: the frame that writes it only copies that picture
(issue 29: at 1920 × 1080 a log repainted in the frame a bot's move showed was 1-1.7 ms of one of the slowest
frames).  Every frame has the pixels of painting the log when its line shows, and a log's place still holds at
most two pictures (its look and the one before it, whose picture the next look is painted into)."""

from __future__ import annotations

import pytest

from fishgames.games.fatfish.scene import FatFishTable
from fishgames.ui import table as table_module
from fishgames.ui import widgets
from tests.ui.driver import frames, screen_hash, start_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401
from tests.ui.test_crisp import sharp_app

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")

FRAMES = 160  # six computers' Fat Fish at "fast": three log lines written by log_soon


def _play(ahead: bool) -> tuple[list[str], list[int], list[int], int]:
    """Six computers' Fat Fish at 1920 × 1080 (k = 1.5) for FRAMES frames: each frame's screen hashed, the frames in
    which the log was painted (MoveLogPanel.draw) and in which a line from ``log_soon`` was written, and the most
    pictures the log's place held at once.  ``ahead`` False: nothing painted ahead (as before)."""
    hashes, painted, written, most = [], [], [], 0
    with sharp_app((1920, 1080)) as app, pytest.MonkeyPatch.context() as patch:
        app.update_settings(animation_speed="fast")
        table = start_table(app, "fatfish", FatFishTable, humans=0, players=6, seed=4242)
        if not ahead:
            patch.setattr(table_module.TableScene, "_log_ahead", lambda self, surface: None)
        frame = [0]
        draw, came = widgets.MoveLogPanel.draw, table._log_came
        patch.setattr(widgets.MoveLogPanel, "draw",
                      lambda log, surface, **options: painted.append(frame[0]) or draw(log, surface, **options))
        patch.setattr(table, "_log_came", lambda lines: written.append(frame[0]) or came(lines))
        for n in range(FRAMES):
            frame[0] = n
            frames(app, 1)
            hashes.append(screen_hash(app))
            place = next(place for place, (key, _, _) in table._panels.items() if key[0][0] == "log")
            pictures = {id(entry[1]) for entry in (table._panels.get(place), table._ahead.get(place)) if entry}
            if place in table._spares:
                pictures.add(id(table._spares[place]))
            most = max(most, len(pictures))
    return hashes, painted, written, most


def test_the_frame_that_writes_a_coming_line_copies_the_log_painted_ahead_with_the_same_pixels():
    hashes, painted, written, most = _play(ahead=True)
    before, painted_before, written_before, _ = _play(ahead=False)
    assert written == written_before and len(written) >= 3, written
    assert set(written) <= set(painted_before), "the old way paints the log when its line shows"
    assert not set(written) & set(painted), "a frame that wrote a coming line painted the log"
    assert hashes == before, "a frame differs from painting the log when its line shows"
    assert most <= 2, "a log's place held more than its look and the picture before it"


class _FrameCosts:
    """A stand-in for ``TableScene.ahead_clock``: read at a frame's update (its start) and at its drawing's end, so
    each frame costs ``cost`` (set by the test)."""

    def __init__(self):
        self.now, self.cost, self.reads = 0.0, 1.0, 0

    def __call__(self) -> float:
        self.reads += 1
        if self.reads % 2:  # the update's read: a new frame
            self.now += 100.0
            return self.now
        return self.now + self.cost


def still_table(app, monkeypatch):
    """A Fat Fish table whose bots never move (its log changes only when the test writes it), its frames costing
    what ``costs.cost`` says, after 70 frames of cost 1 (so the recent frames' median is 1), nothing painted ahead."""
    table = start_table(app, "fatfish", FatFishTable, humans=1, players=3)
    monkeypatch.setattr(table.scheduler, "update", lambda dt, idle: None)
    costs = _FrameCosts()
    monkeypatch.setattr(table, "ahead_clock", costs)
    table.animator.set_speed("normal")  # (the app's "instant" would play it all at once)
    frames(app, 70)
    table._ahead.clear()  # (the plate of the seat to play, painted ahead in those light frames: Drawer.looks_ahead)
    return table, costs


def test_a_line_not_due_next_frame_is_painted_ahead_in_a_light_frame_only(app, monkeypatch):
    """A line behind an animation (not written by the next frame's first step) waits for a frame that costs at most
    the median of the recent ones; a frame that costs more paints nothing ahead."""
    from fishgames.ui.anim import Delay

    table, costs = still_table(app, monkeypatch)
    table.queue(Delay(0.5), table.log_soon(["A line to come, after half a second"]))
    costs.cost = 3.0
    frames(app, 5)
    assert table._ahead == {}, "a heavy frame painted the log ahead"
    costs.cost = 0.5
    frames(app, 1)
    assert [key[0][0] for key, *_ in table._ahead.values()] == ["log"], "a light frame did not paint the log ahead"
    painted = []
    draw = widgets.MoveLogPanel.draw
    monkeypatch.setattr(widgets.MoveLogPanel, "draw",
                        lambda log, surface, **options: painted.append(1) or draw(log, surface, **options))
    frames(app, 40)
    assert table.log[-1] == "A line to come, after half a second"
    assert painted == [], "the log was painted again when its line showed"


@pytest.mark.parametrize("game, players", [("fugu", 4), ("lure", 5)])
def test_lines_to_come_take_no_light_frame_from_a_game_that_draws_nothing_from_them(app, monkeypatch, game, players):
    """A game with no ``lines_ahead`` of its own (Fugu, Lure) gives a light frame that painted no log to its looks
    (``TableScene._lines_ahead``): Lure's lines took half of them between a reveal and its first group's roll, and
    that group's lanes were painted in the frame it came up (issue 29)."""
    from fishgames.ui import games
    from fishgames.ui.anim import Delay

    table = start_table(app, game, games.scene_class(game), humans=0, players=players)
    monkeypatch.setattr(table.scheduler, "update", lambda dt, idle: None)
    costs = _FrameCosts()
    monkeypatch.setattr(table, "ahead_clock", costs)
    table.animator.set_speed("normal")
    frames(app, 70)  # (the recent frames' median: 1)
    asked = []
    monkeypatch.setattr(table, "looks_ahead", lambda surface: asked.append(1) or False)
    costs.cost = 0.5
    table.queue(Delay(1.0), table.log_soon(("A line to come",)), Delay(1.0))
    frames(app, 1)
    assert asked == [], "a frame that painted the log ahead drew a look ahead too"
    frames(app, 2)
    assert asked == [1, 1], "a light frame went to the lines to come, which this game draws nothing from"
