"""The shared panel cache holds its pictures and their screen-sized twins within its byte budget (issue 33: the
app's memory at 1920 × 1080).  Kept by count (``lru_cache(maxsize=64)``), ``scenes.common._panel_surface`` held
every results panel a long session showed: after Fat Fish's 12,000 busy frames three, 20 MB with their twins
(``tools/twin_owners.py``).  Counted here in bytes of the twins still alive, not in time."""

from __future__ import annotations

import gc
import weakref

import pygame
import pytest

from fishgames.ui import fine
from fishgames.ui.picture_cache import SCREEN_BYTES
from fishgames.ui.scenes import common, results

#: What a frame's panels need at k = 1.5, logical pictures and twins together: two screens, 1.5 times
#: (``picture_cache``'s room), the results panel with the table's own.
ROOM = 2 * SCREEN_BYTES * 1.5


@pytest.fixture
def drawn_at_one_and_a_half():
    """The drawing scale of a 1920 × 1080 screen, every cache emptied before and after."""
    common._panel_surface.cache_clear()
    fine.set_scale(1.5)
    yield
    fine.set_scale(1.0)
    common._panel_surface.cache_clear()


def live_twin_bytes() -> int:
    """The pixel bytes of every twin whose logical picture is still alive (and so the twin with it)."""
    gc.collect()
    return sum(twin.get_width() * twin.get_height() * twin.get_bytesize() for twin in list(fine._twins.values()))


def test_results_sized_panels_are_not_kept_past_the_budget(drawn_at_one_and_a_half):
    before = live_twin_bytes()
    stage = pygame.Surface((1280, 720), pygame.SRCALPHA)
    for height in range(400, 600, 20):  # ten results panels of different sizes, as ten finished games'
        common.panel(stage, pygame.Rect(200, 60, 760, height))
    held = live_twin_bytes() - before
    one = 772 * 1.5 * 614 * 1.5 * 4  # the largest panel's twin (its shadow's margin counted)
    assert held > one * 0.9, "the panels were drawn without twins: nothing told"
    assert held <= ROOM, f"{held / 2**20:.1f} MB of panel twins held, over the {ROOM / 2**20:.1f} MB a frame needs"


def test_the_results_veil_goes_with_the_results_screen(drawn_at_one_and_a_half):
    """The veil ``common.dim`` lays over a finished game's table (a screenful and its twin: 11 MB at k = 1.5) was
    kept by its ``lru_cache`` for the rest of the session; the end screen lets it go when it leaves."""
    common._dim_surface.cache_clear()
    before = live_twin_bytes()
    stage = pygame.Surface((1280, 720), pygame.SRCALPHA)
    common.dim(stage, 140)
    veil = 1920 * 1080 * 4
    assert live_twin_bytes() - before >= veil, "the veil was drawn without its twin: nothing told"
    leaving = results.EndScene.__new__(results.EndScene)  # the end screen leaving (no widgets of its own here)
    leaving.root = None
    leaving.exit()
    assert live_twin_bytes() - before < veil, "the results veil is still held after the end screen left"


def test_lure_lane_boxes_are_kept_by_bytes(drawn_at_one_and_a_half):
    """Lure's dice-tray lanes (badge, name, bid: a new picture for every bid a seat makes) were kept 32 by count:
    12 MB with their twins at 1920 × 1080 after 3,000 busy frames (``tools/twin_owners.py``); a frame shows five.
    (At k > 1 a lane's twin is kept in pieces: ``tests/ui/test_lure_lane_pieces.py``.)"""
    from fishgames.games.lure import scene_draw

    pygame.font.init()
    scene_draw._lane_box.cache_clear()
    lanes = [((804, 126), bid % 5, f"Seat {bid % 5}", f"bid {bid}") for bid in range(1, 41)]
    drawn = [weakref.ref(scene_draw._lane_box(*lane)) for lane in lanes]  # forty bids, each lane drawn anew
    gc.collect()
    held = sum(fine.held_bytes(lane()) for lane in drawn if lane() is not None)  # (the lanes' texts are the texts')
    misses = scene_draw._lane_box.cache_info().misses
    for lane in lanes[-5:]:
        scene_draw._lane_box(*lane)
    assert scene_draw._lane_box.cache_info().misses == misses, "a frame's five lanes were not kept"
    room = scene_draw._lane_box.room()
    assert held <= room, f"{held / 2**20:.1f} MB of lane twins held, over {room / 2**20:.1f} MB"
    scene_draw._lane_box.cache_clear()


