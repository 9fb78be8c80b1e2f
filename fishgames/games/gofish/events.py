"""Go Fish events: what the UI animates, the log shows and the knowledge model reads.

Almost every event has only a few hundred possible values, so they are built once as shared
immutable objects (``ASKED[asker][target][rank]`` …) and the rules only look them up: the hot
path of a playout never constructs an event.  Every event carries ``entry``, its public form as a
tuple ``(kind, *fields)``; the state's log and ``view()["log"]`` are made of these entries.
"""

from __future__ import annotations

from dataclasses import dataclass

from fishgames.core import Event
from fishgames.games.gofish.data import BOOKS, DECK, HAND_SIZE, MAX_PLAYERS, N_RANKS, N_SUITS


def _public_entry(event: Event) -> tuple:
    return (event.kind, *event.params().values())


def _stamp(event: Event, entry: tuple | None = None) -> Event:
    """Attach the public log entry once (events are frozen; ``entry`` is not a field)."""
    object.__setattr__(event, "entry", entry if entry is not None else _public_entry(event))
    return event


@dataclass(frozen=True)
class HandDealt(Event):
    """Public part of the deal: ``seat`` got ``count`` cards."""

    seat: int
    count: int


@dataclass(frozen=True)
class Dealt(Event):
    """Private: the cards dealt to ``seat`` (card indices, deal order)."""

    seat: int
    cards: tuple[int, ...]

    def redacted(self) -> Event:
        return HAND_DEALT[self.seat][len(self.cards)]


@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int


@dataclass(frozen=True)
class Asked(Event):
    asker: int
    target: int
    rank: int


@dataclass(frozen=True)
class HandedOver(Event):
    """Public: ``giver`` handed ``count`` cards of ``rank`` to ``receiver``."""

    giver: int
    receiver: int
    rank: int
    count: int


@dataclass(frozen=True)
class GoFish(Event):
    """``target`` has no card of ``rank``: "Go fish!" to ``asker``."""

    target: int
    asker: int
    rank: int


@dataclass(frozen=True)
class PondEmpty(Event):
    """``seat`` was told to go fish but the pond is empty: nothing is drawn."""

    seat: int


@dataclass(frozen=True)
class CardDrawn(Event):
    """Public form of a hidden draw; ``empty_hand`` marks the draw of a player without cards."""

    seat: int
    empty_hand: bool


@dataclass(frozen=True)
class Drew(Event):
    """Private: ``seat`` drew ``card`` (a Go-fish draw of another rank, or the empty-hand draw)."""

    seat: int
    card: int
    empty_hand: bool

    def redacted(self) -> Event:
        return (DRAWN_EMPTY if self.empty_hand else DRAWN)[self.seat]


@dataclass(frozen=True)
class Fished(Event):
    """Public: ``seat`` fished ``card`` of the asked ``rank`` and shows it (asks again)."""

    seat: int
    card: int
    rank: int


@dataclass(frozen=True)
class BookMade(Event):
    """``owner`` laid down the book of ``rank``; ``order`` = 1 for the first book of the game."""

    owner: int
    rank: int
    order: int


@dataclass(frozen=True)
class HandEmptied(Event):
    seat: int


@dataclass(frozen=True)
class SatOut(Event):
    """``seat`` is skipped: empty hand and empty pond (spec §7.6)."""

    seat: int


@dataclass(frozen=True)
class NoTargets(Event):
    """Nobody else holds a card, so ``seat``'s turn ends (spec §7.8)."""

    seat: int


@dataclass(frozen=True)
class GameOver(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]


def make(cls, *fields, visible_to=None) -> Event:
    """Build an event with its public entry (the redacted form's entry for private events)."""
    event = cls(*fields, visible_to=visible_to)
    if visible_to is None:
        return _stamp(event)
    return _stamp(event, event.redacted().entry)


_SEATS = range(MAX_PLAYERS)
_ONLY = tuple(frozenset((seat,)) for seat in _SEATS)

