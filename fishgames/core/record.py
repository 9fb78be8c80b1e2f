"""A game as data: setup plus every applied ``(seat, action)``; ``replay`` rebuilds it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from fishgames.core.codes import GameCode
from fishgames.core.spec import GameConfig

RECORD_FORMAT = 1


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
    def from_json(cls, data: dict) -> Seat:
        kind = data.get("kind")
        if kind not in ("human", "bot"):
            raise ValueError(f"seat kind must be human or bot, not {kind!r}")
        return cls(kind, data.get("level"), str(data.get("name", "")))


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

    @property
    def code(self) -> GameCode:
        return GameCode(self.config.players, self.level, self.seed, self.game)

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
        }

    @classmethod
    def from_json(cls, data: dict, game: str | None = None) -> GameRecord:
        """Parse a record; raises ``ValueError`` for anything malformed or for another game."""
        if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
            raise ValueError("not a fishgames record")
        if game is not None and data.get("game") != game:
            raise ValueError(f"record is for {data.get('game')!r}, not {game!r}")
        try:
            actions = [(int(seat), str(text)) for seat, text in data["actions"]]
            return cls(
                game=str(data["game"]),
                config=GameConfig.from_json(data["config"]),
                seats=[Seat.from_json(s) for s in data["seats"]],
                seed=int(data["seed"]),
                level=str(data.get("level", "normal")),
                actions=actions,
                bot_rng_states={int(k): v for k, v in data.get("bot_rng_states", {}).items()},
                started=data.get("started"),
            )
        except (AttributeError, KeyError, TypeError, ValueError) as error:
            raise ValueError(f"malformed record: {error}") from error


def replay(record: GameRecord, upto: int | None = None):
    """Rebuild the exact state after the first ``upto`` actions (all by default)."""
    from fishgames.core import registry

    spec = registry.get(record.game)
    state = spec.new_state(record.config)
    for seat, text in record.actions[:upto]:
        state.apply(seat, spec.parse_action(text))
    return state
