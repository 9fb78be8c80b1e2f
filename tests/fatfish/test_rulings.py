"""The edge cases and rulings of spec §7, one named test each (plus setup §3 and scoring §6)."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fishgames.core import CHANCE, GameConfig, IllegalAction
from fishgames.games.fatfish.data import (
    COLOUR_OF,
    FULL_DECK,
    VALUE_OF,
    cards_in_play,
    reserve_size,
)
from fishgames.games.fatfish.rules import (
    OVER,
    PLAY,
    STOP,
    TAKE,
    Deal,
    FatFishState,
    Keep,
    Start,
    keep_options,
    new_state,
    split,
)
from tests.fatfish.helpers import cards, place, snapshot, table, texts


def rows_for(state, card):
    return {a.row for a in state.legal_actions(state.current) if a is not STOP and a.card == cards([card])[0]}


# -- §2 and §3: components and setup -----------------------------------------------------------

def test_deck_has_100_cards_20_per_colour_value_sum_63_each():
    assert len(FULL_DECK) == 100
    for colour in range(5):
        mine = [c for c in FULL_DECK if COLOUR_OF[c] == colour]
        assert len(mine) == 20 and sum(VALUE_OF[c] for c in mine) == 63
    assert sum(VALUE_OF[c] for c in FULL_DECK) == 315


@pytest.mark.parametrize("players,reserve,left", [(2, 3, 70), (3, 6, 55), (4, 9, 40), (5, 12, 25), (6, 15, 10)])
def test_setup_table(players, reserve, left):
    order = list(FULL_DECK)
    random.Random(players).shuffle(order)
    state = new_state(GameConfig(players, {}))
    state.apply(CHANCE, Deal(tuple(order)))
    assert reserve_size(players) == reserve and cards_in_play(players) == 15 * players
    assert len(state.box) == left and state.box == order[15 * players:]
    for seat in range(players):
        block = order[12 * seat:12 * seat + 12]
        assert state.hands[seat] == sorted(block[:4])  # the top 4 of the personal deck
        assert state.decks[seat][::-1] == block[4:]  # 8 stay, in order
    assert [r for r in state.rows] == [[order[12 * players + i]] for i in range(3)]
    assert state.reserve[::-1] == order[12 * players + 3:15 * players]
    assert state.to_act() == (CHANCE,)


def test_start_player_is_a_chance_step():
    state = new_state(GameConfig(4, {}))
    state.apply(CHANCE, state.sample_chance(random.Random(1)))
    assert [a.to_text() for a in state.chance_outcomes()] == ["start 0", "start 1", "start 2", "start 3"]
    state.apply(CHANCE, Start(2))
    assert state.to_act() == (2,) and state.start == 2


def test_a_deal_that_is_not_the_deck_is_refused():
    state = new_state(GameConfig(2, {}))
    with pytest.raises(IllegalAction) as error:
        state.apply(CHANCE, Deal(tuple(FULL_DECK[:99]) + (0,)))
    assert error.value.reason_key == "fatfish.error.bad_deal"


# -- §7 rulings ---------------------------------------------------------------------------------

def test_ruling_1_rows_ending_in_the_same_colour_share_that_colour():
    state = table([["r1"], ["b4", "r2"], ["b1"]], [["r3", "y1"], ["g1"]])
    assert rows_for(state, "r3") == {0, 1}


def test_ruling_2_a_colour_ending_no_row_may_go_anywhere():
    state = table([["r1"], ["b1"], ["y1"]], [["g2", "r3"], ["g1"]])
    assert rows_for(state, "g2") == {0, 1, 2}  # even on the red row that red 3 needs
    assert rows_for(state, "r3") == {0}


def test_ruling_3_a_blocked_colour_can_become_free_during_the_turn():
    state = table([["r5"], ["b1"], ["y1"]], [["g2", "r3"], ["g1"]])
    state.apply(0, place(0, "g2"))  # row 1 now ends green: no row ends red
    assert place(0, "r3") in state.legal_actions(0)


def test_ruling_4_a_four_card_row_is_taken_after_one_card():
    state = table([["r1", "y2", "g3", "b4"], ["r5"]], [["p6", "r2", "y3", "g4"], ["p2"]], decks=[["b1"], []])
    state.apply(0, place(0, "p6"))  # rainbow row: the only split is applied at once
    assert state.phase == PLAY and state.current == 1
    assert state.scores()[0] == 16
    assert texts(state.hands[0]) == texts(sorted(cards(["r2", "y3", "g4", "b1"])))


def test_ruling_5_at_least_one_card_per_turn():
    state = table([["r1"], ["b1"]], [["r2", "r3"], ["g1"]])
    assert STOP not in state.legal_actions(0)
    before = snapshot(state)
    with pytest.raises(IllegalAction) as error:
        state.apply(0, STOP)
    assert error.value.reason_key == "fatfish.error.nothing_placed"
    assert snapshot(state) == before


def test_ruling_5_at_most_four_cards_and_never_beyond_five():
    state = table([["r1"], ["b1"]], [["r2", "r3", "r4", "r5"], ["g1"]], decks=[["g2"], []])
    for card in ("r2", "r3", "r4"):
        state.apply(0, place(0, card))
    assert len(state.rows[0]) == 4
    state.apply(0, place(0, "r5"))  # the 4th card of the turn is the 5th of the row: taken
    assert state.phase == TAKE
    assert all(len(k.cards) == 2 for k in state.legal_actions(0))


def test_ruling_5_a_turn_ends_when_the_hand_is_played_out():
    state = table([["r1"], ["b1"]], [["r2", "r3"], ["g1"]])
    state.apply(0, place(0, "r2"))
    state.apply(0, place(0, "r3"))
    assert state.current == 1 and state.hands[0] == []


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(FULL_DECK), min_size=5, max_size=5))
def test_ruling_6_plus_pile_size_is_the_number_of_colours(row):
    colours = {COLOUR_OF[c] for c in row}
    expected = 2 if len(colours) == 1 else len(colours)
    for option in keep_options(tuple(sorted(row))):
        assert len(option.cards) == expected
        assert {COLOUR_OF[c] for c in option.cards} == colours
        assert len(split(row, option.cards)) == 5 - expected


def test_ruling_7_the_taker_may_keep_a_lower_copy():
    state = table([["r4", "r1", "b6", "b2"], ["y1"]], [["g3"], ["p1"]])
    state.apply(0, place(0, "g3"))
    state.apply(0, Keep(tuple(sorted(cards(["r1", "b6", "g3"])))))
    assert state.scores()[0] == (1 + 6 + 3) - (4 + 2)


def test_ruling_7_a_split_that_is_not_one_card_per_colour_is_refused():
    state = table([["r4", "r1", "b6", "b2"], ["y1"]], [["g3"], ["p1"]])
    state.apply(0, place(0, "g3"))
    before = snapshot(state)
    with pytest.raises(IllegalAction) as error:
        state.apply(0, Keep(tuple(sorted(cards(["r1", "r4", "g3"])))))
    assert error.value.reason_key == "fatfish.error.bad_keep"
    assert snapshot(state) == before


def test_ruling_8_without_reserve_a_taken_row_is_not_replaced():
    state = table([["r1", "y2", "g3", "b4"], ["y1"], ["p2", "r2"]], [["p6"], ["r5", "p3"]])
    state.apply(0, place(0, "p6"))
    assert state.rows[0] == []
    assert state.view(1)["rows"][0] == []
    assert all(a.row != 0 for a in state.legal_actions(1))


def test_ruling_9_an_empty_deck_shrinks_the_hand():
    state = table([["r1"], ["b1"]], [["r2", "r3"], ["g1"]], decks=[[], ["g2"]])
    state.apply(0, place(0, "r2"))
    state.apply(0, STOP)
    assert texts(state.hands[0]) == ["r3"]
    state.apply(1, place(0, "g1"))
    assert state.legal_actions(0) and state.current == 0  # seat 1's deck refilled it; 0 plays 1 card


def test_ruling_10_a_player_without_cards_is_skipped():
    state = table([["r1"], ["b1"]], [["r2"], [], ["g1"]])
    state.apply(0, place(0, "r2"))
    assert state.current == 2


def test_ruling_11_the_new_row_is_there_for_the_next_player():
    state = table([["r1", "y2", "g3", "b4"], ["y1"]], [["p6"], ["g5", "y6"]], reserve=["g2"])
    state.apply(0, place(0, "p6"))
    assert texts(state.rows[0]) == ["g2"]
    assert place(0, "g5") in state.legal_actions(1)  # g5 must go on the new green row
    assert rows_for(state, "g5") == {0}


def test_ruling_12_box_cards_are_never_used_or_revealed():
    state = new_state(GameConfig(3, {}))
    rng = random.Random(12)
    state.apply(CHANCE, state.sample_chance(rng))
    box = list(state.box)
    while state.to_act():
        seat = state.to_act()[0]
        if seat == CHANCE:
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        for s in (None, 0, 1, 2):
            view = state.view(s)
            assert view["box"] == 100 - 45
            assert "box" not in str({k: v for k, v in view.items() if k != "box"})
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert state.box == box
    assert sum(len(p) for p in state.plus) + sum(state.minus_n) == 45


def test_ruling_13_a_first_licence_stays_with_the_first_claimer():
    rainbow = ["r1", "y2", "g3", "b4"]
    state = table([rainbow, rainbow, ["y5"]], [["p6", "y6"], ["p5", "y4"]], licences=True, reserve=["g1", "g2"])
    state.apply(0, place(0, "p6"))
    assert state.lic_first["L4"] == 0
    state.apply(1, place(1, "p5"))  # another rainbow: L4 is gone already
    assert state.lic_first["L4"] == 0 and state.lic_vp == [3, 0]


def test_ruling_13_empty_net_uses_the_split_actually_chosen():
    state = table([["r4", "r1", "b6", "b2"], ["y1"]], [["g3"], ["p1"]], licences=True)
    state.apply(0, place(0, "g3"))
    state.apply(0, Keep(tuple(sorted(cards(["r1", "b2", "g3"])))))  # 6 − 10 = −4
    assert state.lic_first["L3"] == 0
    other = table([["r4", "r1", "b6", "b2"], ["y1"]], [["g3"], ["p1"]], licences=True)
    other.apply(0, place(0, "g3"))
    other.apply(0, Keep(tuple(sorted(cards(["r4", "b6", "g3"])))))
    assert other.lic_first["L3"] == -1


def test_ruling_13_small_fry_needs_all_five_cards_valued_one_to_three():
    low = table([["r1", "y2", "g3", "b3"], ["y1"]], [["p1", "p4"], ["g1"]], licences=True)
    low.apply(0, place(0, "p1"))
    assert low.lic_first["L1"] == 0
    high = table([["r1", "y2", "g3", "b3"], ["y1"]], [["p4", "p1"], ["g1"]], licences=True)
    high.apply(0, place(0, "p4"))
    assert high.lic_first["L1"] == -1


def test_ruling_14_licence_points_count_in_the_total_and_tie_break():
    state = FatFishState(2, licences=True)
    state.phase = OVER
    state.plus_sum = [20, 25]
    state.minus_v = [5, 5]
    state.minus_n = [3, 2]
    state.lic_vp = [5, 0]
    assert state.scores() == [20, 20]
    assert state.winners() == [1]  # equal totals after licence VP: fewer minus cards wins


def test_ruling_15_an_illegal_placement_is_refused_and_changes_nothing():
    state = table([["r1"], ["b1"]], [["r2", "g1", "g3"], ["g2"]])
    before = snapshot(state)
    with pytest.raises(IllegalAction) as error:
        state.apply(0, place(1, "r2"))
    assert error.value.reason_key == "fatfish.error.colour_blocked"
    assert snapshot(state) == before
    state.apply(0, place(1, "g1"))
    before = snapshot(state)
    for bad, key in ((place(0, "r2"), "fatfish.error.other_row"), (place(1, "y5"), "fatfish.error.not_in_hand")):
        with pytest.raises(IllegalAction) as error:
            state.apply(0, bad)
        assert error.value.reason_key == key
        assert snapshot(state) == before


def test_shared_win_when_total_and_minus_cards_tie():
    state = FatFishState(3)
    state.phase = OVER
    state.plus_sum = [10, 10, 3]
    state.minus_v = [2, 2, 0]
    state.minus_n = [1, 1, 0]
    assert state.winners() == [0, 1]
    assert state.ranking() == [1, 1, 3]
