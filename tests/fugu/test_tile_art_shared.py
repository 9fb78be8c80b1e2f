"""A tile's anchor side shows its creature and no number, so all the cards of one creature share one anchor
picture (``scene_look.tile_spec``): the deck drawn ahead at k = 1.5 held 75 anchor sides a size, ≈ 20 MB of
Fugu's sprite cache (issue 33).  The sharing is only sound while the anchor sides really are the same pixels,
which the second test checks."""

from __future__ import annotations

import pygame
import pytest

from fishgames.core import GameConfig
from fishgames.games.fugu import scene_look as L
from fishgames.games.fugu.data import CREATURE, CREATURE_NAMES, MAX_CARD
from fishgames.games.fugu.scene import FuguTable

SIZES = (L.OWN_TILE, L.LANE_TILE, L.MARKET_CARD)


def test_the_deck_drawn_ahead_holds_one_anchor_side_per_creature_and_size():
    specs = FuguTable.art_specs(GameConfig(4))
    anchors = {spec for spec in specs if spec[0] == "fugu_tile" and spec[3]}
    assert len(anchors) == len(CREATURE_NAMES) * len(SIZES)
    numbers = {spec for spec in specs if spec[0] == "fugu_tile" and not spec[3]}
    assert len(numbers) == len({spec[2] for spec in numbers}) * len(SIZES)  # every number side still its own


@pytest.mark.parametrize("size", SIZES)
def test_every_card_of_a_creature_has_the_same_anchor_side_pixels(app, size):
    for creature in set(CREATURE[1:]):
        cards = [c for c in range(1, MAX_CARD + 1) if CREATURE[c] == creature]
        first = pygame.image.tobytes(L.render_tile(size, cards[0], anchor=True), "RGBA")
        for card in cards[1:]:
            assert pygame.image.tobytes(L.render_tile(size, card, anchor=True), "RGBA") == first, card
        assert {L.tile_spec(-card, size) for card in cards} == {L.tile_spec(-cards[0], size)}
