"""Why a Fischen move is good, in the table's terms (the coach's words).

Read from the trick on the table and the player's hand: whether the card wins the trick (for sure, as the
last to play, or for now), whether it is the cheapest card that does, which better card it keeps for later,
why losing this trick is fine (a −3 in it, nothing worth catching, the winner out of reach), what a buoy or a
zero does here; for a zero's catch, a pass to the left and a named colour, what the chosen card is worth.
Where the pro compared moves by playing the round out, the runner-up is named with the points it lost.
"""

from __future__ import annotations

import random

from fishgames.bots.advice import runner_up
from fishgames.games.fischen.actions import NameColour, PassLeft, Play, Take
from fishgames.games.fischen.data import (
    ALL_OTHERS,
    CODE,
    FIRST_CARD,
    GREEN,
    IS_BUOY,
    IS_ZERO,
    LEFT,
    LOWEST_WINS,
    MINUS3,
    NAME_COLOUR,
    SUIT,
    SUITS,
    VALUE,
)
from fishgames.games.fischen.policy import FUTURE, KEEP, current_winner, trick_status, would_win
from fishgames.games.fischen.rules import state_from_view
from fishgames.games.fischen.view_types import FischenView

Words = list[tuple[str, dict]]
#: A runner-up less than this many points behind (mean over the pro's playouts) did "about as well".
CLOSE = 0.3

BUOY_WORDS = {ALL_OTHERS: "all_others", LEFT: "left", FIRST_CARD: "first_card", NAME_COLOUR: "name_colour",
              LOWEST_WINS: "lowest_wins"}


def explain(view: FischenView, legal: list, action, bot) -> Words:
    st = state_from_view(view, random.Random(0))  # the hidden cards it samples fill no sentence
    seat = view["seat"]
    if isinstance(action, Play):
        said = play_words(st, seat, [a.card for a in legal if isinstance(a, Play)], action.card)
        return said + compare(getattr(bot, "last_search", None), action, st)
    if isinstance(action, Take):
        return take_words([a.card for a in legal if isinstance(a, Take)], action.card)
    if isinstance(action, PassLeft):
        return pass_words(st, seat, [a.card for a in legal if isinstance(a, PassLeft)], action.card)
    if isinstance(action, NameColour):
        return name_words(st, seat, action.suit)
    return []


def play_words(st, seat: int, cards: list[int], card: int) -> Words:
    trick = list(st.trick)
    last = len(trick) == st.n - 1
    deciding, best_i, best_v = trick_status(st)
    leader = current_winner(st, best_i) if trick else -1
    minus = any(c in MINUS3 for c in trick)
    spare = _spare(cards, card)
    if card in MINUS3:
        return [("coach.fischen.dump_minus3" if trick else "coach.fischen.lead_minus3", {"seat": leader})]
    if IS_BUOY[card]:
        said = [(f"coach.fischen.buoy.{BUOY_WORDS[card]}", {"count": len(trick)})]
        return said + _keeps(spare)
    if IS_ZERO[card]:
        best = max(trick, key=lambda c: FUTURE[c], default=None)
        if best is not None and best not in MINUS3:
            return [("coach.fischen.zero_catch", {"card": CODE[card], "best": CODE[best]})]
        return [("coach.fischen.zero_later", {"card": CODE[card]})]
    if not trick:
        return lead_words(st, cards, card) + _keeps(spare)
    winners = [c for c in cards if not IS_BUOY[c] and would_win(st, c, deciding, best_i, best_v)]
    if card in winners:
        cheapest = min(winners, key=lambda c: KEEP[c])
        key = ("win_last" if last else "win_lead") + ("_cheapest" if card == cheapest and len(winners) > 1 else "")
        said = [(f"coach.fischen.{key}", {"card": CODE[card], "count": len(trick) + 1,
                                          "beat": CODE[trick[best_i]] if best_i >= 0 else ""})]
        if SUIT[card] == GREEN and deciding != GREEN and trick:
            said.append(("coach.fischen.trumped", {}))
        if minus:
            said.append(("coach.fischen.win_with_minus", {}))
        return said + _keeps(spare)
    if minus:
        said = [("coach.fischen.avoid_minus", {"seat": leader, "card": CODE[card]})]
    elif winners:
        said = [("coach.fischen.hold_back", {"seat": leader, "card": CODE[card], "best": CODE[max(winners, key=KEEP.__getitem__)]})]
    else:
        said = [("coach.fischen.cannot_win", {"seat": leader, "card": CODE[card],
                                              "beat": CODE[trick[best_i]] if best_i >= 0 else ""})]
        if best_i < 0:
            said = [("coach.fischen.cannot_win_named", {"seat": leader, "card": CODE[card]})]
    if card == min(cards, key=KEEP.__getitem__):
        said.append(("coach.fischen.least_useful", {"card": CODE[card]}))
    return said + _keeps(spare)


