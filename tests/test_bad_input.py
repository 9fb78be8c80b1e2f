"""Bad input never crashes the app and never loses more than the bad part.

Damaged settings, autosaves and history each start the real App: a message is shown (``app.toasts``),
the damaged file is quarantined (``<name>.corrupt-<stamp>``) and every other file stays byte for byte
as it was.  Malformed game codes are refused with a clear message, on the command line and by
``GameCode.parse``.  An autosave that parses but cannot be replayed is set aside and the menu goes on.

The toy game (tests/toy_game.py + tests/ui/toy_scene.py) stands in for a built game, so a Continue
button exists whatever real games are built.
"""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

import pygame
import pytest

from fishgames import pin
from fishgames.app import main
from fishgames.core import BadGameCode, GameCode, GameRecord, Seat, registry
from fishgames.core.spec import GameConfig
from fishgames.i18n import t
from fishgames.settings import Settings
from fishgames.storage import Storage
from fishgames.ui import art_cache, games
from fishgames.ui.app import App
from fishgames.ui.scenes.menu import MenuScene
from fishgames.ui.scenes.settings import SettingsScene
from fishgames.ui.scenes.statistics import StatisticsScene
from tests.toy_game import TOY
from tests.ui.driver import settled
from tests.ui.toy_scene import ToyTable

#: No check here reads an App's pixels: its frames are drawn unpainted (all the drawing code runs, no blit lands).
pytestmark = pytest.mark.usefixtures("every_app_unpainted")

DT = 1 / 60
CORRUPT = re.compile(r"^(?P<name>.+)\.corrupt-\d{8}-\d{6}(-\d+)?$")


@pytest.fixture
def toy(monkeypatch):
    monkeypatch.setitem(registry._specs, "toy", TOY)
    monkeypatch.setattr(games, "menu_games", lambda: ("toy", "fatfish", "lure", "fugu", "gofish"))
    monkeypatch.setitem(games._scenes, "toy", ToyTable)


@pytest.fixture
def home(fishgames_home, toy) -> Path:
    """One good file of each kind: settings (English, names), two autosaves, a history with a game."""
    storage = Storage()
    storage.save_settings(Settings(language="en", player_names=("Anna", "Ben"), animation_speed="instant"))
    storage.save_autosave("toy", {**_toy_record().to_json(), "played": 2_000_000_000.0})  # toy is played last
    storage.save_autosave("lure", {**_toy_record(game="lure").to_json(), "played": 1_000_000_000.0})
    storage.record_game("toy", "toy:2L-0001", [Seat("human", None, "Anna"), Seat("bot", "easy", "Kai")], [6, 3], [0])
    assert storage.messages == []
    return fishgames_home


def _toy_record(actions=((-1, "deal 8,3"), (1, "bet 2")), game: str = "toy") -> GameRecord:
    record = GameRecord(game, GameConfig(2), [Seat("human", None, "Anna"), Seat("bot", "easy", "Kai")], seed=17,
                        level="easy", started=1.0)
    record.actions = list(actions)
    return record


def _files(folder: Path) -> dict[str, bytes]:
    """The player's files under ``folder``; the art cache is left out: the disk worker writes the menu's drawn
    pictures there whenever they were drawn afresh, in the background (it made these checks flaky)."""
    cache = art_cache.folder()
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*")
            if p.is_file() and not p.is_relative_to(cache)}


def _others(folder: Path, damaged: str) -> dict[str, bytes]:
    return {k: v for k, v in _files(folder).items() if not Path(k).name.startswith(damaged)}


def _quarantined(path: Path) -> list[Path]:
    return [p for p in path.parent.iterdir() if (m := CORRUPT.match(p.name)) and m["name"] == path.name]


def _frames(app, n=3):
    for _ in range(n):
        app.step(DT)


def _press(app, widget):
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, {"pos": widget.rect.center, "button": 1}))
    _frames(app)


def _toasts(app) -> list[str]:
    return [text for text, _ in app.toasts]


def _menu_still_works(app) -> None:
    """The menu answers: settings open and close again."""
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and app.running
    _press(app, menu.buttons["settings"])
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    _press(app, settings.widgets["back"])
    assert isinstance(app.stack.top, MenuScene) and app.stack.depth == 1


@pytest.fixture
def started():
    apps = []

    def start():
        app = App(bot_workers=False)
        apps.append(app)
        _frames(app, 2)
        return app

    yield start
    for app in apps:
        app.close()


