"""Fischen actions: four player decisions and four chance steps, each with a compact text form.

Player decisions: ``play b7``, ``take y15`` (a zero's capture), ``pass r3`` (secret pass to the left),
``name purple`` (after "Farbe bestimmen").  Chance steps encode their outcome so a record replays:
``deal b3,r7,...`` (start cards in dealing order), ``sea left,b11,...`` (whole sea, top first),
``leader 2`` and ``boat 1 b3,g7`` (a seat's shuffled catch, top first).
"""

from __future__ import annotations

from dataclasses import dataclass

from fishgames.core import Action
from fishgames.core.actions import parse_codes
from fishgames.games.fischen.data import CARD_OF_CODE, CODE, NUM_CARDS, SUITS


class FischenAction(Action):
    """Base of every Fischen action; ``parse`` reads any of them."""

    __slots__ = ()

    @classmethod
    def parse(cls, text: str) -> Action:
        return parse_action(text)


def _cards_text(cards: tuple[int, ...]) -> str:
    return ",".join(CODE[c] for c in cards)


def _parse_cards(text: str) -> tuple[int, ...]:
    return parse_codes(text, CARD_OF_CODE, "card")


def _parse_card(text: str) -> int:
    try:
        return CARD_OF_CODE[text]
    except KeyError:
        raise ValueError(f"unknown card {text!r}") from None


@dataclass(frozen=True, slots=True)
class Play(FischenAction):
    card: int

    def to_text(self) -> str:
        return f"play {CODE[self.card]}"


@dataclass(frozen=True, slots=True)
class Take(FischenAction):
    """The zero's player picks the one card the zero catches."""

    card: int

    def to_text(self) -> str:
        return f"take {CODE[self.card]}"


@dataclass(frozen=True, slots=True)
class PassLeft(FischenAction):
    card: int

    def to_text(self) -> str:
        return f"pass {CODE[self.card]}"


@dataclass(frozen=True, slots=True)
class NameColour(FischenAction):
    suit: int

    def to_text(self) -> str:
        return f"name {SUITS[self.suit]}"


@dataclass(frozen=True, slots=True)
class Deal(FischenAction):
    """Chance: the shuffled start cards; card ``i`` goes to seat ``i % players``."""

    cards: tuple[int, ...]

    def to_text(self) -> str:
        return f"deal {_cards_text(self.cards)}"


@dataclass(frozen=True, slots=True)
class BuildSea(FischenAction):
    """Chance: the whole sea deck, top card first (each star level shuffled on its own)."""

    cards: tuple[int, ...]

    def to_text(self) -> str:
        return f"sea {_cards_text(self.cards)}"


@dataclass(frozen=True, slots=True)
class ChooseLeader(FischenAction):
    """Chance: the round-1 leader."""

    seat: int

    def to_text(self) -> str:
        return f"leader {self.seat}"


@dataclass(frozen=True, slots=True)
class ShuffleCatch(FischenAction):
    """Chance: one seat's caught cards, shuffled, top first, before they go under its boat."""

    seat: int
    cards: tuple[int, ...]

    def to_text(self) -> str:
        return f"boat {self.seat} {_cards_text(self.cards)}"


# Shared instances keep the hot paths free of allocations.
PLAY = tuple(Play(c) for c in range(NUM_CARDS))
TAKE = tuple(Take(c) for c in range(NUM_CARDS))
PASS = tuple(PassLeft(c) for c in range(NUM_CARDS))
NAME = tuple(NameColour(s) for s in range(len(SUITS)))


def parse_action(text: str) -> Action:
    """Inverse of ``to_text``; raises ``ValueError`` for anything malformed."""
    verb, _, rest = text.strip().partition(" ")
    if verb == "play":
        return PLAY[_parse_card(rest)]
    if verb == "take":
        return TAKE[_parse_card(rest)]
    if verb == "pass":
        return PASS[_parse_card(rest)]
    if verb == "name":
        if rest not in SUITS:
            raise ValueError(f"unknown colour {rest!r}")
        return NAME[SUITS.index(rest)]
    if verb == "deal":
        return Deal(_parse_cards(rest))
    if verb == "sea":
        return BuildSea(_parse_cards(rest))
    if verb == "leader":
        return ChooseLeader(int(rest))
    if verb == "boat":
        seat, _, cards = rest.partition(" ")
        return ShuffleCatch(int(seat), _parse_cards(cards))
    raise ValueError(f"unknown Fischen action {text!r}")
