"""Entering game codes in the code picker, driven like a player would on the real App: typing (KEYDOWN
events with their text, as pygame-ce sends them), Ctrl+V and the Paste button (the clipboard replaced),
"Play this code" starting the table at once, the reason for a bad code, and the picker opening on the
last code copied or played — never on the code of a running pass-and-play game.

The toy game (tests/toy_game.py: 2-3 players, level letter L only) stands in for a built game.
"""

from __future__ import annotations

import pygame
import pytest

from fishgames.core import Seat
from fishgames.i18n import t
from fishgames.ui import games
from fishgames.ui.scene import Push, Reset
from fishgames.ui.scenes.codepicker import CodePickerScene
from fishgames.ui.scenes.menu import MenuScene
from fishgames.ui.scenes.results import ResultsScene
from fishgames.ui.scenes.setup import SetupScene
from tests.ui import driver as drive
from tests.ui.driver import key
from tests.ui.toy_scene import BET_BUTTONS, ToyTable

pytestmark = pytest.mark.usefixtures("every_app_unpainted")  # no check here reads a pixel of the screen


@pytest.fixture
def clipboard(monkeypatch):
    """The system clipboard, replaced: set ``clipboard.text`` (a str, or an exception to raise)."""

    class Clipboard:
        text: object = ""
        reads = 0

        def get_text(self):
            self.reads += 1
            if isinstance(self.text, BaseException):
                raise self.text
            return self.text

    board = Clipboard()
    monkeypatch.setattr(pygame.scrap, "get_text", board.get_text, raising=False)
    return board


# -- driving ---------------------------------------------------------------------------------------------------

def frames(app, n=2):
    drive.frames(app, n)


def press(app, widget, touch=False):
    (drive.tap if touch else drive.click)(app, widget, n=3)


def top(app):
    return app.stack.top


def type_text(app, text: str) -> None:
    for char in text:
        code = pygame.key.key_code(char.lower()) if char.isalnum() else {"-": pygame.K_MINUS}.get(char, 0)
        key(app, code, char, pygame.KMOD_LSHIFT if char.isupper() or char == ":" else 0)


def ctrl_v(app) -> None:
    key(app, pygame.K_v, "\x16", pygame.KMOD_LCTRL)


def open_picker(app, humans: int = 1) -> tuple[SetupScene, CodePickerScene]:
    """Menu -> the toy's setup (``humans`` human seats, the rest bots) -> "Enter a game code"."""
    drive.tap(app, drive.new_game_point(top(app), "toy"), n=3)
    setup = top(app)
    assert isinstance(setup, SetupScene)
    for seat in range(humans):
        if setup.seats[seat]["kind"] != "human":
            press(app, setup.widgets[("kind", seat)])
    press(app, setup.widgets["code"], touch=True)
    picker = top(app)
    assert isinstance(picker, CodePickerScene)
    return setup, picker


def to_menu(app) -> None:
    app.stack.apply(Reset(MenuScene(app)))
    frames(app)


def finish_one_human_game(app, seed: int) -> ToyTable:
    """A toy game, one human against a bot, played to its results screen."""
    table = games.start_scene(app, "toy", [Seat("human", None, "H"), Seat("bot", "easy", "B")], seed, "easy")
    app.stack.apply(Push(table))
    frames(app)
    drive.tap(app, BET_BUTTONS[1].center, n=3)
    frames(app, 4)
    assert isinstance(top(app), ResultsScene) and table.match.state.is_over()
    return table


# -- typing ------------------------------------------------------------------------------------------------------

def test_typing_a_code_and_enter_starts_exactly_that_game(app):
    setup, picker = open_picker(app)
    type_text(app, "2l-1K3")
    assert picker.shown_chars() == ["2", "L", "1", "K", "3", ""]  # the boxes show what is typed so far
    type_text(app, "x")
    key(app, pygame.K_BACKSPACE)
    type_text(app, "F")
    assert picker.shown_chars() == list("2L1K3F") and picker.entry == "2L-1K3F"
    key(app, pygame.K_RETURN)
    table = top(app)
    assert isinstance(table, ToyTable), "Enter starts the game at once"
    assert str(table.match.record.code) == "toy:2L-1K3F" and table.match.seed == int("1K3F", 36)
    assert [type(s) for s in app.stack.scenes] == [MenuScene, ToyTable]  # the setup made way for the table
    assert [s.kind for s in table.match.seats] == ["human", "bot"]


