"""A game as data: setup plus every applied ``(seat, action)``; ``replay`` rebuilds it."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any

from fishgames.core.codes import LETTER_OF_LEVEL, SEED_LIMIT, GameCode
from fishgames.core.names import clean_name
from fishgames.core.spec import GameConfig
from fishgames.core.state import CHANCE

RECORD_FORMAT = 1
#: Bounds of a record from outside: a start time before the year 5000, action texts (a Fischen deal is the
#: longest, ~100 characters), and actions beyond the game's cap (chance steps and a last move's answers).
LATEST_START = 1e11
MAX_ACTION_TEXT = 2000
MAX_EXTRA_ACTIONS = 200
#: Take-backs and coach answers in one game: far beyond any played game, and small enough for a history
#: row's SQLite INTEGER (an unbounded count passed this gate once and failed the history write at game end).
MAX_COUNT = 10**6


@dataclass(frozen=True)
class Seat:
    """Who plays a seat: a human, or a bot of some level."""

    kind: str = "human"  # "human" | "bot"
    level: str | None = None
    name: str = ""

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    def to_json(self) -> dict:
        return {"kind": self.kind, "level": self.level, "name": self.name}

    @classmethod
    def from_json(cls, data: Any) -> Seat:
        """A seat read from disk; the name is cleaned (:func:`clean_name`), anything else off raises."""
        if not isinstance(data, dict):
            raise ValueError("a seat must be an object")
        kind, level = data.get("kind"), data.get("level")
        if kind not in ("human", "bot"):
            raise ValueError(f"seat kind must be human or bot, not {kind!r}")
        if level is not None and not isinstance(level, str):
            raise ValueError(f"seat level must be text, not {level!r}")
        return cls(kind, level, clean_name(data.get("name", "")))


@dataclass
class GameRecord:
    """Saves, "same deal again", bug reports and golden tests are all records."""

    game: str
    config: GameConfig
    seats: list[Seat]
    seed: int
    level: str = "normal"
    actions: list[tuple[int, str]] = field(default_factory=list)
    #: Bot RNG stream states at save time, so a resumed match continues identically.
    bot_rng_states: dict[int, Any] = field(default_factory=dict)
    started: float | None = None
    #: When this game was last played (its latest autosave): the menu's Continue offers the game played last,
    #: whatever the files' modification times say (a copy or a touch changes those).
    played: float | None = None
    #: How many times a human took a move back in this game (the history marks such games).
    takebacks: int = 0
    #: How many times the coach ("What would a pro do?") answered a human in this game.
    coached: int = 0
    #: Where each bot stream stood at the human's last decisions (action index -> seat -> (words drawn,
    #: Gaussian spare), :mod:`fishgames.core.stream_position`), so a take-back reaches behind a Continue.
    take_back_points: dict[int, dict[int, tuple[int, float | None]]] = field(default_factory=dict)

    @property
    def code(self) -> GameCode:
        """This game's code: each bot seat's level in it where the bots' levels differ (``GameCode.of_seats``)."""
        bots = [(seat.level or self.level) if seat.is_bot else None for seat in self.seats]
        if any(level is not None and level not in LETTER_OF_LEVEL for level in bots):  # the tests' random bots
            return GameCode(self.config.players, self.level, self.seed, self.game)
        return GameCode.of_seats(bots, self.seed, self.game, self.level)

    @property
    def identity(self) -> str:
        """Names this one game across Continue and app instances (code + start time): the history
        records a game once per identity."""
        return f"{self.code}@{self.started or 0:.6f}"

    def to_json(self) -> dict:
        return {
            "format": RECORD_FORMAT,
            "game": self.game,
            "config": self.config.to_json(),
            "seats": [seat.to_json() for seat in self.seats],
            "seed": self.seed,
            "level": self.level,
            "actions": [[seat, text] for seat, text in self.actions],
            "bot_rng_states": {str(k): v for k, v in self.bot_rng_states.items()},
            "started": self.started,
            "played": self.played,
            "takebacks": self.takebacks,
            "coached": self.coached,
            "take_back_points": {str(k): {str(seat): [words, spare] for seat, (words, spare) in point.items()}
                                 for k, point in self.take_back_points.items()},
        }

    @classmethod
    def from_json(cls, data: Any, game: str | None = None) -> GameRecord:
        """Parse and check a record read from outside; raises ``ValueError`` for anything malformed,
        for another game, or for values the game cannot take (players, seats, levels, seed, options).

        This is the one gate for records: what passes can be replayed by :class:`~fishgames.core.Match`
        (which still checks every action and chance outcome) and shown without further checks.
        """
        if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
            raise ValueError("not a fishgames record")
        if game is not None and data.get("game") != game:
            raise ValueError(f"record is for {data.get('game')!r}, not {game!r}")
        try:
            return _checked_record(cls, data)
        except (AttributeError, KeyError, TypeError, ValueError) as error:
            raise ValueError(f"malformed record: {error}") from error


