"""One saved game per game, each resumed from its own tile; a new game over a saved one asks first; the menu's
buttons keep their places whatever is saved.  Driven through the real menu with synthetic pointer events."""

from __future__ import annotations

import pytest

from fishgames.core import GameCode, Match, Seat, registry
from fishgames.i18n import t
from fishgames.storage import Storage
from fishgames.ui import games
from fishgames.ui.scene import Reset
from fishgames.ui.scenes.codepicker import CodePickerScene
from fishgames.ui.scenes.ingame_menu import InGameMenuScene
from fishgames.ui.scenes.menu import MenuScene, button_slots
from fishgames.ui.scenes.replace_saved import ReplaceSavedScene
from fishgames.ui.scenes.setup import SetupScene
from fishgames.ui.table import TableScene
from tests.ui import driver as drive
from tests.ui.driver import running_app, settled, until

pytestmark = pytest.mark.usefixtures("every_app_unpainted")  # no check here reads a pixel of the screen

THREE = ("fischen", "gofish", "fatfish")


def top(app):
    return app.stack.top


def press(app, widget) -> None:
    drive.click(app, widget, n=3)


def tap(app, pos) -> None:
    drive.tap(app, pos, n=3)


def to_menu(app) -> MenuScene:
    app.stack.apply(Reset(MenuScene(app)))
    drive.frames(app, 2)
    return top(app)


def new_game(app, name: str) -> SetupScene:
    """From the menu: the game's set-up (its "New game" pill when it has a saved game)."""
    tap(app, drive.new_game_point(top(app), name))
    setup = top(app)
    assert isinstance(setup, SetupScene) and setup.game == name
    return setup


def played_a_little(app, table) -> list:
    """Frames until the deal (and the bots' first moves) are on the table; the actions so far."""
    until(app, lambda: table.match.record.actions and table.animator.idle, limit=3000)
    drive.frames(app, 2)
    return list(table.match.record.actions)


def leave(app, table) -> MenuScene:
    """The in-game menu's Leave, as a player taps it."""
    press(app, table.menu_button)
    overlay = top(app)
    assert isinstance(overlay, InGameMenuScene)
    press(app, overlay.widgets["leave"])
    menu = top(app)
    assert isinstance(menu, MenuScene) and len(app.stack.scenes) == 1
    return menu


def start_and_leave(app, name: str):
    """Menu -> set-up -> Start -> some play -> Leave; the table left (its record is the game as left: a move
    under way when Leave was tapped may still land in it, and in the save)."""
    setup = new_game(app, name)
    press(app, setup.widgets["start"])
    table = top(app)
    assert isinstance(table, TableScene) and table.spec.name == name
    played_a_little(app, table)
    leave(app, table)
    return table


def resumes(table, left) -> bool:
    """``table`` goes on with the game ``left`` was left at: every action of it, in order (its bots may have
    moved on in the frames since it opened)."""
    done = left.match.record.actions
    return table is not left and table.match.seed == left.match.seed and table.match.record.actions[:len(done)] == done


def saved_file(app, name: str) -> bytes:
    settled(app)
    return app.storage.autosave_path(name).read_bytes()


def go_fish_saved_then_new(app) -> tuple[bytes, SetupScene]:
    """A fresh app: a Go Fish game started and left (its save, as bytes), then Go Fish's set-up opened anew."""
    app.step(drive.DT)
    start_and_leave(app, "gofish")
    return saved_file(app, "gofish"), new_game(app, "gofish")


def test_three_games_left_each_resumes_from_its_own_tile():
    with running_app() as app:
        app.step(drive.DT)
        left = {name: start_and_leave(app, name) for name in THREE}
        menu = top(app)
        assert set(menu.saved_games) == set(THREE) and menu.continue_game == "fatfish"  # the newest
        assert menu.buttons["continue"].text == t("menu.continue_game", game=games.title("fatfish"))
        for name in THREE:
            tap(app, top(app).tiles[name].center)  # the tile itself, not the Continue button
            table = top(app)
            assert isinstance(table, TableScene) and table.spec.name == name
            assert resumes(table, left[name])
            left[name] = leave(app, table) and table
        menu = top(app)
        assert set(menu.saved_games) == set(THREE)  # resuming and leaving again lost nothing
        newest = menu.continue_game  # the last one saved (a resumed table's bots may have moved on)
        assert menu.buttons["continue"].text == t("menu.continue_game", game=games.title(newest))
        press(app, menu.buttons["continue"])
        assert top(app).spec.name == newest
        assert resumes(top(app), left[newest])


def test_an_autosave_written_before_this_version_resumes_from_its_tile():
    """The saves on disk keep their format (one ``autosave/<game>.json`` per game): nothing to migrate."""
    spec = registry.get("gofish")
    match = Match(spec, spec.config(3), [Seat("human", None, "Anna"), Seat("bot", "easy", "B"),
                                         Seat("bot", "easy", "C")], 77, level="easy")
    match.resolve_chance()
    Storage().save_autosave("gofish", match.record.to_json())
    with running_app() as app:
        app.step(drive.DT)
        assert top(app).saved_games == ["gofish"]
        tap(app, top(app).tiles["gofish"].center)
        table = top(app)
        done = match.record.actions
        assert table.spec.name == "gofish" and table.match.record.actions[:len(done)] == done


