"""Frame times of every table scene in the real App (dummy video/audio drivers, or a real window).

  python tools/frames.py                  # 900 frames per table and part
  python tools/frames.py --frames 300 --game lure
  python tools/frames.py --toy            # also the test suite's toy table (a harness check)
  python tools/frames.py --memory --frames 12000   # resident memory after 1,000 and 12,000 busy frames (open, closed)
  python tools/frames.py --memory --screens 1920x1080 --frames 12000   # ... in a real window, drawn at k = 1.5
  python tools/frames.py --window         # a real X window (Xvfb started when there is no DISPLAY)
  python tools/frames.py --window --ways-in --game fischen   # only the first table frame, by every way in
  python tools/frames.py --window --ways-in --rounds 5       # ... five times each: median and range
  python tools/frames.py --screens 1280x720 1920x1080 3840x2160 --frames 600   # busy tables + first frame, each table at every size
                                          # at once: a process per size, playing --block frames in turn
                                          # (with a bare fill+flip of the same window first: the floor)

The dummy driver never presents a frame (``display.flip`` costs nothing there); ``--window`` opens the App's
real window through SDL's x11 driver, so every frame is scaled and presented as on a player's screen, and
adds a third measurement:

0. *First table frame*: the set-up scene of the game (most players, all computers) shows for a second, as a
   player needs at least that long to tap Start; then the CPU and wall time from pressing Start (the table
   is built and entered) to the end of the table's first frame.  Budget: <= 16.7 ms of main-thread CPU.
   ``--ways-in`` measures it for every way a table opens (``WAYS_IN``), each with the art caches emptied
   before the screen it opens from, which shows for a second: the set-up (Start), the menu (Continue), the
   code picker (Play this code), the replay list (Watch) — and ``--code`` at start-up, with no screen before
   it: there the table's first frame is the window's first, so its cost is start-up time, not a hitch.

Two measurements per game that has a table scene (found through the registry and
``games.scene_class``; games without one are listed as skipped):

1. *Busy table*: a bot-only game at the most players, random bots deciding inline (so no
   thinking time is counted), animation speed "fast" (the fastest that still animates), its art
   drawn before it starts (as the set-up screen draws it while it shows: ``TableScene.art_specs``).
   Each frame's ``App.step`` (events + update + draw) is timed; frames in which the scene
   stack changed (a finished game making way for the next) are left out.  Budget: p99 <= 8 ms.
   The first frame (cold art caches) is in the figures and also shown on its own.  ``--screens`` also
   prints a *steady* p99: the same frames less each game's first ``FIRST_FRAMES`` table frames (every new
   game's in the loop; their budget is the first frame's), beside the busy p99, which keeps them.
2. *While a bot thinks*: ``App(bot_workers=True)``, the strongest level (``pro``) in every seat,
   frames paced at 60 fps in real time; only frames during which ``scene.scheduler.thinking``
   is true count.  Budget: none over 16.7 ms.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from _common import ROOT, markdown_table, pace, percentile  # noqa: F401 - sets the import path and headless SDL

from fishgames.core import Seat, registry

FRAME_BUDGET = 1 / 60
DT = 1 / 60


def table_games(include_toy: bool = False) -> tuple[list[str], list[str]]:
    """(games with a table scene, registered games without one)."""
    from fishgames.ui import games

    if include_toy:
        add_toy()
    names = registry.names()
    built = [name for name in names if games.scene_class(name) is not None]
    return built, [name for name in names if name not in built]


def add_toy() -> None:
    """Register the tests' toy game and table (for checking the harness when no real game has a table)."""
    sys.path.insert(0, str(ROOT))
    from fishgames.ui import games
    from tests.toy_game import TOY
    from tests.ui.toy_scene import ToyTable

    registry.names()
    registry._specs.setdefault("toy", TOY)
    games._scenes["toy"] = ToyTable


def strongest(spec) -> str:
    return "pro" if "pro" in spec.bots else spec.levels[-1]


DISPLAYS = list(range(90, 100))  # the X display numbers a private Xvfb may take (--displays: a shared machine's own)


#: Seconds an ending process is given after it is asked to end (SIGTERM), then after it is killed (SIGKILL): at load
#: ~20 an Xvfb took longer than 5 s to end after a measurement, and the exception lost that run's figures.
STOP_WAITS = (15.0, 15.0)


def x_files(number: int) -> list[Path]:
    """Display ``number``'s lock file and socket (a killed Xvfb leaves them: the display would look taken)."""
    return [Path(f"/tmp/.X{number}-lock"), Path(f"/tmp/.X11-unix/X{number}")]


def stop(process, waits: tuple[float, float] = STOP_WAITS) -> bool:
    """End ``process`` (a ``Popen`` or ``multiprocessing.Process``) by its own PID, never by a name: ask it
    (terminate), wait, then kill it and wait again; whether it ended.  A slow end is written to stderr, never
    raised: the figures it measured are out already and must not be lost to it."""
    done = process.wait if hasattr(process, "wait") else process.join
    for end, wait in zip((process.terminate, process.kill), waits, strict=True):
        end()
        try:
            done(wait)
        except subprocess.TimeoutExpired:
            continue
        if getattr(process, "returncode", None) is not None or getattr(process, "exitcode", None) is not None:
            return True
    print(f"frames.py: process {process.pid} did not end within {sum(waits):.0f} s of being stopped", file=sys.stderr)
    return False


