"""The Fat Fish table driven like players drive it: the real App, synthetic finger and mouse events, frame by frame.

Hidden information is checked on what is actually drawn: the scene records the faces of the hand it blits in a
frame (``faces_drawn``); a covered table is not drawn at all; and a pixel test renders the same table twice
with the other human's hidden hand re-dealt.  Hand-made positions (a multi-card turn, a take with a choice,
a single-coloured row) are put on the table with the rules tests' builder and then played by taps and drags.
"""

from __future__ import annotations

import random
import re

import pygame
import pytest

from fishgames.core import Seat
from fishgames.games.fatfish import scene_demo as SD
from fishgames.games.fatfish import scene_layout as L
from fishgames.games.fatfish.rules import TAKE, FatFishState
from fishgames.games.fatfish.scene import FatFishTable
from fishgames.games.fatfish.scene_cards import card_name, cards_words, licence_name
from fishgames.i18n import t
from fishgames.ui import games
from fishgames.ui.scene import Push
from fishgames.ui.scenes.cover import CoverScene
from fishgames.ui.scenes.results import ResultsScene
from tests.fatfish.helpers import table as handmade
from tests.ui.driver import (
    DT,
    assert_redeal_is_invisible,
    install,
    start_table,
    until,
)
from tests.ui.table_test_kit import (
    assert_a_bots_only_table_keeps_animating,
    check_every_frame,
    open_ingame_menu,
    ui_keys_in_both_languages,
)
from tests.ui.unpainted import undrawn, unpainted, unpainted_running_app

RAW_CODE = re.compile(r"\b[rygbp][1-6]\b|\bL[1-9]\b")  # card and licence codes of the rules, never shown


@pytest.fixture
def app(app):
    """The tests' App (tests/conftest.py), in English: the texts checked here are the English ones.  No check
    here reads the screen, so its frames are drawn unpainted (``tests/ui/unpainted.py``)."""
    app.update_settings(language="en")
    with unpainted(app):
        app.step(DT)
        yield app


def start(app, humans=1, players=4, seed=7, level="easy", licences=False, minus_one=False) -> FatFishTable:
    return start_table(app, "fatfish", FatFishTable, humans, players, level, seed, settle=1,
                       options={"licences": licences, "minus_one_per_card": minus_one})


def hand_matches_drawing(scene: FatFishTable) -> bool:
    return sorted(scene.faces_drawn) == sorted(scene.view["hand"])


# -- whole games ------------------------------------------------------------------------------------------------

def test_a_whole_game_with_licences_is_tapped_and_dragged_through_to_the_results(app):
    scene = start(app, humans=1, players=4, seed=11, licences=True)
    moves, drawn_ok, bubbles = [], [], []
    spoken = scene.speak
    scene.speak = lambda seat, text, seconds=2.6: (bubbles.append(text), spoken(seat, text, seconds))

    def on_move(move, view):
        moves.append((move[0], len(view["played"])))
        drawn_ok.append(hand_matches_drawing(scene))

    drops = []
    dropped = scene._drop
    scene._drop = lambda index, pos, view: (drops.append(view["hand"][index]), dropped(index, pos, view))
    SD.run(app, scene, seed=5, on_move=on_move, drag_every=4, stop_chance=0.3)
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    state = scene.match.state
    assert state.is_over() and state.takes == 12 and all(not row for row in state.rows)
    assert drawn_ok and all(drawn_ok)
    # multi-card turns and "Done" were played through the table
    assert any(kind == "place" and played >= 1 for kind, played in moves)
    assert any(kind == "stop" for kind, _ in moves)
    human_cards = sum(1 for seat, text in scene.match.record.actions if seat == 0 and text.startswith("place"))
    assert human_cards == 12 == sum(1 for kind, _ in moves if kind == "place")
    assert len(drops) >= 2  # some of those cards were dragged onto their rows
    # the licences panel and the results agree with the rules
    shown = {lic["id"]: lic["holders"] for lic in scene.shown["licences"]}
    assert shown == {lic["id"]: lic["holders"] for lic in state.view(None)["licences"]}
    assert scene.shown["totals"] == state.scores()
    summary = results.summary
    assert [key for key, _ in summary["columns"]] == ["fatfish.ui.col.plus", "fatfish.ui.col.minus",
                                                      "fatfish.ui.col.licences"]
    assert summary["scores"] == state.scores() and summary["highlights"]
    played = app.storage.games("fatfish")
    assert len(played) == 1 and played[0].scores == state.scores() and app.storage.autosaves() == []
    assert played[0].human_stats[0]["plus"] == sum(int(c[1:]) for c in state.view(0)["plus"][0])
    # the log and the bubbles speak in names and card words, never in codes or placeholders
    assert scene.log and bubbles
    for text in bubbles + scene.log:
        assert not RAW_CODE.search(text) and "{" not in text, text
    # "same deal again" starts the same code again
    SD.tap(app, results.widgets["same"], touch=False)
    again = app.stack.top
    assert isinstance(again, FatFishTable) and again is not scene and again.match.seed == 11
    assert again.match.record.actions[0] == scene.match.record.actions[0]  # the identical shuffle
    assert again.licences_on


