"""Any screen, in the test process (dummy video driver): the canvas takes the window's aspect, the scenes lay out
on the stage centred on it, the sea reaches every edge, a pointer lands on what is drawn under it, and a
window the player resizes is laid out again live and remembered.  The real X window (no window manager,
matchbox) is ``tests/ui/test_real_window.py``."""

from __future__ import annotations

import pygame
import pytest

from fishgames.storage import Storage
from fishgames.ui import drive, theme
from fishgames.ui.display import STAGE, canvas_for, stage_rect

SCREENS = [(1280, 720), (1920, 1080), (1366, 768), (1280, 800), (800, 480), (1024, 600), (1024, 768),
           (2560, 1080), (720, 1280), (3840, 2160)]


@pytest.mark.parametrize("screen", SCREENS, ids=[f"{w}x{h}" for w, h in SCREENS])
def test_the_canvas_has_the_screens_aspect_and_holds_the_stage(screen):
    canvas = canvas_for(screen)
    assert canvas[0] >= STAGE[0] and canvas[1] >= STAGE[1]
    assert canvas[0] == STAGE[0] or canvas[1] == STAGE[1]  # the smallest such: one side is the stage's
    assert abs(canvas[0] / canvas[1] - screen[0] / screen[1]) < 0.5 / min(canvas)  # within rounding
    stage = stage_rect(canvas)
    assert pygame.Rect((0, 0), canvas).contains(stage)
    assert abs(stage.centerx - canvas[0] / 2) <= 1 and abs(stage.centery - canvas[1] / 2) <= 1


