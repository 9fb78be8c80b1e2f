"""Game codes such as ``4S-1K3F`` or ``gofish:4S-1K3F``: players, bot level, seed."""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass

#: Code letter -> bot level; ``M`` exists only for games that have a master bot, ``K`` (the pro with the kiosk's
#: think budget, ``fishgames/bots/budgets.py``) only for games whose pro a kiosk caps.  Letters are only ever added:
#: an old code reads as it did.
LEVEL_LETTERS = {"L": "easy", "S": "normal", "P": "pro", "M": "master", "K": "pro@kiosk"}
LETTER_OF_LEVEL = {level: letter for letter, level in LEVEL_LETTERS.items()}
SEED_DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
SEED_LIMIT = 36**4  # seeds are 4 base-36 characters: 0 … 1 679 615

_CODE = re.compile(r"^(?:([a-z]+):)?([1-9])([A-Z])-([0-9A-Z]{4})$")


class BadGameCode(ValueError):
    """A game code that cannot be read; ``reason_key`` is a translation key."""

    def __init__(self, text: str, reason_key: str, detail: str):
        super().__init__(f"bad game code {text!r}: {detail}")
        self.text = text
        self.reason_key = reason_key


def format_seed(seed: int) -> str:
    if not 0 <= seed < SEED_LIMIT:
        raise ValueError(f"seed {seed} is outside 0..{SEED_LIMIT - 1}")
    digits = ""
    for _ in range(4):
        seed, digit = divmod(seed, 36)
        digits = SEED_DIGITS[digit] + digits
    return digits


def random_seed() -> int:
    """A fresh seed from system entropy (new games; never used inside the rules)."""
    return secrets.randbelow(SEED_LIMIT)


@dataclass(frozen=True)
class GameCode:
    """The shareable name of a deal: same code + same human inputs = same game."""

    players: int
    level: str
    seed: int
    game: str | None = None

    def __post_init__(self):
        if self.level not in LETTER_OF_LEVEL:
            raise ValueError(f"unknown bot level {self.level!r}")
        format_seed(self.seed)  # range check

    def __str__(self) -> str:
        core = f"{self.players}{LETTER_OF_LEVEL[self.level]}-{format_seed(self.seed)}"
        return f"{self.game}:{core}" if self.game else core

    @classmethod
    def parse(cls, text: str, game: str | None = None) -> GameCode:
        """Read a code; with ``game`` given, check it against that game's spec too.

        Raises :class:`BadGameCode` with a translation key for anything malformed.
        """
        raw = text.strip()
        prefix, _, rest = raw.rpartition(":")
        match = _CODE.match((prefix.lower() + ":" if prefix else "") + rest.upper())
        if not match:
            raise BadGameCode(text, "error.code_format", "expected e.g. 4S-1K3F or gofish:4S-1K3F")
        named, players, letter, seed = match.groups()
        if game and named and named != game:
            raise BadGameCode(text, "error.code_other_game", f"code is for {named}, not {game}")
        if letter not in LEVEL_LETTERS:
            raise BadGameCode(text, "error.code_level", f"unknown level letter {letter!r}")
        code = cls(int(players), LEVEL_LETTERS[letter], int(seed, 36), named or game)
        if code.game:
            code.check_against_spec()
        return code

    def check_against_spec(self) -> None:
        from fishgames.core import registry

        try:
            spec = registry.get(self.game)
        except KeyError:
            raise BadGameCode(str(self), "error.code_unknown_game", f"no game {self.game!r}") from None
        if not spec.min_players <= self.players <= spec.max_players:
            raise BadGameCode(
                str(self), "error.code_players",
                f"{spec.name} is for {spec.min_players}-{spec.max_players} players",
            )
        if self.level not in spec.playable_levels:
            raise BadGameCode(str(self), "error.code_level", f"{spec.name} has no level {self.level}")
