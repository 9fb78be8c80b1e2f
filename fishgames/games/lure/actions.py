"""Lure's actions and their compact text forms (``parse_action(a.to_text()) == a``).

Player decisions: ``cast 3d6+d20 lures=A,E5`` and ``adjust 1:+1,3:-1`` / ``adjust none``.
Chance steps carry their outcome: ``fish 12,5,…``, ``lures A,B,E5,…``, ``reshuffle A,E2,…``
and ``roll 0=3,5,6 2=4,4`` (seat = faces in die order: d6s, then d12, then d20).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from fishgames.core import Action
from fishgames.core.actions import parse_codes
from fishgames.games.lure.data import D6_COUNT, D12, D20, KIND_OF_TEXT, KIND_TEXT


def lures_text(kinds) -> str:
    return ",".join(KIND_TEXT[k] for k in kinds)


def _parse_kinds(text: str) -> tuple[int, ...]:
    return parse_codes(text, KIND_OF_TEXT, "lure")


def _parse_ints(text: str) -> tuple[int, ...]:
    try:
        return tuple(int(part) for part in text.split(","))
    except ValueError:
        raise ValueError(f"expected comma-separated numbers, got {text!r}") from None


#: (d6 count, d12, d20) -> the faces of those dice in roll order.
DICE_FACES = {
    (k, b12, b20): (6,) * k + ((D12,) if b12 else ()) + ((D20,) if b20 else ())
    for k in range(D6_COUNT + 1) for b12 in (False, True) for b20 in (False, True)
}


@dataclass(frozen=True, slots=True)
class Cast(Action):
    """A secret bid: ``d6`` plain dice, the special dice, and the lures played (sorted kinds)."""

    d6: int
    d12: bool = False
    d20: bool = False
    lures: tuple[int, ...] = ()
    #: Faces of every chosen die, in roll order (d6s, d12, d20); worked out once, as the rules read it at every roll.
    dice: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        try:
            dice = DICE_FACES.get((self.d6, self.d12, self.d20), ())
        except TypeError:  # a malformed cast (unhashable parts): the rules refuse it, it has no dice
            dice = ()
        object.__setattr__(self, "dice", dice)

    @property
    def size(self) -> int:
        """Bid size: the dice chosen (Extra Die lures do not count)."""
        return self.d6 + self.d12 + self.d20

    def dice_text(self) -> str:
        parts = [f"{self.d6}d6"] if self.d6 else []
        if self.d12:
            parts.append(f"d{D12}")
        if self.d20:
            parts.append(f"d{D20}")
        return "+".join(parts) or "-"

    def to_text(self) -> str:
        text = "cast " + self.dice_text()
        return text + " lures=" + lures_text(self.lures) if self.lures else text

    @classmethod
    def parse(cls, text: str) -> Cast:
        words = text.split()
        if len(words) not in (2, 3) or words[0] != "cast":
            raise ValueError(f"not a cast: {text!r}")
        d6, d12, d20 = 0, False, False
        for part in words[1].split("+"):
            if part == f"d{D12}" and not d12:
                d12 = True
            elif part == f"d{D20}" and not d20:
                d20 = True
            elif part.endswith("d6") and part[:-2].isdigit() and not d6 and 1 <= int(part[:-2]) <= D6_COUNT:
                d6 = int(part[:-2])
            else:
                raise ValueError(f"bad dice {part!r} in {text!r}")
        lures: tuple[int, ...] = ()
        if len(words) == 3:
            if not words[2].startswith("lures="):
                raise ValueError(f"bad lures in {text!r}")
            lures = _parse_kinds(words[2][6:])
            if not lures or list(lures) != sorted(lures):
                raise ValueError(f"lures must be listed in order: {text!r}")
        return cls(d6, d12, d20, lures)


@dataclass(frozen=True, slots=True)
class Adjust(Action):
    """Net change per rolled die: ``changes`` = sorted ``(die index, delta)`` with delta ≠ 0.

    Several Adjust lures on one die add up; only the net effect matters (unused lures and a
    +1/−1 pair on one die change nothing), so each distinct result is one action.
    """

    changes: tuple[tuple[int, int], ...] = ()
    #: Adjust lures this takes: the steps of every change together.
    used: int = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        try:
            used = 0
            for change in self.changes:
                used += abs(change[1])
        except (TypeError, IndexError):  # malformed changes: the rules refuse it before counting
            used = 0
        object.__setattr__(self, "used", used)

    def to_text(self) -> str:
        if not self.changes:
            return "adjust none"
        return "adjust " + ",".join(f"{i + 1}:{d:+d}" for i, d in self.changes)

    @classmethod
    def parse(cls, text: str) -> Adjust:
        words = text.split()
        if len(words) != 2 or words[0] != "adjust":
            raise ValueError(f"not an adjust: {text!r}")
        if words[1] == "none":
            return cls(())
        changes = []
        for part in words[1].split(","):
            pos, sep, delta = part.partition(":")
            if not sep or not pos.isdigit() or delta[:1] not in "+-" or not delta[1:].isdigit():
                raise ValueError(f"bad adjustment {part!r}")
            changes.append((int(pos) - 1, int(delta)))
        if any(d == 0 or i < 0 for i, d in changes) or [i for i, _ in changes] != sorted({i for i, _ in changes}):
            raise ValueError(f"adjustments must be non-zero, one per die, in order: {text!r}")
        return cls(tuple(changes))


@dataclass(frozen=True, slots=True)
class ShuffleFish(Action):
    """Chance: the fish deck from the top (with 2–3 players the first 10 are removed unseen)."""

    order: tuple[int, ...]

    def to_text(self) -> str:
        return "fish " + ",".join(map(str, self.order))

    @classmethod
    def parse(cls, text: str) -> ShuffleFish:
        return cls(_parse_ints(text.removeprefix("fish ")))


@dataclass(frozen=True, slots=True)
class _LureOrder(Action):
    """Chance: lures in an order, top first, written after the step's ``verb`` (``lures A,B,E5,…``)."""

    order: tuple[int, ...]
    verb = ""

    def to_text(self) -> str:
        return f"{self.verb} {lures_text(self.order)}"

    @classmethod
    def parse(cls, text: str) -> _LureOrder:
        return cls(_parse_kinds(text.removeprefix(f"{cls.verb} ")))