def lead_words(st, cards: list[int], card: int) -> Words:
    """Leading: what this card is among the leader's own of its colour (every lead "wins for now", which
    says nothing): the highest, only a higher one or a green beats it; the lowest, a cheap opener; the only
    one, after it that colour is free; green, the trump."""
    colour = SUITS[SUIT[card]]
    said = {"card": CODE[card], "colour": colour}
    mine = sorted((c for c in cards if SUIT[c] == SUIT[card] and not IS_BUOY[c] and not IS_ZERO[c]), key=VALUE.__getitem__)
    if SUIT[card] == GREEN:
        key = "lead_trump"
    elif st.lowest or st.named >= 0:
        key = "lead_colour"  # "lowest wins" or a named colour: high and low mean other things this trick
    elif len(mine) == 1:
        key = "lead_only"
    elif card == mine[-1]:
        key = "lead_high"
    elif card == mine[0]:
        key = "lead_low"
    else:
        key = "lead_colour"
    return [(f"coach.fischen.{key}", said)]


def _spare(cards: list[int], card: int) -> int | None:
    """The best card kept back by playing ``card`` (worth more than it), if any."""
    better = [c for c in cards if c != card and KEEP[c] > KEEP[card] and c not in MINUS3]
    return max(better, key=KEEP.__getitem__) if better else None


def _keeps(spare: int | None) -> Words:
    return [] if spare is None else [("coach.fischen.keeps", {"card": CODE[spare]})]


def take_words(cards: list[int], card: int) -> Words:
    if card in MINUS3:
        return [("coach.fischen.take_minus3", {"card": CODE[card]})]
    said = [("coach.fischen.take_best" if FUTURE[card] >= max(FUTURE[c] for c in cards) else "coach.fischen.take",
             {"card": CODE[card]})]
    if any(c in MINUS3 for c in cards):
        said.append(("coach.fischen.take_leaves_minus3", {}))
    return said


def pass_words(st, seat: int, cards: list[int], card: int) -> Words:
    left = (seat + 1) % st.n
    if card in MINUS3:
        return [("coach.fischen.pass_minus3", {"seat": left})]
    key = "coach.fischen.pass_weakest" if card == min(cards, key=KEEP.__getitem__) else "coach.fischen.pass"
    return [(key, {"seat": left, "card": CODE[card]})]


def name_words(st, seat: int, suit: int) -> Words:
    hand = [c for c in st.hands[seat] if SUIT[c] == suit]
    colour = SUITS[suit]
    if not hand:
        return [("coach.fischen.name_void", {"colour": colour})]
    top = max(hand, key=lambda c: VALUE[c])
    key = "coach.fischen.name_trumps" if suit == GREEN else "coach.fischen.name_strong"
    return [(key, {"colour": colour, "count": len(hand), "card": CODE[top]})]


def compare(result, action, st) -> Words:
    """The runner-up of the pro's playouts, in points this round (its rewards are per card of the hand)."""
    other = runner_up(result, action)
    if other is None or not isinstance(other[0], Play):
        return []
    move, gap = other
    points = round(gap * max(1, st.hand_size), 1)
    key = "coach.fischen.runner_close" if points < CLOSE else "coach.fischen.runner"
    return [(key, {"card": CODE[move.card], "points": points})]
