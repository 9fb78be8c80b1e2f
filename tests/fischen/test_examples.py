"""The worked examples E1–E10 of the Fischen spec (§5), one named test each."""

import random

from fishgames.core import CHANCE, GameConfig
from fishgames.games.fischen.actions import BuildSea
from fishgames.games.fischen.bits import P_NAME, P_OVER, P_PLAY, P_ZERO
from fishgames.games.fischen.data import LEVEL_CARDS, LEVELS, START_CARDS
from fishgames.games.fischen.rules import FischenState
from tests.fischen.helpers import E_, A, B, C, D, act, codes, ids, kinds, play_trick, resolve_chance, table


def _setup(players, seed=1):
    st = FischenState(GameConfig(players))
    resolve_chance(st, random.Random(seed))
    return st


def test_e1_setup_removes_start_cards_and_deals_equal_hands():
    st3, st4, st5 = _setup(3), _setup(4), _setup(5)
    assert sorted(codes(st3.removed)) == sorted(["b1", "y1", "p1", "r1", "b2", "y2", "p2", "r2", "b3", "r3"])
    assert [len(h) for h in st3.hands] == [10, 10, 10]
    assert sorted(codes(st4.removed)) == ["b1", "p1", "r1", "y1"]
    assert [len(h) for h in st4.hands] == [9] * 4
    assert st5.removed == () and [len(h) for h in st5.hands] == [8] * 5
    for st in (st3, st4, st5):
        dealt = sorted(c for h in st.hands for c in h)
        assert dealt == sorted(set(START_CARDS) - set(st.removed))
        assert len(st.sea) == 60 and st.phase == P_PLAY and st.round == 1


def test_e2_plain_trick_highest_of_the_led_suit_wins():
    st = table([["b7", "y1"], ["b9", "y2"], ["r10", "y3"], ["b2", "y4"]], leader=A)
    play_trick(st, "b7", "b9", "r10", "b2")
    assert st.last_winner == B
    assert sorted(codes(st.fisch[B])) == ["b2", "b7", "b9", "r10"]
    assert st.to_act() == (B,) and st.leader == B


def test_e3_trump_wins_and_the_zero_takes_its_pick():
    st = table([["y12", "b1"], ["y0", "b2"], ["g3", "b3"], ["y15", "b4"]], leader=A)
    play_trick(st, "y12", "y0", "g3", "y15")
    assert st.winner == C and st.phase == P_ZERO and st.to_act() == (B,)
    assert sorted(a.to_text() for a in st.legal_actions(B)) == ["take g3", "take y12", "take y15"]
    act(st, B, "take y15")
    assert codes(st.fisch[B]) == ["y15"]
    assert sorted(codes(st.fisch[C])) == ["g3", "y0", "y12"]
    assert st.to_act() == (C,)


def test_e4_all_others_and_zeros_in_play_order():
    st = table([["r14", "b1"], ["r0", "b2"], ["all", "b3"], ["b0", "b4"]], leader=A)
    play_trick(st, "r14", "r0", "all", "b0")
    assert st.winner == A and st.phase == P_ZERO
    assert sorted(a.to_text() for a in st.legal_actions(B)) == ["take b0", "take r14"]  # not the buoy
    events = act(st, B, "take r14")
    assert [len(f) for f in st.fisch] == [0, 1, 2, 1]
    assert codes(st.fisch[B]) == ["r14"]
    assert sorted(codes(st.fisch[C])) == ["b0", "r0"]
    assert codes(st.fisch[D]) == ["all"]
    assert "zero_caught" in kinds(events) and "all_caught" in kinds(events)
    assert st.to_act() == (A,) and st.leader == A  # A leads although A caught nothing


def test_e5_named_colour_and_lowest_wins_apply_to_the_next_trick():
    hands = [["b9", "p13", "r5"], ["b6", "p16", "r6"], ["name", "g9", "r7"], ["low", "g2", "r8"]]
    st = table(hands, leader=A)
    play_trick(st, "b9", "b6", "name", "low")
    assert st.winner == A and st.phase == P_NAME and st.to_act() == (C,)
    act(st, C, "name purple")
    assert st.to_act() == (A,)
    assert sorted(a.to_text() for a in st.legal_actions(A)) == ["play p13"]  # A holds purple
    alt = st.clone()
    play_trick(st, "p13", "p16", "g9", "g2")
    assert st.last_winner == D  # lowest trump
    play_trick(alt, "p13", "p16", "r7", "r8")
    assert alt.last_winner == A  # lowest purple


def test_e6_the_namer_wins_when_nobody_follows_or_trumps():
    st = table([["b15", "y1"], ["r12", "y2"], ["b11", "y3"], ["y17", "y4"]], leader=A, named="green", namer=C)
    events = play_trick(st, "b15", "r12", "b11", "y17")
    won = next(e for e in events if e.kind == "trick_won")
    assert (won.seat, won.how) == (C, "namer") and len(st.fisch[C]) == 4


def test_e7_minus_three_at_once_and_plus_one_per_card_at_round_end():
    hands = [["b5", "y5"], ["b9", "y9"], ["minus3a", "y6"], ["b2", "y7"]]
    st = table(hands, leader=A, round_no=3, scores=[0, 5, 0, 0])
    play_trick(st, "b5", "b9", "minus3a", "b2")
    assert st.last_winner == B and st.points[B] == 2
    play_trick(st, "y9", "y6", "y7", "y5")
    assert st.history[-1]["round"] == 3 and st.history[-1]["caught"][B] == 8
    assert st.points[B] == 10 and st.history[-1]["scores"][B] == 10


