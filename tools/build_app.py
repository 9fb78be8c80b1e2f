"""Build the standalone app: ``python tools/build_app.py`` → ``dist/fishgames/`` (one folder, runs anywhere).

A family double-clicks an app; they do not make virtual environments.  PyInstaller freezes this Python,
pygame-ce's SDL, pygame-gui and the game into one folder (``dist/fishgames/fishgames[.exe]``; on macOS
also ``dist/fishgames.app``) that needs nothing installed.  It builds for the system it runs on, so
Windows and macOS builds come from CI (``.github/workflows/build.yml``) running this same script.

Needs the build extra: ``pip install -e '.[build]'``.  Then ``python tools/check_app.py`` starts the
result in a clean environment.

What the freezer cannot see by itself, and so is spelled out here (a test checks these lists against
the tree): the game packages are imported by name at run time (``core.registry``), so every module
of ``fishgames`` is a hidden import; the assets are data; and the menu finds a built game by its
``games/<name>/scene.py`` file, so those files ride along as data too.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "fishgames"
ASSETS = ROOT / "assets"
ENTRY = ROOT / "tools" / "app_entry.py"
ICON = ASSETS / "icon" / "256.png"  # Windows and macOS get it as .ico/.icns (PyInstaller converts with Pillow)
NAME = "fishgames"
#: Assets the app never reads: the README's screenshots.
NOT_SHIPPED = {"readme"}
#: Never needed, and big when an environment happens to have them.
EXCLUDED = ("tkinter", "numpy", "pytest", "hypothesis", "PyInstaller")
#: pygame-gui's Chinese, Japanese and Korean fonts (34 MB, a third of the app): it loads a font only for
#: the UI language, and the app speaks German and English.  Its hook ships them, so they go afterwards.
UNUSED = ("NotoSansJP-*", "NotoSansSC-*", "NotoSansKR-*")


def modules() -> list[str]:
    """Every module of the package, found in the source tree (the registry imports games by name)."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if "__pycache__" in parts:
            continue
        found.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return found


def data() -> list[tuple[Path, str]]:
    """(source, folder inside the app): the assets where ``fishgames.paths`` looks in an installed
    package, and the scene files the menu's built-game check looks for, and the phone page."""
    entries = [(path, f"{NAME}/assets" if path.is_file() else f"{NAME}/assets/{path.name}")
               for path in sorted(ASSETS.iterdir()) if path.name not in NOT_SHIPPED]
    entries += [(scene, scene.parent.relative_to(ROOT).as_posix())
                for scene in sorted(PACKAGE.glob("games/*/scene.py"))]
    entries += [(page, page.parent.relative_to(ROOT).as_posix())  # the phone page (fishgames.phones.server)
                for page in sorted(PACKAGE.glob("phones/page/*"))]
    return entries


def pyinstaller_args(dist: Path, work: Path, platform: str = sys.platform) -> list[str]:
    args = [str(ENTRY), "--name", NAME, "--onedir", "--noconfirm", "--clean", "--log-level", "WARN",
            "--distpath", str(dist), "--workpath", str(work), "--specpath", str(work),
            "--paths", str(ROOT)]  # pygame-ce and pygame-gui bring their own PyInstaller hooks
    if platform.startswith(("win", "darwin")):
        args += ["--windowed", "--icon", str(ICON)]  # no console window; an .app bundle on macOS
    if platform == "darwin":
        args += ["--osx-bundle-identifier", "org.fishgames.fishgames"]
    for module in modules():
        args += ["--hidden-import", module]
    for source, target in data():
        args += ["--add-data", f"{source}{os.pathsep}{target}"]
    for module in EXCLUDED:
        args += ["--exclude-module", module]
    return args


def prune(dist: Path) -> list[Path]:
    """Delete the :data:`UNUSED` files from the built app (and its macOS bundle); returns them."""
    doomed = [f for pattern in UNUSED for f in dist.glob(f"{NAME}*/**/pygame_gui/data/{pattern}")]
    for path in doomed:
        path.unlink()
    return doomed


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the one-folder app with PyInstaller.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the app folder goes")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller's scratch folder")
    args = parser.parse_args(argv)
    try:
        import PyInstaller.__main__
    except ImportError:
        print("build_app: PyInstaller is missing; install the build extra: pip install -e '.[build]'",
              file=sys.stderr)
        return 2
    started = time.monotonic()
    PyInstaller.__main__.run(pyinstaller_args(args.dist.resolve(), args.work.resolve()))
    prune(args.dist.resolve())
    seconds = time.monotonic() - started
    app = args.dist.resolve() / NAME
    files = sum(1 for f in app.rglob("*") if f.is_file())
    print(f"built {app} in {seconds:.0f} s: {folder_size(app) / 2**20:.0f} MiB in {files} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
