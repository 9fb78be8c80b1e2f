"""The fast paths of Fischen's rules agree with the plain definitions they replace."""

import json
import random

import pytest

from fishgames.core import CHANCE, GameConfig, IllegalAction
from fishgames.games.fischen.actions import PASS, PLAY, parse_action
from fishgames.games.fischen.bits import FIRST_BUOY, P_PASS, P_PLAY, P_ZERO, SUIT_RANGE
from fishgames.games.fischen.data import GREEN, IS_BUOY, NUM_CARDS, SUIT, SUITS, VALUE
from fishgames.games.fischen.rules import FischenState, trick_bits
from tests.fischen.helpers import A, B, C, D, act, codes, play_trick, table


def test_each_suit_is_one_range_of_ids_ascending_in_value_and_buoys_come_last():
    for s in range(len(SUITS)):
        first, end = SUIT_RANGE[s]
        assert [c for c in range(NUM_CARDS) if SUIT[c] == s] == list(range(first, end))
        assert [VALUE[c] for c in range(first, end)] == sorted(VALUE[c] for c in range(first, end))
    assert [c for c in range(NUM_CARDS) if IS_BUOY[c]] == list(range(FIRST_BUOY, NUM_CARDS))


def _plain_legal_cards(hand: list[int], suit: int) -> list[int]:
    """Spec §4.3 step 2 as written: follow the suit if you can (buoys may always be played)."""
    if suit < 0:
        return hand
    follow = [c for c in hand if SUIT[c] == suit]
    return follow + [c for c in hand if IS_BUOY[c]] if follow else hand


def test_legal_cards_and_the_follow_check_match_the_plain_rule():
    rng = random.Random(3)
    state = FischenState(GameConfig(4))
    for _ in range(3000):
        hand = sorted(rng.sample(range(NUM_CARDS), rng.randrange(1, 14)))
        state.hands = [hand, [], [], []]
        state.suit = rng.randrange(-1, len(SUITS))
        legal = _plain_legal_cards(hand, state.suit)
        assert list(state.legal_cards(0)) == legal
        for card in hand:
            assert state._may_play(0, card) == (card in legal)


def test_apply_quiet_takes_and_refuses_a_play_exactly_as_the_plain_rule_says():
    """``apply`` and ``apply_quiet`` check a play by ``_may_play`` alone; they must agree with the rule."""
    rng = random.Random(5)
    for _ in range(400):
        state = FischenState(GameConfig(4))
        hand = sorted(rng.sample(range(NUM_CARDS), rng.randrange(1, 14)))
        state.hands = [hand, [], [], []]
        state.phase, state.turn, state.leader = P_PLAY, 0, 0
        state.suit = rng.randrange(-1, len(SUITS))
        legal = _plain_legal_cards(hand, state.suit)
        for card in {*hand, rng.randrange(NUM_CARDS)}:
            quiet, loud = state.clone(), state.clone()
            outcomes = []
            for apply in (quiet.apply_quiet, loud.apply):
                try:
                    apply(0, PLAY[card])
                    outcomes.append(True)
                except IllegalAction:
                    outcomes.append(False)
            assert outcomes == [card in legal] * 2
            assert quiet.to_json() == loud.to_json()


def _plain_trick_winner(trick: list[int], seats: list[int], suit: int, lowest: bool, namer: int) -> int:
    """Spec §4.3 step 3 as written: green trumps, else the suit to follow; the highest (or lowest) value wins;
    without such a card the namer wins, else the first player."""
    deciding = GREEN if any(SUIT[c] == GREEN for c in trick) else suit
    ranked = [(VALUE[c], i) for i, c in enumerate(trick) if deciding >= 0 and SUIT[c] == deciding]
    if ranked:
        return seats[(min(ranked) if lowest else max(ranked))[1]]
    return namer if namer >= 0 else seats[0]