def test_pass_and_play_two_humans_behind_covers_see_only_their_own_hand(app):
    scene = start(app, humans=2, players=3, seed=3)
    covers, checked = [], {"frames": 0, "idle": 0}
    def check() -> None:
        if app.stack.top is scene and scene.viewer is not None:
            me = scene.viewer
            other = 1 - me
            mine = scene.match.state.view(me)["hand"]
            theirs = set(scene.match.state.view(other)["hand"]) - set(mine)
            assert not theirs & set(scene.faces_drawn), "the other human's card was drawn"
            if scene.animator.idle:
                assert sorted(scene.faces_drawn) == sorted(mine)
                checked["idle"] += 1
            checked["frames"] += 1

    check_every_frame(app, check)

    def on_cover(cover):
        covers.append(cover.seat)
        scene.faces_drawn = ["sentinel"]
        SD.frames(app)
        assert scene.faces_drawn == ["sentinel"], "the covered table is not drawn"
        SD.tap(app, (640, 200))  # anywhere but the button: still covered
        assert app.stack.top is cover

    SD.run(app, scene, seed=9, on_cover=on_cover, drag_every=5)
    assert len(covers) >= 4 and set(covers) == {0, 1}
    assert checked["frames"] > 100 and checked["idle"] > 10
    assert scene.match.state.is_over()
    played = app.storage.games("fatfish")
    assert len(played) == 1 and set(played[0].human_stats) == {0, 1}


def test_pixels_do_not_change_when_the_other_humans_hand_is_redealt(app):
    scene = start(app, humans=2, players=3, seed=77)
    cover = app.stack.top
    assert isinstance(cover, CoverScene)
    SD.tap(app, cover.show_button, touch=False)
    viewer = scene.viewer
    other = next(h for h in scene.humans if h != viewer)

    def redeal(seat: int) -> None:
        data = scene.match.state.to_json()
        hand, box = data["hands"][seat], data["box"]
        data["hands"][seat], data["box"] = sorted(box[:len(hand)], key=lambda c: ("rygbp".index(c[0]), c)), \
            hand + box[len(hand):]
        assert sorted(data["hands"][seat]) != sorted(hand)
        scene.match.state = FatFishState.from_json(data)

    assert_redeal_is_invisible(scene, viewer, other, redeal, lambda: scene._sync(force=True),
                               first_frame_ok=lambda: hand_matches_drawing(scene))