def test_typing_without_the_dash_and_with_the_game_name_works_too(app):
    _, picker = open_picker(app)
    type_text(app, "toy:3l00ab")
    press(app, picker.widgets["use"])
    assert isinstance(top(app), ToyTable) and str(top(app).match.record.code) == "toy:3L-00AB"
    assert len(top(app).match.seats) == 3


def test_play_this_code_starts_the_game_at_once(app):
    setup, picker = open_picker(app)
    picker.set_text("2L-0042")
    press(app, picker.widgets["use"], touch=True)
    table = top(app)
    assert isinstance(table, ToyTable), "'Play this code' must not go back to the setup"
    assert str(table.match.record.code) == "toy:2L-0042"
    assert setup not in app.stack.scenes
    assert app.settings.last_setup["toy"]["players"] == 2  # started the way Start does: the setup is remembered


# -- pasting -----------------------------------------------------------------------------------------------------

def test_ctrl_v_pastes_the_clipboards_code(app, clipboard):
    _, picker = open_picker(app)
    clipboard.text = "  toy:3L-00AB\n"
    ctrl_v(app)
    assert clipboard.reads == 1 and picker.text == "3L-00AB" and picker.error == []
    key(app, pygame.K_RETURN)
    assert isinstance(top(app), ToyTable) and str(top(app).match.record.code) == "toy:3L-00AB"


def test_the_paste_button_pastes_and_says_when_there_is_nothing_to_paste(app, clipboard):
    _, picker = open_picker(app)
    before = picker.text
    clipboard.text = pygame.error("no clipboard on this system")
    press(app, picker.widgets["paste"])
    assert picker.error == [t("code.paste_unavailable")] and picker.text == before
    clipboard.text = ""
    press(app, picker.widgets["paste"], touch=True)
    assert picker.error == [t("code.paste_empty")] and picker.text == before
    clipboard.text = "2l 7q9z"  # as written down by hand
    press(app, picker.widgets["paste"])
    assert picker.text == "2L-7Q9Z" and picker.error == [] and clipboard.reads == 3
    assert isinstance(top(app), CodePickerScene)  # pasting fills in; playing is the player's choice
    press(app, picker.widgets["use"])
    assert str(top(app).match.record.code) == "toy:2L-7Q9Z"


# -- bad codes ---------------------------------------------------------------------------------------------------

def test_a_bad_code_shows_its_reason_and_nothing_starts(app, clipboard):
    setup, picker = open_picker(app)
    type_text(app, "9L-1K3F")  # the toy is for 2-3 players
    key(app, pygame.K_RETURN)
    assert picker.error[0] == t("error.code_players")
    assert t("code.range", game=games.title("toy"), min=2, max=3) in picker.error
    assert picker.typed == "9L-1K3F" and picker.selected  # kept in view, selected
    key(app, pygame.K_BACKSPACE)  # clears the selected text at once
    assert picker.typed == "" and picker.error == [] and not picker.selected
    type_text(app, "2L-1K")  # too short
    press(app, picker.widgets["use"])
    assert picker.error == [t("error.code_format"), t("code.length", n=4)]
    assert [type(s) for s in app.stack.scenes] == [MenuScene, SetupScene, CodePickerScene]
    assert setup.code is None and app.storage.autosaves() == []
    # a bad paste shows why and leaves the picker as it was
    press(app, picker.widgets[("up", 0)])  # back to the arrows
    shown = picker.text
    for text, reason in (("fugu:2L-1K3F", "error.code_other_game"), ("3M-1K3F", "error.code_level"),
                         ("Hello, world", "error.code_format"), ("x" * 5000, "error.code_format")):
        clipboard.text = text
        ctrl_v(app)
        assert picker.error[0] == t(reason) and picker.text == shown
    assert [type(s) for s in app.stack.scenes] == [MenuScene, SetupScene, CodePickerScene]


