"""A table's message line ("Play blue or a buoy – you must follow colour") stands in the prompt's place and the
prompt is not drawn while it shows, upright and on the stage alike, at all five tables (``TableScene.prompt_hidden``).
Upright, at the old spot 200 px above the foot, it lay over the hand, dice or reef the message is about (seen at
720 × 1280 in Fischen, Fat Fish, Fugu and Lure); on the stage it lay half over Fat Fish's, Fugu's and Go Fish's
prompt pills, while Go Fish and Lure hid theirs and the others did not.  Nothing it must keep clear is covered in
either orientation (on the stage Lure's pill, 8 px taller than its prompt's, met its screen by 4 px)."""

from __future__ import annotations

import hashlib

import pygame
import pytest

from fishgames.ui import games, theme
from fishgames.ui.app import App
from fishgames.ui.scene import Pop
from tests.ui.driver import frames, start_table

GAMES = ["fischen", "fatfish", "fugu", "lure", "gofish"]
WORDS = "Play blue or a buoy – you must follow colour"
WINDOWS = {"upright": (720, 1280), "landscape": (1280, 720)}
#: Each table's method that says its prompt's words (a line, or a tuple whose first item is the line).
PROMPT = {"fischen": "prompt_text", "fatfish": "prompt_text", "lure": "prompt_text", "gofish": "prompt",
          "fugu": "prompt_line"}


@pytest.fixture(scope="module", params=list(WINDOWS))
def window_app(request):
    app = App(windowed=True, window=WINDOWS[request.param], bot_workers=False, disk_thread=False)
    app.update_settings(animation_speed="instant")
    try:
        yield app
    finally:
        app.close()


def start(app, game: str):
    return start_table(app, game, games.scene_class(game), players=games.spec(game).min_players + 1, seed=7)


@pytest.mark.parametrize("game", GAMES)
def test_a_message_stands_in_the_prompts_place_clear_of_what_the_player_needs(window_app, game):
    table = start(window_app, game)
    try:
        assert not table.prompt_hidden, "no message yet: the prompt shows"
        table.say(WORDS, seconds=30)
        frames(window_app, 1)
        assert table.prompt_hidden, "the prompt's pill drawn under the message"
        box = table._message_box(theme.text(WORDS, theme.BODY, theme.INK, bold=True))  # the label it draws
        centre = table.prompt_centre()
        assert box.center == centre, f"the message {box} is not on the prompt's line {centre}"
        covered = [rect for rect in table.keep_clear() if box.colliderect(rect) and not rect.collidepoint(centre)]
        assert not covered, f"{game}: the message {box} covers {covered}"
    finally:
        window_app.stack.apply(Pop())


def _screen(app) -> str:
    """A digest of the screen's pixels as the app draws them now."""
    app.draw()
    return hashlib.md5(pygame.image.tobytes(getattr(app.screen, "pixels", app.screen), "RGB")).hexdigest()


def _with_other_words(app, table, game: str) -> str:
    """The screen drawn with the prompt saying other words than it does (and then as it was again)."""
    method = getattr(table, PROMPT[game])

    def other(*args):
        line = method(*args)
        if isinstance(line, tuple):
            return ("Zebras quarrel over xylophones", *line[1:])
        return "Zebras quarrel over xylophones" if line else line

    setattr(table, PROMPT[game], other)
    try:
        return _screen(app)
    finally:
        delattr(table, PROMPT[game])


@pytest.mark.parametrize("game", GAMES)
def test_while_a_message_shows_the_table_draws_no_prompt(window_app, game):
    """Drawn, not flagged: the prompt's words changed change no pixel while a message shows — a short one ("No"),
    so that a prompt drawn under it would stick out on both sides — and do change them without one."""
    table = start(window_app, game)
    try:
        frames(window_app, 1)
        shown = _screen(window_app)
        assert _screen(window_app) == shown, "two draws of one moment differ: the check cannot tell"
        assert _with_other_words(window_app, table, game) != shown, "the prompt's words are not drawn at all"
        table.say("No", seconds=30)
        frames(window_app, 1)
        covered = _screen(window_app)
        assert _with_other_words(window_app, table, game) == covered, (
            f"{game} drew its prompt while a message stood in its place")
    finally:
        window_app.stack.apply(Pop())
