"""The shell tests' app: the toy game in the first menu tile and the other four forced to "not built", so these
tests depend on no real game (``app`` and ``kiosk`` here replace the suite-wide ``app`` for this folder)."""

from __future__ import annotations

import pytest

from fishgames.core import registry
from fishgames.ui import games
from tests.toy_game import TOY
from tests.ui.driver import DT, running_app
from tests.ui.toy_scene import ToyTable

MENU = ("toy", "fatfish", "lure", "fugu", "gofish")


@pytest.fixture
def toy(monkeypatch):
    monkeypatch.setitem(registry._specs, "toy", TOY)
    monkeypatch.setattr(games, "menu_games", lambda: MENU)
    monkeypatch.setitem(games._scenes, "toy", ToyTable)
    for name in MENU[1:]:
        monkeypatch.setitem(games._scenes, name, None)  # "coming soon", whatever else is built meanwhile


@pytest.fixture
def app(toy):
    with running_app() as app:
        app.step(DT)
        yield app


@pytest.fixture
def kiosk(toy):
    with running_app(kiosk=True) as app:
        app.step(DT)
        yield app