def test_the_results_panel_goes_with_the_results_screen(drawn_at_one_and_a_half):
    """The results panel (~10 MB with its twin at 1920 × 1080) stayed in ``_panel_surface`` through the next game
    (``tools/twin_owners.py`` after 12,000 busy frames, Fat Fish and Fugu); the results screen lets it go."""
    from fishgames.ui import theme

    common._dim_surface.cache_clear()
    leaving = results.ResultsScene.__new__(results.ResultsScene)  # the results screen leaving, as drawn
    leaving.root = None
    leaving.panel = pygame.Rect(200, 60, 760, 560)
    stage = pygame.Surface((1280, 720), pygame.SRCALPHA)
    before = live_twin_bytes()
    common.panel(stage, leaving.panel, theme.CREAM, radius=26, border=theme.SAND_DARK)
    common.panel(stage, pygame.Rect(10, 10, 200, 100))  # a table's panel, kept
    one = 772 * 1.5 * 574 * 1.5 * 4  # the results panel's twin (its shadow's margin counted)
    assert live_twin_bytes() - before >= one, "the panel was drawn without its twin: nothing told"
    leaving.exit()
    assert live_twin_bytes() - before < one, "the results panel is still held after the results screen left"
    assert common._panel_surface.cache_len() == 1, "the table's panel went with it"


@pytest.mark.parametrize("where", ["fishgames.games.fugu.scene_end:SummaryScene",
                                   "fishgames.games.gofish.reveal:RevealScene"])
def test_an_end_screens_panel_goes_with_it(drawn_at_one_and_a_half, where):
    """Fugu's reefs at the end and Go Fish's book reveal draw a results-sized panel of their own (~10 MB with its
    twin at 1920 × 1080), which ``_panel_surface`` kept through the next game (``tools/twin_owners.py`` after 12,000
    busy Fugu frames); the screen lets it go when it leaves (``EndScene.panel_look``)."""
    import importlib

    module, name = where.split(":")
    scene_class = getattr(importlib.import_module(module), name)
    leaving = scene_class.__new__(scene_class)  # the end screen leaving, as drawn
    leaving.root = None
    leaving.panel = pygame.Rect(80, 40, 1120, 640)
    stage = pygame.Surface((1280, 720), pygame.SRCALPHA)
    before = live_twin_bytes()
    common.panel(stage, leaving.panel, *leaving.panel_look)
    common.panel(stage, pygame.Rect(10, 10, 200, 100))  # a table's panel, kept
    one = 1132 * 1.5 * 654 * 1.5 * 4  # the panel's twin (its shadow's margin counted)
    assert live_twin_bytes() - before >= one, "the panel was drawn without its twin: nothing told"
    leaving.exit()
    assert live_twin_bytes() - before < one, f"{name}'s panel is still held after it left"
    assert common._panel_surface.cache_len() == 1, "the table's panel went with it"


def test_fugus_end_chips_go_with_the_reefs_screen(drawn_at_one_and_a_half):
    """The reefs' score chips at the end of a Fugu game (a pictogram and its points: new points, new chips) were kept
    by their ``lru_cache`` through every later game: 27 of them, 1.4 MB with their twins, after three finished games
    at 1920 × 1080 (a byte walk of the caches at busy frame 1,000 and 12,000); the screen lets them go when it
    leaves.  Counted by the chips still alive, not by all twins: their icons and texts are the table's caches'."""
    import weakref

    from fishgames.games.fugu import scene_end

    pygame.font.init()
    scene_end._chip_at.cache_clear()
    chips = [scene_end._chip(part, points, 2 if part == "anchors" else 0)
             for part in ("anchors", "face_down") for points in range(-6, 6)]
    assert all(fine.twin(chip) is not None for chip in chips), "the chips were drawn without twins: nothing told"
    alive = [weakref.ref(chip) for chip in chips]
    del chips
    gc.collect()
    assert all(ref() is not None for ref in alive), "the chips were not kept while the screen showed"
    leaving = scene_end.SummaryScene.__new__(scene_end.SummaryScene)  # the reefs screen leaving, as drawn
    leaving.root = None
    leaving.panel = pygame.Rect(80, 40, 1120, 640)
    leaving.exit()
    gc.collect()
    kept = sum(ref() is not None for ref in alive)
    assert kept == 0, f"{kept} of the end screen's {len(alive)} chips are still held after it left"
