"""Lure's top plates with another human's long name in rows over a foot line (issue 29, pass-and-play): at a small
screen's text floor the name's two rows, its hint and its counts share the 88 px plate without their ink touching
or leaving it, beside the widest score the game can reach; a plate made wider for its rows keeps the row of plates
apart, inside the top row and clear of the "?" where it stands beside the strips."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.lure import scene_layout as L
from fishgames.games.lure import scene_plate
from fishgames.games.lure.scene_draw import _counts_signs, own_seat_plate
from fishgames.ui import theme
from tests.ui.test_other_name_whole import two_humans_table
from tests.ui.test_own_name_whole import _resized, monkeypatch_module  # noqa: F401 (a fixture)

pytestmark = pytest.mark.usefixtures("art_drawn_once")


@pytest.fixture(scope="module", params=[1.0, 1.5], ids=lambda scale: f"{scale:.0%}")
def lure_two_humans(request, tmp_path_factory, monkeypatch_module):  # noqa: F811
    app, scene = two_humans_table("lure", request.param, tmp_path_factory.mktemp("home"), monkeypatch_module)
    try:
        yield app, scene
    finally:
        app.close()


def _ink(plate, **changed) -> pygame.Surface:
    """``plate`` painted alone on a clear surface (with ``changed`` attributes)."""
    for name, value in changed.items():
        setattr(plate, name, value)
    surface = pygame.Surface((plate.rect.right + 8, plate.rect.bottom + 8), pygame.SRCALPHA)
    plate._paint(surface, plate.rect, 0.0)
    return surface


def _differ(a: pygame.Surface, b: pygame.Surface) -> pygame.Rect:
    """The box of the pixels where ``a`` and ``b`` differ (the ink of what one has and the other has not)."""
    masks = []
    for one, other in ((a, b), (b, a)):
        left = one.copy()
        left.blit(other, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
        mask = pygame.mask.from_threshold(left, (0, 0, 0, 0), (1, 1, 1, 1))
        mask.invert()
        masks.append(mask)
    masks[0].draw(masks[1], (0, 0))
    boxes = masks[0].get_bounding_rects()
    return boxes[0].unionall(boxes[1:]) if boxes else pygame.Rect(0, 0, 0, 0)


#: Where the other human's name needs the footed plate (at 100 % on 1280 x 720 and up it fits the shared plate).
FOOTED = [(1.0, (800, 480)), (1.5, (800, 480)), (1.5, (1280, 720)), (1.5, (1920, 1080))]


@pytest.mark.parametrize(("lure_two_humans", "size"), FOOTED, indirect=["lure_two_humans"],
                         ids=[f"{scale:.0%}-{w}x{h}" for scale, (w, h) in FOOTED])
def test_the_names_rows_the_hint_and_the_counts_keep_apart_on_the_plate(lure_two_humans, size):
    app, scene = lure_two_humans
    _resized(app, size)
    other = next(seat for seat in range(2) if seat != scene.bottom)
    rect = scene.plate_rects()[other]
    name = scene.seat_name(other)
    score = int(scene_plate.SCORE_ROOM)
    assert scene_plate.footed(name, 0, rect), f"{name!r} fits the shared plate at {size}: FOOTED is out of date"

    def plate(**changed):
        made = scene_plate.FootedPlate(other, pygame.Rect(rect), name, score, _counts_signs(9, 12, theme.text_floor),
                                       "choosing in secret…")
        return _ink(made, **changed)

    whole = plate()
    assert scene_plate.FootedPlate(other, rect, name, score, _counts_signs(9, 12, theme.text_floor)).name_rows() \
        is not None, "the name is cut in its row"
    name_ink = _differ(whole, plate(name=""))
    foot_ink = _differ(whole, plate(hint="", counts=pygame.Surface((1, 1), pygame.SRCALPHA)))
    score_ink = _differ(whole, plate(score=""))
    assert rect.contains(name_ink) and rect.contains(foot_ink), (rect, name_ink, foot_ink)
    assert name_ink.bottom + 2 <= foot_ink.top, f"the rows' ink {name_ink} runs into the foot line's {foot_ink}"
    assert name_ink.right + 4 <= score_ink.left or name_ink.top >= score_ink.bottom, (name_ink, score_ink)


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("px", [10, 60, 400])
def test_a_plate_made_wider_keeps_the_row_apart_and_clear_of_the_help_button(players, px):
    for seat in range(1, players):
        rects = L.others_rects(players, 0, ((seat, px),))
        line = sorted(rects.values(), key=lambda rect: rect.x)
        right = L.TOP_RIGHT if L.help_rect(players) is not None else L.HELP_BESIDE_X
        assert line[0].x >= 12 and line[-1].right <= right, (line, right)
        assert all(a.right + 12 <= b.x for a, b in zip(line, line[1:], strict=False)), line
        assert rects[seat].w >= L.others_rects(players, 0)[seat].w


class _Blits(pygame.Surface):
    """A clear surface that notes each picture blitted on it and where (its glyphs' mask, its top left)."""

    def __init__(self, size):
        super().__init__(size, pygame.SRCALPHA)
        self.seen: list[tuple[pygame.Surface, tuple[int, int]]] = []

    def blit(self, source, dest, area=None, special_flags=0):
        at = dest.topleft if isinstance(dest, pygame.Rect) else tuple(dest)
        self.seen.append((source, at))
        return super().blit(source, dest, area, special_flags)


def _touch(a: tuple, b: tuple, gap: int = 2) -> bool:
    """Whether the glyphs of two noted blits come within ``gap`` px of each other."""
    mask_a, mask_b = pygame.mask.from_surface(a[0]), pygame.mask.from_surface(b[0])
    return any(mask_a.overlap(mask_b, (b[1][0] - a[1][0] + dx, b[1][1] - a[1][1] + dy))
               for dx in range(-gap, gap + 1) for dy in range(-gap, gap + 1))


@pytest.mark.parametrize("size", [(800, 480), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_your_score_of_three_digits_stays_clear_of_your_names_rows(lure_two_humans, size):
    """Your plate is made beside a score of one digit; one of three (up to 140) is drawn smaller beside your rows,
    never over them, and the rows keep over the counts ("Maximilia[140]" when the counts ran under the score)."""
    app, scene = lure_two_humans
    _resized(app, size)
    rect = scene.own_plate_rect()
    plate = own_seat_plate(scene.bottom, rect, scene.seat_name(scene.bottom), int(scene_plate.SCORE_ROOM),
                           "Lures: 1 · Fish: 12", "in secret…")
    surface = _Blits((rect.right + 8, rect.bottom + 8))
    plate._paint(surface, rect, 0.0)
    score = next(blit for blit in surface.seen if blit[1][0] + blit[0].get_width() == rect.right - 12)
    name = next(blit for blit in surface.seen if blit[1][0] == rect.x + 70)
    counts = [blit for blit in surface.seen if blit[1][0] == rect.x + 70 and blit is not name]
    assert plate.name_lines > 1 and name[0].get_height() > 2 * theme.font(theme.SMALL).get_linesize(), "not in rows"
    assert not _touch(name, score), "your score is drawn over your name's rows"
    assert counts and not any(_touch(name, line) for line in counts), "the counts run into your name's rows"
