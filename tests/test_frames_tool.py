"""``tools/frames.py``'s *steady* p99 leaves out each game's first ``FIRST_FRAMES`` table frames (their own
budget is the first frame's), counted again from 0 for every new game in the busy loop; the busy p99 keeps
every frame.  (No frame time is asserted: only which frames are counted where.)"""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
import frames  # noqa: E402


def test_steady_leaves_out_each_tables_first_frames():
    cpu = [0.050, 0.030, 0.004, 0.005, 0.045, 0.020, 0.003]
    index = [0, 1, 2, 3, 0, 1, 2]  # a second game's table from the fifth frame
    assert frames.steady(cpu, index) == [0.004, 0.005, 0.003]


def test_the_busy_loop_counts_each_new_games_frames_from_its_first(monkeypatch, tmp_path):
    """A busy run over two games (the first ended early by a stand-in results screen): the first frames are
    two of each game's, and the busy p99 still counts them."""
    real_new_table = frames._new_table
    made = []

    def new_table(app, name, level, seed):
        table = real_new_table(app, name, level, seed)
        made.append(table)
        return table

    monkeypatch.setattr(frames, "_new_table", new_table)
    real_step = None
    steps = {"n": 0}

    def step_then_end_first_game(app):
        nonlocal real_step
        real_step = app.step

        def step(dt):
            real_step(dt)
            steps["n"] += 1
            if steps["n"] == 5 and len(made) == 1:  # the first game "ends": its table is no longer on top
                from fishgames.ui.scene import Push
                from fishgames.ui.scenes.cover import CoverScene  # any scene over the table will do

                app.stack.apply(Push(CoverScene(app, 0, "Ann")))
        app.step = step
        return app

    real_app = frames._app
    monkeypatch.setattr(frames, "_app", lambda *a, **k: step_then_end_first_game(real_app(*a, **k)))
    result = frames.busy_table("gofish", 12, str(tmp_path))
    assert len(made) == 2
    assert len(result["cpu_first_frames"]) == 4  # two of each game's table
    assert result["frames"] == 12


def test_a_busy_tables_art_over_the_budget_keeps_its_first_pictures(monkeypatch):
    """``prewarm_kept`` draws a new busy table's art as a screen's ``ArtAhead`` does: a list over the cache's budget
    lets its last pictures go, not its first (a plain prewarm let the canvas's sea go: drawn again in the table's
    first frame, 60-90 ms at 1080 × 1920)."""
    from fishgames.ui import sprites

    monkeypatch.setattr(sprites, "CACHE", sprites.SurfaceCache(budget=6 * 200 * 200 * 4))
    specs = [("shadow", (200, 200), 8, blur) for blur in range(4, 14)]  # ten pictures, room for about six
    frames.prewarm_kept(specs)
    held = [sprites.spec_key(spec) in sprites.CACHE for spec in specs]
    assert held[:3] == [True, True, True], held
    assert not all(held)


class _Player:
    """A stand-in for one size's side of ``--screens`` (a ``ScreenPlayer``): it notes each block it is asked for."""

    def __init__(self, size: str, log: list):
        self.size, self.log, self.played = size, log, 0

    def play(self, frames_asked: int) -> None:
        self.log.append((self.size, frames_asked))
        self.played += frames_asked


def test_the_sizes_play_their_frames_in_alternating_blocks():
    """``--screens`` plays each size's table a block at a time in turn (so a slow spell of a shared host lands on
    every size alike), until each has played the frames asked for: the last block shorter, none more."""
    log: list = []
    small, big = _Player("1280x720", log), _Player("1920x1080", log)
    frames.alternate([small, big], 250, block=100)
    assert log == [("1280x720", 100), ("1920x1080", 100), ("1280x720", 100), ("1920x1080", 100),
                   ("1280x720", 50), ("1920x1080", 50)]
    assert (small.played, big.played) == (250, 250)


def test_a_sizes_process_answers_each_block_then_its_figures(monkeypatch):
    """``_screen_player`` (one size's process): ready once its table is warm, an answer for every block played,
    and at ``None`` the table's figures with its first frame at that size."""
    log: list = []

    class Conn:
        def __init__(self, asked):
            self.asked, self.sent = list(asked), []

        def recv(self):
            return self.asked.pop(0)

        def send(self, message):
            self.sent.append(message)

    class Table(_Player):
        def __init__(self, name, home, window):
            super().__init__(window, log)

        def finish(self):
            return {"game": "gofish", "frames": self.played}

    monkeypatch.setattr(frames, "use_window", lambda real: None)  # the test process's SDL driver stays dummy
    monkeypatch.setattr(frames, "Xvfb", lambda screen: contextlib.nullcontext())
    monkeypatch.setattr(frames, "BusyTable", Table)
    monkeypatch.setattr(frames, "first_frame", lambda name, home, window: {"cpu": 0.02})
    monkeypatch.setattr(frames, "DISPLAYS", list(frames.DISPLAYS))
    conn = Conn([60, 40, None])
    frames._screen_player(conn, "gofish", (1920, 1080), [40], "home")
    assert conn.sent == ["ready", "played", "played", {"game": "gofish", "frames": 100, "first_cpu": 0.02}]
    assert log == [((1920, 1080), 60), ((1920, 1080), 40)]
