"""The ``State`` protocol every game implements, and a small base with shared checks."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from fishgames.core.actions import Action, Event
from fishgames.core.errors import IllegalAction

#: The sentinel seat that acts at chance steps (shuffles, rolls, reveals).
CHANCE = -1


@runtime_checkable
class State(Protocol):
    """A game in progress: a pure, mutable state machine (``clone()`` is cheap)."""

    def to_act(self) -> tuple[int, ...]:
        """Seats whose decision is awaited; ``(CHANCE,)`` at a chance step; ``()`` when over."""

    def legal_actions(self, seat: int) -> Sequence[Action]:
        """The seat's legal actions, in a stable order; a list or a shared tuple (callers never change it)."""

    def sample_chance(self, rng: random.Random) -> Action:
        """The outcome of the pending chance step, drawn from ``rng``."""

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Validate, then apply; raises :class:`IllegalAction` leaving the state unchanged."""

    def apply_quiet(self, seat: int, action: Action) -> None:
        """``apply`` for when nobody listens (random playouts): the same rules and checks, but no events are
        built."""

    def apply_unchecked(self, seat: int, action: Action) -> None:
        """``apply_quiet`` for an action known to be legal (taken from this very state's ``legal_actions`` or
        ``sample_chance``): a game may skip the checks.  Every bot rollout steps through this, and only this."""

    def view(self, seat: int | None) -> dict:
        """Exactly what ``seat`` may know, JSON-able (``None`` = spectator)."""

    def is_over(self) -> bool: ...

    def scores(self) -> list[int]: ...

    def winners(self) -> list[int]: ...

    def clone(self) -> State: ...

    def to_json(self) -> dict: ...

    def determinize(self, seat: int, rng: random.Random) -> State:
        """A full state consistent with ``view(seat)``; hidden cards re-dealt from ``rng``."""


def check_seat(seat) -> None:
    """Refuse a seat that is not a plain ``int`` (``True``, ``1.0``, ``"1"``, ``None``...).

    ``True == 1`` and ``1.0 == 1``, so such a seat would pass a ``seat == self.turn`` fast
    path and act as seat 1.  Every game's ``apply`` calls this first — directly, or through
    :meth:`BaseState.check_turn` when that is its first step (Lure).  Raises before anything
    is touched.
    """
    if type(seat) is not int:
        raise IllegalAction("error.bad_seat", seat=repr(seat))


class BaseState:
    """The one base of every game's state: turn checks, the defaults that follow from ``to_act``, and one rules
    path.  A game writes ``_step(seat, action, out)`` once; ``apply`` runs it with a list that collects the events,
    ``apply_quiet`` with ``out=None`` (nobody listens, so no event is built), and ``apply_unchecked`` is
    ``apply_quiet`` unless a game has checks worth skipping for an action known to be legal."""

    def _step(self, seat: int, action: Action, out: list[Event] | None) -> None:  # pragma: no cover - per game
        raise NotImplementedError

    def apply(self, seat: int, action: Action) -> list[Event]:
        out: list[Event] = []
        self._step(seat, action, out)
        return out

    def apply_quiet(self, seat: int, action: Action) -> None:
        self._step(seat, action, None)

    def apply_unchecked(self, seat: int, action: Action) -> None:
        self._step(seat, action, None)

    def is_over(self) -> bool:
        return not self.to_act()

    def winners(self) -> list[int]:
        """All seats with the top score (ties share the win)."""
        if not self.is_over():
            return []
        scores = self.scores()
        best = max(scores)
        return [seat for seat, score in enumerate(scores) if score == best]

    def round_summary(self) -> dict[str, Any] | None:
        return None

    def check_turn(self, seat: int) -> None:
        """Raise unless ``seat`` (a plain int) is one of the seats whose decision is awaited."""
        check_seat(seat)
        waiting = self.to_act()
        if not waiting:
            raise IllegalAction("error.game_over")
        if seat not in waiting:
            if seat == CHANCE or CHANCE in waiting:
                raise IllegalAction("error.not_chance" if seat == CHANCE else "error.chance_pending")
            raise IllegalAction("error.not_your_turn", seat=seat)
