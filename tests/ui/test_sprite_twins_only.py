"""Over a drawing scale of 1 the sprite cache keeps only the twins of the art kit's pictures: their logical pictures
are hollow (``fine.shrunk``), their logical pixels made when a plain surface asks (``fine.logical_pixels``).  The logical
copies were 30 % of the cache's bytes at 1920 × 1080 (Fischen: 11.6 MB beside 26.1 MB of twins), issue 33's
memory bound.  Counted in bytes, not in time."""

from __future__ import annotations

import pygame
import pytest

from fishgames.ui import art, fine, sprites
from tests.ui.driver import frames
from tests.ui.test_crisp import sharp_app

FACES = [("card", (96, 136), colour, value) for colour in ("blue", "red", "green") for value in (1, 4, 7)]
DIE = ("die", (48, 48), 6, 5)


@pytest.fixture
def at_one_and_a_half(fine_scale_restored):
    """The drawing scale of a 1920 × 1080 screen (fonts ready), the sprite cache emptied before and after."""
    sprites.CACHE.clear()
    fine.set_scale(1.5)
    yield
    fine.set_scale(1.0)
    sprites.CACHE.clear()


def _pixels(surface: pygame.Surface) -> int:
    """The bytes of pixels ``surface`` owns (a subsurface owns none)."""
    return 0 if surface.get_parent() is not None else surface.get_width() * surface.get_height() * surface.get_bytesize()


def test_the_cache_holds_the_twins_bytes_and_no_logical_copies(at_one_and_a_half):
    pictures = [sprites.spec_image(spec) for spec in [*FACES, DIE]]
    twins = [fine.twin(picture) for picture in pictures]
    assert all(twin is not None for twin in twins), "drawn without twins: nothing told"
    twin_bytes = sum(_pixels(twin) for twin in twins)
    logical_bytes = sum(_pixels(picture) for picture in pictures)
    assert logical_bytes == 0, f"{logical_bytes / 2**20:.2f} MB of logical copies kept beside their twins"
    assert sprites.CACHE.used == twin_bytes, (sprites.CACHE.used, twin_bytes)


def test_turned_and_faded_copies_hold_only_their_twins(at_one_and_a_half):
    spec = FACES[0]
    turned = sprites.spec_image(sprites.turned_spec(spec, angle=17, scale=1.1))
    faded = fine.faded(turned, 120)
    for copy in (turned, faded):
        assert fine.twin(copy) is not None
        assert _pixels(copy) == 0, f"a {copy.get_size()} logical copy kept beside its twin"


def test_the_budget_holds_the_pictures_it_held_with_their_logical_copies(at_one_and_a_half):
    """The cache's budget is its bytes times the twins' share (k² of 1 + k²): as many pictures as before."""
    cache = sprites.SurfaceCache(budget=3_000_000, turned_budget=1_000_000)
    for value in range(40):
        cache.put(("card", value), sprites.twinned(pygame.Surface((150, 210), pygame.SRCALPHA)))
    one = 150 * 210 * 4
    assert cache.used <= 3_000_000 * fine.kept_share()
    assert len(cache) == int(3_000_000 * fine.kept_share() // one)  # (one twin with its logical copy: 1 + 1 / k²)


def test_a_plain_surface_gets_the_logical_pixels_the_cache_kept_before(at_one_and_a_half):
    """``fine.logical_pixels`` makes what ``sprites.twinned`` kept: the twin made smaller; a plain surface's backdrop
    (``sprites.opaque``, the replay's logical pass) and a turned copy get those pixels."""
    kind, size, *params = FACES[4]
    kept_before = pygame.transform.smoothscale(art.colour_card(fine.size(size), *params), size)
    picture = sprites.image(kind, size, *params)
    assert pygame.image.tobytes(fine.logical_pixels(picture), "RGBA") == pygame.image.tobytes(kept_before, "RGBA")
    assert pygame.image.tobytes(sprites.opaque(FACES[4]), "RGB") == pygame.image.tobytes(
        _on_black(kept_before), "RGB")
    turned = sprites.transformed(sprites.spec_key(FACES[4]), picture, 30)
    assert pygame.image.tobytes(fine.logical_pixels(turned), "RGBA") == pygame.image.tobytes(
        pygame.transform.rotozoom(kept_before, 30, 1.0), "RGBA")


def _on_black(picture: pygame.Surface) -> pygame.Surface:
    surface = pygame.Surface(picture.get_size())
    surface.blit(picture, (0, 0))
    return surface


def test_the_replay_theatre_shows_no_hollow_pixels_at_1920(monkeypatch):
    """The theatre drew its table on a logical surface, every card's logical copy: at 1920 × 1080 it draws it at the
    screen's pixels.  The hollow pictures' logical pixels painted magenta (``fine.TRACE``): none reach the screen."""
    from fishgames.core import Match, Seat, registry
    from fishgames.ui import games
    from fishgames.ui.scene import Push
    from fishgames.ui.scenes.replay import ReplayScene

    spec = registry.get("gofish")
    match = Match(spec, spec.config(3), [Seat("bot", "easy", games.bot_name(i)) for i in range(3)], 11, level="easy")
    match.play_to_end()

    monkeypatch.setattr(fine, "TRACE", True)
    sprites.CACHE.clear()
    try:
        with sharp_app((1920, 1080)) as app:
            assert fine.k == 1.5
            scene = ReplayScene(app, match.record, None)
            scene.playing = False
            scene.position = scene.replay.stops[len(scene.replay.stops) // 2]
            scene.table = scene._table_at(scene.position)
            app.stack.apply(Push(scene))
            frames(app, 6)
            screen = pygame.display.get_surface()
            shown = pygame.transform.threshold(None, screen, (255, 0, 255), (30, 30, 30), set_behavior=0)
            assert shown == 0, f"{shown} magenta pixels: a plain surface read a hollow picture's logical pixels"
            assert sprites.CACHE.used > 0, "no art drawn: nothing told"
    finally:
        sprites.CACHE.clear()


def test_a_picture_from_an_earlier_scale_is_resampled_from_its_logical_pixels(at_one_and_a_half):
    """A new drawing scale forgets every twin, and art drawn at the old one is shown resampled until drawn anew
    (``sprites.rescaled``): from its real logical pixels, as when the cache kept them, not its hollow ones."""
    kind, size, *params = FACES[2]
    picture = sprites.image(kind, size, *params)
    kept_before = pygame.transform.smoothscale(fine.twin(picture), size)
    fine.set_scale(1.25)
    assert fine.twin(picture) is None
    shown = fine.physical(picture)
    assert pygame.image.tobytes(shown, "RGBA") == pygame.image.tobytes(
        pygame.transform.smoothscale(kept_before, fine.size(size)), "RGBA")
