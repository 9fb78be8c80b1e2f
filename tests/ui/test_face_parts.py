"""A card face drawn from cheaper parts is the very face drawn whole (issue 29: a Fischen face at 342 × 480 was 13 ms
of one frame at 1080 × 1920): the blank's plain rows stretched from one, a colour's fish shared by its ten values, a
spotted fish's parts shared and only its spots picked, an octopus's flat parts shared by its colours (a zero's), a
buoy's band and blank kept."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.fischen import scene_cards
from fishgames.games.fischen.data import CODE
from fishgames.ui import art, sprites, theme
from fishgames.ui.art import cards
from tests.ui.test_art import pygame_headless  # noqa: F401 - autouse: a display for the cache's blits, the cache emptied after


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA") + repr(surface.get_size()).encode()


def test_a_blank_with_its_plain_rows_stretched_is_the_blank_drawn_whole():
    """Tall and wide cards, tiny ones (nothing to stretch, or a band taller than the card), bands of every height."""
    for w in (4, 13, 26, 40, 61, 96, 150, 211, 342, 513):
        for h in sorted({w, w + 1, w * 4 // 3, int(w * 1.4), w * 2, max(4, w // 2)}):
            lay = cards.card_layout((w, h))
            for band, height in ((None, 0), ((200, 60, 60), lay.band), ((30, 90, 200), lay.band // 2),
                                 ((92, 108, 128), 1), ((92, 108, 128), h)):
                whole = cards._blank_drawn((w, h), lay.radius, theme.CREAM, cards.CARD_EDGE, band, height)
                made = cards.card_blank((w, h), band=band, band_height=height)
                assert pixels(made) == pixels(whole), (w, h, band, height)


def test_the_species_drawn_alike_for_every_variant_are_exactly_those_listed():
    """``SAME_EVERY_VARIANT`` lets cards share a drawing: a species in it drawn with another variant would show the
    wrong spots; one left out only costs a drawing."""
    for species in art.SPECIES:
        drawn = {pixels(art.fish_surface((90, 70), species, variant=v)) for v in range(4)}
        assert (len(drawn) == 1) == (species in art.SAME_EVERY_VARIANT), species


def test_every_fischen_face_is_the_face_drawn_with_its_own_fish():
    """All 100 cards at two sizes, each colour's shared fish drawn by its first card; the fish kept in the sprite
    cache at its own bytes (no twin)."""
    sprites.CACHE.clear()
    for size in ((114, 160), (96, 134)):
        for code in CODE:
            params = scene_cards.face_spec(code, size)[2:]
            shared = pixels(scene_cards.render_face(size, *params))
            if scene_cards.is_buoy(code):
                assert shared == pixels(buoy_face_drawn_whole(size, code, params[1])), (size, code)
                continue
            suit, value = scene_cards.suit_of(code), scene_cards.value_of(code)
            species = scene_cards.ZERO_SPECIES if value == 0 else scene_cards.SPECIES[scene_cards.SUITS.index(suit)]
            whole = art.colour_card(size, suit, value, species=species, label=params[1] or None, variant=value)
            scene_cards._symbol_after_value(whole, size, suit, str(value))
            assert shared == pixels(whole), (size, code)
    kept = [(key, size) for key, (value, size) in sprites.CACHE._items.items() if key[0] == sprites.SHARED_FISH]
    assert {key[2] for key, _ in kept} == {"mackerel", "angelfish", "sardine", "anchor", "buoy", "lure", "shell"}
    assert all(size == key[1][0] * key[1][1] * 4 for key, size in kept)
    parts = [(key, value, size) for key, (value, size) in sprites.CACHE._items.items()
             if key[0] == sprites.SPOTTED_PARTS]
    assert {key[2] for key, _, _ in parts} == {"goby", "pufferfish"}
    assert all(size == value.bytes() for _, value, size in parts)
    tinted = [(key, value, size) for key, (value, size) in sprites.CACHE._items.items()
              if key[0] == sprites.TINTED_PARTS]  # (the zeros' octopus: one a size)
    assert sorted((key[2], key[3]) for key, _, _ in tinted) == [("octopus", 0), ("octopus", 0)]
    assert all(size == value.bytes() for _, value, size in tinted)


def buoy_face_drawn_whole(size, code: str, label: str) -> pygame.Surface:
    """A buoy's face as ``scene_cards._buoy_face`` drew it before its band was kept: its slate blank drawn anew,
    its rows down to the band's edge line blitted."""
    def band_rows(size):
        lay = cards.card_layout(size)
        blank = cards.card_blank(size, band=scene_cards.BUOY_BAND, band_height=lay.band)
        rows = pygame.Surface(size, pygame.SRCALPHA)
        rows.blit(blank, (0, 0), pygame.Rect(0, 0, lay.w, lay.band + 1))
        return rows

    def card_drawn_whole(*args, drawn_fish=None, ground=None, **options):  # its blank and fish drawn anew too
        return colour_card(*args, **options)

    real, colour_card = scene_cards._buoy_band, art.colour_card
    try:
        scene_cards._buoy_band, art.colour_card = band_rows, card_drawn_whole
        surf = scene_cards._buoy_face(size, code, label)
    finally:
        scene_cards._buoy_band, art.colour_card = real, colour_card
    return surf


