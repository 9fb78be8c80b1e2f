"""A menu entry for this installation on Linux desktops: ``fishgames --install-desktop-entry``.

A family starts the games from the desktop's app menu, not from a terminal.  The freedesktop entry goes
to ``$XDG_DATA_HOME/applications/fishgames.desktop`` and the icon to
``$XDG_DATA_HOME/icons/hicolor/<n>x<n>/apps/fishgames.png`` (``~/.local/share`` when ``XDG_DATA_HOME`` is
unset): the user's own folders, so no root is needed and ``--uninstall-desktop-entry`` takes exactly
these files away again.  The entry starts *this* installation — the built app's executable, or this
Python interpreter with ``-m fishgames`` — so a virtual environment or a one-folder build works from the
menu without being on ``PATH``.  Texts come from ``assets/i18n/install.<lang>.json`` (English as the
entry's default, German as ``[de]``).

The entry also opens shared games: it registers the ``.fishgame`` type (``application/x-fishgame``, a
shared-mime-info package in ``$XDG_DATA_HOME/mime/packages/fishgames.xml``) and the ``fishgames:`` link scheme
(``x-scheme-handler/fishgames``), and its Exec line ends in ``%u``, so a double-clicked file or a clicked
link starts the app with it (or hands it to the running one).  ``update-mime-database`` and
``update-desktop-database`` refresh the desktop's caches where they are installed (shared-mime-info,
desktop-file-utils); without them the files are still right and the desktop reads them at its next scan.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from fishgames.i18n import Translator
from fishgames.paths import asset

APP_ID = "fishgames"  # the entry's and the icon's file name; also the window class (see app.main)
ICON_SIZES = (48, 128, 256)  # the PNGs in assets/icon/
MIME_TYPE = "application/x-fishgame"  # a .fishgame file (fishgames.share)
SCHEME_TYPE = "x-scheme-handler/fishgames"  # a fishgames: link (fishgames.links)
CACHE_TOOLS = (("update-mime-database", "mime"), ("update-desktop-database", "applications"))
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")  # an Exec argument with one of these must be quoted


def supported(platform: str | None = None) -> bool:
    """Desktop entries are a freedesktop (Linux and BSD desktops) thing; Windows and macOS have none."""
    platform = platform or sys.platform
    return not platform.startswith(("win", "darwin", "cygwin"))


def data_home(environ: Mapping[str, str] = os.environ) -> Path:
    """``$XDG_DATA_HOME`` if it is an absolute path (the spec says to ignore a relative one), else ~/.local/share."""
    value = environ.get("XDG_DATA_HOME", "")
    if value and os.path.isabs(value):
        return Path(value)
    return Path(environ.get("HOME") or Path.home()) / ".local" / "share"


def launch_command() -> list[str]:
    """What starts this installation: the frozen executable of a built app, else this interpreter."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-m", "fishgames"]


def exec_value(argv: Sequence[str]) -> str:
    """``argv`` as an Exec value: reserved characters quoted, ``%`` doubled, then backslashes escaped
    as the string rule asks (the spec applies that before the quoting)."""
    return " ".join(_quote(arg) for arg in argv).replace("\\", "\\\\")


def _quote(arg: str) -> str:
    arg = arg.replace("%", "%%")
    if arg and not _RESERVED.intersection(arg):
        return arg
    return '"' + re.sub(r'(["`$\\])', r"\\\1", arg) + '"'


def entry_text(argv: Sequence[str]) -> str:
    """The ``.desktop`` file that starts ``argv``, its texts in English and German."""
    en, de = Translator("en"), Translator("de")
    lines = ["[Desktop Entry]", "Type=Application", "Version=1.4"]
    for key, text in (("Name", "install.desktop.name"), ("GenericName", "install.desktop.generic_name"),
                      ("Comment", "install.desktop.comment"), ("Keywords", "install.desktop.keywords")):
        lines.append(f"{key}={_string(en(text))}")
        if de(text) != en(text):
            lines.append(f"{key}[de]={_string(de(text))}")
    lines += [
        f"TryExec={_string(argv[0])}",  # the menu hides the entry once this installation is gone
        f"Exec={exec_value(argv)} %u",  # a file (path or file:// URL) or a fishgames: link
        f"MimeType={MIME_TYPE};{SCHEME_TYPE};",
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Game;CardGame;BoardGame;",
        f"StartupWMClass={APP_ID}",
    ]
    return "\n".join(lines) + "\n"


