"""``fishgames --install-desktop-entry`` / ``--uninstall-desktop-entry`` against a temporary XDG_DATA_HOME:
the files land where freedesktop menus look, the entry is valid, its Exec line starts this installation,
the desktop (``xdg-mime``) opens ``.fishgame`` files and ``fishgames:`` links with it, and uninstalling takes
away exactly what installing wrote."""

from __future__ import annotations

import configparser
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from fishgames import desktop
from fishgames.app import main


@pytest.fixture
def data_home(tmp_path, monkeypatch):
    home = tmp_path / "xdg-data"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home


def read_entry(path: Path) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read_string(path.read_text(encoding="utf-8"))
    return dict(parser["Desktop Entry"])


RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")  # the spec's list: an argument with one of these is quoted


def exec_argv(value: str) -> list[str]:
    """Undo the spec's escapes, in its order: the string rule (``\\\\``), then the quoting, then ``%%``.

    Written from the spec, not from :mod:`fishgames.desktop`, and strict: inside double quotes a backslash
    must escape a double quote, backtick, dollar sign or backslash; outside them a reserved character is
    an error and a space separates arguments; a ``%`` must be doubled.  The one field code, ``%u`` (the file
    or link opened with the entry), must end the line as an argument of its own; it is left out here."""
    assert value.endswith(" %u"), f"no %u for a file or link at the end of {value!r}"
    text = value[:-3].replace("\\\\", "\\")
    args: list[str] = []
    current, quoted, started, i = "", False, False, 0
    while i < len(text):
        char = text[i]
        if quoted and char == "\\":
            assert text[i + 1:i + 2] in ('"', "`", "$", "\\"), f"a stray backslash in {value!r}"
            current, i = current + text[i + 1], i + 2
            continue
        if char == '"':
            quoted, started = not quoted, True
        elif char == " " and not quoted:
            if started:
                args.append(current)
            current, started = "", False
        else:
            assert quoted or char not in RESERVED, f"{char!r} unquoted in {value!r}"
            current, started = current + char, True
        i += 1
    assert not quoted, f"unbalanced quotes in {value!r}"
    if started:
        args.append(current)
    for arg in args:
        assert re.fullmatch(r"([^%]|%%)*", arg), f"a field code or a single % in {value!r}"
    return [arg.replace("%%", "%") for arg in args]


def test_install_writes_the_entry_and_every_icon_size_into_the_user_data_folders(data_home, capsys):
    assert main(["--install-desktop-entry", "--lang", "en"]) == 0
    entry = data_home / "applications" / "fishgames.desktop"
    assert entry.is_file()
    for size in (48, 128, 256):
        icon = data_home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "fishgames.png"
        assert pygame.image.load(icon).get_size() == (size, size)
    fields = read_entry(entry)
    assert fields["Type"] == "Application" and fields["Icon"] == "fishgames"
    assert fields["Name"] == "fishgames" and fields["Terminal"] == "false"
    assert fields["Comment"] != fields["Comment[de]"]  # English default, German translation
    assert f"Menu entry installed: {entry}" in capsys.readouterr().out


def test_the_exec_line_is_this_interpreter_running_the_package(data_home):
    main(["--install-desktop-entry"])
    fields = read_entry(data_home / "applications" / "fishgames.desktop")
    assert exec_argv(fields["Exec"]) == [sys.executable, "-m", "fishgames"]
    assert fields["TryExec"] == sys.executable


def test_a_built_app_starts_its_own_executable(monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "/opt/fishgames/fishgames")
    assert desktop.launch_command() == ["/opt/fishgames/fishgames"]


@pytest.mark.parametrize("path", ["/opt/my games/python3", '/home/o"neil/`x`/py', "/opt/$HOME/py", "/srv/50%/py",
                                  "/srv/back\\slash/py"])
def test_exec_quoting_gives_back_the_exact_command(tmp_path, path):
    """Spaces, quotes, dollars, backticks, percent signs and backslashes survive the spec's escaping."""
    desktop.install(tmp_path, argv=[path, "-m", "fishgames"])
    fields = read_entry(desktop.entry_path(tmp_path))
    assert exec_argv(fields["Exec"]) == [path, "-m", "fishgames"]


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate is not installed (apt-get install desktop-file-utils)")
def test_the_entry_passes_desktop_file_validate(data_home):
    main(["--install-desktop-entry"])
    done = subprocess.run(["desktop-file-validate", str(data_home / "applications" / "fishgames.desktop")],
                          capture_output=True, text=True)
    assert done.returncode == 0 and done.stdout + done.stderr == "", done.stdout + done.stderr


def test_the_installed_command_really_starts_the_app(data_home, tmp_path):
    """What the menu would run, run here (headless, two frames) from a folder outside the checkout."""
    main(["--install-desktop-entry"])
    argv = exec_argv(read_entry(data_home / "applications" / "fishgames.desktop")["Exec"])
    env = {**os.environ, "FISHGAMES_HOME": str(tmp_path / "app-home")}
    done = subprocess.run([*argv, "--smoke-frames", "2"], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]


def mentions_us(path: Path) -> bool:
    return b"fishgame" in path.read_bytes()


