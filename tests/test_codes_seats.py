"""Game codes of bots at mixed levels: a letter per seat (``H`` a human), so the same code and the same human
inputs make the same game whatever levels the bots play — through the record, Continue, the code picker and a
code handed to the app.  Old one-letter codes read exactly as before.

Driven through the scenes where a player would: the set-up's level picker sets the levels, the code picker is
typed into, Enter starts the table."""

from __future__ import annotations

import pygame
import pytest

from fishgames.core import BadGameCode, GameCode, GameRecord, Match, Seat
from fishgames.core.codes import LEVEL_LETTERS
from fishgames.ui import games
from fishgames.ui.scene import Push
from fishgames.ui.scenes.codepicker import CodePickerScene, normalise, problems
from fishgames.ui.scenes.levelpicker import LevelPickerScene
from fishgames.ui.scenes.setup import SetupScene
from tests.test_kiosk_levels import play_on
from tests.ui.driver import DT, click, key, running_app

pytestmark = pytest.mark.usefixtures("every_app_unpainted")  # no check here reads a pixel of the screen


# -- the notation --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("letter", list(LEVEL_LETTERS))
def test_every_old_code_reads_as_before(letter):
    for players in range(1, 10):
        code = GameCode.parse(f"{players}{letter}-1K3F")
        assert (code.players, code.level, code.seed, code.seats) == (players, LEVEL_LETTERS[letter], 72699, None)
        assert str(code) == f"{players}{letter}-1K3F"
        assert all(code.bot_level(seat) == LEVEL_LETTERS[letter] for seat in range(players))


def test_a_code_per_seat_round_trips():
    code = GameCode.parse("gofish:4hspm-00ab", game="gofish")
    assert code.seats == (None, "normal", "pro", "master") and code.game == "gofish"
    assert str(code) == "gofish:4HSPM-00AB" and GameCode.parse(str(code)) == code
    assert [code.bot_level(seat) for seat in (1, 2, 3)] == ["normal", "pro", "master"]
    assert GameCode.parse("5SHPSP-ZZZZ").level == "pro"  # most bots' level (ties: the stronger)
    assert GameCode.parse("3HSS-0001").seats == (None, "normal", "normal")  # as written: it names the seats
    assert normalise("4hsps1k3f") == "4HSPS-1K3F" and normalise("4s1k3f") == "4S-1K3F"


@pytest.mark.parametrize("text, reason", [
    ("4HS-1K3F", "error.code_seats"),  # two letters for four seats
    ("4HSXS-1K3F", "error.code_level"),
    ("4H-1K3F", "error.code_level"),  # a lone H is no level
    ("fischen:3HMM-0001", "error.code_level"),  # Fischen has no master
])
def test_a_bad_code_per_seat_is_refused_with_its_reason(text, reason):
    with pytest.raises(BadGameCode) as caught:
        GameCode.parse(text)
    assert caught.value.reason_key == reason


def test_a_record_names_each_seat_only_where_the_levels_differ():
    seats = [Seat(), Seat("bot", "easy"), Seat("bot", "pro"), Seat("bot", "easy")]
    record = GameRecord("gofish", games.spec("gofish").config(4), seats, 75, "easy")
    assert str(record.code) == "gofish:4HLPL-0023"
    same = [Seat(), Seat("bot", "pro"), Seat("bot", "pro")]
    assert str(GameRecord("gofish", games.spec("gofish").config(3), same, 75, "pro").code) == "gofish:3P-0023"


# -- through the scenes ----------------------------------------------------------------------------------------


def pick_level(app, setup: SetupScene, seat: int, level: str) -> None:
    click(app, setup.widgets[("level", seat)])
    picker = app.stack.top
    assert isinstance(picker, LevelPickerScene)
    click(app, picker.widgets[level])


def gofish_setup(app) -> SetupScene:
    """Go Fish's set-up put up and drawn once, as the game list opens it."""
    setup = SetupScene(app, "gofish")
    app.stack.apply(Push(setup))
    app.step(DT)
    return setup


