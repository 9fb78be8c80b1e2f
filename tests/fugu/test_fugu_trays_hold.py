"""Fugu's trays hold what lies on them (issue 29 "nothing covered, readable"; seen in the ``fugu_deal`` shots): your 18
cards stay on the sand bed inside its wooden rims (at the small panels' tap-floor pitch, 71 px, they ran from 1 to
1279, over both rims to the screen's edges), their numbers still ≥ 12 physical px; and the market's caption
("Market · highest number 75") lies under the market's cards, not under them (at the text floor it reached 3 px up
under them, the tray grows round it), inside its tray, and a speech bubble leaves it clear."""

from __future__ import annotations

import pytest

from fishgames.games.fugu import scene_look as L
from fishgames.ui import art, fine
from fishgames.ui.legibility import TEXT_PX
from tests.ui.test_small_panel_texts import each_size, screen

SIZES = [((800, 480), 1.0), ((800, 480), 1.5), ((1024, 600), 1.0), ((1024, 600), 1.5), ((1280, 720), 1.0),
         ((1920, 1080), 1.0)]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_your_reef_lies_inside_the_sand_beds_rims(lang, tmp_path):
    with screen("fugu_deal", tmp_path, lang, sharp=True) as app:
        for table, where in each_size(app, lang, SIZES):
            slots = [table.L.own_slot(s) for s in range(18)]
            assert slots[0].left >= L.BED_RIM and slots[-1].right <= L.W - L.BED_RIM, (where, slots[0], slots[-1])
            assert all(a.right <= b.left for a, b in zip(slots, slots[1:], strict=False)), where  # none covered
            number = max(art.VALUE_MIN, int(slots[0].h * 0.21))  # a tile's number (``scene_look.render_tile``)
            assert number * fine.k >= TEXT_PX and slots[0].w >= L.OWN_TILE[0], (where, number)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_market_caption_lies_under_the_cards_inside_its_tray(lang, tmp_path):
    with screen("fugu_deal", tmp_path, lang, sharp=True) as app:
        for table, where in each_size(app, lang, SIZES):
            tray, label, at = table.market_caption()
            cards = [table.L.market_rect(m) for m in range(3)]
            assert at.top >= max(card.bottom for card in cards), (where, at, cards[0])
            assert tray.contains(at) and at.size == label.get_size(), (where, tray, at)
            assert at in table.keep_clear(), where  # a bubble ("Walross fängt an!") left the caption's "A" unseen
            assert tray.bottom < table.prompt_box().top, (where, tray, table.prompt_box())
