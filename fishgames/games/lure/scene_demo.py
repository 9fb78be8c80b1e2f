"""Drive a Lure table like a player would: decide, then tap where things are drawn.

Used by the scene tests (real App, synthetic finger and mouse events) and by ``tools/screenshots.py``
to reach a moment of a game.  Taps go through the app's event queue, so they hit the same areas a
finger does.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from fishgames.games.lure.actions import Adjust, Cast
from fishgames.games.lure.data import FISH, KIND_TEXT, Phase
from fishgames.games.lure.view_types import LureView
from fishgames.ui.drive import DT, finger, table_turns, tap  # noqa: F401 (re-exported for tests, tools)


def choose_cast(scene, view: LureView, rng: random.Random) -> Cast:
    """A sensible-looking cast: 1–5 dice (sometimes a special die), sometimes lures."""
    legal = scene.match.state.legal_actions(scene.viewer)
    me = view["seats"][scene.viewer]
    held = sorted(me["lures"])
    want_size = rng.choice((1, 2, 2, 3, 3, 4, 5))
    options = [c for c in legal if c.size == want_size and (not c.lures or rng.random() < 0.5)]
    options = options or legal
    cast = rng.choice(options)
    assert all(KIND_TEXT[k] in held for k in cast.lures)
    return cast


def tap_cast(app, scene, cast: Cast, touch: bool = True) -> None:
    """Tap the dice and lures of ``cast`` in the rack, then the Cast button."""
    for i in range(cast.d6):
        _tap_die(app, scene, i, touch)
    if cast.d12:
        _tap_die(app, scene, 5, touch)
    if cast.d20:
        _tap_die(app, scene, 6, touch)
    mine = list(scene.my_lures())
    for kind in cast.lures:
        code = KIND_TEXT[kind]
        j = next(j for j, c in enumerate(mine) if c == code and j not in scene.pick_lures)
        rect = scene.rack_tokens(len(mine), Phase.CAST.text)[j]
        tap(app, rect.center, touch)
    tap(app, scene.L.CAST_BUTTON.center, touch)


def _tap_die(app, scene, index: int, touch: bool) -> None:
    rect = next(r for i, r, _ in scene.rack_dice(Phase.CAST.text) if i == index)
    tap(app, rect.center, touch)


def best_adjust(scene, view: LureView) -> Adjust:
    """The legal adjustment that would catch the most VP (by the table's own preview)."""
    legal = scene.match.state.legal_actions(scene.viewer)
    best, pick = None, Adjust(())
    saved = list(scene.deltas)
    for adjust in legal:
        scene.deltas = [0] * len(saved)
        for i, d in adjust.changes:
            scene.deltas[i] = d
        total, caught = scene.preview(view)
        key = (sum(FISH[f].vp for f in caught), -adjust.used)
        if best is None or key > best:
            best, pick = key, adjust
    scene.deltas = saved
    return pick


def tap_adjust(app, scene, adjust: Adjust, touch: bool = True) -> None:
    """Tap +1 / −1 on the dice as often as ``adjust`` says, then Done."""
    n = len(scene.deltas)
    for i, d in adjust.changes:
        plus, minus = scene.L.adjust_buttons(i, n)
        for _ in range(abs(d)):
            tap(app, (plus if d > 0 else minus).center, touch)
    tap(app, scene.L.DONE_BUTTON.center, touch)


def run(app, scene, stop: Callable[[], bool] | None = None, seed: int = 1, limit: int = 40000,
        on_cover: Callable | None = None, choose: Callable | None = None, touch_every: int = 2) -> int:
    """Play the humans' moves until ``stop()`` is true or the results scene is on top; returns moves made.

    Covers and other scenes on top are handled by :func:`~fishgames.ui.drive.table_turns`.  Taps
    alternate between finger and mouse.  ``choose(scene, view, rng)`` may pick the casts instead.
    """
    rng = random.Random(seed)
    count = 0
    for _ in table_turns(app, scene, limit, stop, on_cover):
        view = scene.view
        decision = scene.decision(view)
        touch = count % touch_every != touch_every - 1
        if decision == Phase.CAST.text:
            cast = (choose or choose_cast)(scene, view, rng)
            tap_cast(app, scene, cast, touch)
            count += 1
        elif decision == Phase.ADJUST.text:
            tap_adjust(app, scene, best_adjust(scene, view), touch)
            count += 1
        else:
            app.step(DT)
    return count
