"""Save a PNG of every shell scene (and any table moments registered in ``SHOTS``) into ``screenshots/``.

    python tools/screenshots.py [--out screenshots] [--lang de en] [--only menu setup ...]
    python tools/screenshots.py --readme     # the README's pictures, in English, into assets/readme/
    python tools/screenshots.py --sizes 800x480 1280x800 3840x2160 --lang en   # as on those screens too
    python tools/screenshots.py --ui-scale 1.5 --only settings                 # text and buttons larger
    python tools/screenshots.py --sharp --sizes 1920x1080 --lang en     # drawn at those pixels, as a real screen
    python tools/screenshots.py --names "Maximilian-Johannes Mohr" Ben  # the humans' names: a long one on its plate

Runs headless (SDL dummy drivers) in a throw-away app home.  Scenes that need a game use the first
built game (menu order); while no game has a table scene yet, the toy game of the tests stands in.
Table moments of the games are added by registering more functions in ``SHOTS``:
``shot(app, game) -> list[Scene]`` returns the scenes to push on top of a fresh menu.
"""

from __future__ import annotations

import argparse
import atexit
import os
import shutil
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from fishgames.core import Match, Seat, registry  # noqa: E402
from fishgames.ui import games  # noqa: E402
from fishgames.ui.scene import Push, Reset  # noqa: E402

Shot = Callable[..., list]
SHOTS: dict[str, Shot] = {}


def shot(name: str):
    def register(fn: Shot) -> Shot:
        SHOTS[name] = fn
        return fn

    return register


def demo_game() -> str:
    """The game the shell shots use: the first built one, else the tests' toy game."""
    built = games.built_games()
    if built:
        return built[0]
    from tests.toy_game import TOY
    from tests.ui.toy_scene import ToyTable

    registry._specs.setdefault("toy", TOY)
    games._scenes["toy"] = ToyTable
    return "toy"


HUMANS = ("Anna", "Ben", "Cleo", "Dario", "Emil", "Frida")  # the humans' names, in seat order


def table(app, game: str, humans: int = 1, seed: int = 4242, finished: bool = False):
    spec = games.spec(game)
    players = max(spec.min_players, min(spec.max_players, 3))
    seats = [Seat("human", None, n) for n in HUMANS[:humans]]
    seats += [Seat("bot", spec.levels[0], games.bot_name(i)) for i in range(humans, players)]
    scene = games.start_scene(app, game, seats, seed, spec.levels[0])
    if finished:
        bots = [Seat("bot", spec.levels[0], s.name) for s in seats]
        match = Match(spec, scene.match.config, bots, seed, level=spec.levels[0])
        match.play_to_end()
        scene.match.state = match.state
        scene.match.seats[:] = seats
    return scene


def put_up(app, scenes) -> bool:
    """A shot's screens as its builder returned them, over a fresh menu (None: the builder put up its own);
    whether there were any."""
    from fishgames.ui.scenes.menu import MenuScene

    if scenes is None:
        return False
    app.stack.apply(Reset(MenuScene(app)))
    for scene in scenes:
        app.stack.apply(Push(scene))
    return True


def open_table(app, game: str, players: int, humans: int, seed: int, level: str, speed: str = "instant",
               options: dict | None = None):
    """A table of ``game`` pushed on a fresh menu: ``humans`` named humans, then bots of ``level``; its
    animations at ``speed`` (instant: the moment is reached without waiting for them)."""
    from fishgames.ui.scenes.menu import MenuScene

    seats = [Seat("human", None, HUMANS[i]) for i in range(humans)]
    seats += [Seat("bot", level, games.bot_name(i)) for i in range(humans, players)]
    app.update_settings(animation_speed=speed)
    scene = games.start_scene(app, game, seats, seed, level, options=options)
    app.stack.apply(Reset(MenuScene(app)))
    app.stack.apply(Push(scene))
    return scene


def set_speed(app, scene, speed: str) -> None:
    """From here on the table animates (and its bots wait) at ``speed``, as if chosen in the settings."""
    app.update_settings(animation_speed=speed)
    scene.animator.set_speed(speed)
    scene.scheduler.set_pacing(speed)


def play_humans(app, scene, my_turn, move, stop=lambda: False) -> None:
    """Step the table until the game is over or ``stop()`` (at most 20,000 frames): a pass-and-play cover is
    opened at once, and when ``my_turn()`` the human at the bottom makes ``move(seat)`` (False: stop there)."""
    for _ in range(20000):
        if scene.match.state.is_over() or stop():
            break
        top = app.stack.top
        if top is not scene:  # a cover in pass-and-play
            top.show_button and app.stack.apply(top.handle_ui(_press(top.show_button)))
        elif my_turn() and move(scene.viewer) is False:
            break
        app.step(1 / 60)


def _at_a_humans_turn(app, scene) -> None:
    """Step a table until a human is to act at the bottom, a pass-and-play cover opened at once."""
    for _ in range(3000):
        top = app.stack.top
        if top is not scene:
            top.show_button and app.stack.apply(top.handle_ui(_press(top.show_button)))
        elif scene.viewer is not None and scene.viewer in scene.match.state.to_act():
            break
        app.step(1 / 60)


def _press(button):
    import pygame
    import pygame_gui

    return pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {"ui_element": button})


def _frames(app, n: int) -> None:
    for _ in range(n):
        app.step(1 / 60)


def _until(app, test, limit: int = 2000) -> None:
    for _ in range(limit):
        if test():
            return
        app.step(1 / 60)


# -- the shell scenes ------------------------------------------------------------------------------------

@shot("menu")
def _menu(app, game):
    return []


@shot("menu_continue")
def _menu_continue(app, game):
    from fishgames.ui.scenes.menu import MenuScene

    scene = table(app, game)
    scene.match.resolve_chance()  # the deal autosaves
    return [MenuScene(app)]


