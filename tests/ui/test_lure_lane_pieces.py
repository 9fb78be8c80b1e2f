"""A Lure dice-tray lane's twin is kept in pieces at k > 1 (``lure.scene_lane``): its label's columns, and a middle
block and right end shared by every lane of its seat and height — the same pixels as the whole lane where it lands,
for a fraction of the bytes (issue 33: memory; the lanes were the largest picture cache Lure holds that no other
table does: 10.4 MB after 3,000 busy frames at 1920 × 1080).  A plain surface still gets the whole logical lane."""

from __future__ import annotations

from functools import partial

import pygame
import pytest

from fishgames.games.lure import scene_draw, scene_lane
from fishgames.games.lure import scene_layout as L
from fishgames.i18n import t
from fishgames.ui import fine, legibility
from fishgames.ui.canvas import Canvas, picture

NAMES = ("Al", "Walrus", "Maximilian Pufferfisch", "WWWWWWWWWWWWWWWWWWWW")
BIDS = ("Bid 1", "Bid 3", "Gebot: 2 Würfel")


@pytest.fixture
def scale():
    """Set the drawing scale (the lane caches emptied), back to 1 after."""
    def set_to(k: float) -> None:
        fine.set_scale(k)
        scene_draw._lane_box.cache_clear()
        scene_draw._plain_lane_box.cache_clear()
        scene_lane.in_pieces.cache_clear()

    pygame.font.init()
    yield set_to
    set_to(1.0)


def whole_lane(args) -> pygame.Surface:
    """The lane as it was drawn before it was kept in pieces: the whole picture and its whole twin."""
    size, seat, name, bid, name_x, room = args
    return picture(size, partial(scene_draw._paint_lane, seat=seat, name=name, bid=bid, name_x=name_x, room=room))


def lanes():
    """Every lane size the tray lays (one to five rolling seats, few and many dice), each seat, names and bids."""
    sizes = sorted({rect.size for members in range(1, 6) for dice in (1, 6) for rect in L.tray_lanes(members, dice)[0]})
    for i, size in enumerate(sizes):
        for seat in range(5):
            yield (size, seat, NAMES[(i + seat) % len(NAMES)], BIDS[(i * 5 + seat) % len(BIDS)], L.LANE_NAME_X,
                   scene_draw.lane_name_room(L))


def on_screen(blit, size: tuple[int, int], colour) -> bytes:
    screen = pygame.Surface(size)
    screen.fill(colour)
    blit(screen)
    return pygame.image.tobytes(screen, "RGB")


@pytest.mark.parametrize("k", [1.5, 1.25, 2.0])
def test_a_lane_in_pieces_lands_as_the_whole_lane(scale, k):
    scale(k)
    shown = 0
    for args in lanes():
        twin = fine.twin(scene_draw._lane_box(*args))
        whole = fine.twin(whole_lane(args))
        assert isinstance(twin, scene_lane.LaneTwin), args
        assert twin.whole == whole.get_size()
        for colour in ((12, 60, 90), (250, 250, 250)):
            assert on_screen(partial(twin.blit_onto, at=(0, 0)), whole.get_size(), colour) == \
                on_screen(partial(pygame.Surface.blit, source=whole, dest=(0, 0)), whole.get_size(), colour), (k, args)
        shown += 1
    assert shown >= 20


def test_the_table_canvas_lays_a_lane_as_the_whole_one(scale):
    """Through the tray's own drawing (``_draw_lane`` on a Canvas: ``blit_hollow``), off the underlay and on it."""
    scale(1.5)
    args = ((804, 126), 2, "Walrus", t("lure.ui.bid_size", size=3), L.LANE_NAME_X, scene_draw.lane_name_room(L))
    whole = fine.twin(whole_lane(args))
    pixels = pygame.Surface(fine.size((900, 200)))
    pixels.fill((40, 90, 120))
    expected = pixels.copy()
    expected.blit(whole, (fine.px(30), fine.px(40)))
    drawer = scene_draw.Drawer.__new__(scene_draw.Drawer)
    drawer.L, drawer.shown = L, {}
    drawer.seat_name = lambda seat: "Walrus"
    drawer._draw_lane(Canvas(pixels, (900, 200), 1.5), 2, pygame.Rect(30, 40, 804, 126),
                      {"dice": [], "extras": [], "total": None}, 40, 3)
    assert pygame.image.tobytes(pixels, "RGB") == pygame.image.tobytes(expected, "RGB")


def test_a_plain_surface_at_k_1_5_gets_the_whole_logical_lane(scale):
    """The replay theatre draws a table on a plain surface: the lane's logical picture there is only a size."""
    scale(1.5)
    args = ((397, 60), 4, "Maximilian", t("lure.ui.bid_size", size=2), L.LANE_NAME_X, scene_draw.lane_name_room(L))
    assert fine.is_hollow(scene_draw._lane_box(*args))
    plain = pygame.Surface((500, 100))
    plain.fill((40, 90, 120))
    expected = plain.copy()
    expected.blit(whole_lane(args), (20, 10))
    drawer = scene_draw.Drawer.__new__(scene_draw.Drawer)
    drawer.L, drawer.shown = L, {}
    drawer.seat_name = lambda seat: "Maximilian"
    drawer._draw_lane(plain, 4, pygame.Rect(20, 10, 397, 60), {"dice": [], "extras": [], "total": None}, 30, 2)
    assert pygame.image.tobytes(plain, "RGB") == pygame.image.tobytes(expected, "RGB")


def test_forty_bids_of_the_widest_lanes_hold_a_fraction_of_their_whole_twins(scale):
    """At k = 1.5 the widest lane's twin is 1206 × 189 (0.9 MB, 1.3 with its logical picture); kept in pieces a lane
    holds its label's columns, and the seats' shared middles and ends are bounded (``scene_lane.ENDS_KEPT``)."""
    scale(1.5)
    held, whole = 0, 0
    for bid in range(1, 41):
        lane = scene_draw._lane_box((804, 126), bid % 5, f"Seat {bid % 5}", f"Bid {bid}")
        held += fine.held_bytes(lane)
        whole += 1206 * 189 * 4
    shared = sum(piece.get_width() * piece.get_height() * 4 for pair in scene_lane._ends.values() for piece in pair)
    assert len(scene_lane._ends) == 5
    legibility.forget_drawn_text(art=False)  # a new drawing scale, the app closing: the shared pieces go too
    assert not scene_lane._ends
    assert held + shared < whole / 4, f"{(held + shared) / 2**20:.1f} MB held for {whole / 2**20:.1f} MB of lanes"
