"""The worked examples E1–E6 of spec §5, one named test each."""

from fishgames.games.fatfish.rules import (
    OVER,
    STOP,
    TAKE,
    FatFishState,
    Keep,
    RowTaken,
    TurnEnded,
    end_licence_holders,
    keep_options,
    parse_action,
)
from tests.fatfish.helpers import cards, place, table, texts


def keep(*names):
    return Keep(tuple(sorted(cards(names))))


def test_e1_placement_is_rechecked_card_by_card():
    state = table(
        [["y2", "r5"], ["y4"], ["b1"]],
        [["b3", "g5", "b6", "r2"], ["p1"]],
        decks=[["p2", "p3", "p4", "p5"], []],
    )
    first = set(state.legal_actions(0))
    assert place(2, "b3") in first
    assert place(2, "r2") not in first  # R1 ends red
    assert place(0, "r2") in first
    assert {place(r, "g5") for r in range(3)} <= first  # no row ends green
    state.apply(0, place(2, "b3"))
    assert set(state.legal_actions(0)) == {place(2, "g5"), place(2, "b6"), STOP}
    state.apply(0, place(2, "g5"))
    assert set(state.legal_actions(0)) == {place(2, "b6"), STOP}  # now no row ends blue
    events = state.apply(0, place(2, "b6"))
    # red 2 may not follow (R1 ends red): the turn is over without a further choice
    assert texts(state.rows[2]) == ["b1", "b3", "g5", "b6"]
    assert state.current == 1
    assert [e for e in events if isinstance(e, TurnEnded)] == [TurnEnded(0, 3, 1)]
    assert sorted(texts(state.hands[0])) == ["p2", "p3", "p4", "r2"]
    assert len(state.decks[0]) == 1


def _take_position(row4, last, **options):
    state = table([row4, ["y1"], ["p1"]], [[last, "y2"], ["p3"]], decks=[["y3"], []], reserve=["p4"], **options)
    state.apply(0, place(0, last))
    return state


def test_e2_take_splits_one_card_per_colour():
    state = _take_position(["r4", "r1", "b6", "b2"], "g3")
    assert state.phase == TAKE and state.current == 0
    assert len(state.legal_actions(0)) == 4  # red 1|4 × blue 2|6 × green 3
    events = state.apply(0, keep("r4", "b6", "g3"))
    taken = next(e for e in events if isinstance(e, RowTaken))
    assert sorted(taken.plus.split()) == ["b6", "g3", "r4"] and sorted(taken.minus.split()) == ["b2", "r1"]
    assert taken.points == 10
    assert state.scores() == [10, 0]
    assert state.minus_n[0] == 2 and state.minus_v[0] == 3


def test_e2_take_under_minus_one_per_card_option():
    state = _take_position(["r4", "r1", "b6", "b2"], "g3", minus_one=True)
    state.apply(0, keep("r4", "b6", "g3"))
    assert state.scores() == [11, 0]


def test_e3_single_colour_row_gives_two_plus_cards():
    state = _take_position(["y5", "y2", "y6", "y1"], "y3")
    assert len(state.legal_actions(0)) == 10  # any 2 of 5 different yellows
    state.apply(0, keep("y6", "y5"))
    assert state.plus[0] == sorted(cards(["y5", "y6"]))
    assert state.scores() == [5, 0]
    option = _take_position(["y5", "y2", "y6", "y1"], "y3", minus_one=True)
    option.apply(0, keep("y6", "y5"))
    assert option.scores() == [8, 0]


def _e4(**options):
    return table(
        [["p2", "r5", "r3"], ["g1"], ["b1"]],
        [["r6", "r1", "r2", "y4"], ["g2"]],
        decks=[["y5", "y6", "g6"], ["g4"]],
        reserve=["p5", "p6"],
        **options,
    )


def test_e4_forced_take_ends_the_turn_and_refills():
    state = _e4()
    state.apply(0, place(0, "r6"))
    state.apply(0, place(0, "r1"))  # 5th card: must take, the planned red 2 stays in hand
    assert state.phase == TAKE
    assert keep("p2", "r6") in state.legal_actions(0)
    state.apply(0, keep("p2", "r6"))
    assert state.scores()[0] == -1
    assert state.minus_v[0] == 9
    assert texts(state.rows[0]) == ["p5"]  # the reserve's top card starts a new row
    assert sorted(texts(state.hands[0])) == ["r2", "y4", "y5", "y6"]  # refilled 2 cards
    assert state.current == 1


def test_e4_licences_empty_net_and_two_tone():
    state = _e4(licences=True)
    state.apply(0, place(0, "r6"))
    state.apply(0, place(0, "r1"))
    state.apply(0, keep("p2", "r6"))
    assert state.lic_first["L3"] == 0 and state.lic_first["L2"] == 0
    assert state.lic_vp[0] == 9
    assert state.scores()[0] == -1 + 9


def test_e4_minus_one_option_denies_empty_net():
    state = _e4(licences=True, minus_one=True)
    state.apply(0, place(0, "r6"))
    state.apply(0, place(0, "r1"))
    state.apply(0, keep("p2", "r6"))
    assert state.lic_first["L3"] == -1 and state.lic_first["L2"] == 0
    assert state.scores()[0] == 5 + 4


def _final(plus, minus_value, minus_count, minus_one=False):
    state = FatFishState(2, minus_one)
    state.phase = OVER
    state.plus_sum = list(plus)
    state.minus_v = list(minus_value)
    state.minus_n = list(minus_count)
    return state


def test_e5_final_ranking_tie_goes_to_fewer_minus_cards():
    state = _final([40, 35], [12, 7], [4, 6])
    assert state.scores() == [28, 28]
    assert state.winners() == [0]
    assert state.ranking() == [1, 2]


def test_e5_final_ranking_under_minus_one_option():
    state = _final([40, 35], [12, 7], [4, 6], minus_one=True)
    assert state.scores() == [36, 29]
    assert all(type(score) is int for score in state.scores())  # the results and the history show "36", not "36.0"
    assert state.winners() == [0]


def test_e6_end_licences_minnow_king_shared_fat_cat_unclaimed():
    plus = [cards(["r1", "y1", "g1", "b5"]), cards(["r1", "b1", "p1"]), cards(["g1", "r5"])]
    assert end_licence_holders("L7", plus, [3, 3, 3]) == (0, 1)
    assert end_licence_holders("L8", plus, [3, 3, 3]) == ()


def test_e6_end_licences_are_paid_when_the_game_ends():
    state = table([["b2"]], [["b3"], [], []], licences=True)
    state.plus = [cards(["r1", "y1", "g1"]), cards(["r1", "b1", "p1"]), cards(["g1"])]
    state.plus_sum = [3, 3, 1]
    state.minus_n = [2, 5, 2]
    state.apply(0, place(0, "b3"))  # the last card: nobody holds cards any more
    assert state.phase == OVER
    assert state.lic_end == {"L7": (0, 1), "L8": (), "L9": (0, 2)}
    assert state.lic_vp == [10, 5, 5]


def test_keep_text_is_canonical():
    assert parse_action("keep g3,b6,r4") == keep("r4", "b6", "g3")
    assert keep_options(tuple(sorted(cards(["r4", "r1", "b6", "b2", "g3"]))))[0].to_text() == "keep r1,g3,b2"