@shot("menu_saved3")
def _menu_saved3(app, game):
    """Three saved games (Fischen the newest): three tiles with Continue / New game, Continue names Fischen."""
    from fishgames.ui.scenes.menu import MenuScene

    for name in ("gofish", "lure", "fischen"):
        if games.is_built(name):
            table(app, name).match.resolve_chance()  # the deal autosaves
    return [MenuScene(app)]


@shot("replace_prompt")
def _replace_prompt(app, game):
    """Start over a saved game: "Replace your saved game?" over the set-up."""
    from fishgames.ui.scenes.replace_saved import ReplaceSavedScene
    from fishgames.ui.scenes.setup import SetupScene

    table(app, game).match.resolve_chance()
    setup = SetupScene(app, game)
    return [setup, ReplaceSavedScene(app, game, setup.start_now)]


@shot("menu_attract")
def _attract(app, game):
    from fishgames.ui.scenes.menu import MenuScene

    menu = MenuScene(app)
    app.kiosk = True
    app.stack.apply(Reset(menu))
    menu.start_demo(game, seed=4242)  # the same deal every run: the same picture
    for _ in range(30):
        app.step(1 / 60)
    return None


@shot("setup")
def _setup(app, game):
    from fishgames.ui.scenes.setup import SetupScene

    return [SetupScene(app, game)]


@shot("setup_gofish")
def _setup_gofish(app, game):
    """Go Fish's set-up: its hints line (they follow the computers' level) above "Tap a name…", both over the kelp."""
    from fishgames.ui.scenes.setup import SetupScene

    return [SetupScene(app, "gofish")]


@shot("setup_fatfish_options")
def _setup_options(app, game):
    from fishgames.ui.scenes.setup import SetupScene

    if games.spec("fatfish") is None:
        return []
    scene = SetupScene(app, "fatfish")
    scene.set_players(5)
    scene.seats[1] = scene._new_seat(1, "human")
    return [scene]


@shot("codepicker")
def _codepicker(app, game):
    from fishgames.ui.scenes.codepicker import CodePickerScene
    from fishgames.ui.scenes.setup import SetupScene

    picker = CodePickerScene(app, game, players=9, level="normal", seed="1K3F")
    picker.confirm()  # 9 players never fit: shows the reason
    return [SetupScene(app, game), picker]


@shot("codepicker_seats")
def _codepicker_seats(app, game):
    """A code of bots at mixed levels: a column per seat (H a human) and what the letters name under them."""
    from fishgames.ui.scenes.codepicker import CodePickerScene
    from fishgames.ui.scenes.setup import SetupScene

    picker = CodePickerScene(app, game)
    picker.set_text("5HSPHL-1K3F")
    return [SetupScene(app, game), picker]


@shot("setup_code_seats")
def _setup_code_seats(app, game):
    """The set-up after a code of mixed levels was picked: its seats (two humans) and levels, the code shown."""
    from fishgames.core import GameCode
    from fishgames.ui.scenes.setup import SetupScene

    setup = SetupScene(app, game)
    setup.apply_code(GameCode.parse("5HSPHL-1K3F", game=game))
    return [setup]


@shot("codepicker_typed_players")
def _codepicker_typed_players(app, game):
    """A typed code whose players digit is no digit: its box red, the reason and what the digit is."""
    from fishgames.ui.scenes.codepicker import CodePickerScene
    from fishgames.ui.scenes.setup import SetupScene

    picker = CodePickerScene(app, game)
    picker.typed = "xs1k3f"
    picker.confirm()
    return [SetupScene(app, game), picker]


@shot("settings")
def _settings(app, game):
    from fishgames.ui.scenes.settings import SettingsScene

    return [SettingsScene(app)]


@shot("pinpad")
def _pinpad(app, game):
    from fishgames.ui.scenes.pinpad import PinPadScene

    pad = PinPadScene(app)
    pad.entered = "12"
    return [pad]


@shot("statistics_empty")
def _stats_empty(app, game):
    from fishgames.ui.scenes.statistics import StatisticsScene

    scene = StatisticsScene(app)
    app.disk.wait_idle()  # the history is read on the disk worker
    return [scene]


@shot("statistics")
def _stats(app, game):
    from fishgames.ui.scenes.statistics import StatisticsScene

    fill_history(app, game)
    scene = StatisticsScene(app)
    app.disk.wait_idle()
    return [scene]


@shot("statistics_charts")
def _stats_charts(app, game):
    """One game's charts (win rate over time, scores, levels) for every human together."""
    from fishgames.ui.scenes.statistics import StatisticsScene

    fill_history(app, game)
    scene = StatisticsScene(app)
    scene.scope, scene.show_charts = game, True
    app.disk.wait_idle()
    return [scene]


@shot("game_list")
def _game_list(app, game):
    """One game's finished games (statistics → the games button): three watchable newest, one of them with
    take-backs and the coach, over games recorded without their record."""
    from fishgames.core import Match, Seat, registry
    from fishgames.ui.scenes.game_list import GameListScene

    fill_history(app, game)
    spec = registry.get(game)
    names = ["Anna", "Ben", "Cleo", "Dario"]
    for i in range(3):
        players = spec.min_players + i % 2
        bots = [Seat("bot", "normal", names[k]) for k in range(players)]
        match = Match(spec, spec.config(players), bots, 20 + i, level="normal")
        match.play_to_end()  # played by bots; the first two seats shown as the humans who played it
        seats = [Seat("human", None, names[k]) if k < 2 else bots[k] for k in range(players)]
        record = match.record
        record.seats = seats
        record.takebacks, record.coached = (2, 3) if i == 1 else (0, 0)
        scores = list(range(players, 0, -1))
        app.storage.record_game(game, str(record.code), seats, scores, [0], record=record.to_json(),
                                finished_at=f"2026-12-0{3 + i}T1{i}:30:00+01:00")
    scene = GameListScene(app, game)
    app.disk.wait_idle()
    return [scene]


