"""Take back against computers: the game returns to the human's previous decision, the bots' answers after
it are undone and their streams rewound, so the same inputs give the same game again."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest

from fishgames.core import GameRecord, Match, Seat, registry
from fishgames.games.gofish.scene import GoFishTable
from fishgames.i18n import t
from fishgames.ui.scene import Pop, Push, Replace
from fishgames.ui.scenes.ingame_menu import InGameMenuScene
from fishgames.ui.scenes.menu import MenuScene
from tests.replay.helpers import PLAYERS
from tests.ui.driver import click, frames, running_app, start_table, start_with_setup_row_turned, tap, until

#: No check here reads an App's pixels: its frames are drawn unpainted (all the drawing code runs, no blit lands).
pytestmark = pytest.mark.usefixtures("every_app_unpainted")


def _play(match: Match, choose, human_moves: int) -> None:
    """Let the bots answer and the human (seat 0) take ``human_moves`` decisions chosen by ``choose``."""
    done = 0
    while not match.state.is_over():
        match.resolve_chance()
        for seat in match.bot_seats_to_act():
            if seat in match.state.to_act():
                match.apply(seat, match.bot_decide(seat))
        if 0 in match.state.to_act():
            if done == human_moves:
                return
            match.apply(0, choose(match))
            done += 1


def _new(game: str) -> Match:
    spec = registry.get(game)
    players = PLAYERS[game]
    seats = [Seat("human", None, "Anna")] + [Seat("bot", "normal" if "normal" in spec.bots else "easy", f"B{i}")
                                              for i in range(1, players)]
    return Match(spec, spec.config(players), seats, 5, level="easy")


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_take_back_then_the_same_inputs_give_the_same_record(game):
    inputs = random.Random(game)
    moves: list = []

    def chooser(replaying: list):
        def choose(match):
            if replaying:
                return replaying.pop(0)
            action = inputs.choice(match.state.legal_actions(0))
            moves.append(action)
            return action
        return choose

    match = _new(game)
    _play(match, chooser([]), 6)
    straight = list(match.record.actions)
    kept = len(moves)
    _play(match, chooser([]), 2)  # two more decisions and the bots' answers...
    back = match.taken_back().taken_back()  # ...taken back
    assert back.record.takebacks == 2 and 0 in back.state.to_act()
    assert back.record.actions == straight
    _play(back, chooser(moves[kept:kept + 2]), 2)
    assert back.record.actions == match.record.actions


def test_nothing_to_take_back_before_the_first_decision_or_after_continue():
    match = _new("gofish")
    match.resolve_chance()
    assert match.take_back_point() is None
    _play(match, lambda m: m.state.legal_actions(0)[0], 2)
    assert match.take_back_point() is not None
    assert Match.from_record(match.record).take_back_point() is not None  # the record keeps the points
    old_save = replace(match.record, take_back_points={})  # a save written before the points were kept
    assert Match.from_record(old_save).take_back_point() is None


def test_after_a_take_back_a_continue_can_still_take_back_the_decisions_before():
    """The record a take-back leaves (the autosave a Continue reads) keeps the earlier decisions' take-back
    points: continued from it, the next take-back lands on the decision before, as it would without Continue."""
    match = _new("gofish")
    decided_at: list[int] = []

    def choose(m):
        decided_at.append(len(m.record.actions))
        return m.state.legal_actions(0)[0]

    _play(match, choose, 3)
    back = match.taken_back()
    assert back.record.actions == match.record.actions[:decided_at[-1]]
    assert set(back.record.take_back_points) == {k for k in match.record.take_back_points if k < decided_at[-1]}
    continued = Match.from_record(GameRecord.from_json(back.record.to_json(), game="gofish"))
    again = continued.taken_back()
    assert again is not None, "the continued game lost the earlier take-back points"
    assert again.record.actions == match.record.actions[:decided_at[-2]]


# -- at the table ---------------------------------------------------------------------------------------------



def _my_turn(scene) -> bool:
    return scene.animator.idle and 0 in scene.match.state.to_act() and not scene.match.state.is_over()


def _menu(app, scene):
    """Open the table's in-game menu; returns it."""
    click(app, scene.menu_button)
    frames(app)
    assert isinstance(app.stack.top, InGameMenuScene)
    return app.stack.top


