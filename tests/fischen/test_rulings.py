"""The rulings of spec §7 (edge cases), one named test each."""

import dataclasses
import json
import random

import pytest

from fishgames.core import GameConfig, IllegalAction
from fishgames.games.fischen.bits import P_NAME, P_OVER, P_PASS, P_PLAY, P_ZERO
from fishgames.games.fischen.data import SEA_CARDS, START_CARDS
from fishgames.games.fischen.rules import FischenState
from tests.fischen.helpers import A, B, C, D, act, codes, ids, kinds, play, play_trick, resolve_chance, table


def legal(st, seat):
    return sorted(a.to_text().split()[1] for a in st.legal_actions(seat))


def won(events):
    e = next(e for e in events if e.kind == "trick_won")
    return e.seat, e.how


def test_r01_coloured_zero_follows_leads_and_sets_the_suit():
    st = table([["y0", "b1"], ["y5", "b2"], ["r3", "b3"], ["y9", "b4"]], leader=A)
    play(st, A, "y0")
    assert st.suit == 1 and legal(st, B) == ["y5"]
    play(st, B, "y5")
    play(st, C, "r3")
    play(st, D, "y9")
    assert st.winner == D and st.phase == P_ZERO  # the zero still catches one card
    act(st, A, "take y9")
    assert codes(st.fisch[A]) == ["y9"] and sorted(codes(st.fisch[D])) == ["r3", "y0", "y5"]


def test_r02_green_zero_is_the_lowest_trump():
    st = table([["b18", "y1"], ["g0", "y2"], ["b3", "y3"], ["b4", "y4"]], leader=A)
    assert won(play_trick(st, "b18", "g0", "b3", "b4")) == (B, "trump")
    st = table([["b18", "y1"], ["g0", "y2"], ["g1", "y3"], ["b4", "y4"]], leader=A)
    assert won(play_trick(st, "b18", "g0", "g1", "b4")) == (C, "trump")


def test_a_trick_won_by_green_says_trump_unless_green_was_led():
    """The log said "Walrus wins the trick (highest card)" of a green 1 over a blue 10 (seen in the guide):
    a green beating the colour to follow is a trump; in a green-led trick the highest green simply wins."""
    st = table([["g5", "y1"], ["g7", "y2"], ["b3", "y3"], ["b4", "y4"]], leader=A)
    assert won(play_trick(st, "g5", "g7", "b3", "b4")) == (B, "highest")
    st = table([["b10", "y1"], ["b12", "y2"], ["b3", "y3"], ["b4", "y4"]], leader=A)
    assert won(play_trick(st, "b10", "b12", "b3", "b4")) == (B, "highest")


def test_r03_a_zero_can_win_and_takes_one_card_then_the_rest():
    st = table([["b0", "y1"], ["r5", "y2"], ["r6", "y3"], ["minus3a", "y4"]], leader=A)
    play_trick(st, "b0", "r5", "r6", "minus3a")
    assert st.winner == A and st.phase == P_ZERO and legal(st, A) == ["minus3a", "r5", "r6"]
    act(st, A, "take r6")
    assert sorted(codes(st.fisch[A])) == ["b0", "minus3a", "r5", "r6"] and st.points[A] == -3


def test_r04_under_lowest_wins_a_zero_is_the_lowest_card():
    st = table([["b5", "y1"], ["b0", "y2"], ["b3", "y3"], ["b9", "y4"]], leader=A, lowest=True)
    assert won(play_trick(st, "b5", "b0", "b3", "b9")) == (B, "lowest")


def test_r05_a_zero_may_take_any_card_except_a_later_all_others_buoy():
    st = table([["b9", "y1"], ["b0", "y2"], ["minus3a", "y3"], ["r0", "y4"]], leader=A)
    play_trick(st, "b9", "b0", "minus3a", "r0")
    assert legal(st, B) == ["b9", "minus3a", "r0"]  # the winning card, another zero, a -3
    st = table([["b9", "y1"], ["b0", "y2"], ["all", "y3"], ["b4", "y4"]], leader=A)
    play_trick(st, "b9", "b0", "all", "b4")
    assert legal(st, B) == ["b4", "b9"]
    with pytest.raises(IllegalAction) as error:
        act(st, B, "take all")
    assert error.value.reason_key == "fischen.error.not_eligible"