class Xvfb:
    """A private X server for ``--window`` when there is no screen (``DISPLAY`` unset), or of ``size`` always
    (``--screens``): the first free display of ``DISPLAYS`` (90-99; ``--displays``), stopped again on exit
    (``stop``: asked, then killed by its PID; a killed one's lock file and socket removed)."""

    def __init__(self, size: tuple[int, int] | None = None):
        self.process: subprocess.Popen | None = None
        self.number: int | None = None
        self.size = size
        self.previous = os.environ.get("DISPLAY")

    def __enter__(self) -> Xvfb:
        if os.environ.get("DISPLAY") and self.size is None:
            return self
        w, h = self.size or (1280, 800)
        if shutil.which("Xvfb") is None:
            raise SystemExit("--window needs a screen (DISPLAY) or Xvfb installed")
        for number in DISPLAYS:
            if any(path.exists() for path in x_files(number)):
                continue
            self.number = number
            self.process = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", f"{w}x{h}x24", "-nolisten", "tcp"],
                                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            for _ in range(100):  # up to 5 s for the socket
                if Path(f"/tmp/.X11-unix/X{number}").exists():
                    os.environ["DISPLAY"] = f":{number}"
                    return self
                if self.process.poll() is not None:
                    break
                time.sleep(0.05)
            self.__exit__()
        raise SystemExit(f"could not start Xvfb on any display of {DISPLAYS}")

    def __exit__(self, *exc) -> None:
        if self.process is not None:
            process, self.process = self.process, None
            if stop(process) and process.returncode == -signal.SIGKILL:  # killed: it left its lock file and socket
                lock = x_files(self.number)[0]
                with contextlib.suppress(OSError, ValueError):
                    if int(lock.read_text().strip()) == process.pid:
                        for path in x_files(self.number):
                            path.unlink(missing_ok=True)
            os.environ.pop("DISPLAY", None)
            if self.previous:
                os.environ["DISPLAY"] = self.previous


def use_window(real: bool) -> None:
    """The SDL video driver of every App made from now on: x11 (a real, presented window) or dummy."""
    os.environ["SDL_VIDEODRIVER"] = "x11" if real else "dummy"


def _app(home: str, workers: bool, window: tuple[int, int] | None = None):
    os.environ["FISHGAMES_HOME"] = home  # never the player's own settings or saves
    from fishgames.ui.app import App

    app = App(bot_workers=workers, windowed=True, window=window)
    app.update_settings(animation_speed="fast", sound=False)
    app.step(DT)
    return app


def _new_table(app, name: str, level: str, seed: int):
    from fishgames.ui import games
    from fishgames.ui.art_ahead import table_art
    from fishgames.ui.scene import Reset

    spec = games.spec(name)
    seats = [Seat("bot", level, games.bot_name(i)) for i in range(spec.max_players)]
    scene = games.start_scene(app, name, seats, seed=seed, level=level if level in spec.levels else "normal")
    scene.match.autosave = None  # measure drawing, not the disk
    # as the set-up screen does while it shows (``art_ahead.table_art``: on a canvas other than the stage its margin art too)
    prewarm_kept(table_art([(name, scene.match.config)], tuple(app.ui.window_resolution)))
    app.stack.apply(games.opened(app, scene, Reset))  # a new game with no screen before it: prepared first over 1.5
    return scene


def prewarm_kept(specs: list) -> None:
    """Draw ``specs`` as a screen's ``ArtAhead`` does (``sprites.prepare`` a few milliseconds at a time, the drawn ones
    touched most urgent last: ``sprites.keep_first``), so a list over the cache's budget lets its least urgent go.
    A plain ``sprites.prewarm`` let the first go: the canvas's sea of Fugu and Fischen at 1080 × 1920, drawn again in
    the busy loop's every new table's first frame (60-90 ms of CPU), which no table opened from a screen draws."""
    from fishgames.ui import sprites

    todo, keys = list(specs), [sprites.spec_key(spec) for spec in specs]
    while not sprites.prepare(todo, 0.005):
        sprites.keep_first(keys[:len(keys) - len(todo)])
    sprites.keep_first(keys)


def _up(app, table) -> bool:
    """Whether ``table`` is on top, or being prepared to be (``scenes/preparing.py``): not yet a finished game's
    next (its results overlay has a ``table`` too)."""
    from fishgames.ui.scenes.preparing import PreparingScene

    top = app.stack.top
    return top is table or (isinstance(top, PreparingScene) and top.table is table)


def window_size(text: str) -> tuple[int, int]:
    """A window's size from its ``WxH`` (``1920x1080``)."""
    width, height = (int(v) for v in text.lower().split("x"))
    return width, height


def sharp_busy_options(doc: str, frames: int) -> argparse.ArgumentParser:
    """The options every tool on ``sharp_busy_frames`` takes (``--game``, ``--size``, ``--frames``)."""
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True)
    parser.add_argument("--size", default="1920x1080", type=window_size,
                        help="the window, WxH (drawn at its own pixels)")
    parser.add_argument("--frames", type=int, default=frames)
    return parser


def sharp_busy_frames(name: str, size: tuple[int, int], prefix: str) -> Iterator[tuple[Any, int, int]]:
    """The busy table drawn at a ``size`` window's own pixels (``sharp``), for the tools that look at its frames
    one by one (``frame_hashes.py``, ``slow_frames.py``): random bots' games of ``name`` back to back in a fresh
    home, yielding (the app, the game's seed, the frame's index on that game's table) before each frame, which
    the caller draws (``app.step(DT)``).  The app closes when the generator does (``contextlib.closing``)."""
    from fishgames.ui.app import App

    with tempfile.TemporaryDirectory(prefix=prefix) as home:
        os.environ["FISHGAMES_HOME"] = home
        app = App(bot_workers=False, windowed=True, window=size, sharp=size != (1280, 720))
        try:
            app.update_settings(animation_speed="fast", sound=False)
            app.step(DT)
            seed, table, index = 0, _new_table(app, name, "random", 0), 0
            while True:
                if not _up(app, table):  # the results: the next game
                    seed += 1
                    table, index = _new_table(app, name, "random", seed), 0
                yield app, seed, index
                index += 1
        finally:
            app.close()


def rss_mb() -> float:
    """This process's resident memory (Linux ``/proc``; NaN elsewhere)."""
    try:
        with open("/proc/self/statm") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except OSError:
        return float("nan")


