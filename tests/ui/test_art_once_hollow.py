"""The tests' draw-once stand-in for the glow rings (``art_once.glows_once``, used by ``art_drawn_once``) must hand
out what the app's cache does: at a drawing scale other than 1 a ring that is only a size over its twin
(``fine.hollow``), or a module using it would test pictures the app never holds (and a plain surface would get the
twin's corner as its ring)."""

from __future__ import annotations

import pytest

from fishgames.ui import fine, widgets

pytestmark = pytest.mark.usefixtures("art_drawn_once")


@pytest.mark.parametrize("k", [1.5, 0.625])
def test_a_ring_served_again_is_as_hollow_as_the_first(fine_scale_restored, k):
    fine.set_scale(k)
    args = ((212, 74), 14, (255, 200, 80))
    first = widgets._glow_ring(*args)
    widgets._glow_ring.cache_forget(*args)  # the app's cache empty: the second comes from what the stand-in kept
    again = widgets._glow_ring(*args)
    assert again is not first
    assert fine.is_hollow(again) == fine.is_hollow(first) == (k != 1)
    assert again.get_size() == first.get_size()
    assert fine.twin(again) is not None
    assert fine.twin(again).get_size() == fine.twin(first).get_size()
