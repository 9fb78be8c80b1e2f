"""Drive a Fischen table like a player would: pick a move, tap where it is drawn.

Used by the scene tests (real App, synthetic pointer events) and by ``tools/screenshots.py`` to
reach a moment of a game.  The taps go through the app's event queue, so they exercise the same
hit areas a player's finger does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from fishgames.games.fischen.bits import Phase
from fishgames.games.fischen.scene_cards import is_buoy, suit_of, value_of
from fishgames.games.fischen.view_types import FischenView
from fishgames.ui.drive import DT, finger, table_turns, tap  # noqa: F401 (re-exported for tests, tools)


def card_point(scene, code: str, view: FischenView | None = None) -> tuple[int, int]:
    """A point on the visible part of a hand card (its left strip: the next card covers the rest)."""
    rects = scene.hand_rects(view)
    for i, (c, rect) in enumerate(rects):
        if c == code:
            right = rects[i + 1][1].x if i + 1 < len(rects) else rect.right
            return ((rect.x + right) // 2, rect.y + 30)
    raise KeyError(code)


def choose(scene, view: FischenView, prefer: Iterable[str] = ()) -> tuple[str, object] | None:
    """The viewer's move: ``("play"|"take"|"pass", code)`` or ``("name", colour index)``.

    ``prefer`` lists card codes (or "zero") to play or pass first when they are legal; otherwise the
    highest legal card is played (the lowest is passed) and the zero takes the first card it may.
    """
    phase = scene.decision(view)
    if phase is None:
        return None
    legal = list(view["legal"])
    if phase == Phase.NAME.text:
        suits = [suit_of(c) for c in view["hand"] if not is_buoy(c)]
        best = max(("blue", "yellow", "purple", "red", "green"), key=suits.count)
        return ("name", ("blue", "yellow", "purple", "red", "green").index(best))
    for want in prefer:
        for code in legal:
            if code == want or (want == "zero" and not is_buoy(code) and value_of(code) == 0):
                return (phase if phase != Phase.ZERO.text else "take", code)
    if phase == Phase.PLAY.text:
        return ("play", max(legal, key=lambda c: -1 if is_buoy(c) else value_of(c)))
    if phase == Phase.PASS.text:
        return ("pass", min(legal, key=lambda c: 99 if is_buoy(c) else value_of(c)))
    return ("take", legal[0])


def act(app, scene, move: tuple[str, object], view: FischenView, touch: bool = True) -> None:
    """Tap the move on the table (two taps for a pass: the card, then the button)."""
    kind, what = move
    if kind == "play":
        tap(app, card_point(scene, what, view), touch)
    elif kind == "pass":
        tap(app, card_point(scene, what, view), touch)
        tap(app, scene.L.PASS_BUTTON.center, touch)
    elif kind == "take":
        tap(app, scene.trick_targets(view)[what].center, touch)
    elif kind == "name":
        tap(app, scene.L.colour_buttons()[what].center, touch)


def run(app, scene, stop: Callable[[], bool] | None = None, prefer: Iterable[str] = (), limit: int = 20000,
        on_cover: Callable | None = None, touch_every: int = 2) -> int:
    """Play the humans' moves until ``stop()`` is true or the results scene is on top; returns taps made.

    Round summaries are closed with their button; covers and other scenes on top are handled by
    :func:`~fishgames.ui.drive.table_turns`.  Taps alternate between finger and mouse (every
    ``touch_every``-th tap is a mouse click).
    """
    prefer = tuple(prefer)
    count = 0
    for _ in table_turns(app, scene, limit, stop, on_cover):
        touch = count % touch_every != touch_every - 1
        if scene.summary is not None:
            tap(app, scene.L.SUMMARY_BUTTON.center, touch)
            count += 1
            continue
        view = scene.view
        move = choose(scene, view, prefer)
        if move is None:
            app.step(DT)
            continue
        act(app, scene, move, view, touch)
        count += 1
    return count
