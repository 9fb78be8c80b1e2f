"""Start the built app the way a family's computer would, and fail loudly if it does not run.

    python tools/check_app.py [--dist dist]

The app runs with an empty environment (like ``env -i``: no virtual environment, no PATH, no
PYTHONPATH; only a fresh ``FISHGAMES_HOME`` and ``HOME``) from a temporary folder outside the
checkout, so nothing of the developer's machine can stand in for something the build forgot.  It
renders 30 frames of a fixed Go Fish deal headless (``--smoke-frames 30 --code gofish:4S-1K3F``)
and must exit 0 having autosaved that game into the fresh home (so the table really started).

Before that it looks into the folder for what the app opens by path rather than imports — the asset
folders and the ``games/<name>/scene.py`` files by which the menu tells a built game from "coming soon" —
because a build without them still starts a game from a code, but shows a menu of nothing to play.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SMOKE = ["--smoke-frames", "30", "--code", "gofish:4S-1K3F"]
TIMEOUT = 300  # seconds: a first start unpacks nothing, but a busy CI machine is slow
#: What Windows itself needs in any process's environment (Python's start-up reads SYSTEMROOT).
WINDOWS_KEEP = ("SYSTEMROOT", "WINDIR")


def executable(dist: Path) -> Path:
    return dist / "fishgames" / ("fishgames.exe" if sys.platform == "win32" else "fishgames")


def missing_files(app: Path) -> list[str]:
    """Files the app looks for by path (see :mod:`fishgames.paths`, ``ui.games.is_built``) that the
    built folder lacks, named as in the checkout."""
    packages = [p.parent.parent for p in app.rglob("assets/i18n") if p.parent.parent.name == "fishgames"]
    if not packages:
        return ["fishgames/assets/"]
    package = packages[0]
    wanted = [p.relative_to(ROOT) for p in sorted((ROOT / "fishgames").glob("games/*/scene.py"))]
    wanted += [Path("fishgames/assets", p.relative_to(ROOT / "assets")) for p in sorted((ROOT / "assets").iterdir())
               if p.name != "readme"]
    return [p.as_posix() for p in wanted if not (package.parent / p).exists()]


def clean_env(home: Path) -> dict[str, str]:
    env = {"FISHGAMES_HOME": str(home / "fishgames-home"), "HOME": str(home)}
    if sys.platform == "win32":
        env.update({key: os.environ[key] for key in WINDOWS_KEEP if key in os.environ})
        env["USERPROFILE"] = env["TEMP"] = env["TMP"] = str(home)
    return env


def smoke(exe: Path, args: list[str] = SMOKE) -> tuple[int, str, float]:
    """Run ``exe args`` cleanly; returns (exit status, what it printed, seconds)."""
    with tempfile.TemporaryDirectory(prefix="fishgames-check-") as scratch:
        home = Path(scratch)
        started = time.monotonic()
        done = subprocess.run([str(exe), *args], cwd=home, env=clean_env(home), capture_output=True,
                              text=True, errors="replace", timeout=TIMEOUT)
        seconds = time.monotonic() - started
        output = done.stdout + done.stderr
        if done.returncode == 0 and not (home / "fishgames-home" / "data" / "autosave" / "gofish.json").is_file():
            return 1, output + "\ncheck_app: the app exited 0 but never autosaved the Go Fish game", seconds
        return done.returncode, output, seconds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Start the built app in a clean environment.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="the build's output folder")
    args = parser.parse_args(argv)
    exe = executable(args.dist.resolve())
    if not exe.is_file():
        print(f"check_app: no built app at {exe}; run tools/build_app.py first", file=sys.stderr)
        return 2
    lacking = missing_files(exe.parent)
    if lacking:
        print(f"check_app: the build lacks {', '.join(lacking)}", file=sys.stderr)
        return 1
    status, output, seconds = smoke(exe)
    print(output.rstrip())
    verdict = "ok" if status == 0 else f"FAILED (exit status {status})"
    print(f"check_app: {exe} {' '.join(SMOKE)}: {verdict} in {seconds:.1f} s")
    return 0 if status == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
