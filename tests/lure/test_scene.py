"""The Lure table driven like players drive it: the real App, synthetic finger and mouse events, frame by frame.

Hidden information is checked on what is actually drawn: the scene notes every lure token face and every
bid it blits in a frame (``drawn``); a covered table is not drawn at all.  Hand-made situations (worked
examples E2 and E4) are put on the table with the rules tests' builders and then played by taps.
"""

from __future__ import annotations

import re

import pytest

from fishgames.games.lure import scene_demo as SD
from fishgames.games.lure import scene_layout as L
from fishgames.games.lure.actions import Cast
from fishgames.games.lure.data import FISH
from fishgames.games.lure.scene import LureTable
from fishgames.games.lure.scene_present import tray_from
from fishgames.games.lure.scene_text import fish_words
from fishgames.i18n import t
from fishgames.ui import theme
from fishgames.ui.scene import Push
from fishgames.ui.scenes.cover import CoverScene
from fishgames.ui.scenes.results import ResultsScene
from tests.lure.tables import cast_all, roll, table
from tests.ui.driver import NAMES, frames, start_table
from tests.ui.driver import until as wait_until
from tests.ui.table_test_kit import (
    assert_a_bots_only_table_keeps_animating,
    check_every_frame,
    open_ingame_menu,
    resume_from_ingame_menu,
    spy_on_bot_views,
    ui_keys_in_both_languages,
)
from tests.ui.unpainted import unpainted_app  # noqa: F401 - the app fixture: no check here reads the screen

CARP, PERCH, SMELT = 18, 22, 2
RAW = re.compile(r"\b(?:lure\.[a-z_.]+|E[1-6]|\d+d6)\b|\{")  # codes and keys of the rules, never shown


@pytest.fixture(autouse=True)
def _no_dead_fonts():
    yield
    theme.font.cache_clear()  # App.close() quits pygame; its cached fonts must not reach later tests


def start(app, humans=1, players=4, seed=7, level="easy") -> LureTable:
    return start_table(app, "lure", LureTable, humans, players, level, seed, settle=1)


def at_hand_made(app, state, casts: dict | None = None) -> tuple[LureTable, object]:
    """You and a bot at ``state`` (made by hand, ``tests.lure.tables``), after ``casts`` if any, shown on the
    table at once: (the table, the state)."""
    scene = start(app, humans=1, players=2)
    if casts:
        cast_all(state, casts)
    scene.match.state = state
    scene._sync(force=True)
    return scene, state


def until(app, condition, limit=2000):
    """Lure's moments (a whole round of bids and rolls) can take longer than the driver's default wait."""
    wait_until(app, condition, limit)


class Secrets:
    """Checks every drawn frame: no other seat's held lures and no unrevealed cast are ever drawn."""

    def __init__(self, app, scene: LureTable):
        self.scene = scene
        self.revealed: dict[int, set[str]] = {}
        self.frames = 0
        self.at_rest = 0  # frames checked in the Cast at rest (only your own cast and lures drawn)
        scene.match.listeners.append(self._listen)
        check_every_frame(app, lambda: self.check(app))

    def _listen(self, seat, action, events) -> None:
        for e in events:
            if e.kind == "bid_revealed":
                self.revealed.setdefault(e.seat, set()).update(c for c in e.lures.split(",") if c)

    def check(self, app) -> None:
        scene = self.scene
        if app.stack.top is not scene or scene.viewer is None:
            return
        me = scene.viewer
        for seat, codes in scene.drawn["lures"].items():
            if seat != me:
                assert set(codes) <= self.revealed.get(seat, set()), f"seat {seat}'s secret lures were drawn"
        view = scene.view
        if view["phase"] == "cast" and scene.animator.idle:  # before the reveal: only your own cast
            assert scene.drawn["bids"] <= {me}
            assert all(not codes for seat, codes in scene.drawn["lures"].items() if seat != me)
            assert sorted(scene.drawn["lures"].get(me, [])) == sorted(view["seats"][me]["lures"])
            self.at_rest += 1
        self.frames += 1


