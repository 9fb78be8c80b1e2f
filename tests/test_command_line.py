"""The command line's gate (:mod:`fishgames.command_line`): every option with a bad value is one translated
line on stderr and exit status 2 — no argparse usage dump, no traceback, no echo of a huge or hostile value —
and good values reach the app checked."""

from __future__ import annotations

import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fishgames import command_line
from fishgames.app import main
from fishgames.command_line import BadCommandLine, read, shown
from fishgames.core import GameCode
from fishgames.i18n import Translator
from fishgames.storage import Settings, Storage

HUGE = "x" * 1_000_000
ESCAPE = "\x1b[2J\x1b[31mred\nline"

#: (argv, the key of its one line) — every option of the command line, each way it can be wrong
BAD = [
    (["--lang", "fr"], "cli.bad_lang"), (["--lang", ""], "cli.bad_lang"), (["--lang=" + HUGE], "cli.bad_lang"),
    (["--lang"], "cli.needs_value"),
    (["--game", "chess"], "cli.bad_game"), (["--game", ESCAPE], "cli.bad_game"), (["--game"], "cli.needs_value"),
    (["--code", "XX"], "cli.bad_code"), (["--code", ""], "cli.bad_code"), (["--code", HUGE], "cli.bad_code"),
    (["--code", "4S-1K3F"], "cli.code_needs_game"), (["--game", "gofish", "--code", "lure:2S-0000"], "cli.bad_code"),
    (["--code"], "cli.needs_value"),
    (["fishgames:gofish/4S-1K3"], "cli.bad_code"), (["fishgames:" + HUGE], "cli.bad_code"),
    (["fishgames:gofish/4S-1K3F", "--code", "gofish:4S-1K3F"], "cli.link_and_code"),
    (["a.fishgame", "b.fishgame"], "cli.extra_argument"), ([HUGE], "cli.bad_file"), (["file://"], "cli.bad_file"), (["file:///a%00b"], "cli.bad_file"),
    (["--phones-bind", "my laptop"], "cli.bad_address"), (["--phones-bind", "1" * 100_000], "cli.bad_address"),
    (["--phones-bind", "300.1.1.1"], "cli.bad_address"), (["--phones-bind"], "cli.needs_value"),
    (["--smoke-frames", "abc"], "cli.bad_frames"), (["--smoke-frames", "-5"], "cli.bad_frames"),
    (["--smoke-frames", "0"], "cli.bad_frames"), (["--smoke-frames", "9" * 5000], "cli.bad_frames"),
    (["--smoke-frames", "１２"], "cli.bad_frames"), (["--smoke-frames"], "cli.needs_value"),
    (["--kiosk=yes"], "cli.takes_no_value"), (["--windowed=1"], "cli.takes_no_value"),
    (["--install-desktop-entry=now"], "cli.takes_no_value"),
    (["--install-desktop-entry", "--uninstall-desktop-entry"], "cli.not_together"),
    (["--fullscreen"], "cli.unknown_option"), (["--kio"], "cli.unknown_option"), (["-x"], "cli.unknown_option"),
]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize(("argv", "key"), BAD, ids=lambda value: repr(value)[:40])
def test_every_bad_value_is_one_translated_line_and_status_2(capsys, argv, key, lang):
    argv = ["--lang", lang, "--smoke-frames", "1", *argv]  # argv's own --lang or --smoke-frames comes later and wins
    assert main(argv) == 2  # (a value taken would run one frame and return 0)
    out, err = capsys.readouterr()
    assert out == "" and err.endswith("\n") and err.count("\n") == 1, err  # one line, nothing else
    with pytest.raises(BadCommandLine) as caught:
        read(argv)
    assert caught.value.key == key
    assert err == command_line.message(caught.value, Translator(lang)) + "\n"
    assert Translator(lang).has(key) and key not in err  # the words, not the key
    assert "Traceback" not in err and "usage:" not in err and len(err) < 300
    assert "\x1b" not in err  # a value is said back escaped, never as a terminal command


def test_a_line_speaks_the_saved_language_without_lang():
    storage = Storage()
    storage.save_settings(Settings(language="en"))
    with pytest.raises(BadCommandLine) as caught:
        read(["--game", "chess"])
    assert command_line.language(["--game", "chess"], storage.peek_language) == "en"
    assert command_line.language(["--game", "chess", "--lang", "de"], storage.peek_language) == "de"
    assert command_line.language(["--lang=de"], storage.peek_language) == "de"
    assert command_line.message(caught.value, Translator("en")).startswith("fishgames: There is no game")


def test_a_bad_value_is_said_back_cut_and_escaped():
    assert shown("gofish") == "gofish"
    assert shown(ESCAPE) == "\\x1b[2J\\x1b[31mred\\nline"
    assert shown("Jörg \udcff") == "Jörg \\udcff"  # an undecodable byte of argv, as Python hands it over
    assert shown(HUGE) == "x" * command_line.SHOWN + "…"