@shot("rules")
def _rules(app, game):
    from fishgames.ui.scenes.rules_help import RulesHelpScene

    return [RulesHelpScene(app, "gofish")]


@shot("rules_fischen")
def _rules_fischen(app, game):
    from fishgames.ui.scenes.rules_help import RulesHelpScene

    scene = RulesHelpScene(app, "fischen")
    return [scene]


@shot("cover")
def _cover(app, game):
    from fishgames.ui.scenes.cover import CoverScene

    scene = table(app, game, humans=2)
    return [scene, CoverScene(app, 1, "Ben", table=scene)]


@shot("cover_menu")
def _cover_menu(app, game):
    """The cover's Menu button pressed: the in-game menu over the cover, no hand in sight."""
    from fishgames.ui.scenes.cover import CoverScene
    from fishgames.ui.scenes.ingame_menu import InGameMenuScene

    scene = table(app, game, humans=2)
    return [scene, CoverScene(app, 1, "Ben", table=scene), InGameMenuScene(app, scene)]


@shot("results")
def _results(app, game):
    from fishgames.ui.scenes.results import ResultsScene

    scene = table(app, game, finished=True)
    summary = scene.end_summary()
    summary.setdefault("highlights", ["(sample highlight) Anna asked four times in a row."])
    return [scene, ResultsScene(app, scene, summary)]


@shot("ingame_menu")
def _ingame(app, game):
    from fishgames.ui.scenes.ingame_menu import InGameMenuScene

    scene = table(app, game)
    for i in range(30):
        scene.log_line(f"#{i + 1} …")
    return [scene, InGameMenuScene(app, scene)]


@shot("ingame_log_said")
def _ingame_log_said(app, game):
    """The in-game menu's log of a Fat Fish table at the human's turn: the bots' words stay there after their
    bubbles cleared ("Name: „…“" lines between the moves)."""
    from fishgames.ui.said import Said
    from fishgames.ui.scenes.ingame_menu import InGameMenuScene
    from fishgames.ui.scenes.menu import MenuScene

    scene = open_table(app, "fatfish", 4, 1, 21, "normal")
    for _ in range(20000):
        state = scene.match.state
        said = sum(isinstance(line, Said) for line in scene.log)
        if state.is_over() or (said >= 3 and 0 in state.to_act() and scene.animator.idle):
            break
        if 0 in state.to_act() and scene.animator.idle:
            scene.act(state.legal_actions(0)[0])
        app.step(1 / 60)
    app.stack.apply(Reset(MenuScene(app)))  # the shot pushes the table again, then its menu
    return [scene, InGameMenuScene(app, scene)]


# -- Go Fish table moments --------------------------------------------------------------------------------

def gofish_table(app, level: str = "easy", players: int = 4, humans: int = 1, seed: int = 4242, asks: int = 0,
                 speed: str = "normal"):
    """A Go Fish table on a fresh menu, played (instantly, by a fixed policy for the humans) up to ``asks``
    asks and then left at ``speed`` at the viewer's turn or wherever the bots stopped."""
    import random

    scene = open_table(app, "gofish", players, humans, seed, level)
    rng = random.Random(seed)

    def my_turn() -> bool:
        return scene.viewer is not None and scene.viewer in scene.match.state.to_act()

    def ask(seat: int) -> None:
        scene.act(rng.choice(scene.match.state.legal_actions(seat)))

    play_humans(app, scene, my_turn, ask, stop=lambda: scene.match.state.asks >= asks)
    set_speed(app, scene, speed)
    return scene


def _deal(app, game: str, level: str) -> None:
    """A four-seat table's deal under way at normal speed (seed 4242, you and three bots of ``level``)."""
    open_table(app, game, 4, 1, 4242, level, speed="normal")
    _frames(app, 52)


@shot("gofish_deal")
def _gofish_deal(app, game):
    _deal(app, "gofish", "easy")


@shot("gofish_ask")
def _gofish_ask(app, game):
    """A bot asks, with its reason in the speech bubble and the dotted line to the one asked."""
    scene = gofish_table(app, "normal", asks=9)
    _until(app, lambda: scene.ask_line is not None and scene.match.seats[scene.ask_line[0]].is_bot)
    _frames(app, 24)
    return None


@shot("gofish_easy")
def _gofish_easy(app, game):
    """Easy: every opponent's "has" / "none" hints; you picked a stack, the seats you may ask glow."""
    scene = _gofish_my_turn(app, "easy", asks=14)
    hits = scene.stack_hits()
    scene.selected = max(hits, key=lambda r: sum(1 for c in scene.shown.hand if c >> 2 == r))
    _frames(app, 30)
    return None


def _gofish_my_turn(app, level: str, asks: int, players: int = 4):
    """A Go Fish table of ``gofish_table``, on until your turn."""
    scene = gofish_table(app, level, players=players, asks=asks)
    _until(app, scene._my_turn, 4000)
    return scene


def _gofish_at_my_turn(app, level: str, players: int, asks: int) -> None:
    _gofish_my_turn(app, level, asks, players)
    _frames(app, 20)


@shot("gofish_normal")
def _gofish_normal(app, game):
    _gofish_at_my_turn(app, "normal", players=3, asks=16)


@shot("gofish_pro_two")
def _gofish_pro(app, game):
    """Pro with two players: no hints, no log — only memory counts."""
    _gofish_at_my_turn(app, "pro", players=2, asks=10)


