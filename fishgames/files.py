"""Files that survive a crash and never hang or sink the reader: every JSON file the app keeps is written
atomically (:func:`atomic_write_text`: a temp file in the same folder, fsync, ``os.replace``, fsync the folder),
read within a size limit from regular files only (:func:`read_bounded`), and set aside when damaged
(:func:`quarantine`), never deleted.  Leftover temp files (``.<name>.<random>.tmp``) are never read as data.
"""

from __future__ import annotations

import os
import stat as file_modes
import tempfile
import time
from contextlib import suppress
from pathlib import Path

from fishgames.core.bounded_json import TooBig

#: The largest settings file, autosave or shared game read (a long Fischen game's record is ~40 KB).
MAX_FILE_BYTES = 1_000_000
TEMP_SUFFIX = ".tmp"


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable; Windows cannot open folders, and needs no such step."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write_text(path: str | os.PathLike, text: str, encoding: str = "utf-8") -> None:
    """Replace ``path`` with ``text`` so that readers only ever see the old or the new content.

    The temp file lives in the same folder (``os.replace`` is atomic only within one file system)
    and is removed again if anything fails before the rename.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding=encoding, newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(temp)
        raise
    _fsync_dir(path.parent)


class NotAFile(ValueError):
    """A path that is no regular file (a folder, a named pipe, a device): never opened for reading."""


def read_bounded(path: str | os.PathLike, max_bytes: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``max_bytes`` (:class:`~fishgames.core.bounded_json.TooBig`
    beyond).  Opened without blocking and checked to be a regular file before a byte is read, so a named pipe
    or a device never hangs the reader; ``OSError`` (``FileNotFoundError``...) and :class:`NotAFile` raise."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb") as handle:
        if not file_modes.S_ISREG(os.fstat(fd).st_mode):
            raise NotAFile(f"{path} is not a regular file")
        raw = handle.read(max_bytes + 1)
    if len(raw) > max_bytes:
        raise TooBig(f"{path} has more than {max_bytes} bytes")
    return raw


def quarantine(path: str | os.PathLike) -> Path:
    """Move a damaged file aside as ``<name>.corrupt-<YYYYmmdd-HHMMSS>`` (``-2``, ``-3``... if taken)."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    number = 1
    while target.exists():
        number += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{number}")
    path.rename(target)
    return target
