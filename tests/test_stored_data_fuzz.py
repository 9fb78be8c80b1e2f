"""Whatever the files on disk hold, the app starts, continues, shows statistics and opens every setup.

Hypothesis takes valid files (settings with a remembered setup per game, an autosave per game, a history),
breaks one value somewhere (a wrong type, a number out of range, text with NUL or a lone surrogate, a
missing key) and starts the real app on them.  Every file is still valid JSON, so nothing is set aside
for being unreadable: the one boundary that checks values (``GameRecord.from_json``, ``Settings``, the
history row decoder, ``clean_name``) has to catch it.
"""

from __future__ import annotations

import atexit
import functools
import json
import os
import shutil
import sqlite3
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from fishgames.core import Match, Seat, registry
from fishgames.storage import Settings, Storage
from fishgames.ui.app import App
from fishgames.ui.scene import Push, Reset
from fishgames.ui.scenes.menu import MenuScene
from fishgames.ui.scenes.setup import SetupScene
from fishgames.ui.scenes.statistics import StatisticsScene
from fishgames.ui.table import TableScene
from tests.ui.driver import DT, settled, until
from tests.ui.unpainted import unpainted

GAMES = registry.names()
HISTORY_COLUMNS = ("seats", "scores", "winners", "human_stats")

NASTY_TEXT = st.one_of(
    st.sampled_from(["\x00", "\ud800", "\udfff", "An\x00na", "\ud83d", "\u202e", "", " ", "x" * 500,
                     "\u200d", "\ufe0f\u200d", "\u0301"]),  # nothing visible: fonts refuse zero-width text
    st.text(max_size=30),
)
NASTY_VALUE = st.one_of(
    NASTY_TEXT, st.none(), st.booleans(), st.integers(-(10**12), 10**12), st.sampled_from([-5, -1, 0, 1, 36**4]),
    st.floats(allow_nan=True, allow_infinity=True), st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=2),
)


def _mutate(node, data) -> None:
    """Replace one value somewhere in ``node`` (or delete one key), walking down as hypothesis chooses:
    top-level fields are hit as often as deep ones."""
    keys = list(node) if isinstance(node, dict) else list(range(len(node)))
    if not keys:
        return
    key = data.draw(st.sampled_from(keys), label="key")
    child = node[key]
    if isinstance(child, (dict, list)) and child and data.draw(st.booleans(), label="go deeper"):
        _mutate(child, data)
    elif isinstance(node, dict) and data.draw(st.booleans(), label="delete the key"):
        del node[key]
    else:
        node[key] = data.draw(NASTY_VALUE, label="new value")


def _rename_everyone(node, data) -> None:
    """Every ``name`` in the tree becomes nasty text (NUL, lone surrogates, overlong, empty...)."""
    for key, child in list(node.items()) if isinstance(node, dict) else enumerate(node):
        if key == "name" or key == "player_names":
            node[key] = data.draw(NASTY_TEXT if key == "name" else st.lists(NASTY_TEXT, max_size=3), label=key)
        elif isinstance(child, (dict, list)):
            _rename_everyone(child, data)


@functools.cache
def _good_records() -> dict[str, dict]:
    """Per game a bot match one action before its end: Continue finishes it within a few frames, so the
    end of the game (the history write, the results) runs on the broken values too."""
    records = {}
    for game in GAMES:
        spec = registry.get(game)
        seats = [Seat("bot", "easy", f"Bot {i}") for i in range(spec.min_players)]
        saves = []
        match = Match(spec, spec.config(spec.min_players), seats, 7, level="easy",
                      autosave=lambda record, saves=saves: saves.append(json.dumps(record.to_json())))
        match.play_to_end()
        records[game] = json.loads(saves[-2])
    return records


@functools.cache
def _good_home() -> Path:
    """The valid files, written once (five history rows and autosaves); each example starts on a copy."""
    home = Path(tempfile.mkdtemp(prefix="fishgames-fuzz-good-"))
    atexit.register(shutil.rmtree, home, True)
    _good_files(Storage(home))
    return home


