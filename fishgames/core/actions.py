"""Base classes for what players do (actions) and what happens (events)."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TypeVar

T = TypeVar("T")


class Action:
    """A decision, as a frozen hashable dataclass with a compact text notation.

    Subclasses implement ``to_text()``; the game's ``GameSpec.parse_action(text)`` reads any of its
    actions back, ``spec.parse_action(a.to_text()) == a`` (the conformance suite checks it for every
    legal action); records, logs and golden tests use the text form.
    """

    __slots__ = ()

    def to_text(self) -> str:  # pragma: no cover - abstract
        raise NotImplementedError

    def __str__(self) -> str:
        return self.to_text()


def parse_codes(text: str, table: Mapping[str, T], what: str) -> tuple[T, ...]:
    """An action text's comma-separated codes (``b3,r7``) read through ``table``; an empty text is none.  An
    unknown code is a ``ValueError`` that names it (``unknown card 'x9'``)."""
    if not text:
        return ()
    try:
        return tuple(table[part] for part in text.split(","))
    except KeyError as error:
        raise ValueError(f"unknown {what} {error.args[0]!r}") from None


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


@dataclass(frozen=True)
class Event:
    """A fact the rules announce; the UI animates it, logs and bot memories read it.

    ``visible_to`` is ``None`` for public events, else the seats that may see it whole;
    everybody else gets ``redacted()`` (``None`` = they learn nothing).
    """

    visible_to: frozenset[int] | None = field(default=None, kw_only=True)

    def redacted(self) -> Event | None:
        return None

    def seen_by(self, seat: int | None) -> Event | None:
        """This event as ``seat`` may see it (``None`` = a spectator)."""
        if self.visible_to is None or (seat is not None and seat in self.visible_to):
            return self
        return self.redacted()

    @property
    def kind(self) -> str:
        """Snake-case name, e.g. ``book_made``; translation keys are built from it."""
        return _snake(type(self).__name__)

    def params(self) -> dict:
        """The event's fields (without ``visible_to``) for log texts."""
        return {
            f.name: getattr(self, f.name)
            for f in dataclasses.fields(self)
            if f.name != "visible_to"
        }
