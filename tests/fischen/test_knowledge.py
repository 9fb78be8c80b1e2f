"""Hidden information: views show exactly what a seat may know; determinize re-deals only the hidden cards."""

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st_

from fishgames.core import CHANCE, GameConfig
from fishgames.games.fischen.bits import P_OVER, P_PASS, T_HAND
from fishgames.games.fischen.data import CODE, IS_BUOY, NUM_CARDS, SUIT
from fishgames.games.fischen.knowledge import assign, buckets_for, seat_model
from fishgames.games.fischen.policy import greedy_action
from fishgames.games.fischen.rules import FischenState, state_from_view
from fishgames.games.fischen.view import known_voids
from tests.fischen.helpers import A, B, C, D, act, play_trick, table


def advance(players, seed, steps, chooser="greedy"):
    """A state after ``steps`` player decisions of a greedy/random game (chance from a fixed stream)."""
    st = FischenState(GameConfig(players))
    chance, pick = random.Random(f"c{seed}"), random.Random(f"p{seed}")
    done = 0
    while st.to_act() and done < steps:
        if st.to_act() == (CHANCE,):
            st.apply(CHANCE, st.sample_chance(chance))
            continue
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        greedy = chooser == "greedy" and pick.random() < 0.7
        action = greedy_action(st, seat) if greedy else pick.choice(legal)
        st.apply(seat, action)
        done += 1
    while st.to_act() == (CHANCE,):
        st.apply(CHANCE, st.sample_chance(chance))
    return st


def all_cards(st):
    """Every card once: a trick keeps the cards its zero or "all others" caught, marked out of it (``in_trick``)."""
    cards = list(st.removed) + list(st.sea) + [c for c, there in zip(st.trick, st.in_trick, strict=True) if there]
    for p in range(st.n):
        cards += st.hands[p] + st.fisch[p] + [c for layer in st.boats[p] for c in layer]
    return cards


def check_det(st, seat, det, complete=True):
    assert det.view(seat) == st.view(seat)
    assert sorted(all_cards(det)) == (list(range(NUM_CARDS)) if complete else sorted(all_cards(st)))
    assert [len(h) for h in det.hands] == [len(h) for h in st.hands]
    assert [[len(x) for x in b] for b in det.boats] == [[len(x) for x in b] for b in st.boats]
    assert det.to_act() == st.to_act()
    voids = known_voids(st, seat)
    gave = st.passed[seat] if st.pass_done else -1
    for t in range(st.n):
        if t == seat:
            continue
        for c in det.hands[t]:
            if c != gave and not IS_BUOY[c]:
                assert not voids[t] >> SUIT[c] & 1, f"seat {t} is known void in {SUIT[c]} but got {CODE[c]}"
    for c in range(NUM_CARDS):  # cards from a completely drawn boat layer stay with their owner ...
        kind, owner = st.tag[c] >> 3, st.tag[c] & 7
        if kind == T_HAND and owner != seat and not st.pass_done and c in st.hands[owner]:
            assert c in det.hands[owner]