def test_good_values_reach_the_app_checked(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    request = read(["--kiosk", "--lang", "de", "--game", "gofish", "--code", "4S-1K3F", "--phones-bind", "::1",
                    "--smoke-frames", " 60 "])
    assert request == command_line.Request(kiosk=True, lang="de", game="gofish", code=GameCode.parse("gofish:4S-1K3F"),
                                           phones_bind="::1", smoke_frames=60)
    assert read(["fishgames:gofish/4S-1K3F"]).code == GameCode.parse("gofish:4S-1K3F")
    assert read(["game.fishgame"]).file == str(tmp_path / "game.fishgame")
    assert read(["file:///home/anna/My%20Games/x.fishgame"]).file == "/home/anna/My Games/x.fishgame"
    assert read(["--windowed", "--uninstall-desktop-entry"]) == command_line.Request(windowed=True,
                                                                                      uninstall_desktop_entry=True)


#: what argv holds: options, their values and anything else, undecodable bytes (lone surrogates) included
WORDS = st.one_of(st.sampled_from(["--kiosk", "--windowed", "--lang", "--game", "--code", "--phones-bind",
                                   "--smoke-frames", "--install-desktop-entry", "--uninstall-desktop-entry",
                                   "--lang=", "--kiosk=", "de", "en", "gofish", "4S-1K3F", "gofish:4S-1K3F",
                                   "fishgames:gofish/4S-1K3F", "127.0.0.1", "60", "-1", "--", "-", "file://"]),
                  st.text(st.characters(exclude_characters="\0"), max_size=30))


@settings(max_examples=300, deadline=None)
@given(argv=st.lists(WORDS, max_size=6))
def test_any_command_line_is_read_or_refused_with_a_line(argv):
    """Whatever argv holds, the gate returns a checked request or one translated line — nothing else escapes."""
    try:
        request = read(argv)
    except BadCommandLine as error:
        for lang in ("de", "en"):
            line = command_line.message(error, Translator(lang))
            assert line.startswith("fishgames: ") and "\n" not in line and "\x1b" not in line and len(line) < 300
            assert error.key not in line
        return
    assert request.lang in (None, "de", "en")
    assert request.smoke_frames is None or 1 <= request.smoke_frames <= command_line.MAX_SMOKE_FRAMES
    assert request.code is None or request.code.game is not None
    assert request.file is None or os.path.isabs(request.file)
    assert not (request.install_desktop_entry and request.uninstall_desktop_entry)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_help_lists_every_option_in_the_players_language(capsys, lang):
    """``--help`` speaks the language asked for: argparse's own English words (``usage:``, ``options:``) are
    replaced, and every option is listed with its translated line."""
    with pytest.raises(SystemExit) as done:
        main(["--lang", lang, "--help"])
    assert done.value.code == 0
    out = " ".join(capsys.readouterr().out.split())  # argparse wraps lines: compare the words
    translate = Translator(lang)
    assert out.startswith(translate("cli.help.usage") + " fishgames")
    assert translate("cli.help.options") + ":" in out and translate("cli.help.description") in out
    for flags, _metavar, key, _switch in command_line.OPTIONS:
        words = " ".join(translate(f"cli.help.{key}", games=", ".join(command_line.registry.ALL_GAMES)).split())
        assert words in out, (key, out)
        assert flags[0] in out or _metavar in out
    if lang == "de":
        assert "usage:" not in out and "options:" not in out and "show this help" not in out


def test_the_runs_language_is_the_one_argparse_keeps():
    """Help, messages and the run speak one language: the last good ``--lang`` (argparse keeps the last)."""
    argv = ["--lang", "de", "--lang=en"]
    assert read(argv).lang == "en"
    assert command_line.language(argv, lambda: "de") == "en"
    assert command_line.language(["--lang", "fr"], lambda: "de") == "de"  # a bad one: the saved language


@pytest.mark.parametrize(("address", "noticed"), [
    ("192.168.1.20", False), ("10.0.0.7", False), ("127.0.0.1", False), ("::1", False), ("fd00::7", False),
    ("93.184.216.34", True), ("0.0.0.0", True), ("::", True), ("2a00:1450::1", True),
])
def test_a_phones_address_outside_the_home_network_gets_a_notice(address, noticed):
    """``--phones-bind`` is for a host that knows better: a public address, or every interface, is taken, with
    one translated line on stderr saying who can then reach the join page."""
    for lang in ("en", "de"):
        translate = Translator(lang)
        lines = command_line.notices(read(["--phones-bind", address], translate), translate)
        assert len(lines) == noticed
        assert all(address in line and "cli." not in line for line in lines), lines
    assert command_line.notices(read([]), Translator("en")) == []
