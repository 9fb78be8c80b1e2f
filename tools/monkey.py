"""GUI monkey: random mouse, finger and key events into every scene of the real App.

  python tools/monkey.py                          # 50,000 events per scene, kiosk and desktop
  python tools/monkey.py --events 2000 --seed 7 --mode kiosk --scene menu --scene table:lure
  python tools/monkey.py --events 2000 --window 720x1280 --scene table:fatfish   # upright: gestures cover its canvas

Each *target* scene (menu, setup and code picker of each game, settings, statistics, rules help,
PIN pad, and per game with a table scene: the table with bots in the other seats, its in-game menu,
the pass-and-play cover, the results) is opened on top of the menu and fed random gestures: taps
and clicks at random places, on random visible buttons and on the scene's own hit areas (rects
found on the scene and in its module), drags, long presses (also in the kiosk unlock corner),
unpaired downs/moves/ups, wheel, keys (Escape, F4, Enter, digits...), focus and window events,
idle pauses long enough for the kiosk attract demo and the table time-out.  Whenever the monkey
has wandered off the target (back to the menu, into a new game...), the target is opened again.

Checked after every gesture: no exception, the scene stack is non-empty with the menu at its
bottom, and the app still runs.  Modes: ``kiosk`` (QUIT, window close, Escape and F4 are sent
too and must not end the app) and ``desktop`` (QUIT and window close are filtered out; Escape
goes back).  A deliberate quit (menu's Quit button, the right kiosk PIN) is counted, not an error.

Seeded: the same ``--seed`` sends the same events (new games get seeds from the monkey's RNG
too).  A failure prints the seed, target, mode, gesture number, the last gestures and the
traceback; the exit status is then 1.  When no game has a table scene yet, the tests' toy
table stands in for the table-bound targets (said in the output).
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import os
import random
import shutil
import sys
import tempfile
import time
import traceback
import types
from collections import Counter, deque
from dataclasses import dataclass, field

from _common import ROOT, markdown_table

# isort: split
import pygame  # after _common chose the headless drivers

from fishgames.core import Seat, registry
from fishgames.ui import drive

DT = 1 / 60
#: Gestures in overlays above the target (settings, PIN pad, rules...) before the monkey closes them:
#: without this a table target gets only a few per cent of its gestures (measured: ~1,000 of 20,000).
MAX_AWAY = 8
KEYS = [pygame.K_ESCAPE, pygame.K_F4, pygame.K_RETURN, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_TAB,
        pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_0, pygame.K_1, pygame.K_4,
        pygame.K_9, pygame.K_a, pygame.K_q, pygame.K_z, pygame.K_F11, pygame.K_DELETE, pygame.K_KP_ENTER]
MODS = [0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL, pygame.KMOD_ALT]


class MonkeyFailure(AssertionError):
    pass


@dataclass
class Report:
    target: str
    mode: str
    events: int = 0
    gestures: int = 0
    frames: int = 0
    reopened: int = 0
    returned: int = 0  # times the scenes above the target were closed to bring it back on top
    on_target: int = 0  # gestures made with the target itself on top
    quits: int = 0
    max_depth: int = 0
    seconds: float = 0.0
    scenes: Counter = field(default_factory=Counter)


# -- the toy stand-in --------------------------------------------------------------------------------


def add_toy() -> None:
    """The tests' toy game and table, for the table-bound targets when no real game has a table."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from fishgames.ui import games
    from tests.toy_game import TOY
    from tests.ui.toy_scene import ToyTable

    registry.names()
    registry._specs.setdefault("toy", TOY)
    games._scenes["toy"] = ToyTable


def table_games() -> list[str]:
    from fishgames.ui import games

    return [name for name in registry.names() if games.scene_class(name) is not None]


# -- opening targets ----------------------------------------------------------------------------------


def _bot_level(spec) -> str:
    """A quick level for the monkey's opponents (pro would make every bot turn take a second)."""
    return spec.levels[0] if spec.levels else "random"


def _table(app, name: str, rng: random.Random, humans: int = 1):
    from fishgames.ui import games

    spec = games.spec(name)
    players = rng.randint(max(spec.min_players, humans), spec.max_players)
    level = _bot_level(spec)
    seats = [Seat("human", None, games.default_name(i)) if i < humans else Seat("bot", level, games.bot_name(i))
             for i in range(players)]
    return games.start_scene(app, name, seats, seed=rng.randrange(36**4), level=level)