def _round_1_last_trick_led_by_d():
    """Round 1 (9 cards a hand) down to its last trick, led by D (A wins it with b10); the catches so far are
    ``rest``'s first 32 cards, split 8 / 4 / 4 / 16."""
    st = _setup(4, seed=3)
    rest = [c for c in START_CARDS if c not in st.removed and c not in ids(["b2", "b10", "b3", "b4"])]
    st.hands = [ids(["b10"]), ids(["b3"]), ids(["b4"]), ids(["b2"])]
    st.fisch = [rest[:8], rest[8:12], rest[12:16], rest[16:32]]
    st._begin_trick(D, 9)
    return st, rest


def test_e8_round_two_draw_order_and_leader():
    st, rest = _round_1_last_trick_led_by_d()
    sea_before = list(reversed(st.sea))  # top first
    assert st.hand_size == 9
    play_trick(st, "b2", "b10", "b3", "b4")  # D, A, B, C
    assert st.last_winner == A
    assert [h["scores"] for h in st.history] == [[12, 4, 4, 16]]
    resolve_chance(st, random.Random(5))
    assert st.round == 2 and st.hand_size == 9
    assert [len(h) for h in st.hands] == [9] * 4
    assert [sum(map(len, boat)) for boat in st.boats] == [3, 0, 0, 7]
    assert sorted(st.hands[B]) == sorted(rest[8:12] + sea_before[0:5])
    assert sorted(st.hands[C]) == sorted(rest[12:16] + sea_before[5:10])
    assert st.leader == B and st.to_act() == (B,)


def test_e8_sea_draw_events_name_positions():
    st, _ = _round_1_last_trick_led_by_d()
    play_trick(st, "b2", "b10", "b3", "b4")
    events = resolve_chance(st, random.Random(5))
    draws = [(e.seat, e.count, e.first) for e in events if e.kind == "sea_drawn"]
    assert draws == [(B, 5, 1), (C, 5, 6)]


def _round_3_ends_with_old_cards_in_a_boat():
    """Round 3's last trick played: A has two old cards (``old``) left in its boat and catches the trick."""
    st = _setup(4, seed=4)
    old = ids(["b5", "b6"])
    st.round, st.hand_size = 3, 10
    st.boats = [[list(old)], [], [], []]
    st.hands = [ids(["r10"]), ids(["r2"]), ids(["r3"]), ids(["r4"])]
    st.fisch = [ids(["y5", "y6", "y7"]), [], [], []]
    st._begin_trick(A, 10)
    play_trick(st, "r10", "r2", "r3", "r4")
    return st, old


def test_e9_old_boat_cards_are_drawn_before_the_new_catch():
    st, old = _round_3_ends_with_old_cards_in_a_boat()
    assert st.phase != P_OVER and st.boat_queue == [A]
    catch = st.sample_chance(random.Random(1))
    st.apply(CHANCE, catch)
    assert st.round == 4 and st.hand_size == 10
    boat_cards = old + list(catch.cards)
    assert len(boat_cards) == 9
    sea_cards = [c for c in st.hands[A] if c not in boat_cards]
    assert len(sea_cards) == 1 and sorted(boat_cards) == sorted(set(st.hands[A]) - set(sea_cards))
    assert st.boats[A] == []


def test_e9_boat_layers_keep_old_cards_on_top():
    st, old = _round_3_ends_with_old_cards_in_a_boat()
    catch = st.sample_chance(random.Random(1))
    probe = st.clone()
    probe._start_round = lambda ev: None  # stop before the draw to look at the boat
    probe.apply(CHANCE, catch)
    assert probe.boats[A] == [old, list(catch.cards)]


def test_e10_overfishing_ends_the_game_before_round_six():
    st = _setup(5, seed=6)
    st.round, st.hand_size = 5, 9
    st.sea = st.sea[:7]
    st.points = [20, 21, 22, 23, 24]
    pool = [c for c in range(93) if c not in st.sea][:40]
    st.boats = [[pool[0:4]], [pool[4:13]], [pool[13:22]], [pool[22:31]], []]
    st.hands = [ids(["b10"]), ids(["b2"]), ids(["b3"]), ids(["b4"]), ids(["b5"])]
    st.fisch = [[] for _ in range(5)]
    st._begin_trick(A, 9)
    events = play_trick(st, "b10", "b2", "b3", "b4", "b5")
    assert st.phase == P_OVER and st.end_reason == "overfishing" and st.round == 5
    assert st.points == [25, 21, 22, 23, 24] and st.winners() == [A]
    over = next(e for e in events if e.kind == "overfished")
    assert (over.round, over.need, over.sea) == (6, 9, 7)
    assert "round_started" not in kinds(events) and E_ == 4


def test_sea_levels_are_stacked_top_to_bottom():
    st = _setup(4, seed=9)
    top_first = list(reversed(st.sea))
    for i, level in enumerate(LEVELS):
        assert sorted(top_first[12 * i:12 * i + 12]) == list(LEVEL_CARDS[level])
    assert isinstance(BuildSea(tuple(top_first)).to_text(), str)