def test_a_bots_only_table_draws_no_face_of_a_hand():
    with unpainted_running_app("fast") as app:
        seats = [Seat("bot", "easy", games.bot_name(i)) for i in range(5)]
        scene = games.start_scene(app, "fatfish", seats, 5, "easy")
        public: set[str] = set()

        def laid(seat, action, events):  # cards turn public when they are laid or open a row
            for e in events:
                if e.kind in ("card_placed", "row_opened"):
                    public.add(e.card)
                elif e.kind == "dealt":
                    public.update(e.rows.split())

        scene.match.listeners.insert(0, laid)
        app.stack.apply(Push(scene))
        faces = 0
        for _ in range(600):
            app.step(DT)
            assert scene.faces_drawn == []
            for sprite in scene.flying:  # cards in the air show their face only once they are public
                if sprite.showing_front:
                    faces += 1
                    assert sprite.code in public
        assert scene.viewer is None and len(scene.match.record.actions) > 8 and faces > 0


# -- hand-made moments ------------------------------------------------------------------------------------------

def e1_table():
    """Spec E1: R1 [yellow 2, red 5], R2 [yellow 4], R3 [blue 1]; hand blue 3, green 5, blue 6, red 2.
    The other seats hold nothing, so nobody else moves while the test looks."""
    return handmade([["y2", "r5"], ["y4"], ["b1"]], [["b3", "g5", "b6", "r2"], [], [], []],
                    decks=[["p5", "p6", "y1"], [], [], []], reserve=["g1"])


def hand_index(scene, code: str) -> int:
    return scene.view["hand"].index(code)


def test_e1_a_multi_card_turn_lights_only_legal_rows_and_stops_by_itself(app):
    scene = start(app, humans=1, players=4)
    install(app, scene, e1_table())
    assert scene.decision() == "play"
    # red 2 may only go on row 1 (it ends red): only that lane lights up, the card lifts
    SD.tap(app, SD.hand_point(scene, hand_index(scene, "r2")))
    assert scene.selected == hand_index(scene, "r2") and scene.targets(scene.view, scene.selected) == [0]
    before = scene.match.version
    SD.tap(app, SD.lane_point(2))  # row 3 is dark for it: refused with the reason
    assert scene.match.version == before and scene.message
    assert scene.message[0] == t("fatfish.ui.why.colour", card=card_name("r2"), colour=t("fatfish.colour.red"),
                                 rows="1")
    SD.tap(app, SD.hand_point(scene, hand_index(scene, "r2")))  # a second tap puts it back
    assert scene.selected is None
    # blue 3 on row 3, then green 5 (no row ends green), then blue 6: the turn ends by itself
    SD.act(app, scene, ("place", hand_index(scene, "b3"), 2))
    view = scene.view
    assert view["turn_row"] == 2 and view["can_stop"] and scene.decision() == "play"
    assert scene.prompt_text() == t("fatfish.ui.follow_up", row=3, count=1)
    rects = {code: rect for _, code, rect in scene.hand_rects()}
    assert rects["g5"].y == rects["b6"].y == L.HAND_TOP - L.RAISE and rects["r2"].y == L.HAND_TOP
    SD.act(app, scene, ("place", hand_index(scene, "g5"), 2), touch=False)
    SD.act(app, scene, ("place", hand_index(scene, "b6"), 2), by_drag=True)
    state = scene.match.state
    assert [c for c in state.view(None)["rows"][2]] == ["b1", "b3", "g5", "b6"]
    # red 2 may not follow: the turn is over without a further choice (the others hold nothing: Anna again)
    assert state.turn_row == -1 and state.played == [] and scene.view["can_stop"] is False
    assert sorted(state.view(0)["hand"]) == ["p5", "p6", "r2", "y1"]
    assert any(t("fatfish.ui.log.placed", seat="Anna", card=card_name("b6"), row=3) == line for line in scene.log)


def test_done_ends_a_turn_with_one_tap(app):
    scene = start(app, humans=1, players=4)
    install(app, scene, e1_table())
    SD.act(app, scene, ("place", hand_index(scene, "b3"), 2))
    assert scene.can_stop(scene.view)
    SD.tap(app, L.DONE.center)
    state = scene.match.state
    assert state.turn_row == -1 and state.view(None)["rows"][2] == ["b1", "b3"]
    assert sorted(state.view(0)["hand"]) == ["b6", "g5", "p5", "r2"]  # refilled from the deck


