"""The bot worker process (and multiprocessing's resource tracker) end when the app dies, even by SIGKILL;
a kiosk app ignores SIGHUP.

A real child Python stands in for the app: it makes the pool with ``make_bot_executor`` (as the App's
``bot_executor`` does), runs one job so the worker exists, prints the pids and is SIGKILLed.  The
deadline below is a liveness limit (the worker must be gone at all), not a speed measurement.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
DEADLINE = 5.0  # seconds after the kill by which the worker must be gone

pytestmark = [pytest.mark.skipif(not hasattr(signal, "SIGKILL") or sys.platform != "linux",
                                 reason="kills processes and reads /proc"),
              # no check reads an App's pixels: its frames are drawn unpainted (the drawing code runs, no blit lands)
              pytest.mark.usefixtures("every_app_unpainted")]

_APP = r"""
import json, os, sys, time
sys.path.insert(0, sys.argv[1])
import multiprocessing.resource_tracker as resource_tracker
from fishgames.bots.worker import make_bot_executor

executor = make_bot_executor()
worker = executor.submit(os.getpid).result()
print(json.dumps({"workers": sorted({worker, *executor._processes}),
                  "tracker": resource_tracker._resource_tracker._pid}), flush=True)
time.sleep(600)
"""


def alive(pid: int) -> bool:
    """Running (a zombie waiting for its reaper counts as gone: it runs no code and holds no pipe; so does a
    process in the middle of exiting, its memory already given back — the kernel releases it before the files
    whose closing wakes ``stop_bot_executor``'s wait, and marks the process a zombie only after: read in that
    moment, such a worker counted as alive now and then on a busy machine)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z" and "\nVmSize:" in status


def survivors(pids: list[int], deadline: float) -> list[int]:
    """The pids still alive at ``deadline`` seconds from now (polled, returns as soon as all are gone)."""
    end = time.monotonic() + deadline
    while True:
        left = [pid for pid in pids if alive(pid)]
        if not left or time.monotonic() >= end:
            return left
        time.sleep(0.1)


def test_bot_worker_and_resource_tracker_exit_when_the_app_is_sigkilled():
    app = subprocess.Popen([sys.executable, "-c", _APP, str(REPO)], stdout=subprocess.PIPE, text=True)
    pids: list[int] = []
    try:
        line = app.stdout.readline()
        assert line, "the stand-in app did not start its worker"
        info = json.loads(line)
        workers, tracker = info["workers"], info["tracker"]
        pids = [*workers, *([tracker] if tracker else [])]
        assert workers and all(alive(pid) for pid in pids)
        app.send_signal(signal.SIGKILL)
        app.wait()
        assert survivors(workers, DEADLINE) == [], "the bot worker outlived the killed app"
        if tracker:  # its pipe's last writers (app and worker) are gone: it sees EOF and ends
            assert survivors([tracker], DEADLINE) == [], "the resource tracker outlived the app"
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
        app.stdout.close()
        for pid in pids:  # never leave a process behind, even when the test failed
            try:
                os.kill(pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass


@pytest.mark.parametrize("parent", ["gone", "alive"])
def test_worker_exits_at_once_if_the_app_died_before_it_started_watching(parent):
    """The pool passes the app's pid; a worker whose parent is already another process ends at once."""
    pid = "os.getppid() + 10**7" if parent == "gone" else "os.getppid()"
    code = (f"import os, sys; sys.path.insert(0, {str(REPO)!r}); from fishgames.bots import worker; "
            f"worker.watch_parent({pid}); print('still here')")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    assert ("still here" in done.stdout) == (parent == "alive")


_KIOSK = r"""
import os, signal, sys
signal.signal(signal.SIGHUP, signal.SIG_DFL)  # as started from a terminal, even under nohup
sys.path.insert(0, sys.argv[1])
from fishgames.app import main
main([*sys.argv[2:], "--smoke-frames", "2"])
os.kill(os.getpid(), signal.SIGHUP)
print("survived", flush=True)
"""


@pytest.mark.parametrize("kiosk", [True, False])
def test_kiosk_app_ignores_sighup(kiosk):
    """The kiosk survives the hang-up of the terminal or session that started it; a desktop run does not
    (the control, so the test can fail)."""
    args = ["--kiosk"] if kiosk else []
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-c", _KIOSK, str(REPO), *args], capture_output=True, text=True,
                          timeout=120, env=env)
    if kiosk:
        assert done.returncode == 0 and "survived" in done.stdout, done.stderr[-2000:]
    else:
        assert done.returncode == -signal.SIGHUP and "survived" not in done.stdout


