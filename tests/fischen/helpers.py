"""Builders for hand-made Fischen situations (worked examples and rulings)."""

from __future__ import annotations

from fishgames.core import CHANCE, GameConfig
from fishgames.games.fischen.actions import parse_action
from fishgames.games.fischen.bits import P_PLAY, T_HAND, tag_of
from fishgames.games.fischen.data import CARD_OF_CODE, CODE, SUITS
from fishgames.games.fischen.rules import FischenState

A, B, C, D, E_ = range(5)


def ids(codes) -> list[int]:
    return [CARD_OF_CODE[c] for c in codes]


def codes(cards) -> list[str]:
    return [CODE[c] for c in cards]


def table(hands, leader=0, named=None, namer=-1, lowest=False, forced=-1, round_no=2, scores=None):
    """A state at the start of a trick in round ``round_no`` with the given hands (lists of codes)."""
    n = len(hands)
    st = FischenState(GameConfig(n))
    st.round = round_no
    st.hand_size = max(len(h) for h in hands)
    st.hands = [sorted(ids(h)) for h in hands]
    for p, hand in enumerate(st.hands):
        for c in hand:
            st.tag[c] = tag_of(T_HAND, p)
    st.named = SUITS.index(named) if named else -1
    st.namer = namer
    st.lowest = lowest
    st.forced = forced
    st.last_order = list(range(n))
    if scores is not None:
        st.points = list(scores)
    st._begin_trick(leader, 1)
    assert st.phase == P_PLAY
    return st


def play(st, seat, code):
    return st.apply(seat, parse_action(f"play {code}"))


def play_trick(st, *codes_in_order):
    """Play one card per seat from the current player on; returns all events."""
    events = []
    for code in codes_in_order:
        (seat,) = st.to_act()
        events += play(st, seat, code)
    return events


def act(st, seat, text):
    return st.apply(seat, parse_action(text))


def resolve_chance(st, rng) -> list:
    """Take the chance steps until a player is to act; the events they made."""
    events = []
    while st.to_act() == (CHANCE,):
        events += st.apply(CHANCE, st.sample_chance(rng))
    return events


def kinds(events):
    return [e.kind for e in events]
