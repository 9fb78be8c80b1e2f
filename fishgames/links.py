"""Game links: ``fishgames:gofish/4S-1K3F`` names a deal the way a game code does, as a link a friend can open.

The desktop entry registers the ``fishgames:`` scheme (``x-scheme-handler/fishgames``), so a link clicked in
a chat or a browser starts the app with it; the results screen copies the link beside the code.  The command
line takes a link, a ``.fishgame`` file or a ``file://`` URL of one (what a desktop hands over with ``%u``).
No pygame here.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import unquote, urlsplit

from fishgames.core import BadGameCode, GameCode

SCHEME = "fishgames"
MAX_LINK = 200  # a link is short; anything longer is not one of ours


def game_link(code: GameCode | str) -> str:
    """The link of a code with its game: ``gofish:4S-1K3F`` -> ``fishgames:gofish/4S-1K3F``."""
    game, _, core = str(code).rpartition(":")
    if not game:
        raise ValueError(f"a link needs the code's game: {code!r}")
    return f"{SCHEME}:{game}/{core}"


def is_link(text: str) -> bool:
    return text[: len(SCHEME) + 1].lower() == f"{SCHEME}:"


def parse_link(text: str) -> GameCode:
    """The code a link names (``fishgames:gofish/4S-1K3F``, also ``fishgames://gofish/4S-1K3F/`` as some
    programs write it); raises :class:`BadGameCode` for anything else."""
    if len(text) > MAX_LINK or not is_link(text):
        raise BadGameCode(text[:MAX_LINK], "error.code_format", "not a fishgames: link")
    rest = unquote(text[len(SCHEME) + 1:]).split("?", 1)[0].split("#", 1)[0].strip().strip("/")
    game, slash, core = rest.partition("/")
    if not slash or not game or "/" in core:
        raise BadGameCode(text, "error.code_format", "a link is fishgames:<game>/<code>")
    code = GameCode.parse(f"{game}:{core}", game=game)
    return code


def local_path(argument: str) -> str:
    """A ``file://`` URL (a desktop's ``%u``) as a path; anything else as it was given."""
    if argument.lower().startswith("file://"):
        return str(Path(unquote(urlsplit(argument).path)))
    return argument