#: ``--memory``: the busy-table frame after which the first resident-memory reading is taken.
RSS_EARLY = 1000

#: A table's own first frames (each game's, in the busy loop too): their budget is the first frame's (50 ms at
#: a new scale), so the *steady* p99 leaves them out; the busy p99 keeps them.
FIRST_FRAMES = 2


def steady(cpu: list[float], index: list[int]) -> list[float]:
    """The frames of ``cpu`` that are not one of their table's first ``FIRST_FRAMES`` (``index``: each frame's
    number counted from its table's first step, one list entry per timed frame)."""
    return [value for value, at in zip(cpu, index, strict=True) if at >= FIRST_FRAMES]


def busy_table(name: str, frames: int, home: str, window: tuple[int, int] | None = None) -> dict:
    """Frame times of bot-only games with random bots deciding inline (and the process's resident memory
    after ``RSS_EARLY`` frames and at the end, with what the sprite cache holds then; ``window``: the
    window's size)."""
    return played(BusyTable(name, home, window), frames)


def played(player, frames: int) -> dict:
    """``frames`` played by ``player`` (a ``BusyTable`` or ``BareFrames``) at once, then its figures; its App closed
    whatever happens."""
    try:
        player.play(frames)
    except BaseException:
        player.app.close()
        raise
    return player.finish()


class BusyTable:
    """``busy_table`` a block of frames at a time, its App kept open between blocks (``--screens`` plays each size's
    table in turns: ``alternate``); ``finish`` closes the App and sums the frames up."""

    def __init__(self, name: str, home: str, window: tuple[int, int] | None = None):
        self.name, self.app = name, _app(home, workers=False, window=window)
        self.seed, self.table, self.at = 0, _new_table(self.app, name, "random", 0), 0
        self.times: list[float] = []
        self.cpu: list[float] = []
        self.index: list[int] = []  # each timed frame's number counted from its table's first step
        self.prepared: list[float] = []  # the CPU of each frame a new game was prepared in (over k = 1.5)
        self.games, self.skipped, self.rss_early = 0, 0, float("nan")

    def play(self, frames: int) -> None:
        """Step the table until ``frames`` more of its frames are timed (a finished game making way for the next
        and the frames preparing it are not counted)."""
        goal = len(self.times) + frames
        while len(self.times) < goal:
            self._frame()

    def _frame(self) -> None:
        app = self.app
        if len(self.times) == RSS_EARLY and self.rss_early != self.rss_early:
            self.rss_early = rss_mb()
        if not _up(app, self.table):  # the results overlay: next game
            self.games += 1
            self.seed += 1
            self.table, self.at = _new_table(app, self.name, "random", self.seed), 0
            self.skipped += 1
            return
        depth, before = app.stack.depth, app.stack.top
        started, cpu_started = time.perf_counter(), time.thread_time()
        app.step(DT)
        elapsed, cpu_elapsed = time.perf_counter() - started, time.thread_time() - cpu_started
        if _up(app, self.table) and before is not self.table and app.stack.top is not self.table:  # preparing it
            self.prepared.append(cpu_elapsed)
            return
        if app.stack.depth == depth and app.stack.top is self.table:
            self.times.append(elapsed)
            self.cpu.append(cpu_elapsed)
            self.index.append(self.at)
        else:
            self.skipped += 1
        self.at += 1

    def finish(self) -> dict:
        """The figures (the app-open ones read before ``App.close``, which empties the sprite cache at k != 1)."""
        from fishgames.ui import sprites

        try:
            cache_mb, turned_mb = sprites.CACHE.used / 2**20, sprites.CACHE.turned_used / 2**20
            rss_open = rss_mb()  # the app as it runs: "rss_end" is read after close() let go of the scenes and caches
        finally:
            self.app.close()
        times, cpu, index = self.times, self.cpu, self.index
        return {"game": self.name, "players": registry.get(self.name).max_players, "frames": len(times),
                "games": self.games, "skipped": self.skipped, "p50": percentile(times, 0.5),
                "p95": percentile(times, 0.95), "p99": percentile(times, 0.99), "max": max(times),
                "cpu_p50": percentile(cpu, 0.5), "cpu_p99": percentile(cpu, 0.99), "cpu_max": max(cpu),
                "first": times[0], "cpu_p99_steady": percentile(steady(cpu, index), 0.99),
                "cpu_first_frames": [value for value, i in zip(cpu, index, strict=True) if i < FIRST_FRAMES],
                "cpu_prepared": self.prepared, "rss_early": self.rss_early, "rss_open": rss_open,
                "rss_end": rss_mb(), "cache_mb": cache_mb, "turned_mb": turned_mb}


BARE = "bare fill+flip"


def bare_frames(frames: int, home: str, window: tuple[int, int] | None = None) -> dict:
    """The floor under every table's frame: the App's window filled with one colour and flipped, ``frames``
    times (main-thread CPU and wall per frame) — what presenting a frame costs before anything is drawn."""
    return played(BareFrames(home, window), frames)


class BareFrames:
    """``bare_frames`` a block at a time, as ``BusyTable`` plays a table."""

    def __init__(self, home: str, window: tuple[int, int] | None = None):
        self.app, self.times, self.cpu = _app(home, workers=False, window=window), [], []

    def play(self, frames: int) -> None:
        import pygame

        for _ in range(frames):
            started, cpu_started = time.perf_counter(), time.thread_time()
            self.app.display.surface.fill((len(self.cpu) % 64, 40, 80))
            pygame.display.flip()
            self.times.append(time.perf_counter() - started)
            self.cpu.append(time.thread_time() - cpu_started)

    def finish(self) -> dict:
        self.app.close()
        return {"game": BARE, "cpu_p50": percentile(self.cpu, 0.5), "cpu_p99": percentile(self.cpu, 0.99),
                "p50": percentile(self.times, 0.5), "p99": percentile(self.times, 0.99)}


