"""The Fugu table driven like players drive it: the real App, synthetic mouse and finger events, frame by frame.

Fugu has no private cards (a face-down card is unknown even to its owner), so the hidden-information check
is: every card face the scene blits in a frame (``faces_drawn``) is a public card — in the market, face up in
a reef, out of the game, or one the events have just revealed — and at rest exactly those.
"""

from __future__ import annotations

import random

import pytest

from fishgames.games.fugu.actions import Swap
from fishgames.games.fugu.scene import FuguTable
from fishgames.games.fugu.scene_end import FuguResults, SummaryScene
from fishgames.games.fugu.scoring import score_row
from fishgames.i18n import t
from fishgames.ui import theme
from fishgames.ui.scene import Push
from fishgames.ui.scenes.cover import CoverScene
from tests.ui.driver import DT, click, frames, start_table, tap
from tests.ui.table_test_kit import (
    assert_animating_while_the_human_plays,
    check_every_frame,
    open_ingame_menu,
    play_humans_until,
    ui_keys_in_both_languages,
)
from tests.ui.unpainted import unpainted_app, unpainted_running_app  # noqa: F401 - the app fixture: no check here reads the screen

# -- driving helpers ------------------------------------------------------------------------------------------

def start(app, humans=1, players=4, level="easy", seed=4242) -> FuguTable:
    return start_table(app, "fugu", FuguTable, humans, players, level, seed)


def public_cards(state) -> set[int]:
    """Cards everybody may see now: the market, face-up reef cards (either side), the solo discards."""
    view = state.view(None)
    cards = {c["card"] for c in view["market"] if c}
    cards |= {abs(v) for reef in view["reefs"] for v in reef["row"] if v}
    if view["solo_game"]:
        cards |= set(view["solo_game"]["discards"])
    return cards


def take_turn(app, scene: FuguTable, rng: random.Random, touch: bool, pass_after: int, turns: int):
    """One human turn by taps: a market card, then a slot — the swap is made (with "Place as anchor" in
    between for an anchor the number side could have avoided); or "Stop here" with its confirmation once
    ``pass_after`` turns are played."""
    press = tap if touch else click
    seat, actions = scene.viewer, scene.match.record.actions
    legal = scene.match.state.legal_actions(seat)
    before = len(actions)
    if turns >= pass_after:
        press(app, scene.buttons["pass"].rect.center)
        assert scene.confirm_pass and scene.buttons["stop_yes"].visible
        press(app, scene.buttons["stop_yes"].rect.center)
        assert actions[before] == (seat, "pass")
        return "pass"
    swap = rng.choice([a for a in legal if isinstance(a, Swap)])
    press(app, scene.market_hits()[swap.market].center)
    assert scene.selected == swap.market and len(actions) == before
    options = {(o["market"], o["slot"]): o for o in scene.view["swap_options"]}
    assert set(scene.slot_hits()) == {s for (m, s) in options if m == swap.market}
    fits = "number" in options[(swap.market, swap.slot)]["sides"]
    if swap.anchor and fits:  # the number side would fit: the anchor is a choice, one tap away
        press(app, scene.buttons["side"].rect.center)
        assert scene.as_anchor and len(actions) == before
    assert scene.swap_for(swap.slot) == swap  # what the slot's preview shows is what the tap makes
    press(app, scene.slot_hits()[swap.slot].center)
    assert actions[before] == (seat, swap.to_text())
    return swap


def play_to_summary(app, scene, pass_after=6, max_frames=30000, seed=7, check=None):
    """Play every human turn with taps (alternating finger and mouse) and confirm covers, until the summary."""
    rng = random.Random(seed)
    turns = {h: 0 for h in scene.humans}

    def move() -> None:
        viewer = scene.viewer
        take_turn(app, scene, rng, touch=sum(turns.values()) % 2 == 0, pass_after=pass_after, turns=turns[viewer])
        turns[viewer] += 1

    covers = play_humans_until(app, scene, SummaryScene, scene.my_turn, move, max_frames, check)
    return covers, turns


# -- (a) one human to the end ---------------------------------------------------------------------------------

