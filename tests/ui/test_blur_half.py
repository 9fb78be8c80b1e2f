"""A wide blur at 4K is made on half the pixels (``art.blurred``: a 4K card's shadow was 60-90 ms, a glow ring up to
200 ms, one picture alone over a frame's budget while a table's art is drawn ahead); at a drawing scale of 2 and
under it is the very blur it was (1280 × 720 and 1920 × 1080 keep their pixels)."""

from __future__ import annotations

import pygame
import pytest

from fishgames.ui import art, fine


def shadow_layer() -> pygame.Surface:
    layer = pygame.Surface((200, 260), pygame.SRCALPHA)
    pygame.draw.rect(layer, (0, 0, 0, 90), pygame.Rect(36, 36, 128, 188), border_radius=20)
    return layer


@pytest.mark.parametrize("k", [1.0, 1.5, 2.0])
def test_at_a_scale_of_2_and_under_a_blur_is_pygames_own(fine_scale_restored, k):
    fine.set_scale(k)
    layer = shadow_layer()
    for radius in (3, 8, 18):
        ours, theirs = art.blurred(layer, radius), pygame.transform.gaussian_blur(layer, radius)
        assert pygame.image.tobytes(ours, "RGBA") == pygame.image.tobytes(theirs, "RGBA"), (k, radius)


def test_at_4k_a_wide_blur_is_made_on_half_the_pixels_and_a_narrow_one_as_before(fine_scale_restored, monkeypatch):
    fine.set_scale(3.0)
    real, blurred_sizes = pygame.transform.gaussian_blur, []
    monkeypatch.setattr(pygame.transform, "gaussian_blur",
                        lambda surface, radius: blurred_sizes.append((surface.get_size(), radius)) or real(surface, radius))
    layer = shadow_layer()
    wide = art.blurred(layer, 18)
    assert blurred_sizes == [((100, 130), 9)] and wide.get_size() == layer.get_size()
    blurred_sizes.clear()
    art.blurred(layer, 6)
    assert blurred_sizes == [((200, 260), 6)]
    # as soft: the middle dark, the corners clear, the edge between the two
    assert wide.get_at((100, 130)).a > 80 and wide.get_at((2, 2)).a < 10 and 10 < wide.get_at((36, 130)).a < 80
