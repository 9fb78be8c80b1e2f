"""A table's backdrop at a drawing scale over 1.5 is painted on memory made ahead while the screen before it shows
(``fishgames.ui.pages_ahead``): the first frame's copy into a new screen-sized surface was 7 of its ~55 ms at
2560 × 1440.  At 1920 × 1080 nothing is made ahead (no memory added there)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from fishgames.ui import fine, pages_ahead
from fishgames.ui.scene import Push
from fishgames.ui.scenes.setup import SetupScene
from tests.ui.driver import frames
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401
from tests.ui.test_crisp import sharp_app

pytestmark = pytest.mark.usefixtures("menu_art_kept_on_disk")


def set_up(app, game: str) -> SetupScene:
    setup = SetupScene(app, game)
    app.stack.apply(Push(setup))
    frames(app, 2)
    return setup


def test_a_table_at_2560x1440_paints_its_backdrop_on_the_memory_its_set_up_made_ahead():
    with sharp_app((2560, 1440)) as app:
        setup = set_up(app, "lure")
        made = list(pages_ahead._made)
        assert [surface.get_size() for surface in made] == [(2560, 1440)]
        app.stack.apply(setup.start())
        frames(app, 1)
        table = app.stack.top
        assert fine.k == 2 and fine.twin(table._background) is made[0]  # the table's backdrop: those pages
        assert not pages_ahead._made  # taken: held once, as the backdrop


def test_nothing_is_made_ahead_at_1920x1080_and_a_window_made_smaller_lets_it_go():
    with sharp_app((1920, 1080)) as app:
        set_up(app, "lure")
        assert fine.k == 1.5 and not pages_ahead._made
    with sharp_app((2560, 1440)) as app:
        set_up(app, "lure")
        assert pages_ahead._made
        app.window_resized((1920, 1080))
        frames(app, 2)
        assert fine.k == 1.5 and not pages_ahead._made


def first_4k_frame_faults() -> int:
    """A fresh app's 4K Fat Fish set-up with all its art drawn ahead, then Start: the page faults of the table's
    first frame."""
    import resource

    from fishgames.ui import heap

    with sharp_app((3840, 2160)) as app:
        setup = set_up(app, "fatfish")
        # the backdrop's surface in a frame, the heap 16 MB a frame, then the art, as much a frame as its time budget
        # allows: stepped until all of it is drawn (a busy machine drew less in ten frames, and its first frame more)
        for _ in range(2000):
            frames(app, 1)
            if setup.art_ahead.done:
                break
        frames(app, 10)  # (the heap made up again after the art took from it)
        assert setup.art_ahead.done
        assert fine.k == 3 and heap.glibc().mallinfo2().fordblks >= pages_ahead.HEAP_AHEAD // 2
        before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
        app.stack.apply(setup.start())
        frames(app, 1)
        return resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before


def faults_in_a_process_of_its_own(counter: str, home) -> int:
    """What ``counter`` (a function of this module) counts, in a fresh app process with its own home ``home``: as
    a player's start is (in a test process that ran other tests first, their heap's leftovers gave 2,700)."""
    from fishgames.ui import heap

    if heap.glibc() is None:
        pytest.skip("the heap is made ahead with glibc's malloc only")
    repo = Path(__file__).resolve().parents[2]
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "XDG_DATA_HOME": str(home),
           "XDG_CONFIG_HOME": str(home), "XDG_CACHE_HOME": str(home), "XDG_STATE_HOME": str(home)}
    child = subprocess.run([sys.executable, "-c", f"from tests.ui.test_pages_ahead import {counter} as f; "
                            "print('faults', f())"], cwd=repo, env=env, capture_output=True, text=True, timeout=300)
    assert child.returncode == 0, child.stderr[-2000:]
    return int(child.stdout.split("faults")[-1])


def test_a_4k_tables_first_frame_takes_its_new_pictures_from_pages_touched_ahead(tmp_path):
    """At 3840 × 2160 (k = 3) the first frame's new pictures (panels at the screen's pixels, kept) were some 50 MB of
    new pages, each a page fault the system clears: 13,000 of them, 30-50 ms of Fat Fish's 70-90 ms first frame.  Its
    set-up leaves the heap that much free memory with its pages touched, kept (``heap.keep_freed``): the first frame
    takes few new pages.  (Counted, not timed: the page faults in that frame, in an app process of its own, as a
    player's start is — in a test process that ran other tests first, their heap's leftovers gave 2,700.)"""
    assert faults_in_a_process_of_its_own("first_4k_frame_faults", tmp_path) < 1500  # (without: 8,000-13,000)


def test_a_4k_tables_water_is_copied_into_its_backdrops_memory_ahead_and_the_backdrop_is_the_same():
    """The backdrop's first step, a copy of the screen-sized water (16 % of Fat Fish's first frame at 4K), is done while
    the set-up shows (``pages_ahead.fill``): the first frame paints on the water already there, and the backdrop is
    pixel for pixel the one painted on a fresh copy."""
    import pygame

    with sharp_app((3840, 2160)) as app:
        setup = set_up(app, "gofish")
        for _ in range(200):  # (the water is drawn a step or a few a frame: art.underwater_steps)
            frames(app, 1)
            if pages_ahead._filled:
                break
        made = list(pages_ahead._made)
        assert made and pages_ahead._filled  # the water copied in ahead
        app.stack.apply(setup.start())
        frames(app, 1)
        table = app.stack.top
        ahead = fine.twin(table._background)
        assert ahead is made[0]
        fresh = fine.twin(table.make_background())  # (nothing made ahead now: painted on a new copy of the water)
        assert fresh is not ahead
        assert pygame.image.tobytes(fresh, "RGB") == pygame.image.tobytes(ahead, "RGB")


def open_code_at_start_up(app, game: str) -> None:
    """``fishgames --code`` as the app's start does it: the code's table opened before the app's first frame."""
    from fishgames.core import GameCode
    from fishgames.ui import games

    spec = games.spec(game)
    app.open_start(code=GameCode(spec.max_players, spec.levels[0], 4242, game))


