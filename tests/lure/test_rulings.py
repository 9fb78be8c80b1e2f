"""The edge cases and rulings of rules §7, one named test each (plus the §4 lure step)."""

import pytest

from fishgames.core import CHANCE, IllegalAction
from fishgames.games.lure.actions import Adjust, Cast, Reshuffle
from fishgames.games.lure.data import ADJUST, BOAST, KIND_OF_TEXT
from fishgames.games.lure.dice import meets
from fishgames.games.lure.rules import Phase, legal_adjusts
from tests.lure.tables import cast, cast_all, kinds, roll, table

A, B, E1, E4, E5, E6 = (KIND_OF_TEXT[t] for t in ("A", "B", "E1", "E4", "E5", "E6"))
MINNOW, SMELT, DACE, GOBY, LOACH, GRAYLING = 1, 2, 3, 13, 14, 15
CARP, EEL, CHAR, PERCH, TENCH, GROUPER, BASS = 18, 19, 20, 22, 25, 28, 27


def test_ruling_1_one_roll_catches_any_number_of_fish():
    state = table(2, [MINNOW, SMELT, DACE, PERCH])
    cast_all(state, {0: "cast 2d6", 1: "cast 5d6"})
    roll(state, {0: (6, 6)})
    assert sorted(state.fish[0]) == [MINNOW, SMELT, DACE, PERCH]


def test_ruling_2_catching_is_automatic():
    state = table(2, [MINNOW, DACE])
    cast_all(state, {0: "cast 1d6", 1: "cast 2d6"})
    roll(state, {0: (6,)})  # qualifies: caught at once, no decision is asked of seat 0
    assert state.fish[0] == [MINNOW] and state.pool == [DACE]
    assert state.to_act() == (CHANCE,) and state.groups[state.gi] == [1]


def test_ruling_3_all_adjusting_happens_before_any_catch():
    state = table(2, [CARP, PERCH], {0: ["A"], 1: ["A"]})
    cast_all(state, {0: "cast 3d6 lures=A", 1: "cast 3d6 lures=A"})
    roll(state, {0: (5, 3, 3), 1: (6, 6, 1)})
    assert sorted(state.pool) == [CARP, PERCH] and state.to_act() == (0, 1)
    state.apply(0, Adjust(((0, 1),)))  # 6,3,3 = 12
    assert sorted(state.pool) == [CARP, PERCH]  # nothing caught while seat 1 still chooses
    state.apply(1, Adjust(((2, 1),)))  # 6,6,2 = 14
    # Carp: both qualify (12 vs 14) -> seat 0; Perch: both pairs -> seat 0 (lower total)
    assert sorted(state.fish[0]) == [CARP, PERCH] and state.fish[1] == []


def test_ruling_4_each_fish_is_decided_on_its_own():
    state = table(2, [GOBY, LOACH, DACE])
    cast_all(state, {0: "cast 2d6", 1: "cast 2d6"})
    roll(state, {0: (1, 3), 1: (6, 6)})  # 4 odd, 12 even
    assert state.fish[0] == [GOBY]  # only seat 0 is all odd
    assert sorted(state.fish[1]) == [DACE, LOACH]  # seat 0 is not all even, so no Loach


def test_ruling_5_three_members_only_the_lowest_qualifier_can_catch():
    state = table(3, [SMELT, DACE])
    cast_all(state, {0: "cast 2d6", 1: "cast 2d6", 2: "cast 2d6"})
    roll(state, {0: (4, 5), 1: (6, 5), 2: (6, 6)})  # 9, 11, 12
    assert state.fish == [[SMELT], [DACE], []]
    state = table(3, [SMELT, DACE])
    cast_all(state, {0: "cast 2d6", 1: "cast 2d6", 2: "cast 2d6"})
    roll(state, {0: (6, 5), 1: (5, 6), 2: (6, 6)})  # 11, 11, 12
    assert state.fish == [[], [], []]


