"""Pass-and-play's cover has a way back to the menu: its Menu button (where the table has its own; Esc too) opens
the table's in-game menu over the cover — by mouse and by touch — and no hand shows while it is up: the table
under the cover is never drawn.  Resume comes back to the cover; Leave goes to the menu, which offers Continue."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.gofish.scene import GoFishTable
from fishgames.ui.scenes.cover import CoverScene
from fishgames.ui.scenes.ingame_menu import InGameMenuScene
from fishgames.ui.scenes.menu import MenuScene
from tests.ui.driver import click, frames, key, running_app, start_table, tap, until

pytestmark = pytest.mark.usefixtures("every_app_unpainted")


def covered_table(app):
    table = start_table(app, "gofish", GoFishTable, humans=2, players=3)
    until(app, lambda: isinstance(app.stack.top, CoverScene))
    return table, app.stack.top


def count_table_draws(monkeypatch, table) -> list[int]:
    drawn = []
    real = table.draw

    def draw(surface):
        drawn.append(1)
        return real(surface)

    monkeypatch.setattr(table, "draw", draw)
    return drawn


@pytest.mark.parametrize("press", [click, tap], ids=["mouse", "touch"])
def test_the_covers_menu_button_opens_the_in_game_menu_without_the_table(monkeypatch, press):
    with running_app() as app:
        table, cover = covered_table(app)
        assert cover.menu_button is not None and table.viewer is None
        drawn = count_table_draws(monkeypatch, table)
        press(app, cover.menu_button)
        menu = app.stack.top
        assert isinstance(menu, InGameMenuScene) and menu.table is table
        assert app.stack.scenes[-2] is cover  # the cover stays under the menu
        frames(app, 4)
        assert drawn == [] and table.viewer is None, "the covered table was drawn under the menu"
        press(app, menu.widgets["resume"])
        assert app.stack.top is cover and table.viewer is None  # back behind the cover, hand still hidden
        press(app, cover.menu_button)
        press(app, app.stack.top.widgets["leave"])
        frames(app, 3)
        assert isinstance(app.stack.top, MenuScene) and app.stack.top.continue_game == "gofish"
        assert drawn == []


def test_esc_on_the_cover_opens_the_menu_too():
    with running_app() as app:
        _, cover = covered_table(app)
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.stack.top, InGameMenuScene) and app.stack.scenes[-2] is cover