@shot("gofish_lucky")
def _gofish_lucky(app, game):
    """A lucky fish: the asked rank comes out of the pond and is shown face up."""
    scene = gofish_table(app, "easy", asks=4)
    from fishgames.games.gofish.look import HAND_CARD

    def shown() -> bool:
        return any(s.card is not None and s.showing_front and s.scale > 1.0 and s.pos[0] > 700
                   and s.size == HAND_CARD for s in scene.flying)

    for _ in range(40):
        _until(app, lambda: shown() or scene._my_turn() or scene.match.state.is_over(), 4000)
        if shown() or scene.match.state.is_over():
            break
        scene.act(scene.match.state.legal_actions(scene.viewer)[0])
    _frames(app, 8)
    return None


@shot("gofish_log")
def _gofish_log(app, game):
    from fishgames.ui.scenes.ingame_menu import InGameMenuScene

    scene = _gofish_my_turn(app, "easy", asks=30)
    app.stack.apply(Push(InGameMenuScene(app, scene)))
    _frames(app, 10)
    return None


@shot("gofish_pass_and_play")
def _gofish_pass(app, game):
    """Two humans and two bots: the cover screen before the next human's turn (the table is hidden)."""
    from fishgames.ui.scenes.cover import CoverScene

    scene = gofish_table(app, "easy", humans=2, asks=6)
    _until(app, scene._my_turn, 4000)
    scene.act(scene.match.state.legal_actions(scene.viewer)[0])
    _until(app, lambda: isinstance(app.stack.top, CoverScene), 4000)
    _frames(app, 5)
    return None


@shot("gofish_second_human")
def _gofish_second_human(app, game):
    """Pass and play: after the cover the second human sits at the bottom, the others clockwise on top."""
    scene = gofish_table(app, "easy", humans=2, asks=6)
    _until(app, lambda: scene._my_turn() and scene.viewer == 1, 4000)
    _frames(app, 10)
    return None


@shot("gofish_reveal")
def _gofish_reveal(app, game):
    from fishgames.games.gofish.reveal import RevealScene

    gofish_table(app, "easy", asks=10**6)
    _until(app, lambda: isinstance(app.stack.top, RevealScene), 4000)
    _frames(app, 400)
    return None


@shot("gofish_results")
def _gofish_results(app, game):
    from fishgames.games.gofish.reveal import RevealScene

    gofish_table(app, "normal", asks=10**6, speed="instant")
    _until(app, lambda: isinstance(app.stack.top, RevealScene), 4000)
    reveal = app.stack.top
    app.stack.apply(reveal.handle_ui(_press(reveal.widgets["continue"])))
    _frames(app, 10)
    return None


# -- Fischen table moments ---------------------------------------------------------------------------------

FISCHEN_PREFER = ("zero", "name", "left", "low", "first", "all")


def fischen_table(app, players: int = 4, humans: int = 1, seed: int = 7, speed: str = "instant"):
    """A Fischen table on a fresh menu; its humans are played by ``fischen.scene_demo`` (taps on the table)."""
    scene = open_table(app, "fischen", players, humans, seed, "easy", speed=speed)
    return scene


def _fischen_run(app, scene, stop) -> None:
    from fishgames.games.fischen import scene_demo

    scene_demo.run(app, scene, stop=stop, prefer=FISCHEN_PREFER)


@shot("fischen_zero_choice")
def _fischen_zero_choice(app, game):
    scene = fischen_table(app)
    _fischen_run(app, scene, lambda: scene.decision(scene.view) == "zero")
    scene.bubbles.clear()


@shot("fischen_zero_capture")
def _fischen_zero_capture(app, game):
    from fishgames.games.fischen import scene_demo

    scene = fischen_table(app)
    _fischen_run(app, scene, lambda: scene.decision(scene.view) == "zero")
    set_speed(app, scene, "normal")
    view = scene.view
    scene_demo.act(app, scene, ("take", view["legal"][-1]), view)
    _until(app, lambda: scene.flying and scene.glow, 3000)
    _frames(app, 9)


@shot("fischen_pass_left")
def _fischen_pass(app, game):
    scene = fischen_table(app)
    _fischen_run(app, scene, lambda: scene.decision(scene.view) == "pass")
    scene.pass_choice = scene.view["legal"][2]
    scene.bubbles.clear()
    _frames(app, 1)


@shot("fischen_named_colour")
def _fischen_named(app, game):
    from fishgames.games.fischen import scene_demo

    scene = fischen_table(app)
    _fischen_run(app, scene, lambda: scene.view["phase"] == "name")
    set_speed(app, scene, "normal")
    for _ in range(3000):
        if scene.decision(scene.view) == "name":
            scene_demo.act(app, scene, ("name", 2), scene.view)
        if scene.banner and not scene.animator.idle and scene.shown["effects"].get("named"):
            break
        app.step(1 / 60)
    _frames(app, 20)


@shot("fischen_named_trick")
def _fischen_named_trick(app, game):
    _at_named_trick(app)


def _at_named_trick(app):
    """The Fischen table at round 8, trick 2 (a colour named, your turn to play), its bubbles cleared."""
    scene = fischen_table(app)
    _fischen_run(app, scene, lambda: scene.shown["effects"].get("named") and scene.decision(scene.view) == "play")
    scene.bubbles.clear()
    return scene


@shot("fischen_bots_say")
def _fischen_bots_say(app, game):
    """The same moment with all three bots' long reasons at once (Pelican's the oldest, Biber's the newest): where
    a small screen has no room for them all, whose words stand in a bubble and whose only in the log."""
    from fishgames.i18n import t

    scene = _at_named_trick(app)
    for seat, key in ((1, "buoy_lost"), (2, "dump_minus3"), (3, "next_trick_buoy")):
        scene.speak(seat, t(f"fischen.reason.{key}"), seconds=100 + seat)


@shot("fischen_two_humans")
def _fischen_two_humans(app, game):
    """Pass and play: two humans and two bots (seed 4242), at a human's turn; the other human on a top plate."""
    _at_a_humans_turn(app, fischen_table(app, humans=2, seed=4242))
    _frames(app, 10)