def test_whole_game_one_human_reaches_summary_results_and_history(app):
    scene = start(app, humans=1, players=4, level="normal", seed=4242)
    assert scene.viewer == 0 and scene.bottom == 0 and set(scene.lanes) == {1, 2, 3}
    covers, turns = play_to_summary(app, scene, pass_after=8)
    assert covers == [] and turns[0] > 0
    state = scene.match.state
    assert state.is_over()
    summary = app.stack.top.summary
    assert summary["ranking"] == state.ranking() and summary["scores"] == state.scores()
    assert summary["columns"][1] == ("fugu.ui.col.swaps", summary["columns"][1][1])
    human_swaps = sum(1 for seat, text in scene.match.record.actions if seat == 0 and text.startswith("swap"))
    assert summary["columns"][1][1][0] == human_swaps == min(turns[0], 8)
    assert [b["total"] for b in summary["breakdowns"]] == state.scores()
    # the log names the players
    assert any(line.startswith("Anna") or "Anna" in line for line in scene.log)
    tap(app, app.stack.top.widgets["continue"])
    results = app.stack.top
    assert isinstance(results, FuguResults)
    games_played = app.storage.games("fugu")
    assert len(games_played) == 1 and app.storage.autosaves() == []
    assert games_played[0].human_stats[0]["swaps"] == human_swaps
    # "same deal again" starts the same code again
    click(app, results.widgets["same"])
    again = app.stack.top
    assert isinstance(again, FuguTable) and again is not scene and again.match.seed == 4242
    frames(app, 2)
    assert again.match.record.actions[:2] == scene.match.record.actions[:2]  # the identical deal


# -- solo ------------------------------------------------------------------------------------------------------

def test_solo_game_to_the_end_shows_deck_discards_and_the_band(app):
    scene = start(app, humans=1, players=1, seed=99)
    assert scene.solo and scene.lanes == {}
    seen_discards = []

    def check() -> None:
        if app.stack.top is scene and scene.animator.idle:
            view = scene.view
            assert scene.shown.deck == view["solo_game"]["deck"]
            assert scene.shown.discards == view["solo_game"]["discards"]
            seen_discards[:] = scene.shown.discards

    covers, turns = play_to_summary(app, scene, pass_after=12, check=check)
    state = scene.match.state
    summary = app.stack.top.summary
    solo = summary["solo"]
    assert solo["score"] == state.scores()[0] and solo["won"] == (solo["score"] > 0)
    assert summary["winners"] == ([0] if solo["won"] else [])
    assert len(seen_discards) == 12 and turns[0] == 13  # twelve swaps, then "stop here"
    assert t(f"fugu.band.{solo['band']}") in FuguResults(app, scene, summary).headline()
    tap(app, app.stack.top.widgets["continue"])
    assert isinstance(app.stack.top, FuguResults)
    record = app.storage.games("fugu")[0]
    assert record.human_stats[0]["band"] == solo["band"]


# -- (b) pass and play ------------------------------------------------------------------------------------------

def test_pass_and_play_two_humans_with_covers_and_only_public_faces(app):
    scene = start(app, humans=2, players=3, level="easy", seed=1717)
    revealed: set[int] = set()
    checked = {"frames": 0, "idle": 0}

    def check() -> None:
        if app.stack.top is not scene:
            return
        state = scene.match.state
        public = public_cards(state)
        revealed.update(public)
        assert scene.faces_drawn <= revealed, "a face nobody may see was drawn"
        if scene.animator.idle and not scene.flying and scene.shown.dealt >= 18:
            assert scene.faces_drawn == public  # at rest: exactly the public cards
            checked["idle"] += 1
        checked["frames"] += 1

    check_every_frame(app, check)
    covers, turns = play_to_summary(app, scene, pass_after=5)
    assert len(covers) >= 2 and set(covers) == {0, 1} and turns[0] > 0 and turns[1] > 0
    assert checked["frames"] > 60 and checked["idle"] > 10
    games_played = app.storage.games("fugu")
    assert len(games_played) == 1 and set(games_played[0].human_stats) == {0, 1}