def test_start_over_a_saved_game_asks_and_keep_changes_nothing():
    with running_app() as app:
        app.step(drive.DT)
        start_and_leave(app, "gofish")
        start_and_leave(app, "fischen")  # left after Go Fish: the newest, until Go Fish is played anew
        assert top(app).continue_game == "fischen"
        before = saved_file(app, "gofish")
        setup = new_game(app, "gofish")
        press(app, setup.widgets["start"])
        prompt = top(app)
        assert isinstance(prompt, ReplaceSavedScene)
        press(app, prompt.widgets["keep"])
        assert top(app) is setup and saved_file(app, "gofish") == before
        press(app, setup.widgets["start"])
        press(app, top(app).widgets["replace"])
        table = top(app)
        assert isinstance(table, TableScene) and [type(s) for s in app.stack.scenes] == [MenuScene, type(table)]
        played_a_little(app, table)
        leave(app, table)
        assert saved_file(app, "gofish") != before
        assert top(app).continue_game == "gofish"  # the new game is the newest save, Fischen's older
        assert top(app).buttons["continue"].text == t("menu.continue_game", game=games.title("gofish"))
        tap(app, top(app).tiles["gofish"].center)
        resumed = top(app)
        assert resumed.match.seed == table.match.seed and resumes(resumed, table)


def test_play_this_code_over_a_saved_game_asks_and_keep_changes_nothing():
    with running_app() as app:
        before, setup = go_fish_saved_then_new(app)
        press(app, setup.widgets["code"])
        picker = top(app)
        assert isinstance(picker, CodePickerScene)
        picker.show_code(GameCode.parse("3L-00AB", game="gofish"))
        press(app, picker.widgets["use"])
        prompt = top(app)
        assert isinstance(prompt, ReplaceSavedScene)
        press(app, prompt.widgets["keep"])
        assert top(app) is setup and setup.code is not None and saved_file(app, "gofish") == before
        press(app, setup.widgets["start"])
        press(app, top(app).widgets["replace"])
        assert top(app).match.seed == int("00AB", 36)


def test_a_code_from_the_command_line_asks_too_and_a_kiosk_keeps_the_newest():
    with running_app() as app:
        app.step(drive.DT)
        start_and_leave(app, "gofish")
        before = saved_file(app, "gofish")
        app.open_start("gofish", GameCode.parse("gofish:3L-00AB"))
        press(app, top(app).widgets["keep"])
        assert isinstance(top(app), MenuScene) and saved_file(app, "gofish") == before
        app.open_start("gofish", GameCode.parse("gofish:3L-00AB"))
        press(app, top(app).widgets["replace"])
        assert isinstance(top(app), TableScene) and top(app).match.seed == int("00AB", 36)
    with running_app(kiosk=True) as kiosk:  # the same home: the gofish game is saved
        kiosk.step(drive.DT)
        assert kiosk.disk.has_autosave("gofish")
        kiosk.open_start("gofish", GameCode.parse("gofish:3L-00CD"))
        table = top(kiosk)
        assert isinstance(table, TableScene) and table.match.seed == int("00CD", 36)  # no question on a kiosk


def test_a_guided_game_replaces_no_saved_game():
    with running_app() as app:
        before, setup = go_fish_saved_then_new(app)
        press(app, setup.widgets["learn"])
        table = top(app)
        assert isinstance(table, TableScene) and table.guide is not None
        drive.frames(app, 60)
        assert table.match.record.actions and saved_file(app, "gofish") == before


def places_saved(saved: tuple) -> list[tuple]:
    """The saves made up to and with ``saved`` in the test below (they add up)."""
    steps = [(), ("lure",), ("fugu", "gofish", "fischen")]
    return steps[: steps.index(saved) + 1]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("kiosk", [False, True])
def test_the_menu_buttons_stay_put_whatever_is_saved(lang, kiosk):
    storage = Storage()
    with running_app(kiosk=kiosk, language=lang) as app:
        app.step(drive.DT)
        places = []
        for saved in ((), ("lure",), ("fugu", "gofish", "fischen")):
            for name in saved:
                spec = registry.get(name)
                match = Match(spec, spec.config(spec.min_players), [Seat()] + [Seat("bot", "easy")] *
                              (spec.min_players - 1), 5, level="easy")
                storage.save_autosave(name, match.record.to_json())
            menu = to_menu(app)
            assert set(menu.saved_games) == {name for earlier in places_saved(saved) for name in earlier}
            places.append({key: tuple(button.rect) for key, button in menu.buttons.items() if key != "continue"})
            if saved:
                assert tuple(menu.buttons["continue"].rect) == tuple(button_slots(app.size[0], kiosk)["continue"][0])
                assert games.title(menu.continue_game) in menu.buttons["continue"].text
            else:
                assert "continue" not in menu.buttons
        assert places[0] == places[1] == places[2]
        assert ("quit" in places[0]) is not kiosk


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_continue_label_names_its_game_and_fits_its_place(lang):
    with running_app(language=lang) as app:
        app.step(drive.DT)
        rect, _ = button_slots(app.size[0], False)["continue"]
        storage = Storage()
        for name in games.built_games():
            spec = registry.get(name)
            match = Match(spec, spec.config(spec.min_players), [Seat()] + [Seat("bot", "easy")] *
                          (spec.min_players - 1), 5, level="easy")
            storage.save_autosave(name, match.record.to_json())
            menu = to_menu(app)
            button = menu.buttons["continue"]
            assert menu.continue_game == name and games.title(name) in button.text
            assert button.font.size(button.text)[0] <= rect.w - 16, f"{button.text!r} is cut"
        right = max(b.rect.right for b in menu.buttons.values())
        assert min(b.rect.left for b in menu.buttons.values()) >= 0 and right <= app.size[0]