def _good_files(storage: Storage) -> None:
    setups = {}
    for game, record in _good_records().items():
        spec = registry.get(game)
        seats = [Seat("human", None, "Anna")] + [Seat("bot", "easy", f"Bot {i}") for i in range(1, spec.min_players)]
        setups[game] = {"players": spec.min_players, "options": dict(spec.options),
                        "seats": [seat.to_json() for seat in seats]}
        storage.save_autosave(game, record)
        storage.record_game(game, f"{game}:{spec.min_players}L-0007", seats, [1] * len(seats), [0],
                            human_stats={0: {"books": 1}}, identity=f"{game}-{len(setups)}")
    storage.save_settings(Settings(language="en", animation_speed="instant", player_names=("Anna", "Ben"),
                                   last_setup=setups))


def _break_one_file(storage: Storage, data, breaking=_mutate) -> str:
    target = data.draw(st.sampled_from(["settings", "history", *GAMES]), label="file")
    if target == "history":
        column = data.draw(st.sampled_from(HISTORY_COLUMNS), label="column")
        with sqlite3.connect(storage.history_path) as db:
            row_id, text = db.execute(f"SELECT id, {column} FROM games ORDER BY id LIMIT 1").fetchone()
            tree = {"value": json.loads(text)}
            breaking(tree, data)
            db.execute(f"UPDATE games SET {column} = ? WHERE id = ?", (json.dumps(tree.get("value")), row_id))
        return target
    path = storage.settings_path if target == "settings" else storage.autosave_path(target)
    tree = json.loads(path.read_text(encoding="utf-8"))
    breaking(tree, data)
    path.write_text(json.dumps(tree), encoding="utf-8")  # surrogates become \ud800 escapes: still valid JSON
    return target


def _use_everything(app: App, broken: str) -> None:
    """Continue (the broken game's save if it is offered), Statistics, and — where the settings are broken —
    every game's setup: a setup reads nothing but the settings, which only the settings and setup scenes
    write, so on the valid settings it would run the same every time."""
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    for game in [broken] if broken in GAMES else GAMES[:1]:
        app.stack.apply(menu.resume_game(game))
        table = app.stack.top
        if isinstance(table, TableScene) and all(seat.is_bot for seat in table.match.seats):
            until(app, lambda table=table: table.finished, limit=900)  # the bots make the last move: the end runs too
        for _ in range(3):
            app.step(DT)
        settled(app)
        app.stack.apply(Reset(MenuScene(app)))
        menu = app.stack.top
    app.stack.apply(Push(StatisticsScene(app)))
    settled(app)
    for _ in range(2):
        app.step(DT)
    for game in GAMES if broken == "settings" else ():
        app.stack.apply(Reset(MenuScene(app)))
        app.stack.apply(Push(SetupScene(app, game)))
        for _ in range(2):
            app.step(DT)
    assert app.running


def _start_on_broken_files(data, breaking) -> None:
    home = Path(tempfile.mkdtemp(prefix="fishgames-fuzz-")) / "home"
    shutil.copytree(_good_home(), home)
    old_home = os.environ.get("FISHGAMES_HOME")
    os.environ["FISHGAMES_HOME"] = str(home)
    try:
        broken = _break_one_file(Storage(), data, breaking)
        app = App(bot_workers=False)
        try:
            with unpainted(app):  # no pixel is read: every line of the drawing code runs, no blit is painted
                app.step(DT)
                _use_everything(app, broken)
        finally:
            app.close()
    finally:
        if old_home is None:
            del os.environ["FISHGAMES_HOME"]
        else:
            os.environ["FISHGAMES_HOME"] = old_home
        shutil.rmtree(home.parent, ignore_errors=True)


#: Each example starts a real app (~0.3 s): no "explain" phase, whose line tracing made a failure take many minutes.
FUZZ = settings(max_examples=30, deadline=None, derandomize=True,
                phases=(Phase.explicit, Phase.reuse, Phase.generate, Phase.shrink),
                suppress_health_check=[HealthCheck.too_slow])


@FUZZ
@given(data=st.data())
def test_no_stored_value_crashes_the_app(data):
    _start_on_broken_files(data, _mutate)


@FUZZ
@given(data=st.data())
def test_no_stored_name_crashes_the_app(data):
    _start_on_broken_files(data, _rename_everyone)