def test_r06_taking_is_mandatory_and_a_single_option_is_automatic():
    st = table([["b9", "y1"], ["b0", "y2"], ["b3", "y3"], ["r4", "y4"]], leader=A)
    play_trick(st, "b9", "b0", "b3", "r4")
    assert st.phase == P_ZERO
    with pytest.raises(IllegalAction):
        act(st, B, "play y2")
    st = table([["b9", "y1"], ["all", "y2"], ["b0", "y3"], ["r4", "y4"]], leader=A)
    events = play_trick(st, "b9", "all", "b0", "r4")  # zero after the buoy: only the buoy is left
    caught = [e for e in events if e.kind == "zero_caught"]
    assert [(e.seat, e.card) for e in caught] == [(C, "all")] and st.phase == P_PLAY


def test_r07_zeros_resolve_in_play_order_even_when_taken():
    st = table([["b9", "y1"], ["b0", "y2"], ["r0", "y3"], ["b4", "y4"]], leader=A)
    play_trick(st, "b9", "b0", "r0", "b4")
    act(st, B, "take r0")  # B's zero takes C's zero ...
    assert st.phase == P_ZERO and st.to_act() == (C,)  # ... which still resolves
    assert legal(st, C) == ["b0", "b4", "b9"]
    act(st, C, "take b9")
    assert sorted(codes(st.fisch[B])) == ["r0"] and codes(st.fisch[C]) == ["b9"]
    assert sorted(codes(st.fisch[A])) == ["b0", "b4"]


def test_r08_all_others_without_zeros_leaves_the_winner_only_the_buoy():
    st = table([["b9", "y1"], ["all", "y2"], ["b3", "y3"], ["b4", "y4"]], leader=A)
    play_trick(st, "b9", "all", "b3", "b4")
    assert sorted(codes(st.fisch[B])) == ["b3", "b4", "b9"] and codes(st.fisch[A]) == ["all"]
    st = table([["y1", "r1"], ["y2", "r2"], ["all", "r3"], ["y4", "r4"]], leader=A, named="blue", namer=C)
    play_trick(st, "y1", "y2", "all", "y4")  # nobody follows blue: the namer C wins and played "all"
    assert st.last_winner == C and sorted(codes(st.fisch[C])) == ["all", "y1", "y2", "y4"]


def test_r09_zeros_after_all_others_first_takes_the_buoy_later_ones_nothing():
    st = table([["b9", "y1"], ["all", "y2"], ["b0", "y3"], ["r0", "y4"]], leader=A)
    events = play_trick(st, "b9", "all", "b0", "r0")
    assert [(e.seat, e.card) for e in events if e.kind == "zero_caught"] == [(C, "all")]
    assert [e.seat for e in events if e.kind == "zero_missed"] == [D]
    assert sorted(codes(st.fisch[B])) == ["b0", "b9", "r0"] and codes(st.fisch[A]) == []


def test_r10_winner_leads_next_even_with_nothing_caught_unless_first_card():
    st = table([["b9", "y1"], ["all", "y2"], ["b3", "y3"], ["b4", "y4"]], leader=A)
    play_trick(st, "b9", "all", "b3", "b4")
    assert codes(st.fisch[A]) == ["all"] and st.to_act() == (A,)
    st = table([["b9", "y1"], ["first", "y2"], ["b3", "y3"], ["b4", "y4"]], leader=A)
    play_trick(st, "b9", "first", "b3", "b4")
    assert st.last_winner == A and st.to_act() == (B,)


def test_r11_buoys_may_always_be_played():
    st = table([["b9", "y1"], ["b2", "g5", "minus3a"], ["b3", "y3", "y5"], ["b4", "y4", "y6"]], leader=A)
    play(st, A, "b9")
    assert legal(st, B) == ["b2", "minus3a"]
    st = table([["b9", "y1"], ["y2", "g5", "left"], ["b3", "y3"], ["b4", "y4"]], leader=A)
    play(st, A, "b9")
    assert legal(st, B) == ["g5", "left", "y2"]