def first_frame(name: str, home: str, window: tuple[int, int] | None = None) -> dict:
    """CPU and wall from Start in the set-up scene (most players, all computers, shown for a second
    first) to the end of the table's first frame, with every drawn-art cache empty before the set-up.  Bots
    think in the worker process, as in the app: a bot asked in that frame costs it only the asking."""
    from fishgames.ui import sprites
    from fishgames.ui.scene import Push
    from fishgames.ui.scenes.setup import SetupScene

    sprites.CACHE.clear()
    app = _app(home, workers=True, window=window)
    try:
        setup = SetupScene(app, name)
        app.stack.apply(Push(setup))
        setup.set_players(setup.spec.max_players)
        for index in range(len(setup.seats)):  # human -> on a phone -> computer: a tap or two each
            while setup.seats[index]["kind"] != "bot" or index in setup.phones:
                setup.toggle_kind(index)
        next_frame = time.perf_counter()
        for _ in range(60):
            app.step(DT)
            next_frame = pace(next_frame, DT)
        started, cpu_started, faults = time.perf_counter(), time.thread_time(), _faults()
        app.stack.apply(setup.start())
        app.stack.top.match.autosave = None
        app.step(DT)
        return {"game": name, "cpu": time.thread_time() - cpu_started, "wall": time.perf_counter() - started,
                "faults": _faults() - faults, "prepare_max": 0.0, "prepare_frames": 0}
    finally:
        app.close()


def _look_at(app, frames: int = 60) -> None:
    """The screen on top shows for ``frames`` frames at 60 fps, as a player looks at it before tapping."""
    next_frame = time.perf_counter()
    for _ in range(frames):
        app.step(DT)
        next_frame = pace(next_frame, DT)


def _faults() -> int:
    """This thread's minor page faults so far (Linux; 0 elsewhere)."""
    import resource

    return resource.getrusage(getattr(resource, "RUSAGE_THREAD", resource.RUSAGE_SELF)).ru_minflt


#: Frames a table opened with nothing made ahead may take to prepare before it is up (``fishgames.ui.preparing``).
PREPARE_FRAMES = 600


def _timed(app, opening) -> dict:
    """CPU and wall of ``opening()`` (the tap that builds the table) and the frames until the table is up: the
    table's first frame (with the tap when that is the same frame), and the dearest and number of the frames
    before it (a table opened with nothing made ahead is prepared first: ``fishgames.ui.preparing``)."""
    started, cpu_started, faults = time.perf_counter(), time.thread_time(), _faults()
    app.stack.apply(opening())
    before = []
    for _ in range(PREPARE_FRAMES):
        table = getattr(app.stack.top, "match", None) is not None
        if table:
            app.stack.top.match.autosave = None  # measure drawing, not the disk
        app.step(DT)
        cpu, wall = time.thread_time() - cpu_started, time.perf_counter() - started
        if table or getattr(app.stack.top, "match", None) is not None:  # this frame drew the table
            return {"cpu": cpu, "wall": wall, "faults": _faults() - faults, "prepare_max": max(before, default=0.0),
                    "prepare_frames": len(before)}
        before.append(cpu)
        started, cpu_started, faults = time.perf_counter(), time.thread_time(), _faults()
    raise AssertionError("the table did not come up")


def _bots(name: str, players: int) -> list:
    from fishgames.ui import games

    return [Seat("bot", "easy", games.bot_name(i)) for i in range(players)]


def via_continue(app, name: str) -> dict:
    """A saved game of the most players, the menu shown, then Continue."""
    from fishgames.ui import games, sprites
    from fishgames.ui.scene import Push, Reset
    from fishgames.ui.scenes.menu import MenuScene

    spec = games.spec(name)
    table = games.start_scene(app, name, _bots(name, spec.max_players), seed=1, level="easy")
    app.stack.apply(Push(table))
    table.match.resolve_chance()  # the deal autosaves
    app.disk.wait_idle()
    sprites.CACHE.clear()
    menu = MenuScene(app)
    app.stack.apply(Reset(menu))
    _look_at(app)
    return _timed(app, lambda: menu.resume_game(name))


def via_code(app, name: str) -> dict:
    """The set-up at the fewest players, the code picker showing a code of the most, then Play this code."""
    from fishgames.core import GameCode
    from fishgames.ui import games, sprites
    from fishgames.ui.scene import Push
    from fishgames.ui.scenes.codepicker import CodePickerScene
    from fishgames.ui.scenes.setup import SetupScene

    spec = games.spec(name)
    setup = SetupScene(app, name)
    app.stack.apply(Push(setup))
    setup.set_players(spec.min_players)
    app.stack.apply(Push(CodePickerScene(app, name, players=spec.min_players, play=setup.play_code)))
    picker = app.stack.top
    sprites.CACHE.clear()
    picker.show_code(GameCode(spec.max_players, spec.levels[0], 4242, name))
    _look_at(app)
    return _timed(app, picker.confirm)