def test_pass_and_play_mid_animation_frames_show_only_public_faces():
    """At fast speed the flights are drawn frame by frame (lift, slide, turn over); still only public cards."""
    with unpainted_running_app("fast") as app:
        scene = start(app, humans=2, players=4, seed=2024)
        rng = random.Random(3)
        flights = turns = 0
        for _ in range(600):
            top = app.stack.top
            if isinstance(top, CoverScene):
                tap(app, top.show_button)
            elif top is scene and scene.my_turn():
                take_turn(app, scene, rng, touch=turns % 2 == 0, pass_after=99, turns=turns)
                turns += 1
            else:
                frames(app)
            if app.stack.top is scene:
                flights += len(scene.flying)
                assert scene.faces_drawn <= public_cards(scene.match.state)
        assert flights > 0 and turns >= 4


def test_a_bots_only_table_runs_and_draws_only_public_faces():
    with unpainted_running_app("fast") as app:
        scene = start_table(app, "fugu", FuguTable, humans=0, players=3, seed=5, settle=0)
        for _ in range(300):
            app.step(DT)
            assert scene.faces_drawn <= public_cards(scene.match.state)
        assert scene.viewer is None and scene.bottom == 0
        assert sum(1 for _, text in scene.match.record.actions if text.startswith("swap")) > 3


def test_ingame_menu_shows_the_move_log_and_the_game_code(app):

    scene = start(app, humans=1, players=2, seed=44)
    human_swaps(app, scene, 2, seed=4, touch=False)
    menu = open_ingame_menu(app, scene)
    assert menu.code == str(scene.match.record.code) and menu.code.startswith("fugu:2")
    lines = [line[0] for line in menu.log_lines()]
    assert lines == scene.log and any(line.startswith("Anna") for line in lines)
    assert lines[0] == t("fugu.ui.log.market_dealt", cards=", ".join(map(str, _first_market(scene))))


def _first_market(scene) -> list[int]:
    text = scene.match.record.actions[0][1]
    assert text.startswith("market ")
    return [int(c) for c in text.split()[1].split(",")]


def test_the_cover_hides_the_table_completely(app):
    scene = start(app, humans=2, players=2, seed=31)
    assert isinstance(app.stack.top, CoverScene) and scene.viewer is None
    marker = {"untouched"}
    scene.faces_drawn = marker
    frames(app, 3)
    assert scene.faces_drawn is marker  # the opaque cover: the table was not drawn at all


# -- the swap preview, the side switch, stopping, the breakdown ----------------------------------------------

def my_turn(app, scene, limit=3000) -> None:
    for _ in range(limit):
        if scene.my_turn():
            return
        frames(app)
    raise AssertionError("never the human's turn")


def human_swaps(app, scene, turns: int, seed: int, touch: bool) -> None:
    """The human at the bottom makes ``turns`` random swaps by taps (or clicks), each at its turn."""
    rng = random.Random(seed)
    for i in range(turns):
        my_turn(app, scene)
        take_turn(app, scene, rng, touch=touch, pass_after=99, turns=i)


def set_position(scene, rows: list[list[int]], market: list[int]) -> None:
    """Put the table into a made-up position (the human to act); every other card goes back to the unseen."""
    state = scene.match.state
    used = {abs(v) for row in rows for v in row if v} | set(market)
    state.rows = [list(row) for row in rows]
    state.market = list(market)
    state.unseen = [c for c in range(1, state.highest + 1) if c not in used]
    state.live = [score_row(row) for row in rows]
    scene.match.version += 1
    frames(scene.app, 2)


