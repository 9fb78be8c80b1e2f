"""The worked examples of rules §5, one named test each."""

from fishgames.core import CHANCE
from fishgames.games.lure.actions import Adjust
from fishgames.games.lure.data import KIND_OF_TEXT
from fishgames.games.lure.rules import Phase
from tests.lure.tables import cast_all, kinds, roll, table

CHUB, CARP, PERCH, TENCH, SMELT, DACE = 5, 18, 22, 25, 2, 3
MINNOW, GOBY = 1, 13


def test_e1_several_fish_one_roll():
    state = table(2, [CHUB, CARP, PERCH, TENCH], {0: ["E4", "B"]})
    cast_all(state, {0: "cast 3d6 lures=B,E4", 1: "cast 5d6"})
    assert state.groups == [[0], [1]]
    events = roll(state, {0: (2, 5, 6)})
    final = kinds(events, "final_dice")[0]
    assert (final.values, final.total) == ("2,5,6,4", 17)
    assert [e.fish for e in kinds(events, "fish_caught")] == [CARP, TENCH, CHUB]  # catch order 12, 12, 17
    assert state.pool == [PERCH]  # no pair, so no Perch
    assert state.boasts[0] == 1
    assert state.scores()[0] == 3 + 3 + 2 + 2 == 10


def test_e2_adjust_without_adjusting_only_perch():
    state = table(2, [CARP, PERCH], {0: ["A"]})
    cast_all(state, {0: "cast 3d6 lures=A", 1: "cast 5d6"})
    roll(state, {0: (5, 3, 3)})
    assert state.to_act() == (0,) and state.phase == Phase.ADJUST
    state.apply(0, Adjust(()))
    assert state.fish[0] == [PERCH] and CARP in state.pool


def test_e2_adjust_five_to_six_catches_carp_and_perch():
    state = table(2, [CARP, PERCH], {0: ["A"]})
    cast_all(state, {0: "cast 3d6 lures=A", 1: "cast 5d6"})
    roll(state, {0: (5, 3, 3)})
    events = state.apply(0, Adjust(((0, 1),)))
    assert kinds(events, "final_dice")[0].values == "6,3,3"
    assert sorted(state.fish[0]) == sorted([CARP, PERCH])
    assert CARP not in state.pool and PERCH not in state.pool


def test_e3_rolling_together():
    state = table(2, [PERCH, SMELT, DACE])
    cast_all(state, {0: "cast 2d6", 1: "cast 2d6"})
    assert state.groups == [[0, 1]]
    roll(state, {0: (6, 5), 1: (4, 4)})
    assert state.fish[0] == [DACE]
    assert sorted(state.fish[1]) == sorted([PERCH, SMELT])
    assert state.scores() == [2, 3]


def test_e4_tie_nobody_catches():
    state = table(2, [SMELT])
    cast_all(state, {0: "cast 2d6", 1: "cast 2d6"})
    events = roll(state, {0: (4, 5), 1: (3, 6)})
    assert kinds(events, "fish_contested")[0].fish == SMELT
    assert SMELT in state.pool and state.fish == [[], []]


def test_e4_tie_third_member_with_higher_total_still_misses():
    state = table(3, [SMELT])
    cast_all(state, {0: "cast 2d6", 1: "cast 2d6", 2: "cast 2d6"})
    roll(state, {0: (4, 5), 1: (3, 6), 2: (6, 6)})
    assert SMELT in state.pool and state.fish == [[], [], []]


def test_e5_order_and_no_fish_left():
    a, b, c, d = 0, 1, 2, 3
    state = table(4, [MINNOW, SMELT, GOBY], {a: ["B"], b: ["E5"], c: [], d: ["A"]})
    supply_before = len(state.supply)
    events = cast_all(state, {a: "cast 3d6 lures=B", b: "cast 2d6 lures=E5", c: "cast 3d6",
                              d: "cast 4d6+d20 lures=A"})
    assert state.groups == [[b], [a, c], [d]]
    assert [e.size for e in kinds(events, "group_up")] == [2]  # B rolls alone first
    events = roll(state, {b: (5, 5)})  # final 5,5,5: odd, total 15
    assert sorted(state.fish[b]) == sorted([MINNOW, SMELT, GOBY])
    assert [e.seat for e in kinds(events, "no_fish_left")] == [a, c, d]
    assert [g.seats for g in kinds(events, "group_up")] == ["0,2", "3"]
    assert [e.seat for e in kinds(events, "dice_rolled")] == [b]
    for seat in (a, c, d):
        assert len(state.hands[seat]) == 1  # played lures discarded, one drawn
    assert sorted(state.discard) == sorted([KIND_OF_TEXT["B"], KIND_OF_TEXT["A"], KIND_OF_TEXT["E5"]])
    assert len(state.supply) == supply_before - 3
    assert state.phase == Phase.CAST and state.round == 2
    assert not state.ready20(d)  # D's d20 rests next round
    assert [e for e in kinds(events, "dice_rest") if e.seat == d][0].until == 3


def _play_round(state, casts: dict) -> None:
    """Everybody casts; every roll shows all 1s (catches at most the cheapest fish)."""
    cast_all(state, casts)
    while state.to_act() == (CHANCE,):
        roll(state, {s: (1,) * state.casts[s].size for s in state.groups[state.gi]})


def test_e6_special_dice_rest_one_round():
    state = table(2, [])
    for _ in range(3):
        _play_round(state, {0: "cast 1d6", 1: "cast 1d6"})
    assert state.round == 4 and state.ready12(0)
    _play_round(state, {0: "cast d12", 1: "cast 1d6"})
    assert state.round == 5 and not state.ready12(0)
    assert all(not a.d12 for a in state.legal_actions(0))
    _play_round(state, {0: "cast 1d6", 1: "cast 1d6"})
    assert state.round == 6 and state.ready12(0)
    assert any(a.d12 for a in state.legal_actions(0))


def test_e7_final_ranking_fewer_fish_breaks_the_tie():
    state = table(3, [])
    # A: 20 VP with 6 fish; B: 20 VP with 5 fish; C: 18 VP.
    state.fish = [[12, 7, 3, 4, 1, 13], [11, 8, 5, 17, 2], [9, 10, 6, 14]]
    state.phase = Phase.OVER
    state._waiting = None
    assert state.scores() == [20, 20, 18]
    assert [len(f) for f in state.fish] == [6, 5, 4]
    assert state.winners() == [1]
    assert state.places() == [2, 1, 3]
