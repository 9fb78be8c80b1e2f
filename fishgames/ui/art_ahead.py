"""A table's art drawn before its first frame, a few milliseconds a frame while the screen before it shows.

Drawing a table's pictures (backdrop, backs, faces, glows, fonts) the first time costs tens of milliseconds,
too much for one frame.  So every screen from which a table opens aims an :class:`ArtAhead` at the tables
the player may open from there next (the set-up at its game, the menu at the saved games Continue resumes,
the code picker at the typed code's table, the replay list at its games' tables) and steps it each frame:
the art those tables list (``TableScene.art_specs``) is drawn into the sprite cache by ``sprites.prepare``
and the table's first frame only blits.
"""

from __future__ import annotations

import json
from collections.abc import Iterable

import pygame

from fishgames.core import GameConfig, registry
from fishgames.ui import fine, games, pages_ahead, sprites
from fishgames.ui.buttons_ahead import MENU_BUTTON, ButtonsAhead
from fishgames.ui.display import canvas_pixels

BUDGET = 0.005  # seconds of a frame spent drawing art ahead: the screen's own frame stays far under 16.7 ms

#: A table the player may open next: its game and config (its art depends on them).
Table = tuple[str, GameConfig]


def table_art(tables: Iterable[Table], canvas: tuple[int, int] | None = None) -> list:
    """The sprite specs the tables' first frames draw, the first table's first (games without a table
    scene have none); on a ``canvas`` other than the stage also their water at its size, first: the first frame
    paints it whole (on a busy machine a second of the set-up did not get to it behind a deck's faces, at 800 × 480
    19 ms more in the first frame)."""
    specs: list = []
    for game, config in tables:
        scene = games.scene_class(game)
        if scene is not None:
            specs.extend(scene.canvas_art(config, canvas))
    return specs


class ArtAhead:
    """The art still to draw for the tables a screen may open next; given the app's UI manager, also the
    pictures of the buttons their first frame makes (a table's menu button, ``buttons_ahead.MENU_BUTTON``, or those the
    screen names: the replay list the theatre's), through ``ButtonsAhead``, after the art."""

    def __init__(self, ui=None) -> None:
        self._tables: list[Table] | None = None
        self._keys: list[tuple] = []  # the cache keys of the tables' art, most urgent first
        self._todo: list = []
        self._water: tuple | None = None  # the cache key of the first table's water at the canvas's size
        self._buttons = ButtonsAhead(ui) if ui is not None else None
        self._ui = ui

    def aim(self, tables: Iterable[Table], buttons: Iterable | None = None) -> None:
        """Draw these tables' art from now on (the same tables as before: go on where it stopped), and these
        button shapes (default: the tables' menu button; a screen opening something else names its own)."""
        tables = list(tables)
        if tables != self._tables:
            canvas = tuple(self._ui.window_resolution) if self._ui is not None else None  # the app's canvas
            self._tables, self._todo = tables, table_art(tables, canvas)
            self._keys = [sprites.spec_key(spec) for spec in self._todo]
            # the first table's backdrop starts from a copy of its water at the canvas's size (``sprites.opaque``)
            waters = [key for spec, key in zip(self._todo, self._keys, strict=True)
                      if spec[0] in sprites.BACKDROP_KINDS and tuple(spec[1]) == tuple(canvas or ())]
            self._water = waters[0] if waters else None
        if self._buttons is not None:  # shapes drawn once are not drawn again
            self._buttons.aim(([MENU_BUTTON] if buttons is None else buttons) if tables else [])

    def step(self, budget: float = BUDGET) -> bool:
        """Draw a little more within ``budget`` seconds (a button's pictures, once the art is drawn, one a
        frame); True once all of it is drawn.  First, in a frame of its own, the memory of the table's backdrop
        (``pages_ahead``: only at a drawing scale over 1.5, where the art may take longer than the screen shows)."""
        if self.memory_ahead():
            return False
        if self._todo:
            drawn = sprites.prepare(self._todo, budget)
            sprites.keep_first(self._keys[:len(self._keys) - len(self._todo)])  # the most urgent kept longest
            return drawn and self.done
        if self._buttons is not None:
            self._buttons.step()
        return self.done

    def memory_ahead(self) -> bool:
        """The memory part of :meth:`step` alone: True when this frame made some (the backdrop's surface, the heap
        made up, the water copied in), False once all is there (always under ``pages_ahead.FROM_SCALE``)."""
        return bool(self._tables) and self._ui is not None and (pages_ahead.ahead(
            canvas_pixels(tuple(self._ui.window_resolution), fine.k)) or self._water_ahead())

    def _water_ahead(self) -> bool:
        """The first table's water, once drawn, copied into the backdrop's memory made ahead (``pages_ahead.fill``)."""
        if self._water is None or not pages_ahead.wants(self._water):  # (only over 1.5, where memory is made ahead)
            return False
        water = sprites.CACHE.find(self._water)
        twin = fine.twin(water) if isinstance(water, pygame.Surface) else None
        return twin is not None and pages_ahead.fill(self._water, twin)

    @property
    def done(self) -> bool:
        return not self._todo and (self._buttons is None or self._buttons.done)


def saved_tables(storage, names: Iterable[str]) -> list[Table]:
    """The tables the autosaves of ``names`` resume, read on the disk worker (``DiskWorker.query``) and
    not judged: a save that cannot be read is left out here, and Continue says what is wrong with it.  Its
    config is checked against the game (player count, option names), so a damaged count never sizes the art."""
    tables = []
    for name in names:
        try:
            data = json.loads(storage.autosave_path(name).read_bytes())
            config = GameConfig.from_json(data["config"])
            tables.append((name, registry.get(name).config(config.players, **config.options)))
        except (OSError, ValueError, TypeError, KeyError, RecursionError):
            continue
    return tables