@shot("fischen_round_summary")
def _fischen_round_summary(app, game):
    scene = fischen_table(app, players=5, seed=3)
    _fischen_run(app, scene, lambda: scene.summary is not None and scene.summary["round"] == 3)


@shot("fischen_results")
def _fischen_results(app, game):
    scene = fischen_table(app)
    _fischen_run(app, scene, lambda: False)
    _frames(app, 20)


# -- Fugu table moments ------------------------------------------------------------------------------------

def fugu_table(app, players: int = 4, humans: int = 1, seed: int = 4242, swaps: int = 0, level: str = "normal"):
    """A Fugu table on a fresh menu; the humans play like the normal bot (but never stop early) until each
    human has made ``swaps`` swaps, then the table waits at a human's turn (or wherever the game stopped)."""
    import random

    from fishgames.games.fugu.actions import Swap
    from fishgames.games.fugu.bots import NormalBot

    scene = open_table(app, "fugu", players, humans, seed, level)
    rng = random.Random(seed)
    made = {h: 0 for h in scene.humans}

    def swap(seat: int) -> bool:
        if made[seat] >= swaps:
            return False
        state = scene.match.state
        legal = state.legal_actions(seat)
        action = NormalBot(seat).choose(state.view(seat), legal, rng)
        if not isinstance(action, Swap):  # the humans here never stop early
            action = rng.choice([a for a in legal if isinstance(a, Swap)] or legal)
        scene.act(action)
        made[seat] += 1
        return True

    play_humans(app, scene, scene.my_turn, swap)
    _frames(app, 3)
    return scene


def _fugu_choose(scene, anchor: bool | None = None, want_mixed: bool = True) -> None:
    """Select the market card with the most varied previews and a slot (number side, or anchor side)."""
    options = scene.options()
    best = None
    for m in range(3):
        mine = [o for (mm, _), o in options.items() if mm == m]
        fits = sum(1 for o in mine if "number" in o["sides"])
        score = min(fits, len(mine) - fits) if want_mixed else fits
        if best is None or score > best[0]:
            best = (score, m, mine)
    _, m, mine = best
    scene.selected = m
    fitting = [o for o in mine if "number" in o["sides"]] or mine
    option = max(fitting, key=lambda o: (o["delta"].get("number", -99), -o["slot"]))
    side_anchor = "number" not in option["sides"] if anchor is None else anchor
    scene.choice = (option["slot"], side_anchor)


def _fugu_swap_chosen(scene) -> None:
    """Make the swap that ``_fugu_choose`` selected (its market card into its slot, on its side)."""
    from fishgames.games.fugu.actions import Swap

    slot, anchor = scene.choice
    scene.act(Swap(scene.selected, slot, anchor))


def _fugu_still(app, players: int, swaps: int, seed: int, then=lambda scene: None) -> None:
    """A Fugu table at the human's turn after ``swaps`` swaps each, ``then(scene)`` done there (a choice, a
    panel), without the bots' bubbles."""
    scene = fugu_table(app, players=players, swaps=swaps, seed=seed)
    then(scene)
    scene.bubbles.clear()
    _frames(app, 4)


@shot("fugu_deal")
def _fugu_deal(app, game):
    """The deal: the reefs fill with face-down cards, the market turns up."""
    _deal(app, "fugu", "normal")


@shot("fugu_swap_preview")
def _fugu_swap_preview(app, game):
    """Your turn: a market card picked, every face-down slot previews where it lands and what it scores."""
    _fugu_still(app, players=4, swaps=5, seed=4242, then=_fugu_choose)


@shot("fugu_anchor")
def _fugu_anchor(app, game):
    """The same choice switched to the anchor side (costs points, keeps room for rising numbers)."""
    _fugu_still(app, players=3, swaps=7, seed=77, then=lambda scene: _fugu_choose(scene, anchor=True))


@shot("fugu_anchor_flight")
def _fugu_anchor_flight(app, game):
    """An anchored card on its way: it turns to the anchor side while it slides into the reef."""
    scene = fugu_table(app, players=2, swaps=6, seed=31)
    _fugu_choose(scene, anchor=True)
    set_speed(app, scene, "normal")
    _fugu_swap_chosen(scene)
    _frames(app, 25)
    return None


@shot("fugu_bot_reason")
def _fugu_bot_reason(app, game):
    """A computer player explains an anchor (or why it stops) in a speech bubble."""
    scene = fugu_table(app, players=4, swaps=6, seed=4242)
    set_speed(app, scene, "fast")
    for _ in range(12):
        _until(app, lambda: scene.my_turn() or any(seat != scene.bottom for seat in scene.bubbles), 3000)
        if any(seat != scene.bottom for seat in scene.bubbles):
            break
        _fugu_choose(scene)
        _fugu_swap_chosen(scene)
    _frames(app, 20)
    return None


@shot("fugu_full_reef")
def _fugu_full_reef(app, game):
    """Late in a two-player game: your reef nearly full, the rival's done."""
    _fugu_still(app, players=2, swaps=16, seed=8)


@shot("fugu_breakdown")
def _fugu_breakdown(app, game):
    """Tap on a plate: the score per creature."""
    _fugu_still(app, players=2, swaps=14, seed=8, then=lambda scene: setattr(scene, "breakdown_seat", scene.bottom))


@shot("fugu_stop")
def _fugu_stop(app, game):
    _fugu_still(app, players=3, swaps=9, seed=5, then=lambda scene: setattr(scene, "confirm_pass", True))


@shot("fugu_two_humans")
def _fugu_two_humans(app, game):
    """Pass and play: two humans and two bots (seed 4242), at a human's turn; the other human on a lane plate."""
    _at_a_humans_turn(app, open_table(app, "fugu", 4, 2, 4242, games.spec("fugu").levels[0]))
    _frames(app, 10)