# -- (a) one human, a whole game by taps ------------------------------------------------------------------------

def test_a_whole_game_with_one_human_is_tapped_through_to_the_results(app):
    scene = start(app, humans=1, players=4, seed=7)
    secrets = Secrets(app, scene)
    bot_views = spy_on_bot_views(scene, "cast")
    spoken = []
    speak = scene.speak
    scene.speak = lambda seat, text, seconds=2.6: (spoken.append(text), speak(seat, text, seconds))
    SD.run(app, scene)
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    state = scene.match.state
    assert state.is_over() and state.round == 10 and secrets.frames > 50 and secrets.at_rest > 10
    casts = [text for seat, text in scene.match.record.actions if seat == 0 and text.startswith("cast")]
    assert len(casts) == 10  # every round's cast was tapped in the rack
    # bots chose without seeing anybody's cast (the rules hide it; the scheduler passes only the view)
    assert bot_views and all(row["bid"] is None for v in bot_views for row in v["seats"] if row["seat"] != v["seat"])
    played = app.storage.games("lure")
    assert len(played) == 1 and played[0].scores == state.scores() and app.storage.autosaves() == []
    assert played[0].human_stats[0]["fish"] == len(state.fish[0])
    summary = results.summary
    assert [key for key, _ in summary["columns"]] == ["lure.ui.col.fish", "lure.ui.col.boasts", "lure.ui.col.biggest"]
    assert summary["ranking"] == state.places() and summary["highlights"]
    # bots said why (bubbles), the log speaks in names and words, never in codes or placeholders
    assert spoken and scene.log
    for text in spoken + scene.log:
        assert not RAW.search(text), text
    assert any(NAMES[0] in line for line in scene.log)
    # "same deal again" starts the same code again
    SD.tap(app, results.widgets["same"], touch=False)
    again = app.stack.top
    assert isinstance(again, LureTable) and again is not scene and again.match.seed == scene.match.seed
    assert again.match.record.actions[:2] == scene.match.record.actions[:2]  # the identical shuffles


# -- (b) pass and play: two casts behind covers, a shared roll, a group adjust -----------------------------------------

def test_pass_and_play_two_humans_cast_behind_covers_and_roll_together(app):
    scene = start(app, humans=2, players=3, seed=14)  # both humans start with an Adjust lure
    secrets = Secrets(app, scene)
    order: list[tuple[str, int]] = []
    for _ in range(3000):
        top = app.stack.top
        state = scene.match.state
        if state.round > 1 or state.is_over():
            break
        if isinstance(top, CoverScene):
            scene.drawn = "sentinel"
            frames(app)
            assert scene.drawn == "sentinel", "the covered table is not drawn"
            order.append(("cover", top.seat))
            SD.tap(app, (640, 120))  # anywhere but the button: still covered
            assert app.stack.top is top
            SD.tap(app, top.show_button, touch=False)
            assert app.stack.top is scene and scene.viewer == top.seat
            continue
        view = scene.view
        me = scene.viewer
        decision = scene.decision(view)
        if decision == "cast":
            other = 1 - me
            assert view["seats"][other]["bid"] is None  # the other human's cast stays hidden
            SD.tap_cast(app, scene, Cast(1, lures=(0,)))  # one d6 and the Adjust lure: both roll first, together
            order.append(("cast", me))
        elif decision == "adjust":
            assert view["decision"]["adjusts"] == {"0": 1, "1": 1} and "mine" not in view["decision"]
            SD.tap_adjust(app, scene, SD.best_adjust(scene, view))
            order.append(("adjust", me))
        else:
            frames(app)
    casts = [seat for kind, seat in order if kind == "cast"]
    adjusts = [seat for kind, seat in order if kind == "adjust"]
    assert sorted(casts) == [0, 1] and sorted(adjusts) == [0, 1]
    first, second = casts
    # the first cast came after its own cover; the second human got a cover before casting
    assert order.index(("cover", first)) < order.index(("cast", first)) < order.index(("cover", second)) \
        < order.index(("cast", second))
    # ... and the one who adjusts second was covered again before adjusting
    assert ("cover", adjusts[1]) in order[order.index(("adjust", adjusts[0])):]
    rolls = [text for seat, text in scene.match.record.actions if text.startswith("roll")]
    shared = rolls[0]
    assert "0=" in shared and "1=" in shared  # one throw for both humans' dice
    assert secrets.frames >= 10 and secrets.at_rest > 0


