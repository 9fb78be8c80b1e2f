"""No traceback reaches a player's terminal for a home the app cannot use: the real app is started (a subprocess,
dummy video driver, 30 frames) with ``FISHGAMES_HOME`` read-only, a file, or with its cache folder impossible;
it runs, exits 0, and the terminal shows at most one translated line, the cache's.

Read-only for real: as root, ``chmod`` stops no write (CAP_DAC_OVERRIDE), so there the app runs under
``setpriv`` without that capability (and CAP_DAC_READ_SEARCH) — a probe under the same wrapper proves the folder
refuses writes before the app is judged, so the test cannot pass by writing after all.
"""

from __future__ import annotations

import atexit
import os
import shutil
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from fishgames.i18n import Translator

REPO = Path(__file__).resolve().parents[1]
NO_OVERRIDE = ["setpriv", "--bounding-set=-dac_override,-dac_read_search", "--inh-caps=-all"]


def as_a_player() -> list[str]:
    """The prefix that runs a command without root's power to write where permissions say no."""
    if os.geteuid() != 0:
        return []
    if shutil.which("setpriv") is None:
        pytest.skip("running as root without setpriv: a read-only folder cannot be made here")
    return NO_OVERRIDE


def read_only(folder: Path) -> Path:
    for path in [folder, *folder.rglob("*")]:
        if path.is_dir():
            path.chmod(stat.S_IRUSR | stat.S_IXUSR | stat.S_IRGRP | stat.S_IXGRP | stat.S_IROTH | stat.S_IXOTH)
    probe = subprocess.run([*as_a_player(), sys.executable, "-c", f"open({str(folder / 'probe')!r}, 'w')"],
                           capture_output=True, text=True)
    assert probe.returncode != 0 and "PermissionError" in probe.stderr, "the folder is not read-only for the app"
    return folder


def run_app(home: Path, lang: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "FISHGAMES_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([*as_a_player(), sys.executable, "-m", "fishgames", "--smoke-frames", "30", "--lang", lang],
                          cwd=REPO, env=env, capture_output=True, text=True, timeout=300)


def cache_line(lang: str, folder: Path, error: str) -> str:
    return "fishgames: " + Translator(lang)("cache.unwritable", folder=str(folder), error=error)


def empty_read_only(tmp_path: Path) -> tuple[Path, str | None]:
    (tmp_path / "home").mkdir()
    return read_only(tmp_path / "home"), "Permission denied"


_FIRST_RUN: list[Path] = []


def used_then_read_only(tmp_path: Path) -> tuple[Path, str | None]:
    """A home a first run filled (settings, cache, history), then made read-only: all of it is read, nothing
    can be written, and the cache it already has needs no line.  The first run fills a home once a process (in
    English) and each test gets a copy of it (the same files; the first run was the same for both languages)."""
    if not _FIRST_RUN:
        filled = Path(tempfile.mkdtemp(prefix="fishgames-used-home-")) / "home"
        atexit.register(shutil.rmtree, filled.parent, True)
        first = run_app(filled, "en")
        assert first.returncode == 0 and first.stderr == "", first.stderr
        _FIRST_RUN.append(filled)
    home = tmp_path / "home"
    shutil.copytree(_FIRST_RUN[0], home)
    assert (home / "cache").is_dir() and (home / "data").is_dir()
    return read_only(home), None


def a_file(tmp_path: Path) -> tuple[Path, str | None]:
    (tmp_path / "home").write_text("not a folder")
    return tmp_path / "home", "Not a directory"


def cache_is_a_file(tmp_path: Path) -> tuple[Path, str | None]:
    (tmp_path / "home").mkdir()
    (tmp_path / "home" / "cache").write_text("not a folder")
    return tmp_path / "home", "File exists"


HOMES = {"read-only": empty_read_only, "used, then read-only": used_then_read_only, "a file": a_file,
         "cache is a file": cache_is_a_file}


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("kind", HOMES)
def test_a_home_the_app_cannot_use_costs_one_line_and_no_traceback(tmp_path, kind, lang):
    home, error = HOMES[kind](tmp_path)
    try:
        run = run_app(home, lang)
    finally:
        for path in [home, *home.rglob("*")] if home.is_dir() else []:
            path.chmod(path.stat().st_mode | stat.S_IWUSR)  # pytest must be able to clean up as a player
    assert run.returncode == 0, run.stderr  # it ran its 30 frames
    assert "Traceback" not in run.stderr, run.stderr
    expected = [] if error is None else [cache_line(lang, home / "cache", error)]
    assert run.stderr.splitlines() == expected