#: Sizes of a spotted fish: a 342 × 480 face's picture (k = 1.5), smaller faces', odd and flat ones, a speck.
SPOTTED_SIZES = ((282, 269), (188, 179), (93, 89), (77, 52), (131, 200), (400, 90), (12, 9), (28, 1))


@pytest.mark.parametrize("size", SPOTTED_SIZES)
@pytest.mark.parametrize("species", sorted(art.SPOTTED))
def test_a_spotted_fish_from_shared_parts_is_the_fish_drawn_whole(species, size):
    """Every value of a Fischen colour (and more), round and fat: the parts' picture with the blocks under its spots
    picked is the fish drawn whole; only a speck may draw it whole (a spot reaching out of the room)."""
    for options in ({}, {"inflated": True}, {"fat": 1.3}):
        parts = art.spotted_parts(size, species, (238, 200, 36), (119, 100, 18), **options)
        for variant in range(20):
            made = art.spotted_fish(parts, art.spots_of(size, species, variant=variant, **options))
            whole = art.fish_surface(size, species, (238, 200, 36), (119, 100, 18), variant=variant, **options)
            assert made is not None or size == (28, 1), (options, variant)
            assert made is None or pixels(made) == pixels(whole), (options, variant)


#: Sizes of an octopus: a 342 × 480 zero's picture (k = 1.5), smaller ones', odd and flat ones, a speck.
TINTED_SIZES = ((279, 269), (188, 179), (93, 89), (77, 52), (131, 200), (400, 90), (12, 9), (28, 1))


@pytest.mark.parametrize("size", TINTED_SIZES)
@pytest.mark.parametrize("species", sorted(art.TINTED))
def test_a_tinted_drawing_from_shared_parts_is_the_drawing_whole_in_every_colour(species, size):
    """Fischen's five zeros and its grey buoy, and the species' own colours: the parts drawn with one colour give
    every colour its picture drawn whole, and their own picture is the first colour's."""
    colours = [(art.TINTS[name].main, art.darken(art.TINTS[name].main, 0.5))
               for name in ("blue", "red", "green", "purple", "yellow", "grey")] + [art.SPECIES_COLOURS[species]]
    for variant in (0, 3, 7):
        parts, first = art.tinted_parts(size, species, *colours[0], variant=variant)
        assert pixels(first) == pixels(art.fish_surface(size, species, *colours[0], variant=variant)), variant
        for body, accent in colours:
            made = art.tinted_fish(parts, size, species, body, accent, variant=variant)
            assert pixels(made) == pixels(art.fish_surface(size, species, body, accent, variant=variant)), (
                variant, body)


def test_a_body_drawn_straight_on_the_clear_middle_layer_is_the_body_on_a_layer_of_its_own():
    """``Fish.body_fill`` draws on ``mid`` itself, which every builder fills with its body first: the pixels of a
    layer of its own blitted on the clear ``mid`` (a canvas of 3× pixels fewer)."""
    from fishgames.ui.art import fish

    straight = fish.Fish.body_fill

    def on_its_own_layer(self, body, decorate):
        mid, self.mid = self.mid, art.canvas(self.w, self.h)
        straight(self, body, decorate)
        mid.blit(self.mid, (0, 0))
        self.mid = mid

    filled = [s for s in art.SPECIES if s in ("mackerel", "sardine", "goby", "pufferfish", "flounder", "angelfish",
                                               "bannerfish")]
    drawn = {s: pixels(art.fish_surface((130, 80), s, variant=2)) for s in filled}
    try:
        fish.Fish.body_fill = on_its_own_layer
        assert {s: pixels(art.fish_surface((130, 80), s, variant=2)) for s in filled} == drawn
    finally:
        fish.Fish.body_fill = straight


@pytest.mark.parametrize("points", [
    [(20.4, 10.7), (80.2, 14.1), (70.9, 50.5), (30.3, 44.8)],  # inside the layer
    [(-12.5, 20.2), (60.6, -8.3), (130.1, 40.4), (50.7, 75.9)],  # out past every edge
])
def test_a_layer_clipped_to_a_shape_over_its_bounds_is_clipped_by_its_whole_silhouette(points):
    """``clip_to_shape`` (a fish's body) draws the silhouette only over the shape's bounds and fills around it."""
    layer = pygame.Surface((110, 64), pygame.SRCALPHA)
    pygame.draw.rect(layer, (200, 120, 40, 255), (0, 0, 110, 64), 6)  # paint outside the shape, to be clipped
    pygame.draw.circle(layer, (30, 90, 200, 120), (55, 32), 30)
    layer.fill((9, 8, 7, 0), (90, 50, 20, 14))  # colour under no alpha: kept as it is
    whole, bounded = layer.copy(), layer.copy()
    art.clip_to(whole, art.silhouette(points, whole.get_size()))
    art.draw.clip_to_shape(bounded, points, pygame.draw.polygon(layer.copy(), (1, 2, 3), points))
    assert pixels(bounded) == pixels(whole)