# -- settings ------------------------------------------------------------------------------------------------

SETTINGS_DAMAGE = {
    "truncated": lambda text: text[: len(text) // 2],
    "garbage": lambda text: "\x00\xff garbage ]]{{",
    "empty": lambda text: "",
    "list": lambda text: json.dumps([json.loads(text)]),
    "number": lambda text: "42",
    "deep": lambda text: "[" * 100_000,
}


@pytest.mark.parametrize("how", SETTINGS_DAMAGE)
def test_unreadable_settings_start_the_app_with_defaults_and_a_message(home, started, how):
    path = Storage().settings_path
    path.write_text(SETTINGS_DAMAGE[how](path.read_text()), encoding="utf-8", errors="surrogateescape")
    damaged, others = path.read_bytes(), _others(home, "settings.json")
    app = started()
    assert app.settings == Settings()  # all defaults
    [moved] = _quarantined(path)
    assert moved.read_bytes() == damaged
    assert any(moved.name in text and "settings.json" in text for text in _toasts(app)), _toasts(app)
    assert _others(home, "settings.json") == others
    _menu_still_works(app)


def test_wrong_types_in_settings_keep_the_good_values(home, started):
    path = Storage().settings_path
    data = json.loads(path.read_text())
    data.update(sound="yes", kiosk_pin=1234, player_names="Anna", last_setup=[1])
    path.write_text(json.dumps(data))
    damaged, others = path.read_bytes(), _others(home, "settings.json")
    app = started()
    assert app.settings.language == "en" and app.settings.animation_speed == "instant"  # the good ones stay
    assert (app.settings.sound, app.settings.player_names) == (True, ()) and pin.matches("1234", app.settings.kiosk_pin)
    [moved] = _quarantined(path)
    assert moved.read_bytes() == damaged
    assert any("4 settings were invalid" in text and moved.name in text for text in _toasts(app)), _toasts(app)
    assert _others(home, "settings.json") == others
    _menu_still_works(app)


# -- history -------------------------------------------------------------------------------------------------

HISTORY_DAMAGE = {
    "truncated": lambda data: data[: len(data) // 2],
    "garbage": lambda data: bytes(range(256)) * 16,
    "text": lambda data: b"not a database\n" * 100,
}


@pytest.mark.parametrize("how", HISTORY_DAMAGE)
def test_damaged_history_is_set_aside_when_the_statistics_read_it(home, started, how):
    path = Storage().history_path
    path.write_bytes(HISTORY_DAMAGE[how](path.read_bytes()))
    damaged, others = path.read_bytes(), _others(home, "history.sqlite3")
    app = started()  # start-up does not read the history; the statistics screen does
    assert _toasts(app) == []
    _press(app, app.stack.top.buttons["statistics"])
    settled(app)
    stats = app.stack.top
    assert isinstance(stats, StatisticsScene) and stats.empty
    [moved] = _quarantined(path)
    assert moved.read_bytes() == damaged
    assert any(moved.name in text and "history.sqlite3" in text for text in _toasts(app)), _toasts(app)
    assert _others(home, "history.sqlite3") == others
    _press(app, stats.widgets["back"])
    _menu_still_works(app)


def test_a_history_of_another_program_is_set_aside(home, started):
    path = Storage().history_path
    path.unlink()
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE notes (text)")
    db.close()
    app = started()
    _press(app, app.stack.top.buttons["statistics"])
    settled(app)
    assert len(_quarantined(path)) == 1 and any("history.sqlite3" in text for text in _toasts(app))


# -- autosaves -------------------------------------------------------------------------------------------------

AUTOSAVE_DAMAGE = {
    "truncated": lambda text: text[: len(text) // 2],
    "garbage": lambda text: "\x00\x01\x02 nonsense",
    "wrong-types": lambda text: json.dumps({**json.loads(text), "seed": "seventeen", "actions": 5}),
    "seats-not-objects": lambda text: json.dumps({**json.loads(text), "seats": ["Anna", "Kai"]}),
    "other-game": lambda text: json.dumps(_toy_record(game="lure").to_json()),
    "not-an-object": lambda text: "[]",
}


def _continue(app) -> None:
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and menu.continue_game == "toy"
    _press(app, menu.buttons["continue"])


@pytest.mark.parametrize("how", AUTOSAVE_DAMAGE)
def test_damaged_autosave_is_set_aside_when_continued(home, started, how):
    path = Storage().autosave_path("toy")
    path.write_text(AUTOSAVE_DAMAGE[how](path.read_text()))
    damaged, others = path.read_bytes(), _others(home, "toy.json")
    app = started()
    _continue(app)
    [moved] = _quarantined(path)
    assert moved.read_bytes() == damaged and not path.exists()
    assert any(moved.name in text for text in _toasts(app)), _toasts(app)
    assert t("menu.resume_failed", game=games.title("toy")) in _toasts(app)
    assert _others(home, "toy.json") == others
    assert app.stack.top.continue_game != "toy"  # no second try at a save that is gone
    _menu_still_works(app)


REPLAY_FAILURES = {
    "illegal-action": [(-1, "deal 8,3"), (0, "bet 9")],
    "out-of-turn": [(0, "bet 1")],  # nobody may bet before the deal
    "unknown-action": [(-1, "deal 8,3"), (1, "swim away")],
    "no-such-seat": [(-1, "deal 8,3"), (5, "bet 1")],
    "bad-deal": [(-1, "deal 4")],
}


@pytest.mark.parametrize("how", REPLAY_FAILURES)
def test_autosave_that_does_not_replay_is_rejected_and_the_menu_goes_on(home, started, how):
    storage = Storage()
    storage.save_autosave("toy", {**_toy_record(REPLAY_FAILURES[how]).to_json(), "played": 2_000_000_000.0})
    path = storage.autosave_path("toy")
    saved, others = path.read_bytes(), _others(home, "toy.json")
    app = started()
    _continue(app)
    assert isinstance(app.stack.top, MenuScene) and app.stack.depth == 1
    [moved] = _quarantined(path)  # set aside by storage.reject_autosave, not deleted
    assert moved.read_bytes() == saved and not path.exists()
    assert t("menu.resume_failed", game=games.title("toy")) in _toasts(app)
    assert _others(home, "toy.json") == others
    _menu_still_works(app)


def test_a_good_autosave_still_continues(home, started):
    """The counterpart of the tests above: the same set-up with an intact save resumes the game."""
    app = started()
    _continue(app)
    table = app.stack.top
    assert isinstance(table, ToyTable) and table.match.record.actions[:2] == [(-1, "deal 8,3"), (1, "bet 2")]
    assert _toasts(app) == [] and _quarantined(Storage().autosave_path("toy")) == []


# -- game codes ---------------------------------------------------------------------------------------------------

BAD_CODES = ["XX", "", "   ", "4S-", "4S-00000", "0S-0000", "4S_0000", "4S-00-0", "S4-0000", "44-0000", "4S-ÄÖÜ1",
             "4X-0000", "4s-000!", "gofish:4S-0000:extra", "Go Fish:4S-0000", "1:4S-0000", "4" * 10_000,
             "nosuchgame:2S-0000", "\x00", "４S-0000"]


@pytest.mark.parametrize("text", BAD_CODES, ids=lambda text: repr(text[:20]))
def test_game_code_parse_refuses_malformed_codes_with_a_reason(text):
    for game in (None, "gofish"):
        with pytest.raises(BadGameCode) as caught:
            GameCode.parse(text, game=game)
        assert caught.value.reason_key.startswith("error.code_") and t.has(caught.value.reason_key)


def test_game_code_parse_checks_the_game(toy):
    assert GameCode.parse(" toy:2l-00az ") == GameCode(2, "easy", int("00AZ", 36), "toy")
    for text, reason in [("toy:9L-0000", "error.code_players"), ("toy:2P-0000", "error.code_level"),
                         ("lure:2L-0000", "error.code_other_game")]:
        with pytest.raises(BadGameCode) as caught:
            GameCode.parse(text, game="toy")
        assert caught.value.reason_key == reason, text


@pytest.mark.parametrize("argv", [
    ["--code", "XX"], ["--code", ""], ["--code", "4S-00000"], ["--code", "4X-0000"],
    ["--code", "nosuchgame:2S-0000"], ["--code", "4S-0000"], ["--game", "nosuchgame"],
    ["--game", "gofish", "--code", "lure:2S-0000"], ["--code", "gofish:9S-0000"],
], ids=lambda argv: " ".join(argv))
def test_cli_refuses_malformed_codes(capsys, argv):
    assert main([*argv, "--smoke-frames", "1"]) == 2  # (a wrongly accepted code would run one frame, return 0)
    err = capsys.readouterr().err
    assert err.startswith("fishgames: ") and len(err.strip()) > len("fishgames: ") + 10, err
    assert "Traceback" not in err
