"""Trust: Continue is the same game, stored data never crashes the app or vanishes, disk trouble is shown
and loses nothing, no frame waits on the disk, one app per data folder.  Each test names the finding
it guards against (a hostile user, or a family with an unlucky laptop)."""

from __future__ import annotations

import errno
import json
import sqlite3
import subprocess
import sys
import threading
from contextlib import contextmanager
from pathlib import Path

import pytest

from fishgames import history as history_module
from fishgames import storage as storage_module
from fishgames.core import CHANCE, GameRecord, Match, Seat, registry
from fishgames.core.errors import DamagedRecord
from fishgames.disk import DiskWorker
from fishgames.instance import InstanceLock
from fishgames.storage import Storage
from fishgames.ui import games
from fishgames.ui.app import App
from fishgames.ui.scene import Push, Reset
from fishgames.ui.scenes.menu import MenuScene
from fishgames.ui.scenes.setup import SetupScene
from fishgames.ui.scenes.statistics import StatisticsScene
from tests.ui.driver import DT, click, settled, until

#: No check here reads an App's pixels: its frames are drawn unpainted (all the drawing code runs, no blit lands).
pytestmark = pytest.mark.usefixtures("every_app_unpainted")

REPO = Path(__file__).resolve().parents[1]
GAMES = registry.names()


def _toasts(app) -> list[str]:
    return [text for text, _ in app.toasts]


def _press(app, widget) -> None:
    click(app, widget)


@pytest.fixture
def make_app():
    apps = []

    def make(**kwargs) -> App:
        app = App(bot_workers=False, **kwargs)
        app.update_settings(animation_speed="instant")
        apps.append(app)
        settled(app)
        return app

    yield make
    for app in apps:
        app.close()


def _bots_only_table(app, game: str = "gofish", seed: int = 5, players: int = 2):
    seats = [Seat("bot", "easy", f"Bot {i + 1}") for i in range(players)]
    scene = games.start_scene(app, game, seats, seed, "easy")
    app.stack.apply(Push(scene))
    return scene


# -- 1. Continue is the same game ------------------------------------------------------------------------------

def test_lure_continued_after_action_10_rolls_what_the_game_never_left_rolls():
    """The issue's minimal case: resuming the autosave written after action 10 re-rolled action 13."""
    spec = registry.get("lure")
    saves = []
    never_left = Match(spec, spec.config(2), [Seat("bot", "random")] * 2, 0, level="easy",
                       autosave=lambda record: saves.append(json.dumps(record.to_json())))
    never_left.play_to_end()
    assert never_left.record.actions[13] == (CHANCE, "roll 0=3,11")  # still the reported case (0-based)
    for cut in (9, 10):  # the autosave after action 10, counted from 1 or from 0
        resumed = Match.from_record(GameRecord.from_json(json.loads(saves[cut]), game="lure"))
        resumed.play_to_end()
        assert resumed.record.actions == never_left.record.actions


def test_an_edited_roll_makes_the_save_damaged():
    """Editing a save cannot buy a better roll: the outcome must be what the stream draws there."""
    spec = registry.get("lure")
    match = Match(spec, spec.config(2), [Seat("bot", "random")] * 2, 0, level="easy")
    match.play_to_end()
    index = next(i for i, (seat, text) in enumerate(match.record.actions) if seat == CHANCE and "roll" in text)
    forged = GameRecord.from_json(match.record.to_json())
    seat, text = forged.actions[index]
    head, _, dice = text.partition("=")
    forged.actions[index] = (seat, f"{head}={','.join('12' for _ in dice.split(','))}")
    with pytest.raises(DamagedRecord):
        Match.from_record(forged)


# -- 2. Names with NUL or a lone surrogate ----------------------------------------------------------------------

NASTY = "Ma\x00ma\ud800\u202e"


