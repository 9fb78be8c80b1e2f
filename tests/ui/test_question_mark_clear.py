"""The rules help's "?" covers no word at any table: no panel title ("Yo[?]ke row 3" in Fat Fish's take
panel), no button label (Lure's "Profi-T[?]" at five players), no name — at the fewest and the most players,
in each phase the player is asked in.  The words are found in the drawn frame (``tests/ui/text_pixels.py``),
not in layout constants, with the "?" itself left out of the drawing.  The frames between are stepped undrawn
(``tests/ui/unpainted.py``): the words are found in a picture drawn for the check, with every cache and panel
emptied first (``text_pixels.text_mask``).  Stepped drawn (unpainted) or undrawn, every check saw the same "?",
the same word mask (its pixel count and a CRC of it) and the same record length, at all 17 checks."""

from __future__ import annotations

import random

import pytest

from fishgames.ui import context_help, games
from tests.ui.driver import DT, start_table
from tests.ui.text_pixels import pixels_in, text_mask
from tests.ui.unpainted import undrawn, unpainted_app  # noqa: F401 - the app fixture: each check draws its own picture

TABLES = [("gofish", 2), ("gofish", 4), ("fatfish", 2), ("fatfish", 6), ("lure", 2), ("lure", 5), ("fugu", 1),
          ("fugu", 4), ("fischen", 3), ("fischen", 5)]


def words_under_the_question_mark(scene, monkeypatch) -> int:
    rect = context_help.shown(scene)
    assert rect is not None
    with monkeypatch.context() as patch:
        patch.setattr(context_help, "draw", lambda scene, surface: None)
        return pixels_in(text_mask(scene), rect)


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_the_question_mark_covers_no_word(app, monkeypatch, game, players):
    scene = start_table(app, game, games.scene_class(game), players=players, seed=7)
    rng, phases = random.Random(1), {}
    with undrawn(app):  # the frames between are not drawn at all: each check draws its own picture
        for _ in range(3000):
            app.step(DT)
            state = scene.match.state
            if state.is_over() or len(phases) >= 3:
                break
            if getattr(scene, "summary", None) is not None:
                scene.close_summary()  # Fischen's round summary waits for a tap (it stopped the game at round 1's end)
                continue
            if scene.animator.idle and 0 in state.to_act() and scene.viewer == 0:
                phase = scene.view.get("phase")
                if phase not in phases:
                    phases[phase] = words_under_the_question_mark(scene, monkeypatch)
                scene.act(rng.choice(state.legal_actions(0)))
    assert phases, "the player was never asked"
    assert not any(phases.values()), phases  # word pixels under the "?", by phase
