"""Loaded by every Python process of a watched run (this folder is first on its ``PYTHONPATH``: the app's
process and the helper processes it spawns alike): each write to the file system that Python asks for —
a file opened to write, made, renamed, removed, copied, a database opened — whose path lies outside
``FISHGAMES_WRITES_ALLOWED`` (folders, ``os.pathsep`` between them) is noted, one line each, in the file
``FISHGAMES_WRITES_REPORT``.  ``tests/phones/test_writes.py`` reads it."""

import os
import sys
import threading

_ALLOWED = [os.path.realpath(p) for p in os.environ.get("FISHGAMES_WRITES_ALLOWED", "").split(os.pathsep) if p]
_REPORT = os.environ.get("FISHGAMES_WRITES_REPORT", "")
_WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_APPEND | os.O_CREAT | os.O_TRUNC
_NOT_FILES = ("/dev/null",)
_busy = threading.local()

#: event -> the positions of its arguments that are paths written to (or removed, or made)
_PATHS = {
    "os.rename": (0, 1), "os.remove": (0,), "os.rmdir": (0,), "os.mkdir": (0,), "os.symlink": (1,),
    "os.link": (1,), "os.truncate": (0,), "os.chmod": (0,), "os.chown": (0,), "os.utime": (0,),
    "shutil.copyfile": (1,), "shutil.copymode": (1,), "shutil.copystat": (1,), "shutil.copytree": (1,),
    "shutil.move": (1,), "shutil.rmtree": (0,), "shutil.make_archive": (0,), "shutil.unpack_archive": (1,),
    "tempfile.mkstemp": (0,), "tempfile.mkdtemp": (0,), "sqlite3.connect": (0,),
}


def _outside(path) -> str | None:
    """``path`` (a name, not an open file's number) where it is not in an allowed folder, else None."""
    if isinstance(path, int) or path is None:
        return None
    name = os.fsdecode(path)
    if name in ("", ":memory:") or name.startswith("file:"):
        return None if name in ("", ":memory:") else _outside(name[5:].split("?")[0])
    real = os.path.realpath(name)
    if real in _NOT_FILES or any(real == a or real.startswith(a + os.sep) for a in _ALLOWED):
        return None
    return real


def _note(event: str, path: str) -> None:
    _busy.on = True
    try:
        fd = os.open(_REPORT, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        try:
            os.write(fd, f"{event} {path} (pid {os.getpid()}, {sys.argv[0] or '-c'})\n".encode())
        finally:
            os.close(fd)
    finally:
        _busy.on = False


def _hook(event: str, args: tuple) -> None:
    if getattr(_busy, "on", False):
        return
    if event == "open":
        path, mode, flags = (tuple(args) + (None, None))[:3]
        writes = (isinstance(mode, str) and any(c in mode for c in "wax+")) or (
            isinstance(flags, int) and flags & _WRITE_FLAGS)
        places = [path] if writes else []
    elif event in _PATHS:
        places = [args[i] for i in _PATHS[event] if i < len(args)]
    else:
        return
    for place in places:
        outside = _outside(place)
        if outside is not None:
            _note(event, outside)


if _REPORT:
    sys.addaudithook(_hook)
