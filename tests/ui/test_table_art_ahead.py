"""A table's art is drawn before its first frame: while the set-up shows (``TableScene.art_specs``, drawn a
few milliseconds a frame by ``SetupScene.prepare_table_art``), and while the other screens a table opens from
show (``ui.art_ahead``: the menu for Continue, the code picker, the replay list), so the first table frame only
blits; and a sprite drawn frame after frame builds no cache keys.  (Frame *times* are measured by ``tools/frames.py``,
never asserted here.)"""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from fishgames.core import Seat
from fishgames.ui import games, sprites, widgets
from fishgames.ui.scene import Push
from fishgames.ui.scenes.setup import SetupScene
from fishgames.ui.sprites import CardSprite
from tests.ui.driver import DT

pytestmark = pytest.mark.usefixtures("glows_as_in_the_app")  # (its checks look into the ring cache)

GAMES = ("gofish", "fatfish", "fischen", "lure", "fugu")


@pytest.fixture(scope="module")
def menu_art_files(tmp_path_factory):
    """The menu's pictures (its sea and game tiles) as an app keeps them on disk (``ui/art_cache.py``), made once
    for the module by an app started in a home of its own, with a new process's empty art cache: an earlier test
    of this process that showed the menu at this size left its pictures in the shared one (``art_kept_across_tests``),
    and an app that finds them there draws none and keeps none on disk (the error seen under xdist)."""
    from fishgames.ui.app import App

    home = tmp_path_factory.mktemp("menu-art")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("FISHGAMES_HOME", str(home))
        patch.setattr(sprites, "CACHE", sprites.SurfaceCache())
        app = App(windowed=True, bot_workers=False, disk_thread=False)
        app.disk.wait_idle()
        app.close()
    files = sorted((home / "cache").rglob("*"))
    assert any(path.is_file() for path in files), "the menu kept no picture on disk"
    return home / "cache"


@pytest.fixture(autouse=True)
def menu_art_on_disk(fishgames_home, menu_art_files):
    """Each test's home holds the menu's pictures on disk, as after a first start: every app here opens on its
    menu, which would otherwise draw its sea and tiles again (a third of this module's time) — art no check here
    counts (they count the tables' art, drawn ahead of their first frames)."""
    import os
    import shutil

    shutil.copytree(menu_art_files, os.path.join(os.environ["FISHGAMES_HOME"], "cache"), dirs_exist_ok=True)


@pytest.fixture(autouse=True)
def empty_art_cache():
    """Each test starts with no drawn art and leaves none behind (other tests count what gets drawn); the
    blurred glows too, which ``widgets.draw_glow`` keeps in a cache of its own."""
    sprites.CACHE.clear()
    widgets._glow_ring.cache_clear()
    yield
    sprites.CACHE.clear()
    widgets._glow_ring.cache_clear()


@pytest.mark.parametrize("game", GAMES)
def test_the_set_up_draws_the_tables_art_so_its_first_frame_draws_none(app, game, monkeypatch):
    """Its pictures, its glows and its menu button's pictures (the shape cache a new run's)."""
    from fishgames.ui.gui_theme import ShapeCache

    app.ui.get_theme().shape_cache = ShapeCache()  # a new run's: the suite shares one per process
    setup = SetupScene(app, game)
    app.stack.apply(Push(setup))
    setup.set_players(setup.spec.max_players)
    specs = games.scene_class(game).art_specs(setup.spec.config(setup.players, **setup.options))
    assert len(specs) > 3  # at least the backdrop's pictures and the cards
    for _ in range(3000):  # a frame at a time, as a player looks at the set-up
        app.step(DT)
        if setup.art_ahead.done:
            break
    assert all(sprites.spec_key(spec) in sprites.CACHE for spec in specs)
    shapes = shapes_drawn(monkeypatch)

    real_put = sprites.CACHE.put
    drawn = []
    monkeypatch.setattr(sprites.CACHE, "put", lambda key, value: drawn.append(key) or real_put(key, value))
    monkeypatch.setattr(games, "random_seed", lambda: 4242)  # the same deal every run
    blurred = widgets._glow_ring.cache_info().misses
    app.stack.apply(setup.start())
    app.step(DT)
    assert isinstance(app.stack.top, games.scene_class(game))
    # the table's first frame drew no picture; it may turn a drawn one (a card in flight at a few degrees)
    assert [key for key in drawn if key[0] != sprites.TURNED] == []
    assert widgets._glow_ring.cache_info().misses == blurred, "the first frame blurred a glow (~3-5 ms each)"
    assert shapes == [], "the first frame drew its menu button"


