"""Who may act for a phone seat: a random secret (kept in the phone's browser) and a short join code."""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass, field

#: Join-code letters: no I/O (they read as 1/0), easy to say across a table.
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"
CODE_LENGTH = 4


@dataclass
class PhoneSeat:
    """One seat played on a phone.  ``secret`` alone lets a phone act for it; ``code`` lets a phone join."""

    seat: int
    name: str
    secret: str = field(default_factory=lambda: secrets.token_urlsafe(24))
    code: str = ""
    joined: bool = False
    #: phones connected to it right now (a reload briefly makes two)
    connected: int = 0


def new_codes(count: int) -> list[str]:
    """``count`` distinct random join codes."""
    codes: list[str] = []
    while len(codes) < count:
        code = "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))
        if code not in codes:
            codes.append(code)
    return codes


def new_seats(names: dict[int, str]) -> dict[int, PhoneSeat]:
    """Fresh phone seats (seat -> name): new secrets and codes every game, so old ones expire with it."""
    codes = new_codes(len(names))
    return {seat: PhoneSeat(seat, name, code=code) for (seat, name), code in zip(sorted(names.items()), codes, strict=True)}


def clean_code(text: str) -> str:
    return "".join(ch for ch in text.upper() if ch in CODE_LETTERS)[:CODE_LENGTH]


class RateLimit:
    """A token bucket: ``rate`` per second, bursts up to ``burst``; time injected for tests."""

    def __init__(self, rate: float, burst: float, clock=time.monotonic):
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens, self.stamp = burst, clock()

    def allow(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False
