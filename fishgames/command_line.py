"""The command line's gate: every value a start is given is checked here, once, before anything opens.

A bad value is one translated line (``fishgames: …``, :func:`message`) and exit status 2 — never argparse's
English usage dump, never a traceback — so a typo in a desktop entry or a script says what is wrong and how to
write it.  Values are taken as text and checked by us (no argparse ``type``/``choices``), values shown back are
cut and escaped (:func:`shown`: a 1 MB argument or a terminal escape sequence is not echoed), and a ``.fishgame``
path is only checked for its shape here: whether the file opens is the ``.fishgame`` gate's job
(:func:`fishgames.share.load`), which says so in the window.  No pygame here.
"""

from __future__ import annotations

import argparse
import ipaddress
import os
from dataclasses import dataclass
from urllib.parse import urlsplit

from fishgames.core import BadGameCode, GameCode, registry
from fishgames.i18n import Translator
from fishgames.links import is_link, local_path, parse_link
from fishgames.settings import ui_scale

PROG = "fishgames"
MAX_SMOKE_FRAMES = 1_000_000
MAX_PATH = 4096  # PATH_MAX on Linux; longer is no file name anywhere
SHOWN = 40  # characters of a bad value said back
#: options that are switches: ``--kiosk=1`` is refused, not read as a value
SWITCHES = ("--kiosk", "--windowed", "--install-desktop-entry", "--uninstall-desktop-entry")


class BadCommandLine(ValueError):
    """A value the command line cannot take; ``key`` and ``params`` make its one translated line."""

    def __init__(self, key: str, **params: str):
        super().__init__(f"{key}: {params}")
        self.key, self.params = key, params


@dataclass(frozen=True)
class Request:
    """What a start was asked to do, every value checked."""

    kiosk: bool = False
    windowed: bool = False
    lang: str | None = None
    game: str | None = None
    code: GameCode | None = None
    file: str | None = None  # an absolute path
    phones_bind: str | None = None
    ui_scale: float | None = None  # text and buttons larger for this run (fishgames.ui.legibility)
    smoke_frames: int | None = None
    install_desktop_entry: bool = False
    uninstall_desktop_entry: bool = False


class _Parser(argparse.ArgumentParser):
    """argparse that speaks the player's language: every help line is a translation key, and argparse's own
    English words (its ``usage:`` prefix, its section titles) are replaced by ours."""

    def __init__(self, translate, **kwargs):
        super().__init__(**kwargs)
        self.translate = translate

    def error(self, message: str):  # the safety net: argparse's own complaints become one line too
        raise BadCommandLine("cli.not_understood", detail=shown(message))

    def format_help(self) -> str:
        usage = super().format_help().removeprefix("usage: ")
        return f"{self.translate('cli.help.usage')} {usage}"


#: every option (and the positional FILE|LINK) in the order ``--help`` lists them: (flags, metavar, help key,
#: a switch?) — the help words are ``cli.help.<key>`` in the translation files
OPTIONS = (
    (("--kiosk",), None, "kiosk", True), (("--windowed",), None, "windowed", True),
    (("--lang",), "de|en", "lang", False), (("--game",), "NAME", "game", False),
    (("--code",), "CODE", "code", False), (("file",), "FILE|LINK", "file", False),
    (("--phones-bind",), "ADDR", "phones_bind", False), (("--ui-scale",), "SCALE", "ui_scale", False),
    (("--smoke-frames",), "N", "smoke_frames", False),
    (("--install-desktop-entry",), None, "install_desktop_entry", True),
    (("--uninstall-desktop-entry",), None, "uninstall_desktop_entry", True),
)


def parser(translate=None) -> argparse.ArgumentParser:
    """The parser, its help in the language of ``translate`` (English when none is given)."""
    translate = translate or Translator("en")
    parser = _Parser(translate, prog=PROG, description=translate("cli.help.description"), allow_abbrev=False,
                     exit_on_error=False, add_help=False)
    group = parser.add_argument_group(translate("cli.help.options"))
    group.add_argument("-h", "--help", action="help", help=translate("cli.help.help"))
    for flags, metavar, key, switch in OPTIONS:
        words = translate(f"cli.help.{key}", games=", ".join(registry.ALL_GAMES)).replace("%", "%%")
        if switch:
            group.add_argument(*flags, action="store_true", help=words)
        elif flags[0].startswith("-"):
            group.add_argument(*flags, metavar=metavar, help=words)
        else:
            group.add_argument(*flags, nargs="?", metavar=metavar, help=words)
    return parser


