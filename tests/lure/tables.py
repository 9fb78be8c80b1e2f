"""Builders for exact Lure table situations (worked examples and rulings)."""

from __future__ import annotations

from fishgames.core import CHANCE, GameConfig
from fishgames.games.lure.actions import Cast, Roll, ShuffleFish, ShuffleLures, parse_action
from fishgames.games.lure.data import CATCH_ORDER_KEY, FISH_IDS, KIND_OF_TEXT, LURE_MIX
from fishgames.games.lure.rules import LureState, new_state

SORTED_FISH = tuple(FISH_IDS)


def dealt(players: int, fish_order=SORTED_FISH, lure_order=LURE_MIX) -> LureState:
    """A new game through both setup chance steps: round 1, waiting for the Cast."""
    state = new_state(GameConfig(players))
    state.apply(CHANCE, ShuffleFish(tuple(fish_order)))
    state.apply(CHANCE, ShuffleLures(tuple(lure_order)))
    return state


def table(players: int, pool, hands: dict | None = None) -> LureState:
    """Round 1 at the Cast with exactly ``pool`` revealed and the given lure hands.

    Fish and lures are moved between piles (never created), so every card and token of the
    game still exists exactly once.
    """
    state = dealt(players)
    state.deck.extend(state.pool)
    state.pool = []
    for fid in pool:
        (state.deck if fid in state.deck else state.removed).remove(fid)
        state.pool.append(fid)
    state.pool.sort(key=CATCH_ORDER_KEY.__getitem__)  # the rules keep the pool in catch order
    # keep the 2-3 player removed pile at its size
    while len(state.removed) < (10 if players <= 3 else 0):
        state.removed.append(state.deck.pop())
    for seat, texts in (hands or {}).items():
        state.supply.extend(state.hands[seat])
        state.hands[seat] = []
        for text in texts:
            kind = KIND_OF_TEXT[text]
            state.supply.remove(kind)
            state.hands[seat].append(kind)
        state.hands[seat].sort()
    return state


def cast_all(state: LureState, casts: dict) -> list:
    """Every seat casts (``{seat: "cast 2d6 lures=B"}``); returns all events."""
    out = []
    for seat in sorted(casts):
        out += state.apply(seat, parse_action(casts[seat]))
    return out


def roll(state: LureState, faces: dict) -> list:
    """The pending group roll with these faces (``{seat: (3, 5, 6)}``)."""
    members = state.groups[state.gi]
    return state.apply(CHANCE, Roll(tuple((s, tuple(faces[s])) for s in members)))


def cast(text: str) -> Cast:
    return parse_action(text)


def kinds(events, kind: str) -> list:
    return [e for e in events if e.kind == kind]
