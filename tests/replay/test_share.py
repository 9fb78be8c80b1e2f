"""Sharing a game: export to a .fishgame file and open it (command line, dropped on the window, from the
statistics' list of games); a damaged file is refused with a clear message and changes nothing."""

from __future__ import annotations

import json
import os
import threading

import pygame
import pytest

from fishgames import share
from fishgames.command_line import read
from fishgames.core import CHANCE
from fishgames.core.match import chance_stream
from fishgames.disk import DiskWorker
from fishgames.ui.scene import Push
from fishgames.ui.scenes.game_list import GameListScene
from fishgames.ui.scenes.replay import ReplayScene
from tests.replay.helpers import finished_record
from tests.ui.driver import DT, click, frames, key, settled, tap, until

#: No check here reads an App's pixels: its frames are drawn unpainted (all the drawing code runs, no blit lands).
pytestmark = pytest.mark.usefixtures("every_app_unpainted")


def test_an_exported_game_opens_as_the_same_record(tmp_path):
    record = finished_record("lure")
    path = share.export(record, tmp_path, "2026-12-01T10:00:00+01:00")
    assert path.name == f"lure-{str(record.code).rpartition(':')[2]}-2026-12-01.fishgame"
    assert share.load(path).to_json() == record.to_json()


def test_exporting_the_same_game_again_never_overwrites_an_earlier_file(tmp_path):
    record = finished_record("lure")
    paths = [share.export(record, tmp_path, "2026-12-01") for _ in range(4)]
    assert len(set(paths)) == 4 and sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in paths)
    stem = paths[0].name.removesuffix(".fishgame")
    assert [p.name for p in paths[1:]] == [f"{stem}-{n}.fishgame" for n in (2, 3, 4)]
    assert all(share.load(p).to_json() == record.to_json() for p in paths)


def _edited_chance(record) -> dict:
    """The record with its first chance outcome replaced by another one the game could draw."""
    data = record.to_json()
    first = next(i for i, (seat, _) in enumerate(record.actions) if seat == CHANCE)
    from fishgames.core import registry

    spec = registry.get(record.game)
    state = spec.new_state(record.config)
    rng = chance_stream("other", 1)
    other = state.sample_chance(rng).to_text()
    while other == record.actions[first][1]:
        other = state.sample_chance(rng).to_text()
    data["actions"][first][1] = other
    return data


