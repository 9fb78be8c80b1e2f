"""The Fischen table driven like players drive it: the real App, synthetic finger and mouse events, frame by frame.

Hidden information is checked on what is actually drawn: the scene records the card faces of the hand it
blits in a frame (``drawn_faces``); a covered table is not drawn at all.  Hand-made situations (the
worked example E3, a named colour, a next-trick buoy in the last trick) are put on the table with the
rules tests' builder and then played by taps.
"""

from __future__ import annotations

import re

import pytest

from fishgames.games.fischen import scene_demo as SD
from fishgames.games.fischen import scene_layout as L
from fishgames.games.fischen.bits import P_NAME, P_PASS, P_PLAY, P_ZERO
from fishgames.games.fischen.data import CODE
from fishgames.games.fischen.scene import FischenTable
from fishgames.games.fischen.scene_cards import short_name
from fishgames.i18n import t
from fishgames.ui.scene import Push
from fishgames.ui.scenes.cover import CoverScene
from fishgames.ui.scenes.results import ResultsScene
from tests.fischen.helpers import table as handmade
from tests.ui.driver import NAMES, frames, install, start_table, until
from tests.ui.table_test_kit import (
    assert_a_bots_only_table_keeps_animating,
    open_ingame_menu,
    resume_from_ingame_menu,
    spy_on_bot_views,
)
from tests.ui.unpainted import unpainted_app  # noqa: F401 - the app fixture: no check here reads the screen

RAW_CODE = re.compile(r"\b(?:[bypgr]\d{1,2}|minus3[ab])\b")  # card codes of the rules, never shown


def start(app, humans=1, players=4, seed=7, level="easy") -> FischenTable:
    return start_table(app, "fischen", FischenTable, humans, players, level, seed, settle=1)


def hand_matches_drawing(scene: FischenTable) -> bool:
    return sorted(scene.drawn_faces) == sorted(scene.view["hand"])


# -- whole games ------------------------------------------------------------------------------------------------

def test_a_whole_game_with_one_human_is_tapped_through_to_the_results(app):
    scene = start(app, humans=1, players=4, seed=7)
    summaries, bubbles, drawn_ok = [], [], []
    opened = scene.open_summary
    scene.open_summary = lambda data: (summaries.append(data["round"]), opened(data))
    spoken = scene.speak
    scene.speak = lambda seat, text, seconds=2.6: (bubbles.append(text), spoken(seat, text, seconds))

    def check() -> bool:
        if scene.decision(scene.view):  # at each decision, the drawn hand is exactly the human's hand
            drawn_ok.append(hand_matches_drawing(scene))
        return False

    SD.run(app, scene, stop=check, prefer=("zero", "name", "left", "low", "first", "all"))
    assert isinstance(app.stack.top, ResultsScene)
    state = scene.match.state
    history = state.view(None)["history"]
    assert state.is_over() and summaries == [h["round"] for h in history] and len(history) >= 2
    assert drawn_ok and all(drawn_ok)
    played = app.storage.games("fischen")
    assert len(played) == 1 and played[0].scores == state.scores() and app.storage.autosaves() == []
    assert played[0].human_stats[0]["caught"] == sum(h["caught"][0] for h in history)
    summary = app.stack.top.summary
    assert [key for key, _ in summary["columns"]] == ["fischen.ui.col_caught_total", "fischen.ui.col_minus_total"]
    assert summary["highlights"]
    # the log and the bubbles speak in names and card words, never in codes or placeholders
    assert bubbles and scene.log
    for text in bubbles + scene.log:
        assert not RAW_CODE.search(text) and "{" not in text, text
    assert any(NAMES[0] in line for line in scene.log)