def via_replay(app, name: str) -> dict:
    """A finished game of the most players in the history, its replay list shown, then Watch: once the record
    is read, the frames until the theatre is up (the one that makes it, the one that puts it up; at 4K also the
    ones entering and drawing its table) — the dearest of them; the frames preparing its table at 4K (while
    ``OpeningReplay.ahead`` steps) are reported as the frames before it."""
    from fishgames.core import Match
    from fishgames.ui import games, sprites
    from fishgames.ui.scene import Push
    from fishgames.ui.scenes.game_list import GameListScene
    from fishgames.ui.scenes.replay import ReplayScene

    spec = games.spec(name)
    seats = _bots(name, spec.max_players)
    match = Match(spec, spec.config(spec.max_players), seats, 7, level="easy")
    match.play_to_end()
    record = match.record
    app.storage.record_game(name, str(record.code), record.seats, [0] * len(seats), [0], record=record.to_json())
    sprites.CACHE.clear()
    scene = GameListScene(app, name)
    app.stack.apply(Push(scene))
    _look_at(app)
    app.stack.apply(scene.on_press(("watch", scene.rows[0].id)))
    app.disk.wait_idle()  # the record read
    worst = {"cpu": 0.0, "wall": 0.0}
    before = []
    for _ in range(PREPARE_FRAMES):
        preparing = getattr(app.stack.top, "ahead", None) is not None
        started, cpu_started = time.perf_counter(), time.thread_time()
        app.step(DT)
        frame = {"cpu": time.thread_time() - cpu_started, "wall": time.perf_counter() - started}
        if preparing:
            before.append(frame["cpu"])
        else:
            worst = max(worst, frame, key=lambda f: f["cpu"])
        if isinstance(app.stack.top, ReplayScene):
            return {**worst, "prepare_max": max(before, default=0.0), "prepare_frames": len(before)}
    raise AssertionError("the theatre did not open")


def via_start_code(app, name: str) -> dict:
    """``python -m fishgames --code``: the table on top of the menu before any frame of it, cold."""
    from fishgames.core import GameCode
    from fishgames.ui import games, sprites

    spec = games.spec(name)
    sprites.CACHE.clear()
    code = GameCode(spec.max_players, spec.levels[0], 4242, name)
    return _timed(app, lambda: games.open_start(app, name, code))


#: How a table opens, and the screen before it (see the module docstring).
WAYS_IN = {"set-up → Start": None, "menu → Continue": via_continue, "code picker → Play": via_code,
           "replay list → Watch": via_replay, "--code at start-up": via_start_code}


def ways_in(name: str, home: str, window: tuple[int, int] | None = None) -> dict:
    """The first table frame's CPU and wall for every way in (a fresh app and home each; ``window``: its size)."""
    result = {"game": name, "set-up → Start": first_frame(name, home, window=window)}
    for way, measure in WAYS_IN.items():
        if measure is None:
            continue
        with tempfile.TemporaryDirectory(prefix="fishgames-frames-") as scratch:
            app = _app(scratch, workers=True, window=window)  # as in the app (first_frame)
            try:
                result[way] = measure(app, name)
            finally:
                app.close()
    return result


def ways_in_rounds(names: list[str], home: str, rounds: int, window: tuple[int, int] | None = None) -> list[dict]:
    """``ways_in`` for every game, ``rounds`` times over (one round of all games after the other, so a busy
    spell of the machine is spread over the games); per game and way the list of measurements."""
    runs = {name: {} for name in names}
    for _ in range(rounds):
        for name in names:
            for way, measured in ways_in(name, home, window).items():
                if way != "game":
                    runs[name].setdefault(way, []).append(measured)
    return [{"game": name, **ways} for name, ways in runs.items()]


def ways_in_table(results: list[dict]) -> str:
    """Median CPU (and wall) per way; with more than one round, the CPU range in square brackets."""
    def cell(measured: list[dict]) -> str:
        cpu = sorted(m["cpu"] for m in measured)
        spread = f" [{ms(cpu[0])}-{ms(cpu[-1])}]" if len(cpu) > 1 else ""
        faults = statistics.median(m.get("faults", 0) for m in measured)
        prepared = max((m.get("prepare_frames", 0) for m in measured), default=0)
        before = (f"; before it {prepared} frames, worst {ms(max(m.get('prepare_max', 0.0) for m in measured))}"
                  if prepared else "")
        return (f"{ms(statistics.median(cpu))}{spread} ({ms(statistics.median(m['wall'] for m in measured))}; "
                f"{faults:.0f} faults{before})")

    return markdown_table(["game", *(f"{way}: cpu (wall)" for way in WAYS_IN)],
                          [[r["game"], *(cell(r[way]) for way in WAYS_IN)] for r in results])


def while_thinking(name: str, frames: int, home: str) -> dict:
    """Frames (paced at 60 fps in real time) while the strongest bot thinks in the worker process."""
    spec = registry.get(name)
    level = strongest(spec)
    app = _app(home, workers=True)
    seed, table = 0, _new_table(app, name, level, 0)
    thinking, cpu, first_decision, decisions, was_thinking = [], [], [], 0, False
    next_frame = time.perf_counter()
    try:
        for _ in range(frames):
            if app.stack.top is not table:
                seed += 1
                table = _new_table(app, name, level, seed)
                was_thinking = False
            busy = table.scheduler.thinking
            started, cpu_started = time.perf_counter(), time.thread_time()
            app.step(DT)
            elapsed, cpu_elapsed = time.perf_counter() - started, time.thread_time() - cpu_started
            if busy or table.scheduler.thinking:  # a frame that starts or collects a decision counts too
                thinking.append(elapsed)
                cpu.append(cpu_elapsed)
                if decisions == 0:
                    first_decision.append(elapsed)
            if was_thinking and not table.scheduler.thinking:
                decisions += 1
            was_thinking = table.scheduler.thinking
            next_frame = pace(next_frame, DT)
    finally:
        app.close()
    later = thinking[len(first_decision):]
    return {"game": name, "players": spec.max_players, "level": level, "decisions": decisions,
            "frames": len(thinking), "p99": percentile(thinking, 0.99),
            "max": max(thinking) if thinking else float("nan"),
            "over": sum(1 for t in thinking if t > FRAME_BUDGET),
            "cpu_over": sum(1 for t in cpu if t > FRAME_BUDGET), "cpu_max": max(cpu) if cpu else float("nan"),
            "max_after_first": max(later) if later else float("nan")}


def ms(value: float) -> str:
    return f"{1000 * value:.1f}"


