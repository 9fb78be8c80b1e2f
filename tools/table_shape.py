"""Print how deep each game's table class is and how many methods it carries and overrides.

A table should read as a few obvious classes; this is the figure that says whether it does:

* ``mro``: the classes of ``SCENE.__mro__`` without ``object`` (the table, its halves, the kit, ``Scene``);
* ``methods``: the names of functions, properties, class- and static methods along that chain;
* ``overridden``: those names defined by more than one class of the chain (one hides another).

    .venv/bin/python tools/table_shape.py
"""

from __future__ import annotations

import importlib
import inspect

import _common  # noqa: F401  (import path, headless SDL)

GAMES = ("fischen", "fatfish", "fugu", "gofish", "lure")
METHODS = (staticmethod, classmethod, property)


def shape(cls: type) -> tuple[list[type], dict[str, list[str]]]:
    """The chain of ``cls`` (without ``object``) and, per method name, the classes that define it."""
    chain = [c for c in cls.__mro__ if c is not object]
    defined: dict[str, list[str]] = {}
    for c in chain:
        for name, value in vars(c).items():
            if isinstance(value, METHODS) or inspect.isfunction(value):
                defined.setdefault(name, []).append(c.__name__)
    return chain, defined


def main() -> int:
    print("| table | mro | methods | overridden | chain |")
    print("|---|---:|---:|---:|---|")
    for game in GAMES:
        cls = importlib.import_module(f"fishgames.games.{game}.scene").SCENE
        chain, defined = shape(cls)
        overridden = sum(1 for owners in defined.values() if len(owners) > 1)
        print(f"| {game} | {len(chain)} | {len(defined)} | {overridden} | {' → '.join(c.__name__ for c in chain)} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
