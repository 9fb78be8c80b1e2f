"""The shared seat plate's hint line ("leads", "asks you", "choosing in secret…") stays inside its plate and off
its counts line at every text floor, whether the counts are a line of text (Go Fish, Lure) or a picture
(Fischen's icons): where the plate is short for the large type of a small panel it rises beside the badge, is
cut to the room there, and never runs out of the plate or into the counts."""

from __future__ import annotations

import pygame
import pytest

from fishgames.ui import legibility, theme
from fishgames.ui.widgets import SeatPlate

HINTS = ("leads", "choosing in secret…", "wählt geheim ein Gebot aus …")


@pytest.fixture(params=[0, 20, 22, legibility.MAX_TEXT], ids=lambda f: f"text-floor-{f}")
def text_floor(request):
    """The stage's, a 800 × 480 panel's, the upright panel's and the largest text floor (a UI scale over 1)."""
    pygame.init()
    legibility.apply(legibility.Floors(text=request.param))
    yield request.param
    legibility.apply(legibility.NONE)


def _row() -> pygame.Surface:
    """A counts picture like Fischen's: a square icon and digits."""
    row = pygame.Surface((120, 21), pygame.SRCALPHA)
    pygame.draw.rect(row, (200, 220, 255), (0, 1, 18, 18))
    row.blit(theme.text("7   6   5", theme.SMALL, theme.CREAM, True), (24, 0))
    return row


def _ink(draw, size) -> list[pygame.Rect]:
    """The places where ``draw(surface, with_part)`` differs from ``draw(surface, without)``."""
    bare, full = pygame.Surface(size), pygame.Surface(size)
    draw(bare, False)
    draw(full, True)
    changed = pygame.mask.from_threshold(bare, (0, 0, 0), (1, 1, 1, 255), full)
    changed.invert()
    return changed.get_bounding_rects()


@pytest.mark.parametrize("counts", ["text", "picture"])
@pytest.mark.parametrize("hint", HINTS)
def test_the_hint_stays_in_the_plate_and_off_the_counts(text_floor, counts, hint):
    row = _row() if counts == "picture" else "3 lures · 12 fish"
    for rect in (pygame.Rect(10, 10, 200, 88), pygame.Rect(10, 10, 245, 92), pygame.Rect(10, 10, 320, 112)):
        size = (rect.right + 80, rect.bottom + 60)

        def plate(surface, with_hint: bool, with_counts: bool = True, rect=rect) -> None:
            SeatPlate(4, rect, "Walrus", 21, row if with_counts else "", hint if with_hint else "").draw(surface)

        shown = SeatPlate(4, rect).rect
        hint_ink = _ink(plate, size)
        counts_ink = _ink(lambda s, on: plate(s, False, on), size)
        assert hint_ink and counts_ink
        for box in hint_ink:
            assert shown.inflate(-12, 0).contains(box), (text_floor, rect, box, hint)
            for ink in counts_ink:
                assert not box.colliderect(ink), (text_floor, rect, box, ink, hint)


def test_where_the_plate_has_room_the_hint_sits_at_its_foot_under_the_badge(text_floor):
    """The place the plate has always used: 6 px over its bottom, 12 px in from its left."""
    rect = pygame.Rect(10, 10, 320, 112)
    size = (rect.right + 20, rect.bottom + 20)

    def plate(surface, with_hint: bool) -> None:
        SeatPlate(4, rect, "Walrus", 21, "9 cards", "leads" if with_hint else "").draw(surface)

    line = theme.text("leads", theme.SMALL, theme.GLOW, True)
    ink = _ink(plate, size)
    drawn = ink[0].unionall(ink[1:])
    expected = line.get_bounding_rect().move(rect.x + 12, rect.bottom - line.get_height() - 6)
    assert drawn == expected
