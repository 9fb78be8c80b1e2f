"""Start the kiosk again and again in a real window and count the starts that crash.

Each start is a process of its own (faulthandler on, so a segmentation fault prints every thread's stack to its
log): a kiosk App on the X display given (Xvfb, no window manager: the README's X11 kiosk recipe), a setting
changed at once (the disk worker writes the settings while the menu draws its first frames), the menu for 40
frames, then six computers playing Fat Fish at the normal pace for the rest of ``--seconds``.  ``--home warm``
keeps one app home for every start (its art cache read back, as on a kiosk that ran before); ``cold`` gives each
start a fresh one (the menu's art drawn and handed to the disk worker's cache).

  Xvfb :60 -screen 0 1920x1080x24 &
  python tools/kiosk_starts.py --display :60 --starts 60 --home warm

Prints each start's exit code and, for any start that did not end cleanly, where its log is.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def one_start(seconds: float) -> None:
    """A single start (run in its own process by :func:`main`)."""
    import faulthandler

    faulthandler.enable()
    from fishgames.core import Seat
    from fishgames.ui import games
    from fishgames.ui.app import App
    from fishgames.ui.scene import Push

    app = App(kiosk=True, lang="en", clock=time.monotonic)
    app.update_settings(animation_speed="normal")
    end, frames = time.monotonic() + seconds, 0
    while time.monotonic() < end:
        app.step(1 / 60)
        frames += 1
        if frames == 40:
            seats = [Seat("bot", "easy", games.bot_name(i)) for i in range(6)]
            app.stack.apply(Push(games.start_scene(app, "fatfish", seats, frames, "easy")))
        time.sleep(0.002)
    app.close()
    print("frames", frames)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--display", required=True, help="the X display, e.g. :60 (Xvfb, no window manager)")
    parser.add_argument("--starts", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=8.0, help="how long each start runs")
    parser.add_argument("--home", choices=("warm", "cold"), default="warm")
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.one:
        one_start(args.seconds)
        return 0
    logs = Path(tempfile.mkdtemp(prefix="kiosk-starts-"))
    env = dict(os.environ, DISPLAY=args.display, SDL_AUDIODRIVER="dummy", PYTHONFAULTHANDLER="1")
    codes = []
    for i in range(1, args.starts + 1):
        home = logs / ("home" if args.home == "warm" else f"home-{i}")
        home.mkdir(exist_ok=True)
        log = logs / f"{i}.log"
        with log.open("w") as out:
            command = [sys.executable, __file__, "--one", "--display", args.display,
                       "--seconds", str(args.seconds)]
            code = subprocess.call(command, env=dict(env, FISHGAMES_HOME=str(home)), stdout=out, stderr=out,
                                   timeout=args.seconds + 60)
        codes.append(code)
        print(f"start {i}: exit {code}" + ("" if code == 0 else f"  (log: {log})"), flush=True)
    crashed = sum(code != 0 for code in codes)
    print(f"{crashed} of {len(codes)} starts did not end cleanly; logs in {logs}")
    return 1 if crashed else 0


if __name__ == "__main__":
    sys.exit(main())
