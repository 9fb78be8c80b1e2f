"""Take back against computers: "↶ Take back" in the in-game menu while one human plays only bots.

Offered when the set-up allowed it (:func:`allowed`: on by default on the desktop, never in kiosk mode) and
the match knows a decision to go back to (``Match.take_back_point``) — also one made before a Continue: the
autosave keeps where every bot stream stood at the human's last decisions (``GameRecord.take_back_points``).  Taking back rebuilds the table at the
human's previous decision with the bots' streams rewound, autosaves it at once (Continue resumes there), and
counts the take-back in the record, so the history marks the game.  The rebuilt table says what was taken
back (:func:`notice`); a greyed button says why (:func:`why_not`).
"""

from __future__ import annotations

from fishgames.core import CHANCE
from fishgames.core.match import TAKE_BACKS_KEPT
from fishgames.i18n import t
from fishgames.ui.scene import Replace, Transition


def allowed(app, game: str) -> bool:
    """The set-up's choice for ``game`` (remembered with it); never in kiosk mode."""
    return not app.kiosk and app.settings.table_choice(game, "takeback")


def offered(table) -> bool:
    """One human, every other seat a bot, take-backs allowed, not a replay and not a guided first game
    (its narrator's steps would no longer match; the rebuilt table would be a normal, saved game)."""
    return (len(table.humans) == 1 and len(table.match.seats) > 1 and not table.replaying
            and table.phones is None  # phones: their players' moves are theirs to take back
            and table.guide is None and allowed(table.app, table.spec.name))


def ready(table) -> bool:
    """Whether a take-back can happen now: nothing moving, a decision to go back to."""
    return table.animator.idle and not table.match.state.is_over() and table.match.take_back_point() is not None


def why_not(table) -> str | None:
    """Why there is nothing to take back now, in words (None when there is): moves still playing, no move
    made yet, the moves made before Continue of a save that kept no take-back points (older saves: the bots'
    dice for them were not saved), or older than the last ``TAKE_BACKS_KEPT`` decisions."""
    if ready(table) or table.match.state.is_over():
        return None
    if not table.animator.idle:
        return t("replay.takeback_wait")
    if not any(seat in table.humans for seat, _ in table.match.record.actions):
        return t("replay.takeback_nothing")
    if getattr(table, "resumed", False) and not table.match.before_human:
        return t("replay.takeback_continued")
    return t("replay.takeback_kept", n=TAKE_BACKS_KEPT)


def notice(undone: list[tuple[int, str]], humans: list[int]) -> str:
    """What a take-back undid, for the table's message line: the human's move and the computers' after it."""
    bots = sum(1 for seat, _ in undone if seat != CHANCE and seat not in humans)
    return t({0: "replay.undone_alone", 1: "replay.undone_one"}.get(bots, "replay.undone"), n=bots)


def request(table) -> None:
    """The in-game menu's "take back": done by the table on its next frame (:func:`pending`), once the menu
    has closed (a scene hands over one transition at a time)."""
    table.takeback_requested = True


def pending(table) -> Transition:
    """The table's frame hook: a requested take-back, as the transition to the table at the human's previous
    decision (its log rebuilt), saved at once; ``None`` otherwise."""
    if not getattr(table, "takeback_requested", False):
        return None
    table.takeback_requested = False
    if not ready(table):
        return None
    record, streams = table.match.take_back_point()
    scene = type(table).resume_record(table.app, record)
    scene.match.before_human = streams
    scene.resumed = getattr(table, "resumed", False)  # an old save's moves before Continue stay out of reach
    scene.match.save()  # with the rewound bot streams: leave now, Continue, and it is the same game
    scene.say(notice(table.match.record.actions[len(record.actions):], table.humans), seconds=4.0)
    return Replace(scene)
