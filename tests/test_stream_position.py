"""A bot stream's position (words drawn since seeding) names its state exactly, and the take-back points an
autosave keeps with it pass the record gate value by value."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fishgames.core import GameRecord, Match, Seat, registry
from fishgames.core import match as match_module
from fishgames.core.stream_position import MAX_WORDS, state_after, words_drawn

DRAWS = st.lists(st.sampled_from(["random", "bits5", "bits64", "bits70000", "shuffle", "gauss", "choice"]),
                 max_size=40)


def draw(stream: random.Random, kind: str) -> None:
    {"random": stream.random, "bits5": lambda: stream.getrandbits(5), "bits64": lambda: stream.getrandbits(64),
     "bits70000": lambda: stream.getrandbits(70_000), "shuffle": lambda: stream.shuffle(list(range(52))),
     "gauss": lambda: stream.gauss(0, 1), "choice": lambda: stream.choice("abcdef")}[kind]()


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 10**6), first=DRAWS, then=DRAWS)
def test_a_position_found_from_an_earlier_one_redraws_the_very_state(seed, first, then):
    stream = random.Random(seed)
    start = stream.getstate()
    for kind in first:
        draw(stream, kind)
    middle = stream.getstate()
    at_middle = words_drawn(middle, start, 0)
    assert state_after(random.Random(seed), at_middle, middle[2]) == middle
    for kind in then:
        draw(stream, kind)
    end = stream.getstate()
    at_end = words_drawn(end, middle, at_middle)
    assert at_end == words_drawn(end, start, 0) and at_end >= at_middle
    assert state_after(random.Random(seed), at_end, end[2]) == end


def test_a_state_set_by_hand_has_no_position():
    seeded = random.Random(1).getstate()
    assert words_drawn(random.Random(2).getstate(), seeded, 0, max_twists=50) is None
    assert words_drawn((3, (*seeded[1][:624], 0), None), seeded, 0) is None
    with pytest.raises(ValueError):
        state_after(random.Random(1), MAX_WORDS + 1, None)


def _play_three_human_moves(match: Match) -> int:
    """Seat 0 plays its first legal move three times, the bots between; how many it made (3 unless it ended)."""
    made = 0
    while made < 3 and not match.state.is_over():
        match.resolve_chance()
        if 0 in match.state.to_act():
            match.apply(0, match.state.legal_actions(0)[0])
            made += 1
        else:
            seat = match.bot_seats_to_act()[0]
            match.apply(seat, match.bot_decide(seat))
    return made


def _saved_with_points() -> dict:
    spec = registry.get("gofish")
    seats = [Seat("human", None, "Anna"), Seat("bot", "normal", "B"), Seat("bot", "normal", "C")]
    match = Match(spec, spec.config(3), seats, 11, level="easy")
    _play_three_human_moves(match)
    match.record.bot_rng_states = match.stream_states()
    data = match.record.to_json()
    assert len(data["take_back_points"]) == 3
    return data


def _first_point(data: dict) -> tuple[str, dict]:
    key = next(iter(data["take_back_points"]))
    return key, data["take_back_points"][key]


BREAKS = {
    "words negative": lambda point: point["1"].__setitem__(0, -1),
    "words too many": lambda point: point["1"].__setitem__(0, MAX_WORDS + 1),
    "words a float": lambda point: point["1"].__setitem__(0, 12.0),
    "words a bool": lambda point: point["1"].__setitem__(0, True),
    "spare NaN": lambda point: point["1"].__setitem__(1, float("nan")),
    "spare a string": lambda point: point["1"].__setitem__(1, "0.5"),
    "a seat missing": lambda point: point.pop("2"),
    "a human's stream": lambda point: point.__setitem__("0", [0, None]),
    "not a pair": lambda point: point.__setitem__("1", [0]),
    "nested": lambda point: point.__setitem__("1", [[[[0]]], None]),
}


@pytest.mark.parametrize("broken", BREAKS)
def test_a_broken_take_back_point_is_refused_by_the_record_gate(broken):
    data = _saved_with_points()
    GameRecord.from_json(data)  # the intact save passes
    BREAKS[broken](_first_point(data)[1])
    with pytest.raises(ValueError):
        GameRecord.from_json(data)


@pytest.mark.parametrize("key", ["-1", "01", "x", "1e3", "999", "0"])  # 0: the deal, no human's action
def test_a_take_back_point_at_no_humans_action_is_refused(key):
    data = _saved_with_points()
    _, point = _first_point(data)
    data["take_back_points"] = {key: point}
    with pytest.raises(ValueError):
        GameRecord.from_json(data)


def test_too_many_points_are_refused_and_a_save_without_them_still_reads():
    data = _saved_with_points()
    data["take_back_points"] = {str(i): {} for i in range(17)}
    with pytest.raises(ValueError):
        GameRecord.from_json(data)
    del data["take_back_points"]
    assert GameRecord.from_json(data).take_back_points == {}


def test_points_past_the_redraw_budget_are_left_out_and_the_game_resumes(monkeypatch):
    record = GameRecord.from_json(_saved_with_points())
    assert Match.from_record(record).take_back_point() is not None
    monkeypatch.setattr(match_module, "REDRAW_BUDGET", 0)
    if all(words == 0 for point in record.take_back_points.values() for words, _ in point.values()):
        pytest.fail("the bots drew nothing: the budget is not tested")
    resumed = Match.from_record(record)
    assert resumed.take_back_point() is None and resumed.record.actions == record.actions


def test_a_stream_set_from_a_file_is_searched_once_not_at_every_move(monkeypatch):
    """A save whose bot streams are no draw from their seeds (well-formed, but set by hand): the first human move
    after Continue searches for their positions and fails; later moves do not search again (no frame pays
    for it twice), and the game plays on."""
    record = GameRecord.from_json(_saved_with_points())
    record.bot_rng_states = {seat: random.Random(99 + seat).getstate() for seat in record.bot_rng_states}
    record.take_back_points = {}
    failed = []
    real = match_module.words_drawn

    def counted(*args, **kwargs):
        found = real(*args, **kwargs)
        if found is None:
            failed.append(args[0])
        return found

    monkeypatch.setattr(match_module, "words_drawn", counted)
    resumed = Match.from_record(record)
    made = _play_three_human_moves(resumed)
    assert made == 3 and len(failed) == 1  # one search for the first seat, then no more
    assert resumed.record.take_back_points == {} and resumed.take_back_point() is not None  # in memory still
