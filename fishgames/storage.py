"""Everything the app keeps on disk: settings, the history of finished games, autosaves.

Where (``platformdirs``, ``appname="fishgames"``; ``FISHGAMES_HOME`` overrides, tests always set it)::

    <config dir>/settings.json           $FISHGAMES_HOME/config/settings.json
    <data dir>/history.sqlite3           $FISHGAMES_HOME/data/history.sqlite3
    <data dir>/autosave/<game>.json      $FISHGAMES_HOME/data/autosave/<game>.json

How, and why:

* Every JSON file is written with :func:`atomic_write_text` (temp file in the same folder, fsync,
  ``os.replace``, fsync the folder), so a crash or power cut leaves either the old or the new file,
  never half of one.  Leftover temp files (``.<name>.<random>.tmp``) are never read as data;
  :meth:`Storage.sweep_temp_files` removes old ones.
* A file that cannot be read is never fatal and never silently lost: it is renamed to
  ``<name>.corrupt-<YYYYmmdd-HHMMSS>`` (:func:`quarantine`), defaults take its place, and a message
  ``(translation key, params)`` is added to :attr:`Storage.messages` for the UI to show at start-up.
* Settings policy: a file that is not a JSON object (truncated, garbage, ``[]``...) is quarantined and
  all defaults apply.  A JSON object with some bad values is quarantined too (the original is kept for
  inspection), but its good values survive: only the bad fields fall back to their defaults, and the
  repaired settings are written back at once, so a hand-edited ``"language": "fr"`` does not also wipe
  the player names.  Unknown keys are ignored silently (a newer version may have added them).
* History policy: a file that is not a healthy SQLite database of a schema version we know
  (``PRAGMA quick_check``, ``PRAGMA user_version``, the ``games`` table) is quarantined and a fresh
  database is started; a locked database (another running instance) is reported, never moved.  A database from a
  *newer* app version counts as unknown too: it is moved aside (not lost) rather than misread.
* Write failures (disk full, read-only folder) never raise: the method returns ``False``/``None`` and
  adds a ``storage.io_error`` message once.
"""

from __future__ import annotations

import functools
import json
import os
import re
import sqlite3
import stat as file_modes
import tempfile
import threading
import time
from collections.abc import Iterable, Mapping, Sequence
from contextlib import closing, suppress
from dataclasses import asdict, dataclass, field, fields
from datetime import datetime
from pathlib import Path
from typing import Any

from fishgames import pin
from fishgames.core import bounded_json
from fishgames.core.bounded_json import TooBig
from fishgames.core.codes import LETTER_OF_LEVEL
from fishgames.core.names import clean_name
from fishgames.core.record import GameRecord, Seat
from fishgames.i18n import LANGUAGES as TEXT_LANGUAGES
from fishgames.i18n import catalogue

APP_NAME = "fishgames"
HOME_ENV = "FISHGAMES_HOME"
#: The largest settings file or autosave read (a long Fischen game's record is ~40 KB).
MAX_FILE_BYTES = 1_000_000

Message = tuple[str, dict[str, Any]]
_MISSING = object()

# -- low-level file safety -------------------------------------------------------------------

_TEMP_SUFFIX = ".tmp"


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
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=_TEMP_SUFFIX, dir=path.parent)
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


# -- settings --------------------------------------------------------------------------------

LANGUAGES = ("de", "en")
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
MAX_PRESET_NAMES = 16
SETTINGS_FORMAT = 1


def system_language(environ: Mapping[str, str] = os.environ) -> str:
    """German for a German system locale (``de``, ``de_DE.UTF-8``, ``de_AT``...), English for any other."""
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = environ.get(variable)
        if value:
            return "de" if value.lower().startswith("de") else "en"
    import locale  # Windows and macOS apps often start without those variables

    with suppress(ValueError):
        name = locale.getlocale()[0] or ""
        return "de" if name.lower().startswith(("de", "german")) else "en"
    return "en"


def _choice(options: tuple[str, ...]):
    def check(value: Any) -> str:
        if value not in options:
            raise ValueError(f"{value!r} is not one of {options}")
        return value

    return check


def _flag(value: Any) -> bool:
    if type(value) is not bool:  # 0/1 or "true" are hand-edit mistakes, not booleans
        raise ValueError(f"{value!r} is not true/false")
    return value


def _pin(value: Any) -> str:
    """The kiosk PIN as kept: a salted hash (``fishgames.pin``); four plain digits (an old file, or a new PIN
    set in Settings) are hashed here."""
    return pin.stored(value)


