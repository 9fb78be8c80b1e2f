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
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from concurrent.futures import ProcessPoolExecutor

WATCH_INTERVAL = 0.5  # seconds between two looks at the parent


def make_bot_executor(workers: int = 1) -> ProcessPoolExecutor:
    """A ``spawn`` process pool whose workers exit within about :data:`WATCH_INTERVAL` of the app's death."""
    return ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"),
                               initializer=watch_parent, initargs=(os.getpid(),))


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
