"""A Lure bot's words reach the move log, and a cast's reason only once its bid is revealed.

A cast's reason would give the secret bid away, so the table holds it until the reveal; the log keeps
what was said (``TableScene.speak``), so the hold must cover the log line too.
"""

from __future__ import annotations

from fishgames.games.lure.actions import Cast
from fishgames.games.lure.scene import LureTable
from fishgames.i18n import t
from fishgames.ui.said import Said
from tests.ui.driver import frames, start_table
from tests.ui.unpainted import (
    drawn_once_at_the_end,
    unpainted_app,  # noqa: F401 - the app fixture: no check here reads the screen
)


def test_every_bot_reason_is_logged_and_a_casts_reason_not_before_the_reveal(app):
    app.update_settings(animation_speed="fast")
    scene = start_table(app, "lure", LureTable, humans=0, players=3, level="normal", seed=5)
    reasons: list[tuple[int, str, bool]] = []  # (seat, words, said with a cast)
    logged: list[tuple[str, bool]] = []  # (a spoken line, was that seat's bid on the table then)
    moved, log_line = scene._bot_moved, scene.log_line

    def spy_moved(move):
        if move.reason:
            reasons.append((move.seat, scene.reason_text(*move.reason), isinstance(move.action, Cast)))
        moved(move)

    def spy_log(text):
        if isinstance(text, Said):
            seat = next((s for s in range(scene.players) if text.startswith(scene.seat_name(s))), None)
            logged.append((str(text), seat is not None and scene.shown["bids"][seat] is not None))
        log_line(text)

    scene._bot_moved, scene.log_line = spy_moved, spy_log
    with drawn_once_at_the_end(app):  # the words, the log and the bids shown are the table's own, kept in its update
        for _ in range(3000):
            if scene.match.state.round >= 3 and scene.animator.idle:
                break
            frames(app, 1)
    casts = [(seat, words) for seat, words, cast in reasons if cast]
    assert len(casts) >= 6, "too few cast reasons to check"
    cast_lines = {t("table.said", name=scene.seat_name(seat), text=words) for seat, words in casts}
    assert cast_lines <= {line for line, _ in logged}, "a cast's reason never reached the log"
    early = [line for line, shown in logged if line in cast_lines and not shown]
    assert not early, f"logged before the bid was revealed: {early}"
    for seat, words, _ in reasons:
        assert t("table.said", name=scene.seat_name(seat), text=words) in scene.log
