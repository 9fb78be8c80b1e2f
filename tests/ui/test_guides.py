"""Learn to play: each guided first game tapped through its real table, and the "?" of every table.

The taps are synthetic pointer events (``tests/ui/driver.py``) on the places that glow: a learner who does
what the narrator asks.  Checked: the scripted moves are exactly the moves made, the end offers a real game
(its setup), nothing is autosaved or counted, wrong taps and wrong moves change nothing and are answered
gently, Leave works mid-game, and the "?" opens the rules help at the phase's paragraph.
"""

from __future__ import annotations

import pygame
import pytest

from fishgames.i18n import t
from fishgames.ui import context_help, games
from fishgames.ui.drive import guide_advance
from fishgames.ui.games import deals
from fishgames.ui.guide import LEARNER, start_guided
from fishgames.ui.scene import Push
from fishgames.ui.scenes.rules_help import RulesHelpScene
from fishgames.ui.scenes.setup import SetupScene
from tests.ui.driver import DT, blank_surface, click, frames, start_table, tap, until
from tests.ui.unpainted import unpainted_app  # noqa: F401 - the app fixture: no check here reads the screen

GAMES = ("gofish", "fatfish", "lure", "fugu", "fischen")
SCREEN = pygame.Rect(0, 0, 1280, 720)
#: Every guide's every deal, (game, deal index): Lure's learners each get one of several.
GUIDED_DEALS = [(game, deal) for game in GAMES for deal in range(len(deals(context_help.guide_module(game))))]


def guided(app, game: str, deal: int = 0):
    """The guided game of ``game`` on its first deal (``deal``-th where the game has several: Lure)."""
    scene = start_guided(app, game, deal)
    app.stack.apply(Push(scene))
    frames(app, 2)
    return scene


def draw(scene) -> pygame.Surface:
    surface = blank_surface(SCREEN.size)
    scene.draw(surface)  # the guide's buttons and glow are placed where they are drawn
    return surface


def on_screen(rect: pygame.Rect) -> None:
    assert SCREEN.contains(rect), rect


def advance(app, scene) -> None:
    """One thing a learner does next (``drive.guide_advance``); every glowing place is on the screen."""
    guide_advance(app, scene, on_screen)


def play_through(app, scene, limit: int = 3000, at_step=None) -> None:
    guide = scene.guide
    for _ in range(limit):
        if guide.finished and scene.animator.idle and not guide.landing:  # the goodbye is shown
            return
        if at_step is not None:
            at_step(guide)
        advance(app, scene)
    raise AssertionError(f"the guided game stopped at step {guide.index}: {guide.step}")


def learner_moves(scene) -> list[str]:
    return [text for seat, text in scene.match.record.actions if seat == LEARNER]


@pytest.mark.parametrize("game", GAMES)
def test_each_guided_game_is_tapped_through_to_its_end_which_offers_a_real_game(app, game):
    scene = guided(app, game)
    shown: list[int] = []  # the steps the narrator was at, in order
    play_through(app, scene, at_step=lambda guide: shown.append(guide.index)
                 if guide.step is not None and (not shown or shown[-1] != guide.index) else None)
    guide = scene.guide
    scripted = [step.action for step in guide.steps if step.action is not None]
    assert learner_moves(scene) == scripted  # the real rules took exactly the narrated moves
    assert shown == list(range(len(guide.steps)))  # every step was shown, none skipped
    assert guide.index == len(guide.steps)
    draw(scene)
    assert set(guide.buttons) == {"real", "leave"}
    assert guide.text() == t(f"guide.{game}.end")
    assert app.storage.autosaves() == [], "a guided game was autosaved"
    assert game not in app.storage.summary()["games"], "a guided game was counted"
    tap(app, guide.buttons["real"].center)
    assert isinstance(app.stack.top, SetupScene) and app.stack.top.game == game


def test_every_narrated_text_is_a_translated_sentence(app):
    for game, deal in GUIDED_DEALS:
        scene = start_guided(app, game, deal)
        for step in scene.guide.steps + [None]:
            text = t(step.key) if step is not None else t(f"guide.{game}.end")
            assert text.strip() and not text.startswith("guide.") and "{" not in text