def _settle(app, until, frames: int = 900, hurry=None) -> bool:
    for _ in range(frames):
        if until():
            return True
        if hurry is not None:
            hurry()
        app.step(DT)
    return until()


def open_target(app, target: str, rng: random.Random):
    """Put ``target`` on top of a fresh menu; returns the scene whose leaving the stack means the monkey
    wandered off: the target itself, or for table-bound targets (in-game menu, cover, results) the table
    under it, so that pass-and-play covers and results come and go as the monkey plays on."""
    from fishgames.ui.scene import Push, Reset
    from fishgames.ui.scenes.codepicker import CodePickerScene
    from fishgames.ui.scenes.cover import CoverScene
    from fishgames.ui.scenes.ingame_menu import InGameMenuScene
    from fishgames.ui.scenes.menu import MenuScene
    from fishgames.ui.scenes.pinpad import PinPadScene
    from fishgames.ui.scenes.rules_help import RulesHelpScene
    from fishgames.ui.scenes.settings import SettingsScene
    from fishgames.ui.scenes.setup import SetupScene
    from fishgames.ui.scenes.statistics import StatisticsScene

    kind, _, name = target.partition(":")
    app.stack.apply(Reset(MenuScene(app)))
    push = app.stack.apply
    if kind == "menu":
        return app.stack.top
    simple = {"settings": SettingsScene, "statistics": StatisticsScene, "rules": RulesHelpScene}
    if kind in simple:
        push(Push(simple[kind](app)))
    elif kind == "pinpad":
        push(Push(PinPadScene(app, "unlock" if app.kiosk else "set")))
    elif kind == "setup":
        push(Push(SetupScene(app, name)))
    elif kind == "code":
        push(Push(SetupScene(app, name)))
        push(Push(CodePickerScene(app, name, players=2)))
    elif kind == "table":
        table = _table(app, name, rng)
        push(Push(table))
    elif kind == "ingame":
        table = _table(app, name, rng)
        push(Push(table))
        push(Push(InGameMenuScene(app, table)))
    elif kind == "cover":
        table = _table(app, name, rng, humans=2)
        push(Push(table))
        if not _settle(app, lambda: isinstance(app.stack.top, CoverScene)):
            push(Push(CoverScene(app, 1, table.seat_name(1))))
    elif kind == "results":
        table = _table(app, name, rng)
        made = []  # the game's own results scene (a ResultsScene or a game's replacement for it)
        make = table.results_scene
        table.results_scene = lambda summary: made.append(make(summary)) or made[-1]
        push(Push(table))
        _play_out(table, rng)

        def hurry():  # skip animations; tap the table's own areas (a round summary may wait for a tap)
            table.animator.flush()
            areas = hit_areas(table) if app.stack.top is table and rng.random() < 0.2 else []
            if areas:
                pos = _inside(rng, rng.choice(areas))
                for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                    pygame.event.post(pygame.event.Event(kind, pos=pos, button=1, touch=False))

        if not _settle(app, lambda: made and app.stack.top is made[0], hurry=hurry):
            raise MonkeyFailure(f"{name}: a finished game did not show the results")
    else:
        raise ValueError(f"unknown target {target!r}")
    return table if kind in ("table", "ingame", "cover", "results") else app.stack.top


def _play_out(table, rng: random.Random) -> None:
    """Finish the table's game with random legal moves for every seat (humans too)."""
    from fishgames.core import CHANCE

    match = table.match
    table.scheduler.cancel()
    autosave, match.autosave = match.autosave, None  # one fsync'd save per action would take seconds
    try:
        for _ in range(match.spec.max_actions):
            match.resolve_chance()
            waiting = [s for s in match.state.to_act() if s != CHANCE]
            if not waiting:
                return
            seat = rng.choice(waiting)
            match.apply(seat, rng.choice(match.state.legal_actions(seat)))
    finally:
        match.autosave = autosave


def targets(kinds: list[str] | None = None) -> list[str]:
    names = table_games()
    from fishgames.ui import games

    found = ["menu", "settings", "statistics", "rules", "pinpad"]
    found += [f"{kind}:{name}" for name in names if games.playable(name) for kind in ("setup", "code")]
    found += [f"{kind}:{name}" for name in names for kind in ("table", "ingame", "cover", "results")]
    return [t for t in found if not kinds or t in kinds or t.partition(":")[0] in kinds]


