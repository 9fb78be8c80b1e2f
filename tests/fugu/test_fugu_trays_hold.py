"""Fugu's market tray holds its caption (issue 29 "nothing covered, readable"; seen in the ``fugu_deal`` shots): the
caption ("Market · highest number 75") lies under the market's cards, not under them (at the text floor it reached
up under them; the tray grows round it), inside its tray, short of the prompt, and a speech bubble leaves it clear."""

from __future__ import annotations

import pytest

from tests.ui.test_small_panel_texts import each_size, screen

SIZES = [((800, 480), 1.0), ((800, 480), 1.5), ((1024, 600), 1.0), ((1024, 600), 1.5), ((1280, 720), 1.0),
         ((1920, 1080), 1.0)]


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