@settings(max_examples=25, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(players=st_.integers(3, 5), seed=st_.integers(0, 10_000), steps=st_.integers(0, 400))
def test_determinize_keeps_everything_the_seat_knows(players, seed, steps):
    st = advance(players, seed, steps)
    if st.phase == P_OVER:
        return
    rng = random.Random(seed)
    for seat in range(players):
        check_det(st, seat, st.determinize(seat, rng))


@settings(max_examples=20, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(players=st_.integers(3, 5), seed=st_.integers(0, 10_000), steps=st_.integers(0, 400))
def test_determinize_depends_only_on_the_information_set(players, seed, steps):
    """Two states the seat cannot tell apart give the same determinization: nothing hidden leaks."""
    st = advance(players, seed, steps)
    for seat in range(players):
        other = st.determinize(seat, random.Random(1))  # same view, hidden cards elsewhere
        assert other.view(seat) == st.view(seat)
        one = st.determinize(seat, random.Random(99)).to_json()
        two = other.determinize(seat, random.Random(99)).to_json()
        assert one == two


@settings(max_examples=15, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(players=st_.integers(3, 5), seed=st_.integers(0, 10_000), steps=st_.integers(0, 400))
def test_state_from_view_rebuilds_the_same_view(players, seed, steps):
    st = advance(players, seed, steps)
    for seat in range(players):
        view = json.loads(json.dumps(st.view(seat)))
        rebuilt = state_from_view(view, random.Random(3))
        assert rebuilt.view(seat) == view
        if seat in st.to_act():
            assert rebuilt.legal_actions(seat) == st.legal_actions(seat)


def test_views_never_show_other_hands_or_the_sea():
    for seed in range(6):
        st = advance(4, seed, 40 + 25 * seed)
        for seat in [None, *range(4)]:
            text = json.dumps(st.view(seat))
            known = set()
            if seat is not None and st.pass_done:
                known.add(CODE[st.passed[seat]])
            for t in range(4):
                if t != seat:
                    for c in st.hands[t]:
                        assert f'"{CODE[c]}"' not in text or CODE[c] in known
            for c in st.sea:
                assert f'"{CODE[c]}"' not in text


def test_spectator_sees_no_hand_and_no_pass_pick():
    st = table([["b9", "y6"], ["left", "y2"], ["b3", "y3"], ["b4", "y4"]], leader=A)
    play_trick(st, "b9", "left", "b3", "b4")
    act(st, A, "pass y6")
    view = st.view(None)
    assert view["hand"] == [] and view["pass"]["my_pick"] is None and '"y6"' not in json.dumps(view)
    assert '"y6"' not in json.dumps(st.view(B)) and st.view(A)["pass"]["my_pick"] == "y6"


def test_determinize_after_a_pass_moves_about_one_card_per_hand():
    hands = [["b9", "y1", "y5", "r5"], ["left", "y2", "r6", "r7"],
             ["b3", "y3", "y6", "p4"], ["b4", "y4", "y7", "p5"]]
    st = table(hands, leader=A)
    play_trick(st, "b9", "left", "b3", "b4")
    for seat, card in ((A, "y1"), (B, "r7"), (C, "p4"), (D, "p5")):
        act(st, seat, f"pass {card}")
    assert st.phase != P_PASS
    model = seat_model(st, A)
    assert model.fixed and model.receivers == (C, D)
    rng = random.Random(5)
    for _ in range(50):
        det = st.determinize(A, rng)
        check_det(st, A, det, complete=False)
        assert "y1" in [CODE[c] for c in det.hands[B]]  # A knows where its own card went
        for seat in (C, D):  # each keeps all but the one card it passed on, and got one from its right
            natives = sum(1 for c in det.hands[seat] if st.tag[c] == (T_HAND << 3 | seat))
            assert natives == 2


def test_exact_matching_fallback_respects_options_and_room():
    st = advance(5, 7, 150)
    for seat in range(5):
        model = seat_model(st, seat)
        where = assign(model, random.Random(seat))
        load = [0] * len(model.caps)
        for i, loc in enumerate(where):
            assert loc in model.options[i]
            load[loc] += 1
        for _card, loc in model.fixed:
            load[loc] += 1
        assert load == [c + sum(1 for _, f in model.fixed if f == k) for k, c in enumerate(model.caps)]
        buckets = buckets_for(model, random.Random(seat))
        assert sorted(c for b in buckets for c in b) == sorted(model.cards + [c for c, _ in model.fixed])


def test_voids_are_learnt_from_failures_to_follow_and_dropped_after_an_unknown_pass():
    hands = [["b9", "y1", "y5"], ["left", "y2", "r6"], ["r3", "y3", "p4"], ["b4", "y4", "p5"]]
    st = table(hands, leader=A)
    play_trick(st, "b9", "left", "r3", "b4")
    assert known_voids(st, A)[C] == 1  # C did not follow blue
    for seat, card in ((A, "y1"), (B, "r6"), (C, "p4"), (D, "p5")):
        act(st, seat, f"pass {card}")
    assert known_voids(st, A)[C] == 0  # C got a card from B that A does not know
    assert known_voids(st, B)[C] == 1  # B knows what it gave C (r6): C still has no blue
