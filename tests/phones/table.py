"""A table with phone seats for tests: a real App and game table, some seats attached to phones."""

from __future__ import annotations

from fishgames.core import Seat
from fishgames.ui import games, phone_table
from fishgames.ui.drive import frames
from fishgames.ui.scene import Push
from tests.phones.client import wait_for

NAMES = ("Anna", "Ben", "Cleo", "Dario")


def phone_table_scene(app, game: str, phones: int, bots: int = 1, seed: int = 5, level: str = "easy",
                      table_humans: int = 0):
    """A new ``game`` table: ``table_humans`` at the screen first, then ``phones`` phone seats, then bots."""
    humans = table_humans + phones
    seats = [Seat("human", None, NAMES[i]) for i in range(humans)]
    seats += [Seat("bot", level, games.bot_name(i)) for i in range(humans, humans + bots)]
    scene = games.start_scene(app, game, seats, seed, level)
    bridge = phone_table.attach(scene, list(range(table_humans, humans)))
    app.stack.apply(Push(scene))
    frames(app, 2)
    wait_for(app, [], lambda: bridge.server.url is not None, "the phone server")
    return scene, bridge


def assert_ordinary_record(table) -> None:
    """A game played on phones leaves an ordinary game's record: it replays to the same end, and its seats
    are the set-up's (phone seats are plain human seats)."""
    from fishgames.core import Match
    from fishgames.core.record import GameRecord

    record = GameRecord.from_json(table.match.record.to_json())
    replayed = Match.from_record(record)
    assert replayed.state.is_over() and replayed.state.scores() == table.match.state.scores()
    assert [seat.kind for seat in record.seats] == [s.kind for s in table.match.seats]
