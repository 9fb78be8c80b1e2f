"""Fugu's next looks painted ahead while a move's story plays (issue 29): a story frame not much heavier than the
recent frames' median (``scene_draw.STORY_WEIGHT``) paints one piece of what the story will show — the log with the
line its card writes as it lands, the market without the swapped card, the plates as the turn changes — so the frame
that shows it only copies it.  Story frames are seldom light, so before this those looks were drawn as usual as they
showed and painted on a copy in the frame after.  Every frame keeps the pixels of painting each look as it shows; the
log, written as the story shows each card (``Presenter.paced_log``), ends with the lines written at once before."""

from __future__ import annotations

import pytest

from fishgames.games.fugu import scene_draw
from fishgames.games.fugu.scene import FuguTable
from fishgames.ui import widgets
from tests.ui.driver import frames, start_table
from tests.ui.look_spy import LookSpy, watched
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401
from tests.ui.test_crisp import sharp_app

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")

FRAMES = 300  # four computers' Fugu at "fast": the deal and some dozen swaps
KINDS = ("lane plate", "lane band", "fugu market", "plate")


class _StoryCosts:
    """A stand-in for ``TableScene.ahead_clock`` (read at a frame's update and at its drawing's end): a frame that
    begins with the story playing costs 1.2 times the median of the table's recent frames (heavier than light, under
    ``STORY_WEIGHT``), one that begins idle half of it (light) — the weights, not the machine's load, decide."""

    def __init__(self, table):
        self.table, self.now, self.cost, self.reads = table, 0.0, 1.0, 0

    def __call__(self) -> float:
        self.reads += 1
        if self.reads % 2:  # the update's read: a new frame
            recent = sorted(self.table._spent)
            median = recent[len(recent) // 2] if recent else 1.0
            self.cost = median * (0.5 if self.table.animator.idle else 1.2)
            self.now += 100.0
            return self.now
        return self.now + self.cost


def _play(ahead: bool) -> tuple[list[str], int, int, int, list[str]]:
    """Four computers' Fugu at 1920 × 1080 for FRAMES frames on :class:`_StoryCosts`: each frame's screen hashed, the
    looks first painted in a frame that shows them (after the table's first two), the looks painted ahead, the frames
    lines written whose log was first painted in the frame that wrote them or the frame before, and the log.  ``ahead`` False: story
    frames paint nothing ahead (``STORY_WEIGHT`` 1: only light frames do)."""
    with sharp_app((1920, 1080)) as app, pytest.MonkeyPatch.context() as patch:
        app.update_settings(animation_speed="fast")
        table = start_table(app, "fugu", FuguTable, humans=0, players=4, seed=4242, settle=0)
        patch.setattr(table, "ahead_clock", _StoryCosts(table))
        if not ahead:
            patch.setattr(scene_draw, "STORY_WEIGHT", 1.0)
        painted, written, frame = {}, [], [0]  # the log's lines -> the frame it was first painted with them in
        draw, came = widgets.MoveLogPanel.draw, table._log_came

        def drawn(log, surface, **options):
            painted.setdefault(tuple(log.lines), frame[0])
            draw(log, surface, **options)

        patch.setattr(widgets.MoveLogPanel, "draw", drawn)
        patch.setattr(table, "_log_came", lambda lines: came(lines) or written.append((frame[0], tuple(table.log))))
        spy = LookSpy(patch, KINDS)
        counted = frames

        def counting(app, n=1):
            frame[0] += 1
            counted(app, n)

        patch.setattr("tests.ui.look_spy.frames", counting)
        hashes, in_frame = watched(app, spy, FRAMES)
        late = sum(1 for at, lines in written if at > 2 and painted.get(lines, at) >= at - 1)
        return hashes, in_frame, spy.ahead, late, list(table.log)


def test_a_story_frame_paints_the_next_looks_ahead_with_the_same_pixels():
    hashes, in_frame, ahead, late, _ = _play(ahead=True)
    before, in_frame_before, ahead_before, late_before, _ = _play(ahead=False)
    assert hashes == before, "a frame differs from painting each look as it shows"
    # (fugu23: 0 of 10 lines' log first painted in the frame that wrote them or the one before, 5 without; looks first
    # painted in their frame 2, 26 without)
    assert late_before >= 4, f"without story frames only {late_before} lines' log was painted as they came"
    assert late <= 1, f"{late} lines' log first painted in the frame that wrote them or the one before ({late_before})"
    assert in_frame_before >= 20, in_frame_before
    assert in_frame <= in_frame_before // 3, f"{in_frame} looks first painted in their frame, {in_frame_before} without"
    assert ahead > ahead_before, (ahead, ahead_before)


def test_the_log_written_as_the_story_shows_it_ends_with_the_lines_written_at_once(app):
    """Paced or not, a game's log holds the same lines in the same order once its stories have played."""
    logs = []
    for paced in (True, False):
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(FuguTable, "paced_log", paced)
            table = start_table(app, "fugu", FuguTable, humans=0, players=3, seed=77, settle=0)
            table.animator.set_speed("fast")
            for _ in range(400):
                frames(app, 1)
            table.animator.flush()
            logs.append(table.event_lines)
    paced, at_once = logs
    assert len(at_once) >= 12, at_once
    assert paced == at_once
