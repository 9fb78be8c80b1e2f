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

Shared games open with the app on every system (Linux: ``fishgames --install-desktop-entry``, see
``fishgames.desktop``): on macOS the bundle's ``Info.plist`` declares the ``.fishgame`` type
(``CFBundleDocumentTypes``, ``UTExportedTypeDeclarations``) and the ``fishgames:`` link scheme
(``CFBundleURLTypes``), and ``--argv-emulation`` turns the file or link macOS opens the app with into a
command-line argument (one opened while the app runs reaches SDL as a dropped file); on Windows a one-folder
app has no installer, so the folder gets ``register-fishgames.cmd`` (and ``unregister-fishgames.cmd``):
run once from the folder it is in, it writes the same two registrations for the current user
(``HKCU\\Software\\Classes``: no administrator needed), pointing at the ``fishgames.exe`` beside it.
"""

from __future__ import annotations

import argparse
import os
import plistlib
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "fishgames"
ASSETS = ROOT / "assets"
ENTRY = ROOT / "tools" / "app_entry.py"
ICON = ASSETS / "icon" / "256.png"  # Windows and macOS get it as .ico/.icns (PyInstaller converts with Pillow)
NAME = "fishgames"
BUNDLE_ID = "org.fishgames.fishgames"
MIME_TYPE = "application/x-fishgame"  # as fishgames.desktop registers it on Linux
FILE_EXTENSION = "fishgame"
FILE_UTI = "org.fishgames.fishgame"
LINK_SCHEME = "fishgames"  # fishgames.links
FILE_DESCRIPTION = "Shared fishgames game"
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
    if platform == "darwin":  # the file or link macOS opens the app with arrives as an argument
        args += ["--osx-bundle-identifier", BUNDLE_ID, "--argv-emulation"]
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


# -- opening shared games and links with the built app ---------------------------------------------------------

def macos_registrations(info: dict) -> dict:
    """``info`` (a bundle's Info.plist) with the ``.fishgame`` type and the ``fishgames:`` scheme declared."""
    info = dict(info)
    info["UTExportedTypeDeclarations"] = [{
        "UTTypeIdentifier": FILE_UTI, "UTTypeDescription": FILE_DESCRIPTION,
        "UTTypeConformsTo": ["public.json", "public.data"],
        "UTTypeTagSpecification": {"public.filename-extension": [FILE_EXTENSION], "public.mime-type": [MIME_TYPE]},
    }]
    info["CFBundleDocumentTypes"] = [{
        "CFBundleTypeName": FILE_DESCRIPTION, "CFBundleTypeRole": "Viewer", "LSHandlerRank": "Owner",
        "LSItemContentTypes": [FILE_UTI], "CFBundleTypeExtensions": [FILE_EXTENSION],
    }]
    info["CFBundleURLTypes"] = [{"CFBundleURLName": f"{BUNDLE_ID}.link", "CFBundleURLSchemes": [LINK_SCHEME]}]
    return info


def register_macos(bundle: Path) -> None:
    """Write :func:`macos_registrations` into the built bundle, then sign it again (ad hoc, as PyInstaller
    did): a changed Info.plist breaks the signature and macOS would refuse to start the app."""
    plist = bundle / "Contents" / "Info.plist"
    with plist.open("rb") as handle:
        info = plistlib.load(handle)
    with plist.open("wb") as handle:
        plistlib.dump(macos_registrations(info), handle)
    if shutil.which("codesign"):
        subprocess.run(["codesign", "--force", "--deep", "--sign", "-", str(bundle)], check=True)


def _reg_add(key: str, value: str, name: str | None = None) -> str:
    which = "/ve" if name is None else f'/v "{name}"'
    return f'reg add "HKCU\\Software\\Classes\\{key}" {which} /d "{value}" /f >nul'


def windows_scripts() -> dict[str, str]:
    """The two scripts of the Windows folder: register / unregister ``.fishgame`` and ``fishgames:`` for this
    user.  ``%~dp0`` is the script's own folder, so they work wherever the folder was copied; ``%%1`` in a
    .cmd file is the ``%1`` (the file or link) Windows fills in."""
    exe = '\\"%~dp0fishgames.exe\\"'
    opens = f'{exe} \\"%%1\\"'
    lines = [
        "@echo off",
        "rem Open .fishgame files and fishgames: links with the fishgames.exe in this folder (this user only).",
        _reg_add(f".{FILE_EXTENSION}", "fishgames.game"),
        _reg_add(f".{FILE_EXTENSION}", MIME_TYPE, "Content Type"),
        _reg_add("fishgames.game", FILE_DESCRIPTION),
        _reg_add("fishgames.game\\DefaultIcon", f"{exe},0"),
        _reg_add("fishgames.game\\shell\\open\\command", opens),
        _reg_add(LINK_SCHEME, "URL:fishgames game link"),
        _reg_add(LINK_SCHEME, "", "URL Protocol"),
        _reg_add(f"{LINK_SCHEME}\\DefaultIcon", f"{exe},0"),
        _reg_add(f"{LINK_SCHEME}\\shell\\open\\command", opens),
        "echo fishgames now opens .fishgame files and fishgames: links.",
    ]
    undo = ["@echo off", "rem Remove what register-fishgames.cmd wrote."]
    undo += [f'reg delete "HKCU\\Software\\Classes\\{key}" /f >nul 2>&1'
             for key in (f".{FILE_EXTENSION}", "fishgames.game", LINK_SCHEME)]
    undo.append("echo fishgames no longer opens .fishgame files and fishgames: links.")
    return {"register-fishgames.cmd": "\r\n".join(lines) + "\r\n",
            "unregister-fishgames.cmd": "\r\n".join(undo) + "\r\n"}


def register(dist: Path, platform: str = sys.platform) -> list[Path]:
    """After the build: the registrations of this system (none needed on Linux: the app installs its desktop
    entry itself).  Returns the files written or changed."""
    if platform == "darwin":
        bundle = dist / f"{NAME}.app"
        register_macos(bundle)
        return [bundle / "Contents" / "Info.plist"]
    if platform.startswith("win"):
        written = []
        for name, text in windows_scripts().items():
            path = dist / NAME / name
            path.write_bytes(text.encode("ascii"))
            written.append(path)
        return written
    return []


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
    register(args.dist.resolve())
    seconds = time.monotonic() - started
    app = args.dist.resolve() / NAME
    files = sum(1 for f in app.rglob("*") if f.is_file())
    print(f"built {app} in {seconds:.0f} s: {folder_size(app) / 2**20:.0f} MiB in {files} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
