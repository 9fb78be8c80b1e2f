"""What the five tables' scene tests check alike: their ui texts in both languages, what the bots were shown,
that the table keeps animating while a human plays, pass and play through the covers, and the in-game menu (the per-game tests
only say what differs)."""

from __future__ import annotations

from fishgames.i18n import catalogue
from fishgames.ui.scenes.cover import CoverScene
from fishgames.ui.scenes.ingame_menu import InGameMenuScene
from tests.ui.driver import (
    DT,
    assert_bots_keep_playing_animated,
    click,
    frames,
    start_table,
    tap,
)
from tests.ui.unpainted import drawn_once_at_the_end


def ui_keys_in_both_languages(game: str) -> set[str]:
    """The game's ``<game>.ui.*`` keys, asserted to be the same in German and English."""
    de = {k for k in catalogue("de") if k.startswith(f"{game}.ui.")}
    en = {k for k in catalogue("en") if k.startswith(f"{game}.ui.")}
    assert de == en, f"only German: {sorted(de - en)}; only English: {sorted(en - de)}"
    return de


def assert_a_bots_only_table_keeps_animating(app, game: str, table: type, players: int, settle: int, **options):
    """At normal speed a bots-only table (seed 5) keeps moving and every bot move is animated (the driver's check
    says how; frame *times* are measured by ``tools/frames.py`` and ``tools/bench.py``, never asserted in a
    test); the table, after ``settle`` frames (its art drawn ahead a few pictures a frame) and the check."""
    app.update_settings(animation_speed="normal")
    with drawn_once_at_the_end(app):  # the animator and the record are the table's own, stepped in its update
        scene = start_table(app, game, table, humans=0, players=players, seed=5, options=options or None,
                            settle=settle)
        assert_bots_keep_playing_animated(app, scene)
    return scene


def check_every_frame(app, check) -> None:
    """From now on ``check()`` runs after every frame the app steps (the frames of taps included), so hidden
    information is checked on every drawn frame, not only at chosen moments."""
    step = app.step

    def step_and_check(dt=DT) -> None:
        step(dt)
        check()

    app.step = step_and_check


def spy_on_bot_views(scene, phase: str) -> list[dict]:
    """From now on, every view a bot of the table is asked to move from in ``phase`` (the list fills as they play)."""
    views = []
    request = scene.match.bot_request

    def spy(seat):
        view, legal = request(seat)
        if view["phase"] == phase:
            views.append(view)
        return view, legal

    scene.match.bot_request = spy
    return views


def assert_animating_while_the_human_plays(app, scene, my_turn, action) -> None:
    """Past the deal, the table's animator is busy in over 100 of every 240 frames while the human plays
    ``action()`` at each turn (``my_turn()``), and each of the human's moves (at least two, within 1,200
    frames) sets something moving in the frame after it.  Frame *times* are measured by ``tools/frames.py``
    and ``tools/bench.py``, never asserted in a test."""
    busy, moved_at = [], []
    with drawn_once_at_the_end(app):  # the animator is the table's own, stepped in its update
        frames(app, 90)  # past the deal
        while len(busy) < 240 or (len(moved_at) < 2 and len(busy) < 1200):
            app.advance_clock(DT)  # a frame of the table alone, as App.step runs it, undrawn
            scene.update(DT)
            busy.append(not scene.animator.idle)
            if my_turn():
                scene.act(action())
                moved_at.append(len(busy))  # the index of the frame after the move
    assert sum(busy) * 240 > 100 * len(busy), f"animating in only {sum(busy)} of {len(busy)} frames"
    answered = [index for index in moved_at if index < len(busy) and busy[index]]
    assert len(moved_at) >= 2 and answered == [i for i in moved_at if i < len(busy)], (moved_at, answered)


def play_humans_until(app, scene, end: type, my_turn, move, max_frames: int, check=None) -> list[int]:
    """Frames until a scene of type ``end`` is on top: each pass-and-play cover is opened as a player would (a
    tap beside its button leaves it shut, its button shows the table to its seat), and ``move()`` plays each
    human turn (when ``my_turn()``); ``check()`` after every step.  The seats the covers were for, in order."""
    covers: list[int] = []
    for _ in range(max_frames):
        top = app.stack.top
        if isinstance(top, end):
            return covers
        if isinstance(top, CoverScene):
            covers.append(top.seat)
            tap(app, (640, 200))  # anywhere but the button: still covered
            assert app.stack.top is top
            tap(app, top.show_button)
            assert app.stack.top is scene and scene.viewer == covers[-1]
        elif top is scene and my_turn():
            move()
        else:
            frames(app)
        if check:
            check()
    raise AssertionError("the game did not reach its end")


def open_ingame_menu(app, scene) -> InGameMenuScene:
    """Click the table's menu button: the in-game menu it opened (asserted to be on top)."""
    click(app, scene.menu_button)
    menu = app.stack.top
    assert isinstance(menu, InGameMenuScene)
    return menu


def resume_from_ingame_menu(app, scene, menu: InGameMenuScene) -> None:
    """Click the menu's Resume: the table is on top again."""
    click(app, menu.widgets["resume"])
    assert app.stack.top is scene
