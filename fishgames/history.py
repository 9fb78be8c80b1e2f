"""The history of finished games (``history.sqlite3``): its schema and migrations, the check of every row as
it is read, and the queries (:class:`HistoryFile`, a part of :class:`~fishgames.storage.Storage`).

A file that is not a healthy SQLite database of a schema version we know (``PRAGMA quick_check``, ``PRAGMA
user_version``, the ``games`` table) is moved aside and a fresh database is started, with every row still
readable in the damaged one put back; a locked database (another running instance) is reported, never moved.
A database from a *newer* app version counts as unknown too: it is moved aside (not lost) rather than misread.
The figures of the statistics are computed from the rows in :mod:`fishgames.stats_series`.
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from contextlib import closing, suppress
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from fishgames.core import bounded_json
from fishgames.core.codes import LETTER_OF_LEVEL
from fishgames.core.record import MAX_COUNT, GameRecord, Seat
from fishgames.files import MAX_FILE_BYTES, quarantine

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
    return count if type(count) is int and 0 <= count <= MAX_COUNT else 0


def _seat_json(seat: Any) -> dict:
    data = seat.to_json() if hasattr(seat, "to_json") else dict(seat)
    return {"name": str(data.get("name", "")), "kind": data.get("kind", "human"), "level": data.get("level")}


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


class HistoryFile:
    """The history's queries, for :class:`~fishgames.storage.Storage`: it gives ``history_path``, ``data_dir`` and
    the messages (``_say``, ``_say_failing``, ``_cured``)."""

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
