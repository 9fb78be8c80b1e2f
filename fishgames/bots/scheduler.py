"""Lets bots take their turns without ever stalling the frame loop.

The UI calls :meth:`BotScheduler.update` every frame.  When a bot seat must act and the
table's animations are idle, the scheduler asks the bot — in a worker (an ``concurrent.futures``
executor, normally a one-process pool) or, with no executor, inline (tests, tools) — and plays
its move once a human-paced pause has passed: the bot thinks during the pause, so a player waits
the longer of the two, not their sum.  A result that comes back after the match moved on is
dropped.  Bots get only ``view(seat)``, their legal actions and their RNG stream.  A worker decides on a copy
of the bot, so what a choice changes in the bot itself is lost there: the RNG stream and the spoken reason
are handed back, and a bot that remembers its own choices has ``remember(action, reason)`` called in the
app's process (Fat Fish: the points it said a take scores, which the split must keep).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from concurrent.futures import Executor, Future
from dataclasses import dataclass
from typing import Any

from fishgames.core.actions import Action
from fishgames.core.match import Match

#: Seconds a bot "thinks aloud" before acting, per animation-speed setting.
PACING = {"slow": 1.3, "normal": 0.9, "fast": 0.35, "instant": 0.0}


def _decide(bot, view: dict, legal: list[Action], rng_state) -> tuple[Action, Any, Any]:
    """Runs in the worker: one decision on a copy of the bot and its RNG stream."""
    rng = random.Random()
    rng.setstate(rng_state)
    action = bot.choose(view, legal, rng)
    return action, getattr(bot, "last_reason", None), rng.getstate()


@dataclass
class BotMove:
    seat: int
    action: Action
    reason: Any  # (translation key, params) or None


@dataclass
class _Job:
    seat: int
    version: int
    future: Future | None
    result: tuple | None = None
    asked: float = 0.0  # when (on the scheduler's clock) the bot was asked: its pause began


class BotScheduler:
    def __init__(self, match: Match, pacing: str = "normal", executor: Executor | None = None,
                 clock: Callable[[], float] | None = None):
        """``clock``: the monotonic clock the thinking pause is measured on (the app's wall clock, so a
        slow frame never stretches it); without one the pause adds up the frames' ``dt`` (tools, tests)."""
        self.match = match
        self.pause = PACING.get(pacing, PACING["normal"])
        self.executor = executor
        self._job: _Job | None = None
        self._elapsed = 0.0
        self._clock = clock

    def set_pacing(self, pacing: str) -> None:
        self.pause = PACING.get(pacing, PACING["normal"])

    @property
    def thinking(self) -> bool:
        """A bot's decision is being worked out in the worker (an inline one is worked out when asked)."""
        job = self._job
        return job is not None and job.future is not None and not job.future.done()

    def update(self, dt: float, animations_idle: bool) -> BotMove | None:
        """Advance the schedule; returns the bot move applied this frame, if any."""
        self._elapsed += dt
        now = self._clock() if self._clock is not None else self._elapsed
        if self._job is None:
            seats = self.match.bot_seats_to_act()
            if not seats or not animations_idle:
                return None
            self._start(seats[0], now)
        if now - self._job.asked < self.pause or not animations_idle:
            return None  # still pausing like a person (while the bot thinks), or the table is moving
        return self._collect()

    def _start(self, seat: int, now: float) -> None:
        match = self.match
        view, legal = match.bot_request(seat)
        bot, rng = match.bots[seat], match.bot_rngs[seat]
        if self.executor is None:
            self._job = _Job(seat, match.version, None, _decide(bot, view, legal, rng.getstate()), asked=now)
        else:
            future = self.executor.submit(_decide, bot, view, legal, rng.getstate())
            self._job = _Job(seat, match.version, future, asked=now)

    def _collect(self) -> BotMove | None:
        job = self._job
        if job.future is not None:
            if not job.future.done():
                return None
            job.result = job.future.result()
        self._job = None
        action, reason, rng_state = job.result
        match = self.match
        if match.version != job.version or job.seat not in match.state.to_act():
            return None  # the match moved on (undo, restart, another seat acted): drop it
        match.bot_rngs[job.seat].setstate(rng_state)
        bot = match.bots[job.seat]
        bot.last_reason = reason
        remember = getattr(bot, "remember", None)
        if job.future is not None and remember is not None:
            remember(action, reason)  # the worker decided on a copy: what the choice leaves in the bot's memory
        match.apply(job.seat, action)
        return BotMove(job.seat, action, reason)

    def cancel(self) -> None:
        if self._job is not None and self._job.future is not None:
            self._job.future.cancel()
        self._job = None