def _names(value: Any) -> tuple[str, ...]:
    """Preset names: text, cleaned for drawing (:func:`clean_name`); an empty one is a mistake."""
    if not isinstance(value, (list, tuple)) or len(value) > MAX_PRESET_NAMES:
        raise ValueError(f"player names must be a list of at most {MAX_PRESET_NAMES}")
    names = tuple(clean_name(name) for name in value)
    if not all(names):
        raise ValueError("a player name is empty")
    return names


def _window_size(value: Any) -> tuple[int, int] | None:
    """The window's size as the player left it (physical pixels), or None: not sized yet."""
    if value is None:
        return None
    if (not isinstance(value, (list, tuple)) or len(value) != 2 or not all(type(v) is int for v in value)
            or not all(200 <= v <= 16384 for v in value)):
        raise ValueError("window_size must be [width, height] in pixels (200-16384)")
    return (value[0], value[1])


UI_SCALE_RANGE = (1.0, 2.0)  # how much larger a family may make text and buttons (fishgames.ui.legibility)


def ui_scale(value: Any) -> float:
    """The UI scale: a number from 1 to 2, or a percentage ("125%") on the command line (ValueError otherwise)."""
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise ValueError(f"{value!r} is not a number")
    text = str(value).strip()
    try:
        number = float(text[:-1]) / 100 if text.endswith("%") else float(text)
    except ValueError:
        raise ValueError(f"{value!r} is not a number") from None
    low, high = UI_SCALE_RANGE
    if not low <= number <= high:  # also refuses nan
        raise ValueError(f"{value!r} is not between {low:g} and {high:g} (or {low:.0%} and {high:.0%})")
    return round(number, 3)


#: The table's own on/off choices a set-up remembers beside the game's options (on unless turned off):
#: take back against computers (fishgames.ui.takeback) and the coach (fishgames.ui.coach).
TABLE_CHOICES = ("takeback", "coach")


def _setup(value: Any) -> dict:
    """One game's remembered set-up: its shape is checked here, its fit to the game by the set-up scene."""
    if not isinstance(value, dict):
        raise ValueError("a set-up must be an object")
    players, seats, options = value.get("players"), value.get("seats"), value.get("options", {})
    if type(players) is not int or not isinstance(seats, list) or not isinstance(options, dict):
        raise ValueError("a set-up needs int players, a list of seats and an object of options")
    choices = {key: value.get(key, True) for key in TABLE_CHOICES}
    if not all(type(on) is bool for on in choices.values()):
        raise ValueError(f"{', '.join(TABLE_CHOICES)} must be true/false")
    phones = value.get("phones", [])  # seats played on phones (fishgames.ui.phone_table)
    if not isinstance(phones, list) or not all(type(i) is int and 0 <= i < len(seats) for i in phones):
        raise ValueError("phones must list seat numbers")
    return {"players": players, "seats": [Seat.from_json(seat).to_json() for seat in seats],
            "options": dict(options), **choices, **({"phones": sorted(set(phones))} if phones else {})}


def _setups(value: Any) -> dict[str, dict]:
    if not isinstance(value, dict) or not all(isinstance(game, str) for game in value):
        raise ValueError("last_setup must map game names to objects")
    return {game: _setup(setup) for game, setup in value.items()}


#: field -> checker that returns the normalised value or raises ValueError (one table for load and build).
_SETTING_CHECKS = {
    "language": _choice(LANGUAGES),
    "animation_speed": _choice(ANIMATION_SPEEDS),
    "sound": _flag,
    "fullscreen": _flag,
    "colorblind_symbols": _flag,
    "kiosk_phones": _flag,
    "kiosk_pin": _pin,
    "player_names": _names,
    "last_setup": _setups,
    "window_size": _window_size,
    "ui_scale": ui_scale,
}


