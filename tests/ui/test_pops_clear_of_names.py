"""Score pops (−3, +7) rise beside a plate and fade; they never lie over a seat's name, so no name is covered
for more than a pop's flight (before: for seconds, while a busy queue froze the ambient animations).  Real
tables at normal speed, the names found in the drawn frame (``tests/ui/text_pixels.py``: texts that are a
seat's name, or its cut), every pop's drawn rect checked on every frame it is shown.  The frames are drawn
unpainted (``tests/ui/unpainted.py``: the pops are placed by the same drawing code; the names' mask is a picture
drawn for the check), half a frame's cost."""

from __future__ import annotations

import random

import pytest

from fishgames.ui import games
from tests.ui.driver import DT, running_app, start_table
from tests.ui.text_pixels import pixels_in, text_mask
from tests.ui.unpainted import unpainted


def name_mask(scene):
    names = [scene.seat_name(seat) for seat in range(len(scene.match.seats))]

    def is_name(text: str) -> bool:
        core = text.rstrip("…").strip()
        return bool(core) and any(name.startswith(core) for name in names)

    pops = list(scene.popups)
    scene.popups.clear()  # the names as they lie under the pops
    try:
        return text_mask(scene, is_name)
    finally:
        scene.popups.extend(pops)


@pytest.mark.parametrize(("game", "players"), [("fatfish", 4), ("fischen", 4), ("lure", 4), ("fugu", 4)])
def test_score_pops_never_lie_over_a_name(game, players):
    with running_app("normal") as app, unpainted(app):
        scene = start_table(app, game, games.scene_class(game), players=players, seed=7)
        rng, names, shown, over = random.Random(1), None, 0, []
        for frame in range(6000):
            app.step(DT)
            state = scene.match.state
            if state.is_over() or app.stack.top is not scene or shown >= 150:
                break
            if names is None and scene.animator.idle and not scene.popups:
                names = name_mask(scene)
                assert names.count() > 0, "no name found on the table"
            for sprite in scene.popups if names is not None else ():
                shown += 1
                if pixels_in(names, sprite.rect):
                    over.append((frame, sprite.rect))
            if scene.animator.idle and 0 in state.to_act() and scene.viewer == 0:
                scene.act(rng.choice(state.legal_actions(0)))
        assert shown > 0, "no score pop was shown"
        assert not over, over[:5]
