"""A rival's plate says what it last asked for whole on every screen: on a 800 × 480 panel the German
"fragte zuletzt nach Zwei…" was cut, the rank - what the player needs - lost; there the short wording
("fragte nach Zweien") is said instead, and the long one wherever it fits."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.gofish import look, scene_layout
from fishgames.games.gofish.look import RANKS
from fishgames.games.gofish.scene_draw import last_asked
from fishgames.i18n import set_language, t
from fishgames.ui import legibility, theme


@pytest.fixture(params=[0, 20, 22], ids=lambda f: f"text-floor-{f}")
def text_floor(request):
    """The stage, a 800 × 480 panel and the upright panel."""
    pygame.init()
    legibility.apply(legibility.Floors(text=request.param))
    yield request.param
    legibility.apply(legibility.NONE)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_last_asked_hint_fits_its_plate_whole(text_floor, lang):
    set_language(lang)
    try:
        geometries = (scene_layout.LANDSCAPE, scene_layout.portrait((1280, 2276)))
        rooms = {rect.w - 24 for geo in geometries for players in range(2, 5) for rect in geo.top_plates(players)}
        for room in sorted(rooms):
            for rank in range(len(RANKS)):
                said = last_asked(rank, room)
                assert theme.width(said, theme.SMALL, True) <= room, (room, said)
                whole = t("gofish.ui.hint.last", rank=look.rank_name(rank, dative=True))
                if theme.width(whole, theme.SMALL, True) <= room:
                    assert said == whole
    finally:
        set_language("en")
