"""Fischen events: what the table animates and the log tells (``fischen.log.<kind>``).

Cards appear as text codes (``b7``, ``g0``, ``minus3a``) so events are JSON-able and readable.
Private events (dealt hands, sea draws, pass picks, passed cards) carry ``visible_to`` and redact
to the same event with the cards blanked: the others see that something happened, not what.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from fishgames.core import Event


class SecretCards:
    """A private event whose ``cards`` only its ``visible_to`` see: the others get it with the cards blanked."""

    def redacted(self):
        return dataclasses.replace(self, cards=(), visible_to=None)


class SecretCard:
    """A private event whose one ``card`` only its ``visible_to`` see: the others get it with the card blanked."""

    def redacted(self):
        return dataclasses.replace(self, card="", visible_to=None)


@dataclass(frozen=True)
class StartCardsRemoved(Event):
    cards: tuple[str, ...]


@dataclass(frozen=True)
class SeaBuilt(Event):
    count: int


@dataclass(frozen=True)
class HandDealt(SecretCards, Event):
    seat: int
    count: int
    cards: tuple[str, ...] = ()


@dataclass(frozen=True)
class RoundStarted(Event):
    round: int
    hand_size: int


@dataclass(frozen=True)
class BoatDrawn(SecretCards, Event):
    seat: int
    count: int
    cards: tuple[str, ...] = ()


@dataclass(frozen=True)
class SeaDrawn(SecretCards, Event):
    """``first`` is the 1-based position of the first sea card taken in this round's draws."""

    seat: int
    count: int
    first: int
    cards: tuple[str, ...] = ()


@dataclass(frozen=True)
class LeaderChosen(Event):
    """``reason``: ``random`` (round 1) or ``fewest_points``."""

    seat: int
    reason: str


@dataclass(frozen=True)
class CardPlayed(Event):
    seat: int
    card: str


@dataclass(frozen=True)
class TrickWon(Event):
    """``how``: ``highest``, ``trump`` (a green card beat the colour to follow), ``lowest``, ``namer`` or ``first_buoy``."""

    seat: int
    how: str


@dataclass(frozen=True)
class ZeroCaught(Event):
    seat: int
    zero: str
    card: str


@dataclass(frozen=True)
class ZeroMissed(Event):
    seat: int
    zero: str


@dataclass(frozen=True)
class AllCaught(Event):
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class PassPicked(SecretCard, Event):
    seat: int
    card: str = ""


@dataclass(frozen=True)
class CardPassed(SecretCard, Event):
    giver: int
    receiver: int
    card: str = ""


@dataclass(frozen=True)
class TrickCollected(Event):
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class PointsLost(Event):
    seat: int
    points: int
    card: str


@dataclass(frozen=True)
class ColourNamed(Event):
    seat: int
    colour: str


@dataclass(frozen=True)
class LowestWinsSet(Event):
    seat: int


@dataclass(frozen=True)
class LeaderForced(Event):
    seat: int


@dataclass(frozen=True)
class EffectLost(Event):
    """A next-trick buoy played in the round's last trick does nothing."""

    seat: int
    card: str


@dataclass(frozen=True)
class RoundScored(Event):
    round: int
    caught: tuple[int, ...]
    scores: tuple[int, ...]


@dataclass(frozen=True)
class CatchShuffled(Event):
    """A seat's catch went, shuffled, under its boat (the order stays secret)."""

    seat: int
    count: int


@dataclass(frozen=True)
class Overfished(Event):
    round: int
    need: int
    sea: int


@dataclass(frozen=True)
class GameOver(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    reason: str
