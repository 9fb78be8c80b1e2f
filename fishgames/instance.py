"""One running app per data folder.

Two apps on one folder would both record the same finished game and overwrite each other's
autosaves, so the first app holds an OS lock on ``<data dir>/fishgames.lock`` for its lifetime; a
second one finds it taken, says so and exits.  The OS drops the lock when the process ends, however
it ends (SIGKILL, power cut), so a stale lock never blocks the next start.  A folder that cannot hold
a lock file (read-only) locks nothing: the app still runs, as it does with every other disk trouble.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import IO

LOCK_NAME = "fishgames.lock"


class InstanceLock:
    def __init__(self, folder: str | os.PathLike):
        self.path = Path(folder) / LOCK_NAME
        self._file: IO | None = None

    def acquire(self) -> bool:
        """Take the lock; ``False`` if another running app holds it."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            handle = open(self.path, "a+b")  # noqa: SIM115 - held open for the app's lifetime
        except OSError:
            return True  # nowhere to put a lock: nothing to protect either
        try:
            _lock(handle)
        except OSError:
            handle.close()
            return False
        self._file = handle
        return True

    def release(self) -> None:
        if self._file is not None:
            self._file.close()  # closing drops the lock
            self._file = None


if os.name == "nt":  # pragma: no cover - Windows
    import msvcrt

    def _lock(handle) -> None:
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
else:
    import fcntl

    def _lock(handle) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