def one_human_then_bots(app, setup: SetupScene, players: int) -> None:
    """Seat 1 a human at this screen, the other seats bots (no phones), toggled as a player does."""
    for seat in range(players):
        if (seat == 0) != (setup.seats[seat]["kind"] == "human"):
            setup.toggle_kind(seat)
            setup.phones.discard(seat)
    setup.rebuild()
    app.step(DT)


def mixed_game(app) -> Match:
    """Go Fish for four set up as a player does: seat 1 a human, the bots Easy, Pro (the ``normal`` default
    elsewhere), then Start."""
    setup = gofish_setup(app)
    setup.set_players(4)
    setup.rebuild()
    app.step(DT)
    one_human_then_bots(app, setup, 4)
    pick_level(app, setup, 1, "easy")
    pick_level(app, setup, 2, "pro")
    pick_level(app, setup, 3, "normal")
    click(app, setup.widgets["start"])
    return app.stack.top.match


def the_table(app):
    """The table just started, after "Replace your saved game?" (the first game of the test saved itself)."""
    app.step(DT)
    if not hasattr(app.stack.top, "match"):
        click(app, app.stack.top.widgets["replace"])
    return app.stack.top


def type_code(app, text: str) -> None:
    for char in text:
        code = pygame.key.key_code(char.lower()) if char.isalnum() else pygame.K_MINUS
        key(app, code, char, pygame.KMOD_LSHIFT if char.isupper() else 0)


def test_a_mixed_game_typed_into_the_picker_plays_again_the_same():
    with running_app() as app:
        first = mixed_game(app)
        code = str(first.record.code)
        assert code.startswith("gofish:4HLPS-"), code
        actions = play_on(first, 80)
    with running_app() as app:
        setup = gofish_setup(app)
        click(app, setup.widgets["code"])
        picker = app.stack.top
        assert isinstance(picker, CodePickerScene)
        type_code(app, code.split(":")[1].replace("-", "").lower())
        assert picker.letters == 4 and picker.entry == code.split(":")[1]  # a column per seat
        key(app, pygame.K_RETURN)
        again = the_table(app).match
        assert [(s.kind, s.level) for s in again.seats] == [("human", None), ("bot", "easy"), ("bot", "pro"),
                                                            ("bot", "normal")]
        assert str(again.record.code) == code
        assert play_on(again, 80) == actions and len([a for a in actions if a[0] in first.bots]) >= 10


def test_continue_and_a_handed_code_keep_each_seats_level():
    with running_app() as app:
        first = mixed_game(app)
        play_on(first, 20)
        resumed = Match.from_record(GameRecord.from_json(first.record.to_json(), game="gofish"))
        assert str(resumed.record.code) == str(first.record.code)
        code = GameCode.parse(str(first.record.code))
        transition = games.open_start(app, "gofish", code)  # fishgames --code gofish:4HLPS-…
        app.stack.apply(transition)
        table = the_table(app)
        assert [s.level for s in table.match.seats] == [None, "easy", "pro", "normal"]
        assert str(table.match.record.code) == str(code)


def test_the_picker_shows_a_mixed_code_a_column_per_seat_and_its_players_arrows_follow():
    with running_app() as app:
        gofish_setup(app)
        picker = CodePickerScene(app, "gofish")
        app.stack.apply(Push(picker))
        picker.set_text("4HLPS-00AB")
        app.step(DT)
        assert picker.letters == 4 and ("up", 7) in picker.widgets  # 1 + 4 + 4 columns, each with its arrows
        click(app, picker.widgets[("down", 0)])  # 3 players: the last seat's letter goes
        assert picker.text == "3HLP-00AB" and picker.check(picker.text).seats == (None, "easy", "pro")
        click(app, picker.widgets[("up", 0)])
        assert picker.text == "4HLPP-00AB"
        assert problems("4HLP-00AB", "gofish")  # a letter short: refused, with its reasons