def test_ruling_6_extra_die_counts_for_requirements_not_bid_size():
    # odd fish needs the extra die odd too
    state = table(2, [GRAYLING], {0: ["E4"]})
    cast_all(state, {0: "cast 2d6 lures=E4", 1: "cast 3d6"})
    assert state.groups == [[0], [1]]  # bid size 2, the extra die does not count
    roll(state, {0: (5, 5)})
    assert state.fish[0] == []
    # it completes a pair and a run, and breaks "distinct"
    assert meets("pair", (3, 5, 5)) and meets("run3", (2, 3) + (4,)) and not meets("distinct", (6, 1, 6))
    state = table(2, [PERCH, TENCH], {0: ["E6"]})
    cast_all(state, {0: "cast 2d6 lures=E6", 1: "cast 3d6"})
    roll(state, {0: (6, 1)})  # final 6,1,6 = 13: pair yes, distinct no
    assert state.fish[0] == [PERCH] and TENCH in state.pool


def test_ruling_6_extra_die_same_bid_size_rolls_together():
    state = table(2, [SMELT], {0: ["E6"]})
    cast_all(state, {0: "cast 2d6 lures=E6", 1: "cast 2d6"})
    assert state.groups == [[0, 1]]


def test_ruling_7_special_dice_meet_requirements_like_any_die():
    assert meets("has6", (6,)) and meets("odd", (13,)) and meets("even", (12,))
    state = table(2, [CARP], {})
    cast_all(state, {0: "cast 1d6+d20", 1: "cast 5d6"})
    roll(state, {0: (6, 6)})  # the d20 shows 6
    assert state.fish[0] == [CARP]


def test_ruling_8_multi_die_requirements_need_enough_dice():
    assert not meets("has1and5", (1,)) and not meets("has1and5", (5,)) and meets("has1and5", (1, 5))
    assert not meets("pair", (4,)) and not meets("triple", (4, 4)) and not meets("run3", (4, 5))
    assert meets("distinct", (4,)) and meets("triple", (4, 2, 4, 4)) and meets("run3", (9, 3, 1, 2))


def test_ruling_9_adjust_never_leaves_the_faces():
    options = legal_adjusts((6, 1), (6, 6), 1)
    assert Adjust(((0, 1),)) not in options and Adjust(((1, -1),)) not in options
    assert set(options) == {Adjust(()), Adjust(((0, -1),)), Adjust(((1, 1),))}
    state = table(2, [CARP], {0: ["A", "A"]})
    cast_all(state, {0: "cast 2d6 lures=A,A", 1: "cast 5d6"})
    roll(state, {0: (6, 1)})
    with pytest.raises(IllegalAction) as error:
        state.apply(0, Adjust(((0, 1),)))
    assert error.value.reason_key == "lure.error.off_faces"
    with pytest.raises(IllegalAction):
        state.apply(0, Adjust(((1, -1),)))
    with pytest.raises(IllegalAction) as error:
        state.apply(0, Adjust(((0, -3),)))
    assert error.value.reason_key == "lure.error.too_many_adjusts"
    # +1 and -1 on one die is allowed and changes nothing: the same as leaving both unused
    state.apply(0, Adjust(()))
    assert state.finals[0] == (6, 1)


def test_ruling_10_unplayed_lures_stay_secret_and_do_nothing():
    state = table(2, [SMELT], {0: ["E6", "B"]})
    cast_all(state, {0: "cast 1d6", 1: "cast 5d6"})
    roll(state, {0: (3,)})
    assert state.finals[0] == (3,) and state.fish[0] == []
    assert E6 in state.hands[0] and B in state.hands[0]
    assert state.view(1)["seats"][0]["bid"]["lures"] == []


def test_ruling_11_boast_without_a_catch_is_discarded():
    state = table(2, [SMELT], {0: ["B"]})
    cast_all(state, {0: "cast 1d6 lures=B", 1: "cast 5d6"})
    roll(state, {0: (3,)})
    assert state.boasts[0] == 0 and BOAST in state.discard


def test_ruling_11_boasts_in_a_score_pile_never_return():
    state = table(2, [SMELT], {0: ["B"]})
    cast_all(state, {0: "cast 2d6 lures=B", 1: "cast 5d6"})
    roll(state, {0: (4, 4)})
    assert state.boasts[0] == 1 and BOAST not in state.discard and B not in state.hands[0]
    total = len(state.supply) + len(state.discard) + sum(map(len, state.hands)) + sum(state.boasts)
    assert total == 24


