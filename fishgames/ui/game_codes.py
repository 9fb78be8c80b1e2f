"""When a game's code may be seen, and the one the code picker opens on.

The code fixes every hand and every future draw (all chance comes from a stream seeded by it), so from the
code alone anyone could compute the hidden cards of every other seat, bots included: it is neither shown,
copied nor remembered before the game ends (:func:`code_is_secret`).
"""

from __future__ import annotations


def code_is_secret(table) -> bool:
    """True while ``table``'s game code must stay hidden: until the game is over.

    A code fixes every hand and every future draw: from it alone anyone could compute the other humans' and the
    bots' hidden cards, or a solo Fugu's next cards.  So nobody sees it during play, whoever sits at the table;
    once the game is over there is nothing left to hide (the results show and copy it).
    """
    return not table.match.state.is_over()


def remember_code(app, code) -> None:
    """Keep ``code`` (a GameCode or its text) as the one the next code picker opens on (this run only).

    Call it only with a code that is no secret: copied or shown on a results screen (:func:`code_is_secret`)."""
    app.last_code = str(code)
