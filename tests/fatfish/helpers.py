"""Build Fat Fish positions by hand (cards in text form, e.g. ``"r5"``) for the named tests."""

from __future__ import annotations

import json

from fishgames.games.fatfish.data import FULL_DECK
from fishgames.games.fatfish.rules import PLACE, PLAY, FatFishState, parse_card


def cards(texts) -> list[int]:
    return [parse_card(t) for t in texts]


def place(row: int, card: str):
    """The action laying ``card`` (text form) into row ``row``."""
    return PLACE[row][parse_card(card)]


def table(rows, hands, *, decks=None, reserve=(), current=0, minus_one=False, licences=False) -> FatFishState:
    """A position in the middle of play: ``rows`` left to right, decks and reserve top card first."""
    n = len(hands)
    state = FatFishState(n, minus_one, licences)
    state.phase = PLAY
    state.start = 0
    state.current = current
    padded = list(rows) + [[]] * (3 - len(rows))
    state.rows = [cards(r) for r in padded]
    state.hands = [sorted(cards(h)) for h in hands]
    state.decks = [list(reversed(cards(d))) for d in (decks or [[] for _ in range(n)])]
    state.reserve = list(reversed(cards(reserve)))
    used = [c for r in state.rows for c in r] + [c for h in state.hands for c in h]
    used += [c for d in state.decks for c in d] + state.reserve
    box = list(FULL_DECK)
    for c in used:
        box.remove(c)
    state.box = box  # the rest of the 100 cards, so that every count in a view adds up
    return state


def snapshot(state) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def texts(seq) -> list[str]:
    from fishgames.games.fatfish.data import CARD_TEXT

    return [CARD_TEXT[c] for c in seq]
