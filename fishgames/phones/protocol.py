"""The one boundary for what phones send: every WebSocket frame is checked here, or refused.

Client -> server (JSON objects, at most :data:`MAX_FRAME` bytes):

* ``{"type": "join", "code": "ABCD", "name": "Anna", "lang": "de"}`` — take a seat by its join code;
* ``{"type": "hello", "secret": "...", "lang": "en"}`` — come back to one's seat (reload, lost Wi-Fi);
* ``{"type": "act", "secret": "...", "action": "ask 1 4", "version": 12}`` — an action in its text notation,
  for the position the phone was shown (``version``): an old message replayed later finds the game moved on;
* ``{"type": "tip", "secret": "...", "version": 12}`` — the coach's Pro tip for the position the phone was shown;
* ``{"type": "ping"}``.

Server -> client: ``joined`` (seat, secret), ``state`` (the seat's snapshot), ``refused`` (a translated reason),
``tip`` (the pro's move and why, in words), ``error`` (a protocol problem, or "too fast"), ``ended``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from fishgames.core.names import clean_name
from fishgames.phones.seats import CODE_LENGTH, CODE_LETTERS

MAX_FRAME = 2048  # bytes; the longest real message (an act with a secret) is ~150
MAX_ACTION = 120  # characters of an action's text notation
SECRET_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
LANGS = ("de", "en", "")


class ProtocolError(ValueError):
    """A frame that is not one of the messages above; ``key`` is its translation key."""

    def __init__(self, key: str):
        super().__init__(key)
        self.key = key


@dataclass(frozen=True)
class Join:
    code: str
    name: str
    lang: str


@dataclass(frozen=True)
class Hello:
    secret: str
    lang: str


@dataclass(frozen=True)
class Act:
    secret: str
    action: str
    version: int


@dataclass(frozen=True)
class Tip:
    secret: str
    version: int


@dataclass(frozen=True)
class Ping:
    pass


Message = Join | Hello | Act | Tip | Ping


def parse(frame: str | bytes) -> Message:
    """The message in ``frame``; raises :class:`ProtocolError` for anything else."""
    if isinstance(frame, bytes | bytearray):
        raise ProtocolError("phones.error.malformed")
    if len(frame.encode("utf-8", "replace")) > MAX_FRAME:
        raise ProtocolError("phones.error.too_big")
    try:
        data = json.loads(frame)
    except (ValueError, RecursionError):
        raise ProtocolError("phones.error.malformed") from None
    if not isinstance(data, dict):
        raise ProtocolError("phones.error.malformed")
    kind = data.get("type")
    if kind == "ping":
        return Ping()
    if kind == "join":
        code = _text(data, "code", CODE_LENGTH)
        if len(code) != CODE_LENGTH or any(ch not in CODE_LETTERS for ch in code.upper()):
            raise ProtocolError("phones.error.bad_code")
        name = clean_name(_text(data, "name", 200, required=False))  # text, so clean_name cannot refuse it
        return Join(code.upper(), name, _lang(data))
    if kind == "hello":
        return Hello(_secret(data), _lang(data))
    if kind == "act":
        action = _text(data, "action", MAX_ACTION)
        if not action.strip():
            raise ProtocolError("phones.error.malformed")
        return Act(_secret(data), action, _version(data))
    if kind == "tip":
        return Tip(_secret(data), _version(data))
    raise ProtocolError("phones.error.malformed")


def _version(data: dict) -> int:
    version = data.get("version")
    if type(version) is not int or version < 0:
        raise ProtocolError("phones.error.malformed")
    return version


def _text(data: dict, key: str, limit: int, required: bool = True) -> str:
    value = data.get(key, None if required else "")
    if not isinstance(value, str) or len(value) > limit:
        raise ProtocolError("phones.error.malformed")
    return value


def _secret(data: dict) -> str:
    secret = _text(data, "secret", 64)
    if len(secret) < 16 or not set(secret) <= SECRET_CHARS:
        raise ProtocolError("phones.error.bad_secret")
    return secret


def _lang(data: dict) -> str:
    lang = data.get("lang", "")
    return lang if lang in LANGS else ""
