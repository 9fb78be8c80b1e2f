"""Actions, the deal step, views (hidden information), persistence, the ask cap, the question log."""

import json
import random

import pytest

from fishgames.core import CHANCE, IllegalAction, Match, Seat, registry
from fishgames.core.match import GameTooLong, chance_stream
from fishgames.games.gofish.actions import ASKS, Ask, Deal, parse_action
from fishgames.games.gofish.data import MAX_ASKS
from fishgames.games.gofish.rules import GoFishState
from fishgames.games.gofish.stats import CARDS, DREW, FISHED, POND_EMPTY, hit_rate, question_log
from tests.gofish.helpers import ANA, BEN, CLEO, YOU, rank, table

SPEC = registry.get("gofish")


def test_ask_text_round_trips_and_reuses_the_shared_objects():
    for row in ASKS:
        for action in row:
            assert parse_action(action.to_text()) is action
    assert Ask(2, rank("Q")).to_text() == "ask 2 Q" and parse_action("ask 1 10") == Ask(1, rank("10"))


def test_deal_text_round_trips():
    action = GoFishState(3).sample_chance(random.Random(4))
    assert parse_action(action.to_text()) == action and isinstance(action, Deal)


@pytest.mark.parametrize("text", ["ask 1", "ask x Q", "ask 1 Z", "deal 1,2,3 start 0", "fish 1 Q", ""])
def test_malformed_action_text_is_refused(text):
    with pytest.raises(ValueError):
        parse_action(text)


def test_deal_must_be_a_whole_deck_and_a_real_seat():
    state = GoFishState(2)
    before = state.to_json()
    with pytest.raises(IllegalAction) as error:
        state.apply(CHANCE, Deal(tuple(range(52)), 2))
    assert error.value.reason_key == "gofish.error.bad_deal"
    with pytest.raises(IllegalAction):
        state.apply(CHANCE, Deal((0,) * 52, 0))
    with pytest.raises(IllegalAction):
        state.apply(0, Ask(1, 0))
    assert state.to_json() == before and state.to_act() == (CHANCE,)


def test_view_shows_own_hand_sizes_and_log_but_never_other_hands_or_the_pond():
    state = GoFishState(4)
    state.apply(CHANCE, state.sample_chance(chance_stream("gofish", 72699)))
    view = state.view(BEN)
    assert view["hand"] == state.hand(BEN) and view["hand_sizes"] == [5, 5, 5, 5] and view["pond"] == 32
    assert {entry[0] for entry in view["log"]} == {"hand_dealt", "turn_started"}  # sizes, never cards
    assert set(view) == {"game", "players", "seat", "phase", "hand", "hand_sizes", "pond", "books", "turn",
                         "asks", "scores", "stats", "log"}
    assert state.view(None)["hand"] is None


def test_json_round_trip_and_independent_clones():
    match = Match(SPEC, SPEC.config(3), [Seat("bot", "pro")] * 3, seed=5)
    match.resolve_chance()
    for _ in range(12):
        match.apply(match.state.turn, match.bot_decide(match.state.turn))
    state = match.state
    copy = GoFishState.from_json(json.loads(json.dumps(state.to_json())))
    assert copy.to_json() == state.to_json()
    assert json.loads(json.dumps(copy.view(0))) == json.loads(json.dumps(state.view(0)))
    clone = state.clone()
    clone.apply(clone.turn, clone.legal_actions(clone.turn)[0])
    assert clone.to_json() != state.to_json() and copy.to_json() == state.to_json()


def test_the_game_is_capped_at_5000_asks_and_a_cap_hit_is_an_error():
    assert SPEC.max_actions == MAX_ASKS + 1 == 5001
    match = Match(SPEC, SPEC.config(4), [Seat("bot", "random")] * 4, seed=3)
    with pytest.raises(GameTooLong):
        match.play_to_end(max_actions=10)


def test_question_log_rows_and_results():
    state = table(["9C 3D 5S", "9S 4D", "4C", "6C 6D 6H"], pond="2C 5C 3H")
    state.apply(YOU, Ask(ANA, rank("9")))  # 1 card
    state.apply(YOU, Ask(BEN, rank("3")))  # go fish, drew 2C
    state.apply(ANA, Ask(CLEO, rank("4")))  # go fish, drew 5C
    state.apply(BEN, Ask(CLEO, rank("4")))  # go fish, drew 3H
    state.apply(CLEO, Ask(BEN, rank("6")))  # go fish, pond empty
    rows = question_log([e.entry for e in state.log])
    assert [(r.number, r.asker, r.target, r.rank, r.result, r.count) for r in rows] == [
        (1, YOU, ANA, rank("9"), CARDS, 1),
        (2, YOU, BEN, rank("3"), DREW, 0),
        (3, ANA, CLEO, rank("4"), DREW, 0),
        (4, BEN, CLEO, rank("4"), DREW, 0),
        (5, CLEO, BEN, rank("6"), POND_EMPTY, 0),
    ]
    assert state.view(YOU)["stats"][YOU] == {"asks": 2, "successes": 1, "hit_rate": 50, "longest_streak": 1}
    lucky = table(["7C 7D 7H", "4C", "5C", "6C"], pond="7S")
    lucky.apply(YOU, Ask(ANA, rank("7")))
    assert [(r.kind, r.result) for r in question_log([e.entry for e in lucky.log])] == [
        ("ask", FISHED), ("book", None)]


def test_hit_rate_rounds_half_up():
    assert hit_rate(1, 8) == 13 and hit_rate(1, 3) == 33 and hit_rate(2, 3) == 67 and hit_rate(0, 0) is None


def test_legal_asks_are_every_held_rank_of_every_other_seat_with_cards_in_seat_then_rank_order():
    state = table(["AC", "2C", "3C", "4C"], turn=YOU)
    for occupied in range(16):
        state.occupied = occupied
        for ranks in range(1 << 13):
            state.ranks[YOU] = ranks
            expected = [ASKS[t][r] for t in (ANA, BEN, CLEO) if occupied >> t & 1 for r in range(13) if ranks >> r & 1]
            assert state.legal_actions(YOU) == expected
