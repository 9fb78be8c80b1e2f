"""Whole games with a pro in seat 0 asked the way the coach asks it, for the tests of what the coach says."""

from __future__ import annotations

from fishgames.bots.advice import advise
from fishgames.core import CHANCE, Match, Seat, registry

PRO = 0


def coached_game(game: str, players: int, seed: int, others: str = "random", **options) -> list[tuple]:
    """One whole game, seat 0's moves chosen by one long-lived pro through the coach's question
    (:func:`fishgames.bots.advice.advise`), bots of level ``others`` elsewhere: (number of legal moves,
    action, reason) at each of the pro's decisions."""
    spec = registry.get(game)
    seats = [Seat("bot", "pro", "Pro")] + [Seat("bot", others, f"B{i}") for i in range(1, players)]
    match = Match(spec, spec.config(players, **options), seats, seed)
    said = []
    while not match.state.is_over():
        match.resolve_chance()
        for seat in match.state.to_act():
            if seat == CHANCE or seat not in match.state.to_act():
                continue
            if seat != PRO:
                match.apply(seat, match.bot_decide(seat))
                continue
            view, legal = match.bot_request(seat)
            action, reason, rng_state = advise(match.bots[PRO], view, legal, match.bot_rngs[PRO].getstate())
            match.bot_rngs[PRO].setstate(rng_state)
            said.append((len(legal), action.to_text(), reason))
            match.apply(seat, action)
    return said