def test_the_tray_shows_a_shared_roll_lane_by_lane(app):
    scene, state = at_hand_made(app, table(2, [PERCH, SMELT, 3]))
    app.update_settings(animation_speed="fast")
    scene.animator.set_speed("fast")
    scene.present(1, None, cast_all(state, {0: "cast 2d6", 1: "cast 2d6"}))  # the reveal: one group of two
    scene.present(-1, None, roll(state, {0: (6, 5), 1: (4, 4)}))  # worked example E3
    seen_rolling, tray = False, None
    for _ in range(600):
        frames(app)
        tray = scene.tray or tray  # the next round's Splash clears the tray: keep the roll's last picture
        lanes = (scene.tray or {}).get("lanes", {})
        seen_rolling |= any(d["rolling"] for lane in lanes.values() for d in lane["dice"])
        if scene.animator.idle:
            break
    assert seen_rolling, "the dice tumble before they land"
    assert tray["members"] == [0, 1]
    assert [d["value"] for d in tray["lanes"][0]["dice"]] == [6, 5]
    assert tray["lanes"][0]["total"] == 11 and tray["lanes"][1]["total"] == 8
    # the catches flew to the score piles: Perch and Smelt to the lower total, the Dace to the other
    assert scene.shown["fish"][0] == [3] and sorted(scene.shown["fish"][1]) == sorted([PERCH, SMELT])
    assert sorted(state.fish[1]) == sorted([PERCH, SMELT]) and state.fish[0] == [3]


# -- hand-made moments ---------------------------------------------------------------------------------------------------

def adjust_table(app) -> LureTable:
    """Worked example E2 on the table: you rolled 5, 3, 3 with one Adjust lure; Carp and Perch swim."""
    state = table(2, [CARP, PERCH], {0: ["A"]})
    cast_all(state, {0: "cast 3d6 lures=A", 1: "cast 5d6"})
    roll(state, {0: (5, 3, 3)})
    scene, state = at_hand_made(app, state)
    scene.tray = tray_from(scene.view)
    frames(app)
    return scene


def test_example_e2_adjust_preview_follows_the_plus_and_minus_taps(app):
    scene = adjust_table(app)
    view = scene.view
    assert scene.decision(view) == "adjust"
    assert scene.preview(view) == (11, [PERCH])  # without adjusting: only the Perch
    plus, minus = L.adjust_buttons(0, 3)
    SD.tap(app, plus.center)
    assert scene.deltas == [1, 0, 0] and scene.preview(view) == (12, [PERCH, CARP])  # in catch order
    assert scene.preview_catch(view) == {CARP, PERCH}  # both cards glow in the water
    SD.tap(app, plus.center)  # one Adjust lure only: a second +1 is refused
    assert scene.deltas == [1, 0, 0]
    SD.tap(app, L.adjust_buttons(1, 3)[1].center)  # nor may another die use it
    assert scene.deltas == [1, 0, 0]
    SD.tap(app, minus.center)
    assert scene.deltas == [0, 0, 0] and scene.preview(view) == (11, [PERCH])
    SD.tap(app, plus.center, touch=False)
    SD.tap(app, L.DONE_BUTTON.center, touch=False)
    state = scene.match.state
    assert sorted(state.fish[0]) == sorted([CARP, PERCH])
    assert any(t("lure.fish.carp") in line for line in scene.log)


