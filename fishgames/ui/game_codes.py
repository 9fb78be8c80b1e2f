"""When a game's code may be seen, and the one the code picker opens on.

The code fixes every hand and every future draw (all chance comes from a stream seeded by it), so from the
code alone anyone could compute another human's hidden cards: in pass and play it is neither shown, copied
nor remembered before the game ends (:func:`code_is_secret`).
"""

from __future__ import annotations


def code_is_secret(table) -> bool:
    """True while ``table``'s game code must stay hidden: two or more humans and the game not over.

    From the code alone anyone could compute another human's hidden cards; with one human there is no
    one at the device to hide them from, and once the game is over there is nothing left to hide.
    """
    humans = sum(not seat.is_bot for seat in table.match.seats)  # phone seats count: their hands are hidden too
    return humans >= 2 and not table.match.state.is_over()


def remember_code(app, code) -> None:
    """Keep ``code`` (a GameCode or its text) as the one the next code picker opens on (this run only).

    Call it only with a code that is no secret: copied, shown on a results screen, or of a game in which
    at most one human plays (:func:`code_is_secret`)."""
    app.last_code = str(code)
