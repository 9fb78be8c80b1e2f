"""Sharing a game: a ``.fishgame`` file is its record as JSON, written and read here (no pygame).

A file from outside passes the same gate as a history row's record before anyone watches it
(``history.checked_record``: size and depth limits, ``GameRecord.from_json``, a full replay that re-draws every
chance step from the seeded stream), so an edited or broken file is refused with a reason a player can read,
and changes nothing.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

from fishgames.core import GameRecord
from fishgames.core.bounded_json import TooBig
from fishgames.core.errors import DamagedRecord
from fishgames.files import NotAFile, atomic_write_text, read_bounded
from fishgames.history import checked_record
from fishgames.storage import HOME_ENV

SUFFIX = ".fishgame"
#: A shared game is small; anything much bigger is not one of ours (and is not read into memory).
MAX_BYTES = 2_000_000


class ShareError(ValueError):
    """A file that cannot be watched: ``key`` is the translation of the reason (``replay.file_*``)."""

    def __init__(self, key: str, detail: str = ""):
        super().__init__(f"{key}: {detail}")
        self.key = key


def export_folder() -> Path:
    """Where exported games go: the Documents folder (``$FISHGAMES_HOME/exports`` when that is set)."""
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home) / "exports"
    import platformdirs

    return Path(platformdirs.user_documents_dir())


def file_name(record: GameRecord, finished_at: str = "") -> str:
    """``gofish-3L-1K3F-2026-11-30.fishgame``: the game, its code and its day (safe on every file system)."""
    code = str(record.code).rpartition(":")[2]
    day = finished_at[:10]
    stem = "-".join(part for part in (record.game, code, day) if part)
    return re.sub(r"[^A-Za-z0-9_-]+", "-", stem) + SUFFIX


def export(record: GameRecord, folder: Path, finished_at: str = "") -> Path:
    """Write ``record`` as ``folder/<file_name>`` (``-2``, ``-3``... if taken); returns the path."""
    path = folder / file_name(record, finished_at)
    number = 1
    while path.exists():
        number += 1
        path = folder / f"{Path(file_name(record, finished_at)).stem}-{number}{SUFFIX}"
    atomic_write_text(path, json.dumps(record.to_json(), separators=(",", ":")))
    return path


def load(path: str | os.PathLike) -> GameRecord:
    """The record in a ``.fishgame`` file, checked and replayed once; raises :class:`ShareError`.  Only a
    regular file is read (a named pipe or a device is refused without waiting), and at most :data:`MAX_BYTES`."""
    try:
        raw = read_bounded(path, MAX_BYTES)
    except NotAFile as error:
        raise ShareError("replay.file_unreadable", str(error)) from error
    except TooBig as error:
        raise ShareError("replay.file_not_a_game", str(error)) from error
    except OSError as error:
        raise ShareError("replay.file_unreadable", str(error)) from error
    try:
        return checked_record(raw, max_bytes=MAX_BYTES)
    except DamagedRecord as error:  # an action that does not apply, an edited chance outcome
        raise ShareError("replay.file_damaged", str(error)) from error
    except ValueError as error:  # bad UTF-8, bad JSON, too deep, not a record: ValueErrors all
        raise ShareError("replay.file_not_a_game", str(error)) from error
