"""What a game is, as data: its name, player range, options and constructors."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from fishgames.core.actions import Action
    from fishgames.core.state import State

#: A level with this suffix is that level thinking with the kiosk's budget (``pro@kiosk``): a level of its own, in
#: the seats, the record and the game code, so a game started on a kiosk plays the same bots on any device.
KIOSK = "@kiosk"

@dataclass(frozen=True)
class GameConfig:
    """Player count and variant options of one game; frozen and JSON-able."""

    players: int
    options: Mapping[str, Any] = field(default_factory=dict)

    def option(self, name: str, default: Any = None) -> Any:
        return self.options.get(name, default)

    def to_json(self) -> dict:
        return {"players": self.players, "options": dict(self.options)}

    @classmethod
    def from_json(cls, data: Mapping) -> GameConfig:
        players = data["players"]
        options = data.get("options", {})
        if not isinstance(players, int) or not isinstance(options, dict):
            raise ValueError("config needs an int 'players' and a dict 'options'")
        return cls(players, dict(options))


@dataclass(frozen=True)
class GameSpec:
    """One game as data.  The registry, menu, tools and tests see games only this way.

    ``new_state`` deals nothing itself: the first steps of a new state are chance steps,
    so that the deal comes from the match's seeded chance stream.
    """

    name: str
    title_key: str
    min_players: int
    max_players: int
    new_state: Callable[[GameConfig], State]
    state_from_json: Callable[[dict], State]
    parse_action: Callable[[str], Action]
    options: Mapping[str, Any] = field(default_factory=dict)
    #: bot level -> factory ``(seat, config) -> Bot``, weakest first; include ``random``
    #: (``fishgames.bots.RandomBot.factory``) as the baseline for tools.
    bots: Mapping[str, Callable[[int, GameConfig], Any]] = field(default_factory=dict)
    pitch_key: str = ""
    #: Guard for headless playouts: a game longer than this many actions is a bug to report.
    max_actions: int = 20_000

    @property
    def levels(self) -> tuple[str, ...]:
        """Bot levels offered to players on a computer, weakest first (``random`` is for tools only)."""
        return tuple(level for level in self.bots if level != "random" and not level.endswith(KIOSK))

    @property
    def playable_levels(self) -> tuple[str, ...]:
        """Every level a seat or a game code may name: :attr:`levels` and the kiosk's capped ones."""
        return tuple(level for level in self.bots if level != "random")

    def kiosk_level(self, level: str) -> str:
        """The level a kiosk plays for ``level``: its kiosk variant where the kiosk's budget caps it, else itself."""
        capped = level.removesuffix(KIOSK) + KIOSK
        return capped if capped in self.bots else level

    def offered_levels(self, kiosk: bool = False) -> tuple[str, ...]:
        """The levels a set-up offers: on a kiosk each level as the kiosk plays it (:meth:`kiosk_level`)."""
        return tuple(self.kiosk_level(level) for level in self.levels) if kiosk else self.levels

    def config(self, players: int, **options: Any) -> GameConfig:
        """A validated config: unknown options are an error, missing ones take defaults."""
        if not self.min_players <= players <= self.max_players:
            raise ValueError(
                f"{self.name} is for {self.min_players}-{self.max_players} players, not {players}"
            )
        unknown = set(options) - set(self.options)
        if unknown:
            raise ValueError(f"unknown options for {self.name}: {sorted(unknown)}")
        return GameConfig(players, {**self.options, **options})

    def make_bot(self, level: str, seat: int, config: GameConfig):
        try:
            factory = self.bots[level]
        except KeyError:
            raise ValueError(f"{self.name} has no bot level {level!r}") from None
        return factory(seat, config)
