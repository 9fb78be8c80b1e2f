"""A table that leaves the scene stack lets go of its pictures at once (issue 33: the app's memory after 12,000
busy frames ≤ 150 MB).  A finished table is not freed when it leaves: its match's listeners are its own methods
(and its coach and panels point back at it), so it lives on in reference cycles until Python's full collection,
which a long session runs rarely.  Fat Fish's busy table ended 12,000 frames with three finished tables alive,
each holding its backdrop and its panels' pictures (about 6 MB apiece at 1280 × 720): 154 MB, 127 with them
let go.  Counted here in bytes of the pictures still reachable from the table, not in time."""

from __future__ import annotations

import gc
import types

import pygame
import pytest

from fishgames.ui import games
from fishgames.ui.scene import Pop
from tests.ui.driver import start_table

#: What an exited table may still reach of pictures (its seats' small badges, a text of its log): far below one
#: screen's backdrop (3.5 MB at 1280 × 720), which alone is what the cycles kept per table, with its panels.
KEPT_BYTES = 512 * 1024


def held_picture_bytes(scene) -> int:
    """The pixel bytes of every pygame Surface reachable from ``scene`` by references, not through what the app
    shares (the app itself, modules, classes, functions, and pygame-gui's widgets: killed with the scene's root,
    they lead to the UI manager's shared theme and its caches): what the table alone keeps alive.  A subsurface
    counts its whole parent, which it keeps alive."""
    shared = {id(scene.app)}
    seen: set[int] = set()
    surfaces: dict[int, pygame.Surface] = {}
    todo = [scene]
    while todo:
        obj = todo.pop()
        if id(obj) in seen or id(obj) in shared:
            continue
        seen.add(id(obj))
        if isinstance(obj, pygame.Surface):
            while obj.get_parent() is not None:
                obj = obj.get_parent()
            surfaces[id(obj)] = obj
            continue
        if isinstance(obj, types.ModuleType | type | types.FunctionType | types.BuiltinFunctionType | str | bytes):
            continue
        if type(obj).__module__.startswith("pygame_gui."):
            continue
        todo.extend(gc.get_referents(obj))
    return sum(surface.get_pitch() * surface.get_height() for surface in surfaces.values())


@pytest.mark.parametrize("game", ["fischen", "fatfish", "lure", "fugu", "gofish"])
def test_a_table_that_leaves_keeps_no_pictures(app, game):
    table_type = games.scene_class(game)
    players = games.spec(game).max_players
    scene = start_table(app, game, table_type, humans=0, players=players, level="easy", settle=30)
    drawn = held_picture_bytes(scene)
    assert drawn > 2 * KEPT_BYTES, "the table drew too little to tell (its backdrop alone is a screenful)"
    app.stack.apply(Pop())
    assert app.stack.top is not scene
    assert held_picture_bytes(scene) <= KEPT_BYTES, (
        f"{game}: a table that left the stack still holds {held_picture_bytes(scene) / 2**20:.1f} MB of pictures "
        f"(while it played: {drawn / 2**20:.1f} MB); it lives on in cycles until a full collection")
