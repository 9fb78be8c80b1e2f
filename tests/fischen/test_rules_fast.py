"""The fast paths of Fischen's rules agree with the plain definitions they replace."""

import random

from fishgames.core import GameConfig
from fishgames.games.fischen.data import IS_BUOY, NUM_CARDS, SUIT, SUITS, VALUE
from fishgames.games.fischen.rules import FIRST_BUOY, SUIT_RANGE, FischenState


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
        state.hands[0] = hand
        state.suit = rng.randrange(-1, len(SUITS))
        legal = _plain_legal_cards(hand, state.suit)
        assert state.legal_cards(0) == legal
        for card in hand:
            assert state._may_play(0, card) == (card in legal)