# -- the monkey -------------------------------------------------------------------------------------


class Monkey:
    """Random gestures into an App; ``run(target, events)`` feeds one target scene."""

    def __init__(self, app, rng: random.Random, history: int = 40):
        self.app = app
        self.rng = rng
        self.log: deque[str] = deque(maxlen=history)
        self.quits = 0
        self._quits_checked = 0
        self.events = 0
        self.frames = 0
        self.fingers: set[int] = set()
        original_quit = app.quit

        def counted_quit():
            self.quits += 1
            original_quit()

        app.quit = counted_quit

    # -- events ---------------------------------------------------------------------------------
    def post(self, kind: int, **fields) -> None:
        pygame.event.post(pygame.event.Event(kind, fields))
        self.events += 1

    def step(self, frames: int = 1, dt: float = DT) -> None:
        for _ in range(frames):
            self.app.step(dt)
            self.frames += 1
            self.check()

    @property
    def size(self) -> tuple[int, int]:
        """The app's canvas, where gestures aim (an upright 720 × 1280 window's is 1280 × 2276; a fixed 1280 × 720
        posted its fingers at the wrong places and never reached the lower part)."""
        return self.app.canvas

    def point(self) -> tuple[int, int]:
        """Mostly on screen, sometimes on the edge or just outside it."""
        rng = self.rng
        w, h = self.size
        if rng.random() < 0.05:
            return rng.choice([(0, 0), (w - 1, h - 1), (-5, 30), (w + 3, h // 2), (w // 2, h)])
        return rng.randrange(w), rng.randrange(h)

    def mouse(self, phase: str, pos, button: int = 1) -> None:
        pos = drive.window_pixels(pos, self.app.router.scale)
        if phase == "down":
            self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=False)
        elif phase == "up":
            self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=False)
        else:
            self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0), touch=False)

    def finger(self, phase: str, pos, finger_id: int = 0) -> None:
        kind = {"down": pygame.FINGERDOWN, "up": pygame.FINGERUP}.get(phase, pygame.FINGERMOTION)
        w, h = self.size
        self.post(kind, x=pos[0] / w, y=pos[1] / h, dx=0.0, dy=0.0, finger_id=finger_id, touch_id=0,
                  pressure=1.0)

    def press(self, source: str, phase: str, pos) -> None:
        (self.mouse if source == "mouse" else self.finger)(phase, pos)

    # -- what can be hit ------------------------------------------------------------------------
    def buttons(self) -> list[pygame.Rect]:
        from pygame_gui.elements import UIButton

        return [sprite.rect.copy() for sprite in self.app.ui.get_sprite_group().sprites()
                if isinstance(sprite, UIButton) and sprite.visible and sprite.alive()]

    def hit_areas(self) -> list[pygame.Rect]:
        """The top scene's own hit areas on the canvas (a scene keeps them on its stage)."""
        top = self.app.stack.top
        at = self.app.stage_of(top).topleft
        return [rect.move(at) for rect in hit_areas(top)]

    # -- gestures -------------------------------------------------------------------------------
    def gesture(self) -> str:
        rng = self.rng
        source = "mouse" if rng.random() < 0.5 else "touch"
        roll = rng.random()
        if roll < 0.28:
            rects = self.buttons()
            return self.tap(source, _inside(rng, rng.choice(rects)) if rects else self.point(), "button")
        if roll < 0.40:
            rects = self.hit_areas()
            return self.tap(source, _inside(rng, rng.choice(rects)) if rects else self.point(), "area")
        if roll < 0.55:
            return self.tap(source, self.point(), "spot")
        if roll < 0.65:
            return self.drag(source)
        if roll < 0.80:
            return self.stray(source)
        if roll < 0.90:
            return self.key()
        if roll < 0.93:
            return self.hold(source)
        if roll < 0.96:
            wait = rng.randint(1, 12)
            self.step(wait, rng.choice([DT, 0.0, 0.1]))
            return f"wait {wait}"
        if roll < 0.985:
            return self.window()
        if roll < 0.995:
            return self.burst(source)
        return self.idle()

    def tap(self, source: str, pos, what: str) -> str:
        self.press(source, "down", pos)
        if self.rng.random() < 0.3:
            self.step()
        self.press(source, "up", pos)
        self.step()
        return f"{source} tap {what} {pos}"

    def drag(self, source: str) -> str:
        rng = self.rng
        start = self.point()
        self.press(source, "down", start)
        self.step()
        pos = start
        for i in range(rng.randint(1, 8)):
            pos = (pos[0] + rng.randint(-160, 160), pos[1] + rng.randint(-120, 120))
            self.press(source, "move", pos)
            if i % 2:
                self.step()
        self.press(source, "up", pos)
        self.step()
        return f"{source} drag {start}->{pos}"

    def stray(self, source: str) -> str:
        """A lone down, move or up (unpaired on purpose), other mouse buttons, wheel, second fingers."""
        rng = self.rng
        pos = self.point()
        phase = rng.choice(["down", "move", "up"])
        choice = rng.random()
        if choice < 0.15:
            self.post(pygame.MOUSEWHEEL, x=0, y=rng.choice([-3, -1, 1, 3]), flipped=False, precise_x=0.0,
                      precise_y=0.0, touch=False)
            what = "wheel"
        elif choice < 0.3 and phase != "move":
            self.mouse(phase, pos, button=rng.choice([2, 3]))
            what = "other button"
        elif choice < 0.45:
            self.finger(phase, pos, finger_id=rng.randint(1, 3))
            what = "second finger"
        else:
            self.press(source, phase, pos)
            what = source
        self.step()
        return f"stray {what} {phase} {pos}"

    def key(self) -> str:
        rng = self.rng
        key = rng.choice(KEYS)
        if key in (pygame.K_ESCAPE, pygame.K_F4) and not self.app.kiosk and rng.random() < 0.5:
            key = pygame.K_SPACE  # Escape pops a scene on a desktop: not every second key
        mod = rng.choice(MODS)
        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
        if rng.random() < 0.3:
            self.post(pygame.TEXTINPUT, text=rng.choice("a1 -é"))
        self.post(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)
        self.step()
        return f"key {pygame.key.name(key)} mod {mod}"

    def hold(self, source: str) -> str:
        """A long press somewhere, often in the kiosk unlock corner (3 s opens the PIN pad)."""
        rng = self.rng
        pos = (rng.randrange(60), rng.randrange(60)) if rng.random() < 0.6 else self.point()
        self.press(source, "down", pos)
        seconds = rng.uniform(0.5, 4.5)
        self.step(int(seconds / 0.1) + 1, 0.1)  # app.run never steps more than 0.1 s
        self.press(source, "up", pos)
        self.step()
        return f"{source} hold {seconds:.1f}s {pos}"

    def window(self) -> str:
        rng = self.rng
        kinds = [pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED, pygame.WINDOWLEAVE, pygame.WINDOWENTER,
                 pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED, pygame.ACTIVEEVENT]
        if self.app.kiosk:
            kinds += [pygame.QUIT, pygame.WINDOWCLOSE, pygame.QUIT]
        kind = rng.choice(kinds)
        self.post(kind, gain=0, state=0) if kind == pygame.ACTIVEEVENT else self.post(kind)
        self.step()
        return f"window {pygame.event.event_name(kind)}"

    def burst(self, source: str) -> str:
        """Many events within one frame (a tap storm)."""
        for _ in range(self.rng.randint(5, 20)):
            pos = self.point()
            self.press(source, "down", pos)
            self.press(source, "up", pos)
        self.step()
        return f"{source} burst"

    def idle(self) -> str:
        """Nobody touches anything for minutes: attract demo on the menu, time-out at a table.
        The idle clock is fast-forwarded to just before the time-out, then real frames run."""
        from fishgames.ui.kiosk import KIOSK_IDLE_ATTRACT, KIOSK_IDLE_TABLE

        limit = self.rng.choice([KIOSK_IDLE_ATTRACT, KIOSK_IDLE_TABLE])
        self.app.idle = max(self.app.idle, limit - 0.3)
        self.step(self.rng.randint(5, 30), 0.1)
        return f"idle past {limit:.0f}s"

    # -- checks ---------------------------------------------------------------------------------
    def check(self) -> None:
        from fishgames.ui.scenes.menu import MenuScene

        app = self.app
        if not app.stack.scenes:
            raise MonkeyFailure("the scene stack is empty")
        if not isinstance(app.stack.scenes[0], MenuScene):
            raise MonkeyFailure(f"the bottom scene is {type(app.stack.scenes[0]).__name__}, not the menu")
        if not app.running:
            if self.quits > self._quits_checked:  # a deliberate quit (Quit button, right PIN): keep going
                app.running = True
            else:
                raise MonkeyFailure("the app stopped running without being asked to quit")
        self._quits_checked = self.quits

    def back_to(self, anchor) -> None:
        """Close the scenes above ``anchor``, as a player's Back buttons would, and check the stack."""
        from fishgames.ui.scene import Pop

        while self.app.stack.top is not anchor and anchor in self.app.stack.scenes:
            self.app.stack.apply(Pop())
        self.step()
        self.check()

    # -- one target -----------------------------------------------------------------------------
    def run(self, target: str, events: int, mode: str) -> Report:
        report = Report(target, mode)
        started, events_before, frames_before = time.perf_counter(), self.events, self.frames
        quits_before = self.quits
        anchor = open_target(self.app, target, self.rng)
        self.step()
        home = type(self.app.stack.top)
        gestures = away = 0
        while self.events - events_before < events:
            if anchor not in self.app.stack.scenes:
                anchor = open_target(self.app, target, self.rng)
                report.reopened += 1
                self.step()
            top = self.app.stack.top
            away = away + 1 if top is not anchor and type(top) is not home and in_overlay(top) else 0
            if away > MAX_AWAY:  # lost in an overlay (settings, PIN pad...): back to the target
                self.back_to(anchor)
                report.returned += 1
                away = 0
            report.on_target += type(self.app.stack.top) is home
            gestures += 1
            self.log.append(f"#{gestures} on {type(self.app.stack.top).__name__}: ")
            self.log[-1] += self.gesture()
            report.max_depth = max(report.max_depth, self.app.stack.depth)
            report.scenes[type(self.app.stack.top).__name__] += 1
        report.events = self.events - events_before
        report.frames = self.frames - frames_before
        report.gestures = gestures
        report.quits = self.quits - quits_before
        report.seconds = time.perf_counter() - started
        return report


