"""Where games are found: each game package registers its :class:`GameSpec` on import.

A game is imported when it is first asked for by name (:func:`get`), not before: the menu needs only the games'
names (:data:`ALL_GAMES`, :func:`names`), titles and player counts from the translations, and a table plays one
game — importing every game's rules and bots to register the menu's games held 3.8 MB of the four a table does
not play (issue 33: memory; ``tools/README.md``, mem16b).

Any thread may ask first: the app's disk worker reads the saved games' tables (``art_ahead.saved_tables``) while
the frame loop opens a table.  A game is imported under a lock: a second thread asking for it meanwhile waits for
the import and gets its spec (a kiosk start's Fat Fish table once got ``None`` for its spec when the second thread
saw the games marked found while the first was still importing them, ``tools/kiosk_starts.py``).
"""

from __future__ import annotations

import importlib
import importlib.util
import threading

from fishgames.core.spec import GameSpec

#: Every game of the product, in menu order; a name without a package is "coming soon".
ALL_GAMES = ("fischen", "fatfish", "lure", "fugu", "gofish")

_specs: dict[str, GameSpec] = {}
_lock = threading.RLock()
_packages: dict[str, bool] = {}  # name -> whether ``fishgames/games/<name>`` exists (found without importing it)


def register(spec: GameSpec) -> GameSpec:
    """Add a game; called by ``fishgames/games/<name>/__init__.py``."""
    if spec.name in _specs and _specs[spec.name] is not spec:
        raise ValueError(f"game {spec.name!r} registered twice")
    _specs[spec.name] = spec
    return spec


def _load(name: str) -> None:
    """Import game ``name``'s package (it registers its spec), once, under the lock; a name with no package
    stays unregistered, a real import error inside a built game is raised."""
    with _lock:
        if name in _specs:
            return
        module = f"fishgames.games.{name}"
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as error:
            if error.name != module:  # a real import error inside a built game
                raise


def get(name: str) -> GameSpec:
    """Game ``name``'s spec, its package imported on the first ask."""
    spec = _specs.get(name)
    if spec is None and name in ALL_GAMES:
        _load(name)
        spec = _specs.get(name)
    if spec is None:
        raise KeyError(f"no game {name!r}; built games: {', '.join(names())}")
    return spec


def _has_package(name: str) -> bool:
    if name not in _packages:
        _packages[name] = name in _specs or importlib.util.find_spec(f"fishgames.games.{name}") is not None
    return _packages[name]


def names() -> list[str]:
    """Built games (a package of their own, not imported here) in menu order, then any registered otherwise."""
    return [name for name in ALL_GAMES if _has_package(name)] + sorted(set(_specs) - set(ALL_GAMES))