def _is_int(value: Any) -> bool:
    return type(value) is int  # JSON true/false are not seats, seeds or counts


def _checked_record(cls, data: dict) -> GameRecord:
    from fishgames.core import registry

    spec = registry.get(data["game"])  # KeyError: no such game
    config_data = data["config"]
    players = config_data["players"]
    options = config_data.get("options", {})
    if not _is_int(players) or not isinstance(options, dict):
        raise ValueError("config needs an int 'players' and an object 'options'")
    for name, value in options.items():
        if name in spec.options and type(value) is not type(spec.options[name]):
            raise ValueError(f"option {name!r} must be {type(spec.options[name]).__name__}")
    config = spec.config(players, **options)  # range and unknown options
    seats = [Seat.from_json(seat) for seat in data["seats"]]
    if len(seats) != players:
        raise ValueError(f"{players} players need {players} seats")
    level = data.get("level", "normal")
    if level not in LETTER_OF_LEVEL:
        raise ValueError(f"no level {level!r}")
    for seat in seats:
        if seat.is_bot and (seat.level or level) not in spec.bots:
            raise ValueError(f"{spec.name} has no bot level {seat.level or level!r}")
    seed = data["seed"]
    if not _is_int(seed) or not 0 <= seed < SEED_LIMIT:
        raise ValueError(f"seed must be an int in 0..{SEED_LIMIT - 1}")
    actions = []
    if not isinstance(data["actions"], list) or len(data["actions"]) > spec.max_actions + MAX_EXTRA_ACTIONS:
        raise ValueError("actions must be a list no longer than the game allows")
    for seat, text in data["actions"]:
        if not _is_int(seat) or not CHANCE <= seat < players or not isinstance(text, str) \
                or len(text) > MAX_ACTION_TEXT:
            raise ValueError(f"bad action entry {[seat, text]!r}")
        actions.append((seat, text))
    bot_seats = {i for i, seat in enumerate(seats) if seat.is_bot}
    rng_states = {}
    streams = data.get("bot_rng_states", {})
    if not isinstance(streams, dict):
        raise ValueError("bot_rng_states must map seats to states")
    for key, state in streams.items():
        if not isinstance(key, str) or not key.isascii() or not key.isdigit() or key != str(int(key)):
            raise ValueError(f"bot stream key {key!r} is not a seat number")
        seat = int(key)
        if seat not in bot_seats:
            raise ValueError(f"bot stream for seat {seat}, which is not a bot")
        rng_states[seat] = rng_state(state)
    started = data.get("started")
    if started is not None and not is_time_stamp(started):
        raise ValueError("started must be a time stamp")  # NaN fails the comparison too
    played = data.get("played")
    if played is not None and not is_time_stamp(played):
        raise ValueError("played must be a time stamp")
    counts = {}
    for name in ("takebacks", "coached"):
        counts[name] = data.get(name, 0)
        if not _is_int(counts[name]) or not 0 <= counts[name] <= MAX_COUNT:
            raise ValueError(f"{name} must be a count up to {MAX_COUNT}")
    points = _take_back_points(data.get("take_back_points", {}), actions, bot_seats)
    return cls(spec.name, config, seats, seed, level, actions, rng_states, started, played, **counts,
               take_back_points=points)


