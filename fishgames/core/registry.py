"""Where games are found: each game package registers its :class:`GameSpec` on import."""

from __future__ import annotations

import importlib

from fishgames.core.spec import GameSpec

#: Every game of the product, in menu order; a name without a package is "coming soon".
ALL_GAMES = ("fischen", "fatfish", "lure", "fugu", "gofish")

_specs: dict[str, GameSpec] = {}
_discovered = False


def register(spec: GameSpec) -> GameSpec:
    """Add a game; called by ``fishgames/games/<name>/__init__.py``."""
    if spec.name in _specs and _specs[spec.name] is not spec:
        raise ValueError(f"game {spec.name!r} registered twice")
    _specs[spec.name] = spec
    return spec


def _discover() -> None:
    global _discovered
    if _discovered:
        return
    _discovered = True
    for name in ALL_GAMES:
        module = f"fishgames.games.{name}"
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as error:
            if error.name != module:  # a real import error inside a built game
                raise


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