def _save_table_game(game: str, name: str, steps: int = 3) -> None:
    """An autosave of ``game`` ``steps`` actions in, with a human seat called ``name`` (written as raw JSON)."""
    spec = registry.get(game)
    seats = [Seat("bot", "random", "B")] * spec.min_players
    match = Match(spec, spec.config(spec.min_players), seats, 11, level="easy")
    for _ in range(steps):
        match.resolve_chance()
        seat = match.state.to_act()[0]
        match.apply(seat, match.bot_decide(seat))
    data = match.record.to_json()
    data["seats"][0] = {"kind": "human", "level": None, "name": name}
    data["bot_rng_states"].pop("0", None)
    path = Storage().autosave_path(game)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")  # json.dumps escapes the surrogate: valid JSON


@pytest.mark.parametrize("game", GAMES)
def test_a_nul_or_surrogate_in_a_saved_seat_name_continues_with_the_name_cleaned(make_app, game):
    _save_table_game(game, NASTY)
    app = make_app()
    menu = app.stack.top
    assert menu.continue_game == game
    _press(app, menu.buttons["continue"])
    table = app.stack.top
    assert table.match.seats[0].name == "Mama"
    for _ in range(5):
        app.step(DT)


def test_a_nul_in_a_remembered_setup_opens_the_setup(make_app):
    for game in GAMES:
        players = registry.get(game).min_players
        seats = [{"kind": "human", "level": None, "name": NASTY}]
        seats += [{"kind": "bot", "level": "easy", "name": "B\x00"}] * (players - 1)
        setups = {game: {"players": players, "options": {}, "seats": seats}}
        settings_path = Storage().settings_path
        settings_path.parent.mkdir(parents=True, exist_ok=True)
        settings_path.write_text(json.dumps({"format": 1, "last_setup": setups}), encoding="utf-8")
        app = make_app()
        app.stack.apply(Push(SetupScene(app, game)))
        for _ in range(3):
            app.step(DT)
        names = [seat["name"] for seat in app.stack.top.seats]
        assert "Mama" in names, (game, names)
        assert all("\x00" not in name and "\ud800" not in name for name in names)


@pytest.mark.parametrize("name", ["\u200d", "\ufe0f\u200d", "\u0301", " \u200d "])
def test_a_name_with_nothing_visible_becomes_the_default_name(name):
    """A zero-width name (a lone joiner, variation selector or combining mark) crashed the set-up's buttons."""
    from fishgames.core.names import clean_name

    assert clean_name(name) == ""
    assert clean_name("Ma" + name + "ma").startswith("Ma")


def _history_row(seats_json: str, identity: str | None = None) -> None:
    storage = Storage()
    storage.record_game("gofish", "gofish:2S-0001", [Seat("human", None, "Anna"), Seat("bot", "easy", "B")],
                        [7, 6], [0], identity=identity)
    with sqlite3.connect(storage.history_path) as db:
        db.execute("UPDATE games SET seats = ?", (seats_json,))


@pytest.mark.parametrize("seats", [
    [{"kind": "human", "level": None, "name": NASTY}, {"kind": "bot", "level": "easy", "name": "B"}],
    [{"kind": "human", "level": None, "name": ["a list"]}, {"kind": "bot", "level": "easy", "name": "B"}],
    [{"kind": "human", "level": None}, {"kind": "bot", "level": "easy", "name": "B"}],
], ids=["nul-and-surrogate", "name-is-a-list", "name-missing"])
def test_statistics_open_whatever_names_a_history_row_holds(make_app, seats):
    _history_row(json.dumps(seats))
    app = make_app()
    _press(app, app.stack.top.buttons["statistics"])
    settled(app)
    stats = app.stack.top
    assert isinstance(stats, StatisticsScene) and not stats.loading
    for _ in range(3):
        app.step(DT)
    if "name" in seats[0] and isinstance(seats[0]["name"], str):
        assert list(stats.summary["players"]) == ["Mama"]
    else:  # a row that cannot be read is left out, with a message
        assert stats.empty and any("1" in text for text in _toasts(app))


# -- 3. Values that load but break the end of the game -------------------------------------------------------

@pytest.mark.parametrize("field, value", [("seed", -5), ("started", "yesterday"), ("seed", True),
                                          ("seed", 36**4), ("started", float("nan"))])
