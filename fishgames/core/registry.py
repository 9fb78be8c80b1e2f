"""Where games are found: each game package registers its :class:`GameSpec` on import.

Any thread may ask first: the app's disk worker reads the saved games' tables (``art_ahead.saved_tables``) while
the frame loop opens a table.  Finding the games is done once, under a lock, and counts as done only when every
game is imported: a second thread asking meanwhile waits for it (it used to see the flag already set and an
incomplete registry — a kiosk start's Fat Fish table got ``None`` for its spec, ``tools/kiosk_starts.py``).
"""

from __future__ import annotations

import importlib
import threading

from fishgames.core.spec import GameSpec

#: Every game of the product, in menu order; a name without a package is "coming soon".
ALL_GAMES = ("fischen", "fatfish", "lure", "fugu", "gofish")

_specs: dict[str, GameSpec] = {}
_discovered = False
_discovering = False  # being found by the thread holding the lock (a game's import may ask the registry)
_lock = threading.RLock()


def register(spec: GameSpec) -> GameSpec:
    """Add a game; called by ``fishgames/games/<name>/__init__.py``."""
    if spec.name in _specs and _specs[spec.name] is not spec:
        raise ValueError(f"game {spec.name!r} registered twice")
    _specs[spec.name] = spec
    return spec


def _discover() -> None:
    global _discovered, _discovering
    if _discovered:
        return
    with _lock:
        if _discovered or _discovering:  # done meanwhile, or asked again from inside a game's import
            return
        _discovering = True
        try:
            for name in ALL_GAMES:
                module = f"fishgames.games.{name}"
                try:
                    importlib.import_module(module)
                except ModuleNotFoundError as error:
                    if error.name != module:  # a real import error inside a built game
                        raise
            _discovered = True
        finally:
            _discovering = False


def get(name: str) -> GameSpec:
    _discover()
    try:
        return _specs[name]
    except KeyError:
        raise KeyError(f"no game {name!r}; built games: {', '.join(names())}") from None


def names() -> list[str]:
    """Registered (built) games in menu order."""
    _discover()
    return [name for name in ALL_GAMES if name in _specs] + sorted(set(_specs) - set(ALL_GAMES))
