"""Fat Fish upright: the glows its upright arrangement shows are blurred ahead (issue 29: speed holds on a portrait
screen).  The set-up drew them at the landscape places' sizes only, and the table blurred its rows' rings as they
first glowed: 62 ms a lane's under load at 720 × 1280 (busy p99 40 ms there, 55 at 1080 × 1920).  Under a drawing
scale of 1 a ring was also blurred twice, at 1 (never shown) and at the screen's pixels."""

from __future__ import annotations

import pytest

from fishgames.games.fatfish import scene_layout as L
from fishgames.games.fatfish.scene import FatFishTable
from fishgames.games.fatfish.scene_cards import MINUS_INK
from fishgames.ui import fine, games, sprites, theme, widgets
from fishgames.ui.app import App
from fishgames.ui.art_ahead import ArtAhead
from tests.ui.driver import start_table

pytestmark = pytest.mark.usefixtures("glows_as_in_the_app")  # (each ring blurred on a miss, as in the app)

#: The compact upright arrangement (3:4: the smaller rows) and the roomy one.
SCREENS = [(768, 1024), (720, 1280)]
PLAYERS = 6


def _shown_glows(places) -> list[tuple]:
    """(rect size, colour) of every glow the upright table shows: a row's (a target's, a split's, the turn's in each
    seat's colour), the plates', your plate's, Done's, a chosen hand card's, a take's."""
    colours = [tuple(theme.seat_colour(seat)) for seat in range(PLAYERS)]
    lanes = {places.lane(row).size for row in range(L.ROWS)}
    plates = {rect.size for bottom in range(PLAYERS) for rect in places.plates(PLAYERS, bottom).values()}
    return [*((lane, c) for lane in lanes for c in (theme.GLOW, MINUS_INK, *colours)),
            *((size, c) for size in (*plates, places.OWN.size) for c in colours),
            *((size, theme.GLOW) for size in (places.DONE.size, (places.HAND_CARD[0] + 6, places.HAND_CARD[1] + 6),
                                              (places.TAKE_CARD[0] + 6, places.TAKE_CARD[1] + 6)))]


def _blurred(monkeypatch) -> list[tuple]:
    """A list the rings blurred from now on are put in: (size, colour, scale)."""
    made: list[tuple] = []
    draw = widgets._ring_pixels

    def spy(size, radius, colour, width, scale):
        made.append((tuple(size), tuple(colour), scale))
        return draw(size, radius, colour, width, scale)

    monkeypatch.setattr(widgets, "_ring_pixels", spy)
    return made


@pytest.mark.parametrize("window", SCREENS, ids=lambda w: f"{w[0]}x{w[1]}")
def test_the_set_up_blurs_the_upright_tables_glows(window, monkeypatch):
    """After the set-up's art ahead for an upright six-seat table, none of the glows that table shows is blurred
    again (in the app's own ring budget), and the landscape lanes' rings, never shown upright, are not drawn."""
    monkeypatch.setattr(sprites.CACHE, "budget", sprites.BUDGET_BYTES)
    app = App(windowed=True, window=window, sharp=True, bot_workers=False, disk_thread=False)
    try:
        assert app.canvas[1] > app.canvas[0], "not upright"
        places = L.upright(app.canvas)
        assert places.compact == (window == SCREENS[0])
        sprites.CACHE.clear()  # (a glow's note there: drawn ahead once)
        widgets._glow_ring.cache_clear()
        made = _blurred(monkeypatch)
        ahead = ArtAhead(app.ui)
        ahead.aim([("fatfish", games.spec("fatfish").config(PLAYERS))])
        while not ahead.step(1.0):
            pass
        assert not [size for size, _, _ in made if size == L.lane(0).size], "the landscape lanes' rings drawn upright"
        made.clear()
        for size, colour in _shown_glows(places):
            widgets._glow_ring(size, 14, tuple(colour[:3]))
        missing = sorted({(size, colour) for size, colour, _ in made})
        assert not missing, f"{len(missing)} upright glows not blurred ahead: {missing[:4]}"
    finally:
        app.close()


@pytest.mark.parametrize("window", [*SCREENS, (1080, 1920)], ids=lambda w: f"{w[0]}x{w[1]}")
def test_the_set_up_draws_the_upright_rows_faces_beside_the_water(window, monkeypatch):
    """The set-up's art ahead for an upright table, in the app's own cache budget: faces at the upright rows' size
    (drawn as they showed: 11-15 ms of a frame at 210 × 294), none at the landscape rows' (never shown upright), and
    the water at the canvas's size still held for the first frame (56 ms drawn there when the faces let it go)."""
    monkeypatch.setattr(sprites.CACHE, "budget", sprites.BUDGET_BYTES)
    app = App(windowed=True, window=window, sharp=True, bot_workers=False, disk_thread=False)
    try:
        sprites.CACHE.clear()
        ahead = ArtAhead(app.ui)
        ahead.aim([("fatfish", games.spec("fatfish").config(PLAYERS))])
        while not ahead.step(1.0):
            pass
        held = sprites.CACHE._items
        faces = {key[2] for key in held if key[0] == "card"}
        rows = tuple(L.upright(app.canvas).ROW_CARD)
        assert L.ROW_CARD not in faces, "the landscape rows' faces drawn ahead upright"
        assert sum(key[0] == "card" and key[2] == rows for key in held) >= 20, f"few faces at the rows' {rows}"
        assert any(key[0] == "underwater" and key[2] == tuple(app.canvas) for key in held), "the water let go"
    finally:
        app.close()


def test_an_upright_tables_own_art_to_come_has_its_upright_glows():
    """What the set-up had no time for, the table draws in light frames (``_warm``): upright, its glows at the
    upright places' sizes, not the landscape ones."""
    app = App(windowed=True, window=SCREENS[1], sharp=True, bot_workers=False, disk_thread=False)
    try:
        table = start_table(app, "fatfish", FatFishTable, humans=1, players=PLAYERS, settle=1)
        sizes = {spec[1] for spec in table._warm if spec[0] == "glow"}
        assert table.L.lane(0).size in sizes and L.lane(0).size not in sizes
    finally:
        app.close()


def test_a_ring_under_scale_1_is_blurred_once_at_the_screens_pixels(fine_scale_restored, monkeypatch):
    """At k = 0.5625 (720 × 1280) a ring is blurred at k only: its logical picture is a hollow size (a plain surface
    gets ``_plain_ring``), as over 1 — the logical blur was 25 of an upright lane ring's 30 ms."""
    fine.set_scale(0.5625)
    made = _blurred(monkeypatch)
    args = ((1188, 302), 14, tuple(theme.GLOW[:3]))
    widgets._glow_ring.cache_clear()
    ring = widgets._glow_ring(*args)
    assert [scale for _, _, scale in made] == [0.5625]
    assert fine.is_hollow(ring) and ring.get_size() == (1188 + 32, 302 + 32)