@dataclass(frozen=True)
class Settings:
    """The player's preferences; change them with ``dataclasses.replace`` and :meth:`Storage.save_settings`.

    Frozen so that scenes cannot change settings behind the storage's back; ``last_setup`` (game name ->
    the set-up scene's JSON object, e.g. players, options, seat levels) is a plain dict, hence "frozen-ish".
    ``player_names`` are presets offered in the set-up scene; empty means the UI's "Player N" names.
    """

    language: str = field(default_factory=lambda: system_language())  # a first run speaks the system's language
    animation_speed: str = "normal"
    sound: bool = True
    fullscreen: bool = False
    colorblind_symbols: bool = True
    kiosk_pin: str = pin.DEFAULT  # "1234", hashed (fishgames.pin)
    #: The kiosk's set-up offers phone seats (fishgames.phones) only when this is on.
    kiosk_phones: bool = False
    player_names: tuple[str, ...] = ()
    last_setup: dict[str, dict] = field(default_factory=dict)
    window_size: tuple[int, int] | None = None  # a window the player resized, remembered (fishgames.ui.display)
    ui_scale: float = 1.0  # text and buttons made larger (fishgames.ui.legibility)

    def __post_init__(self):
        for name, check in _SETTING_CHECKS.items():
            object.__setattr__(self, name, check(getattr(self, name)))

    def table_choice(self, game: str, key: str) -> bool:
        """One of ``TABLE_CHOICES`` as ``game``'s set-up left it: on unless turned off there."""
        return self.last_setup.get(game, {}).get(key, True) is not False

    def to_json(self) -> dict:
        data = asdict(self)
        data["player_names"] = list(self.player_names)
        data["window_size"] = list(self.window_size) if self.window_size else None
        return {"format": SETTINGS_FORMAT, **data}

    @classmethod
    def from_json(cls, data: Any) -> tuple[Settings, list[str]]:
        """Settings from a parsed file, plus the names of fields that were bad and took their default.

        Raises ``ValueError`` if ``data`` is not a JSON object at all.
        """
        if not isinstance(data, dict):
            raise ValueError("settings must be a JSON object")
        values, bad = {}, []
        for name in (f.name for f in fields(cls)):
            if name not in data:
                continue
            try:
                values[name] = _SETTING_CHECKS[name](data[name])
            except ValueError:
                bad.append(name)
        return cls(**values), bad


# -- history -----------------------------------------------------------------------------------

#: schema version -> SQL that brings a database from the previous version to this one.
_MIGRATIONS = {
    1: """
        CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            game TEXT NOT NULL,
            code TEXT NOT NULL,
            finished_at TEXT NOT NULL,   -- ISO 8601, local time with offset
            duration_s REAL NOT NULL,
            seats TEXT NOT NULL,         -- JSON [{"name", "kind", "level"}, ...]
            scores TEXT NOT NULL,        -- JSON [int, ...] per seat
            winners TEXT NOT NULL,       -- JSON [seat, ...]
            human_stats TEXT NOT NULL    -- JSON {"<seat>": {stat: value}} for human seats
        );
        CREATE INDEX games_by_game ON games (game);
    """,
    # A finished game is recorded once, even when two app instances race to record it.
    2: """
        ALTER TABLE games ADD COLUMN identity TEXT;   -- GameRecord.identity; NULL for older rows
        CREATE UNIQUE INDEX games_by_identity ON games (identity);
    """,
    # The whole game is kept for the replay theatre; older rows have none and stay as they are.
    3: """
        ALTER TABLE games ADD COLUMN record TEXT;      -- GameRecord.to_json(); NULL for older rows
        ALTER TABLE games ADD COLUMN takebacks INTEGER NOT NULL DEFAULT 0;   -- moves taken back in it
    """,
    # How often the coach answered in a game ("What would a pro do?"); 0 for older rows.
    4: """
        ALTER TABLE games ADD COLUMN coached INTEGER NOT NULL DEFAULT 0;
    """,
}
SCHEMA_VERSION = max(_MIGRATIONS)
_CORRUPTION = ("SQLITE_CORRUPT", "SQLITE_NOTADB")
#: Problems of a history that is no damaged one of ours (another program's, a newer app's): kept whole, aside.
_NOT_OURS = ("not a fishgames history", "games table missing", "unknown schema version")
#: After the damage, rows are looked up one id at a time; this many missing ids in a row end the search.
_PROBES_PAST_GAP = 1000
_PROBES_AT_MOST = 50_000


def _lenient_text(raw: bytes) -> str:
    """A history text column as text even where it is no UTF-8 (another program, a hand edit): the row gate
    then refuses or cleans it, where a decoding error would have hidden every other row of the query."""
    return raw.decode("utf-8", "replace")


