"""Game codes such as ``4S-1K3F`` or ``gofish:4S-1K3F``: players, bot level, seed.

Bots of mixed levels get one letter per seat instead, ``H`` for a human: ``4HSPS-1K3F`` is a human at seat 1 and
bots Normal, Pro, Normal at seats 2-4 (the seats are in the code, as they are in the game: a bot's stream is its
seat's).  A code with one letter is read as it always was: every bot at that level, the humans where the set-up
puts them."""

from __future__ import annotations

import re
from dataclasses import dataclass
from random import SystemRandom

#: Code letter -> bot level; ``M`` exists only for games that have a master bot, ``K`` (the pro with the kiosk's
#: think budget, ``fishgames/bots/budgets.py``) only for games whose pro a kiosk caps.  Letters are only ever added:
#: an old code reads as it did.
LEVEL_LETTERS = {"L": "easy", "S": "normal", "P": "pro", "M": "master", "K": "pro@kiosk"}
LETTER_OF_LEVEL = {level: letter for letter, level in LEVEL_LETTERS.items()}
#: A human's seat in a code that names each seat; never a level letter.
HUMAN_LETTER = "H"
SEED_DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
SEED_LIMIT = 36**4  # seeds are 4 base-36 characters: 0 … 1 679 615

_CODE = re.compile(r"^(?:([a-z]+):)?([1-9])([A-Z]+)-([0-9A-Z]{4})$")


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


#: The operating system's entropy, as ``secrets`` draws it — without importing ``secrets``: its ``hmac`` loads
#: OpenSSL's libcrypto, 3.5 MB of the app's resident memory that no game needs (issue 33: memory).
_ENTROPY = SystemRandom()


def random_seed() -> int:
    """A fresh seed from system entropy (new games; never used inside the rules)."""
    return _ENTROPY.randrange(SEED_LIMIT)


def common_level(levels: list[str]) -> str:
    """The level most bots play (ties: the one later in :data:`LEVEL_LETTERS`, the stronger); Normal for none."""
    if not levels:
        return "normal"
    order = list(LETTER_OF_LEVEL)
    return max(set(levels), key=lambda level: (levels.count(level), order.index(level)))


@dataclass(frozen=True)
class GameCode:
    """The shareable name of a deal: same code + same human inputs = same game.

    ``seats`` (a code of mixed bot levels): each seat's bot level, None for a human; ``level`` is then the level
    most of them play (:func:`common_level`).  Without ``seats`` every bot plays ``level``."""

    players: int
    level: str
    seed: int
    game: str | None = None
    seats: tuple[str | None, ...] | None = None

    def __post_init__(self):
        if self.seats is not None:
            if len(self.seats) != self.players:
                raise ValueError(f"{self.players} players need {self.players} seat letters")
            if any(level is not None and level not in LETTER_OF_LEVEL for level in self.seats):
                raise ValueError(f"unknown bot level in {self.seats!r}")
            object.__setattr__(self, "level", common_level([lv for lv in self.seats if lv is not None]))
        if self.level not in LETTER_OF_LEVEL:
            raise ValueError(f"unknown bot level {self.level!r}")
        format_seed(self.seed)  # range check

    @classmethod
    def of_seats(cls, bots: list[str | None], seed: int, game: str | None = None, level: str = "normal") -> GameCode:
        """The code of a game whose seats have these bot levels (None: a human): one letter while every bot plays
        one level (``level`` with no bot), else a letter per seat."""
        levels = [lv for lv in bots if lv is not None]
        if len(set(levels)) <= 1:
            return cls(len(bots), levels[0] if levels else level, seed, game)
        return cls(len(bots), common_level(levels), seed, game, tuple(bots))

    def bot_level(self, seat: int) -> str:
        """The level a bot at ``seat`` plays by this code."""
        if self.seats is not None and 0 <= seat < len(self.seats) and self.seats[seat] is not None:
            return self.seats[seat]
        return self.level

    @property
    def letters(self) -> str:
        """The code's level part: one letter, or one per seat (``H`` for a human)."""
        if self.seats is None:
            return LETTER_OF_LEVEL[self.level]
        return "".join(HUMAN_LETTER if level is None else LETTER_OF_LEVEL[level] for level in self.seats)

    def __str__(self) -> str:
        core = f"{self.players}{self.letters}-{format_seed(self.seed)}"
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
        named, players, letters, seed = match.groups()
        if game and named and named != game:
            raise BadGameCode(text, "error.code_other_game", f"code is for {named}, not {game}")
        if len(letters) == 1:
            if letters not in LEVEL_LETTERS:
                raise BadGameCode(text, "error.code_level", f"unknown level letter {letters!r}")
            code = cls(int(players), LEVEL_LETTERS[letters], int(seed, 36), named or game)
        else:
            if len(letters) != int(players):
                raise BadGameCode(text, "error.code_seats", f"{players} players need 1 or {players} level letters")
            unknown = [c for c in letters if c != HUMAN_LETTER and c not in LEVEL_LETTERS]
            if unknown:
                raise BadGameCode(text, "error.code_level", f"unknown level letter {unknown[0]!r}")
            seats = tuple(None if c == HUMAN_LETTER else LEVEL_LETTERS[c] for c in letters)
            code = cls(int(players), "normal", int(seed, 36), named or game, seats)
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
        for level in {self.level} if self.seats is None else {lv for lv in self.seats if lv is not None}:
            if level not in spec.playable_levels:
                raise BadGameCode(str(self), "error.code_level", f"{spec.name} has no level {level}")
