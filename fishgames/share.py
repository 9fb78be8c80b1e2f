"""Sharing a game: a ``.fishgame`` file is its record as JSON, written and read here (no pygame).

A file from outside is checked twice before anyone watches it: ``GameRecord.from_json`` (the one gate for
records) and a full replay (``Match.from_record``, which re-draws every chance step from the seeded
stream), so an edited or broken file is refused with a reason a player can read, and changes nothing.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

from fishgames.core import GameRecord, Match
from fishgames.storage import HOME_ENV, atomic_write_text

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
    """The record in a ``.fishgame`` file, checked and replayed once; raises :class:`ShareError`."""
    path = Path(path)
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
    except OSError as error:
        raise ShareError("replay.file_unreadable", str(error)) from error
    if len(raw) > MAX_BYTES:
        raise ShareError("replay.file_not_a_game", "too big")
    try:
        record = GameRecord.from_json(json.loads(raw.decode("utf-8")))
    except (ValueError, RecursionError) as error:  # bad UTF-8 and bad JSON are ValueErrors too
        raise ShareError("replay.file_not_a_game", str(error)) from error
    try:
        Match.from_record(record)
    except ValueError as error:  # DamagedRecord: an action that does not apply, an edited chance outcome
        raise ShareError("replay.file_damaged", str(error)) from error
    return record
