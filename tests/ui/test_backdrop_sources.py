"""The pictures a table's backdrop is painted from (its water, its table top) are the first the sprite cache
forgets once the backdrop is painted: the backdrop holds them painted in, while the cards drawn ahead are still
to be shown.  At 1920 × 1080 the cache's budget (twins counted) did not hold Fischen's or Fugu's deck, water and
turned copies together, and it forgot faces drawn ahead and drew them again mid-game, 8-11 ms a frame
(``sprites.backdrop_sources``, issue 29).  Frame *times* are measured by ``tools/frames.py``, never asserted here."""

from __future__ import annotations

import pytest

from fishgames.ui import sprites
from fishgames.ui.scene import Push
from tests.ui.driver import DT

#: No check here reads an App's pixels: its frames are drawn unpainted (all the drawing code runs, no blit lands).
pytestmark = pytest.mark.usefixtures("every_app_unpainted")

TABLE_TOP = ("table", (200, 120), "sand", 1)
DICE = [("die", (40, 40), 6, value) for value in range(1, 7)]


@pytest.fixture
def small_cache(monkeypatch):
    cache = sprites.SurfaceCache()
    monkeypatch.setattr(sprites, "CACHE", cache)
    return cache


def test_a_backdrops_source_goes_before_the_art_drawn_ahead_of_it(small_cache):
    sprites.prewarm(DICE[:3])  # drawn ahead (the set-up), not shown yet
    with sprites.backdrop_sources():
        sprites.spec_image(TABLE_TOP)  # the backdrop painted from it
    small_cache.budget = small_cache.used  # full: the next picture forgets one
    sprites.prewarm(DICE[3:4])
    assert sprites.spec_key(TABLE_TOP) not in small_cache
    assert all(sprites.spec_key(spec) in small_cache for spec in DICE[:4])


def test_a_backdrops_source_looked_up_again_is_kept_as_usual(small_cache):
    """Forgotten first only while nothing else asks for it: a picture also blitted in frames stays."""
    sprites.prewarm(DICE[:3])
    with sprites.backdrop_sources():
        sprites.spec_image(TABLE_TOP)
    sprites.spec_image(TABLE_TOP)  # a frame blits it
    small_cache.budget = small_cache.used
    sprites.prewarm(DICE[3:4])
    assert sprites.spec_key(TABLE_TOP) in small_cache
    assert sprites.spec_key(DICE[0]) not in small_cache  # the least recently used, as always


def test_only_the_backdrop_kinds_are_put_first(small_cache):
    """A card back or a shadow a backdrop also shows may be drawn in frames from composed pictures (not looked
    up every frame): only the water and the table tops, which nothing but backdrops paint, go first."""
    with sprites.backdrop_sources():
        sprites.prewarm(DICE[:1])
        sprites.spec_image(TABLE_TOP)
    sprites.prewarm(DICE[1:3])
    assert next(iter(small_cache._items)) == sprites.spec_key(TABLE_TOP)
    assert list(small_cache._items)[1] == sprites.spec_key(DICE[0])


@pytest.mark.parametrize("game", ["fischen", "fugu"])
def test_a_tables_water_is_forgotten_before_its_cards(app, game):
    """A table drawn once: its water and table top are the first the full cache lets go, not its faces."""
    from fishgames.ui import games
    from tests.ui.driver import start_table

    sprites.CACHE.clear()
    table = start_table(app, game, games.scene_class(game), humans=0, players=4, settle=0)
    app.step(DT)  # the first frame paints the backdrop
    faces = [key for key in sprites.CACHE._items if key[0] not in sprites.BACKDROP_KINDS and key[0] != sprites.TURNED]
    sources = [key for key in sprites.CACHE._items if key[0] in sprites.BACKDROP_KINDS]
    assert sources and len(faces) > 10
    budget = sprites.CACHE.budget
    try:
        sprites.CACHE.budget = sprites.CACHE.used - 1  # full: the next picture makes room
        sprites.prewarm(DICE[:1])
        assert sprites.spec_key(table.water) not in sprites.CACHE
        assert all(key in sprites.CACHE for key in faces)
    finally:
        sprites.CACHE.budget = budget
        sprites.CACHE.clear()