def test_the_bot_pool_is_made_after_the_first_frames_not_in_a_tables_first():
    """Making the pool imports multiprocessing (≈ 23 ms): not at start-up (the first frames are on screen
    before it), and not in the first frame of the table a player opens (it is made before one can be reached).
    Making it starts no process: the worker starts with the first decision."""
    from fishgames.ui.app import BOT_WORKER_FRAME, App
    from fishgames.ui.drive import DT

    app = App(bot_workers=True, disk_thread=False)
    try:
        for _ in range(BOT_WORKER_FRAME - 1):
            app.step(DT)
        assert app._executor is None
        app.step(DT)
        assert app._executor is not None and not app._executor._processes
    finally:
        app.close()


def test_a_bot_deciding_in_the_worker_keeps_its_word():
    """The app's bots decide in a worker process, on a copy of the bot: Fat Fish's easy bot said "I'll take
    that row: 6 points" and then, its promise lost with the copy, split the row at random for -8 (seen in a
    real window).  Here each decision runs on a pickled copy, as the process pool does, through the table's
    scheduler: every take's spoken points are the points the split scores."""
    import pickle
    import random
    from concurrent.futures import Executor, Future

    from fishgames.bots.scheduler import BotScheduler
    from fishgames.core import Match, Seat, registry
    from fishgames.games.fatfish import bots as fatfish_bots
    from tests.test_bot_words import broken_word

    class CopyingExecutor(Executor):
        """Runs each call at once on pickled copies of its arguments, as the app's process pool does."""

        def submit(self, fn, *args, **kwargs):
            future = Future()
            future.set_result(fn(*pickle.loads(pickle.dumps(args))))
            return future

    spec, said = registry.get("fatfish"), 0
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(fatfish_bots.TUNING, "easy_random_move", 0.5)  # careless often: a lost promise shows
        for seed in range(6):
            match = Match(spec, spec.config(4), [Seat("bot", "easy")] * 4, seed)
            scheduler, promised, heard = BotScheduler(match, "instant", CopyingExecutor()), {}, []
            match.listeners.append(lambda seat, action, events, heard=heard: heard.extend(events))
            rng = random.Random(seed)
            while not match.state.is_over():
                match.resolve_chance()
                heard.clear()
                move = scheduler.update(rng.random(), True)
                if move is not None:
                    said += move.reason is not None and move.reason[0] in fatfish_bots.PROMISES
                    assert broken_word(promised, move.seat, move.reason, heard) is None, seed
    assert said >= 10  # the check above ran on that many spoken takes


def test_quitting_while_a_pro_bot_searches_ends_its_worker_and_still_writes_the_autosave():
    """A player quits while a Fischen pro bot searches (here a search that would run for hours): closing the app
    ends the worker, so nothing is left for the interpreter's exit to wait for — the pool's manager thread
    waited for the running call, and the window closed while the process lingered until the search ended.
    The game's newest autosave, written by the disk thread, is on the disk after the close all the same."""
    from fishgames.core import Seat
    from fishgames.storage import Storage
    from fishgames.ui import games
    from fishgames.ui.app import BOT_WORKER_FRAME, App
    from fishgames.ui.drive import DT
    from fishgames.ui.scene import Push

    app = App(bot_workers=True)
    pids: list[int] = []
    try:
        for _ in range(BOT_WORKER_FRAME):
            app.step(DT)
        seats = [Seat("bot", "pro", games.bot_name(i)) for i in range(4)]
        scene = games.start_scene(app, "fischen", seats, 7, "pro")
        app.stack.apply(Push(scene))
        for bot in scene.match.bots.values():
            bot.iterations = 10**9  # hours of search: only ending the worker ends it
        searching = None
        for _ in range(10_000):  # bots with one legal card answer at once; wait for a real search
            app.step(DT)
            job = scene.scheduler._job
            if job is not None and job.future is not None and job.future.running():
                searching = job.future
                break
        assert searching is not None, "no bot search started"
        pids = list(app._executor._processes)
        newest = app.disk._autosaves["fischen"][1]
        app.quit()
        app.run()  # the loop sees the quit and closes the app
        assert [pid for pid in pids if alive(pid)] == [], "a bot worker outlived the closed app"
        assert Storage().load_autosave("fischen") == json.loads(json.dumps(newest))
    finally:
        for pid in pids:  # a planted bug leaves the search running: end it, or this test run never exits
            try:
                os.kill(pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        if app.running:
            app.close()
