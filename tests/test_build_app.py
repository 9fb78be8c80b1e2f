"""The standalone build's recipe, checked without building (a real build takes a minute and PyInstaller is
not a test dependency; CI's build workflow and ``tools/check_app.py`` run it for real): everything the
frozen app reads at run time is in PyInstaller's arguments, and the start check really starts cleanly."""

from __future__ import annotations

import importlib.util
import json
import os
import pkgutil
import shutil
import stat
import sys
import tomllib
from pathlib import Path

import pytest

import fishgames
from fishgames.core import registry

ROOT = Path(__file__).resolve().parent.parent


def load_tool(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build_app = load_tool("build_app")
check_app = load_tool("check_app")


def options(args: list[str], flag: str) -> list[str]:
    return [args[i + 1] for i, arg in enumerate(args) if arg == flag]


@pytest.fixture(scope="module")
def args(tmp_path_factory):
    scratch = tmp_path_factory.mktemp("build")
    return build_app.pyinstaller_args(scratch / "dist", scratch / "work", platform="linux")


def test_every_module_of_the_package_is_a_hidden_import(args):
    """The registry imports each game by name, which PyInstaller cannot follow; pkgutil finds them here."""
    found = {"fishgames"} | {m.name for m in pkgutil.walk_packages(fishgames.__path__, "fishgames.")}
    assert found <= set(options(args, "--hidden-import"))
    for game in registry.ALL_GAMES:
        assert {f"fishgames.games.{game}", f"fishgames.games.{game}.rules", f"fishgames.games.{game}.scene"} <= found


def shipped(args: list[str]) -> set[str]:
    """Every file the --add-data options put into the app, as paths inside it."""
    files = set()
    for option in options(args, "--add-data"):
        source, target = option.rsplit(os.pathsep, 1)
        source = Path(source)
        for path in [source] if source.is_file() else source.rglob("*"):
            if path.is_file():
                inside = Path(target) / (path.name if source.is_file() else path.relative_to(source))
                files.add(inside.as_posix())
    return files


def test_every_runtime_asset_ships_where_the_package_looks_for_it(args):
    """All of assets/ but the README's screenshots, at fishgames/assets/ (paths.asset_dir's wheel layout)."""
    assets = ROOT / "assets"
    wanted = {f"fishgames/assets/{p.relative_to(assets).as_posix()}" for p in assets.rglob("*")
              if p.is_file() and "readme" not in p.relative_to(assets).parts}
    for folder in ("fonts", "i18n", "sounds", "icon"):  # the folders the app reads, named so a miss is loud
        assert any(f.startswith(f"fishgames/assets/{folder}/") for f in wanted)
    got = {f for f in shipped(args) if f.startswith("fishgames/assets/")}
    assert got == wanted


def test_the_menu_finds_every_built_game_in_the_app(args):
    """ui.games.is_built looks for games/<name>/scene.py as a file, which a frozen app has only as data."""
    files = shipped(args)
    for game in registry.ALL_GAMES:
        assert f"fishgames/games/{game}/scene.py" in files


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_windows_and_macos_get_the_icon_and_no_console(tmp_path, platform):
    args = build_app.pyinstaller_args(tmp_path / "dist", tmp_path / "work", platform=platform)
    assert "--windowed" in args
    assert [Path(p) for p in options(args, "--icon")] == [ROOT / "assets" / "icon" / "256.png"]
    assert (ROOT / "assets" / "icon" / "256.png").is_file()


def test_the_entry_point_prepares_the_bot_workers_before_the_app_starts():
    """A frozen executable is also what each ``spawn`` worker runs: freeze_support must come first."""
    source = (ROOT / "tools" / "app_entry.py").read_text()
    assert source.index("multiprocessing.freeze_support()") < source.index("main()")


def test_prune_takes_only_the_unused_fonts(tmp_path):
    data = tmp_path / "fishgames" / "_internal" / "pygame_gui" / "data"
    data.mkdir(parents=True)
    names = ["NotoSans-Regular.ttf", "NotoSansJP-Bold.otf", "NotoSansSC-Regular.otf", "NotoSansKR-Bold.ttf",
             "NotoSansHebrew-Regular.ttf"]
    for name in names:
        (data / name).write_bytes(b"font")
    build_app.prune(tmp_path)
    assert sorted(p.name for p in data.iterdir()) == ["NotoSans-Regular.ttf", "NotoSansHebrew-Regular.ttf"]


def test_the_build_extra_names_pyinstaller():
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    assert any(req.lower().startswith("pyinstaller") for req in extras["build"])


# -- the start check -------------------------------------------------------------------------------------

FAKE_APP = """#!{python}
import json, os, sys
home = os.environ.get("FISHGAMES_HOME")
json.dump(dict(os.environ), open(os.path.join(os.environ["HOME"], "env.json"), "w"))
json.dump({{"argv": sys.argv[1:], "cwd": os.getcwd()}}, open(os.path.join(os.environ["HOME"], "run.json"), "w"))
if {autosaves}:
    os.makedirs(os.path.join(home, "data", "autosave"))
    open(os.path.join(home, "data", "autosave", "gofish.json"), "w").write("{{}}")
sys.exit({status})
"""


def fake_app(tmp_path: Path, status: int = 0, autosaves: bool = True) -> Path:
    """A stand-in for the built folder: a script as the executable, the files the app opens by path
    laid out as PyInstaller 6 does (``_internal/fishgames/...``)."""
    exe = tmp_path / "dist" / "fishgames" / "fishgames"
    package = exe.parent / "_internal" / "fishgames"
    shutil.copytree(ROOT / "assets", package / "assets", ignore=shutil.ignore_patterns("readme"))
    for game in registry.ALL_GAMES:
        (package / "games" / game).mkdir(parents=True)
        (package / "games" / game / "scene.py").write_text("")
    exe.write_text(FAKE_APP.format(python=sys.executable, status=status, autosaves=autosaves))
    exe.chmod(exe.stat().st_mode | stat.S_IXUSR)
    return exe


@pytest.mark.skipif(sys.platform == "win32", reason="the fake app is a script with a #! line")
def test_the_check_names_what_the_build_lacks_and_then_does_not_start_it(tmp_path, capsys, monkeypatch):
    exe = fake_app(tmp_path)
    assert check_app.missing_files(exe.parent) == []
    package = exe.parent / "_internal" / "fishgames"
    (package / "games" / "lure" / "scene.py").unlink()
    shutil.rmtree(package / "assets" / "sounds")
    assert check_app.missing_files(exe.parent) == ["fishgames/games/lure/scene.py", "fishgames/assets/sounds"]
    started = []
    monkeypatch.setattr(check_app, "smoke", lambda exe: started.append(exe) or (0, "", 0.0))
    assert check_app.main(["--dist", str(tmp_path / "dist")]) == 1
    assert "lacks fishgames/games/lure/scene.py" in capsys.readouterr().err
    assert started == []


@pytest.mark.skipif(sys.platform == "win32", reason="the fake app is a script with a #! line")
def test_the_check_starts_the_app_with_an_empty_environment_outside_the_checkout(tmp_path, monkeypatch):
    fake_app(tmp_path)
    seen = {}
    real_run = check_app.subprocess.run

    def spy(cmd, **kwargs):
        done = real_run(cmd, **kwargs)
        home = Path(kwargs["env"]["HOME"])
        seen.update(env=(home / "env.json").read_text(), run=(home / "run.json").read_text())
        return done

    monkeypatch.setattr(check_app.subprocess, "run", spy)
    assert check_app.main(["--dist", str(tmp_path / "dist")]) == 0
    env, run = json.loads(seen["env"]), json.loads(seen["run"])
    assert run["argv"] == ["--smoke-frames", "30", "--code", "gofish:4S-1K3F"]
    assert not Path(run["cwd"]).resolve().is_relative_to(ROOT)
    assert set(env) - {"LC_CTYPE"} == {"FISHGAMES_HOME", "HOME"}  # LC_CTYPE: Python's own C-locale coercion


@pytest.mark.skipif(sys.platform == "win32", reason="the fake app is a script with a #! line")
@pytest.mark.parametrize("status, autosaves", [(1, True), (0, False)])
def test_the_check_fails_when_the_app_fails_or_never_starts_the_game(tmp_path, status, autosaves):
    fake_app(tmp_path, status=status, autosaves=autosaves)
    assert check_app.main(["--dist", str(tmp_path / "dist")]) == 1


def test_the_check_says_when_there_is_no_build(tmp_path, capsys):
    assert check_app.main(["--dist", str(tmp_path)]) == 2
    assert "build_app.py" in capsys.readouterr().err


# -- shared games and links open with the built app on macOS and Windows -------------------------------------------

def test_the_recipe_registers_the_same_type_and_scheme_as_the_linux_entry():
    from fishgames import desktop, links, share

    build = load_tool("build_app")
    assert build.MIME_TYPE == desktop.MIME_TYPE and build.LINK_SCHEME == links.SCHEME
    assert f".{build.FILE_EXTENSION}" == share.SUFFIX


def test_the_macos_bundle_declares_the_file_type_and_the_link_scheme(tmp_path):
    import plistlib

    build = load_tool("build_app")
    assert "--argv-emulation" in build.pyinstaller_args(tmp_path / "d", tmp_path / "w", "darwin")
    plist = tmp_path / "fishgames.app" / "Contents" / "Info.plist"
    plist.parent.mkdir(parents=True)
    plist.write_bytes(plistlib.dumps({"CFBundleIdentifier": build.BUNDLE_ID, "CFBundleName": "fishgames"}))
    build.register_macos(plist.parents[1])
    info = plistlib.loads(plist.read_bytes())
    assert info["CFBundleName"] == "fishgames"  # PyInstaller's keys stay
    [document] = info["CFBundleDocumentTypes"]
    [exported] = info["UTExportedTypeDeclarations"]
    assert document["LSItemContentTypes"] == [exported["UTTypeIdentifier"]]
    assert exported["UTTypeTagSpecification"]["public.filename-extension"] == ["fishgame"]
    assert info["CFBundleURLTypes"][0]["CFBundleURLSchemes"] == ["fishgames"]


def test_the_windows_folder_gets_scripts_that_register_for_this_user_wherever_it_is(tmp_path):
    build = load_tool("build_app")
    (tmp_path / "fishgames").mkdir()
    written = build.register(tmp_path, "win32")
    texts = {path.name: path.read_bytes().decode("ascii") for path in written}
    register, unregister = texts["register-fishgames.cmd"], texts["unregister-fishgames.cmd"]
    assert "\r\n" in register and "HKLM" not in register + unregister  # this user only: no administrator
    opens = r'/d "\"%~dp0fishgames.exe\" \"%%1\""'  # the exe beside the script, with the file or link
    assert register.count(opens) == 2
    for key in (r"Classes\.fishgame", r"Classes\fishgames.game", r"Classes\fishgames"):
        assert f'reg add "HKCU\\Software\\{key}"' in register and f'reg delete "HKCU\\Software\\{key}"' in unregister
    assert r'/v "URL Protocol" /d ""' in register
    assert build.register(tmp_path, "linux") == []
