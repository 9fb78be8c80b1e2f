"""Dialogs on an upright (720 × 1280) panel have an upright arrangement of their own, as the tables do (``Scene.tall``,
the games' ``Upright`` places read as ``table.L``): Fugu's "Stop for good?" across the market in larger type, Fat
Fish's licence help across the screen with each licence's text wrapped whole.  Nothing in them is cut or left out
(every line of the question, every licence's whole text), in German and English, and a tap where the upright
dialog draws its button answers it.  On the 1280 × 720 stage they stay as they were."""

from __future__ import annotations

import atexit
import shutil
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from fishgames.i18n import t
from fishgames.storage import Storage
from fishgames.ui import legibility, theme
from fishgames.ui import text as text_mod
from fishgames.ui.app import App
from fishgames.ui.scene import Push, Reset
from fishgames.ui.scenes.menu import MenuScene
from tests.screenshot_shots import screenshot_shots
from tests.ui.driver import click
from tests.ui.unpainted import drawn_once_at_the_end

#: Its checks read texts and where buttons are, not art: each picture is drawn once a process, not again at every
#: resize's new floors (``tests/ui/art_once.py``).
pytestmark = pytest.mark.usefixtures("art_drawn_once")

UPRIGHT = (720, 1280)


def open_shot(name: str, home, lang: str, window) -> App:
    """The screenshot tool's moment ``name`` in a window of ``window`` (laid out again live, as a player's).  The
    frames on the way are stepped undrawn but the last (``drawn_once_at_the_end``: the same moments, compared
    pixel for pixel at 720 × 1280, 1280 × 720 and 800 × 480 for every shot these modules open)."""
    if name in HISTORY_ONCE:
        (Path(home) / HISTORY).parent.mkdir(parents=True)
        shutil.copyfile(played_history(name, lang), Path(home) / HISTORY)
    app = App(windowed=True, lang=lang, storage=Storage(home), bot_workers=False, disk_thread=False)
    app.update_settings(animation_speed="instant")
    with drawn_once_at_the_end(app):
        if name in HISTORY_ONCE:
            scenes = HISTORY_ONCE[name](app, "fischen")
            app.disk.wait_idle()
        else:
            scenes = screenshot_shots()[name](app, "fischen")
        if scenes is not None:
            app.stack.apply(Reset(MenuScene(app)))
            for scene in scenes:
                app.stack.apply(Push(scene))
        for _ in range(4):
            app.step(1 / 60)
    app.window_resized(window)
    app.step(1 / 60)
    return app


def _game_list(app, game: str) -> list:
    from fishgames.ui.scenes.game_list import GameListScene

    return [GameListScene(app, game)]


#: Shots whose builder writes the history — bots' games played to the end, seeded: the same games every time —
#: and then puts up a screen that reads it: that history is written once a process (:func:`played_history`) and
#: copied into each test's home; only the screen is made anew (here), in the test's language.
HISTORY_ONCE = {"game_list": _game_list}
HISTORY = Path("data") / "history.sqlite3"  # (``Storage.history_path`` under its home)
_played: dict[str, Path] = {}


def played_history(name: str, lang: str) -> Path:
    """The history file the shot ``name``'s builder writes, written (in ``lang``) the first time it is asked for.
    The history holds no text of the app's language: written in German and in English, the two files held the
    same rows but for the time each game was recorded (``finished_at`` of the builder's unnamed games), so the
    Fischen games the bots play at the normal level are played once a process, not once per language."""
    if name not in _played:
        home = Path(tempfile.mkdtemp(prefix=f"fishgames-{name}-"))
        atexit.register(shutil.rmtree, home, True)
        app = App(windowed=True, lang=lang, storage=Storage(home), bot_workers=False, disk_thread=False)
        try:
            screenshot_shots()[name](app, "fischen")
            app.disk.wait_idle()
            assert app.storage.history_path == home / HISTORY
        finally:
            app.close()
        _played[name] = home / HISTORY
    return _played[name]


@contextmanager
def upright_shot(name: str, tmp_path, lang: str) -> Iterator[App]:
    """``open_shot`` on the upright panel, closed after."""
    app = open_shot(name, tmp_path / "home", lang, UPRIGHT)
    try:
        yield app
    finally:
        app.close()


def drawn_frame(app, monkeypatch) -> tuple[list[tuple[str, int]], list[tuple[str, str]]]:
    """One frame drawn afresh: every text drawn (with its size) and every text ``cut`` shortened."""
    drawn: list[tuple[str, int]] = []
    shortened: list[tuple[str, str]] = []
    real_text, real_cut = theme.text, text_mod.cut

    def text(content, size, *args, **kwargs):
        drawn.append((content, size))
        return real_text(content, size, *args, **kwargs)

    def cut(content, size, width, bold=False):
        result = real_cut(content, size, width, bold)
        if result != content:
            shortened.append((content, result))
        return result

    text.cache_clear = real_text.cache_clear
    monkeypatch.setattr(theme, "text", text)
    for module in [m for key, m in list(sys.modules.items()) if key.startswith("fishgames") and m is not None]:
        if getattr(module, "cut", None) is real_cut:
            monkeypatch.setattr(module, "cut", cut)
    legibility.forget_drawn_text()
    app.relayout()
    app.draw()
    return drawn, shortened


def the_table(app):
    return next(scene for scene in reversed(app.stack.scenes) if hasattr(scene, "match"))


