"""The snapshot writer: phones' snapshots are written in a helper process, never on the frame loop.

Describing a seat's choices in words and pictures and encoding them as JSON took up to 3 ms of the GIL per
snapshot (a Lure seat has some 46 casts), which a frame cannot spare and a thread would still take from it.
The frame loop hands over a seat's facts (:func:`.snapshot.facts`, pickled at once, so what is written is
what the seat could see at that version, whatever the match does next) and goes on; the written snapshot comes
back on the pool's own thread and goes to the server from there.  One process, so snapshots come back in the
order they were asked for.  Where no process can be had (or it failed), snapshots are written on the frame loop
(:meth:`SnapshotWriter.catch_up`): never lost, and never on another thread (the words follow the global language).
"""

from __future__ import annotations

import atexit
import logging
import multiprocessing
import pickle
import threading
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from fishgames.phones import snapshot

log = logging.getLogger(__name__)

_pool: ProcessPoolExecutor | None = None  # one process for the app's run, made when the first phone game starts

Written = Callable[[str, list[tuple]], None]


def _process() -> ProcessPoolExecutor:
    global _pool
    if _pool is None or getattr(_pool, "_broken", False):  # (a process that died: a new one)
        _pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"), initializer=_warm)
        atexit.register(_pool.shutdown, wait=False, cancel_futures=True)
    return _pool


def shutdown() -> None:
    """The writer's process ends (a process that made it must call this before it exits if it is itself a
    multiprocessing child: such a child joins its children before ``atexit`` runs)."""
    global _pool
    if _pool is not None:
        _pool.shutdown(wait=True, cancel_futures=True)
        _pool = None


def _warm() -> None:
    """In the process, once: the modules the snapshots need (a first phone must not wait for them)."""
    from fishgames.phones import looks  # noqa: F401
    from fishgames.ui import games

    for game in looks.LOOKS:
        games.scene_class(game)


def write_pickled(facts: bytes) -> tuple[str, list[tuple]]:
    """In the writer's process: one snapshot (``snapshot.write`` of the unpickled facts)."""
    return snapshot.write(pickle.loads(facts))


class SnapshotWriter:
    """Writes one game's snapshots; :meth:`then` runs a function once everything asked for is delivered."""

    def __init__(self, use_process: bool = True):
        self._use_process = use_process
        self._lock = threading.Lock()
        self._on_their_way = 0
        self._after: list[Callable[[], None]] = []
        self._failed: deque = deque()  # (facts, written) the process could not write: the frame loop does
        if use_process:
            _process()  # started now: its second of start-up passes while the phones join

    def write(self, facts: dict, written: Written) -> None:
        """``written(json_text, picture_specs)`` is called with the snapshot of ``facts``: on the pool's thread, or
        on the frame loop where no process can be had."""
        data = pickle.dumps(facts, protocol=pickle.HIGHEST_PROTOCOL)  # the facts as they are now
        if self._use_process:
            with self._lock:
                self._on_their_way += 1
            try:
                future = _process().submit(write_pickled, data)
            except (BrokenProcessPool, RuntimeError) as error:
                log.warning("snapshot writer unavailable (%s): writing on the spot", error)
                self._use_process = False
                self._done()
            else:
                future.add_done_callback(lambda done: self._deliver(done, data, written))
                return
        written(*write_pickled(data))

    def _deliver(self, done: Future, data: bytes, written: Written) -> None:
        try:
            result = done.result()
        except Exception as error:  # noqa: BLE001 - a failed writer must not cost the phone its snapshot
            log.warning("snapshot writer failed (%s): the frame loop writes from now on", error)
            self._use_process = False
            with self._lock:
                ending = bool(self._after)
            if ending:  # the game ended and no frame comes to write it: its phones are told the end instead
                self._done()
            else:
                self._failed.append((data, written))  # written (and counted done) by catch_up
            return
        try:
            written(*result)
        finally:
            self._done()

    def catch_up(self) -> None:
        """(The frame loop, each frame.)  What the process failed to write is written here."""
        while self._failed:
            data, written = self._failed.popleft()
            try:
                written(*write_pickled(data))
            finally:
                self._done()

    def _done(self) -> None:
        with self._lock:
            self._on_their_way -= 1
            after, self._after = (self._after, []) if self._on_their_way == 0 else ([], self._after)
        for fn in after:
            fn()

    def then(self, fn: Callable[[], None]) -> None:
        """``fn()`` once every snapshot asked for so far has been delivered (at once if none is on its way)."""
        with self._lock:
            if self._on_their_way:
                self._after.append(fn)
                return
        fn()