def test_two_taps_swap_number_side_where_it_fits_and_the_anchor_is_one_tap_more(app):
    scene = start(app, humans=1, players=2, seed=5)
    my_turn(app, scene)
    # spec E1's row: number-side 10 at slot 3 and 40 at slot 9, all else face-down
    set_position(scene, [[0, 0, 10, 0, 0, 0, 0, 0, 40] + [0] * 9, [0] * 18], [25, 45, 7])
    tap(app, scene.market_hits()[0].center)  # the 25
    options = scene.options()
    assert options[(0, 4)]["sides"] == ["number", "anchor"]  # 10 < 25 < 40
    assert options[(0, 12)]["sides"] == ["anchor"]  # 40 to its left: anchor only
    assert scene.swap_for(4) == Swap(0, 4, False) and scene.swap_for(12) == Swap(0, 12, True)
    assert scene.buttons["side"].visible and scene.buttons["side"].label == t("fugu.action.place_anchor")
    tap(app, scene.market_hits()[0].center)  # a second tap on the card puts it back
    assert scene.selected is None and not scene.buttons["side"].visible
    tap(app, scene.market_hits()[0].center)
    tap(app, scene.buttons["side"].rect.center)  # "place as anchor": every preview turns to the anchor side
    assert scene.as_anchor and scene.swap_for(4) == Swap(0, 4, True)
    assert scene.buttons["side"].label == t("fugu.action.place_number")
    tap(app, scene.buttons["side"].rect.center)  # and back
    assert not scene.as_anchor and scene.swap_for(4) == Swap(0, 4, False)
    actions = scene.match.record.actions
    assert actions[-1][0] < 0  # none of these taps was a move
    before, moves = scene.match.state.live[0], len(actions)
    delta = options[(0, 4)]["delta"]["number"]
    tap(app, scene.slot_hits()[4].center)  # the slot: the swap, at once
    assert actions[moves] == (0, "swap 1 5 number")
    assert scene.match.state.rows[0][4] == 25 and scene.match.state.live[0] == before + delta


def test_a_card_that_fits_nowhere_offers_no_side_switch(app):
    """Where the rules leave no choice (the number side fits no face-down slot) there is no switch to tap."""
    scene = start(app, humans=1, players=2, seed=5)
    my_turn(app, scene)
    set_position(scene, [[10] + [0] * 16 + [40], [0] * 18], [7, 45, 25])
    for m in (0, 1):  # 7 and 45: below 10 / above 40 for every face-down slot
        tap(app, scene.market_hits()[m].center)
        assert scene.selected == m and not scene.side_choice() and not scene.buttons["side"].visible
        assert all(scene.swap_for(s).anchor for s in scene.slot_hits())
    tap(app, scene.market_hits()[2].center)  # 25 fits between them: the switch is there
    assert scene.side_choice() and scene.buttons["side"].visible
    moves = len(scene.match.record.actions)
    tap(app, scene.slot_hits()[16].center)
    assert scene.match.record.actions[moves] == (0, "swap 3 17 number")


def test_stop_here_asks_first_and_can_be_taken_back(app):
    scene = start(app, humans=1, players=2, seed=11)
    my_turn(app, scene)
    click(app, scene.buttons["pass"].rect.center)
    assert scene.confirm_pass
    click(app, scene.buttons["stop_no"].rect.center)
    assert not scene.confirm_pass and not scene.match.state.finished[0]
    click(app, scene.buttons["pass"].rect.center)
    tap(app, (640, 120))  # a tap beside the question closes it too
    assert not scene.confirm_pass and not scene.match.state.finished[0]
    click(app, scene.buttons["pass"].rect.center)
    click(app, scene.buttons["stop_yes"].rect.center)
    assert scene.match.state.finished[0] and scene.match.state.passed[0]


def test_a_tap_on_the_dimmed_pro_tip_is_a_tap_beside_the_stop_question(app):
    """With "Stop for good?" up the Pro tip dims with the table (``test_fugu_stop_question``): a tap on it closes
    the question, as a tap anywhere beside it does, and asks the pro nothing (it had asked, the question staying)."""
    scene = start(app, humans=1, players=2, seed=11)
    my_turn(app, scene)
    pro_tip = scene.coach.spot()
    assert scene.coach.available and scene.coach.button_rect == pro_tip
    click(app, scene.buttons["pass"].rect.center)
    assert scene.confirm_pass
    tap(app, pro_tip.center)
    assert not scene.confirm_pass and scene.coach.advice is None and not scene.coach.thinking
    tap(app, pro_tip.center)  # the question gone, the Pro tip asks again
    assert scene.coach.advice is not None or scene.coach.thinking


