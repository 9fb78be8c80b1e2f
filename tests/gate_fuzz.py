"""The one fuzz harness for every gate: a valid item of each kind, one value broken, opened through the real app.

Kinds (each has one gate that checks what comes in):

* ``settings`` — ``Storage.load_settings`` (``Settings`` field by field), read as the App's start reads it; then
  the Settings screen and every game's set-up open on what it let through.
* ``autosave`` — ``Storage.load_autosave`` (``GameRecord.from_json``, bot streams value by value); Continue in
  the menu resumes it (a replay) and the bots finish the game, so its end (history row, results) runs too.
* ``history`` — the row decoder (``history._decode_row``, every column) and ``history.checked_record`` for its
  record; Statistics (with charts, each game's tab), the game list, Watch and Share open on it.
* ``fishgame`` — ``share.load`` (regular file, size limit, ``checked_record``); opened as a dropped file.

A break is one of: a value replaced (wrong type, out of range, NaN/inf, huge int, nasty or huge text, deep
nesting) or a key deleted, anywhere in the item (top-level fields as often as deep ones: bot stream words,
seats, options); or the bytes themselves (bad UTF-8, UTF-16, cut short).  Passing means: the app still runs,
no exception escaped, and nothing was logged with a traceback (the scenes' catch-alls log those).

Used by ``tests/test_stored_data_fuzz.py`` (CI: 120 examples per gate) and ``tools/fuzz_gates.py`` (10,000).
"""

from __future__ import annotations

import functools
import json
import logging
import os
import shutil
import sqlite3
import tempfile
from contextlib import contextmanager
from pathlib import Path

from hypothesis import strategies as st

from fishgames.core import Match, Seat, registry
from fishgames.settings import Settings
from fishgames.storage import Storage
from fishgames.ui.scene import Pop, Push, Reset, Scene

KINDS = ("settings", "autosave", "history", "fishgame")
GAMES = registry.names()

#: Every character UTF-8 can encode (all but the surrogates), written out: ``st.text()``'s default alphabet is the
#: same set, ``characters(codec="utf-8")``, but hypothesis finds that set by encoding all 1,114,112 code points
#: once per process unless its ``.hypothesis`` folder keeps the answer — 2.4-2.9 s of each xdist worker on a
#: clean clone.  The same intervals, so the same examples (200 derandomized texts compared: equal).
ANY_CHARACTER = st.characters(exclude_categories=("Cs",))

NASTY_TEXT = st.one_of(
    st.sampled_from(["\x00", "\ud800", "\udfff", "An\x00na", "\ud83d", "\u202e", "", " ", "x" * 500,
                     "\u200d", "\ufe0f\u200d", "\u0301", "9999-99-99", "NaN", "-1", "gofish", "fischen"]),
    st.text(ANY_CHARACTER, max_size=30),
)


class _Raw:
    """A value whose JSON text is written as is (deep nesting, a huge number, a huge text): Python's own
    ``json.dumps`` cannot make some of them, and a mutated tree stays cheap to copy."""

    def __init__(self, text: str):
        self.text = text


NASTY_VALUE = st.one_of(
    NASTY_TEXT, st.none(), st.booleans(),
    st.integers(-(10**12), 10**12), st.sampled_from([-5, -1, 0, 1, 624, 625, 2**32, 2**32 - 1, 36**4, 2**63, -(2**64)]),
    st.floats(allow_nan=True, allow_infinity=True), st.lists(st.integers(-3, 3), max_size=3),
    st.dictionaries(st.text(ANY_CHARACTER, max_size=5), st.integers(), max_size=2),
    st.integers(4, 3000).map(lambda depth: _Raw("[" * depth + "]" * depth)),
    st.sampled_from([10**4, 300_000, 1_200_000]).map(lambda size: _Raw(json.dumps("y" * size))),
    st.sampled_from(["1e999", "-1e999", "NaN", "Infinity", "1" * 400]).map(_Raw),
)


def mutate(node, data) -> None:
    """Replace one value somewhere in ``node`` (or delete one key), walking down as hypothesis chooses."""
    keys = list(node) if isinstance(node, dict) else list(range(len(node)))
    if not keys:
        return
    key = data.draw(st.sampled_from(keys), label="key")
    child = node[key]
    if isinstance(child, (dict, list)) and child and data.draw(st.booleans(), label="go deeper"):
        mutate(child, data)
    elif isinstance(node, dict) and data.draw(st.booleans(), label="delete the key"):
        del node[key]
    else:
        node[key] = data.draw(NASTY_VALUE, label="new value")


