"""Every screenshot moment of every table (``tools/screenshots.py``, the moments the README and the reviews look
at), rebuilt as the tool builds it, with every other seat saying a long sentence at that moment (the worst
case): the bubbles drawn there cover nothing the table keeps clear, not the "?" and not each other.
``tests/test_bubbles.py`` checks the same rule frame by frame in live games.  No pixel is read (the bubbles are
placed as the table is drawn): the frames that build a moment are stepped undrawn and the last one drawn
unpainted (``drawn_once_at_the_end``: every moment came out the same — record, clock, bubbles, keep-clear
areas and the table's pixels drawn afterwards — as with every frame drawn unpainted), and the autosave after
every action stays in memory (``DiskWorker`` keeps the newest for the running app; no moment reads one from
disk)."""

from __future__ import annotations

import pygame
import pytest

from fishgames.core import registry
from fishgames.disk import DiskWorker
from fishgames.storage import Storage
from fishgames.ui.app import App
from fishgames.ui.scene import Push, Reset
from fishgames.ui.scenes.menu import MenuScene
from fishgames.ui.table import TableScene
from tests.bubble_rules import bubble_problems, speaker_problems
from tests.screenshot_shots import screenshot_shots, screenshot_tool
from tests.ui.driver import DT
from tests.ui.unpainted import drawn_once_at_the_end, unpainted

#: No pixel is read: each picture of art drawn once a process and kept across the screens' floors (each size is a
#: new floor, which cleared the app's cache: every moment's table art was drawn anew at each size).
pytestmark = pytest.mark.usefixtures("art_drawn_once")

CHATTER = "I keep my big fish for later, because the sea gets deeper and you look hungry."



SHOTS = screenshot_shots()




@pytest.mark.parametrize("game", registry.names())
def test_bubbles_at_every_screenshot_moment_of_the_table(game, tmp_path, monkeypatch):
    monkeypatch.setattr(DiskWorker, "_write_autosave", lambda self, game: None)  # a quarter of the time, unread
    names = [name for name in SHOTS if name.startswith(game + "_")]
    assert names, f"no screenshot moments of {game}"
    problems, with_bubbles = [], 0  # moments where a bubble found a free spot
    for name in names:
        app = App(windowed=True, lang="en", storage=Storage(tmp_path / name), bot_workers=False, disk_thread=False)
        try:
            table = shot_table(app, name)
            for seat in range(len(table.match.seats)):
                if seat != table.viewer:
                    table.speak(seat, CHATTER, seconds=5)
            table.draw(pygame.Surface(app.size))  # the table as drawn at that moment (also under an overlay)
            with_bubbles += bool(table.bubble_rects)
            problems += [f"{name}: {problem}" for problem in bubble_problems(table)]
        finally:
            app.close()
    assert with_bubbles, f"no moment of {game} shows a bubble: the check had nothing to check"
    assert problems == [], problems[:5]


def shot_table(app, name: str) -> TableScene:
    """The table of the screenshot moment ``name``, built as the tool builds it (animations instant, its frames
    stepped undrawn and the last one drawn unpainted)."""
    app.update_settings(animation_speed="instant")
    with unpainted(app), drawn_once_at_the_end(app):
        scenes = SHOTS[name](app, name.split("_")[0])
        if scenes is not None:  # else the shot built its moment on the stack itself (as the tool runs it)
            app.stack.apply(Reset(MenuScene(app)))
            for scene in scenes:
                app.stack.apply(Push(scene))
            for _ in range(20):
                app.step(DT)
    tables = [scene for scene in app.stack.scenes if isinstance(scene, TableScene)]
    assert tables, f"{name}: no table in the shot"
    return tables[-1]