def test_r12_a_buoy_lead_does_not_set_the_suit():
    st = table([["low", "y1"], ["b2", "r5"], ["b3", "y3"], ["b4", "y4"]], leader=A)
    play(st, A, "low")
    assert st.suit == -1 and legal(st, B) == ["b2", "r5"]
    play(st, B, "r5")
    assert st.suit == 3 and legal(st, C) == ["b3", "y3"]  # no red: anything
    play(st, C, "b3")
    play(st, D, "b4")
    assert st.last_winner == B


def test_r13_a_trick_of_only_buoys_goes_to_the_first_buoy_or_the_namer():
    st = table([["left", "y1"], ["first", "y2"], ["name", "y3"], ["low", "y4"]], leader=B)
    events = play_trick(st, "first", "name", "low", "left")
    assert won(events) == (B, "first_buoy")
    hands = [["left", "y1"], ["first", "y2"], ["minus3a", "y3"], ["low", "y4"]]
    st = table(hands, leader=B, named="red", namer=D)
    events = play_trick(st, "first", "minus3a", "low", "left")
    assert won(events) == (D, "namer")


def test_r14_minus_three_triggers_on_every_route_and_twice_for_both():
    st = table([["b9", "y1"], ["minus3a", "y2"], ["minus3b", "y3"], ["b4", "y4"]], leader=A)
    play_trick(st, "b9", "minus3a", "minus3b", "b4")
    assert st.points[A] == -6  # both in one catch: -6, below zero
    st = table([["b9", "y1"], ["minus3a", "y2"], ["b0", "y3"], ["b4", "y4"]], leader=A)
    play_trick(st, "b9", "minus3a", "b0", "b4")
    act(st, C, "take minus3a")  # by a zero
    assert st.points[C] == -3
    st = table([["b9", "y1"], ["minus3a", "y2"], ["all", "y3"], ["b4", "y4"]], leader=A)
    play_trick(st, "b9", "minus3a", "all", "b4")  # by "Alle anderen"
    assert st.points[C] == -3
    st = table([["b9"], ["minus3a"], ["b3"], ["b4"]], leader=A, round_no=3)
    play_trick(st, "b9", "minus3a", "b3", "b4")
    assert st.history[-1]["scores"][A] == 1  # -3, then +4 at round end


def test_r14_a_minus_three_comes_back_through_the_boat_and_triggers_again():
    st = FischenState(GameConfig(4))
    resolve_chance(st, random.Random(2))
    st.round, st.hand_size = 2, 1
    st.hands = [ids(["b9"]), ids(["minus3a"]), ids(["b3"]), ids(["b4"])]
    st.sea = [c for c in st.sea if c not in ids(["minus3a"])]
    st._begin_trick(A, 1)
    play_trick(st, "b9", "minus3a", "b3", "b4")
    assert st.points[A] == 1 and st.history[-1]["penalties"] == [3, 0, 0, 0]
    resolve_chance(st, random.Random(3))
    minus = ids(["minus3a"])[0]
    assert st.round == 3 and minus in st.hands[A]
    while st.phase != P_PLAY or minus in st.hands[A] or st.trick:
        (seat, *_) = st.to_act()
        options = st.legal_actions(seat)
        st.apply(seat, next((a for a in options if getattr(a, "card", None) == minus), options[0]))
    catcher = next(p for p in range(4) if minus in st.fisch[p])
    assert st.penalties[catcher] == 3 and sum(st.penalties) == 3


def test_r15_playing_a_minus_three_and_catching_it_back_costs_too():
    hands = [["b9", "minus3a"], ["b2", "y2"], ["b3", "y3"], ["b4", "y4"]]
    st = table(hands, leader=A, named="green", namer=A)
    play_trick(st, "minus3a", "b2", "b3", "b4")  # A named green, nobody has green: A wins its own -3
    assert st.last_winner == A and st.points[A] == -3
    st = table([["minus3a", "b9"], ["low", "y2"], ["name", "y3"], ["first", "y4"]], leader=A)
    play_trick(st, "minus3a", "low", "name", "first")  # only buoys: the first buoy's player wins
    assert st.points[A] == -3