# -- a bad players digit is marked where it is -------------------------------------------------------------


@pytest.mark.parametrize("typed, reason", [("9s1k3f", "error.code_players"), ("xs1k3f", "error.code_format"),
                                           ("0s1k3f", "error.code_format")])
def test_a_typed_code_with_a_bad_players_digit_marks_that_box_red_with_the_reason(monkeypatch, typed, reason):
    from fishgames.i18n import t
    from fishgames.ui import theme
    from fishgames.ui.scenes import codepicker

    drawn: list[tuple[str, tuple]] = []
    real_text = theme.text

    def recording_text(content, size, colour, *args, **kwargs):
        drawn.append((content, tuple(colour)))
        return real_text(content, size, colour, *args, **kwargs)

    recording_text.cache_clear = real_text.cache_clear
    monkeypatch.setattr(theme, "text", recording_text)
    with running_app() as app:
        setup = gofish_setup(app)
        click(app, setup.widgets["code"])
        picker = app.stack.top
        type_code(app, typed)
        key(app, pygame.K_RETURN)
        assert app.stack.top is picker and t(reason) in picker.error
        drawn.clear()
        picker.draw(app.screen if hasattr(app, "screen") else pygame.Surface(app.size))
        red = tuple(codepicker.ERROR_RED)
        assert (typed[0].upper(), red) in drawn, "the players box shows its digit in red"
        assert (t("code.players"), red) in drawn, "and its caption"
        assert picker.bad_columns(picker.shown_chars()) == {0}  # only that part: the level and deal are good
        assert (t(reason), red) in drawn


def test_on_a_kiosk_the_arrows_alone_make_a_code_of_mixed_levels():
    """No keyboard: "Each seat" turns the one level letter into a letter per seat, the arrows set each, and the
    code plays with those levels; "One level" turns it back."""
    with running_app(kiosk=True) as app:
        setup = gofish_setup(app)
        picker = CodePickerScene(app, "gofish", players=3, level="normal", seed="00AB")
        app.stack.apply(Push(picker))
        app.step(DT)
        assert "paste" not in picker.widgets and picker.letters == 1
        click(app, picker.widgets["seats"])
        assert picker.letters == 3 and picker.text == "3HSS-00AB"
        click(app, picker.widgets[("up", 3)])  # seat 3: S -> P
        assert picker.text == "3HSP-00AB"
        click(app, picker.widgets["seats"])  # back to one level ...
        assert picker.text == "3P-00AB" and picker.letters == 1  # one Normal, one Pro: the stronger
        click(app, picker.widgets["seats"])
        click(app, picker.widgets[("up", 3)])  # seat 3: P -> M
        assert picker.text == "3HPM-00AB"
        click(app, picker.widgets["use"])
        assert app.stack.top is setup and [s["level"] for s in setup.seats] == [None, "pro", "master"]
        click(app, setup.widgets["start"])
        match = app.stack.top.match
        assert [s.level for s in match.seats] == [None, "pro", "master"]
        assert str(match.record.code) == "gofish:3HPM-00AB"


def test_the_set_up_shows_the_code_its_seats_will_play():
    """A picked code, then one bot's level changed in the level picker: the set-up shows the code of the game
    Start makes (now a letter per seat), and that game's record has it."""
    with running_app() as app:
        setup = gofish_setup(app)
        setup.apply_code(GameCode.parse("3S-00AB", game="gofish"))
        setup.rebuild()
        app.step(DT)
        one_human_then_bots(app, setup, 3)
        assert str(setup.shown_code()) == "3S-00AB"
        pick_level(app, setup, 2, "pro")
        assert str(setup.shown_code()) == "3HSP-00AB"
        click(app, setup.widgets["start"])
        assert str(the_table(app).match.record.code) == "gofish:3HSP-00AB"