def test_dragging_a_card_onto_a_legal_row_lays_it_and_onto_another_row_does_not(app):
    scene = start(app, humans=1, players=4)
    install(app, scene, e1_table())
    r2 = hand_index(scene, "r2")
    seen = {}

    def in_the_air():
        seen["dragging"] = scene.dragging()
        seen["faces"] = list(scene.faces_drawn)

    SD.drag(app, SD.hand_point(scene, r2), SD.lane_point(1), touch=True, hold=in_the_air)
    assert seen["dragging"] == r2 and "r2" in seen["faces"]
    assert scene.match.state.rows[1] == [scene.match.state.rows[1][0]] and scene.message  # refused: row 2
    assert scene.dragging() is None
    SD.drag(app, SD.hand_point(scene, r2), SD.lane_point(0), touch=False)
    assert scene.view["rows"][0] == ["y2", "r5", "r2"]


def take_table(row4, last, others=(), licences=False, minus_one=False):
    """Row 1 holds ``row4``; the viewer holds ``last`` (its fifth card) — the rules tests' E2/E3 positions."""
    return handmade([row4, ["y1"], ["p1"]], [[last, "y2"], [], [], []], decks=[["y3"], [], [], []],
                    reserve=["p6"], licences=licences, minus_one=minus_one)


def test_e2_taking_a_row_preselects_the_best_plus_cards_and_the_taker_may_choose_others(app):
    scene = start(app, humans=1, players=4, licences=True)
    install(app, scene, take_table(["r4", "r1", "b6", "b2"], "g3", licences=True))
    SD.act(app, scene, ("place", hand_index(scene, "g3"), 0))
    assert scene.match.state.phase == TAKE and scene.decision() == "take"
    view = scene.view
    row = view["rows"][0]
    assert sorted(row[i] for i in scene.take.picks(view)) == ["b6", "g3", "r4"]  # the best pre-selected
    title, preview, bonus = scene.take.texts(view)
    assert preview == t("fatfish.term.take_preview", plus=13, minus=3, points="+10")
    assert bonus == t("fatfish.ui.take_hint")
    # choose the red 1 instead of the red 4: the preview follows, red 4 drops to minus
    rects = dict(scene.take.rects(view))
    SD.tap(app, rects[row.index("r1")].center)
    assert sorted(row[i] for i in scene.take.picks(view)) == ["b6", "g3", "r1"]
    title, preview, bonus = scene.take.texts(view)
    assert preview == t("fatfish.term.take_preview", plus=10, minus=6, points="+4")
    SD.tap(app, L.TAKE_BUTTON.center)
    state = scene.match.state
    assert sorted(state.view(None)["plus"][0]) == ["b6", "g3", "r1"]
    assert state.view(None)["minus_total"][0] == 6 and state.view(None)["rows"][0] == ["p6"]
    assert scene.shown["plus"][0] == ["r1", "g3", "b6"] and scene.shown["minus_count"][0] == 2
    assert t("fatfish.ui.log.taken", seat="Anna", row=1, plus=cards_words(["r1", "g3", "b6"]),
             minus=cards_words(["r4", "b2"]), points="+4") in scene.log