def readable_rows(path: Path) -> tuple[list[str], list[tuple]]:
    """The ``games`` rows that can still be read from a damaged history ``path`` (read-only): a scan in id
    order up to the damage, then each id past it, one lookup at a time.  ``(column names, rows)``."""
    try:
        db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=DB_TIMEOUT_S)
    except (sqlite3.Error, ValueError):
        return [], []
    rows: dict[int, tuple] = {}
    db.text_factory = _lenient_text
    with closing(db):
        try:
            columns = [row[1] for row in db.execute("PRAGMA table_info(games)")]
        except sqlite3.Error:
            return [], []
        if "id" not in columns:
            return [], []
        select = f"SELECT {', '.join(columns)} FROM games"
        at = columns.index("id")
        with suppress(sqlite3.Error):
            for row in db.execute(select + " ORDER BY id"):
                rows[row[at]] = row
        try:
            top = db.execute("SELECT max(id) FROM games").fetchone()[0]
        except sqlite3.Error:
            top = None  # then the probing ends after a gap
        row_id, misses = max(rows, default=0) + 1, 0
        for _ in range(_PROBES_AT_MOST):
            if (top is not None and row_id > top) or misses >= _PROBES_PAST_GAP:
                break
            try:
                found = db.execute(select + " WHERE id = ?", (row_id,)).fetchone()
            except sqlite3.Error:
                found = None
            if found is not None:
                rows[row_id], misses = found, 0
            else:
                misses += 1
            row_id += 1
    return columns, [rows[key] for key in sorted(rows)]
#: How long to wait for another running instance's write before giving up with a message.
DB_TIMEOUT_S = 5.0


@dataclass(frozen=True)
class FinishedGame:
    """One row of the history, decoded."""

    id: int
    game: str
    code: str
    finished_at: str
    duration_s: float
    seats: list[dict]
    scores: list
    winners: list[int]
    human_stats: dict[int, dict]
    #: Whether the whole game is stored (:meth:`Storage.game_record`); games before schema 3 are not.
    has_record: bool = False
    #: How many moves were taken back in it (statistics may leave such games out).
    takebacks: int = 0
    #: How many times the coach answered a human in it.
    coached: int = 0

    def human_seats(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat.get("kind") == "human"]


#: Bounds of a history row's values: anything outside is a hand edit or damage, and the row is skipped.
MAX_COLUMN_BYTES = 64_000  # seats, scores, winners, human stats (each)
MAX_RECORD_BYTES = MAX_FILE_BYTES
MAX_SCORE = 10**9
MAX_DURATION_S = 10**7  # about 115 days
MAX_COUNT = 10**6
MAX_STATS = 32  # per seat
MAX_STAT_TEXT = 64
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}([T ][0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]{1,6})?)?)?"
                   r"(Z|[+-][0-9]{2}:[0-9]{2})?")


def _column(text: Any, kind: type) -> Any:
    """A JSON column of a history row, decoded within the size and depth limits; it must be a ``kind``."""
    if not isinstance(text, str):
        raise ValueError("a history column must be JSON text")
    value = bounded_json.loads(text, max_bytes=MAX_COLUMN_BYTES, max_depth=3)
    if not isinstance(value, kind):
        raise ValueError(f"a history column must hold a {kind.__name__}")
    return value


def _finite(value: Any, limit: float) -> bool:
    """An int or float (not a bool), finite, within ``-limit..limit``."""
    return type(value) in (int, float) and -limit <= value <= limit  # NaN fails the comparison


def _stat(value: Any) -> bool:
    """A per-seat statistic: a number, true/false, nothing, or a short text (Fugu's solo band)."""
    return (value is None or type(value) is bool or _finite(value, MAX_SCORE)
            or (isinstance(value, str) and len(value) <= MAX_STAT_TEXT))


def _clean_date(value: Any) -> str:
    if not isinstance(value, str) or not _DATE.fullmatch(value):
        raise ValueError("finished_at must be an ISO date and time")
    datetime.fromisoformat(value.replace("Z", "+00:00"))  # month 13, day 32... raise ValueError
    return value


