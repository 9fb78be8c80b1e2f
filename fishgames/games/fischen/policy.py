"""A fast greedy Fischen policy: the easy bot plays it, search bots use it for rollouts.

It looks only at the seat's own hand and the public trick (never at hidden cards), so it is safe to
run on a real state as well as on determinizations.  Ideas, in order of weight:
win a trick as cheaply as possible when last; otherwise try to win with the highest card or the
lowest trump; when losing, use "Alle anderen" (it catches every other card), pass the −3 to the
winner, steal with a zero, else throw the least useful card.
"""

from __future__ import annotations

import random

from fishgames.games.fischen.actions import NAME, PASS, PLAY, TAKE
from fishgames.games.fischen.bits import P_NAME, P_PASS, P_PLAY, P_ZERO, cards_of
from fishgames.games.fischen.data import (
    ALL_OTHERS,
    FIRST_CARD,
    GREEN,
    IS_BUOY,
    IS_ZERO,
    LEFT,
    LOWEST_WINS,
    MINUS3,
    MINUS3A,
    MINUS3B,
    NAME_COLOUR,
    NEXT_TRICK_BUOYS,
    NUM_CARDS,
    SUIT,
    VALUE,
)
from fishgames.games.fischen.rules import FischenState


def _keep_values() -> tuple[float, ...]:
    """How much a card is worth keeping (to play later or to own in a future hand)."""
    buoys = {ALL_OTHERS: 30.0, NAME_COLOUR: 12.0, LOWEST_WINS: 6.0, FIRST_CARD: 4.0, LEFT: 2.0,
             MINUS3A: -10.0, MINUS3B: -10.0}
    out = []
    for c in range(NUM_CARDS):
        if IS_BUOY[c]:
            out.append(buoys[c])
        elif SUIT[c] == GREEN:
            out.append(14.0 if VALUE[c] == 0 else 20.0 + VALUE[c])
        else:
            out.append(3.0 if VALUE[c] == 0 else float(VALUE[c]))
    return tuple(out)


KEEP = _keep_values()


def _future_values() -> tuple[float, ...]:
    """Rough worth of owning a card in a later hand (about: chance it wins a trick)."""
    buoys = {ALL_OTHERS: 0.8, NAME_COLOUR: 0.4, LOWEST_WINS: 0.2, FIRST_CARD: 0.1, LEFT: 0.05,
             MINUS3A: 0.0, MINUS3B: 0.0}
    out = []
    for c in range(NUM_CARDS):
        if IS_BUOY[c]:
            out.append(buoys[c])
        elif VALUE[c] == 0:
            out.append(0.3)
        elif SUIT[c] == GREEN:
            out.append(0.4 + 0.6 * VALUE[c] / 16)
        else:
            out.append(max(0.0, (VALUE[c] - 8) / 10 * 0.6))
    return tuple(out)


FUTURE = _future_values()


def trick_status(st: FischenState) -> tuple[int, int, int]:
    """(deciding suit, index of the card winning so far or -1, its value) of the trick so far."""
    trick = st.trick
    deciding = GREEN if any(SUIT[c] == GREEN for c in trick) else st.suit
    best_i, best_v = -1, 0
    if deciding >= 0:
        lowest = st.lowest
        for i, c in enumerate(trick):
            if SUIT[c] == deciding:
                v = VALUE[c]
                if best_i < 0 or (v < best_v if lowest else v > best_v):
                    best_i, best_v = i, v
    return deciding, best_i, best_v


def current_winner(st: FischenState, best_i: int) -> int:
    """Who takes the trick if nobody plays a better card."""
    if best_i >= 0:
        return st.trick_seats[best_i]
    if st.named >= 0:
        return st.namer
    return st.trick_seats[0] if st.trick_seats else -1


def would_win(st: FischenState, card: int, deciding: int, best_i: int, best_v: int) -> bool:
    """Does ``card`` beat everything played so far (ignoring the players still to come)?"""
    if IS_BUOY[card]:
        return False
    s, v, lowest = SUIT[card], VALUE[card], st.lowest
    if deciding == GREEN:
        return s == GREEN and (v < best_v if lowest else v > best_v)
    if s == GREEN:
        return True
    if deciding < 0:
        return True  # the first non-buoy card of an un-named trick sets the suit
    if s != deciding:
        return False
    return best_i < 0 or (v < best_v if lowest else v > best_v)


