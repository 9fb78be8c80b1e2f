"""The one way a game names its phases: an ``IntEnum`` per game derived from :class:`GamePhase`.

Members, never strings, in the rules: a misspelt phase is an ``AttributeError``, not a comparison that is silently
false, and they are ints where speed counts.  Views and saved games name a phase in lower case (:attr:`text`);
:meth:`of` reads it back."""

from __future__ import annotations

from enum import IntEnum


class GamePhase(IntEnum):
    @property
    def text(self) -> str:
        return self.name.lower()

    @classmethod
    def of(cls, text: str):
        """The member named ``text`` (as :attr:`text` writes it); ``ValueError`` for anything else."""
        for phase in cls:
            if phase.text == text:
                return phase
        raise ValueError(f"{cls.__module__}: no phase {text!r}")
