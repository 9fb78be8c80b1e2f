"""Where a busy table's resident memory is, by kind (issue 33: memory) — the side ``twin_owners.py`` does not show.

One busy table (``tools/frames.py``'s: random bots inline, animations "fast", games back to back) in a real
window filling a private Xvfb screen, its RSS read as the process gets there (interpreter, each big import, the
app open, the table built, frame 1,000, the last frame), then, with the app still open, the RSS split by kind:

- the mappings (``/proc/self/smaps``): code and data of shared libraries (file-backed), the X server's shared image
  of the window (``SYSV``), the C heap and anonymous memory (malloc's large blocks, Python's arenas);
- glibc's malloc (``mallinfo2``): the bytes in use, and the bytes freed but kept — what ``malloc_trim`` could give
  back (skipped where glibc is absent);
- the pixels of every surface reached from Python (the sprite and picture caches' among them; who holds them:
  ``twin_owners.py``), the fonts open, and with ``--python`` the Python objects (``tracemalloc``, slow).

  python tools/memory_map.py --game fatfish --frames 12000 --size 1920x1080 --displays 45
"""

from __future__ import annotations

import argparse
import collections
import ctypes
import gc
import os
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


def rss_mb() -> float:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def mappings() -> collections.Counter:
    """Resident MB per kind of mapping."""
    kinds: collections.Counter = collections.Counter()
    kind = "?"
    with open("/proc/self/smaps") as smaps:
        for line in smaps:
            first = line.split(maxsplit=6)
            if "-" in first[0] and len(first) >= 5 and not first[0].endswith(":"):
                path = first[5].strip() if len(first) > 5 else ""
                kind = ("C heap (brk)" if path == "[heap]" else "X shared window image (SYSV)" if "SYSV" in path
                        else "anonymous (malloc's large blocks, Python's arenas, stacks)" if not path or path == "[anon]"
                        else "stacks and kernel pages" if path.startswith("[")
                        else "libpython" if "libpython" in path
                        else "pygame and its SDL libraries" if "pygame" in path
                        else "Python's own extension modules" if "lib-dynload" in path
                        else "other shared libraries and files")
            elif line.startswith("Rss:"):
                kinds[kind] += int(line.split()[1]) / 1024
    return kinds


def malloc_state() -> dict | None:
    """glibc's ``mallinfo2`` in MB (None without glibc: macOS, Windows, musl)."""
    try:
        libc = ctypes.CDLL("libc.so.6")
        info = libc.mallinfo2
    except (OSError, AttributeError):
        return None

    class MallInfo2(ctypes.Structure):
        _fields_ = [(name, ctypes.c_size_t) for name in
                    "arena ordblks smblks hblks hblkhd usmblks fsmblks uordblks fordblks keepcost".split()]

    info.restype = MallInfo2
    found = info()
    return {"heap (brk)": found.arena / 2**20, "large blocks (mmap)": found.hblkhd / 2**20,
            "in use in the heap": found.uordblks / 2**20, "freed, kept in the heap": found.fordblks / 2**20}


def surface_pixels() -> tuple[int, float]:
    """(surfaces, MB of pixels) of every surface a Python object reaches (subsurfaces share their parent's)."""
    import pygame

    from fishgames.ui import fine

    found: dict[int, pygame.Surface] = {}
    for holder in gc.get_objects():
        for held in gc.get_referents(holder):
            if isinstance(held, pygame.Surface):
                found[id(held)] = held
            elif type(held) is tuple and not gc.is_tracked(held):  # (picture, bytes): untracked, so read here
                found.update((id(x), x) for x in held if isinstance(x, pygame.Surface))
    for logical, twin in list(fine._twins.items()):
        found[id(logical)], found[id(twin)] = logical, twin
    window = pygame.display.get_surface()
    total, count = 0, 0
    for surface in found.values():
        if surface is window or surface.get_parent() is not None:
            continue  # the window's pixels are the X server's shared image; a subsurface's are its parent's
        total += surface.get_width() * surface.get_height() * surface.get_bytesize()
        count += 1
    return count, total / 2**20


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True)
    parser.add_argument("--frames", type=int, default=12000)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--displays", type=int, nargs="+", default=[90])
    parser.add_argument("--python", action="store_true", help="also count the Python objects (tracemalloc: slow)")
    args = parser.parse_args()
    if args.python:
        import tracemalloc

        tracemalloc.start()
    stages = [("interpreter and tools/_common", rss_mb())]
    import pygame  # noqa: F401

    stages.append(("+ pygame", rss_mb()))
    import pygame_gui  # noqa: F401

    stages.append(("+ pygame_gui", rss_mb()))
    from fishgames.core import registry

    registry.get(args.game)  # (only the game asked for is imported: the app does the same since mem16b)
    stages.append(("+ fishgames.core and the game's rules and bots", rss_mb()))
    import frames

    from fishgames.ui.app import App

    stages.append(("+ fishgames.ui.app", rss_mb()))
    size = frames.window_size(args.size)
    frames.DISPLAYS[:] = args.displays
    frames.use_window(True)
    with frames.Xvfb(size), tempfile.TemporaryDirectory(prefix="fishgames-memory-") as home:
        os.environ["FISHGAMES_HOME"] = home
        app = App(bot_workers=False, windowed=True, window=size)
        app.update_settings(animation_speed="fast", sound=False)
        app.step(frames.DT)
        stages.append(("app open, the menu drawn", rss_mb()))
        try:
            seed, table, played = 0, frames._new_table(app, args.game, "random", 0), 0
            stages.append(("table built (its art drawn ahead)", rss_mb()))
            started = time.perf_counter()
            while played < args.frames:
                if app.stack.top is not table:
                    seed += 1
                    table = frames._new_table(app, args.game, "random", seed)
                    continue
                app.step(frames.DT)
                played += 1
                if played in (1, 1000) and played < args.frames:
                    stages.append((f"after {played:,} frames", rss_mb()))
            stages.append((f"after {played:,} frames ({seed + 1} games, {time.perf_counter() - started:.0f} s)", rss_mb()))
            report(args, stages)
        finally:
            app.close()
        print(f"\nafter App.close: {rss_mb():.1f} MB", end="")
        state = malloc_state()
        if state is not None:
            libc = ctypes.CDLL("libc.so.6")
            libc.malloc_trim(0)
            print(f"; after malloc_trim(0) too: {rss_mb():.1f} MB")
        print()


def report(args, stages: list[tuple[str, float]]) -> None:
    from fishgames.ui import theme

    print(f"## {args.game}, {args.size}, {args.frames:,} busy frames: resident memory (MB)\n")
    for name, mb in stages:
        print(f"  {mb:7.1f}  {name}")
    print("\nBy mapping, app open:")
    for name, mb in mappings().most_common():
        print(f"  {mb:7.1f}  {name}")
    state = malloc_state()
    if state is not None:
        print("\nglibc malloc: " + ", ".join(f"{name} {mb:.1f}" for name, mb in state.items()))
    count, pixels = surface_pixels()
    print(f"\nPixels of {count} surfaces reached from Python (caches included; the window's own excluded): {pixels:.1f}")
    print(f"Fonts open: {theme.font_at.cache_info().currsize} (each ≈ 0.18 MB: its face's tables and glyph cache)")
    if args.python:
        import tracemalloc

        print(f"Python objects (tracemalloc): {tracemalloc.get_traced_memory()[0] / 2**20:.1f}")


if __name__ == "__main__":
    main()