def test_pass_and_play_two_humans_pass_left_each_behind_a_cover(app):
    scene = start(app, humans=2, players=4, seed=1)
    hands = {}
    seen_covers = []
    bot_views = spy_on_bot_views(scene, "pass")

    def secret() -> bool:
        if app.stack.top is scene and scene.viewer is not None:
            other = 1 - scene.viewer
            hidden = set(scene.match.state.view(other)["hand"]) - set(scene.view["hand"])
            assert not hidden & set(scene.drawn_faces)
            assert scene.animator.idle is False or hand_matches_drawing(scene)
        return scene.match.state.phase == P_PASS

    SD.run(app, scene, stop=secret, prefer=("left",), on_cover=lambda cover: seen_covers.append(cover.seat))
    assert seen_covers, "pass and play shows a cover before the other human's turns"
    order = []
    while scene.match.state.phase == P_PASS:
        top = app.stack.top
        if isinstance(top, CoverScene):
            scene.drawn_faces = ["sentinel"]
            frames(app)
            assert scene.drawn_faces == ["sentinel"], "the covered table is not drawn"
            order.append(("cover", top.seat))
            SD.tap(app, top.show_button, touch=False)
            continue
        view = scene.view
        if scene.decision(view) == "pass":
            me = scene.viewer
            assert hand_matches_drawing(scene)
            assert view["pass"]["my_pick"] is None
            card = view["legal"][0]
            hands[me] = card
            SD.act(app, scene, ("pass", card), view)
            order.append(("pick", me))
            assert scene.match.state.picks[me] == -1 or CODE[scene.match.state.picks[me]] == card
            continue
        frames(app)
    assert [step for step in order if step[0] == "pick"] and set(hands) == {0, 1}
    first, second = (seat for kind, seat in order if kind == "pick")
    assert order.index(("cover", second)) < order.index(("pick", second)) > order.index(("pick", first))
    state = scene.match.state
    assert all(CODE[state.passed[seat]] == card for seat, card in hands.items())
    # bots picked without seeing anyone's pick
    assert bot_views and all(v["pass"]["my_pick"] is None for v in bot_views)
    assert all(card not in v["hand"] for v in bot_views for card in hands.values())
    # after the reveal the viewer holds the card from its right neighbour, drawn face up; the other human's
    # received card stays hidden
    frames(app, 2)
    me = scene.viewer
    received = CODE[state.passed[(me - 1) % 4]]
    assert received in scene.view["hand"] and received in scene.drawn_faces
    other_got = CODE[state.passed[(1 - me - 1) % 4]]
    assert other_got not in scene.drawn_faces or other_got in scene.view["hand"]


# -- hand-made moments --------------------------------------------------------------------------------------------

def test_example_e3_the_zero_catch_is_picked_by_tapping_a_glowing_trick_card(app):
    scene = start(app, humans=1, players=4)
    install(app, scene, handmade([["y0", "b3"], ["y12", "b4"], ["g3", "g4"], ["y15", "b6"]], leader=0))
    view = scene.view
    assert scene.decision(view) == "play"
    SD.tap(app, SD.card_point(scene, "y0"))
    until(app, lambda: scene.decision(scene.view) == "zero")
    view = scene.view
    targets = scene.trick_targets(view)
    assert set(targets) == {"y12", "y15", scene.shown["trick"][2]["card"]}
    SD.tap(app, L.trick_rect(0, 4).center)  # the zero itself is no target
    assert scene.match.state.phase == P_ZERO
    SD.tap(app, targets["y15"].center, touch=False)
    assert scene.animator.idle  # instant speed: the whole trick is shown at once
    state = scene.match.state
    assert state.points == [0, 0, 0, 0] and [len(f) for f in state.fisch] == [1, 0, 3, 0]
    assert state.fisch[0] == [scene_card("y15")]
    assert scene.shown["fisch"] == [1, 0, 3, 0]
    assert t("fischen.log.zero_caught", seat=NAMES[0], zero=short_name("y0"), card=short_name("y15")) in scene.log


def scene_card(code: str) -> int:
    return CODE.index(code)


