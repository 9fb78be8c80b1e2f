"""``tools/frames.py``'s *steady* p99 leaves out each game's first ``FIRST_FRAMES`` table frames (their own
budget is the first frame's), counted again from 0 for every new game in the busy loop; the busy p99 keeps
every frame.  (No frame time is asserted: only which frames are counted where.)"""

from __future__ import annotations

import contextlib
import subprocess
import sys
from pathlib import Path

import pytest

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


class _Conn:
    """A stand-in for the size's end of the pipe: the coordinator's messages to hand out, and what it was sent
    (into ``log``, with what else happened meanwhile)."""

    def __init__(self, asked, log: list):
        self.asked, self.log = list(asked), log

    def recv(self):
        return self.asked.pop(0)

    def send(self, message):
        self.log.append(message)


def _a_sizes_process(monkeypatch, xvfb, log: list, sent: list) -> list:
    """``_screen_player`` run for 60 + 40 frames of a stand-in table in the Xvfb ``xvfb(screen)``; what it sent
    (into ``sent``)."""

    class Table(_Player):
        def __init__(self, name, home, window):
            super().__init__(window, log)

        def finish(self):
            return {"game": "gofish", "frames": self.played}

    monkeypatch.setattr(frames, "use_window", lambda real: None)  # the test process's SDL driver stays dummy
    monkeypatch.setattr(frames, "Xvfb", xvfb)
    monkeypatch.setattr(frames, "BusyTable", Table)
    monkeypatch.setattr(frames, "first_frame", lambda name, home, window: {"cpu": 0.02})
    monkeypatch.setattr(frames, "DISPLAYS", list(frames.DISPLAYS))
    frames._screen_player(_Conn([60, 40, None], sent), "gofish", (1920, 1080), [40], "home")
    return sent


FIGURES = {"game": "gofish", "frames": 100, "first_cpu": 0.02}


def test_a_sizes_process_answers_each_block_then_its_figures(monkeypatch):
    """``_screen_player`` (one size's process): ready once its table is warm, an answer for every block played,
    and at ``None`` the table's figures with its first frame at that size."""
    log: list = []
    sent = _a_sizes_process(monkeypatch, lambda screen: contextlib.nullcontext(), log, [])
    assert sent == ["ready", "played", "played", FIGURES]
    assert log == [((1920, 1080), 60), ((1920, 1080), 40)]


def test_a_sizes_figures_are_sent_before_its_xvfb_is_stopped(monkeypatch):
    """At load ~20 the Xvfb's stop after the measurement outlasted its wait (``TimeoutExpired``) and the size's
    process sent that error instead of its figures: the run's figures were lost.  The figures go first; a stop
    that fails after them is only written to stderr."""
    sent: list = []

    @contextlib.contextmanager
    def slow_to_stop(screen):
        yield
        sent.append("Xvfb stopped")
        raise subprocess.TimeoutExpired(["Xvfb"], 5)

    _a_sizes_process(monkeypatch, slow_to_stop, [], sent)
    assert sent == ["ready", "played", "played", FIGURES, "Xvfb stopped"], sent


class _Ending:
    """A stand-in ``Popen`` that ends only at the signal ``ends_at`` (``terminate`` or ``kill``, None: never),
    noting every call; its ``wait`` raises as ``Popen.wait`` does when the time is up (no time passes)."""

    def __init__(self, ends_at: str | None):
        self.ends_at, self.calls, self.returncode, self.pid = ends_at, [], None, 4242

    def terminate(self):
        self.calls.append("terminate")
        self.returncode = -15 if self.ends_at == "terminate" else None

    def kill(self):
        self.calls.append("kill")
        self.returncode = -9 if self.ends_at == "kill" else None

    def wait(self, timeout):
        self.calls.append(("wait", timeout))
        if self.returncode is None:
            raise subprocess.TimeoutExpired("Xvfb", timeout)
        return self.returncode


ASKED, KILLED = ["terminate", ("wait", 7)], ["kill", ("wait", 9)]


@pytest.mark.parametrize("ends_at, calls, ended", [("terminate", ASKED, True), ("kill", ASKED + KILLED, True),
                                                   (None, ASKED + KILLED, False)])
def test_a_process_is_asked_to_end_then_killed_by_its_pid_and_never_raises(ends_at, calls, ended):
    """``stop``: SIGTERM and a wait, then SIGKILL and a wait (``Popen``'s own, by its PID); a process that outlasts
    both is reported, not raised (the old ``wait(5)`` raised ``TimeoutExpired``)."""
    process = _Ending(ends_at)
    assert frames.stop(process, (7, 9)) is ended
    assert process.calls == calls


def test_a_killed_xvfbs_lock_file_and_socket_are_removed(monkeypatch, tmp_path):
    """Killed (it would not end when asked), an Xvfb leaves its lock file and socket, and the display would look
    taken to every later run: removed where the lock names that Xvfb's PID; another's are left."""
    files = {number: [tmp_path / f"X{number}-lock", tmp_path / f"X{number}"] for number in (60, 61)}
    monkeypatch.setattr(frames, "x_files", files.__getitem__)
    for number, pid in ((60, 4242), (61, 99)):
        files[number][0].write_text(f"{pid:10d}\n")
        files[number][1].write_text("")
    for number in (60, 61):
        xvfb = frames.Xvfb((1280, 720))
        xvfb.process, xvfb.number = _Ending("kill"), number
        xvfb.__exit__(None, None, None)
    assert [path.exists() for path in files[60] + files[61]] == [False, False, True, True]
