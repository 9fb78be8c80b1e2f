"""A table's art is drawn before its first frame: while the set-up shows (``TableScene.art_specs``, drawn a
few milliseconds a frame by ``SetupScene.prepare_table_art``), so the first table frame only blits; and a
sprite drawn frame after frame builds no cache keys.  (Frame *times* are measured by ``tools/frames.py``,
never asserted here.)"""

from __future__ import annotations

import pygame
import pytest

from fishgames.ui import games, sprites
from fishgames.ui.scene import Push
from fishgames.ui.scenes.setup import SetupScene
from fishgames.ui.sprites import CardSprite
from tests.ui.driver import DT

GAMES = ("gofish", "fatfish", "fischen", "lure", "fugu")


@pytest.fixture(autouse=True)
def empty_art_cache():
    """Each test starts with no drawn art and leaves none behind (other tests count what gets drawn)."""
    sprites.CACHE.clear()
    yield
    sprites.CACHE.clear()


@pytest.mark.parametrize("game", GAMES)
def test_the_set_up_draws_the_tables_art_so_its_first_frame_draws_none(app, game, monkeypatch):
    setup = SetupScene(app, game)
    app.stack.apply(Push(setup))
    setup.set_players(setup.spec.max_players)
    specs = games.scene_class(game).art_specs(setup.spec.config(setup.players, **setup.options))
    assert len(specs) > 3  # at least the backdrop's pictures and the cards
    for _ in range(3000):  # a frame at a time, as a player looks at the set-up
        app.step(DT)
        if all(sprites.spec_key(spec) in sprites.CACHE for spec in specs):
            break
    assert all(sprites.spec_key(spec) in sprites.CACHE for spec in specs)

    real_put = sprites.CACHE.put
    drawn = []
    monkeypatch.setattr(sprites.CACHE, "put", lambda key, value: drawn.append(key) or real_put(key, value))
    monkeypatch.setattr(games, "random_seed", lambda: 4242)  # the same deal every run
    app.stack.apply(setup.start())
    app.step(DT)
    assert isinstance(app.stack.top, games.scene_class(game))
    # the table's first frame drew no picture; it may turn a drawn one (a card in flight at a few degrees)
    assert [key for key in drawn if key[0] != sprites.TURNED] == []


def test_prepare_goes_on_where_the_last_frame_stopped(app):
    todo = [("playing", (90, 126), rank, 1) for rank in ("A", "K", "Q")]
    assert not sprites.prepare(todo, budget=0.0)  # one card at least, then out of time
    assert [spec[2] for spec in todo] == ["K", "Q"]  # the drawn one left the list
    assert sprites.spec_key(("playing", (90, 126), "A", 1)) in sprites.CACHE
    assert sprites.prepare(todo, budget=1.0) and todo == []


def test_a_sprite_drawn_again_builds_no_cache_keys(app, monkeypatch):
    card = CardSprite(("playing", (90, 126), "Q", 2), ("back", (90, 126), (200, 80, 60)), (300, 300),
                      options={"four_colour": False})
    card.glow, card.lift = True, 0.5  # a raised, glowing card in hand: shadow, face and ring
    first = pygame.Surface((640, 480))
    card.draw(first)
    built = []
    real_key = sprites.key
    monkeypatch.setattr(sprites, "key", lambda *a, **k: built.append(a) or real_key(*a, **k))
    monkeypatch.setattr(sprites, "_freeze", lambda value: built.append(value) or value)
    for _ in range(3):
        surface = pygame.Surface((640, 480))
        card.draw(surface)
    assert built == []
    assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(first, "RGB")  # the same picture


def test_a_new_face_is_looked_up_again(app):
    """The remembered key follows the spec: a sprite given another face shows that face."""
    card = CardSprite(("playing", (90, 126), "Q", 2), None, (100, 100))
    queen = card.current()[1]
    card.front = card.image = ("playing", (90, 126), "K", 2)
    assert card.current()[1] is sprites.image("playing", (90, 126), "K", 2) is not queen


def test_a_cover_screen_lends_its_frames_to_the_art_of_the_table_below(app):
    from fishgames.games.fatfish.scene import FatFishTable
    from fishgames.ui.scenes.cover import CoverScene
    from tests.ui.driver import start_table, until

    table = start_table(app, "fatfish", FatFishTable, humans=2, players=3, settle=0)  # no set-up: all art to come
    until(app, lambda: isinstance(app.stack.top, CoverScene))
    assert table._warm  # the table's own frames have not drawn it all yet
    until(app, lambda: not table._warm)
    assert isinstance(app.stack.top, CoverScene)  # still covered: the cover's frames drew it
    assert all(sprites.spec_key(spec) in sprites.CACHE for spec in table.art_specs(table.match.config))
