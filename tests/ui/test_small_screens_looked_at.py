"""What session 27's look at 800 × 480 and 1024 × 600 (100 % and 150 %) found in Go Fish, Lure, the set-up and
the settings (issue 29, "nothing covered, readable"), each checked where it is laid out or drawn:

- Go Fish's "?", put under Menu and the Pro tip on a small panel, reached over the sand table's rim (it ended at
  237, 261 at 150 %; the table starts at 232): it sits on the felt's top right there.
"""

from __future__ import annotations

import pytest

from fishgames.games.gofish.scene import GoFishTable
from fishgames.ui import context_help
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