def test_take_back_in_the_menu_returns_to_your_previous_decision_and_the_game_goes_on_the_same(app):
    scene = start_table(app, "gofish", GoFishTable, players=3)
    until(app, lambda: _my_turn(app.stack.top))
    menu = _menu(app, scene)
    assert not menu.widgets["takeback"].is_enabled  # nothing to take back yet, and the menu says so
    assert menu.takeback_note == t("replay.takeback_nothing")
    app.stack.apply(app.stack.top.handle_key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE)))
    first = scene.match.state.legal_actions(0)[0]
    scene.act(first)
    until(app, lambda: _my_turn(app.stack.top))
    straight = list(scene.match.record.actions)
    before = straight[:straight.index((0, first.to_text()))]
    menu = _menu(app, scene)
    click(app, menu.widgets["takeback"])
    frames(app, 2)
    back = app.stack.top
    assert back is not scene and isinstance(back, GoFishTable) and app.stack.scenes[-2] is not scene
    assert back.match.record.actions == before and back.match.record.takebacks == 1
    saved = app.disk.latest_autosave("gofish")
    assert saved["takebacks"] == 1
    streams = {seat: rng.getstate() for seat, rng in back.match.bot_rngs.items()}
    assert streams and GameRecord.from_json(saved).bot_rng_states == streams  # the rewound streams, saved
    undone = straight[len(before):]  # the human's move and the bots' answers, counted from the record
    bots = sum(1 for seat, _ in undone if seat in (1, 2))
    assert bots >= 1 and len(undone) > bots
    words = t("replay.undone", n=bots) if bots > 1 else t("replay.undone_one")
    assert back.message is not None and back.message[0] == words  # the table says what was taken back
    until(app, lambda: _my_turn(app.stack.top))
    back.act(first)
    until(app, lambda: _my_turn(app.stack.top))
    assert back.match.record.actions == straight


def test_a_move_made_before_continue_is_taken_back_after_it_and_the_game_goes_on_the_same(app):
    """Take back -> leave -> Continue -> take back a move made before the Continue -> the same moves finish the
    very game of a player who stayed: the autosave keeps where the bots' streams stood at each decision."""
    scene = start_table(app, "gofish", GoFishTable, players=3)
    until(app, lambda: _my_turn(app.stack.top))
    first, at_first = scene.match.state.legal_actions(0)[0], len(scene.match.record.actions)
    scene.act(first)
    until(app, lambda: _my_turn(app.stack.top))
    second, at_second = scene.match.state.legal_actions(0)[0], len(scene.match.record.actions)
    scene.act(second)
    until(app, lambda: _my_turn(app.stack.top))
    straight = list(scene.match.record.actions)
    click(app, _menu(app, scene).widgets["takeback"])  # the second move, taken back at the table
    frames(app, 2)
    back = app.stack.top
    assert back.match.record.actions == straight[:at_second]
    click(app, _menu(app, back).widgets["leave"])  # leave...
    frames(app, 2)
    assert isinstance(app.stack.top, MenuScene)
    tap(app, app.stack.top.tiles["gofish"].center, n=3)  # ...and Continue from the game's tile
    continued = app.stack.top
    assert isinstance(continued, GoFishTable) and continued is not back and continued.resumed
    assert continued.match.record.actions == straight[:at_second]
    menu = _menu(app, continued)
    assert menu.widgets["takeback"].is_enabled and menu.takeback_note is None
    click(app, menu.widgets["takeback"])  # the first move: made before the Continue
    frames(app, 2)
    again = app.stack.top
    assert again is not continued and again.match.record.actions == straight[:at_first]
    assert again.match.record.takebacks == 2
    until(app, lambda: _my_turn(app.stack.top))
    again.act(first)
    until(app, lambda: _my_turn(app.stack.top))
    again.act(second)
    until(app, lambda: _my_turn(app.stack.top))
    assert again.match.record.actions == straight


def test_after_continuing_an_old_save_the_greyed_take_back_says_why(app):
    """A save written before take-back points were kept: its moves cannot be taken back (the bots' dice for them
    are unknown), the button is greyed and says so; a move made after Continue can be taken back again."""
    from fishgames.games.gofish.scene import GoFishTable as Table

    scene = start_table(app, "gofish", GoFishTable, players=3)
    until(app, lambda: _my_turn(app.stack.top))
    scene.act(scene.match.state.legal_actions(0)[0])
    until(app, lambda: _my_turn(app.stack.top))
    data = scene.match.record.to_json()
    del data["take_back_points"]  # as saves were written before the points were kept: still read
    continued = Table.resume_record(app, GameRecord.from_json(data))
    app.stack.apply(Replace(continued))
    frames(app, 2)
    until(app, lambda: _my_turn(app.stack.top))
    menu = _menu(app, continued)
    assert not menu.widgets["takeback"].is_enabled and menu.takeback_note == t("replay.takeback_continued")
    app.stack.apply(Pop())
    frames(app)
    continued.act(continued.match.state.legal_actions(0)[0])
    until(app, lambda: _my_turn(app.stack.top))
    menu = _menu(app, continued)
    assert menu.widgets["takeback"].is_enabled and menu.takeback_note is None


