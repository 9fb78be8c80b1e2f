"""A finished game walked action by action (headless): where a replay may stop, and the match at a stop.

A replay never asks a bot or the chance stream: it applies the recorded actions.  Going back rebuilds the
match from the record's first ``position`` actions (``Match.from_record``; a few milliseconds even for a
long Fischen game, see README), so every position is exactly the game as it stood then.
"""

from __future__ import annotations

from dataclasses import replace

from fishgames.core import GameRecord, Match
from fishgames.core.state import CHANCE


def prefix(record: GameRecord, position: int) -> GameRecord:
    """The record of the game's first ``position`` actions (bot streams from the start: they are not asked)."""
    return replace(record, actions=list(record.actions[:position]), bot_rng_states={})


def stops(record: GameRecord) -> list[int]:
    """Positions a player sees: before each player's action (the chance steps after an action belong to
    it, as they did at the table) and the end."""
    actions = record.actions
    return [k for k, (seat, _) in enumerate(actions) if seat != CHANCE] + [len(actions)]


class Replay:
    """The stops of one record and the way between them; ``position`` counts applied actions."""

    def __init__(self, record: GameRecord):
        self.record = record
        self.stops = stops(record)

    @property
    def end(self) -> int:
        return len(self.record.actions)

    def match_at(self, position: int) -> Match:
        """The match after the first ``position`` actions, rebuilt from the record."""
        return Match.from_record(prefix(self.record, position))

    def index(self, position: int) -> int:
        """Which stop ``position`` is at (or last passed)."""
        return max((i for i, stop in enumerate(self.stops) if stop <= position), default=0)

    def next_stop(self, position: int) -> int:
        return next((stop for stop in self.stops if stop > position), self.end)

    def previous_stop(self, position: int) -> int:
        return max((stop for stop in self.stops if stop < position), default=self.stops[0])

    def step(self, match: Match, target: int) -> None:
        """Apply the recorded actions from where ``match`` stands up to ``target`` (its listeners hear them)."""
        spec = match.spec
        for seat, text in self.record.actions[len(match.record.actions):target]:
            match.apply(seat, spec.parse_action(text))
