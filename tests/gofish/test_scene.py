"""The Go Fish table driven like players drive it: the real App, synthetic mouse and finger events, frame by frame.

Hidden information is checked on what is actually drawn: the scene records every card face it blits in a
frame (``faces_drawn``), and a pixel test renders the same table twice with the other human's hidden hand
re-dealt — the frames must be identical (and must differ when the viewer's own hand is re-dealt).
"""

from __future__ import annotations

import random

import pytest

from fishgames.games.gofish import look
from fishgames.games.gofish.actions import Ask
from fishgames.games.gofish.data import N_RANKS
from fishgames.games.gofish.reveal import RevealScene
from fishgames.games.gofish.rules import GoFishState
from fishgames.games.gofish.scene import GoFishTable
from fishgames.games.gofish.stats import question_log, seat_stats
from fishgames.i18n import t
from fishgames.ui import bubbles, games
from fishgames.ui.scene import Push
from fishgames.ui.scenes.cover import CoverScene
from fishgames.ui.scenes.results import ResultsScene
from tests.gofish.helpers import ANA, BEN, CLEO, YOU, dealt, rank
from tests.ui.driver import (
    DT,
    assert_redeal_is_invisible,
    click,
    frames,
    start_table,
    tap,
)
from tests.ui.table_test_kit import (
    assert_animating_while_the_human_plays,
    check_every_frame,
    open_ingame_menu,
    play_humans_until,
    ui_keys_in_both_languages,
)
from tests.ui.unpainted import unpainted_app, unpainted_running_app  # noqa: F401 - the app fixture: no check here reads the screen

# -- driving helpers ------------------------------------------------------------------------------------------

def start(app, humans=1, players=4, level="easy", seed=4242) -> GoFishTable:
    return start_table(app, "gofish", GoFishTable, humans, players, level, seed)


def take_turn(app, scene: GoFishTable, rng: random.Random, touch: bool) -> Ask:
    """Tap a rank stack, check that it lifted and the right seats glow, then tap a target."""
    press = tap if touch else click
    legal = scene.match.state.legal_actions(scene.viewer)
    ask = rng.choice(legal)
    press(app, scene.stack_hits()[ask.rank].center)
    assert scene.selected == ask.rank
    assert scene.prompt() == (t("gofish.ui.prompt.pick_target", rank=look.rank_name(ask.rank, dative=True)), True)
    assert sorted(scene.valid_targets()) == sorted({a.target for a in legal})
    seat, actions = scene.viewer, scene.match.record.actions
    before = len(actions)
    press(app, scene.seat_rect(ask.target).center)
    assert actions[before] == (seat, ask.to_text()) and scene.selected is None  # (bots may follow at once)
    return ask


def public_cards(state: GoFishState) -> set[int]:
    """Cards everybody may see: fished cards and the four cards of every book."""
    cards = set()
    for entry in state.view(None)["log"]:
        if entry[0] == "fished":
            cards.add(entry[2])
        elif entry[0] == "book_made":
            cards.update(4 * entry[2] + s for s in range(4))
    return cards


def play_to_reveal(app, scene, touch_every=2, max_frames=20000, seed=7):
    """Play every human turn with taps (alternating finger and mouse), confirm covers, until the reveal."""
    rng = random.Random(seed)
    turns = 0

    def move() -> None:
        nonlocal turns
        take_turn(app, scene, rng, touch=turns % touch_every == 0)
        turns += 1

    covers = play_humans_until(app, scene, RevealScene, scene._my_turn, move, max_frames)
    return covers, turns


# -- (a) one human to the end ---------------------------------------------------------------------------------

