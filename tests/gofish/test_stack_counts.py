"""Your hand's stacks say how many cards they hold: three kings read "×3", not as three slivers."""

from __future__ import annotations

from collections import Counter

from fishgames.core import Seat
from fishgames.games.gofish import scene_draw
from fishgames.ui import games
from fishgames.ui.scene import Push
from tests.ui.driver import DT, running_app


def test_every_stack_of_two_or_more_wears_its_count(monkeypatch):
    shown = []
    real = scene_draw._stack_badge
    monkeypatch.setattr(scene_draw, "_stack_badge", lambda count: shown.append(count) or real(count))
    with running_app() as app:
        table = games.start_scene(app, "gofish", [Seat("human", None, "Anna"), Seat("bot", "easy", "Bot")], 3,
                                  "easy")
        app.stack.apply(Push(table))
        for _ in range(5):
            app.step(DT)
        shown.clear()
        app.step(DT)
        ranks = Counter(card >> 2 for card in table.shown.hand)
        expected = sorted(n for n in ranks.values() if n > 1)
        assert expected, "the deal gave no pair: the test would check nothing"
        assert sorted(shown) == expected  # one badge per stack of two or more, with its count
