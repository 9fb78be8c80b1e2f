"""One running app per data folder, and the way a second start hands its file or code to it.

Two apps on one folder would both record the same finished game and overwrite each other's
autosaves, so the first app holds an OS lock on ``<data dir>/fishgames.lock`` for its lifetime; a
second one finds it taken and exits — after handing over what it was asked to open, as apps do: a
``.fishgame`` file or a game code/link goes as a small request file into ``<data dir>/inbox/``
(:func:`hand_over`), which the running app reads off the frame loop (its disk worker polls
:func:`take_requests` twice a second) and opens; the second start waits a few seconds to see the request
taken, and says "already running" only if it was not.  The OS drops the lock when the process ends, however
it ends (SIGKILL, power cut), so a stale lock never blocks the next start.  A folder that cannot hold
a lock file (read-only) locks nothing: the app still runs, as it does with every other disk trouble.

Deleting the lock file under a running app (a cleanup tool, a hand) would let a second app lock a new file
of that name beside it, so on POSIX the app also locks the data folder itself, which a second app finds taken
whatever happened to the file.  (Windows cannot delete a file that is open, so the file alone holds there.)
"""

from __future__ import annotations

import json
import logging
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import IO

log = logging.getLogger(__name__)

LOCK_NAME = "fishgames.lock"
INBOX = "inbox"
REQUEST_KINDS = ("file", "code")  # a .fishgame path to watch, a game code (or link) to play
MAX_REQUEST_BYTES = 8192
MAX_REQUESTS = 8  # taken per poll; more wait for the next one
HANDOVER_WAIT_S = 5.0  # how long a second start waits for the running app to take its request


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

# -- handing a file or a code to the running app -------------------------------------------------------

def hand_over(folder: str | os.PathLike, kind: str, value: str) -> Path | None:
    """Leave a request for the app running on ``folder``; its path, or None if it could not be written."""
    from fishgames.files import atomic_write_text

    if kind not in REQUEST_KINDS:
        raise ValueError(f"not a request kind: {kind!r}")
    path = Path(folder) / INBOX / f"{time.time_ns():020d}-{os.getpid()}.json"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(path, json.dumps({"kind": kind, "value": value}))  # never half a request
    except OSError as error:
        log.warning("could not hand over %s %r: %s", kind, value, error)
        return None
    return path


def taken(path: Path, wait_s: float | None = None, sleep: Callable[[float], None] = time.sleep) -> bool:
    """Wait up to ``wait_s`` for the running app to take the request at ``path``; if it does not (an app
    that hangs, or an older version without an inbox), withdraw it so it does not open by surprise later."""
    deadline = time.monotonic() + (HANDOVER_WAIT_S if wait_s is None else wait_s)
    while time.monotonic() < deadline:
        if not path.exists():
            return True
        sleep(0.05)
    try:
        path.unlink()
    except FileNotFoundError:
        return True  # taken at the last moment
    except OSError:
        pass
    return False


def take_requests(folder: str | os.PathLike) -> list[tuple[str, str]]:
    """The requests waiting for this app, oldest first, each removed once read (the sender sees it taken).

    Files from outside, so checked here: a request that is not a small JSON object of a known kind with a
    text value is removed and logged, never opened.  Temp files of a write in progress are left alone."""
    box = Path(folder) / INBOX
    try:
        names = sorted(p.name for p in box.iterdir() if p.suffix == ".json" and not p.name.startswith("."))
    except OSError:
        return []
    requests = []
    for name in names[:MAX_REQUESTS]:
        path = box / name
        try:
            raw = path.read_bytes()[: MAX_REQUEST_BYTES + 1]
            path.unlink()
        except OSError:
            continue
        try:
            data = json.loads(raw.decode("utf-8")) if len(raw) <= MAX_REQUEST_BYTES else None
        except ValueError:
            data = None
        if (isinstance(data, dict) and data.get("kind") in REQUEST_KINDS and isinstance(data.get("value"), str)
                and data["value"]):
            requests.append((data["kind"], data["value"]))
        else:
            log.warning("ignored a damaged request %s", name)
    return requests
