"""A game being played: one state, its seats, seeded RNG streams, record and listeners."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import replace

from fishgames.core import registry
from fishgames.core.actions import Action, Event
from fishgames.core.errors import DamagedRecord, IllegalAction
from fishgames.core.record import TAKE_BACKS_KEPT, GameRecord, Seat, rng_state
from fishgames.core.spec import GameConfig, GameSpec
from fishgames.core.state import CHANCE
from fishgames.core.stream_position import state_after, words_drawn

Listener = Callable[[int, Action, list[Event]], None]


def chance_stream(game: str, seed: int) -> random.Random:
    """The one stream every chance step of a game draws from (shuffles, rolls, reveals)."""
    return random.Random(f"fishgames/{game}/deal/{seed}")


def bot_stream(game: str, seat: int, seed: int) -> random.Random:
    """Seat ``seat``'s private stream for bot decisions; never touches the cards."""
    return random.Random(f"fishgames/{game}/bot/{seat}/{seed}")


#: The most bot-stream words a Continue redraws to rebuild its take-back points (~0.4 s on a slow machine).
REDRAW_BUDGET = 40_000_000

__all__ = ["REDRAW_BUDGET", "TAKE_BACKS_KEPT", "GameTooLong", "Match", "bot_stream", "chance_stream"]


class GameTooLong(RuntimeError):
    """A headless game passed its spec's action cap: a bug to report, never to hide."""


