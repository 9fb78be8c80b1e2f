"""Crisp on a screen smaller than the stage too: a 800 × 480 panel and the upright 720 × 1280 one are drawn at
their own pixels (a drawing scale under 1), so text is type hinted at the screen's size.  The 1280 × 720 picture
made smaller by SDL blurred it: at 12 px the dot of an "i" ran into its stem ("Trlck", "Pro tlp", "You wlll
need"), seen in a real window.  Art (cards, fish) is drawn logical and made smaller once, as before."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.gofish.scene import GoFishTable
from fishgames.ui import fine, sprites, theme
from fishgames.ui.app import App
from fishgames.ui.canvas import to_pixels
from tests.ui.driver import start_table
from tests.ui.test_crisp import grey_levels, inked

MESSAGE = "Crisp type: Trick, tip, will, ÄÖÜ 0123"
SCREENS = {(800, 480): 0.625, (720, 1280): 0.5625, (1024, 600): 819 / 1024}


@pytest.mark.parametrize("window", list(SCREENS), ids=lambda w: f"{w[0]}x{w[1]}")
def test_a_small_screen_is_drawn_at_its_own_pixels_with_type_hinted_for_them(window):
    app = App(windowed=True, window=window, sharp=True, bot_workers=False, disk_thread=False)
    try:
        app.update_settings(animation_speed="instant")
        start_table(app, "gofish", GoFishTable, humans=1, players=4)
        app.toasts[:] = [(MESSAGE, app.now() + 60)]  # the app's message line, over the table
        app.draw()
        k = SCREENS[window]
        assert fine.k == pytest.approx(k)
        pixels = app.screen.pixels.get_size()
        assert pixels == window  # a plain window: shown as drawn, nothing resampled

        size = max(theme.SMALL, theme.text_floor)  # the floor a small screen's text is grown to
        label = theme.text(MESSAGE, theme.SMALL, theme.INK, bold=True)
        box = pygame.Rect(0, 12, label.get_width() + 32, label.get_height() + 16)
        box.centerx = app.canvas[0] // 2
        drawn = app.screen.pixels.subsurface(to_pixels(box.inflate(-20, -10), k))
        direct = theme.font_at(fine.px(size), True).render(MESSAGE, True, theme.INK)  # pygame's own, hinted
        paper = pygame.Surface(direct.get_rect().inflate(8, 8).size)
        paper.fill(theme.GLOW)
        paper.blit(direct, (4, 4))
        assert inked(drawn, theme.GLOW) == inked(paper, theme.GLOW)  # the very same pixels

        made_smaller = pygame.Surface(label.get_rect().inflate(8, 8).size)  # the old way: floor-sized type, resampled
        made_smaller.fill(theme.GLOW)
        made_smaller.blit(label, (4, 4))
        made_smaller = pygame.transform.smoothscale(made_smaller, to_pixels(made_smaller.get_rect(), k).size)
        assert grey_levels(made_smaller, theme.GLOW, theme.INK) > 1.3 * grey_levels(paper, theme.GLOW, theme.INK)

        art = sprites.image("card_dim", (80, 112))  # art: drawn logical, made smaller once when shown
        assert art.get_size() == (80, 112) and fine.twin(art) is None
        assert fine.physical(art).get_size() == fine.size((80, 112))
    finally:
        app.close()


def test_a_cache_holds_as_many_pictures_on_a_small_screen_as_on_the_stage(fine_scale_restored):
    """Under 1 a label is held with its twin (k² of it): the byte budgets grow by as much (``fine.room``), or a
    frame's texts no longer fit the text cache and are drawn again frame after frame."""
    from fishgames.ui import legibility

    fine.set_scale(0.625)
    legibility.forget_drawn_text(art=False)
    try:
        label = theme.text("Anna lays blue 4 on row 2.", theme.SMALL, theme.CREAM)
        logical = label.get_width() * label.get_height() * label.get_bytesize()
        assert fine.held_bytes(label) / fine.room() <= 1.1 * logical
    finally:
        fine.set_scale(1.0)
        legibility.forget_drawn_text(art=False)