def dumps(tree) -> str:
    """JSON text of a mutated tree, :class:`_Raw` values written as they are."""
    raws: list[str] = []

    def placeholder(value):
        if isinstance(value, _Raw):
            raws.append(value.text)
            return f"\x00raw{len(raws) - 1}\x00"
        raise TypeError(type(value).__name__)

    text = json.dumps(tree, default=placeholder)
    for i, raw in enumerate(raws):
        text = text.replace(json.dumps(f"\x00raw{i}\x00"), raw, 1)
    return text


STREAM_VALUE = st.one_of(st.sampled_from([-1, -5, 2**32, 2**64 + 1, 625, 10**30, 1.5, True, None, "7"]),
                         st.integers(-(2**70), 2**70), NASTY_VALUE)


def break_stream(record: dict, data) -> bool:
    """Break one value of a bot stream state in ``record`` (a word, the position, the version, the spare), the
    value a typed ``-`` or digit makes; False where the record has no stream (then an ordinary break is made)."""
    streams = record.get("bot_rng_states") if isinstance(record, dict) else None
    if not isinstance(streams, dict) or not streams:
        return False
    state = streams[data.draw(st.sampled_from(sorted(streams)), label="stream")]
    where = data.draw(st.sampled_from(["word", "word", "position", "version", "spare"]), label="stream part")
    if where in ("word", "position"):
        index = 624 if where == "position" else data.draw(st.integers(0, 623), label="word")
        state[1][index] = data.draw(STREAM_VALUE, label="stream value")
    else:
        state[0 if where == "version" else 2] = data.draw(STREAM_VALUE, label="stream value")
    return True


def broken_text(tree, data) -> bytes:
    """One value of ``tree`` broken, as the bytes of a file: mostly valid JSON, sometimes broken bytes.  A record
    has its bot streams broken one time in four (a walk from the top rarely reaches one of 625 words)."""
    record = tree.get("value", tree) if isinstance(tree, dict) else None
    if not (data.draw(st.integers(0, 3), label="aim at a stream") == 0 and break_stream(record, data)):
        mutate(tree, data)
    text = dumps(tree)
    how = data.draw(st.sampled_from(["utf-8"] * 12 + ["bad byte", "utf-16", "cut"]), label="bytes")
    raw = text.encode("utf-8", "surrogatepass")  # a lone surrogate as text: invalid UTF-8, as a hand edit makes
    if how == "bad byte":
        at = data.draw(st.integers(0, len(raw)), label="where")
        raw = raw[:at] + b"\xff" + raw[at:]
    elif how == "utf-16":
        raw = text.encode("utf-16", "surrogatepass")
    elif how == "cut":
        raw = raw[:data.draw(st.integers(0, max(0, len(raw) - 1)), label="cut at")]
    return raw


# -- the valid items ----------------------------------------------------------------------------------------------

@functools.cache
def _bot_games() -> dict[str, list[str]]:
    """Per game every autosave of a bots-only game (with their streams), seed 7, fewest players."""
    saves: dict[str, list[str]] = {}
    for game in GAMES:
        spec = registry.get(game)
        seats = [Seat("bot", "easy" if "easy" in spec.bots else "normal", f"Bot {i}") for i in range(spec.min_players)]
        written: list[str] = []
        match = Match(spec, spec.config(spec.min_players), seats, 7, level="easy",
                      autosave=lambda record, written=written: written.append(json.dumps(record.to_json())))
        match.play_to_end()
        saves[game] = written
    return saves


def good_autosave(game: str) -> dict:
    """A bot match one action before its end: Continue finishes it within a few frames."""
    return json.loads(_bot_games()[game][-2])


def good_fishgame(game: str) -> dict:
    """A finished game with seat 0 a human "Anna", bot streams and all."""
    record = json.loads(_bot_games()[game][-1])
    record["seats"][0] = {"kind": "human", "level": None, "name": "Anna"}
    record["bot_rng_states"].pop("0", None)
    return record


def good_settings() -> dict:
    setups = {}
    for game in GAMES:
        spec = registry.get(game)
        seats = [Seat("human", None, "Anna")] + [Seat("bot", "easy", f"Bot {i}") for i in range(1, spec.min_players)]
        setups[game] = {"players": spec.min_players, "options": dict(spec.options),
                        "seats": [seat.to_json() for seat in seats]}
    return Settings(language="en", animation_speed="instant", player_names=("Anna", "Ben"),
                    last_setup=setups).to_json()


def good_row(game: str) -> dict:
    """A history row's columns as ``Storage.record_game`` writes them (JSON columns as trees)."""
    record = good_fishgame(game)
    seats = [dict(seat) for seat in record["seats"]]  # its own: a broken seat must not break the record too
    return {"game": game, "code": f"{game}:{len(seats)}L-0007", "finished_at": "2026-12-01T10:00:00+01:00",
            "duration_s": 300.0, "seats": seats, "scores": [3] + [1] * (len(seats) - 1), "winners": [0],
            "human_stats": {"0": {"books": 3, "hit_rate": None}}, "identity": f"fuzz-{game}", "record": record,
            "takebacks": 0, "coached": 1}


