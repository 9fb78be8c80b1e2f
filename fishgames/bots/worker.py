"""The bot worker pool, whose processes end when the app ends — however the app ends.

The app thinks for its bots in a one-process pool (``spawn``).  A pool worker sits blocked on its call
queue; when the app is killed (SIGKILL, a crash, the kiosk session torn down) nothing wakes it, and it
stayed alive for many minutes.  So every worker watches its parent: :func:`watch_parent` (the pool's
initializer) starts a daemon thread that compares ``os.getppid()`` with the app's pid every
:data:`WATCH_INTERVAL` seconds and ends the worker with ``os._exit(0)`` once the app is gone (a worker
whose parent died is re-parented, so its parent pid changes).  multiprocessing's resource tracker then
ends by itself: it reads a pipe until its last writer (the app and its workers) has gone.

``PR_SET_PDEATHSIG`` is not used: it fires when the *thread* that started the worker ends, and the pool
starts its worker from whichever thread submits first.

A *quitting* app ends its workers itself (:func:`stop_bot_executor`): ``shutdown(wait=False)`` alone returns
at once, but the interpreter's exit then joins the pool's manager thread, which waits for the call still
running — a pro bot's search — so the window closed and the process lingered until the search ended.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import os
import threading
import time
from concurrent.futures import Executor, ProcessPoolExecutor

WATCH_INTERVAL = 0.5  # seconds between two looks at the parent
STOP_WAIT = 2.0  # seconds a stopped worker is given to end after SIGTERM, then again after SIGKILL


def make_bot_executor(workers: int = 1) -> ProcessPoolExecutor:
    """A ``spawn`` process pool whose workers exit within about :data:`WATCH_INTERVAL` of the app's death."""
    return ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"),
                               initializer=watch_parent, initargs=(os.getpid(),))


def stop_bot_executor(executor: Executor, wait: float = STOP_WAIT) -> None:
    """Shut the pool down without waiting for a decision nobody will collect, and end its workers.

    Queued calls are cancelled; the workers (idle or searching) get SIGTERM, then SIGKILL if still there
    after ``wait`` seconds, and are waited for through their sentinels (not ``join``: the pool's manager
    thread reaps them too).  Python 3.14's ``terminate_workers`` does the same; 3.11 lacks it."""
    processes = list((getattr(executor, "_processes", None) or {}).values())  # shutdown() forgets them
    executor.shutdown(wait=False, cancel_futures=True)
    for end in ("terminate", "kill"):
        running = [process for process in processes if not _ended(process)]
        if not running:
            return
        for process in running:
            try:
                getattr(process, end)()
            except (ProcessLookupError, ValueError):  # it ended meanwhile
                pass
        multiprocessing.connection.wait([process.sentinel for process in running], wait)


def _ended(process: multiprocessing.process.BaseProcess) -> bool:
    try:
        return bool(multiprocessing.connection.wait([process.sentinel], 0))
    except ValueError:  # closed: it ended long ago
        return True


def watch_parent(parent_pid: int, interval: float = WATCH_INTERVAL) -> None:
    """Runs first in each worker: exit now if the app is already gone, else watch it in a daemon thread.

    The app's pid comes from the app itself (not ``os.getppid()`` here), so an app that died while the
    worker was still starting is noticed too."""
    if not parent_alive(parent_pid):
        os._exit(0)
    threading.Thread(target=_watch, args=(parent_pid, interval), name="fishgames-parent-watch",
                     daemon=True).start()


def parent_alive(parent_pid: int) -> bool:
    return os.getppid() == parent_pid


def _watch(parent_pid: int, interval: float) -> None:
    while parent_alive(parent_pid):
        time.sleep(interval)
    os._exit(0)  # no clean-up: the app that would collect our results is gone
