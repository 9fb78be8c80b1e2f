"""Building Go Fish tables from card labels for the worked examples and rulings."""

from __future__ import annotations

import random

from fishgames.core import CHANCE, registry
from fishgames.games.gofish.actions import Ask, Deal
from fishgames.games.gofish.data import DECK, RANK_INDEX, card_label, parse_card
from fishgames.games.gofish.rules import GoFishState

YOU, ANA, BEN, CLEO = 0, 1, 2, 3


def cards(text: str) -> list[int]:
    """``"9C 9D K♠"`` -> card indices."""
    return [parse_card(word) for word in text.split()]


def labels(card_list) -> list[str]:
    return [card_label(card) for card in card_list]


def rank(name: str) -> int:
    return RANK_INDEX[name]


def table(hands: list[str], pond: str = "", turn: int = 0, books: dict[str, int] | None = None) -> GoFishState:
    """A state in the middle of a game: ``hands`` per seat, ``pond`` top card first."""
    return GoFishState.from_json({
        "players": len(hands),
        "phase": "play",
        "hands": [sorted(cards(hand)) for hand in hands],
        "pond": cards(pond),
        "books": [[rank(name), owner] for name, owner in (books or {}).items()],
        "turn": turn,
        "asks": 0,
        "log": [["turn_started", turn]],
    })


def dealt(hands: list[str], pond_top: str = "", start: int = 0) -> GoFishState:
    """A fresh game whose deal gives exactly ``hands`` (round-robin deal order), with the pond
    starting with ``pond_top`` and the remaining cards after it in canonical order."""
    state = GoFishState(len(hands))
    per_seat = [cards(hand) for hand in hands]
    order = [per_seat[k % len(hands)][k // len(hands)] for k in range(sum(map(len, per_seat)))]
    order += cards(pond_top)
    order += [card for card in range(DECK) if card not in order]
    state.apply(CHANCE, Deal(tuple(order), start))
    return state


def asked(state: GoFishState, *asks: tuple[int, int, str]) -> GoFishState:
    """``state`` after each ask of ``asks`` in turn: (who asks, whom, the rank's name)."""
    for asker, target, name in asks:
        state.apply(asker, Ask(target, rank(name)))
    return state


def kinds(events) -> list[str]:
    return [event.kind for event in events]


def decide(state: GoFishState, seat: int, level: str, seed: int = 0):
    """``(action, reason)`` of a fresh ``level`` bot in ``seat`` at ``state`` (its RNG seeded with ``seed``)."""
    bot = registry.get("gofish").make_bot(level, seat, registry.get("gofish").config(state.n))
    action = bot.choose(state.view(seat), state.legal_actions(seat), random.Random(seed))
    return action, bot.last_reason