def test_tapping_a_plate_opens_the_score_per_creature(app):
    scene = start(app, humans=1, players=3, seed=21)
    my_turn(app, scene)
    tap(app, scene.plate_rect(0).center)
    assert scene.breakdown_seat == 0
    frames(app)
    tap(app, scene.plate_rect(2).center)  # another plate switches
    assert scene.breakdown_seat == 2
    tap(app, (640, 360))  # anywhere else closes
    assert scene.breakdown_seat is None
    moves = len(scene.match.record.actions)
    tap(app, scene.slot_hits()[0].center)  # no market card chosen yet: a hint, no move
    assert scene.message[0] == t("fugu.ui.prompt.market_first") and len(scene.match.record.actions) == moves


def test_a_tap_during_the_animations_hurries_them_along():
    with unpainted_running_app("normal") as app:
        scene = start(app, humans=1, players=2, seed=3)
        for _ in range(2000):
            if scene.my_turn():
                break
            frames(app)
        swap = next(a for a in scene.match.state.legal_actions(0) if isinstance(a, Swap))
        assert scene.act(swap)
        frames(app, 3)
        assert not scene.animator.idle and scene.flying
        assert scene.shown.rows[0] != scene.view["reefs"][0]["row"]  # the card is still on its way
        tap(app, (640, 100))  # the tap and 2 frames: far less than the swap's animations take
        assert scene.animator.idle and not scene.flying
        assert scene.shown.rows[0] == scene.view["reefs"][0]["row"]
        moves = [(seat, text) for seat, text in scene.match.record.actions if seat >= 0]
        assert moves[-1] == (0, swap.to_text())  # no bot has moved since (only the reveal, a chance step)


def test_a_swap_pops_its_score_change_like_every_table():
    """At normal speed the swap's score change rises from its slot as the kit's pop-up (outlined numbers,
    as on the other tables), over the slot, and is gone once it has faded."""
    from fishgames.games.fugu import scene_look as L
    from fishgames.ui import art, theme

    with unpainted_running_app("normal") as app:
        scene = start(app, humans=1, players=2, seed=3)
        my_turn(app, scene, limit=2000)
        option = scene.view["swap_options"][0]
        side = option["sides"][0]
        scene.act(Swap(option["market"], option["slot"], side == "anchor"))
        slot = L.own_slot(option["slot"])
        popped = None
        for _ in range(600):
            frames(app)
            if scene.popups and popped is None:
                popped = scene.popups[0]
                start_pos = popped.pos
            if popped is not None and not scene.popups:
                break
        assert popped is not None, "no score pop-up"
        text = L.delta_text(option["delta"][side])
        assert popped.image.get_size() == art.outlined_text(text, theme.TITLE, theme.GLOW, theme.INK, width=3).get_size()
        assert abs(start_pos[0] - slot.centerx) <= 1 and slot.top - 80 <= start_pos[1] <= slot.bottom
        assert scene.popups == []  # faded and gone


def test_resume_from_the_autosave_shows_the_same_table(app):
    scene = start(app, humans=1, players=3, seed=12)
    human_swaps(app, scene, 3, seed=2, touch=True)
    frames(app, 5)
    resumed = FuguTable.resume_record(app, scene.match.record)
    app.stack.apply(Push(resumed))
    frames(app)
    assert resumed.shown.rows == scene.shown.rows and resumed.shown.market == scene.shown.market
    assert resumed.shown.scores == scene.match.state.scores()


def test_animations_keep_playing_while_the_human_moves():
    """At normal speed the table is animating (flights, pop-ups, glows) in over 100 of 240 frames of play."""
    with unpainted_running_app("normal") as app:
        scene = start(app, humans=1, players=4, level="easy", seed=4242)
        assert_animating_while_the_human_plays(
            app, scene, scene.my_turn, lambda: next(a for a in scene.match.state.legal_actions(0) if isinstance(a, Swap)))


