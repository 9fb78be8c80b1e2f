"""The replay theatre: every game's own table plays its record back to exactly the recorded end; back and
scrubbing rebuild the position; nothing a viewer does and no bot reaches the match."""

from __future__ import annotations

import pytest

from fishgames.core import CHANCE, replay
from fishgames.ui.scene import Push
from fishgames.ui.scenes.replay import ReplayScene
from tests.replay.helpers import PLAYERS, finished_record
from tests.ui.driver import drag, frames, tap
from tests.ui.unpainted import (
    drawn_once_at_the_end,
    undrawn,
    unpainted_app,  # noqa: F401 - the app fixture: no check here reads the screen
)


def _open(app, record, viewer=None) -> ReplayScene:
    scene = ReplayScene(app, record, viewer)
    app.stack.apply(Push(scene))
    frames(app, 2)
    return scene


def _state(scene) -> dict:
    return scene.table.match.state.to_json()


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_stepping_through_reaches_exactly_the_recorded_end_on_the_games_own_table(app, game):
    from fishgames.ui import games

    record = finished_record(game)
    scene = _open(app, record)
    assert type(scene.table) is games.scene_class(game)
    scene.press("play")  # pause
    visited = [scene.position]
    with undrawn(app):  # the positions and the table's match are state: the frames between are stepped undrawn
        while not scene.at_end:
            scene.press("forward")
            frames(app)
            visited.append(scene.position)
    frames(app, 3)
    # A stop before each player's move (the chance steps after a move belong to it), and the end: read off
    # the record, not asked of the replay under test.
    players_moves = [k for k, (seat, _) in enumerate(record.actions) if seat != CHANCE]
    assert visited == players_moves + [len(record.actions)]
    assert scene.table.match.record.actions == record.actions
    assert _state(scene) == replay(record).to_json()
    assert not scene.table.finished and app.storage.games() == []  # a replay is not a new game in the history


def test_playing_runs_by_itself_to_the_end(app):
    record = finished_record("gofish", players=2)
    scene = _open(app, record)
    for _ in range(20 * (sum(seat != CHANCE for seat, _ in record.actions) + 1)):  # 20 frames a move at most
        if scene.at_end:
            break
        frames(app)
    with drawn_once_at_the_end(app):  # each position was drawn on the way; these frames only let time pass
        frames(app, 40)  # and it stays there: two moves' frames more (stepping the whole budget took twice as long)
    assert scene.at_end and _state(scene) == replay(record).to_json()


def test_back_and_the_timeline_rebuild_the_game_as_it_stood(app):
    record = finished_record("fatfish")
    scene = _open(app, record)
    scene.press("play")
    for _ in range(4):
        scene.press("forward")
    fourth = scene.position
    scene.press("forward")
    scene.press("back")
    assert scene.position == fourth and _state(scene) == replay(record, fourth).to_json()
    line = scene.timeline
    tap(app, (line.right - 1, line.centery))
    assert scene.at_end and _state(scene) == replay(record).to_json()
    drag(app, (line.right - 1, line.centery), (line.x, line.centery))
    first = min(k for k, (seat, _) in enumerate(record.actions) if seat != CHANCE)  # read off the record
    assert scene.position == first and _state(scene) == replay(record, scene.position).to_json()
    scene.press("back")  # nothing before the first move: back stays there
    assert scene.position == first and _state(scene) == replay(record, first).to_json()


def _on_screen(scene, point) -> tuple[int, int]:
    """Where a point of the table's own canvas is drawn (the theatre shrinks the table above its bar)."""
    scale = scene.area.width / scene.app.size[0]
    return (scene.area.x + round(point[0] * scale), scene.area.y + round(point[1] * scale))