def first_ask(app, scene):
    guide = scene.guide
    until(app, lambda: (draw(scene) and False) or "next" in guide.buttons or guide.asking, 2000)
    if "next" in guide.buttons:
        tap(app, guide.buttons["next"].center)
    until(app, lambda: guide.asking, 2000)
    draw(scene)
    return guide


def a_free_point(scene) -> tuple[int, int]:
    """A point on the table that is neither a glowing place, nor the guide's panel, nor a button."""
    guide = scene.guide
    taken = [*guide.targets(), guide.panel_rect, context_help.button_rect(scene), scene.menu_button.rect]
    for y in range(200, 700, 20):
        for x in range(20, 1000, 20):
            if not any(rect is not None and rect.collidepoint(x, y) for rect in taken):
                return (x, y)
    raise AssertionError("no free point")


@pytest.mark.parametrize("game", ["gofish", "fugu"])
def test_a_wrong_tap_changes_nothing_and_gets_a_gentle_reason(app, game):
    scene = guided(app, game)
    guide = first_ask(app, scene)
    actions, index = list(scene.match.record.actions), guide.index
    tap(app, a_free_point(scene))
    draw(scene)
    assert scene.match.record.actions == actions and guide.index == index
    assert guide.hint_text() == t("guide.tap_glow")
    assert scene.message is None  # not the table's error line
    bubble = guide.hint_rect  # a bubble at the tap, covering neither the glow nor the panel
    assert bubble is not None and SCREEN.contains(bubble)
    assert not any(bubble.colliderect(rect) for rect in [*guide.targets(), guide.panel_rect])


def test_a_move_other_than_the_steps_is_refused_gently(app):
    scene = guided(app, "gofish")
    guide = first_ask(app, scene)
    actions = list(scene.match.record.actions)
    other = next(a for a in scene.match.state.legal_actions(LEARNER) if a.to_text() != guide.step.action)
    assert scene.act(other) is False
    assert scene.match.record.actions == actions
    assert guide.hint_text() == t("guide.other_move")


def test_leave_works_mid_game(app):
    below = app.stack.top
    scene = guided(app, "lure")
    guide = first_ask(app, scene)
    advance(app, scene)  # one move made
    assert learner_moves(scene)
    draw(scene)
    tap(app, guide.buttons["leave"].center)
    assert app.stack.top is below


def test_learn_to_play_from_the_setup_and_from_the_rules_help(app):
    app.stack.apply(Push(SetupScene(app, "fatfish")))
    frames(app, 2)
    click(app, app.stack.top.widgets["learn"], n=3)
    table = app.stack.top
    assert table.guide is not None and table.spec.name == "fatfish"
    assert table.match.seed == table.guide.scene.match.seed
    app.stack.apply(Push(RulesHelpScene(app, "lure")))
    frames(app, 2)
    click(app, app.stack.top.widgets["learn"], n=3)
    assert app.stack.top.guide is not None and app.stack.top.spec.name == "lure"


# -- the "?" -----------------------------------------------------------------------------------------------

def ask_help(app, scene) -> RulesHelpScene:
    draw(scene)
    rect = context_help.button_rect(scene)
    assert SCREEN.contains(rect)
    tap(app, rect.center)
    help_scene = app.stack.top
    assert isinstance(help_scene, RulesHelpScene)
    return help_scene


def assert_opened_at(help_scene, game: str, paragraph: int) -> None:
    assert help_scene.game == game and help_scene.focus == paragraph
    top, _ = help_scene.focus_span()
    assert help_scene.view.offset == help_scene.view.snap(top)  # scrolled there
    shown = help_scene.view.shown()
    assert shown.top <= top < shown.bottom  # the paragraph is in view


@pytest.mark.parametrize("game,phase,paragraph", [
    ("gofish", "play", 5), ("fatfish", "play", 5), ("lure", "cast", 3), ("fugu", "play", 3),
    ("fischen", "play", 5)])