def test_ruling_12_no_fish_left_draws_even_without_lures_and_dice_rest():
    state = table(2, [MINNOW], {1: []})
    cast_all(state, {0: "cast 1d6", 1: "cast 1d6+d12"})
    roll(state, {0: (6,)})
    assert len(state.hands[1]) == 1  # drew although it played no lure
    assert not state.ready12(1)


def test_ruling_13_bids_need_a_ready_die():
    state = table(2, [SMELT])
    assert Cast(0, False, True) in state.legal_actions(0)  # special dice only is fine
    with pytest.raises(IllegalAction) as error:
        state.apply(0, Cast(0, False, False))
    assert error.value.reason_key == "lure.error.no_dice"
    cast_all(state, {0: "cast d20", 1: "cast 5d6"})
    while state.to_act() == (CHANCE,):
        roll(state, {s: (1,) * state.casts[s].size for s in state.groups[state.gi]})
    with pytest.raises(IllegalAction) as error:
        state.apply(0, cast("cast 1d6+d20"))
    assert error.value.reason_key == "lure.error.die_resting"


def test_ruling_14_discard_is_reshuffled_only_when_a_draw_finds_the_supply_empty():
    state = table(2, [SMELT], {0: ["A", "E1"]})
    state.discard.extend(state.supply[1:])
    del state.supply[1:]  # one token left in the supply
    cast_all(state, {0: "cast 1d6 lures=A,E1", 1: "cast 1d6"})
    roll(state, {0: (1,), 1: (1,)})  # both miss (adjust chosen below)
    state.apply(0, Adjust(()))
    # seat 0 discards A,E1 and draws the last supply token; seat 1 finds the supply empty
    assert state.phase == Phase.RESHUFFLE and state.to_act() == (CHANCE,)
    assert state.supply == [] and A in state.discard and E1 in state.discard
    pile = state.discard[:]
    events = state.apply(CHANCE, Reshuffle(tuple(reversed(pile))))
    assert kinds(events, "lures_reshuffled")[0].tokens == len(pile)
    assert state.discard == [] and len(state.hands[1]) == 2  # the original one plus the draw
    assert len(state.supply) == len(pile) - 1


def test_ruling_15_short_deck_reveals_what_remains():
    state = table(2, [])
    state.removed.extend(state.deck[1:])
    del state.deck[1:]
    cast_all(state, {0: "cast 1d6", 1: "cast 1d6"})
    assert state.round == 2 and len(state.deck) == 0 and len(state.pool) == 1
    assert state.view(0)["last_round"]


def test_ruling_16_a_player_without_lures_still_bids_dice():
    state = table(2, [SMELT], {0: []})
    legal = state.legal_actions(0)
    assert len(legal) == 6 * 4 - 1 and all(not a.lures for a in legal)


def test_lure_step_a_catch_keeps_boasts_discards_the_rest_and_draws_nothing():
    state = table(2, [SMELT, DACE], {0: ["A", "B", "E4"]})
    cast_all(state, {0: "cast 2d6 lures=A,B,E4", 1: "cast 5d6"})
    supply = len(state.supply)
    roll(state, {0: (2, 2)})  # 2,2,4 = 8: Smelt, not Dace
    state.apply(0, Adjust(()))
    assert state.fish[0] == [SMELT] and state.boasts[0] == 1
    assert state.to_act() == (CHANCE,)  # seat 1 has not rolled yet
    assert sorted(state.discard) == sorted([A, E4]) and state.hands[0] == []
    assert len(state.supply) == supply


def test_lure_step_no_catch_discards_all_and_draws_one():
    state = table(2, [DACE], {0: ["A", "B"]})
    cast_all(state, {0: "cast 1d6 lures=A,B", 1: "cast 5d6"})
    roll(state, {0: (2,)})
    state.apply(0, Adjust(()))
    assert sorted(state.discard) == [ADJUST, BOAST] and len(state.hands[0]) == 1