def test_e4_a_split_that_claims_licences_says_so_before_the_take(app):
    scene = start(app, humans=1, players=4, licences=True)
    state = handmade([["p2", "r5", "r3", "r6"], ["y1"], ["g1"]], [["r1", "y2"], [], [], []],
                     decks=[["y3"], [], [], []], reserve=["b6"], licences=True)
    install(app, scene, state)
    SD.act(app, scene, ("place", hand_index(scene, "r1"), 0))
    assert scene.decision() == "take"
    _, preview, bonus = scene.take.texts(scene.view)
    assert preview == t("fatfish.term.take_preview", plus=8, minus=9, points="−1")
    names = ", ".join(licence_name(lid) for lid in ("L2", "L3"))
    assert bonus == t("fatfish.ui.take_licences", names=names, vp=9)
    SD.tap(app, L.TAKE_BUTTON.center, touch=False)
    lics = {lic["id"]: lic["holders"] for lic in scene.shown["licences"]}
    assert lics["L2"] == lics["L3"] == [0] and scene.shown["licence_vp"][0] == 9
    assert scene.shown["totals"][0] == 8


def test_e3_a_single_coloured_row_needs_two_plus_cards(app):
    scene = start(app, humans=1, players=4)
    install(app, scene, take_table(["y5", "y2", "y6", "y1"], "y3"))
    SD.act(app, scene, ("place", hand_index(scene, "y3"), 0))
    view = scene.view
    row = view["rows"][0]
    assert scene.take.texts(view)[0] == t("fatfish.ui.take_title_two", row=1)
    assert sorted(row[i] for i in scene.take.picks(view)) == ["y5", "y6"]
    rects = dict(scene.take.rects(view))
    SD.tap(app, rects[row.index("y6")].center)  # off: only one chosen, the button refuses
    assert scene.take.choice(view) is None
    SD.tap(app, L.TAKE_BUTTON.center)
    assert scene.match.state.phase == TAKE and scene.message[0] == t("fatfish.ui.take_incomplete")
    SD.tap(app, rects[row.index("y1")].center)
    SD.tap(app, L.TAKE_BUTTON.center)
    assert sorted(scene.match.state.view(None)["plus"][0]) == ["y1", "y5"]


def test_a_forced_split_needs_no_choice(app):
    scene = start(app, humans=1, players=4)
    install(app, scene, take_table(["r4", "b6", "b6", "r4"], "g3"))
    SD.act(app, scene, ("place", hand_index(scene, "g3"), 0))
    state = scene.match.state
    assert state.phase != TAKE and sorted(state.view(None)["plus"][0]) == ["b6", "g3", "r4"]
    assert scene.decision() is None or scene.decision() == "play"


def test_the_licence_panel_opens_its_help_and_any_tap_closes_it(app):
    scene = start(app, humans=1, players=3, licences=True)
    until(app, lambda: scene.decision() == "play")
    SD.tap(app, L.LICENCES.center)
    assert scene.help_open and scene.decision() is None
    version = scene.match.version
    SD.tap(app, SD.hand_point(scene, 0))  # the tap only closes the help
    assert not scene.help_open and scene.selected is None and scene.match.version == version


def test_leaving_and_continuing_shows_the_same_table(app):
    scene = start(app, humans=1, players=3, seed=21, licences=True)
    SD.run(app, scene, seed=2, stop=lambda: scene.match.state.takes >= 3 and scene.decision() == "play")
    again = FatFishTable.resume_record(app, scene.match.record)
    app.stack.apply(Push(again))
    SD.frames(app, 2)
    assert again.view["hand"] == scene.view["hand"] and again.shown["totals"] == scene.shown["totals"]
    assert again.shown["plus"] == scene.shown["plus"] and again.decision() == "play"
    assert hand_matches_drawing(again)


def test_in_game_menu_shows_the_code_and_the_log(app):

    scene = start(app, humans=1, players=4, seed=int("00AB", 36))
    until(app, lambda: scene.decision() == "play")
    menu = open_ingame_menu(app, scene)
    assert menu.code.startswith("fatfish:") and menu.code.endswith("00AB")
    assert scene.log and menu.log_lines()[0][0] == scene.log[0]
    assert scene.log[0].startswith(t("fatfish.log.dealt", rows="", reserve=0, box=0)[:10])


