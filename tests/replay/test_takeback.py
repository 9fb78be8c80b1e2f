"""Take back against computers: the game returns to the human's previous decision, the bots' answers after
it are undone and their streams rewound, so the same inputs give the same game again."""

from __future__ import annotations

import random

import pytest

from fishgames.core import Match, Seat, registry
from tests.replay.helpers import PLAYERS


def _play(match: Match, choose, human_moves: int) -> None:
    """Let the bots answer and the human (seat 0) take ``human_moves`` decisions chosen by ``choose``."""
    done = 0
    while not match.state.is_over():
        match.resolve_chance()
        for seat in match.bot_seats_to_act():
            if seat in match.state.to_act():
                match.apply(seat, match.bot_decide(seat))
        if 0 in match.state.to_act():
            if done == human_moves:
                return
            match.apply(0, choose(match))
            done += 1


def _new(game: str) -> Match:
    spec = registry.get(game)
    players = PLAYERS[game]
    seats = [Seat("human", None, "Anna")] + [Seat("bot", "normal" if "normal" in spec.bots else "easy", f"B{i}")
                                              for i in range(1, players)]
    return Match(spec, spec.config(players), seats, 5, level="easy")


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_take_back_then_the_same_inputs_give_the_same_record(game):
    inputs = random.Random(game)
    moves: list = []

    def chooser(replaying: list):
        def choose(match):
            if replaying:
                return replaying.pop(0)
            action = inputs.choice(match.state.legal_actions(0))
            moves.append(action)
            return action
        return choose

    match = _new(game)
    _play(match, chooser([]), 6)
    straight = list(match.record.actions)
    kept = len(moves)
    _play(match, chooser([]), 2)  # two more decisions and the bots' answers...
    back = match.taken_back().taken_back()  # ...taken back
    assert back.record.takebacks == 2 and 0 in back.state.to_act()
    assert back.record.actions == straight
    _play(back, chooser(moves[kept:kept + 2]), 2)
    assert back.record.actions == match.record.actions


def test_nothing_to_take_back_before_the_first_decision_or_after_continue():
    match = _new("gofish")
    match.resolve_chance()
    assert match.take_back_point() is None
    _play(match, lambda m: m.state.legal_actions(0)[0], 2)
    assert match.take_back_point() is not None
    assert Match.from_record(match.record).take_back_point() is None
