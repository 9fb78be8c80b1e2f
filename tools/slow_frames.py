"""Which busy-table frames are the slow ones, and what they drew: a profile of each of the slowest few.

  python tools/slow_frames.py --game fatfish --size 1920x1080 --frames 300
  python tools/slow_frames.py --game fugu --size 1280x720 --slowest 5 --lines 20

The busy table of ``tools/frames.py`` (random bots deciding inline, animations "fast", seed 0 on) under the dummy
driver, drawn at the size's own pixels as on a real screen (``sharp``, as ``tools/frame_hashes.py``).  Every
frame's ``App.step`` runs under its own ``cProfile`` clocked by ``time.thread_time`` (the main thread's CPU, as
``frames.py`` counts it); the slowest ``--slowest`` are printed with their index in the run (counted from the
table's first frame; a new game's table starts again at 0) and their costliest calls.  The profiler adds its
own overhead to every call, so the milliseconds are larger than ``frames.py``'s: compare frames, not runs.
"""

from __future__ import annotations

import contextlib
import cProfile
import io
import itertools
import pstats
import sys
import time

import frames
from _common import ROOT  # noqa: F401 - sets the import path and headless SDL


def slowest(name: str, size: tuple[int, int], count: int, keep: int) -> list[tuple]:
    """(CPU seconds, game number, frame of that game's table, profile) of the ``keep`` slowest frames."""
    found: list[tuple[float, int, int, cProfile.Profile]] = []
    with contextlib.closing(frames.sharp_busy_frames(name, size, "fishgames-slow-")) as busy:
        for app, seed, index in itertools.islice(busy, count):
            profile = cProfile.Profile(time.thread_time)
            started = time.thread_time()
            profile.enable()
            app.step(frames.DT)
            profile.disable()
            found.append((time.thread_time() - started, seed, index, profile))
            found = sorted(found, key=lambda entry: -entry[0])[:keep]
    return found


def main(argv=None) -> int:
    parser = frames.sharp_busy_options(__doc__, 300)
    parser.add_argument("--slowest", type=int, default=4, help="how many of the slowest frames to show")
    parser.add_argument("--lines", type=int, default=25, help="calls shown per frame (by cumulative time)")
    args = parser.parse_args(argv)
    for cpu, game, index, profile in slowest(args.game, args.size, args.frames, args.slowest):
        text = io.StringIO()
        pstats.Stats(profile, stream=text).strip_dirs().sort_stats("cumtime").print_stats(args.lines)
        print(f"=== game {game}, table frame {index}: {cpu * 1000:.1f} ms of main-thread CPU (profiled)")
        print("\n".join(line for line in text.getvalue().splitlines() if line.strip())[:6000])
    return 0


if __name__ == "__main__":
    sys.exit(main())