def test_a_save_with_impossible_values_is_set_aside_at_continue(make_app, field, value):
    """No actions yet: nothing to replay would notice the values before the end of the game."""
    _save_table_game("gofish", "Anna", steps=0)
    path = Storage().autosave_path("gofish")
    data = json.loads(path.read_text())
    data[field] = value
    path.write_text(json.dumps(data))
    app = make_app()
    _press(app, app.stack.top.buttons["continue"])
    assert isinstance(app.stack.top, MenuScene) and app.stack.top.continue_game is None
    assert not path.exists() and list(path.parent.glob("gofish.json.corrupt-*"))
    assert _toasts(app)


# -- 4 and 5. A read-only or full data folder ------------------------------------------------------------------

def _failing_disk(monkeypatch, code: int) -> None:
    """Every write of the storage fails as a read-only (EROFS) or full (ENOSPC) folder would make it."""
    def refuse(*args, **kwargs):
        raise OSError(code, "simulated")

    monkeypatch.setattr(storage_module, "atomic_write_text", refuse)
    real_unlink = Path.unlink

    def unlink(self, *args, **kwargs):
        if self.parent.name == "autosave":
            refuse()
        return real_unlink(self, *args, **kwargs)

    monkeypatch.setattr(Path, "unlink", unlink)
    real_connect = sqlite3.connect
    monkeypatch.setattr(history_module.sqlite3, "connect",
                        lambda *a, **k: _ReadOnlyDatabase(real_connect(*a, **k), code))


class _ReadOnlyDatabase:
    """A connection whose writes fail as SQLite reports a read-only or full disk."""

    def __init__(self, db, code):
        self.db, self.code = db, code

    def execute(self, sql, *args):
        if sql.lstrip().upper().startswith(("INSERT", "UPDATE", "CREATE", "ALTER")):
            raise sqlite3.OperationalError("attempt to write a readonly database" if self.code == errno.EROFS
                                           else "database or disk is full")
        return self.db.execute(sql, *args)

    def executescript(self, sql):
        return self.execute(sql)

    def __getattr__(self, name):
        return getattr(self.db, name)

    def __enter__(self):
        return self.db.__enter__()

    def __exit__(self, *exc):
        return self.db.__exit__(*exc)


def test_an_autosave_that_cannot_be_removed_does_not_end_the_app(make_app, monkeypatch, caplog):
    """A read-only autosave folder: the game is recorded, removing its save fails, the player is told."""
    real_unlink = Path.unlink

    def unlink(self, *args, **kwargs):
        if self.parent.name == "autosave":
            raise OSError(errno.EROFS, "simulated")
        return real_unlink(self, *args, **kwargs)

    monkeypatch.setattr(Path, "unlink", unlink)
    app = make_app()
    table = _bots_only_table(app)
    until(app, lambda: table.finished, limit=4000)
    settled(app)
    assert len(Storage().games("gofish")) == 1
    assert any("gofish.json" in text and "simulated" in text for text in _toasts(app)), _toasts(app)
    assert not [r for r in caplog.records if r.levelname == "ERROR"]
    for _ in range(3):
        app.step(DT)


@pytest.mark.parametrize("code", [errno.EROFS, errno.ENOSPC], ids=["read-only", "full"])
def test_a_game_on_a_failing_disk_says_so_at_once_and_ends_normally(make_app, monkeypatch, caplog, code):
    Storage().record_game("gofish", "gofish:2L-0000", [Seat(), Seat("bot", "easy")], [1, 2], [1])  # migrated db
    app = make_app()
    _failing_disk(monkeypatch, code)
    table = _bots_only_table(app)
    app.step(DT)
    settled(app)  # the first autosave has failed on the worker; the next frame shows it
    io_errors = [text for text in _toasts(app) if "simulated" in text]
    assert len(io_errors) == 1 and "gofish.json" in io_errors[0], _toasts(app)
    until(app, lambda: table.finished, limit=4000)
    assert table.match.state.is_over()
    settled(app)
    texts = _toasts(app)
    assert any("history.sqlite3" in text for text in texts), texts  # the refused history write is said too
    assert sum("gofish.json" in text for text in texts) <= 1  # once per kind, not after every move
    assert Storage().autosave_path("gofish").exists() is False  # nothing was ever written...
    assert not [r for r in caplog.records if r.levelname == "ERROR"]  # ...and nothing raised on the way