def drawn_pictures(monkeypatch) -> list:
    """The keys of the pictures drawn from now on (a turned copy of a drawn one is no new picture: a card in
    flight at a few degrees)."""
    real_put = sprites.CACHE.put
    drawn: list = []
    monkeypatch.setattr(sprites.CACHE, "put", lambda key, value: drawn.append(key) or real_put(key, value))
    return drawn


def show_until_drawn(app, specs, limit: int = 600) -> None:
    """Frames, as a player looks at the screen, until every one of ``specs`` is drawn (at most ``limit``)."""
    assert len(specs) > 3
    for _ in range(limit):
        if all(sprites.spec_key(spec) in sprites.CACHE for spec in specs):
            return
        app.step(DT)


def new_pictures(drawn: list) -> list:
    return [key for key in drawn if key[0] != sprites.TURNED]


def test_the_menu_draws_the_saved_tables_art_so_continue_draws_none(app, monkeypatch):
    from fishgames.games.fatfish.scene import FatFishTable
    from fishgames.ui.scene import Reset
    from fishgames.ui.scenes.menu import MenuScene
    from tests.ui.driver import start_table

    table = start_table(app, "fatfish", FatFishTable, players=5, settle=0)
    table.match.resolve_chance()  # the deal autosaves
    app.disk.wait_idle()
    sprites.CACHE.clear()  # a new run: nothing drawn yet
    menu = MenuScene(app)
    app.stack.apply(Reset(menu))
    assert menu.continue_game == "fatfish"
    show_until_drawn(app, FatFishTable.art_specs(table.match.config))
    drawn = drawn_pictures(monkeypatch)
    app.stack.apply(menu.resume_game("fatfish"))
    app.step(DT)
    assert isinstance(app.stack.top, FatFishTable) and app.stack.top.match.config.players == 5
    assert new_pictures(drawn) == []


def test_the_code_picker_draws_the_codes_table_so_playing_it_draws_none(app, monkeypatch):
    from fishgames.core import GameCode
    from fishgames.games.lure.scene import LureTable
    from fishgames.ui.scenes.codepicker import CodePickerScene

    setup = SetupScene(app, "lure")
    app.stack.apply(Push(setup))
    setup.set_players(2)
    app.stack.apply(Push(CodePickerScene(app, "lure", players=2, play=setup.play_code, options=setup.options)))
    picker = app.stack.top
    sprites.CACHE.clear()  # none of the set-up's art: only what the picker draws counts
    picker.show_code(GameCode.parse("4S-00A1", game="lure"))  # four players: art of its own (a plate a seat)
    show_until_drawn(app, LureTable.art_specs(setup.spec.config(4, **setup.options)))
    drawn = drawn_pictures(monkeypatch)
    app.stack.apply(picker.confirm())
    app.step(DT)
    assert isinstance(app.stack.top, LureTable) and app.stack.top.match.config.players == 4
    assert new_pictures(drawn) == []


def test_the_replay_list_draws_its_games_tables_so_watching_one_draws_none(app, monkeypatch):
    from fishgames.games.gofish.scene import GoFishTable
    from fishgames.ui.scenes.game_list import GameListScene
    from fishgames.ui.scenes.replay import ReplayScene
    from tests.replay.helpers import finished_record
    from tests.ui.driver import click, until

    record = finished_record("gofish", players=3)
    app.storage.record_game("gofish", str(record.code), record.seats, [3, 2, 1], [0], record=record.to_json(),
                            finished_at="2026-12-01T10:00:00+01:00")
    scene = GameListScene(app, "gofish")
    app.stack.apply(Push(scene))
    until(app, lambda: scene.rows is not None)
    show_until_drawn(app, GoFishTable.art_specs(record.config))
    drawn = drawn_pictures(monkeypatch)
    click(app, scene.widgets[("watch", 1)])
    until(app, lambda: isinstance(app.stack.top, ReplayScene))  # the record comes from the disk worker; the
    # frame that put the theatre up drew it
    assert new_pictures(drawn) == []


def shapes_drawn(monkeypatch) -> list:
    """The sizes of the rounded button pictures (the theme's buttons) pygame-gui draws from now on (a picture
    found in the shape cache is not drawn)."""
    from pygame_gui.core.drawable_shapes import RoundedRectangleShape

    drawn: list = []
    real = RoundedRectangleShape.clear_and_create_shape_surface

    def spy(shape, *args, **kwargs):
        drawn.append(tuple(shape.containing_rect.size))
        return real(shape, *args, **kwargs)

    monkeypatch.setattr(RoundedRectangleShape, "clear_and_create_shape_surface", spy)
    return drawn


