"""A bot's words stay in the log: its bubble clears when a human's turn starts, what it said does not go."""

from __future__ import annotations

import pytest

from fishgames.core import Seat, registry
from fishgames.ui import games
from fishgames.ui.scene import Push
from tests.ui.driver import DT, running_app
from tests.ui.unpainted import undrawn

pytestmark = pytest.mark.usefixtures("every_app_unpainted")  # no check here reads a pixel of the screen

REASONS_WANTED = 3  # enough bot reasons heard to call the log's memory checked
FRAMES = 20_000


@pytest.mark.parametrize("game", registry.names())
def test_a_bots_reason_is_in_the_log_after_its_bubble_cleared(game):
    spec = registry.get(game)
    players = max(spec.min_players, 3 if spec.max_players >= 3 else 2)
    seats = [Seat("bot", "normal", games.bot_name(i)) for i in range(players - 1)] + [Seat("human", None, "Anna")]
    # the bubbles, the words and the log are the table's own, kept in its update: its frames are stepped undrawn
    with running_app("instant") as app, undrawn(app):
        table = games.start_scene(app, game, seats, 21, "normal")
        app.stack.apply(Push(table))
        human = players - 1
        reasons: list[str] = []  # what the bots' moves gave as reasons
        said: list[str] = []  # what the bots said in bubbles (a reason may wait, e.g. Lure's for the reveal)
        bot_moved, speak = table._bot_moved, table.speak

        def moved(move):
            if move.reason:
                reasons.append(table.reason_text(*move.reason))
            bot_moved(move)

        def speaking(seat, text, *args, **kwargs):
            if table.match.seats[seat].is_bot:
                said.append(text)
            speak(seat, text, *args, **kwargs)

        table._bot_moved, table.speak = moved, speaking
        checked: list[str] = []
        for _ in range(FRAMES):
            if table.match.state.is_over() or len(checked) >= REASONS_WANTED:
                break
            app.step(DT)
            if getattr(table, "summary", None) is not None:  # Fischen's round summary waits for a tap
                table.close_summary()
            if not (human in table.match.human_seats_to_act() and table.animator.idle):
                continue
            # the human's turn has started: the bots' bubbles are gone, what they said is in the log
            assert not any(table.match.seats[seat].is_bot for seat in table.bubbles), table.bubbles
            checked = [reason for reason in reasons if any(reason in text for text in said)]
            missing = [reason for reason in checked if not any(reason in line for line in table.log)]
            assert not missing, f"said, its bubble gone, and not in the log: {missing}"
            assert table.act(table.match.state.legal_actions(human)[0])
        assert len(checked) >= REASONS_WANTED, f"only {len(checked)} bot reasons were said: nothing much was checked"


def test_the_same_words_go_into_the_log_once_a_turn(app):
    """A bot that lays three cards for one reason says it three times in bubbles, once in the log; in a later
    turn the same words are logged again."""
    seats = [Seat("bot", "easy", games.bot_name(i)) for i in range(3)]
    table = games.start_scene(app, "fatfish", seats, 5, "easy")
    app.stack.apply(Push(table))
    line = table.said_line(1, "Die Reihe nehme ich.")
    table.speak(1, "Die Reihe nehme ich.")
    table.speak(1, "Die Reihe nehme ich.")
    assert table.log.count(line) == 1
    table.match.resolve_chance()  # the deal: chance steps are no one's turn
    assert table.log.count(line) == 1
    actor = table.match.state.to_act()[0]
    table.match.apply(actor, table.match.state.legal_actions(actor)[0])  # someone's turn: a new turn
    table.speak(1, "Die Reihe nehme ich.")
    assert table.log.count(line) == 2