def until_the_table_is_up(app, each_frame=None) -> int:
    """Frames until the table a code or Continue opened takes the preparing screen's place (``scenes/preparing``);
    ``each_frame(up)`` after each (``up``: the frame drew the table); the frames the table was prepared in."""
    from fishgames.ui.table_ahead import MOST_FRAMES

    for prepared in range(MOST_FRAMES + 2):
        frames(app, 1)
        up = getattr(app.stack.top, "match", None) is not None
        if each_frame is not None:
            each_frame(up)
        if up:
            return prepared
    raise AssertionError("the table never came up")


def first_4k_frame_faults_from_a_code(game: str = "gofish") -> int:
    """A fresh app at 4K given a code at start-up: prepared until all its art is drawn (whatever the machine's speed:
    the cap on the time it is given is not what is checked), then the page faults of the table's first frame."""
    import resource

    from fishgames.ui import table_ahead

    with sharp_app((3840, 2160)) as app:
        table_ahead.ART_SECONDS_4K = float("inf")
        open_code_at_start_up(app, game)
        faults = [resource.getrusage(resource.RUSAGE_SELF).ru_minflt]
        until_the_table_is_up(app, lambda up: faults.append(resource.getrusage(resource.RUSAGE_SELF).ru_minflt))
        return faults[-1] - faults[-2]


def test_a_4k_tables_first_frame_from_a_code_at_start_up_takes_its_pages_made_ahead(tmp_path):
    """A table opened with no screen before it — a code at start-up — got nothing made ahead, and its first frame
    at 4K made its memory and its art itself (59-65 ms in a real window): now it is prepared first (the deep sea and
    "Setting the table…": ``scenes/preparing.py``), and its first frame takes few new pages.  Counted in an app
    process of its own (as the set-up's check above).  Without the preparing screen 7,244 (the table's first frame
    was the window's first too); the art it would draw is checked by the next test (its pictures came from the heap
    kept at 4K: 1-22 faults here with the preparing screen drawing nothing)."""
    assert faults_in_a_process_of_its_own("first_4k_frame_faults_from_a_code", tmp_path) < 1500


def test_a_4k_tables_first_frame_from_a_code_at_start_up_draws_no_picture(monkeypatch):
    """The code's table comes up only after a preparing screen drew its art and made its backdrop's memory: its
    first frame draws no picture and paints its backdrop on the memory made ahead."""
    from fishgames.ui import sprites, table_ahead
    from fishgames.ui.scenes import preparing

    monkeypatch.setattr(table_ahead, "ART_SECONDS_4K", float("inf"))  # all of it (the time cap is not checked)
    with sharp_app((3840, 2160)) as app:
        open_code_at_start_up(app, "gofish")
        assert isinstance(app.stack.top, preparing.PreparingScene)
        real_put, drawn = sprites.CACHE.put, []
        monkeypatch.setattr(sprites.CACHE, "put", lambda key, value: drawn.append(key) or real_put(key, value))
        made: list = []

        def each_frame(up: bool) -> None:  # what the frames before the table's first drew and made is not counted
            if not up:
                drawn.clear()
                made[:] = pages_ahead._made

        prepared = until_the_table_is_up(app, each_frame)
        table = app.stack.top
        assert [key for key in drawn if key[0] != sprites.TURNED] == [], "the table's first frame drew pictures"
        assert prepared > 3 and made, "no memory made ahead"
        assert fine.twin(table._background) is made[0]  # its backdrop painted on the memory made ahead


def test_continue_at_4k_prepares_its_table_and_at_1920x1080_opens_it_at_once():
    """Continue from the menu is a way in with no set-up before it: at 4K its table is prepared first; at 1920 × 1080
    (nothing made ahead there) it comes up at once, as before."""
    from fishgames.core import Seat
    from fishgames.ui import games
    from fishgames.ui.scene import Reset
    from fishgames.ui.scenes.menu import MenuScene
    from fishgames.ui.scenes.preparing import PreparingScene

    for window, prepared in (((3840, 2160), True), ((1920, 1080), False)):
        with sharp_app(window) as app:
            seats = [Seat("human", None, "Ann"), Seat("bot", "easy", games.bot_name(1))]
            table = games.start_scene(app, "lure", seats, seed=3, level="easy")
            app.stack.apply(Push(table))
            table.match.resolve_chance()  # the deal autosaves
            app.disk.wait_idle()
            menu = MenuScene(app)
            app.stack.apply(Reset(menu))
            app.stack.apply(menu.resume_game("lure"))
            assert isinstance(app.stack.top, PreparingScene) is prepared, window
            until_the_table_is_up(app)
            assert app.stack.top.match.seed == 3
