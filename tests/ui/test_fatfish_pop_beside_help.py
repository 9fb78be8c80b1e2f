"""Fat Fish's score pop-ups rise clear of the "?" (issue 29, "nothing covered"): the "?" is drawn over the table's
pop-ups, and on a landscape screen it stands under the left top plate, where that plate's "−12" rose under it (its
minus hidden).  Every frame of each top plate's pop-up ("−12" and the widest, "+5 VP") is checked against the "?"
shown, at 1280 × 720, 800 × 480 (its grown 71 px button) and 1920 × 1080; upright the "?" stands elsewhere and the
paths are as before."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.fatfish.scene import FatFishTable
from fishgames.i18n import t
from fishgames.ui import context_help, theme
from fishgames.ui.table_kit import path_beside
from tests.ui.driver import DT, running_app, start_table
from tests.ui.test_own_name_whole import _resized
from tests.ui.unpainted import unpainted


def popups_over(app, scene, rect: pygame.Rect, what: str) -> list[str]:
    """Each top plate's pop-ups ("−12" and the widest, "+5 VP") played frame by frame: where one lay over ``rect``."""
    over, seen = [], 0
    for seat in (seat for seat in scene.plate_rects() if seat != scene.bottom):
        for text in ("−12", t("fatfish.ui.vp_popup", vp=5)):
            scene.popups.clear()
            scene.popup(text, seat, theme.GLOW)
            assert scene.popups, "no pop-up started"
            while scene.popups:
                seen += 1
                if scene.popups[0].rect.colliderect(rect):
                    over.append(f"seat {seat} {text!r} {tuple(scene.popups[0].rect)} over {what} {tuple(rect)}")
                app.step(DT)
    assert seen > 6, "hardly any frame of a pop-up"
    return sorted(set(over))


@pytest.mark.parametrize("size", [(1280, 720), (800, 480), (1920, 1080), (720, 1280)])
def test_a_top_plates_pop_up_never_passes_under_the_help_button(size):
    with running_app("normal") as app, unpainted(app):
        scene = start_table(app, "fatfish", FatFishTable, players=4, seed=7)
        _resized(app, size)
        help_button = context_help.shown(scene)
        assert help_button is not None, "no '?' shown"
        assert popups_over(app, scene, help_button, "the '?'") == []


def test_a_path_crossing_a_button_moves_beside_it_left_or_where_there_is_no_room_right():
    button = pygame.Rect(296, 122, 48, 48)
    path = ((346, 142), (346, 116))
    (x0, y0), (x1, y1) = path_beside(path, (105, 58), button)
    assert (y0, y1) == (142, 116) and x0 == x1
    rise = pygame.Rect(0, 0, 105, 58)
    rise.center = (x0, y0)
    assert rise.right <= button.x and not rise.colliderect(button)
    assert path_beside(((900, 142), (900, 116)), (105, 58), button) == ((900, 142), (900, 116)), "moved though clear"
    (x0, _), _ = path_beside(((60, 142), (60, 116)), (105, 58), pygame.Rect(40, 122, 48, 48))
    assert x0 - 105 // 2 >= 40 + 48, "no room on the left: not beside it on the right"


@pytest.mark.parametrize("size", [(1280, 720), (800, 480), (1920, 1080), (720, 1280)])
def test_a_top_plates_pop_up_never_lies_over_the_licences_title(size):
    """The right top plate's pop-up rose over the licences panel's title ("Fishing licences", drawn under the
    pop-ups) at 1280 × 720 and 1920 × 1080: it rises beside it (left of it), as beside the "?"."""
    with running_app("normal") as app, unpainted(app):
        scene = start_table(app, "fatfish", FatFishTable, players=4, seed=7, options={"licences": True})
        _resized(app, size)
        assert scene.licences_on, "no licences panel"
        r = scene.L.licences_rect()
        title = pygame.Rect(r.x + 12, r.y + 8, theme.width(t("fatfish.term.licences"), theme.SMALL, True),
                            theme.font(theme.SMALL, True).get_linesize())
        assert popups_over(app, scene, title, "the title") == []
