"""The game code is secret until the game ends — checked on what is drawn.

A code (``gofish:3L-Q7XZ``) fixes every hand and every future draw, so from it alone every other seat's
hidden cards can be computed, the bots' too.  Whoever plays, it is neither drawn nor copied before the game
is over; the same menu built again at the end shows and copies it (the control that proves these tests can
see a drawn code at all).

What was drawn is collected at the source, not guessed from flags: every ``theme.text`` call, every
``render`` of every font the app creates (``pygame.font.Font`` and the pygame-gui fonts are replaced by a
recording subclass before the App exists, so the scroll views, widgets and card art are seen too), and the
text of every visible pygame-gui element after each frame.  The clipboard is replaced by a recorder.
"""

from __future__ import annotations

from contextlib import contextmanager

import pygame
import pygame_gui.core.gui_font_pygame as gui_font_pygame
import pytest

from fishgames.i18n import t
from fishgames.ui import theme
from fishgames.ui.scenes import common, ingame_menu, results
from fishgames.ui.scenes.cover import CoverScene
from fishgames.ui.scenes.ingame_menu import InGameMenuScene
from fishgames.ui.scenes.results import ResultsScene
from fishgames.ui.table import TableScene
from tests.ui.driver import DT, click, frames, running_app, start_table, until
from tests.ui.unpainted import unpainted

GAMES = ("fischen", "fatfish", "lure", "fugu", "gofish")
SEED = int("Q7XZ", 36)  # a seed whose four characters appear nowhere else on screen


class Recorder:
    """Every string rendered, with the moment's ``over()`` (was the game over when it was drawn?)."""

    def __init__(self):
        self.drawn: list[tuple[str, bool]] = []
        self.over = lambda: False
        self.copied: list[str] = []

    def add(self, content) -> None:
        if isinstance(content, str):
            self.drawn.append((content, bool(self.over())))

    def strings(self, during_play_only: bool = False) -> list[str]:
        return [text for text, over in self.drawn if not (during_play_only and over)]

    def clear(self) -> None:
        self.drawn.clear()


def gui_texts(app) -> list[str]:
    """The texts of the visible pygame-gui elements (buttons, labels, text boxes)."""
    out = []
    for element in app.ui.get_sprite_group().sprites():
        if not getattr(element, "visible", True):
            continue
        for attr in ("text", "html_text"):
            value = getattr(element, attr, None)
            if isinstance(value, str):
                out.append(value)
    return out


@pytest.fixture
def rec(monkeypatch):
    recorder = Recorder()

    class RecordingFont(pygame.font.Font):
        def render(self, text, *args, **kwargs):
            recorder.add(text)
            return super().render(text, *args, **kwargs)

    monkeypatch.setattr(pygame.font, "Font", RecordingFont)
    monkeypatch.setattr(gui_font_pygame, "Font", RecordingFont)
    theme.font.cache_clear()
    theme.text.cache_clear()
    cached_text = theme.text

    def text(content, *args, **kwargs):
        recorder.add(content)
        return cached_text(content, *args, **kwargs)

    text.cache_clear = cached_text.cache_clear  # App.close() clears it
    monkeypatch.setattr(theme, "text", text)

    def clipboard(content: str) -> bool:
        recorder.copied.append(content)
        return True

    monkeypatch.setattr(ingame_menu, "copy_to_clipboard", clipboard)
    monkeypatch.setattr(results, "copy_to_clipboard", clipboard)
    monkeypatch.setattr(pygame.scrap, "put_text", clipboard, raising=False)
    yield recorder
    cached_text.cache_clear()
    theme.font.cache_clear()


@pytest.fixture
def app(rec):
    """The real App, created after the fonts are replaced; each frame also records the gui texts."""
    with _app(rec) as app:
        yield app


@contextmanager
def _app(rec):
    with running_app() as app, unpainted(app):  # what is drawn is recorded as text, no pixel is read
        step = app.step

        def recorded_step(dt):
            step(dt)
            for text in gui_texts(app):
                rec.add(text)

        app.step = recorded_step
        app.step(DT)
        yield app


def start(app, rec, game: str, humans: int) -> TableScene:
    table = start_table(app, game, TableScene, humans=humans, players=3, level="easy", seed=SEED)
    rec.over = lambda: table.match.state.is_over()
    return table


def code_parts(table) -> tuple[str, ...]:
    """The code as the menu writes it, as players type it, and its seed characters."""
    full = str(table.match.record.code)
    body = full.rpartition(":")[2]
    return full, body, body.rpartition("-")[2]