UI_SAMPLE = {"name": "Anna", "names": "Anna, Ben", "card": 25, "slot": 7, "side": "number side", "score": 13,
             "delta": "+3", "highest": 57, "cards": "3, 17, 22", "revealed": 14, "limit": 20, "above": 0,
             "band": "Paddler", "count": 2, "groups": "3, 2", "pink": 2, "green": 1, "yellow": 1, "sets": 1,
             "size": 4, "code": "2S-1K3F", "forced": True}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_ui_text_exists_in_both_languages_and_formats(lang):
    from fishgames.i18n import catalogue, plural_forms

    de = ui_keys_in_both_languages("fugu")
    assert len(de) > 50
    for key in de:
        plural_forms(catalogue(lang)[key], UI_SAMPLE).format(**UI_SAMPLE)


def test_the_game_over_ribbon_leaves_the_market_after_a_while():
    """A guided game has no results screen after it: the "Game over" ribbon over the market goes after
    ``OVER_BANNER`` seconds (animator time, normal speed) instead of staying for good."""
    from fishgames.games.fugu.scene_present import OVER_BANNER
    from fishgames.ui.drive import guide_advance
    from fishgames.ui.guide import start_guided

    with unpainted_running_app("instant") as app:
        scene = start_guided(app, "fugu")
        app.stack.apply(Push(scene))
        while scene.guide.step is None or scene.guide.step.action != "pass":  # quickly to the learner's stop
            guide_advance(app, scene)
        app.update_settings(animation_speed="normal")
        scene.animator.set_speed("normal")
        for _ in range(30000):
            guide_advance(app, scene)
            if scene.banner == t("fugu.ui.banner.over"):
                break
        assert scene.banner == t("fugu.ui.banner.over") and scene.match.state.is_over()
        frames(app, int(OVER_BANNER / DT) - 10)
        assert scene.banner is not None  # long enough to read
        frames(app, 20)
        assert scene.banner is None and app.stack.top is scene  # the guided game's table stays


def test_a_lost_solo_game_shows_no_gold_medal(app, monkeypatch):
    """Stopping at once loses a solo game (every face-down card costs 1): neither the summary nor the results
    draw the gold "1" of a winner; the place is a dash."""
    import pygame

    from fishgames.ui.scenes.results import MEDALS

    scene = start(app, humans=1, players=1, seed=99)
    play_to_summary(app, scene, pass_after=0)
    summary = app.stack.top.summary
    assert summary["solo"]["won"] is False and summary["medals"] is False
    circles, texts = [], []
    real_circle, real_text = pygame.draw.circle, theme.text
    monkeypatch.setattr(pygame.draw, "circle", lambda surf, colour, *a, **k: (circles.append(tuple(colour)[:3]),
                                                                             real_circle(surf, colour, *a, **k))[1])
    def text(value, *args, **kwargs):
        texts.append(value)
        return real_text(value, *args, **kwargs)

    text.cache_clear = real_text.cache_clear
    monkeypatch.setattr(theme, "text", text)
    surface = pygame.Surface((1280, 720))
    app.stack.top.draw(surface)  # the solo summary: the band, no places
    assert MEDALS[1] not in circles
    circles.clear()
    results = FuguResults(app, scene, summary)
    results.layout()  # (as entering it does: its columns are laid out for the screen before it is drawn)
    results.draw(surface)
    assert circles and MEDALS[1] not in circles and "–" in texts


@pytest.mark.parametrize("seed, starter", [(4240, 0), (4242, 2)])
def test_the_start_bubble_speaks_to_the_player_at_the_screen(seed, starter):
    """The player who starts hears "Du fängst an!" over their own plate (it said "Anna fängt an!", as if
    to someone else); a bot's start is named.  The bubble is a note, not words for the log: the log's own
    line says who starts (it had "Anna: „Anna fängt an!“" under it)."""
    with unpainted_running_app("normal") as app:
        scene = start(app, humans=1, players=4, seed=seed)
        until_bubble = 0
        while not scene.bubbles and until_bubble < 600:
            frames(app, 1)
            until_bubble += 1
        assert scene.match.state.view(None)["start_player"] == starter
        words = t("fugu.ui.note.starts_you") if starter == 0 else t("fugu.ui.note.starts", name=scene.seat_name(starter))
        assert scene.bubbles[starter][0] == words
        assert not any(words in line for line in scene.log)