def _string(text: str) -> str:
    """A value of type string or localestring: no line breaks, backslashes escaped."""
    return text.replace("\\", "\\\\").replace("\n", " ")


def mime_text() -> str:
    """The shared-mime-info package of the ``.fishgame`` type, its comment in English and German."""
    from xml.sax.saxutils import escape

    en, de = Translator("en"), Translator("de")
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">\n'
        f'  <mime-type type="{MIME_TYPE}">\n'
        f'    <comment>{escape(en("install.mime.comment"))}</comment>\n'
        f'    <comment xml:lang="de">{escape(de("install.mime.comment"))}</comment>\n'
        f'    <sub-class-of type="application/json"/>\n'
        f'    <generic-icon name="{APP_ID}"/>\n'
        '    <glob pattern="*.fishgame"/>\n'
        '  </mime-type>\n'
        '</mime-info>\n'
    )


def mime_path(home: Path) -> Path:
    return home / "mime" / "packages" / f"{APP_ID}.xml"


def refresh_caches(home: Path) -> list[str]:
    """Run the desktop's cache tools on ``home``'s folders where they are installed; the ones that ran."""
    ran = []
    for tool, folder in CACHE_TOOLS:
        command = shutil.which(tool)
        if command is None or not (home / folder).is_dir():
            continue
        try:
            subprocess.run([command, str(home / folder)], capture_output=True, timeout=60, check=True)
        except (OSError, subprocess.SubprocessError) as error:  # a broken tool must not fail the install
            print(f"fishgames: {tool}: {error}", file=sys.stderr)
            continue
        ran.append(tool)
    return ran


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.with_name(path.name + ".tmp")  # the desktop watches these folders: never show half a file
    temp.write_text(text, encoding="utf-8")
    temp.replace(path)


def entry_path(home: Path) -> Path:
    return home / "applications" / f"{APP_ID}.desktop"


def icon_paths(home: Path) -> dict[int, Path]:
    return {n: home / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{APP_ID}.png" for n in ICON_SIZES}


def install(home: Path | None = None, argv: Sequence[str] | None = None) -> list[Path]:
    """Write the icons, the ``.fishgame`` type and the entry (replacing older ones), then refresh the
    desktop's caches; returns the files written (the entry last)."""
    home = home or data_home()
    written = []
    for size, path in icon_paths(home).items():
        path.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(asset("icon", f"{size}.png"), path)
        written.append(path)
    _write(mime_path(home), mime_text())
    written.append(mime_path(home))
    entry = entry_path(home)
    _write(entry, entry_text(argv or launch_command()))
    written.append(entry)
    refresh_caches(home)
    return written


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove what :func:`install` wrote (nothing else) and refresh the caches; returns the files removed."""
    home = home or data_home()
    removed = []
    for path in [entry_path(home), mime_path(home), *icon_paths(home).values()]:
        if path.is_file():
            path.unlink()
            removed.append(path)
    if removed:
        refresh_caches(home)
    return removed


def run_cli(install_entry: bool, lang: str) -> int:
    """``--install-desktop-entry`` / ``--uninstall-desktop-entry``: do it, say what was done, exit status."""
    say = Translator(lang)
    if not supported():
        print(f"fishgames: {say('install.cli.unsupported')}", file=sys.stderr)
        return 2
    try:
        if install_entry:
            entry = install()[-1]
            print(say("install.cli.installed", entry=entry))
            print(say("install.cli.installed_hint"))
            return 0
        removed = uninstall()
    except OSError as error:
        print(f"fishgames: {say('install.cli.failed', error=error)}", file=sys.stderr)
        return 1
    for path in removed:
        print(say("install.cli.removed", path=path))
    if not removed:
        print(say("install.cli.nothing_removed"))
    return 0