def in_overlay(scene) -> bool:
    """A shell scene opened from a menu (settings, rules, PIN pad, in-game menu...), not a step of a game
    (pass-and-play covers, results and the games' own summary scenes are part of playing)."""
    from fishgames.ui.scenes.cover import CoverScene
    from fishgames.ui.scenes.results import ResultsScene

    shell = type(scene).__module__.startswith("fishgames.ui.scenes.")
    return shell and not isinstance(scene, CoverScene | ResultsScene)


def hit_areas(scene) -> list[pygame.Rect]:
    """Rects a scene keeps for its own hit-testing: its attributes, and the module-level rects (and tables
    of rects) of its module and of the modules of its own package that it imported (layout modules)."""
    found: list[pygame.Rect] = []
    for value in vars(scene).values():
        found += _rects(value)
    return found + _module_rects(type(scene).__module__)


@functools.lru_cache(maxsize=64)
def _module_rects(name: str) -> list[pygame.Rect]:
    """Module-level rects change never (layout constants): found once per module."""
    module = sys.modules.get(name)
    if module is None:
        return []
    package = name.rpartition(".")[0]
    values = list(vars(module).values())
    for value in vars(module).values():
        if isinstance(value, types.ModuleType) and value.__name__.startswith(package + "."):
            values += vars(value).values()
    return [rect for value in values for rect in _rects(value)]