def test_example_e4_captures_fly_one_by_one_in_play_order(app):
    scene = start(app, humans=1, players=4)
    install(app, scene, handmade([["r14"], ["r0"], ["all"], ["b0"]], leader=0))
    landed, caught = [], []
    land = scene.land
    scene.land = lambda sprite: (landed.append(sprite.front[2]), land(sprite))
    scene.match.listeners.append(lambda seat, action, events: caught.extend(
        (e.seat, e.card) for e in events if e.kind == "zero_caught"))
    SD.tap(app, SD.card_point(scene, "r14"))
    until(app, lambda: scene.summary is not None)
    first = caught[0]  # B's zero (played before the buoy) took r14 or b0, never the buoy
    assert first[0] == 1 and first[1] in ("r14", "b0")
    rest = [c for c in ("r14", "r0", "b0") if c != first[1]]  # C's "Alle anderen" takes these, in play order
    assert landed == ["r14", "r0", "all", "b0", first[1], *rest, "all"]
    assert caught[-1] == (3, "all")  # D's zero, after the buoy, catches the buoy
    assert scene.match.state.history[-1]["caught"] == [0, 1, 2, 1]


def test_illegal_cards_are_dimmed_and_refused_legal_ones_raised(app):
    scene = start(app, humans=1, players=4)
    install(app, scene, handmade([["b3", "r5", "g2", "first"], ["b9", "b10", "r9", "r10"], ["r2", "r3", "r4", "r6"],
                                  ["y2", "y3", "y4", "y5"]], leader=1))
    until(app, lambda: scene.decision(scene.view) == "play")
    assert scene.view["lead_suit"] == "blue"
    rects = dict(scene.hand_rects())
    assert rects["b3"].y == rects["first"].y == L.HAND_TOP - L.RAISE
    assert rects["r5"].y == rects["g2"].y == L.HAND_TOP
    before = scene.match.version
    SD.tap(app, SD.card_point(scene, "r5"))
    assert scene.match.version == before and scene.message and t("fischen.colour.blue") in scene.message[0]
    SD.tap(app, SD.card_point(scene, "b3"), touch=False)
    assert scene.match.version > before and "b3" not in scene.view["hand"]


def test_naming_a_colour_by_tap_shows_its_banner_for_the_next_trick(app):
    scene = start(app, humans=1, players=4)
    install(app, scene, handmade([["name", "p3"], ["b4", "r5"], ["b5", "r6"], ["b6", "r7"]], leader=0))
    SD.tap(app, SD.card_point(scene, "name"))
    until(app, lambda: scene.decision(scene.view) == "name")
    assert scene.match.state.phase == P_NAME
    SD.tap(app, L.colour_buttons()[2].center)  # purple
    assert scene.match.state.named == 2 and scene.shown["effects"]["named"] == "purple"
    assert t("fischen.log.colour_named", seat=NAMES[0], colour=t("fischen.colour.purple")) in scene.log
    until(app, lambda: scene.decision(scene.view) == "play")
    assert scene.view["effects"]["named"] == "purple"
    assert scene.prompt_text() == t("fischen.ui.prompt_follow", colour=t("fischen.colour.purple"))


def test_a_next_trick_buoy_in_the_last_trick_is_warned_about(app):
    scene = start(app, humans=1, players=4)
    last = handmade([["low"], ["b4"], ["b5"], ["b6"]], leader=0)
    install(app, scene, last)
    assert scene.view["effects_lost_now"] and scene.drawn_warning
    install(app, scene, handmade([["low", "b3"], ["b4", "b7"], ["b5", "b8"], ["b6", "b9"]], leader=0))
    assert not scene.view["effects_lost_now"] and not scene.drawn_warning
    install(app, scene, handmade([["low"], ["b4"], ["b5"], ["b6"]], leader=0))
    SD.tap(app, SD.card_point(scene, "low"))
    until(app, lambda: scene.summary is not None)
    assert any(t("fischen.card.low") in line for line in scene.log)