def read(argv: list[str], translate=None) -> Request:
    """The checked request of ``argv``; raises :class:`BadCommandLine` for the first value it cannot take.
    ``--help`` prints the options in the language of ``translate`` and exits."""
    try:
        args, extra = parser(translate).parse_known_args(argv)
    except argparse.ArgumentError as error:
        option = (error.argument_name or "").split("/")[0]
        if option in SWITCHES:
            raise BadCommandLine("cli.takes_no_value", option=option) from None
        raise BadCommandLine("cli.needs_value", option=option, example=EXAMPLES.get(option, "…")) from None
    if extra:
        first = extra[0]
        if first.startswith("-"):
            raise BadCommandLine("cli.unknown_option", option=shown(first.split("=")[0]))
        raise BadCommandLine("cli.extra_argument", value=shown(first))
    if args.install_desktop_entry and args.uninstall_desktop_entry:
        raise BadCommandLine("cli.not_together", first="--install-desktop-entry", second="--uninstall-desktop-entry")
    if args.lang is not None and args.lang not in ("de", "en"):
        raise BadCommandLine("cli.bad_lang", value=shown(args.lang))
    if args.game is not None and args.game not in registry.ALL_GAMES:
        raise BadCommandLine("cli.bad_game", value=shown(args.game), games=", ".join(registry.ALL_GAMES))
    code_text, file = args.code, args.file
    if file is not None and is_link(file):  # fishgames:gofish/4S-1K3F: that deal, like --code
        if code_text is not None:
            raise BadCommandLine("cli.link_and_code")
        code_text, file = file, None
    return Request(kiosk=args.kiosk, windowed=args.windowed, lang=args.lang, game=args.game,
                   code=_code(code_text, args.game), file=_file(file), phones_bind=_address(args.phones_bind),
                   ui_scale=_scale(args.ui_scale),
                   smoke_frames=_frames(args.smoke_frames), install_desktop_entry=args.install_desktop_entry,
                   uninstall_desktop_entry=args.uninstall_desktop_entry)


#: what a value looks like, for "--game needs a value, e.g. …"
EXAMPLES = {"--lang": "--lang en", "--game": "--game gofish", "--code": "--code gofish:4S-1K3F",
            "--phones-bind": "--phones-bind 192.168.1.20", "--ui-scale": "--ui-scale 125%", "--smoke-frames": "--smoke-frames 60"}


def _code(text: str | None, game: str | None) -> GameCode | None:
    if text is None:
        return None
    try:  # an empty code is a bad code, not "no code"
        code = parse_link(text) if is_link(text) else GameCode.parse(text, game=game)
    except BadGameCode as error:
        raise BadCommandLine("cli.bad_code", value=shown(text), reason_key=error.reason_key) from None
    if code.game is None:
        raise BadCommandLine("cli.code_needs_game")
    return code


def _file(text: str | None) -> str | None:
    """An absolute path (the running app, handed it, has its own working folder); a desktop's ``file://``
    URL is read as its path."""
    if text is None:
        return None
    if not text or len(text) > MAX_PATH or "\0" in text:
        raise BadCommandLine("cli.bad_file", value=shown(text))
    path = local_path(text)
    if path != text and (not urlsplit(text).path or "\0" in path):  # file:// with no path (read as "."), or %00
        raise BadCommandLine("cli.bad_file", value=shown(text))
    return os.path.abspath(path)


def _scale(text: str | None) -> float | None:
    if text is None:
        return None
    try:
        return ui_scale(text)
    except ValueError:
        raise BadCommandLine("cli.bad_ui_scale", value=shown(text)) from None


def _address(text: str | None) -> str | None:
    if text is None:
        return None
    try:
        if len(text) <= 64:  # the longest IPv6 address with a zone is shorter
            ipaddress.ip_address(text)
            return text
    except ValueError:
        pass
    raise BadCommandLine("cli.bad_address", value=shown(text))


def _frames(text: str | None) -> int | None:
    if text is None:
        return None
    digits = text.strip()
    if digits.isascii() and digits.isdigit() and len(digits) <= 7 and 1 <= int(digits) <= MAX_SMOKE_FRAMES:
        return int(digits)
    raise BadCommandLine("cli.bad_frames", value=shown(text), most=MAX_SMOKE_FRAMES)


def shown(value: str) -> str:
    """A value said back: at most ``SHOWN`` characters, every unprintable one (terminal escapes, line breaks,
    the lone surrogates undecodable bytes become) written as an escape, so the line stays one clean line."""
    text = "".join(char if char.isprintable() else ascii(char)[1:-1] for char in value[:SHOWN])
    return text + ("…" if len(value) > SHOWN else "")


def notices(args: Request, translate) -> list[str]:
    """Lines for stderr about good values that deserve a second thought: a ``--phones-bind`` address outside
    the home network (public, or every interface) lets anyone who reaches it see the join page (the host may
    know better: the app starts all the same)."""
    from fishgames.phones.address import is_local

    if args.phones_bind is not None and not is_local(args.phones_bind):
        return [f"{PROG}: {translate('cli.public_address', value=args.phones_bind)}"]
    return []


def message(error: BadCommandLine, translate) -> str:
    """The one line for ``error`` in the language of ``translate`` (a :class:`fishgames.i18n.Translator`)."""
    params = dict(error.params)
    if "reason_key" in params:
        params["reason"] = translate(params.pop("reason_key"))
    return f"{PROG}: {translate(error.key, **params)}"


def language(argv: list[str], peek) -> str:
    """The language for ``argv``'s help or message, and for the run: its last good ``--lang`` (the one argparse
    keeps), else the saved one (``peek()``, :meth:`fishgames.storage.Storage.peek_language`)."""
    found = None
    for index, word in enumerate(argv):
        value = word.partition("=")[2] if word.startswith("--lang=") else None
        if word == "--lang" and index + 1 < len(argv):
            value = argv[index + 1]
        if value in ("de", "en"):
            found = value
    return found or peek()