def test_example_e4_a_tie_leaves_the_fish_and_says_so(app):
    scene, state = at_hand_made(app, table(2, [SMELT]), {0: "cast 2d6", 1: "cast 2d6"})
    captions = []
    say = scene._say
    scene._say = lambda text: (captions.append(text), say(text))[1]
    scene.present(-1, None, roll(state, {0: (4, 5), 1: (3, 6)}))
    frames(app, 2)
    assert t("lure.ui.tie", total=9, **fish_words("smelt")) in captions
    assert "Gleichstand bei 9 – der Stint bleibt im Wasser" in captions  # German names the fish with its article
    assert SMELT in state.pool
    assert any(t("lure.ui.log.fish_contested", total=9, **fish_words("smelt")) == line for line in scene.log)


def test_resting_dice_are_refused_and_the_cast_is_built_from_taps(app):
    scene = start(app, humans=1, players=3, seed=5)
    until(app, lambda: scene.decision(scene.view) == "cast")
    SD.tap(app, next(r for i, r, _ in scene.rack_dice("cast") if i == 6).center)  # the d20
    SD.tap(app, next(r for i, r, _ in scene.rack_dice("cast") if i == 2).center)  # a d6
    assert scene.chosen_cast() == Cast(1, False, True)
    SD.tap(app, L.CAST_BUTTON.center)
    assert (0, "cast 1d6+d20") in scene.match.record.actions
    until(app, lambda: scene.decision(scene.view) == "cast" and scene.view["round"] == 2)
    states = {i: state for i, _, state in scene.rack_dice("cast")}
    assert states[6] == "resting" and states[5] == "free"
    version = scene.match.version
    SD.tap(app, next(r for i, r, _ in scene.rack_dice("cast") if i == 6).center)
    assert not scene.pick_d20 and scene.message and t("lure.ui.die.d20") in scene.message[0]
    scene.message = None
    SD.tap(app, L.CAST_BUTTON.center)  # nothing chosen: refused with a reason
    assert scene.match.version == version and scene.message[0] == t("lure.error.no_dice", minimum=1)


def test_leaving_and_continuing_shows_the_same_table_and_log(app):
    scene = start(app, humans=1, players=3, seed=21)
    SD.run(app, scene, stop=lambda: scene.match.state.round == 3 and scene.decision(scene.view) == "cast")
    again = LureTable.resume_record(app, scene.match.record)
    app.stack.apply(Push(again))
    frames(app, 2)
    assert again.shown["pool"] == scene.shown["pool"] and again.shown["scores"] == scene.shown["scores"]
    assert again.shown["lures"] == scene.shown["lures"] and again.decision(again.view) == "cast"
    assert again.event_lines == scene.event_lines  # a bot's spoken words are table-side, not in the record


def test_in_game_menu_shows_the_code_and_the_log(app):

    scene = start(app, humans=1, players=4, seed=int("00AB", 36))
    until(app, lambda: scene.decision(scene.view) == "cast")
    menu = open_ingame_menu(app, scene)
    assert menu.code == "lure:4L-00AB"
    first_fish = t(f"lure.fish.{FISH[scene.view['pool'][0]['id']].key}")
    assert any(line.startswith(t("lure.ui.log.splash", round=1, fish="")[:8]) and first_fish in line
               for line, *_ in menu.log_lines())
    resume_from_ingame_menu(app, scene, menu)


def test_every_ui_key_exists_in_both_languages():
    de = ui_keys_in_both_languages("lure")
    assert len(de) > 50


def test_animations_keep_playing_while_bots_play(app):
    scene = assert_a_bots_only_table_keeps_animating(app, "lure", LureTable, 4, settle=300)
    assert scene.match.state.round >= 1


MARLIN = 21  # catch 28, with a 6


