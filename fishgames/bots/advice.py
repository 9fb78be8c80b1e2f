"""What a pro would do, and why: the coach's question, answered in the bot worker (no pygame here).

The pro decides exactly as a bot in that seat would (:func:`fishgames.bots.scheduler._decide`).  The why is
then told in the game's own terms by the game's ``coach_words.explain(view, legal, action, bot)``: what the
move achieves or avoids, read from the position and the move (and, where the pro searched, from how its
runner-up compares) — never how often the search played it out.  A reason is a list of ``(key, params)``
sentences, shown one after the other; a move that was the only one legal says so, and why.
"""

from __future__ import annotations

import importlib
from functools import cache

from fishgames.bots.budgets import COACH_BUDGETS, KIOSK_COACH_BUDGETS, capped, for_kiosk
from fishgames.bots.scheduler import _decide
from fishgames.core.actions import Action

#: A reason: sentences ``(translation key, params)`` read one after the other.
Reason = list[tuple[str, dict]]

def coach_bot(spec, level: str, seat: int, config, kiosk: bool = False):
    """The bot that answers the coach's question for ``seat``: the level's bot with the coach's budget (on a
    kiosk no more than the kiosk's: :mod:`fishgames.bots.budgets`)."""
    bot = capped(spec.make_bot(level, seat, config), COACH_BUDGETS.get(spec.name, {}))
    if kiosk:
        for_kiosk(spec.name, [bot], KIOSK_COACH_BUDGETS)
    return bot


@cache
def words_of(game: str):
    """The game's ``coach_words`` module (``explain``), or None for a game without one."""
    try:
        return importlib.import_module(f"fishgames.games.{game}.coach_words")
    except ModuleNotFoundError:
        return None


def advise(bot, view: dict, legal: list[Action], rng_state) -> tuple:
    """``(action, reason, rng_state)`` like ``_decide``, the reason told in the game's terms."""
    if hasattr(bot, "last_search"):
        bot.last_search = None  # a decision that does not search must not show the last one's comparison
    action, _, state = _decide(bot, view, legal, rng_state)
    return action, explain(bot, view, legal, action), state


def explain(bot, view: dict, legal: list[Action], action: Action) -> Reason:
    """Why ``action`` is good here, in the game's words (never empty)."""
    words = words_of(view.get("game", "")) if isinstance(view, dict) else None
    reason = list(words.explain(view, legal, action, bot) or []) if words is not None else []
    if len(legal) == 1:
        reason.insert(0, ("coach.only_move", {}))
    return reason or [("coach.no_reason", {})]


def runner_up(result, action):
    """The search's second best move against ``action`` (``(move, value gap)``), or None without a search over
    two moves: what the coach compares the suggestion with."""
    values = getattr(result, "value", None)
    if not values or action not in values or len(values) < 2:
        return None
    other = max((a for a in values if a != action), key=lambda a: values[a])
    return other, values[action] - values[other]