def test_round_summary_waits_for_a_tap_but_a_bots_only_table_goes_on(app):
    scene = start(app, humans=1, players=3, seed=11)
    SD.run(app, scene, stop=lambda: scene.summary is not None)
    version = scene.match.version
    frames(app, 30)
    assert scene.summary is not None and scene.match.version == version  # nothing moves behind it
    SD.tap(app, L.SUMMARY_BUTTON.center)
    assert scene.summary is None
    frames(app, 3)
    assert scene.match.version > version and scene.match.state.round == 2
    demo = start_table(app, "fischen", FischenTable, humans=0, players=3, seed=11, settle=0)
    until(app, lambda: demo.summary is not None, limit=2000)
    frames(app, 2)
    assert demo.summary is None


def test_sea_need_preview_and_plate_counts_follow_the_shown_table(app):
    scene = start(app, humans=1, players=4, seed=7)
    until(app, lambda: scene.decision(scene.view) == "play")
    view = scene.view
    assert scene.sea_need_next(0) == view["my_sea_need_next"] == view["sea_need_next"][0]
    assert scene.shown["hand_counts"] == view["hand_counts"] and scene.shown["scores"] == view["scores"]


def test_leaving_and_continuing_shows_the_same_table(app):
    scene = start(app, humans=1, players=4, seed=21)
    SD.run(app, scene, stop=lambda: scene.match.state.round == 2 and scene.decision(scene.view) == "play")
    record = scene.match.record
    again = FischenTable.resume_record(app, record)
    app.stack.apply(Push(again))
    frames(app, 2)
    assert again.view["hand"] == scene.view["hand"] and again.shown["scores"] == scene.shown["scores"]
    assert again.shown["history"] == scene.shown["history"] and again.decision(again.view) == "play"
    assert hand_matches_drawing(again)


def test_in_game_menu_shows_the_code_and_the_trick_log(app):

    scene = start(app, humans=1, players=4, seed=int("00AB", 36))
    until(app, lambda: scene.decision(scene.view) == "play")
    menu = open_ingame_menu(app, scene)
    assert menu.code == "fischen:4L-00AB"
    assert any(t("fischen.log.round_started", round=1, hand_size=9) in line for line, *_ in menu.log_lines())
    resume_from_ingame_menu(app, scene, menu)


def test_language_switch_keeps_the_table_running(app):
    scene = start(app, humans=1, players=5, seed=3)
    until(app, lambda: scene.decision(scene.view) == "play")
    app.update_settings(language="en")
    frames(app, 2)
    assert app.stack.top is scene and scene.prompt_text() in (t("fischen.phase.play"),
                                                              t("fischen.ui.prompt_follow",
                                                                colour=t(f"fischen.colour.{scene.view['lead_suit']}")))
    assert t("fischen.phase.play") == "Play a card"


def test_animations_keep_playing_while_bots_play(app):
    scene = assert_a_bots_only_table_keeps_animating(app, "fischen", FischenTable, 5, settle=240)
    assert scene.match.state.phase in (P_PLAY, P_PASS, P_ZERO, P_NAME)


def test_the_round_summary_and_the_leads_label_name_the_fewest_points(app):
    """Under the round summary the plates' "leads" follows the rules (fewest points, ties in the last trick's
    order), not the last trick's leader; the summary names that player too."""
    from tests.ui.unpainted import undrawn

    scene = start_table(app, "fischen", FischenTable, humans=0, players=4, seed=5, settle=0)
    checked = 0
    with undrawn(app):  # the summary and the shown leader are the table's state, kept in its update: not drawn
        for _ in range(3):
            until(app, lambda: scene.summary is not None, limit=20000)
            scores, leader = scene.summary["scores"], scene.shown["leader"]  # the plate saying "leads"
            assert leader is not None and not scene.shown["trick"]
            assert scores[leader] == min(scores), (scores, leader)
            assert t("fischen.ui.summary_leader", seat=scene.seat_name(leader)) in scene.summary["note"]
            checked += 1
            scene.summary_ends = 0
            until(app, lambda: scene.summary is None, limit=50)
    assert checked == 3


