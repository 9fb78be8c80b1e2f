"""The results screen copies the game link beside the code: a friend who opens it gets exactly this deal."""

from __future__ import annotations

from fishgames.core import Seat
from fishgames.links import parse_link
from fishgames.ui import games
from fishgames.ui.scene import Push
from fishgames.ui.scenes.results import ResultsScene
from tests.ui import driver as drive
from tests.ui.toy_scene import BET_BUTTONS


def test_copy_link_gives_the_link_of_this_deal_beside_copy_code(app):
    table = games.start_scene(app, "toy", [Seat("human", None, "Anna"), Seat("bot", "easy", "B")], 1234, "easy")
    app.stack.apply(Push(table))
    drive.frames(app, 2)
    drive.tap(app, BET_BUTTONS[1].center, n=3)
    drive.frames(app, 4)
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    link, code = results.widgets["copy_link"], results.widgets["copy"]
    assert link.rect.centery == code.rect.centery and link.rect.right < code.rect.left  # side by side
    assert results.link == "fishgames:toy/2L-" + str(table.match.record.code).rpartition("-")[2]
    drive.click(app, link, n=3)
    said = [text for text, _ in app.toasts]
    assert any(results.link in text for text in said)  # copied, or shown where there is no clipboard
    assert parse_link(results.link) == table.match.record.code