@shot("fugu_solo")
def _fugu_solo(app, game):
    """Solo: the solo deck, the cards out of the game, the rating bands and the discard rule at work."""
    scene = fugu_table(app, players=1, swaps=7, seed=99)
    _fugu_choose(scene)
    _fugu_swap_chosen(scene)
    _frames(app, 6)


@shot("fugu_summary")
def _fugu_summary(app, game):
    from fishgames.games.fugu.scene_end import SummaryScene

    fugu_table(app, players=4, swaps=18, seed=4242)
    _until(app, lambda: isinstance(app.stack.top, SummaryScene), 4000)
    _frames(app, 5)


@shot("fugu_solo_end")
def _fugu_solo_end(app, game):
    from fishgames.games.fugu.scene_end import SummaryScene

    scene = fugu_table(app, players=1, swaps=15, seed=99)
    if not scene.match.state.is_over():
        scene.act(scene.match.state.legal_actions(0)[-1])  # stop here
    _until(app, lambda: isinstance(app.stack.top, SummaryScene), 4000)
    _frames(app, 5)


@shot("fugu_results")
def _fugu_results(app, game):
    from fishgames.games.fugu.scene_end import SummaryScene

    fugu_table(app, players=3, swaps=18, seed=12)
    _until(app, lambda: isinstance(app.stack.top, SummaryScene), 4000)
    summary = app.stack.top
    app.stack.apply(summary.handle_ui(_press(summary.widgets["continue"])))
    _frames(app, 10)


def fill_history(app, game: str) -> None:
    spec = games.spec(game)
    names = ["Anna", "Ben", "Cleo", "Dario"]
    for i in range(9):
        players = spec.min_players
        seats = [{"name": names[(i + k) % 4], "kind": "human" if k < 2 else "bot", "level": None}
                 for k in range(players)]
        scores = [(i * 7 + k * 3) % 11 for k in range(players)]
        best = max(scores)
        app.storage.record_game(game, "2S-0000", seats, scores, [k for k, s in enumerate(scores) if s == best])
    for other in ("gofish", "fugu"):
        if other != game:
            app.storage.record_game(other, "2S-0000", [{"name": "Anna", "kind": "human"},
                                                       {"name": "Pike", "kind": "bot", "level": "pro"}], [3, 5], [1])


# -- Fat Fish table moments --------------------------------------------------------------------------------

def fatfish_table(app, players: int = 4, humans: int = 1, seed: int = 4242, licences: bool = True,
                  level: str = "normal"):
    """A Fat Fish table on a fresh menu; its humans are played by ``fatfish.scene_demo`` (taps on the table)."""
    scene = open_table(app, "fatfish", players, humans, seed, level, options={"licences": licences})
    return scene


def _fatfish_run(app, scene, stop, stop_chance: float = 0.35, seed: int = 3) -> None:
    from fishgames.games.fatfish import scene_demo

    scene_demo.run(app, scene, stop=stop, seed=seed, stop_chance=stop_chance)


def _fatfish_pick(app, scene) -> None:
    """Tap the hand card with the most legal rows (the rows light up)."""
    from fishgames.games.fatfish import scene_demo

    view = scene.view
    best = max(range(len(view["hand"])), key=lambda i: len(view["hand_targets"][i]))
    scene_demo.tap(app, scene_demo.hand_point(scene, best))
    scene.bubbles.clear()


@shot("fatfish_multi_card")
def _fatfish_multi_card(app, game):
    scene = fatfish_table(app)
    _fatfish_run(app, scene, lambda: scene.decision() == "play" and len(scene.view["played"]) >= 2
                 and any(scene.view["hand_targets"]), stop_chance=0.0)
    _fatfish_pick(app, scene)


def _fatfish_second_take(app):
    """Fat Fish (seed 99) played on to its second take, waiting for the one who takes."""
    scene = fatfish_table(app, seed=99)
    _fatfish_run(app, scene, lambda: scene.decision() == "take" and scene.match.state.takes >= 2, stop_chance=0.0)
    return scene


def _fatfish_taking(app):
    """``_fatfish_second_take`` with the take made, played at normal speed."""
    from fishgames.games.fatfish import scene_demo

    scene = _fatfish_second_take(app)
    set_speed(app, scene, "normal")
    scene_demo.act(app, scene, ("take", None))
    return scene


@shot("fatfish_take_choice")
def _fatfish_take_choice(app, game):
    scene = _fatfish_second_take(app)
    scene.bubbles.clear()


@shot("fatfish_take_split")
def _fatfish_take_split(app, game):
    scene = _fatfish_taking(app)
    _until(app, lambda: bool(scene.marks), 3000)
    scene.bubbles.clear()
    _frames(app, 24)


@shot("fatfish_split_flight")
def _fatfish_split_flight(app, game):
    scene = _fatfish_taking(app)
    _until(app, lambda: len(scene.flying) >= 4, 3000)
    scene.bubbles.clear()
    _frames(app, 12)


@shot("fatfish_licences")
def _fatfish_licences(app, game):
    from fishgames.games.fatfish import scene_demo
    from fishgames.games.fatfish import scene_layout as L

    scene = fatfish_table(app, players=5, seed=7)
    _fatfish_run(app, scene, lambda: scene.decision() == "play" and scene.match.state.takes >= 9)
    scene.bubbles.clear()
    scene_demo.tap(app, L.LICENCES.center)


@shot("fatfish_licence_panel")
def _fatfish_licence_panel(app, game):
    scene = fatfish_table(app, players=5, seed=7)
    _fatfish_run(app, scene, lambda: scene.decision() == "play" and scene.match.state.takes >= 9)
    _fatfish_pick(app, scene)


@shot("fatfish_six_players")
def _fatfish_six(app, game):
    scene = fatfish_table(app, players=6, seed=5)
    _fatfish_run(app, scene, lambda: scene.decision() == "play" and scene.match.state.takes >= 7)
    _fatfish_pick(app, scene)


