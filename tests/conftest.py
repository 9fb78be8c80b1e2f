"""Test-wide set-up: headless SDL, a private FISHGAMES_HOME, and the conformance size."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


def pytest_addoption(parser):
    parser.addoption(
        "--conformance-games", type=int, default=int(os.environ.get("FISHGAMES_CONFORMANCE_GAMES", "12")),
        help="random playouts per game in the conformance suite (tools/fuzz.py runs many more)",
    )


@pytest.fixture(autouse=True)
def fishgames_home(tmp_path, monkeypatch):
    """Every test gets its own empty app home, so no test touches real user files."""
    home = tmp_path / "home"
    monkeypatch.setenv("FISHGAMES_HOME", str(home))
    return home
