"""Fischen's words under the sea deck ("Nächste Runde brauchst du 9 Karten aus dem Meer.") whole in their panel on
every small or upright screen, at 100 % and 150 %, in German and English (issue 29): at 800 × 480 at 150 % the
28 px type wrapped them into five rows, four were kept and "dem Meer." silently dropped — no ellipsis, so no check
of ``text.cut`` saw it.  Measured from what is drawn: every ``draw_need`` of a frame is drawn again alone on a clear
surface larger than its panel's picture (nothing may be painted outside it), and no row of it may be dropped
(``text.kept``)."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.fischen import scene_draw
from fishgames.ui import legibility
from tests.ui.test_small_panel_texts import each_size, screen

SIZES = [((800, 480), 1.5), ((1024, 600), 1.5), ((800, 480), 1.0), ((1024, 600), 1.0), ((720, 1280), 1.0),
         ((720, 1280), 1.5)]
PAD = 4  # the pad the table paints the depth's words with (``_seat_looks``)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("shot", ["fischen_two_humans", "fischen_pass_left", "fischen_zero_choice"])  # 9, 0, 10 to fish
def test_the_depth_words_are_whole_in_their_panel(shot, lang, tmp_path, monkeypatch):
    real_draw, real_kept = scene_draw.draw_need, scene_draw.kept
    drawn: list[str] = []
    where = "opening"  # (the screen is drawn as it opens, at its own size: checked there too)
    faults: list[str] = []

    def kept(rows, most):
        result = real_kept(rows, most)
        if len(result) < len(rows):
            faults.append(f"{where}: rows {rows[len(result):]} of {rows} dropped")
        return result

    def draw_need(surface, r, text, *args, **kwargs):
        real_draw(surface, r, text, *args, **kwargs)
        # Its panel's picture: ``r`` with the table's 4 px pad round it (``Table.panel``), all that is ever shown.
        picture = pygame.Rect(0, 0, r.w + 2 * PAD, r.h + 2 * PAD)
        clear = pygame.Surface((picture.w + 100, picture.h + 200), pygame.SRCALPHA)
        real_draw(clear, pygame.Rect((PAD, PAD), r.size), text, *args, **kwargs)
        drawn.append(text)
        if not picture.contains(clear.get_bounding_rect()):
            faults.append(f"{where}: {text!r} painted {clear.get_bounding_rect()} out of its picture {picture}")

    monkeypatch.setattr(scene_draw, "kept", kept)
    monkeypatch.setattr(scene_draw, "draw_need", draw_need)
    with screen(shot, tmp_path / "home", lang, sharp=True) as app:
        for _, where in each_size(app, lang, SIZES):
            legibility.forget_drawn_text(art=False)
            app.relayout()
            count = len(drawn)
            app.draw()
            assert len(drawn) > count, f"{where}: the depth's words not drawn"
    assert not faults, "\n".join(faults)
