"""Fat Fish paints the plate of the seat whose turn it is as it will be once a card is laid, ahead in a light frame
(``Drawer.looks_ahead``): the frame that lays the card copies it (issue 29: at 1920 × 1080 the plate's repaint was
0.5-0.8 ms of most of Fat Fish's slowest frames, those in which a card was laid)."""

from __future__ import annotations

import pytest

from fishgames.games.fatfish.scene import FatFishTable
from fishgames.ui.table import TableScene
from tests.ui.driver import frames, start_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401
from tests.ui.test_crisp import sharp_app
from tests.ui.test_log_ahead import _FrameCosts

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")


def test_the_frame_a_card_is_laid_copies_the_plate_painted_ahead(monkeypatch):
    with sharp_app((1920, 1080)) as app:
        app.update_settings(animation_speed="fast")
        table = start_table(app, "fatfish", FatFishTable, humans=0, players=6, seed=4242)
        monkeypatch.setattr(table, "ahead_clock", _FrameCosts())  # every frame as costly as the recent median: light
        painted, ahead = [], []  # the places panel() painted anew in this frame; panel_ahead's, while it paints
        paint, paint_ahead = TableScene._painted, TableScene.panel_ahead
        monkeypatch.setattr(TableScene, "_painted", lambda self, place, *rest: (
            painted.append(place) if not ahead else None) or paint(self, place, *rest))
        monkeypatch.setattr(TableScene, "panel_ahead", lambda self, *args, **options: (
            ahead.append(1), paint_ahead(self, *args, **options), ahead.clear())[1])
        laid = []
        hands = list(table.shown["hand_counts"])
        for n in range(200):
            del painted[:]
            frames(app, 1)
            s = table.shown
            seat = s["current"]
            fewer = seat is not None and seat != table.bottom and s["hand_counts"][seat] == hands[seat] - 1
            hands = list(s["hand_counts"])
            if not fewer or n < 3:
                continue
            rect = table.plate_rects()[seat].inflate(12, 12)
            assert (rect.topleft, rect.size) not in painted, f"frame {n}: seat {seat}'s plate painted as its card was laid"
            laid.append(n)
        assert len(laid) >= 4, laid


def test_a_plate_is_painted_ahead_only_for_a_seat_with_a_card_to_lay(app):
    table = start_table(app, "fatfish", FatFishTable, humans=0, players=6)
    s = table.shown
    seat = next(iter(table.plate_rects()))
    s["current"], s["hand_counts"][seat] = seat, 0
    table._ahead.clear()  # (the frames that opened the table painted ahead already)
    assert not table.looks_ahead(app.screen), "a plate painted ahead for a seat with no card in hand"
    assert table._ahead == {}
    s["hand_counts"][seat] = 2
    assert table.looks_ahead(app.screen)
    [(key, *_)] = table._ahead.values()
    assert key[0] == table._seat_look(s, seat)[0][:5] + (1,) + table._seat_look(s, seat)[0][6:], key
    assert not table.looks_ahead(app.screen), "the same plate painted ahead again"
