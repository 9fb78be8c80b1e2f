"""The end reveal's placement lines ("Name – 2 books"): a long name is shortened, the count after it is
never cut (the issue's "…Obe – 1 b…"), in both languages."""

from __future__ import annotations

import pygame
import pytest

from fishgames.core import Seat
from fishgames.games.gofish import look
from fishgames.games.gofish.reveal import RevealScene
from fishgames.games.gofish.scene import GoFishTable
from fishgames.ui.scene import Push
from fishgames.ui.text import ELLIPSIS
from tests.ui.driver import frames, start_table
from tests.ui.texts_drawn import texts_drawn

LONG = ("Obelix der Unglaublich Große", "Kapitänin Hildegard von Bingen", "Maximilian-Alexander", "Bot")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_long_name_is_shortened_and_its_book_count_stays_whole(app, monkeypatch, lang):
    app.update_settings(language=lang)
    table = start_table(app, "gofish", GoFishTable, humans=1, players=4)
    table.match.seats = [Seat("human", None, LONG[0]), *(Seat("bot", "easy", name) for name in LONG[1:])]
    summary = table.end_summary()
    summary["scores"] = [1, 4, 12, 0]
    summary["ranking"] = [3, 2, 1, 4]
    drawn = texts_drawn(monkeypatch)
    reveal = RevealScene(app, table, summary)
    app.stack.apply(Push(reveal))
    reveal.revealed, reveal.show_places = len(reveal.books), True
    drawn.clear()
    frames(app, 2)
    for seat, name in enumerate(LONG):
        count = look.books_text(summary["scores"][seat])
        [line] = {text for text in drawn if text.endswith(" – " + count) and text[:2] == name[:2]}
        assert line == f"{name} – {count}" or (line.endswith(ELLIPSIS + " – " + count)
                                                and name.startswith(line.split(ELLIPSIS)[0])), line
    assert any(ELLIPSIS in text and text.endswith(look.books_text(1)) for text in drawn)  # a name was cut
    pygame.event.clear()