def _decode_row(row: tuple) -> FinishedGame:
    """A database row as a :class:`FinishedGame` — the one gate for history rows.  Raises ``ValueError`` if a
    hand edit or damage broke any column: the game must be a known one, its seats as many as it seats, names
    cleaned, scores and durations finite numbers in range, winners distinct seats, the code short printable text,
    the date a clean ISO date, counts small non-negative ints; JSON columns within size and depth limits."""
    from fishgames.core import registry

    (id_, game, code, finished_at, duration, seats, scores, winners, human_stats, has_record, takebacks,
     coached) = row
    if type(id_) is not int or not isinstance(game, str) or game not in registry.names():
        raise ValueError(f"history row of no known game: {game!r}"[:200])
    spec = registry.get(game)
    seats = _column(seats, list)
    if not all(isinstance(seat, dict) and "name" in seat for seat in seats):
        raise ValueError("history seats must be objects with a name")
    seats = [Seat.from_json(seat) for seat in seats]  # names cleaned for drawing
    if not spec.min_players <= len(seats) <= spec.max_players:
        raise ValueError(f"{game} has no {len(seats)}-player games")
    if any(seat.level is not None and seat.level not in LETTER_OF_LEVEL for seat in seats):
        raise ValueError("a seat of no known level")
    scores, winners = _column(scores, list), _column(winners, list)
    if len(scores) != len(seats) or not all(_finite(score, MAX_SCORE) for score in scores):
        raise ValueError("one finite score per seat")
    if len(set(winners)) != len(winners) or not all(type(w) is int and 0 <= w < len(seats) for w in winners):
        raise ValueError("winners must be distinct seats")
    stats = {}
    for key, values in _column(human_stats, dict).items():
        if not (key.isascii() and key.isdigit() and key == str(int(key)) and int(key) < len(seats)):
            raise ValueError(f"human stats of no seat: {key!r}"[:200])
        if not isinstance(values, dict) or len(values) > MAX_STATS or not all(
                len(name) <= MAX_STAT_TEXT and _stat(value) for name, value in values.items()):
            raise ValueError("human stats must be a few numbers per seat")
        stats[int(key)] = values
    if not isinstance(code, str) or len(code) > 64 or not code.isprintable():
        raise ValueError("the game code must be a short printable text")
    if not _finite(duration, MAX_DURATION_S) or duration < 0:
        raise ValueError("duration must be a finite number of seconds")
    if not all(type(count) is int and 0 <= count <= MAX_COUNT for count in (takebacks, coached)):
        raise ValueError("take-backs and coach answers are counts")
    return FinishedGame(id_, game, code, _clean_date(finished_at), float(duration),
                        [seat.to_json() for seat in seats], scores, winners, stats, bool(has_record),
                        takebacks, coached)


def _count(record: Mapping[str, Any] | None, name: str) -> int:
    """A record's ``takebacks``/``coached`` count for its history row (0 where it has none)."""
    count = (record or {}).get(name, 0)
    return count if type(count) is int and count >= 0 else 0


def _seat_json(seat: Any) -> dict:
    data = seat.to_json() if hasattr(seat, "to_json") else dict(seat)
    return {"name": str(data.get("name", "")), "kind": data.get("kind", "human"), "level": data.get("level")}


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float))  # bools count as 0/1: a stat like "first_book" sums to a count


def _player_summary(played: int, won: int, stats: dict) -> dict:
    return {"played": played, "won": won, "win_rate": won / played if played else 0.0, "stats": stats}


def checked_record(raw: bytes | str, *, game: str | None = None, max_bytes: int = MAX_FILE_BYTES) -> GameRecord:
    """A record from outside (a history row, a ``.fishgame`` file) made safe to watch and share: decoded within
    the size and depth limits, checked by ``GameRecord.from_json`` and replayed once, every chance step drawn
    again.  Raises ``ValueError`` (:class:`~fishgames.core.errors.DamagedRecord` where the replay failed)."""
    from fishgames.core import Match
    from fishgames.core.errors import DamagedRecord

    if not isinstance(raw, (bytes, str)):
        raise ValueError("a record is JSON text")
    record = GameRecord.from_json(bounded_json.loads(raw, max_bytes=max_bytes), game=game)
    try:
        Match.from_record(record)
    except DamagedRecord:
        raise
    except Exception as error:  # noqa: BLE001 - a rule's own error on a record it was never meant to see
        raise DamagedRecord(0, f"does not replay: {error!r}"[:300]) from error
    return record


# -- who a player is -----------------------------------------------------------------------------

#: Identity kinds of the names the app gives itself, translated per language: ``player:N`` is
#: "Spieler N"/"Player N" (``setup.player_n``), ``human:K``/``bot:K`` the presets ``names.human.K``/
#: ``names.bot.K`` ("Robbe"/"Seal").  ``name:`` escapes a custom name that happens to look like a key.
_IDENTITY_KIND = re.compile(r"(player|human|bot|name):")
_PRESET_KEY = re.compile(r"names\.(human|bot)\.([1-9][0-9]*)")