def test_a_refused_code_is_selected_so_typing_replaces_it(app):
    """After a refused code the next typed key starts a new code instead of going on after the bad one; → keeps
    the text to edit on."""
    _, picker = open_picker(app)
    type_text(app, "4L-1K3F")
    key(app, pygame.K_RETURN)
    assert picker.error and picker.selected
    type_text(app, "2L-1K3F")
    assert picker.typed == "2L-1K3F" and picker.error == [] and not picker.selected
    key(app, pygame.K_RETURN)
    assert isinstance(top(app), ToyTable) and str(top(app).match.record.code) == "toy:2L-1K3F"
    to_menu(app)
    _, picker = open_picker(app)
    type_text(app, "2L-1K3")
    key(app, pygame.K_RETURN)
    assert picker.selected and picker.error[0] == t("error.code_format")
    key(app, pygame.K_RIGHT)  # keep it: only one character is missing
    type_text(app, "F")
    assert picker.typed == "2L-1K3F" and picker.error == []


def test_every_problem_of_a_code_is_listed(app):
    """9 players (the toy is for 2-3) and level M (it has only L): both reasons with their explanations, not
    only the first; a code too long and starting with a letter: its shape, its length and the players."""
    _, picker = open_picker(app)
    type_text(app, "9M-1K3F")
    key(app, pygame.K_RETURN)
    assert picker.error == [t("error.code_players"), t("code.range", game=games.title("toy"), min=2, max=3),
                            t("error.code_level"), t("code.levels", letters=f"L = {games.level_name('easy')}")]
    assert picker.notes == {picker.error[1], picker.error[3]}
    key(app, pygame.K_BACKSPACE)
    type_text(app, "XL-1K3FF")
    key(app, pygame.K_RETURN)
    assert picker.error == [t("error.code_format"), t("code.length", n=7), t("code.players_char")]
    key(app, pygame.K_BACKSPACE)
    type_text(app, "9X-1K3")  # three reasons: each is drawn (explanations give way where room runs out)
    key(app, pygame.K_RETURN)
    reasons = [t("error.code_format"), t("error.code_players"), t("error.code_level")]
    assert [line for line in picker.error if line not in picker.notes] == reasons
    frames(app)
    assert all(reason in picker.messages_drawn for reason in reasons), picker.messages_drawn
    key(app, pygame.K_BACKSPACE)
    type_text(app, "fugu:2L-1K3F")
    key(app, pygame.K_RETURN)
    assert picker.error == [t("error.code_other_game")]


# -- pre-filled with the last code copied or played ------------------------------------------------------------

def test_the_picker_opens_on_the_code_copied_in_a_finished_games_results(app):
    table = finish_one_human_game(app, seed=int("0K7Q", 36))
    press(app, top(app).widgets["copy"])
    to_menu(app)
    _, picker = open_picker(app)
    assert picker.text == "2L-0K7Q" == str(table.match.record.code).partition(":")[2]
    key(app, pygame.K_RETURN)  # Enter plays the code shown
    assert str(top(app).match.record.code) == "toy:2L-0K7Q"


def test_the_picker_opens_on_the_code_of_the_last_finished_game(app):
    finish_one_human_game(app, seed=int("00ZZ", 36))
    to_menu(app)
    _, picker = open_picker(app)
    assert picker.text == "2L-00ZZ"


def test_backspace_edits_the_code_the_picker_opens_on(app):
    finish_one_human_game(app, seed=int("12AB", 36))
    to_menu(app)
    _, picker = open_picker(app)
    assert picker.text == "2L-12AB"
    key(app, pygame.K_BACKSPACE)
    type_text(app, "C")
    key(app, pygame.K_KP_ENTER)
    assert str(top(app).match.record.code) == "toy:2L-12AC"


@pytest.mark.parametrize("humans", [1, 2], ids=["one-human", "pass-and-play"])
def test_a_running_games_code_is_never_pre_filled(app, humans):
    """Not even one human's: the code would show them the bot's hidden cards (``code_is_secret``)."""
    _, picker = open_picker(app, humans=humans)
    default = picker.text
    type_text(app, "3L-S3CR")
    key(app, pygame.K_RETURN)
    table = app.stack.scenes[1]
    assert isinstance(table, ToyTable) and len(table.humans) == humans and not table.match.state.is_over()
    to_menu(app)  # left mid-game (it is autosaved): someone else opens the picker
    _, picker = open_picker(app)
    assert "S3CR" not in picker.text and picker.text == default


def test_the_kiosk_keeps_the_arrows_and_has_no_paste(kiosk, clipboard):
    clipboard.text = "2L-1K3F"
    _, picker = open_picker(kiosk)
    assert "paste" not in picker.widgets and ("up", 0) in picker.widgets
    ctrl_v(kiosk)
    assert clipboard.reads == 0 and picker.text != "2L-1K3F"
