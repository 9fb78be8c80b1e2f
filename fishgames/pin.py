"""The kiosk PIN as it is stored: a salted hash (PBKDF2-SHA256), never the digits.

``settings.json`` holds ``pbkdf2_sha256$<iterations>$<salt hex>$<hash hex>``.  A file from before holds the
four digits in plain text: :func:`stored` turns them into a hash as the settings are read, and the storage
writes the file again at once (``Storage.load_settings``).  Four digits are quickly guessed by anyone who
can read the file, salted or not; the hash keeps the PIN a family may also use elsewhere off the disk, and
the pad's back-off (:class:`PinGuard`, here) guards the kiosk itself.
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Callable

SCHEME = "pbkdf2_sha256"
ITERATIONS = 20_000  # a few milliseconds a check: it runs in the frame that answers the pad's OK
_STORED = re.compile(rf"{SCHEME}\$([0-9]{{1,7}})\$([0-9a-f]{{32}})\$([0-9a-f]{{64}})")
_PLAIN = re.compile(r"[0-9]{4}")

#: "1234", the PIN of a new installation, hashed once here (a fixed salt: that PIN is public anyway).
DEFAULT = ("pbkdf2_sha256$20000$6669736867616d65732d6b696f736b21$"
           "add3976c8b12937f26edab563f222ec8675ea9add78c7c7cf4980fb735bba373")


def _digest(pin: str, salt: bytes, iterations: int) -> str:
    # only once a PIN is typed or set: hashlib (and hmac, secrets) load OpenSSL's libcrypto, 3.5 MB of resident
    # memory that a running app without a PIN pad open never needs (issue 33: memory)
    import hashlib

    return hashlib.pbkdf2_hmac("sha256", pin.encode(), salt, iterations).hex()


def hashed(pin: str, salt: bytes | None = None) -> str:
    """The stored form of a four-digit ``pin`` (a new random salt unless one is given)."""
    salt = os.urandom(16) if salt is None else salt  # as secrets.token_bytes draws it (secrets loads libcrypto)
    return f"{SCHEME}${ITERATIONS}${salt.hex()}${_digest(pin, salt, ITERATIONS)}"


def is_plain(value: str) -> bool:
    return bool(_PLAIN.fullmatch(value))


def stored(value) -> str:
    """A settings file's ``kiosk_pin`` as kept: a stored hash as it is, four plain digits hashed (an old
    file); anything else raises ``ValueError``."""
    if isinstance(value, str) and _STORED.fullmatch(value):
        return value
    if isinstance(value, str) and is_plain(value):
        return hashed(value)
    raise ValueError("the kiosk PIN must be 4 digits or a stored PIN hash")


def matches(pin: str, value: str) -> bool:
    """Whether the typed ``pin`` is the one stored as ``value`` (compared in constant time)."""
    found = _STORED.fullmatch(value or "")
    if found is None:
        return False
    import hmac  # with _digest's hashlib: only once a PIN is typed

    iterations, salt, digest = found.groups()
    return hmac.compare_digest(_digest(pin, bytes.fromhex(salt), int(iterations)), digest)


FREE_TRIES = 3  # wrong PINs before the first lockout
FIRST_LOCKOUT = 30.0  # seconds; doubled for every further wrong PIN ...
MAX_LOCKOUT = 300.0  # ... up to five minutes


class PinGuard:
    """Back-off for PIN guesses: the FREE_TRIES-th wrong PIN locks for FIRST_LOCKOUT seconds, every
    further one for twice as long as the one before, at most MAX_LOCKOUT; the right PIN resets it.

    The app keeps one for its whole run, so Cancel and reopening the pad do not reset the count."""

    def __init__(self, clock: Callable[[], float] = time.monotonic):
        self.clock = clock
        self.failures = 0
        self.locked_until: float | None = None

    def wait(self) -> float:
        """Seconds until the pad takes input again (0.0: now)."""
        if self.locked_until is None:
            return 0.0
        return max(0.0, self.locked_until - self.clock())

    def lockout(self) -> float:
        """Seconds the lockout after the current number of wrong PINs lasts (0.0: none)."""
        extra = self.failures - FREE_TRIES
        if extra < 0:
            return 0.0
        return min(FIRST_LOCKOUT * 2 ** min(extra, 16), MAX_LOCKOUT)

    def failed(self) -> None:
        self.failures += 1
        if self.failures >= FREE_TRIES:
            self.locked_until = self.clock() + self.lockout()

    def succeeded(self) -> None:
        self.failures = 0
        self.locked_until = None