#: The moments whose bots' words have no room on some screens, and those screens (size, UI scale).  Not Lure's
#: landscape reveal at 800 × 480, 150 %: the water, the banner, the piles and the log leave no room there for any
#: bubble, not even a pointer (the log shows the newest words; the older two are scrolled out of it).
SCREENS = [((1280, 720), 1.0), ((720, 1280), 1.0), ((800, 480), 1.5), ((720, 1280), 1.5), ((1024, 600), 1.0)]
CROWDED = {"gofish_second_human": SCREENS, "lure_reveal": [*SCREENS[:2], *SCREENS[3:]],
           "lure_tumble": [*SCREENS[:2], *SCREENS[3:]], "fischen_bots_say": SCREENS}


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("name", CROWDED)
def test_crowded_moments_name_every_speaker_and_point_over_no_plate(name, lang, tmp_path):
    """The moments (as the tool shows them, their own words) on each of their screens (:data:`CROWDED`): every
    speaker's words are shown, named by a pointer to the log or in view in the log, and no pointer lies over a plate
    (``bubble_rules.speaker_problems``).  Session 26's one shared pointer named fewer speakers where it had no room: Go Fish at
    1280 × 720 showed only "Ben: … (in the log)", Anna's words unnamed and scrolled out of the log; upright Lure's
    "Pelican, Beaver: … (in the log)" lay over Pelican's second line."""
    app = App(windowed=True, lang=lang, storage=Storage(tmp_path / "home"), bot_workers=False, disk_thread=False)
    try:
        table, problems = shot_table(app, name), []
        assert len(table.bubbles) >= 2, f"{name}: too few words up to check: {table.bubbles}"
        for size, scale in CROWDED[name]:
            app.update_settings(ui_scale=scale)
            app.window_resized(size)
            app.draw()
            problems += [f"{size} {scale}: {problem}" for problem in speaker_problems(table)]
        assert problems == [], "\n".join(problems)
    finally:
        app.close()


def _fischen_three(app) -> None:
    tool = screenshot_tool()
    tool.fischen_table(app, players=3)
    tool._frames(app, 30)


def _lure_reveal_three(app) -> None:
    tool = screenshot_tool()
    scene = tool.lure_table(app, players=3)
    tool._lure_cast_and_watch(app, scene, "cast 2d6+d20 lures=A", lambda: scene.banner and scene.shown["groups"], 36)


@pytest.mark.parametrize("size", [(800, 480), (720, 1280), (1280, 720)])
@pytest.mark.parametrize("moment", [_fischen_three, _lure_reveal_three], ids=["fischen", "lure_reveal"])
def test_bubbles_at_three_seats_on_every_screen_keep_the_score_table_and_the_banner_clear(moment, size, tmp_path):
    """Three seats, the window resized to a small panel, an upright one and the stage, every bot saying a long
    sentence: Fischen's bots' words (at 800 × 480 Bot 2's lay over the score track, with no tail, Pelican's over
    the round counter) and Lure's at the reveal (over the "Reveal!" banner, then the discard pile and the log)
    cover none of it (the shared check: ``bubble_rules``)."""
    app = App(windowed=True, lang="en", storage=Storage(tmp_path / "home"), bot_workers=False, disk_thread=False)
    try:
        app.update_settings(animation_speed="instant")
        moment(app)
        app.window_resized(size)
        table = [scene for scene in app.stack.scenes if isinstance(scene, TableScene)][-1]
        for seat in range(len(table.match.seats)):
            if seat != table.viewer:
                table.speak(seat, CHATTER, seconds=5)
        app.step(DT)
        app.draw()
        if moment is _lure_reveal_three and not table.portrait:
            # at the reveal on a landscape table the water, the banner over the tray, the piles and the log
            # leave no spot: the bots' words are in the log alone (bubbles lay over the discard pile and the log)
            said = [line for line in table.log if CHATTER in line]
            assert len(said) == len(table.match.seats) - 1, "the words are not in the log"
        else:
            assert table.bubble_rects, "no bubble drawn: the check had nothing to check"
        assert moment is _fischen_three or table.banner_rect is not None, "the banner is not up"
        assert bubble_problems(table) == []
    finally:
        app.close()