@functools.cache
def _app_names(lang: str) -> tuple[re.Pattern | None, dict[str, str]]:
    """One language's default-name pattern ("Player (N)") and preset texts -> identity."""
    texts = catalogue(lang)
    head, marker, tail = texts.get("setup.player_n", "").partition("{n}")
    pattern = re.compile(re.escape(head) + r"([1-9][0-9]{0,3})" + re.escape(tail)) if marker else None
    presets: dict[str, str] = {}
    for key, text in sorted(texts.items()):
        if (match := _PRESET_KEY.fullmatch(key)) and clean_name(text):
            presets.setdefault(clean_name(text), f"{match[1]}:{match[2]}")
    return pattern, presets


def player_identity(name: str) -> str:
    """Who a seat's ``name`` (a history row stores the text shown when it was played) is, in any language.

    The app's own names are the same person in every language: "Spieler 1" and "Player 1" are
    ``"player:1"``, "Robbe" and "Seal" ``"human:2"`` (the names the set-up scene's ``localise_names``
    translates).  Every other name is its own identity, the text itself ("Mama" is ``"Mama"``); one that
    looks like a key is escaped (``"name:player:1"``), so no typed text can pass for an app name.
    A preset from the settings that happens to spell an app name ("Otter") counts as that app name:
    the history stores nothing else to tell them apart.
    """
    for lang in TEXT_LANGUAGES:
        pattern, presets = _app_names(lang)
        if pattern is not None and (match := pattern.fullmatch(name)):
            return f"player:{int(match[1])}"
        if name in presets:
            return presets[name]
    if name in FORMER_BOT_NAMES:
        return f"bot:{FORMER_BOT_NAMES[name]}"
    return f"name:{name}" if _IDENTITY_KIND.match(name) else name


#: The computer players' names before they stopped sharing names with Lure's fish (English and German): a
#: history row played then is the same computer player as its seat's name now.
FORMER_BOT_NAMES = {"Pike": 1, "Hecht": 1, "Perch": 2, "Barsch": 2, "Trout": 3, "Forelle": 3, "Zander": 4,
                    "Carp": 5, "Karpfen": 5, "Cod": 6, "Dorsch": 6}


def player_name(identity: str, lang: str) -> str:
    """The text of :func:`player_identity`'s ``identity`` in ``lang`` ("player:1" -> "Player 1" in English)."""
    kind, colon, rest = identity.partition(":")
    if not (colon and _IDENTITY_KIND.match(identity)):
        return identity
    if kind == "name":
        return rest
    texts = catalogue(lang)
    if kind == "player":
        return texts.get("setup.player_n", "{n}").replace("{n}", rest)
    return texts.get(f"names.{kind}.{rest}", identity)


# -- the storage object --------------------------------------------------------------------------

_GAME_NAME = re.compile(r"[a-z][a-z0-9_]{0,31}")