def test_the_bitmask_trick_winner_matches_the_plain_rule():
    rng = random.Random(7)
    buoys = [c for c in range(NUM_CARDS) if IS_BUOY[c]]
    for _ in range(4000):
        n = rng.choice((3, 4, 5))
        state = FischenState(GameConfig(n))
        pool = rng.sample(range(NUM_CARDS), n) if rng.random() < 0.7 else rng.sample(buoys, n)
        state.trick = pool
        state.trick_seats = [(2 + i) % n for i in range(n)]
        state.lowest = rng.random() < 0.3
        state.named = rng.randrange(-1, len(SUITS))
        state.namer = rng.randrange(n) if state.named >= 0 else -1
        first_suit = next((SUIT[c] for c in pool if not IS_BUOY[c]), -1)
        state.suit = state.named if state.named >= 0 else first_suit
        state._decide_winner(trick_bits(pool), None)
        assert state.winner == _plain_trick_winner(pool, state.trick_seats, state.suit, state.lowest, state.namer)


def test_legal_actions_through_whole_games_are_the_plain_rule_over_the_decoded_hands():
    """The plays come from each seat's own list (kept by ``_play``) or the shared tuples by mask; through whole
    random games, with passes, zeros, clones and JSON round trips mixed in, they must stay the plain rule's."""
    passes = 0
    for seed in range(12):
        n = 3 + seed % 3
        state, chance, pick = FischenState(GameConfig(n)), random.Random(seed), random.Random(100 + seed)
        while state.to_act():
            seat = state.to_act()[0]
            if seat == CHANCE:
                state.apply_quiet(seat, state.sample_chance(chance))
                continue
            legal = state.legal_actions(seat)
            if state.phase == P_PLAY:
                plain = _plain_legal_cards(state.hands[seat], state.suit)
                assert legal == tuple(PLAY[c] for c in plain)
                assert state.legal_cards(seat) == tuple(plain)
            elif state.phase == P_PASS:
                assert legal == tuple(PASS[c] for c in state.hands[seat])
                passes += 1
            roll = pick.random()
            if roll < 0.05:
                state = state.clone()
            elif roll < 0.08:
                state = FischenState.from_json(json.loads(json.dumps(state.to_json())))
            state.apply_quiet(seat, pick.choice(legal))
    assert passes  # the pass's legal list was looked at


def test_only_the_zeros_player_may_take_and_a_refused_take_changes_nothing():
    """``_validate`` skips building ``to_act`` for the zero's own player; every other seat must still be refused."""
    st = table([["y12", "b1"], ["y0", "b2"], ["g3", "b3"], ["y15", "b4"]], leader=A)
    play_trick(st, "y12", "y0", "g3", "y15")
    assert st.phase == P_ZERO and st.to_act() == (B,)
    before = st.to_json()
    for seat in (A, C, D):
        for apply in (st.apply, st.apply_quiet):
            with pytest.raises(IllegalAction):
                apply(seat, parse_action("take y15"))
            assert st.to_json() == before
    act(st, B, "take y15")
    assert codes(st.fisch[B]) == ["y15"]


@pytest.mark.parametrize("effect", ["named", "lowest", "forced"])
def test_a_plain_trick_ends_the_effects_set_for_it(effect):
    """A trick without zeros or buoys is collected on the short path; the effects of the buoys played in the
    trick before it (spec §2.1: for the next trick only) must end with it all the same."""
    hands = [["b5", "b9", "b8"], ["b6", "b2", "b7"], ["b3", "b4", "b10"], ["b11", "y1", "y2"]]
    st = table(hands, leader=A, **{"named": dict(named="purple", namer=C), "lowest": dict(lowest=True),
                                   "forced": dict(forced=B)}[effect])
    assert (st.named, st.namer, st.lowest, st.forced) != (-1, -1, False, -1)
    play_trick(st, "b5", "b6", "b3", "b11")
    assert (st.named, st.namer, st.lowest, st.forced) == (-1, -1, False, -1)
    assert st.view(None)["effects"] == {"named": None, "namer": None, "lowest_wins": False, "forced_leader": None}
    assert st.phase == P_PLAY and st.suit == -1