def the_upright_table(app, showing, what: str):
    """The table under the dialog, checked to be laid out upright and ``showing`` (a test of it) ``what``."""
    table = the_table(app)
    assert table.portrait and showing(table), f"not {what} on an upright table"
    return table


# -- Fugu: "Stop for good?" -------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["de", "en"])
def test_fugus_stop_question_upright_is_wide_whole_and_answers_where_drawn(lang, tmp_path, monkeypatch):
    with upright_shot("fugu_stop", tmp_path, lang) as app:
        table = the_upright_table(app, lambda table: table.confirm_pass, "the stop question")
        drawn, shortened = drawn_frame(app, monkeypatch)
        box = table.pass_dialog_rect()
        assert box.w >= 0.8 * table.stage_size[0], f"laid out for the stage: {box}"
        question = t("fugu.ui.stop_question", score=table.view["reefs"][table.bottom]["score"])
        lines = [text for text, size in drawn if size == table.L.STOP_TEXT and text in question]
        assert " ".join(lines) == question, f"the question drawn as {lines!r}"
        assert table.L.STOP_TEXT > theme.BODY and table.buttons["stop_yes"].size > theme.BODY  # larger type
        assert not shortened, shortened
        yes, no = table.buttons["stop_yes"].rect, table.buttons["stop_no"].rect
        assert box.contains(yes) and box.contains(no) and not yes.colliderect(no)
        for label in (t("fugu.ui.stop_yes"), t("fugu.ui.stop_no")):
            assert theme.font(table.buttons["stop_yes"].size, True).size(label)[0] < yes.w - 24, label
        seat = table.bottom
        click(app, yes.center)
        for _ in range(3):
            app.step(1 / 60)
        assert table.match.state.view(seat)["reefs"][seat]["finished"], "the tap on 'Yes, stop' did not stop"


# -- Fat Fish: the licence help ----------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["de", "en"])
def test_fat_fishs_licence_help_upright_is_wide_and_each_licence_whole(lang, tmp_path, monkeypatch):
    from fishgames.games.fatfish.scene_cards import LICENCES, licence_help

    with upright_shot("fatfish_licences", tmp_path, lang) as app:
        table = the_upright_table(app, lambda table: table.help_open, "the licence help")
        drawn, shortened = drawn_frame(app, monkeypatch)
        L = table.L
        assert L.HELP.w >= 0.9 * table.stage_size[0] and table.stage_rect.contains(L.HELP), L.HELP
        assert L.HELP_TEXT > theme.SMALL and L.HELP_NAME > theme.BODY  # a portrait's larger type
        lines = [text for text, size in drawn if size == L.HELP_TEXT]
        for lid in LICENCES:
            help_text = licence_help(lid)
            parts = [line for line in lines if line and line in help_text]
            assert " ".join(parts) == help_text, f"{lid}: {help_text!r} drawn as {parts!r}"
        assert not shortened, shortened
        click(app, (L.HELP.centerx, L.HELP.bottom - 200))
        assert not table.help_open, "a tap did not close the help"


# -- the code picker ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("shot", ["codepicker", "codepicker_seats"])
def test_the_code_picker_upright_is_wide_with_larger_arrows_and_answers_where_drawn(shot, lang, tmp_path,
                                                                                   monkeypatch):
    from fishgames.ui.scenes.codepicker import COL_W, CodePickerScene

    with upright_shot(shot, tmp_path, lang) as app:
        picker = app.stack.top
        assert isinstance(picker, CodePickerScene) and picker.portrait
        _, shortened = drawn_frame(app, monkeypatch)
        assert picker.panel.w >= 0.9 * picker.stage_size[0] and picker.stage_rect.contains(picker.panel)
        up = picker.widgets[("up", 0)].rect
        assert up.h >= 96 and (picker.letters > 1 or up.w > COL_W), up  # taller arrows, wider columns
        assert picker.widgets["use"].rect.bottom <= picker.panel.bottom and not shortened, shortened
        before = picker.text
        click(app, up.center)
        assert picker.text != before and picker.text[0] == str(int(before[0]) % 9 + 1), (before, picker.text)


# -- Fugu: a seat's score per creature -----------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["de", "en"])
def test_fugus_score_breakdown_upright_is_larger_and_whole(lang, tmp_path, monkeypatch):
    with upright_shot("fugu_breakdown", tmp_path, lang) as app:
        table = the_upright_table(app, lambda table: table.breakdown_seat is not None, "a breakdown")
        drawn, shortened = drawn_frame(app, monkeypatch)
        box = table.L.BREAKDOWN
        assert box.w >= 0.8 * table.stage_size[0] and table.stage_rect.contains(box), box
        title = t("fugu.ui.bd.title", name=table.seat_name(table.breakdown_seat))
        sizes = {text: size for text, size in drawn}
        assert sizes.get(title, 0) > theme.BODY, "the title not drawn whole in a larger type"
        assert sizes.get(t("fugu.ui.bd.close"), 0) > theme.SMALL
        from fishgames.games.fugu.scene_draw import _breakdown_rows

        rows = _breakdown_rows(table.view["reefs"][table.breakdown_seat]["breakdown"], table.solo)
        own = {title, t("fugu.ui.bd.close"), *(text for _, name, detail, _ in rows for text in (name, detail))}
        assert all(sizes.get(text, 0) > theme.SMALL for text in own if text), "a row not drawn whole and larger"
        assert not shortened, shortened  # the panel's texts, and a lane plate's "stopped" tag beside it