@dataclass(frozen=True, slots=True)
class ShuffleLures(_LureOrder):
    """Chance: the lure supply from the top, at setup."""

    verb = "lures"


@dataclass(frozen=True, slots=True)
class Reshuffle(_LureOrder):
    """Chance: the discard pile shuffled into a new supply (top first)."""

    verb = "reshuffle"


@dataclass(frozen=True, slots=True)
class Roll(Action):
    """Chance: every face of every die the rolling group throws, per seat in seat order."""

    rolls: tuple[tuple[int, tuple[int, ...]], ...]

    def to_text(self) -> str:
        return "roll " + " ".join(f"{seat}={','.join(map(str, faces))}" for seat, faces in self.rolls)

    @classmethod
    def parse(cls, text: str) -> Roll:
        words = text.split()
        if len(words) < 2 or words[0] != "roll":
            raise ValueError(f"not a roll: {text!r}")
        rolls = []
        for word in words[1:]:
            seat, sep, faces = word.partition("=")
            if not sep or not seat.isdigit():
                raise ValueError(f"bad roll part {word!r}")
            rolls.append((int(seat), _parse_ints(faces)))
        return cls(tuple(rolls))


_PARSERS = {
    "cast": Cast.parse, "adjust": Adjust.parse, "fish": ShuffleFish.parse, "lures": ShuffleLures.parse,
    "reshuffle": Reshuffle.parse, "roll": Roll.parse,
}


def parse_action(text: str) -> Action:
    """Read any Lure action from its text; ``ValueError`` for anything malformed."""
    head = text.split(" ", 1)[0]
    try:
        parser = _PARSERS[head]
    except KeyError:
        raise ValueError(f"unknown lure action {text!r}") from None
    return parser(text.strip())
