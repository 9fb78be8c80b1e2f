"""Everything the app keeps on disk: settings, the history of finished games, autosaves — where they are, and
the messages about them.

Where (``platformdirs``, ``appname="fishgames"``; ``FISHGAMES_HOME`` overrides, tests always set it)::

    <config dir>/settings.json           $FISHGAMES_HOME/config/settings.json
    <data dir>/history.sqlite3           $FISHGAMES_HOME/data/history.sqlite3
    <data dir>/autosave/<game>.json      $FISHGAMES_HOME/data/autosave/<game>.json

The rooms: writing, reading and setting aside files safely is :mod:`fishgames.files`; the settings' model is
:mod:`fishgames.settings`; the history's schema, rows and queries are :mod:`fishgames.history` (its figures
:mod:`fishgames.stats_series`); who a player is across languages is :mod:`fishgames.player_identity`.

How, and why:

* A file that cannot be read is never fatal and never silently lost: it is renamed to
  ``<name>.corrupt-<YYYYmmdd-HHMMSS>`` (``files.quarantine``), defaults take its place, and a message
  ``(translation key, params)`` is added to :attr:`Storage.messages` for the UI to show at start-up.
* Settings policy: a file that is not a JSON object (truncated, garbage, ``[]``...) is quarantined and
  all defaults apply.  A JSON object with some bad values is quarantined too (the original is kept for
  inspection), but its good values survive: only the bad fields fall back to their defaults, and the
  repaired settings are written back at once, so a hand-edited ``"language": "fr"`` does not also wipe
  the player names.
* History policy: see :mod:`fishgames.history`.
* Write failures (disk full, read-only folder) never raise: the method returns ``False``/``None`` and
  adds a ``storage.io_error`` message once.
"""

from __future__ import annotations

import json
import os
import re
import threading
import time
from contextlib import suppress
from pathlib import Path
from typing import Any

from fishgames import stats_series
from fishgames.core import bounded_json
from fishgames.core.record import GameRecord, is_time_stamp
from fishgames.files import MAX_FILE_BYTES, TEMP_SUFFIX, atomic_write_text, quarantine, read_bounded
from fishgames.history import HistoryFile
from fishgames.settings import LANGUAGES, Settings

APP_NAME = "fishgames"
HOME_ENV = "FISHGAMES_HOME"

Message = tuple[str, dict[str, Any]]
_MISSING = object()

# -- the storage object --------------------------------------------------------------------------

_GAME_NAME = re.compile(r"[a-z][a-z0-9_]{0,31}")