def test_a_second_take_back_at_the_table_goes_one_decision_further_back(app):
    scene = start_table(app, "gofish", GoFishTable, players=3)
    decided_at = []
    for _ in range(2):
        until(app, lambda: _my_turn(app.stack.top))
        decided_at.append(len(app.stack.top.match.record.actions))
        app.stack.top.act(app.stack.top.match.state.legal_actions(0)[0])
    until(app, lambda: _my_turn(app.stack.top))
    straight = list(app.stack.top.match.record.actions)
    for taken in (1, 2):
        table = app.stack.top
        menu = _menu(app, table)
        assert menu.widgets["takeback"].is_enabled, f"take-back {taken} refused"
        click(app, menu.widgets["takeback"])
        frames(app, 2)
        assert app.stack.top is not table and app.stack.top.match.record.takebacks == taken
        assert app.stack.top.match.record.actions == straight[:decided_at[-taken]]
    assert scene is not app.stack.top


def _offered(app, humans: int = 1) -> bool:
    scene = start_table(app, "gofish", GoFishTable, humans=humans, players=3)
    menu = InGameMenuScene(app, scene)  # pushed by hand: with two humans a cover screen is up first
    app.stack.apply(Push(menu))
    frames(app)
    app.stack.apply(Pop())
    return "takeback" in menu.widgets


def test_take_back_is_offered_only_to_one_human_among_bots_when_set_up(app):
    assert _offered(app) and not _offered(app, humans=2)
    app.update_settings(last_setup={"gofish": {"players": 3, "seats": [], "options": {}, "takeback": False}})
    assert not _offered(app)


def test_no_take_back_in_a_guided_first_game(app):
    from fishgames.ui.guide import start_guided

    table = start_guided(app, "gofish")
    app.stack.apply(Push(table))
    frames(app, 2)
    assert isinstance(table, GoFishTable) and table.guide is not None
    menu = InGameMenuScene(app, table)
    app.stack.apply(Push(menu))
    frames(app)
    assert "takeback" not in menu.widgets and "resume" in menu.widgets


def test_the_setup_offers_take_back_only_with_one_human(app):
    """A second human seat hides the "Take back moves" row (take-back is for one human among computers); back
    to one human, it shows again."""
    from fishgames.ui.scenes.setup import SetupScene

    setup = SetupScene(app, "gofish")
    app.stack.apply(Push(setup))
    frames(app, 2)
    assert [s["kind"] for s in setup.seats[:2]] == ["human", "bot"] and "takeback" in setup.widgets
    click(app, setup.widgets[("kind", 1)], n=3)
    assert setup.seats[1]["kind"] == "human" and "takeback" not in setup.widgets and "coach" in setup.widgets
    click(app, setup.widgets[("kind", 1)], n=3)  # human -> on a phone: still a second human
    assert setup.seats[1]["kind"] == "human" and 1 in setup.phones and "takeback" not in setup.widgets
    click(app, setup.widgets[("kind", 1)], n=3)
    assert setup.seats[1]["kind"] == "bot" and "takeback" in setup.widgets


def test_no_take_back_on_a_kiosk():
    with running_app(kiosk=True) as kiosk:
        assert not _offered(kiosk)


def test_the_setup_row_turns_take_back_off_for_that_game_and_remembers_it(app):
    from fishgames.ui.scenes.setup import SetupScene

    start_with_setup_row_turned(app, "gofish", "takeback")
    assert isinstance(app.stack.top, GoFishTable) and "takeback" not in _menu(app, app.stack.top).widgets
    assert app.settings.last_setup["gofish"]["takeback"] is False
    assert SetupScene(app, "gofish").choices["takeback"] is False


def test_only_the_latest_decisions_keep_their_streams_and_each_take_back_lands_on_the_one_before():
    """After more decisions than are kept, every take-back lands exactly on the human's decision before the
    current one (newest first), each answers the way the straight game did, and the oldest kept is the last."""
    from fishgames.core.match import TAKE_BACKS_KEPT

    match = _new("fischen")
    decided_at: list[int] = []  # the record's length at each human decision

    def choose(m):
        decided_at.append(len(m.record.actions))
        return m.state.legal_actions(0)[0]

    _play(match, choose, TAKE_BACKS_KEPT + 5)
    straight = list(match.record.actions)
    assert len(match.before_human) == TAKE_BACKS_KEPT
    for taken in range(1, TAKE_BACKS_KEPT + 1):
        match = match.taken_back()
        assert match is not None, f"take-back {taken} refused"
        assert match.record.actions == straight[:decided_at[-taken]], f"take-back {taken} landed elsewhere"
        assert 0 in match.state.to_act() and match.record.takebacks == taken
    assert match.take_back_point() is None and match.record.takebacks == TAKE_BACKS_KEPT
    _play(match, lambda m: m.state.legal_actions(0)[0], TAKE_BACKS_KEPT)  # the same inputs, the same game
    assert match.record.actions == straight