def is_time_stamp(value: Any) -> bool:
    """A time stamp as a record keeps one: a number of seconds from 1970 up to the year 5000 (NaN is none)."""
    return type(value) in (int, float) and 0 <= value < LATEST_START


#: The human's latest decisions a take-back can reach (each keeps every bot stream's state in memory).
TAKE_BACKS_KEPT = 16


def _seat_key(key: Any) -> int:
    if not isinstance(key, str) or not key.isascii() or not key.isdigit() or key != str(int(key)) or len(key) > 6:
        raise ValueError(f"{key!r} is not a number")
    return int(key)


def _take_back_points(data: Any, actions: list[tuple[int, str]], bot_seats: set[int]) -> dict:
    """The take-back points of a record read from outside, value by value: at most ``TAKE_BACKS_KEPT``, each at
    a human's action, each naming every bot stream by a position :func:`state_after` can redraw quickly."""
    from fishgames.core.stream_position import MAX_WORDS

    if not isinstance(data, dict) or len(data) > TAKE_BACKS_KEPT:
        raise ValueError(f"take_back_points must map at most {TAKE_BACKS_KEPT} actions to stream positions")
    points = {}
    for key, point in data.items():
        k = _seat_key(key)
        if k >= len(actions) or actions[k][0] in bot_seats or actions[k][0] == CHANCE:
            raise ValueError(f"take-back point {k} is no human's action")
        if not isinstance(point, dict) or {_seat_key(seat) for seat in point} != bot_seats:
            raise ValueError(f"take-back point {k} must name every bot stream")
        points[k] = {}
        for seat, position in point.items():
            if not isinstance(position, list) or len(position) != 2:
                raise ValueError("a stream position is [words, spare]")
            words, spare = position
            if not _is_int(words) or not 0 <= words <= MAX_WORDS:
                raise ValueError(f"a stream position's words are an int in 0..{MAX_WORDS}")
            if spare is not None and (type(spare) is not float or not math.isfinite(spare)):
                raise ValueError("a stream position's spare must be a finite float or null")
            points[k][int(seat)] = (words, spare)
    return dict(sorted(points.items()))


#: ``random.Random`` (Mersenne Twister) state: version 3, 624 words of 32 bits and the position in them.
STREAM_VERSION, STREAM_WORDS, WORD_LIMIT = 3, 624, 2**32


def rng_state(state: Any) -> tuple:
    """A ``random.Random`` state as saved in JSON (lists for tuples), checked value by value: version 3,
    625 ints (624 words in 0..2**32-1, then a position in 0..624) and a finite or no Gaussian spare.
    Anything else raises ``ValueError`` — never reaches ``setstate``, which raises ``OverflowError`` for one
    negative word."""
    if not isinstance(state, (list, tuple)) or len(state) != 3:
        raise ValueError("a bot stream state is [version, words, spare]")
    version, internal, gauss = state
    if not _is_int(version) or version != STREAM_VERSION:
        raise ValueError(f"bot stream version must be {STREAM_VERSION}")
    if not isinstance(internal, (list, tuple)) or len(internal) != STREAM_WORDS + 1:
        raise ValueError(f"a bot stream has {STREAM_WORDS + 1} numbers")
    if not all(_is_int(word) and 0 <= word < WORD_LIMIT for word in internal[:STREAM_WORDS]):
        raise ValueError(f"a bot stream word is not an int in 0..{WORD_LIMIT - 1}")
    position = internal[STREAM_WORDS]
    if not _is_int(position) or not 0 <= position <= STREAM_WORDS:
        raise ValueError(f"a bot stream position is not in 0..{STREAM_WORDS}")
    if gauss is not None and (type(gauss) is not float or not math.isfinite(gauss)):
        raise ValueError("a bot stream's spare must be a finite float or null")
    value = (version, tuple(internal), gauss)
    random.Random().setstate(value)  # everything it could refuse was checked above
    return value


def replay(record: GameRecord, upto: int | None = None):
    """Rebuild the exact state after the first ``upto`` actions (all by default)."""
    from fishgames.core import registry

    spec = registry.get(record.game)
    state = spec.new_state(record.config)
    for seat, text in record.actions[:upto]:
        state.apply(seat, spec.parse_action(text))
    return state