TURN_STARTED = tuple(make(TurnStarted, s) for s in _SEATS)
ASKED = tuple(tuple(tuple(make(Asked, a, t, r) for r in range(N_RANKS)) for t in _SEATS) for a in _SEATS)
#: HANDED[giver][receiver][rank][count]
HANDED = tuple(
    tuple(tuple((None, *(make(HandedOver, g, s, r, k) for k in range(1, N_SUITS)))
                for r in range(N_RANKS)) for s in _SEATS)
    for g in _SEATS
)
GO_FISH = tuple(tuple(tuple(make(GoFish, t, a, r) for r in range(N_RANKS)) for a in _SEATS) for t in _SEATS)
POND_EMPTY = tuple(make(PondEmpty, s) for s in _SEATS)
DRAWN = tuple(make(CardDrawn, s, False) for s in _SEATS)
DRAWN_EMPTY = tuple(make(CardDrawn, s, True) for s in _SEATS)
DREW = tuple(tuple(make(Drew, s, c, False, visible_to=_ONLY[s]) for c in range(DECK)) for s in _SEATS)
DREW_EMPTY = tuple(tuple(make(Drew, s, c, True, visible_to=_ONLY[s]) for c in range(DECK)) for s in _SEATS)
FISHED = tuple(tuple(make(Fished, s, c, c >> 2) for c in range(DECK)) for s in _SEATS)
#: BOOK[owner][rank][order]
BOOK = tuple(tuple(tuple(make(BookMade, s, r, o) if o else None for o in range(BOOKS + 1))
                   for r in range(N_RANKS)) for s in _SEATS)
HAND_DEALT = tuple(tuple(make(HandDealt, s, k) for k in range(max(HAND_SIZE.values()) + 1)) for s in _SEATS)
EMPTIED = tuple(make(HandEmptied, s) for s in _SEATS)
SAT_OUT = tuple(make(SatOut, s) for s in _SEATS)
NO_TARGETS = tuple(make(NoTargets, s) for s in _SEATS)

def dealt(seat: int, cards: tuple[int, ...]) -> Dealt:
    """The private deal event, built without the generic (slower) ``make``."""
    event = Dealt(seat, cards, visible_to=_ONLY[seat])
    object.__setattr__(event, "entry", HAND_DEALT[seat][len(cards)].entry)
    return event


def game_over(scores: tuple[int, ...], winners: tuple[int, ...]) -> GameOver:
    event = GameOver(scores, winners)
    object.__setattr__(event, "entry", ("game_over", scores, winners))
    return event


#: kind -> rebuild the public event from its entry fields (``from_json`` of the log).
_FROM_ENTRY = {
    "hand_dealt": lambda seat, count: HAND_DEALT[seat][count],
    "turn_started": lambda seat: TURN_STARTED[seat],
    "asked": lambda a, t, r: ASKED[a][t][r],
    "handed_over": lambda g, s, r, k: HANDED[g][s][r][k],
    "go_fish": lambda t, a, r: GO_FISH[t][a][r],
    "pond_empty": lambda seat: POND_EMPTY[seat],
    "card_drawn": lambda seat, empty: (DRAWN_EMPTY if empty else DRAWN)[seat],
    "fished": lambda seat, card, rank: FISHED[seat][card],
    "book_made": lambda o, r, n: BOOK[o][r][n],
    "hand_emptied": lambda seat: EMPTIED[seat],
    "sat_out": lambda seat: SAT_OUT[seat],
    "no_targets": lambda seat: NO_TARGETS[seat],
    "game_over": lambda scores, winners: game_over(tuple(scores), tuple(winners)),
}


def from_entry(entry) -> Event:
    """The public event behind a log entry (a tuple or its JSON list form)."""
    kind, *fields = entry
    try:
        return _FROM_ENTRY[kind](*fields)
    except (KeyError, TypeError, IndexError) as error:
        raise ValueError(f"bad Go Fish log entry {entry!r}") from error
