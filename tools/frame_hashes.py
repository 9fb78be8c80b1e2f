"""Hash every busy-table frame, to show that a speed-up changed no pixel (compare two trees' files with ``cmp``).

  python tools/frame_hashes.py --game fugu --size 1920x1080 --frames 200 > after.txt
  (cd ../old-tree && python tools/frame_hashes.py --game fugu --size 1920x1080 --frames 200) > before.txt

The busy table of ``tools/frames.py`` (random bots deciding inline, animations "fast", seed 0 on) under the dummy
driver, drawn at the size's own pixels as on a real screen (``sharp``); the glows' clock is held still and the
app's clock follows the frames, so two runs of one tree print the same lines.  Every pixel is hashed.  A tree from
before 2026-12-06 drew pixel (0, 0) from uninitialised memory (an empty pygame-gui container resampled by
``fine.physical``) and its tool left column 0 out: to compare with such a tree, run that tree's tool in both.
Fischen's first round summary is up in frames 1705–1813 (0-based, every size): ``--frames 1900`` reaches it.
"""

from __future__ import annotations

import contextlib
import hashlib
import itertools
import sys

import frames
from _common import ROOT  # noqa: F401 - sets the import path and headless SDL


def hashes(name: str, size: tuple[int, int], count: int) -> list[str]:
    import pygame

    found: list[str] = []
    with contextlib.closing(frames.sharp_busy_frames(name, size, "fishgames-hashes-")) as busy:
        for app, _, _ in itertools.islice(busy, count):
            app.step(frames.DT)
            screen = pygame.display.get_surface()
            found.append(hashlib.md5(pygame.image.tobytes(screen, "RGB")).hexdigest())
    return found


def main(argv=None) -> int:
    parser = frames.sharp_busy_options(__doc__, 200)
    args = parser.parse_args(argv)
    for line in hashes(args.game, args.size, args.frames):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
