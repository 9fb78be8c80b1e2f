"""Every ruling of spec §7, one named test each."""

import pytest

from fishgames.core import IllegalAction
from fishgames.games.gofish.actions import Ask
from fishgames.games.gofish.knowledge import PublicKnowledge
from fishgames.games.gofish.stats import question_log, seat_stats
from tests.gofish.helpers import ANA, BEN, CLEO, YOU, cards, dealt, kinds, rank, table


def entries(state):
    return [event.entry for event in state.log]


def test_r1_only_held_ranks_and_only_players_with_cards():
    state = table(["9C 3D", "9S", "", "5C"])
    legal = {(a.target, a.rank) for a in state.legal_actions(YOU)}
    assert legal == {(t, rank(r)) for t in (ANA, CLEO) for r in ("9", "3")}
    before = state.to_json()
    with pytest.raises(IllegalAction) as error:
        state.apply(YOU, Ask(ANA, rank("5")))
    assert error.value.reason_key == "gofish.error.rank_not_held"
    with pytest.raises(IllegalAction) as error:
        state.apply(YOU, Ask(BEN, rank("9")))
    assert error.value.reason_key == "gofish.error.target_empty"
    with pytest.raises(IllegalAction) as error:
        state.apply(YOU, Ask(YOU, rank("9")))
    assert error.value.reason_key == "gofish.error.ask_yourself"
    with pytest.raises(IllegalAction) as error:
        state.apply(YOU, Ask(7, rank("9")))
    assert error.value.reason_key == "gofish.error.no_such_seat"
    assert state.to_json() == before


def test_r2_target_hands_over_all_cards_of_the_rank():
    state = table(["9C 3D", "9S 9H 4C", "5C", "6C"])
    events = state.apply(YOU, Ask(ANA, rank("9")))
    assert events[1].count == 2
    assert state.hand(ANA) == cards("4C") and sorted(state.hand(YOU)) == sorted(cards("9C 9H 9S 3D"))


def test_r3_asking_reveals_that_you_hold_the_rank():
    state = table(["9C 3D", "4C", "5C", "6C"], pond="7C")
    events = state.apply(YOU, Ask(ANA, rank("9")))
    assert events[0].visible_to is None
    model = PublicKnowledge.from_entries(4, entries(state))
    assert model.min[YOU][rank("9")] == 1 and model.why[YOU][rank("9")] == "asked"


def test_r4_after_a_hit_or_lucky_fish_any_player_any_held_rank():
    state = table(["9C 3D", "9S", "3C", "6C"], pond="3H 7C")
    state.apply(YOU, Ask(ANA, rank("9")))
    assert {(a.target, a.rank) for a in state.legal_actions(YOU)} == {
        (BEN, rank("9")), (BEN, rank("3")), (CLEO, rank("9")), (CLEO, rank("3"))}
    state.apply(YOU, Ask(CLEO, rank("3")))  # miss, fishes 3H
    assert state.to_act() == (YOU,)
    assert (BEN, rank("9")) in {(a.target, a.rank) for a in state.legal_actions(YOU)}


def test_r5_book_from_the_draw_is_laid_down_turn_continues_only_for_the_asked_rank():
    other = table(["7C 7D 7H 3D", "4C", "5C", "6C"], pond="7S 8C")
    events = other.apply(YOU, Ask(ANA, rank("3")))
    assert kinds(events) == ["asked", "go_fish", "drew", "book_made", "turn_started"]
    assert other.owner[rank("7")] == YOU and other.to_act() == (ANA,)
    asked = table(["7C 7D 7H 3D", "4C", "5C", "6C"], pond="7S 8C")
    events = asked.apply(YOU, Ask(ANA, rank("7")))
    assert kinds(events) == ["asked", "go_fish", "fished", "book_made"]
    assert asked.owner[rank("7")] == YOU and asked.to_act() == (YOU,)