def shows_code(strings, table) -> list[str]:
    return [s for s in strings if any(part in s for part in code_parts(table))]


def uncover(app) -> None:
    """Wait for the first human's cover and confirm it (pass and play)."""
    until(app, lambda: isinstance(app.stack.top, CoverScene))
    click(app, app.stack.top.show_button)


def open_menu(app, table) -> InGameMenuScene:
    assert app.stack.top is table
    click(app, table.menu_button)
    menu = app.stack.top
    assert isinstance(menu, InGameMenuScene)
    frames(app, 4)
    return menu


def copy_button_spot() -> tuple[int, int]:
    """Where the copy button sits when there is one (the centre of its rectangle)."""
    return ingame_menu.RIGHT.right - 130, ingame_menu.RIGHT.y + 74 + common.TOUCH // 2


# -- the in-game menu, every game ----------------------------------------------------------------------------

@pytest.mark.parametrize("humans", [1, 2], ids=["one-human", "pass-and-play"])
@pytest.mark.parametrize("game", GAMES)
def test_the_menu_neither_draws_nor_copies_the_code_during_play(app, rec, game, humans):
    """With one human too: the code would show them the bots' cards (or a solo Fugu's next ones)."""
    table = start(app, rec, game, humans=humans)
    assert len(table.humans) == humans
    if humans > 1:
        uncover(app)
    until(app, lambda: app.stack.top is table)
    menu = open_menu(app, table)
    click(app, copy_button_spot())  # where the copy button sits once the game is over: nothing to press here
    app.step(DT)
    assert app.stack.top is menu and not table.match.state.is_over()
    assert not shows_code(rec.strings(), table), shows_code(rec.strings(), table)
    assert rec.copied == []
    assert not shows_code([text for text, _ in app.toasts], table), app.toasts
    assert t("ingame.copy") not in gui_texts(app)  # no copy button drawn
    # in its place, a line that says why (all its words are drawn)
    words = set(" ".join(rec.strings()).split())
    assert set(t("ingame.code_hidden").split()) <= words
    assert "copy" not in menu.widgets and not menu.big_code


@pytest.mark.parametrize("game", GAMES)
def test_the_menu_draws_and_copies_the_code_once_the_game_is_over(app, rec, game):
    """The control (these tests can see a drawn code at all): the end lifts the secret — the same menu, built
    again when the state is over, draws the code, and its copy button copies it."""
    table = start(app, rec, game, humans=1)
    until(app, lambda: app.stack.top is table)
    menu = open_menu(app, table)
    assert not shows_code(rec.strings(), table)
    full, body, _ = code_parts(table)
    table.match.state.is_over = lambda: True  # on this one state object (the rules are not under test here)
    try:
        rec.clear()
        menu.rebuild()
        menu.draw(app.screen)
        assert shows_code(rec.strings(), table)
        assert any(full in s for s in rec.strings())
        assert t("ingame.code_hidden") not in " ".join(rec.strings())
        assert menu.widgets["copy"].rect.collidepoint(copy_button_spot())  # the spot the other test taps
        menu.on_press("copy")
    finally:
        del table.match.state.is_over
    assert rec.copied == [full]
    assert any(body in text for text, _ in app.toasts)


# -- a whole pass-and-play game: Fischen, whose round summaries carry the code -------------------------------

def play_fischen(app, rec, humans: int) -> TableScene:
    from fishgames.games.fischen import scene_demo as SD

    table = start(app, rec, "fischen", humans=humans)
    SD.run(app, table, prefer=("zero", "name", "left", "low", "first", "all"))
    assert isinstance(app.stack.top, ResultsScene) and table.match.state.is_over()
    frames(app, 3)
    return table


def test_a_whole_pass_and_play_fischen_game_draws_the_code_only_after_the_end(app, rec):
    table = play_fischen(app, rec, humans=2)
    assert not shows_code(rec.strings(during_play_only=True), table), \
        shows_code(rec.strings(during_play_only=True), table)
    assert shows_code(rec.strings(), table)  # the results show it
    assert len(table.match.state.view(None)["history"]) >= 2  # round summaries were shown during play


def test_a_whole_one_human_fischen_game_draws_the_code_only_after_the_end(app, rec):
    """One human: the round summaries during play carry no code either (the bots' hands), the results do."""
    table = play_fischen(app, rec, humans=1)
    assert not shows_code(rec.strings(during_play_only=True), table), \
        shows_code(rec.strings(during_play_only=True), table)
    assert shows_code(rec.strings(), table)
    assert len(table.match.state.view(None)["history"]) >= 2