class Match:
    """Owns the state; everything that changes it goes through :meth:`apply`.

    Human seats are driven by the UI calling :meth:`apply`; bot seats by
    :meth:`bot_decide` (the UI's scheduler) or :meth:`play_to_end` (tools and tests).
    Chance steps are resolved from the seeded chance stream by :meth:`resolve_chance`.
    Bots see only ``view(seat)``, their legal actions and the events as their seat sees them.
    """

    def __init__(
        self,
        game: str | GameSpec,
        config: GameConfig,
        seats: list[Seat],
        seed: int,
        *,
        level: str = "normal",
        autosave: Callable[[GameRecord], None] | None = None,
    ):
        self.spec = registry.get(game) if isinstance(game, str) else game
        if len(seats) != config.players:
            raise ValueError(f"{config.players} players need {config.players} seats, got {len(seats)}")
        self.config = config
        self.seats = list(seats)
        self.seed = seed
        self.state = self.spec.new_state(config)
        self.chance_rng = chance_stream(self.spec.name, seed)
        self.bot_rngs = {
            i: bot_stream(self.spec.name, i, seed) for i, seat in enumerate(seats) if seat.is_bot
        }
        self.bots = {
            i: self.spec.make_bot(seat.level or level, i, config)
            for i, seat in enumerate(seats)
            if seat.is_bot
        }
        self.record = GameRecord(self.spec.name, config, list(seats), seed, level, started=time.time())
        self.listeners: list[Listener] = []
        self.autosave = autosave
        #: Bumped on every applied action; a bot answer computed for an older version is stale.
        self.version = 0
        #: Bot streams as they stood at each human decision (action index -> seat -> state), so a take-back
        #: rewinds them and the bots answer the same way again (:meth:`take_back_point`).  Their positions go
        #: into the record (``record.take_back_points``), so a Continue can rebuild them.
        self.before_human: dict[int, dict[int, tuple]] = {}
        #: Bot seats whose stream position was not found once (a stream set from a file, not drawn): never
        #: searched again, so a hostile save costs one search, not one per move.
        self._unplaced: set[int] = set()

    # -- construction from a code or a record -------------------------------------------

    @classmethod
    def from_record(cls, record: GameRecord, autosave=None, listeners: list[Listener] = ()) -> Match:
        """Resume a saved game: the same game as if it had never been left.

        Every action is replayed (bots observe their events again); every chance step is drawn
        again from the chance stream and must equal the recorded outcome, so the stream carries on
        where it was and an edited outcome is caught.  Bot streams continue from their saved
        states.  ``listeners`` hear the replayed actions (a table rebuilds its log from them).
        Raises :class:`DamagedRecord` for a record that does not replay.
        """
        match = cls(record.game, record.config, record.seats, record.seed, level=record.level)
        match.listeners.extend(listeners)
        match.record.started = record.started
        match.record.played = record.played
        match.record.takebacks = record.takebacks
        match.record.coached = record.coached
        for index, (seat, text) in enumerate(record.actions):
            try:
                action = match.spec.parse_action(text)
                if seat == CHANCE:
                    if match.state.to_act() != (CHANCE,):
                        raise DamagedRecord(index, "a chance outcome where a player must act")
                    drawn = match.state.sample_chance(match.chance_rng).to_text()
                    if drawn != text:
                        raise DamagedRecord(index, f"recorded {text!r}, but the stream draws {drawn!r}")
                match.apply(seat, action)
            except (IllegalAction, ValueError, KeyError, TypeError) as error:
                if isinstance(error, DamagedRecord):
                    raise
                raise DamagedRecord(index, f"{text!r} by seat {seat} does not apply: {error}") from error
        for seat, state in record.bot_rng_states.items():
            if seat in match.bot_rngs:
                match.bot_rngs[seat].setstate(rng_state(state))
        match.record.bot_rng_states = match.stream_states()  # the record says where the streams stand now
        for listener in listeners:
            match.listeners.remove(listener)
        match.autosave = autosave
        match.before_human = {}  # the replay's own snapshots saw unmoved streams: rebuilt from the record instead
        match.record.take_back_points = {}
        match._rebuild_take_back_points(record.take_back_points)
        return match

    def _rebuild_take_back_points(self, points: dict[int, dict[int, tuple]]) -> None:
        """The bot streams at the saved take-back points, redrawn from the seeds: one stream per seat carried
        from point to point, so it costs the words of the latest point (Fischen's strongest bots: ~13 M words a
        game, ~0.15 s).  Past ``REDRAW_BUDGET`` words (or positions that go back) the points are left out:
        the moves before this Continue then cannot be taken back, and nothing else changes."""
        if sum(max((point[seat][0] for point in points.values()), default=0) for seat in self.bot_rngs) > REDRAW_BUDGET:
            return
        streams = {seat: (bot_stream(self.spec.name, seat, self.seed), 0) for seat in self.bot_rngs}
        rebuilt = {}
        for k, point in sorted(points.items()):
            states = {}
            for seat, (stream, drawn) in streams.items():
                words, spare = point[seat]
                if words < drawn:
                    return
                state = state_after(stream, words - drawn, spare)
                streams[seat] = (random.Random(), words)
                streams[seat][0].setstate(state[:2] + (None,))
                states[seat] = state
            rebuilt[k] = states
        self.before_human = rebuilt
        self.record.take_back_points = {k: dict(point) for k, point in sorted(points.items())}

    # -- the one way in -------------------------------------------------------------------

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Apply one action; :class:`IllegalAction` propagates and nothing changes."""
        events = self.state.apply(seat, action)
        if seat != CHANCE and seat not in self.bots:
            self._keep_take_back_point(len(self.record.actions))
        self.version += 1
        self.record.actions.append((seat, action.to_text()))
        for bot_seat, bot in self.bots.items():
            observe = getattr(bot, "observe", None)
            if observe is not None:
                for event in events:
                    seen = event.seen_by(bot_seat)
                    if seen is not None:
                        observe(seen)
        for listener in list(self.listeners):
            listener(seat, action, events)
        self.save()
        return events

    def _keep_take_back_point(self, k: int) -> None:
        """Remember the bot streams before human action ``k``, and their positions for the record (counted from
        the latest earlier point, or from the seed).  A stream whose position is not found (it was set, not
        drawn) leaves the point out of the record: it can be taken back until the game is left."""
        states = self.stream_states()
        self.before_human[k] = states
        position = {}
        for seat, state in states.items():
            if seat in self._unplaced:
                break
            earlier = [i for i in self.record.take_back_points if i < k]
            if earlier:
                latest = max(earlier)
                since, words = self.before_human[latest][seat], self.record.take_back_points[latest][seat][0]
            else:
                since, words = bot_stream(self.spec.name, seat, self.seed).getstate(), 0
            drawn = words_drawn(state, since, words)
            if drawn is None:
                self._unplaced.add(seat)
                break
            position[seat] = (drawn, state[2])
        else:
            self.record.take_back_points[k] = position
        while len(self.before_human) > TAKE_BACKS_KEPT:
            del self.before_human[min(self.before_human)]
        for gone in [i for i in self.record.take_back_points if i not in self.before_human]:
            del self.record.take_back_points[gone]

    def stream_states(self) -> dict[int, tuple]:
        """Every bot stream's state now (seat -> ``random.Random.getstate()``)."""
        return {seat: rng.getstate() for seat, rng in self.bot_rngs.items()}

    def save(self) -> None:
        """Autosave the game as it stands, the bot streams with it: after every action, and at once after a
        take-back (the rewound streams; a Continue from that save plays on as if the player had stayed)."""
        if self.autosave is not None:
            self.record.bot_rng_states = self.stream_states()
            self.record.played = time.time()
            self.autosave(self.record)

    def resolve_chance(self) -> list[Event]:
        """Apply pending chance steps (from the chance stream) until a player must act."""
        events: list[Event] = []
        while self.state.to_act() == (CHANCE,):
            events += self.apply(CHANCE, self.state.sample_chance(self.chance_rng))
        return events

    # -- bots ---------------------------------------------------------------------------

    def bot_seats_to_act(self) -> list[int]:
        return [seat for seat in self.state.to_act() if seat in self.bots]

    def human_seats_to_act(self) -> list[int]:
        return [seat for seat in self.state.to_act() if seat != CHANCE and seat not in self.bots]

    def bot_request(self, seat: int):
        """What a bot needs to decide: its view and legal actions (never the state)."""
        return self.state.view(seat), self.state.legal_actions(seat)

    def bot_decide(self, seat: int) -> Action:
        view, legal = self.bot_request(seat)
        return self.bots[seat].choose(view, legal, self.bot_rngs[seat])

    def play_to_end(self, max_actions: int | None = None) -> list[int]:
        """Headless: resolve chance and let bots act until the end; returns the winners."""
        limit = max_actions or self.spec.max_actions
        while True:
            self.resolve_chance()
            waiting = self.state.to_act()
            if not waiting:
                return self.state.winners()
            if len(self.record.actions) > limit:
                raise GameTooLong(f"{self.record.code} passed {limit} actions")
            humans = self.human_seats_to_act()
            if humans:
                raise RuntimeError(f"play_to_end needs bots in every seat; seat {humans[0]} is human")
            for seat in waiting:
                if seat in self.state.to_act():
                    self.apply(seat, self.bot_decide(seat))

    # -- take-back ----------------------------------------------------------------------------

    def take_back_point(self) -> tuple[GameRecord, dict[int, dict[int, tuple]]] | None:
        """The game as it stood at the last human decision: its record (counting one more take-back, the
        bot streams rewound) and the earlier decisions' streams; ``None`` if there is nothing to take back.
        Rebuild it with :meth:`taken_back` (or a table's ``resume_record``)."""
        points = [k for k in self.before_human if k < len(self.record.actions)]
        if not points:
            return None
        k = max(points)
        record = replace(self.record, actions=list(self.record.actions[:k]), bot_rng_states=self.before_human[k],
                         takebacks=self.record.takebacks + 1,
                         take_back_points={i: p for i, p in self.record.take_back_points.items() if i < k})
        return record, {i: streams for i, streams in self.before_human.items() if i < k}

    def taken_back(self) -> Match | None:
        """A new match at the last human decision (:meth:`take_back_point`), saved at once, or ``None``."""
        point = self.take_back_point()
        if point is None:
            return None
        match = Match.from_record(point[0], autosave=self.autosave)
        match.before_human = point[1]
        match.save()
        return match

    # -- convenience ---------------------------------------------------------------------

    def try_apply(self, seat: int, action: Action) -> IllegalAction | None:
        """Apply, or return the reason it is illegal (for the UI's message line)."""
        try:
            self.apply(seat, action)
        except IllegalAction as error:
            return error
        return None
