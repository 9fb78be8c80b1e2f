"""Views, persistence, determinization and whole-game invariants (spec §4 invariant, §8, §9)."""

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from fishgames.core import CHANCE, GameConfig, registry
from fishgames.games.fatfish.data import FULL_DECK, N_KINDS, VALUE_OF
from fishgames.games.fatfish.rules import (
    PLACE,
    STOP,
    TAKE,
    Deal,
    FatFishState,
    Keep,
    Start,
    new_state,
    parse_action,
    state_from_view,
    unseen_cards,
)
from tests.fatfish.helpers import cards, snapshot, table, texts

SPEC = registry.get("fatfish")


def dealt(players=4, seed=1, **options) -> FatFishState:
    state = new_state(GameConfig(players, options))
    rng = random.Random(seed)
    state.apply(CHANCE, state.sample_chance(rng))
    state.apply(CHANCE, state.sample_chance(rng))
    return state


def play_random(state, rng, steps=None):
    done = 0
    while state.to_act() and (steps is None or done < steps):
        seat = state.to_act()[0]
        if seat == CHANCE:
            state.apply(CHANCE, state.sample_chance(rng))
        else:
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        done += 1
    return state


def test_spec_registration():
    assert (SPEC.min_players, SPEC.max_players) == (2, 6)
    assert SPEC.options == {"minus_one_per_card": False, "licences": False}
    assert SPEC.levels == ("easy", "normal", "pro")
    assert "random" in SPEC.bots


def test_action_texts_round_trip():
    for action in (PLACE[2][cards(["b3"])[0]], STOP, Keep(tuple(sorted(cards(["r4", "g3"])))), Start(3),
                   Deal(tuple(FULL_DECK))):
        assert parse_action(action.to_text()) == action
    assert PLACE[1][cards(["p6"])[0]].to_text() == "place 1 p6"


def test_view_shows_own_hand_and_public_counts_only():
    state = play_random(dealt(4, 3), random.Random(3), steps=12)
    for seat in range(4):
        view = state.view(seat)
        assert view["hand"] == texts(state.hands[seat])
        assert view["hand_counts"] == [len(h) for h in state.hands]
        assert view["deck_counts"] == [len(d) for d in state.decks]
        assert view["reserve"] == len(state.reserve)
        assert view["minus_count"] == state.minus_n and view["minus_total"] == state.minus_v
        assert view["totals"] == state.scores()
        json.dumps(view)
    spectator = state.view(None)
    assert spectator["hand"] is None and spectator["hand_targets"] is None


def test_view_lists_legal_rows_for_each_hand_card():
    state = table([["y2", "r5"], ["y4"], ["b1"]], [["b3", "g5", "b6", "r2"], ["p1"]])
    view = state.view(0)
    targets = dict(zip(view["hand"], view["hand_targets"], strict=True))
    assert targets == {"r2": [0], "g5": [0, 1, 2], "b3": [2], "b6": [2]}
    assert state.view(1)["hand_targets"] == [[]]  # not seat 1's turn
    state.apply(0, PLACE[2][cards(["b3"])[0]])
    view = state.view(0)
    assert view["played"] == ["b3"] and view["turn_row"] == 2 and view["can_stop"]
    assert dict(zip(view["hand"], view["hand_targets"], strict=True))["g5"] == [2]


def test_view_in_take_phase_lists_the_splits():
    state = table([["r4", "r1", "b6", "b2"], ["y1"]], [["g3"], ["p1"]])
    state.apply(0, PLACE[0][cards(["g3"])[0]])
    assert state.phase == TAKE
    assert sorted(map(tuple, state.view(1)["take_options"])) == sorted(
        tuple(a.to_text()[5:].split(",")) for a in state.legal_actions(0))
    assert sorted(state.view(0)["take_default"]) == ["b6", "g3", "r4"]


def test_view_is_the_same_whatever_the_hidden_cards():
    state = play_random(dealt(3, 4), random.Random(4), steps=9)
    for seat in range(3):
        other = state.determinize(seat, random.Random(seat))
        assert other.view(seat) == state.view(seat)
        assert other.hands[seat] == state.hands[seat]


def test_determinize_keeps_the_card_multiset_and_sizes():
    state = play_random(dealt(5, 5, licences=True), random.Random(5), steps=30)
    det = state.determinize(2, random.Random(9))

    def everything(s):
        return sorted([c for h in s.hands for c in h] + [c for d in s.decks for c in d] + s.reserve + s.box)

    assert everything(det) == everything(state)
    assert [len(h) for h in det.hands] == [len(h) for h in state.hands]
    assert [len(d) for d in det.decks] == [len(d) for d in state.decks]
    moved = any(det.hands[s] != state.hands[s] or det.decks[s] != state.decks[s] for s in range(5))
    assert moved


def test_state_from_view_rebuilds_what_the_seat_knows():
    state = play_random(dealt(4, 6, licences=True), random.Random(6), steps=40)
    for seat in range(4):
        view = state.view(seat)
        rebuilt = state_from_view(view)
        assert rebuilt.view(seat) == view
        assert rebuilt.legal_actions(seat) == state.legal_actions(seat)


def test_unseen_cards_exclude_remembered_minus_cards():
    state = table([["r4", "r1", "b6", "b2"], ["y1"]], [["g3"], ["p1"]])
    state.apply(0, PLACE[0][cards(["g3"])[0]])
    state.apply(0, Keep(tuple(sorted(cards(["r4", "b6", "g3"])))))
    view = state.view(1)
    without = unseen_cards(view)
    with_memory = unseen_cards(view, cards(["r1", "b2"]))
    assert len(without) - len(with_memory) == 2
    assert len(without) == 100 - 1 - 1 - 3  # own hand, the row left, seat 0's plus pile


def test_json_round_trip_mid_take():
    state = table([["r4", "r1", "b6", "b2"], ["y1"]], [["g3", "y5"], ["p1"]], licences=True, minus_one=True)
    state.apply(0, PLACE[0][cards(["g3"])[0]])
    copy = FatFishState.from_json(json.loads(json.dumps(state.to_json())))
    assert snapshot(copy) == snapshot(state)
    assert copy.legal_actions(0) == state.legal_actions(0)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 6), minus_one=st.booleans(), licences=st.booleans())
def test_invariant_every_game_empties_the_table_in_3n_takes(seed, players, minus_one, licences):
    rng = random.Random(seed)
    state = dealt(players, seed, minus_one_per_card=minus_one, licences=licences)
    in_play = sorted([c for h in state.hands for c in h] + [c for d in state.decks for c in d]
                     + state.reserve + [r[0] for r in state.rows])
    values = sum(VALUE_OF[c] for c in in_play)
    while state.to_act():
        seat = state.to_act()[0]
        if state.turn_row < 0:
            assert state.hands[seat], "a seat without cards was asked to start a turn"
        legal = state.legal_actions(seat)
        assert legal
        assert all(len(r) <= (5 if state.phase == TAKE else 4) for r in state.rows)
        state.apply(seat, rng.choice(legal))
        assert 1 <= len(state.played) <= 4 or state.turn_row < 0
    assert state.takes == 3 * players
    assert state.rows == [[], [], []] and state.reserve == []
    assert sum(len(p) for p in state.plus) + sum(state.minus_n) == 15 * players
    assert sum(state.plus_sum) + sum(state.minus_v) == values
    assert len(in_play) == 15 * players and min(in_play) >= 0 and max(in_play) < N_KINDS
    assert state.winners() and all(state.scores()[w] == max(state.scores()) for w in state.winners())
