"""The app's way to the disk during play: writes and history queries run on one background thread.

A frame never waits on an fsync, a full disk or a history database locked by another program: the
frame loop hands work to :class:`DiskWorker` and goes on.  Jobs run one at a time in the order given,
so an autosave is on disk before the game it belongs to is recorded, and the autosave is removed only
after the history has the game.  The worker also keeps the newest autosave of each game in memory: a
Continue right after leaving a table resumes from it even if the file is still being written.

Failures are never raised here: :class:`~fishgames.storage.Storage` turns them into messages, which
the app shows on whatever scene is up (``Storage.take_messages``).
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from fishgames.settings import Settings
from fishgames.storage import Storage

log = logging.getLogger(__name__)

#: How long closing the app waits for writes still queued (a hung disk must not hang the exit).
CLOSE_WAIT_S = 10.0


class DiskWorker:
    """One thread that owns every write of a running app (``threaded=False`` runs each job at once)."""

    def __init__(self, storage: Storage, *, threaded: bool = True):
        self.storage = storage
        self._lock = threading.Lock()
        self._idle = threading.Condition(self._lock)
        self._unfinished = 0
        #: game -> (identity, record JSON) of its newest autosave, or None once its game was recorded.
        self._autosaves: dict[str, tuple[str, dict] | None] = {}
        self._queued_saves: set[str] = set()
        self._jobs: queue.SimpleQueue[Callable[[], None] | None] | None = None
        self._thread: threading.Thread | None = None
        if threaded:
            self._jobs = queue.SimpleQueue()
            self._thread = threading.Thread(target=self._run, name="fishgames-disk", daemon=True)
            self._thread.start()

    # -- what the app asks for --------------------------------------------------------------------
    def save_autosave(self, game: str, identity: str, record_json: dict) -> None:
        """Keep ``record_json`` as ``game``'s autosave; only the newest of a burst is written."""
        with self._lock:
            self._autosaves.pop(game, None)  # to the end: saved_games() takes this run's newest from there
            self._autosaves[game] = (identity, record_json)
            if game in self._queued_saves:
                return
            self._queued_saves.add(game)
        self._submit(lambda: self._write_autosave(game))

    def latest_autosave(self, game: str) -> dict | None:
        """The newest autosave of ``game``: from memory if this run wrote one, else from the disk
        (checked and, if damaged, set aside by :meth:`Storage.load_autosave`)."""
        with self._lock:
            if game in self._autosaves:
                entry = self._autosaves[game]
                return None if entry is None else entry[1]
        return self.storage.load_autosave(game)

    def has_autosave(self, game: str) -> bool:
        """Whether ``game`` has a saved game (a new one would take its place): this run's newest in memory,
        else a file on the disk (one ``stat``; its contents are checked when it is resumed)."""
        with self._lock:
            if game in self._autosaves:
                return self._autosaves[game] is not None
        return self.storage.has_autosave(game)

    def saved_games(self) -> list[str]:
        """Games with an autosave, the ones saved most recently in this run first, then the disk's."""
        with self._lock:
            recent = [game for game, entry in reversed(self._autosaves.items()) if entry is not None]
            gone = {game for game, entry in self._autosaves.items() if entry is None}
        older = [game for game in self.storage.autosaves_newest_first() if game not in recent and game not in gone]
        return recent + older

    def forget_autosave(self, game: str) -> None:
        """A save that could not be resumed was set aside: do not offer it from memory either."""
        with self._lock:
            self._autosaves.pop(game, None)

    def finish_game(self, game: str, identity: str, row: dict[str, Any]) -> None:
        """Record a finished game (``Storage.record_game(**row)``), then remove its autosave — only if the
        history has it, so a full disk or a locked database never loses the game."""
        self._submit(lambda: self._record(game, identity, row))

    def save_settings(self, settings: Settings) -> None:
        self._submit(lambda: self.storage.save_settings(settings))

    def query(self, work: Callable[[Storage], Any]) -> Future:
        """Run ``work(storage)`` (a history query) on the worker; the frame loop polls the future."""
        future: Future = Future()

        def job() -> None:
            if future.set_running_or_notify_cancel():
                try:
                    future.set_result(work(self.storage))
                except BaseException as error:  # noqa: BLE001 - handed to whoever waits
                    future.set_exception(error)

        self._submit(job)
        return future

    def read_aside(self, work: Callable[[], Any]) -> Future:
        """Run ``work()`` on a thread of its own, not in the queue: reading a file from outside (a shared game)
        may wait on a slow or hung device, and no autosave or history write may wait behind it."""
        future: Future = Future()

        def job() -> None:
            if future.set_running_or_notify_cancel():
                try:
                    future.set_result(work())
                except BaseException as error:  # noqa: BLE001 - handed to whoever waits
                    future.set_exception(error)

        threading.Thread(target=job, name="fishgames-read", daemon=True).start()
        return future

    def wait_idle(self, timeout: float | None = None) -> bool:
        """Block until every job given so far has run (tests, tools, closing); False on timeout."""
        with self._idle:
            return self._idle.wait_for(lambda: self._unfinished == 0, timeout)

    def close(self, timeout: float = CLOSE_WAIT_S) -> bool:
        """Let queued writes finish (up to ``timeout``), then stop the thread."""
        done = self.wait_idle(timeout)
        if self._jobs is not None:
            self._jobs.put(None)
        return done

    # -- the worker side -----------------------------------------------------------------------------
    def _submit(self, job: Callable[[], None]) -> None:
        with self._lock:
            self._unfinished += 1
        if self._jobs is None:
            self._run_one(job)
        else:
            self._jobs.put(job)

    def _run(self) -> None:
        while (job := self._jobs.get()) is not None:
            self._run_one(job)

    def _run_one(self, job: Callable[[], None]) -> None:
        try:
            job()
        except Exception:  # noqa: BLE001 - Storage reports disk trouble itself; anything else is a bug to log
            log.exception("disk job failed")
        finally:
            with self._idle:
                self._unfinished -= 1
                self._idle.notify_all()

    def _write_autosave(self, game: str) -> None:
        with self._lock:
            self._queued_saves.discard(game)
            entry = self._autosaves.get(game)
        if entry is not None:
            self.storage.save_autosave(game, entry[1])

    def _record(self, game: str, identity: str, row: dict[str, Any]) -> None:
        if self.storage.record_game(**row, identity=identity) is None:
            return  # the message is out; the autosave stays, so Continue can record the game later
        with self._lock:
            entry = self._autosaves.get(game)
            if entry is not None and entry[0] != identity:
                return  # a new game of this kind is already being saved: its file is not ours to remove
            self._autosaves[game] = None
        self.storage.clear_autosave(game)