@shot("fatfish_two_humans")
def _fatfish_two_humans(app, game):
    """Pass and play: two humans and two bots (seed 4242), at a human's turn; the other human on a top plate."""
    _at_a_humans_turn(app, open_table(app, "fatfish", 4, 2, 4242, games.spec("fatfish").levels[0]))
    _frames(app, 10)


@shot("fatfish_two_players")
def _fatfish_two(app, game):
    scene = fatfish_table(app, players=2, seed=5, licences=False)
    _fatfish_run(app, scene, lambda: scene.decision() == "play" and scene.match.state.takes >= 3)
    scene.bubbles.clear()


@shot("fatfish_drag")
def _fatfish_drag(app, game):
    import pygame

    from fishgames.games.fatfish import scene_demo
    from fishgames.games.fatfish import scene_layout as L

    scene = fatfish_table(app, seed=12)
    _fatfish_run(app, scene, lambda: scene.decision() == "play" and scene.match.state.takes >= 1)
    scene.bubbles.clear()
    view = scene.view
    i = max(range(len(view["hand"])), key=lambda k: len(view["hand_targets"][k]))
    start, lane = scene_demo.hand_point(scene, i), L.lane(view["hand_targets"][i][0])
    end = (lane.centerx + 40, lane.centery + 10)
    pygame.event.post(scene_demo.finger(pygame.FINGERDOWN, start, app.canvas))
    for k in range(1, 7):
        p = (start[0] + (end[0] - start[0]) * k // 6, start[1] + (end[1] - start[1]) * k // 6)
        pygame.event.post(scene_demo.finger(pygame.FINGERMOTION, p, app.canvas))
        _frames(app, 1)


@shot("fatfish_results")
def _fatfish_results(app, game):
    scene = fatfish_table(app, players=4, seed=4242)
    _fatfish_run(app, scene, lambda: False)
    _frames(app, 20)


# -- Lure table moments ---------------------------------------------------------------------------------------

def lure_table(app, players: int = 4, humans: int = 1, seed: int = 42, level: str = "normal"):
    """A Lure table on a fresh menu; its humans are played by ``lure.scene_demo`` (taps on the table)."""
    scene = open_table(app, "lure", players, humans, seed, level)
    _frames(app, 2)
    return scene


def _lure_cast(app, scene, cast_text: str) -> None:
    """Tap a cast (e.g. ``cast 2d6+d20 lures=A``) into the rack, without pressing Cast yet."""
    from fishgames.games.lure import scene_demo
    from fishgames.games.lure.actions import parse_action

    cast = parse_action(cast_text)
    for i in range(cast.d6):
        scene_demo._tap_die(app, scene, i, True)
    for index, wanted in ((5, cast.d12), (6, cast.d20)):
        if wanted:
            scene_demo._tap_die(app, scene, index, True)
    mine = list(scene.my_lures())
    for code in cast.to_text().partition("lures=")[2].split(","):
        if code:
            j = next(j for j, c in enumerate(mine) if c == code and j not in scene.pick_lures)
            scene_demo.tap(app, scene.rack_tokens(len(mine), "cast")[j].center)


def _lure_to_round(app, scene, rnd: int) -> None:
    from fishgames.games.lure import scene_demo

    scene_demo.run(app, scene, stop=lambda: scene.view["round"] >= rnd and scene.decision(scene.view) == "cast",
                   seed=5)


@shot("lure_cast_choice")
def _lure_cast_choice(app, game):
    """Round 3: you pick dice and a lure behind your screen; the odds alone show on the right."""
    scene = lure_table(app)
    _lure_to_round(app, scene, 3)
    _lure_cast(app, scene, "cast 3d6")
    mine = scene.my_lures()
    if mine:
        from fishgames.games.lure import scene_demo

        scene_demo.tap(app, scene.rack_tokens(len(mine), "cast")[0].center)
    scene.bubbles.clear()


def _lure_cast_and_watch(app, scene, cast_text: str, test, extra: int) -> None:
    from fishgames.games.lure import scene_demo
    from fishgames.games.lure import scene_layout as L

    _lure_cast(app, scene, cast_text)
    set_speed(app, scene, "normal")
    scene_demo.tap(app, L.CAST_BUTTON.center)
    _until(app, test, 1500)
    _frames(app, extra)


@shot("lure_message")
def _lure_message(app, game):
    """Cast tapped with nothing chosen: the reason stands in the prompt's place, clear of your screen below it."""
    from fishgames.games.lure import scene_demo

    scene = lure_table(app)
    _until(app, lambda: scene.decision(scene.view) == "cast", 1500)
    scene_demo.tap(app, scene.L.cast_button().center)
    scene.bubbles.clear()


@shot("lure_reveal")
def _lure_reveal(app, game):
    """Everybody has cast: the screens come down, every bid shows with its place in the roll order."""
    scene = lure_table(app)
    _lure_cast_and_watch(app, scene, "cast 2d6+d20 lures=A", lambda: scene.banner and scene.shown["groups"], 36)


@shot("lure_tumble")
def _lure_tumble(app, game):
    """The smallest bid rolls: its dice tumble into the tray (mid-animation)."""
    scene = lure_table(app)
    _lure_cast_and_watch(app, scene, "cast 2d6+d20 lures=A", lambda: scene.tray and any(
        d["rolling"] for lane in scene.tray["lanes"].values() for d in lane["dice"]), 14)


@shot("lure_adjust")
def _lure_adjust(app, game):
    """Your Adjust step: +1 / −1 on your rolled dice, the fish you would catch glow, the preview says which."""
    from fishgames.games.lure import scene_demo
    from fishgames.games.lure import scene_layout as L

    scene = lure_table(app)
    _lure_cast(app, scene, "cast 2d6+d20 lures=A")
    scene_demo.tap(app, L.CAST_BUTTON.center)
    _until(app, lambda: scene.decision(scene.view) == "adjust", 1500)
    adjust = scene_demo.best_adjust(scene, scene.view)
    n = len(scene.deltas)
    for i, d in adjust.changes:
        plus, minus = L.adjust_buttons(i, n)
        for _ in range(abs(d)):
            scene_demo.tap(app, (plus if d > 0 else minus).center)
    scene.bubbles.clear()


@shot("lure_catch")
def _lure_catch(app, game):
    """A catch flies from the water to its catcher's score pile (mid-flight)."""
    scene = lure_table(app, seed=7, level="easy")
    _lure_to_round(app, scene, 3)
    _lure_cast_and_watch(app, scene, "cast 1d6", lambda: any(
        getattr(s, "front", None) and s.front[0] == "lure" for s in scene.flying), 12)


@shot("lure_five_players")
def _lure_five(app, game):
    """Five players: four plates across the top, a group of rivals rolling together."""
    scene = lure_table(app, players=5, seed=11, level="easy")
    _lure_to_round(app, scene, 4)
    scene.bubbles.clear()


@shot("lure_five_two_humans")
def _lure_five_two_humans(app, game):
    """Pass and play at five seats: two humans and three bots (seed 4242), at a human's turn; the other human on the
    top row of four plates beside the Menu (``--names`` for long ones)."""
    _at_a_humans_turn(app, open_table(app, "lure", 5, 2, 4242, games.spec("lure").levels[0]))
    _frames(app, 10)


@shot("lure_two_players")
def _lure_two(app, game):
    """Two players: ten fish are out unseen, two come in per round."""
    scene = lure_table(app, players=2, seed=3, level="easy")
    _lure_to_round(app, scene, 5)
    scene.bubbles.clear()


@shot("lure_results")
def _lure_results(app, game):
    """The end: places, fish, Boast points and the biggest catch per player, the best round."""
    from fishgames.games.lure import scene_demo

    scene = lure_table(app, seed=7, level="easy")
    scene_demo.run(app, scene, seed=5)
    _frames(app, 20)


#: the README's pictures: shot -> file in assets/readme/ (English, like the README)
README_SHOTS = {"menu_saved3": "menu", "gofish_easy": "gofish", "fischen_named_trick": "fischen",
                "fatfish_multi_card": "fatfish", "lure_adjust": "lure", "fugu_swap_preview": "fugu"}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "screenshots"))
    parser.add_argument("--lang", nargs="+", default=["de", "en"], choices=["de", "en"])
    parser.add_argument("--only", nargs="*", help="names of shots to take (default: all)")
    parser.add_argument("--readme", action="store_true", help="refresh the README's pictures in assets/readme/")
    parser.add_argument("--sizes", nargs="*", default=[], metavar="WxH",
                        help="also save each shot as a screen of these sizes shows it: the window is resized to "
                             "it (laid out again live, as a player's window) and the picture scaled to its pixels "
                             "(NAME.LANG.WxH.png)")
    parser.add_argument("--ui-scale", type=float, help="as the app's --ui-scale (text and buttons larger)")
    parser.add_argument("--names", nargs="+", metavar="NAME",
                        help="the human seats' names, in seat order (the rest as by default): a long name's plate")
    parser.add_argument("--sharp", action="store_true",
                        help="draw at each size's own pixels, as a real screen does (fishgames.ui.fine), "
                             "instead of scaling the logical picture")
    args = parser.parse_args(argv)
    global HUMANS
    HUMANS = (*args.names, *HUMANS[len(args.names):]) if args.names else HUMANS
    sizes = [tuple(int(v) for v in size.lower().split("x")) for size in args.sizes]
    if "FISHGAMES_HOME" not in os.environ:  # a scratch home for a run as a tool; importers (the tests) bring theirs
        os.environ["FISHGAMES_HOME"] = tempfile.mkdtemp(prefix="fishgames-shots-")
        atexit.register(shutil.rmtree, os.environ["FISHGAMES_HOME"], True)
    if args.readme:
        code = main(["--out", str(ROOT / "screenshots"), "--lang", "en", "--only", *README_SHOTS])
        for name, file in README_SHOTS.items():
            (ROOT / "screenshots" / f"{name}.en.png").replace(ROOT / "assets" / "readme" / f"{file}.png")
            print(ROOT / "assets" / "readme" / f"{file}.png")
        return code

    import pygame

    from fishgames.storage import Storage
    from fishgames.ui.app import App

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    names = args.only or list(SHOTS)
    for lang in args.lang:
        for name in names:
            home = tempfile.mkdtemp(prefix="fishgames-shot-")
            app = App(windowed=True, lang=lang, storage=Storage(home), bot_workers=False, ui_scale=args.ui_scale,
                      sharp=args.sharp or None)
            app.update_settings(animation_speed="instant")
            game = demo_game()
            if put_up(app, SHOTS[name](app, game)):
                for _ in range(20):
                    app.step(1 / 60)
            app.toasts.clear()
            app.draw()
            path = out / f"{name}.{lang}.png"
            pygame.image.save(getattr(app.screen, "pixels", app.screen), str(path))
            print(path)
            for size in sizes:
                app.window_resized(size)
                app.draw_art_anew(None)  # at a new drawing scale (--sharp): all the art drawn for it, now
                app.toasts.clear()
                app.draw()
                path = out / f"{name}.{lang}.{size[0]}x{size[1]}.png"
                pixels = getattr(app.screen, "pixels", app.screen)  # a sharp canvas: the screen's own pixels
                if pixels.get_size() != size:
                    pixels = pygame.transform.smoothscale(pixels, size)
                pygame.image.save(pixels, str(path))
                print(path)
            app.close()
            shutil.rmtree(home, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