@pytest.mark.parametrize("speed", ["normal", "fast"])
def test_the_last_card_of_a_trick_stays_long_enough_to_read(speed):
    """A full trick lies on the table ≥ 1.2 s at normal speed before its first card flies off (the bots'
    cards were otherwise seen only in the log), scaled by the Animation speed setting.  Measured in the
    animator's time: the frames' dt, which is the wall clock in the app."""
    from fishgames.games.fischen.scene_present import HOLD
    from fishgames.ui.anim import SPEED_FACTORS
    from tests.ui.unpainted import undrawn, unpainted_running_app

    # what is read is the table's shown state, kept in its update: the frames are stepped undrawn
    with unpainted_running_app(speed) as app, undrawn(app):
        scene = start_table(app, "fischen", FischenTable, humans=0, players=3, seed=11, settle=0)
        held, full = [], 0.0
        for _ in range(20000):
            app.step(1 / 60)
            trick = scene.shown["trick"]
            if len(trick) == 3 and all(play["in"] for play in trick):
                full += 1 / 60
            elif full:
                held.append(full)
                full = 0.0
            if len(held) >= 5:
                break
    assert len(held) == 5
    want = HOLD * SPEED_FACTORS[speed]
    assert want >= (1.2 if speed == "normal" else 0.5)
    assert all(seconds >= want - 1e-6 for seconds in held), (held, want)


def test_words_on_hand_cards_are_not_covered_by_the_next_card():
    """A buoy's words ("1 card to the left") and a zero's were cut by the next card of the fan: such a card
    shows whole (up to three in the largest hand) while every other card still shows its value."""
    from fishgames.games.fischen.scene_cards import hand_lefts, is_buoy, value_of

    plain = [c for c in CODE if not is_buoy(c) and value_of(c) > 0][:13]
    worded = [c for c in CODE if is_buoy(c) or value_of(c) == 0]
    for k in (1, 2, 3):
        for at in range(0, 13 - k):
            hand = plain[:at] + worded[:k] + plain[at:13 - k]
            lefts = hand_lefts(hand)
            assert L.HAND.left <= lefts[0] and lefts[-1] + L.CARD[0] <= L.HAND.right
            for i, code in enumerate(hand[:-1]):
                step = lefts[i + 1] - lefts[i]
                assert step >= (L.CARD[0] if code in worded else L.MIN_STEP - 1), (k, at, i, code, lefts)


def test_pass_and_play_a_rounds_last_card_goes_face_down_before_the_next_rounds_hands(app):
    """Two humans and a bot: the human who plays a round's last card has ended their turn — the next round's
    boats and sea draws (their new hand among them) are shown to nobody, not to the whole table under the hand
    of the one who happened to play last."""
    scene = start(app, humans=2, players=3, seed=3)
    present = scene.present
    seen_by: list[tuple[int, int | None, int]] = []  # (whose step, the viewer when it was presented, round)
    scene.present = lambda seat, action, events: (
        seen_by.append((seat, scene.viewer, scene.match.state.round)), present(seat, action, events))
    SD.run(app, scene, stop=lambda: scene.match.state.round >= 2 and scene.animator.idle)
    new_round = [(seat, viewer) for seat, viewer, rnd in seen_by if rnd == 2]
    last_human = max(i for i, (seat, _, rnd) in enumerate(seen_by) if rnd == 1 and seat in scene.humans)
    assert new_round and new_round[0][0] == -1 and seen_by[last_human + 1][2] == 2  # the hands, right after it
    assert {viewer for seat, viewer in new_round if seat == -1} == {None}, new_round
