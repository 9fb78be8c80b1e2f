"""A newcomer's walk through the app in a real X window: each game's guided first game to its end, the coach
at a normal table of each game, and the rules help scrolled with the mouse wheel — every tap and wheel turn a
real X event sent by ``xdotool`` to the window, in real time, with a screenshot of the whole X screen (``import``)
at each new step of a guide, at each coach answer and after each wheel turn.  ``--parts table --workers``
plays a few turns of each game by its Pro tip as the app runs (bots and coach in worker processes), printing
each answer's wall-clock time and words and any speech bubble over a place the table keeps clear.

    Xvfb :59 -screen 0 1280x720x24 &
    DISPLAY=:59 python tools/newcomer_walk.py --lang de en --out walk/

The app runs in this process (so the walk knows where the guide's glowing places and buttons are: the same
``drive.guide_advance`` look as the tests) with the X11 video driver; the window fills the 1280 × 720 screen at
(0, 0) with no window manager, so a stage point is a screen point.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ["SDL_VIDEODRIVER"] = "x11"
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["SDL_VIDEO_WINDOW_POS"] = "0,0"

import pygame  # noqa: E402

from fishgames.core import Seat  # noqa: E402
from fishgames.storage import Storage  # noqa: E402
from fishgames.ui import games  # noqa: E402
from fishgames.ui.app import App  # noqa: E402
from fishgames.ui.drive import press_point  # noqa: E402
from fishgames.ui.guide import start_guided  # noqa: E402
from fishgames.ui.scene import Push, Reset  # noqa: E402
from fishgames.ui.scenes.menu import MenuScene  # noqa: E402

GAMES = ("gofish", "fatfish", "lure", "fugu", "fischen")
FRAME = 1 / 60


def xdotool(*args: str) -> None:
    subprocess.run(["xdotool", *args], check=True, timeout=20)


#: Called after every frame with the app (``walk_table`` checks the speech bubbles there).
WATCHERS: list = []


def run(app, seconds: float) -> None:
    """Real time passes: frames at up to 60 a second, each taking the X events that came in and stepping the
    app by the wall-clock time since the last one, as ``App.run`` does (a fixed 1/60 ran the animations
    slow on a busy machine: Fugu's "Game over" ribbon, 3 s, still lay over the market 4.6 s on)."""
    end = time.monotonic() + seconds
    last = time.monotonic()
    while last < end:
        started = time.monotonic()
        app.step(min(started - last, 0.1) or FRAME)
        for watch in WATCHERS:
            watch(app)
        last = started
        time.sleep(max(0.0, FRAME - (time.monotonic() - started)))


def click(app, point) -> None:
    xdotool("mousemove", str(int(point[0])), str(int(point[1])), "click", "1")
    run(app, 0.25)


def shoot(path: Path) -> None:
    subprocess.run(["import", "-window", "root", str(path)], check=True, timeout=30)
    print(path, flush=True)


def walk_guide(app, game: str, out: Path, lang: str, limit: float = 900.0) -> None:
    scene = start_guided(app, game, 0)
    app.stack.apply(Push(scene))
    guide, shown, started = scene.guide, None, time.monotonic()
    canvas = pygame.Surface(app.screen.get_size())
    while time.monotonic() - started < limit:
        run(app, 0.1)
        scene.draw(canvas)  # the guide places its buttons and glow where it draws them
        if guide.settled and guide.index != shown:
            run(app, 0.6)  # as a reader sees it: the step's text has settled
            shown = guide.index
            shoot(out / f"guide-{game}.{lang}.{shown:02d}.png")
            if guide.finished:
                run(app, 4.0)  # what stays once the end's moment has passed (Fugu's "Game over" ribbon goes)
                shoot(out / f"guide-{game}.{lang}.{shown:02d}-later.png")
                return
            scene.draw(canvas)
        if "next" in guide.buttons:
            click(app, guide.buttons["next"].center)
        elif guide.targets():
            for rect in guide.targets():
                click(app, press_point(rect))
                scene.draw(canvas)
    shoot(out / f"guide-{game}.{lang}.stuck.png")


def walk_coach(app, game: str, out: Path, lang: str) -> None:
    players = max(games.spec(game).min_players, 3)
    seats = [Seat("human", None, "Anna")] + [Seat("bot", "easy", games.bot_name(i)) for i in range(1, players)]
    scene = games.start_scene(app, game, seats, 4242, "easy")
    app.stack.apply(Push(scene))
    canvas = pygame.Surface(app.screen.get_size())
    started = time.monotonic()
    while time.monotonic() - started < 60 and not scene.coach.available:
        run(app, 0.2)
    scene.draw(canvas)
    click(app, scene.coach.button_rect.center)
    while scene.coach.thinking or scene.coach.advice is None:
        run(app, 0.2)
        if time.monotonic() - started > 120:
            break
    run(app, 0.8)
    shoot(out / f"coach-{game}.{lang}.png")


def walk_table(app, game: str, out: Path, lang: str, turns: int = 4) -> None:
    """A normal table as the app runs it (bots and the coach think in the worker processes): on each of the
    learner's first ``turns`` turns the learner taps Pro tip, reads the answer (wall-clock seconds from the tap
    to the answer on screen, its header and words printed, a screenshot) and taps where it glows.  Every
    frame, each speech bubble is checked against what the table keeps clear (Go Fish's Books row, the plates,
    the prompt: ``keep_clear``) and each covering is printed, with a screenshot of the first one."""
    players = max(games.spec(game).min_players, 3)
    seats = [Seat("human", None, "Anna")] + [Seat("bot", "easy", games.bot_name(i)) for i in range(1, players)]
    scene = games.start_scene(app, game, seats, 4242, "easy")
    app.stack.apply(Push(scene))
    canvas = pygame.Surface(app.screen.get_size())
    covered: list = []

    def bubbles_clear(app) -> None:
        if app.stack.top is not scene:
            return
        for bubble in scene.bubble_rects:
            hit = [rect for rect in scene.keep_clear() if bubble.colliderect(rect)]
            if hit:
                if not covered:
                    shoot(out / f"table-{game}.{lang}.covered.png")
                covered.append((round(time.monotonic(), 1), tuple(bubble), tuple(hit[0])))

    popped: list = []

    def pops_shot(app) -> None:
        """The first two score pops of the walk, a moment after they appear (do they cover a name?)."""
        pops = getattr(scene, "popups", [])
        if app.stack.top is scene and pops and len(popped) < 2 and (not popped or popped[-1] < time.monotonic() - 5):
            popped.append(time.monotonic())
            shoot(out / f"table-{game}.{lang}.pop{len(popped)}.png")

    WATCHERS.extend([bubbles_clear, pops_shot])
    try:
        for turn in range(turns):
            started = time.monotonic()
            while not scene.coach.available and time.monotonic() - started < 120:
                run(app, 0.1)
            if not scene.coach.available:
                break
            run(app, 0.5)  # the learner looks at the table first
            scene.draw(canvas)
            asked = time.monotonic()
            click(app, scene.coach.button_rect.center)
            while scene.coach.advice is None and time.monotonic() - asked < 60:
                run(app, 0.02)
            took = time.monotonic() - asked
            run(app, 0.8)
            shoot(out / f"table-{game}.{lang}.coach{turn}.png")
            print(f"{game} {lang} turn {turn}: answer after {took:.2f} s | {scene.coach.title()} | "
                  f"{scene.coach.reason_text() if scene.coach.advice else '(none)'}", flush=True)
            moves = len(scene.match.record.actions)
            for rect in scene.coach.targets():
                click(app, press_point(rect))
                scene.draw(canvas)
            run(app, 1.0)
            if len(scene.match.record.actions) == moves and scene.coach.advice is not None:
                print(f"{game} {lang} turn {turn}: the glowing taps did not make the move", flush=True)
                scene.act(scene.coach.advice.action)
    finally:
        WATCHERS.remove(bubbles_clear)
        WATCHERS.remove(pops_shot)
    print(f"{game} {lang}: {len(covered)} frames with a bubble over a kept-clear place {covered[:5]}", flush=True)


def walk_rules(app, game: str, out: Path, lang: str) -> None:
    from fishgames.ui.scenes.rules_help import RulesHelpScene

    app.stack.apply(Push(RulesHelpScene(app, game)))
    run(app, 1.0)
    shoot(out / f"rules-{game}.{lang}.0.png")
    xdotool("mousemove", "640", "400")
    for turn in range(2):
        for _ in range(5):
            xdotool("click", "5")  # the wheel, turned towards the player
            run(app, 0.05)
        run(app, 0.6)
        shoot(out / f"rules-{game}.{lang}.{turn + 1}.png")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", nargs="+", default=["de", "en"], choices=["de", "en"])
    parser.add_argument("--games", nargs="+", default=list(GAMES), choices=GAMES)
    parser.add_argument("--parts", nargs="+", default=["guide", "coach", "rules"],
                        choices=["guide", "coach", "rules", "table"])
    parser.add_argument("--workers", action="store_true",
                        help="bots and the coach think in worker processes, as the app runs them")
    parser.add_argument("--out", default=str(ROOT / "walk"))
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for lang in args.lang:
        for game in args.games:
            app = App(windowed=True, lang=lang, storage=Storage(tempfile.mkdtemp(prefix="fishgames-walk-")),
                      bot_workers=args.workers, clock=time.monotonic, window=(1280, 720))
            app.update_settings(animation_speed="normal")
            for part in args.parts:
                app.stack.apply(Reset(MenuScene(app)))
                run(app, 0.5)
                walk = {"guide": walk_guide, "coach": walk_coach, "rules": walk_rules, "table": walk_table}[part]
                walk(app, game, out, lang)
            app.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