def test_the_autosave_stays_until_the_history_has_the_game(make_app, monkeypatch):
    """A full disk at the end: the finished game is not recorded, so its autosave must stay for Continue."""
    app = make_app()
    table = _bots_only_table(app)
    until(app, lambda: table.match.state.to_act() == () or len(table.match.record.actions) > 40, limit=4000)
    refused = []
    with monkeypatch.context() as refusing:
        refusing.setattr(Storage, "record_game", lambda self, *a, **k: refused.append(a or k) and None)
        until(app, lambda: table.finished, limit=4000)
        settled(app)
    assert refused, "the history write was not even tried"
    path = Storage().autosave_path("gofish")
    saved = json.loads(path.read_text())
    assert len(saved["actions"]) == len(table.match.record.actions)  # the whole finished game is on disk
    # Continue records it now, and only then removes the autosave.
    app.stack.apply(Reset(MenuScene(app)))
    app.step(DT)
    _press(app, app.stack.top.buttons["continue"])
    until(app, lambda: not isinstance(app.stack.top, MenuScene), limit=60)
    continued = app.stack.scenes[1]
    until(app, lambda: continued.finished, limit=600)
    settled(app)
    assert len(Storage().games("gofish")) == 1
    assert not path.exists()


# -- 6. No frame waits on the disk -----------------------------------------------------------------------------

def test_every_write_and_history_query_of_a_played_game_runs_off_the_frame_loop(make_app, monkeypatch):
    calls: list[tuple[str, bool]] = []
    for name in ("save_autosave", "record_game", "clear_autosave", "save_settings", "summary", "games"):
        real = getattr(Storage, name)

        def spy(self, *args, _real=real, _name=name, **kwargs):
            calls.append((_name, threading.current_thread() is threading.main_thread()))
            return _real(self, *args, **kwargs)

        monkeypatch.setattr(Storage, name, spy)
    app = make_app()
    app.update_settings(sound=False)
    table = _bots_only_table(app)
    until(app, lambda: table.finished, limit=4000)
    app.stack.apply(Push(StatisticsScene(app)))
    settled(app)
    names = {name for name, _ in calls}
    assert {"save_autosave", "record_game", "clear_autosave", "save_settings", "summary"} <= names, names
    on_frame_loop = [name for name, main in calls if main]
    assert on_frame_loop == [], on_frame_loop


def test_a_slow_write_does_not_hold_the_frames(make_app, monkeypatch):
    """A write that hangs (a locked database, a stalled SD card) must leave the frame loop running."""
    release = threading.Event()

    def hanging_write(self, *args, **kwargs):
        assert threading.current_thread() is not threading.main_thread(), "a frame waited on a write"
        release.wait(30)

    monkeypatch.setattr(Storage, "save_autosave", hanging_write)
    app = make_app()
    table = _bots_only_table(app)
    for _ in range(30):
        app.step(DT)  # would hang here for 30 s per autosave if the frame wrote it
    assert len(table.match.record.actions) > 5
    release.set()


# -- 8. One app per data folder --------------------------------------------------------------------------------

def test_a_second_app_on_the_same_data_folder_says_so_and_exits(fishgames_home):
    first = InstanceLock(Storage().data_dir)
    assert first.acquire()
    try:
        second = subprocess.run([sys.executable, "-m", "fishgames", "--smoke-frames", "2", "--lang", "en"],
                                cwd=REPO, capture_output=True, text=True, timeout=120)
        assert second.returncode == 3, second.stderr
        assert "already running" in second.stderr
    finally:
        first.release()
    again = subprocess.run([sys.executable, "-m", "fishgames", "--smoke-frames", "2"], cwd=REPO,
                           capture_output=True, text=True, timeout=120)
    assert again.returncode == 0, again.stderr


