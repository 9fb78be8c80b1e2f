"""The snapshot writer: phones' snapshots are written in a helper process, never on the frame loop.

Describing a seat's choices in words and pictures and encoding them as JSON took up to 3 ms of the GIL per
snapshot (a Lure seat has some 46 casts), which a frame cannot spare and a thread would still take from it.
The frame loop hands over a seat's facts (:func:`.snapshot.facts`, pickled at once, so what is written is
what the seat could see at that version, whatever the match does next) and goes on; the written snapshot comes
back on the writer's reading thread and goes to the server from there.  One process, so snapshots come back in
the order they were asked for.  Where no process can be had (or it failed), snapshots are written on the frame
loop (:meth:`SnapshotWriter.catch_up`): never lost, and never on another thread (the words follow the global
language).

The facts go down one pipe, written by the frame loop itself (a few KB: a write that does not wait while what
is on its way stays under :data:`IN_FLIGHT_BYTES`, well inside the pipe's buffer), and the snapshots come back
up another, read by one thread.  (A ``ProcessPoolExecutor`` woke two more threads of the app for every
snapshot — its manager and its queue's feeder — which took the GIL from the frame that asked.)
"""

from __future__ import annotations

import atexit
import logging
import multiprocessing
import pickle
import threading
from collections import deque
from collections.abc import Callable

from fishgames.phones import snapshot

log = logging.getLogger(__name__)

#: Facts sent and not yet answered, at most (bytes; the pipe holds 64 KB): more wait for a later frame's
#: :meth:`SnapshotWriter.catch_up`, so the frame loop's write never waits for the writer's process.
IN_FLIGHT_BYTES = 32 * 1024

Written = Callable[[str, list[tuple]], None]


class WriterGone(RuntimeError):
    """The writer's process cannot write (it died, or a snapshot failed in it)."""


def _serve(requests, results) -> None:
    """The writer's process: each facts in, its snapshot (or what went wrong) out, in order, until the app's
    end of the pipe closes."""
    _warm()
    while True:
        try:
            data = requests.recv_bytes()
        except (EOFError, OSError):
            return
        try:
            answer = ("ok", write_pickled(data))
        except Exception as error:  # noqa: BLE001 - told to the app, which writes it on the frame loop
            answer = ("failed", f"{type(error).__name__}: {error}")
        results.send_bytes(pickle.dumps(answer, protocol=pickle.HIGHEST_PROTOCOL))


class _Helper:
    """The writer's process for the app's run: its request pipe (the frame loop writes), its result pipe (one
    thread reads), and what was sent and not yet answered, oldest first."""

    def __init__(self):
        context = multiprocessing.get_context("spawn")
        their_requests, self._requests = context.Pipe(duplex=False)
        self._results, their_results = context.Pipe(duplex=False)
        self.process = context.Process(target=_serve, args=(their_requests, their_results),
                                       name="fishgames-snapshot-writer")
        self.process.start()
        their_requests.close()
        their_results.close()
        self._lock = threading.Lock()
        self._send_lock = threading.Lock()
        self._sent: deque[tuple[SnapshotWriter, bytes, Written]] = deque()
        self._waiting: deque[tuple[SnapshotWriter, bytes, Written]] = deque()  # over IN_FLIGHT_BYTES: not sent yet
        self._in_flight = 0
        self.broken = False
        self._reader = threading.Thread(target=self._read, name="fishgames-snapshot-reader", daemon=True)
        self._reader.start()

    def send(self, writer: SnapshotWriter, data: bytes, written: Written) -> None:
        """(The frame loop.)  ``data`` to be written; ``writer._answered`` is called with its answer."""
        with self._lock:
            if self.broken:
                raise WriterGone("the writer's process is gone")
            self._waiting.append((writer, data, written))
        self.send_waiting()

    def send_waiting(self) -> None:
        """(The frame loop, and the reading thread after each answer, so nothing waits for a frame that may
        never come — a table that stopped.)  What waits is sent while what is on its way stays under
        IN_FLIGHT_BYTES (one is always sent when nothing is on its way): the pipe's buffer holds it all, so a
        send never waits for the process, and one sender at a time keeps each message whole and in order."""
        with self._send_lock:
            while True:
                with self._lock:
                    if self.broken or not self._waiting:
                        return
                    data = self._waiting[0][1]
                    if self._sent and self._in_flight + len(data) > IN_FLIGHT_BYTES:
                        return
                    self._sent.append(self._waiting.popleft())
                    self._in_flight += len(data)
                try:
                    self._requests.send_bytes(data)
                except OSError:
                    self._break()
                    return

    def _read(self) -> None:
        """(The reading thread.)  Each answer goes to the writer that asked, in the order asked."""
        while True:
            try:
                answer = pickle.loads(self._results.recv_bytes())
            except (EOFError, OSError):
                self._break()
                return
            with self._lock:
                writer, data, written = self._sent.popleft()
                self._in_flight -= len(data)
            try:
                writer._answered(data, written, answer)
            except Exception:  # noqa: BLE001 - one delivery that failed must not end the reading (as an executor's callbacks)
                log.exception("a written snapshot could not be delivered")
            self.send_waiting()

    def _break(self) -> None:
        """The process is gone: what was sent or waits is written on the frame loop by its writer."""
        with self._lock:
            self.broken = True
            lost = [*self._sent, *self._waiting]
            self._sent.clear()
            self._waiting.clear()
        for writer, data, written in lost:
            writer._answered(data, written, ("failed", "the writer's process is gone"))

    def close(self) -> None:
        """The process ends once it has written what it was sent (its pipe closes)."""
        self._requests.close()
        self.process.join(10)
        if self.process.is_alive():
            self.process.kill()
            self.process.join(2)


_helper: _Helper | None = None  # one process for the app's run, made when the first phone game starts


def _process() -> _Helper:
    global _helper
    if _helper is None or _helper.broken:  # (a process that died: a new one)
        _helper = _Helper()
        atexit.register(shutdown)
    return _helper


def shutdown() -> None:
    """The writer's process ends (a process that made it must call this before it exits if it is itself a
    multiprocessing child: such a child joins its children before ``atexit`` runs)."""
    global _helper
    if _helper is not None:
        helper, _helper = _helper, None
        helper.close()


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
        """``written(json_text, picture_specs)`` is called with the snapshot of ``facts``: on the writer's
        reading thread, or on the frame loop where no process can be had."""
        data = pickle.dumps(facts, protocol=pickle.HIGHEST_PROTOCOL)  # the facts as they are now
        if self._use_process:
            with self._lock:
                self._on_their_way += 1
            try:
                _process().send(self, data, written)
            except (WriterGone, OSError) as error:
                log.warning("snapshot writer unavailable (%s): writing on the spot", error)
                self._use_process = False
                self._done()
            else:
                return
        written(*write_pickled(data))

    def _answered(self, data: bytes, written: Written, answer: tuple) -> None:
        """(The reading thread.)  The process's answer: the snapshot to deliver, or a failure."""
        kind, result = answer
        if kind != "ok":
            log.warning("snapshot writer failed (%s): the frame loop writes from now on", result)
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
        """(The frame loop, each frame.)  Facts that waited for room in the pipe are sent; what the process
        failed to write is written here."""
        if _helper is not None:
            _helper.send_waiting()
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