def greedy_card(st: FischenState, seat: int, legal) -> int:
    if len(legal) == 1:
        return legal[0]
    n, pos = st.n, len(st.trick)
    lowest = st.lowest
    deciding, best_i, best_v = trick_status(st)
    last_trick = st.trick_no == st.hand_size
    if pos == 0:
        return _lead(legal, last_trick)
    winners = [c for c in legal if would_win(st, c, deciding, best_i, best_v)]
    if winners:
        trumping = deciding != GREEN and SUIT[winners[0]] == GREEN
        if pos == n - 1 or trumping:  # cheapest card that wins
            return max(winners, key=VALUE.__getitem__) if lowest else min(winners, key=VALUE.__getitem__)
        return min(winners, key=VALUE.__getitem__) if lowest else max(winners, key=VALUE.__getitem__)
    if ALL_OTHERS in legal:
        return ALL_OTHERS
    if current_winner(st, best_i) != seat:
        for c in (MINUS3A, MINUS3B):
            if c in legal:
                return c
    zeros = [c for c in legal if IS_ZERO[c]]
    if zeros:
        return zeros[0]
    return _dump(legal, last_trick)


def _lead(legal, last_trick: bool) -> int:
    colour = [c for c in legal if not IS_BUOY[c] and SUIT[c] != GREEN and not IS_ZERO[c]]
    if colour:
        return max(colour, key=VALUE.__getitem__)
    for c in (MINUS3A, MINUS3B):  # a buoy lead leaves the suit to the next player: a free dump
        if c in legal:
            return c
    trumps = [c for c in legal if SUIT[c] == GREEN]
    if trumps:
        return max(trumps, key=VALUE.__getitem__)
    return _dump(legal, last_trick)


def _dump(legal, last_trick: bool) -> int:
    if last_trick:
        useless = [c for c in legal if c in NEXT_TRICK_BUOYS or c == LEFT]
        if useless:
            return useless[0]
    return min(legal, key=KEEP.__getitem__)


def greedy_take(eligible: list[int]) -> int:
    return max(eligible, key=KEEP.__getitem__)


def greedy_pass(hand: list[int]) -> int:
    return min(hand, key=KEEP.__getitem__)


def greedy_colour(st: FischenState, seat: int) -> int:
    """Name the colour this hand is strongest in (value of the best card plus length)."""
    best, best_score = 0, -1e9
    hand = cards_of(st.held[seat])
    for s in range(5):
        mine = [VALUE[c] for c in hand if SUIT[c] == s]
        score = (max(mine) + 2 * len(mine) + (6 if s == GREEN else 0)) if mine else -1
        if score > best_score:
            best, best_score = s, score
    return best


def greedy_action(st: FischenState, seat: int):
    """The greedy policy's action for ``seat`` at any decision of the game."""
    ph = st.phase
    if ph == P_PLAY:
        return PLAY[greedy_card(st, seat, st.legal_cards(seat))]
    if ph == P_ZERO:
        return TAKE[greedy_take(st.zero_eligible(st.res_idx))]
    if ph == P_PASS:
        return PASS[greedy_pass(cards_of(st.held[seat]))]
    if ph == P_NAME:
        return NAME[greedy_colour(st, seat)]
    raise ValueError(f"no decision for seat {seat} in phase {ph}")


def rollout_policy(epsilon: float):
    """Mostly greedy: a uniformly random legal action with probability ``epsilon``."""

    def policy(st: FischenState, seat: int, rng: random.Random):
        if rng.random() < epsilon:
            legal = st.legal_actions(seat)
            return legal[rng.randrange(len(legal))]
        return greedy_action(st, seat)

    return policy


def make_playout(epsilon: float, round_no: int):
    """A rollout to the end of round ``round_no`` through ``apply_unchecked`` with the shared action objects and
    no events (search hot path)."""

    def playout(st: FischenState, rng: random.Random) -> None:
        rand, randrange, step = rng.random, rng.randrange, st.apply_unchecked
        while st.round == round_no:
            ph = st.phase
            if ph == P_PLAY:
                seat = st.turn
                legal = st.legal_cards(seat)
                if len(legal) == 1:
                    card = legal[0]
                elif rand() < epsilon:
                    card = legal[randrange(len(legal))]
                else:
                    card = greedy_card(st, seat, legal)
                step(seat, PLAY[card])
            elif ph == P_ZERO:
                eligible = st.zero_eligible(st.res_idx)
                card = eligible[randrange(len(eligible))] if rand() < epsilon else greedy_take(eligible)
                step(st.trick_seats[st.res_idx], TAKE[card])
            elif ph == P_PASS:
                seat = st.picks.index(-1)  # one pick per loop: the last one resolves the pass
                hand = cards_of(st.held[seat])
                step(seat, PASS[hand[randrange(len(hand))] if rand() < epsilon else greedy_pass(hand)])
            elif ph == P_NAME:
                step(st.name_seat, NAME[randrange(5) if rand() < epsilon else greedy_colour(st, st.name_seat)])
            else:
                return

    return playout


__all__ = ["KEEP", "MINUS3", "greedy_action", "make_playout", "rollout_policy", "trick_status", "would_win"]