@contextmanager
def lock_held_by_another_process():
    """Another process holds the instance lock while the block runs, and is killed after it."""
    holder = subprocess.Popen([sys.executable, "-c", (
        "import sys, time; from fishgames.instance import InstanceLock; from fishgames.storage import Storage;"
        "lock = InstanceLock(Storage().data_dir); assert lock.acquire(); print('held', flush=True); time.sleep(60)")],
        cwd=REPO, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline() == "held\n"
        yield
    finally:
        holder.kill()
        holder.wait()


def test_a_lock_dies_with_its_process(fishgames_home):
    with lock_held_by_another_process():
        assert not InstanceLock(Storage().data_dir).acquire()
    assert InstanceLock(Storage().data_dir).acquire()


def test_a_finished_game_is_recorded_once_however_many_times_it_is_reported(fishgames_home):
    seats = [Seat(), Seat("bot", "easy")]
    barrier = threading.Barrier(4)

    def report():
        storage = Storage()
        barrier.wait()
        for _ in range(5):
            storage.record_game("gofish", "gofish:2L-0001", seats, [1, 2], [1], identity="gofish:2L-0001@1.0")

    threads = [threading.Thread(target=report) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(Storage().games()) == 1
    Storage().record_game("gofish", "gofish:2L-0001", seats, [1, 2], [1], identity="gofish:2L-0001@2.0")
    assert len(Storage().games()) == 2  # another game (another start) with the same code is counted


@pytest.mark.parametrize("seeds", [(1, 2), (2, 1)], ids=["new-code-sorts-after", "new-code-sorts-before"])
@pytest.mark.parametrize("new_first", [False, True], ids=["finish-then-new", "new-then-finish"])
def test_recording_a_finished_game_keeps_the_autosave_of_a_newer_game_of_the_same_kind(fishgames_home, new_first,
                                                                                      seeds):
    """A game ends and a new one of the same kind starts before the disk worker gets to the history: the
    finished game is recorded, the new game's autosave stays (in memory and on disk), whichever comes first,
    and whether the new game's code sorts after the finished one's or before it (any other game is newer)."""
    spec = registry.get("gofish")
    seats = [Seat(), Seat("bot", "easy")]
    old, new = (GameRecord("gofish", spec.config(2), seats, seed, "easy", started=started)
                for seed, started in zip(seeds, (5.0, 6.0), strict=True))
    row = dict(game="gofish", code=str(old.code), seats=old.seats, scores=[1, 2], winners=[1])
    worker = DiskWorker(Storage())
    held = threading.Event()
    worker.query(lambda storage: held.wait(10))  # the worker is busy: the next jobs queue up behind
    worker.save_autosave("gofish", old.identity, old.to_json())
    if new_first:
        worker.save_autosave("gofish", new.identity, new.to_json())
    worker.finish_game("gofish", old.identity, row)
    if not new_first:
        worker.save_autosave("gofish", new.identity, new.to_json())
    assert worker.latest_autosave("gofish") == new.to_json()  # Continue sees it before the disk has it
    held.set()
    assert worker.close()
    assert worker.latest_autosave("gofish") == new.to_json()
    assert Storage().load_autosave("gofish") == json.loads(json.dumps(new.to_json()))
    assert len(Storage().games()) == 1


def test_two_workers_finishing_the_same_continued_game_count_it_once(fishgames_home):
    record = GameRecord("gofish", registry.get("gofish").config(2), [Seat(), Seat("bot", "easy")], 1, "easy",
                        started=5.0)
    row = dict(game="gofish", code=str(record.code), seats=record.seats, scores=[1, 2], winners=[1])
    for worker in (DiskWorker(Storage()), DiskWorker(Storage())):
        worker.finish_game("gofish", record.identity, row)
        assert worker.close()
    assert len(Storage().games()) == 1


def test_a_lock_file_deleted_under_a_running_app_still_keeps_a_second_one_out(fishgames_home):
    with lock_held_by_another_process():
        lock = InstanceLock(Storage().data_dir)
        lock.path.unlink()
        assert not lock.acquire()
    assert InstanceLock(Storage().data_dir).acquire()
