"""Levels are a visible choice: every level of the game listed with a line on how it plays."""

from __future__ import annotations

import pygame
import pytest

from fishgames.core import registry
from fishgames.i18n import t
from fishgames.ui import games
from fishgames.ui.scene import Push
from fishgames.ui.scenes.levelpicker import LevelPickerScene, level_about
from fishgames.ui.scenes.setup import SetupScene
from tests.ui.driver import DT, click, key, running_app
from tests.ui.texts_drawn import texts_drawn

pytestmark = pytest.mark.usefixtures("every_app_unpainted")  # no check here reads a pixel of the screen


def _press(app, widget):
    click(app, widget)


@pytest.mark.parametrize("game", registry.names())
def test_a_bot_level_is_chosen_from_a_list_with_a_line_each(game):
    spec = registry.get(game)
    with running_app() as app:
        setup = SetupScene(app, game)
        app.stack.apply(Push(setup))
        for _ in range(3):
            app.step(DT)
        bot = next(i for i, seat in enumerate(setup.seats) if seat["kind"] == "bot")
        _press(app, setup.widgets[("level", bot)])
        picker = app.stack.top
        assert isinstance(picker, LevelPickerScene) and list(picker.levels) == list(spec.levels)
        lines = {level: level_about(game, level) for level in spec.levels}
        assert all(lines.values()) and len(set(lines.values())) == len(lines)  # each level says something else
        strongest = spec.levels[-1]
        _press(app, picker.widgets[strongest])
        assert app.stack.top is setup and setup.seats[bot]["level"] == strongest
        assert setup.widgets[("level", bot)].text == games.level_name(strongest)


def test_cancel_or_escape_leaves_the_level_as_it_was():
    with running_app() as app:
        setup = SetupScene(app, "fatfish")
        app.stack.apply(Push(setup))
        app.step(DT)
        bot = next(i for i, seat in enumerate(setup.seats) if seat["kind"] == "bot")
        before = setup.seats[bot]["level"]
        for close in ("cancel", "escape"):
            _press(app, setup.widgets[("level", bot)])
            picker = app.stack.top
            assert isinstance(picker, LevelPickerScene)
            if close == "cancel":
                _press(app, picker.widgets["cancel"])
            else:
                key(app, pygame.K_ESCAPE)
            assert app.stack.top is setup and setup.seats[bot]["level"] == before, close


def test_go_fish_setup_says_which_level_drives_your_hints(monkeypatch):
    with running_app() as app:
        setup = SetupScene(app, "gofish")
        app.stack.apply(Push(setup))
        drawn = texts_drawn(monkeypatch)
        for _ in range(2):
            app.step(DT)
        assert t("setup.hints_gofish", level=games.level_name(setup.match_level())) in drawn


@pytest.mark.parametrize("level", ["easy", "pro"])
def test_the_go_fish_table_says_which_level_drives_your_hints(level):
    from fishgames.core import Seat

    with running_app() as app:
        seats = [Seat("human", None, "Anna"), Seat("bot", level, "Bot")]
        table = games.start_scene(app, "gofish", seats, 8, level)
        app.stack.apply(Push(table))
        for _ in range(5):
            app.step(DT)
        key = "gofish.ui.hints_level" if level == "easy" else "gofish.ui.no_hints_level"
        assert table.plates[table.bottom].hint == t(key, level=games.level_name(level))


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_fischen_levels_quote_their_own_search_budget(lang, monkeypatch):
    """The normal and pro lines name the iterations their searches make (``Bot.about``), as the language writes
    numbers, and follow the budget table when it changes: a line cannot drift from its bot."""
    from fishgames.games.fischen import bots

    with running_app(language=lang):
        for level, patched in (("normal", 17), ("pro", 4321)):
            shipped = bots.BUDGETS[level]["iterations"]
            assert f" {t.number(shipped)} " in level_about("fischen", level)
            monkeypatch.setitem(bots.BUDGETS[level], "iterations", patched)
            assert f" {t.number(patched)} " in level_about("fischen", level)
        assert "{" not in level_about("fischen", "easy")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_levels_line_has_its_figures_filled_in_and_go_fish_quotes_its_memory(lang, monkeypatch):
    """No line shows a placeholder; Go Fish's lines name how many questions the level remembers
    (``gofish.data.MEMORY``) and follow the table when it changes."""
    from fishgames.games.gofish import data

    with running_app(language=lang):
        for game in registry.names():
            for level in registry.get(game).levels:
                assert "{" not in level_about(game, level), (game, level)
        for level in ("easy", "normal"):
            assert f" {data.MEMORY[level]} " in level_about("gofish", level)
            monkeypatch.setitem(data.MEMORY, level, 7)
            assert " 7 " in level_about("gofish", level)


def test_a_language_switch_while_the_list_shows_says_the_lines_anew(monkeypatch):
    """The lines were made once when the list opened: switched to the other language over it (its widgets
    rebuilt), the list still said how each level plays in the first one."""
    with running_app() as app:
        setup = SetupScene(app, "lure")
        app.stack.apply(Push(setup))
        app.step(DT)
        bot = next(i for i, seat in enumerate(setup.seats) if seat["kind"] == "bot")
        _press(app, setup.widgets[("level", bot)])
        picker = app.stack.top
        assert isinstance(picker, LevelPickerScene)
        first = {level: level_about("lure", level) for level in picker.levels}
        app.update_settings(language="en" if t.lang == "de" else "de")
        drawn = texts_drawn(monkeypatch)
        app.step(DT)
        other = {level: level_about("lure", level) for level in picker.levels}
        assert all(other[level] != first[level] for level in picker.levels), "the languages say the same"
        lines = " ".join(drawn)
        for level in picker.levels:
            words = other[level].split()[:3]
            assert " ".join(words) in lines, f"{level}: {words} not drawn (drawn: {drawn})"