def edges_dark(surface: pygame.Surface) -> list[tuple[int, int]]:
    """Edge points that are black (a bar, never drawn) or the app's plain deep-sea fill of the margins a scene
    leaves unpainted (theme.DEEP): the top edge and the sides above the bottom tenth (a water gradient may end
    in DEEP at the very bottom)."""
    w, h = surface.get_size()
    points = [(x, 0) for x in range(0, w, 16)] + [(x, y) for y in range(0, h * 9 // 10, 16) for x in (0, w - 1)]
    return [p for p in points if sum(surface.get_at(p)[:3]) < 24 or tuple(surface.get_at(p)[:3]) == theme.DEEP]


@pytest.fixture
def app_at(tmp_path):
    made = []

    def make(window):
        from fishgames.ui.app import App

        app = App(windowed=True, storage=Storage(tmp_path / f"home{len(made)}"), bot_workers=False,
                  disk_thread=False, window=window)
        made.append(app)
        app.step()
        return app

    yield make
    for app in made:
        app.close()


def test_a_16_10_window_centres_the_stage_and_the_sea_fills_it(app_at):
    from fishgames.ui.scenes.menu import MenuScene
    from fishgames.ui.scenes.setup import SetupScene

    app = app_at((1280, 800))
    assert app.canvas == (1280, 800) and app.stage == pygame.Rect(0, 40, 1280, 720)
    assert app.screen.get_size() == (1280, 800)
    assert not edges_dark(app.screen), "the menu's sea does not reach the edges"
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    tile = menu.tiles["fischen"]
    # near the tile's bottom edge: drive posts it on the window 40 px lower than on the stage (a pointer the app
    # did not move onto the stage would land below the tile)
    drive.click(app, (tile.centerx, tile.bottom - 12))
    setup = app.stack.top
    assert isinstance(setup, SetupScene), "the click on the drawn tile did not open its set-up"
    assert not edges_dark(app.screen)
    start = setup.widgets["start"]
    assert app.stage.contains(start.rect), "the set-up's widgets are not on the stage"
    assert start.rect.y == 610 + app.stage.y
    drive.click(app, start)
    assert app.stack.top is not setup and hasattr(app.stack.top, "match"), "Start did not start the game"
    drive.frames(app, 3)
    assert not edges_dark(app.screen), "the table's backdrop does not reach the edges"


def test_a_resized_window_is_laid_out_again_and_remembered(app_at):
    app = app_at((1280, 720))
    assert app.canvas == (1280, 720) and app.screen is app.display.surface  # 16:9: as before, no copy
    menu = app.stack.top
    before = {key: button.rect.copy() for key, button in menu.buttons.items()}
    app.window_resized((800, 480))
    assert app.canvas == (1280, 768) and app.stage.topleft == (0, 24)
    assert app.settings.window_size == (800, 480)
    drive.frames(app, 1)
    moved = {key: button.rect for key, button in app.stack.top.buttons.items()}
    assert moved and all(moved[key] == before[key].move(0, 24) for key in before)
    assert not edges_dark(app.screen)
    app.window_resized((720, 1280))  # a portrait panel: the stage across its width, the sea above and below
    drive.frames(app, 1)
    assert app.canvas == (1280, 2276) and app.stage.y == (2276 - 720) // 2
    assert not edges_dark(app.screen)


def remember_a_window_of_1024_by_600(home) -> None:
    """A windowed start at ``home`` whose window the player made 1024 × 600, then closed (the size remembered)."""
    from fishgames.ui.app import App

    first = App(windowed=True, storage=Storage(home), bot_workers=False, disk_thread=False)
    first.step()
    first.window_resized((1024, 600))
    first.close()


def test_a_remembered_window_size_is_where_the_next_start_opens(tmp_path):
    from fishgames.ui.app import App

    remember_a_window_of_1024_by_600(tmp_path / "home")
    again = App(windowed=True, storage=Storage(tmp_path / "home"), bot_workers=False, disk_thread=False)
    try:
        assert again.settings.window_size == (1024, 600)
        assert again.display.window_size == (1024, 600) and again.canvas == canvas_for((1024, 600))
    finally:
        again.close()


@pytest.mark.parametrize("game", ["fischen", "fatfish", "lure", "fugu", "gofish"])
def test_the_water_beyond_the_stage_is_drawn_ahead_with_the_tables_art(app_at, game):
    """A 16:10 screen's table paints its water at the canvas's size in its first frame: the screens a table
    opens from draw it ahead with the table's art, so that frame finds it cached."""
    from fishgames.ui import games, sprites
    from fishgames.ui.art_ahead import ArtAhead, table_art

    app = app_at((1280, 800))
    spec = games.spec(game)
    config = spec.config(spec.max_players)
    scene = games.scene_class(game)
    assert table_art([(game, config)], (1280, 720)) == table_art([(game, config)])  # 16:9: nothing more
    ahead = ArtAhead(app.ui)
    ahead.aim([(game, config)])
    while not ahead.step(1.0):
        pass
    water = scene.margin_specs(app.canvas)
    assert water and water[0][1] == (1280, 800)
    assert sprites.CACHE.find(sprites.spec_key(water[0])) is not None, "the canvas-sized water was not drawn ahead"


def test_a_kiosk_start_is_not_the_size_of_a_window_remembered_from_the_desktop(tmp_path):
    """A window once sized on the desktop (remembered) does not shrink a later kiosk start: the kiosk is the
    screen's size (with no window manager a remembered 1024 × 600 window left a 720 × 1280 panel black below it).
    Under the dummy driver there is no desktop, so the kiosk takes the stage's size."""
    from fishgames.ui.app import App

    remember_a_window_of_1024_by_600(tmp_path / "home")
    kiosk = App(kiosk=True, storage=Storage(tmp_path / "home"), bot_workers=False, disk_thread=False)
    try:
        assert kiosk.settings.window_size == (1024, 600)  # still remembered for the next windowed start
        assert kiosk.display.window_size == (1280, 720)
    finally:
        kiosk.close()


def test_the_menu_under_a_game_draws_its_art_when_it_shows_again(app_at):
    """A window turned upright during a game lays the hidden menu out again without drawing its sea and tiles
    anew for the new screen (a second of each resize, for a menu nobody sees); back on the menu, they are all
    there before its first frame."""
    from fishgames.games.gofish.scene import GoFishTable
    from fishgames.ui import sprites
    from fishgames.ui.art import GAME_ACCENTS
    from fishgames.ui.scene import Pop
    from tests.ui.driver import start_table

    app = app_at((1280, 720))
    menu = app.stack.top
    start_table(app, "gofish", GoFishTable)
    app.window_resized((720, 1280))
    drive.frames(app, 1)
    assert app.canvas == (1280, 2276)
    names = [name for name in menu.tiles if name in GAME_ACCENTS]  # the others' tiles are plain
    tile = (menu.tiles[names[0]].w - 16, menu.art_h - 12)

    def ready() -> list[str]:
        keys = {name: sprites.key("tile", tile, name) for name in names}
        keys["sea"] = sprites.key("title", app.canvas)
        return sorted(what for what, key in keys.items() if key in sprites.CACHE)

    assert ready() == [], "the covered menu drew its art for the new screen"
    app.stack.apply(Pop())
    assert app.stack.top is menu
    assert ready() == sorted(["sea", *names]), "the menu shows again without its art drawn for this screen"