def test_r6_empty_hand_draws_then_asks_or_sits_out():
    state = table(["9C 9D 9H", "9S 4C", "5C", "6C"], pond="JD 8C")
    events = state.apply(YOU, Ask(ANA, rank("9")))
    assert kinds(events) == ["asked", "handed_over", "book_made", "hand_emptied", "drew"]
    assert state.hand(YOU) == cards("JD") and state.to_act() == (YOU,)
    assert {a.rank for a in state.legal_actions(YOU)} == {rank("J")}
    dry = table(["9C 9D 9H", "9S 4C", "5C", "6C"], pond="")
    events = dry.apply(YOU, Ask(ANA, rank("9")))
    assert kinds(events)[-2:] == ["sat_out", "turn_started"] and dry.to_act() == (ANA,)
    dry.apply(ANA, Ask(BEN, rank("4")))
    dry.apply(BEN, Ask(CLEO, rank("5")))
    events = dry.apply(CLEO, Ask(ANA, rank("6")))
    assert kinds(events)[-3:] == ["pond_empty", "sat_out", "turn_started"] and dry.to_act() == (ANA,)


def test_r7_miss_with_empty_pond_draws_nothing_and_passes_left():
    state = table(["5C", "6C", "7C", "8C"])
    events = state.apply(YOU, Ask(CLEO, rank("5")))
    assert "drew" not in kinds(events) and state.to_act() == (ANA,)
    assert state.hand(YOU) == cards("5C")


def test_r8_nobody_else_holds_a_card_turn_ends_next_player_continues():
    state = table(["9C 3D", "9S", "", ""], pond="4C 5C")
    events = state.apply(YOU, Ask(ANA, rank("9")))
    assert kinds(events) == ["asked", "handed_over", "hand_emptied", "no_targets", "turn_started", "drew"]
    assert state.to_act() == (ANA,) and state.hand(ANA) == cards("4C")


def test_r9_last_pond_card_of_the_asked_rank_still_asks_again():
    state = table(["9C 3D", "4C", "5C", "6C"], pond="9H")
    state.apply(YOU, Ask(ANA, rank("9")))
    assert state.view(YOU)["pond"] == 0 and state.to_act() == (YOU,)


def test_r10_books_dealt_are_laid_down_before_the_first_turn():
    state = dealt(["7C 7D 7H 7S 2C", "3C 4C 5C 6C 8C", "3D 4D 5D 6D 8D", "3H 4H 5H 6H 8H"], start=BEN)
    log = kinds(state.log)
    assert log.index("book_made") < log.index("turn_started")
    assert state.owner[rank("7")] == YOU and state.size[YOU] == 1 and state.to_act() == (BEN,)


def test_r11_empty_seat_cannot_be_asked_keeps_books_and_can_win():
    state = table(["KC KD", "KH KS", "", ""], books={"A": 2, "2": 2, "3": 2, "4": 2, "5": 2, "6": 2, "7": 2,
                                                   "8": 0, "9": 1, "10": 1, "J": 3, "Q": 3})
    assert {a.target for a in state.legal_actions(YOU)} == {ANA}
    state.apply(YOU, Ask(ANA, rank("K")))
    assert state.winners() == [BEN]


def test_r12_empty_hand_draw_is_private_not_an_ask_not_counted():
    state = table(["9C 9D 9H", "9S 4C", "5C", "6C"], pond="JD 8C")
    events = state.apply(YOU, Ask(ANA, rank("9")))
    draw = events[-1]
    assert draw.visible_to == frozenset({YOU}) and draw.empty_hand
    assert draw.seen_by(ANA).entry == ("card_drawn", YOU, True)
    assert state.asks == 1
    assert seat_stats(entries(state), 4)[YOU].asks == 1
    assert [row.kind for row in question_log(entries(state))] == ["ask", "book"]


def test_r13_turn_passes_left_never_to_who_said_go_fish():
    state = table(["5C", "6C", "7C", "8C"], pond="2D 3D")
    state.apply(YOU, Ask(BEN, rank("5")))
    assert state.to_act() == (ANA,)


def test_r14_booked_rank_can_never_be_asked():
    state = table(["5C 6D", "6C", "7C", "8C"], books={"9": ANA})
    with pytest.raises(IllegalAction) as error:
        state.apply(YOU, Ask(ANA, rank("9")))
    assert error.value.reason_key == "gofish.error.rank_booked"
    assert rank("9") not in {a.rank for a in state.legal_actions(YOU)}
