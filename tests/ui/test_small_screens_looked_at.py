"""What session 27's look at 800 × 480 and 1024 × 600 (100 % and 150 %) found in Go Fish, Lure, the set-up and
the settings (issue 29, "nothing covered, readable"), each checked where it is laid out or drawn:

- Go Fish's "?", put under Menu and the Pro tip on a small panel, reached over the sand table's rim (it ended at
  237, 261 at 150 %; the table starts at 232): it sits on the felt's top right there;
- Lure's caught fish (your score pile's tiles): the VP coin's numeral, drawn at an 800 × 480 panel's own pixels,
  stood on a coin 12 px across, cut to a bar: the coin grows with the legible floor.
"""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.gofish.scene import GoFishTable
from fishgames.games.lure import scene_art
from fishgames.games.lure.data import FISH
from fishgames.ui import art, context_help, legibility, theme
from tests.ui.driver import running_app, start_table, until

SMALL = [((800, 480), 1.0), ((800, 480), 1.5), ((1024, 600), 1.5), ((1280, 720), 1.5), ((1280, 720), 1.0)]


@pytest.mark.parametrize(("window", "ui_scale"), SMALL, ids=[f"{w}x{h}@{s}" for (w, h), s in SMALL])
def test_gofish_question_mark_is_off_the_tables_rim(window, ui_scale):
    """The "?" lies wholly above the sand table or wholly on its felt, clear of the Menu, the Pro tip, the
    books and the question log (at the normal level: the Pro tip and the log are shown)."""
    with running_app(window=window, ui_scale=ui_scale) as app:
        table = start_table(app, "gofish", GoFishTable, players=4, level="normal")
        app.window_resized(window)
        until(app, lambda: table.coach.button_rect.w and table.log_panel is not None)
        ask = context_help.shown(table)
        assert ask is not None and table.coach.button_rect.w, "no '?' or no Pro tip"
        geo = table.geo
        assert ask.bottom <= geo.TABLE.top or geo.FELT.contains(ask), (window, ui_scale, ask, geo.TABLE)
        assert table.log_panel is not None, "no question log"
        others = [table.menu_button.relative_rect, table.coach.button_rect, table.log_panel.rect,
                  *(geo.slot_rect(rank) for rank in range(13))]
        assert ask.collidelist(others) == -1, (ask, others[ask.collidelist(others)])


#: An 800 × 480 panel shows a logical px at 0.625 physical ones; its legible floor is 20 logical px.
PANEL_SCALE, PANEL_FLOOR = 0.625, 20


@pytest.mark.parametrize("scale", [PANEL_SCALE, 1.0], ids=["sharp", "scaled"])
def test_lure_caught_fish_coin_numeral_is_legible_and_whole(scale, monkeypatch):
    """Each caught-fish tile drawn for an 800 × 480 panel (at the panel's own pixels, ``sharp``, or at the logical
    ones and scaled down): its VP numeral's font is at least 12 physical px and its ink lies inside the coin's
    rim (the coin's diameter less its 2 px rim each side)."""
    pygame.init()
    assert legibility.floors(PANEL_SCALE).text == PANEL_FLOOR
    monkeypatch.setattr(theme, "text_floor", PANEL_FLOOR)
    coins, rendered = [], []
    real_coin, real_font = art.draw_coin, theme.font_at

    def noting_coin(surface, centre, radius, text, *args, **kwargs):
        rendered.clear()
        real_coin(surface, centre, radius, text, *args, **kwargs)
        coins.append((radius, text, [size for size, said in rendered if said == text]))

    class Noting:
        def __init__(self, size, bold):
            self.font, self.size = real_font(size, bold), size

        def render(self, text, *args):
            rendered.append((self.size, text))
            return self.font.render(text, *args)

    monkeypatch.setattr(art, "draw_coin", noting_coin)
    monkeypatch.setattr(theme, "font_at", Noting)
    for fish_id in FISH:
        scene_art._mini_fish(fish_id, 62, 44, scale)
    assert len(coins) == len(FISH)
    for radius, text, sizes in coins:
        assert len(sizes) == 1, (text, sizes)
        size = sizes[0]
        assert size * PANEL_SCALE / scale >= legibility.TEXT_PX, (text, size, scale)
        ink = real_font(size, True).render(text, True, (0, 0, 0)).get_bounding_rect()
        room = 2 * radius - 2 * 2
        assert ink.w <= room and ink.h <= room, (text, size, ink.size, radius)
