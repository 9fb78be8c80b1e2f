"""One results layout for all five games: the same places, the same labels, the code and its Copy button."""

from __future__ import annotations

import pytest

from fishgames.core import Seat, registry
from fishgames.ui import games
from fishgames.ui.scene import Push
from fishgames.ui.scenes.results import ResultsScene
from tests.ui.driver import DT, click, running_app


@pytest.mark.parametrize("game", registry.names())
def test_every_game_ends_on_the_same_results_layout(game):
    spec = registry.get(game)
    with running_app() as app:
        seats = [Seat("bot", "random", f"Bot {i}") for i in range(max(2, spec.min_players))]
        table = games.start_scene(app, game, seats, 5, "easy")
        table.match.play_to_end()
        app.stack.apply(Push(table.results_scene(table.end_summary())))
        for _ in range(2):
            app.step(DT)
        if not isinstance(app.stack.top, ResultsScene):  # Go Fish and Fugu show their own end scene first
            click(app, app.stack.top.widgets["continue"])
        results = app.stack.top
        assert isinstance(results, ResultsScene)
        copy, menu = results.widgets["copy"].rect, results.widgets["menu"].rect
        panel = results.panel
        assert copy.right == panel.right - 32 and copy.bottom <= menu.top  # right, just above the big buttons
        assert [key for key in ("again", "same", "menu") if key in results.widgets] == ["again", "same", "menu"]
        assert results.code in str(table.match.record.code)