class Storage:
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
            for temp in folder.glob(f".*{_TEMP_SUFFIX}") if folder.is_dir() else ():
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
        """:meth:`autosaves`, the most recently written first (the menu's Continue offers that one)."""
        def written(game: str) -> float:
            try:
                return self.autosave_path(game).stat().st_mtime
            except OSError:
                return 0.0

        return sorted(self.autosaves(), key=written, reverse=True)

    # -- history ------------------------------------------------------------------------

    def _history_problem(self) -> str | None:
        """Why the history file cannot be used as it is (``None``: healthy or absent).

        Only damage counts: a locked or unreadable database raises, and is not set aside.  SQLite deals
        with ``-journal``/``-wal`` side files itself on opening (plays back or deletes them)."""
        if not self.history_path.exists():
            return None
        try:
            with closing(sqlite3.connect(self.history_path, timeout=DB_TIMEOUT_S)) as db:
                if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                    return "quick_check failed"
                version = db.execute("PRAGMA user_version").fetchone()[0]
                if not 0 <= version <= SCHEMA_VERSION:
                    return f"unknown schema version {version}"
                tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
                if version == 0 and tables:
                    return "not a fishgames history"
                if version >= 1 and "games" not in tables:
                    return "games table missing"
        except sqlite3.DatabaseError as error:
            if getattr(error, "sqlite_errorname", "") in _CORRUPTION:
                return str(error)
            raise
        return None

    def _connect(self) -> sqlite3.Connection:
        """A connection to a usable, migrated history; a damaged file is set aside first (once)."""
        if not self._history_checked:
            problem = self._history_problem()
            if problem is not None:
                self._set_history_aside(salvage=not problem.startswith(_NOT_OURS))
            self._history_checked = True
        self.data_dir.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(self.history_path, timeout=DB_TIMEOUT_S)
        db.text_factory = _lenient_text
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            for target in range(version + 1, SCHEMA_VERSION + 1):
                db.executescript(f"BEGIN; {_MIGRATIONS[target]} PRAGMA user_version = {target}; COMMIT;")
            if self._salvaged:
                self._put_back(db)
        except BaseException:
            db.close()
            raise
        return db

    def _set_history_aside(self, salvage: bool = True) -> None:
        """Move a damaged history aside; with ``salvage``, every row still readable in it goes into the fresh
        one the next connection starts (one damaged page must not cost the other games)."""
        try:
            moved = quarantine(self.history_path)
        except OSError as error:
            self._say("storage.corrupt_file_unmoved", file=self.history_path.name,
                      folder=str(self.history_path.parent), error=error.strerror or str(error))
            return
        rows = readable_rows(moved) if salvage else ([], [])
        if rows[1]:
            self._salvaged = rows
            self._say("storage.history_salvaged", count=len(rows[1]), moved_to=moved.name,
                      folder=str(moved.parent))
        else:
            self._say("storage.corrupt_file", file=self.history_path.name, moved_to=moved.name,
                      folder=str(moved.parent))

    def _put_back(self, db: sqlite3.Connection) -> None:
        """Insert the rows salvaged from a damaged history (their values are checked when read, like any row)."""
        columns, rows = self._salvaged
        known = {row[1] for row in db.execute("PRAGMA table_info(games)")}
        keep = [i for i, name in enumerate(columns) if name in known]
        names = ", ".join(columns[i] for i in keep)
        with db:
            db.executemany(f"INSERT OR IGNORE INTO games ({names}) VALUES ({', '.join('?' * len(keep))})",
                           [[row[i] for i in keep] for row in rows])
        self._salvaged = None

    def _with_history(self, work, default):
        """Run ``work(db)``; corruption found mid-session is quarantined and retried once on a fresh file,
        other database trouble (locked, disk full) becomes a message and ``default``."""
        for attempt in range(2):
            try:
                with closing(self._connect()) as db, db:
                    return work(db)
            except sqlite3.DatabaseError as error:
                if getattr(error, "sqlite_errorname", "") in _CORRUPTION and attempt == 0:
                    self._set_history_aside()
                    continue
                self._say_failing(self.history_path, error)
            except OSError as error:
                self._say_failing(self.history_path, error)
            return default
        return default  # pragma: no cover - the loop always returns

    def record_game(
        self,
        game: str,
        code: str,
        seats: Sequence[Any],
        scores: Sequence[Any],
        winners: Iterable[int],
        human_stats: Mapping[int, Mapping[str, Any]] | None = None,
        duration_s: float = 0.0,
        finished_at: str | None = None,
        identity: str | None = None,
        record: Mapping[str, Any] | None = None,
    ) -> int | None:
        """Add a finished game; returns its row id (``None`` if the disk refused, with a message).

        ``seats``: ``Seat`` objects or ``{"name", "kind", "level"}`` dicts; ``scores`` one per seat;
        ``winners`` seat indices; ``human_stats`` per human seat index, e.g. ``{0: {"books": 5}}``.
        ``identity`` (``GameRecord.identity``): a game already recorded under it is not recorded again
        (two app instances, or a retry after a crash); its existing row id is returned.
        ``record``: the whole game (``GameRecord.to_json()``) for the replay theatre; its ``takebacks``
        and ``coached`` counts mark the row.  It is checked when read back (:meth:`game_record`), not here.
        """
        seat_rows = [_seat_json(seat) for seat in seats]
        winners = sorted(set(winners))
        if len(scores) != len(seat_rows) or not all(0 <= w < len(seat_rows) for w in winners):
            raise ValueError("scores must match the seats and winners must be seat indices")
        stats = {str(int(seat)): dict(values) for seat, values in (human_stats or {}).items()}
        row = (
            game, str(code), finished_at or datetime.now().astimezone().isoformat(timespec="seconds"),
            float(duration_s), json.dumps(seat_rows), json.dumps(list(scores)), json.dumps(winners),
            json.dumps(stats), identity,
            None if record is None else json.dumps(dict(record), separators=(",", ":")),
            _count(record, "takebacks"), _count(record, "coached"),
        )

        def insert(db: sqlite3.Connection) -> int:
            cursor = db.execute(
                "INSERT OR IGNORE INTO games (game, code, finished_at, duration_s, seats, scores, winners,"
                " human_stats, identity, record, takebacks, coached) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                row,
            )
            if cursor.rowcount:
                return cursor.lastrowid
            return db.execute("SELECT id FROM games WHERE identity = ?", (identity,)).fetchone()[0]

        result = self._with_history(insert, None)
        if result is not None:
            self._cured(self.history_path)
        return result

    def games(self, game: str | None = None) -> list[FinishedGame]:
        """Finished games, newest first (optionally only one game's); their records stay on disk."""
        query = ("SELECT id, game, code, finished_at, duration_s, seats, scores, winners, human_stats,"
                 " record IS NOT NULL, takebacks, coached FROM games")
        params: tuple = ()
        if game is not None:
            query, params = query + " WHERE game = ?", (game,)
        rows = self._with_history(lambda db: db.execute(query + " ORDER BY id DESC", params).fetchall(), [])
        result, skipped = [], 0
        for row in rows:
            try:
                result.append(_decode_row(row))
            except ValueError:  # the gate's one answer (BadGameCode, TooBig, bad UTF-8 are ValueErrors)
                skipped += 1
        if skipped:
            self._say("storage.history_rows_skipped", count=skipped)
        return result

    def game_record(self, row_id: int) -> GameRecord | None:
        """The whole game of history row ``row_id``, decoded within limits, checked by ``GameRecord.from_json``
        (the one gate for records) and replayed once (``Match.from_record``): ``None`` if the row has none
        (older than schema 3) or its record is damaged or edited (then with a message).  What it returns
        can be watched and shared without further checks."""
        found = self._with_history(
            lambda db: db.execute("SELECT game, record FROM games WHERE id = ?", (row_id,)).fetchone(), None)
        if found is None or found[1] is None:
            return None
        game, text = found
        try:
            return checked_record(text, game=game, max_bytes=MAX_RECORD_BYTES)
        except ValueError:
            self._say("replay.record_damaged")
            return None

    def summary(self, *, with_takebacks: bool = True) -> dict:
        """Figures for the statistics scene, from human seats only (bots have no career)::

            {"games": {game: {"played", "won_by_humans", "best_score", "best_score_by",
                              "players": {identity: PLAYER}}},
             "players": {identity: PLAYER}}      # over all games
            PLAYER = {"played", "won", "win_rate" (0..1), "stats": {stat: sum of numeric values}}

        Players (and ``best_score_by``) are :func:`player_identity` keys, not the text a row stored, so
        "Spieler 1" and "Player 1" are one person; show them with :func:`player_name`.  Rows written
        before identities existed hold only that text and are migrated here, on every read: the
        database is never rewritten, and nothing is lost if the mapping ever changes.  One person in two
        seats of one game (only a hand-edited row can do that) counts as one game played.
        ``with_takebacks=False`` leaves out games in which moves were taken back.
        """
        per_game: dict[str, dict] = {}
        tallies: dict[tuple[str | None, str], list] = {}  # (game or None, identity) -> [played, won, stats]

        def tally(key, won: bool, stats: list[Mapping]) -> None:
            entry = tallies.setdefault(key, [0, 0, {}])
            entry[0] += 1
            entry[1] += won
            for values in stats:
                for stat, value in values.items():
                    if _is_number(value):
                        entry[2][stat] = entry[2].get(stat, 0) + value

        for row in reversed(self.games()):  # oldest first, so ties for best score keep the first
            if row.takebacks and not with_takebacks:
                continue
            figures = per_game.setdefault(
                row.game, {"played": 0, "won_by_humans": 0, "best_score": None, "best_score_by": None},
            )
            humans = row.human_seats()
            figures["played"] += 1
            figures["won_by_humans"] += any(seat in humans for seat in row.winners)
            people: dict[str, list] = {}  # identity -> [won, [stats per seat]]
            for seat in humans:
                who, score = player_identity(row.seats[seat]["name"]), row.scores[seat]
                if _is_number(score) and (figures["best_score"] is None or score > figures["best_score"]):
                    figures["best_score"], figures["best_score_by"] = score, who
                person = people.setdefault(who, [False, []])
                person[0] = person[0] or seat in row.winners
                person[1].append(row.human_stats.get(seat, {}))
            for who, (won, stats) in people.items():
                for scope in (row.game, None):
                    tally((scope, who), won, stats)
        result = {"games": per_game, "players": {}}
        for figures in per_game.values():
            figures["players"] = {}
        for (scope, who), (played, won, stats) in sorted(tallies.items(), key=lambda item: item[0][1]):
            target = result["players"] if scope is None else per_game[scope]["players"]
            target[who] = _player_summary(played, won, stats)
        return result