def _rects(value, depth: int = 0) -> list[pygame.Rect]:
    if isinstance(value, pygame.Rect):
        return [value] if value.width > 0 and value.height > 0 else []
    if depth >= 2:
        return []
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, (list, tuple)) and len(value) <= 200:
        return [r for item in value for r in _rects(item, depth + 1)]
    return []


def _inside(rng: random.Random, rect: pygame.Rect) -> tuple[int, int]:
    return rng.randint(rect.left, rect.right - 1), rng.randint(rect.top, rect.bottom - 1)


# -- running --------------------------------------------------------------------------------------


@contextlib.contextmanager
def monkey_app(kiosk: bool, seed: int, home: str | None = None, window: tuple[int, int] | None = None):
    """An App in a private home with a little history (so statistics has tabs), seeded new-game codes; in a window
    of ``window`` where given (else the app's own size)."""
    import fishgames.ui.games as games_module
    import fishgames.ui.scenes.results as results_module
    from fishgames.ui.app import App

    made_home = home is None
    home = home or tempfile.mkdtemp(prefix="fishgames-monkey-")
    previous = os.environ.get("FISHGAMES_HOME")
    os.environ["FISHGAMES_HOME"] = home
    seeds = random.Random(f"monkey/{seed}/codes")
    saved = games_module.random_seed, results_module.random_seed
    games_module.random_seed = results_module.random_seed = lambda: seeds.randrange(36**4)
    app = None
    try:
        app = App(kiosk=kiosk, bot_workers=False, **({"windowed": True, "window": window} if window else {}))
        for i, name in enumerate(registry.names()[:3]):
            app.storage.record_game(name, f"{name}:2S-000{i}", [Seat("human", None, "Anna"), Seat("bot", "easy", "Kai")],
                                    [i + 1, 2], [0 if i else 1], {0: {}})
        app.update_settings(animation_speed="fast", sound=False)
        app.step(DT)
        yield app
    finally:
        if app is not None:
            app.close()
        games_module.random_seed, results_module.random_seed = saved
        if previous is None:
            os.environ.pop("FISHGAMES_HOME", None)
        else:
            os.environ["FISHGAMES_HOME"] = previous
        if made_home:  # each target's app had one: a run of the suite left 36 folders behind
            shutil.rmtree(home, ignore_errors=True)


