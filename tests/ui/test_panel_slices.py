"""A panel is put together from nine slices of a small one (``widgets._panel_sliced``: a table's first frame at
1920 × 1080 drew its logs and trays whole at 2×, twice), and its pixels are those of the panel drawn whole."""

from __future__ import annotations

import pygame
import pytest

from fishgames.ui import widgets

#: The looks the tables ask for: the theme's panel, Fugu's reef rows and its market tray.
LOOKS = [(widgets.PANEL, widgets.PANEL_ALPHA, (90, 140, 170)), ((6, 26, 48), 150, (60, 110, 140)),
         ((6, 30, 52), 140, (70, 130, 160))]
#: Logical sizes, from a plate's badge to a log, a full-width strip and a tray at 1920 × 1080.
SIZES = [(300, 200), (420, 96), (1280, 40), (57, 31), (200, 33), (33, 200), (1001, 517), (21, 21), (30, 12)]


def pixels(surface: pygame.Surface) -> tuple:
    return surface.get_size(), surface.get_flags() & pygame.SRCALPHA, surface.get_masks(), \
        pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("scale", [1, 1.25, 1.5, 2])
@pytest.mark.parametrize("radius", [0, 6, 10, 14, 18, 24])
def test_a_sliced_panel_is_the_panel_drawn_whole(scale, radius):
    bend, line = round(radius * scale), round(3 * scale)
    for colour, alpha, border in LOOKS:
        for w, h in SIZES:
            size = (round(w * scale), round(h * scale))
            whole = widgets._panel_whole(size, bend, line, colour, alpha, border)
            assert pixels(widgets._panel_sliced(size, bend, line, colour, alpha, border)) == pixels(whole), \
                (size, radius, colour)


def test_the_panels_corners_are_round_and_its_middle_see_through():
    """The slices are the panel's own: transparent corners, the border's colour at an edge, the fill inside."""
    picture = widgets._panel_sliced((400, 120), 14, 3, widgets.PANEL, widgets.PANEL_ALPHA, (90, 140, 170))
    assert picture.get_at((0, 0)).a == 0
    assert picture.get_at((200, 60)) == pygame.Color(*widgets.PANEL, widgets.PANEL_ALPHA)
    edge = picture.get_at((200, 0))
    assert (edge.r, edge.g, edge.b) == (90, 140, 170) and edge.a > 150


def test_the_small_panel_is_drawn_once_for_every_size_of_one_look(monkeypatch):
    """A prompt's panel changes width with its text: the small panel its slices come from is kept per look
    (``widgets._panel_piece``), drawn again only for another look (colour, bend, border)."""
    drawn = []
    whole = widgets._panel_whole

    def counted(size, *look):
        drawn.append((size, *look))
        return whole(size, *look)

    monkeypatch.setattr(widgets, "_panel_whole", counted)
    widgets._panel_piece.cache_clear()
    colour, alpha, border = LOOKS[0]
    for w in (300, 301, 420, 999):
        widgets._panel_sliced((w, 60), 14, 3, colour, alpha, border)
    assert len(drawn) == 1
    other, other_alpha, other_border = LOOKS[1]
    picture = widgets._panel_sliced((300, 60), 14, 3, other, other_alpha, other_border)
    assert len(drawn) == 2
    assert picture.get_at((150, 30)) == pygame.Color(*other, other_alpha)
    widgets._panel_sliced((300, 60), 20, 3, colour, alpha, border)
    assert len(drawn) == 3
    for w in (500, 501, 640):  # a prompt at k = 1.5: lower than its nine slices need (h <= 2c + 1)
        widgets._panel_sliced((w, 66), 33, 4, colour, alpha, border)
    assert len(drawn) == 4
    widgets._panel_piece.cache_clear()
