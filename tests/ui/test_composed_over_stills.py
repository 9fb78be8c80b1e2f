"""A place that still pictures lie on (Fat Fish's rows' top band, under the plates above them) is drawn as usual once
and then copied as it showed (``Canvas.composed_over``), with the pixels of the frame drawn whole — and drawn again
when a picture under it changes, or something that is not a still picture was drawn there (issue 29: the band was
drawn as usual, put back and presented in nearly every frame at 1920 × 1080)."""

from __future__ import annotations

import pygame

from fishgames.ui import canvas as canvas_module
from fishgames.ui.canvas import Canvas
from fishgames.ui.damage import Damage

SIZE = (320, 192)
BAND = pygame.Rect(64, 64, 192, 32)  # on the grid (16)
PLATE_AT = pygame.Rect(80, 8, 120, 72)  # its bottom lies in the band


def _striped(size, shade, alpha: bool = False) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA if alpha else 0)
    for x in range(0, size[0], 3):
        surface.fill(((x * 7 + shade) % 256, (x * 3) % 256, shade, 120 if alpha else 255), (x, 0, 2, size[1]))
    return surface


def _frames(plates, veiled=()):
    """One frame per picture of ``plates`` (a still plate over the band's top; in the frames of ``veiled`` a
    translucent picture drawn over the band first, not a still), the band's look the same throughout.  How often
    the band was drawn as usual, and per frame whether the screen is as drawn whole."""
    backdrop, card = _striped(SIZE, 40), _striped((40, 20), 160, alpha=True)
    veil = _striped((60, 40), 90, alpha=True)
    pixels = pygame.Surface(SIZE)
    screen = Canvas(pixels, SIZE, 1.0)
    screen.damage = Damage(SIZE)
    drawn = []

    def paint(canvas, at):
        drawn.append(at)
        canvas.blit(card, (at.x + 30, at.y + 8))

    same = []
    for frame, plate in enumerate(plates):
        screen.damage.next_frame(allowed=frame > 0)
        screen.next_frame()
        screen.lay(backdrop, (0, 0))
        screen.still(plate, PLATE_AT)
        if frame in veiled:
            screen.blit(veil, (BAND.x + 100, BAND.y - 20))
        screen.subsurface(BAND).composed_over(("band", 1), (0, 0, *BAND.size), paint)
        assert screen.damage.finish() != "redraw"
        whole = backdrop.copy()
        whole.blit(plate, PLATE_AT)
        if frame in veiled:
            whole.blit(veil, (BAND.x + 100, BAND.y - 20))
        whole.blit(card, (BAND.x + 30, BAND.y + 8))
        same.append(pygame.image.tobytes(pixels, "RGB") == pygame.image.tobytes(whole, "RGB"))
    return len(drawn), same


def test_a_band_under_a_still_plate_is_drawn_once_then_copied_and_again_when_the_plate_changes():
    plate, other = _striped(PLATE_AT.size, 200), _striped(PLATE_AT.size, 90)
    count, same = _frames([plate, plate, plate, other, other, other])
    assert all(same)
    assert count == 2  # frame 0, and frame 3 (another plate under it)


def test_a_band_with_more_than_still_pictures_under_it_is_drawn_as_usual():
    plate = _striped(PLATE_AT.size, 200)
    count, same = _frames([plate] * 5, veiled={1, 2, 3})
    assert all(same)
    assert count == 4  # frame 0, and the three veiled frames (frame 4 is the first look with the plate alone again)


def test_off_the_grid_it_is_composed_as_before(monkeypatch):
    calls = []
    monkeypatch.setattr(Canvas, "composed", lambda self, *args, **kw: calls.append(args))
    pixels = pygame.Surface(SIZE)
    screen = Canvas(pixels, SIZE, 1.0)
    screen.damage = Damage(SIZE)
    monkeypatch.setattr(canvas_module, "_on_grid", lambda rect, k: None)
    screen.damage.next_frame(allowed=False)
    screen.next_frame()
    screen.lay(_striped(SIZE, 40), (0, 0))
    screen.still(_striped(PLATE_AT.size, 200), PLATE_AT)
    screen.subsurface(BAND).composed_over(("band", 1), (0, 0, *BAND.size), lambda canvas, at: None)
    assert len(calls) == 1
