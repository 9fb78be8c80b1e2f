"""A bot's spoken reason stays in the Go Fish question log, under the question it was said with.

The log is rebuilt from the view after every action, so the table keeps the words itself (keyed by the
ask's number); they must survive the rebuilds and the bubble clearing when your turn starts.
"""

from __future__ import annotations

import random

from fishgames.games.gofish import look
from fishgames.games.gofish.scene import GoFishTable
from fishgames.games.gofish.stats import question_log
from fishgames.i18n import t
from fishgames.ui.said import Said
from tests.ui.driver import frames, start_table, until
from tests.ui.unpainted import (
    drawn_once_at_the_end,
    unpainted_app,  # noqa: F401 - the app fixture: no check here reads the screen
)


def play(app, scene: GoFishTable, asks: int, seed: int = 3) -> list[tuple[int, tuple | None]]:
    """Play until ``asks`` asks are made (the human asks at random); returns each bot move's (seat, reason)
    in the order the bots moved, as the scheduler handed them to the table."""
    spoken: list[tuple[int, tuple | None]] = []
    moved = scene._bot_moved

    def spy(move):
        spoken.append((move.seat, move.reason))
        moved(move)

    scene._bot_moved = spy
    rng = random.Random(seed)
    for _ in range(20000):
        state = scene.match.state
        if (state.asks >= asks or state.is_over()) and scene.animator.idle:
            break
        if scene._my_turn():
            scene.act(rng.choice(state.legal_actions(scene.viewer)))
        frames(app, 1)
    return spoken


def expected_log(scene: GoFishTable, spoken: list[tuple[int, tuple | None]]) -> list[str]:
    """The question log with each bot's words (in the language shown now) after its question, numbered
    from the record's order."""
    bot_words = iter(scene.reason_text(*reason) if reason else "" for _, reason in spoken)
    said: dict[int, str] = {}
    number = 0
    for seat, text in scene.match.record.actions:
        if text.startswith("ask"):
            number += 1
            if scene.match.seats[seat].is_bot:
                words = next(bot_words)
                if words:
                    said[number] = words
    lines = []
    for row in question_log(scene.view["log"]):
        lines.append(look.log_line(row, scene.seat_name))
        if row.kind == "ask" and row.number in said:
            lines.append(t("gofish.ui.log.said", text=said[row.number]))
    return lines


def test_each_bots_reason_follows_its_question_in_the_log(app):
    app.update_settings(animation_speed="fast")
    scene = start_table(app, "gofish", GoFishTable, humans=1, players=4, level="easy", seed=4242)
    with drawn_once_at_the_end(app):  # the log and the bubbles are the table's own, kept in its update
        spoken = play(app, scene, asks=14)
    assert sum(1 for _, reason in spoken if reason) >= 5, "too few bot reasons to check anything"
    frames(app, 2)
    assert scene.log == expected_log(scene, spoken)
    assert scene.log_panel.lines == scene.log
    assert any(isinstance(line, Said) for line in scene.log)
    assert all(isinstance(line, Said) == line.startswith("↳") for line in scene.log)  # only the words
    # on your turn the bots' bubbles are gone, their words are not
    with drawn_once_at_the_end(app):
        until(app, scene._my_turn, 4000)
    assert not any(scene.match.seats[s].is_bot for s in scene.bubbles)
    assert scene.log == expected_log(scene, spoken)
    # after a language switch the words are in the new language, like the questions
    german = [line for line in scene.log if isinstance(line, Said)]
    app.update_settings(language="en")
    frames(app, 2)
    assert scene.log == expected_log(scene, spoken)
    assert [line for line in scene.log if isinstance(line, Said)] != german
    app.update_settings(language="de")

