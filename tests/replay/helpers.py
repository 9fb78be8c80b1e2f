"""Finished games to replay, share and chart: played to the end by bots, seat 0 then counted as a human."""

from __future__ import annotations

from dataclasses import replace

from fishgames.core import GameRecord, Match, Seat, registry

#: One player count per game that its rules take (small games keep the tests quick).
PLAYERS = {"gofish": 3, "fatfish": 3, "lure": 3, "fugu": 2, "fischen": 3}


def finished_record(game: str, seed: int = 11, players: int | None = None, level: str = "easy") -> GameRecord:
    """A whole game of ``game``, with seat 0 shown as the human "Anna" who played it."""
    players = players or PLAYERS[game]
    spec = registry.get(game)
    seats = [Seat("bot", level, f"Bot {i}") for i in range(players)]
    match = Match(spec, spec.config(players), seats, seed, level=level)
    match.play_to_end()
    record = match.record
    record.seats = [Seat("human", None, "Anna"), *seats[1:]]
    record.bot_rng_states = {}
    return replace(record, actions=list(record.actions))