def test_whole_game_one_human_reaches_reveal_results_and_history(app):
    scene = start(app, humans=1, players=4, level="easy", seed=4242)
    assert scene.viewer == 0 and scene.bottom == 0
    covers, turns = play_to_reveal(app, scene)
    assert covers == [] and turns > 0
    reveal = app.stack.top
    state = scene.match.state
    assert state.is_over() and sum(state.scores()) == N_RANKS
    # instant speed: all 13 books, the placement and the stats are shown at once, in the order made
    assert reveal.revealed == N_RANKS and reveal.show_places and reveal.show_stats
    assert reveal.books == [(r, o) for r, o in state.view(None)["books"]]
    stats = seat_stats(state.view(None)["log"], 4)
    assert reveal.stats[0] == stats[0] and stats[0].asks == turns  # every human ask was made by taps
    assert len(scene.event_lines) == len(question_log(state.view(None)["log"]))
    tap(app, reveal.widgets["continue"])
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    assert [row[0] for row in results.summary["columns"]] == ["gofish.ui.col.hit_rate", "gofish.ui.col.streak"]
    games_played = app.storage.games("gofish")
    assert len(games_played) == 1 and app.storage.autosaves() == []
    assert games_played[0].human_stats[0]["asks"] == stats[0].asks
    assert games_played[0].human_stats[0]["books"] == state.scores()[0]
    # "same deal again" starts the same code again
    click(app, results.widgets["same"])
    again = app.stack.top
    assert isinstance(again, GoFishTable) and again is not scene and again.match.seed == 4242
    assert again.match.record.actions[0] == scene.match.record.actions[0]  # the identical deal


# -- (b) pass and play -------------------------------------------------------------------------------------

def test_pass_and_play_two_humans_covers_and_only_the_viewers_cards_are_drawn(app):
    scene = start(app, humans=2, players=3, level="normal", seed=1717)
    state_of = lambda: scene.match.state  # noqa: E731
    seen_by: dict[int, set[int]] = {0: set(), 1: set()}
    checked = {"frames": 0}

    def check() -> None:
        if app.stack.top is not scene or scene.viewer is None:
            return
        viewer = scene.viewer
        hand = set(state_of().view(viewer)["hand"])
        seen_by[viewer] |= hand
        allowed = seen_by[viewer] | public_cards(state_of())
        assert scene.faces_drawn <= allowed, "a face the viewer may not see was drawn"
        other = 1 - viewer
        assert not (scene.faces_drawn & set(state_of().view(other)["hand"]) - allowed)
        if scene.animator.idle:
            assert scene.faces_drawn == hand  # at rest: exactly your own hand, face up
        checked["frames"] += 1

    check_every_frame(app, check)
    covers, turns = play_to_reveal(app, scene)
    assert len(covers) >= 2 and set(covers) == {0, 1} and turns > 0
    assert checked["frames"] > 60
    games_played = app.storage.games("gofish")
    assert len(games_played) == 1 and set(games_played[0].human_stats) == {0, 1}


def test_the_cover_hides_the_table_completely(app):
    scene = start(app, humans=2, players=2, level="easy", seed=31)
    assert isinstance(app.stack.top, CoverScene) and scene.viewer is None
    marker = {"untouched"}
    scene.faces_drawn = marker
    frames(app, 3)
    assert scene.faces_drawn is marker  # the opaque cover: the table was not drawn at all


def test_pixels_do_not_change_when_the_other_humans_hand_is_redealt(app):
    scene = start(app, humans=2, players=3, level="easy", seed=77)
    cover = app.stack.top
    assert isinstance(cover, CoverScene)
    tap(app, cover.show_button)
    viewer = scene.viewer
    other = next(h for h in scene.humans if h != viewer)

    def redeal(seat: int) -> None:
        data = scene.match.state.to_json()
        hand, pond = data["hands"][seat], data["pond"]
        swap = min(len(hand), len(pond))
        data["hands"][seat], data["pond"] = pond[:swap] + hand[swap:], hand[:swap] + pond[swap:]
        assert sorted(data["hands"][seat]) != sorted(hand)
        scene.match.state = GoFishState.from_json(data)

    assert_redeal_is_invisible(scene, viewer, other, redeal, scene._sync,
                               first_frame_ok=lambda: scene.faces_drawn == set(scene.view["hand"]))


def test_a_bots_only_table_draws_no_hidden_face():
    with unpainted_running_app("fast") as app:
        scene = start_table(app, "gofish", GoFishTable, humans=0, players=4, seed=5, settle=0)
        drawn = set()
        for _ in range(400):
            app.step(DT)
            drawn |= scene.faces_drawn
            assert scene.faces_drawn <= public_cards(scene.match.state)
        assert scene.viewer is None and scene.match.state.asks > 3


