"""Fugu's actions (player decisions and chance outcomes) and events, with their text notation.

Fields are 0-based (market position 0..2, slot 0..17, seats 0..n-1); the text notation uses the
rules file's 1-based market positions and slots: ``swap 2 7 number``, ``swap 1 18 anchor``, ``pass``,
``market 3,17,22``, ``start 0`` (a seat), ``reveal 14``, ``refill 8``.
"""

from __future__ import annotations

from dataclasses import dataclass

from fishgames.core import Action, Event
from fishgames.games.fugu.data import MARKET_SIZE, ROW_LENGTH

SIDES = ("number", "anchor")


@dataclass(frozen=True, slots=True)
class Swap(Action):
    """Take market card ``market`` into face-down ``slot``, ``anchor`` side up or number side up."""

    market: int
    slot: int
    anchor: bool

    def to_text(self) -> str:
        return f"swap {self.market + 1} {self.slot + 1} {SIDES[self.anchor]}"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """End one's own game; the reef is final."""

    def to_text(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class DealMarket(Action):
    """Chance: the three opening market cards, positions 1..3."""

    cards: tuple[int, ...]

    def to_text(self) -> str:
        return "market " + ",".join(map(str, self.cards))


@dataclass(frozen=True, slots=True)
class ChooseStart(Action):
    """Chance: the start player (multiplayer only)."""

    seat: int

    def to_text(self) -> str:
        return f"start {self.seat}"


@dataclass(frozen=True, slots=True)
class Reveal(Action):
    """Chance: the identity of the face-down card just swapped out."""

    card: int

    def to_text(self) -> str:
        return f"reveal {self.card}"


@dataclass(frozen=True, slots=True)
class Refill(Action):
    """Chance (solo): the card from the solo deck that refills the discarded position."""

    card: int

    def to_text(self) -> str:
        return f"refill {self.card}"


PASS = Pass()
#: Every swap object, built once: ``SWAPS[market][slot][anchor]`` (legal_actions only indexes).
SWAPS = tuple(
    tuple((Swap(m, s, False), Swap(m, s, True)) for s in range(ROW_LENGTH)) for m in range(MARKET_SIZE)
)


def parse_action(text: str) -> Action:
    """Inverse of ``to_text``; raises ``ValueError`` for anything else."""
    words = text.split()
    if not words:
        raise ValueError("empty fugu action")
    head, args = words[0], words[1:]
    try:
        if head == "pass" and not args:
            return PASS
        if head == "swap" and len(args) == 3 and args[2] in SIDES:
            return Swap(int(args[0]) - 1, int(args[1]) - 1, args[2] == "anchor")
        if len(args) == 1:
            if head == "market":
                return DealMarket(tuple(int(x) for x in args[0].split(",")))
            if head == "start":
                return ChooseStart(int(args[0]))
            if head == "reveal":
                return Reveal(int(args[0]))
            if head == "refill":
                return Refill(int(args[0]))
    except ValueError:
        pass
    raise ValueError(f"not a fugu action: {text!r}")


# -- events (all public: Fugu has no private information, rules §8) --------------------------------------


@dataclass(frozen=True)
class MarketDealt(Event):
    cards: tuple[int, ...]


@dataclass(frozen=True)
class StartPlayerChosen(Event):
    seat: int


@dataclass(frozen=True)
class CardPlaced(Event):
    """A market card went number side up into ``slot``; ``delta`` is the score change, ``score`` the new one."""

    seat: int
    market: int
    slot: int
    card: int
    delta: int
    score: int


@dataclass(frozen=True)
class CardAnchored(Event):
    """Like :class:`CardPlaced`, anchor side up; ``forced`` when the number side did not fit."""

    seat: int
    market: int
    slot: int
    card: int
    delta: int
    score: int
    forced: bool


@dataclass(frozen=True)
class CardRevealed(Event):
    """The face-down card from ``slot`` turned out to be ``card`` and now lies in market ``market``."""

    seat: int
    slot: int
    card: int
    market: int


@dataclass(frozen=True)
class SoloDiscarded(Event):
    """Solo: ``card`` left the game from market ``market`` because ``revealed`` was revealed."""

    card: int
    market: int
    revealed: int


@dataclass(frozen=True)
class SoloRefilled(Event):
    card: int
    market: int


@dataclass(frozen=True)
class PlayerPassed(Event):
    seat: int
    score: int


@dataclass(frozen=True)
class ReefCompleted(Event):
    """The seat has no face-down card left and is finished automatically (§7.13)."""

    seat: int
    score: int


@dataclass(frozen=True)
class GameEnded(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True)
class SoloEnded(Event):
    score: int
    won: bool
    band: str
