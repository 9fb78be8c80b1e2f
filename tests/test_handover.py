"""Sharing like an app: game links (``fishgames:gofish/4S-1K3F``) on the command line, and a second start that
hands its file, code or link to the running app instead of refusing."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from fishgames import instance
from fishgames.app import main
from fishgames.core import BadGameCode, GameCode
from fishgames.links import game_link, local_path, parse_link
from fishgames.storage import Storage
from fishgames.ui.scenes.replay import ReplayScene
from fishgames.ui.table import TableScene
from tests.replay.helpers import finished_record
from tests.ui.driver import DT, running_app

pytestmark = pytest.mark.usefixtures("every_app_unpainted")  # no check here reads a pixel of the screen

CODE = "gofish:4S-1K3F"


# -- links -----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("link", ["fishgames:gofish/4S-1K3F", "fishgames://gofish/4S-1K3F/", "FISHGAMES:gofish/4s-1k3f",
                                  "fishgames:gofish%2F4S-1K3F", "fishgames:gofish/4S-1K3F?from=chat"])
def test_a_link_names_the_deal_its_code_names(link):
    assert parse_link(link) == GameCode.parse(CODE)


def test_the_results_link_reads_back_as_the_same_code():
    assert game_link(CODE) == "fishgames:gofish/4S-1K3F" and parse_link(game_link(CODE)) == GameCode.parse(CODE)


@pytest.mark.parametrize("link", ["fishgames:", "fishgames:gofish", "fishgames:gofish/4S-1K3F/extra",
                                  "fishgames:nogame/4S-1K3F", "fishgames:gofish/9S-1K3F", "https://x/gofish/4S-1K3F",
                                  "fishgames:gofish/" + "A" * 300])
def test_a_bad_link_is_a_bad_code_with_a_reason(link):
    with pytest.raises(BadGameCode) as error:
        parse_link(link)
    assert error.value.reason_key.startswith("error.code")


def test_a_desktops_file_url_is_a_path():
    assert local_path("file:///home/anna/My%20Games/x.fishgame") == "/home/anna/My Games/x.fishgame"
    assert local_path("x.fishgame") == "x.fishgame"


def test_a_link_on_the_command_line_opens_that_deal():
    """What a clicked link runs: ``fishgames fishgames:gofish/4S-1K3F`` — that game is dealt and autosaved."""
    assert main(["fishgames:gofish/4S-1K3F", "--smoke-frames", "20"]) == 0
    saved = Storage().load_autosave("gofish")
    assert saved is not None and saved["seed"] == GameCode.parse(CODE).seed and len(saved["seats"]) == 4


def test_a_bad_link_on_the_command_line_is_a_usage_error(capsys):
    assert main(["fishgames:gofish/4S-1K3", "--smoke-frames", "2"]) == 2
    assert "fishgames:" in capsys.readouterr().err and Storage().autosaves() == []


# -- the inbox ---------------------------------------------------------------------------------------------------

def test_requests_are_taken_once_in_order_and_damaged_ones_never_opened(tmp_path):
    first = instance.hand_over(tmp_path, "code", CODE)
    second = instance.hand_over(tmp_path, "file", "/tmp/x.fishgame")
    box = tmp_path / instance.INBOX
    (box / "0-bad.json").write_text("[not json")
    (box / "1-kind.json").write_text(json.dumps({"kind": "shell", "value": "rm -rf"}))
    (box / ".2-writing.json.tmp").write_text("{")  # a write in progress
    assert instance.take_requests(tmp_path) == [("code", CODE), ("file", "/tmp/x.fishgame")]
    assert not first.exists() and not second.exists()
    assert sorted(p.name for p in box.iterdir()) == [".2-writing.json.tmp"]
    assert instance.take_requests(tmp_path) == []


def test_a_request_nobody_takes_is_withdrawn(tmp_path):
    path = instance.hand_over(tmp_path, "code", CODE)
    assert not instance.taken(path, wait_s=0.2)
    assert instance.take_requests(tmp_path) == []  # it does not open by surprise at the next start


# -- a second start hands over ---------------------------------------------------------------------------------

def second_start(app, *args: str) -> subprocess.CompletedProcess:
    """``fishgames ARGS`` in a process of its own on the same data folder, while ``app`` runs its frames."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    process = subprocess.Popen([sys.executable, "-m", "fishgames", *args], env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    for _ in range(100_000):  # the running app's frames go on while the second start waits
        if process.poll() is not None:
            break
        app.step(DT)
    out, err = process.communicate(timeout=60)
    return subprocess.CompletedProcess(process.args, process.returncode, out, err)


