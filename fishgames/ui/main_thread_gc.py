"""Python's cycle collector runs on the frame loop's thread only: no pygame object is freed on another thread.

CPython collects reference cycles on whichever thread happens to allocate when a generation is due: the disk
worker writing an autosave, the bot pool's manager thread reading a decision, the phones' server.  A cycle of
dropped pygame-gui elements or scene parts holds Surfaces and fonts, and collecting it there frees them there:
``SDL_FreeSurface`` unlinks blit maps from surfaces the frame loop blits (the window's among them), FreeType's
caches are shared — while the frame loop may be inside an SDL call that released the GIL (``display.flip``,
``transform.rotate``, ``image.load``).  So while an :class:`~fishgames.ui.app.App` runs, automatic
collection is off and :func:`collect_due` (called at the end of every ``App.step``, inside its timed part)
collects what CPython would have collected, on the main thread: the youngest generations by their
thresholds, the oldest by CPython's long-lived rule (a full collection only once the objects promoted since
the last one exceed a quarter of those that survived it), so a full collection is as rare as CPython makes it.
"""

from __future__ import annotations

import gc
import threading

#: Apps holding the collector (tests make several in one process; the last one out gives it back).
_holders = 0
_was_enabled = True
#: Objects promoted to the oldest generation since its last collection, and its size after that collection.
_pending = 0
_long_lived = 0


def take_over() -> None:
    """Automatic collection off for as long as an App runs (:func:`give_back` when it closes)."""
    global _holders, _was_enabled, _long_lived, _pending
    if _holders == 0:
        _was_enabled = gc.isenabled()
        gc.disable()
        _long_lived, _pending = len(gc.get_objects(generation=2)), 0
    _holders += 1


def give_back() -> None:
    global _holders
    _holders = max(0, _holders - 1)
    if _holders == 0 and _was_enabled:
        gc.enable()


def collect_due() -> int | None:
    """Collect the generation CPython would collect now, on this (the main) thread; the generation, or None
    when none is due.  A no-op outside the main thread or while the collector is not held."""
    global _pending, _long_lived
    if _holders == 0 or threading.current_thread() is not threading.main_thread():
        return None
    counts, limits = gc.get_count(), gc.get_threshold()
    if limits[0] == 0 or counts[0] <= limits[0]:
        return None
    generation = 0
    if counts[2] > limits[2] and _pending > _long_lived / 4:
        generation = 2
    elif counts[1] > limits[1]:
        generation = 1
    if generation == 1:  # what survives it is promoted to the oldest generation
        young = len(gc.get_objects(generation=0)) + len(gc.get_objects(generation=1))
        _pending += max(0, young - gc.collect(1))
    elif generation == 2:
        gc.collect(2)
        _long_lived, _pending = len(gc.get_objects(generation=2)), 0
    else:
        gc.collect(0)
    return generation
