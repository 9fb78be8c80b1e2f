"""Drive a Fat Fish table like a player would: pick a move, tap (or drag) where it is drawn.

Used by the scene tests (real App, synthetic pointer events) and by ``tools/screenshots.py`` to reach a
moment of a game.  Taps and drags go through the app's event queue, so they exercise the same hit areas
a player's finger or mouse does.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from fishgames.games.fatfish import scene_layout as L
from fishgames.games.fatfish.rules import Phase
from fishgames.games.fatfish.view_types import FatFishView
from fishgames.ui.drive import DT, drag, finger, frames, table_turns, tap  # noqa: F401 (re-exported for tests, tools)


def hand_point(scene, index: int) -> tuple[int, int]:
    for i, _code, rect in scene.hand_rects():
        if i == index:
            return rect.center
    raise KeyError(index)


def lane_point(row: int, places=L) -> tuple[int, int]:
    """Where a tap chooses ``row`` (``places``: the table's layout, ``scene.L``: an upright table's is its own)."""
    r = places.lane(row)
    return (r.x + L.LABEL_W // 2, r.centery)  # the row's number: never under a flying card


def choose(scene, view: FatFishView, rng: random.Random, stop_chance: float = 0.35) -> tuple | None:
    """The viewer's move: ``("place", hand index, row)``, ``("stop",)`` or ``("take", row indices or None)``."""
    phase = scene.decision(view)
    if phase is None:
        return None
    if phase == Phase.TAKE.text:
        return ("take", None)  # the pre-selected best split
    options = [(i, r) for i, rows in enumerate(view["hand_targets"]) for r in rows]
    if view["can_stop"] and (not options or rng.random() < stop_chance):
        return ("stop",)
    i, r = rng.choice(options)
    return ("place", i, r)


def act(app, scene, move: tuple, touch: bool = True, by_drag: bool = False) -> None:
    """Make the move with taps (a card, then a row; "Done"; the take button) or by dragging the card."""
    kind = move[0]
    if kind == "place":
        _, i, row = move
        if by_drag:
            drag(app, hand_point(scene, i), lane_point(row, scene.L), touch)
        else:
            tap(app, hand_point(scene, i), touch)
            tap(app, lane_point(row, scene.L), touch)
    elif kind == "stop":
        tap(app, scene.L.DONE.center, touch)
    elif kind == "take":
        picks = move[1]
        if picks is not None:
            view = scene.view
            rects = dict(scene.take.rects(view))
            for i in picks:
                if i not in scene.take.picks(view):
                    tap(app, rects[i].center, touch)
        tap(app, scene.L.TAKE_BUTTON.center, touch)


def run(app, scene, stop: Callable[[], bool] | None = None, seed: int = 1, limit: int = 30000,
        on_cover: Callable | None = None, on_move: Callable | None = None, touch_every: int = 2,
        drag_every: int = 0, stop_chance: float = 0.35) -> int:
    """Play the humans' moves until ``stop()`` is true or the results scene is on top; returns moves made.

    Covers and other scenes on top are handled by :func:`~fishgames.ui.drive.table_turns`.
    Taps alternate between finger and mouse; every ``drag_every``-th placement is dragged instead.
    """
    rng = random.Random(seed)
    moves = 0
    for _ in table_turns(app, scene, limit, stop, on_cover):
        view = scene.view
        move = choose(scene, view, rng, stop_chance)
        if move is None:
            app.step(DT)
            continue
        if on_move is not None:
            on_move(move, view)
        touch = moves % touch_every != touch_every - 1
        by_drag = bool(drag_every) and move[0] == "place" and moves % drag_every == 0
        act(app, scene, move, touch, by_drag)
        moves += 1
    return moves