@pytest.mark.parametrize("game", ["fischen", "gofish"])
def test_a_small_screen_gets_its_backdrops_made_smaller_ahead_not_its_cards(game):
    """Under 1 the art kit's pictures are drawn logical and made smaller when first shown: for the water at the
    canvas's size and a table's felt that was 5-15 ms of smoothscale in the table's first frame (issue 29: ≤ 50 ms),
    so the set-up's art ahead makes those smaller too (``sprites.shrunk_ahead``) — and only those: a deck's faces
    are not shown at once, and their smaller copies would only be memory."""
    from fishgames.ui import games
    from fishgames.ui.art_ahead import ArtAhead, table_art

    app = App(windowed=True, window=(800, 480), sharp=True, bot_workers=False, disk_thread=False)
    try:
        assert fine.k == pytest.approx(0.625)
        spec = games.spec(game)
        config = spec.config(spec.max_players)
        water = games.scene_class(game).margin_specs(app.canvas)
        assert water and table_art([(game, config)], app.canvas)[0] == water[0]  # drawn first: the frame paints it all
        ahead = ArtAhead(app.ui)
        ahead.aim([(game, config)])
        while not ahead.step(1.0):
            pass
        specs = games.scene_class(game).margin_specs(app.canvas) + games.scene_class(game).art_specs(config)
        big = [s for s in specs if s[0] != sprites.TURNED and s[1][0] * s[1][1] >= sprites.BACKDROP_PIXELS]
        small = [s for s in specs if s[0] != sprites.TURNED and s[1][0] * s[1][1] < sprites.BACKDROP_PIXELS]
        assert big and small
        for s in big:  # the water and the felt: made smaller ahead, at the screen's size
            picture = sprites.CACHE.find(sprites.spec_key(s))
            assert fine.twin(picture) is not None, f"{s[:2]} not made smaller ahead"
            assert fine.twin(picture).get_size() == fine.size(picture.get_size())
        turned = {sprites.spec_key(s[1]) for s in specs if s[0] == sprites.TURNED}  # (turned ahead: twinned then)
        cards = [s for s in small if sprites.spec_key(s) not in turned and s[0] in sprites.RENDERERS
                 and s[0] not in sprites.UNSCALED and sprites.CACHE.find(sprites.spec_key(s)).get_width() > 1]
        assert cards and all(fine.twin(sprites.CACHE.find(sprites.spec_key(s))) is None for s in cards), \
            "the cards were made smaller ahead: memory no frame asked for"
    finally:
        app.close()


UPRIGHT_TABLES = {"gofish": "fishgames.games.gofish.scene:GoFishTable",
                  "fischen": "fishgames.games.fischen.scene:FischenTable",
                  "lure": "fishgames.games.lure.scene:LureTable",
                  "fugu": "fishgames.games.fugu.scene:FuguTable",
                  "fatfish": "fishgames.games.fatfish.scene:FatFishTable"}


@pytest.mark.parametrize("game", list(UPRIGHT_TABLES))
def test_an_upright_tables_own_art_is_drawn_ahead(monkeypatch, game):
    """On the upright 720 × 1280 panel a table lays out on the whole tall canvas: its table, pond, larger cards'
    backs have sizes of their own, which the landscape art list does not name; drawn in the table's first frame
    they were 40-100 ms of it (Go Fish 134 ms, Fischen 128; issue 29: ≤ 50 ms).  The set-up's art ahead draws them
    (the tables' ``margin_specs``), and the first frame draws no backdrop art, backs, shadows or dimming."""
    import importlib

    from fishgames.ui import games
    from fishgames.ui.art_ahead import ArtAhead

    module, name = UPRIGHT_TABLES[game].split(":")
    table = getattr(importlib.import_module(module), name)
    app = App(windowed=True, window=(720, 1280), sharp=True, bot_workers=False, disk_thread=False)
    try:
        config = games.spec(game).config(4)
        ahead = ArtAhead(app.ui)
        ahead.aim([(game, config)])
        while not ahead.step(1.0):
            pass
        drawn = []
        render = sprites._render
        monkeypatch.setattr(sprites, "_render", lambda kind, *rest: drawn.append(kind) or render(kind, *rest))
        start_table(app, game, table, humans=1, players=4, settle=1)
        assert not {"table", "underwater", "back", "shadow", "card_dim", "die"} & set(drawn), f"drawn in the first frame: {drawn}"
        assert table.margin_specs(app.canvas)[1:], "no upright art named"
    finally:
        app.close()


def test_the_smallest_window_draws_at_the_scale_its_canvas_is_sized_for():
    """A window dragged to the smallest size the app lays out (``display.MIN_WINDOW``, 0.375 of the stage) is drawn
    at the display's scale: a drawing scale held at 0.5 drew every picture a third larger than the canvas's pixels."""
    app = App(windowed=True, window=(480, 320), sharp=True, bot_workers=False, disk_thread=False)
    try:
        app.draw()
        assert app.display.scale < 0.5
        assert fine.k == pytest.approx(app.display.scale)
        assert app.screen.pixels.get_size() == (480, 320)
    finally:
        app.close()