def test_r16_pass_left_everyone_passes_one_card_secretly():
    hands = [["b9", "y1", "g3"], ["left", "y2", "r7"], ["b3", "y3", "p2"], ["b4", "y4", "minus3a"]]
    st = table(hands, leader=A)
    play_trick(st, "b9", "left", "b3", "b4")
    assert st.phase == P_PASS and st.to_act() == (A, B, C, D)
    assert legal(st, D) == ["minus3a", "y4"]  # any card, buoys too
    act(st, B, "pass r7")
    assert st.to_act() == (A, C, D)
    assert st.view(A)["pass"]["picked"] == [False, True, False, False]
    assert st.view(A)["pass"]["my_pick"] is None and st.view(B)["pass"]["my_pick"] == "r7"
    assert "r7" not in json.dumps(st.view(C)) and "r7" not in json.dumps(st.view(None))
    act(st, A, "pass g3")
    act(st, C, "pass p2")
    events = act(st, D, "pass minus3a")
    assert sorted(codes(st.hands[A])) == ["minus3a", "y1"]
    assert sorted(codes(st.hands[B])) == ["g3", "y2"]
    assert sorted(codes(st.hands[C])) == ["r7", "y3"]
    assert sorted(codes(st.hands[D])) == ["p2", "y4"]
    passed = [e for e in events if e.kind == "card_passed"]
    assert [(e.giver, e.receiver) for e in passed] == [(A, B), (B, C), (C, D), (D, A)]
    assert passed[0].seen_by(C).card == "" and passed[0].seen_by(B).card == "g3"
    assert st.phase == P_PLAY and st.to_act() == (A,)
    assert "play minus3a" in [a.to_text() for a in st.legal_actions(A)]  # playable next trick


def test_r16_pass_left_in_the_last_trick_does_nothing():
    st = table([["b9"], ["left"], ["b3"], ["b4"]], leader=A)
    events = play_trick(st, "b9", "left", "b3", "b4")
    assert "card_passed" not in kinds(events) and st.phase != P_PASS


def test_r16_pass_choices_stay_hidden_until_all_picked():
    st = table([["b9", "y1"], ["left", "y2"], ["b3", "y3"], ["b4", "y4"]], leader=A)
    play_trick(st, "b9", "left", "b3", "b4")
    events = act(st, A, "pass y1")
    assert events[0].seen_by(B).card == "" and events[0].seen_by(A).card == "y1"
    assert st.hands[B] == ids(["y2"])  # nothing moved yet


def test_r17_next_trick_buoys_in_the_last_trick_do_nothing():
    st = table([["name"], ["first"], ["low"], ["b4"]], leader=A, round_no=3)
    st.sea = list(SEA_CARDS)
    events = play_trick(st, "name", "first", "low", "b4")
    assert [e.card for e in events if e.kind == "effect_lost"] == ["name", "first", "low"]
    assert st.phase != P_NAME and "colour_named" not in kinds(events)
    resolve_chance(st, random.Random(1))
    assert st.round == 4 and st.named == -1 and not st.lowest and st.forced == -1


def test_r17_view_flags_the_last_trick():
    st = table([["name", "b1"], ["b2", "b5"], ["b3", "b6"], ["b4", "b7"]], leader=A)
    assert st.view(A)["effects_lost_now"] is False
    play_trick(st, "b1", "b2", "b3", "b4")
    assert st.view(D)["effects_lost_now"] is True


def test_r18_farbe_bestimmen_names_after_the_collect_any_colour():
    st = table([["name", "y1", "b5"], ["b2", "g5", "g6"], ["b3", "y3", "r5"], ["b4", "y4", "r6"]], leader=A)
    events = play_trick(st, "name", "b2", "b3", "b4")
    assert kinds(events).index("trick_collected") < len(events) and st.phase == P_NAME
    assert sorted(a.to_text() for a in st.legal_actions(A)) == [
        "name blue", "name green", "name purple", "name red", "name yellow"]
    act(st, A, "name green")  # A holds no green
    assert st.to_act() == (D,)  # D won and leads
    assert legal(st, D) == ["r6", "y4"]
    play(st, D, "y4")
    # green holders must play green
    assert legal(st, A) == ["b5", "y1"] and codes(st.legal_cards(B)) == ["g5", "g6"]