def measure_tables(frames: int, only: list[str] | None = None, include_toy: bool = False,
                   window: bool = False, thinking: bool = True) -> dict:
    """The measurements for every game with a table scene (``window``: in a real window, with the first
    table frame too); prints them as markdown tables."""
    built, missing = table_games(include_toy)
    if only:
        built = [name for name in built if name in only]
    home = tempfile.mkdtemp(prefix="fishgames-frames-")
    previous_home = os.environ.get("FISHGAMES_HOME")
    results: dict = {"busy": [], "thinking": [], "first": [], "skipped": missing}
    use_window(window)
    try:
        for name in built:
            if window:
                results["first"].append(first_frame(name, home))
            results["busy"].append(busy_table(name, frames, home))
            if thinking:
                results["thinking"].append(while_thinking(name, frames, home))
    finally:
        if previous_home is None:
            os.environ.pop("FISHGAMES_HOME", None)
        else:
            os.environ["FISHGAMES_HOME"] = previous_home
        shutil.rmtree(home, ignore_errors=True)
    where = "a real window (x11, presented)" if window else "the dummy driver (nothing presented)"
    print(f"\n### Table frames (update + draw, ms) at animation speed fast, bot-only, most players, in {where}\n")
    if not built:
        print("No game has a table scene yet.")
    else:
        print(window_table(results) if window else dummy_table(results))
        if thinking:
            print("\n### Frames while the strongest bot thinks in its worker process (60 fps pacing, ms)\n")
            print(thinking_table(results))
        loads = "/".join(f"{value:.1f}" for value in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
        print(f"\nWall-clock times include waiting for the CPU: load average {loads} (1/5/15 min) on "
              f"{os.cpu_count()} cores at the end of the run; the cpu columns are the main thread's own CPU time "
              "per frame.")
    if missing:
        print(f"\nNo table scene yet (skipped): {', '.join(missing)}")
    return results


def _busy_on_screen(name: str, frames: int, home: str, screen: tuple[int, int], displays: list[int]) -> dict:
    """``busy_table`` in a real window filling an Xvfb screen of ``screen`` (run in a fresh process)."""
    DISPLAYS[:] = displays
    use_window(True)
    with Xvfb(screen):
        return busy_table(name, frames, home, window=screen)


def memory(frames: int, only: list[str] | None, screen: tuple[int, int] | None = None) -> None:
    """``--memory``: each table's busy frames in a fresh process (so no table inherits another's
    caches), then its resident memory after ``RSS_EARLY`` frames and at the end (budget: 150 MB) — at the end
    twice: with the app still open, and (the figure the budget was first measured by) after ``App.close`` let go of
    its scenes and, at a drawing scale ≠ 1, of the sprite cache.  The verdict judges the app open: that is what a
    player's machine holds while the table runs (after close it read ≤ 150 while the open app held 200).  With
    ``screen`` (``--memory --screens WxH``) in a real window filling an Xvfb screen of that size, drawn at its
    own pixels (1920 × 1080: k = 1.5, every twin of a picture kept besides it)."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    built, _ = table_games()
    header = ["game", "players", "frames", "games", f"RSS at {RSS_EARLY:,}", "RSS at end, app open",
              "RSS at end", "sprite cache", "of it turned", "≤ 150 MB, app open"]
    where = f"a real window filling a {screen[0]}×{screen[1]} Xvfb screen" if screen else "the dummy driver"
    print(f"\n### Resident memory over busy-table frames (MB; a fresh process per table, {where})\n")
    print(markdown_table(header, []), flush=True)  # then each table's row as soon as it is measured
    for name in [n for n in built if not only or n in only]:
        home = tempfile.mkdtemp(prefix="fishgames-frames-")
        try:
            with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
                if screen:
                    r = pool.submit(_busy_on_screen, name, frames, home, screen, list(DISPLAYS)).result()
                else:
                    r = pool.submit(busy_table, name, frames, home).result()
        finally:
            shutil.rmtree(home, ignore_errors=True)
        row = [r["game"], r["players"], r["frames"], r["games"], f"{r['rss_early']:.0f}", f"{r['rss_open']:.0f}",
               f"{r['rss_end']:.0f}",
               f"{r['cache_mb']:.1f}", f"{r['turned_mb']:.1f}", "yes" if r["rss_open"] <= 150 else "**no**"]
        print(markdown_table(header, [row]).splitlines()[-1], flush=True)


def dummy_table(results: dict) -> str:
    return markdown_table(
        ["game", "players", "frames", "games", "p50", "p95", "p99", "max", "1st frame", "cpu p99", "cpu max",
         "p99 ≤ 8 ms"],
        [[r["game"], r["players"], r["frames"], r["games"], ms(r["p50"]), ms(r["p95"]), ms(r["p99"]),
          ms(r["max"]), ms(r["first"]), ms(r["cpu_p99"]), ms(r["cpu_max"]), "yes" if r["p99"] <= 0.008 else "**no**"]
         for r in results["busy"]])


def window_table(results: dict) -> str:
    """The busy table in a real window: the budgets are on main-thread CPU (wall waits for a shared CPU)."""
    first = {r["game"]: r for r in results["first"]}
    return markdown_table(
        ["game", "players", "frames", "cpu p50", "cpu p99", "cpu max", "wall p50", "wall p99", "1st table frame cpu",
         "1st table frame wall", "cpu p99 ≤ 8 ms", "1st frame cpu ≤ 16.7 ms"],
        [[r["game"], r["players"], r["frames"], ms(r["cpu_p50"]), ms(r["cpu_p99"]), ms(r["cpu_max"]), ms(r["p50"]),
          ms(r["p99"]), ms(first[r["game"]]["cpu"]), ms(first[r["game"]]["wall"]),
          "yes" if r["cpu_p99"] <= 0.008 else "**no**", "yes" if first[r["game"]]["cpu"] <= FRAME_BUDGET else "**no**"]
         for r in results["busy"]])


def thinking_table(results: dict) -> str:
    return markdown_table(
        ["game", "players", "level", "decisions", "thinking frames", "p99", "max", "max after 1st decision",
         "cpu max", "frames > 16.7 ms", "cpu > 16.7 ms"],
        [[r["game"], r["players"], r["level"], r["decisions"], r["frames"], ms(r["p99"]), ms(r["max"]),
          ms(r["max_after_first"]), ms(r["cpu_max"]), r["over"], r["cpu_over"]] for r in results["thinking"]])


#: ``--screens``: the frames a size's table plays before the other size's takes its turn (``--block``).
BLOCK = 60


def alternate(players: list, frames: int, block: int = BLOCK) -> None:
    """``frames`` frames from each of ``players`` (``BusyTable``, ``BareFrames`` or a ``ScreenPlayer`` of each), in
    turns of ``block`` (the last turn shorter), one playing at a time: a spell of a shared host that slows for a
    few seconds then lands on every size alike, not on one size's whole run (issue 29)."""
    for played in range(0, frames, block):
        for player in players:
            player.play(min(block, frames - played))


def _screen_player(conn, name: str, screen: tuple[int, int], displays: list[int], home: str) -> None:
    """One size's side of ``measure_screens``, in a process of its own: an Xvfb of ``screen`` with ``name``'s busy
    table (or the bare fill+flip) open and warm in it, then the blocks of frames the coordinator sends (a number,
    answered once played) until ``None``, answered with the summary and, for a table, its first frame there — sent
    before its Xvfb is stopped (at load ~20 the stop took longer than its wait, and the figures were lost)."""
    DISPLAYS[:] = displays
    use_window(True)
    sent = False
    try:
        with Xvfb(screen):
            player = BareFrames(home, screen) if name == BARE else BusyTable(name, home, screen)
            conn.send("ready")
            while (frames := conn.recv()) is not None:
                player.play(frames)
                conn.send("played")
            result = player.finish()
            if name != BARE:
                result["first_cpu"] = first_frame(name, home, window=screen)["cpu"]
            conn.send(result)
            sent = True
    except EOFError:  # the coordinator is gone
        return
    except (Exception, SystemExit):  # SystemExit: no display free for its Xvfb
        import traceback

        failed = f"{name} at {screen}:\n{traceback.format_exc()}"
        if sent:  # only the stop after the figures: the coordinator has them
            print(f"frames.py: {failed}", file=sys.stderr)
        else:
            conn.send(RuntimeError(failed))


class ScreenPlayer:
    """The coordinator's end of a ``_screen_player`` process: ``play`` and ``finish`` as on a ``BusyTable``, each
    waiting for the process's answer (so only one size plays at a time)."""

    def __init__(self, name: str, screen: tuple[int, int], home: str):
        import multiprocessing

        context = multiprocessing.get_context("spawn")
        self.conn, theirs = context.Pipe()
        self.process = context.Process(target=_screen_player, args=(theirs, name, screen, list(DISPLAYS), home))
        self.process.start()
        theirs.close()
        self._answer()  # ready: its Xvfb holds its display (the next player's takes the next) and its table is warm

    def _answer(self):
        answer = self.conn.recv()
        if isinstance(answer, Exception):
            raise answer
        return answer

    def play(self, frames: int) -> None:
        self.conn.send(frames)
        self._answer()

    def finish(self) -> dict:
        self.conn.send(None)
        return self._answer()

    def close(self) -> None:
        """Let the process end (a closed pipe ends a waiting one, its Xvfb with it: given longer than ``stop`` gives
        the Xvfb); stop it if it will not (asked, then killed, by its PID)."""
        self.conn.close()
        self.process.join(60 + sum(STOP_WAITS))
        if self.process.is_alive():
            stop(self.process)


def screens_in_turn(name: str, screens: list[tuple[int, int]], frames: int, block: int, home: str) -> list[dict]:
    """``name``'s busy table (or the bare fill+flip) at every size of ``screens``, each in a process and an Xvfb of
    its own, their frames played in turns of ``block`` (``alternate``); then each size's figures, one size after
    the other."""
    players: list[ScreenPlayer] = []
    try:
        for w, h in screens:
            players.append(ScreenPlayer(name, (w, h), os.path.join(home, f"{w}x{h}")))
        alternate(players, frames, block)
        return [player.finish() for player in players]
    finally:
        for player in players:
            player.close()


def measure_screens(frames: int, screens: list[tuple[int, int]], only: list[str] | None = None,
                    block: int = BLOCK) -> dict:
    """The busy table's main-thread CPU in a real window filling an X screen of each size (an Xvfb and a process
    each; the sizes' tables playing ``block`` frames in turn, one table after the other), in one run: what drawing at
    the screen's own pixels (``fishgames.ui.fine``) and presenting them costs there; and the table's first frame
    there (its art drawn at those pixels, ahead while the set-up shows)."""
    built, _ = table_games()
    names = [name for name in built if not only or name in only]
    results: dict = {}
    use_window(True)
    with tempfile.TemporaryDirectory(prefix="fishgames-frames-") as home:
        for name in [BARE, *names]:
            measured = screens_in_turn(name, screens, frames, block, home)
            results.update(zip([(name, screen) for screen in screens], measured, strict=True))
            for (w, h), figures in zip(screens, measured, strict=True):  # (out at once: a later failure keeps them)
                print(f"{name} {w}×{h}: cpu p99 {ms(figures['cpu_p99'])}, p50 {ms(figures['cpu_p50'])}, steady p99 "
                      f"{ms(figures.get('cpu_p99_steady', figures['cpu_p99']))} ms", flush=True)
    base = screens[0]
    header = ["game", *(f"{w}×{h} cpu p99" for w, h in screens), *(f"{w}×{h} / {base[0]}×{base[1]}"
                                                                   for w, h in screens[1:]),
              *(f"{w}×{h} cpu p50" for w, h in screens), *(f"p50 {w}×{h} / {base[0]}×{base[1]}" for w, h in screens[1:])]
    rows = [[name, *(ms(results[(name, s)]["cpu_p99"]) for s in screens),
             *(f"{results[(name, s)]['cpu_p99'] / results[(name, base)]['cpu_p99']:.2f}" for s in screens[1:]),
             *(ms(results[(name, s)]["cpu_p50"]) for s in screens),
             *(f"{results[(name, s)]['cpu_p50'] / results[(name, base)]['cpu_p50']:.2f}" for s in screens[1:])]
            for name in [BARE, *names]]
    print(f"\n### Busy table, main-thread CPU per frame (ms) in a real window filling the screen ({frames} frames "
          "each, x11 on Xvfb)\n")
    print(markdown_table(header, rows))
    def steady_p99(name: str, screen: tuple[int, int]) -> float:  # the bare fill+flip has no first frames
        measured = results[(name, screen)]
        return measured.get("cpu_p99_steady", measured["cpu_p99"])

    def first_worst(name: str, screen: tuple[int, int]) -> str:
        firsts = results[(name, screen)].get("cpu_first_frames")
        return ms(max(firsts)) if firsts else ""

    def prepared_worst(name: str, screen: tuple[int, int]) -> str:
        prepared = results[(name, screen)].get("cpu_prepared")
        return f"{ms(max(prepared))} ({len(prepared)})" if prepared else ""

    steady_rows = [[name, *(ms(steady_p99(name, s)) for s in screens),
                    *(f"{steady_p99(name, s) / steady_p99(name, base):.2f}" for s in screens[1:]),
                    results[(name, base)].get("games", ""), *(first_worst(name, s) for s in screens),
                    *(prepared_worst(name, s) for s in screens)]
                   for name in [BARE, *names]]
    print(f"\n### Busy table, steady: the same frames less each game's first {FIRST_FRAMES} table frames (main-thread "
          "CPU ms; the busy p99 above keeps them; their own budget is the first frame's)\n")
    print(markdown_table(["game", *(f"{w}×{h} steady cpu p99" for w, h in screens),
                          *(f"steady {w}×{h} / {base[0]}×{base[1]}" for w, h in screens[1:]),
                          f"games ({base[0]}×{base[1]})",
                          *(f"{w}×{h} worst of the games' first {FIRST_FRAMES}" for w, h in screens),
                          *(f"{w}×{h} worst frame preparing a game (frames)" for w, h in screens)], steady_rows))
    print("\n### First table frame at each screen's own pixels (ms of main-thread CPU from Start, the set-up shown "
          "for a second first)\n")
    print(markdown_table(["game", *(f"{w}×{h}" for w, h in screens)],
                         [[name, *(ms(results[(name, s)]["first_cpu"]) for s in screens)] for name in names]))
    loads = "/".join(f"{value:.1f}" for value in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
    print(f"\nLoad average at the end: {loads} (1/5/15 min) on {os.cpu_count()} cores.")
    return results


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--frames", type=int, default=900, help="frames per table and measurement")
    parser.add_argument("--game", action="append", help="only these games")
    parser.add_argument("--toy", action="store_true", help="include the tests' toy table")
    parser.add_argument("--window", action="store_true",
                        help="a real, presented X window (starts Xvfb when DISPLAY is unset); adds the first frame")
    parser.add_argument("--no-thinking", action="store_true", help="skip the while-a-bot-thinks measurement")
    parser.add_argument("--ways-in", action="store_true",
                        help="only the first table frame, by every way a table opens (WAYS_IN)")
    parser.add_argument("--size", type=window_size, metavar="WxH",
                        help="--ways-in: in a real window filling an Xvfb screen of this size, drawn at its pixels")
    parser.add_argument("--rounds", type=int, default=1,
                        help="--ways-in: measure every way this many times (median and range)")
    parser.add_argument("--screens", nargs="+", metavar="WxH",
                        help="only the busy table, in a real window filling an Xvfb screen of each size (a process "
                             "each, the sizes playing --block frames in turn)")
    parser.add_argument("--block", type=int, default=BLOCK, metavar="N",
                        help="--screens: the frames a size plays before the next size's turn (default %(default)s)")
    parser.add_argument("--memory", action="store_true",
                        help="only the busy table, each in a fresh process, with its resident memory "
                             "(with --screens: in a real window of the first size)")
    parser.add_argument("--displays", nargs="+", type=int, metavar="N",
                        help="the X display numbers a private Xvfb may take (default 90-99; --screens takes one "
                             "per size at once)")
    args = parser.parse_args(argv)
    if args.displays:
        DISPLAYS[:] = args.displays
    screens = [tuple(int(v) for v in size.lower().split("x")) for size in args.screens or []]
    if args.memory:  # with --screens: in a real window of the first size
        memory(args.frames, args.game, screens[0] if screens else None)
        return 0
    if screens:
        measure_screens(args.frames, screens, args.game, args.block)
        return 0
    if args.ways_in:
        use_window(args.window or args.size is not None)
        with Xvfb(args.size) if args.window or args.size else contextlib.nullcontext():
            built, _ = table_games(args.toy)
            names = [name for name in built if not args.game or name in args.game]
            with tempfile.TemporaryDirectory(prefix="fishgames-frames-") as home:
                results = ways_in_rounds(names, home, args.rounds, args.size)
        print(f"\n### First table frame by the way it opens (ms of main-thread CPU, wall in brackets; "
              f"median of {args.rounds})\n")
        print(ways_in_table(results))
        return 0
    if args.window:
        with Xvfb():
            measure_tables(args.frames, args.game, args.toy, window=True, thinking=not args.no_thinking)
    else:
        measure_tables(args.frames, args.game, args.toy, thinking=not args.no_thinking)
    return 0


if __name__ == "__main__":
    sys.exit(main())