def test_the_question_mark_opens_the_rules_help_at_the_phase_and_back_returns(app, game, phase, paragraph):
    scene = start_table(app, game, games.scene_class(game), players=3, seed=7)
    until(app, lambda: scene.viewer in scene.match.state.to_act() and scene.animator.idle, 2000)
    assert scene.view["phase"] == phase
    actions = list(scene.match.record.actions)
    help_scene = ask_help(app, scene)
    assert_opened_at(help_scene, game, paragraph)
    assert "learn" not in help_scene.widgets  # no guided game over a running one
    click(app, help_scene.widgets["back"], n=3)
    assert app.stack.top is scene and scene.match.record.actions == actions


def fat_fish_guided_to_its_take(app):
    """Fat Fish's guided game at its take (the third step), asking the learner."""
    scene = guided(app, "fatfish")
    for _ in range(3000):
        if scene.guide.asking and scene.view["phase"] == "take":
            break
        advance(app, scene)
    assert scene.view["phase"] == "take"
    return scene


def test_the_question_mark_follows_the_phase(app):
    """Fat Fish's take (the guided game's third step) opens 'Taking a row', not 'Your turn'."""
    scene = fat_fish_guided_to_its_take(app)
    assert_opened_at(ask_help(app, scene), "fatfish", 7)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_step_fits_the_narrators_spot(app, lang):
    """The panel never grows past its spot (where a game names one, it stays clear of the prompt), in
    either language, for every step and the end."""
    app.update_settings(language=lang)
    assert t.lang == lang
    for game, deal in GUIDED_DEALS:
        scene = start_guided(app, game, deal)
        guide = scene.guide
        spot = guide._spot()
        for index in range(len(guide.steps) + 1):
            guide.index = index
            draw(scene)
            assert spot.contains(guide.panel_rect), (lang, game, index, guide.panel_rect, spot)


@pytest.mark.parametrize("game", ["gofish", "fatfish", "fugu", "lure"])
def test_the_stored_deal_is_what_the_seed_finder_finds(game):
    """Each guide's table is the tool's answer for its seed (the quick games; Fischen takes longer): the
    moves played with the real bots show every moment, and the steps are exactly those stored (each of
    Lure's deals)."""
    import importlib
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
    finder = importlib.import_module("find_guide_seeds")
    module = context_help.guide_module(game)
    for seed, stored in deals(module):
        script = finder.play(game, seed, module.PLAYERS, module.LEVEL, "normal")
        assert script is not None, f"the moments no longer all happen on deal {seed}"
        assert finder.steps(game, script) == list(stored)


def test_the_learner_plays_under_the_name_from_the_games_setup(app):
    app.update_settings(last_setup={"fugu": {"players": 2, "options": {}, "seats": [
        {"kind": "human", "level": None, "name": "Oma Lotte"}, {"kind": "bot", "level": "easy", "name": "x"}]}})
    assert start_guided(app, "fugu").seat_name(LEARNER) == "Oma Lotte"
    assert start_guided(app, "lure").seat_name(LEARNER) == games.default_name(LEARNER)  # none typed for Lure


def test_no_question_mark_in_the_replay_theatre(app):
    """A replayed table takes no taps (the theatre applies the record), so it shows no "?"."""
    scene = start_table(app, "fugu", games.scene_class("fugu"), players=2, seed=3)
    assert context_help.shown(scene) is not None
    scene.replaying = True
    assert context_help.shown(scene) is None


def test_the_next_moves_text_waits_until_the_last_move_has_played_out(app):
    """After the learner's ask, the narrator keeps its text while the answer is still being shown; the next
    step's text (which tells how it turned out) comes once the table has settled."""
    app.update_settings(animation_speed="normal")  # the answer takes time to show
    scene = guided(app, "gofish")
    guide = scene.guide
    while guide.index < 2:  # "Next", then the first ask (its glowing places)
        advance(app, scene)
    app.step(DT)
    assert not guide.settled and guide.text() == t(guide.steps[1].key)
    until(app, lambda: guide.settled, 3000)
    assert guide.text() == t(guide.steps[2].key)


