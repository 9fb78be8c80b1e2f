"""One running app per data folder.

Two apps on one folder would both record the same finished game and overwrite each other's
autosaves, so the first app holds an OS lock on ``<data dir>/fishgames.lock`` for its lifetime; a
second one finds it taken, says so and exits.  The OS drops the lock when the process ends, however
it ends (SIGKILL, power cut), so a stale lock never blocks the next start.  A folder that cannot hold
a lock file (read-only) locks nothing: the app still runs, as it does with every other disk trouble.

Deleting the lock file under a running app (a cleanup tool, a hand) would let a second app lock a new file
of that name beside it, so on POSIX the app also locks the data folder itself, which a second app finds taken
whatever happened to the file.  (Windows cannot delete a file that is open, so the file alone holds there.)
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
        self._folder: int | None = None  # the data folder's descriptor, locked too (POSIX)

    def acquire(self) -> bool:
        """Take the lock; ``False`` if another running app holds it (its file or its folder)."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True  # nowhere to put a lock: nothing to protect either
        folder = _lock_folder(self.path.parent)
        if folder is False:
            return False
        try:
            handle = open(self.path, "a+b")  # noqa: SIM115 - held open for the app's lifetime
        except OSError:
            self._folder = folder
            return True  # a folder that takes no file: the folder's own lock (if any) is all there is
        try:
            _lock(handle)
        except OSError:
            handle.close()
            if folder is not None:
                os.close(folder)
            return False
        self._file, self._folder = handle, folder
        return True

    def release(self) -> None:
        if self._file is not None:
            self._file.close()  # closing drops the lock
            self._file = None
        if self._folder is not None:
            os.close(self._folder)
            self._folder = None


if os.name == "nt":  # pragma: no cover - Windows
    import msvcrt

    def _lock(handle) -> None:
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)

    def _lock_folder(folder: Path) -> int | None | bool:
        return None
else:
    import fcntl

    def _lock(handle) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _lock_folder(folder: Path) -> int | None | bool:
        """The folder's descriptor, locked; ``False`` if another app holds it; ``None`` where folders take no lock."""
        try:
            fd = os.open(folder, os.O_RDONLY)
        except OSError:
            return None
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            return False
        except OSError:  # a file system without flock on folders
            os.close(fd)
            return None
        return fd