JSON_COLUMNS = ("seats", "scores", "winners", "human_stats", "record")


def broken_row(game: str, data) -> dict:
    """A history row with one column broken: a JSON column's tree (or its bytes), or a plain column's value."""
    row = good_row(game)
    column = data.draw(st.sampled_from(list(row)), label="column")
    if column in JSON_COLUMNS:
        raw = broken_text({"value": row[column]}, data)
        how = data.draw(st.sampled_from(["text", "bytes as text", "blob"]), label="stored as")
        row[column] = raw.decode("utf-8", "replace") if how == "text" else _Text(raw) if how == "bytes as text" else raw
    else:
        value = data.draw(st.one_of(NASTY_VALUE.filter(lambda value: not isinstance(value, (_Raw, list, dict))),
                                    st.binary(max_size=8)), label="value")
        row[column] = _Text(value.encode("utf-8", "surrogatepass")) if isinstance(value, str) else value
    return row


class _Text(bytes):
    """Bytes stored as TEXT (``CAST(? AS TEXT)``), as any program writing the file could: invalid UTF-8
    (a lone surrogate, a stray byte) in a text column."""


# -- opening them through the app -------------------------------------------------------------------------------

class Tracebacks(logging.Handler):
    """Collects log records that carry a traceback (what a scene's catch-all prints on the terminal)."""

    def __init__(self):
        super().__init__(logging.WARNING)
        self.seen: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.exc_info:
            self.seen.append(record)


@contextmanager
def fuzz_app():
    """A real App on a home of its own (headless, unpainted frames, disk jobs at once), and a traceback catcher."""
    from fishgames.ui.app import App
    from tests.ui.unpainted import unpainted

    home = Path(tempfile.mkdtemp(prefix="fishgames-gates-"))
    old = os.environ.get("FISHGAMES_HOME")
    os.environ["FISHGAMES_HOME"] = str(home)
    catcher = Tracebacks()
    logging.getLogger().addHandler(catcher)
    app = App(bot_workers=False, disk_thread=False)
    app.update_settings(animation_speed="instant")
    try:
        with unpainted(app):
            yield app, catcher
    finally:
        app.close()
        logging.getLogger().removeHandler(catcher)
        if old is None:
            os.environ.pop("FISHGAMES_HOME", None)
        else:
            os.environ["FISHGAMES_HOME"] = old
        shutil.rmtree(home, ignore_errors=True)


def _frames(app, n: int = 2) -> None:
    from tests.ui.driver import DT

    for _ in range(n):
        app.step(DT)


def _until(app, condition, limit: int = 300) -> None:
    from tests.ui.driver import DT

    for _ in range(limit):
        if condition():
            return
        app.step(DT)


class _Base(Scene):
    """The bottom of the stack while fuzzing: nothing to build (the menu's many buttons cost more than a gate)."""


def _to_menu(app):
    """Back to the bottom of the stack (the scenes above exit as when left); toasts cleared."""
    if not isinstance(app.stack.scenes[0], _Base):
        app.stack.apply(Reset(_Base(app)))
    while app.stack.depth > 1:
        app.stack.apply(Pop())
    app.toasts.clear()
    return app.stack.top


@functools.cache
def _menu(app):
    """The menu whose Continue the autosaves go through (made once; its ``resume_game`` is the real path)."""
    from fishgames.ui.scenes.menu import MenuScene

    return MenuScene(app)


def open_settings(app, raw: bytes, game: str | None) -> None:
    """As the App's start reads them (``App.__init__``: load, language, messages), then the Settings screen
    (``game`` None) or ``game``'s set-up (which reads its remembered set-up and the names)."""
    from fishgames import i18n
    from fishgames.ui.scenes.settings import SettingsScene
    from fishgames.ui.scenes.setup import SetupScene

    path = app.storage.settings_path
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    app.settings, _ = app.storage.load_settings()
    i18n.set_language(app.settings.language)
    app.sound.enabled = app.settings.sound
    for key, params in app.storage.take_messages():
        app.notify(key, **params)
    _to_menu(app)
    app.stack.apply(Push(SettingsScene(app) if game is None else SetupScene(app, game)))
    _frames(app, 1)


def open_autosave(app, game: str, raw: bytes) -> None:
    """Continue the save from the menu; a table that opens is played to its end by its bots."""
    from fishgames.ui.table import TableScene

    path = app.storage.autosave_path(game)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    app.disk.forget_autosave(game)
    _to_menu(app)
    app.stack.apply(_menu(app).resume_game(game))
    table = app.stack.top
    if isinstance(table, TableScene):
        if all(seat.is_bot for seat in table.match.seats):
            _until(app, lambda: table.finished, limit=600)
        _frames(app, 2)
    _to_menu(app)
    app.storage.clear_autosave(game)
    app.disk.forget_autosave(game)