def test_uninstall_removes_exactly_what_install_wrote(data_home, capsys):
    """The entry, the icons and the type's package go; the desktop's caches (made again by its own tools,
    where installed) keep the other programs' entries and no trace of ours."""
    other = data_home / "applications" / "someone-else.desktop"
    other.parent.mkdir(parents=True)
    other.write_text("[Desktop Entry]\n")
    main(["--install-desktop-entry"])
    written = [desktop.entry_path(data_home), desktop.mime_path(data_home), *desktop.icon_paths(data_home).values()]
    assert all(p.is_file() for p in written) and len(written) == 5
    capsys.readouterr()
    assert main(["--uninstall-desktop-entry"]) == 0
    assert not any(p.exists() for p in written) and other.is_file()
    assert [p for p in data_home.rglob("*") if p.is_file() and mentions_us(p)] == []
    said = capsys.readouterr().out
    assert all(f"Entfernt: {p}" in said for p in written)  # the tests' first run speaks German
    assert main(["--uninstall-desktop-entry", "--lang", "en"]) == 0
    assert "no fishgames menu entry to remove" in capsys.readouterr().out


def test_without_xdg_data_home_the_entry_goes_to_local_share(tmp_path, monkeypatch):
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    assert main(["--install-desktop-entry"]) == 0
    assert (tmp_path / ".local" / "share" / "applications" / "fishgames.desktop").is_file()
    monkeypatch.setenv("XDG_DATA_HOME", "relative/path")  # the spec says: ignore a relative one
    assert desktop.data_home() == tmp_path / ".local" / "share"


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_windows_and_macos_are_told_to_use_the_built_app_and_nothing_is_written(data_home, monkeypatch, capsys,
                                                                                 platform):
    monkeypatch.setattr(sys, "platform", platform)
    assert main(["--install-desktop-entry", "--lang", "en"]) == 2
    assert not data_home.exists()
    assert "tools/build_app.py" in capsys.readouterr().err


def test_install_and_uninstall_together_is_a_usage_error(capsys):
    assert main(["--install-desktop-entry", "--uninstall-desktop-entry"]) == 2
    err = capsys.readouterr().err
    assert "--install-desktop-entry" in err and "--uninstall-desktop-entry" in err and "Traceback" not in err


def test_an_unwritable_data_folder_is_reported_not_a_crash(tmp_path, monkeypatch, capsys):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))  # a file where the folder should be
    assert main(["--install-desktop-entry", "--lang", "en"]) == 1
    assert "Could not write the menu entry" in capsys.readouterr().err


# -- the desktop opens shared games and links with the entry -------------------------------------------------

@pytest.fixture
def desktop_home(tmp_path, monkeypatch):
    """A whole temporary desktop user: data, config and home (``xdg-mime`` also reads the config's lists)."""
    for name, folder in (("XDG_DATA_HOME", "xdg-data"), ("XDG_CONFIG_HOME", "xdg-config"), ("HOME", "home")):
        (tmp_path / folder).mkdir()
        monkeypatch.setenv(name, str(tmp_path / folder))
    for name in ("XDG_CURRENT_DESKTOP", "DESKTOP_SESSION", "KDE_FULL_SESSION", "GNOME_DESKTOP_SESSION_ID"):
        monkeypatch.delenv(name, raising=False)  # xdg-mime's generic way: the freedesktop files themselves
    return tmp_path / "xdg-data"


def xdg_mime(*args: str, cwd=None) -> str:
    done = subprocess.run(["xdg-mime", "query", *args], capture_output=True, text=True, timeout=60, cwd=cwd)
    return done.stdout.strip()


NO_XDG = shutil.which("xdg-mime") is None or shutil.which("update-desktop-database") is None \
    or shutil.which("update-mime-database") is None


@pytest.mark.skipif(NO_XDG, reason="xdg-mime, update-mime-database or update-desktop-database is not installed "
                                   "(apt-get install xdg-utils shared-mime-info desktop-file-utils)")
def test_xdg_mime_opens_fishgame_files_and_fishgames_links_with_the_entry(desktop_home, tmp_path):
    shared = tmp_path / "x.fishgame"
    shared.write_text('{"format": 1}')
    assert xdg_mime("default", "x-scheme-handler/fishgames") == ""  # the control: unknown before
    main(["--install-desktop-entry"])
    assert xdg_mime("default", "x-scheme-handler/fishgames") == "fishgames.desktop"
    assert xdg_mime("default", desktop.MIME_TYPE) == "fishgames.desktop"
    if shutil.which("mimetype") is None:  # xdg-mime's generic way asks mimetype (libfile-mimeinfo-perl) or file(1)
        pytest.skip("mimetype is not installed (apt-get install libfile-mimeinfo-perl, a recommendation of "
                    "xdg-utils): xdg-mime cannot read the user's shared-mime-info for a file's type")
    assert xdg_mime("filetype", str(shared)) == desktop.MIME_TYPE
    main(["--uninstall-desktop-entry"])
    assert xdg_mime("default", "x-scheme-handler/fishgames") == ""
    assert xdg_mime("filetype", str(shared)) != desktop.MIME_TYPE


def test_the_entry_declares_both_types_and_the_package_names_the_glob(data_home):
    main(["--install-desktop-entry"])
    fields = read_entry(data_home / "applications" / "fishgames.desktop")
    assert fields["MimeType"].split(";") == [desktop.MIME_TYPE, "x-scheme-handler/fishgames", ""]
    package = desktop.mime_path(data_home).read_text(encoding="utf-8")
    assert f'type="{desktop.MIME_TYPE}"' in package and 'pattern="*.fishgame"' in package
    import xml.dom.minidom

    xml.dom.minidom.parseString(package)  # well-formed