def test_the_rules_text_scrolls_with_the_mouse_wheel(app):
    import pygame as pg

    from fishgames.ui.drive import mouse

    help_scene = RulesHelpScene(app, "fugu")
    app.stack.apply(Push(help_scene))
    frames(app, 2)
    view = help_scene.view
    assert view.max_offset > 0 and view.target == 0
    pg.event.post(mouse(pg.MOUSEMOTION, view.rect.center))
    pg.event.post(pg.event.Event(pg.MOUSEWHEEL, {"x": 0, "y": -2, "flipped": False, "precise_x": 0.0,
                                                 "precise_y": -2.0, "touch": False, "which": 0}))
    frames(app, 30)
    down = view.offset
    assert down > 0  # two notches down
    pg.event.post(pg.event.Event(pg.MOUSEWHEEL, {"x": 0, "y": 1, "flipped": False, "precise_x": 0.0,
                                                 "precise_y": 1.0, "touch": False, "which": 0}))
    frames(app, 30)
    assert 0 < view.offset < down  # one notch back up


@pytest.mark.parametrize("lang", ["de", "en"])
def test_fugus_solo_discard_rule_is_in_the_rules_help(app, lang):
    """It was only a caption on the solo table: the Rules say which market card leaves, and at which number."""
    from fishgames.games.fugu.data import SOLO_DISCARD_THRESHOLD
    from fishgames.ui.scenes.rules_help import paragraphs

    app.update_settings(language=lang)
    solo = [text for text in paragraphs("fugu") if str(SOLO_DISCARD_THRESHOLD) in text]
    assert solo and "solo" in " ".join(paragraphs("fugu")).lower()
    assert context_help.guide_module("fugu").HELP["refill"] == paragraphs("fugu").index(solo[0])


def test_the_question_mark_leaves_fat_fishs_take_panel_whole(app):
    """While a row is taken its panel (and its title, "You take row 3: …") lies where the "?" sat."""
    from fishgames.games.fatfish import scene_layout as L

    scene = fat_fish_guided_to_its_take(app)
    draw(scene)
    rect = context_help.shown(scene)
    assert rect is not None and SCREEN.contains(rect) and not rect.colliderect(L.TAKE), rect
    guide = scene.guide
    assert not any(rect.colliderect(r) for r in [*guide.targets(), guide.panel_rect, scene.menu_button.rect])


def test_lures_learners_each_get_a_deal_of_their_own(app, monkeypatch):
    """Lure's guided game is not the same deal for everyone: each start picks one of its deals afresh (from
    the same entropy as a new game's seed), and every deal is one the moments test plays through."""
    from fishgames.ui import guide as guide_mod

    pool = deals(context_help.guide_module("lure"))
    assert len(pool) >= 4 and len({seed for seed, _ in pool}) == len(pool)
    picks = iter(range(len(pool)))
    monkeypatch.setattr(guide_mod, "random_seed", lambda: next(picks))
    seeds = [start_guided(app, "lure").match.seed for _ in pool]
    assert seeds == [seed for seed, _ in pool]
    scene = start_guided(app, "lure", 2)
    assert [step.action for step in scene.guide.steps] == [action for action, _ in pool[2][1]]


def test_fischens_round_summary_glows_while_the_next_deal_waits_behind_it(app):
    """Fischen's table does not animate while its round summary is open, so the next round, dealt by then
    (its log line shows), waits in the animation queue: the learner is to act in the rules, so the summary's
    tap was not the table's wait, and nothing moves, so no "Next" either — the real-window walk stood there.  The
    summary's "Continue" glows all the same, and the learner who taps what glows reaches the next step."""
    from fishgames.games.fischen import scene_layout as L

    scene = guided(app, "fischen")
    guide = scene.guide
    boats = next(i for i, step in enumerate(guide.steps) if step.key == "guide.fischen.boats")
    while not (guide.index == boats - 1 and guide.asking):  # at instant speed to the round's last card
        advance(app, scene)
    app.update_settings(animation_speed="normal")
    scene.animator.set_speed("normal")  # as the table takes it on its resume
    for _ in range(6000):
        if scene.summary is not None:
            break
        advance(app, scene)
    assert not scene.animator.idle and LEARNER in scene.match.state.to_act(), "not the real window's moment"
    draw(scene)
    assert guide.targets() == [L.SUMMARY_BUTTON]
    for _ in range(6000):
        if guide.index > boats:
            break
        advance(app, scene)
    assert guide.steps[guide.index - 1].key == "guide.fischen.boats"