@pytest.fixture
def running():
    """The first app: holding the data folder's lock and listening, as ``fishgames.app.main`` starts it."""
    with running_app() as app:
        lock = instance.InstanceLock(app.storage.data_dir)
        assert lock.acquire()
        app.listen_for_handovers(app.storage.data_dir)
        app.step(DT)
        try:
            yield app
        finally:
            lock.release()


def test_a_second_start_with_a_link_hands_it_to_the_running_app(running):
    done = second_start(running, "fishgames:gofish/4S-1K3F")
    assert done.returncode == 0, done.stderr[-2000:]
    table = running.stack.top
    assert isinstance(table, TableScene) and table.spec.name == "gofish"
    assert table.match.seed == GameCode.parse(CODE).seed
    assert instance.take_requests(running.storage.data_dir) == []


def test_a_second_start_with_a_code_over_a_running_table_opens_it_from_the_menu(running):
    from fishgames.core import Seat
    from fishgames.ui import games
    from fishgames.ui.scene import Push

    seats = [Seat("human", None, "Anna"), Seat("bot", "easy", "B")]
    running.stack.apply(Push(games.start_scene(running, "fatfish", seats, 3, "easy")))
    done = second_start(running, "--code", "lure:2S-00AB")
    assert done.returncode == 0, done.stderr[-2000:]
    assert [type(s).__name__ for s in running.stack.scenes] == ["MenuScene", "LureTable"]
    assert running.stack.top.match.seed == GameCode.parse("lure:2S-00AB").seed


def test_a_second_start_with_a_file_hands_it_to_the_running_app(running, tmp_path):
    from fishgames import share

    path = share.export(finished_record("gofish"), tmp_path)
    done = second_start(running, str(path))
    assert done.returncode == 0, done.stderr[-2000:]
    for _ in range(600):
        if isinstance(running.stack.top, ReplayScene):
            break
        running.step(DT)
    assert isinstance(running.stack.top, ReplayScene) and running.stack.top.record.seed == 11


def test_a_second_start_nobody_takes_from_says_already_running_and_leaves_no_request(monkeypatch, tmp_path, capsys):
    """An app that holds the lock but takes nothing (hung, or a version without an inbox): the old refusal."""
    from fishgames.ui import notice

    shown = []
    monkeypatch.setattr(notice, "show_notice", lambda title, body: shown.append(title))
    monkeypatch.setattr(instance, "HANDOVER_WAIT_S", 0.3)
    folder = Storage().data_dir
    lock = instance.InstanceLock(folder)
    assert lock.acquire()
    try:
        assert main(["--lang", "en", "fishgames:gofish/4S-1K3F"]) == 3
    finally:
        lock.release()
    assert shown and "already running" in capsys.readouterr().err
    assert instance.take_requests(folder) == []


# -- what macOS hands a running app: SDL posts an opened file and a clicked link alike as a dropped "file" -----

def test_a_link_dropped_on_the_running_app_opens_that_deal_from_the_menu(app):
    """macOS gives a running SDL app a clicked ``fishgames:`` link as DROPFILE with the link's text (SDL's URL
    event); over a table the app goes to the menu and starts the link's deal, as a second start's link does."""
    import pygame

    from fishgames.core import Seat
    from fishgames.ui import games
    from fishgames.ui.scene import Push

    seats = [Seat("human", None, "Anna"), Seat("bot", "easy", "B")]
    app.stack.apply(Push(games.start_scene(app, "fatfish", seats, 3, "easy")))
    app.step(DT)
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file="fishgames:gofish/4S-1K3F"))
    app.step(DT)
    assert [type(s).__name__ for s in app.stack.scenes] == ["MenuScene", "GoFishTable"]
    assert app.stack.top.match.seed == GameCode.parse(CODE).seed
    assert app.toasts == []


def test_a_file_url_dropped_on_the_running_app_is_watched_as_its_path(app, tmp_path):
    """A drop that names the file as a ``file://`` URL (as desktops write it) is the file, not a bad name."""
    import pygame

    from fishgames import share

    path = share.export(finished_record("gofish"), tmp_path)
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=path.as_uri()))
    for _ in range(600):
        if isinstance(app.stack.top, ReplayScene):
            break
        app.step(DT)
    assert isinstance(app.stack.top, ReplayScene) and app.stack.top.record.seed == 11
