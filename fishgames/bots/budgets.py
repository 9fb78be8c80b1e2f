"""Think budgets smaller than a level's own, where its own would keep a player waiting: one table per need.

A budget is a bot attribute that counts work (Fischen's search iterations, Fat Fish's simulated turns, Fugu's
playouts, Lure's scenarios), never a clock, so a capped bot's decision is still a function of its view and its
stream: the same inputs give the same game on a kiosk as in a replay of it.  A table *caps*: a bot whose own
budget is already smaller (the easy and normal levels) is left as it is, so a table may be laid on every seat.

* :data:`COACH_BUDGETS` — the coach's answer ("What would a pro do?"), everywhere (README, "The coach").
* :data:`KIOSK_BUDGETS` and :data:`KIOSK_COACH_BUDGETS` — a kiosk's bots and its coach: the recommended kiosk,
  a Raspberry Pi 4/5, is about three times slower per core than the machine the pros were tuned on, and a
  decision there must stay under a second at p95 (≈ 0.33 s of CPU here).  Checked by ``tools/bench.py --only kiosk`` (the capped and the full pro timed
  on the same decisions) and ``--only coach --kiosk``; the strength it costs by ``tools/tournament.py`` with a
  ``pro@kiosk`` level; figures in tools/README.md.  A game not in a table keeps its own budget there (it holds
  a second at Pi speed).

The kiosk's cap is part of the game, never of the device: a kiosk's set-up seats ``pro@kiosk``
(:func:`kiosk_levels`, a level of its own in the seats, the record and the game code, letter ``K``), so the same
code played on a computer meets the same capped pro, and a ``pro`` code played on a kiosk the full one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

#: The level a kiosk's budget caps (easy and normal think less than the kiosk allows already): the kiosk plays
#: ``pro@kiosk`` for it, in the games of :data:`KIOSK_BUDGETS`.
KIOSK_CAPPED = "pro"
KIOSK = "@kiosk"  # the same suffix as fishgames.core.spec.KIOSK (the rules core imports nothing of the bots)

COACH_BUDGETS: dict[str, dict[str, int]] = {
    "fischen": {"iterations": 600},  # of 3,000 (a 120-iteration search played as strong: README, "Bot strength")
    "fatfish": {"turn_budget": 600},  # of 2,400 simulated turns
    "fugu": {"budget": 200},  # of 640 playouts
    "lure": {"scenarios": 128},  # of 384 rounds
}

KIOSK_BUDGETS: dict[str, dict[str, int]] = {
    "fischen": {"iterations": 1000},  # of 3,000: quiet p95 ≈ 225 ms (0.34 × the full pro's 662)
    "fatfish": {"turn_budget": 1200},  # of 2,400 simulated turns: ≈ 218 ms (0.49 × 445)
}

#: The coach on a kiosk (its answers' CPU p95 under 333 ms even on a loaded machine: tools/README.md).
KIOSK_COACH_BUDGETS: dict[str, dict[str, int]] = {
    "fischen": {"iterations": 400},  # of the coach's 600
    "fatfish": {"turn_budget": 400},  # of the coach's 600
    "fugu": {"budget": 120},  # of the coach's 200
}


def capped(bot, budgets: Mapping[str, int]):
    """``bot`` with each of its budget attributes lowered to ``budgets``' cap (never raised); ``bot``."""
    for name, most in budgets.items():
        own = getattr(bot, name, None)
        if isinstance(own, int) and own > most:
            setattr(bot, name, most)
    return bot


def kiosk_levels(game: str, table: dict[str, Callable]) -> dict[str, Callable]:
    """A spec's ``bots`` table with ``pro@kiosk`` added where :data:`KIOSK_BUDGETS` caps ``game``: the pro made
    and then capped (the table is read when a bot is made)."""
    if game in KIOSK_BUDGETS:
        make = table[KIOSK_CAPPED]
        table[KIOSK_CAPPED + KIOSK] = lambda seat, config: capped(make(seat, config), KIOSK_BUDGETS[game])
    return table


def for_kiosk(game: str, bots: Iterable, table: Mapping[str, Mapping[str, int]] = KIOSK_BUDGETS) -> None:
    """Cap every bot of ``game`` in ``bots`` to the kiosk's budget (``table``: the coach's is
    :data:`KIOSK_COACH_BUDGETS`)."""
    for bot in bots:
        capped(bot, table.get(game, {}))