def test_a_paused_replay_stays_put_and_taps_on_the_table_reach_nothing(app):
    record = finished_record("gofish", players=2)
    scene = _open(app, record, viewer=0)
    scene.press("play")
    while scene.table.match.state.to_act() != (0,):
        scene.press("forward")
    frames(app, 3)
    position, version = scene.position, scene.table.match.version
    table = scene.table
    ask = [next(iter(table.stack_hits().values())).center, table.columns[1].center]
    for point in ask + [_on_screen(scene, p) for p in ask]:  # a rank, then the other seat: an ask at the table
        tap(app, point)
    for x in range(60, 1240, 90):
        for y in range(60, 620, 80):
            tap(app, (x, y), n=1)  # one frame takes the tap's down and up; the 200 below show what it did
    with drawn_once_at_the_end(app):  # time passes (the bots' pauses are counted in updates, not draws)
        frames(app, 200)  # no bot answers, no chance step: the match waits for the theatre
    assert (scene.position, scene.table.match.version) == (position, version)
    assert scene.table.match.record.actions == record.actions[:position]


def test_watch_from_any_human_seat_and_after_the_end_from_every_seat(app):
    record = finished_record("gofish")
    scene = _open(app, record)
    assert scene.viewer == 0 and scene.table.view["seat"] == 0
    assert scene.viewers() == [None, 0]
    scene.press("seat")
    assert scene.viewer is None and scene.table.view["hand"] is None
    tap(app, (scene.timeline.right - 1, scene.timeline.centery))
    assert scene.viewers() == [None, 0, 1, 2]
    scene.press("seat")
    scene.press("seat")
    assert scene.viewer == 1 and scene.table.view["seat"] == 1


def test_a_language_switch_rebuilds_the_bar_and_the_table(app):
    from fishgames.i18n import t

    record = finished_record("fischen")
    scene = _open(app, record)
    scene.press("forward")
    app.update_settings(language="en")
    frames(app, 3)
    assert scene.widgets["close"].text == t("replay.close") == "Close"
    assert scene.table.root is not None and not scene.table.root.visible  # the table's own menu stays hidden
    scene.press("forward")
    frames(app, 3)
    assert _state(scene) == replay(record, scene.position).to_json()


def test_a_long_name_is_cut_to_the_view_button(app):
    from dataclasses import replace

    from fishgames.core import Seat
    from fishgames.ui import theme
    from fishgames.ui.scenes.replay_bar import SEAT_W

    record = finished_record("gofish")
    record = replace(record, seats=[Seat("human", None, "Maximiliane-Annabelle von Hohenzollern"), *record.seats[1:]])
    scene = _open(app, record)
    text = scene.widgets["seat"].text
    assert text.endswith("…") and theme.font(24, True).size(text)[0] <= SEAT_W - 32


def test_the_record_arriving_makes_and_draws_the_theatre_a_frame_before_it_goes_up(app):
    """The frame the record arrives makes the theatre and draws its table off screen; the next puts it up and
    builds its bar (each half fits a frame).  Left in between (the kiosk's idle timer), its table goes too."""
    from concurrent.futures import Future

    import pygame

    from fishgames.ui.scene import Reset
    from fishgames.ui.scenes.menu import MenuScene
    from fishgames.ui.scenes.replay import OpeningReplay

    loading = Future()
    opening = OpeningReplay(app, loading)
    app.stack.apply(Push(opening))
    frames(app)
    assert app.stack.top is opening and opening.theatre is None  # still loading
    loading.set_result(finished_record("lure"))
    frames(app)
    theatre = opening.theatre
    assert app.stack.top is opening and theatre is not None
    assert theatre.table.root is not None and not theatre.table.root.visible  # entered, its menu hidden
    assert pygame.transform.average_color(theatre.canvas)[:3] != (0, 0, 0)  # drawn (the canvas starts black)
    frames(app)
    assert app.stack.top is theatre and set(theatre.widgets) >= {"close", "play", "seat"}

    arrived = Future()
    arrived.set_result(finished_record("lure"))
    second = OpeningReplay(app, arrived)
    app.stack.apply(Push(second))
    frames(app)
    made = second.theatre
    assert made is not None and made.table.root is not None
    app.stack.apply(Reset(MenuScene(app)))
    assert made.table.root is None