class Storage(HistoryFile):
    """The resolved paths plus every load/save; constructed once by the app (tests make their own).

    Nothing touches the disk until a method is called.  Messages about damaged or unwritable files
    collect in :attr:`messages` as ``(translation key, params)``; :meth:`take_messages` hands them
    to the UI and clears them.
    """

    def __init__(self, home: str | os.PathLike | None = None):
        home = home or os.environ.get(HOME_ENV) or None
        if home:
            self.config_dir = Path(home) / "config"
            self.data_dir = Path(home) / "data"
        else:
            import platformdirs  # only here: keeps start-up lean when the app home is given

            self.config_dir = Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
            self.data_dir = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
        self.settings_path = self.config_dir / "settings.json"
        self.history_path = self.data_dir / "history.sqlite3"
        self.autosave_dir = self.data_dir / "autosave"
        self.messages: list[Message] = []
        self._messages_lock = threading.Lock()  # the disk worker's thread says things too
        self._failing: set[tuple[str, str]] = set()  # (key, file) already said and not yet cured
        self._history_checked = False
        self._salvaged: tuple[list[str], list[tuple]] | None = None  # (columns, rows) from a damaged history

    # -- messages -----------------------------------------------------------------------

    def _say(self, key: str, **params: Any) -> Message:
        message = (key, params)
        with self._messages_lock:
            if message not in self.messages:
                self.messages.append(message)
        return message

    def _say_failing(self, path: Path, error: BaseException) -> None:
        """A write or read that failed: said once per file until that file works again, so a full disk
        is one message, not one after every move."""
        if (str(path), "io") not in self._failing:
            self._failing.add((str(path), "io"))
            text = getattr(error, "strerror", None) or str(error)
            self._say("storage.io_error", file=path.name, folder=str(path.parent), error=text)

    def _cured(self, path: Path) -> None:
        self._failing.discard((str(path), "io"))

    def take_messages(self) -> list[Message]:
        with self._messages_lock:
            taken, self.messages = self.messages, []
        return taken

    def _set_aside(self, path: Path, key: str = "storage.corrupt_file", **params: Any) -> Message:
        """Quarantine a damaged file and say so; if even the rename fails, say that instead."""
        try:
            moved = quarantine(path)
        except OSError as error:
            return self._say("storage.corrupt_file_unmoved", file=path.name, folder=str(path.parent),
                             error=error.strerror or str(error))
        return self._say(key, file=path.name, moved_to=moved.name, folder=str(path.parent), **params)

    def _write(self, path: Path, text: str) -> bool:
        try:
            atomic_write_text(path, text)
        except OSError as error:
            self._say_failing(path, error)
            return False
        self._cured(path)
        return True

    def _read_json(self, path: Path, max_bytes: int = MAX_FILE_BYTES) -> Any:
        """The parsed file; ``_MISSING`` if absent or unreadable; raises ``ValueError`` if damaged (also: too
        big, nested too deeply, not a regular file)."""
        try:
            raw = read_bounded(path, max_bytes)
        except FileNotFoundError:
            return _MISSING
        except OSError as error:
            self._say_failing(path, error)
            return _MISSING
        return bounded_json.loads(raw, max_bytes=max_bytes)  # UnicodeDecodeError is a ValueError too

    def sweep_temp_files(self, max_age_s: float = 600.0) -> int:
        """Delete temp files that a crash left behind (older than ``max_age_s``, so that a second
        running instance's write in progress is left alone).  Returns how many were removed."""
        removed, cutoff = 0, time.time() - max_age_s
        for folder in (self.config_dir, self.data_dir, self.autosave_dir):
            for temp in folder.glob(f".*{TEMP_SUFFIX}") if folder.is_dir() else ():
                with suppress(OSError):
                    if temp.stat().st_mtime <= cutoff:
                        temp.unlink()
                        removed += 1
        return removed

    # -- settings -------------------------------------------------------------------------

    def load_settings(self) -> tuple[Settings, list[Message]]:
        """Read the settings (defaults if there are none); returns them with this call's messages,
        which are also added to :attr:`messages`."""
        before = len(self.messages)
        settings = Settings()
        try:
            data = self._read_json(self.settings_path)
            if data is not _MISSING:
                settings, bad = Settings.from_json(data)
                if bad:
                    self._set_aside(self.settings_path, "storage.settings_repaired",
                                    count=len(bad), fields=", ".join(bad))
                    self.save_settings(settings)
                elif data.get("kiosk_pin") != settings.kiosk_pin:  # an old plain PIN, hashed: off the disk now
                    self.save_settings(settings)
        except ValueError:
            self._set_aside(self.settings_path)
        return settings, self.messages[before:]

    def peek_language(self) -> str:
        """The saved language, read without repairing anything (for a notice before the app starts)."""
        with suppress(OSError, ValueError, AttributeError):
            raw = read_bounded(self.settings_path, MAX_FILE_BYTES)
            language = bounded_json.loads(raw, max_bytes=MAX_FILE_BYTES).get("language")
            if language in LANGUAGES:
                return language
        return Settings().language

    def save_settings(self, settings: Settings) -> bool:
        return self._write(self.settings_path, json.dumps(settings.to_json(), indent=2, ensure_ascii=False) + "\n")

    # -- autosaves ------------------------------------------------------------------------

    def autosave_path(self, game: str) -> Path:
        if not isinstance(game, str) or not _GAME_NAME.fullmatch(game):
            raise ValueError(f"not a game name: {game!r}")
        return self.autosave_dir / f"{game}.json"

    def save_autosave(self, game: str, record_json: dict) -> bool:
        """Store the running game's record (``GameRecord.to_json()``) atomically; ``False`` if the disk
        refused (a message says so once).  Not validated here: it is written after every action."""
        if not isinstance(record_json, dict) or record_json.get("game") != game:
            raise ValueError(f"autosave for {game!r} must be that game's record")
        return self._write(self.autosave_path(game), json.dumps(record_json, separators=(",", ":")))

    def autosave_record(self, record: GameRecord) -> None:
        """Signature of ``Match(autosave=...)``: ``Match(..., autosave=storage.autosave_record)``."""
        self.save_autosave(record.game, record.to_json())

    def load_autosave(self, game: str) -> dict | None:
        """The saved record of ``game`` as JSON, or ``None`` if there is none or it was damaged
        (then quarantined, with a message).  Checked with ``GameRecord.from_json(data, game=game)``."""
        path = self.autosave_path(game)
        try:
            data = self._read_json(path)
            if data is _MISSING:
                return None
            GameRecord.from_json(data, game=game)
        except (ValueError, TypeError, KeyError, AttributeError):  # from_json lets some of these through
            self._set_aside(path)
            return None
        return data

    def reject_autosave(self, game: str) -> None:
        """For a save that parsed but could not be resumed (e.g. replay raised): set it aside, say so."""
        path = self.autosave_path(game)
        if path.exists():
            self._set_aside(path)

    def clear_autosave(self, game: str) -> bool:
        """Remove ``game``'s autosave; ``False`` (with a message, once) if the folder refuses."""
        path = self.autosave_path(game)
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        except OSError as error:
            self._say_failing(path, error)
            return False
        return True

    def has_autosave(self, game: str) -> bool:
        """Whether ``game`` has an autosave file (not checked: :meth:`load_autosave` does that)."""
        try:
            return self.autosave_path(game).is_file()
        except OSError:
            return False

    def autosaves(self) -> list[str]:
        """Games with an autosave file (for the menu's "Continue"), sorted; temp and quarantined
        files never count.  Contents are checked only by :meth:`load_autosave`."""
        if not self.autosave_dir.is_dir():
            return []
        return sorted(p.stem for p in self.autosave_dir.glob("*.json") if _GAME_NAME.fullmatch(p.stem))

    def autosaves_newest_first(self) -> list[str]:
        """:meth:`autosaves`, the one played last first (the menu's Continue offers that one): by each save's own
        time (:func:`played_at`), not the files' modification times, which a copy, a backup or a ``touch``
        changes.  Only a file that is no save of its game has no time of its own: its file's time stands in (a save
        damaged just now is offered, and set aside when continued, as before)."""
        def played(game: str) -> float:
            path = self.autosave_path(game)
            try:
                data = self._read_json(path)
                if isinstance(data, dict) and data.get("game") == game:
                    return played_at(data)
            except ValueError:
                pass
            try:
                return path.stat().st_mtime
            except OSError:
                return 0.0

        return sorted(self.autosaves(), key=played, reverse=True)

    def summary(self, *, with_takebacks: bool = True) -> dict:
        """The statistics scene's figures from the history (:func:`fishgames.stats_series.summary`)."""
        return stats_series.summary(self.games(), with_takebacks=with_takebacks)


def played_at(record_json: Any) -> float:
    """When a saved game was last played: its ``played`` time, else (a save from before it was kept) its start.
    Raises ``ValueError`` for a save with neither."""
    for key in ("played", "started"):
        value = record_json.get(key) if isinstance(record_json, dict) else None
        if is_time_stamp(value):
            return float(value)
    raise ValueError("a save without a time of its own")