def open_history(app, row: dict, data) -> None:
    """One hostile row among the good ones (one of each game), then one screen that reads it: Statistics (with the
    charts of its game), its game's list, Watch or Share of it."""
    from fishgames.ui.scenes.game_list import GameListScene
    from fishgames.ui.scenes.replay import OpeningReplay
    from fishgames.ui.scenes.statistics import StatisticsScene

    storage = app.storage
    storage.history_path.unlink(missing_ok=True)
    storage.data_dir.mkdir(parents=True, exist_ok=True)
    storage._history_checked = False  # a new file: checked again like at a start
    shutil.copyfile(_good_history(), storage.history_path)
    values = {key: json.dumps(value, separators=(",", ":")) if isinstance(value, (list, dict)) else value
              for key, value in row.items()}
    slots = ", ".join("CAST(? AS TEXT)" if isinstance(value, _Text) else "?" for value in values.values())
    with sqlite3.connect(storage.history_path) as db:
        try:
            db.execute(f"INSERT INTO games ({', '.join(values)}) VALUES ({slots})",
                       [bytes(value) if isinstance(value, _Text) else value for value in values.values()])
        except (sqlite3.IntegrityError, OverflowError):  # what SQLite itself refuses (NOT NULL, 64-bit ints)
            return
    screen = data.draw(st.sampled_from(["statistics", "list", "watch", "share"]), label="screen")
    game = row["game"] if row["game"] in GAMES else GAMES[0]
    _to_menu(app)
    if screen == "statistics":  # its figures, and the charts of the hostile row's game
        stats = StatisticsScene(app)
        app.stack.apply(Push(stats))
        _until(app, lambda: not stats.loading, limit=10)
        assert len(stats.rows) >= len(GAMES), "a hostile row cost the good ones their place in the statistics"
        for key in ("charts", ("tab", game)):
            app.stack.apply(stats.on_press(key))
            _frames(app, 1)
    else:
        listing = GameListScene(app, game)
        app.stack.apply(Push(listing))
        _until(app, lambda: listing.rows is not None, limit=10)
        assert listing.rows, "a hostile row cost the good one its place in the list"
        _frames(app, 1)
        newest = listing.shown[0] if listing.shown else None  # the hostile row, where it was let through
        if screen == "share" and newest is not None and newest.has_record:
            listing.export(newest.id)
            _frames(app, 2)
        elif screen == "watch" and newest is not None and newest.has_record:
            app.stack.apply(listing.on_press(("watch", newest.id)))
            _until(app, lambda: not isinstance(app.stack.top, OpeningReplay), limit=10)
            _frames(app, 2)
    _to_menu(app)


@functools.cache
def _good_history() -> Path:
    """A history with one finished game of each kind, written once per process; each example starts on a copy."""
    folder = Path(tempfile.mkdtemp(prefix="fishgames-gates-history-"))
    storage = Storage(folder)
    for game in GAMES:
        row = good_row(game)
        storage.record_game(game, row["code"], row["seats"], row["scores"], row["winners"],
                            {int(seat): values for seat, values in row["human_stats"].items()},
                            duration_s=row["duration_s"], finished_at=row["finished_at"],
                            identity=f"good-{game}", record=row["record"])
    return storage.history_path


def open_fishgame(app, raw: bytes) -> None:
    """Dropped on the window: the theatre opens, or a message says why not."""
    from fishgames.ui.scenes.replay import OpeningReplay, ReplayScene

    folder = app.storage.data_dir
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "shared.fishgame"
    path.write_bytes(raw)
    _to_menu(app)
    app.open_file(path)
    _until(app, lambda: not isinstance(app.stack.top, OpeningReplay), limit=120)
    if isinstance(app.stack.top, ReplayScene):
        _frames(app, 2)
    _to_menu(app)


def break_and_open(app, kind: str, data) -> None:
    """Draw one broken item of ``kind`` and open it through ``app`` (the harness's one step)."""
    if kind == "settings":
        open_settings(app, broken_text(good_settings(), data), data.draw(st.sampled_from([None, *GAMES]), label="screen"))
    elif kind == "autosave":
        game = data.draw(st.sampled_from(GAMES), label="game")
        open_autosave(app, game, broken_text(good_autosave(game), data))
    elif kind == "history":
        open_history(app, broken_row(data.draw(st.sampled_from(GAMES), label="game"), data), data)
    else:
        open_fishgame(app, broken_text(good_fishgame(data.draw(st.sampled_from(GAMES), label="game")), data))