def run_monkey(events: int, seed: int = 0, modes=("kiosk", "desktop"), kinds: list[str] | None = None,
               toy: bool | None = None, out=print, window: tuple[int, int] | None = None) -> list[Report]:
    """Feed ``events`` random input events to each target in each mode (in a window of ``window``); raises
    :class:`MonkeyFailure` (with the seed, target and last gestures in its message) at the first problem."""
    if toy or (toy is None and not table_games()):
        add_toy()
        if toy is None:
            out("No game has a table scene yet: the tests' toy table stands in for the table targets.")
    reports = []
    for mode in modes:
        for target in targets(kinds):
            rng = random.Random(f"monkey/{seed}/{mode}/{target}")
            with monkey_app(mode == "kiosk", seed, window=window) as app:
                monkey = Monkey(app, rng)
                try:
                    reports.append(monkey.run(target, events, mode))
                except Exception as error:
                    trail = "\n  ".join(monkey.log)
                    raise MonkeyFailure(
                        f"monkey failed: seed={seed} mode={mode} target={target} after {monkey.events} events\n"
                        f"last gestures:\n  {trail}\n{''.join(traceback.format_exception(error))}"
                    ) from error
    return reports


def print_reports(reports: list[Report], out=print) -> None:
    rows = [[r.mode, r.target, f"{r.events:,}", f"{r.gestures:,}", f"{r.on_target:,}", f"{r.frames:,}",
             r.reopened, r.returned, r.quits, r.max_depth, len(r.scenes), f"{r.seconds:.1f}"] for r in reports]
    out(markdown_table(["mode", "target", "events", "gestures", "on target", "frames", "reopened", "returned",
                        "quits", "max depth", "scene kinds", "s"], rows))
    seen = Counter()
    for r in reports:
        seen.update(r.scenes)
    out("\nGestures per scene kind on top: " + ", ".join(f"{k} {v:,}" for k, v in seen.most_common()))
    out(f"\n{sum(r.events for r in reports):,} events, no failure.")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--events", type=int, default=50_000, help="input events per target scene and mode")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--mode", action="append", choices=("kiosk", "desktop"), help="default: both")
    parser.add_argument("--scene", action="append", help="only these targets (e.g. menu, table, table:lure)")
    parser.add_argument("--toy", action="store_true", help="add the tests' toy table even if real ones exist")
    parser.add_argument("--window", type=lambda text: tuple(int(n) for n in text.split("x")), metavar="WxH",
                        help="the window's size (e.g. 720x1280, upright); default: the app's")
    args = parser.parse_args(argv)
    try:
        reports = run_monkey(args.events, args.seed, args.mode or ("kiosk", "desktop"), args.scene,
                             True if args.toy else None, window=args.window)
    except MonkeyFailure as failure:
        print(failure, file=sys.stderr)
        return 1
    print_reports(reports)
    return 0


if __name__ == "__main__":
    sys.exit(main())
