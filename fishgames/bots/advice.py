"""What a pro would do, and why: the coach's question, answered in the bot worker (no pygame here).

The pro decides exactly as a bot in that seat would (:func:`fishgames.bots.scheduler._decide`).  Where it
states no reason of its own, a search bot's verdict stands in: how many playouts it ran from here and what
share of them went to the move it chose (``bot.last_search``, a :class:`~fishgames.bots.search.SearchResult`;
the generic ISMCTS sets it, and so do the Fat Fish and Fugu pros' own flat searches).  A move that was the
only one legal says so.
"""

from __future__ import annotations

from fishgames.bots.scheduler import _decide
from fishgames.core.actions import Action


def advise(bot, view: dict, legal: list[Action], rng_state) -> tuple:
    """``(action, reason, rng_state)`` like ``_decide``, the reason filled from the search where the bot gave none."""
    if hasattr(bot, "last_search"):
        bot.last_search = None  # a decision that does not search must not show the last one's verdict
    action, reason, state = _decide(bot, view, legal, rng_state)
    reason = reason or searched(getattr(bot, "last_search", None), action)
    if reason is None and len(legal) == 1:
        reason = ("coach.only_move", {})
    return action, reason, state


def searched(result, action) -> tuple | None:
    """A search's verdict as a reason, or ``None`` without a search over two moves or more: the share of the
    playouts that went to the move (``coach.searched``), or — where every move got the same number, a flat
    comparison — how many moves were played out how often (``coach.compared``)."""
    visits = getattr(result, "visits", None)
    if not visits or action not in visits or len(visits) < 2:
        return None
    if len(set(visits.values())) == 1:
        return ("coach.compared", {"moves": len(visits), "games": visits[action]})
    tries = sum(visits.values())
    return ("coach.searched", {"games": tries, "share": round(100 * visits[action] / tries)})
