"""Upright, a table's message line ("Play blue or a buoy – you must follow colour") stands in the prompt's place and
hides the prompt while it shows.  At the landscape spot, 200 px above the foot, it lay over the upright hand, dice
or reef: the very cards the message is about (seen at 720 × 1280 in Fischen, Fat Fish, Fugu and Lure)."""

from __future__ import annotations

import pygame
import pytest

from fishgames.ui import games
from fishgames.ui.app import App
from fishgames.ui.scene import Pop
from tests.ui.driver import frames, start_table

GAMES = ["fischen", "fatfish", "fugu", "lure", "gofish"]
WORDS = "Play blue or a buoy – you must follow colour"


@pytest.fixture(scope="module")
def upright_app():
    app = App(windowed=True, window=(720, 1280), bot_workers=False, disk_thread=False)
    app.update_settings(animation_speed="instant")
    try:
        yield app
    finally:
        app.close()


@pytest.mark.parametrize("game", GAMES)
def test_an_upright_message_stands_in_the_prompts_place_clear_of_what_the_player_needs(upright_app, game):
    table = start_table(upright_app, game, games.scene_class(game), players=games.spec(game).min_players + 1, seed=7)
    try:
        assert table.portrait
        assert not table.prompt_hidden, "no message yet: the prompt shows"
        table.say(WORDS, seconds=30)
        frames(upright_app, 1)
        assert table.prompt_hidden, "the prompt's pill drawn under the message"
        box = table._message_box(pygame.Surface((400, 30)))
        centre = table.prompt_centre()
        assert box.center == centre, f"the message {box} is not on the prompt's line {centre}"
        covered = [rect for rect in table.keep_clear() if box.colliderect(rect) and not rect.collidepoint(centre)]
        assert not covered, f"{game}: the message {box} covers {covered}"
    finally:
        upright_app.stack.apply(Pop())