def test_r19_named_colour_leader_without_it_leads_anything_and_s_stays():
    st = table([["b9", "y1"], ["p2", "g5"], ["p3", "y3"], ["b4", "y4"]], leader=A, named="purple", namer=B)
    assert legal(st, A) == ["b9", "y1"]
    play(st, A, "b9")
    assert st.suit == 2 and legal(st, B) == ["p2"]
    play(st, B, "p2")
    play(st, C, "p3")
    play(st, D, "b4")
    assert st.last_winner == C
    st = table([["b9", "y1"], ["r2", "g5"], ["p3", "y3"], ["b4", "y4"]], leader=A, named="purple", namer=B)
    assert won(play_trick(st, "b9", "g5", "p3", "b4")) == (B, "trump")  # void in purple may trump


def test_r20_namer_wins_even_after_only_discarding():
    hands = [["b9", "y1"], ["r2", "y2"], ["b3", "y3"], ["minus3a", "y4"]]
    st = table(hands, leader=A, named="green", namer=B)
    assert won(play_trick(st, "b9", "r2", "b3", "minus3a")) == (B, "namer")
    assert st.points[B] == -3


def test_r21_first_card_player_leads_and_must_lead_the_named_colour():
    hands = [["b9", "y1", "y5"], ["first", "p2", "r2"], ["name", "y3", "y6"], ["b4", "y4", "y7"]]
    st = table(hands, leader=A)
    play_trick(st, "b9", "first", "name", "b4")
    act(st, C, "name purple")
    assert st.to_act() == (B,) and legal(st, B) == ["p2"]


def test_r22_combined_effects_apply_together():
    hands = [["b9", "y1", "r5"], ["first", "r2", "r3"], ["name", "y3", "b6"], ["low", "y4", "b7"]]
    st = table(hands, leader=A)
    play_trick(st, "b9", "first", "name", "low")
    act(st, C, "name purple")
    assert st.forced == B and st.lowest and st.named == 2 and st.to_act() == (B,)
    events = play_trick(st, "r2", "y3", "y4", "y1")  # nobody has purple, nobody trumps
    assert won(events) == (C, "namer")


def test_r23_round_one_has_only_start_cards():
    st = FischenState(GameConfig(4))
    resolve_chance(st, random.Random(8))
    assert all(c in START_CARDS for hand in st.hands for c in hand)


def _round_end(players, fisch, boats, last_order, scores, hand_size=1, round_no=1, seed=1):
    st = FischenState(GameConfig(players))
    resolve_chance(st, random.Random(seed))
    st.round = round_no
    last = ids(["b10", "b5", "b6", "b7", "b8"][:players])
    used = set(last) | {c for f in fisch for c in f} | {c for b in boats for layer in b for c in layer}
    st.sea = [c for c in st.sea if c not in used]
    st.fisch = [list(f) for f in fisch]
    st.boats = [[list(layer) for layer in b] for b in boats]
    st.points = list(scores)
    st.hand_size = hand_size
    hands = [[] for _ in range(players)]
    for seat, card in zip(last_order, last, strict=True):
        hands[seat] = [card]
    st.hands = hands
    st._begin_trick(last_order[0], hand_size)
    for seat in last_order:
        st.apply(seat, st.legal_actions(seat)[0])
    return st


def test_r24_ties_for_draw_order_and_leader_follow_the_last_trick():
    pool = [c for c in START_CARDS if c not in ids(["b10", "b5", "b6", "b7", "b8"])]
    # last trick of round 1 played C, D, A, B; C wins it (b10 first)
    st = _round_end(4, [pool[0:3], pool[3:6], [], pool[6:9]], [[], [], [], []], [C, D, A, B], [0, 0, 0, 0])
    resolve_chance(st, random.Random(4))
    assert st.round == 2
    # scores: A 3, B 3, C 4, D 3 -> fewest 3 shared by A, B, D; D played earliest of them
    assert st.points == [3, 3, 4, 3] and st.to_act() == (D,)