def test_the_replay_list_draws_the_theatres_buttons_so_watching_draws_none(app, monkeypatch):
    """The theatre's bar (and its table's hidden menu button) are made in its first frame; their pictures
    were drawn while the list showed, one kind a frame, so that frame and the next draw none."""
    from fishgames.ui.gui_theme import ShapeCache
    from fishgames.ui.scenes.game_list import GameListScene
    from fishgames.ui.scenes.replay import ReplayScene
    from fishgames.ui.scenes.replay_bar import theatre_shapes
    from tests.replay.helpers import finished_record
    from tests.ui.driver import click, frames, until

    app.ui.get_theme().shape_cache = ShapeCache()  # a new run's: the suite shares one per process
    record = finished_record("fugu", players=2)
    app.storage.record_game("fugu", str(record.code), record.seats, [3, 2], [0], record=record.to_json(),
                            finished_at="2026-12-01T10:00:00+01:00")
    drawn = shapes_drawn(monkeypatch)
    scene = GameListScene(app, "fugu")
    app.stack.apply(Push(scene))
    until(app, lambda: scene.rows is not None)
    until(app, lambda: scene.art_ahead.done)
    shapes = {size for size, _, _ in theatre_shapes(app.size)}
    assert shapes <= set(drawn), "the list drew the theatre's buttons ahead"
    drawn.clear()
    click(app, scene.widgets[("watch", 1)])
    until(app, lambda: isinstance(app.stack.top, ReplayScene))
    frames(app, 8)  # pygame-gui draws a new button's other states in the frames after it is made
    assert drawn == []


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


@pytest.mark.parametrize("game", GAMES)
def test_a_table_opened_cold_draws_its_art_ahead_from_its_second_frame_on(app, game):
    """The first frame paints the backdrop and every panel for the first time; a card face drawn ahead on top
    of that (5-20 ms) would be the slowest frame of the table.  From the second frame the rest follows."""
    scene = games.start_scene(app, game, [Seat("human", None, "Ana")] + [
        Seat("bot", "easy", games.bot_name(i)) for i in (1, 2)], seed=4242, level="easy")
    app.stack.apply(Push(scene))
    waiting = list(scene._warm)
    assert len(waiting) > 3
    app.step(DT)
    after_one = Counter(map(repr, scene._warm))
    assert not Counter(map(repr, waiting)) - after_one  # none drawn (Go Fish puts the dealt hand first again)
    app.step(DT)
    assert Counter(map(repr, scene._warm)) < after_one


def test_a_damaged_saves_config_never_sizes_the_menus_art(tmp_path):
    """The menu reads the saved games' configs to draw their tables' art ahead; a count no game has (or an
    option it does not know) leaves that save out, so a damaged file cannot make the art run away."""
    import json

    from fishgames.storage import Storage
    from fishgames.ui.art_ahead import saved_tables

    storage = Storage(tmp_path / "home")
    saves = {"lure": {"players": 10**9, "options": {}}, "fugu": {"players": 2, "options": {"turbo": True}},
             "gofish": {"players": 3, "options": {}}}
    for game, config in saves.items():
        path = storage.autosave_path(game)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({"game": game, "config": config}), encoding="utf-8")
    tables = saved_tables(storage, list(saves))
    assert [(game, config.players) for game, config in tables] == [("gofish", 3)]


def test_go_fish_opened_cold_draws_the_faces_while_the_deal_flies_your_hand_first(monkeypatch):
    """A code at start-up has no screen before the table to draw ahead in: entering draws what the first
    frames show but no face; the faces follow a few a frame, your dealt hand's first (they flip as they land),
    and all are drawn before the deal has landed, so no flight has to draw one."""
    from fishgames.core import GameCode
    from fishgames.games.gofish.look import face
    from fishgames.games.gofish.rules import DECK
    from fishgames.games.gofish.scene import GoFishTable
    from tests.ui.driver import running_app

    faces = {sprites.spec_key(face(card)) for card in range(DECK)}
    drawn: list[tuple[tuple, bool]] = []  # (key, drawn ahead?) of each face drawn
    ahead = [False]
    real_put, real_render_ahead = sprites.CACHE.put, sprites._render_ahead

    def put(key, value):
        if key in faces:
            drawn.append((key, ahead[0]))
        return real_put(key, value)

    def render_ahead(specs, budget):
        ahead[0] = True
        try:
            return real_render_ahead(specs, budget)
        finally:
            ahead[0] = False

    with running_app(speed="normal") as app:
        sprites.CACHE.clear()
        monkeypatch.setattr(sprites.CACHE, "put", put)
        monkeypatch.setattr(sprites, "_render_ahead", render_ahead)
        app.open_start(code=GameCode.parse("4S-1K3F", game="gofish"))
        table = app.stack.top
        assert isinstance(table, GoFishTable) and drawn == []  # entering drew no face
        frames = 0
        while len(drawn) < DECK:
            app.step(DT)
            frames += 1
            assert not table.animator.idle, f"the deal landed with faces still to draw (after {frames} frames)"
        assert all(ahead for _, ahead in drawn), "a flight drew a face"  # yours flip as they land
        assert frames > 1  # a few a frame, not all in one