def test_play_again_finds_the_water_drawn_again_while_the_results_show(app, monkeypatch):
    """The finished table's water may have gone (above); the results draw the next game's art ahead, as the set-up
    does, so Play again's first frames draw no picture (a screenful of water is 35-47 ms at 1920 × 1080)."""
    from fishgames.games.fischen.scene import FischenTable
    from fishgames.ui import drive
    from fishgames.ui.scenes.results import ResultsScene
    from tests.ui.driver import start_table

    sprites.CACHE.clear()
    table = start_table(app, "fischen", FischenTable, humans=0, players=4, settle=0)
    app.step(DT)
    gone = [key for key in sprites.CACHE._items if key[0] in sprites.BACKDROP_KINDS]
    assert gone
    for key in gone:  # as a full cache forgets them first
        sprites.CACHE._forget(key)
    results = ResultsScene(app, table, {"scores": [3, 2, 1, 0], "winners": [0]})
    app.stack.apply(Push(results))
    for _ in range(3000):  # the faces the finished table had not drawn yet too, a few a frame
        app.step(DT)
        if results.art_ahead.done:
            break
    assert results.art_ahead.done and all(key in sprites.CACHE for key in gone)
    real_put = sprites.CACHE.put
    drawn: list = []
    monkeypatch.setattr(sprites.CACHE, "put", lambda key, value: drawn.append(key) or real_put(key, value))
    monkeypatch.setattr(sprites.CACHE, "put", lambda key, value: drawn.append(key) or real_put(key, value))
    drive.click(app, results.widgets["again"], n=3)
    assert isinstance(app.stack.top, FischenTable) and app.stack.top is not table
    table_art = {sprites.spec_key(spec) for spec in FischenTable.art_specs(table.match.config)}
    assert [key for key in drawn if key in table_art] == []


def test_the_shells_sea_is_the_first_to_go_too(small_cache):
    """The set-up's (and the other shell screens') sea is painted once into its backdrop (``common.backdrop``)."""
    from fishgames.ui.scenes import common

    common._backdrop.cache_clear()
    sprites.prewarm(DICE[:2])
    common.backdrop((320, 180), 5)
    assert next(iter(small_cache._items))[:3] == ("underwater", (5,), (320, 180))
    common._backdrop.cache_clear()


def test_a_full_cache_keeps_the_water_the_set_up_drew_for_the_first_frame(app, monkeypatch):
    """Fugu's art drawn ahead nearly fills the budget at 1920 × 1080 (41.8 of 42.2 MB), and the set-up's own sea was
    younger than the table's water drawn ahead before it: the full cache let the table's water go, and the first
    frame drew it again (~60 ms of CPU at 1920 × 1080).  Here at the design size, the budget set just above the
    table's art."""
    from fishgames.games.fugu.scene import FuguTable
    from fishgames.ui.scenes import common
    from fishgames.ui.scenes.setup import SetupScene

    setup = SetupScene(app, "fugu")
    setup.set_players(setup.spec.max_players)
    specs = FuguTable.art_specs(setup.spec.config(setup.players, **setup.options))
    sprites.CACHE.clear()
    sprites.prewarm(specs)
    art_bytes = sprites.CACHE.used
    sprites.CACHE.clear()
    common._backdrop.cache_clear()
    monkeypatch.setattr(sprites.CACHE, "budget", art_bytes + 2**20)
    app.stack.apply(Push(setup))
    for _ in range(3000):
        app.step(DT)
        if setup.art_ahead.done:
            break
    real_put = sprites.CACHE.put
    drawn: list = []
    monkeypatch.setattr(sprites.CACHE, "put", lambda key, value: drawn.append(key) or real_put(key, value))
    app.stack.apply(setup.start())
    app.step(DT)
    assert isinstance(app.stack.top, FuguTable)
    assert [key for key in drawn if key[0] in sprites.BACKDROP_KINDS] == []