@pytest.mark.parametrize("game", ["gofish", "fischen"])
def test_the_timeline_counts_the_moves_shown_and_ends_at_the_real_end(app, game):
    """The moves are counted from the record itself (every action not a chance step), not from the theatre's
    stops: at each stop the label names as many moves as the table has applied, the last stop shows the
    record's every action with the last move's number, and the knob's far right end is that end."""
    from fishgames.core import CHANCE
    from fishgames.i18n import t

    record = finished_record(game)
    moves = [k for k, (seat, _) in enumerate(record.actions) if seat != CHANCE]
    total = len(moves)
    scene = _open(app, record)
    scene.press("play")  # pause
    assert scene.timeline_text(scene.position) == t("replay.at_start", total=total)
    shown = 0
    with drawn_once_at_the_end(app):  # every stop of this record is drawn in the stepping-through test above
        while not scene.at_end:
            scene.press("forward")
            frames(app)
            applied = sum(1 for seat, _ in scene.table.match.record.actions if seat != CHANCE)
            assert applied == shown + 1  # one move a stop
            shown = applied
            if not scene.at_end:
                assert scene.timeline_text(scene.position) == t("replay.move_of", n=applied, total=total)
    assert shown == total and scene.table.match.record.actions == record.actions
    assert scene.table.match.state.is_over()
    assert scene.timeline_text(scene.position).startswith(t("replay.move_of", n=total, total=total))
    line = scene.timeline
    drag(app, (line.right - 1, line.centery), (line.x, line.centery))  # back to the start, then the far right
    tap(app, (line.right - 1, line.centery))
    assert scene.at_end and scene.table.match.record.actions == record.actions


@pytest.mark.parametrize("game", ["gofish", "lure"])
@pytest.mark.parametrize("window", [(720, 1280), (1080, 1920), (768, 1024)])
def test_on_a_portrait_screen_the_table_is_upright_above_the_bar(app, game, window):
    """Issue 29's sweep: upright the theatre showed the landscape table in a 1280 × 720 band across the screen's
    middle (before that, its upright arrangement for the whole canvas, of which only the top 720 px showed).  Now
    the table is laid out in its upright arrangement, as at play, in the canvas above the bar, drawn on a surface of
    that size and shown whole there: at its size where the room holds its arrangement (9:16: Lure's gives way to
    1,950 px since session 20, where it needed 2,200 and was shrunk), else shrunk to the room and centred (Lure's
    and Go Fish's compact ones on a 3:4 screen); a table played on the landscape stage on a 3:4 screen is shown so
    (Go Fish's upright arrangement was laid out taller than the screen there, and drawing it failed)."""
    import pygame

    from fishgames.ui import games
    from fishgames.ui.scenes.replay_bar import bar_rect

    scene = _open(app, finished_record(game))
    scene.press("forward")
    app.window_resized(window)
    frames(app, 2)
    least = games.scene_class(game).upright_least_h
    bar = bar_rect(scene.stage_size, True)
    laid, shown = scene.table.stage_size, scene.area
    assert scene.canvas.get_size() == laid, (scene.canvas.get_size(), laid)
    if app.canvas[1] < least:  # (a table played on the landscape stage there): shown so, whole, above the bar
        assert scene.portrait and not scene.table.portrait and laid == shown.size == (1280, 720), (laid, shown)
        assert shown.top >= 0 and shown.bottom <= bar[1], (shown, bar)
        return
    assert scene.portrait and scene.table.portrait, "the table is not in its upright arrangement"
    assert shown.top >= 0 and shown.bottom == bar[1], (shown, bar)
    if bar[1] >= least:  # at its own size
        assert shown.size == laid, (shown, laid)
    else:  # shrunk as a whole, its proportions kept
        assert laid[1] > shown.h and abs(shown.w / shown.h - laid[0] / laid[1]) < 0.01, (shown, laid)
    if game == "lure":
        L = scene.table.L  # noqa: N806 - the layout's names
        band = pygame.Rect(0, L.PROMPT_Y - 26, L.W, 52)  # its two lines (the log above it, or beside your plate)
        assert band.collidelist([L.LOG, L.LEFT, L.TRAY, L.OWN, L.PANEL]) == -1, "the prompt's two lines overlap"
    app.window_resized((1280, 720))  # back on a landscape screen: the landscape table on the stage
    frames(app, 2)
    assert not scene.table.portrait and scene.table.stage_size == (1280, 720)