def test_r24_sea_draw_ties_follow_the_last_trick():
    pool = [c for c in START_CARDS if c not in ids(["b10", "b5", "b6", "b7", "b8"])]
    st = _round_end(4, [pool[0:3], pool[3:6], [], pool[6:9]], [[], [], [], []], [C, D, A, B], [0, 0, 0, 0])
    events = resolve_chance(st, random.Random(4))
    order = [(e.seat, e.count) for e in events if e.kind == "sea_drawn"]
    assert order == [(D, 6), (A, 6), (B, 6), (C, 5)]


def test_r25_a_full_boat_draws_nothing_from_the_sea():
    pool = [c for c in START_CARDS if c not in ids(["b10", "b5", "b6", "b7", "b8"])]
    boats = [[pool[0:12]], [], [], []]
    st = _round_end(4, [[], [], [], []], boats, [A, B, C, D], [0, 0, 0, 0])
    sea = len(st.sea)
    resolve_chance(st, random.Random(4))
    assert len(st.hands[A]) == 9 and sum(map(len, st.boats[A])) == 3 + 4  # 3 left + the last trick
    assert all(c in pool[0:12] for c in st.hands[A])
    assert sea - len(st.sea) == 27


def _last_trick_with_a_sea_of(sea: int) -> FischenState:
    """Round 1's last trick is about to be led by A; A, B, C have 9 cards in their boats, D none, and
    ``sea`` cards are left in the sea (after the trick A catches 4 and D needs 9 from the sea)."""
    pool = [c for c in START_CARDS if c not in ids(["b10", "b5", "b6", "b7", "b8"])]
    st = FischenState(GameConfig(4))
    resolve_chance(st, random.Random(1))
    st.sea = st.sea[-sea:]
    st.round, st.hand_size = 1, 1
    st.boats = [[pool[0:9]], [pool[9:18]], [pool[18:27]], []]
    st.hands = [ids(["b10"]), ids(["b5"]), ids(["b6"]), ids(["b7"])]
    st._begin_trick(A, 9)
    return st


def test_r26_exact_need_is_fine_and_the_sea_is_never_refilled():
    st = _last_trick_with_a_sea_of(9)
    play_trick(st, "b10", "b5", "b6", "b7")  # A catches 4; D has nothing: needs 9 = the whole sea
    resolve_chance(st, random.Random(2))
    assert st.round == 2 and st.sea == [] and len(st.hands[D]) == 9 and st.phase == P_PLAY


def test_r27_overfishing_is_checked_before_any_draw_and_the_round_scores_nothing():
    st = _last_trick_with_a_sea_of(8)
    events = play_trick(st, "b10", "b5", "b6", "b7")
    assert st.phase == P_OVER and st.end_reason == "overfishing" and len(st.sea) == 8
    assert "boat_drawn" not in kinds(events) and "sea_drawn" not in kinds(events)
    assert st.round == 1 and len(st.history) == 1


def test_private_deals_and_draws_reach_the_others_with_the_cards_blanked():
    """Dealt hands, boat draws and sea draws: the drawer sees its cards, the others only who drew how many."""
    st = FischenState(GameConfig(4))
    dealt = [e for e in resolve_chance(st, random.Random(1)) if e.kind == "hand_dealt"]
    st = _last_trick_with_a_sea_of(9)
    play_trick(st, "b10", "b5", "b6", "b7")
    drawn = [e for e in resolve_chance(st, random.Random(2)) if e.kind in ("boat_drawn", "sea_drawn")]
    assert len(dealt) == 4 and all(e.count for e in dealt) and {"boat_drawn", "sea_drawn"} <= set(kinds(drawn))
    assert all(e.count for e in drawn if e.kind == "sea_drawn")
    for event in dealt + drawn:
        other = (event.seat + 1) % 4
        assert event.seen_by(event.seat) is event and len(event.cards) == event.count
        assert event.seen_by(other) == dataclasses.replace(event, cards=(), visible_to=None)
