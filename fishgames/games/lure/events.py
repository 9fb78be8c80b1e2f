"""Lure's events: facts for the table animation, the log (``lure.log.<kind>``) and bot memory.

Fields are ints and short strings so they fill log placeholders directly; lure kinds are
their codes (``A``, ``B``, ``E1``–``E6``) and dice lists are comma-separated text.
"""

from __future__ import annotations

from dataclasses import dataclass

from fishgames.core import Event


@dataclass(frozen=True)
class FishShuffled(Event):
    cards: int
    removed: int


@dataclass(frozen=True)
class LuresShuffled(Event):
    tokens: int


@dataclass(frozen=True)
class LuresReshuffled(Event):
    tokens: int


@dataclass(frozen=True)
class LureDrawn(Event):
    """Only the drawer sees which lure; everybody else gets :class:`LureDrawnHidden`."""

    seat: int
    lure: str

    def redacted(self) -> LureDrawnHidden:
        return LureDrawnHidden(seat=self.seat)


@dataclass(frozen=True)
class LureDrawnHidden(Event):
    seat: int


@dataclass(frozen=True)
class NoLureLeft(Event):
    seat: int


@dataclass(frozen=True)
class Splash(Event):
    round: int
    fish: str  # comma-separated fish ids
    last: bool


@dataclass(frozen=True)
class CastMade(Event):
    """Public: a seat has chosen (what it chose stays hidden until everybody has)."""

    seat: int


@dataclass(frozen=True)
class BidRevealed(Event):
    seat: int
    dice: str  # e.g. 3d6+d20
    size: int
    lures: str


@dataclass(frozen=True)
class GroupUp(Event):
    size: int
    seats: str


@dataclass(frozen=True)
class NoFishLeft(Event):
    seat: int


@dataclass(frozen=True)
class DiceRolled(Event):
    seat: int
    dice: str  # faces of each die, e.g. 6,6,20
    values: str


@dataclass(frozen=True)
class AdjustMade(Event):
    """Public: a group member has chosen how to adjust (hidden until all have)."""

    seat: int


@dataclass(frozen=True)
class DiceAdjusted(Event):
    seat: int
    before: str
    after: str


@dataclass(frozen=True)
class FinalDice(Event):
    seat: int
    values: str
    total: int


@dataclass(frozen=True)
class FishCaught(Event):
    seat: int
    fish: int
    vp: int
    total: int


@dataclass(frozen=True)
class FishContested(Event):
    """Two or more qualifiers share the lowest total: nobody catches the fish."""

    fish: int
    total: int


@dataclass(frozen=True)
class BoastScored(Event):
    seat: int
    count: int
    vp: int


@dataclass(frozen=True)
class LuresDiscarded(Event):
    seat: int
    lures: str


@dataclass(frozen=True)
class DiceRest(Event):
    seat: int
    dice: str  # e.g. d12,d20
    until: int  # first round they may be bid again
    for_good: bool = False  # the game ends before that round: they rest to the end


@dataclass(frozen=True)
class GameEnded(Event):
    scores: str
    winners: str