@pytest.mark.parametrize("window, ui_scale", [((800, 480), 1.0), ((1024, 600), 1.0), ((800, 480), 1.5), ((1280, 800), 1.0)])
def test_on_a_landscape_panel_the_table_is_shown_as_large_as_the_room_above_the_bar_allows(app, window, ui_scale):
    """Issue 29's sweep: the theatre shrank its table into the 1280 × 720 stage less its bar (0.88) on every screen,
    and on a small panel the table's smallest type went under the floor a player reads (800 × 480: 11.0 px).  The
    bar now stands at the canvas's foot, in the rows a 5:3 or 16:10 screen has under the stage: the table is shown
    as large as the room above the bar allows, at most its own size (800 × 480: 0.96, 1280 × 800: all of it), its
    smallest type at the floor or over it: at 100 % on 800 × 480 and 1024 × 600 it was shown at 11.9 and 11.8 px
    (the 84-px bar left too little room), and the test allowed a quarter pixel; the bar is lower there now."""
    import pygame

    from fishgames.ui import legibility, theme
    from fishgames.ui.scenes.replay_bar import bar_rect
    from fishgames.ui.text import SMALLEST

    scene = _open(app, finished_record("gofish"))
    app.update_settings(ui_scale=ui_scale)
    app.window_resized(window)
    frames(app, 2)
    w, area = app.canvas[0], scene.area
    room = bar_rect(scene.stage_size)[1]
    assert area.h == min(720, room) and area.w == round(1280 * area.h / 720), (area, app.canvas)
    assert area.top >= 0 and area.bottom <= bar_rect(scene.stage_size)[1] == room and area.centerx == w // 2, area
    bar = pygame.Rect(bar_rect(scene.stage_size))
    assert all(bar.contains(button.rect) for button in scene.widgets.values()), "a button juts out of the bar"
    shown = max(SMALLEST, theme.text_floor) * window[0] / w * area.h / 720  # physical px of its smallest type
    assert shown >= legibility.TEXT_PX - 1e-9, f"the table's smallest type is shown at {shown:.2f} px"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_timeline_says_where_it_stands_whole_beside_the_view_button(app, lang, monkeypatch):
    """At 150 % on a 800 × 480 panel the type over the timeline can shrink no further (24 px), and at the end of a
    long game "Zug 353 von 353 · Spielende" ran under the view button (a Fischen game's hundreds of moves): where the line has no room for all of it,
    it says its parts before the last " · " ("Zug 353 von 353"), whole over the timeline."""
    from fishgames.i18n import t
    from tests.ui.test_results_columns import noted

    scene = _open(app, finished_record("fischen"))
    app.update_settings(language=lang)
    found = []
    for position in (scene.replay.stops[0], scene.replay.end):
        scene._rebuild_at(position)
        for window, ui_scale in (((800, 480), 1.5), ((800, 480), 1.0), ((1280, 720), 1.0)):  # (the tightest, the desk)
            app.update_settings(ui_scale=ui_scale)
            app.window_resized(window)
            frames(app, 1)
            said = scene.timeline_text(position)
            line = [(box, text) for box, text in noted(monkeypatch, scene.draw, scene.stage_size)
                    if said.startswith(text)]
            where = f"{window} {ui_scale:.0%} {said!r}"
            assert len(line) == 1, f"{where}: drawn {line}"
            box, text = line[0]
            if not (scene.timeline.x <= box.x and box.right <= scene.timeline.right):
                found.append(f"{where}: {text!r} {box} leaves the timeline {scene.timeline}")
            if text != said and (" · " not in said or window == (1280, 720)):
                found.append(f"{where}: drawn as {text!r}")
        assert t("replay.close") == scene.widgets["close"].text
    assert not found, "\n".join(found)