def test_pass_and_play_mid_animation_frames_show_no_foreign_face():
    """At fast speed the flights are drawn frame by frame; still only the viewer's cards and public ones."""
    with unpainted_running_app("fast") as app:
        scene = start(app, humans=2, players=4, level="easy", seed=2024)
        rng = random.Random(3)
        known = {0: set(), 1: set()}
        flights = 0
        for _ in range(600):
            top = app.stack.top
            if isinstance(top, CoverScene):
                tap(app, top.show_button)
            elif top is scene and scene._my_turn():
                ask = rng.choice(scene.match.state.legal_actions(scene.viewer))
                click(app, scene.stack_hits()[ask.rank].center)
                click(app, scene.seat_rect(ask.target).center)
            else:
                frames(app)
            if app.stack.top is scene and scene.viewer is not None:
                v = scene.viewer
                known[v] |= set(scene.match.state.view(v)["hand"])
                flights += len(scene.flying)
                assert scene.faces_drawn <= known[v] | public_cards(scene.match.state)
        assert flights > 0


# -- hints, log and prompts by level -----------------------------------------------------------------------

def e10_scene(app, level: str) -> GoFishTable:
    """Spec E10 on the table: Ana asked Ben for 9s (got 2), Ana asked Cleo for Qs (miss, drew), Ben asked You
    for 5s (miss, drew); You sit at the bottom."""
    scene = start(app, humans=1, players=4, level=level, seed=1)
    state = dealt(["AC 2C 3C 4C 6C", "9C QC 7C 8C 10C", "9D 9H 5C JC KC", "9S 5D 2D 3D 4D"],
                  pond_top="6D 7D", start=ANA)
    state.apply(ANA, Ask(BEN, rank("9")))
    state.apply(ANA, Ask(CLEO, rank("Q")))
    state.apply(BEN, Ask(YOU, rank("5")))
    scene.match.state = state
    scene._sync()
    scene.draw(app.screen)
    return scene


def test_e10_easy_hints_surely_has_and_lacks(app):
    scene = e10_scene(app, "easy")
    assert scene.hints[ANA] == {"has": ((rank("9"), 3), (rank("Q"), 1)), "lacks": ()}
    assert scene.hints[BEN] == {"has": ((rank("5"), 1),), "lacks": ()}  # the draw cleared "lacks 9"
    assert scene.hints[CLEO] == {"has": (), "lacks": (rank("Q"),)}
    assert all(scene.plates[s].hint == "" for s in (ANA, BEN, CLEO))
    assert scene.log_panel is not None and len(scene.event_lines) == 3 and scene.log[0].startswith("#1 ")


def test_e10_normal_hints_last_asked_rank(app):
    scene = e10_scene(app, "normal")
    assert [scene.hints[s]["last"] for s in (ANA, BEN, CLEO)] == [rank("Q"), rank("5"), None]
    assert scene.plates[ANA].hint == t("gofish.ui.hint.last", rank=look.rank_name(rank("Q"), dative=True))
    assert scene.plates[CLEO].hint == ""
    assert len(scene.event_lines) == 3


@pytest.mark.parametrize("level", ["pro", "master"])
def test_pro_and_master_have_no_hints_and_no_log_during_play(app, level):
    scene = e10_scene(app, level)
    assert scene.hints == {} and all(plate.hint == "" for seat, plate in scene.plates.items() if seat != scene.bottom)
    assert scene.plates[scene.bottom].hint == t("gofish.ui.no_hints_level", level=games.level_name(level))
    assert scene.log == [t("gofish.ui.log_hidden")] and scene.log_panel is None
    menu = open_ingame_menu(app, scene)
    assert [line[0] for line in menu.log_lines()] == [t("gofish.ui.log_hidden")]


def test_pro_log_appears_after_the_game(app):
    scene = start(app, humans=1, players=2, level="pro", seed=99)
    assert scene.log == [t("gofish.ui.log_hidden")]
    play_to_reveal(app, scene)
    rows = question_log(scene.match.state.view(None)["log"])
    assert len(scene.event_lines) == len(rows) and scene.log[0].startswith("#1 ")
    assert app.stack.top.log_panel.lines == scene.log


def test_question_log_lines_follow_the_spec_format(app):
    scene = e10_scene(app, "easy")
    name = scene.seat_name
    r9, rq, r5 = (look.rank_name(rank(code)) for code in ("9", "Q", "5"))
    assert scene.event_lines == [
        t("gofish.ui.log.ask", n=1, asker=name(ANA), target=name(BEN), rank=r9, result=look.cards_text(2)),
        t("gofish.ui.log.ask", n=2, asker=name(ANA), target=name(CLEO), rank=rq, result=t("gofish.ui.result.drew")),
        t("gofish.ui.log.ask", n=3, asker=name(BEN), target=name(YOU), rank=r5, result=t("gofish.ui.result.drew")),
    ]