@pytest.mark.parametrize("content, key", [
    (b"\x00\xff garbage", "replay.file_not_a_game"),
    (b'{"format": 1, "game": "gofish"', "replay.file_not_a_game"),
    (b'{"format": 99}', "replay.file_not_a_game"),
    ("edited", "replay.file_damaged"),
    ("illegal", "replay.file_damaged"),
])
def test_a_damaged_file_is_refused_with_its_reason(tmp_path, content, key):
    record = finished_record("gofish")
    if content == "edited":
        content = json.dumps(_edited_chance(record)).encode()
    elif content == "illegal":
        data = record.to_json()
        data["actions"].insert(len(data["actions"]) // 2, data["actions"][len(data["actions"]) // 2])
        content = json.dumps(data).encode()
    path = tmp_path / "bad.fishgame"
    path.write_bytes(content)
    with pytest.raises(share.ShareError) as caught:
        share.load(path)
    assert caught.value.key == key
    with pytest.raises(share.ShareError) as caught:
        share.load(tmp_path / "missing.fishgame")
    assert caught.value.key == "replay.file_unreadable"


def test_the_command_line_takes_one_file():
    assert read(["game.fishgame"]).file == os.path.abspath("game.fishgame")
    assert read([]).file is None


def test_a_file_dropped_on_the_window_opens_the_theatre(app, tmp_path):
    path = share.export(finished_record("fugu"), tmp_path)
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    frames(app, 1)  # the drop is taken: the file goes to the disk worker ("loading…")
    opening = app.stack.top
    assert opening.loading.result(timeout=30) is not None, "the disk worker did not read the dropped file"
    frames(app, 3)  # the record arrives, the theatre is made, then it goes up
    assert isinstance(app.stack.top, ReplayScene)
    assert app.stack.top.record.to_json() == share.load(path).to_json()


def test_a_damaged_dropped_file_says_so_and_changes_nothing(app, tmp_path):
    path = tmp_path / "bad.fishgame"
    path.write_text("{}")
    before = list(app.stack.scenes)
    from fishgames.i18n import t

    app.open_file(path)
    frames(app, 1)
    # "loading…" shows until the disk worker has read the file; a quick refusal may have taken it down in this
    # very frame already (the failure under load: no "loading…" left to wait on).  Either way the refusal's
    # message must come, and nothing else change.
    loading = getattr(app.stack.top, "loading", None)
    if loading is not None:
        loading.exception(timeout=30)  # only waits: the checks are below
    until(app, lambda: t("replay.file_not_a_game") in [text for text, _ in app.toasts], limit=60)
    frames(app, 3)
    assert app.stack.scenes == before


def test_the_list_of_games_watches_and_exports(app, fishgames_home):
    record = finished_record("gofish")
    app.storage.record_game("gofish", str(record.code), record.seats, [3, 2, 1], [0], record=record.to_json(),
                            finished_at="2026-12-01T10:00:00+01:00")
    app.storage.record_game("gofish", "old", record.seats, [1, 2, 3], [2])  # before schema 3: nothing to watch
    scene = GameListScene(app, "gofish")
    app.stack.apply(Push(scene))
    settled(app)  # the list's rows come from the disk worker
    frames(app, 3)
    assert [key for key in scene.widgets if isinstance(key, tuple)] == [("watch", 1), ("export", 1)]
    click(app, scene.widgets[("export", 1)])
    settled(app)
    frames(app, 2)
    (exported,) = (fishgames_home / "exports").iterdir()
    assert share.load(exported).to_json() == record.to_json()
    from fishgames.i18n import t

    said = t("replay.exported", file=exported.name, folder=str(exported.parent))
    assert said in [text for text, _ in app.toasts]
    click(app, scene.widgets[("watch", 1)])
    settled(app)  # the record is read by the disk worker
    frames(app, 3)
    assert isinstance(app.stack.top, ReplayScene) and app.stack.top.record.to_json() == record.to_json()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_given_as_a_game_says_so_and_the_app_goes_on(app, tmp_path):
    """Before: "Loading …" forever, and every later disk write queued behind the open that never returned."""
    pipe = tmp_path / "game.fishgame"
    os.mkfifo(pipe)
    before = list(app.stack.scenes)
    app.open_file(pipe)
    until(app, lambda: app.stack.scenes == before)
    from fishgames.i18n import t

    assert t("replay.file_unreadable") in [text for text, _ in app.toasts]


def test_a_file_that_never_finishes_loading_blocks_no_write_and_can_be_left(app, tmp_path, monkeypatch):
    """A read that hangs (a dead network share) runs beside the disk queue; Esc, or a tap once it has taken a
    while, leaves the loading screen."""
    from fishgames.ui.scenes.replay import PATIENCE_S, OpeningReplay

    hung = threading.Event()
    monkeypatch.setattr(share, "load", lambda path: hung.wait(60))
    worker = DiskWorker(app.storage)  # the threaded worker the real app runs
    monkeypatch.setattr(app, "disk", worker)
    try:
        for leave in ("escape", "tap"):
            app.open_file(tmp_path / "slow.fishgame")
            frames(app, 2)
            assert isinstance(app.stack.top, OpeningReplay)
            worker.save_settings(app.settings)  # a write given after the hung read
            assert worker.wait_idle(timeout=30)
            if leave == "escape":
                key(app, pygame.K_ESCAPE)
            else:
                tap(app, (640, 360))
                frames(app, 2)
                assert isinstance(app.stack.top, OpeningReplay)  # a tap right away is not taken as "stop"
                frames(app, round(PATIENCE_S / DT) + 1)
                tap(app, (640, 360))
            frames(app, 2)
            assert not isinstance(app.stack.top, OpeningReplay)
    finally:
        hung.set()
        worker.close()
