"""Who holds the screen-sized twins (``fishgames.ui.fine._twins``) at the end of a busy table (issue 33: memory).

``fine._twins`` is weak-keyed: a twin lives as long as its logical picture.  Walking ``gc.get_referrers`` up
from the logical pictures finds nothing for most of them: a pygame Surface is not tracked by the collector, so
a tuple holding only surfaces and numbers (a cache's ``(picture, bytes)`` entry) is untracked too.  So this
walks *down* instead, with ``gc.get_referents``, from the known holders in order — the sprite cache, every
``functools.lru_cache``, every ``picture_cache``, the glow rings' faded copies (``widgets._fades``), the scenes on the stack, then any other fishgames object —
each picture counted once, by the first holder that reaches it.

  python tools/twin_owners.py --game fatfish --frames 12000 --screen 1920x1080 --displays 53 54
"""

from __future__ import annotations

import argparse
import collections
import functools
import gc
import os
import sys
import tempfile
import types

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import frames  # noqa: E402  (tools/frames.py: the busy table and its private Xvfb)


def _bytes(surface) -> int:
    """The pixels ``surface`` owns: none for a subsurface (a hollow logical picture, a panel cut from its backdrop)."""
    if surface.get_parent() is not None:
        return 0
    # (a glow ring kept without its middle, ``widgets._Banded``, holds its side columns beside its own rows)
    return surface.get_width() * surface.get_height() * surface.get_bytesize() + getattr(surface, "extra_bytes", 0)


def holders(app) -> list[tuple[int, int, int, str]]:
    """(twin bytes, logical bytes, pictures, holder) for every holder of a twinned picture, biggest first."""
    import pygame

    from fishgames.ui import fine, sprites

    gc.collect()
    twin_of = {}
    for ref, twin in list(fine._twins.data.items()):
        logical = ref()
        if logical is not None:
            twin_of[id(logical)] = (logical, twin)
    claimed: set[int] = set()
    totals: dict[str, list[int]] = collections.defaultdict(lambda: [0, 0, 0])

    def reach(root, name: str) -> None:
        seen, todo = {id(root)}, [root]
        while todo:
            obj = todo.pop()
            if id(obj) in twin_of and id(obj) not in claimed:
                claimed.add(id(obj))
                logical, twin = twin_of[id(obj)]
                row = totals[name]
                row[0] += _bytes(twin)
                row[1] += _bytes(logical)
                row[2] += 1
            if isinstance(obj, types.ModuleType | type | str | bytes | int | float | pygame.Surface):
                continue
            if isinstance(obj, types.FunctionType) and obj is not root:
                continue
            for referent in gc.get_referents(obj):
                if id(referent) not in seen:
                    seen.add(id(referent))
                    todo.append(referent)

    reach(sprites.CACHE._items, "sprites.CACHE")
    everything = gc.get_objects()
    for obj in everything:
        if isinstance(obj, functools._lru_cache_wrapper):
            reach(obj, f"lru_cache {obj.__module__}.{obj.__qualname__}")
    for obj in everything:
        if isinstance(obj, types.FunctionType) and hasattr(obj, "cache_bytes"):
            reach(obj, f"picture_cache {obj.__module__}.{obj.__qualname__}")
    from fishgames.ui import widgets

    reach(list(widgets._fades.values()), "widgets._fades (steady glows' faded copies)")  # weak-keyed by their ring
    for scene in list(app.stack.scenes):
        reach(scene, f"scene {type(scene).__name__}")
    for obj in everything:
        module = getattr(type(obj), "__module__", None)
        if isinstance(module, str) and module.startswith("fishgames") and not isinstance(obj, types.FunctionType | type):
            reach(obj, f"object {module}.{type(obj).__qualname__}")
    rest = [pair for key, pair in twin_of.items() if key not in claimed]
    totals["(no holder found)"] = [sum(_bytes(t) for _, t in rest), sum(_bytes(s) for s, _ in rest), len(rest)]
    return sorted(((t, s, n, name) for name, (t, s, n) in totals.items() if n), reverse=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="fatfish")
    parser.add_argument("--frames", type=int, default=12000)
    parser.add_argument("--screen", default="1920x1080")
    parser.add_argument("--displays", nargs="+", type=int, default=frames.DISPLAYS)
    args = parser.parse_args()
    screen = tuple(int(part) for part in args.screen.split("x"))
    made = frames._app

    def app_with_probe(*a, **options):
        app = made(*a, **options)
        close = app.close

        def probe_then_close() -> None:  # busy_table reads its "app open" figures, then closes: look first
            from fishgames.ui import sprites

            print(f"RSS {frames.rss_mb():.0f} MB, sprite cache {sprites.CACHE.used / 2**20:.1f} MB (twins counted)")
            print("| twins MB | logical MB | pictures | held by |\n|---|---|---|---|")
            for twin, logical, count, name in holders(app):
                print(f"| {twin / 2**20:.1f} | {logical / 2**20:.1f} | {count} | {name} |")
            close()

        app.close = probe_then_close
        return app

    frames._app = app_with_probe
    frames.DISPLAYS[:] = args.displays
    frames.use_window(True)
    with frames.Xvfb(screen):
        result = frames.busy_table(args.game, args.frames, tempfile.mkdtemp(prefix="fishgames-twins-"), window=screen)
    print(f"RSS at {frames.RSS_EARLY:,}: {result['rss_early']:.0f} MB, at end with the app open "
          f"{result['rss_open']:.0f}, after close {result['rss_end']:.0f}")


if __name__ == "__main__":
    main()