def test_a_missed_catch_says_why_the_unmet_requirement_or_the_shortfall(app):
    """5 5 2 5 + d20 13 = 30 against the Marlin (28, with a 6) is not just "No catch": it names the missing 6;
    a roll below every fish names the nearest fish's number."""
    from fishgames.games.lure.dice import why_missed

    assert why_missed([MARLIN], (5, 5, 2, 5, 13)) == ("requirement", MARLIN)
    assert why_missed([MARLIN], (1, 1, 1, 1, 3)) == ("short", MARLIN)
    assert why_missed([MARLIN], (6, 5, 2, 5, 13)) == ("lower", MARLIN)
    scene, state = at_hand_made(app, table(2, [MARLIN]), {0: "cast 4d6+d20", 1: "cast 4d6+d20"})
    said = []
    outcome = scene.outcome_text
    scene.outcome_text = lambda *args: said.append(outcome(*args)) or said[-1]
    scene.present(-1, None, roll(state, {0: (5, 5, 2, 5, 13), 1: (1, 1, 1, 1, 3)}))
    frames(app, 2)
    marlin = fish_words("marlin")
    assert said == [" · ".join([
        t("lure.ui.miss.requirement", name=NAMES[0], total=30, missing=t("lure.ui.miss.missing.has6"), **marlin),
        t("lure.ui.miss.short", name=scene.seat_name(1), total=7, **marlin, catch=28)])]
    app.update_settings(language="en")
    assert t("lure.ui.miss.requirement", name="A", total=30, missing=t("lure.ui.miss.missing.has6"),
             **fish_words("marlin")) == "A: 30, but no 6 for the Marlin"


def test_pass_and_play_the_last_cast_goes_face_down_before_the_reveal_and_the_rolls(app):
    """Two humans and a bot: once the second human has cast, their turn is over — the reveal, the rolls and the
    next round's splash are shown to nobody's hand (each step presented with no viewer, every frame drawn with
    none, no held lure in what is shown) until the next cover; their screen of lures never stays up while the
    whole table watches the dice (each cast goes down as it is made: the reveal is part of the last one), and
    the story plays on in order (never the next round first, then back)."""
    scene = start(app, humans=2, players=3, seed=14)
    app.update_settings(animation_speed="fast")  # a story to watch frame by frame, as a table plays it
    scene.animator.set_speed("fast")
    scene.scheduler.set_pacing("fast")
    present = scene.present
    seen_by: list[tuple[int, int | None]] = []  # (whose step, the viewer when it was presented)
    scene.present = lambda seat, action, events: (seen_by.append((seat, scene.viewer)), present(seat, action, events))

    def after_the_casts() -> list:
        human = [i for i, (seat, _) in enumerate(seen_by) if seat in scene.humans]
        return seen_by[human[1] + 1:] if len(human) > 1 else []

    rounds: list[int] = []  # the round the table shows, frame by frame, once the casts are in
    for _ in range(3000):
        top = app.stack.top
        if isinstance(top, CoverScene):
            if after_the_casts():
                break
            SD.tap(app, top.show_button, touch=False)
            continue
        if scene.decision(scene.view) == "cast":
            SD.tap_cast(app, scene, Cast(1))
        frames(app)
        if after_the_casts():
            assert scene.viewer is None, "a hand is up while the reveal and the rolls are shown"
            rounds.append(scene.shown["round"])
            assert not scene.shown["lures"], "a hand's lures are in what the table shows"
    assert rounds == sorted(rounds), f"the table jumped ahead and back: rounds shown {rounds}"
    assert isinstance(app.stack.top, CoverScene), "no cover after the round"
    later = after_the_casts()
    assert any(seat == -1 for seat, _ in later) and {viewer for _, viewer in later} == {None}, seen_by
    casts = [viewer for seat, viewer in seen_by if seat in scene.humans]
    assert len(casts) == 2 and casts == [None, None], seen_by  # each cast itself shown as nobody's: screens down
    assert len(rounds) > 30 and rounds[-1] == 2  # the reveal and the rolls were watched, up to round 2
