"""Take back against computers: "↶ Take back" in the in-game menu while one human plays only bots.

Offered when the set-up allowed it (:func:`allowed`: on by default on the desktop, never in kiosk mode) and
the match knows a decision to go back to (``Match.take_back_point``).  Taking back rebuilds the table at the
human's previous decision with the bots' streams rewound, autosaves it at once (Continue resumes there), and
counts the take-back in the record, so the history marks the game.
"""

from __future__ import annotations

from fishgames.ui.scene import Replace, Transition


def allowed(app, game: str) -> bool:
    """The set-up's choice for ``game`` (remembered with it); never in kiosk mode."""
    return not app.kiosk and app.settings.table_choice(game, "takeback")


def offered(table) -> bool:
    """One human, every other seat a bot, take-backs allowed, not a replay and not a guided first game
    (its narrator's steps would no longer match; the rebuilt table would be a normal, saved game)."""
    return (len(table.humans) == 1 and len(table.match.seats) > 1 and not table.replaying
            and table.guide is None and allowed(table.app, table.spec.name))


def ready(table) -> bool:
    """Whether a take-back can happen now: nothing moving, a decision to go back to."""
    return table.animator.idle and not table.match.state.is_over() and table.match.take_back_point() is not None


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
    scene.match.save()
    return Replace(scene)
