"""The coach's "Pro tip" on a phone: what the table's coach would say to that seat, on its own screen.

Allowed where the table's coach is (:meth:`PhoneTips.allowed`: the game has a coach, the set-up left it on,
no guide, no replay) for a phone seat that must decide now and plays itself (no stand-in).  The pro is the
table's (:class:`fishgames.ui.coach.Coach`'s bot for that seat, hearing what the seat hears), asked with the
same stream, so a phone and the table get the same advice in the same position; it thinks in the bot worker,
or on a thread of its own where the app has none — never on a frame.  The answer is told in the phone's
language, the table's own words for the reason (``TableScene.reason_text``).
"""

from __future__ import annotations

import copy
from concurrent.futures import Executor, Future, ThreadPoolExecutor

from fishgames.bots.advice import advise
from fishgames.ui.coach import coach_stream

_thread: ThreadPoolExecutor | None = None  # where the pro thinks when the app has no bot worker (tests, tools)


def _executor(app) -> tuple[Executor, bool]:
    """The bot worker (a process: the pro is sent as a copy), or a thread (it gets a copy of its own: the
    table's pro goes on hearing the game meanwhile)."""
    global _thread
    if app.bot_executor is not None:
        return app.bot_executor, False
    if _thread is None:
        _thread = ThreadPoolExecutor(1, thread_name_prefix="phone-tips")
    return _thread, True


class PhoneTips:
    """Per phone seat at most one question in the worker; answers go to the seat's phones when they come."""

    def __init__(self, bridge):
        self.bridge = bridge
        self._jobs: dict[int, tuple[int, Future]] = {}  # seat -> (its choices' version, the pro's answer)

    def allowed(self, seat: int) -> bool:
        table = self.bridge.table
        coach = table.coach
        if coach.module is None or coach.level is None or not getattr(table, "coach_enabled", True):
            return False
        if not table.app.settings.table_choice(table.spec.name, "coach") or table.guide is not None:
            return False
        match = table.match
        return (not table.replaying and not self.bridge.paused and not match.state.is_over() and seat in match.human_seats_to_act()
                and seat not in self.bridge.stand_ins)

    def ask(self, seat: int, version: int) -> str | None:
        """The seat's phone asks at the position it was shown (``version``); the reason key it cannot be."""
        if not self.allowed(seat):
            return "phones.error.no_tip"
        since = self.bridge.choices_since(seat)
        if not since <= version <= self.bridge.match.version:
            return "phones.error.stale"
        if seat in self._jobs and self._jobs[seat][0] == since:
            return None  # already thinking about it
        table, match = self.bridge.table, self.bridge.match
        view, legal = match.bot_request(seat)  # the seat's view and legal actions, never the state
        rng = coach_stream(match.spec.name, match.seed, seat, len(match.record.actions))
        executor, shared = _executor(table.app)
        bot = copy.deepcopy(table.coach.pro(seat)) if shared else table.coach.pro(seat)
        self._jobs[seat] = (since, executor.submit(advise, bot, view, legal, rng.getstate()))
        return None

    def pump(self) -> None:
        """Answers that came: to the seat's phones while its choices are still those it asked about."""
        for seat, (since, future) in list(self._jobs.items()):
            if not future.done():
                continue
            del self._jobs[seat]
            if future.cancelled() or future.exception() is not None:
                continue
            if seat in self.bridge.seats and self.allowed(seat) and self.bridge.choices_since(seat) == since:
                action, reason, _ = future.result()
                self.bridge.match.record.coached += 1  # the history notes how often a game asked the coach
                self.bridge.tell_tip(seat, since, action.to_text(), reason)

    def cancel(self) -> None:
        for _, future in self._jobs.values():
            future.cancel()
        self._jobs.clear()