def test_a_backdrop_is_converted_only_when_not_in_the_windows_format(app):
    """A table's backdrop is blitted whole every frame, so it is kept in the window's pixel format; one that
    already is in it is not copied again (that copy was 2-3 ms of every table's first frame)."""
    def window_format(surface):
        return surface.get_bitsize(), surface.get_masks()

    plain = pygame.Surface(app.size)
    assert sprites.for_display(plain) is plain
    other = pygame.Surface((8, 8), depth=24)
    assert window_format(other) != window_format(app.screen)
    converted = sprites.for_display(other)
    assert converted is not other and window_format(converted) == window_format(app.screen)
    from tests.ui.driver import start_table

    for game in GAMES:
        spec = games.spec(game)
        table = start_table(app, game, games.scene_class(game), players=spec.min_players, settle=1)
        assert window_format(table.draw_backdrop()) == window_format(app.screen), game


@pytest.mark.parametrize("humans", [0, 1])
def test_the_set_up_draws_lures_tokens_so_the_first_draws_fly_without_drawing_one(app, monkeypatch, humans):
    """The first frame at Lure flies the first lures from the supply (backs to the computers, a human's own
    face up): their tokens (a fish on the back, ~7 ms at 1920 × 1080) were drawn in it."""
    from fishgames.games.lure import scene_art
    from fishgames.games.lure.scene import LureTable

    scene_art._token_at.cache_clear()
    setup = SetupScene(app, "lure")
    app.stack.apply(Push(setup))
    setup.set_players(setup.spec.max_players)
    for index in range(humans, len(setup.seats)):  # the rest computers
        while setup.seats[index]["kind"] != "bot" or index in setup.phones:
            setup.toggle_kind(index)
    for _ in range(3000):
        app.step(DT)
        if setup.art_ahead.done:
            break
    drawn = []
    real = scene_art._token
    monkeypatch.setattr(scene_art, "_token", lambda code, size: drawn.append((code, size)) or real(code, size))
    monkeypatch.setattr(games, "random_seed", lambda: 4242)
    app.stack.apply(setup.start())
    for _ in range(3):
        app.step(DT)
    assert isinstance(app.stack.top, LureTable)
    assert drawn == []


def test_lures_art_ahead_has_the_trays_d12_and_d20_tumbles_at_every_die_size(app, monkeypatch):
    """A tray of many casts shows smaller dice (``scene_layout.TRAY_DIE``); a d20 tumbling there was drawn mid-game
    (six turned faces: 8 ms of a busy frame at 1920 × 1080, issue 29).  The seat-coloured d6s at those sizes are
    left to the frame (about 1 ms each; drawing them all ahead is megabytes more)."""
    from fishgames.games.lure import scene_art, scene_layout
    from fishgames.games.lure.data import D12, D20
    from fishgames.games.lure.scene import LureTable

    sprites.prewarm(LureTable.art_specs(games.spec("lure").config(5)))
    drawn = []
    real = sprites.RENDERERS["tumble_all"]
    monkeypatch.setitem(sprites.RENDERERS, "tumble_all", lambda *args: drawn.append(args) or real(*args))
    for size in scene_layout.TRAY_DIE:
        for sides in (D12, D20):
            for frame in range(sprites.TUMBLE_FRAMES):
                scene_art.image(scene_art.tumble_spec(sides, frame, size, None))
    assert drawn == []


def test_lures_art_ahead_has_the_score_piles_card_back(app, monkeypatch):
    """A plate's score pile shows a small stack of card backs once it holds a fish: that back was drawn mid-game
    (6 ms of one busy frame at 1920 × 1080, issue 29); the table's art drawn ahead has it."""
    from fishgames.games.lure import scene_art
    from fishgames.games.lure.scene import LureTable

    sprites.CACHE.clear()  # only what the table's art drawn ahead holds
    sprites.prewarm(LureTable.art_specs(games.spec("lure").config(5)))
    scene_art._pile_icon_at.cache_clear()
    drawn = []
    real = sprites.RENDERERS["back"]
    monkeypatch.setitem(sprites.RENDERERS, "back", lambda *args: drawn.append(args) or real(*args))
    for fish in (1, 2, 5):
        scene_art.pile_icon(scene_art.PILE_ICON, fish)
    assert drawn == []
