"""Hash every busy-table frame, to show that a speed-up changed no pixel (compare two trees' files with ``cmp``).

  python tools/frame_hashes.py --game fugu --size 1920x1080 --frames 200 > after.txt
  (cd ../old-tree && python tools/frame_hashes.py --game fugu --size 1920x1080 --frames 200) > before.txt

The busy table of ``tools/frames.py`` (random bots deciding inline, animations "fast", seed 0 on) under the dummy
driver, drawn at the size's own pixels as on a real screen (``sharp``); the glows' clock is held still and the
app's clock follows the frames, so two runs of one tree print the same lines.  Column 0 is left out: its pixels
at a stage's top left are never drawn, and differ between two runs of one tree.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import sys
import tempfile

import frames
from _common import ROOT  # noqa: F401 - sets the import path and headless SDL


def hashes(name: str, size: tuple[int, int], count: int) -> list[str]:
    import pygame

    from fishgames.ui import widgets
    from fishgames.ui.app import App

    widgets._now = lambda: 0.0  # the glow clock held still
    found: list[str] = []
    with tempfile.TemporaryDirectory(prefix="fishgames-hashes-") as home:
        os.environ["FISHGAMES_HOME"] = home
        app = App(bot_workers=False, windowed=True, window=size, sharp=size != (1280, 720))
        try:
            app.update_settings(animation_speed="fast", sound=False)
            app.step(frames.DT)
            seed, table = 0, frames._new_table(app, name, "random", 0)
            while len(found) < count:
                if app.stack.top is not table:  # the results: the next game
                    seed += 1
                    table = frames._new_table(app, name, "random", seed)
                app.step(frames.DT)
                screen = pygame.display.get_surface()
                drawn = screen.subsurface((1, 0, screen.get_width() - 1, screen.get_height()))
                found.append(hashlib.md5(pygame.image.tobytes(drawn, "RGB")).hexdigest())
        finally:
            app.close()
    return found


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True)
    parser.add_argument("--size", default="1920x1080", help="the window, WxH (drawn at its own pixels)")
    parser.add_argument("--frames", type=int, default=200)
    args = parser.parse_args(argv)
    size = tuple(int(v) for v in args.size.lower().split("x"))
    for line in hashes(args.game, size, args.frames):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
