"""Setup, round flow, hidden information, chance steps, persistence and invariants."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fishgames.core import CHANCE, GameConfig, IllegalAction
from fishgames.games.lure import SPEC
from fishgames.games.lure.actions import Adjust, Cast, Roll, ShuffleFish, parse_action
from fishgames.games.lure.data import FISH, FISH_IDS, KIND_OF_TEXT, LURE_MIX, rounds_for
from fishgames.games.lure.rules import LureState, Phase, new_state
from tests.lure.tables import cast_all, dealt, kinds, roll, table


def random_game(players: int, seed: int, stop=None) -> LureState:
    """A uniformly random legal game (optionally stopped when ``stop(state)`` is true)."""
    rng = random.Random(seed)
    state = new_state(GameConfig(players))
    while state.to_act() and not (stop and stop(state)):
        waiting = state.to_act()
        if waiting == (CHANCE,):
            state.apply(CHANCE, state.sample_chance(rng))
        else:
            seat = rng.choice(waiting)
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


@pytest.mark.parametrize("players,in_game,splash", [(2, 20, 2), (3, 20, 2), (4, 30, 3), (5, 30, 3)])
def test_setup_table(players, in_game, splash):
    state = dealt(players)
    assert len(state.deck) + len(state.pool) == in_game and len(state.removed) == 30 - in_game
    assert len(state.pool) == splash and state.round == 1 and state.phase == Phase.CAST
    assert rounds_for(players) == 10
    # each player drew one lure, in seat order, from the top of the shuffled supply
    assert [h for h in state.hands] == [[LURE_MIX[s]] for s in range(players)]
    assert len(state.supply) == 24 - players
    assert state.to_act() == tuple(range(players))


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_game_lasts_ten_rounds(players):
    state = random_game(players, 3)
    assert state.is_over() and state.round == 10 and state.deck == []


def test_two_player_game_removes_the_top_ten_unseen():
    order = tuple(reversed(FISH_IDS))
    state = dealt(2, fish_order=order)
    assert state.removed == list(order[:10]) and sorted(state.pool) == sorted(order[10:12])
    assert state.view(0)["removed"] == 10 and "removed_fish" not in state.view(0)


def test_cast_is_hidden_until_everyone_has_cast():
    state = table(3, [2], {0: ["A"]})
    state.apply(0, parse_action("cast 2d6+d20 lures=A"))
    assert state.to_act() == (1, 2)
    assert state.view(0)["seats"][0]["bid"]["text"] == "cast 2d6+d20 lures=A"
    for seat in (1, 2, None):
        view = state.view(seat)
        assert view["seats"][0]["bid"] is None and view["seats"][0]["cast_done"]
        assert "A" not in json.dumps(view["seats"][0])
    state.apply(1, parse_action("cast 1d6"))
    events = state.apply(2, parse_action("cast 1d6"))
    assert [e.seat for e in kinds(events, "bid_revealed")] == [0, 1, 2]
    assert state.view(1)["seats"][0]["bid"]["lures"] == ["A"]


def test_a_seat_cannot_cast_twice_or_out_of_turn():
    state = table(2, [2])
    state.apply(0, parse_action("cast 1d6"))
    with pytest.raises(IllegalAction):
        state.apply(0, parse_action("cast 2d6"))
    with pytest.raises(IllegalAction):
        state.apply(CHANCE, parse_action("cast 2d6"))


def test_lures_are_hidden_from_other_seats():
    state = table(2, [2], {0: ["E6", "B"], 1: ["A"]})
    assert state.view(0)["seats"][0]["lures"] == ["B", "E6"]
    assert "lures" not in state.view(1)["seats"][0] and state.view(1)["seats"][0]["lure_count"] == 2
    assert "lures" not in state.view(None)["seats"][1]


def test_lure_draw_is_private():
    state = new_state(GameConfig(2))
    state.apply(CHANCE, ShuffleFish(tuple(FISH_IDS)))
    events = state.apply(CHANCE, state.sample_chance(random.Random(1)))
    drawn = kinds(events, "lure_drawn")
    assert [e.seat for e in drawn] == [0, 1]
    assert drawn[0].seen_by(0) is drawn[0]
    assert drawn[0].seen_by(1).kind == "lure_drawn_hidden" and not hasattr(drawn[0].seen_by(1), "lure")


def test_group_adjust_is_simultaneous_and_hidden():
    state = table(2, [18, 22], {0: ["A"], 1: ["A"]})
    cast_all(state, {0: "cast 3d6 lures=A", 1: "cast 3d6 lures=A"})
    roll(state, {0: (5, 3, 3), 1: (6, 6, 1)})
    state.apply(1, Adjust(((2, 1),)))
    assert state.to_act() == (0,)
    assert state.view(1)["decision"]["mine"] == "adjust 3:+1"
    assert "mine" not in state.view(0)["decision"] and state.view(0)["decision"]["done"] == [1]
    assert state.view(0)["seats"][1]["rolled"] == [6, 6, 1]  # rolls are public, the choice is not


def test_groups_roll_smallest_bid_first_equal_bids_together():
    state = table(4, [2, 3, 4])
    events = cast_all(state, {0: "cast 3d6", 1: "cast d20", 2: "cast 1d6+d12", 3: "cast 1d6+d20"})
    assert state.groups == [[1], [2, 3], [0]]
    assert [e.seats for e in kinds(events, "group_up")] == ["1"]


def test_chance_steps_are_checked():
    state = new_state(GameConfig(2))
    with pytest.raises(IllegalAction):
        state.apply(CHANCE, ShuffleFish(tuple(range(1, 30)) + (1,)))
    with pytest.raises(IllegalAction):
        state.apply(0, ShuffleFish(tuple(FISH_IDS)))
    state = table(2, [2])
    cast_all(state, {0: "cast 2d6", 1: "cast 3d6"})
    for bad in [Roll(((0, (7, 1)),)), Roll(((0, (1,)),)), Roll(((1, (1, 1, 1)),)), Roll(((0, (0, 1)),))]:
        with pytest.raises(IllegalAction):
            state.apply(CHANCE, bad)
    roll(state, {0: (1, 2)})
    assert state.view(None)["seats"][0]["rolled"] == [1, 2]


def test_roll_text_encodes_every_face():
    action = Roll(((0, (3, 5, 6)), (2, (4, 12))))
    assert action.to_text() == "roll 0=3,5,6 2=4,12" and parse_action(action.to_text()) == action


@pytest.mark.parametrize("text", [
    "cast 3d6", "cast d20", "cast 5d6+d12+d20 lures=A,A,B,E5", "cast 1d6+d12 lures=E1",
    "adjust none", "adjust 1:+1,3:-2", "fish " + ",".join(map(str, FISH_IDS)),
    "lures A,B,E1", "reshuffle E6,A", "roll 1=20",
])
def test_action_texts_round_trip(text):
    assert parse_action(text).to_text() == text


@pytest.mark.parametrize("text", ["cast", "cast 0d6", "cast 6d6", "cast d8", "cast 2d6 lures=B,A",
                                  "adjust 0:+1", "adjust 1:0", "adjust 2:+1,1:+1", "jump 3"])
def test_malformed_action_texts_are_rejected(text):
    with pytest.raises(ValueError):
        parse_action(text)


def test_cast_needs_held_lures():
    state = table(2, [2], {0: ["A"]})
    with pytest.raises(IllegalAction) as error:
        state.apply(0, Cast(2, lures=(KIND_OF_TEXT["B"],)))
    assert error.value.reason_key == "lure.error.lure_not_held"
    with pytest.raises(IllegalAction):
        state.apply(0, Cast(2, lures=(0, 0)))
    with pytest.raises(IllegalAction):
        state.apply(0, Adjust(()))


def test_view_shows_the_table_scene_needs():
    state = table(2, [18, 22], {0: ["A"]})
    view = state.view(0)
    assert [f["id"] for f in view["pool"]] == [22, 18]  # in catch order: Perch 7, Carp 12
    assert view["pool"][1] == {"id": 18, "key": "carp", "catch": 12, "req": "has6", "vp": 3}
    assert view["decision"] == {"kind": "cast", "seats": [0, 1], "done": []}
    assert view["round"] == 1 and view["rounds"] == 10 and view["scores"] == [0, 0]
    assert [d["status"] for d in view["seats"][0]["specials"]] == ["ready", "ready"]
    cast_all(state, {0: "cast 2d6+d12 lures=A", 1: "cast 1d6"})
    view = state.view(1)
    assert view["groups"] == [[1], [0]] and view["group"] == 0
    assert view["seats"][0]["specials"][0]["status"] == "bid" and view["seats"][0]["played"] == ["A"]
    json.dumps(view)


def test_shared_win_when_vp_and_fish_tie():
    state = table(2, [])
    state.fish = [[1, 3], [2, 4]]
    state.phase, state._waiting = Phase.OVER, None
    assert state.winners() == [0, 1] and state.places() == [1, 1]


def test_json_round_trip_with_pending_choices():
    state = table(3, [18, 22], {0: ["A"], 1: ["A"]})
    state.apply(2, parse_action("cast 1d6"))
    data = json.loads(json.dumps(state.to_json()))
    again = LureState.from_json(data)
    assert again.to_json() == state.to_json() and again.to_act() == (0, 1)
    cast_all(state, {0: "cast 3d6 lures=A", 1: "cast 3d6 lures=A"})
    roll(state, {2: (1,)})
    roll(state, {0: (5, 3, 3), 1: (6, 6, 1)})
    state.apply(0, Adjust(((0, 1),)))
    again = SPEC.state_from_json(json.loads(json.dumps(state.to_json())))
    assert again.to_act() == (1,) and again.view(0) == state.view(0)
    assert again.apply(1, Adjust(())) == state.apply(1, Adjust(()))



def test_a_phase_is_a_member_named_in_lower_case_outside_and_an_unknown_name_fails_loudly():
    """Phases are ``Phase`` members (a misspelt one is an AttributeError); views and saved games keep their
    lower-case names, and a saved game naming no phase of Lure is refused, never read as some other phase."""
    state = table(3, [18, 22], {0: ["A"], 1: ["A"]})
    assert state.phase is Phase.CAST and state.view(0)["phase"] == "cast" == state.view(0)["decision"]["kind"]
    data = json.loads(json.dumps(state.to_json()))
    assert data["phase"] == "cast" and LureState.from_json(data).phase is Phase.CAST
    data["phase"] = "cats"
    with pytest.raises(ValueError):  # GamePhase.of, as every game reads a phase back
        LureState.from_json(data)
    with pytest.raises(AttributeError):
        Phase.CATS  # noqa: B018 - the typo the members turn from a silent False into an error

def test_determinize_keeps_the_seat_view_and_resamples_hidden_casts():
    state = table(3, [18, 22], {0: ["A"], 1: ["E6", "B"]})
    state.apply(1, parse_action("cast 2d6 lures=B,E6"))
    seen = state.view(0)
    casts, hands, decks = set(), set(), set()
    for seed in range(20):
        det = state.determinize(0, random.Random(seed))
        assert det.view(0) == seen and det.to_act() == (0, 2)
        assert det.casts[1] in det.legal_actions_for_cast(1)
        assert sorted(det.deck + det.removed) == sorted(state.deck + state.removed)
        assert sorted(det.supply + det.hands[1] + det.hands[2]) == sorted(
            state.supply + state.hands[1] + state.hands[2])
        assert det.hands[0] == state.hands[0]
        casts.add(det.casts[1])
        hands.add((tuple(det.hands[1]), tuple(det.hands[2]), tuple(det.supply)))
        decks.add((tuple(det.deck), tuple(det.removed)))
    # resampled: seat 1's pending cast, the other hands and the supply, the fish deck and removed fish
    assert casts - {state.casts[1]} and len(casts) > 2
    assert hands - {(tuple(state.hands[1]), tuple(state.hands[2]), tuple(state.supply))} and len(hands) > 2
    assert decks - {(tuple(state.deck), tuple(state.removed))} and len(decks) > 2
    # a cast without lures stays legal whatever the re-deal: it is still drawn anew, not kept
    plain = table(3, [18, 22], {0: ["A"]})
    plain.apply(1, parse_action("cast 2d6"))
    assert {plain.determinize(0, random.Random(seed)).casts[1] for seed in range(20)} - {plain.casts[1]}


def test_determinize_resamples_another_seats_secret_adjustment():
    """In the adjust step a seat that has adjusted keeps it secret until all have: seat 0's re-deals draw
    seat 1's adjustment anew (any it could have made), never the real one passed on."""
    state = table(3, [18, 22], {0: ["A"], 1: ["A"]})
    cast_all(state, {0: "cast 3d6 lures=A", 1: "cast 3d6 lures=A", 2: "cast 1d6"})
    roll(state, {2: (1,)})
    roll(state, {0: (5, 3, 3), 1: (6, 6, 1)})
    secret = Adjust(((2, 1),))
    state.apply(1, secret)
    assert state.phase == Phase.ADJUST and state.to_act() == (0,)
    seen = state.view(0)
    undecided = state.clone()
    undecided.adjusts[1] = None
    choices = set(undecided.legal_actions(1))
    drawn = set()
    for seed in range(40):
        det = state.determinize(0, random.Random(seed))
        assert det.view(0) == seen and det.adjusts[1] in choices
        drawn.add(det.adjusts[1])
    assert len(choices) > 2 and len(drawn) > 2 and drawn - {secret}


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 10**6))
def test_cards_and_tokens_are_conserved(players, seed):
    rng = random.Random(seed)
    stop_at = rng.randrange(30, 120)
    count = [0]

    def stop(_state):
        count[0] += 1
        return count[0] > stop_at

    state = random_game(players, seed, stop)
    fish = state.deck + state.removed + state.pool + [f for pile in state.fish for f in pile]
    assert sorted(fish) == list(FISH_IDS)
    lures = (state.supply + state.discard + [k for h in state.hands for k in h]
             + [k for p in state.played for k in p])
    assert len(lures) + sum(state.boasts) == 24
    assert sum(state.scores()) == sum(FISH[f].vp for p in state.fish for f in p) + 2 * sum(state.boasts)
