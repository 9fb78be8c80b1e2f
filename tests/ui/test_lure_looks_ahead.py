"""While the animations play, a look a later frame shows is painted ahead in a light frame (``TableScene.looks_ahead``,
after the log and the lines to come, one piece a frame): Lure's seat plates as they look once the animations have
played, and the tray lanes and tumbling dice of the groups revealed and not yet up (issue 29: every plate's new look
at a phase change, 2.3-4 ms, and a group's lanes, 1.5-3 ms, were painted in one of the slowest frames at
1920 × 1080).  The frames have the pixels of painting them when they show."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.lure import scene_art as A
from fishgames.games.lure import scene_draw, scene_lane
from fishgames.games.lure.scene import LureTable
from fishgames.ui import sprites
from fishgames.ui.anim import Delay
from tests.ui.driver import frames, screen_hash, start_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401
from tests.ui.test_crisp import sharp_app
from tests.ui.test_log_ahead import _FrameCosts, still_table

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")

FRAMES = 480  # five computers' Lure at "fast": the first round's casts, reveal, groups' rolls and the next casts


def _play(ahead: bool) -> tuple[list[str], int, int, int, int, int]:
    """Five computers' Lure at 1920 × 1080 for FRAMES frames, every frame light (a constant cost), the art not drawn
    ahead of the table (no art: the tray's dice are drawn when they first show, as its smaller ones are): each frame's screen
    hashed, the plates painted when they showed, the plates painted ahead, the lanes and the tumbling dice drawn
    when the tray showed them, and the lanes' copies on the sand made when they showed (``Underlay.blended``: a lane
    kept in pieces laid on its copy).  ``ahead`` False: nothing painted ahead by ``looks_ahead`` (as before)."""
    hashes, plates, plates_ahead, lanes, tumbles, copies = [], 0, 0, 0, 0, 0
    with sharp_app((1920, 1080)) as app, pytest.MonkeyPatch.context() as patch:
        app.update_settings(animation_speed="fast")
        table = start_table(app, "lure", LureTable, humans=0, players=5, seed=4242)
        patch.setattr(table, "ahead_clock", _FrameCosts())
        patch.setattr(table, "prepare_art", lambda: None)  # (the tray's dice not drawn before they show)
        sprites.CACHE.clear()
        for cache in (scene_draw._lane_box, A.tumble_image, A.die_image):
            cache.cache_clear()
        if not ahead:
            patch.setattr(table, "looks_ahead", lambda surface: False)
        where = ["frame"]
        painted, panel_ahead, draw_tray = table._painted, table.panel_ahead, table._draw_tray
        render = sprites._render

        def spied_painted(place, area, where_, inner, paint, ground, spare):
            nonlocal plates, plates_ahead
            if table._panels.get(place, ((("",),),))[0][0][0] == "plate":
                plates += where[0] == "frame"
                plates_ahead += where[0] == "ahead"
            return painted(place, area, where_, inner, paint, ground, spare)

        def spied_ahead(*args, **options):
            where[0] = "ahead"
            try:
                return panel_ahead(*args, **options)
            finally:
                where[0] = "frame"

        def spied_tray(surface):
            nonlocal lanes
            misses = scene_draw._lane_box.cache_info().misses
            where[0] = "tray"
            draw_tray(surface)
            where[0] = "frame"
            lanes += scene_draw._lane_box.cache_info().misses - misses

        def spied_render(kind, *args):
            nonlocal tumbles
            tumbles += where[0] == "tray" and kind == "tumble_all"  # (a miss of the sprite cache)
            return render(kind, *args)

        laid_on = scene_lane.LaneTwin.blit_onto

        def spied_laid_on(lane, target, at):
            nonlocal copies
            copies += where[0] == "tray"
            return laid_on(lane, target, at)

        patch.setattr(scene_lane.LaneTwin, "blit_onto", spied_laid_on)
        patch.setattr(table, "_painted", spied_painted)
        patch.setattr(table, "panel_ahead", spied_ahead)
        patch.setattr(table, "_draw_tray", spied_tray)
        patch.setattr(sprites, "_render", spied_render)
        for _ in range(FRAMES):
            frames(app, 1)
            hashes.append(screen_hash(app))
    return hashes, plates, plates_ahead, lanes, tumbles, copies


def test_plates_lanes_and_tumbles_painted_ahead_are_not_painted_when_they_show_and_the_pixels_are_the_same():
    hashes, plates, plates_ahead, lanes, tumbles, copies = _play(ahead=True)
    before, plates_before, _, lanes_before, tumbles_before, copies_before = _play(ahead=False)
    assert hashes == before, "a frame differs from painting its looks when they show"
    assert lanes_before >= 3 and tumbles_before >= 1, "the old way draws the groups' lanes and dice when they show"
    assert plates_ahead >= 5, plates_ahead
    assert plates <= plates_before - 5, (plates, plates_before)
    assert lanes == 0, "a lane of a revealed group was drawn when it came up"
    assert tumbles == 0, "a revealed group's tumbling dice were drawn when they rolled"
    assert copies_before >= 3, "the old way makes a lane's copy on the sand in the frame after it came up"
    assert copies == 0, f"{copies} lanes' copies on the sand made when they showed"


def test_looks_ahead_is_asked_only_in_a_light_frame_that_painted_no_log_or_lines_ahead(app, monkeypatch):
    table, costs = still_table(app, monkeypatch)
    asked = []
    monkeypatch.setattr(table, "looks_ahead", lambda surface: asked.append(1) or False)
    costs.cost = 3.0
    frames(app, 5)
    assert asked == [], "a heavy frame drew a look ahead"
    costs.cost = 0.5
    frames(app, 1)
    assert asked == [1], "a light frame with nothing else to do ahead did not ask"
    table.queue(Delay(0.5), table.log_soon(("A line to come",)))
    frames(app, 2)  # the log painted ahead, then the line given to lines_ahead
    assert asked == [1], "a frame that painted the log or gave lines ahead drew a look ahead too"
    frames(app, 1)
    assert asked == [1, 1]


def test_panel_ahead_paints_nothing_for_the_look_its_spare_keeps_and_panel_takes_a_look_painted_ahead(app):
    table = start_table(app, "lure", LureTable, humans=0, players=5)
    painted = []
    looks = {"a": (200, 40, 40), "b": (40, 200, 40), "c": (40, 40, 200)}
    rect = pygame.Rect(100, 100, 60, 40)

    def paint(look):
        return lambda picture, at: painted.append(look) or picture.fill(looks[look], at)

    def show(look: str) -> pygame.Surface:
        table.panel(app.screen, ("probe", look), rect, paint(look))
        picture = table._panels[(rect.inflate(8, 8).topleft, rect.inflate(8, 8).size)][1]
        assert picture.get_at((30, 20))[:3] == looks[look]
        return picture

    first = show("a")
    show("b")
    assert table.look_ready(app.screen, ("probe", "a"), rect) and table.look_ready(app.screen, ("probe", "b"), rect)
    assert not table.look_ready(app.screen, ("probe", "c"), rect)
    table.panel_ahead(app.screen, ("probe", "a"), rect, paint("a"))
    assert painted == ["a", "b"], "the look the spare keeps was painted ahead"
    assert show("a") is first
    table.panel_ahead(app.screen, ("probe", "c"), rect, paint("c"))  # into b's picture, the spare
    assert painted == ["a", "b", "c"] and table.look_ready(app.screen, ("probe", "c"), rect)
    show("c")
    assert painted == ["a", "b", "c"], "a look painted ahead was painted again when it showed"


def test_a_tumble_set_is_drawn_ahead_a_die_face_a_light_frame(app, monkeypatch):
    """A group's tumbling dice drawn ahead a face a call (``sprites.prewarm`` with a budget: the set in steps), not
    the six in one light frame: at 1920 × 1080 a set at once was 2-2.4 ms, four of the 20 slowest frames (issue 29)."""
    from fishgames.ui.art import dice

    table = start_table(app, "lure", LureTable, humans=0, players=5)
    frames(app, scene_draw.AHEAD_AFTER)  # (past the table's first frames, which lead the median)
    spec = A.tumble_spec(12, 0, 77, None)  # (a size nothing else draws: not cached)
    monkeypatch.setattr(table, "_looks_coming", lambda s: [("tumble", spec)])
    monkeypatch.setattr(table, "_fonts_ahead", lambda: False)  # (the caption's fonts, last in line: not counted here)
    table.animator.set_speed("normal")  # (the app's "instant" would play it all at once)
    table.queue(Delay(5.0))
    faces, face = [], dice.die_face
    monkeypatch.setattr(dice, "die_face", lambda *args, **options: faces.append(1) or face(*args, **options))
    calls = []
    while table.looks_ahead(app.screen):
        calls.append(len(faces))
        assert len(calls) < 20, "the set was never drawn"
    drawn = [after - before for before, after in zip([0, *calls], calls, strict=False)]
    assert drawn == [1] * 6, drawn
    assert sprites.spec_key(spec) in sprites.CACHE


def test_no_look_is_painted_ahead_while_the_tables_first_frames_lead_the_median(app, monkeypatch):
    """A table's first two frames (10-30 ms at 1920 × 1080) lead the recent frames' median until three more are in
    it: ``looks_ahead`` looks for nothing to paint before then (a look painted ahead in the third frame made it one of
    the 12 slowest, issue 29), and does after."""
    table = start_table(app, "lure", LureTable, humans=0, players=5, settle=0)
    table.animator.set_speed("normal")  # (the deal plays: looks ahead are wanted)
    costs = _FrameCosts()
    monkeypatch.setattr(table, "ahead_clock", costs)
    asked, coming = [], table._looks_coming
    monkeypatch.setattr(table, "_looks_coming", lambda s: asked.append(len(table._spent)) or coming(s))
    costs.cost = 30.0
    frames(app, 2)
    costs.cost = 1.0
    frames(app, 8)
    assert asked, "no light frame looked for a look to paint ahead"
    assert min(asked) >= 5, f"looked ahead with {min(asked)} frames weighed, the first two among them"
