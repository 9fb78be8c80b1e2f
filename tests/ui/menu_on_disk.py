"""The menu's pictures kept on disk across a module's tests, as across a player's starts.

Every App opens on its menu, and the menu has all its pictures (the title sea, the game tiles) before its first
frame: read back from the disk cache (``fishgames/ui/art_cache.py``, in the app's home) in milliseconds, or drawn
(~0.3 s at 1280 × 720, more at a sharp 1920 × 1080) on a cold start.  Each test has a home of its own, so each
test's app started cold and drew them again, though no check of the modules that use this looks at the menu's
art.  Here the pictures a test's app kept on disk are gathered after the test (per test process) and put in the
next test's home before it starts: the first app at each size draws them, the rest read them back, as a player's
second start does.  For a module: ``from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401`` and
``pytestmark = pytest.mark.usefixtures("menu_art_kept_on_disk")``.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path

import pytest

_gathered: Path | None = None


def _store() -> Path:
    global _gathered
    if _gathered is None:
        _gathered = Path(tempfile.mkdtemp(prefix="fishgames-menu-art-"))
        atexit.register(shutil.rmtree, _gathered, True)
    return _gathered


@pytest.fixture
def menu_art_kept_on_disk(fishgames_home):
    """The test's home starts with the menu's pictures the tests before it kept; the ones its apps keep are
    gathered for the next (files only added, never changed: each is named by its kind, size and art version)."""
    cache = Path(os.environ["FISHGAMES_HOME"]) / "cache"
    shutil.copytree(_store(), cache, dirs_exist_ok=True)
    yield
    if cache.is_dir():
        for file in cache.rglob("*"):
            kept = _store() / file.relative_to(cache)
            if file.is_file() and not file.name.startswith(".") and not kept.exists():  # (not a write under way)
                kept.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(file, kept)