def test_tapping_a_seat_before_a_stack_says_what_to_do(app):
    scene = start(app, humans=1, players=3, level="easy", seed=8)
    for _ in range(2000):
        if scene._my_turn():
            break
        frames(app)
    assert scene._my_turn()
    assert scene.prompt() == (t("gofish.ui.prompt.pick_rank"), True)
    target = next(iter(scene.valid_targets()))
    asks = scene.match.state.asks
    tap(app, scene.seat_rect(target).center)
    assert scene.message and scene.message[0] == t("gofish.ui.prompt.rank_first")
    assert scene.match.state.asks == asks
    first = min(scene.stack_hits())
    tap(app, scene.stack_hits()[first].center)
    tap(app, scene.stack_hits()[first].center)  # a second tap puts the stack back
    assert scene.selected is None


def test_every_ui_key_exists_in_both_languages():
    de = ui_keys_in_both_languages("gofish")
    assert len(de) > 40
    for code in ("A", "10", "Q"):
        assert f"gofish.ui.ranks.{code}" in de


def test_resume_from_the_autosave_shows_the_same_hand(app):
    scene = start(app, humans=1, players=3, level="easy", seed=12)
    rng = random.Random(2)
    for _ in range(3000):
        if scene.match.state.asks >= 6 and scene.animator.idle:
            break
        if scene._my_turn():
            take_turn(app, scene, rng, touch=True)
        frames(app)
    resumed = GoFishTable.resume_record(app, scene.match.record)
    app.stack.apply(Push(resumed))
    frames(app)
    assert resumed.shown.hand == scene.match.state.view(0)["hand"]
    assert resumed.shown.books == scene.shown.books and resumed.event_lines == scene.event_lines  # spoken words are table-side


def test_animations_keep_playing_while_the_human_moves():
    """At normal speed the table is animating (flights, bubbles, glows) in over 100 of 240 frames of play."""
    with unpainted_running_app("normal") as app:
        scene = start(app, humans=1, players=4, level="easy", seed=4242)
        assert_animating_while_the_human_plays(app, scene, scene._my_turn, lambda: scene.match.state.legal_actions(0)[0])


def test_a_bubble_never_covers_the_books_row(app, monkeypatch):
    """A bot's words go round the whole Books row — the game's score, its empty slots too (the top-left
    rival's bubble used to land on the row's first free slots, covering the row from both sides)."""
    scene = start(app, humans=1, players=3)
    monkeypatch.setattr(scene.scheduler, "update", lambda dt, idle: None)  # nothing moves but the words
    frames(app, 30)
    scene.speak(ANA, "Trout, have you got any aces?\nJust a guess.")
    frames(app, 1)
    assert scene.bubble_rects, "the words were not shown: this test would check nothing"
    assert not any(rect.colliderect(scene.slot_rect(rank)) for rect in scene.bubble_rects for rank in range(N_RANKS))


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_at_3_4_a_rivals_words_leave_the_pond_clear(app, monkeypatch, level):
    """On a 3:4 panel (768 × 1024, the compact arrangement) a rival's question leaves the pond's heap — the cards
    fished from — in view: at "normal" (its hint, what it last asked, on its plate) it stands under its plate with
    its tail to it, not kept from there by two chip rows that are not drawn (it lay on the heap, named); at "easy"
    with both chip rows drawn under its fan (has, lacks) it goes elsewhere or, with no spot free, to the log alone."""
    app.window_resized((768, 1024))
    scene = start(app, humans=1, players=4, level=level)
    monkeypatch.setattr(scene.scheduler, "update", lambda dt, idle: None)  # nothing moves but the words
    frames(app, 30)
    if level == "easy":  # every rival's chips in both rows (has, lacks): the sea under the plates taken
        scene.hints.update({seat: {"has": ((rank("Q"), 1),), "lacks": (rank("2"),)} for seat in (1, 2, 3)})
    assert scene.portrait and scene.pond_heap() is not None
    scene.speak(3, "Pelican, have you got any twos?\nBecause you asked for twos.")
    frames(app, 1)
    spots = dict(zip((seat for seat, _ in scene.bubble_words), scene.bubble_rects, strict=True))
    assert not any(rect.colliderect(scene.pond_heap()) for rect in spots.values()), spots
    if level == "normal":
        assert 3 in spots and bubbles.tail_shown(spots[3], scene.bubble_anchor(3)), spots
