"""Continue restores every table as it was left: the same game, and the same move log."""

from __future__ import annotations

import pytest

from fishgames.core import GameRecord, Seat, registry
from fishgames.ui import games
from fishgames.ui.scene import Push
from tests.ui.driver import DT, NAMES, running_app, until
from tests.ui.texts_drawn import texts_drawn

pytestmark = pytest.mark.usefixtures("every_app_unpainted")  # no check here reads a pixel of the screen


@pytest.mark.parametrize("game", registry.names())
def test_continue_restores_the_log(game):
    """Leave a table after some bot moves, continue it: the log's event lines read exactly as they did.
    (What seats said in bubbles is table-side, not in the record: Continue cannot bring it back.)"""
    spec = registry.get(game)
    with running_app("instant") as app:
        seats = [Seat("human", None, NAMES[0])] + [Seat("bot", "easy", f"Bot {i}") for i in range(1, spec.min_players)]
        seats = seats[::-1]  # bots first: they play some moves before the human must act
        table = games.start_scene(app, game, seats, 21, "easy")
        app.stack.apply(Push(table))
        until(app, lambda: table.match.human_seats_to_act() and table.animator.idle, limit=3000)
        for _ in range(3):
            app.step(DT)
        left_with = table.event_lines
        assert left_with, "nothing was logged: the test would compare two empty logs"
        record = GameRecord.from_json(table.match.record.to_json(), game=game)
        again = type(table).resume_record(app, record)
        app.stack.apply(Push(again))
        for _ in range(3):
            app.step(DT)
        assert again.event_lines == left_with


def test_the_menu_marks_every_saved_game(monkeypatch):
    """Continue offers the newest save; every game with a save wears the badge (an older one was unmarked)."""
    from fishgames import i18n
    from fishgames.core import Match
    from fishgames.storage import Storage
    from fishgames.ui.scenes.menu import MenuScene

    storage = Storage()
    for age, game in enumerate(["lure", "gofish"]):  # gofish is the older save
        spec = registry.get(game)
        match = Match(spec, spec.config(2), [Seat(), Seat("bot", "easy")], 3, level="easy")
        storage.save_autosave(game, {**match.record.to_json(), "played": 1_000_000.0 - age * 1000})
    drawn = texts_drawn(monkeypatch)
    with running_app("instant") as app:
        app.stack.apply(Push(MenuScene(app)))
        for _ in range(3):
            app.step(DT)
        menu = app.stack.top
        assert menu.continue_game == "lure" and menu.saved_games == ["lure", "gofish"]
        drawn.clear()
        app.step(DT)
        assert drawn.count(i18n.t("menu.saved")) == 2