@pytest.mark.parametrize("players", [2, 6])
def test_two_and_six_players_fit_the_screen(app, players):
    scene = start(app, humans=1, players=players, licences=True)
    until(app, lambda: scene.decision() == "play")
    screen = pygame.Rect(0, 0, 1280, 720)
    rects = list(scene.plate_rects().values()) + [L.OWN, L.RESERVE, L.LICENCES, scene.log_panel.rect]
    rects += [L.lane(r) for r in range(L.ROWS)] + [rect for _, _, rect in scene.hand_rects()] + [L.DONE]
    assert all(screen.contains(r) for r in rects)
    plates = list(scene.plate_rects().values())
    assert len(plates) == players - 1 and all(r.w >= 190 and r.h >= 96 for r in plates)
    assert not any(a.colliderect(b) for i, a in enumerate(plates) for b in plates[i + 1:])
    assert not scene.menu_button.rect.colliderect(plates[-1])
    assert all(min(r.w, r.h) >= 48 for r in [L.lane(0), L.DONE, L.TAKE_BUTTON] + plates)


def test_every_ui_key_exists_in_both_languages():
    de = ui_keys_in_both_languages("fatfish")
    assert len(de) > 40


def test_animations_keep_playing_while_bots_play(app):
    scene = assert_a_bots_only_table_keeps_animating(app, "fatfish", FatFishTable, 6, settle=240, licences=True)
    assert len(scene.match.record.actions) > 5


def test_the_selected_card_follows_random_play(app):
    """Property-ish: a tapped legal card always lights exactly the rows of its targets."""
    scene = start(app, humans=1, players=3, seed=4)
    rng = random.Random(1)
    checks = 0
    while checks < 6 and not scene.match.state.is_over():
        until(app, lambda: scene.decision() is not None or scene.match.state.is_over())
        if scene.decision() != "play":
            SD.act(app, scene, ("take", None))
            continue
        view = scene.view
        options = [i for i, rows in enumerate(view["hand_targets"]) if rows]
        i = rng.choice(options)
        SD.tap(app, SD.hand_point(scene, i))
        assert scene.targets(scene.view, scene.selected) == view["hand_targets"][i]
        SD.tap(app, SD.lane_point(view["hand_targets"][i][0]))
        checks += 1
    assert checks == 6


def test_language_switch_keeps_the_table_running(app):
    scene = start(app, humans=1, players=3, licences=True)
    until(app, lambda: scene.decision() == "play")
    hand = list(scene.view["hand"])
    app.update_settings(language="de")
    SD.frames(app, 2)
    assert app.stack.top is scene and scene.view["hand"] == hand and hand_matches_drawing(scene)
    assert scene.prompt_text() == t("fatfish.term.choose_row") == "Wähle eine Karte und eine Reihe."


def test_the_preselection_is_the_highest_card_of_each_colour():
    from fishgames.games.fatfish.scene_take import best_split

    assert sorted(best_split(["r4", "r1", "b6", "b2", "g3"])) == ["b6", "g3", "r4"]
    assert sorted(best_split(["y5", "y2", "y6", "y1", "y3"])) == ["y5", "y6"]


@pytest.mark.parametrize("seed, starter", [(4245, 0), (4240, 2)])
def test_the_start_banner_speaks_to_the_player_at_the_screen(seed, starter):
    """"Du beginnst" when the player at the screen starts (it said "Anna beginnt", as of someone else), with
    no line under it naming them ("Anna beginnt." under "Du beginnst", seen in a window)."""
    with unpainted_running_app("normal") as app, undrawn(app):  # the banner and prompt are the table's state
        scene = start(app, humans=1, players=3, seed=seed)
        until(app, lambda: scene.banner, 600)
        assert scene.match.state.view(None)["start_player"] == starter
        assert scene.banner == (t("fatfish.ui.starts_you") if starter == 0
                                else t("fatfish.ui.starts", name=scene.seat_name(starter)))
        assert (scene.seat_name(starter) in scene.prompt_text()) == (starter != 0)
