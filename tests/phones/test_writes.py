"""Nothing of a phones game writes outside the app's own folders (issue 30: "nothing on the server writes
outside the app's data folder").  A whole phones game — joins, moves, refusals, forged and garbage frames,
picture requests — runs in a process of its own with a fresh home, temporary folder and working folder,
under a write watch in every Python process of the run (``writes_watched/sitecustomize.py``: the app's, the
snapshot writer's and the picture helper's), and afterwards nothing in those folders but the app's own has
changed.  (The watch sees what Python writes; a file written by C code alone — SDL, sqlite's own journal —
is seen by the look at the folders afterwards where it lands in one of them.)"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

WATCHED = Path(__file__).parent / "writes_watched"
ROOT = Path(__file__).resolve().parents[2]


def files_under(folder: Path, leave_out: Path) -> dict[str, tuple[int, int]]:
    """Every file under ``folder`` but ``leave_out``'s: its size and modification time."""
    found = {}
    for path in folder.rglob("*"):
        if path.is_file() and leave_out not in path.parents:
            stat = path.stat()
            found[str(path.relative_to(folder))] = (stat.st_size, stat.st_mtime_ns)
    return found


def test_a_phones_game_writes_only_in_the_apps_folders(tmp_path):
    home, temporary, working = tmp_path / "home", tmp_path / "tmp", tmp_path / "cwd"
    own = home / "fishgames"  # FISHGAMES_HOME: the app's data and settings folders
    for folder in (home, temporary, working):
        folder.mkdir()
    (home / ".profile").write_text("an old file of the user's\n")
    report = tmp_path / "writes.txt"
    env = {key: value for key, value in os.environ.items() if not key.startswith(("PYTHON", "XDG_", "FISHGAMES_"))}
    env.update(HOME=str(home), TMPDIR=str(temporary), FISHGAMES_HOME=str(own), PYTHONDONTWRITEBYTECODE="1",
               PYTHONPATH=os.pathsep.join((str(WATCHED), str(ROOT))), FISHGAMES_WRITES_REPORT=str(report),
               FISHGAMES_WRITES_ALLOWED=str(own), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               FISHGAMES_PHONES_BIND="127.0.0.1")
    before = files_under(tmp_path, own)
    run = subprocess.run([sys.executable, "-m", "tests.phones.writes_watched.phones_game"], cwd=working, env=env,
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0 and "played to the end" in run.stdout, run.stdout[-2000:] + run.stderr[-4000:]
    assert not report.exists(), "written outside the app's folders:\n" + report.read_text()
    after = files_under(tmp_path, own)
    assert after == before, f"files made or changed outside the app's folders: {sorted(set(after.items()) ^ set(before.items()))}"
    assert (own / "data").is_dir(), "the game wrote nothing of its own (was it watched at all?)"
